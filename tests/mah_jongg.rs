//! Martian Mah Jongg scenarios from the rules text
//! (/work/shared/rules/martian-mah-jongg.txt) and its RULINGS.md section,
//! driven through the public API. Every random outcome is a chance move
//! applied here (`Covers`, `D8`, `Dice`), so every game is scripted; a few
//! positions are put in place with the `test_*` setters of check.rs.
//!
//! Colours on the d8: 1 red, 2 orange, 3 yellow, 4 green, 5 blue, 6 cyan,
//! 7 purple, 8 clear. Seat s + 1 is on seat s's left; play passes left, East
//! Wind passes right, calls are asked East Wind first and then to the right.

use martian_parlour::engine::json::{FromJson, Json, ToJson};
use martian_parlour::engine::pieces::{Colour, Colour::*, Pyramid, Size, Size::*};
use martian_parlour::engine::{Actor, Game};
use martian_parlour::games::martian_mah_jongg::engine::{
    d8_of, CallKind, Claim, Holding, MoveError, Slot, BONUS_MAX, D8,
};
use martian_parlour::games::martian_mah_jongg::{MahJongg, Move, Options};

fn p(colour: Colour, size: Size) -> Pyramid {
    Pyramid::new(colour, size)
}

/// What the medium covers hide in these scripts: cover i hides SMALLS[i]
/// (cover 8 a small black, cover 9 a small white).
const SMALLS: [Colour; 10] = [
    Red, Orange, Yellow, Green, Blue, Cyan, Purple, Clear, Black, White,
];

/// The large covers: cover 10 + i hides D8[i] for i < 8, then the two
/// rolled extras under covers 18 and 19.
fn mediums(extra: [Colour; 2]) -> Vec<Colour> {
    let mut v = D8.to_vec();
    v.extend(extra);
    v
}

/// The pile colours by seat: [Kong large, Pung medium, Chow small].
const PILES: [[Colour; 3]; 4] = [
    [Red, Yellow, Blue],
    [Orange, Green, Cyan],
    [Purple, Clear, Purple],
    [Clear, Blue, Orange],
];

fn ok(g: &mut MahJongg, mv: Move) {
    if let Err(e) = g.apply(&mv) {
        panic!("{mv:?} refused in phase {}: {e}", g.phase());
    }
}

/// Applies a move that must be refused, and checks nothing changed.
fn refused(g: &mut MahJongg, mv: Move) -> MoveError {
    let before = g.clone();
    let e = match g.apply(&mv) {
        Ok(()) => panic!("{mv:?} was accepted in phase {}", before.phase()),
        Err(e) => e,
    };
    assert_eq!(*g, before, "the refused {mv:?} changed the game");
    e
}

fn new_game(players: usize, options: Options) -> MahJongg {
    MahJongg::new(players, &options, 0).expect("new game")
}

fn covers(g: &mut MahJongg, extra: [Colour; 2]) {
    ok(
        g,
        Move::Covers {
            smalls: SMALLS.to_vec(),
            mediums: mediums(extra),
        },
    );
}

/// The pile rolls, larges then mediums then smalls, each from East Wind to
/// the left, giving each seat its `piles` colours.
fn roll_piles(g: &mut MahJongg, piles: &[[Colour; 3]]) {
    let n = g.players();
    let east = g.east();
    for (size_step, size) in [Large, Medium, Small].into_iter().enumerate() {
        for k in 0..n {
            let seat = (east + k) % n;
            assert_eq!(g.setup_roller(), Some(seat));
            assert_eq!(g.pile_size(), size);
            ok(g, Move::D8(d8_of(piles[seat][size_step])));
        }
    }
}

/// A game at East Wind's first roll: covers with extras blue and cyan,
/// `east` winning the roll-off with an 8 against 1s, the default piles.
fn start_with(players: usize, east: usize, options: Options) -> MahJongg {
    let mut g = new_game(players, options);
    covers(&mut g, [Blue, Cyan]);
    for s in 0..players {
        ok(&mut g, Move::D8(if s == east { 8 } else { 1 }));
    }
    roll_piles(&mut g, &PILES[..players]);
    g
}

fn start(players: usize, east: usize) -> MahJongg {
    start_with(players, east, Options::default())
}

/// The next hand's set-up (no roll-off after the first hand).
fn next_hand(g: &mut MahJongg) {
    assert_eq!(g.phase(), "covers");
    covers(g, [Blue, Cyan]);
    assert_eq!(g.phase(), "piles", "East Wind is rolled for only once");
    roll_piles(g, &PILES[..g.players()]);
}

/// The seat to play rolls and the dice show `d6` and `colour`.
fn draw(g: &mut MahJongg, d6: u8, colour: Colour) {
    ok(g, Move::Roll);
    assert_eq!(g.to_act(), Actor::Chance);
    ok(g, Move::Dice(d6, d8_of(colour)));
}

/// Draw, look under `cover`, keep the drawn piece.
fn keep_draw(g: &mut MahJongg, d6: u8, colour: Colour, cover: u8) {
    draw(g, d6, colour);
    ok(g, Move::Look(cover));
    ok(g, Move::Keep);
}

/// A turn that changes nothing behind the screen: a large clear drawn and
/// discarded.
fn pass_turn(g: &mut MahJongg) {
    draw(g, 5, Clear);
    ok(g, Move::LargeDiscard);
    ok(g, Move::Go);
}

/// A holding with these piles and the two small opaques of a 3-4 player
/// game loose.
fn holding(kong: [Option<Colour>; 3], pung: [Option<Colour>; 2], chow: Option<Colour>) -> Holding {
    let mut h = Holding {
        kong_large: kong[0],
        kong_medium: kong[1],
        kong_small: kong[2],
        pung_medium: pung[0],
        pung_small: pung[1],
        chow,
        ..Holding::default()
    };
    h.add_loose(p(White, Small));
    h.add_loose(p(Black, Small));
    h
}

/// East Wind (seat 0) draws a medium red, keeps it and discards it: the
/// discard goes to the calls.
fn east_discards_medium_red(g: &mut MahJongg) {
    assert_eq!(g.to_act(), Actor::Seat(0));
    keep_draw(g, 3, Red, 10);
    ok(g, Move::Discard(p(Red, Medium)));
    assert_eq!(g.phase(), "calls");
}

fn some(c: Colour) -> Option<Colour> {
    Some(c)
}

/// Each hand's money moves between the players only, the winner never
/// pays, and the running scores are the hands' deltas added up.
fn check_money(g: &MahJongg) {
    let n = g.players();
    let mut total = vec![0i64; n];
    for end in g.ended() {
        assert_eq!(end.deltas.len(), n);
        assert_eq!(end.deltas.iter().sum::<i64>(), 0, "money only moves");
        if let Some(score) = &end.score {
            assert!(end.deltas[score.winner] >= 0, "the winner collects");
            if score.hands[score.winner].value > 0 {
                assert!(end.deltas[score.winner] > 0);
            }
        }
        for (t, d) in total.iter_mut().zip(&end.deltas) {
            *t += d;
        }
    }
    assert_eq!(g.scores(), &total[..]);
}

/// Plays the hand out so that `winner` goes Mah Jongg at the start of a
/// turn: they keep a medium red (Kong medium) and two small reds (Kong
/// small, Pung small); everyone else draws a large clear and discards it.
fn win_hand(g: &mut MahJongg, winner: usize) {
    let hands = g.ended().len();
    while g.ended().len() == hands {
        let seat = g.turn();
        assert_eq!(g.to_act(), Actor::Seat(seat));
        assert_eq!(g.phase(), "roll");
        if seat != winner {
            assert!(!g.legal_moves().contains(&Move::MahJongg));
            pass_turn(g);
            continue;
        }
        if g.holding(seat).complete() {
            assert!(g.legal_moves().contains(&Move::MahJongg));
            ok(g, Move::MahJongg);
            break;
        }
        if g.holding(seat).kong_medium.is_none() {
            keep_draw(g, 3, Red, 10);
        } else {
            keep_draw(g, 1, Red, 0);
        }
        ok(g, Move::Go);
    }
}

// ---------------------------------------------------------------- set-up

#[test]
fn setup_rule_2_to_4_covers_hide_a_small_of_each_colour_and_ten_mediums_opaques_dealt() {
    for players in 2..=4 {
        let mut g = new_game(players, Options::default());
        assert_eq!(g.phase(), "covers");
        assert_eq!(g.to_act(), Actor::Chance);
        covers(&mut g, [Blue, Cyan]);
        // Rule 2: a small of each of the ten stacks under a medium opaque.
        for (i, c) in SMALLS.iter().enumerate() {
            assert_eq!(g.test_cover(i), Some(*c), "medium cover {i}");
        }
        // Rule 4: one medium of each d8 colour and two rolled (blue, cyan)
        // under the large opaques.
        for (i, c) in mediums([Blue, Cyan]).iter().enumerate() {
            assert_eq!(g.test_cover(10 + i), Some(*c), "large cover {}", 10 + i);
        }
        // Pool: 5 of each; a small of each colour and the mediums are out:
        // smalls 5 - 1 = 4; mediums 5 - 1 = 4, blue and cyan 5 - 2 = 3;
        // larges untouched, 5.
        for c in D8 {
            assert_eq!(g.pool(p(c, Small)), 4, "small {c:?}");
            let extra = u8::from([Blue, Cyan].contains(&c));
            assert_eq!(g.pool(p(c, Medium)), 4 - extra, "medium {c:?}");
            assert_eq!(g.pool(p(c, Large)), 5, "large {c:?}");
        }
        for o in [Black, White] {
            for s in Size::ALL {
                assert_eq!(g.pool(p(o, s)), 0, "opaques are never in the pool");
            }
        }
        // Rule 3: one small white and one small black each, two each with
        // two players.
        let each = if players == 2 { 2 } else { 1 };
        for s in 0..players {
            let h = g.holding(s);
            assert_eq!(h.opaques(White), each);
            assert_eq!(h.opaques(Black), each);
            assert_eq!(h.pieces().len(), 2 * each, "nothing else yet");
            assert_eq!(g.counts(s), [2 * each, 0, 0]);
        }
        // In play: the one under a medium cover and the players'.
        let in_play = 1 + each * players;
        assert_eq!(g.opaques_in_play(), [in_play, in_play]);
        // Rule 5 next.
        assert_eq!(g.phase(), "roll-off");
        assert_eq!(g.to_act(), Actor::Chance);
    }

    // Both rolled mediums red: 5 - 1 - 2 = 2 red mediums left.
    let mut g = new_game(4, Options::default());
    covers(&mut g, [Red, Red]);
    assert_eq!(g.pool(p(Red, Medium)), 2);
    assert_eq!(g.pool(p(Orange, Medium)), 4);
}

#[test]
fn setup_refuses_impossible_covers_and_dice() {
    let mut g = new_game(3, Options::default());
    let bad_smalls = {
        let mut s = SMALLS.to_vec();
        s[9] = Red; // two reds, no white
        s
    };
    let nine_smalls = SMALLS[..9].to_vec();
    let mut opaque_medium = mediums([Blue, Cyan]);
    opaque_medium[9] = Black;
    let mut no_clear = mediums([Red, Red]);
    no_clear[7] = Red; // red three times, no clear at all
    let mut eleven = mediums([Blue, Cyan]);
    eleven.push(Green);
    for (smalls, mediums) in [
        (bad_smalls, mediums([Blue, Cyan])),
        (nine_smalls, mediums([Blue, Cyan])),
        (SMALLS.to_vec(), opaque_medium),
        (SMALLS.to_vec(), no_clear),
        (SMALLS.to_vec(), eleven),
        (SMALLS.to_vec(), D8.to_vec()),
    ] {
        let e = refused(&mut g, Move::Covers { smalls, mediums });
        assert_eq!(e, MoveError::BadChance);
    }
    // Nothing but the covers is due now.
    assert_eq!(refused(&mut g, Move::D8(3)), MoveError::NotNow);
    assert_eq!(refused(&mut g, Move::Roll), MoveError::NotNow);
    covers(&mut g, [Blue, Cyan]);
    // A d8 shows 1 to 8.
    assert_eq!(refused(&mut g, Move::D8(0)), MoveError::BadChance);
    assert_eq!(refused(&mut g, Move::D8(9)), MoveError::BadChance);
    // The covers come once a hand.
    let again = Move::Covers {
        smalls: SMALLS.to_vec(),
        mediums: mediums([Blue, Cyan]),
    };
    assert_eq!(refused(&mut g, again), MoveError::NotNow);
}

#[test]
fn setup_rule_5_highest_d8_is_east_wind_and_only_the_tied_highest_roll_again() {
    let mut g = new_game(4, Options::default());
    covers(&mut g, [Blue, Cyan]);
    // Seats roll in turn: 5, 7, 7, 2. Seats 1 and 2 tie for highest.
    for (seat, roll) in [(0, 5), (1, 7), (2, 7), (3, 2)] {
        assert_eq!(g.setup_roller(), Some(seat));
        ok(&mut g, Move::D8(roll));
    }
    assert_eq!(g.phase(), "roll-off");
    assert_eq!(g.rolloff(), &[(1, None), (2, None)]);
    // Tied again: 3 and 3. Still only seats 1 and 2.
    assert_eq!(g.setup_roller(), Some(1));
    ok(&mut g, Move::D8(3));
    assert_eq!(g.setup_roller(), Some(2));
    ok(&mut g, Move::D8(3));
    assert_eq!(g.rolloff(), &[(1, None), (2, None)]);
    // 2 against 6: seat 2 is East Wind (seat 0's 5 of the first roll does
    // not come back).
    ok(&mut g, Move::D8(2));
    ok(&mut g, Move::D8(6));
    assert_eq!(g.east(), 2);
    assert_eq!(g.phase(), "piles");
    // Rule 6: East Wind rolls first.
    assert_eq!(g.setup_roller(), Some(2));
}

#[test]
fn setup_rule_6_piles_larges_then_mediums_then_smalls_from_east_rerolling_unavailable() {
    let mut g = new_game(4, Options::default());
    // Both rolled mediums red: only two red mediums left in the pool.
    covers(&mut g, [Red, Red]);
    for roll in [1, 1, 8, 1] {
        ok(&mut g, Move::D8(roll));
    }
    assert_eq!(g.east(), 2);
    // Larges (Kong) from East going left: seats 2, 3, 0, 1.
    for (seat, roll) in [(2, 1), (3, 2), (0, 3), (1, 4)] {
        assert_eq!(g.setup_roller(), Some(seat));
        assert_eq!(g.pile_size(), Large);
        ok(&mut g, Move::D8(roll));
    }
    assert_eq!(g.holding(2).kong_large, some(Red));
    assert_eq!(g.holding(3).kong_large, some(Orange));
    assert_eq!(g.holding(0).kong_large, some(Yellow));
    assert_eq!(g.holding(1).kong_large, some(Green));
    assert_eq!(g.pool(p(Red, Large)), 4);
    // Mediums (Pung): seats 2 and 3 take the last two red mediums.
    for seat in [2, 3] {
        assert_eq!(g.setup_roller(), Some(seat));
        assert_eq!(g.pile_size(), Medium);
        ok(&mut g, Move::D8(1));
    }
    assert_eq!(g.pool(p(Red, Medium)), 0);
    // Seat 0 rolls red too: unavailable, so seat 0 rolls again.
    assert_eq!(g.setup_roller(), Some(0));
    ok(&mut g, Move::D8(1));
    assert_eq!(g.setup_roller(), Some(0));
    assert_eq!(g.pile_size(), Medium);
    assert_eq!(g.holding(0).pung_medium, None);
    ok(&mut g, Move::D8(5));
    assert_eq!(g.holding(0).pung_medium, some(Blue));
    ok(&mut g, Move::D8(6));
    assert_eq!(g.holding(1).pung_medium, some(Cyan));
    // Smalls (Chow) last.
    for (seat, roll) in [(2, 7), (3, 8), (0, 7), (1, 8)] {
        assert_eq!(g.setup_roller(), Some(seat));
        assert_eq!(g.pile_size(), Small);
        ok(&mut g, Move::D8(roll));
    }
    let piles = |s: usize| {
        let h = g.holding(s);
        (h.kong_large, h.pung_medium, h.chow)
    };
    assert_eq!(piles(2), (some(Red), some(Red), some(Purple)));
    assert_eq!(piles(3), (some(Orange), some(Red), some(Clear)));
    assert_eq!(piles(0), (some(Yellow), some(Blue), some(Purple)));
    assert_eq!(piles(1), (some(Green), some(Cyan), some(Clear)));
    // Purple smalls: 5 - 1 under a cover - 2 = 2.
    assert_eq!(g.pool(p(Purple, Small)), 2);
    // Rule 7: the game begins with East Wind.
    assert_eq!(g.phase(), "roll");
    assert_eq!(g.turn(), 2);
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert_eq!(g.legal_moves(), vec![Move::Roll]);
}

#[test]
fn setup_rule_6_an_unavailable_large_is_rolled_again() {
    let mut g = new_game(2, Options::default());
    covers(&mut g, [Blue, Cyan]);
    ok(&mut g, Move::D8(8));
    ok(&mut g, Move::D8(1));
    assert_eq!(g.phase(), "piles");
    g.test_set_pool(p(Red, Large), 0);
    ok(&mut g, Move::D8(1));
    assert_eq!(g.setup_roller(), Some(0));
    assert_eq!(g.pile_size(), Large);
    assert_eq!(g.holding(0).kong_large, None);
    ok(&mut g, Move::D8(2));
    assert_eq!(g.holding(0).kong_large, some(Orange));
    assert_eq!(g.setup_roller(), Some(1));
}

// ------------------------------------------------------------ the dice

#[test]
fn turn_d6_gives_size_1_2_small_3_4_medium_5_6_large_d8_the_colour() {
    let g0 = start(2, 0);
    for d6 in 1..=6u8 {
        let mut g = g0.clone();
        let size = [Small, Small, Medium, Medium, Large, Large][usize::from(d6 - 1)];
        let before = g.pool(p(Green, size));
        ok(&mut g, Move::Roll);
        assert_eq!(g.phase(), "dice");
        assert_eq!(g.to_act(), Actor::Chance);
        for bad in [
            Move::Dice(0, 4),
            Move::Dice(7, 4),
            Move::Dice(1, 0),
            Move::Dice(1, 9),
        ] {
            assert_eq!(refused(&mut g, bad), MoveError::BadChance);
        }
        ok(&mut g, Move::Dice(d6, 4));
        assert_eq!(g.dice(), Some((d6, 4)));
        assert_eq!(g.drawn(), Some(p(Green, size)), "d6 {d6}, d8 4 = green");
        assert_eq!(g.pool(p(Green, size)), before - 1);
        assert_eq!(g.to_act(), Actor::Seat(0));
        match size {
            Small => {
                // A small: pick one of the medium opaques (covers 0-9).
                assert_eq!(g.phase(), "cover");
                let looks: Vec<Move> = (0..10).map(Move::Look).collect();
                assert_eq!(g.legal_moves(), looks);
                assert_eq!(refused(&mut g, Move::Look(10)), MoveError::NoSuchCover);
            }
            Medium => {
                // A medium: one of the large opaques (covers 10-19).
                assert_eq!(g.phase(), "cover");
                let looks: Vec<Move> = (10..20).map(Move::Look).collect();
                assert_eq!(g.legal_moves(), looks);
                assert_eq!(refused(&mut g, Move::Look(0)), MoveError::NoSuchCover);
            }
            Large => {
                // A large: Kong, bonus stack or discard; no cover.
                assert_eq!(g.phase(), "large");
                assert_eq!(
                    g.legal_moves(),
                    vec![Move::LargeKong, Move::LargeBonus, Move::LargeDiscard]
                );
                assert_eq!(refused(&mut g, Move::Look(10)), MoveError::NotNow);
            }
        }
    }
}

#[test]
fn turn_lost_when_the_piece_is_not_in_the_pool_play_passes_left() {
    let mut g = start(3, 0);
    g.test_set_pool(p(Red, Small), 0);
    let before = g.holding(0).clone();
    draw(&mut g, 1, Red);
    assert_eq!(g.lost_run(), 1);
    assert_eq!(g.drawn(), None);
    assert_eq!(g.holding(0), &before);
    assert_eq!(g.phase(), "roll");
    assert_eq!(g.turn(), 1, "play passes to the left");
    assert_eq!(g.to_act(), Actor::Seat(1));
}

#[test]
fn dead_hand_after_four_lost_turns_in_a_row_no_scores_east_keeps_the_wind() {
    let mut g = start(3, 0);
    g.test_set_pool(p(Red, Small), 0);
    // Four lost turns across the table: seats 0, 1, 2, 0.
    for (seat, run) in [(0, 1), (1, 2), (2, 3)] {
        assert_eq!(g.turn(), seat);
        draw(&mut g, 1 + (seat as u8 % 2), Red);
        assert_eq!(g.lost_run(), run);
        assert!(g.ended().is_empty());
    }
    assert_eq!(g.turn(), 0);
    draw(&mut g, 2, Red);
    assert_eq!(g.ended().len(), 1);
    let end = &g.ended()[0];
    assert!(end.score.is_none(), "a dead hand is not scored");
    assert_eq!(end.deltas, vec![0, 0, 0]);
    assert_eq!(end.east, 0);
    assert_eq!(g.scores(), &[0, 0, 0]);
    assert_eq!(g.east(), 0, "East Wind keeps the wind after a dead hand");
    assert_eq!(g.passes(), 0);
    // The next hand starts.
    assert_eq!(g.phase(), "covers");
    assert_eq!(g.hand_number(), 2);
    assert_eq!(g.lost_run(), 0);
    covers(&mut g, [Blue, Cyan]);
    assert_eq!(g.phase(), "piles", "no second roll-off");
    assert_eq!(g.setup_roller(), Some(0));
    assert_eq!(g.pool(p(Red, Small)), 4, "a fresh pool");
    assert_eq!(g.holding(0).kong_large, None, "fresh holdings");
}

#[test]
fn a_turn_that_draws_resets_the_lost_run() {
    let mut g = start(3, 0);
    g.test_set_pool(p(Red, Small), 0);
    for _ in 0..3 {
        draw(&mut g, 1, Red);
    }
    assert_eq!(g.lost_run(), 3);
    assert_eq!(g.turn(), 0);
    keep_draw(&mut g, 1, Orange, 5);
    assert_eq!(g.lost_run(), 0);
    ok(&mut g, Move::Go);
    for run in 1..=3 {
        draw(&mut g, 1, Red);
        assert_eq!(g.lost_run(), run);
    }
    assert!(g.ended().is_empty(), "three in a row since the draw");
    draw(&mut g, 1, Red);
    assert_eq!(g.ended().len(), 1);
    assert!(g.ended()[0].score.is_none());
}

// -------------------------------------------------------------- covers

#[test]
fn keep_the_drawn_piece_cover_unchanged_only_the_looker_sees_under_it() {
    let mut g = start(2, 0);
    draw(&mut g, 1, Red);
    ok(&mut g, Move::Look(2));
    assert_eq!(g.phase(), "peek");
    assert_eq!(g.lifted(), Some(2));
    // The looker sees a small yellow; nobody else does.
    assert_eq!(g.view(Some(0)).game.peek(), Some(p(Yellow, Small)));
    assert_eq!(g.view(Some(1)).game.peek(), None);
    assert_eq!(g.view(None).game.peek(), None);
    // Nobody sees another's screen (no pile is exposed yet); sizes held
    // are public.
    assert_eq!(g.view(Some(1)).game.holding(0), &Holding::default());
    assert_eq!(g.view(Some(0)).game.holding(1), &Holding::default());
    assert_eq!(g.view(Some(0)).game.holding(0), g.holding(0));
    assert_eq!(g.view(Some(1)).counts[0], g.counts(0));
    let peeks = [
        Move::Keep,
        Move::Swap,
        Move::Hide {
            opaque: White,
            keep_drawn: false,
        },
        Move::Hide {
            opaque: White,
            keep_drawn: true,
        },
        Move::Hide {
            opaque: Black,
            keep_drawn: false,
        },
        Move::Hide {
            opaque: Black,
            keep_drawn: true,
        },
    ];
    assert_eq!(g.legal_moves(), peeks.to_vec());
    ok(&mut g, Move::Keep);
    // The drawn small red fills the first empty small slot (Kong small);
    // the yellow stays under the cover.
    assert_eq!(g.holding(0).kong_small, some(Red));
    assert_eq!(g.test_cover(2), some(Yellow));
    assert_eq!(g.memory(0)[2], some(Yellow));
    assert_eq!(g.view(Some(0)).game.memory(0)[2], some(Yellow));
    assert!(g.view(Some(1)).game.memory(0).iter().all(Option::is_none));
    assert_eq!(g.view(Some(1)).game.peek(), None);
    assert_eq!(g.phase(), "act");
    let legal = g.legal_moves();
    assert!(legal.contains(&Move::Go));
    assert!(legal.contains(&Move::Discard(p(Red, Small))));
    ok(&mut g, Move::Go);
    // Seat 1 lifts the same cover: seat 0 can no longer be sure of it.
    keep_draw(&mut g, 1, Green, 2);
    assert_eq!(g.memory(0)[2], None);
    assert_eq!(g.memory(1)[2], some(Yellow));
}

#[test]
fn swap_keeps_the_hidden_piece_and_the_drawn_one_goes_under_the_cover() {
    // A medium under a large cover.
    let mut g = start(2, 0);
    draw(&mut g, 3, Red);
    assert_eq!(g.pool(p(Red, Medium)), 3);
    ok(&mut g, Move::Look(11));
    assert_eq!(g.view(Some(0)).game.peek(), Some(p(Orange, Medium)));
    // No opaque can be hidden on a medium draw.
    assert_eq!(g.legal_moves(), vec![Move::Keep, Move::Swap]);
    refused(
        &mut g,
        Move::Hide {
            opaque: White,
            keep_drawn: false,
        },
    );
    ok(&mut g, Move::Swap);
    assert_eq!(g.holding(0).kong_medium, some(Orange));
    assert_eq!(g.test_cover(11), some(Red));
    assert_eq!(g.memory(0)[11], some(Red));
    assert_eq!(g.pool(p(Red, Medium)), 3);
    assert_eq!(g.pool(p(Orange, Medium)), 4);
    assert!(g.view(Some(1)).game.memory(0).iter().all(Option::is_none));
    ok(&mut g, Move::Go);

    // A small under a medium cover.
    draw(&mut g, 1, Red);
    ok(&mut g, Move::Look(2));
    ok(&mut g, Move::Swap);
    assert_eq!(g.holding(1).kong_small, some(Yellow));
    assert_eq!(g.test_cover(2), some(Red));
}

#[test]
fn hide_an_opaque_keep_the_drawn_small_and_the_hidden_one_must_be_discarded_and_called() {
    let mut g = start(2, 0);
    draw(&mut g, 1, Red);
    ok(&mut g, Move::Look(2)); // a small yellow
    ok(
        &mut g,
        Move::Hide {
            opaque: White,
            keep_drawn: true,
        },
    );
    assert_eq!(g.test_cover(2), some(White));
    assert_eq!(g.holding(0).opaques(White), 1, "two dealt, one hidden");
    assert_eq!(g.holding(0).opaques(Black), 2);
    assert_eq!(g.holding(0).kong_small, some(Red));
    assert_eq!(g.opaques_in_play(), [5, 5], "still in play, under a cover");
    // Only the other small may go, and it must.
    assert_eq!(g.legal_moves(), vec![Move::Discard(p(Yellow, Small))]);
    refused(&mut g, Move::Go);
    refused(&mut g, Move::Discard(p(Red, Small)));
    ok(&mut g, Move::Discard(p(Yellow, Small)));
    assert_eq!(g.phase(), "calls");
    let calling = g.calling().expect("the discard is on the table");
    assert_eq!(calling.piece, p(Yellow, Small));
    assert_eq!(calling.from, 0);
    assert_eq!(calling.asked, vec![1]);
    assert_eq!(g.to_act(), Actor::Seat(1));
    ok(&mut g, Move::Decline);
    // Back to the pool: 4 + the one that was under the cover.
    assert_eq!(g.pool(p(Yellow, Small)), 5);
    assert_eq!(g.turn(), 1);
    assert_eq!(g.phase(), "roll");
}

#[test]
fn hide_an_opaque_keep_the_hidden_small_and_discard_the_drawn_one() {
    let mut g = start(2, 0);
    draw(&mut g, 1, Red);
    ok(&mut g, Move::Look(2));
    ok(
        &mut g,
        Move::Hide {
            opaque: Black,
            keep_drawn: false,
        },
    );
    assert_eq!(g.test_cover(2), some(Black));
    assert_eq!(g.holding(0).opaques(Black), 1);
    assert_eq!(g.holding(0).kong_small, some(Yellow));
    assert_eq!(g.memory(0)[2], some(Black));
    assert_eq!(g.legal_moves(), vec![Move::Discard(p(Red, Small))]);
    ok(&mut g, Move::Discard(p(Red, Small)));
    assert_eq!(g.calling().map(|c| c.piece), Some(p(Red, Small)));
}

#[test]
fn hide_needs_a_small_opaque_of_that_colour() {
    let mut g = start(3, 0);
    let mut h = holding([some(Red), None, None], [some(Yellow), None], some(Blue));
    h.loose.retain(|q| q.colour != White);
    g.test_set_holding(0, h);
    draw(&mut g, 2, Red);
    ok(&mut g, Move::Look(2));
    let black = |keep_drawn| Move::Hide {
        opaque: Black,
        keep_drawn,
    };
    assert_eq!(
        g.legal_moves(),
        vec![Move::Keep, Move::Swap, black(false), black(true)]
    );
    let white = Move::Hide {
        opaque: White,
        keep_drawn: true,
    };
    assert_eq!(refused(&mut g, white), MoveError::NoOpaque);
}

#[test]
fn an_opaque_under_a_cover_is_kept_loose_and_never_the_forced_discard() {
    let mut g = start(2, 0);
    draw(&mut g, 1, Red);
    ok(&mut g, Move::Look(8)); // a small black
    let legal = g.legal_moves();
    for o in [White, Black] {
        assert!(legal.contains(&Move::Hide {
            opaque: o,
            keep_drawn: false
        }));
        assert!(
            !legal.contains(&Move::Hide {
                opaque: o,
                keep_drawn: true
            }),
            "keeping the drawn small would discard the black"
        );
    }
    refused(
        &mut g,
        Move::Hide {
            opaque: White,
            keep_drawn: true,
        },
    );
    ok(
        &mut g,
        Move::Hide {
            opaque: White,
            keep_drawn: false,
        },
    );
    assert_eq!(g.test_cover(8), some(White));
    assert_eq!(g.holding(0).opaques(Black), 3);
    assert_eq!(g.holding(0).opaques(White), 1);
    assert_eq!(g.holding(0).kong_small, None, "opaques never go in a pile");
    assert_eq!(g.legal_moves(), vec![Move::Discard(p(Red, Small))]);
    ok(&mut g, Move::Discard(p(Red, Small)));
    ok(&mut g, Move::Decline);

    // Swapping for a hidden white: it stays loose too.
    draw(&mut g, 1, Green);
    ok(&mut g, Move::Look(9));
    ok(&mut g, Move::Swap);
    assert_eq!(g.holding(1).opaques(White), 3);
    assert_eq!(g.holding(1).kong_small, None);
    assert_eq!(g.test_cover(9), some(Green));
}

#[test]
fn incoming_pieces_fill_the_first_empty_pile_slot_kong_then_pung_then_chow_else_loose() {
    let mut g = start(2, 0);
    // Seat 0 starts with a large red, Pung medium yellow, Chow blue.
    keep_draw(&mut g, 3, Red, 10);
    assert_eq!(g.holding(0).kong_medium, some(Red));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 3, Orange, 11);
    assert_eq!(g.holding(0).pung_medium, some(Yellow));
    assert!(g.holding(0).loose.contains(&p(Orange, Medium)));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Red, 0);
    assert_eq!(g.holding(0).kong_small, some(Red));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Orange, 1);
    assert_eq!(g.holding(0).pung_small, some(Orange));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Green, 3);
    assert_eq!(g.holding(0).chow, some(Blue));
    assert!(g.holding(0).loose.contains(&p(Green, Small)));
    // Smalls: four opaques, Kong small, Pung small, Chow, a loose green;
    // mediums: Kong, Pung, a loose orange; the Kong large.
    assert_eq!(g.counts(0), [8, 3, 1]);
}

// -------------------------------------------------------------- larges

#[test]
fn large_to_the_kong_discards_the_old_large_to_the_pool_and_changes_the_honour_colour() {
    let mut g = start(2, 0);
    assert_eq!(g.holding(0).kong_large, some(Red));
    assert_eq!(g.pool(p(Red, Large)), 4);
    draw(&mut g, 5, Orange);
    assert_eq!(g.pool(p(Orange, Large)), 3, "5 - seat 1's Kong - the draw");
    assert_eq!(
        g.legal_moves(),
        vec![Move::LargeKong, Move::LargeBonus, Move::LargeDiscard]
    );
    ok(&mut g, Move::LargeKong);
    assert_eq!(g.holding(0).kong_large, some(Orange));
    assert_eq!(g.pool(p(Red, Large)), 5, "the old large back in the pool");
    assert_eq!(g.pool(p(Orange, Large)), 3);
    // A large discard is never called; it was this turn's discard.
    assert_eq!(g.phase(), "act");
    assert!(g.calling().is_none());
    assert!(g.discarded_this_turn());
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m, Move::Discard(_))));
    ok(&mut g, Move::Go);
    // Seat 1's Kong large is orange: drawing an orange large offers no
    // Kong exchange.
    draw(&mut g, 6, Orange);
    assert_eq!(g.legal_moves(), vec![Move::LargeBonus, Move::LargeDiscard]);
    refused(&mut g, Move::LargeKong);
}

#[test]
fn large_bonus_stack_holds_four_then_exchange_discards_the_old_one_or_discard_the_drawn() {
    let mut g = start(2, 0);
    let colours = [Yellow, Green, Blue, Cyan];
    for (i, c) in colours.into_iter().enumerate() {
        draw(&mut g, 5, c);
        assert!(g.legal_moves().contains(&Move::LargeBonus));
        ok(&mut g, Move::LargeBonus);
        assert_eq!(g.holding(0).bonus.len(), i + 1);
        assert!(!g.discarded_this_turn());
        ok(&mut g, Move::Go);
        pass_turn(&mut g);
    }
    assert_eq!(g.holding(0).bonus.len(), BONUS_MAX);
    draw(&mut g, 6, Purple);
    let legal = g.legal_moves();
    assert!(!legal.contains(&Move::LargeBonus), "four is the most");
    for c in colours {
        assert!(legal.contains(&Move::LargeExchange(c)));
    }
    assert!(legal.contains(&Move::LargeKong));
    assert!(legal.contains(&Move::LargeDiscard));
    assert_eq!(refused(&mut g, Move::LargeBonus), MoveError::BonusFull);
    assert_eq!(
        refused(&mut g, Move::LargeExchange(Red)),
        MoveError::NotInBonus
    );
    let green = g.pool(p(Green, Large));
    ok(&mut g, Move::LargeExchange(Green));
    let mut bonus = g.holding(0).bonus.clone();
    bonus.sort();
    let mut want = vec![Yellow, Blue, Cyan, Purple];
    want.sort();
    assert_eq!(bonus, want);
    assert_eq!(g.pool(p(Green, Large)), green + 1, "the old one discarded");
    assert!(g.calling().is_none());
    assert!(g.discarded_this_turn());
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    // Discarding the drawn large: straight back to the pool.
    let red = g.pool(p(Red, Large));
    draw(&mut g, 5, Red);
    assert_eq!(g.pool(p(Red, Large)), red - 1);
    ok(&mut g, Move::LargeDiscard);
    assert_eq!(g.pool(p(Red, Large)), red);
    assert_eq!(g.holding(0).bonus.len(), BONUS_MAX);
    assert_eq!(g.holding(0).kong_large, some(Red));
    assert!(g.calling().is_none());
    assert_eq!(g.phase(), "act");
    ok(&mut g, Move::Go);
    assert_eq!(g.turn(), 1);
}

#[test]
fn discarding_a_bonus_large_returns_it_to_the_pool_uncalled_and_ends_the_turn() {
    let mut g = start(2, 0);
    draw(&mut g, 5, Yellow);
    ok(&mut g, Move::LargeBonus);
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Red, 0);
    let yellow = g.pool(p(Yellow, Large));
    assert!(g.legal_moves().contains(&Move::Discard(p(Yellow, Large))));
    ok(&mut g, Move::Discard(p(Yellow, Large)));
    assert_eq!(g.pool(p(Yellow, Large)), yellow + 1);
    assert!(g.holding(0).bonus.is_empty());
    assert!(g.calling().is_none(), "a large discard is never called");
    // The rules: a discard is made at the end of the turn, in place of
    // saying "go".
    assert_eq!(g.turn(), 1, "the discard ended seat 0's turn");
    assert_eq!(g.phase(), "roll");
}

// ------------------------------------------------------------- discards

#[test]
fn small_opaques_can_never_be_discarded() {
    let mut g = start(2, 0);
    keep_draw(&mut g, 1, Red, 0);
    let legal = g.legal_moves();
    assert!(legal.contains(&Move::Discard(p(Red, Small))));
    for o in [White, Black] {
        assert!(!legal.contains(&Move::Discard(p(o, Small))));
        assert!(!legal
            .iter()
            .any(|m| matches!(m, Move::Place { piece, .. } if piece.colour == o)));
        assert_eq!(
            refused(&mut g, Move::Discard(p(o, Small))),
            MoveError::OpaqueDiscard
        );
    }
    assert_eq!(g.holding(0).opaques(White), 2);
}

// ---------------------------------------------------------------- calls

#[test]
fn calls_only_when_they_complete_the_pile() {
    let mut g = start(3, 0);
    // Seat 1: nothing a medium completes (Pung empty, Kong needs two).
    g.test_set_holding(
        1,
        holding([some(Orange), None, None], [None, None], some(Cyan)),
    );
    // Seat 2: Pung with its small, missing the medium.
    g.test_set_holding(
        2,
        holding(
            [some(Purple), None, None],
            [None, some(Green)],
            some(Purple),
        ),
    );
    east_discards_medium_red(&mut g);
    // Asked East Wind first, then to the right: seat 2, then seat 1.
    assert_eq!(g.calling().unwrap().asked, vec![2, 1]);
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::Pung)]
    );
    assert_eq!(
        refused(&mut g, Move::Call(CallKind::Kong)),
        MoveError::CallRefused(CallKind::Kong)
    );
    assert_eq!(
        refused(&mut g, Move::Call(CallKind::MahJongg)),
        MoveError::CallRefused(CallKind::MahJongg)
    );
    ok(&mut g, Move::Decline);
    // Seat 1 is asked all the same, and can only decline.
    assert_eq!(g.to_act(), Actor::Seat(1));
    assert_eq!(g.legal_moves(), vec![Move::Decline]);
    for kind in CallKind::ALL {
        assert_eq!(
            refused(&mut g, Move::Call(kind)),
            MoveError::CallRefused(kind)
        );
    }
    let pool = g.pool(p(Red, Medium));
    ok(&mut g, Move::Decline);
    assert_eq!(
        g.pool(p(Red, Medium)),
        pool + 1,
        "an uncalled discard goes back"
    );
    assert_eq!(g.turn(), 1);
    assert_eq!(g.phase(), "roll");
    assert_eq!(g.holding(2).pung_medium, None);

    // A small cannot complete seat 2's Pung (it wants a medium); seat 0's
    // Pung (medium yellow, no small) it can.
    keep_draw(&mut g, 1, Red, 0);
    assert_eq!(g.holding(1).kong_small, some(Red));
    ok(&mut g, Move::Discard(p(Red, Small)));
    assert_eq!(g.calling().unwrap().asked, vec![0, 2]);
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::Pung)]
    );
    ok(&mut g, Move::Decline);
    assert_eq!(g.legal_moves(), vec![Move::Decline]);
    assert_eq!(
        refused(&mut g, Move::Call(CallKind::Pung)),
        MoveError::CallRefused(CallKind::Pung)
    );
}

#[test]
fn mah_jongg_call_only_when_it_leaves_all_three_piles_complete() {
    let mut g = start(3, 0);
    // Seat 2: the medium red completes the Kong, but the Pung lacks its small.
    g.test_set_holding(
        2,
        holding(
            [some(Purple), None, some(Green)],
            [some(Green), None],
            some(Cyan),
        ),
    );
    // Seat 1: the medium red completes the Kong and with it the hand.
    g.test_set_holding(
        1,
        holding(
            [some(Orange), None, some(Green)],
            [some(Green), some(Cyan)],
            some(Cyan),
        ),
    );
    east_discards_medium_red(&mut g);
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::Kong)]
    );
    assert_eq!(
        refused(&mut g, Move::Call(CallKind::MahJongg)),
        MoveError::CallRefused(CallKind::MahJongg)
    );
    ok(&mut g, Move::Decline);
    assert_eq!(
        g.legal_moves(),
        vec![
            Move::Decline,
            Move::Call(CallKind::Kong),
            Move::Call(CallKind::MahJongg)
        ]
    );
    ok(&mut g, Move::Call(CallKind::MahJongg));
    // Mah Jongg on a discard ends the hand: seat 1 wins, East Wind passes
    // to the right (seat 2).
    assert_eq!(g.ended().len(), 1);
    let score = g.ended()[0].score.clone().expect("a won hand is scored");
    assert_eq!(score.winner, 1);
    assert_eq!(score.honour, Orange);
    assert_eq!(g.east(), 2);
    check_money(&g);
}

/// Four players, East Wind (seat 0) discards a medium red; seats are asked
/// 3, 2, 1. Seat 3 can Pung it, seat 2 Kong it, seat 1 go out on it.
fn three_callers() -> MahJongg {
    let mut g = start(4, 0);
    g.test_set_holding(
        3,
        holding(
            [some(Clear), None, None],
            [None, some(Orange)],
            some(Orange),
        ),
    );
    g.test_set_holding(
        2,
        holding(
            [some(Purple), None, some(Purple)],
            [some(Clear), None],
            some(Purple),
        ),
    );
    g.test_set_holding(
        1,
        holding(
            [some(Orange), None, some(Green)],
            [some(Green), some(Cyan)],
            some(Cyan),
        ),
    );
    east_discards_medium_red(&mut g);
    assert_eq!(g.calling().unwrap().asked, vec![3, 2, 1]);
    g
}

#[test]
fn priority_mah_jongg_over_kong_over_pung() {
    let mut g = three_callers();
    assert_eq!(g.to_act(), Actor::Seat(3));
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::Pung)]
    );
    ok(&mut g, Move::Call(CallKind::Pung));
    assert_eq!(
        g.calling().unwrap().best,
        Some(Claim {
            seat: 3,
            kind: CallKind::Pung
        })
    );
    // Seat 2: a Kong outranks the Pung standing.
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::Kong)]
    );
    ok(&mut g, Move::Call(CallKind::Kong));
    // Seat 1: only Mah Jongg outranks the Kong (its own Kong call would not).
    assert_eq!(g.to_act(), Actor::Seat(1));
    assert_eq!(
        g.calling().unwrap().answers,
        vec![(3, Some(CallKind::Pung)), (2, Some(CallKind::Kong))]
    );
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::MahJongg)]
    );
    assert_eq!(
        refused(&mut g, Move::Call(CallKind::Kong)),
        MoveError::CallRefused(CallKind::Kong)
    );
    ok(&mut g, Move::Call(CallKind::MahJongg));
    assert_eq!(g.ended().len(), 1);
    assert_eq!(g.ended()[0].score.as_ref().unwrap().winner, 1);
    assert_eq!(g.ended()[0].east, 0);
    assert_eq!(g.east(), 3, "East Wind passes to the right");
    assert_eq!(g.phase(), "covers");
    check_money(&g);
}

#[test]
fn priority_kong_over_pung_the_kong_caller_acts_and_play_goes_to_their_left() {
    let mut g = three_callers();
    ok(&mut g, Move::Call(CallKind::Pung));
    ok(&mut g, Move::Call(CallKind::Kong));
    ok(&mut g, Move::Decline);
    let h = g.holding(2);
    assert_eq!(h.kong_medium, some(Red));
    assert!(h.kong_exposed && h.kong_complete());
    assert_eq!(
        g.holding(3).pung_medium,
        None,
        "the Pung caller gets nothing"
    );
    assert_eq!(g.phase(), "act");
    assert_eq!(g.turn(), 2);
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert!(g.legal_moves().contains(&Move::Go));
    ok(&mut g, Move::Go);
    assert_eq!(g.turn(), 3);
    assert_eq!(g.phase(), "roll");
}

#[test]
fn after_a_mah_jongg_call_nobody_else_is_asked() {
    let mut g = start(4, 0);
    // Seat 3 (asked first) goes out on the medium red; 2 and 1 could Kong
    // and Pung it.
    g.test_set_holding(
        3,
        holding(
            [some(Clear), None, some(Clear)],
            [some(Blue), some(Orange)],
            some(Orange),
        ),
    );
    g.test_set_holding(
        2,
        holding(
            [some(Purple), None, some(Purple)],
            [some(Clear), None],
            some(Purple),
        ),
    );
    g.test_set_holding(
        1,
        holding([some(Orange), None, None], [None, some(Cyan)], some(Cyan)),
    );
    east_discards_medium_red(&mut g);
    assert_eq!(g.to_act(), Actor::Seat(3));
    ok(&mut g, Move::Call(CallKind::MahJongg));
    // The hand is over at once: nobody else was asked.
    assert_eq!(g.ended().len(), 1);
    assert_eq!(g.ended()[0].score.as_ref().unwrap().winner, 3);
    assert_eq!(g.to_act(), Actor::Chance);
    assert_eq!(g.phase(), "covers");
}

#[test]
fn equal_calls_go_to_the_first_from_east_wind_going_right() {
    // East Wind discards: seat 3 (East's right) outranks seat 2 and 1.
    let mut g = start(4, 0);
    for (s, piles) in PILES.iter().enumerate().skip(1) {
        g.test_set_holding(
            s,
            holding(
                [some(piles[0]), None, None],
                [None, some(Green)],
                some(Cyan),
            ),
        );
    }
    east_discards_medium_red(&mut g);
    assert_eq!(
        g.legal_moves(),
        vec![Move::Decline, Move::Call(CallKind::Pung)]
    );
    ok(&mut g, Move::Call(CallKind::Pung));
    for seat in [2, 1] {
        assert_eq!(g.to_act(), Actor::Seat(seat));
        assert_eq!(g.legal_moves(), vec![Move::Decline]);
        assert_eq!(
            refused(&mut g, Move::Call(CallKind::Pung)),
            MoveError::CallRefused(CallKind::Pung)
        );
        ok(&mut g, Move::Decline);
    }
    assert_eq!(g.holding(3).pung_medium, some(Red));
    assert_eq!(g.holding(2).pung_medium, None);
    assert_eq!(g.holding(1).pung_medium, None);
    ok(&mut g, Move::Go);
    assert_eq!(g.turn(), 0, "the caller's left");

    // Seat 0 passes; seat 1 discards: East Wind (seat 0) is asked first
    // and takes it over seats 3 and 2.
    pass_turn(&mut g);
    g.test_set_holding(
        0,
        holding([some(Red), None, None], [None, some(Green)], some(Blue)),
    );
    g.test_set_holding(
        2,
        holding([some(Purple), None, None], [None, some(Green)], some(Cyan)),
    );
    assert_eq!(g.turn(), 1);
    keep_draw(&mut g, 3, Red, 10);
    ok(&mut g, Move::Discard(p(Red, Medium)));
    assert_eq!(g.calling().unwrap().asked, vec![0, 3, 2]);
    ok(&mut g, Move::Call(CallKind::Pung));
    ok(&mut g, Move::Decline);
    assert_eq!(g.legal_moves(), vec![Move::Decline]);
    ok(&mut g, Move::Decline);
    assert_eq!(g.holding(0).pung_medium, some(Red));
    assert!(g.holding(0).pung_exposed);
    assert_eq!(g.holding(2).pung_medium, None);
    ok(&mut g, Move::Go);
    assert_eq!(g.turn(), 1, "seat 0's left: the discarder plays again");
}

#[test]
fn play_continues_from_the_callers_left_the_called_pile_is_exposed_and_fixed() {
    let mut g = start(3, 0);
    pass_turn(&mut g);
    // Seat 0: a Pung with its small green, missing the medium.
    g.test_set_holding(
        0,
        holding([some(Red), None, None], [None, some(Green)], some(Blue)),
    );
    assert_eq!(g.turn(), 1);
    keep_draw(&mut g, 3, Red, 10);
    ok(&mut g, Move::Discard(p(Red, Medium)));
    assert_eq!(g.calling().unwrap().asked, vec![0, 2]);
    ok(&mut g, Move::Call(CallKind::Pung));
    // Seat 2 is still asked (a Pung cannot be outranked but by a Kong or
    // Mah Jongg it cannot make).
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert_eq!(g.legal_moves(), vec![Move::Decline]);
    ok(&mut g, Move::Decline);
    let h = g.holding(0).clone();
    assert_eq!((h.pung_medium, h.pung_small), (some(Red), some(Green)));
    assert!(h.pung_exposed);
    assert!(!h.kong_exposed);
    // The caller acts now.
    assert_eq!(g.phase(), "act");
    assert_eq!(g.to_act(), Actor::Seat(0));
    // Everyone sees the exposed Pung, and nothing else of seat 0's screen.
    for seat in [Some(1), Some(2), None] {
        let v = g.view(seat);
        let seen = v.game.holding(0);
        assert_eq!(
            (seen.pung_medium, seen.pung_small),
            (some(Red), some(Green))
        );
        assert!(seen.pung_exposed);
        assert_eq!(seen.kong_large, None);
        assert_eq!(seen.chow, None);
        assert!(seen.loose.is_empty());
    }
    // Fixed: no piece of the Pung may be moved or discarded.
    let legal = g.legal_moves();
    let pung = [Slot::PungMedium, Slot::PungSmall];
    assert!(!legal.iter().any(
        |m| matches!(m, Move::Place { from, to, .. } if pung.contains(from) || pung.contains(to))
    ));
    assert!(!legal.contains(&Move::Discard(p(Red, Medium))));
    assert!(!legal.contains(&Move::Discard(p(Green, Small))));
    assert_eq!(
        refused(
            &mut g,
            Move::Place {
                piece: p(Green, Small),
                from: Slot::PungSmall,
                to: Slot::Loose
            }
        ),
        MoveError::Exposed
    );
    refused(&mut g, Move::Discard(p(Green, Small)));
    ok(&mut g, Move::Go);
    assert_eq!(
        g.turn(),
        1,
        "the caller's left plays next, seat 2 is skipped"
    );
    assert_eq!(g.phase(), "roll");
    // A medium drawn later goes to the Kong, never into the exposed Pung.
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(g.turn(), 0);
    keep_draw(&mut g, 3, Orange, 11);
    assert_eq!(g.holding(0).kong_medium, some(Orange));
    assert_eq!(g.holding(0).pung_medium, some(Red));
}

// ------------------------------------------------------------ going out

#[test]
fn mah_jongg_is_refused_until_all_three_piles_are_complete() {
    let mut g = start(2, 0);
    assert_eq!(refused(&mut g, Move::MahJongg), MoveError::NotComplete);
    keep_draw(&mut g, 3, Red, 10);
    assert!(!g.legal_moves().contains(&Move::MahJongg));
    assert_eq!(refused(&mut g, Move::MahJongg), MoveError::NotComplete);
}

#[test]
fn going_out_on_own_turn_after_drawing_east_wins_and_keeps_the_wind_honour_is_the_kong_large() {
    let mut g = start(2, 0);
    // Seat 0 swaps its Kong large red for a purple: the honour colour.
    draw(&mut g, 5, Purple);
    ok(&mut g, Move::LargeKong);
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 3, Red, 10); // Kong medium
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Red, 0); // Kong small
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Red, 0); // Pung small: a tree, a bush, a small
    assert!(g.holding(0).complete());
    assert_eq!(g.phase(), "act");
    assert!(g.legal_moves().contains(&Move::MahJongg));
    ok(&mut g, Move::MahJongg);
    assert_eq!(g.ended().len(), 1);
    let end = g.ended()[0].clone();
    let score = end.score.expect("scored");
    assert_eq!(score.winner, 0);
    assert_eq!(score.honour, Purple);
    assert_eq!(end.east, 0);
    assert_eq!(g.east(), 0, "East Wind won and stays East Wind");
    assert_eq!(g.passes(), 0);
    assert_eq!(g.phase(), "covers");
    check_money(&g);
}

#[test]
fn game_ends_after_every_player_has_been_east_wind_once() {
    let mut g = start(3, 0);
    assert_eq!(g.hands_to_play(), 3);
    // Hand 1: seat 1 wins; East Wind passes right, to seat 2.
    win_hand(&mut g, 1);
    assert_eq!(g.ended()[0].score.as_ref().unwrap().winner, 1);
    assert_eq!(g.ended()[0].score.as_ref().unwrap().honour, Orange);
    assert_eq!(g.east(), 2);
    assert_eq!(g.passes(), 1);
    // Hand 2: East Wind (seat 2) rolls first and wins: the wind stays.
    next_hand(&mut g);
    assert_eq!(g.turn(), 2);
    win_hand(&mut g, 2);
    assert_eq!(g.ended()[1].east, 2);
    assert_eq!(g.east(), 2);
    assert_eq!(g.passes(), 1);
    // Hand 3: seat 0 wins: East Wind to seat 1.
    next_hand(&mut g);
    win_hand(&mut g, 0);
    assert_eq!(g.east(), 1);
    assert!(g.outcome().is_none());
    // Hand 4: seat 0 wins again; East Wind has been round the table.
    next_hand(&mut g);
    assert_eq!(g.turn(), 1);
    win_hand(&mut g, 0);
    assert_eq!(g.passes(), 3);
    assert_eq!(g.ended().len(), 4);
    assert_eq!(g.phase(), "over");
    assert_eq!(g.to_act(), Actor::Over);
    assert!(g.legal_moves().is_empty());
    let outcome = g.outcome().expect("the game is over");
    assert_eq!(outcome.scores, g.scores().to_vec());
    check_money(&g);
}

#[test]
fn two_rounds_make_east_wind_go_round_twice() {
    let options = Options {
        rounds: 2,
        ..Options::default()
    };
    let mut g = start_with(2, 0, options);
    assert_eq!(g.hands_to_play(), 4);
    for hand in 0..4 {
        let east = g.east();
        let winner = g.left(east);
        win_hand(&mut g, winner);
        assert_eq!(g.east(), g.right(east));
        if hand < 3 {
            assert!(g.outcome().is_none(), "hand {hand}");
            next_hand(&mut g);
        }
    }
    assert_eq!(g.phase(), "over");
    assert!(g.outcome().is_some());
    check_money(&g);
}

// ----------------------------------------------------------------- JSON

#[test]
fn every_move_and_the_options_survive_a_json_round_trip() {
    let moves = vec![
        Move::Covers {
            smalls: SMALLS.to_vec(),
            mediums: mediums([Red, Clear]),
        },
        Move::D8(3),
        Move::Dice(2, 7),
        Move::Roll,
        Move::Look(14),
        Move::Keep,
        Move::Swap,
        Move::Hide {
            opaque: White,
            keep_drawn: true,
        },
        Move::Hide {
            opaque: Black,
            keep_drawn: false,
        },
        Move::LargeKong,
        Move::LargeBonus,
        Move::LargeExchange(Cyan),
        Move::LargeDiscard,
        Move::Place {
            piece: p(Red, Medium),
            from: Slot::Loose,
            to: Slot::PungMedium,
        },
        Move::Place {
            piece: p(Clear, Small),
            from: Slot::KongSmall,
            to: Slot::Chow,
        },
        Move::Discard(p(Clear, Small)),
        Move::Discard(p(Orange, Large)),
        Move::Go,
        Move::MahJongg,
        Move::Call(CallKind::Pung),
        Move::Call(CallKind::Kong),
        Move::Call(CallKind::MahJongg),
        Move::Decline,
    ];
    for m in &moves {
        let json = m.to_json();
        assert_eq!(Move::from_json(&json).as_ref(), Ok(m), "{m:?}");
        let text = json.to_text();
        let back = Json::parse(&text).expect("parses");
        assert_eq!(Move::from_json(&back).as_ref(), Ok(m), "{text}");
    }
    assert_eq!(Move::Dice(2, 7).to_json().to_text(), r#"{"dice":[2,7]}"#);
    assert_eq!(Move::Roll.to_json().to_text(), r#""roll""#);
    assert!(Move::from_json(&Json::parse(r#""fly""#).unwrap()).is_err());

    for o in [
        Options::default(),
        Options {
            simple: true,
            golden_rooster: false,
            rounds: 3,
        },
    ] {
        let text = o.to_json().to_text();
        assert_eq!(Options::from_json(&Json::parse(&text).unwrap()), Ok(o));
    }
    assert_eq!(
        Options::default().to_json().to_text(),
        r#"{"golden_rooster":true,"rounds":1,"simple":false}"#
    );
    // A missing option takes its default.
    assert_eq!(
        Options::from_json(&Json::parse(r#"{"rounds":2}"#).unwrap()),
        Ok(Options {
            rounds: 2,
            ..Options::default()
        })
    );
}

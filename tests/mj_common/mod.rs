//! Pieces, scripted set-ups and turns shared by the Martian Mah Jongg
//! scenario test files (`mah_jongg_setup.rs`, `mah_jongg_turns.rs`,
//! `mah_jongg_calls.rs`). Colours on the d8: 1 red, 2 orange, 3 yellow,
//! 4 green, 5 blue, 6 cyan, 7 purple, 8 clear.

#![allow(dead_code)]

use martian_parlour::engine::pieces::{Colour, Colour::*, Pyramid, Size, Size::*};
use martian_parlour::engine::{Actor, Game};
use martian_parlour::games::martian_mah_jongg::engine::{d8_of, Holding, MoveError, D8};
use martian_parlour::games::martian_mah_jongg::{MahJongg, Move, Options};

pub fn p(colour: Colour, size: Size) -> Pyramid {
    Pyramid::new(colour, size)
}

/// What the medium covers hide in these scripts: cover i hides SMALLS[i]
/// (cover 8 a small black, cover 9 a small white).
pub const SMALLS: [Colour; 10] = [
    Red, Orange, Yellow, Green, Blue, Cyan, Purple, Clear, Black, White,
];

/// The large covers: cover 10 + i hides D8[i] for i < 8, then the two
/// rolled extras under covers 18 and 19.
pub fn mediums(extra: [Colour; 2]) -> Vec<Colour> {
    let mut v = D8.to_vec();
    v.extend(extra);
    v
}

/// The pile colours by seat: [Kong large, Pung medium, Chow small].
pub const PILES: [[Colour; 3]; 4] = [
    [Red, Yellow, Blue],
    [Orange, Green, Cyan],
    [Purple, Clear, Purple],
    [Clear, Blue, Orange],
];

pub fn ok(g: &mut MahJongg, mv: Move) {
    if let Err(e) = g.apply(&mv) {
        panic!("{mv:?} refused in phase {}: {e}", g.phase());
    }
}

/// Applies a move that must be refused, and checks nothing changed.
pub fn refused(g: &mut MahJongg, mv: Move) -> MoveError {
    let before = g.clone();
    let e = match g.apply(&mv) {
        Ok(()) => panic!("{mv:?} was accepted in phase {}", before.phase()),
        Err(e) => e,
    };
    assert_eq!(*g, before, "the refused {mv:?} changed the game");
    e
}

pub fn new_game(players: usize, options: Options) -> MahJongg {
    MahJongg::new(players, &options, 0).expect("new game")
}

pub fn covers(g: &mut MahJongg, extra: [Colour; 2]) {
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
pub fn roll_piles(g: &mut MahJongg, piles: &[[Colour; 3]]) {
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
pub fn start_with(players: usize, east: usize, options: Options) -> MahJongg {
    let mut g = new_game(players, options);
    covers(&mut g, [Blue, Cyan]);
    for s in 0..players {
        ok(&mut g, Move::D8(if s == east { 8 } else { 1 }));
    }
    roll_piles(&mut g, &PILES[..players]);
    g
}

pub fn start(players: usize, east: usize) -> MahJongg {
    start_with(players, east, Options::default())
}

/// The next hand's set-up (no roll-off after the first hand).
pub fn next_hand(g: &mut MahJongg) {
    assert_eq!(g.phase(), "covers");
    covers(g, [Blue, Cyan]);
    assert_eq!(g.phase(), "piles", "East Wind is rolled for only once");
    roll_piles(g, &PILES[..g.players()]);
}

/// The seat to play rolls and the dice show `d6` and `colour`.
pub fn draw(g: &mut MahJongg, d6: u8, colour: Colour) {
    ok(g, Move::Roll);
    assert_eq!(g.to_act(), Actor::Chance);
    ok(g, Move::Dice(d6, d8_of(colour)));
}

/// Draw, look under `cover`, keep the drawn piece.
pub fn keep_draw(g: &mut MahJongg, d6: u8, colour: Colour, cover: u8) {
    draw(g, d6, colour);
    ok(g, Move::Look(cover));
    ok(g, Move::Keep);
}

/// A turn that changes nothing behind the screen: a large clear drawn and
/// discarded.
pub fn pass_turn(g: &mut MahJongg) {
    draw(g, 5, Clear);
    ok(g, Move::LargeDiscard);
    ok(g, Move::Go);
}

/// A holding with these piles and the two small opaques of a 3-4 player
/// game loose.
pub fn holding(
    kong: [Option<Colour>; 3],
    pung: [Option<Colour>; 2],
    chow: Option<Colour>,
) -> Holding {
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
pub fn east_discards_medium_red(g: &mut MahJongg) {
    assert_eq!(g.to_act(), Actor::Seat(0));
    keep_draw(g, 3, Red, 10);
    ok(g, Move::Discard(p(Red, Medium)));
    assert_eq!(g.phase(), "calls");
}

pub fn some(c: Colour) -> Option<Colour> {
    Some(c)
}

/// Each hand's money moves between the players only, the winner never
/// pays, and the running scores are the hands' deltas added up.
pub fn check_money(g: &MahJongg) {
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
pub fn win_hand(g: &mut MahJongg, winner: usize) {
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

//! Martian Mah Jongg scenarios: set-up (covers, refused covers and dice,
//! the East Wind roll-off, pile rolls) and JSON round trips, from the rules text
//! (/work/shared/rules/martian-mah-jongg.txt) and its RULINGS.md section,
//! driven through the public API. Every random outcome is a chance move
//! applied here (`Covers`, `D8`, `Dice`), so every game is scripted; a few
//! positions are put in place with the `test_*` setters of check.rs.
//!
//! Colours on the d8: 1 red, 2 orange, 3 yellow, 4 green, 5 blue, 6 cyan,
//! 7 purple, 8 clear. Seat s + 1 is on seat s's left; play passes left, East
//! Wind passes right, calls are asked East Wind first and then to the right.
//!
//! Shared scripts and builders are in `mj_common/mod.rs`.
//! Turns are in `mah_jongg_turns.rs`, calls and going out in
//! `mah_jongg_calls.rs`.

use martian_parlour::engine::pieces::{Colour::*, Size, Size::*};
use martian_parlour::engine::{Actor, Game};
use martian_parlour::games::martian_mah_jongg::engine::{CallKind, MoveError, Slot, D8};
use martian_parlour::games::martian_mah_jongg::{Move, Options};

mod mj_common;
use mj_common::*;

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
        let json = serde_json::to_value(m).unwrap();
        assert_eq!(
            serde_json::from_value::<Move>(json.clone()).ok().as_ref(),
            Some(m),
            "{m:?}"
        );
        let text = json.to_string();
        assert_eq!(
            serde_json::from_str::<Move>(&text).ok().as_ref(),
            Some(m),
            "{text}"
        );
    }
    assert_eq!(
        serde_json::to_value(Move::Dice(2, 7)).unwrap().to_string(),
        r#"{"dice":[2,7]}"#
    );
    assert_eq!(
        serde_json::to_value(&Move::Roll).unwrap().to_string(),
        r#""roll""#
    );
    assert!(serde_json::from_str::<Move>(r#""fly""#).is_err());

    for o in [
        Options::default(),
        Options {
            simple: true,
            golden_rooster: false,
            rounds: 3,
        },
    ] {
        let text = serde_json::to_value(&o).unwrap().to_string();
        assert_eq!(serde_json::from_str::<Options>(&text).ok(), Some(o));
    }
    assert_eq!(
        serde_json::to_value(Options::default())
            .unwrap()
            .to_string(),
        r#"{"golden_rooster":true,"rounds":1,"simple":false}"#
    );
    // A missing option takes its default.
    assert_eq!(
        serde_json::from_str::<Options>(r#"{"rounds":2}"#).map_err(|e| e.to_string()),
        Ok(Options {
            rounds: 2,
            ..Options::default()
        })
    );
}

//! Martian Mah Jongg scenarios: calls and their priority, exposed fixed
//! piles, going out, East Wind passing and the game's end, from the rules text
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
//! Set-up is in `mah_jongg_setup.rs`, turns in `mah_jongg_turns.rs`.

use martian_parlour::engine::pieces::{Colour::*, Size::*};
use martian_parlour::engine::{Actor, Game};
use martian_parlour::games::martian_mah_jongg::engine::{CallKind, Claim, MoveError, Slot};
use martian_parlour::games::martian_mah_jongg::{MahJongg, Move, Options};

mod mj_common;
use mj_common::*;

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
    assert_eq!(g.passes_to_play(), 3);
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
    assert_eq!(g.passes_to_play(), 4);
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

#[test]
fn a_call_confirmed_ahead_of_its_turn_is_checked_on_the_callers_own_view() {
    // The shared device's call panel checks a person's call when they
    // confirm it, on their own view, before the engine asks their seat.
    let mut g = three_callers();
    let check = |g: &MahJongg, seat: usize, kind| g.view(Some(seat)).game.check_call(seat, kind);
    assert_eq!(check(&g, 1, CallKind::MahJongg), Ok(()));
    assert_eq!(check(&g, 1, CallKind::Kong), Ok(()));
    assert_eq!(
        check(&g, 1, CallKind::Pung),
        Err(MoveError::CallRefused(CallKind::Pung)),
        "its Pung is already complete"
    );
    assert_eq!(check(&g, 2, CallKind::Kong), Ok(()));
    assert_eq!(
        check(&g, 3, CallKind::Kong),
        Err(MoveError::CallRefused(CallKind::Kong))
    );
    assert_eq!(check(&g, 3, CallKind::Pung), Ok(()));
    assert_eq!(
        check(&g, 0, CallKind::Pung),
        Err(MoveError::NotNow),
        "nobody calls their own discard"
    );
    ok(&mut g, Move::Call(CallKind::Pung));
    assert_eq!(
        check(&g, 3, CallKind::Kong),
        Err(MoveError::NotNow),
        "seat 3 has answered"
    );
    ok(&mut g, Move::Call(CallKind::Kong));
    assert_eq!(
        check(&g, 1, CallKind::Kong),
        Err(MoveError::Outranked),
        "an equal call from further round the table gives way"
    );
    assert_eq!(check(&g, 1, CallKind::MahJongg), Ok(()));
}

//! Martian Mah Jongg scenarios for the readings RULINGS.md settles where
//! the rules text (/work/shared/rules/martian-mah-jongg.txt) is open (issue
//! 31): a game lasts until every player has been East Wind as many times as
//! the rounds say, with no cap on hands or turns; a dead hand keeps East
//! Wind; which loose pieces make pairs; the winning piece is the piece that
//! completed the hand; the large given up by a Kong swap or a bonus
//! exchange is the turn's one discard; an exposed Kong's large stays.
//!
//! Colours on the d8: 1 red, 2 orange, 3 yellow, 4 green, 5 blue, 6 cyan,
//! 7 purple, 8 clear. Seat s + 1 is on seat s's left; play passes left,
//! East Wind passes right. Shared scripts are in `mj_common/mod.rs`: seat 0
//! starts with Kong large red, Pung medium yellow, Chow small blue; seat 1
//! with orange, green, cyan; seat 2 with purple, clear, purple.

use martian_parlour::ai::Knowledge;
use martian_parlour::engine::check::Checked;
use martian_parlour::engine::pieces::{Colour, Colour::*, Size::*};
use martian_parlour::engine::{Actor, Game};
use martian_parlour::games::martian_mah_jongg::engine::{CallKind, MoveError, Slot};
use martian_parlour::games::martian_mah_jongg::scoring::HandScore;
use martian_parlour::games::martian_mah_jongg::{MahJongg, Move, Options};

mod mj_common;
use mj_common::*;
mod mj_scoring_common;
use mj_scoring_common::english;

/// Four lost turns in a row: small reds are taken out of the pool and
/// every seat rolls one.
fn dead_hand(g: &mut MahJongg) {
    let hands = g.ended().len();
    g.test_set_pool(p(Red, Small), 0);
    for _ in 0..4 {
        draw(g, 1, Red);
    }
    assert_eq!(g.ended().len(), hands + 1);
    assert!(g.ended()[hands].score.is_none(), "a dead hand");
}

/// The last hand's score.
fn last_score(g: &MahJongg) -> HandScore {
    let end = g.ended().last().expect("a hand has ended");
    (**end.score.as_ref().expect("the hand was won")).clone()
}

/// The labels of `seat`'s items in the last hand's score.
fn labels(g: &MahJongg, seat: usize) -> Vec<String> {
    last_score(g).hands[seat]
        .items
        .iter()
        .map(|i| english(&i.label))
        .collect()
}

fn has(labels: &[String], text: &str) -> bool {
    labels.iter().any(|l| l.contains(text))
}

// ------------------------------------------------- the length of a game

#[test]
fn six_hand_east_streak_in_a_two_player_game_goes_on_until_the_other_player_has_been_east() {
    // One round, two players: the game is over only when the wind has gone
    // round the table, however many hands East Wind keeps it.
    let mut g = start(2, 0);
    assert_eq!(g.passes_to_play(), 2);
    for hand in 1..=6 {
        win_hand(&mut g, 0);
        assert_eq!(g.ended().len(), hand);
        assert_eq!(g.east(), 0, "East Wind won hand {hand} and keeps the wind");
        assert!(g.outcome().is_none(), "seat 1 has not been East Wind yet");
        next_hand(&mut g);
    }
    // The old cap of 3 x rounds x players hands would have ended it here.
    // Hand 7: seat 1 wins, and East Wind passes to the right, to seat 1.
    win_hand(&mut g, 1);
    assert_eq!(g.east(), 1);
    assert!(g.outcome().is_none(), "seat 1's turn as East Wind");
    next_hand(&mut g);
    assert_eq!(g.turn(), 1, "East Wind starts the hand");
    // Hand 8: seat 0 wins; the wind has been round: the game is over.
    win_hand(&mut g, 0);
    assert_eq!(g.ended().len(), 8);
    assert_eq!(g.phase(), "over");
    assert!(g.outcome().is_some());
    let easts: Vec<usize> = g.ended().iter().map(|e| e.east).collect();
    assert_eq!(easts, [0, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!(g.check_finished(), Ok(()));
    check_money(&g);
}

#[test]
fn two_rounds_make_every_player_east_wind_twice_however_long_east_keeps_it() {
    let options = Options {
        rounds: 2,
        ..Options::default()
    };
    let mut g = start_with(3, 0, options);
    assert_eq!(g.passes_to_play(), 6);
    // East Wind wins four times at every turn of the wind, then passes it.
    let mut easts = Vec::new();
    while g.outcome().is_none() {
        let east = g.east();
        for _ in 0..4 {
            win_hand(&mut g, east);
            next_hand(&mut g);
        }
        let winner = g.left(east);
        win_hand(&mut g, winner);
        easts.push(east);
        assert_eq!(g.east(), g.right(east));
        if g.outcome().is_none() {
            next_hand(&mut g);
        }
    }
    assert_eq!(easts, [0, 2, 1, 0, 2, 1], "twice round to the right");
    assert_eq!(g.ended().len(), 30);
    assert_eq!(g.check_finished(), Ok(()));
    check_money(&g);
}

#[test]
fn a_dead_hand_keeps_east_wind_and_any_number_of_them_never_ends_the_game() {
    let mut g = start(2, 0);
    for hand in 1..=10 {
        dead_hand(&mut g);
        assert_eq!(g.east(), 0, "dead hand {hand}: East Wind stays");
        assert_eq!(g.passes(), 0);
        assert!(g.outcome().is_none());
        next_hand(&mut g);
    }
    win_hand(&mut g, 1);
    assert_eq!(g.east(), 1);
    next_hand(&mut g);
    dead_hand(&mut g);
    assert_eq!(g.east(), 1, "a dead hand keeps seat 1 East Wind too");
    assert!(g.outcome().is_none());
    next_hand(&mut g);
    win_hand(&mut g, 0);
    assert!(g.outcome().is_some());
    assert_eq!(g.check_finished(), Ok(()));
}

#[test]
fn a_hand_has_no_turn_limit() {
    // Four hundred turns without a winner or four lost turns: the hand goes
    // on (the app once called it dead after 300).
    let mut g = start(3, 0);
    for _ in 0..400 {
        pass_turn(&mut g);
    }
    assert!(g.ended().is_empty());
    assert_eq!(g.hand_turns(), 400);
    assert_eq!(g.phase(), "roll");
    assert_eq!(g.turn(), 400 % 3);
}

#[test]
fn the_guard_that_keeps_simulated_hands_finite_is_the_searchs_own() {
    // The computer player's playouts stop a hand that runs 300 turns past
    // where the search began, valued as a dead hand (nobody paid: 0.5 for
    // every seat); the game itself plays on.
    use martian_parlour::games::martian_mah_jongg::ai::PLAYOUT_TURNS;
    let mut g = start(3, 0);
    pass_turn(&mut g);
    let view = g.view(Some(1));
    for _ in 1..PLAYOUT_TURNS {
        pass_turn(&mut g);
    }
    assert_eq!(g.cutoff(&view), None);
    pass_turn(&mut g);
    assert_eq!(g.cutoff(&view), Some(vec![0.5; 3]));
    assert!(g.ended().is_empty() && g.outcome().is_none());
}

// -------------------------------------------------------------- pairs

/// Seat 0 (East Wind, two players) completes Kong red/red/red, Pung
/// yellow/red and Chow blue by drawing, then the pieces `loose` are put
/// behind its screen and it goes out at the start of its next turn.
fn go_out_holding_loose(loose: &[(Colour, usize)]) -> Vec<String> {
    let mut g = start(2, 0);
    win_hand_but_wait(&mut g);
    let mut h = g.holding(0).clone();
    for &(c, n) in loose {
        for _ in 0..n {
            h.add_loose(p(c, Small));
        }
    }
    g.test_set_holding(0, h);
    ok(&mut g, Move::MahJongg);
    labels(&g, 0)
}

/// Seat 0 draws a medium red and two small reds in its first three turns,
/// completing its hand with the last, and does not go out yet; seat 1
/// passes each turn. Seat 0 is to roll.
fn win_hand_but_wait(g: &mut MahJongg) {
    keep_draw(g, 3, Red, 10);
    ok(g, Move::Go);
    pass_turn(g);
    keep_draw(g, 1, Red, 0);
    ok(g, Move::Go);
    pass_turn(g);
    keep_draw(g, 1, Red, 0);
    assert!(g.holding(0).complete());
    ok(g, Move::Go);
    pass_turn(g);
    assert_eq!(g.turn(), 0);
}

#[test]
fn identical_loose_small_opaques_are_no_pair() {
    // Two players hold two small whites and two small blacks each: two
    // "pairs" of opaques, which score only on the opaques' own line.
    let items = go_out_holding_loose(&[]);
    assert!(!has(&items, "Pair"), "{items:?}");
    assert!(has(&items, "Small opaques (4)"));
    let items = go_out_holding_loose(&[(Green, 2)]);
    assert_eq!(
        items.iter().filter(|l| l.contains("Pair")).count(),
        1,
        "{items:?}"
    );
}

#[test]
fn three_or_four_identical_loose_pieces_make_one_pair_per_two() {
    for (n, pairs) in [(2, 1), (3, 1), (4, 2), (5, 2)] {
        let items = go_out_holding_loose(&[(Green, n)]);
        let found = items.iter().filter(|l| *l == "Pair of small green").count();
        assert_eq!(found, pairs, "{n} small greens: {items:?}");
    }
}

// -------------------------------------------------------- winning piece

#[test]
fn the_winning_piece_is_the_one_that_completed_the_hand_not_the_last_taken_in() {
    // Completed with a small red; a small yellow drawn later is no Golden
    // Rooster: it did not complete the hand.
    let mut g = start(2, 0);
    win_hand_but_wait(&mut g);
    assert_eq!(g.winning_piece(0), Some((p(Red, Small), false)));
    keep_draw(&mut g, 1, Yellow, 0);
    assert!(g.holding(0).loose.contains(&p(Yellow, Small)));
    assert_eq!(g.winning_piece(0), Some((p(Red, Small), false)));
    ok(&mut g, Move::MahJongg);
    let items = labels(&g, 0);
    assert!(!has(&items, "Golden Rooster"), "{items:?}");
    assert!(has(&items, "Winning piece drawn"), "it was drawn");

    // Completed with a small yellow, then a medium taken in: a Golden
    // Rooster all the same.
    let mut g = start(2, 0);
    keep_draw(&mut g, 3, Red, 10);
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Red, 0);
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 1, Yellow, 0);
    assert!(g.holding(0).complete());
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 3, Orange, 11);
    assert_eq!(g.winning_piece(0), Some((p(Yellow, Small), false)));
    ok(&mut g, Move::MahJongg);
    let items = labels(&g, 0);
    assert!(has(&items, "Golden Rooster"), "{items:?}");
    assert!(has(&items, "Winning piece drawn"));
}

#[test]
fn a_hand_completed_by_a_called_discard_has_no_winning_piece_drawn() {
    // Seat 2 lacks only its Pung medium; it calls Pung (not Mah Jongg) on
    // East Wind's medium red, waits, and goes out on a later turn after
    // drawing a small yellow: the winning piece is the called medium red.
    let mut g = start(3, 0);
    g.test_set_holding(
        2,
        holding(
            [some(Purple), some(Purple), some(Purple)],
            [None, some(Green)],
            some(Purple),
        ),
    );
    east_discards_medium_red(&mut g);
    assert!(g.legal_moves().contains(&Move::Call(CallKind::MahJongg)));
    ok(&mut g, Move::Call(CallKind::Pung));
    ok(&mut g, Move::Decline);
    assert!(g.holding(2).complete());
    assert_eq!(g.winning_piece(2), Some((p(Red, Medium), true)));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(g.turn(), 2);
    keep_draw(&mut g, 1, Yellow, 1);
    ok(&mut g, Move::MahJongg);
    let items = labels(&g, 2);
    assert!(!has(&items, "Winning piece drawn"), "{items:?}");
    assert!(!has(&items, "Golden Rooster"), "{items:?}");
    assert!(!has(&items, "Original hand"), "{items:?}");
}

#[test]
fn a_hand_taken_apart_and_completed_again_has_a_new_winning_piece() {
    let mut g = start(2, 0);
    win_hand_but_wait(&mut g);
    keep_draw(&mut g, 1, Yellow, 0);
    // A swap into the full Chow keeps the hand complete: the small red
    // stays the winning piece.
    let swap = Move::Place {
        piece: p(Yellow, Small),
        from: Slot::Loose,
        to: Slot::Chow,
    };
    ok(&mut g, swap);
    assert_eq!(g.holding(0).chow, some(Yellow));
    assert_eq!(g.winning_piece(0), Some((p(Red, Small), false)));
    // Taking the Chow out leaves the hand incomplete; putting the small
    // yellow back completes it again, and it is the winning piece.
    ok(
        &mut g,
        Move::Place {
            piece: p(Yellow, Small),
            from: Slot::Chow,
            to: Slot::Loose,
        },
    );
    assert!(!g.holding(0).complete());
    assert_eq!(g.winning_piece(0), None);
    assert_eq!(refused(&mut g, Move::MahJongg), MoveError::NotComplete);
    ok(
        &mut g,
        Move::Place {
            piece: p(Yellow, Small),
            from: Slot::Loose,
            to: Slot::Chow,
        },
    );
    assert_eq!(g.winning_piece(0), Some((p(Yellow, Small), false)));
    ok(&mut g, Move::MahJongg);
    assert!(has(&labels(&g, 0), "Golden Rooster"));
}

#[test]
fn the_winning_piece_is_private_to_its_seat() {
    let mut g = start(2, 0);
    win_hand_but_wait(&mut g);
    assert!(g.view(Some(0)).game.winning_piece(0).is_some());
    assert_eq!(g.view(Some(1)).game.winning_piece(0), None);
    assert_eq!(g.view(None).game.winning_piece(0), None);
}

// ------------------------------------------------------------- larges

#[test]
fn the_large_given_up_by_a_kong_swap_or_a_bonus_exchange_is_the_turns_one_discard() {
    let mut g = start(2, 0);
    // A bonus large first, and a loose medium that could be discarded.
    draw(&mut g, 5, Green);
    ok(&mut g, Move::LargeBonus);
    assert!(
        !g.discarded_this_turn(),
        "adding to the stack gives nothing up"
    );
    assert!(g.legal_moves().contains(&Move::Discard(p(Green, Large))));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    keep_draw(&mut g, 3, Orange, 11);
    ok(&mut g, Move::Go);
    pass_turn(&mut g);

    // A Kong swap: the old red large goes back, and that was the discard.
    draw(&mut g, 5, Purple);
    ok(&mut g, Move::LargeKong);
    assert!(g.discarded_this_turn());
    let discards = |g: &MahJongg| {
        g.legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Discard(_)))
            .count()
    };
    assert_eq!(discards(&g), 0);
    for piece in [p(Orange, Medium), p(Green, Large)] {
        assert_eq!(
            refused(&mut g, Move::Discard(piece)),
            MoveError::AlreadyDiscarded
        );
    }
    assert!(g.legal_moves().contains(&Move::Go));
    ok(&mut g, Move::Go);
    pass_turn(&mut g);

    // A bonus exchange: the green large goes back, and that was the discard.
    draw(&mut g, 6, Cyan);
    ok(&mut g, Move::LargeExchange(Green));
    assert_eq!(g.holding(0).bonus, vec![Cyan]);
    assert!(g.discarded_this_turn());
    assert_eq!(discards(&g), 0);
    assert_eq!(
        refused(&mut g, Move::Discard(p(Orange, Medium))),
        MoveError::AlreadyDiscarded
    );
    ok(&mut g, Move::Go);
    assert_eq!(g.turn(), 1);
}

#[test]
fn an_exposed_kongs_large_cannot_be_replaced() {
    // Seat 2's Kong lacks its medium; it calls Kong on East Wind's medium
    // red, and the Kong lies exposed with its purple large.
    let mut g = start(3, 0);
    g.test_set_holding(
        2,
        holding(
            [some(Purple), None, some(Purple)],
            [some(Clear), None],
            some(Purple),
        ),
    );
    east_discards_medium_red(&mut g);
    ok(&mut g, Move::Call(CallKind::Kong));
    ok(&mut g, Move::Decline);
    assert!(g.holding(2).kong_exposed);
    ok(&mut g, Move::Go);
    pass_turn(&mut g);
    pass_turn(&mut g);
    assert_eq!(g.turn(), 2);
    draw(&mut g, 5, Orange);
    assert_eq!(g.to_act(), Actor::Seat(2));
    assert_eq!(g.legal_moves(), vec![Move::LargeBonus, Move::LargeDiscard]);
    assert_eq!(refused(&mut g, Move::LargeKong), MoveError::Exposed);
    ok(&mut g, Move::LargeBonus);
    assert_eq!(g.holding(2).kong_large, some(Purple), "the large stays");
    // Nor can it be discarded.
    assert!(!g.legal_moves().contains(&Move::Discard(p(Purple, Large))));
}

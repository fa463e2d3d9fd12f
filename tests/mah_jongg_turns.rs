//! Martian Mah Jongg scenarios: the turn's dice and d6 bands, lost turns
//! and dead hands, covers (keep, swap, hide), larges and the bonus stack,
//! and opaques never discarded, from the rules text
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
//! Set-up is in `mah_jongg_setup.rs`, calls and going out in
//! `mah_jongg_calls.rs`.

use martian_parlour::engine::pieces::{Colour::*, Size::*};
use martian_parlour::engine::{Actor, Game};
use martian_parlour::games::martian_mah_jongg::engine::{Holding, MoveError, BONUS_MAX};
use martian_parlour::games::martian_mah_jongg::Move;

mod mj_common;
use mj_common::*;

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
fn going_out_before_the_forced_discard_returns_that_small_to_the_pool() {
    // "A player may go out at any time": hiding an opaque completes the
    // Kong, and the small that had to go goes back to the pool.
    let mut g = start(4, 0);
    g.test_set_holding(
        0,
        holding(
            [some(Red), some(Red), None],
            [some(Blue), some(Blue)],
            some(Green),
        ),
    );
    draw(&mut g, 1, Red);
    ok(&mut g, Move::Look(2)); // a small yellow
    let yellows = g.pool(p(Yellow, Small));
    ok(
        &mut g,
        Move::Hide {
            opaque: White,
            keep_drawn: true,
        },
    );
    assert_eq!(
        g.legal_moves(),
        vec![Move::MahJongg, Move::Discard(p(Yellow, Small))]
    );
    refused(&mut g, Move::Go);
    ok(&mut g, Move::MahJongg);
    let end = g.ended().last().expect("the hand is over");
    assert_eq!(end.score.as_ref().unwrap().winner, 0);
    assert!(!end.revealed[0].loose.contains(&p(Yellow, Small)));
    assert_eq!(g.pool(p(Yellow, Small)), yellows + 1);
    check_money(&g);
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

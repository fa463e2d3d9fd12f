//! What the computer player knows of Martian Trickery. The search itself is
//! the generic one (`crate::ai`); this adds:
//!
//! - the Casual player, a rule of thumb that reads only its own hand and
//!   what is public (the cards played, voids shown, the pyramids won). It
//!   values each pyramid by how much it would change a seat's hand score,
//!   names a prize it can use when it holds a sure winner and one nobody
//!   wants otherwise, wins the tricks it wants as cheaply as it can and ducks
//!   the rest;
//! - a much cheaper policy for the search's playouts (thousands a decision);
//! - where a playout stops: at the end of the hand, its scores turned into
//!   chances of winning the game with the hands still to come.

use super::engine::{score_hand, Move, Phase, Trickery, HANDS};
use crate::ai::{estimate, win_chances, AiRng, Knowledge};
use crate::engine::pieces::{Card, Pyramid, Suit};
use crate::engine::{Game, Seat};
use rand::Rng;

/// About how far one hand moves a seat's total against the others (points;
/// measured over Casual games, see the issue note). Hands still to play
/// widen it by their square root. This is what the search plays by
/// (`cutoff`); the chances a hint reports use `CHANCE_SPREAD`.
const HAND_SPREAD: f64 = 7.0;
/// The same for the chances of winning a hint reports (`win_chances`),
/// fitted so they come true as often as they say: at 7 the coach was far
/// too sure (120 seeded games of hints at 400 iterations,
/// `examples/calibration`: said 50-60%, came true 38%; Brier 0.1377),
/// at 12 the bins hold (Brier 0.1343; 10.5 to 12.5 fit about as well,
/// each stage of the game alike). Kept apart from `HAND_SPREAD` so the
/// computer players' moves do not change with it.
const CHANCE_SPREAD: f64 = 12.0;
/// How often a playout move is a random one rather than the policy's, so
/// playouts still explore what the policy would never do.
const PLAYOUT_NOISE: f64 = 0.1;

impl Knowledge for Trickery {
    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        quick_move(self, seat, rng)
    }

    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        choose(self, self.hand(seat), seat, rng)
    }

    fn cutoff(&self, _start: &super::engine::View) -> Option<Vec<f64>> {
        if self.phase_kind() != Phase::Deal {
            return None;
        }
        let (totals, spread) = totals_and_spread(self, HAND_SPREAD);
        Some(estimate(&totals, spread))
    }

    fn win_chances(&self, _start: &super::engine::View) -> Option<Vec<f64>> {
        let (totals, spread) = totals_and_spread(self, CHANCE_SPREAD);
        Some(win_chances(&totals, spread))
    }
}

/// Each seat's total, and how far it may yet move with the hands left, at
/// `per_hand` for one hand.
fn totals_and_spread(g: &Trickery, per_hand: f64) -> (Vec<f64>, f64) {
    let left = HANDS.saturating_sub(g.hand_no()).max(1);
    let totals = g.totals().iter().map(|&t| f64::from(t)).collect();
    (totals, per_hand * f64::from(left).sqrt())
}

/// Whether `seat` wants the prize now on offer, judged cheaply: point
/// pyramids yes, penalty pyramids only as the third of a set nobody else
/// has started.
fn wants_cheaply(g: &Trickery, seat: Seat, prize: Pyramid) -> bool {
    if !g.is_penalty(prize) {
        return true;
    }
    let mine = g.won(seat).iter().filter(|q| g.is_penalty(**q)).count();
    mine == 2
        && (0..g.players())
            .filter(|&s| s != seat)
            .all(|s| !g.won(s).iter().any(|q| g.is_penalty(*q)))
}

/// The playout policy: any prize; then win the trick cheaply when the prize
/// is wanted and duck when not. It reads only the seat's own hand and the
/// trick on the table.
fn quick_move(g: &Trickery, seat: Seat, rng: &mut AiRng) -> Move {
    if g.phase_kind() == Phase::Prize || crate::ai::chance(rng, PLAYOUT_NOISE) {
        return crate::ai::random_move(g, rng);
    }
    let legal = g.playable(g.hand(seat));
    let want = g.prize().is_some_and(|p| wants_cheaply(g, seat, p));
    let strength = |c: &Card| (c.suit == Suit::Spades, c.rank);
    let Some((_, winning)) = g.winning() else {
        let pick = if want {
            legal.iter().max_by_key(|c| strength(c))
        } else {
            legal.iter().min_by_key(|c| strength(c))
        };
        return Move::Play(*pick.unwrap_or(&legal[0]));
    };
    let led = g.led_suit().unwrap_or(Suit::Clubs);
    let beats = |c: &Card| beats(*c, winning, led);
    let pick = if want {
        legal
            .iter()
            .filter(|c| beats(c))
            .min_by_key(|c| strength(c))
            .or_else(|| legal.iter().min_by_key(|c| strength(c)))
    } else {
        legal
            .iter()
            .filter(|c| !beats(c))
            .max_by_key(|c| strength(c))
            .or_else(|| legal.iter().min_by_key(|c| strength(c)))
    };
    Move::Play(*pick.unwrap_or(&legal[0]))
}

/// Whether `c` beats the card `winning` in a trick led in `led`.
fn beats(c: Card, winning: Card, led: Suit) -> bool {
    if winning.suit == Suit::Spades {
        c.suit == Suit::Spades && c.rank > winning.rank
    } else {
        c.suit == Suit::Spades || (c.suit == led && c.rank > winning.rank)
    }
}

/// The Casual player's move for `seat` holding `hand`.
pub fn choose(g: &Trickery, hand: &[Card], seat: Seat, rng: &mut AiRng) -> Move {
    match g.phase_kind() {
        Phase::Prize => Move::Prize(choose_prize(g, hand, seat, rng)),
        Phase::Play => Move::Play(choose_card(g, hand, seat)),
        // Not this seat's decision; the caller never asks.
        Phase::Deal | Phase::Over => crate::ai::random_move(g, rng),
    }
}

/// How much winning `p` would change `seat`'s score for this hand.
pub fn value_to(g: &Trickery, seat: Seat, p: Pyramid) -> i32 {
    let won = g.won(seat);
    let now = score_hand(won, g.penalty_colour(), g.variant()).total;
    let mut with = won.to_vec();
    with.push(p);
    let after = score_hand(&with, g.penalty_colour(), g.variant()).total;
    let mut v = after - now;
    if g.is_penalty(p) {
        let mine = won.iter().filter(|q| g.is_penalty(**q)).count();
        let elsewhere = (0..g.players())
            .filter(|&s| s != seat)
            .any(|s| g.won(s).iter().any(|q| g.is_penalty(*q)));
        // Two in hand and nobody else has one: the third is worth 21.
        if mine == 2 && !elsewhere {
            v = v.max(21);
        }
    }
    v
}

/// Cards nobody has played yet and this seat does not hold.
fn outstanding(g: &Trickery, hand: &[Card]) -> Vec<Card> {
    let played: Vec<Card> = g.played().collect();
    super::engine::deck(g.players())
        .into_iter()
        .filter(|c| !played.contains(c) && !hand.contains(c))
        .collect()
}

/// A lead that should win the trick: the highest card still out in its
/// suit, in a suit no opponent has shown a void in (or spades).
fn sure_lead(g: &Trickery, hand: &[Card], seat: Seat, legal: &[Card]) -> Option<Card> {
    let out = outstanding(g, hand);
    legal
        .iter()
        .copied()
        .filter(|c| !out.iter().any(|o| o.suit == c.suit && o.rank > c.rank))
        .filter(|c| {
            c.suit == Suit::Spades
                || (0..g.players())
                    .filter(|&s| s != seat)
                    .all(|s| !g.showed_void(s, c.suit))
        })
        .max_by_key(|c| (c.suit == Suit::Spades, c.rank))
}

fn choose_prize(g: &Trickery, hand: &[Card], seat: Seat, rng: &mut AiRng) -> Pyramid {
    let choices = g.prize_choices();
    let legal = g.playable(hand);
    let mine = |p: &Pyramid| value_to(g, seat, *p);
    let best_for_others = |p: &Pyramid| {
        (0..g.players())
            .filter(|&s| s != seat)
            .map(|s| value_to(g, s, *p))
            .max()
            .unwrap_or(0)
    };
    // A tiny random term only breaks exact ties.
    let jitter = |rng: &mut AiRng| rng.random_range(0..1000);
    if sure_lead(g, hand, seat, &legal).is_some() {
        if let Some(p) = choices
            .iter()
            .copied()
            .max_by_key(|p| (mine(p), -best_for_others(p), jitter(rng)))
        {
            if mine(&p) > 0 {
                return p;
            }
        }
    }
    // Likely to lose the trick: offer what helps the others least.
    choices
        .iter()
        .copied()
        .min_by_key(|p| (best_for_others(p), -mine(p), jitter(rng)))
        .unwrap_or(choices[0])
}

fn choose_card(g: &Trickery, hand: &[Card], seat: Seat) -> Card {
    let legal = g.playable(hand);
    let Some(prize) = g.prize() else {
        return legal[0];
    };
    let want = value_to(g, seat, prize) > 0;
    let lowest = |cards: &[Card]| {
        cards
            .iter()
            .copied()
            .min_by_key(|c| (c.suit == Suit::Spades, c.rank))
            .unwrap_or(legal[0])
    };
    let highest = |cards: &[Card]| {
        cards
            .iter()
            .copied()
            .max_by_key(|c| (c.suit != Suit::Spades, c.rank))
            .unwrap_or(legal[0])
    };

    let Some((_, winning)) = g.winning() else {
        // Leading.
        return if want {
            sure_lead(g, hand, seat, &legal).unwrap_or_else(|| {
                // No sure winner: lead the highest card of the suit we hold
                // most of, to have the best chance.
                *legal
                    .iter()
                    .max_by_key(|c| (hand.iter().filter(|d| d.suit == c.suit).count(), c.rank))
                    .unwrap_or(&legal[0])
            })
        } else {
            lowest(&legal)
        };
    };
    let led = g.led_suit().unwrap_or(Suit::Clubs);
    let beats = |c: &Card| beats(*c, winning, led);
    let winners: Vec<Card> = legal.iter().copied().filter(beats).collect();
    let losers: Vec<Card> = legal.iter().copied().filter(|c| !beats(c)).collect();
    let last = g.trick().len() + 1 == g.players();
    if want {
        if winners.is_empty() {
            return lowest(&legal);
        }
        if last {
            return *winners
                .iter()
                .min_by_key(|c| (c.suit == Suit::Spades, c.rank))
                .unwrap_or(&winners[0]);
        }
        // Others still to play: win with a card that stays on top if there
        // is one, else the strongest we have.
        let out = outstanding(g, hand);
        let safe = winners.iter().copied().filter(|c| {
            !out.iter().any(|o| o.suit == c.suit && o.rank > c.rank)
                && (c.suit == Suit::Spades || !out.iter().any(|o| o.suit == Suit::Spades))
        });
        safe.min_by_key(|c| c.rank).unwrap_or_else(|| {
            *winners
                .iter()
                .max_by_key(|c| (c.suit == Suit::Spades, c.rank))
                .unwrap_or(&winners[0])
        })
    } else if !losers.is_empty() {
        // Duck with the highest card that still loses.
        highest(&losers)
    } else {
        // Every card wins: if nobody comes after, spend the biggest.
        if last {
            *winners
                .iter()
                .max_by_key(|c| (c.suit == Suit::Spades, c.rank))
                .unwrap_or(&winners[0])
        } else {
            lowest(&winners)
        }
    }
}

//! The Martian Trickery computer player. It plays from its own view only:
//! its hand, the cards already played (so which are still out, and who has
//! shown a void), and who holds which pyramids.
//!
//! It values each pyramid by how much it would change a seat's hand score
//! (so a point pyramid that completes a tree is worth more than a stray one,
//! and a penalty pyramid is worth what it would cost), names a prize it can
//! use when it holds a sure winner and one nobody wants otherwise, tries to
//! win tricks whose prize it wants as cheaply as it can, and ducks the rest.
//! It goes for all three penalty pyramids only once it holds two and nobody
//! else holds one.

use super::engine::Move;
use super::engine::{score_hand, Phase, View};
use crate::engine::pieces::{Card, Pyramid, Suit};
use crate::engine::{Game, Pcg32, Seat};

pub fn choose(view: &View, seat: Seat, rng: &mut Pcg32) -> Move {
    let g = &view.table;
    match g.phase_kind() {
        Phase::Prize => Move::Prize(choose_prize(view, seat, rng)),
        Phase::Play => Move::Play(choose_card(view, seat)),
        // Not this seat's decision; any answer will be refused.
        Phase::Deal | Phase::Over => Move::Prize(Pyramid::new(
            g.penalty_colour(),
            crate::engine::pieces::Size::Small,
        )),
    }
}

/// How much winning `p` would change `seat`'s score for this hand.
pub fn value_to(view: &View, seat: Seat, p: Pyramid) -> i32 {
    let g = &view.table;
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
fn outstanding(view: &View) -> Vec<Card> {
    let g = &view.table;
    let played: Vec<Card> = g
        .tricks()
        .iter()
        .flat_map(|t| t.cards.iter().map(|(_, c)| *c))
        .chain(g.trick().iter().map(|(_, c)| *c))
        .collect();
    super::engine::deck(g.players())
        .into_iter()
        .filter(|c| !played.contains(c) && !view.hand.contains(c))
        .collect()
}

/// Seats that have shown they hold no card of `suit`.
fn void_in(view: &View, seat: Seat, suit: Suit) -> bool {
    view.table.tricks().iter().any(|t| {
        let led = t.cards[0].1.suit;
        led == suit && t.cards.iter().any(|(s, c)| *s == seat && c.suit != suit)
    })
}

/// A lead that should win the trick: the highest card still out in its
/// suit, in a suit no opponent has shown a void in (or spades).
fn sure_lead(view: &View, seat: Seat, legal: &[Card]) -> Option<Card> {
    let out = outstanding(view);
    let g = &view.table;
    legal
        .iter()
        .copied()
        .filter(|c| !out.iter().any(|o| o.suit == c.suit && o.rank > c.rank))
        .filter(|c| {
            c.suit == Suit::Spades
                || (0..g.players())
                    .filter(|&s| s != seat)
                    .all(|s| !void_in(view, s, c.suit))
        })
        .max_by_key(|c| (c.suit == Suit::Spades, c.rank))
}

fn choose_prize(view: &View, seat: Seat, rng: &mut Pcg32) -> Pyramid {
    let g = &view.table;
    let choices = g.prize_choices();
    let legal = g.playable(&view.hand);
    let mine = |p: &Pyramid| value_to(view, seat, *p);
    let best_for_others = |p: &Pyramid| {
        (0..g.players())
            .filter(|&s| s != seat)
            .map(|s| value_to(view, s, *p))
            .max()
            .unwrap_or(0)
    };
    // A tiny random term only breaks exact ties.
    let jitter = |rng: &mut Pcg32| rng.below(1000) as i32;
    if sure_lead(view, seat, &legal).is_some() {
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

fn choose_card(view: &View, seat: Seat) -> Card {
    let g = &view.table;
    let legal = g.playable(&view.hand);
    let Some(prize) = g.prize() else {
        return legal[0];
    };
    let want = value_to(view, seat, prize) > 0;
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
            sure_lead(view, seat, &legal).unwrap_or_else(|| {
                // No sure winner: lead the highest card of the suit we hold
                // most of, to have the best chance.
                *legal
                    .iter()
                    .max_by_key(|c| {
                        (
                            view.hand.iter().filter(|d| d.suit == c.suit).count(),
                            c.rank,
                        )
                    })
                    .unwrap_or(&legal[0])
            })
        } else {
            lowest(&legal)
        };
    };
    let led = g.led_suit().unwrap_or(Suit::Clubs);
    let beats = |c: &Card| {
        if winning.suit == Suit::Spades {
            c.suit == Suit::Spades && c.rank > winning.rank
        } else {
            c.suit == Suit::Spades || (c.suit == led && c.rank > winning.rank)
        }
    };
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
        let out = outstanding(view);
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

//! What the computer player knows of Martian Mah Jongg. The search is the
//! generic one (`crate::ai`); this adds:
//!
//! - how promising a screen is (`promise`): filled pile slots first (three
//!   complete piles go out), then matched colours in the piles, honour
//!   colour (the seat's own Kong large, the honour if it goes out) in the
//!   piles and the bonus stack, less the small opaques' penalty;
//! - the Casual player and the playout policy: go out as soon as the piles
//!   are complete, call every discard that completes a pile, and otherwise
//!   the move whose screen is most promising, with some random moves;
//! - where a playout stops: at the end of the hand, the totals turned into
//!   chances of winning with the hands still to come.
//!
//! Rearranging is left to the engine's own placing of pieces as they come
//! in: the search never spends its time on it.

use super::engine::{CallKind, MahJongg, Move, Phase, View};
use super::holding::{Holding, Slot};
use crate::ai::{chance, estimate, random_move, AiRng, Knowledge};
use crate::engine::pieces::Size;
use crate::engine::{Game, Seat};
use rand::Rng;

/// About how far one hand's settlement moves a seat's total: over 1,639
/// four-player hands of Casual players with full scoring, a seat's gain
/// in a hand had a standard deviation of 120.5 points.
const HAND_SPREAD: f64 = 120.0;
/// How often a playout move is a random one rather than the policy's.
const PLAYOUT_NOISE: f64 = 0.1;

impl Knowledge for MahJongg {
    fn considered(&self, mv: &Move) -> bool {
        !matches!(mv, Move::Place { .. })
    }

    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        if chance(rng, PLAYOUT_NOISE) {
            return random_move(self, rng);
        }
        best(self, seat, rng)
    }

    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        best(self, seat, rng)
    }

    fn cutoff(&self, start: &View) -> Option<Vec<f64>> {
        let done = self.ended().len();
        if done == start.game.ended().len() && self.phase_kind() != Phase::Over {
            return None;
        }
        let left = self.hands_to_play().saturating_sub(self.passes());
        let scores: Vec<f64> = self.scores().iter().map(|s| *s as f64).collect();
        Some(estimate(&scores, HAND_SPREAD * (left as f64).sqrt()))
    }
}

/// How promising a screen is for going out well.
pub fn promise(h: &Holding) -> i32 {
    let honour = h.kong_large;
    let mut w = 0;
    for slot in Slot::PILES {
        if let Some(c) = h.slot(slot) {
            w += 10 + if Some(c) == honour { 2 } else { 0 };
        }
    }
    let same = |a: Option<_>, b: Option<_>| i32::from(a.is_some() && a == b);
    w += 3
        * (same(h.kong_large, h.kong_medium)
            + same(h.kong_large, h.kong_small)
            + same(h.kong_medium, h.kong_small));
    w += 3 * same(h.pung_medium, h.pung_small);
    w += h
        .bonus
        .iter()
        .map(|c| if Some(*c) == honour { 4 } else { 1 })
        .sum::<i32>();
    let opaques = h.loose.iter().filter(|p| p.colour.is_opaque()).count();
    w - 2 * opaques as i32
}

/// The policy's move for the seat to act.
fn best(g: &MahJongg, seat: Seat, rng: &mut AiRng) -> Move {
    let moves = g.legal_moves();
    if moves.contains(&Move::MahJongg) {
        return Move::MahJongg;
    }
    match g.phase_kind() {
        Phase::Calls => {
            for kind in [CallKind::MahJongg, CallKind::Kong, CallKind::Pung] {
                if moves.contains(&Move::Call(kind)) {
                    return Move::Call(kind);
                }
            }
            Move::Decline
        }
        Phase::Cover => {
            // A cover remembered to hide something that fills a gap.
            let h = g.holding(seat);
            let useful = moves.iter().find(|m| match m {
                Move::Look(c) => g.memory(seat)[usize::from(*c)].is_some_and(|col| {
                    let size = super::engine::cover_holds(usize::from(*c));
                    fills(h, size) && !col.is_opaque()
                }),
                _ => false,
            });
            useful
                .cloned()
                .unwrap_or_else(|| moves[rng.random_range(0..moves.len())].clone())
        }
        Phase::Act => {
            // Discard the least useful loose piece when there are many;
            // the pool needs pieces, and a solid colour needs few others.
            let h = g.holding(seat);
            let loose: Vec<_> = h.loose.iter().filter(|p| !p.colour.is_opaque()).collect();
            if loose.len() > 3 && !g.discarded_this_turn() {
                let honour = h.kong_large;
                if let Some(p) = loose.iter().find(|p| Some(p.colour) != honour) {
                    let mv = Move::Discard(**p);
                    if moves.contains(&mv) {
                        return mv;
                    }
                }
            }
            // A forced discard (after hiding an opaque) is the only move.
            if moves.contains(&Move::Go) {
                Move::Go
            } else {
                moves[0].clone()
            }
        }
        Phase::Roll => Move::Roll,
        _ => {
            // Peek and Large: the move leaving the most promising screen.
            let mut top: Option<(i32, Move)> = None;
            for mv in moves {
                let mut next = g.clone();
                next.apply_unchecked(&mv);
                let h = next.holding(seat);
                let mut w = promise(h) * 4 + rng.random_range(0..4);
                if let Some(p) = forced(&next) {
                    // The small that must go is not really held.
                    let mut after = h.clone();
                    after.remove(p);
                    w = promise(&after) * 4 + rng.random_range(0..4);
                }
                if top.as_ref().is_none_or(|(t, _)| w > *t) {
                    top = Some((w, mv));
                }
            }
            top.map_or(Move::Roll, |(_, m)| m)
        }
    }
}

fn forced(g: &MahJongg) -> Option<crate::engine::pieces::Pyramid> {
    match g.legal_moves().as_slice() {
        [Move::Discard(p)] => Some(*p),
        _ => None,
    }
}

/// Whether a piece of `size` would fill an empty pile slot.
fn fills(h: &Holding, size: Size) -> bool {
    Slot::PILES
        .iter()
        .any(|s| s.size() == Some(size) && h.slot(*s).is_none() && !h.locked(*s))
}

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
//! - which moves the search weighs (`considered`): no rearranging, no
//!   discarding from a pile, one unremembered cover of the kind;
//! - where a playout stops: at the end of the hand, valued by what the hand
//!   paid each seat.
//!
//! Rearranging is left to the engine's own placing of pieces as they come
//! in: the search never spends its time on it.

use super::engine::{CallKind, MahJongg, Move, Phase, View};
use super::holding::{Holding, Slot};
use crate::ai::{noisy, AiRng, Knowledge};
use crate::engine::pieces::Size;
use crate::engine::{Actor, Game, Seat};
use rand::Rng;

/// The scale of the logistic that turns a hand's gain into a value (a gain
/// of this much is worth 0.73, a loss of it 0.27). A seat's gain in a hand
/// has a standard deviation of about 120 points (1,639 four-player hands of
/// Casual players, full scoring) and a typical win pays 80 to 130, so the
/// value is near linear in money over most hands while a rare huge hand
/// does not swamp the averages. Scales of 50 and 250 measured no better.
const HAND_SCALE: f64 = 100.0;
/// How often a playout move is a random one rather than the policy's.
const PLAYOUT_NOISE: f64 = 0.1;

impl Knowledge for MahJongg {
    fn considered(&self, mv: &Move) -> bool {
        let Actor::Seat(seat) = self.to_act() else {
            return true;
        };
        // A seat that can go out goes out, and a call that completes a
        // pile is always made (which one is weighed). Left to the search, a
        // seat declined a third of the Pungs and some Mah Jonggs to build a
        // bigger concealed hand, went out less often and lost money on it
        // (one Strong against three Casual, 48 games: -3.8 a hand; +9.3
        // always calling; +12.5 also going out at once): while it waits,
        // a Casual seat, which never waits, goes out first.
        let out =
            matches!(self.phase_kind(), Phase::Roll | Phase::Act) && self.holding(seat).complete();
        if out {
            return matches!(mv, Move::MahJongg);
        }
        match mv {
            // Rearranging is left to the engine's placing (module notes).
            Move::Place { .. } => false,
            Move::Decline => !CallKind::ALL
                .iter()
                .any(|kind| self.call_allowed(seat, *kind)),
            // Only loose pieces and bonus larges, never a pile's own piece:
            // breaking a pile costs a few turns, too little for the search
            // to tell from its noise among half a dozen discards, and a
            // search free to do it broke its Pung or Kong in one turn of
            // three and went out in 14% of hands instead of 25%. The forced
            // discard after hiding an opaque is the only move then anyway.
            Move::Discard(p) if self.phase_kind() == Phase::Act && self.forced.is_none() => {
                p.size == Size::Large || self.holding(seat).loose.contains(p)
            }
            // Covers the seat does not remember are all alike to it, so
            // only the first of them is weighed beside the remembered ones:
            // ten equal moves would split the search's visits ten ways.
            Move::Look(c) => {
                let memory = self.memory(seat);
                let c = usize::from(*c);
                memory[c].is_some() || (self.cover_base()..c).all(|i| memory[i].is_some())
            }
            _ => true,
        }
    }

    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        noisy(self, rng, PLAYOUT_NOISE, |rng| best(self, seat, rng))
    }

    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        best(self, seat, rng)
    }

    /// At the end of the hand, each seat's value is what the hand paid it,
    /// squashed into 0..1, not its chance of winning the game from the
    /// totals: with totals, a seat far behind saw no worth in a small win
    /// and declined Mah Jongg calls and Pungs to chase a big hand, and went
    /// out in 14% of hands (the three Casual seats 29% each), losing money
    /// hand after hand. The hand that ends the game is still valued by who
    /// finished first (`utility`), as the search sees the game's end first.
    fn cutoff(&self, start: &View) -> Option<Vec<f64>> {
        let done = self.ended().len();
        if done == start.game.ended().len() && self.phase_kind() != Phase::Over {
            return None;
        }
        Some(
            self.scores()
                .iter()
                .zip(start.game.scores())
                .map(|(now, then)| {
                    let gain = (now - then) as f64;
                    1.0 / (1.0 + (-gain / HAND_SCALE).exp())
                })
                .collect(),
        )
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

//! What the computer player knows of Martian 12s. The search is the generic
//! one (`crate::ai`); this adds:
//!
//! - a rule of thumb, the Casual player and the search's playout policy:
//!   draw from the safest size while behind the best score still standing,
//!   or while ahead but beatable and unlikely to pop;
//! - where a playout stops: when the round is scored, the money turned into
//!   chances of winning the game with the rounds still to come. Playing for
//!   the game rather than the round is what makes a leader pass and protect
//!   a lead instead of chasing one more pot;
//! - that ending the game is the table's decision, never a computer's.
//!
//! Nothing is hidden in 12s (the bag's contents follow from the piles), so
//! there is nothing to guess; what the search explores is the draws to come.

use super::engine::{Move, Status, Twelves, LIMIT};
use crate::ai::{estimate, win_chances, AiRng, Knowledge};
use crate::engine::pieces::Size;
use crate::engine::{Game, Seat};
use rand::Rng;

/// About how far one round moves a player's money against the others, in
/// stakes (see the issue note); rounds still to play widen it by their
/// square root.
const ROUND_SPREAD: f64 = 4.0;
/// Rounds assumed left in a game with no round limit.
const OPEN_ENDED_ROUNDS: u32 = 10;

impl Knowledge for Twelves {
    fn considered(&self, mv: &Move) -> bool {
        *mv != Move::EndGame
    }

    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        rule_of_thumb(self, seat, rng)
    }

    fn cutoff(&self, start: &Twelves) -> Option<Vec<f64>> {
        if self.history().len() == start.history().len() || self.is_over() {
            return None;
        }
        let (money, spread) = money_and_spread(self);
        Some(estimate(&money, spread))
    }

    fn win_chances(&self, _start: &Twelves) -> Option<Vec<f64>> {
        let (money, spread) = money_and_spread(self);
        Some(win_chances(&money, spread))
    }
}

/// Each seat's money, and how far it may yet move with the rounds left.
fn money_and_spread(g: &Twelves) -> (Vec<f64>, f64) {
    let left = match g.options().rounds {
        0 => OPEN_ENDED_ROUNDS,
        n => n.saturating_sub(g.round()).max(1),
    };
    let money = (0..g.players()).map(|s| f64::from(g.money(s))).collect();
    (money, ROUND_SPREAD * f64::from(left).sqrt())
}

/// A quick, decent policy: draw from the safest size while behind the best
/// score still standing, or while ahead but beatable and unlikely to pop.
pub fn rule_of_thumb(g: &Twelves, seat: Seat, rng: &mut AiRng) -> Move {
    let legal = g.legal_moves();
    let sizes: Vec<Size> = legal
        .iter()
        .filter_map(|m| match m {
            Move::Draw(s) => Some(*s),
            _ => None,
        })
        .collect();
    if sizes.is_empty() {
        return Move::Pass;
    }
    let mine = (g.total(seat), g.pile(seat).len());
    let others: Vec<Seat> = (0..g.players())
        .filter(|&s| {
            s != seat && matches!(g.status(s), Status::Playing | Status::Passed | Status::Full)
        })
        .collect();
    let to_beat = others
        .iter()
        .map(|&s| (g.total(s), g.pile(s).len()))
        .max()
        .unwrap_or((0, 0));
    let rivals_still_drawing = others.iter().any(|&s| g.status(s) == Status::Playing);
    let ahead = mine > to_beat;
    if ahead && !rivals_still_drawing {
        return Move::Pass;
    }
    // The size most likely not to pop us; ties broken at random.
    let mut best_size = sizes[0];
    let mut best_p = -1.0;
    for &s in &sizes {
        let total = g.bag_count(s);
        let p =
            f64::from(g.safe_draws(seat, s)) / f64::from(total.max(1)) + rng.random::<f64>() * 1e-6;
        if p > best_p {
            best_p = p;
            best_size = s;
        }
    }
    let jitter = (rng.random::<f64>() - 0.5) * 0.1;
    let draw = if ahead {
        // Someone may still pass us: improve only when it is nearly safe.
        mine.0 + 4 <= LIMIT || best_p > 0.8 + jitter
    } else {
        // Passing behind a standing score loses unless the leader pops.
        best_p > 0.3 + jitter
    };
    if draw {
        Move::Draw(best_size)
    } else {
        Move::Pass
    }
}

//! The Martian 12s computer player.
//!
//! For each choice open to it (pass, or draw a size) it plays the rest of the
//! round out many times with draws taken at random from what is left in the
//! bag, everybody (itself included) following a rule of thumb that weighs the
//! chance of popping against the best score still standing. It then takes the
//! choice with the best average money at the end of the round. The bag's
//! contents are public (they follow from the piles), so it knows nothing a
//! player at the table could not count; it never sees future draws, since the
//! state holds no generator.

use super::engine::{Move, Status, Twelves, LIMIT};
use crate::engine::pieces::Size;
use crate::engine::{Actor, Game, Pcg32, Seat};

/// Rollouts per choice. 4 choices x 300 rollouts of at most ~50 moves take a
/// few milliseconds even in the browser.
const ROLLOUTS: u64 = 300;

/// Below this total, when drawing and passing look equally good (within
/// `TIE_MARGIN` stakes of each other) the player draws: a player at the table
/// does not give up a round on a low total for a coin-flip's worth of money.
const KEEP_PLAYING_BELOW: u8 = 7;
const TIE_MARGIN: f64 = 0.3;

pub fn choose(view: &Twelves, seat: Seat, rng: &mut Pcg32) -> Move {
    let mut options: Vec<Move> = view
        .legal_moves()
        .into_iter()
        .filter(|m| *m != Move::EndGame)
        .collect();
    if view.to_act() != Actor::Seat(seat) || options.len() <= 1 {
        return options.pop().unwrap_or(Move::Pass);
    }
    let start = i64::from(view.money(seat));
    let base = view.without_history();
    // Common random numbers: the k-th rollout of every choice draws from the
    // same stream, so differences between choices are not sampling noise.
    let stream = rng.next_u64();
    let scored: Vec<(Move, f64)> = options
        .iter()
        .map(|&mv| {
            let mut sum = 0i64;
            for k in 0..ROLLOUTS {
                let mut sim = Pcg32::new(stream, k);
                let mut g = base.clone();
                if g.apply(&mv).is_err() {
                    continue;
                }
                finish_round(&mut g, &mut sim);
                sum += i64::from(g.money(seat)) - start;
            }
            (mv, sum as f64 / ROLLOUTS as f64)
        })
        .collect();
    let best = scored
        .iter()
        .copied()
        .fold((Move::Pass, f64::MIN), |a, b| if b.1 > a.1 { b } else { a });
    if best.0 == Move::Pass && view.total(seat) < KEEP_PLAYING_BELOW {
        if let Some(draw) = scored
            .iter()
            .filter(|(m, v)| *m != Move::Pass && *v >= best.1 - TIE_MARGIN)
            .max_by(|a, b| a.1.total_cmp(&b.1))
        {
            return draw.0;
        }
    }
    best.0
}

/// Plays on until the current round is scored (or the game ends).
fn finish_round(g: &mut Twelves, rng: &mut Pcg32) {
    let round = g.round();
    let scored = g.history().len();
    while g.history().len() == scored && g.round() == round {
        let mv = match g.to_act() {
            Actor::Over => return,
            Actor::Chance => g.sample_chance(rng),
            Actor::Seat(s) => rule_of_thumb(g, s, rng),
        };
        if g.apply(&mv).is_err() {
            return;
        }
    }
}

/// A quick, decent policy: draw from the safest size while behind the best
/// score still standing, or while ahead but beatable and unlikely to pop.
pub fn rule_of_thumb(g: &Twelves, seat: Seat, rng: &mut Pcg32) -> Move {
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
        let p = f64::from(g.safe_draws(seat, s)) / f64::from(total.max(1)) + rng.unit() * 1e-6;
        if p > best_p {
            best_p = p;
            best_size = s;
        }
    }
    let jitter = (rng.unit() - 0.5) * 0.1;
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

/// The chance that one draw of `size` takes `seat` over 12.
pub fn pop_chance(g: &Twelves, seat: Seat, size: Size) -> f64 {
    let total = g.bag_count(size);
    if total == 0 {
        return 1.0;
    }
    1.0 - f64::from(g.safe_draws(seat, size)) / f64::from(total)
}

//! What the computer player knows of Trick Walls. The search is the generic
//! one (`crate::ai`); this adds, from the rules' strategy section:
//!
//! - how good a card is to play now for a seat of one colour (`worth`): its
//!   own colour face up and the other colour killed; when leading, a very
//!   low card of its colour or a very high one of the other; in a trick of
//!   its colour, supporting just above the card to beat so teammates after
//!   it can still go up; in the other colour, dodging under it, or, with
//!   cities still to play, blocking high (the buffer's job); not saving an
//!   enemy lead from an empty trick; and with Pure Bonuses, keeping its own
//!   city pure and out of a massacre. It reads only what the seat may know:
//!   the card, the walls and the trick on the table;
//! - the Casual player: the best card by that measure (for a dummy it
//!   plays for, the same, the blind pile top when its row has nothing good);
//! - the search's playout policy: the same measure, with some random moves;
//! - where a playout stops: at the end of the round, the totals turned into
//!   chances of winning with the rounds still to come.

use super::engine::{points, value, Move, Phase, Side, TrickWalls, View};
use crate::ai::{estimate, noisy, win_chances, AiRng, Knowledge};
use crate::engine::pieces::Card;
use crate::engine::{Game, Seat};
use rand::Rng;

/// About how far one round moves a team's total against the other's: the
/// standard deviation of a round's difference in 300 four-player games of
/// Casual players was 6.7 points. Rounds still to play widen it by their
/// square root.
const ROUND_SPREAD: f64 = 7.0;
/// How often a playout move is a random one rather than the policy's.
const PLAYOUT_NOISE: f64 = 0.1;

impl Knowledge for TrickWalls {
    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        noisy(self, rng, PLAYOUT_NOISE, |rng| best(self, seat, rng))
    }

    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        best(self, seat, rng)
    }

    fn cutoff(&self, _start: &View) -> Option<Vec<f64>> {
        if self.phase_kind() != Phase::Deal {
            return None;
        }
        let (totals, spread) = totals_and_spread(self);
        Some(per_seat(self, &estimate(&totals, spread)))
    }

    fn win_chances(&self, _start: &View) -> Option<Vec<f64>> {
        let (totals, spread) = totals_and_spread(self);
        Some(per_seat(self, &win_chances(&totals, spread)))
    }
}

/// Each scorer's (team's, or keeper's) total, and how far it may yet move
/// with the rounds left.
fn totals_and_spread(g: &TrickWalls) -> (Vec<f64>, f64) {
    let left = g.rounds().saturating_sub(g.round()).max(1);
    let totals = g.totals().iter().map(|&t| f64::from(t)).collect();
    (totals, ROUND_SPREAD * f64::from(left).sqrt())
}

/// Chances per scorer, each seat taking its scorer's: partners win
/// together, as in `utility`.
fn per_seat(g: &TrickWalls, chances: &[f64]) -> Vec<f64> {
    (0..g.players()).map(|s| chances[g.scorer(s)]).collect()
}

/// The best move by `worth` for the seat to act (ties broken at random).
fn best(g: &TrickWalls, seat: Seat, rng: &mut AiRng) -> Move {
    let moves = g.legal_moves();
    if g.phase_kind() == Phase::Swap {
        return swap_pick(g, seat, &moves);
    }
    let city = g.turn();
    let mine = g.side(g.team_of_seat(seat));
    let mut top: Option<(i32, Move)> = None;
    for mv in moves {
        let w = match mv {
            Move::Play(c) => worth(g, city, mine, c) * 4 + rng.random_range(0..4),
            // The pile's top is a blind card: worth a little less than an
            // average one, so it is played when the row has nothing good.
            _ => -8,
        };
        if top.as_ref().is_none_or(|(t, _)| w > *t) {
            top = Some((w, mv));
        }
    }
    top.map(|(_, m)| m).unwrap_or(Move::Pile)
}

/// Long Run: pass the card least use to this seat and, across the table,
/// to the other team: a middling card of the other colour (too high to
/// dodge with, too low to block), else the lowest-scoring of its own.
fn swap_pick(g: &TrickWalls, seat: Seat, moves: &[Move]) -> Move {
    let mine = g.side(g.team_of_seat(seat));
    let keep = |c: Card| -> i32 {
        if Side::of(c) == mine {
            // Low own cards lead well and the ace is the best weapon.
            40 + if c.rank == 14 {
                20
            } else {
                14 - i32::from(c.rank)
            }
        } else {
            (i32::from(c.rank) - 8).abs() * 2
        }
    };
    moves
        .iter()
        .min_by_key(|m| match m {
            Move::Swap(c) => keep(*c),
            _ => i32::MAX,
        })
        .cloned()
        .unwrap_or(Move::Pile)
}

/// How good playing `c` now for `city` is for a seat of colour `mine`.
pub fn worth(g: &TrickWalls, city: usize, mine: Side, c: Card) -> i32 {
    let own = Side::of(c) == mine;
    let p = points(c);
    let bonuses = g.options().pure_bonuses;
    let Some(led) = g.led_suit() else {
        // Leading: a very low card of our colour (others can go up over
        // it, and no enemy card can), or a very high one of theirs (it
        // consumes the suit, and may be turned down if none beats it).
        let v = i32::from(value(c, true));
        return if own { 16 - v } else { v - 6 } + pure_terms(g, city, mine, own, true, bonuses);
    };
    let up = g.would_go_up(c);
    let mut w = match (own, up) {
        (true, true) => 6 + 2 * p,
        (false, true) => -6 - 2 * p,
        (true, false) => -2 * p,
        (false, false) => 2 * p,
    };
    let later = g.cities() - g.trick().len() - 1;
    let led_own = Side::of(Card::new(2, led)) == mine;
    if c.suit == led {
        let best = g.to_beat().map_or(0, |(_, v)| i32::from(v));
        let r = i32::from(c.rank);
        if up && led_own {
            // Support just above, leaving room for those after.
            w -= (r - best) / 2;
        } else if !up && !led_own {
            // Dodge with the highest card that still stays under.
            w += r / 4;
        } else if up && !led_own && later > 0 {
            // Forced over an enemy card: block high to protect the rest.
            w += r / 2;
        }
        // Beating a lead that nobody else has beaten keeps it face up.
        if up && g.to_beat().is_some_and(|(i, _)| i == 0) {
            let lead = g.trick()[0].1;
            w += if led_own { points(lead) } else { -points(lead) };
        }
    }
    w + pure_terms(g, city, mine, own, up, bonuses)
}

/// Pure Bonuses seen from `city`'s own wall: an enemy card face up spoils
/// a city pure in our colour; our own card killed moves it toward a
/// massacre, an enemy card killed away from one.
fn pure_terms(g: &TrickWalls, city: usize, mine: Side, own: bool, up: bool, on: bool) -> i32 {
    if !on || g.side_of_city(city) != mine {
        return 0;
    }
    let wall = g.wall(city);
    let all_mine = |face_up: bool| {
        wall.iter()
            .filter(|l| l.up == face_up)
            .all(|l| Side::of(l.card) == mine)
    };
    match (own, up) {
        (false, true) if all_mine(true) => -4,
        (true, false) if all_mine(false) => -3,
        (false, false) if all_mine(false) && wall.iter().any(|l| !l.up) => 3,
        _ => 0,
    }
}

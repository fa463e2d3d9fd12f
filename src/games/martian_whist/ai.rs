//! What the computer player knows of Martian Whist. The search is the
//! generic one (`crate::ai`); nothing is hidden, so its determinizations
//! are the position itself. This adds:
//!
//! - which moves a computer never makes: a step back (it builds the tree it
//!   means), and the second of two identical choices (a tree or pyramid the
//!   same as one earlier in the row), which would only split the search;
//! - the Casual player's rule of thumb: draft solid trees and high ranks,
//!   lead its strongest tree, follow with the cheapest tree that wins or
//!   else its weakest, and keep what scores best with what it has;
//! - the playout policy: the same rule of thumb, with some random moves;
//!   its trees are worked out from the stash counts (`completions`), so a
//!   playout step costs a few hundred operations, not a copy of the game.

use super::engine::{
    best_total, rank, resolve, Draft, Move, Phase, Tree, Whist, BUILD_ORDER, COLOURS, TREES,
};
use super::scoring::{colour_index, Counts};
use crate::ai::{chance, random_move, AiRng, Knowledge};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Seat;

/// How often a playout move is random rather than the policy's, so the
/// playouts still see what the policy would never do: often while
/// drafting, where the rule of thumb takes one narrow view of what a stash
/// needs, and seldom in the tricks, where it plays close to well and random
/// trees mostly make the search misjudge which tricks are safe. (Measured
/// with `examples/strength.rs`: Strong's outright wins against Casual over
/// the four option pairs rose from about 69% with 0.25 throughout to about
/// 78% with these.)
const DRAFT_NOISE: f64 = 0.25;
const TRICK_NOISE: f64 = 0.05;

impl Knowledge for Whist {
    fn considered(&self, mv: &Move) -> bool {
        match mv {
            Move::Back => false,
            Move::TakeTree(i) => {
                let trees = self.row_trees();
                let mine = trees.iter().find(|(j, _)| *j == usize::from(*i));
                !trees
                    .iter()
                    .any(|(j, t)| *j < usize::from(*i) && Some(t) == mine.map(|(_, t)| t))
            }
            Move::TakePiece(i) | Move::Give(i) => {
                let Some(layer) = self.layer() else {
                    return true;
                };
                let at = |j: usize| self.row().get(j).and_then(|t| t[layer.index()]);
                let me = at(usize::from(*i));
                !(0..usize::from(*i)).any(|j| at(j).is_some() && at(j) == me)
            }
            _ => true,
        }
    }

    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        let drafting = matches!(self.phase_kind(), Phase::Draft | Phase::Give);
        if chance(rng, if drafting { DRAFT_NOISE } else { TRICK_NOISE }) {
            return random_move(self, rng);
        }
        match self.phase_kind() {
            // Pieces are taken by rank, solids first; no passing in playouts.
            Phase::Draft | Phase::Give => draft_move(self, seat),
            Phase::Lead | Phase::Follow => build_move(self, seat),
            Phase::Keep => keep_move(self, seat),
            _ => random_move(self, rng),
        }
    }

    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        match self.phase_kind() {
            Phase::Draft | Phase::Give => draft_move(self, seat),
            Phase::Lead | Phase::Follow => build_move(self, seat),
            Phase::Keep => keep_move(self, seat),
            _ => random_move(self, rng),
        }
    }
}

/// How much a pyramid of colour `c` is worth in tricks: higher for better
/// ranks (0 for the worst).
fn strength(c: Colour, trump: Option<Colour>) -> i32 {
    6 - rank(c, trump) as i32
}

fn tree_strength(t: &Tree, trump: Option<Colour>) -> i32 {
    let solid = if t.is_solid() { 40 } else { 0 };
    solid
        + BUILD_ORDER
            .iter()
            .map(|&s| strength(t.colour(s), trump))
            .sum::<i32>()
}

/// Drafting: whole trees by strength (solids first); single pyramids by
/// rank, preferring colours the seat already holds (runs score). Never
/// passes. Giving: the passer gets the weakest pyramid.
fn draft_move(g: &Whist, seat: Seat) -> Move {
    let trump = g.trump();
    if g.options().draft == Draft::Trees {
        let best = g
            .row_trees()
            .into_iter()
            .max_by_key(|(i, t)| (tree_strength(t, trump), std::cmp::Reverse(*i)));
        return best.map_or(Move::Pass, |(i, _)| Move::TakeTree(i as u8));
    }
    let Some(layer) = g.layer() else {
        return Move::Pass;
    };
    let mine = g.stash_counts(seat);
    let held = |c: Colour| {
        colour_index(c).map_or(0, |ci| (0..3).map(|s| i32::from(mine[s][ci])).sum::<i32>())
    };
    let places = (0..TREES).filter_map(|i| g.row()[i][layer.index()].map(|c| (i, c)));
    if g.phase_kind() == Phase::Give {
        let worst = places.min_by_key(|&(i, c)| (strength(c, trump), i));
        return worst.map_or(Move::Pass, |(i, _)| Move::Give(i as u8));
    }
    let best = places.max_by_key(|&(i, c)| {
        (
            strength(c, trump) * 2 + held(c).min(2),
            std::cmp::Reverse(i),
        )
    });
    best.map_or(Move::Pass, |(i, _)| Move::TakePiece(i as u8))
}

/// Every complete tree the seat to act may still build from here: the
/// pieces placed so far, then any colours left in the stash for the rest,
/// keeping to the follow rule. Worked out from the counts rather than by
/// trying the moves, as the playouts call it at every step; in the order
/// the moves would give (each size best rank first), so ties go the same
/// way. `tests/martian_whist_ai.rs` checks it against the moves.
pub fn completions(g: &Whist) -> Vec<Tree> {
    let mut out = Vec::new();
    if !matches!(g.phase_kind(), Phase::Lead | Phase::Follow) {
        return out;
    }
    let n = g.stash_counts(g.turn());
    let placed = g.building();
    let led = g.must_follow();
    let ranking = g.ranking();
    let choices = |k: usize| -> Vec<Colour> {
        match placed.get(k) {
            Some(&c) => vec![c],
            None => ranking
                .iter()
                .copied()
                .filter(|&c| colour_index(c).is_some_and(|ci| n[BUILD_ORDER[k].index()][ci] > 0))
                .collect(),
        }
    };
    let (ls, ms, ss) = (choices(0), choices(1), choices(2));
    for &l in &ls {
        for &m in &ms {
            for &s in &ss {
                let t = Tree::new(l, m, s);
                if led.is_none_or(|led| t.shares_colour(&led)) {
                    out.push(t);
                }
            }
        }
    }
    out
}

/// The next step towards the tree the rule of thumb wants: lead the
/// strongest; follow with the weakest tree that wins, else the weakest.
fn build_move(g: &Whist, seat: Seat) -> Move {
    let Some(size) = g.next_size() else {
        return Move::Play;
    };
    let trump = g.trump();
    let trees = completions(g);
    let want = match g.led() {
        None => trees.iter().max_by_key(|t| tree_strength(t, trump)),
        Some(led) => {
            let wins = |t: &&Tree| resolve(g.leader(), &led, t, trump).winner == seat;
            trees
                .iter()
                .filter(wins)
                .min_by_key(|t| tree_strength(t, trump))
                .or_else(|| trees.iter().min_by_key(|t| tree_strength(t, trump)))
        }
    };
    match want {
        Some(t) => Move::Place(Pyramid::new(t.colour(size), size)),
        None => Move::Back,
    }
}

/// Keeping: the colour of the size due that makes the seat's kept pyramids
/// score best (ties to the better rank).
fn keep_move(g: &Whist, seat: Seat) -> Move {
    let (Some(size), Some((trick, chosen))) = (g.keep_size(), g.pending()) else {
        return Move::Play;
    };
    let mut base: Counts = *g.kept_counts(seat);
    for s in Size::ALL {
        if let Some(ci) = chosen[s.index()].and_then(colour_index) {
            base[s.index()][ci] += 1;
        }
    }
    let value = |c: Colour| {
        let mut n = base;
        if let Some(ci) = colour_index(c) {
            n[size.index()][ci] += 1;
        }
        (best_total(&n), strength(c, g.trump()))
    };
    let best = trick
        .trees
        .iter()
        .map(|t| t.colour(size))
        .max_by_key(|&c| value(c))
        .unwrap_or(COLOURS[0]);
    Move::Keep(Pyramid::new(best, size))
}

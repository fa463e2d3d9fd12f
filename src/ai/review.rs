//! The review of a finished game: each decision a person made, graded by
//! the chance of winning it gave away against the best move found, from
//! that person's view at that moment (issue 30).
//!
//! A grade takes two searches. The first is a hint's (`coach`): the
//! Strong player's search, which names the best move it finds. If the
//! person chose it, that is the grade. Otherwise a second, judging search
//! (`Search::judging`) weighs the two moves alone, each on the same sampled
//! worlds, so the chance lost is measured fairly: not read off the first
//! search, where the move it liked was tried far more often than the one
//! the person chose, and where its best is the luckiest of many estimates.

use super::{Knowledge, Search};
use crate::engine::{Actor, Match, Seat};

/// Units of iterations for each of a grading's two searches: a fixed
/// number, not a time, so a game's review is the same on every device.
/// At this many the Strong player's own moves are nearly all graded best
/// or good (`examples/calibration.rs grades`).
pub const REVIEW_ITERATIONS: u32 = 1_000;

/// How a decision is graded, by the chance of winning the game it gave
/// away against the best move found (`Grade::of`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Grade {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Grade {
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The upper bound of each grade's loss, in points of the chance of
    /// winning (the rules page prints them): Best up to 2, Good up to 5,
    /// Inaccuracy up to 10, Mistake up to 20, Blunder beyond.
    pub const BOUNDS: [f64; 4] = [0.02, 0.05, 0.10, 0.20];

    /// The grade of a move that loses `loss` (0 to 1) of the chance of
    /// winning against the best.
    pub fn of(loss: f64) -> Grade {
        let i = Self::BOUNDS
            .iter()
            .position(|&b| loss <= b)
            .unwrap_or(Self::BOUNDS.len());
        Self::ALL[i]
    }

    /// The `data-review-grade` value, and the catalogue's key for the word
    /// people read.
    pub fn id(self) -> &'static str {
        match self {
            Grade::Best => crate::en!("best"),
            Grade::Good => crate::en!("good"),
            Grade::Inaccuracy => crate::en!("inaccuracy"),
            Grade::Mistake => crate::en!("mistake"),
            Grade::Blunder => crate::en!("blunder"),
        }
    }
}

/// A graded decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Graded<M> {
    pub grade: Grade,
    /// The chance of winning given away, 0 to 1 (0 for the best move).
    pub loss: f64,
    /// The best move found (the chosen one when it was the best).
    pub best: M,
    /// The chance of winning after the best move, and after the chosen.
    pub best_chance: f64,
    pub chosen_chance: f64,
}

/// The grading of one decision, stepped like any search: `each` units of
/// iterations for the first search, as many for the judging one.
pub struct Grader<G: Knowledge> {
    chosen: G::Move,
    each: u32,
    seed: u64,
    first: Search<G>,
    judge: Option<Search<G>>,
    unjudged: bool,
}

impl<G: Knowledge> Grader<G> {
    /// The grading of `chosen` by `seat`, which must be the seat to act in
    /// `state`, from its view alone. `None` if it is not `seat`'s turn or
    /// `chosen` is not legal.
    pub fn new(state: &G, seat: Seat, chosen: G::Move, seed: u64, each: u32) -> Option<Self> {
        if state.to_act() != Actor::Seat(seat) || !state.legal_moves().contains(&chosen) {
            return None;
        }
        Some(Grader {
            first: super::coach::search_for(state, seat, seed)?,
            chosen,
            each: each.max(1),
            seed,
            judge: None,
            unjudged: false,
        })
    }

    /// Does `n` more units of iterations.
    pub fn run(&mut self, mut n: u32) {
        let first = self.each.saturating_sub(self.first.iterations()).min(n);
        if first > 0 {
            self.first.run(first);
            n -= first;
        }
        if n == 0 || self.first.iterations() < self.each {
            return;
        }
        if self.judge.is_none() {
            let best = self.first.best();
            if best == self.chosen {
                return;
            }
            let moves = vec![best, self.chosen.clone()];
            let seed = self.seed ^ 0x9e37_79b9_7f4a_7c15;
            self.judge = Search::judging(self.first.view().clone(), seed, moves);
            // Never expected (the first search had a seat to act), but a
            // grade must end: it then stands on the first search alone.
            self.unjudged = self.judge.is_none();
        }
        if let Some(judge) = &mut self.judge {
            judge.run(n.min(self.each.saturating_sub(judge.iterations())));
        }
    }

    /// Units of iterations done by both searches.
    pub fn iterations(&self) -> u32 {
        self.first.iterations() + self.judge.as_ref().map_or(0, Search::iterations)
    }

    /// Whether the grade is settled.
    pub fn done(&self) -> bool {
        if self.first.iterations() < self.each {
            return false;
        }
        match &self.judge {
            Some(j) => j.iterations() >= self.each,
            None => self.unjudged || self.first.best() == self.chosen,
        }
    }

    /// The grade as it stands: final once `done`.
    pub fn graded(&self) -> Graded<G::Move> {
        let hint = super::coach::read(&self.first);
        let Some(judge) = &self.judge else {
            return Graded {
                grade: Grade::Best,
                loss: 0.0,
                best_chance: hint.chance,
                chosen_chance: hint.chance,
                best: hint.best,
            };
        };
        let chances = judge.chances();
        let chance = |mv: &G::Move| chances.iter().find(|(m, ..)| m == mv).map(|&(_, _, c)| c);
        let best_chance = chance(&hint.best).unwrap_or(hint.chance);
        let chosen_chance = chance(&self.chosen).unwrap_or(best_chance);
        // The judge may find the chosen move as good or better: then it
        // was a best move too.
        let loss = (best_chance - chosen_chance).max(0.0);
        Graded {
            grade: Grade::of(loss),
            loss,
            best: hint.best,
            best_chance,
            chosen_chance,
        }
    }
}

/// Grades `chosen` by `seat` in `state` with `each` units of iterations
/// for each search, with no clock (tests, tools).
pub fn grade<G: Knowledge>(
    state: &G,
    seat: Seat,
    chosen: G::Move,
    seed: u64,
    each: u32,
) -> Option<Graded<G::Move>> {
    let mut grader = Grader::new(state, seat, chosen, seed, each)?;
    while !grader.done() {
        grader.run(each);
    }
    Some(grader.graded())
}

/// Whether a decision is worth grading: a person's choice among more than
/// one move a player makes (not a forced move, not the table's own move).
pub fn gradable<G: Knowledge>(state: &G, chosen: &G::Move) -> bool {
    state.considered(chosen) && state.legal_moves().len() > 1
}

/// The decisions a review grades in `m`: each move a person made among
/// more than one a player makes, as its index and its maker.
pub fn plan<G: Knowledge>(m: &Match<G>) -> Vec<(usize, Seat)> {
    let people = m.human_seats();
    let Ok(mut replay) = Match::<G>::new(
        m.record.seats.clone(),
        m.record.options.clone(),
        m.record.seed,
    ) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, mv) in m.record.moves.iter().enumerate() {
        if let Actor::Seat(seat) = replay.state.to_act() {
            if people.contains(&seat) && gradable(&replay.state, mv) {
                out.push((i, seat));
            }
        }
        if replay.play(mv.clone()).is_err() {
            break;
        }
    }
    out
}

/// The grading of move `at` of `m`, from its maker's view then, with the
/// review's budget (`REVIEW_ITERATIONS` for each search).
pub fn grader<G: Knowledge>(m: &Match<G>, at: usize) -> Option<Grader<G>> {
    let chosen = m.record.moves.get(at)?.clone();
    let mut record = m.record.clone();
    record.moves.truncate(at);
    let before = Match::<G>::from_record(record).ok()?;
    let Actor::Seat(seat) = before.state.to_act() else {
        return None;
    };
    let seed = before.computer_seed();
    Grader::new(&before.state, seat, chosen, seed, REVIEW_ITERATIONS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grades_follow_their_bounds() {
        assert_eq!(Grade::of(0.0), Grade::Best);
        assert_eq!(Grade::of(0.02), Grade::Best);
        assert_eq!(Grade::of(0.03), Grade::Good);
        assert_eq!(Grade::of(0.07), Grade::Inaccuracy);
        assert_eq!(Grade::of(0.15), Grade::Mistake);
        assert_eq!(Grade::of(0.5), Grade::Blunder);
    }
}

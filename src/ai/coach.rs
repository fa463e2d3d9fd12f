//! The coach: a hint is the Strong player's search run for a person's seat,
//! from that seat's view alone, read for its best move and the chances of
//! winning the game after it and after the next best.
//!
//! The search is the one every computer player uses (`Search`); a hint adds
//! only that it weighs a lone move too (so even a forced move gets a
//! chance) and that it reads the root's chances of winning
//! (`Search::chances`) rather than just the move.

use super::{Knowledge, Search};
use crate::engine::{Actor, Seat};

/// What the coach suggests for one decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    /// The move the search would play (its most visited).
    pub best: M,
    /// The seat's estimated chance of winning the game after `best`, 0 to
    /// 1 (for partners, their team's).
    pub chance: f64,
    /// The same after the next best move (the next most visited), if the
    /// seat has another move the search tried.
    pub alternative: Option<f64>,
    /// Iterations searched, in units of a player's budget.
    pub iterations: u32,
}

/// The search behind a hint for `seat`, which must be the seat to act in
/// `state`: it is given `seat`'s view and nothing else of `state`, so the
/// hint cannot depend on what that seat cannot see. `None` if `seat` is
/// not to act.
pub fn search_for<G: Knowledge>(state: &G, seat: Seat, seed: u64) -> Option<Search<G>> {
    if state.to_act() != Actor::Seat(seat) {
        return None;
    }
    Search::new(state.view(Some(seat)), seed).map(Search::coaching)
}

/// The hint a search gives as it stands (at any point of its budget).
pub fn read<G: Knowledge>(search: &Search<G>) -> Hint<G::Move> {
    let best = search.best();
    let chances = search.chances();
    let chance = chances
        .iter()
        .find(|(mv, ..)| *mv == best)
        .map_or(0.5, |&(_, _, c)| c);
    let alternative = chances
        .iter()
        .find(|(mv, ..)| *mv != best)
        .map(|&(_, _, c)| c);
    Hint {
        best,
        chance,
        alternative,
        iterations: search.iterations(),
    }
}

/// A hint for `seat` in `state` after `iterations` (budget units), with no
/// clock, so the same position and seed always give the same hint (tests,
/// tools). The browser steps the search in its worker instead.
pub fn hint<G: Knowledge>(
    state: &G,
    seat: Seat,
    seed: u64,
    iterations: u32,
) -> Option<Hint<G::Move>> {
    let mut search = search_for(state, seat, seed)?;
    search.run(iterations);
    Some(read(&search))
}

/// A chance of winning as people read it: a whole percentage, never quite
/// 0 or 100 while the game is open (a search's estimate is not a proof).
pub fn percent(chance: f64) -> u32 {
    ((chance.clamp(0.0, 1.0) * 100.0).round() as u32).clamp(1, 99)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_stay_short_of_certainty() {
        assert_eq!(percent(0.0), 1);
        assert_eq!(percent(0.644), 64);
        assert_eq!(percent(1.0), 99);
        assert_eq!(percent(f64::NAN.max(0.5)), 50);
    }
}

//! The game-independent core: the `Game` trait every game implements, the
//! pieces they share, the seeded generator, and the match record that saving,
//! undo and share links are built on. Nothing here (or in `crate::games`)
//! imports Yew or web-sys, so it runs natively under `cargo test` and inside a
//! computer player's search exactly as it does in the browser.

pub mod cards;
/// Test support (random play, the benchmarks' duel): native builds only.
#[cfg(not(target_arch = "wasm32"))]
pub mod check;
pub mod codec;
pub mod lang;
pub mod link;
pub mod picture;
pub mod pieces;
pub mod record;
pub mod rng;
pub mod words;

use serde::{de::DeserializeOwned, Serialize};
use std::fmt;

pub use record::{Match, MatchRecord, SeatKind, SeatSetup};
pub use rng::Pcg32;
pub use words::Say;

/// Sorts a short list stably by `key`. What games sort is a hand, a trick
/// or a few seats: an insertion sort is as quick at that length, and it
/// compiles to a few dozen bytes, where the standard library's stable sort
/// is a sizeable routine for each type sorted (`sort_by_key` at today's
/// call sites: 13.9 KB gzip more, measured for issue 29).
pub fn sort_small_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && key(&v[j - 1]) > key(&v[j]) {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Seats are numbered 0..n-1 clockwise; "left" is the next seat.
pub type Seat = usize;

/// Who must act next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    /// That seat chooses one of `legal_moves()`.
    Seat(Seat),
    /// A random event is due: `sample_chance()` picks its outcome, which is
    /// then applied (and recorded) like any move.
    Chance,
    /// The game is over; `outcome()` is `Some`.
    Over,
}

/// What the home page and setup screen show about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable id used in saves, links and the DOM contract.
    pub id: &'static str,
    /// The version of this game's rules as the engine plays them: raised
    /// when a fix could make a recorded match replay differently, so only
    /// that game's older saves are refused (and offered afresh).
    pub version: u32,
    pub name: &'static str,
    pub pitch: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    pub default_players: usize,
    pub designer: &'static str,
    pub licence: &'static str,
    /// The home page tile's picture: pieces as a rules picture writes
    /// them (`picture::token`), from left to right.
    pub art: &'static str,
}

/// Why options (or a player count) cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SetupError {}

/// Final result: one score per seat (money, points...), the place each
/// seat finished in (0 = first; tied seats share a place), and each seat's
/// team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub places: Vec<usize>,
    /// Each seat's team: seats with the same number play as partners and
    /// win or lose together (Trick Walls), so a team's win is one win, not
    /// a share for each partner. Where every seat plays for itself, every
    /// seat is a team of its own (its own number).
    pub teams: Vec<usize>,
}

impl Outcome {
    /// Places from scores, higher is better, ties share a place; every seat
    /// plays for itself.
    pub fn from_scores(scores: Vec<i64>) -> Self {
        let places = scores
            .iter()
            .map(|s| scores.iter().filter(|t| *t > s).count())
            .collect();
        let teams = (0..scores.len()).collect();
        Outcome {
            scores,
            places,
            teams,
        }
    }

    /// The same result with seats in teams (`teams[seat]`, any numbers);
    /// partners share their team's score.
    pub fn with_teams(self, teams: Vec<usize>) -> Self {
        debug_assert_eq!(teams.len(), self.scores.len(), "a team for each seat");
        Outcome { teams, ..self }
    }

    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len())
            .filter(|&s| self.places[s] == 0)
            .collect()
    }

    /// The teams, each as its seats, in the order of their first seat.
    pub fn team_seats(&self) -> Vec<Vec<Seat>> {
        let mut out: Vec<(usize, Vec<Seat>)> = Vec::new();
        for (s, &t) in self.teams.iter().enumerate() {
            match out.iter_mut().find(|(id, _)| *id == t) {
                Some((_, seats)) => seats.push(s),
                None => out.push((t, vec![s])),
            }
        }
        out.into_iter().map(|(_, seats)| seats).collect()
    }
}

/// One game's rules. A state is built from options and a seed, and changes
/// only through `apply`; replaying the same moves from the same start gives the
/// same state, which is what saves, undo and links rely on.
pub trait Game: Clone + fmt::Debug + PartialEq + Sized + 'static {
    type Options: Clone + fmt::Debug + PartialEq + Default + Serialize + DeserializeOwned;
    /// A seat's decision or a chance outcome.
    type Move: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one seat may know. Computer players get only this.
    type View: Clone + fmt::Debug + PartialEq;
    type Error: Clone + fmt::Debug + PartialEq + fmt::Display;
    /// What a move did, for the log, as data (who drew what, who took the
    /// trick, how a round was scored). The rules hold no sentences: each
    /// game's `Say` words its events, so the log can be read in any
    /// language and a saved game's log is rebuilt from its moves.
    type Event: Clone + fmt::Debug + PartialEq;

    const INFO: GameInfo;
    /// Whether any seat holds things others may not see (hands, screens).
    /// Only then does a shared device need a hand-off screen.
    const HAS_PRIVATE: bool;

    /// Checks options for a player count; `new` refuses what this refuses.
    fn validate(players: usize, options: &Self::Options) -> Result<(), SetupError>;
    /// The starting state. Any randomness of setup comes from `seed`.
    fn new(players: usize, options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    fn players(&self) -> usize;
    fn to_act(&self) -> Actor;
    /// The moves open to the seat to act; empty at chance or when over.
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// At `Actor::Chance`: draws the random event's outcome.
    fn sample_chance(&self, rng: &mut Pcg32) -> Self::Move;
    /// Applies a move of the seat to act, or a chance outcome. An illegal move
    /// returns an error and leaves the state as it was.
    fn apply(&mut self, mv: &Self::Move) -> Result<(), Self::Error>;
    /// What `seat` may know; `None` is an onlooker's view (public only).
    fn view(&self, seat: Option<Seat>) -> Self::View;
    fn outcome(&self) -> Option<Outcome>;
    /// The engine's phase name, shown as `data-phase`.
    fn phase(&self) -> &'static str;
    /// How many hands (deals, rounds; for a game of one hand, its tricks)
    /// have begun: a replay steps from one to the next. Never goes down.
    fn hands_begun(&self) -> usize {
        0
    }

    /// A state the view's seat cannot tell apart from the real one: what is
    /// hidden from it sampled at random, uniformly among the arrangements
    /// consistent with everything it has seen (voids shown, pieces seen).
    /// It takes the view alone, so nothing of the true hidden state can leak
    /// into it. Computer players search over these. The state may leave out
    /// what play does not need (the score sheet of past hands), and the
    /// `rand` generator is the player's own: replays never depend on it.
    fn determinize<R: rand::Rng + ?Sized>(view: &Self::View, rng: &mut R) -> Self;
    /// `apply` for a move known to be legal (taken from `legal_moves` or
    /// `sample_chance`), for a search's many simulated moves. A game may skip
    /// its checks here; the default checks anyway.
    fn apply_unchecked(&mut self, mv: &Self::Move) {
        let applied = self.apply(mv);
        debug_assert!(applied.is_ok(), "unchecked move refused: {mv:?}");
    }

    /// The stable DOM id of a move (`draw:large`, `play:QS`, `pass`).
    fn move_id(mv: &Self::Move) -> String;
    /// The log's events for `mv` applied to `self`, giving `after`.
    fn events(&self, mv: &Self::Move, after: &Self) -> Vec<Self::Event>;
}

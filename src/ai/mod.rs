//! Computer players. One search serves every game: information-set Monte
//! Carlo tree search over the `Game` trait (`search.rs`). A game adds
//! knowledge through `Knowledge` (a playout policy, an evaluation where a
//! playout may stop early), never a search of its own. A player is a value,
//! a level and a budget, that any game can be given.
//!
//! Nothing here imports Yew or web-sys: the same code runs in the browser,
//! in the tests and in the benchmarks. It reads no clock either; whoever runs
//! a search steps it and decides when time is up (`decide` natively, the
//! play screen in the browser).

pub mod coach;
pub mod deal;
pub mod review;
pub mod search;

use crate::engine::{Game, Outcome, Seat};
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

pub use search::Search;

/// The players' own generator (from `rand`): fast, seedable, and never part
/// of a replay, since every chance outcome is a recorded move.
pub type AiRng = rand::rngs::SmallRng;

pub fn ai_rng(seed: u64) -> AiRng {
    AiRng::seed_from_u64(seed)
}

/// True with probability `p` (0 to 1), drawing as `Rng::random_bool` does,
/// so the same generator gives the same answers. Not `random_bool` itself:
/// its panic message for a `p` out of range formats a float, and that
/// alone brings float formatting into the download (9.2 KB gzip, measured
/// for issue 29).
pub fn chance(rng: &mut AiRng, p: f64) -> bool {
    // 2^64: `p` as a fraction of the u64 range, as `Bernoulli` scales it.
    const SCALE: f64 = 18_446_744_073_709_551_616.0;
    p >= 1.0 || rng.random::<u64>() < (p * SCALE) as u64
}

/// How well a computer seat plays; chosen per seat at setup and kept in the
/// match record (by the lowercase name `id` also gives).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Quick and beatable: the game's own rule of thumb, no search.
    Casual,
    /// Searches its information set within a budget.
    #[default]
    Strong,
    /// The same search with a few times Strong's budget, for people who
    /// beat Strong.
    Expert,
}

impl Level {
    /// In order of strength; links write a level as its place here, so
    /// new levels go at the end.
    pub const ALL: [Level; 3] = [Level::Casual, Level::Strong, Level::Expert];

    pub fn id(self) -> &'static str {
        match self {
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Casual => "Casual",
            Level::Strong => "Strong",
            Level::Expert => "Expert",
        }
    }

    /// The next level round (Casual, Strong, Expert, Casual...), for the
    /// setup screen's button.
    pub fn next(self) -> Level {
        match self {
            Level::Casual => Level::Strong,
            Level::Strong => Level::Expert,
            Level::Expert => Level::Casual,
        }
    }

    /// What records made before levels existed played against: the
    /// hand-written players, which are today's Casual.
    pub fn legacy() -> Level {
        Level::Casual
    }
}

/// How much a search may do for one decision: it stops at whichever limit
/// comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u32,
    /// Wall time in milliseconds; 0 means no limit but the iterations.
    pub millis: u32,
}

/// A computer player: a level and what it may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Player {
    pub level: Level,
    pub budget: Budget,
}

/// The wall time of a Strong decision. On the reference device (a
/// mid-range tablet: Chromium with the CPU throttled 4x), where the search
/// runs at full speed in a Web Worker, this is what stops it.
pub const STRONG_MILLIS: u32 = 900;
/// The iterations of a Strong decision: a ceiling above the 1,700 to
/// 15,000 the reference device reaches in `STRONG_MILLIS` (games differ
/// ninefold; see the note on issue 28), so that time binds there. A faster
/// device stops here first, sooner and no stronger than measured: in
/// Martian 12s from about 1.5 times the reference's speed, in the other
/// games from 2.5 times or more.
pub const STRONG_ITERATIONS: u32 = 24_000;
/// Expert: four times Strong's iterations, and four times its time so
/// that it reaches them where time binds (3.6 s on the reference device).
pub const EXPERT_MILLIS: u32 = 4 * STRONG_MILLIS;
pub const EXPERT_ITERATIONS: u32 = 4 * STRONG_ITERATIONS;

impl Player {
    pub const fn casual() -> Player {
        Player {
            level: Level::Casual,
            budget: Budget {
                iterations: 0,
                millis: 0,
            },
        }
    }

    pub const fn strong() -> Player {
        Player {
            level: Level::Strong,
            budget: Budget {
                iterations: STRONG_ITERATIONS,
                millis: STRONG_MILLIS,
            },
        }
    }

    pub const fn expert() -> Player {
        Player {
            level: Level::Expert,
            budget: Budget {
                iterations: EXPERT_ITERATIONS,
                millis: EXPERT_MILLIS,
            },
        }
    }

    pub fn of(level: Level) -> Player {
        match level {
            Level::Casual => Player::casual(),
            Level::Strong => Player::strong(),
            Level::Expert => Player::expert(),
        }
    }

    /// The same level with another budget (benchmarks, tests).
    pub fn with_budget(self, iterations: u32, millis: u32) -> Player {
        Player {
            budget: Budget { iterations, millis },
            ..self
        }
    }
}

/// What a game teaches the search. Every method has a default, so a new game
/// gets a working Strong player with `impl Knowledge for MyGame {}`.
pub trait Knowledge: Game {
    /// Iterations of the search for each iteration of a player's budget:
    /// for a game whose knowledge settles most decisions before any search
    /// (`shortlist`) and whose playouts are cheap, so the few decisions
    /// left to the search can look further in no more time. Counting in
    /// these units keeps every budget, progress bar and time check as it
    /// is. Default: 1.
    const SEARCH_SCALE: u32 = 1;

    /// Whether a computer player ever makes this legal move. Some moves are
    /// the table's to make rather than a player's (ending a game of 12s).
    /// Default: every move.
    fn considered(&self, mv: &Self::Move) -> bool {
        let _ = mv;
        true
    }

    /// The move a simulated player makes in a playout. It sees the whole
    /// determinized state but should read only what `seat` could know, or
    /// the search learns to expect opponents who see through cards.
    /// Default: a legal move at random.
    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Self::Move {
        let _ = seat;
        random_move(self, rng)
    }

    /// The Casual player's move, on a determinization of its view.
    /// Default: the playout policy.
    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Self::Move {
        self.playout_move(seat, rng)
    }

    /// Where a playout may stop before the end of the game (the end of a
    /// hand or a round), with each seat's value in 0..=1 on the scale of
    /// `utility`. `start` is the view the search began from. Default: play
    /// to the end.
    fn cutoff(&self, start: &Self::View) -> Option<Vec<f64>> {
        let _ = start;
        None
    }

    /// The moves worth weighing for `seat`, the seat to act, at the root
    /// of its search, where the game's knowledge can rule out more than
    /// `considered` cheaply could at every node: read only from what the
    /// seat can see, computed once a decision. One move is played at once.
    /// Default: none (the `candidates`).
    fn shortlist(&self, seat: Seat) -> Option<Vec<Self::Move>> {
        let _ = seat;
        None
    }

    /// Each seat's value of a finished game, on the scale of `utility`,
    /// where places are not what the game's players play for hand by hand
    /// (Mah Jongg's money). Default: `utility`, by places.
    fn final_value(&self, start: &Self::View, out: &Outcome) -> Vec<f64> {
        let _ = start;
        utility(out)
    }

    /// Each seat's chance of winning the game (for partners, their team's)
    /// where a playout stopped early (`cutoff`): what a hint reports. Only
    /// asked of a game not over. Default: none (the search then reports
    /// the seat's value).
    fn win_chances(&self, start: &Self::View) -> Option<Vec<f64>> {
        let _ = start;
        None
    }
}

/// A seat's share of the win in a finished game: 1 for a win alone (or
/// with partners), split between teams level in first place, 0 otherwise.
pub fn win_share(out: &Outcome, seat: Seat) -> f64 {
    if out.places.get(seat) != Some(&0) {
        return 0.0;
    }
    let teams = out.team_seats();
    let first = teams.iter().filter(|t| out.places[t[0]] == 0).count();
    1.0 / first.max(1) as f64
}

/// Each score's chance of being the highest at the end, with `spread` as
/// in `estimate`: a softmax of the scores (a Gumbel stand-in for normal
/// noise). With no spread left, first place shared among the level.
pub fn win_chances(scores: &[f64], spread: f64) -> Vec<f64> {
    let top = scores.iter().copied().fold(f64::MIN, f64::max);
    if spread <= 1e-9 {
        let first = scores.iter().filter(|&&s| s >= top).count().max(1) as f64;
        return scores
            .iter()
            .map(|&s| if s >= top { 1.0 / first } else { 0.0 })
            .collect();
    }
    let (weights, sum) = softmax(scores, spread);
    weights.iter().map(|w| w / sum).collect()
}

/// The scores' softmax weights at `spread`, and their sum.
fn softmax(scores: &[f64], spread: f64) -> (Vec<f64>, f64) {
    let t = spread * 0.55;
    let top = scores.iter().copied().fold(f64::MIN, f64::max);
    let weights: Vec<f64> = scores.iter().map(|&s| ((s - top) / t).exp()).collect();
    let sum: f64 = weights.iter().sum();
    (weights, sum)
}

/// The legal moves a computer player weighs (all of them if the game
/// would rule every one out).
pub fn candidates<G: Knowledge>(g: &G) -> Vec<G::Move> {
    let mut legal = g.legal_moves();
    if legal.iter().all(|m| g.considered(m)) {
        return legal;
    }
    let all = legal.clone();
    legal.retain(|m| g.considered(m));
    if legal.is_empty() {
        all
    } else {
        legal
    }
}

/// One of the `candidates`, chosen uniformly. The seat to act always has a
/// legal move (the random-play check makes sure of it).
pub fn random_move<G: Knowledge>(g: &G, rng: &mut AiRng) -> G::Move {
    let mut moves = candidates(g);
    let i = rng.random_range(0..moves.len());
    moves.swap_remove(i)
}

/// A playout move: `policy`'s, but with chance `noise` a random candidate
/// instead, so playouts from one position do not all run alike.
pub fn noisy<G: Knowledge>(
    g: &G,
    rng: &mut AiRng,
    noise: f64,
    policy: impl FnOnce(&mut AiRng) -> G::Move,
) -> G::Move {
    if chance(rng, noise) {
        random_move(g, rng)
    } else {
        policy(rng)
    }
}

/// How much weight the search gives to winning outright; the rest goes to
/// finishing as high as possible, so a seat that cannot win still plays for
/// second place rather than at random.
const WIN_WEIGHT: f64 = 0.85;

/// Each seat's value of a finished game: a share of first place (ties split
/// it) and a little for each seat finished above. Partners (`Outcome::teams`)
/// count as one: their team's win is a whole win for each of them, and it
/// is teams, not seats, that finish above one another.
pub fn utility(out: &Outcome) -> Vec<f64> {
    let teams = out.team_seats();
    let n = teams.len();
    // Partners share their team's score and place: its first seat's.
    let score = |team: &[Seat]| out.scores[team[0]];
    let first = |team: &[Seat]| out.places[team[0]] == 0;
    let winners = teams.iter().filter(|t| first(t)).count().max(1) as f64;
    let mut values = vec![0.0; out.scores.len()];
    for team in &teams {
        let s = score(team);
        let win = if first(team) { 1.0 / winners } else { 0.0 };
        let below = teams.iter().filter(|t| score(t) < s).count() as f64;
        let level = teams.iter().filter(|t| score(t) == s).count() - 1;
        let beaten = below + 0.5 * level as f64;
        let v = WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * beaten / (n.max(2) - 1) as f64;
        for &seat in team {
            values[seat] = v;
        }
    }
    values
}

/// An estimate of `utility` while the game is still open: scores now, and
/// `spread`, how far one seat's score may yet move relative to the others
/// (about a standard deviation of what is left to play). Win chances are a
/// softmax of the scores (a Gumbel stand-in for normal noise), places come
/// from pairwise logistic chances. With no spread left it is `utility`.
pub fn estimate(scores: &[f64], spread: f64) -> Vec<f64> {
    let n = scores.len();
    if spread <= 1e-9 {
        let out = Outcome::from_scores(
            scores
                .iter()
                .map(|&s| (s * 1000.0).round() as i64)
                .collect(),
        );
        return utility(&out);
    }
    let (weights, sum) = softmax(scores, spread);
    (0..n)
        .map(|i| {
            let beaten: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| 1.0 / (1.0 + ((scores[j] - scores[i]) / (spread * 0.6)).exp()))
                .sum();
            WIN_WEIGHT * weights[i] / sum + (1.0 - WIN_WEIGHT) * beaten / (n.max(2) - 1) as f64
        })
        .collect()
}

/// Whose decision a view is for, when a search needs it.
fn seat_to_act<G: Game>(g: &G) -> Option<Seat> {
    match g.to_act() {
        crate::engine::Actor::Seat(s) => Some(s),
        _ => None,
    }
}

/// A Casual decision: the game's rule of thumb on one determinization.
pub fn casual<G: Knowledge>(view: &G::View, seed: u64) -> Option<G::Move> {
    let mut rng = ai_rng(seed);
    let g = G::determinize(view, &mut rng);
    let seat = seat_to_act(&g)?;
    Some(g.casual_move(seat, &mut rng))
}

/// One decision run to its budget on this thread, timed with the system
/// clock: for tests, benchmarks and anything native. The browser steps a
/// `Search` itself so the page keeps painting.
#[cfg(not(target_arch = "wasm32"))]
pub fn decide<G: Knowledge>(player: &Player, view: &G::View, seed: u64) -> Option<G::Move> {
    if player.level == Level::Casual {
        return casual::<G>(view, seed);
    }
    let start = std::time::Instant::now();
    let mut search = Search::<G>::new(view.clone(), seed)?;
    let budget = player.budget;
    while !search.done(budget.iterations) {
        search.run(64.min(budget.iterations - search.iterations()));
        if budget.millis > 0 && start.elapsed().as_millis() >= u128::from(budget.millis) {
            break;
        }
    }
    Some(search.best())
}

/// The move of the computer seat to act in `m`, if one is, decided at its
/// level on this thread (tests and tools; the browser steps the search).
#[cfg(not(target_arch = "wasm32"))]
pub fn computer_move<G: Knowledge>(m: &crate::engine::Match<G>) -> Option<G::Move> {
    let (seat, level) = m.computer_to_act()?;
    decide::<G>(
        &Player::of(level),
        &m.state.view(Some(seat)),
        m.computer_seed(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_win_as_one_team() {
        // Seats 2 and 3 beat seats 0 and 1: a whole win for each winner,
        // nothing for the losers.
        let out = Outcome::from_scores(vec![2, 2, 6, 6]).with_teams(vec![0, 0, 1, 1]);
        assert_eq!(utility(&out), [0.0, 0.0, 1.0, 1.0]);
        // A draw between teams: half each.
        let out = Outcome::from_scores(vec![4, 4, 4, 4]).with_teams(vec![0, 0, 1, 1]);
        assert_eq!(utility(&out), [0.5; 4]);
    }

    #[test]
    fn seats_alone_share_first_place_and_rank_below_it() {
        let v = utility(&Outcome::from_scores(vec![5, 9, 9, 1]));
        let third = (1.0 - WIN_WEIGHT) / 3.0;
        let first = WIN_WEIGHT / 2.0 + (1.0 - WIN_WEIGHT) * 2.5 / 3.0;
        let expect = [third, first, first, 0.0];
        for (got, want) in v.iter().zip(expect) {
            assert!((got - want).abs() < 1e-12, "{v:?}");
        }
    }
}

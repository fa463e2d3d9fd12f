//! Random play and fuzzing at scale (issue 34): the random-play check of
//! `check_game` over many seeded games on every core, and the link and save
//! fuzzers over many inputs, each failure kept with what reproduces it.
//! `examples/soak.rs` runs it at full size; `tests/soak.rs` runs a slice.
//!
//! Work is handed out in small chunks from a shared counter, so threads
//! that finish early take more. A failure is a panic: where panics unwind
//! (tests, debug builds) it is caught, reported and the run goes on; where
//! they abort (the release profile), the panic hook can still name the
//! game and seed the thread was on (`current`) before the process ends.

use super::{check_game, current_step, game_seed, Checked, Coverage};
use std::cell::Cell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// One failure and what reproduces it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The game's id, or the fuzzer's name.
    pub what: &'static str,
    /// The game's seed (`check_game`), or the fuzz chunk's.
    pub seed: u64,
    /// The move the game had reached (for a fuzz chunk, none).
    pub step: Option<usize>,
    pub message: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.step {
            Some(step) => write!(
                f,
                "{} seed {} move {}: {}",
                self.what, self.seed, step, self.message
            ),
            None => write!(
                f,
                "{} chunk seed {}: {}",
                self.what, self.seed, self.message
            ),
        }
    }
}

/// A fuzzer's chunk: given the chunk's seed and how many inputs, feeds
/// them and returns how many opened.
pub type FuzzChunk = fn(u64, usize) -> usize;

/// A soak of one game.
#[derive(Clone, Debug, Default)]
pub struct GameRun {
    pub game: &'static str,
    pub coverage: Coverage,
    pub seconds: f64,
    pub failures: Vec<Failure>,
}

impl GameRun {
    pub fn games_per_second(&self) -> f64 {
        self.coverage.games as f64 / self.seconds.max(1e-9)
    }
}

/// A fuzzing run.
#[derive(Clone, Debug, Default)]
pub struct FuzzRun {
    pub what: &'static str,
    pub inputs: usize,
    /// Inputs that opened (the rest were refused with a message).
    pub opened: usize,
    pub seconds: f64,
    pub failures: Vec<Failure>,
}

thread_local! {
    static CURRENT: Cell<Option<(&'static str, u64)>> = const { Cell::new(None) };
}

/// The game (or fuzzer) and seed this thread is working on, and the move
/// its check has reached: for a panic hook to report before an abort.
pub fn current() -> Option<(&'static str, u64, usize)> {
    CURRENT
        .with(Cell::get)
        .map(|(what, seed)| (what, seed, current_step()))
}

/// Threads to use: every core the machine reports.
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The message of a caught panic.
fn message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

/// Runs `work(index)` for every index below `count` on `threads` threads,
/// `chunk` indices at a time, and gathers each thread's result.
fn spread<T: Send>(
    count: usize,
    threads: usize,
    chunk: usize,
    make: impl Fn() -> T + Sync,
    work: impl Fn(&mut T, usize) + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let out = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut mine = make();
                loop {
                    let start = next.fetch_add(chunk, Ordering::Relaxed);
                    if start >= count {
                        break;
                    }
                    for i in start..(start + chunk).min(count) {
                        work(&mut mine, i);
                    }
                }
                out.lock().unwrap_or_else(|e| e.into_inner()).push(mine);
            });
        }
    });
    out.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// Plays `games` games of `G` through the random-play check (game `i` is
/// `check_game` of `game_seed(seed, i)`) on `threads` threads.
pub fn games<G: Checked>(games: usize, seed: u64, threads: usize) -> GameRun {
    let id = G::INFO.id;
    let start = Instant::now();
    let parts = spread(
        games,
        threads,
        8,
        || (Coverage::default(), Vec::new()),
        |(cov, failures): &mut (Coverage, Vec<Failure>), i| {
            let seed = game_seed(seed, i);
            CURRENT.with(|c| c.set(Some((id, seed))));
            let mut one = Coverage::default();
            match catch_unwind(AssertUnwindSafe(|| check_game::<G>(seed, &mut one))) {
                Ok(()) => cov.merge(&one),
                Err(payload) => failures.push(Failure {
                    what: id,
                    seed,
                    step: Some(current_step()),
                    message: message(&*payload),
                }),
            }
            CURRENT.with(|c| c.set(None));
        },
    );
    let mut run = GameRun {
        game: id,
        ..GameRun::default()
    };
    for (cov, failures) in parts {
        run.coverage.merge(&cov);
        run.failures.extend(failures);
    }
    run.failures.sort_by_key(|f| f.seed);
    run.seconds = start.elapsed().as_secs_f64();
    run
}

/// Feeds `inputs` fuzzed inputs to `chunk_fn(chunk seed, inputs)` in chunks
/// of `per_chunk` on `threads` threads; `chunk_fn` returns how many opened.
/// Chunk `k` is seeded `game_seed(seed, k)`, so a failing chunk replays
/// alone.
pub fn fuzz(
    what: &'static str,
    inputs: usize,
    seed: u64,
    threads: usize,
    per_chunk: usize,
    chunk_fn: FuzzChunk,
) -> FuzzRun {
    let start = Instant::now();
    let chunks = inputs.div_ceil(per_chunk.max(1));
    let parts = spread(
        chunks,
        threads,
        4,
        || (0usize, 0usize, Vec::new()),
        |(fed, opened, failures): &mut (usize, usize, Vec<Failure>), k| {
            let seed = game_seed(seed, k);
            let n = per_chunk.min(inputs - k * per_chunk);
            CURRENT.with(|c| c.set(Some((what, seed))));
            match catch_unwind(|| chunk_fn(seed, n)) {
                Ok(o) => *opened += o,
                Err(payload) => failures.push(Failure {
                    what,
                    seed,
                    step: None,
                    message: message(&*payload),
                }),
            }
            *fed += n;
            CURRENT.with(|c| c.set(None));
        },
    );
    let mut run = FuzzRun {
        what,
        ..FuzzRun::default()
    };
    for (fed, opened, failures) in parts {
        run.inputs += fed;
        run.opened += opened;
        run.failures.extend(failures);
    }
    run.failures.sort_by_key(|f| f.seed);
    run.seconds = start.elapsed().as_secs_f64();
    run
}

//! Random play and fuzzing at scale (issue 34): seeded random games of
//! every game through the random-play check (every seat count and option
//! the game's `random_setup` draws; a sampled share of decisions made by
//! the Casual and the Strong player, see `engine::check`), then fuzzed
//! links and saves, on every core. Prints games per second per game,
//! inputs fuzzed, and each failure with the game, seed and move that
//! reproduce it. `cargo test` runs a slice of it (`tests/soak.rs`).
//!
//!     nice -n 10 cargo run --release --example soak -- [--games N]
//!         [--fuzz N] [--seed S] [--threads T] [--only GAME-ID]
//!     cargo run --release --example soak -- --replay GAME-ID SEED
//!
//! Defaults: 100,000 games of each game, 1,000,000 links and 1,000,000
//! saves, seed 34, every core. The release profile aborts on a panic, so
//! there the first failure ends the run, after the panic hook has named
//! the game, seed and move; under `cargo test` failures are gathered.

use martian_parlour::engine::check::{check_game, soak, Coverage};
use martian_parlour::engine::Game;
use martian_parlour::for_each_game;
use martian_parlour::games::{fuzz_links_chunk, fuzz_saves_chunk, FUZZ_CHUNK};
use std::process::ExitCode;

struct Args {
    games: usize,
    fuzz: usize,
    seed: u64,
    threads: usize,
    only: Option<String>,
    replay: Option<(String, u64)>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        games: 100_000,
        fuzz: 1_000_000,
        seed: 34,
        threads: soak::cores(),
        only: None,
        replay: None,
    };
    let mut it = std::env::args().skip(1);
    let num = |v: Option<String>, name: &str| -> Result<u64, String> {
        v.and_then(|v| v.replace('_', "").parse().ok())
            .ok_or(format!("{name} needs a number"))
    };
    while let Some(flag) = it.next() {
        match flag.as_str() {
            "--games" => a.games = num(it.next(), "--games")? as usize,
            "--fuzz" => a.fuzz = num(it.next(), "--fuzz")? as usize,
            "--seed" => a.seed = num(it.next(), "--seed")?,
            "--threads" => a.threads = num(it.next(), "--threads")?.max(1) as usize,
            "--only" => a.only = Some(it.next().ok_or("--only needs a game id")?),
            "--replay" => {
                let game = it.next().ok_or("--replay needs a game id and a seed")?;
                a.replay = Some((game, num(it.next(), "--replay")?));
            }
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(a)
}

fn main() -> ExitCode {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("soak: {e}");
            return ExitCode::FAILURE;
        }
    };
    // Name what failed before the release profile aborts.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if let Some((what, seed, step)) = soak::current() {
            eprintln!(
                "FAILURE {what} seed {seed} move {step}: replay with \
                 `cargo run --release --example soak -- --replay {what} {seed}`"
            );
        }
        default_hook(info);
    }));

    if let Some((game, seed)) = &a.replay {
        let mut cov = Coverage::default();
        let mut found = false;
        macro_rules! replay {
            ($($g:ty),*) => { $( if <$g as Game>::INFO.id == game {
                found = true;
                check_game::<$g>(*seed, &mut cov);
            } )* };
        }
        for_each_game!(replay);
        if !found {
            eprintln!("soak: no game {game}");
            return ExitCode::FAILURE;
        }
        println!("{game} seed {seed}: passed, {cov:?}");
        return ExitCode::SUCCESS;
    }

    println!(
        "soak: {} games of each game, {} links and {} saves fuzzed, seed {}, {} threads{}",
        a.games,
        a.fuzz,
        a.fuzz,
        a.seed,
        a.threads,
        if cfg!(panic = "abort") {
            " (panics abort: the first failure ends the run)"
        } else {
            ""
        }
    );
    let mut failures = Vec::new();
    macro_rules! run {
        ($($g:ty),*) => { $(
            let id = <$g as Game>::INFO.id;
            if a.only.as_deref().is_none_or(|o| o == id) {
                let r = soak::games::<$g>(a.games, a.seed, a.threads);
                let c = &r.coverage;
                println!(
                    "{:<18} {:>7} games {:>8.1} s {:>8.1} games/s  {:>11} moves  {:>7} Casual and {:>7} Strong decisions  {} failures",
                    id, c.games, r.seconds, r.games_per_second(), c.moves,
                    c.casual_moves, c.strong_moves, r.failures.len()
                );
                failures.extend(r.failures);
            }
        )* };
    }
    for_each_game!(run);
    if a.fuzz > 0 && a.only.is_none() {
        let fuzzers: [(&'static str, soak::FuzzChunk); 2] =
            [("links", fuzz_links_chunk), ("saves", fuzz_saves_chunk)];
        for (what, chunk) in fuzzers {
            let r = soak::fuzz(what, a.fuzz, a.seed, a.threads, FUZZ_CHUNK, chunk);
            println!(
                "{:<18} {:>7} inputs {:>7.1} s {:>8.0} inputs/s  {} opened, the rest refused with a message  {} failures",
                what,
                r.inputs,
                r.seconds,
                r.inputs as f64 / r.seconds.max(1e-9),
                r.opened,
                r.failures.len()
            );
            failures.extend(r.failures);
        }
    }
    if failures.is_empty() {
        println!("failures: none");
        ExitCode::SUCCESS
    } else {
        println!("failures: {}", failures.len());
        for f in &failures {
            println!("  {f}");
        }
        ExitCode::FAILURE
    }
}

//! How strong the computer players are (a benchmark, not a timed test): many
//! seeded games per table, each seat played by a given player from its own
//! view. Prints each side's share of first places (a tie for first counts as
//! a share; partners in a team, as `Outcome::teams` gives them, win once, as
//! a team) with its 95% interval, think time per decision natively, and the
//! searches' iterations a second.
//!
//!     cargo run --release --example strength -- GAME TABLE [GAMES] [MS]
//!
//! Strong searches as many iterations a decision as it reaches in the
//! browser on the reference device (`browser_strong_iterations`); Expert
//! its multiple of that. `ITERS=N` in the environment gives Strong N
//! instead; `EXPERT_RATIO=N` gives Expert N times Strong's iterations
//! instead of the product's 4, to see what more search buys; `FIRST=N`
//! plays games N.. instead of 0.., to add games to a table already run;
//! `THREADS=N` plays on N threads (default: every core).
//!
//! GAME: `12s`, `trickery` (4 players), `whist` (2 players, the draft
//! and keeping options taken in turn from deal to deal), `walls` (Trick
//! Walls, 4 players in two teams) or `mahjongg` (Martian Mah Jongg, 4
//! players, one round; the score columns give each side's money a hand).
//! Sides "alternate" seat by seat, or team by team in Trick Walls (a team
//! of one side against a team of the other, swapped on the same deals).
//! TABLE:
//! - `casual`: one Strong seat against three Casual (the Strong seat moves
//!   round the table from game to game);
//! - `pairs`: Strong against Casual, alternating (for Whist: one against
//!   one, swapping seats on the same draw); `teams` is the same table;
//! - `expert`: Expert against Strong, alternating;
//! - `plain`: Strong against plain determinized Monte Carlo players
//!   (below), alternating, every seat given MS milliseconds of its thread's
//!   CPU time a decision (default 20); `plain-cut`: the same, the plain players stopping their
//!   playouts where the search does and using the game's evaluation;
//! - `speed`: Strong's think time only, over a few games against Casual.
//!
//! Games are played in groups with the same deals and the seats rotated
//! (duplicate play: 4 for `casual`, 2 otherwise), on every core; seeds are
//! fixed, so a table's figures repeat (but for `plain`, whose budgets are in
//! time).

use martian_parlour::ai::{self, candidates, AiRng, Knowledge, Level, Player, Search};
use martian_parlour::engine::check::{duel, Thinking};
use martian_parlour::engine::{Actor, Game, Pcg32};
use martian_parlour::games::martian_12s::Twelves;
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::engine::{Draft, Keeping};
use martian_parlour::games::martian_whist::{Options as WhistOptions, Whist};
use martian_parlour::games::trick_walls::TrickWalls;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Seat {
    Ai(Player),
    /// Plain Monte Carlo: milliseconds a decision, and whether it uses the
    /// game's cut-off.
    Plain(u32, bool),
}

impl Seat {
    fn label(self) -> &'static str {
        match self {
            Seat::Ai(p) => p.level.name(),
            Seat::Plain(_, false) => "Plain MC",
            Seat::Plain(_, true) => "Plain MC + cut-off",
        }
    }
}

/// The yardstick: plain determinized Monte Carlo. For each of its moves in
/// turn it samples a determinization of its view and plays random legal
/// moves to the end of the game, scored by the result, until its time is
/// up; it plays the move with the best average. No tree, no playout policy,
/// no evaluation. With `cut` it stops playouts where the search does and
/// uses the game's evaluation there (a stronger yardstick, reported beside).
fn plain_mc<G: Knowledge>(view: &G::View, seed: u64, millis: u32, cut: bool) -> G::Move {
    let mut rng: AiRng = ai::ai_rng(seed);
    let first = G::determinize(view, &mut rng);
    let Actor::Seat(me) = first.to_act() else {
        panic!("plain player asked with no seat to act");
    };
    let moves = candidates(&first);
    if moves.len() == 1 {
        return moves[0].clone();
    }
    let mut sums = vec![0.0f64; moves.len()];
    let mut counts = vec![0u32; moves.len()];
    let start = cpu_time();
    let limit = Duration::from_millis(u64::from(millis));
    'outer: loop {
        for (i, mv) in moves.iter().enumerate() {
            let mut g = G::determinize(view, &mut rng);
            g.apply_unchecked(mv);
            let values = loop {
                if let Some(out) = g.outcome() {
                    break ai::utility(&out);
                }
                if let Some(v) = g.cutoff(view).filter(|_| cut) {
                    break v;
                }
                let mv = match g.to_act() {
                    Actor::Chance => {
                        use rand::Rng;
                        g.sample_chance(&mut Pcg32::new(rng.random(), 0))
                    }
                    _ => ai::random_move(&g, &mut rng),
                };
                g.apply_unchecked(&mv);
            };
            sums[i] += values[me];
            counts[i] += 1;
            if cpu_time() - start >= limit {
                break 'outer;
            }
        }
    }
    let best = (0..moves.len())
        .max_by(|&a, &b| {
            let va = sums[a] / f64::from(counts[a].max(1));
            let vb = sums[b] / f64::from(counts[b].max(1));
            va.total_cmp(&vb)
        })
        .unwrap_or(0);
    moves[best].clone()
}

/// The CPU time this thread has used. Budgets in time (the `plain` tables)
/// and iterations a second are counted in it, so other work on a shared
/// machine changes how long a table takes, not what each player may do.
#[cfg(target_os = "linux")]
fn cpu_time() -> Duration {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    assert!(ok, "the thread's CPU clock");
    Duration::new(t.sec as u64, t.nsec as u32)
}

/// Elsewhere, wall time.
#[cfg(not(target_os = "linux"))]
fn cpu_time() -> Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

thread_local! {
    /// Iterations and time of the searches this thread ran since it last
    /// looked (decisions with more than one move only).
    static SEARCHED: std::cell::Cell<(u64, Duration)> = const { std::cell::Cell::new((0, Duration::ZERO)) };
}

fn decide<G: Knowledge>(seat: Seat, view: &G::View, seed: u64) -> G::Move {
    match seat {
        Seat::Ai(p) if p.level != Level::Casual => {
            // `ai::decide`, counting the iterations it runs, its time
            // the thread's CPU time.
            let start = cpu_time();
            let mut search = Search::<G>::new(view.clone(), seed).expect("a seat to act");
            let b = p.budget;
            while !search.done(b.iterations) {
                search.run(64.min(b.iterations - search.iterations()));
                if b.millis > 0 && (cpu_time() - start).as_millis() >= u128::from(b.millis) {
                    break;
                }
            }
            let n = u64::from(search.iterations());
            if n > 0 {
                SEARCHED.with(|c| {
                    let (i, t) = c.get();
                    c.set((i + n, t + (cpu_time() - start)));
                });
            }
            search.best()
        }
        Seat::Ai(p) => ai::decide::<G>(&p, view, seed).expect("a seat to act"),
        Seat::Plain(ms, cut) => plain_mc::<G>(view, seed, ms, cut),
    }
}

/// One side's final scores: its seats' average in each game, summed and
/// squared, for the average a game and its interval.
#[derive(Default)]
struct Scores {
    games: u32,
    mean_sum: f64,
    mean_squares: f64,
}

#[derive(Default)]
struct Tally {
    /// Per side label: first-place shares, games, outright wins (first
    /// place not shared) and shared first places.
    wins: Vec<(&'static str, f64, u32, u32, u32)>,
    think: Vec<(&'static str, Thinking)>,
    /// Per side label: its seats' final scores.
    scores: Vec<(&'static str, Scores)>,
    /// Hands played over all games (`Game::hands_begun`).
    hands: u64,
    /// Iterations and time of all searches (of decisions with a choice).
    searched: (u64, Duration),
}

/// A number set in the environment (`ITERS=3000`), if it is set and reads
/// as one.
fn setting<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn run<G: Knowledge>(
    games: u64,
    group: u64,
    start: impl Fn(u64) -> G + Sync,
    seats: impl Fn(u64) -> Vec<Seat> + Sync,
) -> Tally {
    let tally = Arc::new(Mutex::new(Tally::default()));
    // `FIRST=N` plays games N.. instead of 0..; a multiple of the group
    // keeps each group's deal and rotation whole.
    let first: u64 = setting("FIRST").unwrap_or(0);
    let next = AtomicU64::new(first);
    // `THREADS=1` for iterations a second without a second search
    // competing for the memory bus.
    let threads = setting("THREADS")
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, |n| n.get()));
    let done = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::Relaxed);
                if seed >= first + games {
                    break;
                }
                let who = seats(seed);
                // Games come in groups with the same deals and draws (the
                // same setup and chance stream) and the seats rotated, so
                // luck of the cards cancels out (duplicate play).
                let deal = seed / group;
                let (end, think) = duel(start(deal), &mut Pcg32::new(deal, 4321), |v, s, k| {
                    decide::<G>(who[s], v, k)
                });
                let out = end.outcome().expect("the game ends");
                let searched = SEARCHED.with(|c| c.replace((0, Duration::ZERO)));
                let mut t = tally.lock().expect("tally");
                t.searched.0 += searched.0;
                t.searched.1 += searched.1;
                t.hands += end.hands_begun() as u64;
                let mut sides: Vec<&'static str> = who.iter().map(|s| s.label()).collect();
                sides.sort();
                sides.dedup();
                for &side in &sides {
                    let ours: Vec<i64> = (0..who.len())
                        .filter(|&s| who[s].label() == side)
                        .map(|s| out.scores[s])
                        .collect();
                    let mean = ours.iter().sum::<i64>() as f64 / ours.len() as f64;
                    if t.scores.iter().all(|w| w.0 != side) {
                        t.scores.push((side, Scores::default()));
                    }
                    let w = &mut t.scores.iter_mut().find(|w| w.0 == side).expect("added").1;
                    w.games += 1;
                    w.mean_sum += mean;
                    w.mean_squares += mean * mean;
                }
                // Each side's share of first place this game: first place
                // split among the teams holding it, a team's part among its
                // seats (partners win once, as a team).
                let teams = out.team_seats();
                let winners = teams.iter().filter(|t| out.places[t[0]] == 0).count() as f64;
                for side in sides {
                    let share: f64 = teams
                        .iter()
                        .filter(|t| out.places[t[0]] == 0)
                        .map(|t| {
                            let ours = t.iter().filter(|&&s| who[s].label() == side).count();
                            ours as f64 / t.len() as f64 / winners
                        })
                        .sum();
                    let outright = u32::from(share > 0.0 && winners == 1.0);
                    let shared = u32::from(share > 0.0 && winners > 1.0);
                    match t.wins.iter_mut().find(|w| w.0 == side) {
                        Some(w) => {
                            w.1 += share;
                            w.2 += 1;
                            w.3 += outright;
                            w.4 += shared;
                        }
                        None => t.wins.push((side, share, 1, outright, shared)),
                    }
                }
                for (s, th) in think.iter().enumerate() {
                    let side = who[s].label();
                    match t.think.iter_mut().find(|w| w.0 == side) {
                        Some(w) => {
                            w.1.total += th.total;
                            w.1.worst = w.1.worst.max(th.worst);
                            w.1.decisions += th.decisions;
                        }
                        None => t.think.push((side, *th)),
                    }
                }
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if n.is_multiple_of(100) {
                    eprintln!("  {n} games");
                }
            });
        }
    });
    Arc::try_unwrap(tally)
        .ok()
        .expect("threads done")
        .into_inner()
        .expect("tally")
}

fn report(title: &str, games: u64, t: &Tally, fair: &[(&str, f64)]) {
    println!("\n{title} ({games} games)");
    println!("| side | first places | 95% interval | fair share | outright wins | shared firsts |");
    println!("|---|---|---|---|---|---|");
    for (side, share, n, outright, shared) in &t.wins {
        let p = share / f64::from(*n);
        let half = 1.96 * (p * (1.0 - p) / f64::from(*n)).sqrt();
        let f = fair.iter().find(|x| x.0 == *side).map_or(0.0, |x| x.1);
        println!(
            "| {side} | {:.1}% | {:.1}% to {:.1}% | {:.0}% | {:.1}% | {:.1}% |",
            100.0 * p,
            100.0 * (p - half).max(0.0),
            100.0 * (p + half).min(1.0),
            100.0 * f,
            100.0 * f64::from(*outright) / f64::from(*n),
            100.0 * f64::from(*shared) / f64::from(*n),
        );
    }
    // Scores per seat: for a game of money (Mah Jongg) what a seat of
    // that side gains a game and a hand on average.
    let hands_per_game = t.hands as f64 / games.max(1) as f64;
    println!(
        "| side | average final score a seat | 95% interval | a hand ({hands_per_game:.2} hands a game) |"
    );
    println!("|---|---|---|---|");
    for (side, w) in &t.scores {
        // The interval of the side's average a game, from the spread of
        // its seats' average game by game (duplicate deals make it wide
        // rather than narrow: the luck they cancel is still counted).
        let n = f64::from(w.games.max(1));
        let mean = w.mean_sum / n;
        let var = (w.mean_squares / n - mean * mean).max(0.0) * n / (n - 1.0).max(1.0);
        let half = 1.96 * (var / n).sqrt();
        let hands = hands_per_game.max(1.0);
        println!(
            "| {side} | {mean:.2} | {:.2} to {:.2} | {:.2} ({:.2} to {:.2}) |",
            mean - half,
            mean + half,
            mean / hands,
            (mean - half) / hands,
            (mean + half) / hands,
        );
    }
    println!("| side | decisions | average think | worst think |");
    println!("|---|---|---|---|");
    for (side, th) in &t.think {
        println!(
            "| {side} | {} | {:.2} ms | {:.1} ms |",
            th.decisions,
            th.total.as_secs_f64() * 1000.0 / f64::from(th.decisions.max(1)),
            th.worst.as_secs_f64() * 1000.0
        );
    }
    let (iterations, time) = t.searched;
    if iterations > 0 {
        println!(
            "searches: {iterations} iterations in {:.1} s of CPU, {:.0} a second (budget units; all searching sides)",
            time.as_secs_f64(),
            iterations as f64 / time.as_secs_f64().max(1e-9)
        );
    }
}

/// `a` and `b` in alternate teams (alternate seats where every seat plays
/// for itself), swapped from one game to the next. `teams` gives each seat's
/// team, numbered from 0 in seat order.
fn alternating(teams: &[usize], seed: u64, a: Seat, b: Seat) -> Vec<Seat> {
    teams
        .iter()
        .map(|&t| {
            if (t as u64 + seed).is_multiple_of(2) {
                a
            } else {
                b
            }
        })
        .collect()
}

/// The iterations a Strong decision reaches in its 900 ms in the browser
/// on the reference device (CPU throttled 4x, the search at full speed in
/// a Web Worker), per game, so that the native tables play the Strong
/// people meet. Measured as the same searches' rate in the app's wasm
/// (release profile) under Node, in CPU time, divided by 4, less 5% for
/// the worker's start; Trickery's (10,500 a second) matches what the
/// sliced search reached at 4x, 8,600 to 9,500 a second of wall time with
/// gaps between slices. See the note on issue 28.
fn browser_strong_iterations(game: &str) -> u32 {
    match game {
        "12s" => 15_000,
        "trickery" => 9_000,
        "whist" => 6_000,
        "walls" => 9_000,
        "mahjongg" => 1_700,
        _ => ai::STRONG_ITERATIONS,
    }
}

fn table<G: Knowledge>(
    name: &str,
    table: &str,
    games: u64,
    ms: u32,
    teams: &[usize],
    iterations: u32,
    new: impl Fn(u64) -> G + Sync,
) {
    // `ITERS` sets Strong's iterations a decision, to see what more (or
    // less) search would buy; the default is what the browser reaches.
    let iterations = setting("ITERS").unwrap_or(iterations);
    let strong = Seat::Ai(Player::strong().with_budget(iterations, 0));
    // Expert: the product's ratio to Strong, in iterations (or
    // `EXPERT_RATIO`'s).
    let ratio = setting("EXPERT_RATIO").unwrap_or(ai::EXPERT_ITERATIONS / ai::STRONG_ITERATIONS);
    let expert = Seat::Ai(Player::expert().with_budget(iterations * ratio, 0));
    let casual = Seat::Ai(Player::casual());
    let players = teams.len();
    let group = players as u64;
    let fair = |a: &'static str, b: &'static str| [(a, 0.5), (b, 0.5)];
    println!("Strong: {iterations} iterations a decision");
    match table {
        "casual" | "speed" => {
            let t = run(games, group, new, |seed| {
                (0..players)
                    .map(|s| {
                        if s as u64 == seed % group {
                            strong
                        } else {
                            casual
                        }
                    })
                    .collect()
            });
            report(
                &format!("{name}: one Strong against the rest Casual"),
                games,
                &t,
                &[
                    ("Strong", 1.0 / group as f64),
                    ("Casual", 1.0 - 1.0 / group as f64),
                ],
            );
        }
        // In a game of teams (Trick Walls) a team of Strong against a
        // team of Casual, swapped on the same deals: `teams` is the old
        // name of that table.
        "pairs" | "teams" => {
            let t = run(games, 2, new, |seed| {
                alternating(teams, seed, strong, casual)
            });
            report(
                &format!("{name}: Strong against Casual, alternate seats (or teams)"),
                games,
                &t,
                &fair("Strong", "Casual"),
            );
        }
        "expert" => {
            let t = run(games, 2, new, |seed| {
                alternating(teams, seed, expert, strong)
            });
            report(
                &format!(
                    "{name}: Expert ({} iterations) against Strong, alternate seats (or teams)",
                    iterations * ratio
                ),
                games,
                &t,
                &fair("Expert", "Strong"),
            );
        }
        "plain" | "plain-cut" => {
            let cut = table == "plain-cut";
            let timed = Seat::Ai(Player::strong().with_budget(u32::MAX, ms));
            let t = run(games, 2, new, |seed| {
                alternating(teams, seed, timed, Seat::Plain(ms, cut))
            });
            report(
                &format!(
                    "{name}: Strong against plain Monte Carlo, alternate seats (or teams), {ms} ms of CPU a decision each"
                ),
                games,
                &t,
                &[("Strong", 0.5), ("Plain MC", 0.5), ("Plain MC + cut-off", 0.5)],
            );
        }
        other => {
            panic!("no table {other:?}: casual, pairs, teams, expert, plain, plain-cut or speed")
        }
    }
}

/// Every seat its own team.
fn solo(players: usize) -> Vec<usize> {
    (0..players).collect()
}

/// Trick Walls' partners, as its results give them (`Outcome::teams`): a
/// game to its end with every seat Casual, read once.
fn walls_teams() -> Vec<usize> {
    let start = TrickWalls::new(4, &Default::default(), 0).expect("valid");
    let (end, _) = duel(start, &mut Pcg32::new(0, 1), |v, _, k| {
        ai::casual::<TrickWalls>(v, k).expect("a seat to act")
    });
    end.outcome().expect("the game ends").teams
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("trickery", String::as_str);
    let which = args.get(1).map_or("casual", String::as_str);
    let default_games = if which == "speed" { 40 } else { 1000 };
    let games: u64 = args
        .get(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(default_games);
    let ms: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(20);
    match game {
        "12s" => table::<Twelves>(
            "Martian 12s, 4 players, 10 rounds",
            which,
            games,
            ms,
            &solo(4),
            browser_strong_iterations(game),
            |_| Twelves::new(4, &Default::default(), 0).expect("valid"),
        ),
        "trickery" => table::<Trickery>(
            "Martian Trickery, 4 players",
            which,
            games,
            ms,
            &solo(4),
            browser_strong_iterations(game),
            |seed| Trickery::new(4, &Default::default(), seed).expect("valid"),
        ),
        "whist" => table::<Whist>(
            "Martian Whist, 2 players, the draft and keeping options in turn",
            which,
            games,
            ms,
            &solo(2),
            browser_strong_iterations(game),
            |deal| {
                // `OPTIONS=0..3` fixes the options (draft, then keeping).
                let i = setting("OPTIONS").unwrap_or(deal);
                let options = WhistOptions {
                    draft: Draft::ALL[(i % 2) as usize],
                    keeping: Keeping::ALL[(i / 2 % 2) as usize],
                };
                Whist::new(2, &options, deal).expect("valid")
            },
        ),
        "walls" => table::<TrickWalls>(
            "Trick Walls, 4 players, Pure Bonuses",
            which,
            games,
            ms,
            &walls_teams(),
            browser_strong_iterations(game),
            |deal| TrickWalls::new(4, &Default::default(), deal).expect("valid"),
        ),
        "mahjongg" => table::<MahJongg>(
            "Martian Mah Jongg, 4 players, one round, full scoring",
            which,
            games,
            ms,
            &solo(4),
            browser_strong_iterations(game),
            |_| MahJongg::new(4, &Default::default(), 0).expect("valid"),
        ),
        other => panic!("no game {other:?}: 12s, trickery, whist, walls or mahjongg"),
    }
}

//! How strong the computer players are (a benchmark, not a timed test): many
//! seeded games per table, each seat played by a given player from its own
//! view. Prints each side's share of first places (a tie for first counts as
//! a share) with its 95% interval, and think time per decision natively.
//!
//!     cargo run --release --example strength -- GAME TABLE [GAMES] [MS]
//!
//! `ITERS=N` in the environment gives Strong N iterations a decision.
//!
//! GAME: `12s`, `trickery` (4 players), `whist` (2 players, the draft
//! and keeping options taken in turn from deal to deal), `walls` (Trick
//! Walls, 4 players) or `mahjongg` (Martian Mah Jongg, 4 players, one
//! round; the score columns give each side's money a hand). TABLE:
//! - `casual`: one Strong seat against three Casual (the Strong seat moves
//!   round the table from game to game);
//! - `pairs`: two Strong against two Casual, seats alternating (for Whist:
//!   one against one, swapping seats on the same draw);
//! - `teams`: for Trick Walls, a team of two Strong against a team of two
//!   Casual, the teams swapped on the same deals;
//! - `plain`: two Strong against two plain determinized Monte Carlo players
//!   (below), seats alternating, every seat given MS milliseconds a decision
//!   (default 20); `plain-cut`: the same, the plain players stopping their
//!   playouts where the search does and using the game's evaluation;
//! - `speed`: Strong's think time only, over a few games against Casual.
//!
//! Games are played in groups with the same deals and the seats rotated
//! (duplicate play: 4 for `casual`, 2 otherwise), on every core; seeds are fixed, so a table's figures
//! repeat (but for `plain`, whose budgets are in time).

use martian_parlour::ai::{self, candidates, AiRng, Knowledge, Level, Player};
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
use std::time::{Duration, Instant};

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
            Seat::Ai(p) if p.level == Level::Strong => "Strong",
            Seat::Ai(_) => "Casual",
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
    let start = Instant::now();
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
            if start.elapsed() >= limit {
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

fn decide<G: Knowledge>(seat: Seat, view: &G::View, seed: u64) -> G::Move {
    match seat {
        Seat::Ai(p) => ai::decide::<G>(&p, view, seed).expect("a seat to act"),
        Seat::Plain(ms, cut) => plain_mc::<G>(view, seed, ms, cut),
    }
}

#[derive(Default)]
struct Tally {
    /// Per side label: first-place shares, games, outright wins (first
    /// place not shared) and shared first places.
    wins: Vec<(&'static str, f64, u32, u32, u32)>,
    think: Vec<(&'static str, Thinking)>,
    /// Per side label: final scores summed over its seats, seat-games.
    scores: Vec<(&'static str, i64, u32)>,
    /// Hands played over all games (`Game::hands_begun`).
    hands: u64,
}

fn run<G: Knowledge>(
    games: u64,
    group: u64,
    start: impl Fn(u64) -> G + Sync,
    seats: impl Fn(u64) -> Vec<Seat> + Sync,
) -> Tally {
    let tally = Arc::new(Mutex::new(Tally::default()));
    let next = AtomicU64::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let done = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let seed = next.fetch_add(1, Ordering::Relaxed);
                if seed >= games {
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
                let winners = out.winners().len() as f64;
                let mut t = tally.lock().expect("tally");
                t.hands += end.hands_begun() as u64;
                for (s, score) in out.scores.iter().enumerate() {
                    let side = who[s].label();
                    match t.scores.iter_mut().find(|w| w.0 == side) {
                        Some(w) => {
                            w.1 += score;
                            w.2 += 1;
                        }
                        None => t.scores.push((side, *score, 1)),
                    }
                }
                // Each side's share of first place this game, once per side.
                let mut sides: Vec<&'static str> = who.iter().map(|s| s.label()).collect();
                sides.dedup();
                sides.sort();
                sides.dedup();
                for side in sides {
                    let firsts = (0..who.len())
                        .filter(|&s| who[s].label() == side && out.places[s] == 0)
                        .count();
                    let share = firsts as f64 / winners;
                    let outright = u32::from(firsts > 0 && winners == 1.0);
                    let shared = u32::from(firsts > 0 && winners > 1.0);
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
    println!("| side | average final score a seat | a hand ({hands_per_game:.2} hands a game) |");
    println!("|---|---|---|");
    for (side, total, n) in &t.scores {
        let per_game = *total as f64 / f64::from((*n).max(1));
        println!(
            "| {side} | {per_game:.2} | {:.2} |",
            per_game / hands_per_game.max(1.0)
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
}

/// `a` and `b` in alternate seats, swapped from one game to the next.
fn alternating(players: usize, seed: u64, a: Seat, b: Seat) -> Vec<Seat> {
    (0..players)
        .map(|s| {
            if (s as u64 + seed).is_multiple_of(2) {
                a
            } else {
                b
            }
        })
        .collect()
}

fn table<G: Knowledge>(
    name: &str,
    table: &str,
    games: u64,
    ms: u32,
    new: impl Fn(u64) -> G + Sync,
) {
    // `ITERS` sets Strong's iterations a decision, to see what more (or
    // less) search would buy; the product's budget is the default.
    let strong = match std::env::var("ITERS").ok().and_then(|v| v.parse().ok()) {
        Some(n) => Seat::Ai(Player::strong().with_budget(n, 0)),
        None => Seat::Ai(Player::strong()),
    };
    let casual = Seat::Ai(Player::casual());
    let players = new(0).players();
    let group = players as u64;
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
        "pairs" => {
            let t = run(games, 2, new, |seed| {
                alternating(players, seed, strong, casual)
            });
            report(
                &format!("{name}: two Strong against two Casual, seats alternating"),
                games,
                &t,
                &[("Strong", 0.5), ("Casual", 0.5)],
            );
        }
        "teams" => {
            // Trick Walls' teams: the first half of the seats against the
            // second, Strong on one side and Casual on the other, swapped
            // on the same deals from one game to the next.
            let t = run(games, 2, new, |seed| {
                (0..players)
                    .map(|s| {
                        if (s < players / 2) == seed.is_multiple_of(2) {
                            strong
                        } else {
                            casual
                        }
                    })
                    .collect()
            });
            report(
                &format!("{name}: a team of Strong against a team of Casual, swapped on each deal"),
                games,
                &t,
                &[("Strong", 0.5), ("Casual", 0.5)],
            );
        }
        "plain" | "plain-cut" => {
            let cut = table == "plain-cut";
            let timed = Seat::Ai(Player::strong().with_budget(u32::MAX, ms));
            let t = run(games, 2, new, |seed| {
                alternating(players, seed, timed, Seat::Plain(ms, cut))
            });
            report(
                &format!(
                    "{name}: two Strong against two plain Monte Carlo, {ms} ms a decision each"
                ),
                games,
                &t,
                &[("Strong", 0.5), ("Plain MC", 0.5)],
            );
        }
        other => panic!("no table {other:?}: casual, pairs, teams, plain, plain-cut or speed"),
    }
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
            |_| Twelves::new(4, &Default::default(), 0).expect("valid"),
        ),
        "trickery" => table::<Trickery>("Martian Trickery, 4 players", which, games, ms, |seed| {
            Trickery::new(4, &Default::default(), seed).expect("valid")
        }),
        "whist" => table::<Whist>(
            "Martian Whist, 2 players, the draft and keeping options in turn",
            which,
            games,
            ms,
            |deal| {
                // `OPTIONS=0..3` fixes the options (draft, then keeping).
                let i = std::env::var("OPTIONS")
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(deal);
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
            |deal| TrickWalls::new(4, &Default::default(), deal).expect("valid"),
        ),
        "mahjongg" => table::<MahJongg>(
            "Martian Mah Jongg, 4 players, one round, full scoring",
            which,
            games,
            ms,
            |_| MahJongg::new(4, &Default::default(), 0).expect("valid"),
        ),
        other => panic!("no game {other:?}: 12s, trickery, whist, walls or mahjongg"),
    }
}

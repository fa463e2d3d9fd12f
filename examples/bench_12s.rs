//! How well the Martian 12s computer player does, over many seeded games:
//! one computer seat against rule-of-thumb seats, and against random-legal
//! seats. Reports its average money at the end (everyone starts with 20),
//! its win rate, and the time per decision.
//!
//!     cargo run --release --example bench_12s [games]

use martian_parlour::engine::{Actor, Game, Pcg32};
use martian_parlour::games::martian_12s::bot::rule_of_thumb;
use martian_parlour::games::martian_12s::{Move, Options, Twelves};
use std::time::{Duration, Instant};

#[derive(Clone, Copy)]
enum Rivals {
    RuleOfThumb,
    Random,
}

fn play(seed: u64, players: usize, rivals: Rivals, time: &mut (Duration, u32)) -> (u32, bool) {
    let options = Options {
        rounds: 10,
        ..Options::default()
    };
    let mut g = Twelves::new(players, &options, seed).unwrap();
    let mut rng = Pcg32::new(seed, 77);
    let hero = (seed as usize) % players;
    loop {
        let mv = match g.to_act() {
            Actor::Over => break,
            Actor::Chance => g.sample_chance(&mut rng),
            Actor::Seat(s) if s == hero => {
                let t = Instant::now();
                let mv = Twelves::bot_move(&g.view(Some(s)), s, &mut rng);
                time.0 += t.elapsed();
                time.1 += 1;
                mv
            }
            Actor::Seat(s) => match rivals {
                Rivals::RuleOfThumb => rule_of_thumb(&g, s, &mut rng),
                Rivals::Random => {
                    let legal: Vec<Move> = g
                        .legal_moves()
                        .into_iter()
                        .filter(|m| *m != Move::EndGame)
                        .collect();
                    legal[rng.index(legal.len())]
                }
            },
        };
        g.apply(&mv).unwrap();
    }
    let out = g.outcome().unwrap();
    (g.money(hero), out.places[hero] == 0)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    for (label, rivals) in [
        ("rule-of-thumb", Rivals::RuleOfThumb),
        ("random-legal", Rivals::Random),
    ] {
        for players in [2, 4] {
            let mut time = (Duration::ZERO, 0);
            let (mut money, mut wins) = (0u64, 0u64);
            for seed in 0..games {
                let (m, w) = play(seed, players, rivals, &mut time);
                money += u64::from(m);
                wins += u64::from(w);
            }
            println!(
                "{players} players, 1 computer vs {label}: average money {:.2} (start 20), first place {:.1}% (fair share {:.1}%), {:.2} ms per decision over {} decisions",
                money as f64 / games as f64,
                100.0 * wins as f64 / games as f64,
                100.0 / players as f64,
                time.0.as_secs_f64() * 1000.0 / f64::from(time.1.max(1)),
                time.1
            );
        }
    }
}

//! How well the Martian 12s computer player does, over many seeded games:
//! one computer seat against rule-of-thumb seats, and against random-legal
//! seats. Reports its average money at the end (everyone starts with 20),
//! its win rate, and the time per decision.
//!
//!     cargo run --release --example bench_12s [games]

use martian_parlour::engine::check::duel;
use martian_parlour::engine::{Game, Pcg32};
use martian_parlour::games::martian_12s::bot::rule_of_thumb;
use martian_parlour::games::martian_12s::{Move, Options, Twelves};
use std::time::Duration;

#[derive(Clone, Copy)]
enum Rivals {
    RuleOfThumb,
    Random,
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let options = Options {
        rounds: 10,
        ..Options::default()
    };
    for (label, rivals) in [
        ("rule-of-thumb", Rivals::RuleOfThumb),
        ("random-legal", Rivals::Random),
    ] {
        for players in [2, 4] {
            let (mut time, mut decisions) = (Duration::ZERO, 0u32);
            let (mut money, mut wins) = (0u64, 0u64);
            for seed in 0..games {
                let hero = (seed as usize) % players;
                let start = Twelves::new(players, &options, seed).expect("valid options");
                let (end, spent, made) = duel(
                    start,
                    hero,
                    &mut Pcg32::new(seed, 77),
                    |g, s, rng| match rivals {
                        Rivals::RuleOfThumb => rule_of_thumb(g, s, rng),
                        Rivals::Random => {
                            let legal: Vec<Move> = g
                                .legal_moves()
                                .into_iter()
                                .filter(|m| *m != Move::EndGame)
                                .collect();
                            legal[rng.index(legal.len())]
                        }
                    },
                );
                time += spent;
                decisions += made;
                money += u64::from(end.money(hero));
                wins += u64::from(end.outcome().expect("over").places[hero] == 0);
            }
            println!(
                "{players} players, 1 computer vs {label}: average money {:.2} (start 20), first place {:.1}% (fair share {:.1}%), {:.2} ms per decision over {decisions} decisions",
                money as f64 / games as f64,
                100.0 * wins as f64 / games as f64,
                100.0 / players as f64,
                time.as_secs_f64() * 1000.0 / f64::from(decisions.max(1)),
            );
        }
    }
}

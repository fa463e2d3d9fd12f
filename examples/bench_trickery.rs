//! How strong the Martian Trickery computer player is: one computer seat
//! against random-legal seats, over many seeded games (a benchmark, not a
//! timed test). Reports the computer's win rate (ties for first count as a
//! share), its average points, and the time per decision.
//!
//!     cargo run --release --example bench_trickery [games]

use martian_parlour::engine::{Actor, Game, Pcg32};
use martian_parlour::games::martian_trickery::{Options, Trickery};
use std::time::{Duration, Instant};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    for players in [4, 3] {
        let mut wins = 0.0;
        let mut points = 0i64;
        let mut time = Duration::ZERO;
        let mut decisions = 0u32;
        for seed in 0..games {
            let mut g = Trickery::new(players, &Options::default(), seed).unwrap();
            let mut rng = Pcg32::new(seed, 1234);
            let hero = (seed as usize) % players;
            loop {
                let mv = match g.to_act() {
                    Actor::Over => break,
                    Actor::Chance => g.sample_chance(&mut rng),
                    Actor::Seat(s) if s == hero => {
                        let t = Instant::now();
                        let mv = Trickery::bot_move(&g.view(Some(s)), s, &mut rng);
                        time += t.elapsed();
                        decisions += 1;
                        mv
                    }
                    Actor::Seat(_) => {
                        let legal = g.legal_moves();
                        legal[rng.index(legal.len())].clone()
                    }
                };
                g.apply(&mv).expect("legal move");
            }
            let out = g.outcome().unwrap();
            if out.places[hero] == 0 {
                wins += 1.0 / out.winners().len() as f64;
            }
            points += out.scores[hero];
        }
        println!(
            "{players} players, 1 computer vs {} random-legal: computer wins {:.1}% of {games} games (fair share {:.1}%), averages {:.1} points, {:.3} ms per decision over {decisions} decisions",
            players - 1,
            100.0 * wins / games as f64,
            100.0 / players as f64,
            points as f64 / games as f64,
            time.as_secs_f64() * 1000.0 / f64::from(decisions.max(1)),
        );
    }
}

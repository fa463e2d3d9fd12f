//! How strong the Martian Trickery computer player is: one computer seat
//! against random-legal seats, over many seeded games (a benchmark, not a
//! timed test). Reports the computer's win rate (ties for first count as a
//! share), its average points, and the time per decision.
//!
//!     cargo run --release --example bench_trickery [games]

use martian_parlour::engine::check::duel;
use martian_parlour::engine::{Game, Pcg32};
use martian_parlour::games::martian_trickery::{Options, Trickery};
use std::time::Duration;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    for players in [4, 3] {
        let (mut wins, mut points) = (0.0, 0i64);
        let (mut time, mut decisions) = (Duration::ZERO, 0u32);
        for seed in 0..games {
            let hero = (seed as usize) % players;
            let start = Trickery::new(players, &Options::default(), seed).expect("valid options");
            let (end, spent, made) = duel(start, hero, &mut Pcg32::new(seed, 1234), |g, _, rng| {
                let legal = g.legal_moves();
                legal[rng.index(legal.len())].clone()
            });
            time += spent;
            decisions += made;
            let out = end.outcome().expect("over");
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

//! How often the Casual player's rule of thumb makes the move Strong
//! makes, in Strong's own games: what a model of play built on the rule
//! of thumb can tell about a Strong opponent. Inference (dealing the
//! hidden cards in proportion to how well they explain the moves seen)
//! rests on such a model; issue 28 tried it for Expert, and a rule of
//! thumb that guesses Strong's move little better than chance is why it
//! did not pay. Usage:
//!
//! `cargo run --release --example agreement -- GAME` (trickery, walls,
//! whist or mahjongg), with `ITERS=N` for Strong's iterations (1,000)
//! and `GAMES=N` for the games played (6).
use martian_parlour::ai::{self, ai_rng, candidates, Knowledge, Player};
use martian_parlour::engine::{Actor, Game, Pcg32};
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;

/// Plays `games` games of Strong at `iters` iterations and counts, over
/// the decisions with more than one move, how often the Casual move (on
/// the true state, which it reads only as the seat may) is Strong's, and
/// how often a random move would be.
fn agree<G: Knowledge>(name: &str, games: u64, iters: u32, new: impl Fn(u64) -> G) {
    let (mut n, mut agree, mut base) = (0u32, 0u32, 0f64);
    for seed in 0..games {
        let mut g = new(seed);
        let mut rng = Pcg32::new(seed, 7);
        let p = Player::strong().with_budget(iters, 0);
        let mut k = 0u64;
        loop {
            let mv = match g.to_act() {
                Actor::Over => break,
                Actor::Chance => g.sample_chance(&mut rng),
                Actor::Seat(s) => {
                    k += 1;
                    let mv = ai::decide::<G>(&p, &g.view(Some(s)), seed * 10_000 + k)
                        .expect("a seat to act");
                    let c = candidates(&g);
                    if c.len() > 1 {
                        n += 1;
                        base += 1.0 / c.len() as f64;
                        if g.casual_move(s, &mut ai_rng(k)) == mv {
                            agree += 1;
                        }
                    }
                    mv
                }
            };
            g.apply(&mv).expect("a legal move");
        }
    }
    println!(
        "{name}: {n} decisions with a choice; Casual's move is Strong's in {:.1}%, a random move in {:.1}%",
        100.0 * agree as f64 / n as f64,
        100.0 * base / n as f64
    );
}

fn setting<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn main() {
    let iters = setting("ITERS").unwrap_or(1000);
    let games = setting("GAMES").unwrap_or(6);
    let which = std::env::args().nth(1).unwrap_or_default();
    match which.as_str() {
        "trickery" => agree("Trickery", games, iters, |s| {
            Trickery::new(4, &Default::default(), s).expect("valid")
        }),
        "walls" => agree("Trick Walls", games, iters, |s| {
            TrickWalls::new(4, &Default::default(), s).expect("valid")
        }),
        "whist" => agree("Whist", games, iters, |s| {
            Whist::new(2, &Default::default(), s).expect("valid")
        }),
        "mahjongg" => agree("Mah Jongg", games, iters, |s| {
            MahJongg::new(4, &Default::default(), s).expect("valid")
        }),
        _ => panic!("trickery, walls, whist or mahjongg"),
    }
}

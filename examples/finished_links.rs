//! Replay links of finished games, one per game, for the browser tests of
//! the review (issue 30): seat 0 a person ("Ana", her moves made here by
//! the Casual player, so the review has mistakes to find), the others
//! Casual computers, each game's default options (12s: two rounds, for a
//! short test). Seeded: the same links every run. Prints a JSON object,
//! game id to link.
//!
//!     cargo run --example finished_links

use martian_parlour::ai::{casual, Knowledge, Level};
use martian_parlour::engine::link::{encode, LinkKind};
use martian_parlour::engine::{Actor, Match, SeatSetup};
use martian_parlour::games::martian_12s::{self, Twelves};
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;

/// A finished game of `players` with `options`, as its replay link.
fn finished<G: Knowledge>(players: usize, options: G::Options, seed: u64) -> String {
    let mut seats = vec![SeatSetup::human("Ana")];
    seats.extend((1..players).map(|i| SeatSetup::computer(&format!("Bot {i}"), Level::Casual)));
    let mut m: Match<G> = Match::new(seats, options, seed).expect("a valid setup");
    for turn in 0..100_000u64 {
        let mv = match m.state.to_act() {
            Actor::Over => return encode(LinkKind::Replay, &m),
            Actor::Chance => m.chance_move().expect("a chance move"),
            Actor::Seat(seat) => {
                casual::<G>(&m.state.view(Some(seat)), seed ^ turn).expect("a move")
            }
        };
        m.play(mv).expect("a legal move");
    }
    panic!("{} did not end", G::INFO.id);
}

fn main() {
    let twelves = martian_12s::Options {
        rounds: 2,
        ..Default::default()
    };
    let links = [
        ("martian-12s", finished::<Twelves>(3, twelves, 30)),
        (
            "martian-trickery",
            finished::<Trickery>(3, Default::default(), 30),
        ),
        (
            "martian-whist",
            finished::<Whist>(2, Default::default(), 30),
        ),
        (
            "martian-mah-jongg",
            finished::<MahJongg>(3, Default::default(), 30),
        ),
        (
            "trick-walls",
            finished::<TrickWalls>(4, Default::default(), 30),
        ),
    ];
    let body: Vec<String> = links
        .iter()
        .map(|(id, link)| format!("  \"{id}\": \"{link}\""))
        .collect();
    println!("{{\n{}\n}}", body.join(",\n"));
}

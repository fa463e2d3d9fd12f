//! Replay links of finished games, one per game, for the browser tests of
//! the review (issue 30): seat 0 a person ("Ana", her moves made here by
//! the Casual player, so the review has mistakes to find), the others
//! Casual computers, each game's default options (12s: two rounds, for a
//! short test). Seeded: the same links every run. Prints a JSON object,
//! game id to link.
//!
//!     cargo run --example finished_links
//!
//! With `near-end`, continue links of the same games instead, cut where
//! Ana has her last three decisions left (the touch test, issue 35, plays
//! them to reach each game's end screen at every size without playing
//! whole games).

use martian_parlour::ai::{casual, Knowledge, Level};
use martian_parlour::engine::link::{encode, LinkKind};
use martian_parlour::engine::{Actor, Match, SeatSetup};
use martian_parlour::games::martian_12s::{self, Twelves};
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;

/// Ana's decisions left in a `near-end` continue link.
const LEFT: usize = 3;

/// A finished game of `players` with `options`, as its replay link, or
/// (`near_end`) as a continue link cut before Ana's last `LEFT` decisions.
fn finished<G: Knowledge>(
    players: usize,
    options: G::Options,
    seed: u64,
    near_end: bool,
) -> String {
    let mut seats = vec![SeatSetup::human("Ana")];
    seats.extend((1..players).map(|i| SeatSetup::computer(&format!("Bot {i}"), Level::Casual)));
    let mut m: Match<G> = Match::new(seats, options, seed).expect("a valid setup");
    // Where Ana was to act: the move index of each of her decisions.
    let mut hers = Vec::new();
    for turn in 0..100_000u64 {
        let mv = match m.state.to_act() {
            Actor::Over if near_end => {
                let mut record = m.record.clone();
                record.moves.truncate(hers[hers.len().saturating_sub(LEFT)]);
                let cut = Match::<G>::from_record(record).expect("a replayable cut");
                return encode(LinkKind::Continue, &cut);
            }
            Actor::Over => return encode(LinkKind::Replay, &m),
            Actor::Chance => m.chance_move().expect("a chance move"),
            Actor::Seat(seat) => {
                if seat == 0 {
                    hers.push(m.record.moves.len());
                }
                casual::<G>(&m.state.view(Some(seat)), seed ^ turn).expect("a move")
            }
        };
        m.play(mv).expect("a legal move");
    }
    panic!("{} did not end", G::INFO.id);
}

fn main() {
    let near_end = std::env::args().nth(1).as_deref() == Some("near-end");
    let twelves = martian_12s::Options {
        rounds: 2,
        ..Default::default()
    };
    let links = [
        ("martian-12s", finished::<Twelves>(3, twelves, 30, near_end)),
        (
            "martian-trickery",
            finished::<Trickery>(3, Default::default(), 30, near_end),
        ),
        (
            "martian-whist",
            finished::<Whist>(2, Default::default(), 30, near_end),
        ),
        (
            "martian-mah-jongg",
            finished::<MahJongg>(3, Default::default(), 30, near_end),
        ),
        (
            "trick-walls",
            finished::<TrickWalls>(4, Default::default(), 30, near_end),
        ),
    ];
    let body: Vec<String> = links
        .iter()
        .map(|(id, link)| format!("  \"{id}\": \"{link}\""))
        .collect();
    println!("{{\n{}\n}}", body.join(",\n"));
}

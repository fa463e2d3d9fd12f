//! How Trick Walls' log reads, in English: each event the rules report
//! (`play.rs`) as a sentence, with the seats' names. The table names a
//! city the same way.

use super::play::{Event, Who};
#[cfg(target_arch = "wasm32")]
use super::{play::who, TrickWalls};
use crate::engine::record::seat_name;
use crate::engine::Say;

/// A city as people name it: its keeper, or whose dummy it is.
#[cfg(target_arch = "wasm32")]
pub fn city_name(g: &TrickWalls, city: usize, names: &[String]) -> String {
    who_name(who(g, city), names)
}

fn who_name(w: Who, names: &[String]) -> String {
    match w {
        Who::Keeper(s) => seat_name(names, s),
        Who::DummyOf(s) => format!("{}'s dummy", seat_name(names, s)),
    }
}

impl Say for super::TrickWalls {
    fn say(event: &Event, names: &[String]) -> String {
        let city = |w: &Who| who_name(*w, names);
        match event {
            Event::Dealt {
                round,
                rounds,
                dealer,
                leader,
            } => format!(
                "Round {round} of {rounds}: {} deals; {} leads.",
                city(dealer),
                city(leader)
            ),
            Event::SwapBegins => "Each player picks a card to pass to the player opposite.".into(),
            Event::Picked(s) => format!("{} picks a card to pass across.", seat_name(names, *s)),
            Event::Swapped => "The picked cards are passed across the table.".into(),
            Event::Played {
                by,
                card,
                from_pile,
                face_up,
            } => {
                let from = if *from_pile { " from the pile" } else { "" };
                let how = if *face_up { "face up" } else { "killed" };
                format!("{} plays {card}{from}, {how}.", city(by))
            }
            Event::NotBeaten { by, card } => {
                format!("Nobody beat it: {}'s {card} is turned face down.", city(by))
            }
            Event::SeatsScored { round, award } => {
                let parts: Vec<String> = award
                    .iter()
                    .enumerate()
                    .map(|(s, a)| format!("{} {a:+}", seat_name(names, s)))
                    .collect();
                format!("Round {round} scored: {}.", parts.join(", "))
            }
            Event::TeamScored { round, scored } => match scored {
                Some((side, points)) => {
                    format!("Round {round} scored: {} +{points}.", side.name())
                }
                None => format!("Round {round} scored: level."),
            },
            Event::Drawn => "The game is drawn.".into(),
            Event::SeatsWon(w) => {
                let w: Vec<String> = w.iter().map(|&s| seat_name(names, s)).collect();
                format!("{} wins the game.", w.join(" and "))
            }
            Event::SideWon(side) => format!("{} wins the game.", side.name()),
            Event::HalfTime => "Half time: teammates change seats.".into(),
        }
    }
}

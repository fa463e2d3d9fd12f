//! How Trick Walls' log reads, in English: each event the rules report
//! (`play.rs`) as a sentence, with the seats' names. The table names a
//! city the same way.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::play::MoveError;
use super::play::{Event, Who};
#[cfg(target_arch = "wasm32")]
use super::{play::who, TrickWalls};
use crate::engine::record::seat_name;
use crate::engine::Say;
use std::fmt;

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

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NotDealing => f.write_str("the cards are not being dealt now"),
            MoveError::BadDeal => f.write_str("that deal is not a hand of distinct cards for every city"),
            MoveError::NotSwapping => f.write_str("no cards are being passed now"),
            MoveError::SwapFirst => f.write_str("every player must first pick a card to pass across"),
            MoveError::NotPlayTime => f.write_str("no cards are being played now"),
            MoveError::NotInHand(c) => write!(f, "{c} is not in that hand"),
            MoveError::MustFollow(s) => write!(f, "you must follow suit ({})", s.name()),
            MoveError::NoPile => f.write_str("only a dummy city has a pile"),
            MoveError::PileNotNow => f.write_str(
                "the pile's top card may be played only when leading or when no face-up card follows suit",
            ),
        }
    }
}

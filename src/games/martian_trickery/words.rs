//! How Martian Trickery's log reads, in English: each event the rules
//! report (`play.rs`) as a sentence, with the seats' names.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::play::Event;
use super::play::MoveError;
use super::Trickery;
use crate::engine::record::seat_name;
use crate::engine::Say;
use std::fmt;

impl Say for Trickery {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s| seat_name(names, s);
        match event {
            Event::Dealt {
                hand,
                dealer,
                leader,
            } => format!(
                "Hand {hand}: {} deals; {} leads.",
                name(*dealer),
                name(*leader)
            ),
            Event::Prize { seat, prize } => {
                format!("{} names the {prize} as the prize.", name(*seat))
            }
            Event::Played { seat, card } => format!("{} plays {card}.", name(*seat)),
            Event::SpadesBroken => "Spades are broken.".into(),
            Event::TrickWon { seat, prize } => {
                format!("{} wins the trick and takes the {prize}.", name(*seat))
            }
            Event::Scored { hand, points } => {
                let parts: Vec<String> = points
                    .iter()
                    .enumerate()
                    .map(|(s, p)| format!("{} {p:+}", name(s)))
                    .collect();
                format!("Hand {hand} scored: {}.", parts.join(", "))
            }
            Event::GameWon { winners } => {
                let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                format!("{} wins the game.", w.join(" and "))
            }
            Event::TieAnotherHand => "First place is tied: another hand.".into(),
        }
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NotDealing => f.write_str("the cards are not being dealt now"),
            MoveError::BadDeal => f.write_str("that deal is not the whole deck in equal hands"),
            MoveError::NotPrizeTime => f.write_str("the leader is not choosing a prize now"),
            MoveError::NoSuchPrize(p) => write!(f, "no {p} is in the centre"),
            MoveError::NotPlayTime => f.write_str("the leader must choose the prize first"),
            MoveError::NotInHand(c) => write!(f, "{c} is not in that hand"),
            MoveError::MustFollow(s) => write!(f, "you must follow suit ({})", s.name()),
            MoveError::SpadesNotBroken => f.write_str(
                "spades can't be led until they are broken (unless you hold only spades)",
            ),
        }
    }
}

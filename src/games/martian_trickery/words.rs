//! How Martian Trickery's log reads, in English: each event the rules
//! report (`play.rs`) as a sentence, with the seats' names.

use super::play::Event;
use super::Trickery;
use crate::engine::record::seat_name;
use crate::engine::Say;

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

//! How Martian Trickery's log reads, in English: each event the rules
//! report (`play.rs`) as a sentence, with the seats' names.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::play::Event;
use super::play::MoveError;
use super::Trickery;
use crate::en;
use crate::engine::lang::t;
use crate::engine::record::seat_name;
use crate::engine::Say;
use crate::tr;
use std::fmt;

impl Say for Trickery {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s| seat_name(names, s);
        match event {
            Event::Dealt {
                hand,
                dealer,
                leader,
            } => tr!(
                "Hand {hand}: {dealer} deals; {leader} leads.",
                hand,
                dealer = name(*dealer),
                leader = name(*leader)
            ),
            Event::Prize { seat, prize } => {
                tr!(
                    "{who} names the {prize} as the prize.",
                    who = name(*seat),
                    prize
                )
            }
            Event::Played { seat, card } => tr!("{who} plays {card}.", who = name(*seat), card),
            Event::SpadesBroken => t("Spades are broken.").into(),
            Event::TrickWon { seat, prize } => {
                tr!(
                    "{who} wins the trick and takes the {prize}.",
                    who = name(*seat),
                    prize
                )
            }
            Event::Scored { hand, points } => {
                let parts: Vec<String> = points
                    .iter()
                    .enumerate()
                    .map(|(s, p)| format!("{} {p:+}", name(s)))
                    .collect();
                tr!(
                    "Hand {hand} scored: {scores}.",
                    hand,
                    scores = parts.join(", ")
                )
            }
            Event::GameWon { winners } => {
                let w: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                crate::engine::words::won_by(&w)
            }
            Event::TieAnotherHand => t("First place is tied: another hand.").into(),
        }
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = match self {
            MoveError::GameOver => en!("the game is over"),
            MoveError::NotDealing => en!("the cards are not being dealt now"),
            MoveError::BadDeal => en!("that deal is not the whole deck in equal hands"),
            MoveError::NotPrizeTime => en!("the leader is not choosing a prize now"),
            MoveError::NoSuchPrize(p) => {
                return f.write_str(&tr!("no {prize} is in the centre", prize = p))
            }
            MoveError::NotPlayTime => en!("the leader must choose the prize first"),
            MoveError::NotInHand(c) => {
                return f.write_str(&tr!("{card} is not in that hand", card = c))
            }
            MoveError::MustFollow(s) => {
                return f.write_str(&tr!("you must follow suit ({suit})", suit = t(s.name())))
            }
            MoveError::SpadesNotBroken => {
                en!("spades can't be led until they are broken (unless you hold only spades)")
            }
        };
        f.write_str(t(plain))
    }
}

//! How Martian Mah Jongg's log reads, in English: each event the rules
//! report (`log.rs`) as the sentence the table is told.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::engine::{CallKind, MahJongg};
use super::log::Event;
use super::play::MoveError;
use crate::engine::pieces::Colour;
use crate::engine::record::seat_name;
use crate::engine::Say;
use std::fmt;

/// A d8 colour's name; a roll off the die's faces shows as "?".
fn colour_name(colour: Option<Colour>) -> &'static str {
    colour.map_or("?", |c| c.name())
}

impl Say for MahJongg {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s: usize| seat_name(names, s);
        match event {
            Event::Covers { hand, extra } => {
                let extra: Vec<&str> = extra.iter().map(|c| c.name()).collect();
                format!(
                    "Hand {hand}: a small of each colour goes under the medium covers, a medium of each d8 colour and two rolled ({}) under the large covers.",
                    extra.join(" and ")
                )
            }
            Event::RollOff { seat, roll } => format!("{} rolls {roll} for East Wind.", name(*seat)),
            Event::PileRoll {
                seat,
                roll,
                size,
                colour,
            } => format!(
                "{} rolls {roll}: a {} {}.",
                name(*seat),
                size.name(),
                colour_name(*colour)
            ),
            Event::PileRollAgain {
                seat,
                roll,
                size,
                colour,
            } => format!(
                "{} rolls {roll}: no {} {} left, rolls again.",
                name(*seat),
                size.name(),
                colour_name(*colour)
            ),
            Event::East { seat } => format!("{} is East Wind.", name(*seat)),
            Event::Draw {
                seat,
                d6,
                d8,
                size,
                colour,
            } => format!(
                "{} rolls {d6} and {d8}: a {} {}.",
                name(*seat),
                size.name(),
                colour_name(*colour)
            ),
            Event::TurnLost {
                seat,
                d6,
                d8,
                size,
                colour,
                run,
            } => format!(
                "{} rolls {d6} and {d8}: no {} {} in the pool, the turn is lost ({run} in a row).",
                name(*seat),
                size.name(),
                colour_name(*colour)
            ),
            Event::Look { seat, cover } => {
                format!("{} looks under a {} cover.", name(*seat), cover.name())
            }
            Event::CoverBack { seat } => format!("{} puts the cover back.", name(*seat)),
            Event::KeepLarge { seat } => format!("{} keeps the large.", name(*seat)),
            Event::MahJongg { seat } => format!("{} goes Mah Jongg!", name(*seat)),
            Event::Call { seat, kind } => format!("{} calls {}!", name(*seat), kind.name()),
            Event::Discard { seat, piece } => format!("{} discards a {piece}.", name(*seat)),
            Event::Take { seat, piece, kind } => format!(
                "{} takes the {piece} for the {}.",
                name(*seat),
                match kind {
                    CallKind::Pung => "Pung",
                    CallKind::Kong => "Kong",
                    CallKind::MahJongg => "hand",
                }
            ),
            Event::NoCalls => "No calls: play on.".into(),
            // The rules end a hand with no winner only after four lost
            // turns in a row; the score sheet gives the same reason.
            Event::DeadHand => "A dead hand: four turns in a row were lost. No scores.".into(),
            Event::Win { seat, honour } => format!(
                "{} wins the hand; the honour colour is {}.",
                name(*seat),
                honour.name()
            ),
        }
    }
}

/// Why the rules refused a move, as a person reads it. Each reads as the end of a sentence the app begins ("That move is not
/// allowed: …", "Ann, you cannot call Pung: …"), as the other games' do.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            MoveError::NotNow => "that move is not open now",
            MoveError::NoSuchCover => "there is no such cover for this piece",
            MoveError::NoOpaque => "you have no small opaque of that colour",
            MoveError::OpaqueDiscard => "small opaques can never be discarded",
            MoveError::BonusFull => "the bonus stack already holds four larges",
            MoveError::NotInBonus => "there is no such large in your bonus stack",
            MoveError::Exposed => "an exposed pile stays as it is",
            MoveError::NotHeld => "you do not hold that piece there",
            MoveError::WrongSlot => "that piece does not go there",
            MoveError::NoPlacesLeft => "no more rearranging this turn",
            MoveError::AlreadyDiscarded => "you have already discarded this turn",
            MoveError::NotComplete => {
                "to go Mah Jongg you need a small on the Chow, a bush on the Pung and a tree on the Kong"
            }
            MoveError::CallRefused(CallKind::MahJongg) => {
                "that discard does not complete your hand"
            }
            MoveError::CallRefused(CallKind::Kong) => {
                "that discard does not complete your Kong pile (a large, a medium and a small)"
            }
            MoveError::CallRefused(CallKind::Pung) => {
                "that discard does not complete your Pung pile (a medium and a small)"
            }
            MoveError::Outranked => {
                "a call as strong or stronger already stands on that discard"
            }
            MoveError::BadChance => "that is not a possible roll",
        };
        f.write_str(text)
    }
}

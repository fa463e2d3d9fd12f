//! How Martian Mah Jongg's log reads, in English: each event the rules
//! report (`log.rs`) as the sentence the table is told.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::engine::{CallKind, MahJongg};
use super::log::Event;
use super::play::MoveError;
use crate::engine::lang::t;
use crate::engine::pieces::{Colour, Size};
use crate::engine::record::seat_name;
use crate::engine::words::list;
use crate::engine::Say;
use crate::{en, tr};
use std::fmt;

/// A d8 colour's name; a roll off the die's faces shows as "?".
fn colour_name(colour: Option<Colour>) -> &'static str {
    colour.map_or("?", |c| c.word())
}

impl Say for MahJongg {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s: usize| seat_name(names, s);
        // The piece a roll named, "small red".
        let rolled = |size: &Size, colour: &Option<Colour>| {
            format!("{} {}", size.word(), colour_name(*colour))
        };
        match event {
            Event::Covers { hand, extra } => {
                let extra: Vec<String> = extra.iter().map(|c| c.word().to_string()).collect();
                tr!(
                    "Hand {hand}: a small of each colour goes under the medium covers, a medium of each d8 colour and two rolled ({extra}) under the large covers.",
                    hand,
                    extra = list(&extra)
                )
            }
            Event::RollOff { seat, roll } => {
                tr!("{name} rolls {roll} for East Wind.", name = name(*seat), roll)
            }
            Event::PileRoll {
                seat,
                roll,
                size,
                colour,
            } => tr!(
                "{name} rolls {roll}: a {piece}.",
                name = name(*seat),
                roll,
                piece = rolled(size, colour)
            ),
            Event::PileRollAgain {
                seat,
                roll,
                size,
                colour,
            } => tr!(
                "{name} rolls {roll}: no {piece} left, rolls again.",
                name = name(*seat),
                roll,
                piece = rolled(size, colour)
            ),
            Event::East { seat } => tr!("{name} is East Wind.", name = name(*seat)),
            Event::Draw {
                seat,
                d6,
                d8,
                size,
                colour,
            } => tr!(
                "{name} rolls {d6} and {d8}: a {piece}.",
                name = name(*seat),
                d6,
                d8,
                piece = rolled(size, colour)
            ),
            Event::TurnLost {
                seat,
                d6,
                d8,
                size,
                colour,
                run,
            } => tr!(
                "{name} rolls {d6} and {d8}: no {piece} in the pool, the turn is lost ({run} in a row).",
                name = name(*seat),
                d6,
                d8,
                piece = rolled(size, colour),
                run
            ),
            Event::Look {
                seat,
                cover: Size::Medium,
            } => tr!("{name} looks under a medium cover.", name = name(*seat)),
            Event::Look { seat, .. } => {
                tr!("{name} looks under a large cover.", name = name(*seat))
            }
            Event::CoverBack { seat } => tr!("{name} puts the cover back.", name = name(*seat)),
            Event::KeepLarge { seat } => tr!("{name} keeps the large.", name = name(*seat)),
            Event::MahJongg { seat } => tr!("{name} goes Mah Jongg!", name = name(*seat)),
            Event::Call { seat, kind } => {
                tr!("{name} calls {call}!", name = name(*seat), call = kind.name())
            }
            Event::Discard { seat, piece } => {
                tr!("{name} discards a {piece}.", name = name(*seat), piece)
            }
            Event::Take { seat, piece, kind } => {
                let sentence = match kind {
                    CallKind::Pung => en!("{name} takes the {piece} for the Pung."),
                    CallKind::Kong => en!("{name} takes the {piece} for the Kong."),
                    CallKind::MahJongg => en!("{name} takes the {piece} for the hand."),
                };
                crate::engine::lang::fill(sentence, &[&name(*seat), piece])
            }
            Event::NoCalls => t("No calls: play on.").into(),
            // The rules end a hand with no winner only after four lost
            // turns in a row; the score sheet gives the same reason.
            Event::DeadHand => t("A dead hand: four turns in a row were lost. No scores.").into(),
            Event::Win { seat, honour } => tr!(
                "{name} wins the hand; the honour colour is {colour}.",
                name = name(*seat),
                colour = honour.word()
            ),
        }
    }
}

/// Why the rules refused a move, as a person reads it. Each reads as the end of a sentence the app begins ("That move is not
/// allowed: …", "Ann, you cannot call Pung: …"), as the other games' do.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            MoveError::NotNow => en!("that move is not open now"),
            MoveError::NoSuchCover => en!("there is no such cover for this piece"),
            MoveError::NoOpaque => en!("you have no small opaque of that colour"),
            MoveError::OpaqueDiscard => en!("small opaques can never be discarded"),
            MoveError::BonusFull => en!("the bonus stack already holds four larges"),
            MoveError::NotInBonus => en!("there is no such large in your bonus stack"),
            MoveError::Exposed => en!("an exposed pile stays as it is"),
            MoveError::NotHeld => en!("you do not hold that piece there"),
            MoveError::WrongSlot => en!("that piece does not go there"),
            MoveError::NoPlacesLeft => en!("no more rearranging this turn"),
            MoveError::AlreadyDiscarded => en!("you have already discarded this turn"),
            MoveError::NotComplete => {
                en!("to go Mah Jongg you need a small on the Chow, a bush on the Pung and a tree on the Kong")
            }
            MoveError::CallRefused(CallKind::MahJongg) => {
                en!("that discard does not complete your hand")
            }
            MoveError::CallRefused(CallKind::Kong) => {
                en!("that discard does not complete your Kong pile (a large, a medium and a small)")
            }
            MoveError::CallRefused(CallKind::Pung) => {
                en!("that discard does not complete your Pung pile (a medium and a small)")
            }
            MoveError::Outranked => {
                en!("a call as strong or stronger already stands on that discard")
            }
            MoveError::BadChance => en!("that is not a possible roll"),
        };
        f.write_str(t(text))
    }
}

//! How Martian Mah Jongg's log reads, in English: each event the rules
//! report (`log.rs`) as the sentence the table is told.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::engine::{CallKind, MahJongg};
use super::log::Event;
use super::play::MoveError;
use crate::engine::lang::{t, tf};
use crate::engine::pieces::{Colour, Size};
use crate::engine::record::seat_name;
use crate::engine::Say;
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
                let extra: Vec<&str> = extra.iter().map(|c| c.word()).collect();
                tf(
                    "Hand {hand}: a small of each colour goes under the medium covers, a medium of each d8 colour and two rolled ({extra}) under the large covers.",
                    &[("hand", &hand.to_string()), ("extra", &extra.join(t(" and ")))],
                )
            }
            Event::RollOff { seat, roll } => tf(
                "{name} rolls {roll} for East Wind.",
                &[("name", &name(*seat)), ("roll", &roll.to_string())],
            ),
            Event::PileRoll {
                seat,
                roll,
                size,
                colour,
            } => tf(
                "{name} rolls {roll}: a {piece}.",
                &[
                    ("name", &name(*seat)),
                    ("roll", &roll.to_string()),
                    ("piece", &rolled(size, colour)),
                ],
            ),
            Event::PileRollAgain {
                seat,
                roll,
                size,
                colour,
            } => tf(
                "{name} rolls {roll}: no {piece} left, rolls again.",
                &[
                    ("name", &name(*seat)),
                    ("roll", &roll.to_string()),
                    ("piece", &rolled(size, colour)),
                ],
            ),
            Event::East { seat } => tf("{name} is East Wind.", &[("name", &name(*seat))]),
            Event::Draw {
                seat,
                d6,
                d8,
                size,
                colour,
            } => tf(
                "{name} rolls {d6} and {d8}: a {piece}.",
                &[
                    ("name", &name(*seat)),
                    ("d6", &d6.to_string()),
                    ("d8", &d8.to_string()),
                    ("piece", &rolled(size, colour)),
                ],
            ),
            Event::TurnLost {
                seat,
                d6,
                d8,
                size,
                colour,
                run,
            } => tf(
                "{name} rolls {d6} and {d8}: no {piece} in the pool, the turn is lost ({run} in a row).",
                &[
                    ("name", &name(*seat)),
                    ("d6", &d6.to_string()),
                    ("d8", &d8.to_string()),
                    ("piece", &rolled(size, colour)),
                    ("run", &run.to_string()),
                ],
            ),
            Event::Look {
                seat,
                cover: Size::Medium,
            } => tf(
                "{name} looks under a medium cover.",
                &[("name", &name(*seat))],
            ),
            Event::Look { seat, .. } => tf(
                "{name} looks under a large cover.",
                &[("name", &name(*seat))],
            ),
            Event::CoverBack { seat } => {
                tf("{name} puts the cover back.", &[("name", &name(*seat))])
            }
            Event::KeepLarge { seat } => tf("{name} keeps the large.", &[("name", &name(*seat))]),
            Event::MahJongg { seat } => tf("{name} goes Mah Jongg!", &[("name", &name(*seat))]),
            Event::Call { seat, kind } => tf(
                "{name} calls {call}!",
                &[("name", &name(*seat)), ("call", kind.name())],
            ),
            Event::Discard { seat, piece } => tf(
                "{name} discards a {piece}.",
                &[("name", &name(*seat)), ("piece", &piece.to_string())],
            ),
            Event::Take { seat, piece, kind } => {
                let (who, piece) = (name(*seat), piece.to_string());
                let args = [("name", who.as_str()), ("piece", piece.as_str())];
                match kind {
                    CallKind::Pung => tf("{name} takes the {piece} for the Pung.", &args),
                    CallKind::Kong => tf("{name} takes the {piece} for the Kong.", &args),
                    CallKind::MahJongg => tf("{name} takes the {piece} for the hand.", &args),
                }
            }
            Event::NoCalls => t("No calls: play on.").into(),
            // The rules end a hand with no winner only after four lost
            // turns in a row; the score sheet gives the same reason.
            Event::DeadHand => t("A dead hand: four turns in a row were lost. No scores.").into(),
            Event::Win { seat, honour } => tf(
                "{name} wins the hand; the honour colour is {colour}.",
                &[("name", &name(*seat)), ("colour", honour.word())],
            ),
        }
    }
}

/// Why the rules refused a move, as a person reads it. Each reads as the end of a sentence the app begins ("That move is not
/// allowed: …", "Ann, you cannot call Pung: …"), as the other games' do.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            MoveError::NotNow => t("that move is not open now"),
            MoveError::NoSuchCover => t("there is no such cover for this piece"),
            MoveError::NoOpaque => t("you have no small opaque of that colour"),
            MoveError::OpaqueDiscard => t("small opaques can never be discarded"),
            MoveError::BonusFull => t("the bonus stack already holds four larges"),
            MoveError::NotInBonus => t("there is no such large in your bonus stack"),
            MoveError::Exposed => t("an exposed pile stays as it is"),
            MoveError::NotHeld => t("you do not hold that piece there"),
            MoveError::WrongSlot => t("that piece does not go there"),
            MoveError::NoPlacesLeft => t("no more rearranging this turn"),
            MoveError::AlreadyDiscarded => t("you have already discarded this turn"),
            MoveError::NotComplete => {
                t("to go Mah Jongg you need a small on the Chow, a bush on the Pung and a tree on the Kong")
            }
            MoveError::CallRefused(CallKind::MahJongg) => {
                t("that discard does not complete your hand")
            }
            MoveError::CallRefused(CallKind::Kong) => {
                t("that discard does not complete your Kong pile (a large, a medium and a small)")
            }
            MoveError::CallRefused(CallKind::Pung) => {
                t("that discard does not complete your Pung pile (a medium and a small)")
            }
            MoveError::Outranked => {
                t("a call as strong or stronger already stands on that discard")
            }
            MoveError::BadChance => t("that is not a possible roll"),
        };
        f.write_str(text)
    }
}

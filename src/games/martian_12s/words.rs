//! How Martian 12s' log reads, in English: each event the rules report
//! (`play.rs`) as a sentence, with the seats' names.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::play::MoveError;
use super::play::{DrawEnd, Event};
use super::Twelves;
use crate::engine::record::seat_name;
use crate::engine::Say;
use std::fmt;

impl Say for Twelves {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s| seat_name(names, s);
        match event {
            Event::Drew {
                seat,
                size,
                colour,
                value,
                total,
                end,
            } => {
                let line = format!(
                    "{} draws a {}: {}, {value}",
                    name(*seat),
                    size.name(),
                    colour.name()
                );
                match end {
                    Some(DrawEnd::Popped) => format!("{line} \u{2014} pops with {total}!"),
                    Some(DrawEnd::SixDrawn) => {
                        format!("{line} \u{2014} six pyramids, stands on {total}")
                    }
                    None => line,
                }
            }
            Event::Passed { seat, total } => format!("{} passes on {total}", name(*seat)),
            Event::TableEnded => "The table ends the game.".to_string(),
            Event::Scored { result: r, stake } => match r.winners.as_slice() {
                [] => format!(
                    "Round {}: everybody popped; {} stays in the pot",
                    r.round,
                    stake.format(r.pot)
                ),
                [w] => format!(
                    "Round {}: {} wins {} with {}",
                    r.round,
                    name(*w),
                    stake.format(r.share),
                    r.total(*w)
                ),
                ws => {
                    let who: Vec<String> = ws.iter().map(|&w| name(w)).collect();
                    let mut line = if r.share == 0 {
                        // An empty pot: nothing to split, so no "0 chips each".
                        format!(
                            "Round {}: {} tie on {}; the pot is empty, so nothing changes hands",
                            r.round,
                            who.join(" and "),
                            r.total(ws[0])
                        )
                    } else {
                        format!(
                            "Round {}: {} tie on {} and split the pot, {} each",
                            r.round,
                            who.join(" and "),
                            r.total(ws[0]),
                            stake.format(r.share)
                        )
                    };
                    if r.carried > 0 {
                        line.push_str(&format!("; {} stays in the pot", stake.format(r.carried)));
                    }
                    line
                }
            },
            Event::Over => "The game is over.".to_string(),
        }
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NotYourTurn => f.write_str("a pyramid is being drawn, not a seat's turn"),
            MoveError::WaitingForDraw => f.write_str("a pyramid must come out of the bag first"),
            MoveError::NoneOfThatSize(s) => {
                write!(f, "no {} pyramids are left in the bag", s.name())
            }
            MoveError::CannotPay => {
                f.write_str("no money left to pay the stake; only passing is possible")
            }
            MoveError::NotInBag(p) => write!(f, "no {p} is in the bag"),
            MoveError::RoundUnderway => f.write_str("the game can only be ended between rounds"),
        }
    }
}

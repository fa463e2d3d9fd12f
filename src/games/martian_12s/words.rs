//! How Martian 12s' log reads, in English: each event the rules report
//! (`play.rs`) as a sentence, with the seats' names.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::play::MoveError;
use super::play::{DrawEnd, Event};
use super::Twelves;
use crate::engine::lang::t;
use crate::engine::record::seat_name;
use crate::engine::words::list;
use crate::engine::Say;
use crate::{en, tr};
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
                let (who, size, colour) = (name(*seat), size.word(), colour.word());
                match end {
                    None => tr!("{who} draws a {size}: {colour}, {value}", who, size, colour, value),
                    Some(DrawEnd::Popped) => tr!(
                        "{who} draws a {size}: {colour}, {value} \u{2014} pops with {total}!",
                        who,
                        size,
                        colour,
                        value,
                        total
                    ),
                    Some(DrawEnd::SixDrawn) => tr!(
                        "{who} draws a {size}: {colour}, {value} \u{2014} six pyramids, stands on {total}",
                        who,
                        size,
                        colour,
                        value,
                        total
                    ),
                }
            }
            Event::Passed { seat, total } => {
                tr!("{who} passes on {total}", who = name(*seat), total)
            }
            Event::TableEnded => t("The table ends the game.").to_string(),
            Event::Scored { result: r, stake } => match r.winners.as_slice() {
                [] => tr!(
                    "Round {round}: everybody popped; {pot} stays in the pot",
                    round = r.round,
                    pot = stake.format(r.pot)
                ),
                [w] => tr!(
                    "Round {round}: {who} wins {pot} with {total}",
                    round = r.round,
                    who = name(*w),
                    pot = stake.format(r.share),
                    total = r.total(*w)
                ),
                ws => {
                    let who = list(&ws.iter().map(|&w| name(w)).collect::<Vec<_>>());
                    let (round, total) = (r.round, r.total(ws[0]));
                    let mut line = if r.share == 0 {
                        // An empty pot: nothing to split, so no "0 chips each".
                        tr!(
                            "Round {round}: {who} tie on {total}; the pot is empty, so nothing changes hands",
                            round,
                            who,
                            total
                        )
                    } else {
                        tr!(
                            "Round {round}: {who} tie on {total} and split the pot, {share} each",
                            round,
                            who,
                            total,
                            share = stake.format(r.share)
                        )
                    };
                    if r.carried > 0 {
                        line.push_str(&tr!(
                            "; {pot} stays in the pot",
                            pot = stake.format(r.carried)
                        ));
                    }
                    line
                }
            },
            Event::Over => t("The game is over.").to_string(),
        }
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = match self {
            MoveError::GameOver => en!("the game is over"),
            MoveError::NotYourTurn => en!("a pyramid is being drawn, not a seat's turn"),
            MoveError::WaitingForDraw => en!("a pyramid must come out of the bag first"),
            MoveError::NoneOfThatSize(s) => {
                return f.write_str(&tr!(
                    "no {size} pyramids are left in the bag",
                    size = s.word()
                ))
            }
            MoveError::CannotPay => en!("no money left to pay the stake; only passing is possible"),
            MoveError::NotInBag(p) => {
                return f.write_str(&tr!("no {piece} is in the bag", piece = p))
            }
            MoveError::RoundUnderway => en!("the game can only be ended between rounds"),
        };
        f.write_str(t(plain))
    }
}

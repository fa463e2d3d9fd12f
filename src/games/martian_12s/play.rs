//! Martian 12s' moves as people read them: why an illegal one is refused,
//! and each move's lines in the log. Kept apart from `engine.rs`, which
//! holds the state and the rules, as in the other games.

use super::engine::{value, Move, Twelves, LIMIT, MAX_DRAWS};
use crate::engine::pieces::{Pyramid, Size};
use crate::engine::record::seat_name;
use crate::engine::Seat;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NotYourTurn,
    /// A seat moved while the bag was being drawn from, or the reverse.
    WaitingForDraw,
    NoneOfThatSize(Size),
    CannotPay,
    NotInBag(Pyramid),
    RoundUnderway,
}

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

/// The log's lines for `mv`, played on `g` to give `after`.
pub fn describe(g: &Twelves, mv: &Move, after: &Twelves, names: &[String]) -> Vec<String> {
    let name = |s: Seat| seat_name(names, s);
    let seat = g.turn();
    let mut lines = Vec::new();
    match mv {
        Move::Draw(_) => {}
        Move::Reveal(c) => {
            let size = g.pending().unwrap_or(Size::Small);
            let total = g.total(seat) + value(*c);
            let mut line = format!(
                "{} draws a {}: {}, {}",
                name(seat),
                size.name(),
                c.name(),
                value(*c)
            );
            if total > LIMIT {
                line.push_str(&format!(" \u{2014} pops with {total}!"));
            } else if g.pile(seat).len() + 1 >= MAX_DRAWS {
                line.push_str(&format!(" \u{2014} six pyramids, stands on {total}"));
            }
            lines.push(line);
        }
        Move::Pass => lines.push(format!("{} passes on {}", name(seat), g.total(seat))),
        Move::EndGame => lines.push("The table ends the game.".to_string()),
    }
    if let Some(r) = after.history().get(g.history().len()) {
        let stake = g.options().stake;
        lines.push(match r.winners.as_slice() {
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
        });
    }
    if after.is_over() && !g.is_over() && !matches!(mv, Move::EndGame) {
        lines.push("The game is over.".to_string());
    }
    lines
}

//! Martian 12s' moves as people read them: why an illegal one is refused,
//! and what each move did, as the log's events (`words.rs` words them).
//! Kept apart from `engine.rs`, which holds the state and the rules, as in
//! the other games.

use super::engine::{value, Move, RoundResult, Stake, Twelves, LIMIT, MAX_DRAWS};
use crate::engine::pieces::{Colour, Pyramid, Size};
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

/// What a move did, for the log; `words.rs` says it.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// `seat` drew a pyramid of `size` and `colour` (worth `value`),
    /// reaching `total`; `end` if that ended their turn.
    Drew {
        seat: Seat,
        size: Size,
        colour: Colour,
        value: u8,
        total: u8,
        end: Option<DrawEnd>,
    },
    Passed {
        seat: Seat,
        total: u8,
    },
    TableEnded,
    /// A round was scored; `stake` is what its money is counted in.
    Scored {
        result: RoundResult,
        stake: Stake,
    },
    Over,
}

/// How a draw ended the drawer's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawEnd {
    Popped,
    SixDrawn,
}

/// The log's events for `mv`, played on `g` to give `after`.
pub fn events(g: &Twelves, mv: &Move, after: &Twelves) -> Vec<Event> {
    let seat = g.turn();
    let mut out = Vec::new();
    match mv {
        // A draw is told with the piece it brings, at the reveal.
        Move::Draw(_) => {}
        Move::Reveal(c) => {
            let total = g.total(seat) + value(*c);
            let end = if total > LIMIT {
                Some(DrawEnd::Popped)
            } else if g.pile(seat).len() + 1 >= MAX_DRAWS {
                Some(DrawEnd::SixDrawn)
            } else {
                None
            };
            out.push(Event::Drew {
                seat,
                size: g.pending().unwrap_or(Size::Small),
                colour: *c,
                value: value(*c),
                total,
                end,
            });
        }
        Move::Pass => out.push(Event::Passed {
            seat,
            total: g.total(seat),
        }),
        Move::EndGame => out.push(Event::TableEnded),
    }
    if let Some(r) = after.history().get(g.history().len()) {
        out.push(Event::Scored {
            result: r.clone(),
            stake: g.options().stake,
        });
    }
    if after.is_over() && !g.is_over() && !matches!(mv, Move::EndGame) {
        out.push(Event::Over);
    }
    out
}

//! Martian 12s' moves as the rules report them, as data: why an illegal
//! one is refused (`MoveError`) and what each move did (the log's events).
//! `words.rs` says both in words. Kept apart from `engine.rs`, which holds
//! the state and the rules, as in the other games.

use super::engine::{value, Move, RoundResult, Stake, Twelves, LIMIT, MAX_DRAWS};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Seat;

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

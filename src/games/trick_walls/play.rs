//! Trick Walls' moves as the rules report them, as data: why an illegal
//! one is refused (`MoveError`) and what each move did (the log's events).
//! `words.rs` says both in words.

use super::engine::{Move, Phase, Side, TrickWalls};
use crate::engine::pieces::{Card, Suit};
use crate::engine::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NotDealing,
    BadDeal,
    NotSwapping,
    SwapFirst,
    NotPlayTime,
    NotInHand(Card),
    MustFollow(Suit),
    NoPile,
    PileNotNow,
}

/// Who a city is, as the log names it: its keeper, or whose dummy it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    Keeper(Seat),
    DummyOf(Seat),
}

/// Who city `city` of `g` is.
pub fn who(g: &TrickWalls, city: usize) -> Who {
    match g.keeper(city) {
        Some(s) => Who::Keeper(s),
        None => Who::DummyOf(g.controller(city)),
    }
}

/// What a move did, for the log; `words.rs` says it.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Dealt {
        round: u32,
        rounds: u32,
        dealer: Who,
        leader: Who,
    },
    /// Before play, each player picks a card for the player opposite.
    SwapBegins,
    Picked(Seat),
    Swapped,
    Played {
        by: Who,
        card: Card,
        from_pile: bool,
        face_up: bool,
    },
    /// Nobody beat the lead of `by`, so that card is turned face down.
    NotBeaten {
        by: Who,
        card: Card,
    },
    /// A round scored seat by seat (city keepers score): each seat's award.
    SeatsScored {
        round: u32,
        award: Vec<i32>,
    },
    /// A round scored by team: the side that scored and its points, if any.
    TeamScored {
        round: u32,
        scored: Option<(Side, i32)>,
    },
    Drawn,
    SeatsWon(Vec<Seat>),
    SideWon(Side),
    HalfTime,
}

/// The log's events for `mv`, played on `g` and giving `after`.
pub fn events(g: &TrickWalls, mv: &Move, after: &TrickWalls) -> Vec<Event> {
    let mut out = Vec::new();
    match mv {
        Move::Deal(_) => {
            out.push(Event::Dealt {
                round: after.round(),
                rounds: after.rounds(),
                dealer: who(after, after.dealer_city()),
                leader: who(after, after.leader()),
            });
            if after.phase_kind() == Phase::Swap {
                out.push(Event::SwapBegins);
            }
        }
        Move::Swap(_) => out.push(if after.phase_kind() == Phase::Play {
            Event::Swapped
        } else {
            Event::Picked(seat_of(g))
        }),
        Move::Play(_) | Move::Pile => {
            let city = g.turn();
            // The card is the last on its wall: walls are cleared only by
            // the next deal.
            let Some(card) = after.wall(city).last().map(|l| l.card) else {
                return out;
            };
            out.push(Event::Played {
                by: who(g, city),
                card,
                from_pile: *mv == Move::Pile,
                face_up: g.would_go_up(card),
            });
            if g.trick().len() + 1 == g.cities() {
                trick_end(g, card, after, &mut out);
            }
        }
    }
    out
}

/// The seat to act on `g`.
fn seat_of(g: &TrickWalls) -> Seat {
    match g.to_act() {
        crate::engine::Actor::Seat(s) => s,
        _ => 0,
    }
}

/// What closing a trick (and a round) adds to the log.
fn trick_end(g: &TrickWalls, last: Card, after: &TrickWalls, out: &mut Vec<Event>) {
    let (lead_city, lead) = g.trick()[0];
    let beaten = g.to_beat().is_some_and(|(i, _)| i > 0) || g.would_go_up(last);
    if !beaten {
        out.push(Event::NotBeaten {
            by: who(g, lead_city),
            card: lead,
        });
    }
    let Some(r) = after.history().get(g.history().len()) else {
        return;
    };
    if g.keepers_score() {
        out.push(Event::SeatsScored {
            round: r.round,
            award: r.award.clone(),
        });
    } else {
        let scored = (0..2)
            .find(|&t| r.award[t] > 0)
            .map(|t| (g.side(t), r.award[t]));
        out.push(Event::TeamScored {
            round: r.round,
            scored,
        });
    }
    if after.phase_kind() == Phase::Over {
        if let Some(o) = after.outcome() {
            let w = o.winners();
            out.push(if w.len() == g.players() {
                Event::Drawn
            } else if g.keepers_score() {
                Event::SeatsWon(w)
            } else {
                Event::SideWon(g.side(g.team_of_seat(w[0])))
            });
        }
    } else if (0..g.cities()).any(|c| g.keeper(c) != after.keeper(c)) {
        out.push(Event::HalfTime);
    }
}

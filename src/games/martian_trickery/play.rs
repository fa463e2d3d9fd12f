//! Martian Trickery's moves as the rules report them, as data: why an
//! illegal one is refused (`MoveError`) and what each move did (the log's
//! events). `words.rs` says both in words. Kept apart from `engine.rs`,
//! which holds the state and the rules, as in Martian Whist.

use super::engine::{Move, Phase, Trickery, HANDS};
use crate::engine::pieces::{Card, Pyramid, Suit};
use crate::engine::{Game, Seat};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NotDealing,
    BadDeal,
    NotPrizeTime,
    NoSuchPrize(Pyramid),
    NotPlayTime,
    NotInHand(Card),
    MustFollow(Suit),
    SpadesNotBroken,
}

/// What a move did, for the log; `words.rs` says it.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Dealt {
        hand: u32,
        dealer: Seat,
        leader: Seat,
    },
    Prize {
        seat: Seat,
        prize: Pyramid,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    SpadesBroken,
    TrickWon {
        seat: Seat,
        prize: Pyramid,
    },
    /// A hand was scored: each seat's points for it, in seat order.
    Scored {
        hand: u32,
        points: Vec<i32>,
    },
    GameWon {
        winners: Vec<Seat>,
    },
    /// First place is tied after the last hand, so another is dealt.
    TieAnotherHand,
}

/// The log's events for `mv`, played on `g` and giving `after`.
pub fn events(g: &Trickery, mv: &Move, after: &Trickery) -> Vec<Event> {
    let mut out = Vec::new();
    match mv {
        Move::Deal(_) => out.push(Event::Dealt {
            hand: after.hand_no(),
            dealer: g.dealer(),
            leader: after.leader(),
        }),
        Move::Prize(p) => out.push(Event::Prize {
            seat: g.turn(),
            prize: *p,
        }),
        Move::Play(c) => {
            out.push(Event::Played {
                seat: g.turn(),
                card: *c,
            });
            if after.spades_broken() && !g.spades_broken() {
                out.push(Event::SpadesBroken);
            }
            if let Some(t) = after
                .tricks()
                .last()
                .filter(|_| after.tricks().len() > g.tricks().len())
            {
                out.push(Event::TrickWon {
                    seat: t.winner,
                    prize: t.prize,
                });
            }
            if let Some(r) = after.history().get(g.history().len()) {
                out.push(Event::Scored {
                    hand: r.hand,
                    points: r.scores.iter().map(|s| s.total).collect(),
                });
                if after.phase_kind() == Phase::Over {
                    if let Some(o) = after.outcome() {
                        out.push(Event::GameWon {
                            winners: o.winners(),
                        });
                    }
                } else if r.hand >= HANDS {
                    out.push(Event::TieAnotherHand);
                }
            }
        }
    }
    out
}

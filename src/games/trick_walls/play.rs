//! Trick Walls' moves as people read them: why an illegal one is refused,
//! and each move's lines in the log.

use super::engine::{Move, Phase, TrickWalls};
use crate::engine::pieces::{Card, Suit};
use crate::engine::record::seat_name;
use crate::engine::Game;
use std::fmt;

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

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NotDealing => f.write_str("the cards are not being dealt now"),
            MoveError::BadDeal => f.write_str("that deal is not a hand of distinct cards for every city"),
            MoveError::NotSwapping => f.write_str("no cards are being passed now"),
            MoveError::SwapFirst => f.write_str("every player must first pick a card to pass across"),
            MoveError::NotPlayTime => f.write_str("no cards are being played now"),
            MoveError::NotInHand(c) => write!(f, "{c} is not in that hand"),
            MoveError::MustFollow(s) => write!(f, "you must follow suit ({})", s.name()),
            MoveError::NoPile => f.write_str("only a dummy city has a pile"),
            MoveError::PileNotNow => f.write_str(
                "the pile's top card may be played only when leading or when no face-up card follows suit",
            ),
        }
    }
}

/// A city as the log names it: its keeper, or whose dummy it is.
pub fn city_name(g: &TrickWalls, city: usize, names: &[String]) -> String {
    match g.keeper(city) {
        Some(s) => seat_name(names, s),
        None => format!("{}'s dummy", seat_name(names, g.controller(city))),
    }
}

/// The log's lines for `mv`, played on `g` and giving `after`.
pub fn describe(g: &TrickWalls, mv: &Move, after: &TrickWalls, names: &[String]) -> Vec<String> {
    let city = |c: usize| city_name(g, c, names);
    let mut lines = Vec::new();
    match mv {
        Move::Deal(_) => {
            lines.push(format!(
                "Round {} of {}: {} deals; {} leads.",
                after.round(),
                after.rounds(),
                city_name(after, after.dealer_city(), names),
                city_name(after, after.leader(), names)
            ));
            if after.phase_kind() == Phase::Swap {
                lines.push("Each player picks a card to pass to the player opposite.".into());
            }
        }
        Move::Swap(_) => lines.push(if after.phase_kind() == Phase::Play {
            "The picked cards are passed across the table.".into()
        } else {
            format!(
                "{} picks a card to pass across.",
                seat_name(names, seat_of(g))
            )
        }),
        Move::Play(_) | Move::Pile => {
            let who = g.turn();
            // The card is the last on its wall: walls are cleared only by
            // the next deal.
            let Some(card) = after.wall(who).last().map(|l| l.card) else {
                return lines;
            };
            let from = if *mv == Move::Pile {
                " from the pile"
            } else {
                ""
            };
            let how = if g.would_go_up(card) {
                "face up"
            } else {
                "killed"
            };
            lines.push(format!("{} plays {card}{from}, {how}.", city(who)));
            if g.trick().len() + 1 == g.cities() {
                trick_end(g, card, after, names, &mut lines);
            }
        }
    }
    lines
}

/// The seat to act on `g`.
fn seat_of(g: &TrickWalls) -> crate::engine::Seat {
    match g.to_act() {
        crate::engine::Actor::Seat(s) => s,
        _ => 0,
    }
}

/// What closing a trick (and a round) adds to the log.
fn trick_end(
    g: &TrickWalls,
    last: Card,
    after: &TrickWalls,
    names: &[String],
    lines: &mut Vec<String>,
) {
    let (lead_city, lead) = g.trick()[0];
    let beaten = g.to_beat().is_some_and(|(i, _)| i > 0) || g.would_go_up(last);
    if !beaten {
        lines.push(format!(
            "Nobody beat it: {}'s {lead} is turned face down.",
            city_name(g, lead_city, names)
        ));
    }
    let Some(r) = after.history().get(g.history().len()) else {
        return;
    };
    if g.keepers_score() {
        let parts: Vec<String> = (0..names.len())
            .map(|s| format!("{} {:+}", seat_name(names, s), r.award[s]))
            .collect();
        lines.push(format!("Round {} scored: {}.", r.round, parts.join(", ")));
    } else {
        let lead = (0..2).find(|&t| r.award[t] > 0);
        lines.push(match lead {
            Some(t) => format!(
                "Round {} scored: {} +{}.",
                r.round,
                g.side(t).name(),
                r.award[t]
            ),
            None => format!("Round {} scored: level.", r.round),
        });
    }
    if after.phase_kind() == Phase::Over {
        if let Some(out) = after.outcome() {
            let w = out.winners();
            lines.push(if w.len() == names.len() {
                "The game is drawn.".into()
            } else if g.keepers_score() {
                let w: Vec<String> = w.into_iter().map(|s| seat_name(names, s)).collect();
                format!("{} wins the game.", w.join(" and "))
            } else {
                format!("{} wins the game.", g.side(g.team_of_seat(w[0])).name())
            });
        }
    } else if (0..g.cities()).any(|c| g.keeper(c) != after.keeper(c)) {
        lines.push("Half time: teammates change seats.".into());
    }
}

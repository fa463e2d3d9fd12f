//! How Trick Walls' log reads, in English: each event the rules report
//! (`play.rs`) as a sentence, with the seats' names. The table names a
//! city the same way.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::engine::Side;
use super::play::MoveError;
use super::play::{Event, Who};
#[cfg(target_arch = "wasm32")]
use super::{play::who, TrickWalls};
use crate::en;
use crate::engine::lang::t;
use crate::engine::record::seat_name;
use crate::engine::Say;
use std::fmt;

/// A city as people name it: its keeper, or whose dummy it is.
#[cfg(target_arch = "wasm32")]
pub fn city_name(g: &TrickWalls, city: usize, names: &[String]) -> String {
    who_name(who(g, city), names)
}

fn who_name(w: Who, names: &[String]) -> String {
    match w {
        Who::Keeper(s) => seat_name(names, s),
        Who::DummyOf(s) => crate::tr!("{name}'s dummy", name = seat_name(names, s)),
    }
}

/// A team's name in the language in effect.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Black => t("Black"),
        Side::Red => t("Red"),
    }
}

impl Say for super::TrickWalls {
    fn say(event: &Event, names: &[String]) -> String {
        let city = |w: &Who| who_name(*w, names);
        match event {
            Event::Dealt {
                round,
                rounds,
                dealer,
                leader,
            } => crate::tr!(
                "Round {round} of {rounds}: {dealer} deals; {leader} leads.",
                round,
                rounds,
                dealer = city(dealer),
                leader = city(leader)
            ),
            Event::SwapBegins => {
                t("Each player picks a card to pass to the player opposite.").into()
            }
            Event::Picked(s) => crate::tr!(
                "{name} picks a card to pass across.",
                name = seat_name(names, *s)
            ),
            Event::Swapped => t("The picked cards are passed across the table.").into(),
            Event::Played {
                by,
                card,
                from_pile,
                face_up,
            } => {
                let from = if *from_pile { t(" from the pile") } else { "" };
                let how = if *face_up { t("face up") } else { t("killed") };
                crate::tr!(
                    "{who} plays {card}{from}, {how}.",
                    who = city(by),
                    card,
                    from,
                    how
                )
            }
            Event::NotBeaten { by, card } => crate::tr!(
                "Nobody beat it: {who}'s {card} is turned face down.",
                who = city(by),
                card
            ),
            Event::SeatsScored { round, award } => {
                let parts: Vec<String> = award
                    .iter()
                    .enumerate()
                    .map(|(s, a)| format!("{} {a:+}", seat_name(names, s)))
                    .collect();
                crate::tr!(
                    "Round {round} scored: {scores}.",
                    round,
                    scores = parts.join(", ")
                )
            }
            Event::TeamScored { round, scored } => match scored {
                Some((side, points)) => crate::tr!(
                    "Round {round} scored: {side} +{points}.",
                    round,
                    side = side_name(*side),
                    points
                ),
                None => crate::tr!("Round {round} scored: level.", round),
            },
            Event::Drawn => t("The game is drawn.").into(),
            Event::SeatsWon(w) => {
                let w: Vec<String> = w.iter().map(|&s| seat_name(names, s)).collect();
                crate::engine::words::won_by(&w)
            }
            Event::SideWon(Side::Black) => t("Black wins the game.").into(),
            Event::SideWon(Side::Red) => t("Red wins the game.").into(),
            Event::HalfTime => t("Half time: teammates change seats.").into(),
        }
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = match self {
            MoveError::GameOver => en!("the game is over"),
            MoveError::NotDealing => en!("the cards are not being dealt now"),
            MoveError::BadDeal => en!("that deal is not a hand of distinct cards for every city"),
            MoveError::NotSwapping => en!("no cards are being passed now"),
            MoveError::SwapFirst => en!("every player must first pick a card to pass across"),
            MoveError::NotPlayTime => en!("no cards are being played now"),
            MoveError::NotInHand(c) => return f.write_str(&crate::tr!("{card} is not in that hand", card = c)),
            MoveError::MustFollow(s) => {
                return f.write_str(&crate::tr!("you must follow suit ({suit})", suit = t(s.name())))
            }
            MoveError::NoPile => en!("only a dummy city has a pile"),
            MoveError::PileNotNow => en!("the pile's top card may be played only when leading or when no face-up card follows suit"),
        };
        f.write_str(t(plain))
    }
}

//! Martian Trickery's moves as people read them: why an illegal one is
//! refused, and each move's lines in the log. Kept apart from `engine.rs`,
//! which holds the state and the rules, as in Martian Whist.

use super::engine::{Move, Phase, Trickery, HANDS};
use crate::engine::pieces::{Card, Pyramid, Suit};
use crate::engine::record::seat_name;
use crate::engine::{Game, Seat};
use std::fmt;

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

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NotDealing => f.write_str("the cards are not being dealt now"),
            MoveError::BadDeal => f.write_str("that deal is not the whole deck in equal hands"),
            MoveError::NotPrizeTime => f.write_str("the leader is not choosing a prize now"),
            MoveError::NoSuchPrize(p) => write!(f, "no {p} is in the centre"),
            MoveError::NotPlayTime => f.write_str("the leader must choose the prize first"),
            MoveError::NotInHand(c) => write!(f, "{c} is not in that hand"),
            MoveError::MustFollow(s) => write!(f, "you must follow suit ({})", s.name()),
            MoveError::SpadesNotBroken => f.write_str(
                "spades can't be led until they are broken (unless you hold only spades)",
            ),
        }
    }
}

/// The log's lines for `mv`, played on `g` and giving `after`.
pub fn describe(g: &Trickery, mv: &Move, after: &Trickery, names: &[String]) -> Vec<String> {
    let name = |s: Seat| seat_name(names, s);
    let mut lines = Vec::new();
    match mv {
        Move::Deal(_) => lines.push(format!(
            "Hand {}: {} deals; {} leads.",
            after.hand_no(),
            name(g.dealer()),
            name(after.leader())
        )),
        Move::Prize(p) => lines.push(format!("{} names the {p} as the prize.", name(g.turn()))),
        Move::Play(c) => {
            lines.push(format!("{} plays {c}.", name(g.turn())));
            if after.spades_broken() && !g.spades_broken() {
                lines.push("Spades are broken.".into());
            }
            if let Some(t) = after
                .tricks()
                .last()
                .filter(|_| after.tricks().len() > g.tricks().len())
            {
                lines.push(format!(
                    "{} wins the trick and takes the {}.",
                    name(t.winner),
                    t.prize
                ));
            }
            if let Some(r) = after.history().get(g.history().len()) {
                let parts: Vec<String> = (0..names.len())
                    .map(|s| format!("{} {:+}", name(s), r.scores[s].total))
                    .collect();
                lines.push(format!("Hand {} scored: {}.", r.hand, parts.join(", ")));
                if after.phase_kind() == Phase::Over {
                    if let Some(out) = after.outcome() {
                        let w: Vec<String> = out.winners().into_iter().map(name).collect();
                        lines.push(format!("{} wins the game.", w.join(" and ")));
                    }
                } else if r.hand >= HANDS {
                    lines.push("First place is tied: another hand.".into());
                }
            }
        }
    }
    lines
}

//! How Martian Whist's log reads, in English: each event the rules report
//! (`play::events`) as its sentence, with the seats' names filled in. Also
//! the reason a trick went the way it did, which the table shows too.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::engine::{Event, Trick, Whist};
use super::play::MoveError;
use super::scoring::{Tree, BUILD_ORDER};
use crate::engine::pieces::{Colour, Size};
use crate::engine::record::seat_name;
use crate::engine::{Say, Seat};
use std::fmt;

impl Say for Whist {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s: Seat| seat_name(names, s);
        match *event {
            Event::Drawn => "Ten trees are drawn from the bag.".into(),
            Event::Rolled(Some(c)) => format!("The colour die shows {0}: {0} is trump.", c.name()),
            Event::Rolled(None) => "The colour die shows the atom: there is no trump.".into(),
            Event::DraftsFirst(s) => format!("{} drafts first.", name(s)),
            Event::TakesTree(s, t) => format!("{} takes a tree: {t}.", name(s)),
            Event::TakesPiece(s, p) => format!("{} takes a {p}.", name(s)),
            Event::Gives(s, to, p) => format!("{} gives {} a {p}.", name(s), name(to)),
            Event::StartsLayer(s, size) => format!("{} starts the {}.", name(s), plural(size)),
            Event::Passes(s, chooser, size) => {
                let me = name(s);
                format!(
                    "{me} passes; {} chooses {me}'s {}.",
                    name(chooser),
                    size.name()
                )
            }
            Event::Leads(s, t) => format!("{} leads a tree: {t}.", name(s)),
            Event::Follows(s, t) => format!("{} follows with a tree: {t}.", name(s)),
            Event::DraftOver(leader) => format!(
                "The draft is over; {} drafted last and leads.",
                name(leader)
            ),
            Event::WinsTrick { trick, trump } => format!(
                "{} wins the trick: {}.",
                name(trick.result.winner),
                why(&trick, trump)
            ),
            Event::KeepsTree(winner, loser) => format!(
                "{} keeps their tree; {}'s tree is discarded.",
                name(winner),
                name(loser)
            ),
            Event::Splits {
                winner,
                kept,
                loser,
                other,
            } => format!(
                "{} keeps {kept}; {} gets {other}.",
                name(winner),
                name(loser)
            ),
            Event::FinalScores(sc) => format!(
                "Final scores: {} {}, {} {}.",
                name(0),
                sc[0],
                name(1),
                sc[1]
            ),
            Event::GameWon(s) => format!("{} wins.", name(s)),
            Event::GameDrawn => "The game is a draw.".into(),
        }
    }
}

/// "smalls": the layer of the row a seat starts taking from.
fn plural(s: Size) -> &'static str {
    match s {
        Size::Small => "smalls",
        Size::Medium => "mediums",
        Size::Large => "larges",
    }
}

/// Why a trick went the way it did ("segments 2 to 1"), for the log and
/// the table.
pub fn why(t: &Trick, trump: Option<Colour>) -> String {
    let w = t.result.winner;
    let (a, b) = (t.trees[w], t.trees[1 - w]);
    match t.result.how {
        super::scoring::How::SolidOverMixed => "a solid tree beats a mixed one".to_string(),
        super::scoring::How::SolidRank => {
            let mark = |c: Colour| if trump == Some(c) { " (trump)" } else { "" };
            format!(
                "{}{} outranks {}{}",
                a.large.name(),
                mark(a.large),
                b.large.name(),
                mark(b.large)
            )
        }
        super::scoring::How::Segments => {
            let won = |s: Seat| t.result.segments.iter().filter(|x| **x == Some(s)).count();
            format!("segments {} to {}", won(w), won(1 - w))
        }
        super::scoring::How::TieToLeader => "a tie goes to the leader".to_string(),
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::ChanceDue => f.write_str("a random event is due, not a player's move"),
            MoveError::NotNow(what) => f.write_str(what),
            MoveError::BadDraw => f.write_str(
                "that draw is not ten trees made of two trios of each of the five colours",
            ),
            MoveError::BadFace(c) => write!(f, "the colour die has no {} face", c.name()),
            MoveError::NoSuchSeat(s) => write!(f, "there is no player {}", s.saturating_add(1)),
            MoveError::NoTree(i) => write!(
                f,
                "there is no whole tree at place {} of the row",
                u32::from(*i) + 1
            ),
            MoveError::NoPiece(i, s) => {
                write!(
                    f,
                    "there is no {} at place {} of the row",
                    s.name(),
                    u32::from(*i) + 1
                )
            }
            MoveError::CannotPass(s) => write!(
                f,
                "you can't pass with only one {} left on the layer: take it",
                s.name()
            ),
            MoveError::TreeComplete => {
                f.write_str("your tree is complete: play it, or take a step back")
            }
            MoveError::WrongSize(s) => write!(
                f,
                "the {} goes next: a tree is built large, medium, small",
                s.name()
            ),
            MoveError::NotInStash(p) => write!(f, "you have no {p} in your stash"),
            MoveError::MustFollow(p, led) => write!(
                f,
                "a {p} is not allowed: your tree must share a colour with the led tree \
                 ({}), and you can make one that does",
                colour_list(led)
            ),
            MoveError::NothingToTakeBack => f.write_str("there is no pyramid to take back"),
            MoveError::TreeIncomplete(s) => {
                write!(f, "your tree is not complete: it needs a {}", s.name())
            }
            MoveError::AlreadyChosen(s) => {
                write!(f, "which {} you keep is already settled", s.name())
            }
            MoveError::KeepOrder(s) => write!(f, "choose which {} to keep first", s.name()),
            MoveError::NotInTrick(p) => write!(f, "no {p} was played in this trick"),
        }
    }
}

/// "purple, red or blue": a tree's distinct colours.
fn colour_list(t: &Tree) -> String {
    let mut cs: Vec<&str> = Vec::new();
    for s in BUILD_ORDER {
        let n = t.colour(s).name();
        if !cs.contains(&n) {
            cs.push(n);
        }
    }
    match cs.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => cs.concat(),
    }
}

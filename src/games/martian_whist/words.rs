//! How Martian Whist's log reads, in English: each event the rules report
//! (`play::events`) as its sentence, with the seats' names filled in. Also
//! the reason a trick went the way it did, which the table shows too.
//! Also why the rules refused a move (`MoveError`), said the same way.

use super::engine::{Event, Trick, Whist};
use super::play::MoveError;
use super::scoring::{Tree, BUILD_ORDER};
use crate::engine::lang::{self, t};
use crate::engine::pieces::{Colour, Size};
use crate::engine::record::seat_name;
use crate::engine::{Say, Seat};
use crate::{en, tr};
use std::fmt;

impl Say for Whist {
    fn say(event: &Event, names: &[String]) -> String {
        let name = |s: Seat| seat_name(names, s);
        match *event {
            Event::Drawn => t("Ten trees are drawn from the bag.").into(),
            Event::Rolled(Some(c)) => {
                tr!(
                    "The colour die shows {colour}: {colour} is trump.",
                    colour = c.word()
                )
            }
            Event::Rolled(None) => t("The colour die shows the atom: there is no trump.").into(),
            Event::DraftsFirst(s) => tr!("{who} drafts first.", who = name(s)),
            Event::TakesTree(s, tree) => tr!("{who} takes a tree: {tree}.", who = name(s), tree),
            Event::TakesPiece(s, piece) => tr!("{who} takes a {piece}.", who = name(s), piece),
            Event::Gives(s, to, piece) => tr!(
                "{who} gives {to} a {piece}.",
                who = name(s),
                to = name(to),
                piece
            ),
            Event::StartsLayer(s, size) => {
                tr!(
                    "{who} starts the {layer}.",
                    who = name(s),
                    layer = plural(size)
                )
            }
            Event::Passes(s, chooser, size) => tr!(
                "{who} passes; {chooser} chooses {who}'s {size}.",
                who = name(s),
                chooser = name(chooser),
                size = size.word()
            ),
            Event::Leads(s, tree) => tr!("{who} leads a tree: {tree}.", who = name(s), tree),
            Event::Follows(s, tree) => {
                tr!("{who} follows with a tree: {tree}.", who = name(s), tree)
            }
            Event::DraftOver(leader) => tr!(
                "The draft is over; {who} drafted last and leads.",
                who = name(leader)
            ),
            Event::WinsTrick { trick, trump } => tr!(
                "{who} wins the trick: {why}.",
                who = name(trick.result.winner),
                why = why(&trick, trump)
            ),
            Event::KeepsTree(winner, loser) => tr!(
                "{who} keeps their tree; {loser}'s tree is discarded.",
                who = name(winner),
                loser = name(loser)
            ),
            Event::Splits {
                winner,
                kept,
                loser,
                other,
            } => tr!(
                "{who} keeps {kept}; {loser} gets {other}.",
                who = name(winner),
                kept,
                loser = name(loser),
                other
            ),
            Event::FinalScores(sc) => tr!(
                "Final scores: {first} {a}, {second} {b}.",
                first = name(0),
                a = sc[0],
                second = name(1),
                b = sc[1]
            ),
            Event::GameWon(s) => tr!("{who} wins.", who = name(s)),
            Event::GameDrawn => t("The game is a draw.").into(),
        }
    }
}

/// "smalls": the layer of the row a seat starts taking from.
fn plural(s: Size) -> &'static str {
    match s {
        Size::Small => t("smalls"),
        Size::Medium => t("mediums"),
        Size::Large => t("larges"),
    }
}

/// Why a trick went the way it did ("segments 2 to 1"), for the log and
/// the table.
pub fn why(t: &Trick, trump: Option<Colour>) -> String {
    let w = t.result.winner;
    let (a, b) = (t.trees[w], t.trees[1 - w]);
    match t.result.how {
        super::scoring::How::SolidOverMixed => {
            lang::t("a solid tree beats a mixed one").to_string()
        }
        super::scoring::How::SolidRank => {
            let mark = |c: Colour| {
                if trump == Some(c) {
                    lang::t(" (trump)")
                } else {
                    ""
                }
            };
            tr!(
                "{winner}{mark} outranks {loser}{other}",
                winner = a.large.word(),
                mark = mark(a.large),
                loser = b.large.word(),
                other = mark(b.large)
            )
        }
        super::scoring::How::Segments => {
            let won = |s: Seat| t.result.segments.iter().filter(|x| **x == Some(s)).count();
            tr!("segments {won} to {lost}", won = won(w), lost = won(1 - w))
        }
        super::scoring::How::TieToLeader => lang::t("a tie goes to the leader").to_string(),
    }
}

/// Why the rules refused a move, as a person reads it.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plain = match self {
            MoveError::GameOver => en!("the game is over"),
            MoveError::ChanceDue => en!("a random event is due, not a player's move"),
            // The rules' own words, marked with en! where they are made.
            MoveError::NotNow(what) => what,
            MoveError::BadDraw => {
                en!("that draw is not ten trees made of two trios of each of the five colours")
            }
            MoveError::BadFace(c) => {
                return f.write_str(&tr!("the colour die has no {colour} face", colour = c.word()))
            }
            MoveError::NoSuchSeat(s) => {
                return f.write_str(&tr!("there is no player {n}", n = s.saturating_add(1)))
            }
            MoveError::NoTree(i) => {
                return f.write_str(&tr!(
                    "there is no whole tree at place {n} of the row",
                    n = u32::from(*i) + 1
                ))
            }
            MoveError::NoPiece(i, s) => {
                return f.write_str(&tr!(
                    "there is no {size} at place {n} of the row",
                    size = s.word(),
                    n = u32::from(*i) + 1
                ))
            }
            MoveError::CannotPass(s) => {
                return f.write_str(&tr!(
                    "you can't pass with only one {size} left on the layer: take it",
                    size = s.word()
                ))
            }
            MoveError::TreeComplete => en!("your tree is complete: play it, or take a step back"),
            MoveError::WrongSize(s) => {
                return f.write_str(&tr!(
                    "the {size} goes next: a tree is built large, medium, small",
                    size = s.word()
                ))
            }
            MoveError::NotInStash(p) => {
                return f.write_str(&tr!("you have no {piece} in your stash", piece = p))
            }
            MoveError::MustFollow(p, led) => {
                return f.write_str(&tr!(
                    "a {piece} is not allowed: your tree must share a colour with the led tree ({colours}), and you can make one that does",
                    piece = p,
                    colours = colour_list(led)
                ))
            }
            MoveError::NothingToTakeBack => en!("there is no pyramid to take back"),
            MoveError::TreeIncomplete(s) => {
                return f.write_str(&tr!(
                    "your tree is not complete: it needs a {size}",
                    size = s.word()
                ))
            }
            MoveError::AlreadyChosen(s) => {
                return f.write_str(&tr!(
                    "which {size} you keep is already settled",
                    size = s.word()
                ))
            }
            MoveError::KeepOrder(s) => {
                return f.write_str(&tr!("choose which {size} to keep first", size = s.word()))
            }
            MoveError::NotInTrick(p) => {
                return f.write_str(&tr!("no {piece} was played in this trick", piece = p))
            }
        };
        f.write_str(lang::t(plain))
    }
}

/// "purple, red or blue": a tree's distinct colours.
fn colour_list(t: &Tree) -> String {
    let mut cs: Vec<&str> = Vec::new();
    for s in BUILD_ORDER {
        let n = t.colour(s).word();
        if !cs.contains(&n) {
            cs.push(n);
        }
    }
    match cs.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            tr!("{some} or {last}", some = rest.join(", "), last)
        }
        _ => cs.concat(),
    }
}

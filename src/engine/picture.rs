//! Pictures on the rules pages, drawn with the games' own pieces. A rules
//! text (Markdown) holds one on a line of its own:
//!
//! ```text
//! ![A tree: large, medium and small of one colour](large-red medium-red small-red)
//! ```
//!
//! Between the brackets, the caption (what a screen reader says, and the
//! line under the picture); between the parentheses, the pieces from left to
//! right: a pyramid as `size-colour`, a card by its code (`10H`, `QS`) or
//! `back` face down, a die as `d6:4` or `d8:7`, and between them `+`, `=`
//! or a number, written as text. A line with anything else is not a
//! picture (the rules pages' test finds it: no error text costs the
//! download).

use super::cards::Card;
use super::pieces::{Colour, Pyramid, Size};

/// One thing drawn in a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawn<'a> {
    Pyramid(Pyramid),
    /// A card, face up or (`None`) face down.
    Card(Option<Card>),
    D6(u8),
    D8(u8),
    /// A sign or number between pieces.
    Text(&'a str),
}

/// A picture line's caption and pieces; `None` if the line is not a
/// picture of real pieces.
pub fn parse(line: &str) -> Option<(&str, Vec<Drawn<'_>>)> {
    let rest = line.trim().strip_prefix("![")?;
    // Char patterns: a string pattern's searcher costs the download more.
    let (caption, rest) = rest.split_once(']')?;
    let spec = rest.strip_prefix('(')?.strip_suffix(')')?;
    // A plain loop: collecting into Option<Vec> cost the download 0.3 KB.
    let mut drawn = Vec::new();
    for t in spec.split(' ').filter(|t| !t.is_empty()) {
        drawn.push(token(t)?);
    }
    Some((caption, drawn))
}

/// One piece or sign of a picture, if `t` is one.
pub fn token(t: &str) -> Option<Drawn<'_>> {
    let die = |s: &str, most: u8| s.parse::<u8>().ok().filter(|f| (1..=most).contains(f));
    if let Some((size, colour)) = t.split_once('-') {
        Size::ALL
            .into_iter()
            .find(|s| s.name() == size)
            .zip(Colour::ALL.into_iter().find(|c| c.name() == colour))
            .map(|(size, colour)| Drawn::Pyramid(Pyramid { colour, size }))
    } else if let Some(f) = t.strip_prefix("d6:") {
        die(f, 6).map(Drawn::D6)
    } else if let Some(f) = t.strip_prefix("d8:") {
        die(f, 8).map(Drawn::D8)
    } else if t == "back" {
        Some(Drawn::Card(None))
    } else if t == "+" || t == "=" || t.bytes().all(|b| b.is_ascii_digit()) {
        Some(Drawn::Text(t))
    } else {
        Card::parse(t).map(|c| Drawn::Card(Some(c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_line_reads_as_its_pieces() {
        let (caption, drawn) =
            parse("![Two](large-red 10H + back d6:4 d8:8 = 12)").expect("a picture");
        assert_eq!(caption, "Two");
        assert_eq!(drawn.len(), 8);
        assert_eq!(
            drawn[0],
            Drawn::Pyramid(Pyramid {
                colour: Colour::Red,
                size: Size::Large
            })
        );
        assert_eq!(drawn[1], Drawn::Card(Card::parse("10H")));
        assert_eq!(drawn[3], Drawn::Card(None));
        assert_eq!(drawn[6], Drawn::Text("="));
        assert!(parse("Not a picture").is_none());
        assert!(parse("![x](huge-red)").is_none());
        assert!(parse("![x](d6:7)").is_none());
        assert!(token("huge-red").is_none());
    }
}

//! Looney pyramids and playing cards, shared by every game.

use super::json::{self, Fields, FromJson, Json, ToJson};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Size {
    Small,
    Medium,
    Large,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    pub fn pips(self) -> u8 {
        self as u8 + 1
    }

    pub fn name(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Every pyramid colour any of our games uses: Treehouse Rainbow, Treehouse
/// Xeno, and the Mah Jongg stashes (which use all ten).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
    Black,
    Clear,
    Orange,
    Cyan,
    Purple,
    White,
}

impl Colour {
    pub const ALL: [Colour; 10] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Black,
        Colour::Clear,
        Colour::Orange,
        Colour::Cyan,
        Colour::Purple,
        Colour::White,
    ];
    /// Treehouse Rainbow, opaque colour last.
    pub const RAINBOW: [Colour; 5] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Black,
    ];
    /// Treehouse Xeno, opaque colour last.
    pub const XENO: [Colour; 5] = [
        Colour::Clear,
        Colour::Orange,
        Colour::Cyan,
        Colour::Purple,
        Colour::White,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn is_opaque(self) -> bool {
        matches!(self, Colour::Black | Colour::White)
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Black => "black",
            Colour::Clear => "clear",
            Colour::Orange => "orange",
            Colour::Cyan => "cyan",
            Colour::Purple => "purple",
            Colour::White => "white",
        }
    }

    /// A short label drawn on the piece, so colours can be told apart
    /// without colour vision.
    pub fn label(self) -> &'static str {
        match self {
            Colour::Red => "R",
            Colour::Yellow => "Y",
            Colour::Green => "G",
            Colour::Blue => "B",
            Colour::Black => "K",
            Colour::Clear => "C",
            Colour::Orange => "O",
            Colour::Cyan => "Cy",
            Colour::Purple => "P",
            Colour::White => "W",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pyramid {
    pub colour: Colour,
    pub size: Size,
}

impl Pyramid {
    pub fn new(colour: Colour, size: Size) -> Self {
        Pyramid { colour, size }
    }
}

impl fmt::Display for Pyramid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.size.name(), self.colour.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// Position in `ALL`.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Suit::Clubs => "\u{2663}",
            Suit::Diamonds => "\u{2666}",
            Suit::Hearts => "\u{2665}",
            Suit::Spades => "\u{2660}",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// A playing card; rank 2..=14 with the ace as 14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub suit: Suit,
    pub rank: u8,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Self {
        Card { suit, rank }
    }

    /// A place 0..52 unique to each card, for sets of cards as bit masks.
    pub fn index(self) -> usize {
        self.suit.index() * 13 + usize::from(self.rank.saturating_sub(2)).min(12)
    }

    /// All 52 cards, by suit then rank.
    pub fn deck() -> Vec<Card> {
        Suit::ALL
            .iter()
            .flat_map(|&s| (2..=14).map(move |r| Card::new(r, s)))
            .collect()
    }

    pub fn rank_str(self) -> &'static str {
        const RANKS: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        RANKS[usize::from(self.rank.clamp(2, 14) - 2)]
    }

    /// The short code used in move ids and saves: `QS`, `10H`, `AC`.
    pub fn code(self) -> String {
        format!("{}{}", self.rank_str(), self.suit.letter())
    }

    pub fn parse(code: &str) -> Option<Card> {
        let suit = match code.chars().last()? {
            'C' => Suit::Clubs,
            'D' => Suit::Diamonds,
            'H' => Suit::Hearts,
            'S' => Suit::Spades,
            _ => return None,
        };
        let rank_part = &code[..code.len() - 1];
        let rank = match rank_part {
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            "A" => 14,
            n => n.parse::<u8>().ok().filter(|r| (2..=10).contains(r))?,
        };
        Some(Card::new(rank, suit))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_str(), self.suit.symbol())
    }
}

// Cards travel as their short codes ("QS"), which keeps saves and links small
// and readable.
impl ToJson for Card {
    fn to_json(&self) -> Json {
        Json::Str(self.code())
    }
}

impl FromJson for Card {
    fn from_json(json: &Json) -> Result<Self, String> {
        Card::parse(&String::from_json(json)?).ok_or_else(|| "not a card".into())
    }
}

// Names in saves are the lowercase names, as serde's derive wrote them.
crate::string_enum!(Size, Size::ALL, Size::name);
crate::string_enum!(Colour, Colour::ALL, Colour::name);

impl ToJson for Pyramid {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("colour", self.colour.to_json()),
            ("size", self.size.to_json()),
        ])
    }
}

impl FromJson for Pyramid {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 2)?;
        Ok(Pyramid::new(f.req(0, "colour")?, f.req(1, "size")?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_codes_round_trip() {
        for c in Card::deck() {
            assert_eq!(Card::parse(&c.code()), Some(c));
        }
        assert_eq!(Card::deck().len(), 52);
        for bad in ["", "S", "1S", "11S", "QX", "é", "10", "AS "] {
            assert_eq!(Card::parse(bad), None, "{bad:?}");
        }
    }
}

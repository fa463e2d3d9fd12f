//! Looney pyramids and playing cards, shared by every game.

use super::lang::t;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Playing cards live in `cards`, beside what card games share; they are
/// named here too, with the pyramids, as the pieces games are played with.
pub use super::cards::{Card, Suit};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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

    /// The size as a person reads it, in the language in effect (`name`
    /// is also the piece's id in saves and on the page).
    pub fn word(self) -> &'static str {
        t(self.name())
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Every pyramid colour any of our games uses: Treehouse Rainbow, Treehouse
/// Xeno, and the Mah Jongg stashes (which use all ten).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
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

    /// The colour as a person reads it, in the language in effect (as an
    /// adjective of a pyramid: French agrees it with "pyramide").
    pub fn word(self) -> &'static str {
        t(self.name())
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
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
        write!(f, "{} {}", self.size.word(), self.colour.word())
    }
}

//! How a Martian Mah Jongg match's moves are written in saves and share
//! links. Options, calls and slots derive serde's forms in `engine.rs` and
//! `holding.rs`; moves have shapes of their own, kept so every save made
//! before serde carried them still opens and is written the same:
//! a name (`"roll"`, `"keep"`) or `{"name": value}`, a piece as
//! `"small-red"`: `{"covers":[["red",...],["blue",...]]}`, `{"d8":3}`,
//! `{"dice":[2,7]}`, `{"look":4}`, `{"hide":["white",false]}`,
//! `{"exchange":"red"}`, `{"place":["medium-red","loose","pung-medium"]}`,
//! `{"discard":"small-red"}`, `{"call":"pung"}`.

use super::engine::{CallKind, Move};
use super::holding::Slot;
use crate::engine::pieces::{Colour, Pyramid, Size};
use serde::{de::Error, Deserialize, Deserializer, Serialize, Serializer};

/// `Move` as it is written: serde's derive of this enum gives the shapes
/// above, where `Move`'s own struct variants would be objects.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Wire {
    Covers(Vec<Colour>, Vec<Colour>),
    D8(u8),
    Dice(u8, u8),
    Roll,
    Look(u8),
    Keep,
    Swap,
    Hide(Colour, bool),
    LargeKong,
    LargeBonus,
    #[serde(rename = "exchange")]
    LargeExchange(Colour),
    LargeDiscard,
    Place(Piece, Slot, Slot),
    Discard(Piece),
    Go,
    MahJongg,
    Call(CallKind),
    Decline,
}

/// A pyramid as `"size-colour"`.
struct Piece(Pyramid);

impl Serialize for Piece {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{}-{}", self.0.size.name(), self.0.colour.name()))
    }
}

impl<'de> Deserialize<'de> for Piece {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let (size, colour) = text
            .split_once('-')
            .ok_or_else(|| D::Error::custom("a piece is size-colour"))?;
        let size = Size::ALL.into_iter().find(|s| s.name() == size);
        let colour = Colour::ALL.into_iter().find(|c| c.name() == colour);
        match (size, colour) {
            (Some(size), Some(colour)) => Ok(Piece(Pyramid::new(colour, size))),
            _ => Err(D::Error::custom("not a piece")),
        }
    }
}

impl From<&Move> for Wire {
    fn from(m: &Move) -> Wire {
        match m.clone() {
            Move::Covers { smalls, mediums } => Wire::Covers(smalls, mediums),
            Move::D8(n) => Wire::D8(n),
            Move::Dice(a, b) => Wire::Dice(a, b),
            Move::Roll => Wire::Roll,
            Move::Look(c) => Wire::Look(c),
            Move::Keep => Wire::Keep,
            Move::Swap => Wire::Swap,
            Move::Hide { opaque, keep_drawn } => Wire::Hide(opaque, keep_drawn),
            Move::LargeKong => Wire::LargeKong,
            Move::LargeBonus => Wire::LargeBonus,
            Move::LargeExchange(c) => Wire::LargeExchange(c),
            Move::LargeDiscard => Wire::LargeDiscard,
            Move::Place { piece, from, to } => Wire::Place(Piece(piece), from, to),
            Move::Discard(p) => Wire::Discard(Piece(p)),
            Move::Go => Wire::Go,
            Move::MahJongg => Wire::MahJongg,
            Move::Call(k) => Wire::Call(k),
            Move::Decline => Wire::Decline,
        }
    }
}

impl From<Wire> for Move {
    fn from(w: Wire) -> Move {
        match w {
            Wire::Covers(smalls, mediums) => Move::Covers { smalls, mediums },
            Wire::D8(n) => Move::D8(n),
            Wire::Dice(a, b) => Move::Dice(a, b),
            Wire::Roll => Move::Roll,
            Wire::Look(c) => Move::Look(c),
            Wire::Keep => Move::Keep,
            Wire::Swap => Move::Swap,
            Wire::Hide(opaque, keep_drawn) => Move::Hide { opaque, keep_drawn },
            Wire::LargeKong => Move::LargeKong,
            Wire::LargeBonus => Move::LargeBonus,
            Wire::LargeExchange(c) => Move::LargeExchange(c),
            Wire::LargeDiscard => Move::LargeDiscard,
            Wire::Place(Piece(piece), from, to) => Move::Place { piece, from, to },
            Wire::Discard(Piece(p)) => Move::Discard(p),
            Wire::Go => Move::Go,
            Wire::MahJongg => Move::MahJongg,
            Wire::Call(k) => Move::Call(k),
            Wire::Decline => Move::Decline,
        }
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        Wire::from(self).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Wire::deserialize(d).map(Move::from)
    }
}

//! How a Martian Mah Jongg match's options and moves are written in saves
//! and share links: `{"simple":false,"golden_rooster":true,"rounds":1}`;
//! moves as a name (`"roll"`, `"keep"`) or `{"name": value}`, a piece as
//! `"small-red"`: `{"covers":[["red",...],["blue",...]]}`, `{"d8":3}`,
//! `{"dice":[2,7]}`, `{"look":4}`, `{"hide":["white",false]}`,
//! `{"exchange":"red"}`, `{"place":["medium-red","loose","pung-medium"]}`,
//! `{"discard":"small-red"}`, `{"call":"pung"}`.

use super::engine::{CallKind, Move, Options};
use super::holding::Slot;
use crate::engine::json::{self, Fields, FromJson, Json, ToJson};
use crate::engine::pieces::{Colour, Pyramid, Size};

impl ToJson for Options {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("simple", self.simple.to_json()),
            ("golden_rooster", self.golden_rooster.to_json()),
            ("rounds", u32::from(self.rounds).to_json()),
        ])
    }
}

/// A missing option takes its default.
impl FromJson for Options {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 3)?;
        let d = Options::default();
        let rounds: u32 = f.or(2, "rounds", u32::from(d.rounds))?;
        Ok(Options {
            simple: f.or(0, "simple", d.simple)?,
            golden_rooster: f.or(1, "golden_rooster", d.golden_rooster)?,
            rounds: u8::try_from(rounds).map_err(|_| "too many rounds".to_string())?,
        })
    }
}

fn piece(p: &Pyramid) -> Json {
    Json::Str(format!("{}-{}", p.size.name(), p.colour.name()))
}

fn piece_from(json: &Json) -> Result<Pyramid, String> {
    let text = json.as_str().ok_or("a piece is a string")?;
    let (size, colour) = text.split_once('-').ok_or("a piece is size-colour")?;
    let size = Size::from_json(&Json::Str(size.into()))?;
    let colour = Colour::from_json(&Json::Str(colour.into()))?;
    Ok(Pyramid::new(colour, size))
}

fn small_number(json: &Json) -> Result<u8, String> {
    u8::try_from(u32::from_json(json)?).map_err(|_| "number too large".into())
}

fn pair(json: &Json) -> Result<&[Json], String> {
    match json {
        Json::Arr(items) => Ok(items),
        _ => Err("expected a list".into()),
    }
}

impl ToJson for Move {
    fn to_json(&self) -> Json {
        let num = |n: u8| u32::from(n).to_json();
        match self {
            Move::Covers { smalls, mediums } => json::tagged(
                "covers",
                Json::Arr(vec![smalls.to_json(), mediums.to_json()]),
            ),
            Move::D8(n) => json::tagged("d8", num(*n)),
            Move::Dice(a, b) => json::tagged("dice", Json::Arr(vec![num(*a), num(*b)])),
            Move::Roll => Json::Str("roll".into()),
            Move::Look(c) => json::tagged("look", num(*c)),
            Move::Keep => Json::Str("keep".into()),
            Move::Swap => Json::Str("swap".into()),
            Move::Hide { opaque, keep_drawn } => json::tagged(
                "hide",
                Json::Arr(vec![opaque.to_json(), keep_drawn.to_json()]),
            ),
            Move::LargeKong => Json::Str("large_kong".into()),
            Move::LargeBonus => Json::Str("large_bonus".into()),
            Move::LargeExchange(c) => json::tagged("exchange", c.to_json()),
            Move::LargeDiscard => Json::Str("large_discard".into()),
            Move::Place { piece: p, from, to } => json::tagged(
                "place",
                Json::Arr(vec![piece(p), from.to_json(), to.to_json()]),
            ),
            Move::Discard(p) => json::tagged("discard", piece(p)),
            Move::Go => Json::Str("go".into()),
            Move::MahJongg => Json::Str("mah_jongg".into()),
            Move::Call(k) => json::tagged("call", k.to_json()),
            Move::Decline => Json::Str("decline".into()),
        }
    }
}

impl FromJson for Move {
    fn from_json(json: &Json) -> Result<Self, String> {
        let (name, value) = json::variant(json)?;
        let unit = |m: Move| -> Result<Move, String> {
            json::unit_variant(json)?;
            Ok(m)
        };
        Ok(match name {
            "covers" => match pair(value)? {
                [s, m] => Move::Covers {
                    smalls: FromJson::from_json(s)?,
                    mediums: FromJson::from_json(m)?,
                },
                _ => return Err("covers: two lists".into()),
            },
            "d8" => Move::D8(small_number(value)?),
            "dice" => match pair(value)? {
                [a, b] => Move::Dice(small_number(a)?, small_number(b)?),
                _ => return Err("dice: two numbers".into()),
            },
            "look" => Move::Look(small_number(value)?),
            "hide" => match pair(value)? {
                [o, k] => Move::Hide {
                    opaque: Colour::from_json(o)?,
                    keep_drawn: bool::from_json(k)?,
                },
                _ => return Err("hide: colour and choice".into()),
            },
            "exchange" => Move::LargeExchange(Colour::from_json(value)?),
            "place" => match pair(value)? {
                [p, f, t] => Move::Place {
                    piece: piece_from(p)?,
                    from: Slot::from_json(f)?,
                    to: Slot::from_json(t)?,
                },
                _ => return Err("place: piece, from, to".into()),
            },
            "discard" => Move::Discard(piece_from(value)?),
            "call" => Move::Call(CallKind::from_json(value)?),
            "roll" => unit(Move::Roll)?,
            "keep" => unit(Move::Keep)?,
            "swap" => unit(Move::Swap)?,
            "large_kong" => unit(Move::LargeKong)?,
            "large_bonus" => unit(Move::LargeBonus)?,
            "large_discard" => unit(Move::LargeDiscard)?,
            "go" => unit(Move::Go)?,
            "mah_jongg" => unit(Move::MahJongg)?,
            "decline" => unit(Move::Decline)?,
            other => return Err(json::unknown(other)),
        })
    }
}

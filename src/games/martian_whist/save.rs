//! How a Martian Whist match's options and moves are written in saves and
//! share links, in the shapes serde's derive gives the other games: enums
//! as names or `{"name": value}`, structs as objects, missing options
//! taking their defaults.

use super::engine::{Draft, Keeping, Move, Options};
use super::scoring::{Tree, COLOURS};
use crate::engine::json::{self, Fields, FromJson, Json, ToJson};
use crate::engine::pieces::{Colour, Pyramid};

crate::string_enum!(Draft, Draft::ALL, Draft::id);
crate::string_enum!(Keeping, Keeping::ALL, Keeping::id);

impl ToJson for Options {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("draft", self.draft.to_json()),
            ("keeping", self.keeping.to_json()),
        ])
    }
}

/// A missing option takes its default, so saves from before an option
/// existed still open.
impl FromJson for Options {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 2)?;
        Ok(Options {
            draft: f.or(0, "draft", Draft::default())?,
            keeping: f.or(1, "keeping", Keeping::default())?,
        })
    }
}

impl ToJson for Tree {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("large", self.large.to_json()),
            ("medium", self.medium.to_json()),
            ("small", self.small.to_json()),
        ])
    }
}

impl FromJson for Tree {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 3)?;
        Ok(Tree::new(
            f.req(0, "large")?,
            f.req(1, "medium")?,
            f.req(2, "small")?,
        ))
    }
}

/// A place in the row: a small whole number.
fn slot(json: &Json) -> Result<u8, String> {
    u8::try_from(u32::from_json(json)?).map_err(|_| "number too large".into())
}

/// The die's face: a colour's name, or "atom" for no trump.
fn face(json: &Json) -> Result<Option<Colour>, String> {
    match json.as_str() {
        Some("atom") => Ok(None),
        _ => {
            let c = Colour::from_json(json)?;
            if COLOURS.contains(&c) {
                Ok(Some(c))
            } else {
                Err(format!("the colour die has no {} face", c.name()))
            }
        }
    }
}

// `{"draw":[{"large":"purple","medium":"red","small":"blue"},...]}`,
// `{"roll":"atom"}`, `{"first":1}`, `{"take_tree":3}`, `{"take_piece":3}`,
// `"pass"`, `{"give":3}`, `{"place":{"colour":"red","size":"large"}}`,
// `"back"`, `"play"`, `{"keep":{"colour":"red","size":"small"}}`.
impl ToJson for Move {
    fn to_json(&self) -> Json {
        let n = |i: &u8| u32::from(*i).to_json();
        match self {
            Move::Draw(trees) => json::tagged("draw", trees.to_json()),
            Move::Roll(f) => json::tagged(
                "roll",
                Json::Str(f.map_or("atom", |c| c.name()).to_string()),
            ),
            Move::First(s) => json::tagged("first", (*s as u64).to_json()),
            Move::TakeTree(i) => json::tagged("take_tree", n(i)),
            Move::TakePiece(i) => json::tagged("take_piece", n(i)),
            Move::Pass => Json::Str("pass".into()),
            Move::Give(i) => json::tagged("give", n(i)),
            Move::Place(p) => json::tagged("place", p.to_json()),
            Move::Back => Json::Str("back".into()),
            Move::Play => Json::Str("play".into()),
            Move::Keep(p) => json::tagged("keep", p.to_json()),
        }
    }
}

impl FromJson for Move {
    fn from_json(json: &Json) -> Result<Self, String> {
        Ok(match json::variant(json)? {
            ("draw", trees) => Move::Draw(FromJson::from_json(trees)?),
            ("roll", f) => Move::Roll(face(f)?),
            ("first", s) => Move::First(usize::from(slot(s)?)),
            ("take_tree", i) => Move::TakeTree(slot(i)?),
            ("take_piece", i) => Move::TakePiece(slot(i)?),
            ("pass", Json::Null) => Move::Pass,
            ("give", i) => Move::Give(slot(i)?),
            ("place", p) => Move::Place(Pyramid::from_json(p)?),
            ("back", Json::Null) => Move::Back,
            ("play", Json::Null) => Move::Play,
            ("keep", p) => Move::Keep(Pyramid::from_json(p)?),
            (name @ ("pass" | "back" | "play"), _) => return Err(format!("{name} takes no value")),
            (name, _) => return Err(json::unknown(name)),
        })
    }
}

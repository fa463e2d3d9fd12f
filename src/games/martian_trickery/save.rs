//! How a match's options and moves are written in saves and share links.
//! The names and shapes are those serde's derive gave them, so every save
//! and link made before `engine::json` still opens (tests/codec_golden.rs).

use super::engine::{Monochrome, Move, Options, Treehouse};
use crate::engine::json::{self, Fields, FromJson, Json, ToJson};
use crate::engine::pieces::{Card, Pyramid};

crate::string_enum!(Treehouse, Treehouse::ALL, Treehouse::id);

impl ToJson for Monochrome {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("penalty", self.penalty.to_json()),
            ("point", self.point.to_json()),
        ])
    }
}

impl FromJson for Monochrome {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 2)?;
        Ok(Monochrome {
            penalty: f.req(0, "penalty")?,
            point: f.req(1, "point")?,
        })
    }
}

impl ToJson for Options {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("set", self.set.to_json()),
            ("removed", self.removed.to_json()),
            ("monochrome", self.monochrome.to_json()),
        ])
    }
}

/// A missing option takes its default, so older saves still open.
impl FromJson for Options {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 3)?;
        Ok(Options {
            set: f.or(0, "set", Treehouse::default())?,
            removed: f.or(1, "removed", None)?,
            monochrome: f.or(2, "monochrome", None)?,
        })
    }
}

// `{"deal":[["6C",...],...]}`, `{"prize":{"colour":"red","size":"small"}}`,
// `{"play":"QS"}`.
impl ToJson for Move {
    fn to_json(&self) -> Json {
        match self {
            Move::Deal(hands) => json::tagged("deal", hands.to_json()),
            Move::Prize(p) => json::tagged("prize", p.to_json()),
            Move::Play(card) => json::tagged("play", card.to_json()),
        }
    }
}

impl FromJson for Move {
    fn from_json(json: &Json) -> Result<Self, String> {
        Ok(match json::variant(json)? {
            ("deal", hands) => Move::Deal(FromJson::from_json(hands)?),
            ("prize", p) => Move::Prize(Pyramid::from_json(p)?),
            ("play", card) => Move::Play(Card::from_json(card)?),
            (name, _) => return Err(json::unknown(name)),
        })
    }
}

//! How a match's options and moves are written in saves and share links:
//! `{"long_run":false,"pure_bonuses":true,...}`, `{"deal":[["6C",...],...]}`,
//! `{"swap":"QS"}`, `{"play":"QS"}`, `"pile"`.

use super::engine::{Move, Options};
use crate::engine::json::{self, Fields, FromJson, Json, ToJson};
use crate::engine::pieces::Card;

impl ToJson for Options {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("long_run", self.long_run.to_json()),
            ("pure_bonuses", self.pure_bonuses.to_json()),
            ("kill_balance", self.kill_balance.to_json()),
            ("city_keepers", self.city_keepers.to_json()),
        ])
    }
}

/// A missing option takes its default.
impl FromJson for Options {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 4)?;
        let d = Options::default();
        Ok(Options {
            long_run: f.or(0, "long_run", d.long_run)?,
            pure_bonuses: f.or(1, "pure_bonuses", d.pure_bonuses)?,
            kill_balance: f.or(2, "kill_balance", d.kill_balance)?,
            city_keepers: f.or(3, "city_keepers", d.city_keepers)?,
        })
    }
}

impl ToJson for Move {
    fn to_json(&self) -> Json {
        match self {
            Move::Deal(cities) => json::tagged("deal", cities.to_json()),
            Move::Swap(card) => json::tagged("swap", card.to_json()),
            Move::Play(card) => json::tagged("play", card.to_json()),
            Move::Pile => Json::Str("pile".into()),
        }
    }
}

impl FromJson for Move {
    fn from_json(json: &Json) -> Result<Self, String> {
        Ok(match json::variant(json)? {
            ("deal", cities) => Move::Deal(FromJson::from_json(cities)?),
            ("swap", card) => Move::Swap(Card::from_json(card)?),
            ("play", card) => Move::Play(Card::from_json(card)?),
            ("pile", _) => {
                json::unit_variant(json)?;
                Move::Pile
            }
            (name, _) => return Err(json::unknown(name)),
        })
    }
}

//! How a match's options and moves are written in saves and share links.
//! The names and shapes are those serde's derive gave them, so every save
//! and link made before `engine::json` still opens (tests/codec_golden.rs).

use super::engine::{Move, Options, Stake};
use crate::engine::json::{self, Fields, FromJson, Json, ToJson};
use crate::engine::pieces::{Colour, Size};

/// The name in saves and links, which has no hyphen ("euro5"): the way
/// serde's derive spelled it, kept so every saved game still opens.
fn stake_name(stake: Stake) -> &'static str {
    match stake {
        Stake::Chip => "chip",
        Stake::Cent1 => "cent1",
        Stake::Cent20 => "cent20",
        Stake::Cent50 => "cent50",
        Stake::Euro1 => "euro1",
        Stake::Euro5 => "euro5",
        Stake::Euro10 => "euro10",
        Stake::Euro100 => "euro100",
    }
}

crate::string_enum!(Stake, Stake::ALL, stake_name);

impl ToJson for Options {
    fn to_json(&self) -> Json {
        json::obj(vec![
            ("stake", self.stake.to_json()),
            ("bankroll", self.bankroll.to_json()),
            ("rounds", self.rounds.to_json()),
            ("one_set", self.one_set.to_json()),
        ])
    }
}

/// A missing option takes its default, so older saves still open.
impl FromJson for Options {
    fn from_json(json: &Json) -> Result<Self, String> {
        let f = Fields::of(json, 4)?;
        let d = Options::default();
        Ok(Options {
            stake: f.or(0, "stake", d.stake)?,
            bankroll: f.or(1, "bankroll", d.bankroll)?,
            rounds: f.or(2, "rounds", d.rounds)?,
            one_set: f.or(3, "one_set", d.one_set)?,
        })
    }
}

// `"pass"`, `"end-game"`, `{"draw":"large"}`, `{"reveal":"red"}`.
impl ToJson for Move {
    fn to_json(&self) -> Json {
        match self {
            Move::Draw(size) => json::tagged("draw", size.to_json()),
            Move::Pass => Json::Str("pass".into()),
            Move::EndGame => Json::Str("end-game".into()),
            Move::Reveal(colour) => json::tagged("reveal", colour.to_json()),
        }
    }
}

impl FromJson for Move {
    fn from_json(json: &Json) -> Result<Self, String> {
        let (name, value) = json::variant(json)?;
        Ok(match name {
            "draw" => Move::Draw(Size::from_json(value)?),
            "reveal" => Move::Reveal(Colour::from_json(value)?),
            "pass" | "end-game" => {
                json::unit_variant(json)?;
                if name == "pass" {
                    Move::Pass
                } else {
                    Move::EndGame
                }
            }
            _ => return Err(json::unknown(name)),
        })
    }
}

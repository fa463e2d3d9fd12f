//! What of a Martian Whist match's moves is not written as serde's derive
//! writes it: the colour die's face, `{"roll":"atom"}` or `{"roll":"red"}`.

/// The die's face: a colour's name, or "atom" for no trump; only the game's
/// five colours are faces (`#[serde(with = "face")]` on `Move::Roll`).
pub mod face {
    use super::super::scoring::COLOURS;
    use crate::engine::pieces::Colour;
    use serde::{de::Error, Deserialize, Deserializer, Serializer};

    const ATOM: &str = "atom";

    pub fn serialize<S: Serializer>(face: &Option<Colour>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(face.map_or(ATOM, Colour::name))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Colour>, D::Error> {
        let name = String::deserialize(d)?;
        if name == ATOM {
            return Ok(None);
        }
        COLOURS
            .into_iter()
            .find(|c| c.name() == name)
            .map(Some)
            .ok_or_else(|| D::Error::custom(format!("the colour die has no {name} face")))
    }
}

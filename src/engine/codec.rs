//! Turning records into share links and saves and back. Every decoder here
//! takes untrusted text (a pasted link, a save edited by hand, a truncated
//! write) and returns an error for anything it does not understand; none of
//! them may panic, which `tests/codec.rs` checks with random and mutated input.

use super::lang::t;
use super::record::{MatchRecord, FORMAT_VERSION};
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::{alphabet, Engine};
use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;
use std::fmt;

/// A record before we know which game it is for.
pub type RawRecord = MatchRecord<Value, Value>;

/// The fragment key of a share link: `#share=<base64url JSON>`.
pub const SHARE_PREFIX: &str = "share=";

/// Largest input we try to decode; real links are a few hundred bytes and a
/// long game's save tens of kilobytes.
const MAX_INPUT: usize = 4 * 1024 * 1024;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodecError {
    TooLong,
    NotBase64,
    NotJson(String),
    Version(u32),
}

impl fmt::Display for CodecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodecError::TooLong => f.write_str(t("it is far too long")),
            CodecError::NotBase64 => f.write_str(t("it has been cut short or changed")),
            CodecError::NotJson(e) => write!(f, "{e}"),
            CodecError::Version(v) => f.write_str(&version_word(*v)),
        }
    }
}

/// Base64url without padding (RFC 4648 section 5), safe in a URL fragment.
/// Reading is lenient where it costs nothing: padding or none, and the
/// standard alphabet's `+` and `/` (a link that went through a tool that
/// spelled it so).
const BASE64URL: GeneralPurpose = GeneralPurpose::new(
    &alphabet::URL_SAFE,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::Indifferent)
        .with_decode_allow_trailing_bits(true),
);

pub fn base64url_encode(bytes: &[u8]) -> String {
    BASE64URL.encode(bytes)
}

pub fn base64url_decode(text: &str) -> Result<Vec<u8>, CodecError> {
    let text = text.replace('+', "-").replace('/', "_");
    BASE64URL.decode(text).map_err(|_| CodecError::NotBase64)
}

/// The link payload for a match's setup: seats, options and seed, no moves.
pub fn encode_share(record: &RawRecord) -> String {
    let setup = RawRecord {
        moves: Vec::new(),
        ..record.clone()
    };
    let json = serde_json::to_vec(&setup).unwrap_or_default();
    format!("{SHARE_PREFIX}{}", base64url_encode(&json))
}

/// Reads the fragment of a share link (with or without the leading `#`).
pub fn decode_share(fragment: &str) -> Result<RawRecord, CodecError> {
    if fragment.len() > MAX_INPUT {
        return Err(CodecError::TooLong);
    }
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let payload = fragment
        .strip_prefix(SHARE_PREFIX)
        .ok_or(CodecError::NotBase64)?;
    let bytes = base64url_decode(payload)?;
    let mut record = parse_record(&bytes)?;
    // A link shares the setup only; moves in a link are not ours.
    record.moves.clear();
    Ok(record)
}

pub fn encode_save(record: &RawRecord) -> String {
    serde_json::to_string(record).unwrap_or_default()
}

pub fn decode_save(text: &str) -> Result<RawRecord, CodecError> {
    if text.len() > MAX_INPUT {
        return Err(CodecError::TooLong);
    }
    parse_record(text.as_bytes())
}

fn parse_record(bytes: &[u8]) -> Result<RawRecord, CodecError> {
    // Read the version first so an old or newer save says so, rather than
    // failing on some field it happens to lack. Through a `Value`, as saves
    // have always been read: of a key written twice the last one counts.
    let value: Value = serde_json::from_slice(bytes).map_err(|e| CodecError::NotJson(plain(&e)))?;
    match value.get("v").and_then(Value::as_u64) {
        Some(v) if v == u64::from(FORMAT_VERSION) => {}
        Some(v) => return Err(CodecError::Version(u32::try_from(v).unwrap_or(u32::MAX))),
        None => return Err(CodecError::NotJson(damaged())),
    }
    serde_json::from_value(value).map_err(|e| CodecError::NotJson(plain(&e)))
}

/// Why a save or link made by another version cannot be opened.
pub fn version_word(format: u32) -> String {
    crate::tr!(
        "it was made by a different version of Martian Parlour (format {format})",
        format = format
    )
}

fn damaged() -> String {
    t("its contents are damaged").into()
}

/// What went wrong, in a player's words. Not serde_json's own message
/// ("EOF while parsing a list at line 1 column 40"): it speaks of the
/// format, not the game, and its text (with every I/O error's) would cost
/// the download about 1 KB.
pub fn plain(e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    match e.classify() {
        Category::Eof => t("it has been cut short").into(),
        Category::Data => t("it holds something this game does not know").into(),
        _ => damaged(),
    }
}

/// Options that do not read, in a player's words. Not generic, and never
/// inlined: every game's records and links say it, and words in generic
/// code are compiled once a game.
#[inline(never)]
pub fn in_options(e: &serde_json::Error) -> String {
    crate::tr!("{why} in its options", why = plain(e))
}

/// A move (the `i`th, from 0) that does not read, in a player's words.
#[inline(never)]
fn at_move(e: &serde_json::Error, i: usize) -> String {
    crate::tr!("{why} at move {n}", why = plain(e), n = (i + 1))
}

/// Converts a typed record to the raw form, for saving and sharing.
pub fn to_raw<O: Serialize, M: Serialize>(record: &MatchRecord<O, M>) -> RawRecord {
    RawRecord {
        v: record.v,
        game: record.game.clone(),
        seed: record.seed,
        seats: record.seats.clone(),
        options: serde_json::to_value(&record.options).unwrap_or(Value::Null),
        moves: record
            .moves
            .iter()
            .map(|m| serde_json::to_value(m).unwrap_or(Value::Null))
            .collect(),
        rules: record.rules,
        coach: record.coach.clone(),
        takebacks: record.takebacks.clone(),
    }
}

/// Reads a raw record as one game's typed record.
pub fn from_raw<O: DeserializeOwned, M: DeserializeOwned>(
    raw: RawRecord,
) -> Result<MatchRecord<O, M>, CodecError> {
    let options =
        serde_json::from_value(raw.options).map_err(|e| CodecError::NotJson(in_options(&e)))?;
    let moves = raw
        .moves
        .into_iter()
        .enumerate()
        .map(|(i, m)| serde_json::from_value(m).map_err(|e| CodecError::NotJson(at_move(&e, i))))
        .collect::<Result<Vec<M>, _>>()?;
    Ok(MatchRecord {
        v: raw.v,
        game: raw.game,
        seed: raw.seed,
        seats: raw.seats,
        options,
        moves,
        rules: raw.rules,
        coach: raw.coach,
        takebacks: raw.takebacks,
    })
}

/// Opens a raw record as a match of game `G`: parses it and replays every
/// move, with a message a player can read for anything wrong.
pub fn open<G: super::Game>(raw: RawRecord) -> Result<super::Match<G>, String> {
    let typed = from_raw(raw).map_err(|e| e.to_string())?;
    super::Match::from_record(typed).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_every_length() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            let text = base64url_encode(&bytes);
            assert_eq!(base64url_decode(&text).unwrap(), bytes);
        }
        assert_eq!(base64url_encode(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64url_encode(b"fo"), "Zm8");
        assert!(base64url_decode("Z").is_err());
        assert!(base64url_decode("Zm9v!").is_err());
    }

    #[test]
    fn a_bad_save_is_told_in_a_players_words() {
        let said = |text: &str| decode_save(text).unwrap_err().to_string();
        assert_eq!(said(r#"{"v":"#), "it has been cut short");
        assert_eq!(said("garbage"), "its contents are damaged");
        assert_eq!(said(r#"{"w":1}"#), "its contents are damaged");
        let v = FORMAT_VERSION;
        assert_eq!(
            said(&format!(r#"{{"v":{v},"game":7}}"#)),
            "it holds something this game does not know"
        );
    }
}

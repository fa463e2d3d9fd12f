//! Share links: `#m=<base64url>` in the URL fragment. Three kinds, from the
//! Share panel: the setup and seed (a fresh start of the same game), the whole
//! match so far (continue on another device), and a finished match to watch.
//!
//! STUB: the payload is for now a kind byte followed by the save's JSON. The
//! compact binary encoding (moves as indices into the legal-move list, chance
//! outcomes the seed re-derives left out) replaces it behind the same API.

use super::codec::{self, base64url_decode, base64url_encode, CodecError};
use super::{Game, Match, MatchRecord};

/// The fragment key of a link.
pub const LINK_PREFIX: &str = "m=";

/// Largest link we try to decode, in characters.
const MAX_LINK: usize = 64 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// Seats, options and seed: the same game from its start.
    Setup,
    /// The whole match so far, to go on playing elsewhere.
    Continue,
    /// A finished match, to watch again.
    Replay,
}

impl LinkKind {
    pub const ALL: [LinkKind; 3] = [LinkKind::Setup, LinkKind::Continue, LinkKind::Replay];

    /// The name in the DOM contract (`data-share-link`).
    pub fn as_str(self) -> &'static str {
        match self {
            LinkKind::Setup => "setup",
            LinkKind::Continue => "continue",
            LinkKind::Replay => "replay",
        }
    }

    fn code(self) -> u8 {
        match self {
            LinkKind::Setup => 0,
            LinkKind::Continue => 1,
            LinkKind::Replay => 2,
        }
    }

    fn from_code(c: u8) -> Option<LinkKind> {
        LinkKind::ALL.into_iter().find(|k| k.code() == c)
    }
}

/// What a link holds, read before knowing which game's types to use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkHead {
    pub kind: LinkKind,
    pub game: String,
}

/// The payload of a fragment (`#m=...` or `m=...`), if it is a link.
fn payload(fragment: &str) -> Option<&str> {
    fragment
        .strip_prefix('#')
        .unwrap_or(fragment)
        .strip_prefix(LINK_PREFIX)
}

/// Whether a fragment is a link of this kind (as opposed to `#game=` etc.).
pub fn is_link(fragment: &str) -> bool {
    payload(fragment).is_some()
}

fn bytes(fragment: &str) -> Result<Vec<u8>, CodecError> {
    if fragment.len() > MAX_LINK {
        return Err(CodecError::TooLong);
    }
    base64url_decode(payload(fragment).ok_or(CodecError::NotBase64)?)
}

/// Reads a link's kind and game without opening it.
pub fn peek(fragment: &str) -> Result<LinkHead, CodecError> {
    let b = bytes(fragment)?;
    let (&k, rest) = b.split_first().ok_or(CodecError::NotBase64)?;
    let kind = LinkKind::from_code(k).ok_or(CodecError::NotJson("unknown link kind".into()))?;
    let raw = codec::decode_save(std::str::from_utf8(rest).unwrap_or(""))?;
    Ok(LinkHead {
        kind,
        game: raw.game,
    })
}

/// The fragment (`m=...`, without `#`) of a link of `kind` to `m`. A setup
/// link leaves the moves out.
pub fn encode<G: Game>(kind: LinkKind, m: &Match<G>) -> String {
    let mut raw = codec::to_raw(&m.record);
    if kind == LinkKind::Setup {
        raw.moves.clear();
    }
    let mut b = vec![kind.code()];
    b.extend_from_slice(codec::encode_save(&raw).as_bytes());
    format!("{LINK_PREFIX}{}", base64url_encode(&b))
}

/// Opens a link as game `G`'s record, every move checked by replaying it;
/// the error is a sentence for players.
pub fn decode<G: Game>(
    fragment: &str,
) -> Result<(LinkKind, MatchRecord<G::Options, G::Move>), String> {
    let head = peek(fragment).map_err(|e| e.to_string())?;
    let b = bytes(fragment).map_err(|e| e.to_string())?;
    let raw = codec::decode_save(std::str::from_utf8(&b[1..]).unwrap_or(""))
        .map_err(|e| e.to_string())?;
    let m = codec::open::<G>(raw)?;
    Ok((head.kind, m.record))
}

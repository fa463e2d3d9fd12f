//! Share links: `#m=<base64url>` in the URL fragment. Three kinds, from the
//! Share panel: the setup and seed (a fresh start of the same game), the whole
//! match so far (continue on another device), and a finished match to watch.
//!
//! The payload is a bit stream (`bits`), short enough for a whole game to fit
//! one QR code:
//! - link format, kind, game id, the game's rules version, seed;
//! - seats: name, person or computer, level;
//! - options: through serde, in the stream's own bits (`serial`);
//! - moves: their count, then each seat's move as its index in the legal-move
//!   list, in just the bits that list needs (none when forced). Chance
//!   outcomes are left out when, as in every game the app records, they are
//!   the ones the seed derives; a record with others (tests, other tools)
//!   carries those through serde too.
//!
//! Links of format 1, which packed options and chance outcomes as JSON
//! values (`pack`), are read as before, so links already shared still open.
//!
//! Decoding replays every move through `Match::play`, so a link opens
//! exactly or not at all, and never panics on any input (`tests/codec.rs`).

mod bits;
mod pack;
mod serial;

use self::bits::{BitReader, BitWriter, Short};
use super::codec::{base64url_decode, base64url_encode, CodecError};
use super::lang::t;
use super::record::ReplayError;
use super::{Actor, Game, Match, MatchRecord, SeatKind, SeatSetup};
use crate::ai::Level;

/// The fragment key of a link.
pub const LINK_PREFIX: &str = "m=";

/// The layout of the payload; a link of another layout says so. Format 2
/// writes options through serde and a seat's level among all of
/// `Level::ALL`. Format 1 (options as packed JSON, and one bit for a level,
/// Casual or Strong, before Expert) still opens.
const LINK_FORMAT: u64 = 2;
const JSON_OPTIONS_FORMAT: u64 = 1;
/// The levels a format 1 link could hold, in its order.
const FORMAT_1_LEVELS: usize = 2;

/// Largest link we try to decode, in characters.
const MAX_LINK: usize = 64 * 1024;

/// More moves than any game takes: a link claiming more is not ours (forced
/// moves take no bits, so the count alone must be bounded).
const MAX_MOVES: u64 = 100_000;

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
}

/// What a link holds, read before knowing which game's types to use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkHead {
    pub kind: LinkKind,
    pub game: String,
}

/// A typed record, as a link opens to.
pub type Record<G> = MatchRecord<<G as Game>::Options, <G as Game>::Move>;

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

/// Why a link for another game cannot be opened here. Not generic, and
/// never inlined, as every game's `decode` says it: words in generic code
/// are compiled once a game.
#[inline(never)]
fn other_game(game: &str) -> String {
    let game: String = game.chars().take(40).collect();
    crate::tr!("it is for another game (\u{201c}{game}\u{201d})", game)
}

/// Why a link that is not whole cannot be opened.
fn cut() -> String {
    t("it has been cut short or changed").to_string()
}

impl From<Short> for String {
    fn from(_: Short) -> String {
        cut()
    }
}

/// The setup part, common to every kind.
struct Head {
    format: u64,
    kind: LinkKind,
    game: String,
    rules: u32,
    seed: u64,
    seats: Vec<SeatSetup>,
}

fn read_head(r: &mut BitReader) -> Result<Head, String> {
    let format = r.varint()?;
    if format != LINK_FORMAT && format != JSON_OPTIONS_FORMAT {
        return Err(crate::tr!(
            "it was made by a different version of Martian Parlour (link format {format})",
            format
        ));
    }
    let kind = LinkKind::ALL[r.choice(LinkKind::ALL.len())?];
    let game = String::from_utf8(r.bytes()?).map_err(|_| cut())?;
    let rules = u32::try_from(r.varint()?).map_err(|_| cut())?;
    let seed = r.varint()?;
    let levels = if format == JSON_OPTIONS_FORMAT {
        FORMAT_1_LEVELS
    } else {
        Level::ALL.len()
    };
    // A seat takes at least a name's length and its kind.
    let count = r.len(9)?;
    let mut seats = Vec::with_capacity(count);
    for _ in 0..count {
        let name = String::from_utf8(r.bytes()?).map_err(|_| cut())?;
        let kind = SeatKind::ALL[r.choice(SeatKind::ALL.len())?];
        let level = Level::ALL[r.choice(levels)?];
        seats.push(SeatSetup { name, kind, level });
    }
    Ok(Head {
        format,
        kind,
        game,
        rules,
        seed,
        seats,
    })
}

/// Reads a link's kind and game without opening it.
pub fn peek(fragment: &str) -> Result<LinkHead, CodecError> {
    let b = bytes(fragment)?;
    let head = read_head(&mut BitReader::new(&b)).map_err(CodecError::NotJson)?;
    Ok(LinkHead {
        kind: head.kind,
        game: head.game,
    })
}

/// How each move is written: a seat's as its index among `of` legal
/// moves, a chance outcome as derived from the seed or as itself.
enum Step<M> {
    Choice { index: usize, of: usize },
    Derived,
    Chance(M),
}

/// The fragment (`m=...`, without `#`) of a link of `kind` to `m`. A setup
/// link leaves the moves out.
pub fn encode<G: Game>(kind: LinkKind, m: &Match<G>) -> String {
    let rec = &m.record;
    let mut w = write_head(kind, &rec.game, rec.rules, rec.seed, &rec.seats);
    // Game values always go through (see `serial::write`).
    let _ = serial::write(&mut w, &rec.options);
    let moves = if kind == LinkKind::Setup {
        &[][..]
    } else {
        &rec.moves[..]
    };
    let steps = steps(m, moves);
    w.varint(steps.len() as u64);
    let all_derived = steps.iter().all(|s| !matches!(s, Step::Chance(_)));
    w.choice(usize::from(all_derived), 2);
    for s in &steps {
        match s {
            Step::Choice { index, of } => w.choice(*index, *of),
            Step::Derived if all_derived => {}
            Step::Derived => w.choice(1, 2),
            Step::Chance(mv) => {
                w.choice(0, 2);
                let _ = serial::write(&mut w, mv);
            }
        }
    }
    finish(w)
}

/// A link's head, the same for every game: its format and kind, then the
/// game, rules version, seed and seats. Apart from `encode`, which is
/// compiled once per game, so this is in the download once.
fn write_head(kind: LinkKind, game: &str, rules: u32, seed: u64, seats: &[SeatSetup]) -> BitWriter {
    let mut w = BitWriter::default();
    w.varint(LINK_FORMAT);
    w.choice(
        LinkKind::ALL.iter().position(|&k| k == kind).unwrap_or(0),
        3,
    );
    w.bytes(game.as_bytes());
    w.varint(u64::from(rules));
    w.varint(seed);
    w.varint(seats.len() as u64);
    for s in seats {
        w.bytes(s.name.as_bytes());
        w.choice(usize::from(s.kind == SeatKind::Computer), 2);
        let level = Level::ALL.iter().position(|&l| l == s.level);
        w.choice(level.unwrap_or(0), Level::ALL.len());
    }
    w
}

/// The written link as its fragment.
fn finish(w: BitWriter) -> String {
    format!("{LINK_PREFIX}{}", base64url_encode(&w.finish()))
}

/// Replays `moves` from the match's start to see how each can be written.
fn steps<G: Game>(m: &Match<G>, moves: &[G::Move]) -> Vec<Step<G::Move>> {
    let r = &m.record;
    let Ok(mut replay) = Match::<G>::new(r.seats.clone(), r.options.clone(), r.seed) else {
        return Vec::new();
    };
    let mut out = Vec::with_capacity(moves.len());
    for mv in moves {
        let step = match replay.state.to_act() {
            Actor::Chance if replay.chance_move().as_ref() == Some(mv) => Step::Derived,
            Actor::Chance => Step::Chance(mv.clone()),
            _ => {
                let legal = replay.state.legal_moves();
                // Every recorded move was legal when played, so it is found.
                let index = legal.iter().position(|l| l == mv).unwrap_or(0);
                Step::Choice {
                    index,
                    of: legal.len(),
                }
            }
        };
        if replay.play(mv.clone()).is_err() {
            break;
        }
        out.push(step);
    }
    out
}

/// A link's options, in the format it was written in.
fn read_options<G: Game>(r: &mut BitReader, format: u64) -> Result<G::Options, String> {
    if format == LINK_FORMAT {
        return serial::read(r).map_err(|_| cut());
    }
    // Format 1 wrote keys as their place among the default options' keys.
    let defaults = serde_json::to_value(G::Options::default()).unwrap_or_default();
    serde_json::from_value(read_json_options(r, defaults)?)
        .map_err(|e| super::codec::in_options(&e))
}

/// Format 1's options, as JSON: keys were written as their place among
/// `defaults`' keys. Apart from `read_options`, which is compiled once per
/// game, so this is in the download once.
fn read_json_options(
    r: &mut BitReader,
    defaults: serde_json::Value,
) -> Result<serde_json::Value, String> {
    let keys: Vec<String> = match defaults {
        serde_json::Value::Object(fields) => fields.into_iter().map(|(k, _)| k).collect(),
        _ => Vec::new(),
    };
    pack::read(r, &keys, 0)
}

/// A chance outcome the seed does not derive, in the link's format.
fn read_chance<G: Game>(r: &mut BitReader, format: u64) -> Result<G::Move, String> {
    if format == LINK_FORMAT {
        return serial::read(r).map_err(|_| cut());
    }
    serde_json::from_value(pack::read(r, &[], 0)?).map_err(|_| cut())
}

/// Opens a link as game `G`'s record, every move checked by replaying it;
/// the error is a sentence for players.
pub fn decode<G: Game>(fragment: &str) -> Result<(LinkKind, Record<G>), String> {
    let b = bytes(fragment).map_err(|e| e.to_string())?;
    let mut r = BitReader::new(&b);
    let head = read_head(&mut r)?;
    if head.game != G::INFO.id {
        return Err(other_game(&head.game));
    }
    let options = read_options::<G>(&mut r, head.format)?;
    let mut m = Match::<G>::new(head.seats, options, head.seed)
        .map_err(|e| ReplayError::Setup(e).to_string())?;
    // Refused only once the setup is read, so the message can say why.
    if head.rules != G::INFO.version {
        return Err(ReplayError::Rules(G::INFO.name, head.rules, G::INFO.version).to_string());
    }
    let count = r.varint()?;
    if count > MAX_MOVES {
        return Err(cut());
    }
    let all_derived = r.choice(2)? == 1;
    for i in 0..count {
        let mv = match m.state.to_act() {
            Actor::Over => return Err(t("it has moves after the game's end").into()),
            Actor::Chance => {
                if all_derived || r.choice(2)? == 1 {
                    m.chance_move().ok_or_else(cut)?
                } else {
                    read_chance::<G>(&mut r, head.format)?
                }
            }
            Actor::Seat(_) => {
                let mut legal = m.state.legal_moves();
                let index = r.choice(legal.len())?;
                legal.swap_remove(index)
            }
        };
        m.play(mv).map_err(|e| {
            let reason = e.to_string();
            ReplayError::IllegalMove {
                index: i as usize,
                reason,
            }
            .to_string()
        })?;
    }
    // The rules version was checked above: the new match's is the link's.
    Ok((head.kind, m.record))
}

/// The setup of a link that cannot be opened (made under other rules, or
/// with a damaged move), to offer the same game afresh: seats, options and
/// seed, no moves. `None` if even that cannot be read.
pub fn setup_of<G: Game>(fragment: &str) -> Option<Record<G>> {
    let b = bytes(fragment).ok()?;
    let mut r = BitReader::new(&b);
    let head = read_head(&mut r).ok()?;
    let options = read_options::<G>(&mut r, head.format).ok()?;
    (head.game == G::INFO.id && G::validate(head.seats.len(), &options).is_ok()).then(|| {
        MatchRecord {
            v: super::record::FORMAT_VERSION,
            game: head.game,
            seed: head.seed,
            seats: head.seats,
            options,
            moves: Vec::new(),
            rules: G::INFO.version,
            coach: Default::default(),
            takebacks: Default::default(),
        }
    })
}

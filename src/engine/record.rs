//! A match is its seats, options, seed and move list. Everything else (the
//! state, the log, what can be undone) is rebuilt by replaying those, so a
//! save, an undo and a share link all rest on this one record.

use super::{Actor, Game, GameInfo, Pcg32, Seat, SetupError};
use crate::ai::Level;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Bumped whenever a saved record could replay differently.
pub const FORMAT_VERSION: u32 = 1;

/// Streams of the match generator (see `Pcg32::derived`).
const CHANCE_STREAM: u64 = 1;
const BOT_STREAM: u64 = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Computer,
}

impl SeatKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Computer => "computer",
        }
    }

    pub const ALL: [SeatKind; 2] = [SeatKind::Human, SeatKind::Computer];

    /// The other kind, for a toggle.
    pub fn other(self) -> SeatKind {
        match self {
            SeatKind::Human => SeatKind::Computer,
            SeatKind::Computer => SeatKind::Human,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    pub name: String,
    pub kind: SeatKind,
    /// How well the computer plays this seat (ignored for people). Records
    /// from before levels existed open with the players they had, Casual.
    #[serde(default = "Level::legacy")]
    pub level: Level,
}

impl SeatSetup {
    pub fn human(name: &str) -> SeatSetup {
        SeatSetup {
            name: name.into(),
            kind: SeatKind::Human,
            level: Level::default(),
        }
    }

    pub fn computer(name: &str, level: Level) -> SeatSetup {
        SeatSetup {
            name: name.into(),
            kind: SeatKind::Computer,
            level,
        }
    }
}

/// The longest player name we keep, in characters.
pub const NAME_MAX: usize = 32;

/// A name as shown everywhere: trimmed, no control characters, at most
/// `NAME_MAX` characters, and never empty. Markup in a name is kept as text;
/// the UI never interprets it.
pub fn clean_name(raw: &str, seat: Seat) -> String {
    let collapsed: String = raw
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|&c| !c.is_control() && !is_bidi_control(c))
        .take(NAME_MAX)
        .collect();
    let trimmed = collapsed.trim();
    if trimmed.is_empty() {
        format!("Player {}", seat + 1)
    } else {
        trimmed.to_string()
    }
}

/// A seat's name for a log line. A record names every seat; a seat beyond
/// the names reads as the default name `clean_name` gives.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("Player {}", seat + 1))
}

/// Direction overrides would let one name reverse the text after it.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A save is this record as JSON, its fields in this order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MatchRecord<O, M> {
    pub v: u32,
    pub game: String,
    pub seed: u64,
    pub seats: Vec<SeatSetup>,
    pub options: O,
    /// Missing in a record means no moves yet.
    #[serde(default = "Vec::new")]
    pub moves: Vec<M>,
    /// The game's rules version (`GameInfo::version`) it was played under.
    /// Written only when not 1, so the saves of before it are unchanged.
    #[serde(default = "first_rules", skip_serializing_if = "is_first_rules")]
    pub rules: u32,
    /// The coach at this table (hints offered or not, and how many each
    /// seat used). Written only when it differs from a new table's, so
    /// saves without it (all before it) open as they always did. Links
    /// leave it out: a shared game opens with hints on and none used.
    #[serde(default, skip_serializing_if = "Allowance::is_default")]
    pub coach: Allowance,
    /// Take-backs at this table (offered or not, and how many each seat
    /// used), kept the same way as the coach's hints.
    #[serde(default, skip_serializing_if = "Allowance::is_default")]
    pub takebacks: Allowance,
}

/// Something a table may offer its people, to be turned off for a game
/// played for keeps, and counted (hints, take-backs): whether it is off,
/// and how many times each seat has used it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allowance {
    /// Turned off at setup.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub off: bool,
    /// Times each seat used it (missing seats: none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<u32>,
}

impl Allowance {
    fn is_default(&self) -> bool {
        *self == Allowance::default()
    }

    /// Times `seat` has used it.
    pub fn used_by(&self, seat: Seat) -> u32 {
        self.used.get(seat).copied().unwrap_or(0)
    }

    /// Counts a use by `seat`.
    pub fn count(&mut self, seat: Seat) {
        if self.used.len() <= seat {
            self.used.resize(seat + 1, 0);
        }
        self.used[seat] = self.used[seat].saturating_add(1);
    }
}

fn first_rules() -> u32 {
    1
}

fn is_first_rules(rules: &u32) -> bool {
    *rules == 1
}

impl<O: PartialEq, M: PartialEq> MatchRecord<O, M> {
    /// Whether this record is `later` at an earlier point, or the same one:
    /// the same match (game, rules, seed, seats, options) with the first of
    /// its moves. A save may replace only such a record (issue 34): any
    /// other is a game of its own, or one that went on elsewhere.
    pub fn leads_to(&self, later: &Self) -> bool {
        self.v == later.v
            && self.game == later.game
            && self.rules == later.rules
            && self.seed == later.seed
            && self.seats == later.seats
            && self.options == later.options
            && later.moves.starts_with(&self.moves)
    }
}

/// Why a record cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Version(u32),
    /// Made under another version of the game's rules: (game, record's, ours).
    Rules(&'static str, u32, u32),
    WrongGame(String),
    Setup(SetupError),
    IllegalMove {
        index: usize,
        reason: String,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ReplayError::Version(v) => super::codec::version_word(*v),
            ReplayError::Rules(game, had, now) => crate::tr!(
                "it was played under version {had} of the rules of {game}, and this app plays version {now}",
                had,
                game,
                now
            ),
            ReplayError::WrongGame(g) => {
                crate::tr!("it is for an unknown game (\u{201c}{game}\u{201d})", game = g)
            }
            ReplayError::Setup(e) => {
                crate::tr!("its setup is not valid: {why}", why = e)
            }
            ReplayError::IllegalMove { index, reason } => crate::tr!(
                "move {n} cannot be played: {why}",
                n = index + 1,
                why = reason
            ),
        };
        f.write_str(&text)
    }
}

/// The last move made by a person (its index and seat): what a take-back
/// takes back, with every move since (the computers' replies, chance).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Undo {
    index: usize,
    seat: Seat,
}

/// A match in play: the record and the state it replays to, plus what the
/// UI needs that is derived from replay (the log, the undo point).
#[derive(Clone, Debug, PartialEq)]
pub struct Match<G: Game> {
    pub record: MatchRecord<G::Options, G::Move>,
    pub state: G,
    /// What each move did, in order; `lines` words it.
    pub log: Vec<G::Event>,
    undo: Option<Undo>,
}

/// The seats as a match keeps them: each name made fit to show. Apart from
/// `Match::new`, which is compiled once per game, so this is in the
/// download once.
fn clean_seats(seats: Vec<SeatSetup>) -> Vec<SeatSetup> {
    seats
        .into_iter()
        .enumerate()
        .map(|(i, s)| SeatSetup {
            name: clean_name(&s.name, i),
            kind: s.kind,
            level: s.level,
        })
        .collect()
}

/// Whether a record's format, game and rules version are this app's
/// `info`'s (apart from `from_record`, as `clean_seats` is).
fn check_head(v: u32, game: &str, rules: u32, info: &GameInfo) -> Result<(), ReplayError> {
    if v != FORMAT_VERSION {
        return Err(ReplayError::Version(v));
    }
    if game != info.id {
        return Err(ReplayError::WrongGame(game.to_string()));
    }
    if rules != info.version {
        return Err(ReplayError::Rules(info.name, rules, info.version));
    }
    Ok(())
}

impl<G: Game> Match<G> {
    pub fn new(seats: Vec<SeatSetup>, options: G::Options, seed: u64) -> Result<Self, SetupError> {
        let seats = clean_seats(seats);
        let state = G::new(seats.len(), &options, seed)?;
        Ok(Match {
            record: MatchRecord {
                v: FORMAT_VERSION,
                game: G::INFO.id.to_string(),
                seed,
                seats,
                options,
                moves: Vec::new(),
                rules: G::INFO.version,
                coach: Allowance::default(),
                takebacks: Allowance::default(),
            },
            state,
            log: Vec::new(),
            undo: None,
        })
    }

    /// Rebuilds a match by replaying its record; every move is checked.
    pub fn from_record(record: MatchRecord<G::Options, G::Move>) -> Result<Self, ReplayError> {
        check_head(record.v, &record.game, record.rules, &G::INFO)?;
        let mut m =
            Match::new(record.seats, record.options, record.seed).map_err(ReplayError::Setup)?;
        m.record.coach = record.coach;
        m.record.takebacks = record.takebacks;
        for (index, mv) in record.moves.into_iter().enumerate() {
            m.play(mv).map_err(|e: G::Error| ReplayError::IllegalMove {
                index,
                reason: e.to_string(),
            })?;
        }
        Ok(m)
    }

    /// The log in words, each event a line.
    pub fn lines(&self) -> Vec<String>
    where
        G: super::Say,
    {
        let names = self.names();
        self.log.iter().map(|e| G::say(e, &names)).collect()
    }

    pub fn names(&self) -> Vec<String> {
        self.record.seats.iter().map(|s| s.name.clone()).collect()
    }

    pub fn kind(&self, seat: Seat) -> SeatKind {
        self.record
            .seats
            .get(seat)
            .map_or(SeatKind::Computer, |s| s.kind)
    }

    pub fn human_seats(&self) -> Vec<Seat> {
        (0..self.record.seats.len())
            .filter(|&s| self.kind(s) == SeatKind::Human)
            .collect()
    }

    /// Applies and records a move; an illegal one changes nothing.
    pub fn play(&mut self, mv: G::Move) -> Result<(), G::Error> {
        let before = self.state.clone();
        let actor = before.to_act();
        self.state.apply(&mv)?;
        self.log.extend(before.events(&mv, &self.state));
        // A person's move is the one a take-back takes back, until another
        // person acts; computers' moves and chance leave it as it is.
        if let Actor::Seat(seat) = actor {
            if self.kind(seat) == SeatKind::Human {
                self.undo = Some(Undo {
                    index: self.record.moves.len(),
                    seat,
                });
            }
        }
        self.record.moves.push(mv);
        Ok(())
    }

    /// The outcome of the chance event due now, from the match seed and the
    /// move number, so the same seed gives the same draws.
    pub fn chance_move(&self) -> Option<G::Move> {
        (self.state.to_act() == Actor::Chance).then(|| {
            let mut rng = Pcg32::derived(
                self.record.seed,
                CHANCE_STREAM,
                self.record.moves.len() as u64,
            );
            self.state.sample_chance(&mut rng)
        })
    }

    /// The computer seat to act now and its level, if any.
    pub fn computer_to_act(&self) -> Option<(Seat, Level)> {
        let Actor::Seat(seat) = self.state.to_act() else {
            return None;
        };
        let s = self.record.seats.get(seat)?;
        (s.kind == SeatKind::Computer).then_some((seat, s.level))
    }

    /// The seed of the computer player's own generator for the decision due
    /// now. Computer moves are recorded like any other, so nothing replays
    /// through this; it only makes a position's decision repeatable.
    pub fn computer_seed(&self) -> u64 {
        Pcg32::derived(self.record.seed, BOT_STREAM, self.record.moves.len() as u64).next_u64()
    }

    /// Whether the last person's move can be taken back: at a table that
    /// offers take-backs, until another person has acted (the computers'
    /// replies and chance are taken back with it).
    pub fn can_undo(&self) -> bool {
        !self.record.takebacks.off && self.undo.is_some()
    }

    /// Takes back the last person's move and everything after it, counted
    /// as a take-back for that person.
    pub fn undo(&mut self) -> bool {
        let Some(Undo { index, seat }) = self.undo.filter(|_| self.can_undo()) else {
            return false;
        };
        let mut record = self.record.clone();
        record.moves.truncate(index);
        record.takebacks.count(seat);
        match Match::from_record(record) {
            Ok(m) => {
                *self = m;
                true
            }
            Err(_) => false,
        }
    }

    /// A new match with the same seats and options and a fresh seed.
    pub fn rematch(&self, seed: u64) -> Result<Self, SetupError> {
        let mut m = Match::new(self.record.seats.clone(), self.record.options.clone(), seed)?;
        // The same table: hints and take-backs on or off as they were,
        // none used yet.
        m.record.coach.off = self.record.coach.off;
        m.record.takebacks.off = self.record.takebacks.off;
        Ok(m)
    }
}

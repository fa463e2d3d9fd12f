//! One random-play check for every game (in the spirit of OpenSpiel's
//! `RandomSimTest`): thousands of games with random options and random legal
//! moves, checking at every step the promises the rest of the app relies on.
//! A game plugs in with one line in `tests/random_play.rs`.

use super::{Actor, Game, Match, Pcg32, SeatKind, SeatSetup};
use crate::ai::{self, Knowledge, Level, Player};
use std::cell::Cell;

/// The check at scale on every core, and the link and save fuzzers.
pub mod soak;

/// What a run covered, for the test's output.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Coverage {
    pub games: usize,
    pub moves: usize,
    pub chance_events: usize,
    pub illegal_tried: usize,
    /// Decisions asked of the Casual and of the Strong player.
    pub casual_moves: usize,
    pub strong_moves: usize,
    pub phases: Vec<&'static str>,
}

impl Coverage {
    /// Adds another run's counts (the soak's threads each keep their own).
    pub fn merge(&mut self, other: &Coverage) {
        self.games += other.games;
        self.moves += other.moves;
        self.chance_events += other.chance_events;
        self.illegal_tried += other.illegal_tried;
        self.casual_moves += other.casual_moves;
        self.strong_moves += other.strong_moves;
        for p in &other.phases {
            if !self.phases.contains(p) {
                self.phases.push(p);
            }
        }
    }
}

/// What the checks need of a game beyond its rules: test support, kept out
/// of the `Game` trait.
pub trait Checked: Knowledge + super::Say {
    /// A player count and options drawn at random, all valid.
    fn random_setup(rng: &mut Pcg32) -> (usize, Self::Options);
    /// Quantities that no move may change (pieces by kind, total money), for
    /// the conservation check.
    fn census(&self) -> Vec<(String, i64)>;
    /// A state that `seat` cannot tell apart from this one: everything hidden
    /// from it dealt again at random, from the true state (so that the view
    /// check below tests the views, not `determinize`). Perfect-information
    /// games return a clone.
    fn redeal_hidden(&self, seat: super::Seat, rng: &mut Pcg32) -> Self;
    /// What a finished game promises beyond an outcome (Mah Jongg: every
    /// seat was East Wind as many times as the rounds chosen). Default:
    /// nothing more.
    fn check_finished(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Iterations the Strong player gets in the random-play check: the same
/// search as in play, on a smaller budget so thousands of games stay quick.
const CHECK_ITERATIONS: u32 = 48;

/// Longest game we accept before calling it a loop.
const MAX_MOVES: usize = 50_000;

/// Plays `games` random games; panics with the seed and move on any broken
/// promise, so a failure can be replayed (`check_game` with that seed).
pub fn random_play<G: Checked>(games: usize, seed: u64) -> Coverage {
    let mut cov = Coverage::default();
    for g in 0..games {
        check_game::<G>(game_seed(seed, g), &mut cov);
    }
    cov
}

/// Plays one game of `G` from a random setup drawn from `seed`, chance
/// sampled and each seat's move from `choose` (which may also probe the
/// position with the game's generator), until it ends or `max_moves` have
/// been played. The last state, or `None` if the setup was refused. The
/// coach's and the review's checks and the calibration share it.
pub fn seeded_game<G: Checked>(
    seed: (u64, u64),
    max_moves: usize,
    mut choose: impl FnMut(&G, usize, &mut Pcg32) -> G::Move,
) -> Option<G> {
    let mut rng = Pcg32::new(seed.0, seed.1);
    let (players, options) = G::random_setup(&mut rng);
    let mut state = G::new(players, &options, rng.next_u64()).ok()?;
    for _ in 0..max_moves {
        let mv = match state.to_act() {
            Actor::Over => break,
            Actor::Chance => state.sample_chance(&mut rng),
            Actor::Seat(seat) => choose(&state, seat, &mut rng),
        };
        state.apply(&mv).expect("a legal move applies");
    }
    Some(state)
}

/// A legal move of the seat to act, drawn at random.
pub fn random_move<G: Game>(state: &G, rng: &mut Pcg32) -> G::Move {
    let legal = state.legal_moves();
    legal[rng.index(legal.len())].clone()
}

/// The seed of game `index` of a run seeded `seed`.
pub fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(index as u64)
}

thread_local! {
    /// The move the check on this thread is at, for a failure's report
    /// when the panic's own message does not say it.
    static STEP: Cell<usize> = const { Cell::new(0) };
}

/// The move the check running on this thread last reached.
pub fn current_step() -> usize {
    STEP.with(Cell::get)
}

/// One random game from `seed` (its setup, seats and moves all drawn from
/// it) through every check; panics with the seed and move on any broken
/// promise.
pub fn check_game<G: Checked>(seed: u64, cov: &mut Coverage) {
    play_one::<G>(seed, cov);
    cov.games += 1;
}

fn play_one<G: Checked>(seed: u64, cov: &mut Coverage) {
    let mut rng = Pcg32::new(seed, 99);
    let (players, options) = G::random_setup(&mut rng);
    G::validate(players, &options)
        .unwrap_or_else(|e| panic!("seed {seed}: random setup refused: {e}"));
    let seats: Vec<SeatSetup> = (0..players)
        .map(|i| SeatSetup {
            name: format!("P{i}"),
            kind: if rng.below(3) == 0 {
                SeatKind::Computer
            } else {
                SeatKind::Human
            },
            level: Level::ALL[rng.index(Level::ALL.len())],
        })
        .collect();
    let mut m: Match<G> = Match::new(seats, options, rng.next_u64())
        .unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e}"));
    let census = m.state.census();
    // Moves seen anywhere in this game: most are illegal in most states,
    // which makes them good probes for `apply`'s error path.
    let mut seen: Vec<G::Move> = Vec::new();
    let ctx = |step: usize| format!("seed {seed}, move {step}");

    for step in 0..=MAX_MOVES {
        STEP.with(|s| s.set(step));
        assert!(step < MAX_MOVES, "{}: game does not end", ctx(step));
        let state = m.state.clone();
        let phase = state.phase();
        if !cov.phases.contains(&phase) {
            cov.phases.push(phase);
        }
        assert_eq!(state.census(), census, "{}: census changed", ctx(step));
        check_views(&state, &census, &mut rng, &ctx(step));

        let legal = state.legal_moves();
        let mv = match state.to_act() {
            Actor::Over => {
                assert!(legal.is_empty(), "{}: moves after the end", ctx(step));
                assert!(
                    state.outcome().is_some(),
                    "{}: over without outcome",
                    ctx(step)
                );
                if let Err(e) = state.check_finished() {
                    panic!("{}: finished game: {e}", ctx(step));
                }
                break;
            }
            Actor::Chance => {
                assert!(legal.is_empty(), "{}: seat moves at chance", ctx(step));
                assert!(state.outcome().is_none(), "{}", ctx(step));
                cov.chance_events += 1;
                m.chance_move().expect("chance move at chance")
            }
            Actor::Seat(seat) => {
                assert!(seat < state.players(), "{}: no such seat", ctx(step));
                assert!(!legal.is_empty(), "{}: seat to act has no move", ctx(step));
                assert!(state.outcome().is_none(), "{}", ctx(step));
                for mv in &legal {
                    let mut probe = state.clone();
                    if let Err(e) = probe.apply(mv) {
                        panic!("{}: legal move {mv:?} refused: {e}", ctx(step));
                    }
                }
                let pick = rng.below(64);
                if pick < 2 {
                    // The computer players, from their own view only, must
                    // always choose a legal move.
                    let view = state.view(Some(seat));
                    let player = if pick == 0 {
                        cov.casual_moves += 1;
                        Player::casual()
                    } else {
                        cov.strong_moves += 1;
                        Player::of(Level::Strong).with_budget(CHECK_ITERATIONS, 0)
                    };
                    let mv = ai::decide::<G>(&player, &view, rng.next_u64())
                        .unwrap_or_else(|| panic!("{}: no decision", ctx(step)));
                    assert!(
                        legal.contains(&mv),
                        "{}: {:?} player chose illegal {mv:?}",
                        ctx(step),
                        player.level
                    );
                    check_determinize(&state, &census, seat, &mut rng, &ctx(step));
                    mv
                } else {
                    legal[rng.index(legal.len())].clone()
                }
            }
        };
        for probe_mv in seen
            .iter()
            .filter(|s| !legal.contains(s) && **s != mv)
            .take(6)
        {
            let mut probe = state.clone();
            if let Err(e) = probe.apply(probe_mv) {
                cov.illegal_tried += 1;
                // A refusal is shown to the person who tried the move.
                if let Some(bad) = super::words::unplain(&e.to_string()) {
                    panic!("{}: a refusal reads badly: {bad}", ctx(step));
                }
                assert!(
                    probe == state,
                    "{}: failed move changed the state",
                    ctx(step)
                );
            } else if state.to_act() != Actor::Chance {
                // A chance outcome other than the sampled one may well be
                // possible; only seat moves outside the legal list must fail.
                panic!("{}: illegal move {probe_mv:?} accepted", ctx(step));
            }
        }
        if !seen.contains(&mv) {
            seen.push(mv.clone());
        }
        let hand = m.state.hands_begun();
        m.play(mv.clone())
            .unwrap_or_else(|e| panic!("{}: {mv:?} refused: {e}", ctx(step)));
        // A replay steps hand by hand on this number.
        assert!(
            m.state.hands_begun() >= hand,
            "{}: the hand went back",
            ctx(step)
        );
        cov.moves += 1;
    }

    // The record alone rebuilds the same state, also through its JSON form.
    let raw = super::codec::to_raw(&m.record);
    let text = super::codec::encode_save(&raw);
    let back = super::codec::decode_save(&text).expect("own save decodes");
    let typed = super::codec::from_raw(back).expect("own save parses");
    let replayed = Match::<G>::from_record(typed).expect("own record replays");
    assert!(replayed.state == m.state, "seed {seed}: replay differs");
    assert_eq!(replayed.log, m.log, "seed {seed}: replayed log differs");
    // Every line of the log reads as plain English.
    for line in &m.lines() {
        if let Some(bad) = super::words::unplain(line) {
            panic!("seed {seed}: a log line reads badly: {bad}");
        }
    }

    // And through each kind of share link.
    use super::link::{self, LinkKind};
    for kind in LinkKind::ALL {
        let text = link::encode(kind, &m);
        let (k, back) = link::decode::<G>(&text)
            .unwrap_or_else(|e| panic!("seed {seed}: own {kind:?} link refused: {e}"));
        assert_eq!(k, kind, "seed {seed}");
        if kind == LinkKind::Setup {
            let fresh = super::MatchRecord {
                moves: Vec::new(),
                ..m.record.clone()
            };
            assert!(back == fresh, "seed {seed}: setup link differs");
        } else {
            assert!(back == m.record, "seed {seed}: {kind:?} link differs");
        }
    }
}

/// A view holds nothing that is hidden from its seat: dealing everything that
/// seat cannot see again at random must leave its view (and an onlooker's)
/// unchanged, and its legal moves too when it is to act.
fn check_views<G: Checked>(state: &G, census: &[(String, i64)], rng: &mut Pcg32, ctx: &str) {
    let public = state.view(None);
    for seat in 0..state.players() {
        let other = state.redeal_hidden(seat, rng);
        assert_eq!(other.census(), census, "{ctx}: redeal changed census");
        assert!(
            other.view(Some(seat)) == state.view(Some(seat)),
            "{ctx}: seat {seat}'s view shows something hidden from it"
        );
        assert!(
            other.view(None) == public,
            "{ctx}: public view shows something hidden"
        );
        if state.to_act() == Actor::Seat(seat) {
            assert!(
                other.legal_moves() == state.legal_moves(),
                "{ctx}: legal moves leak"
            );
        }
    }
}

/// A determinization from a seat's view is a state that seat cannot tell
/// from the real one: same view, same legal moves, same census.
fn check_determinize<G: Checked>(
    state: &G,
    census: &[(String, i64)],
    seat: super::Seat,
    rng: &mut Pcg32,
    ctx: &str,
) {
    let view = state.view(Some(seat));
    let mut airng = ai::ai_rng(rng.next_u64());
    for _ in 0..3 {
        let d = G::determinize(&view, &mut airng);
        assert!(
            d.view(Some(seat)) == view,
            "{ctx}: a determinization contradicts seat {seat}'s view"
        );
        assert!(
            d.legal_moves() == state.legal_moves(),
            "{ctx}: a determinization changes the legal moves"
        );
        assert_eq!(d.census(), census, "{ctx}: determinization census");
    }
}

/// Plays a game to the end for the benchmarks: each seat is played by the
/// player `players` gives it, each from its own view, and chance comes from
/// `rng`. Returns the final state and, per seat, the time spent deciding,
/// the slowest decision, and how many decisions it made.
pub fn duel<G: Game>(
    mut g: G,
    rng: &mut Pcg32,
    mut decide: impl FnMut(&G::View, super::Seat, u64) -> G::Move,
) -> (G, Vec<Thinking>) {
    let mut spent = vec![Thinking::default(); g.players()];
    loop {
        let mv = match g.to_act() {
            Actor::Over => return (g, spent),
            Actor::Chance => g.sample_chance(rng),
            Actor::Seat(s) => {
                let view = g.view(Some(s));
                let seed = rng.next_u64();
                let start = std::time::Instant::now();
                let mv = decide(&view, s, seed);
                let took = start.elapsed();
                let t = &mut spent[s];
                t.total += took;
                t.worst = t.worst.max(took);
                t.decisions += 1;
                mv
            }
        };
        if let Err(e) = g.apply(&mv) {
            panic!("{mv:?} refused: {e}");
        }
    }
}

/// Time one seat spent deciding over a game.
#[derive(Clone, Copy, Debug, Default)]
pub struct Thinking {
    pub total: std::time::Duration,
    pub worst: std::time::Duration,
    pub decisions: u32,
}

/// A link of game `G` to fuzz: a random match (`sample_match`) as a link
/// of a random kind.
pub fn sample_link<G: Checked>(rng: &mut Pcg32) -> String {
    use super::link::{self, LinkKind};
    let Some(m) = sample_match::<G>(rng) else {
        return String::new();
    };
    link::encode(LinkKind::ALL[rng.index(3)], &m)
}

/// A save of game `G` to fuzz: a random match (`sample_match`) as the
/// browser stores it.
pub fn sample_save<G: Checked>(rng: &mut Pcg32) -> String {
    match sample_match::<G>(rng) {
        Some(m) => super::codec::encode_save(&super::codec::to_raw(&m.record)),
        None => String::new(),
    }
}

/// A match of game `G` partway through or finished: a random setup and
/// seats with odd names, random legal moves (chance outcomes now derived
/// from the seed, now not).
fn sample_match<G: Checked>(rng: &mut Pcg32) -> Option<Match<G>> {
    let (players, options) = G::random_setup(rng);
    let seats = (0..players)
        .map(|i| SeatSetup {
            name: ["Ana", "Bo \u{1f47d}", "", "<b>x</b>", "Zoë"][(i + rng.index(5)) % 5].into(),
            kind: SeatKind::ALL[rng.index(2)],
            level: Level::ALL[rng.index(Level::ALL.len())],
        })
        .collect();
    let mut m = Match::<G>::new(seats, options, rng.next_u64()).ok()?;
    let own_chance = rng.below(4) == 0;
    for _ in 0..rng.index(400) {
        let mv = match m.state.to_act() {
            Actor::Over => break,
            Actor::Chance if own_chance => m.state.sample_chance(rng),
            Actor::Chance => m.chance_move().expect("chance"),
            Actor::Seat(_) => {
                let legal = m.state.legal_moves();
                legal[rng.index(legal.len())].clone()
            }
        };
        if m.play(mv).is_err() {
            break;
        }
    }
    Some(m)
}

/// Damages a save the ways stored text gets damaged or edited: bytes
/// changed, cut, put in or taken out, a number or a string replaced by an
/// odd value, a stretch repeated. The result may not be UTF-8 clean, as
/// storage read back after a crash may not be.
pub fn mutate_save(text: &str, rng: &mut Pcg32) -> String {
    const ODD: [&str; 16] = [
        "null",
        "-1",
        "0",
        "1e999",
        "18446744073709551615",
        "-9223372036854775809",
        "0.5",
        "\"\"",
        "\"large\"",
        "\"\\u0000\"",
        "[]",
        "{}",
        "true",
        "\"<img src=x onerror=alert(1)>\"",
        "\"\u{1f47d}\"",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    ];
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + rng.index(3) {
        let at = rng.index(bytes.len() + 1);
        match rng.below(8) {
            0 if at < bytes.len() => bytes[at] = rng.next_u32() as u8,
            1 if at < bytes.len() => bytes[at] = b"0123456789{}[]\",:-e.x"[rng.index(21)],
            2 => bytes.truncate(at),
            3 if at < bytes.len() => {
                let end = (at + 1 + rng.index(12)).min(bytes.len());
                bytes.drain(at..end);
            }
            4 | 5 => {
                // A value replaced: the number or string starting at or
                // after `at`.
                let Some(start) = bytes[at..]
                    .iter()
                    .position(|b| b.is_ascii_digit() || *b == b'"')
                    .map(|i| at + i)
                else {
                    continue;
                };
                let end = if bytes[start] == b'"' {
                    bytes[start + 1..]
                        .iter()
                        .position(|b| *b == b'"')
                        .map_or(bytes.len(), |i| start + i + 2)
                } else {
                    bytes[start..]
                        .iter()
                        .position(|b| !b.is_ascii_digit())
                        .map_or(bytes.len(), |i| start + i)
                };
                let odd = ODD[rng.index(ODD.len())].as_bytes();
                bytes.splice(start..end, odd.iter().copied());
            }
            6 if at < bytes.len() => {
                // A stretch repeated, as a move or a seat twice.
                let end = (at + 1 + rng.index(40)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                bytes.splice(at..at, copy);
            }
            _ => bytes.insert(at, rng.next_u32() as u8),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Damages a link the ways links get damaged: bits flipped in its payload,
/// cut short, bytes put in or taken out, or its text changed.
pub fn mutate_link(text: &str, rng: &mut Pcg32) -> String {
    use super::codec::{base64url_decode, base64url_encode};
    let payload = text.strip_prefix(super::link::LINK_PREFIX).unwrap_or(text);
    let mut bytes = base64url_decode(payload).unwrap_or_default();
    for _ in 0..1 + rng.index(3) {
        let at = rng.index(bytes.len() + 1);
        match rng.below(6) {
            0 | 1 if at < bytes.len() => bytes[at] ^= 1 << rng.below(8),
            2 => bytes.truncate(at),
            3 => bytes.insert(at, rng.next_u32() as u8),
            4 if at < bytes.len() => {
                bytes.remove(at);
            }
            _ => {
                // The text itself: a character changed, as when typed.
                let mut chars: Vec<char> = base64url_encode(&bytes).chars().collect();
                if !chars.is_empty() {
                    let i = rng.index(chars.len());
                    chars[i] = ['A', '_', '-', '9', '=', '%', ' '][rng.index(7)];
                }
                return format!(
                    "{}{}",
                    super::link::LINK_PREFIX,
                    chars.into_iter().collect::<String>()
                );
            }
        }
    }
    format!("{}{}", super::link::LINK_PREFIX, base64url_encode(&bytes))
}

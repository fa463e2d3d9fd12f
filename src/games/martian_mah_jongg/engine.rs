//! Martian Mah Jongg (Stephen & Jill Rogers), as fixed by RULINGS.md: each
//! turn a player rolls a d6 (size) and a d8 (colour) and takes that piece
//! from the pool, peeks under an opaque cover and may swap, and builds three
//! piles behind a screen: a Kong (a tree), a Pung (a bush) and a Chow (a
//! small). Discards can be called by anyone whose pile they complete. The
//! first to complete all three may go Mah Jongg, and every hand is valued
//! with the scoring table and settled between the players.
//!
//! Every die is a chance move, so replays and scripted tests need no
//! generator; the covers' contents at the start of a hand are one chance
//! move (`Covers`), the set-up's d8 rolls (East Wind's roll-off, the piles)
//! are each a `D8`, and a turn's dice are one `Dice`.

pub use super::holding::{Holding, Pile, Slot, BONUS_MAX};
pub use super::play::MoveError;
pub use super::scoring::HandScore;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Actor, Game, GameInfo, Outcome, Pcg32, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// The eight colours on the d8, in die order (RULINGS.md).
pub const D8: [Colour; 8] = [
    Colour::Red,
    Colour::Orange,
    Colour::Yellow,
    Colour::Green,
    Colour::Blue,
    Colour::Cyan,
    Colour::Purple,
    Colour::Clear,
];
/// Ten stashes: five of each size of each colour.
pub const PER_STACK: u8 = 5;
/// Covers of each kind: ten medium opaques (hiding smalls) and ten large
/// opaques (hiding mediums).
pub const COVERS: usize = 10;
/// Lost turns in a row that make a dead hand.
pub const DEAD_AFTER: u8 = 4;

pub fn d8_colour(n: u8) -> Option<Colour> {
    D8.get(usize::from(n).wrapping_sub(1)).copied()
}

pub fn d8_of(c: Colour) -> u8 {
    D8.iter().position(|d| *d == c).map_or(0, |i| i as u8 + 1)
}

/// The size a d6 gives: 1-2 small, 3-4 medium, 5-6 large.
pub fn d6_size(n: u8) -> Size {
    match n {
        1 | 2 => Size::Small,
        3 | 4 => Size::Medium,
        _ => Size::Large,
    }
}

/// A missing option takes its default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Base points only, no doubles: the rules' advice for newcomers.
    pub simple: bool,
    /// The Golden Rooster special hand: 100 points for going out with a
    /// small yellow as the winning piece.
    pub golden_rooster: bool,
    /// Rounds to play: in each round the wind goes once round the table, so
    /// the game ends when every player has been East Wind this many times.
    pub rounds: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            simple: false,
            golden_rooster: true,
            rounds: 1,
        }
    }
}

/// A call on a discard, in rising priority.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CallKind {
    Pung,
    Kong,
    MahJongg,
}

impl CallKind {
    pub const ALL: [CallKind; 3] = [CallKind::Pung, CallKind::Kong, CallKind::MahJongg];

    pub fn id(self) -> &'static str {
        match self {
            CallKind::Pung => "pung",
            CallKind::Kong => "kong",
            CallKind::MahJongg => "mah-jongg",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CallKind::Pung => "Pung",
            CallKind::Kong => "Kong",
            CallKind::MahJongg => "Mah Jongg",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Chance, at the start of a hand: the small under each medium cover
    /// (one of each of the ten colours) and the medium under each large
    /// cover (one of each d8 colour and two rolled), in cover order.
    Covers {
        smalls: Vec<Colour>,
        mediums: Vec<Colour>,
    },
    /// Chance: one d8 of the set-up (East Wind's roll-off, the piles).
    D8(u8),
    /// Chance: a turn's d6 and d8.
    Dice(u8, u8),
    /// The player to move rolls the dice.
    Roll,
    /// Lift this cover (0-9, of the kind the drawn size takes) and look.
    Look(u8),
    /// Keep the drawn piece; the cover goes back as it was.
    Keep,
    /// Keep the hidden piece; the drawn one goes under the cover.
    Swap,
    /// Small draws: put a small opaque of this colour under the cover, keep
    /// the drawn small (`keep_drawn`) or the hidden one, discard the other.
    Hide { opaque: Colour, keep_drawn: bool },
    /// A drawn large replaces the Kong pile's large, which is discarded.
    LargeKong,
    /// A drawn large goes on the bonus stack.
    LargeBonus,
    /// A drawn large replaces this bonus-stack large, which is discarded.
    LargeExchange(Colour),
    /// A drawn large is discarded.
    LargeDiscard,
    /// Rearrange behind the screen: a piece from one slot to another (an
    /// occupant of the target goes where the piece came from).
    Place {
        piece: Pyramid,
        from: Slot,
        to: Slot,
    },
    /// End the turn discarding this piece.
    Discard(Pyramid),
    /// End the turn without a discard ("go").
    Go,
    /// Go out: all three piles are complete.
    MahJongg,
    /// Call the discard on the table.
    Call(CallKind),
    /// Let the discard go.
    Decline,
}

/// What the game is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Chance: the covers of a new hand.
    Covers,
    /// Chance: the roll-off for East Wind (first hand only).
    RollOff,
    /// Chance: the d8 rolls starting each player's Kong, Pung and Chow.
    Piles,
    /// A player's turn begins: roll, or go Mah Jongg.
    Roll,
    /// Chance: the turn's dice.
    Dice,
    /// A small or medium was drawn: choose a cover to look under.
    Cover,
    /// Looking under a cover: keep, swap, or hide an opaque.
    Peek,
    /// A large was drawn: where it goes.
    Large,
    /// Arrange, then discard or go (or go Mah Jongg).
    Act,
    /// Every other seat in priority order may call the discard.
    Calls,
    Over,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Covers => "covers",
            Phase::RollOff => "roll-off",
            Phase::Piles => "piles",
            Phase::Roll => "roll",
            Phase::Dice => "dice",
            Phase::Cover => "cover",
            Phase::Peek => "peek",
            Phase::Large => "large",
            Phase::Act => "act",
            Phase::Calls => "calls",
            Phase::Over => "over",
        }
    }
}

/// A call standing on the discard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    pub seat: Seat,
    pub kind: CallKind,
}

/// The discard on the table while seats are asked about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calling {
    pub piece: Pyramid,
    pub from: Seat,
    /// Seats still to answer, first first: East Wind, then to the right.
    pub asked: Vec<Seat>,
    /// What each seat answered, for the panel: `None` is a decline.
    pub answers: Vec<(Seat, Option<CallKind>)>,
    pub best: Option<Claim>,
}

/// How a hand ended, for the score sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandEnd {
    pub east: Seat,
    /// `None`: a dead hand.
    pub score: Option<Rc<HandScore>>,
    pub deltas: Vec<i64>,
    /// Every screen as it was when someone went out: revealed to all for
    /// scoring. Empty after a dead hand, where nothing is shown.
    pub revealed: Vec<Holding>,
    /// Why a hand with no winner ended.
    pub dead_reason: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MahJongg {
    pub(super) players: usize,
    pub(super) options: Options,
    pub(super) phase: Phase,
    /// Pieces in the global pool by colour and size. Opaques never are.
    pub(super) pool: [[u8; 3]; 10],
    /// What each cover hides: medium covers 0-9 (smalls), large covers
    /// 10-19 (mediums). `None` only in a view, for covers it cannot see.
    pub(super) covers: [Option<Colour>; 2 * COVERS],
    /// What each seat last saw under each cover, forgotten when another
    /// seat lifts it. Computer players remember; the screen never shows it.
    pub(super) memory: Vec<[Option<Colour>; 2 * COVERS]>,
    pub(super) hands: Vec<Holding>,
    /// Small whites and blacks in play this hand (held or under a cover).
    pub(super) opaques_in_play: [usize; 2],
    pub(super) east: Seat,
    /// Whose turn it is (the seat to act, except during calls).
    pub(super) turn: Seat,
    pub(super) dice: Option<(u8, u8)>,
    /// The piece the dice gave, while its owner decides.
    pub(super) drawn: Option<Pyramid>,
    /// The cover being looked under (0-19).
    pub(super) lifted: Option<usize>,
    pub(super) lost_run: u8,
    pub(super) discarded: bool,
    /// After hiding an opaque under a cover: the small that must go.
    pub(super) forced: Option<Pyramid>,
    pub(super) places_left: u8,
    pub(super) calling: Option<Calling>,
    /// The piece that completed each seat's hand (the one whose placing
    /// made all three piles complete), and whether it was a called discard:
    /// the winning piece of whoever goes out. `None` while the piles are
    /// incomplete; pieces taken in after it do not replace it.
    pub(super) completed_by: Vec<Option<(Pyramid, bool)>>,
    pub(super) turns: Vec<u16>,
    /// Turns begun this hand. The rules set no limit; the computer
    /// player's search reads it to cut off a playout that runs on.
    pub(super) hand_turns: u16,
    /// Set-up progress: seats still to roll in the roll-off with the rolls
    /// so far, or the pile step (0.. 3 × players).
    pub(super) rolloff: Vec<(Seat, Option<u8>)>,
    pub(super) pile_step: usize,
    /// The last d8 of the set-up and what it gave, for the table.
    pub(super) last_d8: Option<u8>,
    pub(super) scores: Vec<i64>,
    pub(super) passes: usize,
    /// Hands played so far, shared until changed: a search clones the
    /// state at every step, and a long game's past hands (each with every
    /// screen revealed) need not be copied each time.
    pub(super) ended: Rc<Vec<HandEnd>>,
}

impl MahJongg {
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn phase_kind(&self) -> Phase {
        self.phase
    }
    pub fn east(&self) -> Seat {
        self.east
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn holding(&self, seat: Seat) -> &Holding {
        &self.hands[seat]
    }
    pub fn pool(&self, p: Pyramid) -> u8 {
        if p.colour.is_opaque() {
            0
        } else {
            self.pool[p.colour.index()][p.size.index()]
        }
    }
    pub fn dice(&self) -> Option<(u8, u8)> {
        self.dice
    }
    pub fn drawn(&self) -> Option<Pyramid> {
        self.drawn
    }
    pub fn lifted(&self) -> Option<usize> {
        self.lifted
    }
    /// The piece under the lifted cover, for the seat looking (None for
    /// anyone else's view).
    pub fn peek(&self) -> Option<Pyramid> {
        let c = self.lifted?;
        Some(Pyramid::new(self.covers[c]?, cover_holds(c)))
    }
    pub fn memory(&self, seat: Seat) -> &[Option<Colour>] {
        &self.memory[seat]
    }
    pub fn lost_run(&self) -> u8 {
        self.lost_run
    }
    pub fn calling(&self) -> Option<&Calling> {
        self.calling.as_ref()
    }
    pub fn scores(&self) -> &[i64] {
        &self.scores
    }
    pub fn ended(&self) -> &[HandEnd] {
        &self.ended
    }
    pub fn hand_number(&self) -> usize {
        self.ended.len() + 1
    }
    pub fn passes(&self) -> usize {
        self.passes
    }
    /// How many times the wind passes in the whole game: once for each
    /// player in each round. The game ends with the last pass, however
    /// many hands that takes: East Wind keeps the wind while winning and
    /// after a dead hand.
    pub fn passes_to_play(&self) -> usize {
        usize::from(self.options.rounds) * self.players
    }
    pub fn discarded_this_turn(&self) -> bool {
        self.discarded
    }
    pub fn last_d8(&self) -> Option<u8> {
        self.last_d8
    }
    pub fn rolloff(&self) -> &[(Seat, Option<u8>)] {
        &self.rolloff
    }
    pub fn opaques_in_play(&self) -> [usize; 2] {
        self.opaques_in_play
    }
    pub fn turns_taken(&self, seat: Seat) -> u16 {
        self.turns[seat]
    }
    /// Turns begun in this hand, all seats together.
    pub fn hand_turns(&self) -> u16 {
        self.hand_turns
    }
    /// The piece that completed `seat`'s hand and whether it was a called
    /// discard, while the hand is complete (`None` in another seat's view).
    pub fn winning_piece(&self, seat: Seat) -> Option<(Pyramid, bool)> {
        self.completed_by[seat]
    }
    /// Each seat's pieces by size: public, as the dice and discards show.
    pub fn counts(&self, seat: Seat) -> [usize; 3] {
        self.hands[seat].counts()
    }
    /// The seat on `seat`'s left, who plays next.
    pub fn left(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players
    }
    /// The seat on `seat`'s right, where East Wind passes.
    pub fn right(&self, seat: Seat) -> Seat {
        (seat + self.players - 1) % self.players
    }
    /// Small opaques each player receives.
    pub fn opaques_each(players: usize) -> usize {
        if players == 2 {
            2
        } else {
            1
        }
    }

    pub(super) fn fresh(players: usize, options: &Options) -> Self {
        MahJongg {
            players,
            options: options.clone(),
            phase: Phase::Covers,
            pool: [[0; 3]; 10],
            covers: [None; 2 * COVERS],
            memory: vec![[None; 2 * COVERS]; players],
            hands: vec![Holding::default(); players],
            opaques_in_play: [0; 2],
            east: 0,
            turn: 0,
            dice: None,
            drawn: None,
            lifted: None,
            lost_run: 0,
            discarded: false,
            forced: None,
            places_left: 0,
            calling: None,
            completed_by: vec![None; players],
            turns: vec![0; players],
            hand_turns: 0,
            rolloff: (0..players).map(|s| (s, None)).collect(),
            pile_step: 0,
            last_d8: None,
            scores: vec![0; players],
            passes: 0,
            ended: Rc::default(),
        }
    }
}

/// The size a cover hides: medium covers (0-9) smalls, large covers mediums.
pub fn cover_holds(cover: usize) -> Size {
    if cover < COVERS {
        Size::Small
    } else {
        Size::Medium
    }
}

/// What a view holds: the state with everything the seat may not see taken
/// out (other screens but their exposed piles, covers it has not looked
/// under, other seats' memories), and each seat's pieces by size.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    pub seat: Option<Seat>,
    pub game: MahJongg,
    pub counts: Vec<[usize; 3]>,
}

impl Game for MahJongg {
    type Options = Options;
    type Move = Move;
    type View = View;
    type Error = MoveError;
    type Event = super::log::Event;

    const INFO: GameInfo = GameInfo {
        id: "martian-mah-jongg",
        // 2: no cap on hands or turns (issue 31); the winning piece is the
        // one that completed the hand.
        version: 2,
        name: "Martian Mah Jongg",
        pitch: "Roll, peek under covers and build your Kong, Pung and Chow.",
        min_players: 2,
        max_players: 4,
        default_players: 4,
        designer: "Stephen & Jill Rogers",
        licence: "No licence stated",
        art: "d6:5 d8:4 large-white small-cyan",
    };
    const HAS_PRIVATE: bool = true;

    fn validate(players: usize, options: &Options) -> Result<(), SetupError> {
        if !(2..=4).contains(&players) {
            return Err(SetupError("Martian Mah Jongg is for 2 to 4 players".into()));
        }
        if !(1..=4).contains(&options.rounds) {
            return Err(SetupError("a game is 1 to 4 rounds".into()));
        }
        Ok(())
    }

    fn new(players: usize, options: &Options, _seed: u64) -> Result<Self, SetupError> {
        Self::validate(players, options)?;
        let mut g = MahJongg::fresh(players, options);
        g.start_hand();
        Ok(g)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::Covers | Phase::RollOff | Phase::Piles | Phase::Dice => Actor::Chance,
            Phase::Over => Actor::Over,
            Phase::Calls => match &self.calling {
                Some(c) if !c.asked.is_empty() => Actor::Seat(c.asked[0]),
                _ => Actor::Over,
            },
            _ => Actor::Seat(self.turn),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.moves()
    }

    fn sample_chance(&self, rng: &mut Pcg32) -> Move {
        self.chance(rng)
    }

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        self.check(mv)?;
        self.apply_unchecked(mv);
        Ok(())
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        self.play(mv);
    }

    fn view(&self, seat: Option<Seat>) -> View {
        self.view_of(seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome::from_scores(self.scores.clone()))
    }

    fn phase(&self) -> &'static str {
        self.phase.name()
    }

    fn hands_begun(&self) -> usize {
        self.ended.len() + usize::from(self.phase != Phase::Over)
    }

    fn determinize<R: rand::Rng + ?Sized>(view: &View, rng: &mut R) -> Self {
        super::hidden::determinize(view, rng)
    }

    fn move_id(mv: &Move) -> String {
        super::log::move_id(mv)
    }

    fn events(&self, mv: &Move, after: &Self) -> Vec<Self::Event> {
        super::log::events(self, mv, after)
    }
}

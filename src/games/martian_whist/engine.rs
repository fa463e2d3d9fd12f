//! Martian Whist (Fogus), as fixed by RULINGS.md: two players draft thirty
//! pyramids from ten random trees, then play five tricks of whole trees.
//! Trump comes from the colour die; solid trees beat mixed ones, mixed ones
//! compare segment by segment. Kept pyramids are arranged into the best trees
//! at the end.
//!
//! The setup's randomness is three chance moves (`Draw`, `Roll`, `First`)
//! carrying their outcome, so scripted tests choose the trees, the trump and
//! the first drafter, and replay needs no generator. Nothing is hidden once
//! the trees are drawn, so a seat's view is the whole state.

pub use super::scoring::{
    best_arrangement, best_total, colour_index, rank, resolve, Arrangement, Counts, How,
    Resolution, Tree, BUILD_ORDER, COLOURS,
};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Actor, Game, GameInfo, Outcome, Pcg32, Seat, SetupError};
use serde::{Deserialize, Serialize};

pub use super::play::{Event, MoveError};

/// Trees in the row, and tricks in a game (each player plays five trees).
pub const TREES: usize = 10;
pub const TRICKS: usize = 5;

/// How the trees are drafted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Draft {
    /// Players take whole trees in turn.
    #[default]
    Trees,
    /// Smalls, then mediums, then larges, one at a time, with passing.
    Layers,
}

impl Draft {
    pub const ALL: [Draft; 2] = [Draft::Trees, Draft::Layers];
    /// The name in saves and links.
    pub fn id(self) -> &'static str {
        match self {
            Draft::Trees => "trees",
            Draft::Layers => "layers",
        }
    }
}

/// What happens to the six pyramids of a trick.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Keeping {
    /// The winner keeps one of each size of the six; the loser the rest
    /// (the "Resolving Tricks" text).
    #[default]
    Split,
    /// The winner keeps their own tree; the loser's is discarded (the
    /// "Stage Two" text).
    Discard,
}

impl Keeping {
    pub const ALL: [Keeping; 2] = [Keeping::Split, Keeping::Discard];
    pub fn id(self) -> &'static str {
        match self {
            Keeping::Split => "split",
            Keeping::Discard => "discard",
        }
    }
}

/// A missing option takes its default, so saves from before an option
/// existed still open.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub draft: Draft,
    pub keeping: Keeping,
}

/// In saves: `{"draw":[{"large":"purple","medium":"red","small":"blue"},...]}`,
/// `{"roll":"atom"}`, `{"first":1}`, `{"take_tree":3}`, `"pass"`,
/// `{"place":{"colour":"red","size":"large"}}`, `"back"`, `"play"`...
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Chance: the row of ten trees drawn from the bag.
    Draw(Vec<Tree>),
    /// Chance: the colour die; `None` is the atom face (no trump).
    Roll(#[serde(with = "super::save::face")] Option<Colour>),
    /// Chance: who drafts first.
    First(Seat),
    /// Whole-tree draft: take the tree at this place in the row.
    TakeTree(u8),
    /// Layer draft: take the current layer's pyramid at this place.
    TakePiece(u8),
    /// Layer draft: let the opponent choose your pyramid.
    Pass,
    /// Layer draft, after the opponent passed: the pyramid they get.
    Give(u8),
    /// Put the next pyramid of the tree being built (large, then medium,
    /// then small) from your stash.
    Place(Pyramid),
    /// Take back the last pyramid placed.
    Back,
    /// Play the finished tree to the trick.
    Play,
    /// The trick's winner keeps this pyramid (one of each size).
    Keep(Pyramid),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Draw,
    Roll,
    First,
    /// A seat drafts (whole trees, or one pyramid of the current layer).
    Draft,
    /// Layer draft: the seat to act chooses the passer's pyramid.
    Give,
    Lead,
    Follow,
    /// The trick's winner chooses what to keep.
    Keep,
    Over,
}

/// A finished trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trick {
    pub leader: Seat,
    /// The trees played, by seat.
    pub trees: [Tree; 2],
    pub result: Resolution,
    /// What the winner kept (their own tree when the loser's is discarded).
    pub kept: Tree,
}

/// The whole state: every field is public knowledge once drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Whist {
    pub(super) options: Options,
    pub(super) phase: Phase,
    /// The row: each place's remaining pyramids, by `Size::index`.
    pub(super) row: [[Option<Colour>; 3]; TREES],
    pub(super) trump: Option<Colour>,
    pub(super) first: Seat,
    pub(super) turn: Seat,
    /// Layer draft: who passed last on the current layer.
    pub(super) last_passer: Option<Seat>,
    pub(super) last_drafter: Seat,
    pub(super) stash: [Counts; 2],
    pub(super) leader: Seat,
    /// The tree being built by the seat to act, large first.
    pub(super) building: Vec<Colour>,
    /// The leader's tree, once played.
    pub(super) led: Option<Tree>,
    /// The trick awaiting the winner's choice, with the choice so far.
    pub(super) pending: Option<(Trick, [Option<Colour>; 3])>,
    pub(super) kept: [Counts; 2],
    pub(super) discarded: Counts,
    pub(super) tricks: Vec<Trick>,
}

pub const INFO: GameInfo = GameInfo {
    id: "martian-whist",
    version: 1,
    name: "Martian Whist",
    pitch: "Draft trees of pyramids, then play them as tricks for two.",
    min_players: 2,
    max_players: 2,
    default_players: 2,
    designer: "Fogus",
    // The rules text we have names no licence.
    licence: "",
    art: "large-purple medium-purple small-purple large-green medium-red",
};

/// Counts as a sorted list: large first, then by colour rank.
pub fn pieces_of(n: &Counts) -> Vec<Pyramid> {
    let mut v = Vec::new();
    for size in BUILD_ORDER {
        for (ci, &c) in COLOURS.iter().enumerate() {
            for _ in 0..n[size.index()][ci] {
                v.push(Pyramid::new(c, size));
            }
        }
    }
    v
}

pub(super) fn count(n: &Counts, p: Pyramid) -> u8 {
    colour_index(p.colour).map_or(0, |c| n[p.size.index()][c])
}

pub(super) fn add(n: &mut Counts, p: Pyramid) {
    if let Some(c) = colour_index(p.colour) {
        n[p.size.index()][c] += 1;
    }
}

/// Removes one `p`; false (and nothing changed) if there is none.
pub(super) fn remove(n: &mut Counts, p: Pyramid) -> bool {
    match colour_index(p.colour) {
        Some(c) if n[p.size.index()][c] > 0 => {
            n[p.size.index()][c] -= 1;
            true
        }
        _ => false,
    }
}

impl Whist {
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn phase_kind(&self) -> Phase {
        self.phase
    }
    /// The trump colour; `None` before the roll and on the atom face.
    pub fn trump(&self) -> Option<Colour> {
        self.trump
    }
    /// Colours from best to worst: trump first.
    pub fn ranking(&self) -> Vec<Colour> {
        let mut v = COLOURS.to_vec();
        crate::engine::sort_small_by_key(&mut v, |&c| rank(c, self.trump));
        v
    }
    /// The row's ten places, each with its remaining pyramids by size index.
    pub fn row(&self) -> &[[Option<Colour>; 3]; TREES] {
        &self.row
    }
    /// Whole trees still in the row, with their places.
    pub fn row_trees(&self) -> Vec<(usize, Tree)> {
        (0..TREES)
            .filter_map(|i| match self.row[i] {
                [Some(s), Some(m), Some(l)] => Some((i, Tree::new(l, m, s))),
                _ => None,
            })
            .collect()
    }
    /// Layer draft: the size now being drafted.
    pub fn layer(&self) -> Option<Size> {
        Size::ALL
            .into_iter()
            .find(|s| self.row.iter().any(|t| t[s.index()].is_some()))
    }
    pub fn first_drafter(&self) -> Seat {
        self.first
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn last_passer(&self) -> Option<Seat> {
        self.last_passer
    }
    /// A seat's stash, large first, then by colour rank (without pieces
    /// placed in a tree being built).
    pub fn stash(&self, seat: Seat) -> Vec<Pyramid> {
        pieces_of(&self.stash[seat.min(1)])
    }
    pub fn stash_counts(&self, seat: Seat) -> &Counts {
        &self.stash[seat.min(1)]
    }
    pub fn leader(&self) -> Seat {
        self.leader
    }
    /// The colours placed so far in the tree being built, large first.
    pub fn building(&self) -> &[Colour] {
        &self.building
    }
    pub fn led(&self) -> Option<Tree> {
        self.led
    }
    /// The trick whose winner is choosing what to keep, and the choice so
    /// far by `Size::index`.
    pub fn pending(&self) -> Option<&(Trick, [Option<Colour>; 3])> {
        self.pending.as_ref()
    }
    pub fn kept(&self, seat: Seat) -> Vec<Pyramid> {
        pieces_of(&self.kept[seat.min(1)])
    }
    pub fn kept_counts(&self, seat: Seat) -> &Counts {
        &self.kept[seat.min(1)]
    }
    pub fn discarded(&self) -> Vec<Pyramid> {
        pieces_of(&self.discarded)
    }
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }
    /// The best arrangement of a seat's kept pyramids, as scored at the end.
    pub fn arrangement(&self, seat: Seat) -> Arrangement {
        best_arrangement(&self.kept(seat))
    }
    /// The current scores (final once the game is over).
    pub fn scores(&self) -> [u32; 2] {
        [best_total(&self.kept[0]), best_total(&self.kept[1])]
    }

    /// The size the tree being built needs next, if it is not complete.
    pub fn next_size(&self) -> Option<Size> {
        BUILD_ORDER.get(self.building.len()).copied()
    }

    /// Whether the follower must follow: the led tree's colours, when the
    /// seat to act holds one of them (in its stash or in the tree it is
    /// building).
    pub fn must_follow(&self) -> Option<Tree> {
        let led = self.led.filter(|_| self.phase == Phase::Follow)?;
        let n = &self.stash[self.turn];
        let holds = Size::ALL.iter().any(|&s| {
            COLOURS
                .iter()
                .enumerate()
                .any(|(ci, &c)| n[s.index()][ci] > 0 && led.has_colour(c))
        });
        let placed = self.building.iter().any(|&c| led.has_colour(c));
        (holds || placed).then_some(led)
    }

    /// The colours the seat to act may place next, best rank first.
    pub fn placeable(&self) -> Vec<Colour> {
        let Some(size) = self.next_size() else {
            return Vec::new();
        };
        if !matches!(self.phase, Phase::Lead | Phase::Follow) {
            return Vec::new();
        }
        let n = &self.stash[self.turn];
        let mut out: Vec<Colour> = COLOURS
            .iter()
            .enumerate()
            .filter(|&(ci, _)| n[size.index()][ci] > 0)
            .map(|(_, &c)| c)
            .filter(|&c| self.follows(size, c))
            .collect();
        crate::engine::sort_small_by_key(&mut out, |&c| rank(c, self.trump));
        out
    }

    /// Whether placing `c` as the next `size` still lets the tree share a
    /// colour with the led tree, when the follow rule binds.
    fn follows(&self, size: Size, c: Colour) -> bool {
        let Some(led) = self.must_follow() else {
            return true;
        };
        if led.has_colour(c) || self.building.iter().any(|&b| led.has_colour(b)) {
            return true;
        }
        // A later (smaller) piece of a led colour could still come.
        let n = &self.stash[self.turn];
        (0..size.index()).any(|s| {
            COLOURS
                .iter()
                .enumerate()
                .any(|(ci, &col)| n[s][ci] > 0 && led.has_colour(col))
        })
    }

    /// The tree built so far, once complete.
    pub fn built(&self) -> Option<Tree> {
        match self.building[..] {
            [l, m, s] => Some(Tree::new(l, m, s)),
            _ => None,
        }
    }

    /// In the keep phase: the size the winner chooses next.
    pub fn keep_size(&self) -> Option<Size> {
        let (trick, chosen) = self.pending.as_ref()?;
        BUILD_ORDER
            .into_iter()
            .find(|s| chosen[s.index()].is_none() && differs(trick, *s))
    }
}

/// Whether the two trees of a trick differ in colour at `size` (if not,
/// there is nothing to choose).
pub(super) fn differs(t: &Trick, size: Size) -> bool {
    t.trees[0].colour(size) != t.trees[1].colour(size)
}

impl Game for Whist {
    type Options = Options;
    type Move = Move;
    type View = Whist;
    type Error = MoveError;
    type Event = Event;

    const INFO: GameInfo = INFO;
    const HAS_PRIVATE: bool = false;

    fn validate(players: usize, _options: &Options) -> Result<(), SetupError> {
        if players != 2 {
            return Err(SetupError("Martian Whist is for 2 players".into()));
        }
        Ok(())
    }

    fn new(players: usize, options: &Options, _seed: u64) -> Result<Self, SetupError> {
        Self::validate(players, options)?;
        Ok(Whist {
            options: options.clone(),
            phase: Phase::Draw,
            row: [[None; 3]; TREES],
            trump: None,
            first: 0,
            turn: 0,
            last_passer: None,
            last_drafter: 0,
            stash: [[[0; 5]; 3]; 2],
            leader: 0,
            building: Vec::new(),
            led: None,
            pending: None,
            kept: [[[0; 5]; 3]; 2],
            discarded: [[0; 5]; 3],
            tricks: Vec::new(),
        })
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::Draw | Phase::Roll | Phase::First => Actor::Chance,
            Phase::Over => Actor::Over,
            _ => Actor::Seat(self.turn),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        self.moves()
    }

    fn sample_chance(&self, rng: &mut Pcg32) -> Move {
        match self.phase {
            Phase::Roll => {
                let face = rng.index(6);
                Move::Roll(COLOURS.get(face).copied())
            }
            Phase::First => Move::First(rng.index(2)),
            // One small, one medium and one large drawn from the bag for
            // each tree: each size's ten pieces in a random order.
            _ => {
                let mut sizes: [Vec<Colour>; 3] = Default::default();
                for v in &mut sizes {
                    *v = COLOURS.iter().flat_map(|&c| [c, c]).collect();
                    rng.shuffle(v);
                }
                Move::Draw(
                    (0..TREES)
                        .map(|i| Tree::new(sizes[2][i], sizes[1][i], sizes[0][i]))
                        .collect(),
                )
            }
        }
    }

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        self.apply_move(mv)
    }

    fn view(&self, _seat: Option<Seat>) -> Whist {
        self.clone()
    }

    fn determinize<R: rand::Rng + ?Sized>(view: &Whist, _rng: &mut R) -> Whist {
        view.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over)
            .then(|| Outcome::from_scores(self.scores().iter().map(|&s| i64::from(s)).collect()))
    }

    fn hands_begun(&self) -> usize {
        self.tricks.len()
    }

    fn phase(&self) -> &'static str {
        match self.phase {
            Phase::Draw => "draw",
            Phase::Roll => "roll",
            Phase::First => "first",
            Phase::Draft => "draft",
            Phase::Give => "give",
            Phase::Lead => "lead",
            Phase::Follow => "follow",
            Phase::Keep => "keep",
            Phase::Over => "over",
        }
    }

    fn move_id(mv: &Move) -> String {
        let piece = |p: &Pyramid| format!("{}-{}", p.colour.name(), p.size.name());
        match mv {
            Move::Draw(_) => "draw".into(),
            Move::Roll(_) => "roll".into(),
            Move::First(_) => "first".into(),
            Move::TakeTree(i) => format!("tree:{i}"),
            Move::TakePiece(i) => format!("piece:{i}"),
            Move::Pass => "pass".into(),
            Move::Give(i) => format!("give:{i}"),
            Move::Place(p) => format!("place:{}", piece(p)),
            Move::Back => "back".into(),
            Move::Play => "play".into(),
            Move::Keep(p) => format!("keep:{}", piece(p)),
        }
    }

    fn events(&self, mv: &Move, after: &Self) -> Vec<Event> {
        super::play::events(self, mv, after)
    }
}

/// Test support (random setups, census): native builds only, and a child
/// module so the rules keep their fields private.
#[cfg(not(target_arch = "wasm32"))]
#[path = "check.rs"]
mod check;

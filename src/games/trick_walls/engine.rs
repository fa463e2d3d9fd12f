//! Trick Walls (version 6.3.1, Tikkimuurit), as fixed by RULINGS.md: two
//! teams, black and red, play tricks in which every card stays on the
//! player's own city wall, face up only if it beats every card before it in
//! the trick, else killed face down. The lead moves one city clockwise every
//! trick, whoever won. Face-up cards of a team's colour score for it.
//!
//! The table is a ring of cities (4, or 6 in the Hexagon); seats are the
//! players, and a city with no player is a dummy played by the player on its
//! right. Each round begins with a chance move, `Deal`, carrying every
//! city's cards, so scripted tests choose them and replay needs no generator.

pub use super::play::MoveError;
pub use super::scoring::{points, score_round, CityScore, Prune, RoundResult};
use crate::engine::cards::{follow_suit, showed_void, sort_hand};
use crate::engine::pieces::{Card, Suit};
use crate::engine::{sort_small_by_key, Actor, Game, GameInfo, Outcome, Pcg32, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// How many face-up cards a dummy shows.
pub const DUMMY_ROW: usize = 3;

/// A team's colour: a card scores for the team of its suit's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    Black,
    Red,
}

impl Side {
    pub fn of(card: Card) -> Side {
        if card.suit.is_red() {
            Side::Red
        } else {
            Side::Black
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Side::Black => "Black",
            Side::Red => "Red",
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::Red,
            Side::Red => Side::Black,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A missing option takes its default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// Four cities, 13 cards each and a swap with the city opposite.
    pub long_run: bool,
    /// +3 for a pure city, -3 for a pure massacre.
    pub pure_bonuses: bool,
    /// Killed cards score for the other colour.
    pub kill_balance: bool,
    /// Each player scores their own city alone.
    pub city_keepers: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            long_run: false,
            pure_bonuses: true,
            kill_balance: false,
            city_keepers: false,
        }
    }
}

/// In saves: `{"deal":[["6C",...],...]}`, `{"swap":"QS"}`, `{"play":"QS"}`,
/// `"pile"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Chance: every city's cards, in city order. A dummy's are its three
    /// face-up cards, then its pile from the top down.
    Deal(Vec<Vec<Card>>),
    /// Long Run: the card passed to the city opposite.
    Swap(Card),
    /// A card from the hand, or from a dummy's face-up row.
    Play(Card),
    /// The top card of a dummy's face-down pile, unseen.
    Pile,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Deal,
    Swap,
    Play,
    Over,
}

/// A card on a wall: face up or killed (face down, but seen when played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Laid {
    pub card: Card,
    pub up: bool,
}

/// The whole state. Players' hands, dummies' piles, the cards left out and
/// the Long Run picks are private; everything else is public.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrickWalls {
    options: Options,
    players: usize,
    /// Each city's keeper (a player), `None` for a dummy. Changes at the
    /// half-time seat changes.
    keeper: Vec<Option<Seat>>,
    /// Team 0 holds the first half of the cities, team 1 the rest.
    sides: [Side; 2],
    phase: Phase,
    round: u32,
    dealer_team: usize,
    /// Per city: a player's hand, or a dummy's face-up row.
    hands: Vec<Vec<Card>>,
    /// Per city: a dummy's face-down pile, top card last.
    piles: Vec<Vec<Card>>,
    /// Cards not dealt this round.
    stock: Vec<Card>,
    walls: Vec<Vec<Laid>>,
    /// The city that led the round's first trick.
    first_leader: usize,
    /// The trick being played, (city, card) in order of play.
    trick: Vec<(usize, Card)>,
    /// This round's finished tricks.
    tricks: Vec<Vec<(usize, Card)>>,
    /// Long Run: each city's secret pick, then what it passed.
    picks: Vec<Option<Card>>,
    passed: Vec<Option<Card>>,
    /// Per team, or per seat with City Keepers.
    totals: Vec<i32>,
    /// Shared until changed, so a search's copies are cheap.
    history: Rc<Vec<RoundResult>>,
}

/// What one seat may know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The public state: hands, piles, stock and picks emptied (a dummy's
    /// face-up row stays: everyone sees it).
    pub table: TrickWalls,
    pub seat: Option<Seat>,
    /// That seat's hand, sorted.
    pub hand: Vec<Card>,
    /// Per city: cards in hand (a dummy's face-up row counts), pile sizes.
    pub hand_sizes: Vec<usize>,
    pub pile_sizes: Vec<usize>,
    pub stock_size: usize,
    /// Per city: whether it has picked its Long Run card.
    pub picked: Vec<bool>,
    /// Long Run: the seat's own pick, and this round what it passed and
    /// what it was passed.
    pub pick: Option<Card>,
    pub gave: Option<Card>,
    pub got: Option<Card>,
}

pub const INFO: GameInfo = GameInfo {
    id: "trick-walls",
    version: 1,
    name: "Trick Walls",
    pitch: "Team trick-taking where every card builds your city's wall.",
    min_players: 2,
    max_players: 6,
    default_players: 4,
    designer: "",
    licence: "",
    art: "9C JH back 4S",
};

/// Which cities players keep, clockwise from city 0: 2 and 3 players add
/// dummies to make four cities, 5 players a dummy in the middle of the
/// second team of the Hexagon. Each dummy's right-hand neighbour, who plays
/// for it, is its teammate.
pub fn layout(players: usize) -> Vec<Option<Seat>> {
    match players {
        2 => vec![Some(0), None, Some(1), None],
        3 => vec![Some(0), Some(1), Some(2), None],
        5 => vec![Some(0), Some(1), Some(2), Some(3), None, Some(4)],
        n => (0..n).map(Some).collect(),
    }
}

/// The value of a card in a trick: an ace is 1 when it leads, 14 after.
pub fn value(card: Card, leading: bool) -> u8 {
    if leading && card.rank == 14 {
        1
    } else {
        card.rank
    }
}

impl TrickWalls {
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn phase_kind(&self) -> Phase {
        self.phase
    }
    pub fn cities(&self) -> usize {
        self.keeper.len()
    }
    /// Cards each city gets: 9, 13 in the Long Run, 8 in the Hexagon.
    pub fn hand_size(&self) -> usize {
        match (self.cities(), self.options.long_run) {
            (6, _) => 8,
            (_, true) => 13,
            _ => 9,
        }
    }
    /// Rounds in the game: 4, or 6 in the Hexagon.
    pub fn rounds(&self) -> u32 {
        if self.cities() == 6 {
            6
        } else {
            4
        }
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn keeper(&self, city: usize) -> Option<Seat> {
        self.keeper[city]
    }
    pub fn is_dummy(&self, city: usize) -> bool {
        self.keeper[city].is_none()
    }
    /// The city `seat` keeps now.
    pub fn city_of(&self, seat: Seat) -> usize {
        self.keeper
            .iter()
            .position(|k| *k == Some(seat))
            .unwrap_or(0)
    }
    /// Who plays for `city`: its keeper, or for a dummy the player on its
    /// right (the city before it).
    pub fn controller(&self, city: usize) -> Seat {
        let n = self.cities();
        self.keeper[city]
            .or(self.keeper[(city + n - 1) % n])
            .unwrap_or(0)
    }
    pub fn team_of(&self, city: usize) -> usize {
        usize::from(city >= self.cities() / 2)
    }
    pub fn team_of_seat(&self, seat: Seat) -> usize {
        self.team_of(self.city_of(seat))
    }
    pub fn side(&self, team: usize) -> Side {
        self.sides[team]
    }
    pub fn side_of_city(&self, city: usize) -> Side {
        self.sides[self.team_of(city)]
    }
    pub fn team_cities(&self, team: usize) -> std::ops::Range<usize> {
        let half = self.cities() / 2;
        team * half..(team + 1) * half
    }
    pub fn dealer_team(&self) -> usize {
        self.dealer_team
    }
    /// The dealing city: the last of the dealing team, so the first city of
    /// the other team, clockwise from it, leads.
    pub fn dealer_city(&self) -> usize {
        self.team_cities(self.dealer_team).end - 1
    }
    pub fn wall(&self, city: usize) -> &[Laid] {
        &self.walls[city]
    }
    /// A player's hand, or a dummy's face-up row (the engine's own; views
    /// hold only the viewer's hand and the rows).
    pub fn hand(&self, city: usize) -> &[Card] {
        &self.hands[city]
    }
    pub fn pile(&self, city: usize) -> &[Card] {
        &self.piles[city]
    }
    pub fn trick(&self) -> &[(usize, Card)] {
        &self.trick
    }
    pub fn tricks(&self) -> &[Vec<(usize, Card)>] {
        &self.tricks
    }
    pub fn totals(&self) -> &[i32] {
        &self.totals
    }
    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }
    pub fn picks(&self) -> &[Option<Card>] {
        &self.picks
    }
    pub fn passed(&self) -> &[Option<Card>] {
        &self.passed
    }
    /// Whether totals are per player (City Keepers) rather than per team.
    pub fn keepers_score(&self) -> bool {
        self.options.city_keepers
    }
    /// Whose total is `seat`'s: its team's, or with City Keepers its own.
    /// Partners in a team win or lose together; keepers play for
    /// themselves.
    pub fn scorer(&self, seat: Seat) -> usize {
        if self.keepers_score() {
            seat
        } else {
            self.team_of_seat(seat)
        }
    }
    /// The city that leads the trick being played (or the next one).
    pub fn leader(&self) -> usize {
        (self.first_leader + self.tricks.len()) % self.cities()
    }
    /// The city to play now.
    pub fn turn(&self) -> usize {
        (self.leader() + self.trick.len()) % self.cities()
    }
    pub fn led_suit(&self) -> Option<Suit> {
        self.trick.first().map(|(_, c)| c.suit)
    }
    /// The highest value of the suit led so far (the card to beat), and
    /// where it lies in the trick.
    pub fn to_beat(&self) -> Option<(usize, u8)> {
        let led = self.led_suit()?;
        self.trick
            .iter()
            .enumerate()
            .filter(|(_, (_, c))| c.suit == led)
            .map(|(i, (_, c))| (i, value(*c, i == 0)))
            .max_by_key(|&(_, v)| v)
    }
    /// Whether `card`, played now, would go face up.
    pub fn would_go_up(&self, card: Card) -> bool {
        match (self.led_suit(), self.to_beat()) {
            (Some(led), Some((_, best))) => card.suit == led && value(card, false) > best,
            _ => true,
        }
    }
    /// Whether `city` has shown this round that it holds no `suit`. A
    /// dummy's pile card shows nothing: it was played unseen.
    pub fn showed_void(&self, city: usize, suit: Suit) -> bool {
        let tricks = self.tricks.iter().map(Vec::as_slice);
        !self.is_dummy(city) && showed_void(tricks.chain([self.trick.as_slice()]), city, suit)
    }
    /// Cities whose pairs swap in the Long Run: both kept by players.
    pub fn swaps(&self, city: usize) -> bool {
        let opposite = (city + 2) % 4;
        self.options.long_run
            && self.cities() == 4
            && !self.is_dummy(city)
            && !self.is_dummy(opposite)
    }

    /// The cards the city to play may play: following suit from a hand or
    /// a dummy's row; a dummy's pile only when leading or when no card of
    /// its row follows.
    pub fn playable(&self, city: usize) -> (Vec<Card>, bool) {
        let cards = follow_suit(&self.hands[city], self.led_suit());
        if !self.is_dummy(city) {
            return (cards, false);
        }
        let follows = self
            .led_suit()
            .is_some_and(|s| self.hands[city].iter().any(|c| c.suit == s));
        (cards, !follows && !self.piles[city].is_empty())
    }

    /// Who is to act in the play phase: the controller of the city to play.
    fn actor(&self) -> Seat {
        self.controller(self.turn())
    }
}

impl Game for TrickWalls {
    type Options = Options;
    type Move = Move;
    type View = View;
    type Error = MoveError;
    type Event = super::play::Event;

    const INFO: GameInfo = INFO;
    const HAS_PRIVATE: bool = true;

    fn validate(players: usize, options: &Options) -> Result<(), SetupError> {
        if !(2..=6).contains(&players) {
            return Err(SetupError("Trick Walls is for 2 to 6 players".into()));
        }
        if options.long_run && players > 4 {
            return Err(SetupError(
                "the Long Run is for four cities (2 to 4 players)".into(),
            ));
        }
        Ok(())
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::validate(players, options)?;
        let mut rng = Pcg32::derived(seed, 0, 0);
        let sides = if rng.below(2) == 0 {
            [Side::Black, Side::Red]
        } else {
            [Side::Red, Side::Black]
        };
        let dealer_team = rng.index(2);
        let keeper = layout(players);
        let cities = keeper.len();
        let scorers = if options.city_keepers { players } else { 2 };
        Ok(TrickWalls {
            options: options.clone(),
            players,
            keeper,
            sides,
            phase: Phase::Deal,
            round: 0,
            dealer_team,
            hands: vec![Vec::new(); cities],
            piles: vec![Vec::new(); cities],
            stock: Card::deck(),
            walls: vec![Vec::new(); cities],
            first_leader: 0,
            trick: Vec::new(),
            tricks: Vec::new(),
            picks: vec![None; cities],
            passed: vec![None; cities],
            totals: vec![0; scorers],
            history: Rc::default(),
        })
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::Deal => Actor::Chance,
            Phase::Over => Actor::Over,
            Phase::Swap => Actor::Seat(self.picking().map_or(0, |c| self.controller(c))),
            Phase::Play => Actor::Seat(self.actor()),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        match self.phase {
            Phase::Swap => match self.picking() {
                Some(c) => self.hands[c].iter().map(|&c| Move::Swap(c)).collect(),
                None => Vec::new(),
            },
            Phase::Play => {
                let (cards, pile) = self.playable(self.turn());
                let mut moves: Vec<Move> = cards.into_iter().map(Move::Play).collect();
                if pile {
                    moves.push(Move::Pile);
                }
                moves
            }
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut Pcg32) -> Move {
        let mut cards = Card::deck();
        rng.shuffle(&mut cards);
        let size = self.hand_size();
        Move::Deal(
            (0..self.cities())
                .map(|city| {
                    let mut h = cards[city * size..(city + 1) * size].to_vec();
                    if !self.is_dummy(city) {
                        sort_hand(&mut h);
                    }
                    h
                })
                .collect(),
        )
    }

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        match (self.phase, mv) {
            (Phase::Over, _) => Err(MoveError::GameOver),
            (Phase::Deal, Move::Deal(dealt)) => {
                let mut all: Vec<Card> = dealt.iter().flatten().copied().collect();
                let count = all.len();
                sort_small_by_key(&mut all, |c| *c);
                all.dedup();
                if dealt.len() != self.cities()
                    || dealt.iter().any(|h| h.len() != self.hand_size())
                    || all.len() != count
                {
                    return Err(MoveError::BadDeal);
                }
                self.start_round(dealt);
                Ok(())
            }
            (_, Move::Deal(_)) => Err(MoveError::NotDealing),
            (Phase::Swap, Move::Swap(card)) => {
                let city = self.picking().unwrap_or(0);
                if !self.hands[city].contains(card) {
                    return Err(MoveError::NotInHand(*card));
                }
                self.pick(city, *card);
                Ok(())
            }
            (_, Move::Swap(_)) => Err(MoveError::NotSwapping),
            (Phase::Swap, _) => Err(MoveError::SwapFirst),
            (Phase::Play, Move::Play(card)) => {
                let city = self.turn();
                if !self.hands[city].contains(card) {
                    return Err(MoveError::NotInHand(*card));
                }
                if !self.playable(city).0.contains(card) {
                    return Err(MoveError::MustFollow(self.led_suit().unwrap_or(card.suit)));
                }
                self.play_card(*card, false);
                Ok(())
            }
            (Phase::Play, Move::Pile) => {
                let city = self.turn();
                if !self.is_dummy(city) {
                    return Err(MoveError::NoPile);
                }
                if !self.playable(city).1 {
                    return Err(MoveError::PileNotNow);
                }
                let top = *self.piles[city].last().ok_or(MoveError::PileNotNow)?;
                self.play_card(top, true);
                Ok(())
            }
            (_, Move::Play(_) | Move::Pile) => Err(MoveError::NotPlayTime),
        }
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        match mv {
            Move::Play(card) if self.phase == Phase::Play => self.play_card(*card, false),
            Move::Pile if self.phase == Phase::Play => {
                let top = self.piles[self.turn()].last().copied();
                if let Some(top) = top {
                    self.play_card(top, true);
                }
            }
            _ => {
                let applied = self.apply(mv);
                debug_assert!(applied.is_ok(), "unchecked move refused: {mv:?}");
            }
        }
    }

    fn view(&self, seat: Option<Seat>) -> View {
        hidden::view(self, seat)
    }

    fn determinize<R: rand::Rng + ?Sized>(view: &View, rng: &mut R) -> TrickWalls {
        hidden::determinize(view, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let scores = (0..self.players)
                .map(|s| i64::from(self.totals[self.scorer(s)]))
                .collect();
            let teams = (0..self.players).map(|s| self.scorer(s)).collect();
            Outcome::from_scores(scores).with_teams(teams)
        })
    }

    fn hands_begun(&self) -> usize {
        self.round as usize
    }

    fn phase(&self) -> &'static str {
        match self.phase {
            Phase::Deal => "deal",
            Phase::Swap => "swap",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }

    fn move_id(mv: &Move) -> String {
        match mv {
            Move::Deal(_) => "deal".into(),
            Move::Swap(c) => format!("swap:{}", c.code()),
            Move::Play(c) => format!("play:{}", c.code()),
            Move::Pile => "pile".into(),
        }
    }

    fn events(&self, mv: &Move, after: &Self) -> Vec<super::play::Event> {
        super::play::events(self, mv, after)
    }
}

/// Test support (random setups, census, redeals): native builds only, and a
/// child module so the rules keep their fields private.
#[cfg(not(target_arch = "wasm32"))]
#[path = "check.rs"]
mod check;

/// A round's mechanics (the deal, the swap, tricks, scoring and the
/// half-time seat change): a child module for the same reason.
#[path = "round.rs"]
mod round;

/// A seat's view and determinization, which reads
/// the view and fills the state's private fields: a child module for the
/// same reason.
#[path = "hidden.rs"]
mod hidden;

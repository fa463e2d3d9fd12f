//! Martian 12s (Avri Klemer), as fixed by RULINGS.md: a push-your-luck betting
//! game. Each draw costs a stake; the best total not over 12 takes the pot.
//!
//! The bag is a multiset (no order), and a draw is two steps: the seat's
//! `Draw(size)` pays the stake, then a chance event `Reveal(colour)` says
//! which pyramid came out. Keeping the reveal a separate, recorded move is what
//! lets scripted tests choose the draws, lets the computer player simulate
//! draws without knowing the real ones, and makes replay trivial.

use crate::engine::lang::tn;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Actor, Game, GameInfo, Outcome, Pcg32, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

pub use super::play::MoveError;

pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 9;
/// Highest total that does not pop.
pub const LIMIT: u8 = 12;
/// Most pyramids one player may draw in a round.
pub const MAX_DRAWS: usize = 6;
pub const MAX_BANKROLL: u32 = 1000;
pub const MAX_ROUNDS: u32 = 1000;

/// What one stake is worth, for display only: all money is counted in stakes,
/// so "the indivisible remainder" of a split is always whole stakes.
/// In saves and links by its name in lower case ("euro5").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stake {
    #[default]
    Chip,
    Cent1,
    Cent20,
    Cent50,
    Euro1,
    Euro5,
    Euro10,
    Euro100,
}

impl Stake {
    pub const ALL: [Stake; 8] = [
        Stake::Chip,
        Stake::Cent1,
        Stake::Cent20,
        Stake::Cent50,
        Stake::Euro1,
        Stake::Euro5,
        Stake::Euro10,
        Stake::Euro100,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Stake::Chip => "chip",
            Stake::Cent1 => "cent-1",
            Stake::Cent20 => "cent-20",
            Stake::Cent50 => "cent-50",
            Stake::Euro1 => "euro-1",
            Stake::Euro5 => "euro-5",
            Stake::Euro10 => "euro-10",
            Stake::Euro100 => "euro-100",
        }
    }

    pub fn from_id(id: &str) -> Option<Stake> {
        Stake::ALL.into_iter().find(|s| s.id() == id)
    }

    /// Worth of one stake in cents; `None` for plain chips.
    fn cents(self) -> Option<u64> {
        match self {
            Stake::Chip => None,
            Stake::Cent1 => Some(1),
            Stake::Cent20 => Some(20),
            Stake::Cent50 => Some(50),
            Stake::Euro1 => Some(100),
            Stake::Euro5 => Some(500),
            Stake::Euro10 => Some(1_000),
            Stake::Euro100 => Some(10_000),
        }
    }

    /// An amount of stakes as players would say it: "7 chips", "€3.50", "40¢".
    pub fn format(self, stakes: u32) -> String {
        match self.cents() {
            None => tn(i64::from(stakes), "{n} chip", "{n} chips"),
            Some(c) => {
                let cents = c * u64::from(stakes);
                if cents < 100 && cents > 0 {
                    format!("{cents}\u{a2}")
                } else if cents % 100 == 0 {
                    format!("\u{20ac}{}", cents / 100)
                } else {
                    format!("\u{20ac}{}.{:02}", cents / 100, cents % 100)
                }
            }
        }
    }
}

/// A missing option takes its default, so older saves still open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub stake: Stake,
    /// Starting money, in stakes.
    pub bankroll: u32,
    /// Rounds to play; 0 plays until one player holds all the money.
    pub rounds: u32,
    /// Two players may share one Treehouse set instead of two.
    pub one_set: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            stake: Stake::Chip,
            bankroll: 20,
            rounds: 10,
            one_set: false,
        }
    }
}

/// Treehouse sets in the bag for a player count (RULINGS: 2 by default, one
/// more per two players past five, one set for two players as an option).
pub fn sets_for(players: usize, one_set: bool) -> usize {
    match players {
        2 if one_set => 1,
        0..=5 => 2,
        n => 2 + (n - 4) / 2,
    }
}

/// Points of a pyramid, whatever its size.
pub fn value(colour: Colour) -> u8 {
    match colour {
        Colour::Black | Colour::White => 0,
        Colour::Red | Colour::Clear => 1,
        Colour::Yellow | Colour::Orange => 2,
        Colour::Green | Colour::Cyan => 3,
        Colour::Blue | Colour::Purple => 4,
    }
}

/// In saves: `"pass"`, `"end-game"`, `{"draw":"large"}`, `{"reveal":"red"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Move {
    /// Pay a stake and draw a pyramid of this size.
    Draw(Size),
    /// Stop drawing for this round.
    Pass,
    /// The table ends the game, offered at the start of a round.
    EndGame,
    /// Chance: the colour that came out of the bag.
    Reveal(Colour),
}

/// Where a seat stands in the current round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// May still draw or pass.
    Playing,
    Passed,
    /// Went over 12.
    Popped,
    /// Drew six pyramids: the score stands.
    Full,
    /// Had no money when the round began.
    SittingOut,
}

/// Points of a pile of pyramids.
pub fn pile_total(pile: &[Pyramid]) -> u8 {
    pile.iter().map(|p| value(p.colour)).sum()
}

/// One scored round, for the score sheet and the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    pub round: u32,
    pub first_drawer: Seat,
    /// Each seat's status, total and number of pyramids at the end.
    pub status: Vec<Status>,
    /// What each seat drew, in order.
    pub piles: Vec<Vec<Pyramid>>,
    pub winners: Vec<Seat>,
    /// The pot when the round was scored, each winner's share, and what
    /// stayed in the pot for the next round.
    pub pot: u32,
    pub share: u32,
    pub carried: u32,
    pub money_after: Vec<u32>,
}

impl RoundResult {
    /// A seat's total at the end of the round.
    pub fn total(&self, seat: Seat) -> u8 {
        pile_total(&self.piles[seat])
    }
}

/// The whole game state. Everything in it is public (the piles are public
/// and the bag's contents follow from them), so it is also every seat's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Twelves {
    options: Options,
    money: Vec<u32>,
    pot: u32,
    /// Pyramids in the bag by colour and size.
    bag: [[u8; 3]; 10],
    round: u32,
    first_drawer: Seat,
    piles: Vec<Vec<Pyramid>>,
    status: Vec<Status>,
    turn: Seat,
    /// A draw has been paid for and this size is coming out of the bag.
    pending: Option<Size>,
    over: bool,
    ended_by_table: bool,
    /// Shared until changed, so the many copies a search makes are cheap.
    history: Rc<Vec<RoundResult>>,
}

pub const INFO: GameInfo = GameInfo {
    id: "martian-12s",
    version: 1,
    name: "Martian 12s",
    pitch: "Pay a stake, pull a pyramid from the bag, get as close to 12 as you dare.",
    min_players: MIN_PLAYERS,
    max_players: MAX_PLAYERS,
    default_players: 4,
    designer: "Avri Klemer",
    licence: "CC BY-NC-SA 3.0",
    art: "large-blue medium-purple small-black = 8",
};

impl Twelves {
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn money(&self, seat: Seat) -> u32 {
        self.money[seat]
    }
    pub fn pot(&self) -> u32 {
        self.pot
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn first_drawer(&self) -> Seat {
        self.first_drawer
    }
    pub fn pile(&self, seat: Seat) -> &[Pyramid] {
        &self.piles[seat]
    }
    pub fn status(&self, seat: Seat) -> Status {
        self.status[seat]
    }
    pub fn pending(&self) -> Option<Size> {
        self.pending
    }
    pub fn history(&self) -> &[RoundResult] {
        &self.history
    }
    pub fn ended_by_table(&self) -> bool {
        self.ended_by_table
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// The seat whose turn it is (also while its draw comes out of the bag).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    pub fn total(&self, seat: Seat) -> u8 {
        pile_total(&self.piles[seat])
    }

    /// Pyramids of a size left in the bag.
    pub fn bag_count(&self, size: Size) -> u32 {
        self.bag.iter().map(|c| u32::from(c[size.index()])).sum()
    }

    /// Pyramids of a colour and size left in the bag.
    pub fn bag_of(&self, colour: Colour, size: Size) -> u8 {
        self.bag[colour.index()][size.index()]
    }

    /// Of the pyramids of `size` in the bag, how many would not take `seat`
    /// over 12.
    pub fn safe_draws(&self, seat: Seat, size: Size) -> u32 {
        let room = LIMIT.saturating_sub(self.total(seat));
        Colour::ALL
            .iter()
            .filter(|&&c| value(c) <= room)
            .map(|&c| u32::from(self.bag_of(c, size)))
            .sum()
    }

    /// Whether the current round has not started yet (nobody has drawn or
    /// passed), which is when the table may end the game.
    pub fn at_round_start(&self) -> bool {
        !self.over
            && self.pending.is_none()
            && self.turn == self.first_drawer
            && self.piles.iter().all(Vec::is_empty)
            && !self.status.contains(&Status::Passed)
    }

    fn full_bag(players: usize, one_set: bool) -> [[u8; 3]; 10] {
        let mut bag = [[0u8; 3]; 10];
        for set in 0..sets_for(players, one_set) {
            let palette = if set % 2 == 0 {
                Colour::RAINBOW
            } else {
                Colour::XENO
            };
            for c in palette {
                for s in Size::ALL {
                    bag[c.index()][s.index()] += 1;
                }
            }
        }
        bag
    }

    /// Begins the next round, or ends the game if the round limit is reached
    /// or at most one player still holds money.
    fn start_round(&mut self) {
        let n = self.money.len();
        let holders: Vec<Seat> = (0..n).filter(|&s| self.money[s] > 0).collect();
        let limit_reached = self.options.rounds > 0 && self.round >= self.options.rounds;
        if limit_reached || holders.len() <= 1 {
            self.over = true;
            return;
        }
        self.first_drawer = if self.round == 0 {
            // Round 1: the richest player, lowest seat on a tie.
            *holders
                .iter()
                .max_by_key(|&&s| (self.money[s], std::cmp::Reverse(s)))
                .expect("two or more holders")
        } else {
            // Then the seat left of the last first drawer; a seat with no money
            // sits out, so the turn to start passes on to the next that plays.
            (1..=n)
                .map(|k| (self.first_drawer + k) % n)
                .find(|&s| self.money[s] > 0)
                .expect("two or more holders")
        };
        self.round += 1;
        for s in 0..n {
            self.piles[s].clear();
            self.status[s] = if self.money[s] > 0 {
                Status::Playing
            } else {
                Status::SittingOut
            };
        }
        self.turn = self.first_drawer;
    }

    /// Passes the turn clockwise to the next seat that can still act, or
    /// scores the round when nobody can.
    fn advance_from(&mut self, seat: Seat) {
        let n = self.money.len();
        match (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| self.status[s] == Status::Playing)
        {
            Some(next) => self.turn = next,
            None => self.score_round(),
        }
    }

    fn score_round(&mut self) {
        let n = self.money.len();
        let contenders: Vec<Seat> = (0..n)
            .filter(|&s| matches!(self.status[s], Status::Passed | Status::Full))
            .collect();
        // Best total, then more pyramids; whoever is still level splits.
        let best = contenders
            .iter()
            .map(|&s| (self.total(s), self.piles[s].len()))
            .max();
        let winners: Vec<Seat> = contenders
            .iter()
            .copied()
            .filter(|&s| Some((self.total(s), self.piles[s].len())) == best)
            .collect();
        let pot = self.pot;
        let (share, carried) = if winners.is_empty() {
            (0, pot)
        } else {
            let k = winners.len() as u32;
            (pot / k, pot % k)
        };
        for &w in &winners {
            self.money[w] += share;
        }
        self.pot = carried;
        Rc::make_mut(&mut self.history).push(RoundResult {
            round: self.round,
            first_drawer: self.first_drawer,
            status: self.status.clone(),
            piles: self.piles.clone(),
            winners,
            pot,
            share,
            carried,
            money_after: self.money.clone(),
        });
        // Every pyramid goes back into the bag.
        for pile in &mut self.piles {
            for p in pile.drain(..) {
                self.bag[p.colour.index()][p.size.index()] += 1;
            }
        }
        self.start_round();
    }
}

impl Game for Twelves {
    type Options = Options;
    type Move = Move;
    type View = Twelves;
    type Error = MoveError;
    type Event = super::play::Event;

    const INFO: GameInfo = INFO;
    const HAS_PRIVATE: bool = false;

    fn validate(players: usize, options: &Options) -> Result<(), SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError(format!(
                "Martian 12s is for {MIN_PLAYERS} to {MAX_PLAYERS} players"
            )));
        }
        if !(1..=MAX_BANKROLL).contains(&options.bankroll) {
            return Err(SetupError(format!(
                "starting money must be 1 to {MAX_BANKROLL} stakes"
            )));
        }
        if options.rounds > MAX_ROUNDS {
            return Err(SetupError(format!("at most {MAX_ROUNDS} rounds")));
        }
        Ok(())
    }

    fn new(players: usize, options: &Options, _seed: u64) -> Result<Self, SetupError> {
        Self::validate(players, options)?;
        let mut g = Twelves {
            options: options.clone(),
            money: vec![options.bankroll; players],
            pot: 0,
            bag: Self::full_bag(players, options.one_set),
            round: 0,
            first_drawer: 0,
            piles: vec![Vec::new(); players],
            status: vec![Status::Playing; players],
            turn: 0,
            pending: None,
            over: false,
            ended_by_table: false,
            history: Rc::default(),
        };
        g.start_round();
        Ok(g)
    }

    fn players(&self) -> usize {
        self.money.len()
    }

    fn to_act(&self) -> Actor {
        if self.over {
            Actor::Over
        } else if self.pending.is_some() {
            Actor::Chance
        } else {
            Actor::Seat(self.turn)
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        if self.to_act() != Actor::Seat(self.turn) {
            return Vec::new();
        }
        let mut moves = Vec::new();
        if self.money[self.turn] > 0 {
            moves.extend(
                Size::ALL
                    .into_iter()
                    .filter(|&s| self.bag_count(s) > 0)
                    .map(Move::Draw),
            );
        }
        moves.push(Move::Pass);
        if self.at_round_start() {
            moves.push(Move::EndGame);
        }
        moves
    }

    fn sample_chance(&self, rng: &mut Pcg32) -> Move {
        let size = self.pending.unwrap_or(Size::Small);
        let weights: Vec<u32> = Colour::ALL
            .iter()
            .map(|c| u32::from(self.bag_of(*c, size)))
            .collect();
        Move::Reveal(Colour::ALL[rng.weighted(&weights)])
    }

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        if self.over {
            return Err(MoveError::GameOver);
        }
        let seat = self.turn;
        match (*mv, self.pending) {
            (Move::Reveal(colour), Some(size)) => {
                let piece = Pyramid::new(colour, size);
                if self.bag_of(colour, size) == 0 {
                    return Err(MoveError::NotInBag(piece));
                }
                self.bag[colour.index()][size.index()] -= 1;
                self.piles[seat].push(piece);
                self.pending = None;
                if self.total(seat) > LIMIT {
                    self.status[seat] = Status::Popped;
                } else if self.piles[seat].len() >= MAX_DRAWS {
                    self.status[seat] = Status::Full;
                }
                self.advance_from(seat);
            }
            (Move::Reveal(_), None) => return Err(MoveError::NotYourTurn),
            (_, Some(_)) => return Err(MoveError::WaitingForDraw),
            (Move::Draw(size), None) => {
                if self.money[seat] == 0 {
                    return Err(MoveError::CannotPay);
                }
                if self.bag_count(size) == 0 {
                    return Err(MoveError::NoneOfThatSize(size));
                }
                self.money[seat] -= 1;
                self.pot += 1;
                self.pending = Some(size);
            }
            (Move::Pass, None) => {
                self.status[seat] = Status::Passed;
                self.advance_from(seat);
            }
            (Move::EndGame, None) => {
                if !self.at_round_start() {
                    return Err(MoveError::RoundUnderway);
                }
                self.over = true;
                self.ended_by_table = true;
            }
        }
        Ok(())
    }

    fn view(&self, _seat: Option<Seat>) -> Twelves {
        self.clone()
    }

    /// Nothing is hidden: the bag is a heap of public contents, and what
    /// comes out of it next is a chance event, sampled when it happens.
    fn determinize<R: rand::Rng + ?Sized>(view: &Twelves, _rng: &mut R) -> Twelves {
        view.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over
            .then(|| Outcome::from_scores(self.money.iter().map(|&m| i64::from(m)).collect()))
    }

    fn hands_begun(&self) -> usize {
        self.round as usize
    }

    fn phase(&self) -> &'static str {
        match self.to_act() {
            Actor::Over => "over",
            Actor::Chance => "drawing",
            Actor::Seat(_) => "turn",
        }
    }

    fn move_id(mv: &Move) -> String {
        match mv {
            Move::Draw(s) => format!("draw:{}", s.name()),
            Move::Pass => "pass".into(),
            Move::EndGame => "end-game".into(),
            Move::Reveal(c) => format!("reveal:{}", c.name()),
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

//! Martian Trickery (Joss Ives), as fixed by RULINGS.md: a trick-taking game
//! where the leader of each trick names a pyramid from the centre as its
//! prize. Spades are always trump. Point pyramids score in groups; the three
//! penalty pyramids hurt unless one player takes all three.
//!
//! Each hand begins with a chance move, `Deal`, that carries the dealt hands,
//! so scripted tests choose the cards and replay needs no generator.

pub use super::play::MoveError;
use super::scoring::hand_points;
pub use super::scoring::{best_groups, score_hand, Group, GroupKind, HandScore};
pub use crate::engine::cards::sort_hand;
use crate::engine::cards::{follow_suit, showed_void};
use crate::engine::pieces::{Card, Colour, Pyramid, Size, Suit};
use crate::engine::{sort_small_by_key, Actor, Game, GameInfo, Outcome, Pcg32, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

pub const HAND_SIZE: usize = 12;
/// Hands in a game before ties are played off.
pub const HANDS: u32 = 4;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Treehouse {
    #[default]
    Rainbow,
    Xeno,
}

impl Treehouse {
    pub const ALL: [Treehouse; 2] = [Treehouse::Rainbow, Treehouse::Xeno];

    /// The name in saves and links.
    pub fn id(self) -> &'static str {
        match self {
            Treehouse::Rainbow => "rainbow",
            Treehouse::Xeno => "xeno",
        }
    }

    /// The set's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Treehouse::Rainbow => "Rainbow",
            Treehouse::Xeno => "Xeno",
        }
    }

    /// The set's five colours, opaque last.
    pub fn colours(self) -> [Colour; 5] {
        match self {
            Treehouse::Rainbow => Colour::RAINBOW,
            Treehouse::Xeno => Colour::XENO,
        }
    }
}

/// The two-monochrome-stashes variant: one trio of the penalty colour and
/// three trios of the point colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Monochrome {
    pub penalty: Colour,
    pub point: Colour,
}

/// A missing option takes its default, so older saves still open.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub set: Treehouse,
    /// The non-opaque trio left out; `None` leaves one out at random.
    pub removed: Option<Colour>,
    pub monochrome: Option<Monochrome>,
}

/// In saves: `{"deal":[["6C",...],...]}`,
/// `{"prize":{"colour":"red","size":"small"}}`, `{"play":"QS"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Move {
    /// Chance: the hands dealt, one per seat, starting with seat 0.
    Deal(Vec<Vec<Card>>),
    /// The leader names the trick's prize.
    Prize(Pyramid),
    Play(Card),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Deal,
    Prize,
    Play,
    Over,
}

/// A finished trick: who led, the cards in order of play, who won what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trick {
    pub leader: Seat,
    pub cards: Vec<(Seat, Card)>,
    pub winner: Seat,
    pub prize: Pyramid,
}

/// One scored hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandResult {
    pub hand: u32,
    pub dealer: Seat,
    pub scores: Vec<HandScore>,
    pub totals_after: Vec<i32>,
}

/// The whole state. Hands are private; everything else is public.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trickery {
    options: Options,
    players: usize,
    /// The colour whose pyramids are penalties.
    penalty: Colour,
    variant: bool,
    /// The trio left out of the Treehouse set (not in the variant).
    removed: Option<Colour>,
    phase: Phase,
    hand_no: u32,
    dealer: Seat,
    /// Cards not yet dealt (only before the first deal).
    stock: Vec<Card>,
    hands: Vec<Vec<Card>>,
    centre: Vec<Pyramid>,
    won: Vec<Vec<Pyramid>>,
    leader: Seat,
    turn: Seat,
    prize: Option<Pyramid>,
    trick: Vec<(Seat, Card)>,
    /// Finished tricks of this hand; their cards return to the deck at the
    /// next deal.
    tricks: Vec<Trick>,
    spades_broken: bool,
    totals: Vec<i32>,
    /// Shared until changed, so the many copies a search makes are cheap.
    history: Rc<Vec<HandResult>>,
}

/// What one seat may know: its own hand, and everything public.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The public state, with every hand emptied.
    pub table: Trickery,
    /// The seat this view belongs to, if any.
    pub seat: Option<Seat>,
    /// That seat's cards, sorted by suit and rank.
    pub hand: Vec<Card>,
    /// How many cards each seat holds.
    pub hand_sizes: Vec<usize>,
}

pub const INFO: GameInfo = GameInfo {
    id: "martian-trickery",
    version: 1,
    name: "Martian Trickery",
    pitch: "Win tricks to claim prize pyramids; beware the opaque three.",
    min_players: 3,
    max_players: 4,
    default_players: 4,
    designer: "Joss Ives",
    licence: "CC BY-NC-SA 3.0",
    art: "AS KH QD large-red medium-black",
};

/// The deck for a player count: 6 to ace with three players, 3 to ace with four.
pub fn deck(players: usize) -> Vec<Card> {
    let low = if players == 3 { 6 } else { 3 };
    Card::deck().into_iter().filter(|c| c.rank >= low).collect()
}

impl Trickery {
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn phase_kind(&self) -> Phase {
        self.phase
    }
    pub fn penalty_colour(&self) -> Colour {
        self.penalty
    }
    pub fn is_penalty(&self, p: Pyramid) -> bool {
        p.colour == self.penalty
    }
    pub fn variant(&self) -> bool {
        self.variant
    }
    pub fn removed_trio(&self) -> Option<Colour> {
        self.removed
    }
    pub fn hand_no(&self) -> u32 {
        self.hand_no
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    pub fn centre(&self) -> &[Pyramid] {
        &self.centre
    }
    pub fn won(&self, seat: Seat) -> &[Pyramid] {
        &self.won[seat]
    }
    pub fn leader(&self) -> Seat {
        self.leader
    }
    pub fn turn(&self) -> Seat {
        self.turn
    }
    pub fn prize(&self) -> Option<Pyramid> {
        self.prize
    }
    pub fn trick(&self) -> &[(Seat, Card)] {
        &self.trick
    }
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }
    pub fn spades_broken(&self) -> bool {
        self.spades_broken
    }
    pub fn totals(&self) -> &[i32] {
        &self.totals
    }
    pub fn history(&self) -> &[HandResult] {
        &self.history
    }
    /// A seat's cards (the engine's own; views hold only the viewer's).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat]
    }

    /// Every card played this hand, finished tricks and the current one.
    pub fn played(&self) -> impl Iterator<Item = Card> + '_ {
        self.tricks
            .iter()
            .flat_map(|t| t.cards.iter().map(|(_, c)| *c))
            .chain(self.trick.iter().map(|(_, c)| *c))
    }

    /// Whether `seat` has shown this hand that it holds no `suit`: it played
    /// another suit to a trick led in it.
    pub fn showed_void(&self, seat: Seat, suit: Suit) -> bool {
        let tricks = self.tricks.iter().map(|t| t.cards.as_slice());
        showed_void(tricks.chain([self.trick.as_slice()]), seat, suit)
    }

    /// The suit led in the current trick.
    pub fn led_suit(&self) -> Option<Suit> {
        self.trick.first().map(|(_, c)| c.suit)
    }

    /// The seat currently winning the trick and its card.
    pub fn winning(&self) -> Option<(Seat, Card)> {
        winner_of(&self.trick)
    }

    /// The pyramids a leader may name: each kind in the centre once.
    pub fn prize_choices(&self) -> Vec<Pyramid> {
        let mut v = self.centre.clone();
        sort_small_by_key(&mut v, |p| *p);
        v.dedup();
        v
    }

    /// The cards `seat` may play now, from its own hand.
    pub fn playable(&self, hand: &[Card]) -> Vec<Card> {
        if self.led_suit().is_some() {
            return follow_suit(hand, self.led_suit());
        }
        // Leading: spades only once broken, or from a hand of nothing else.
        let only_spades = hand.iter().all(|c| c.suit == Suit::Spades);
        let open = |c: &Card| c.suit != Suit::Spades || self.spades_broken || only_spades;
        follow_suit(hand, None).into_iter().filter(open).collect()
    }

    fn all_pyramids(&self) -> Vec<Pyramid> {
        let mut v = Vec::new();
        match self.options.monochrome {
            Some(m) => {
                for s in Size::ALL {
                    v.push(Pyramid::new(m.penalty, s));
                    for _ in 0..3 {
                        v.push(Pyramid::new(m.point, s));
                    }
                }
            }
            None => {
                for c in self.options.set.colours() {
                    if Some(c) != self.removed {
                        v.extend(Size::ALL.map(|s| Pyramid::new(c, s)));
                    }
                }
            }
        }
        v
    }

    /// Plays the seat to act's `card` (already checked) and closes the
    /// trick, and the hand, when it is complete.
    fn play_card(&mut self, card: Card, sheet: bool) {
        let seat = self.turn;
        if let Some(led) = self.led_suit() {
            if card.suit == Suit::Spades && led != Suit::Spades {
                self.spades_broken = true;
            }
        }
        self.hands[seat].retain(|c| *c != card);
        self.trick.push((seat, card));
        if self.trick.len() < self.players {
            self.turn = (seat + 1) % self.players;
            return;
        }
        let (winner, _) = winner_of(&self.trick).expect("a full trick");
        let prize = self.prize.take().expect("a prize was named");
        if let Some(i) = self.centre.iter().position(|p| *p == prize) {
            self.centre.remove(i);
        }
        self.won[winner].push(prize);
        self.tricks.push(Trick {
            leader: self.leader,
            cards: std::mem::take(&mut self.trick),
            winner,
            prize,
        });
        self.leader = winner;
        self.turn = winner;
        if self.tricks.len() == HAND_SIZE {
            self.end_hand(sheet);
        } else {
            self.phase = Phase::Prize;
        }
    }

    /// Scores the hand just finished and starts the next one, or ends the
    /// game once four hands are played and first place is not tied.
    /// A search's playouts (`sheet` false) skip the score sheet: they need
    /// the totals only, and those come from a faster scorer.
    fn end_hand(&mut self, sheet: bool) {
        if sheet {
            let scores: Vec<HandScore> = self
                .won
                .iter()
                .map(|w| score_hand(w, self.penalty, self.variant))
                .collect();
            for (t, s) in self.totals.iter_mut().zip(&scores) {
                *t += s.total;
            }
            Rc::make_mut(&mut self.history).push(HandResult {
                hand: self.hand_no,
                dealer: self.dealer,
                scores,
                totals_after: self.totals.clone(),
            });
        } else {
            for (t, w) in self.totals.iter_mut().zip(&self.won) {
                *t += hand_points(w, self.penalty, self.variant);
            }
        }
        let best = self.totals.iter().max().copied().unwrap_or(0);
        let leaders = self.totals.iter().filter(|&&t| t == best).count();
        if self.hand_no >= HANDS && leaders == 1 {
            self.phase = Phase::Over;
        } else {
            self.phase = Phase::Deal;
            self.dealer = (self.dealer + 1) % self.players;
        }
    }
}

/// The winner of a (possibly unfinished) trick: the highest spade, else the
/// highest card of the suit led.
pub fn winner_of(trick: &[(Seat, Card)]) -> Option<(Seat, Card)> {
    let led = trick.first()?.1.suit;
    trick.iter().copied().max_by_key(|(_, c)| {
        let class = if c.suit == Suit::Spades {
            2
        } else if c.suit == led {
            1
        } else {
            0
        };
        (class, c.rank)
    })
}

impl Game for Trickery {
    type Options = Options;
    type Move = Move;
    type View = View;
    type Error = MoveError;
    type Event = super::play::Event;

    const INFO: GameInfo = INFO;
    const HAS_PRIVATE: bool = true;

    fn validate(players: usize, options: &Options) -> Result<(), SetupError> {
        if !(3..=4).contains(&players) {
            return Err(SetupError("Martian Trickery is for 3 or 4 players".into()));
        }
        if let Some(m) = options.monochrome {
            if m.penalty == m.point {
                return Err(SetupError(
                    "the penalty and point stashes must be different colours".into(),
                ));
            }
        } else if let Some(c) = options.removed {
            let colours = options.set.colours();
            if !colours.contains(&c) || c.is_opaque() {
                return Err(SetupError(format!(
                    "the trio left out must be a non-opaque colour of the {} set",
                    options.set.name()
                )));
            }
        }
        Ok(())
    }

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::validate(players, options)?;
        let mut rng = Pcg32::derived(seed, 0, 0);
        let (penalty, variant, removed) = match options.monochrome {
            Some(m) => (m.penalty, true, None),
            None => {
                let colours = options.set.colours();
                let removed = options.removed.unwrap_or_else(|| colours[rng.index(4)]);
                (colours[4], false, Some(removed))
            }
        };
        let dealer = rng.index(players);
        let mut g = Trickery {
            options: options.clone(),
            players,
            penalty,
            variant,
            removed,
            phase: Phase::Deal,
            hand_no: 0,
            dealer,
            stock: deck(players),
            hands: vec![Vec::new(); players],
            centre: Vec::new(),
            won: vec![Vec::new(); players],
            leader: 0,
            turn: 0,
            prize: None,
            trick: Vec::new(),
            tricks: Vec::new(),
            spades_broken: false,
            totals: vec![0; players],
            history: Rc::default(),
        };
        g.centre = g.all_pyramids();
        Ok(g)
    }

    fn players(&self) -> usize {
        self.players
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::Deal => Actor::Chance,
            Phase::Over => Actor::Over,
            Phase::Prize | Phase::Play => Actor::Seat(self.turn),
        }
    }

    fn legal_moves(&self) -> Vec<Move> {
        match self.phase {
            Phase::Prize => self.prize_choices().into_iter().map(Move::Prize).collect(),
            Phase::Play => self
                .playable(&self.hands[self.turn])
                .into_iter()
                .map(Move::Play)
                .collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut Pcg32) -> Move {
        let mut cards = deck(self.players);
        rng.shuffle(&mut cards);
        Move::Deal(
            cards
                .chunks(HAND_SIZE)
                .map(|h| {
                    let mut h = h.to_vec();
                    sort_hand(&mut h);
                    h
                })
                .collect(),
        )
    }

    fn apply(&mut self, mv: &Move) -> Result<(), MoveError> {
        match (self.phase, mv) {
            (Phase::Over, _) => Err(MoveError::GameOver),
            (Phase::Deal, Move::Deal(hands)) => {
                let mut all: Vec<Card> = hands.iter().flatten().copied().collect();
                sort_small_by_key(&mut all, |c| *c);
                let mut want = deck(self.players);
                sort_small_by_key(&mut want, |c| *c);
                if hands.len() != self.players
                    || hands.iter().any(|h| h.len() != HAND_SIZE)
                    || all != want
                {
                    return Err(MoveError::BadDeal);
                }
                self.stock.clear();
                self.tricks.clear();
                self.hands = hands.clone();
                for h in &mut self.hands {
                    sort_hand(h);
                }
                self.centre = self.all_pyramids();
                for w in &mut self.won {
                    w.clear();
                }
                self.hand_no += 1;
                self.spades_broken = false;
                self.leader = (self.dealer + 1) % self.players;
                self.turn = self.leader;
                self.phase = Phase::Prize;
                Ok(())
            }
            (_, Move::Deal(_)) => Err(MoveError::NotDealing),
            (Phase::Prize, Move::Prize(p)) => {
                if !self.centre.contains(p) {
                    return Err(MoveError::NoSuchPrize(*p));
                }
                self.prize = Some(*p);
                self.phase = Phase::Play;
                Ok(())
            }
            (_, Move::Prize(_)) => Err(MoveError::NotPrizeTime),
            (Phase::Play, Move::Play(card)) => {
                let hand = &self.hands[self.turn];
                if !hand.contains(card) {
                    return Err(MoveError::NotInHand(*card));
                }
                if !self.playable(hand).contains(card) {
                    return Err(match self.led_suit() {
                        Some(s) => MoveError::MustFollow(s),
                        None => MoveError::SpadesNotBroken,
                    });
                }
                self.play_card(*card, true);
                Ok(())
            }
            (_, Move::Play(_)) => Err(MoveError::NotPlayTime),
        }
    }

    /// Plays a card without the checks, for the search's playouts.
    fn apply_unchecked(&mut self, mv: &Move) {
        match mv {
            Move::Play(card) if self.phase == Phase::Play => self.play_card(*card, false),
            Move::Prize(p) if self.phase == Phase::Prize => {
                self.prize = Some(*p);
                self.phase = Phase::Play;
            }
            _ => {
                let applied = self.apply(mv);
                debug_assert!(applied.is_ok(), "unchecked move refused: {mv:?}");
            }
        }
    }

    fn view(&self, seat: Option<Seat>) -> View {
        let mut table = self.clone();
        for h in &mut table.hands {
            h.clear();
        }
        // The undealt stock is face down too.
        table.stock.clear();
        View {
            hand: seat.map(|s| self.hands[s].clone()).unwrap_or_default(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            seat,
            table,
        }
    }

    /// The other hands are dealt again from the cards this seat has not
    /// seen (see `hidden.rs`).
    fn determinize<R: rand::Rng + ?Sized>(view: &View, rng: &mut R) -> Trickery {
        hidden::determinize(view, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over)
            .then(|| Outcome::from_scores(self.totals.iter().map(|&t| i64::from(t)).collect()))
    }

    fn hands_begun(&self) -> usize {
        self.hand_no as usize
    }

    fn phase(&self) -> &'static str {
        match self.phase {
            Phase::Deal => "deal",
            Phase::Prize => "prize",
            Phase::Play => "play",
            Phase::Over => "over",
        }
    }

    fn move_id(mv: &Move) -> String {
        match mv {
            Move::Deal(_) => "deal".into(),
            Move::Prize(p) => format!("prize:{}-{}", p.colour.name(), p.size.name()),
            Move::Play(c) => format!("play:{}", c.code()),
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

/// Determinization reads the view and fills the state's private fields:
/// a child module for the same reason.
#[path = "hidden.rs"]
mod hidden;

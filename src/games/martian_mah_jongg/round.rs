//! A hand's set-up and end: the covers, the small opaques dealt, East
//! Wind's roll-off, the d8 rolls that start the piles, and, when someone
//! goes out or the hand dies, the scoring and the wind passing. Every
//! random outcome is a chance move sampled here.

use super::engine::{
    d8_colour, CallKind, Claim, HandEnd, MahJongg, Move, Phase, COVERS, D8, DEAD_AFTER, PER_STACK,
};
use super::holding::Holding;
use super::play::MoveError;
use super::scoring::{score_hand, Context};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Pcg32, Seat};
use std::rc::Rc;

impl MahJongg {
    /// Clears the table for a new hand; the covers come next (chance).
    pub(super) fn start_hand(&mut self) {
        let n = self.players;
        self.phase = Phase::Covers;
        self.pool = [[0; 3]; 10];
        for c in D8 {
            self.pool[c.index()] = [PER_STACK; 3];
        }
        self.covers = [None; 2 * COVERS];
        self.memory = vec![[None; 2 * COVERS]; n];
        self.hands = vec![Holding::default(); n];
        self.opaques_in_play = [0; 2];
        self.dice = None;
        self.drawn = None;
        self.lifted = None;
        self.lost_run = 0;
        self.discarded = false;
        self.calling = None;
        self.completed_by = vec![None; n];
        self.turns = vec![0; n];
        self.hand_turns = 0;
        self.pile_step = 0;
        self.last_d8 = None;
    }

    /// The outcome of the chance move due now.
    pub(super) fn chance(&self, rng: &mut Pcg32) -> Move {
        let d8 = |rng: &mut Pcg32| 1 + rng.below(8) as u8;
        match self.phase {
            Phase::Covers => {
                let mut smalls = Colour::ALL.to_vec();
                rng.shuffle(&mut smalls);
                let mut mediums = D8.to_vec();
                for _ in 0..2 {
                    mediums.push(D8[rng.index(8)]);
                }
                rng.shuffle(&mut mediums);
                Move::Covers { smalls, mediums }
            }
            Phase::Dice => Move::Dice(1 + rng.below(6) as u8, d8(rng)),
            _ => Move::D8(d8(rng)),
        }
    }

    /// Whether a `Covers` outcome is a possible one: each colour once under
    /// the medium covers, each d8 colour at least once (and two more) under
    /// the large ones.
    pub(super) fn covers_ok(smalls: &[Colour], mediums: &[Colour]) -> bool {
        let mut seen = [0usize; 10];
        smalls.iter().for_each(|c| seen[c.index()] += 1);
        let smalls_ok = smalls.len() == COVERS && seen.iter().all(|n| *n == 1);
        let mut seen = [0usize; 10];
        mediums.iter().for_each(|c| seen[c.index()] += 1);
        let mediums_ok = mediums.len() == COVERS
            && mediums.iter().all(|c| !c.is_opaque())
            && D8.iter().all(|c| seen[c.index()] >= 1);
        smalls_ok && mediums_ok
    }

    pub(super) fn apply_covers(&mut self, smalls: &[Colour], mediums: &[Colour]) {
        for (i, c) in smalls.iter().enumerate() {
            self.covers[i] = Some(*c);
            if !c.is_opaque() {
                self.pool[c.index()][0] -= 1;
            }
        }
        for (i, c) in mediums.iter().enumerate() {
            self.covers[COVERS + i] = Some(*c);
            self.pool[c.index()][1] -= 1;
        }
        let each = Self::opaques_each(self.players);
        for h in &mut self.hands {
            for _ in 0..each {
                h.add_loose(Pyramid::new(Colour::White, Size::Small));
                h.add_loose(Pyramid::new(Colour::Black, Size::Small));
            }
        }
        // One of each under a cover, the rest in the players' hands.
        let in_play = 1 + each * self.players;
        self.opaques_in_play = [in_play; 2];
        if self.ended.is_empty() {
            self.rolloff = (0..self.players).map(|s| (s, None)).collect();
            self.phase = Phase::RollOff;
        } else {
            self.phase = Phase::Piles;
        }
    }

    /// The seat to roll next in the set-up.
    pub fn setup_roller(&self) -> Option<Seat> {
        match self.phase {
            Phase::RollOff => self
                .rolloff
                .iter()
                .find(|(_, r)| r.is_none())
                .map(|(s, _)| *s),
            Phase::Piles => Some((self.east + self.pile_step) % self.players),
            _ => None,
        }
    }

    /// The size the pile rolls are giving now: larges for the Kong, then
    /// mediums for the Pung, then smalls for the Chow.
    pub fn pile_size(&self) -> Size {
        Size::ALL[2 - (self.pile_step / self.players).min(2)]
    }

    pub(super) fn apply_d8(&mut self, n: u8) {
        self.last_d8 = Some(n);
        match self.phase {
            Phase::RollOff => {
                if let Some(slot) = self.rolloff.iter_mut().find(|(_, r)| r.is_none()) {
                    slot.1 = Some(n);
                }
                if self.rolloff.iter().all(|(_, r)| r.is_some()) {
                    let high = self.rolloff.iter().filter_map(|(_, r)| *r).max();
                    let top: Vec<Seat> = self
                        .rolloff
                        .iter()
                        .filter(|(_, r)| *r == high)
                        .map(|(s, _)| *s)
                        .collect();
                    if let [east] = top[..] {
                        self.east = east;
                        self.phase = Phase::Piles;
                    } else {
                        // The highest rollers roll again.
                        self.rolloff = top.into_iter().map(|s| (s, None)).collect();
                    }
                }
            }
            Phase::Piles => {
                let Some(colour) = d8_colour(n) else { return };
                let size = self.pile_size();
                let seat = (self.east + self.pile_step) % self.players;
                // An unavailable piece: the same player rolls again.
                if self.pool[colour.index()][size.index()] == 0 {
                    return;
                }
                self.pool[colour.index()][size.index()] -= 1;
                let h = &mut self.hands[seat];
                match size {
                    Size::Large => h.kong_large = Some(colour),
                    Size::Medium => h.pung_medium = Some(colour),
                    Size::Small => h.chow = Some(colour),
                }
                self.pile_step += 1;
                if self.pile_step == 3 * self.players {
                    self.begin_turn(self.east);
                }
            }
            _ => {}
        }
    }

    pub(super) fn begin_turn(&mut self, seat: Seat) {
        self.phase = Phase::Roll;
        self.turn = seat;
        self.dice = None;
        self.drawn = None;
        self.lifted = None;
        self.discarded = false;
        self.forced = None;
        self.calling = None;
    }

    /// The turn's dice: the piece goes to the player, or the turn is lost.
    pub(super) fn apply_dice(&mut self, d6: u8, d8: u8) {
        self.dice = Some((d6, d8));
        let size = super::engine::d6_size(d6);
        let Some(colour) = d8_colour(d8) else { return };
        let have = &mut self.pool[colour.index()][size.index()];
        if *have == 0 {
            self.lost_run += 1;
            if self.lost_run >= DEAD_AFTER {
                self.end_hand(None, crate::en!("four turns in a row were lost"));
            } else {
                self.next_turn();
            }
            return;
        }
        *have -= 1;
        self.lost_run = 0;
        self.drawn = Some(Pyramid::new(colour, size));
        self.phase = if size == Size::Large {
            Phase::Large
        } else {
            Phase::Cover
        };
    }

    /// The player to the left of whoever just played begins a turn. A hand
    /// ends only when someone goes out or four turns in a row are lost.
    pub(super) fn next_turn(&mut self) {
        let next = self.left(self.turn);
        self.begin_turn(next);
    }

    /// Ends the hand: scores and settles it if `winner` went out, passes the
    /// wind unless East Wind won (a dead hand keeps it), and starts the next
    /// hand, or ends the game once the wind has gone round the table as
    /// many times as the rounds chosen: every player has then been East
    /// Wind that many times. No count of hands ends it sooner.
    pub(super) fn end_hand(&mut self, winner: Option<Seat>, why: &'static str) {
        let east = self.east;
        let (score, deltas) = match winner {
            Some(w) => {
                let score = score_hand(&self.hands, &self.context(w));
                let deltas = score.settlement.deltas.clone();
                (Some(Rc::new(score)), deltas)
            }
            None => (None, vec![0; self.players]),
        };
        for (s, d) in self.scores.iter_mut().zip(&deltas) {
            *s += d;
        }
        Rc::make_mut(&mut self.ended).push(HandEnd {
            east,
            score,
            deltas,
            revealed: if winner.is_some() {
                self.hands.clone()
            } else {
                Vec::new()
            },
            dead_reason: why,
        });
        if winner.is_some_and(|w| w != east) {
            self.east = self.right(east);
            self.passes += 1;
        }
        if self.passes >= self.passes_to_play() {
            self.phase = Phase::Over;
            self.calling = None;
            self.drawn = None;
            self.lifted = None;
        } else {
            self.start_hand();
        }
    }

    /// What the scoring table needs to know about how `winner` went out.
    /// The winning piece is the one that completed the hand (RULINGS.md),
    /// which may have come in turns before the player chose to go out;
    /// "winning piece drawn" is that piece not being a called discard.
    pub(super) fn context(&self, winner: Seat) -> Context {
        let (piece, claimed) =
            self.completed_by[winner].unwrap_or((Pyramid::new(Colour::Black, Size::Small), true));
        let own_turn = self.phase != Phase::Calls;
        Context {
            winner,
            east: self.east,
            honour: self.hands[winner].kong_large.unwrap_or(Colour::Red),
            winning_drawn: !claimed,
            original: own_turn && self.turns[winner] <= 1 && !claimed,
            golden_rooster: self.options.golden_rooster
                && piece == Pyramid::new(Colour::Yellow, Size::Small),
            simple: self.options.simple,
            opaques_in_play: self.opaques_in_play,
        }
    }

    /// Seats asked about a discard from `from`: East Wind first, then each
    /// seat to the right, as the priority among equal calls runs.
    pub(super) fn call_order(&self, from: Seat) -> Vec<Seat> {
        let mut out = Vec::with_capacity(self.players);
        let mut s = self.east;
        for _ in 0..self.players {
            if s != from {
                out.push(s);
            }
            s = self.right(s);
        }
        out
    }

    /// The piles `seat` could complete with `piece` by `kind`, if any: the
    /// slot the piece would go in.
    pub fn call_slot(
        &self,
        seat: Seat,
        piece: Pyramid,
        kind: CallKind,
    ) -> Option<super::holding::Slot> {
        let h = &self.hands[seat];
        if piece.colour.is_opaque() {
            return None;
        }
        let fits = |pile| {
            h.missing_one(pile)
                .filter(|slot| slot.size() == Some(piece.size) && !h.locked(*slot))
        };
        use super::holding::Pile;
        match kind {
            CallKind::Pung => fits(Pile::Pung),
            CallKind::Kong => fits(Pile::Kong),
            CallKind::MahJongg => [Pile::Kong, Pile::Pung].into_iter().find_map(|pile| {
                let slot = fits(pile)?;
                let mut after = h.clone();
                *after.slot_mut(slot)? = Some(piece.colour);
                after.complete().then_some(slot)
            }),
        }
    }

    /// Whether a call by `seat` may be made now: it completes the pile and
    /// outranks the call standing.
    pub fn call_allowed(&self, seat: Seat, kind: CallKind) -> bool {
        let Some(c) = &self.calling else { return false };
        c.best.is_none_or(|b| kind > b.kind) && self.call_slot(seat, c.piece, kind).is_some()
    }

    /// Why `seat` may not call the discard by `kind`, if it may not: the
    /// check a person's call gets when they confirm it on the shared
    /// device, before the engine asks their seat.
    pub fn check_call(&self, seat: Seat, kind: CallKind) -> Result<(), MoveError> {
        let c = self.calling.as_ref().ok_or(MoveError::NotNow)?;
        if c.from == seat || !c.asked.contains(&seat) {
            return Err(MoveError::NotNow);
        }
        if c.best.is_some_and(|b| kind <= b.kind) {
            return Err(MoveError::Outranked);
        }
        match self.call_slot(seat, c.piece, kind) {
            Some(_) => Ok(()),
            None => Err(MoveError::CallRefused(kind)),
        }
    }

    /// Every seat has answered: the best call takes the discard, or it goes
    /// back to the pool and the discarder's left plays.
    pub(super) fn resolve_calls(&mut self) {
        let Some(c) = self.calling.take() else { return };
        match c.best {
            None => {
                self.return_to_pool(c.piece);
                self.calling = None;
                self.turn = c.from;
                self.next_turn();
            }
            Some(Claim { seat, kind }) => {
                let slot = self.call_slot(seat, c.piece, kind);
                let was_complete = self.hands[seat].complete();
                let h = &mut self.hands[seat];
                if let Some(slot) = slot {
                    if let Some(s) = h.slot_mut(slot) {
                        *s = Some(c.piece.colour);
                    }
                    match slot.pile() {
                        Some(super::holding::Pile::Kong) => h.kong_exposed = true,
                        Some(super::holding::Pile::Pung) => h.pung_exposed = true,
                        _ => {}
                    }
                }
                self.note_completion(seat, was_complete, c.piece, true);
                self.turn = seat;
                if kind == CallKind::MahJongg {
                    self.phase = Phase::Calls;
                    self.end_hand(Some(seat), "");
                } else {
                    self.phase = Phase::Act;
                    self.dice = None;
                    self.drawn = None;
                    self.discarded = false;
                    self.places_left = super::play::PLACES_PER_TURN;
                }
            }
        }
    }

    /// After `piece` went into `seat`'s holding (`claimed`: by a call):
    /// if that completed the hand it is the winning piece; if the hand is
    /// no longer complete there is none.
    pub(super) fn note_completion(
        &mut self,
        seat: Seat,
        was_complete: bool,
        piece: Pyramid,
        claimed: bool,
    ) {
        if !self.hands[seat].complete() {
            self.completed_by[seat] = None;
        } else if !was_complete {
            self.completed_by[seat] = Some((piece, claimed));
        }
    }

    pub(super) fn return_to_pool(&mut self, p: Pyramid) {
        if !p.colour.is_opaque() {
            self.pool[p.colour.index()][p.size.index()] += 1;
        }
    }
}

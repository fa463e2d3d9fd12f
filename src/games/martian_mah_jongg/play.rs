//! A turn's moves: which are legal, why one is refused (`MoveError`, said
//! in `words.rs`), and what each does. Their ids and log events are in
//! `log.rs`.

use super::engine::{cover_holds, CallKind, Calling, Claim, MahJongg, Move, Phase, COVERS};
use super::holding::{Slot, BONUS_MAX};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Actor;
use crate::engine::Game;

/// How many rearranging moves a turn allows: plenty for a person, and a
/// bound that keeps every turn (and every search's playout) finite.
pub const PLACES_PER_TURN: u8 = 12;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    NotNow,
    NoSuchCover,
    NoOpaque,
    OpaqueDiscard,
    BonusFull,
    NotInBonus,
    Exposed,
    NotHeld,
    WrongSlot,
    NoPlacesLeft,
    AlreadyDiscarded,
    NotComplete,
    CallRefused(CallKind),
    Outranked,
    BadChance,
}

impl MahJongg {
    /// The legal moves of the seat to act.
    pub(super) fn moves(&self) -> Vec<Move> {
        let Actor::Seat(seat) = self.to_act() else {
            return Vec::new();
        };
        let h = &self.hands[seat];
        let mut out = Vec::new();
        match self.phase {
            Phase::Roll => {
                out.push(Move::Roll);
                if h.complete() {
                    out.push(Move::MahJongg);
                }
            }
            Phase::Cover => {
                let base = self.cover_base();
                out.extend((0..COVERS).map(|i| Move::Look((base + i) as u8)));
            }
            Phase::Peek => {
                out.push(Move::Keep);
                out.push(Move::Swap);
                let hidden = self.peek();
                if self.drawn.is_some_and(|d| d.size == Size::Small) {
                    for opaque in [Colour::White, Colour::Black] {
                        if h.opaques(opaque) == 0 {
                            continue;
                        }
                        out.push(Move::Hide {
                            opaque,
                            keep_drawn: false,
                        });
                        if hidden.is_some_and(|p| !p.colour.is_opaque()) {
                            out.push(Move::Hide {
                                opaque,
                                keep_drawn: true,
                            });
                        }
                    }
                }
            }
            Phase::Large => {
                let drawn = self.drawn.map(|d| d.colour);
                if !h.kong_exposed && h.kong_large != drawn {
                    out.push(Move::LargeKong);
                }
                if h.bonus.len() < BONUS_MAX {
                    out.push(Move::LargeBonus);
                }
                let mut bonus = h.bonus.clone();
                crate::engine::sort_small_by_key(&mut bonus, |c| *c);
                bonus.dedup();
                out.extend(
                    bonus
                        .into_iter()
                        .filter(|c| Some(*c) != drawn)
                        .map(Move::LargeExchange),
                );
                out.push(Move::LargeDiscard);
            }
            Phase::Act => {
                if h.complete() {
                    out.push(Move::MahJongg);
                }
                if let Some(p) = self.forced {
                    // Hiding an opaque: one of the two smalls must go now,
                    // unless the player goes out first ("at any time").
                    out.push(Move::Discard(p));
                    return out;
                }
                out.push(Move::Go);
                if !self.discarded {
                    out.extend(discardable(h).into_iter().map(Move::Discard));
                }
                if self.places_left > 0 {
                    out.extend(placements(h));
                }
            }
            Phase::Calls => {
                out.push(Move::Decline);
                for kind in CallKind::ALL {
                    if self.call_allowed(seat, kind) {
                        out.push(Move::Call(kind));
                    }
                }
            }
            _ => {}
        }
        out
    }

    /// The first cover index of the kind the drawn piece takes: medium
    /// covers (0-9) for a small, large covers (10-19) for a medium.
    pub(super) fn cover_base(&self) -> usize {
        match self.drawn {
            Some(p) if p.size == Size::Medium => COVERS,
            _ => 0,
        }
    }

    /// Why `mv` cannot be made now, if it cannot.
    pub(super) fn check(&self, mv: &Move) -> Result<(), MoveError> {
        match (self.to_act(), mv) {
            (Actor::Chance, Move::Covers { smalls, mediums }) if self.phase == Phase::Covers => {
                if Self::covers_ok(smalls, mediums) {
                    Ok(())
                } else {
                    Err(MoveError::BadChance)
                }
            }
            (Actor::Chance, Move::D8(n)) if matches!(self.phase, Phase::RollOff | Phase::Piles) => {
                if (1..=8).contains(n) {
                    Ok(())
                } else {
                    Err(MoveError::BadChance)
                }
            }
            (Actor::Chance, Move::Dice(d6, d8)) if self.phase == Phase::Dice => {
                if (1..=6).contains(d6) && (1..=8).contains(d8) {
                    Ok(())
                } else {
                    Err(MoveError::BadChance)
                }
            }
            (Actor::Seat(_), _) if self.moves().contains(mv) => Ok(()),
            (Actor::Seat(seat), _) => Err(self.why_not(seat, mv)),
            _ => Err(MoveError::NotNow),
        }
    }

    fn why_not(&self, seat: usize, mv: &Move) -> MoveError {
        let h = &self.hands[seat];
        match (self.phase, mv) {
            (Phase::Calls, Move::Call(kind)) => MoveError::CallRefused(*kind),
            (Phase::Roll | Phase::Act, Move::MahJongg) => MoveError::NotComplete,
            (Phase::Cover, Move::Look(_)) => MoveError::NoSuchCover,
            (Phase::Peek, Move::Hide { opaque, .. }) if h.opaques(*opaque) == 0 => {
                MoveError::NoOpaque
            }
            (Phase::Peek, Move::Hide { .. }) => MoveError::OpaqueDiscard,
            (Phase::Large, Move::LargeBonus) => MoveError::BonusFull,
            (Phase::Large, Move::LargeExchange(_)) => MoveError::NotInBonus,
            (Phase::Large, Move::LargeKong) => MoveError::Exposed,
            (Phase::Act, Move::Discard(p)) if p.colour.is_opaque() => MoveError::OpaqueDiscard,
            (Phase::Act, Move::Discard(_)) if self.discarded => MoveError::AlreadyDiscarded,
            (Phase::Act, Move::Discard(_)) => MoveError::NotHeld,
            (Phase::Act, Move::Place { .. }) if self.places_left == 0 => MoveError::NoPlacesLeft,
            (Phase::Act, Move::Place { from, to, .. }) if h.locked(*from) || h.locked(*to) => {
                MoveError::Exposed
            }
            (Phase::Act, Move::Place { .. }) => MoveError::WrongSlot,
            _ => MoveError::NotNow,
        }
    }

    /// Applies a move known to be legal.
    pub(super) fn play(&mut self, mv: &Move) {
        let seat = self.turn;
        match mv {
            Move::Covers { smalls, mediums } => self.apply_covers(smalls, mediums),
            Move::D8(n) => self.apply_d8(*n),
            Move::Dice(d6, d8) => self.apply_dice(*d6, *d8),
            Move::Roll => {
                self.turns[seat] += 1;
                self.hand_turns += 1;
                self.phase = Phase::Dice;
            }
            Move::Look(c) => {
                self.lifted = Some(usize::from(*c));
                self.phase = Phase::Peek;
            }
            Move::Keep | Move::Swap | Move::Hide { .. } => self.settle_cover(mv),
            Move::LargeKong | Move::LargeBonus | Move::LargeExchange(_) | Move::LargeDiscard => {
                self.place_large(mv)
            }
            Move::Place { piece, from, to } => {
                self.places_left -= 1;
                let was_complete = self.hands[seat].complete();
                let h = &mut self.hands[seat];
                let moved = take_from(h, *piece, *from);
                debug_assert!(moved);
                let displaced = h.slot_mut(*to).and_then(|s| s.replace(piece.colour));
                if *to == Slot::Loose {
                    h.add_loose(*piece);
                }
                if let Some(c) = displaced {
                    let p = Pyramid::new(c, piece.size);
                    match h.slot_mut(*from) {
                        Some(s) => *s = Some(c),
                        None => h.add_loose(p),
                    }
                }
                // Only a piece from loose (taken in on a draw: called
                // pieces lie in exposed piles) can complete the hand here.
                self.note_completion(seat, was_complete, *piece, false);
            }
            Move::Discard(p) => {
                self.forced = None;
                self.hands[seat].remove(*p);
                if !self.hands[seat].complete() {
                    self.completed_by[seat] = None;
                }
                self.discard(*p);
                // A large ends the turn at once; a small or medium ends it
                // once the calls are answered.
                if p.size == Size::Large {
                    self.next_turn();
                }
            }
            Move::Go => self.next_turn(),
            Move::MahJongg => {
                // Going out before the forced discard: the small that had
                // to go goes back to the pool all the same.
                if let Some(p) = self.forced.take() {
                    self.hands[seat].remove(p);
                    self.return_to_pool(p);
                }
                self.end_hand(Some(seat), "");
            }
            Move::Call(kind) => self.answer(Some(*kind)),
            Move::Decline => self.answer(None),
        }
    }

    /// Keep, swap or hide under the lifted cover, then arrange (or, after
    /// hiding an opaque, the forced discard).
    fn settle_cover(&mut self, mv: &Move) {
        let seat = self.turn;
        let (Some(cover), Some(drawn)) = (self.lifted, self.drawn) else {
            return;
        };
        let Some(hidden) = self.covers[cover] else {
            return;
        };
        let hidden = Pyramid::new(hidden, cover_holds(cover));
        let mut forced = None;
        match mv {
            Move::Keep => self.take_in(seat, drawn),
            Move::Swap => {
                self.covers[cover] = Some(drawn.colour);
                self.take_in(seat, hidden);
            }
            Move::Hide { opaque, keep_drawn } => {
                let o = Pyramid::new(*opaque, Size::Small);
                self.hands[seat].remove(o);
                self.covers[cover] = Some(*opaque);
                let (keep, other) = if *keep_drawn {
                    (drawn, hidden)
                } else {
                    (hidden, drawn)
                };
                self.take_in(seat, keep);
                self.hands[seat].add_loose(other);
                forced = Some(other);
            }
            _ => return,
        }
        // Whoever else remembered this cover can no longer be sure of it.
        for (s, m) in self.memory.iter_mut().enumerate() {
            m[cover] = if s == seat { self.covers[cover] } else { None };
        }
        self.lifted = None;
        self.drawn = None;
        self.phase = Phase::Act;
        self.places_left = PLACES_PER_TURN;
        self.forced = forced;
    }

    fn take_in(&mut self, seat: usize, p: Pyramid) {
        let was_complete = self.hands[seat].complete();
        self.hands[seat].take(p);
        self.note_completion(seat, was_complete, p, false);
    }

    fn place_large(&mut self, mv: &Move) {
        let seat = self.turn;
        let Some(drawn) = self.drawn.take() else {
            return;
        };
        let h = &mut self.hands[seat];
        let out = match mv {
            Move::LargeKong => h.kong_large.replace(drawn.colour),
            Move::LargeBonus => {
                h.bonus.push(drawn.colour);
                None
            }
            Move::LargeExchange(c) => {
                if let Some(i) = h.bonus.iter().position(|b| b == c) {
                    h.bonus[i] = drawn.colour;
                }
                Some(*c)
            }
            _ => Some(drawn.colour),
        };
        self.phase = Phase::Act;
        self.places_left = PLACES_PER_TURN;
        if let Some(c) = out {
            self.discard(Pyramid::new(c, Size::Large));
        }
    }

    /// A piece leaves a screen: it is this turn's discard. A large goes
    /// straight back to the pool (no call can take a large: every pile
    /// already has its one), and after a large drawn and placed the turn
    /// goes on. A small or medium is put to every other seat.
    pub(super) fn discard(&mut self, p: Pyramid) {
        self.discarded = true;
        if p.size == Size::Large {
            self.return_to_pool(p);
            return;
        }
        let asked = self.call_order(self.turn);
        self.calling = Some(Calling {
            piece: p,
            from: self.turn,
            asked,
            answers: Vec::new(),
            best: None,
        });
        self.phase = Phase::Calls;
    }

    /// The seat asked answers. After a Mah Jongg call nobody can outrank
    /// it, so asking stops there.
    fn answer(&mut self, call: Option<CallKind>) {
        let Some(c) = &mut self.calling else { return };
        let seat = c.asked.remove(0);
        c.answers.push((seat, call));
        if let Some(kind) = call {
            c.best = Some(Claim { seat, kind });
            if kind == CallKind::MahJongg {
                c.asked.clear();
            }
        }
        if c.asked.is_empty() {
            self.resolve_calls();
        }
    }
}

/// Pieces that may be discarded: any small or medium not in an exposed
/// pile, and bonus larges; never a small opaque or the Kong's large.
pub fn discardable(h: &super::holding::Holding) -> Vec<Pyramid> {
    let mut out: Vec<Pyramid> = h
        .loose
        .iter()
        .filter(|p| !p.colour.is_opaque())
        .copied()
        .collect();
    for slot in Slot::PILES {
        if let (Some(c), false) = (h.slot(slot), h.locked(slot)) {
            out.push(Pyramid::new(c, slot.size().unwrap_or(Size::Small)));
        }
    }
    out.extend(h.bonus.iter().map(|c| Pyramid::new(*c, Size::Large)));
    crate::engine::sort_small_by_key(&mut out, |p| *p);
    out.dedup();
    out
}

/// Rearranging moves: a loose piece into a pile slot of its size, a pile
/// piece back to loose or into the other pile's slot of its size (pieces
/// in exposed piles stay put; opaques never go in a pile).
pub fn placements(h: &super::holding::Holding) -> Vec<Move> {
    let mut out = Vec::new();
    let mut loose = h.loose.clone();
    loose.dedup();
    for p in loose.into_iter().filter(|p| !p.colour.is_opaque()) {
        for to in Slot::PILES {
            if to.size() == Some(p.size) && !h.locked(to) && h.slot(to) != Some(p.colour) {
                out.push(Move::Place {
                    piece: p,
                    from: Slot::Loose,
                    to,
                });
            }
        }
    }
    for from in Slot::PILES {
        let Some(c) = h.slot(from).filter(|_| !h.locked(from)) else {
            continue;
        };
        let piece = Pyramid::new(c, from.size().unwrap_or(Size::Small));
        for to in Slot::ALL {
            let fits = to == Slot::Loose || to.size() == from.size();
            if to != from && fits && !h.locked(to) && h.slot(to) != Some(c) {
                out.push(Move::Place { piece, from, to });
            }
        }
    }
    out
}

fn take_from(h: &mut super::holding::Holding, p: Pyramid, from: Slot) -> bool {
    if from == Slot::Loose {
        match h.loose.iter().position(|q| *q == p) {
            Some(i) => {
                h.loose.remove(i);
                true
            }
            None => false,
        }
    } else {
        match h.slot_mut(from) {
            Some(s) if *s == Some(p.colour) => {
                *s = None;
                true
            }
            _ => false,
        }
    }
}

//! How a round of Trick Walls runs: the deal, the Long Run swap, each card
//! going up or down on its wall, the end of a trick (an empty trick's lead
//! turned down, dummies' rows refilled), scoring and the half-time seat
//! change. A child of `engine`, so it works on the state's private fields.

use super::{score_round, Laid, Phase, TrickWalls, DUMMY_ROW};
use crate::engine::cards::sort_hand;
use crate::engine::pieces::Card;
use crate::engine::Seat;
use std::rc::Rc;

impl TrickWalls {
    pub(super) fn start_round(&mut self, dealt: &[Vec<Card>]) {
        let mut used = 0u64;
        for (city, cards) in dealt.iter().enumerate() {
            used |= cards.iter().fold(0, |m, c| m | 1 << c.index());
            if self.is_dummy(city) {
                let row = DUMMY_ROW.min(cards.len());
                self.hands[city] = cards[..row].to_vec();
                self.piles[city] = cards[row..].iter().rev().copied().collect();
            } else {
                self.hands[city] = cards.clone();
                self.piles[city].clear();
            }
            sort_hand(&mut self.hands[city]);
        }
        self.stock = Card::deck()
            .into_iter()
            .filter(|c| used & (1 << c.index()) == 0)
            .collect();
        for w in &mut self.walls {
            w.clear();
        }
        self.trick.clear();
        self.tricks.clear();
        self.picks = vec![None; self.cities()];
        self.passed = vec![None; self.cities()];
        self.round += 1;
        self.first_leader = self.team_cities(1 - self.dealer_team).start;
        let swapping = (0..self.cities()).any(|c| self.swaps(c));
        self.phase = if swapping { Phase::Swap } else { Phase::Play };
    }

    /// The city whose Long Run pick is awaited.
    pub(super) fn picking(&self) -> Option<usize> {
        (0..self.cities()).find(|&c| self.swaps(c) && self.picks[c].is_none())
    }

    pub(super) fn pick(&mut self, city: usize, card: Card) {
        self.hands[city].retain(|c| *c != card);
        self.picks[city] = Some(card);
        if self.picking().is_some() {
            return;
        }
        // Everyone has picked: the cards change hands together.
        for c in 0..self.cities() {
            if let Some(card) = self.picks[c].take() {
                let opposite = (c + 2) % 4;
                self.hands[opposite].push(card);
                sort_hand(&mut self.hands[opposite]);
                self.passed[c] = Some(card);
            }
        }
        self.phase = Phase::Play;
    }

    /// Plays `card` (already checked) for the city to play: from the hand
    /// or row, or, `from_pile`, the pile's top.
    pub(super) fn play_card(&mut self, card: Card, from_pile: bool) {
        let city = self.turn();
        if from_pile {
            self.piles[city].pop();
        } else {
            self.hands[city].retain(|c| *c != card);
        }
        let up = self.would_go_up(card);
        self.walls[city].push(Laid { card, up });
        self.trick.push((city, card));
        if self.trick.len() == self.cities() {
            self.end_trick();
        }
    }

    pub(super) fn end_trick(&mut self) {
        // Nobody beat the lead: it is turned face down too.
        if self.to_beat().is_some_and(|(i, _)| i == 0) {
            let (lead_city, _) = self.trick[0];
            if let Some(l) = self.walls[lead_city].last_mut() {
                l.up = false;
            }
        }
        // Dummies' rows are filled again from their piles.
        for city in 0..self.cities() {
            while self.is_dummy(city) && self.hands[city].len() < DUMMY_ROW {
                let Some(c) = self.piles[city].pop() else {
                    break;
                };
                self.hands[city].push(c);
                sort_hand(&mut self.hands[city]);
            }
        }
        self.tricks.push(std::mem::take(&mut self.trick));
        if self.tricks.len() == self.hand_size() {
            self.end_round();
        }
    }

    pub(super) fn end_round(&mut self) {
        let result = score_round(self);
        self.totals.clone_from(&result.totals_after);
        Rc::make_mut(&mut self.history).push(result);
        if self.round >= self.rounds() {
            self.phase = Phase::Over;
            return;
        }
        if self.round.is_multiple_of(2) {
            self.change_seats();
        }
        self.dealer_team = 1 - self.dealer_team;
        self.phase = Phase::Deal;
    }

    /// Half time: teammates move one city along within their team (two swap
    /// places; in the Hexagon each moves one city clockwise, the last to the
    /// first). A dummy keeps its city: with one, its team's players swap
    /// around it, and a team of one player and a dummy stays put.
    pub(super) fn change_seats(&mut self) {
        for team in 0..2 {
            let cities: Vec<usize> = self.team_cities(team).collect();
            let players: Vec<usize> = cities
                .iter()
                .copied()
                .filter(|&c| !self.is_dummy(c))
                .collect();
            if players.len() < 2 {
                continue;
            }
            let old: Vec<Option<Seat>> = players.iter().map(|&c| self.keeper[c]).collect();
            for (i, &c) in players.iter().enumerate() {
                self.keeper[c] = old[(i + old.len() - 1) % old.len()];
            }
        }
    }
}

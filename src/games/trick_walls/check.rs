//! Test support for Trick Walls (native builds only): random setups over
//! every player count and option, the 52 cards that no move may lose or
//! copy, and redeals of everything a seat cannot see. A child of `engine`.

use super::{Options, TrickWalls};
use crate::engine::cards::sort_hand;
use crate::engine::check::Checked;
use crate::engine::pieces::Card;
use crate::engine::{Pcg32, Seat};

impl Checked for TrickWalls {
    fn random_setup(rng: &mut Pcg32) -> (usize, Options) {
        let players = 2 + rng.index(5);
        let options = Options {
            long_run: players <= 4 && rng.below(3) == 0,
            pure_bonuses: rng.below(4) != 0,
            kill_balance: rng.below(3) == 0,
            city_keepers: rng.below(4) == 0,
        };
        (players, options)
    }

    fn census(&self) -> Vec<(String, i64)> {
        let mut cards: Vec<Card> = self.stock.clone();
        cards.extend(self.hands.iter().flatten());
        cards.extend(self.piles.iter().flatten());
        cards.extend(self.picks.iter().flatten());
        cards.extend(self.walls.iter().flatten().map(|l| l.card));
        cards.sort();
        let total = cards.len() as i64;
        cards.dedup();
        vec![
            ("cards".into(), total),
            ("distinct cards".into(), cards.len() as i64),
        ]
    }

    fn redeal_hidden(&self, seat: Seat, rng: &mut Pcg32) -> Self {
        let mut g = self.clone();
        let mine = self.city_of(seat);
        let hidden_hand = |c: usize| c != mine && !self.is_dummy(c);
        let mut pool: Vec<Card> = self.stock.clone();
        for c in 0..self.cities() {
            if hidden_hand(c) {
                pool.extend(&self.hands[c]);
                pool.extend(self.picks[c]);
            }
            pool.extend(&self.piles[c]);
        }
        rng.shuffle(&mut pool);
        for c in 0..self.cities() {
            if hidden_hand(c) {
                let n = self.hands[c].len();
                g.hands[c] = pool.drain(..n).collect();
                sort_hand(&mut g.hands[c]);
                if self.picks[c].is_some() {
                    g.picks[c] = pool.pop();
                }
            }
            let n = self.piles[c].len();
            g.piles[c] = pool.drain(..n).collect();
        }
        g.stock = pool;
        sort_hand(&mut g.stock);
        g
    }
}

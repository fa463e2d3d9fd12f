//! Test support for Martian 12s (native builds only): random setups for the
//! random-play check, what no move may change, and redeals of what a seat
//! cannot see. A child of `engine`, so it reads the state's fields without
//! the rules exposing them.

use super::{Options, Stake, Twelves, MAX_PLAYERS, MIN_PLAYERS};
use crate::engine::check::Checked;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Pcg32, Seat};

impl Checked for Twelves {
    fn random_setup(rng: &mut Pcg32) -> (usize, Options) {
        let players = MIN_PLAYERS + rng.index(MAX_PLAYERS - MIN_PLAYERS + 1);
        let unlimited = rng.below(5) == 0;
        let options = Options {
            stake: Stake::ALL[rng.index(Stake::ALL.len())],
            // Small bankrolls so players go broke and sit out.
            bankroll: if unlimited {
                1 + rng.below(4)
            } else {
                1 + rng.below(25)
            },
            rounds: if unlimited { 0 } else { 1 + rng.below(12) },
            one_set: rng.below(2) == 0,
        };
        (players, options)
    }

    fn census(&self) -> Vec<(String, i64)> {
        let mut out = vec![(
            "money".to_string(),
            i64::from(self.pot) + self.money.iter().map(|&m| i64::from(m)).sum::<i64>(),
        )];
        for c in Colour::ALL {
            for s in Size::ALL {
                let in_piles = self
                    .piles
                    .iter()
                    .flatten()
                    .filter(|p| **p == Pyramid::new(c, s))
                    .count() as i64;
                let n = i64::from(self.bag_of(c, s)) + in_piles;
                if n > 0 {
                    out.push((format!("{s:?} {c:?}"), n));
                }
            }
        }
        out
    }

    fn redeal_hidden(&self, _seat: Seat, _rng: &mut Pcg32) -> Self {
        self.clone()
    }
}

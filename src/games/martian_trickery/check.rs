//! Test support for Martian Trickery (native builds only): random setups for
//! the random-play check, what no move may change, and redeals of the hands
//! a seat cannot see. A child of `engine`, so it reads the state's fields
//! without the rules exposing them.

use super::{sort_hand, Monochrome, Options, Treehouse, Trickery};
use crate::engine::check::Checked;
use crate::engine::pieces::{Card, Colour, Pyramid};
use crate::engine::{Pcg32, Seat};

impl Checked for Trickery {
    fn random_setup(rng: &mut Pcg32) -> (usize, Options) {
        let players = 3 + rng.index(2);
        let options = if rng.below(4) == 0 {
            let penalty = Colour::ALL[rng.index(10)];
            let mut point = Colour::ALL[rng.index(10)];
            while point == penalty {
                point = Colour::ALL[rng.index(10)];
            }
            Options {
                monochrome: Some(Monochrome { penalty, point }),
                ..Options::default()
            }
        } else {
            let set = if rng.below(2) == 0 {
                Treehouse::Rainbow
            } else {
                Treehouse::Xeno
            };
            let removed = (rng.below(2) == 0).then(|| set.colours()[rng.index(4)]);
            Options {
                set,
                removed,
                monochrome: None,
            }
        };
        (players, options)
    }

    fn census(&self) -> Vec<(String, i64)> {
        let mut cards: Vec<Card> = self.stock.clone();
        cards.extend(self.hands.iter().flatten());
        cards.extend(self.trick.iter().map(|(_, c)| *c));
        cards.extend(
            self.tricks
                .iter()
                .flat_map(|t| t.cards.iter().map(|(_, c)| *c)),
        );
        cards.sort();
        let mut pyramids: Vec<Pyramid> = self.centre.clone();
        pyramids.extend(self.won.iter().flatten());
        pyramids.sort();
        let mut out = vec![
            ("cards".to_string(), cards.len() as i64),
            ("pyramids".to_string(), pyramids.len() as i64),
        ];
        // Each card exactly once: a duplicate or a lost card changes a count.
        cards.dedup();
        out.push(("distinct cards".into(), cards.len() as i64));
        out.extend(
            Colour::ALL
                .iter()
                .map(|c| {
                    (
                        format!("{c:?} pyramids"),
                        pyramids.iter().filter(|p| p.colour == *c).count() as i64,
                    )
                })
                .filter(|(_, n)| *n > 0),
        );
        out
    }

    fn redeal_hidden(&self, seat: Seat, rng: &mut Pcg32) -> Self {
        let mut g = self.clone();
        let others: Vec<Seat> = (0..self.players).filter(|&s| s != seat).collect();
        let mut pool: Vec<Card> = others.iter().flat_map(|&s| self.hands[s].clone()).collect();
        rng.shuffle(&mut pool);
        for &s in &others {
            let n = self.hands[s].len();
            g.hands[s] = pool.drain(..n).collect();
            sort_hand(&mut g.hands[s]);
        }
        // The undealt stock's order is hidden from everybody.
        rng.shuffle(&mut g.stock);
        g
    }
}

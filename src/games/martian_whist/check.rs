//! Test support for Martian Whist (native builds only): random setups for
//! the random-play check and what no move may change. A child of `engine`,
//! so it reads the state's fields without the rules exposing them.

use super::{pieces_of, Draft, Keeping, Options, Whist, COLOURS};
use crate::engine::check::Checked;
use crate::engine::pieces::{Pyramid, Size};
use crate::engine::{Pcg32, Seat};

impl Checked for Whist {
    fn random_setup(rng: &mut Pcg32) -> (usize, Options) {
        let options = Options {
            draft: Draft::ALL[rng.index(2)],
            keeping: Keeping::ALL[rng.index(2)],
        };
        (2, options)
    }

    /// Every pyramid, wherever it is: the row, the stashes, a tree being
    /// built, the led tree, a trick awaiting its winner's choice, the kept
    /// and the discarded. Before the draw the bag holds all thirty.
    fn census(&self) -> Vec<(String, i64)> {
        let mut all: Vec<Pyramid> = Vec::new();
        let drawn = self.row.iter().flatten().any(Option::is_some)
            || self.stash.iter().any(|n| !pieces_of(n).is_empty())
            || !self.tricks.is_empty();
        if !drawn {
            for c in COLOURS {
                for s in Size::ALL {
                    all.extend([Pyramid::new(c, s); 2]);
                }
            }
        }
        for place in &self.row {
            for s in Size::ALL {
                if let Some(c) = place[s.index()] {
                    all.push(Pyramid::new(c, s));
                }
            }
        }
        for n in self.stash.iter().chain(&self.kept).chain([&self.discarded]) {
            all.extend(pieces_of(n));
        }
        for (c, s) in self.building.iter().zip(super::BUILD_ORDER) {
            all.push(Pyramid::new(*c, s));
        }
        if let Some(t) = self.led {
            all.extend(t.pieces());
        }
        if let Some((t, _)) = &self.pending {
            all.extend(t.trees.iter().flat_map(|t| t.pieces()));
        }
        let mut out = vec![("pyramids".to_string(), all.len() as i64)];
        for c in COLOURS {
            for s in Size::ALL {
                let n = all.iter().filter(|p| **p == Pyramid::new(c, s)).count();
                out.push((format!("{} {}", s.name(), c.name()), n as i64));
            }
        }
        out
    }

    /// Nothing is hidden in Martian Whist.
    fn redeal_hidden(&self, _seat: Seat, _rng: &mut Pcg32) -> Self {
        self.clone()
    }
}

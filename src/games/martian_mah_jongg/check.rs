//! Test support for Martian Mah Jongg (native builds only): random setups
//! over every player count and option, every piece in play that no move may
//! lose or copy, the money the settlement only moves, and redeals of what
//! a seat cannot see.

use super::engine::{cover_holds, MahJongg, Options};
use crate::engine::check::Checked;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Pcg32, Seat};

impl Checked for MahJongg {
    fn random_setup(rng: &mut Pcg32) -> (usize, Options) {
        let players = 2 + rng.index(3);
        let options = Options {
            simple: rng.below(4) == 0,
            golden_rooster: rng.below(4) != 0,
            rounds: 1 + (rng.below(4) == 0) as u8,
        };
        (players, options)
    }

    fn census(&self) -> Vec<(String, i64)> {
        // Counts by colour and size (this runs several times a step of the
        // random-play check, so no list of pieces is sorted).
        let mut n = [[0i64; 3]; 10];
        let mut add = |p: Pyramid, k: i64| n[p.colour.index()][p.size.index()] += k;
        for c in Colour::ALL {
            for size in Size::ALL {
                let p = Pyramid::new(c, size);
                add(p, i64::from(self.pool(p)));
            }
        }
        for (i, c) in self.covers.iter().enumerate() {
            if let Some(c) = c {
                add(Pyramid::new(*c, cover_holds(i)), 1);
            }
        }
        for h in &self.hands {
            h.pieces().into_iter().for_each(|p| add(p, 1));
        }
        if let Some(p) = self.drawn {
            add(p, 1);
        }
        if let Some(c) = &self.calling {
            add(c.piece, 1);
        }
        // Before the covers are filled the small opaques of the hand are
        // still to be dealt: one under a cover and the players' own.
        if self.phase == super::engine::Phase::Covers {
            let each = 1 + MahJongg::opaques_each(self.players) * self.players;
            for c in [Colour::White, Colour::Black] {
                add(Pyramid::new(c, Size::Small), each as i64);
            }
        }
        let total = n.iter().flatten().sum();
        let mut out: Vec<(String, i64)> = vec![("pieces in play".into(), total)];
        for c in Colour::ALL {
            for size in Size::ALL {
                let k = n[c.index()][size.index()];
                if k > 0 {
                    out.push(([size.name(), " ", c.name()].concat(), k));
                }
            }
        }
        out.push(("money".into(), self.scores.iter().sum()));
        out
    }

    fn redeal_hidden(&self, seat: Seat, rng: &mut Pcg32) -> Self {
        let view = self.view_of(Some(seat));
        let mut g = super::hidden::fill(&view, |v| rng.shuffle(v));
        // What the view leaves out but the seat could not see anyway.
        for s in 0..self.players {
            if s != seat {
                g.memory[s] = self.memory[s];
                g.completed_by[s] = self.completed_by[s];
            }
        }
        g
    }

    /// A finished game went on until the wind had gone round the table once
    /// for each round (RULINGS.md: no cap on hands ends it sooner): every
    /// seat was East Wind exactly `rounds` times, the wind stayed after East
    /// Wind won or a hand died and passed to the right after anyone else
    /// won, and the last hand passed it on.
    fn check_finished(&self) -> Result<(), String> {
        let n = self.players;
        let rounds = usize::from(self.options.rounds);
        let mut times_east = vec![0usize; n];
        let mut east = None;
        for (i, end) in self.ended.iter().enumerate() {
            if east != Some(end.east) {
                times_east[end.east] += 1;
            }
            east = Some(end.east);
            let winner = end.score.as_ref().map(|s| s.winner);
            let kept = winner.is_none_or(|w| w == end.east);
            let next = self.ended.get(i + 1).map_or(self.east, |e| e.east);
            let want = if kept { end.east } else { self.right(end.east) };
            if next != want {
                return Err(format!(
                    "after hand {} (East Wind seat {}, winner {winner:?}) East Wind is seat {next}, not {want}",
                    i + 1,
                    end.east
                ));
            }
        }
        if let Some(last) = self.ended.last() {
            if last.score.as_ref().is_none_or(|s| s.winner == last.east) {
                return Err("the last hand did not pass the wind on".into());
            }
        }
        if times_east.iter().any(|t| *t != rounds) {
            return Err(format!(
                "times each seat was East Wind {times_east:?}, not {rounds} each"
            ));
        }
        Ok(())
    }
}

/// Scenario-test support (tests/mah_jongg.rs): put a seat or the pool in a
/// position that would take many scripted turns to reach, and read a
/// cover. Native builds only; nothing in the app calls these.
impl MahJongg {
    /// Replaces what `seat` holds behind the screen.
    #[doc(hidden)]
    pub fn test_set_holding(&mut self, seat: Seat, holding: super::holding::Holding) {
        self.hands[seat] = holding;
    }

    /// Sets how many of a non-opaque piece the pool holds.
    #[doc(hidden)]
    pub fn test_set_pool(&mut self, p: Pyramid, n: u8) {
        if !p.colour.is_opaque() {
            self.pool[p.colour.index()][p.size.index()] = n;
        }
    }

    /// What cover `i` hides (0-9 medium covers, 10-19 large covers).
    #[doc(hidden)]
    pub fn test_cover(&self, i: usize) -> Option<Colour> {
        self.covers[i]
    }
}

//! What a seat may see, and the hidden rest filled in again for the
//! computer player. Hidden from a seat are the other screens (all but their
//! exposed piles), the covers it has not looked under since anyone else
//! did, and what others remember. How many pieces of each size each seat
//! holds is public: the dice name every draw and every discard is named.

use super::engine::{cover_holds, MahJongg, Phase, View, D8, PER_STACK};
use super::holding::Holding;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Seat;

impl MahJongg {
    pub(super) fn view_of(&self, seat: Option<Seat>) -> View {
        let counts = (0..self.players).map(|s| self.counts(s)).collect();
        let mut game = self.clone();
        for s in 0..self.players {
            if Some(s) == seat {
                continue;
            }
            game.hands[s] = exposed_part(&self.hands[s]);
            game.memory[s].iter_mut().for_each(|m| *m = None);
            game.completed_by[s] = None;
        }
        if seat != Some(self.turn) {
            game.forced = None;
            game.places_left = 0;
        }
        for c in 0..game.covers.len() {
            let known = seat.is_some_and(|s| {
                self.memory[s][c].is_some()
                    || (self.lifted == Some(c) && self.turn == s && self.phase == Phase::Peek)
            });
            if !known {
                game.covers[c] = None;
            }
        }
        View { seat, game, counts }
    }
}

/// What everyone sees of a screen: its exposed piles.
fn exposed_part(h: &Holding) -> Holding {
    let mut out = Holding {
        kong_exposed: h.kong_exposed,
        pung_exposed: h.pung_exposed,
        ..Holding::default()
    };
    if h.kong_exposed {
        out.kong_large = h.kong_large;
        out.kong_medium = h.kong_medium;
        out.kong_small = h.kong_small;
    }
    if h.pung_exposed {
        out.pung_medium = h.pung_medium;
        out.pung_small = h.pung_small;
    }
    out
}

/// How many of each piece are in play in a hand, by colour and size: the
/// eight d8 colours, five of each size, and the small opaques dealt out or
/// put under a cover.
fn in_play(g: &MahJongg) -> [[u8; 3]; 10] {
    let mut out = [[0; 3]; 10];
    for c in D8 {
        out[c.index()] = [PER_STACK; 3];
    }
    for (i, c) in [Colour::White, Colour::Black].into_iter().enumerate() {
        out[c.index()][Size::Small.index()] = u8::try_from(g.opaques_in_play[i]).unwrap_or(u8::MAX);
    }
    out
}

/// A state the view's seat cannot tell from the real one: the pieces it
/// cannot see shuffled among the other screens (each keeping its count of
/// each size) and the covers it has not looked under (each keeping its
/// size). Exposed piles, the pool and what the seat knows stay.
pub fn determinize<R: rand::Rng + ?Sized>(view: &View, rng: &mut R) -> MahJongg {
    fill(view, |v| {
        for i in (1..v.len()).rev() {
            v.swap(i, rng.random_range(0..=i));
        }
    })
}

/// `determinize`'s filling, with the shuffle passed in, so the random-play
/// check's redeal (on the engine's own generator) shares it.
pub(super) fn fill(view: &View, mut shuffle: impl FnMut(&mut Vec<Pyramid>)) -> MahJongg {
    let mut g = view.game.clone();
    if g.phase == Phase::Covers {
        return g;
    }
    // Counts, not a list searched piece by piece: this runs at every
    // iteration of a search and every step of the random-play check.
    let mut unseen = in_play(&g);
    for c in D8 {
        for size in Size::ALL {
            let n = &mut unseen[c.index()][size.index()];
            *n = n.saturating_sub(g.pool[c.index()][size.index()]);
        }
    }
    let mut drop = |p: Pyramid| {
        let n = &mut unseen[p.colour.index()][p.size.index()];
        *n = n.saturating_sub(1);
    };
    for h in &g.hands {
        h.pieces().into_iter().for_each(&mut drop);
    }
    for (i, c) in g.covers.iter().enumerate() {
        if let Some(c) = c {
            drop(Pyramid::new(*c, cover_holds(i)));
        }
    }
    if let Some(p) = g.drawn {
        drop(p);
    }
    if let Some(c) = &g.calling {
        drop(c.piece);
    }
    // By size, each in colour order (as a sorted list would give them).
    let mut by_size: [Vec<Pyramid>; 3] = Default::default();
    let mut colours = Colour::ALL;
    crate::engine::sort_small_by_key(&mut colours, |c| *c);
    for size in Size::ALL {
        for c in colours {
            let n = unseen[c.index()][size.index()];
            by_size[size.index()]
                .extend(std::iter::repeat_n(Pyramid::new(c, size), usize::from(n)));
        }
    }
    for v in &mut by_size {
        shuffle(v);
    }
    for i in 0..g.covers.len() {
        if g.covers[i].is_none() {
            g.covers[i] = by_size[cover_holds(i).index()].pop().map(|p| p.colour);
        }
    }
    for s in 0..g.players {
        if Some(s) == view.seat {
            continue;
        }
        let have = g.hands[s].counts();
        let want = view.counts[s];
        let mut got: Vec<Pyramid> = Vec::new();
        for size in Size::ALL {
            let n = want[size.index()].saturating_sub(have[size.index()]);
            for _ in 0..n {
                if let Some(p) = by_size[size.index()].pop() {
                    got.push(p);
                }
            }
        }
        let h = &mut g.hands[s];
        for p in got {
            if p.size == Size::Large {
                if h.kong_large.is_none() {
                    h.kong_large = Some(p.colour);
                } else {
                    h.bonus.push(p.colour);
                }
            } else {
                h.take(p);
            }
        }
    }
    g
}

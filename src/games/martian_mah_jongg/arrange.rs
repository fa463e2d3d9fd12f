//! Rearranging behind the screen, for the Strong player: the engine puts a
//! piece coming in into the first empty pile slot of its size, so the Kong
//! holds whatever medium and small came first. Which of the seat's
//! concealed mediums and smalls make the Kong, the Pung and the Chow is
//! worth a good deal (a concealed Kong with a piece matching its large, the
//! honour colour if the seat goes out, scores 16 to an unmatched one's 4),
//! and costs nothing: the rules let a player arrange their pieces freely
//! behind the screen. The search never weighs rearranging (too many moves,
//! each worth nothing alone), so the best arrangement is worked out here,
//! and made one `Place` at a time before anything else in the turn.

use super::engine::{MahJongg, Move, Phase};
use super::holding::{Holding, Slot};
use super::scoring::{kong, pairs, pung};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Game, Seat};

/// What an arrangement is worth: the points of the Kong and the Pung as
/// they would score if the seat went out (its own Kong large the honour),
/// a missing slot counting as unmatched, and the pairs among loose pieces.
fn worth(h: &Holding) -> i64 {
    let Some(honour) = h.kong_large else {
        return 0;
    };
    let mut full = h.clone();
    // White never matches a pile's colours (opaques never go in a pile).
    for slot in Slot::PILES {
        if let Some(s) = full.slot_mut(slot) {
            s.get_or_insert(Colour::White);
        }
    }
    let piles =
        kong(&full, honour).map_or(0, |i| i.points) + pung(&full, honour).map_or(0, |i| i.points);
    piles + 2 * pairs(h).len() as i64
}

/// The concealed pile slots taking pieces of `size`, in the order they are
/// filled when there are fewer pieces than slots: the Chow first, since no
/// call can fill it (a discard completes only a Kong or a Pung), so a gap
/// left there waits for the dice alone.
fn slots(h: &Holding, size: Size) -> Vec<Slot> {
    [
        Slot::Chow,
        Slot::KongMedium,
        Slot::KongSmall,
        Slot::PungMedium,
        Slot::PungSmall,
    ]
    .into_iter()
    .filter(|s| s.size() == Some(size) && !h.locked(*s))
    .collect()
}

/// Every ordered choice of `k` of `pool` (as indices, distinct).
fn choices(n: usize, k: usize, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    if prefix.len() == k {
        out.push(prefix.clone());
        return;
    }
    for i in 0..n {
        if !prefix.contains(&i) {
            prefix.push(i);
            choices(n, k, prefix, out);
            prefix.pop();
        }
    }
}

/// The best arrangement of `h`, if it is worth more than `h` as it stands:
/// as many concealed pile slots filled as now, the mediums and smalls
/// among them chosen and placed for the most `worth`.
pub fn best_arrangement(h: &Holding) -> Option<Holding> {
    let mut base = h.clone();
    let mut pools: Vec<(Vec<Slot>, Vec<Colour>)> = Vec::new();
    for size in [Size::Medium, Size::Small] {
        let slots = slots(h, size);
        let mut pool: Vec<Colour> = Vec::new();
        for s in &slots {
            if let Some(c) = base.slot_mut(*s).and_then(|x| x.take()) {
                pool.push(c);
            }
        }
        base.loose.retain(|p| {
            let mine = p.size == size && !p.colour.is_opaque();
            if mine {
                pool.push(p.colour);
            }
            !mine
        });
        pool.sort();
        pools.push((slots, pool));
    }
    let options = |(slots, pool): &(Vec<Slot>, Vec<Colour>)| {
        let mut out = Vec::new();
        choices(
            pool.len(),
            slots.len().min(pool.len()),
            &mut Vec::new(),
            &mut out,
        );
        out
    };
    let (mediums, smalls) = (options(&pools[0]), options(&pools[1]));
    let mut top: Option<(i64, Holding)> = None;
    for m in &mediums {
        for s in &smalls {
            let mut next = base.clone();
            for ((slots, pool), pick, size) in
                [(&pools[0], m, Size::Medium), (&pools[1], s, Size::Small)]
            {
                for (slot, &i) in slots.iter().zip(pick) {
                    *next.slot_mut(*slot).expect("a pile slot") = Some(pool[i]);
                }
                for (i, c) in pool.iter().enumerate() {
                    if !pick.contains(&i) {
                        next.add_loose(Pyramid::new(*c, size));
                    }
                }
            }
            let w = worth(&next);
            if top.as_ref().is_none_or(|(t, _)| w > *t) {
                top = Some((w, next));
            }
        }
    }
    top.filter(|(w, _)| *w > worth(h)).map(|(_, next)| next)
}

/// The next `Place` towards the best arrangement, at the seat's own turn
/// while it may still rearrange.
pub fn next_place(g: &MahJongg, seat: Seat) -> Option<Move> {
    if g.phase_kind() != Phase::Act || g.turn() != seat || g.places_left == 0 {
        return None;
    }
    let h = g.holding(seat);
    let target = best_arrangement(h)?;
    for to in Slot::PILES {
        let want = target.slot(to);
        if h.slot(to) == want || h.locked(to) {
            continue;
        }
        let c = want?;
        let size = to.size()?;
        let piece = Pyramid::new(c, size);
        // From another slot holding it where it is not wanted, or loose.
        let from = Slot::PILES
            .iter()
            .copied()
            .find(|s| {
                *s != to
                    && s.size() == Some(size)
                    && !h.locked(*s)
                    && h.slot(*s) == Some(c)
                    && target.slot(*s) != Some(c)
            })
            .or_else(|| h.loose.contains(&piece).then_some(Slot::Loose))?;
        let mv = Move::Place { piece, from, to };
        return g.legal_moves().contains(&mv).then_some(mv);
    }
    None
}

/// What a screen promises in points if the seat goes out, arranged at its
/// best: the Kong, the Pung and pairs (`worth`), the bonus stack's larges
/// of the Kong's colour, less the small opaques' penalty.
pub fn prospects(h: &Holding) -> i64 {
    let arranged = best_arrangement(h);
    let honour = h.kong_large;
    let bonus = match h.bonus.iter().filter(|c| Some(**c) == honour).count() {
        0 => 0,
        n => 2 << n,
    };
    let opaques = h.loose.iter().filter(|p| p.colour.is_opaque()).count() as i64;
    worth(arranged.as_ref().unwrap_or(h)) + bonus - 2 * opaques
}

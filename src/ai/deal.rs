//! Dealing unseen cards (or pieces) to the seats that hide them, uniformly
//! among the deals that contradict nothing a seat has shown: a seat that
//! failed to follow a suit holds none of it. Every card game's
//! determinization deals through this.
//!
//! Uniform matters: a sampler that favours some deals (dealing the most
//! constrained cards first, say) makes the search believe things the table
//! does not know. Two exact methods are combined: a plain shuffle, kept only
//! if it breaks no void (rejection: uniform over the consistent deals), and
//! when that keeps failing, a count of the consistent deals group by group
//! (dynamic programming over the seats' remaining room), sampled in
//! proportion. Each is uniform, so their mixture is too.

use rand::seq::SliceRandom;
use rand::Rng;
use std::cell::RefCell;
use std::collections::HashMap;

/// Shuffles tried before counting.
const REJECTION_TRIES: usize = 12;
/// Counts kept between calls: a search deals from the same constraints
/// thousands of times, so each count is worked out once. Cleared past this
/// many entries.
const MEMO_LIMIT: usize = 200_000;

/// The problem a count belongs to (group sizes and which hand may hold
/// which group), the group reached and the room left in each hand.
type MemoKey = (Vec<u32>, usize, Vec<usize>);

thread_local! {
    static MEMO: RefCell<HashMap<MemoKey, f64>> = RefCell::new(HashMap::new());
}

/// Deals `pool` into hands of `sizes` (which must add up to its length).
/// `group(card)` is the card's group (a suit) below `groups`, and
/// `allowed(hand, group)` says whether a hand may hold that group. `None`
/// if no deal fits.
pub fn deal_constrained<T: Clone, R: Rng + ?Sized>(
    pool: &[T],
    sizes: &[usize],
    groups: usize,
    group: impl Fn(&T) -> usize,
    allowed: impl Fn(usize, usize) -> bool,
    rng: &mut R,
) -> Option<Vec<Vec<T>>> {
    if sizes.iter().sum::<usize>() != pool.len() {
        return None;
    }
    let unconstrained = (0..sizes.len()).all(|h| (0..groups).all(|g| allowed(h, g)));
    let mut cards = pool.to_vec();
    for _ in 0..REJECTION_TRIES {
        cards.shuffle(rng);
        let hands = split(&cards, sizes);
        if unconstrained
            || hands
                .iter()
                .enumerate()
                .all(|(h, cs)| cs.iter().all(|c| allowed(h, group(c))))
        {
            return Some(hands);
        }
    }
    counted(pool, sizes, groups, &group, &allowed, rng)
}

fn split<T: Clone>(cards: &[T], sizes: &[usize]) -> Vec<Vec<T>> {
    let mut at = 0;
    sizes
        .iter()
        .map(|&n| {
            let h = cards[at..at + n].to_vec();
            at += n;
            h
        })
        .collect()
}

/// The exact sampler: for each group in turn, how many of its cards each
/// hand takes, chosen with probability proportional to the number of whole
/// deals that choice allows.
fn counted<T: Clone, R: Rng + ?Sized>(
    pool: &[T],
    sizes: &[usize],
    groups: usize,
    group: &impl Fn(&T) -> usize,
    allowed: &impl Fn(usize, usize) -> bool,
    rng: &mut R,
) -> Option<Vec<Vec<T>>> {
    let mut by_group: Vec<Vec<T>> = vec![Vec::new(); groups];
    for c in pool {
        by_group.get_mut(group(c))?.push(c.clone());
    }
    let counts: Vec<usize> = by_group.iter().map(Vec::len).collect();
    let mut problem: Vec<u32> = counts.iter().map(|&c| c as u32).collect();
    for h in 0..sizes.len() {
        problem.push((0..groups).fold(0, |m, g| m | (u32::from(allowed(h, g)) << g)));
    }
    let mut dp = Counter {
        counts: &counts,
        allowed,
        hands: sizes.len(),
        problem,
    };
    let mut room: Vec<usize> = sizes.to_vec();
    if dp.ways(0, &room) <= 0.0 {
        return None;
    }
    let mut hands: Vec<Vec<T>> = vec![Vec::new(); sizes.len()];
    for (g, mut cards) in by_group.into_iter().enumerate() {
        let options = dp.splits(g, &room);
        let weights: Vec<f64> = options
            .iter()
            .map(|s| {
                let rest: Vec<usize> = room.iter().zip(s).map(|(r, k)| r - k).collect();
                multinomial(counts[g], s) * dp.ways(g + 1, &rest)
            })
            .collect();
        let total: f64 = weights.iter().sum();
        let mut r = rng.random::<f64>() * total;
        let mut pick = options.len() - 1;
        for (i, w) in weights.iter().enumerate() {
            if r < *w {
                pick = i;
                break;
            }
            r -= w;
        }
        cards.shuffle(rng);
        let mut it = cards.into_iter();
        for (h, &k) in options[pick].iter().enumerate() {
            hands[h].extend(it.by_ref().take(k));
            room[h] -= k;
        }
    }
    Some(hands)
}

struct Counter<'a, A> {
    counts: &'a [usize],
    allowed: &'a A,
    hands: usize,
    problem: Vec<u32>,
}

impl<A: Fn(usize, usize) -> bool> Counter<'_, A> {
    /// Deals of groups `g..` into hands with `room` left.
    fn ways(&mut self, g: usize, room: &[usize]) -> f64 {
        if g == self.counts.len() {
            return if room.iter().all(|&r| r == 0) {
                1.0
            } else {
                0.0
            };
        }
        let key = (self.problem.clone(), g, room.to_vec());
        if let Some(w) = MEMO.with(|m| m.borrow().get(&key).copied()) {
            return w;
        }
        let mut total = 0.0;
        for s in self.splits(g, room) {
            let rest: Vec<usize> = room.iter().zip(&s).map(|(r, k)| r - k).collect();
            let w = self.ways(g + 1, &rest);
            if w > 0.0 {
                total += multinomial(self.counts[g], &s) * w;
            }
        }
        MEMO.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= MEMO_LIMIT {
                m.clear();
            }
            m.insert(key, total);
        });
        total
    }

    /// Every way to share group `g`'s cards among the hands that may hold
    /// it, within their room.
    fn splits(&self, g: usize, room: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        let mut cur = vec![0; self.hands];
        self.fill(g, room, 0, self.counts[g], &mut cur, &mut out);
        out
    }

    fn fill(
        &self,
        g: usize,
        room: &[usize],
        h: usize,
        left: usize,
        cur: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if h == self.hands {
            if left == 0 {
                out.push(cur.clone());
            }
            return;
        }
        let most = if (self.allowed)(h, g) {
            left.min(room[h])
        } else {
            0
        };
        for k in 0..=most {
            cur[h] = k;
            self.fill(g, room, h + 1, left - k, cur, out);
        }
        cur[h] = 0;
    }
}

/// n! / (k1! k2! ...), as a float (deals of 40 cards overflow integers).
fn multinomial(n: usize, parts: &[usize]) -> f64 {
    let ln = |k: usize| (1..=k).map(|i| (i as f64).ln()).sum::<f64>();
    (ln(n) - parts.iter().map(|&k| ln(k)).sum::<f64>()).exp()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// Every consistent deal of a small pool, by brute force.
    fn all_deals(
        pool: &[(usize, usize)],
        sizes: &[usize],
        allowed: &dyn Fn(usize, usize) -> bool,
    ) -> Vec<Vec<usize>> {
        // Assign each card a hand; keep assignments that fill every hand
        // exactly and break no void.
        let mut out = Vec::new();
        let k = sizes.len();
        let total = k.pow(pool.len() as u32);
        for code in 0..total {
            let mut c = code;
            let mut owner = Vec::new();
            for _ in pool {
                owner.push(c % k);
                c /= k;
            }
            let fits = (0..k).all(|h| owner.iter().filter(|&&o| o == h).count() == sizes[h])
                && pool.iter().zip(&owner).all(|(card, &h)| allowed(h, card.1));
            if fits {
                out.push(owner);
            }
        }
        out
    }

    /// The exact sampler alone matches brute-force marginals: each card in
    /// each hand as often as the consistent deals put it there.
    #[test]
    fn counted_sampler_is_uniform() {
        // Cards (id, suit): 3 of suit 0, 3 of suit 1, 2 of suit 2.
        let pool: Vec<(usize, usize)> = vec![
            (0, 0),
            (1, 0),
            (2, 0),
            (3, 1),
            (4, 1),
            (5, 1),
            (6, 2),
            (7, 2),
        ];
        let sizes = [3, 3, 2];
        // Hand 0 is void in suit 0, hand 2 in suit 1.
        let allowed = |h: usize, g: usize| !matches!((h, g), (0, 0) | (2, 1));
        let deals = all_deals(&pool, &sizes, &allowed);
        assert!(!deals.is_empty());
        let mut expect = [[0.0f64; 3]; 8];
        for d in &deals {
            for (card, &h) in d.iter().enumerate() {
                expect[card][h] += 1.0 / deals.len() as f64;
            }
        }
        let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
        let n = 40_000;
        let mut seen = [[0.0f64; 3]; 8];
        for _ in 0..n {
            let hands = counted(
                &pool,
                &sizes,
                3,
                &|c: &(usize, usize)| c.1,
                &allowed,
                &mut rng,
            )
            .expect("a deal");
            for (h, cards) in hands.iter().enumerate() {
                assert_eq!(cards.len(), sizes[h]);
                for c in cards {
                    assert!(allowed(h, c.1), "void broken");
                    seen[c.0][h] += 1.0 / f64::from(n);
                }
            }
        }
        for card in 0..8 {
            for h in 0..3 {
                let (e, s) = (expect[card][h], seen[card][h]);
                // Four standard errors of a proportion over n samples.
                let tol = 4.0 * (e * (1.0 - e) / f64::from(n)).sqrt() + 1e-9;
                assert!(
                    (e - s).abs() <= tol,
                    "card {card} hand {h}: expected {e:.4}, saw {s:.4}"
                );
            }
        }
    }

    #[test]
    fn impossible_constraints_give_none() {
        let pool = vec![(0, 0), (1, 0)];
        let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
        let r = deal_constrained(&pool, &[1, 1], 1, |c| c.1, |h, _| h == 0, &mut rng);
        assert!(r.is_none());
    }
}

//! Dealing unseen cards (or pieces) to the seats that hide them, uniformly
//! among the deals that contradict nothing a seat has shown: a seat that
//! failed to follow a suit holds none of it. Every card game's
//! determinization deals through this.
//!
//! Uniform matters: a sampler that favours some deals (dealing the most
//! constrained cards first, say) makes the search believe things the table
//! does not know. Two exact methods are combined: a plain shuffle, kept only
//! if it breaks no void (rejection: uniform over the consistent deals), and
//! when a few shuffles have all failed, a count of the consistent deals
//! group by group (dynamic programming over the seats' remaining room),
//! sampled in proportion. Each is uniform, so their mixture is too, and
//! which one deals depends only on the generator, so the same view and
//! seed always give the same deal.

use rand::seq::SliceRandom;
use rand::Rng;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Shuffles tried before counting. Counting a new dealing problem is dear
/// (a Trick Walls deal with six cities took tens of milliseconds, where a
/// shuffle takes well under one), and a search deals from the same problem
/// thousands of times, so counts are kept (`Plan`); most problems have few
/// voids and a shuffle or two fits them without any count. Where shuffles
/// seldom fit, 16 of them cost a few microseconds beside the kept count.
const REJECTION_TRIES: usize = 16;
/// Plans and counts kept between calls: a search deals from the same
/// constraints thousands of times, so each is worked out once. Cleared
/// past this many problems. Each decision brings new ones (the unseen
/// cards change every trick) and a plan is never used again once its
/// decision is made: kept up to 100,000, they made a tab's memory grow with
/// every game played (issue 34).
const MEMO_LIMIT: usize = 64;

/// A dealing problem: each group's size, then each hand's size and the
/// groups it may hold (a bit mask).
type Problem = Vec<u32>;

/// One step of the exact sampler: the ways to share one group's cards
/// among the hands, with running totals of how many whole deals each allows.
struct Step {
    options: Vec<Vec<usize>>,
    cumulative: Vec<f64>,
}

#[derive(Default)]
struct Plan {
    steps: HashMap<u64, Rc<Step>>,
    /// Consistent deals of the groups from one on, by (group, room left).
    counts: HashMap<u64, f64>,
}

/// A group number and the room left in each hand as one key (six bits
/// each: hands hold at most 13 cards here, and there are at most 9 hands).
fn pack(g: usize, room: &[usize]) -> u64 {
    room.iter()
        .fold(g as u64, |k, &r| (k << 6) | (r.min(63) as u64))
}

thread_local! {
    static PLANS: RefCell<HashMap<Problem, Plan>> = RefCell::new(HashMap::new());
}

fn with_plan<T>(problem: &Problem, f: impl FnOnce(&mut Plan) -> T) -> T {
    PLANS.with(|plans| {
        let mut plans = plans.borrow_mut();
        if plans.len() >= MEMO_LIMIT {
            plans.clear();
        }
        if !plans.contains_key(problem) {
            plans.insert(problem.clone(), Plan::default());
        }
        f(plans.get_mut(problem).expect("just inserted"))
    })
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
    let free: Vec<bool> = (0..sizes.len())
        .map(|h| (0..groups).all(|g| allowed(h, g)))
        .collect();
    if free.iter().all(|f| *f) {
        return Some(shuffle_deal(pool, sizes, rng));
    }
    // The hands that may hold anything (the stock, a dummy's pile, a seat
    // that has shown no void) are dealt as one, then split by a shuffle:
    // each way of dealing the others leaves the same number of ways to
    // split the rest among them, so this stays uniform, and the count has
    // few hands to work through instead of every seat's.
    let kept: Vec<usize> = (0..sizes.len()).filter(|&h| !free[h]).collect();
    let mut merged_sizes: Vec<usize> = kept.iter().map(|&h| sizes[h]).collect();
    merged_sizes.push(
        (0..sizes.len())
            .filter(|&h| free[h])
            .map(|h| sizes[h])
            .sum(),
    );
    let last = kept.len();
    let merged_allowed = |h: usize, g: usize| h == last || allowed(kept[h], g);
    let mut dealt = deal_checked(pool, &merged_sizes, groups, &group, &merged_allowed, rng)?;
    let mut rest = dealt.pop().unwrap_or_default();
    rest.shuffle(rng);
    let mut rest = rest.into_iter();
    let mut dealt = dealt.into_iter();
    let hands = (0..sizes.len())
        .map(|h| {
            if free[h] {
                rest.by_ref().take(sizes[h]).collect()
            } else {
                dealt.next().unwrap_or_default()
            }
        })
        .collect();
    Some(hands)
}

/// `deal_constrained` once free hands are merged: shuffles kept if they fit,
/// and after `REJECTION_TRIES` misses, the count.
fn deal_checked<T: Clone, R: Rng + ?Sized>(
    pool: &[T],
    sizes: &[usize],
    groups: usize,
    group: &impl Fn(&T) -> usize,
    allowed: &impl Fn(usize, usize) -> bool,
    rng: &mut R,
) -> Option<Vec<Vec<T>>> {
    let mut cards = pool.to_vec();
    for _ in 0..REJECTION_TRIES {
        cards.shuffle(rng);
        let fits = (0..sizes.len()).all(|h| {
            let start: usize = sizes[..h].iter().sum();
            cards[start..start + sizes[h]]
                .iter()
                .all(|c| allowed(h, group(c)))
        });
        if fits {
            return Some(split(&cards, sizes));
        }
    }
    counted(pool, sizes, groups, group, allowed, rng)
}

fn problem_of<T>(
    pool: &[T],
    sizes: &[usize],
    groups: usize,
    group: &impl Fn(&T) -> usize,
    allowed: &impl Fn(usize, usize) -> bool,
) -> Problem {
    let mut problem = vec![0u32; groups];
    for c in pool {
        if let Some(n) = problem.get_mut(group(c)) {
            *n += 1;
        }
    }
    for (h, &size) in sizes.iter().enumerate() {
        problem.push(size as u32);
        problem.push((0..groups).fold(0, |m, g| m | (u32::from(allowed(h, g)) << g)));
    }
    problem
}

/// Deals playing cards into hands of `sizes`, hand `h` holding no suit
/// that `voids[h]` marks (by `Suit::index`), uniformly among such deals,
/// each hand sorted. What a card game's determinization calls. Views never
/// contradict themselves; should one ever, a plain deal still gives a
/// playable state.
pub fn deal_around_voids<R: Rng + ?Sized>(
    pool: &[crate::engine::pieces::Card],
    sizes: &[usize],
    voids: &[[bool; 4]],
    rng: &mut R,
) -> Vec<Vec<crate::engine::pieces::Card>> {
    let allowed = |h: usize, suit: usize| !voids.get(h).is_some_and(|v| v[suit]);
    let mut hands = deal_constrained(pool, sizes, 4, |c| c.suit.index(), allowed, rng)
        .unwrap_or_else(|| shuffle_deal(pool, sizes, rng));
    for h in &mut hands {
        crate::engine::cards::sort_hand(h);
    }
    hands
}

/// A plain deal: `pool` shuffled and cut into hands of `sizes`, in order.
/// A hand the pool runs short for gets what is left.
pub fn shuffle_deal<T: Clone, R: Rng + ?Sized>(
    pool: &[T],
    sizes: &[usize],
    rng: &mut R,
) -> Vec<Vec<T>> {
    let mut cards = pool.to_vec();
    cards.shuffle(rng);
    split(&cards, sizes)
}

fn split<T: Clone>(cards: &[T], sizes: &[usize]) -> Vec<Vec<T>> {
    let mut at = 0;
    sizes
        .iter()
        .map(|&n| {
            let end = (at + n).min(cards.len());
            let h = cards[at.min(end)..end].to_vec();
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
    let problem = problem_of(pool, sizes, groups, group, allowed);
    let mut by_group: Vec<Vec<T>> = vec![Vec::new(); groups];
    for c in pool {
        by_group.get_mut(group(c))?.push(c.clone());
    }
    let counts: Vec<usize> = by_group.iter().map(Vec::len).collect();
    let mut dp = Counter::new(&counts, allowed, sizes.len(), &problem);
    let mut room: Vec<usize> = sizes.to_vec();
    let mut hands: Vec<Vec<T>> = vec![Vec::new(); sizes.len()];
    for (g, mut cards) in by_group.into_iter().enumerate() {
        let key = pack(g, &room);
        let known = with_plan(&problem, |p| p.steps.get(&key).cloned());
        let step = match known {
            Some(step) => step,
            None => {
                let step = Rc::new(dp.step(g, &room));
                with_plan(&problem, |p| p.steps.insert(key, step.clone()));
                step
            }
        };
        let total = *step.cumulative.last()?;
        if total <= 0.0 {
            return None;
        }
        let r = rng.random::<f64>() * total;
        let pick = step
            .cumulative
            .partition_point(|&c| c <= r)
            .min(step.options.len() - 1);
        cards.shuffle(rng);
        let mut it = cards.into_iter();
        for (h, &k) in step.options[pick].iter().enumerate() {
            hands[h].extend(it.by_ref().take(k));
            room[h] -= k;
        }
    }
    dp.keep();
    Some(hands)
}

/// Counts consistent deals, remembering each count in the problem's plan.
struct Counter<'a, A> {
    counts: &'a [usize],
    allowed: &'a A,
    hands: usize,
    problem: &'a Problem,
    memo: HashMap<u64, f64>,
}

impl<'a, A: Fn(usize, usize) -> bool> Counter<'a, A> {
    fn new(counts: &'a [usize], allowed: &'a A, hands: usize, problem: &'a Problem) -> Self {
        let memo = with_plan(problem, |p| std::mem::take(&mut p.counts));
        Counter {
            counts,
            allowed,
            hands,
            problem,
            memo,
        }
    }

    /// Puts the counts back into the plan for the next call.
    fn keep(self) {
        let memo = self.memo;
        with_plan(self.problem, |p| p.counts = memo);
    }

    /// The sampling step for group `g` with `room` left in each hand.
    fn step(&mut self, g: usize, room: &[usize]) -> Step {
        let options = self.splits(g, room);
        let mut cumulative = Vec::with_capacity(options.len());
        let mut total = 0.0;
        for s in &options {
            let mut rest: Vec<usize> = room.iter().zip(s).map(|(r, k)| r - k).collect();
            total += multinomial(self.counts[g], s) * self.ways(g + 1, &mut rest);
            cumulative.push(total);
        }
        Step {
            options,
            cumulative,
        }
    }

    /// Deals of groups `g..` into hands with `room` left (restored on
    /// return). No allocation: this runs over every reachable room.
    fn ways(&mut self, g: usize, room: &mut Vec<usize>) -> f64 {
        if g == self.counts.len() {
            return if room.iter().all(|&r| r == 0) {
                1.0
            } else {
                0.0
            };
        }
        let key = pack(g, room);
        if let Some(&w) = self.memo.get(&key) {
            return w;
        }
        let mut total = 0.0;
        self.share(g, 0, self.counts[g], 1.0, room, &mut total);
        total *= factorial(self.counts[g]);
        self.memo.insert(key, total);
        total
    }

    /// Adds up, over the ways to give hands `h..` the `left` cards of group
    /// `g`, the deals of the groups after it; `inv` is the product of 1/k!
    /// for the shares given so far.
    fn share(
        &mut self,
        g: usize,
        h: usize,
        left: usize,
        inv: f64,
        room: &mut Vec<usize>,
        total: &mut f64,
    ) {
        if h == self.hands {
            if left == 0 {
                *total += inv * self.ways(g + 1, room);
            }
            return;
        }
        let most = if (self.allowed)(h, g) {
            left.min(room[h])
        } else {
            0
        };
        for k in 0..=most {
            room[h] -= k;
            self.share(g, h + 1, left - k, inv / factorial(k), room, total);
            room[h] += k;
        }
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

/// 0! to 63!: the counts ask for these in their innermost loop.
const FACTORIALS: [f64; 64] = {
    let mut t = [1.0; 64];
    let mut i = 1;
    while i < 64 {
        t[i] = t[i - 1] * i as f64;
        i += 1;
    }
    t
};

fn factorial(k: usize) -> f64 {
    match FACTORIALS.get(k) {
        Some(f) => *f,
        None => (1..=k).fold(1.0, |a, i| a * i as f64),
    }
}

/// n! / (k1! k2! ...), as a float (deals of 40 cards overflow integers;
/// 52! is well inside a float's range).
fn multinomial(n: usize, parts: &[usize]) -> f64 {
    parts.iter().fold(factorial(n), |a, &k| a / factorial(k))
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

    /// Checks a sampler against brute-force marginals: each card in each
    /// hand as often as the consistent deals put it there.
    fn check_uniform(allowed: &dyn Fn(usize, usize) -> bool, exact_only: bool) {
        check_uniform_in(&[3, 3, 2], allowed, exact_only);
    }

    fn check_uniform_in(sizes: &[usize], allowed: &dyn Fn(usize, usize) -> bool, exact_only: bool) {
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
        let k = sizes.len();
        let deals = all_deals(&pool, sizes, allowed);
        assert!(!deals.is_empty());
        let mut expect = vec![vec![0.0f64; k]; 8];
        for d in &deals {
            for (card, &h) in d.iter().enumerate() {
                expect[card][h] += 1.0 / deals.len() as f64;
            }
        }
        let mut rng = rand::rngs::SmallRng::seed_from_u64(5);
        let n = 40_000;
        let mut seen = vec![vec![0.0f64; k]; 8];
        for _ in 0..n {
            let suit = |c: &(usize, usize)| c.1;
            let hands = if exact_only {
                counted(&pool, sizes, 3, &suit, &allowed, &mut rng)
            } else {
                deal_constrained(&pool, sizes, 3, suit, allowed, &mut rng)
            }
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
            for h in 0..k {
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

    /// Hand 0 void in suit 0 and hand 2 in suit 1: the counting sampler.
    #[test]
    fn counted_sampler_is_uniform() {
        let allowed = |h: usize, g: usize| !matches!((h, g), (0, 0) | (2, 1));
        check_uniform(&allowed, true);
        check_uniform(&allowed, false);
    }

    /// Only hand 2 void in suit 2: most shuffles fit, so shuffles kept when
    /// they fit (rejection) do the dealing; still uniform.
    #[test]
    fn rejection_sampler_is_uniform() {
        let allowed = |h: usize, g: usize| !matches!((h, g), (2, 2));
        check_uniform(&allowed, false);
    }

    /// Hand 0 void in suits 0 and 1, hand 2 in suit 2; hands 1 and 3 hold
    /// anything and are dealt as one, then split: still uniform.
    #[test]
    fn free_hands_dealt_together_stay_uniform() {
        let allowed = |h: usize, g: usize| !matches!((h, g), (0, 0) | (0, 1) | (2, 2));
        check_uniform_in(&[2, 2, 2, 2], &allowed, false);
        check_uniform_in(&[2, 2, 2, 2], &allowed, true);
    }

    #[test]
    fn impossible_constraints_give_none() {
        let pool = vec![(0, 0), (1, 0)];
        let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
        let r = deal_constrained(&pool, &[1, 1], 1, |c| c.1, |h, _| h == 0, &mut rng);
        assert!(r.is_none());
    }
}

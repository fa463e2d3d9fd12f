//! Scoring a Martian Trickery hand: penalty pyramids first, then the point
//! pyramids split into singles, same-size triples and trees in the way that
//! scores most.

use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::sort_small_by_key;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupKind {
    Single,
    /// Three pyramids of one size.
    Triple,
    /// A large, a medium and a small, not all one colour.
    MixedTree,
    /// A tree all of one colour.
    SolidTree,
    /// Any tree in the monochrome variant.
    VariantTree,
}

impl GroupKind {
    pub fn points(self) -> i32 {
        match self {
            GroupKind::Single => 1,
            GroupKind::Triple | GroupKind::SolidTree => 7,
            GroupKind::MixedTree | GroupKind::VariantTree => 5,
        }
    }

    /// The group's name in English, put in the language in effect where
    /// it is shown.
    pub fn name(self) -> &'static str {
        match self {
            GroupKind::Single => crate::en!("single"),
            GroupKind::Triple => crate::en!("three of a size"),
            GroupKind::MixedTree => crate::en!("tree"),
            GroupKind::SolidTree => crate::en!("one-colour tree"),
            GroupKind::VariantTree => crate::en!("tree"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub kind: GroupKind,
    pub pieces: Vec<Pyramid>,
}

/// One seat's scoring for a hand, kept whole so the table can show how the
/// number came about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandScore {
    pub penalties: Vec<Pyramid>,
    /// Point pyramids a single penalty pyramid struck out.
    pub removed: Vec<Pyramid>,
    pub groups: Vec<Group>,
    /// Points of the groups.
    pub base: i32,
    /// What the hand adds to the seat's total.
    pub total: i32,
}

/// The best split of point pyramids into singles, same-size triples and
/// trees. Exhaustive: at most nine pyramids, so at most a few thousand
/// branches, and greedy choices can lose (a triple can block two trees).
pub fn best_groups(points: &[Pyramid], variant: bool) -> (i32, Vec<Group>) {
    fn go(rest: &mut Vec<Pyramid>, variant: bool) -> (i32, Vec<Group>) {
        let Some(first) = rest.pop() else {
            return (0, Vec::new());
        };
        // The first piece is a single...
        let mut best = {
            let (pts, mut gs) = go(rest, variant);
            gs.push(Group {
                kind: GroupKind::Single,
                pieces: vec![first],
            });
            (pts + 1, gs)
        };
        let mut consider = |chosen: &[usize], kind: GroupKind, rest: &mut Vec<Pyramid>| {
            let mut remaining = rest.clone();
            let mut pieces = vec![first];
            for &i in chosen.iter().rev() {
                pieces.push(remaining.remove(i));
            }
            let (pts, mut gs) = go(&mut remaining, variant);
            if pts + kind.points() > best.0 {
                sort_small_by_key(&mut pieces, |p| std::cmp::Reverse(p.size));
                gs.push(Group { kind, pieces });
                best = (pts + kind.points(), gs);
            }
        };
        let n = rest.len();
        // ...or in a triple with two more of its size...
        for i in 0..n {
            for j in i + 1..n {
                if rest[i].size == first.size && rest[j].size == first.size {
                    consider(&[i, j], GroupKind::Triple, rest);
                }
            }
        }
        // ...or in a tree with one of each other size.
        let others: Vec<Size> = Size::ALL.into_iter().filter(|s| *s != first.size).collect();
        for i in 0..n {
            for j in 0..n {
                if rest[i].size == others[0] && rest[j].size == others[1] {
                    let solid = rest[i].colour == first.colour && rest[j].colour == first.colour;
                    let kind = if variant {
                        GroupKind::VariantTree
                    } else if solid {
                        GroupKind::SolidTree
                    } else {
                        GroupKind::MixedTree
                    };
                    let pair = [i.min(j), i.max(j)];
                    consider(&pair, kind, rest);
                }
            }
        }
        rest.push(first);
        best
    }
    let mut pieces = points.to_vec();
    sort_small_by_key(&mut pieces, |p| *p);
    let (pts, mut groups) = go(&mut pieces, variant);
    groups.reverse();
    (pts, groups)
}

/// A hand's score from the pyramids a seat won.
pub fn score_hand(won: &[Pyramid], penalty_colour: Colour, variant: bool) -> HandScore {
    let (penalties, mut points): (Vec<Pyramid>, Vec<Pyramid>) =
        won.iter().partition(|p| p.colour == penalty_colour);
    let mut removed = Vec::new();
    if let [single] = penalties.as_slice() {
        (removed, points) = points.into_iter().partition(|p| p.size == single.size);
    }
    let (base, groups) = best_groups(&points, variant);
    let total = match penalties.len() {
        2 => -base,
        3 => 21 + base,
        _ => base,
    };
    HandScore {
        penalties,
        removed,
        groups,
        base,
        total,
    }
}

/// A hand's score as a number only, the same as `score_hand(..).total`
/// without building the groups: what a search's playouts need, thousands of
/// times a decision. Works on a bit mask of the pieces still ungrouped, with
/// the best score of each mask remembered.
pub fn hand_points(won: &[Pyramid], penalty_colour: Colour, variant: bool) -> i32 {
    let penalties: Vec<Size> = won
        .iter()
        .filter(|p| p.colour == penalty_colour)
        .map(|p| p.size)
        .collect();
    let mut points = [Pyramid::new(penalty_colour, Size::Small); 16];
    let mut n = 0;
    for p in won {
        let struck = matches!(penalties.as_slice(), [s] if *s == p.size);
        if p.colour != penalty_colour && !struck {
            if n == points.len() {
                // More than a hand can hold; the full scorer copes.
                return score_hand(won, penalty_colour, variant).total;
            }
            points[n] = *p;
            n += 1;
        }
    }
    let mut memo = vec![-1i16; 1 << n];
    let base = i32::from(best_mask(&points[..n], 0, &mut memo, variant));
    match penalties.len() {
        2 => -base,
        3 => 21 + base,
        _ => base,
    }
}

fn best_mask(p: &[Pyramid], used: usize, memo: &mut [i16], variant: bool) -> i16 {
    let n = p.len();
    let Some(i) = (0..n).find(|&i| used & (1 << i) == 0) else {
        return 0;
    };
    if memo[used] >= 0 {
        return memo[used];
    }
    let u = used | (1 << i);
    let mut best = 1 + best_mask(p, u, memo, variant);
    for j in i + 1..n {
        if u & (1 << j) != 0 {
            continue;
        }
        for k in j + 1..n {
            if u & (1 << k) != 0 {
                continue;
            }
            let (a, b, c) = (p[i], p[j], p[k]);
            let value = if a.size == b.size && b.size == c.size {
                GroupKind::Triple.points()
            } else if a.size != b.size && b.size != c.size && a.size != c.size {
                if variant {
                    GroupKind::VariantTree.points()
                } else if a.colour == b.colour && b.colour == c.colour {
                    GroupKind::SolidTree.points()
                } else {
                    GroupKind::MixedTree.points()
                }
            } else {
                continue;
            };
            let v = value as i16 + best_mask(p, u | (1 << j) | (1 << k), memo, variant);
            best = best.max(v);
        }
    }
    memo[used] = best;
    best
}

//! The pieces of Martian Whist's arithmetic that need no game state: trees,
//! colour rank with trump, who wins a trick, and the best arrangement of a
//! player's kept pyramids into scoring trees.

use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The five colours of the game, highest rank first (trump aside).
pub const COLOURS: [Colour; 5] = [
    Colour::Purple,
    Colour::Red,
    Colour::Yellow,
    Colour::Green,
    Colour::Blue,
];

/// The order a tree is built and described in: from the base up.
pub const BUILD_ORDER: [Size; 3] = [Size::Large, Size::Medium, Size::Small];

/// A colour's place in `COLOURS`, if it is one of the game's.
pub fn colour_index(c: Colour) -> Option<usize> {
    COLOURS.iter().position(|&x| x == c)
}

/// A colour's rank: 0 is the best. Trump is 0, then purple..blue; colours
/// outside the game rank below every game colour.
pub fn rank(c: Colour, trump: Option<Colour>) -> usize {
    if trump == Some(c) {
        0
    } else {
        colour_index(c).map_or(COLOURS.len() + 1, |i| i + 1)
    }
}

/// A large with a medium on it and a small on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tree {
    pub large: Colour,
    pub medium: Colour,
    pub small: Colour,
}

impl Tree {
    pub fn new(large: Colour, medium: Colour, small: Colour) -> Tree {
        Tree {
            large,
            medium,
            small,
        }
    }

    /// A tree all of one colour.
    pub fn solid(c: Colour) -> Tree {
        Tree::new(c, c, c)
    }

    pub fn colour(&self, size: Size) -> Colour {
        match size {
            Size::Large => self.large,
            Size::Medium => self.medium,
            Size::Small => self.small,
        }
    }

    pub fn set(&mut self, size: Size, c: Colour) {
        match size {
            Size::Large => self.large = c,
            Size::Medium => self.medium = c,
            Size::Small => self.small = c,
        }
    }

    /// The three pyramids, large first.
    pub fn pieces(&self) -> [Pyramid; 3] {
        BUILD_ORDER.map(|s| Pyramid::new(self.colour(s), s))
    }

    pub fn is_solid(&self) -> bool {
        self.large == self.medium && self.medium == self.small
    }

    pub fn has_colour(&self, c: Colour) -> bool {
        self.large == c || self.medium == c || self.small == c
    }

    /// Whether the two trees share at least one colour (the follow rule).
    pub fn shares_colour(&self, other: &Tree) -> bool {
        BUILD_ORDER
            .iter()
            .any(|&s| other.has_colour(self.colour(s)))
    }

    /// Final-scoring points of this tree: solid 6; otherwise the pips of
    /// the largest pyramid in a touching same-coloured run (large and medium
    /// 3, medium and small 2), else 0. Large and small do not touch.
    pub fn points(&self) -> u32 {
        if self.is_solid() {
            6
        } else if self.large == self.medium {
            3
        } else if self.medium == self.small {
            2
        } else {
            0
        }
    }
}

/// "large purple, medium red, small blue", as the log reads.
impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Each as a pyramid reads, in the language in effect.
        let piece = |size, colour| Pyramid { size, colour };
        write!(
            f,
            "{}, {}, {}",
            piece(Size::Large, self.large),
            piece(Size::Medium, self.medium),
            piece(Size::Small, self.small)
        )
    }
}

/// How a trick was decided, for the log and the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum How {
    /// One tree solid, the other mixed: the solid one wins, trumps or not.
    SolidOverMixed,
    /// Two solid trees of different colours: the higher rank wins.
    SolidRank,
    /// Two mixed trees: the one winning more segments wins.
    Segments,
    /// Identical trees, or segments level: the leader wins.
    TieToLeader,
}

/// A trick resolved: the winner and, for display, who won each segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolution {
    pub winner: Seat,
    pub how: How,
    /// Who won each segment, indexed by `Size::index` (`None`: same colour).
    /// Filled in for every trick; it decides only mixed against mixed.
    pub segments: [Option<Seat>; 3],
}

/// Resolves `led` (played by `leader`) against `followed` (by the other seat
/// of two).
pub fn resolve(leader: Seat, led: &Tree, followed: &Tree, trump: Option<Colour>) -> Resolution {
    let follower = 1 - leader.min(1);
    let mut segments = [None; 3];
    let (mut lw, mut fw) = (0, 0);
    for s in Size::ALL {
        let (a, b) = (rank(led.colour(s), trump), rank(followed.colour(s), trump));
        if a < b {
            segments[s.index()] = Some(leader);
            lw += 1;
        } else if b < a {
            segments[s.index()] = Some(follower);
            fw += 1;
        }
    }
    let (winner, how) = match (led.is_solid(), followed.is_solid()) {
        (true, false) => (leader, How::SolidOverMixed),
        (false, true) => (follower, How::SolidOverMixed),
        // Two solids differ in every segment or in none.
        (true, true) if fw > 0 => (follower, How::SolidRank),
        (true, true) if lw > 0 => (leader, How::SolidRank),
        (false, false) if fw > lw => (follower, How::Segments),
        (false, false) if lw > fw => (leader, How::Segments),
        _ => (leader, How::TieToLeader),
    };
    Resolution {
        winner,
        how,
        segments,
    }
}

/// Pyramid counts by size and colour: `[Size::index][colour_index]`.
pub type Counts = [[u8; 5]; 3];

/// Counts of the game's pyramids in `pieces` (others are ignored).
pub fn counts_of(pieces: &[Pyramid]) -> Counts {
    let mut n = [[0u8; 5]; 3];
    for p in pieces {
        if let Some(c) = colour_index(p.colour) {
            n[p.size.index()][c] = n[p.size.index()][c].saturating_add(1);
        }
    }
    n
}

/// The best split of colour `c`'s pieces between solid trees (`t`), large
/// and medium runs (`p`) and medium and small runs (`q`), by points.
///
/// Why colour by colour is exact: any arrangement scores 6 per solid, 3 per
/// large-medium run and 2 per medium-small run, and each such tree uses
/// pieces of one colour only; the trees' other pieces are fillers, and a
/// filler matching by chance can only add points. So the best total is the
/// sum over colours of the best split, and any filling of the holes reaches
/// it.
fn best_split(l: u8, m: u8, s: u8) -> (u8, u8, u8, u32) {
    let mut best = (0, 0, 0, 0);
    for t in 0..=l.min(m).min(s) {
        for p in 0..=(l - t).min(m - t) {
            let q = (s - t).min(m - t - p);
            let v = 6 * u32::from(t) + 3 * u32::from(p) + 2 * u32::from(q);
            if v > best.3 {
                best = (t, p, q, v);
            }
        }
    }
    best
}

/// The best total for these counts (quick: what the search's playouts use).
pub fn best_total(n: &Counts) -> u32 {
    (0..5)
        .map(|c| best_split(n[2][c], n[1][c], n[0][c]).3)
        .sum()
}

/// A player's kept pyramids arranged into trees for the most points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Arrangement {
    /// Each tree with its points, best first.
    pub trees: Vec<(Tree, u32)>,
    /// Pieces that make no tree (only if the sizes are not equal in number,
    /// which play never leaves).
    pub leftover: Vec<Pyramid>,
    pub total: u32,
}

/// The best arrangement of `pieces` into trees. With as many larges as
/// mediums as smalls (always so in play) it is exact; otherwise the surplus
/// is left over.
pub fn best_arrangement(pieces: &[Pyramid]) -> Arrangement {
    let n = counts_of(pieces);
    // Pieces not yet in a tree, as counts.
    let mut free = n;
    // Trees with holes still to fill: (large, medium, small).
    let mut partial: Vec<[Option<Colour>; 3]> = Vec::new();
    for (ci, &c) in COLOURS.iter().enumerate() {
        let (t, p, q, _) = best_split(n[2][ci], n[1][ci], n[0][ci]);
        free[2][ci] -= t + p;
        free[1][ci] -= t + p + q;
        free[0][ci] -= t + q;
        for _ in 0..t {
            partial.push([Some(c), Some(c), Some(c)]);
        }
        for _ in 0..p {
            partial.push([Some(c), Some(c), None]);
        }
        for _ in 0..q {
            partial.push([None, Some(c), Some(c)]);
        }
    }
    // Every remaining medium starts a tree of its own.
    for (ci, &c) in COLOURS.iter().enumerate() {
        for _ in 0..free[1][ci] {
            partial.push([None, Some(c), None]);
        }
        free[1][ci] = 0;
    }
    let mut take = |size: usize| -> Option<Colour> {
        let ci = (0..5).find(|&ci| free[size][ci] > 0)?;
        free[size][ci] -= 1;
        Some(COLOURS[ci])
    };
    let mut out = Arrangement::default();
    for t in partial {
        let large = t[0].or_else(|| take(2));
        let small = t[2].or_else(|| take(0));
        match (large, t[1], small) {
            (Some(l), Some(m), Some(s)) => {
                let tree = Tree::new(l, m, s);
                out.trees.push((tree, tree.points()));
            }
            _ => {
                // Unequal sizes: this medium's tree cannot be completed.
                out.leftover.extend(
                    [
                        (large, Size::Large),
                        (t[1], Size::Medium),
                        (small, Size::Small),
                    ]
                    .into_iter()
                    .filter_map(|(c, s)| c.map(|c| Pyramid::new(c, s))),
                );
            }
        }
    }
    for size in Size::ALL {
        for (ci, &c) in COLOURS.iter().enumerate() {
            for _ in 0..free[size.index()][ci] {
                out.leftover.push(Pyramid::new(c, size));
            }
        }
    }
    crate::engine::sort_small_by_key(&mut out.trees, |(t, v)| {
        (
            std::cmp::Reverse(*v),
            rank(t.medium, None),
            rank(t.large, None),
        )
    });
    out.total = out.trees.iter().map(|(_, v)| v).sum();
    out
}

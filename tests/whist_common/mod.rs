//! Pieces and a drafted row shared by the Martian Whist test files.

use martian_parlour::engine::pieces::{Colour, Colour::*, Pyramid, Size};
use martian_parlour::games::martian_whist::engine::{Draft, Keeping, Tree};
use martian_parlour::games::martian_whist::Options;

pub fn t(l: Colour, m: Colour, s: Colour) -> Tree {
    Tree::new(l, m, s)
}

pub fn p(c: Colour, s: Size) -> Pyramid {
    Pyramid::new(c, s)
}

/// A mixed row: seat 0 drafts the even places, seat 1 the odd ones.
pub fn row1() -> Vec<Tree> {
    vec![
        t(Purple, Purple, Purple),
        t(Red, Red, Red),
        t(Yellow, Green, Blue),
        t(Green, Yellow, Blue),
        t(Blue, Red, Yellow),
        t(Purple, Blue, Green),
        t(Green, Blue, Red),
        t(Yellow, Purple, Green),
        t(Red, Yellow, Purple),
        t(Blue, Green, Yellow),
    ]
}

pub fn opts(draft: Draft, keeping: Keeping) -> Options {
    Options { draft, keeping }
}

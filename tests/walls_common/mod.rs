//! Cards and games shared by the Trick Walls test files.

use martian_parlour::engine::pieces::Card;
use martian_parlour::engine::Game;
use martian_parlour::games::trick_walls::engine::Side;
use martian_parlour::games::trick_walls::{Options, TrickWalls};

pub fn c(code: &str) -> Card {
    Card::parse(code).unwrap_or_else(|| panic!("bad card {code}"))
}

pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}

/// The first game (by seed) whose team 0 is `side0` and whose first deal
/// is by `dealer_team`.
pub fn game(players: usize, options: Options, side0: Side, dealer_team: usize) -> TrickWalls {
    (0..)
        .map(|seed| TrickWalls::new(players, &options, seed).unwrap())
        .find(|g| g.side(0) == side0 && g.dealer_team() == dealer_team)
        .unwrap()
}

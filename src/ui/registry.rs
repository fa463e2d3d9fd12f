//! From a game id to its `Entry`, through which the shared screens reach
//! the game. The list of games is `for_each_game!`, so a new game appears
//! here without touching this file.

use super::session::{Entry, EntryOf};
use crate::engine::Game;
use crate::for_each_game;

pub fn entry(game: &str) -> Option<&'static dyn Entry> {
    macro_rules! arm {
        ($($g:ty),*) => { $(
            if game == <$g as Game>::INFO.id {
                return Some(&EntryOf::<$g>::ENTRY);
            }
        )* };
    }
    for_each_game!(arm);
    None
}

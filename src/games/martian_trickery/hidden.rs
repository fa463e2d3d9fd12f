//! What a seat cannot see, dealt again from its view for the computer
//! player's search: the other players' hands, uniformly among the deals
//! that give no seat a suit it has shown it lacks (an onlooker's view deals
//! every hand), and before the first deal the whole stock. A child of
//! `engine`, so it can fill the state's private fields.

use super::{deck, Trickery, View};
use crate::ai::deal::deal_around_voids;
use crate::engine::pieces::{Card, Suit};
use crate::engine::Seat;
use rand::seq::SliceRandom;

/// The other hands are dealt again from the cards this seat has not
/// seen, uniformly among the deals that give no seat a suit it has shown
/// it lacks. An onlooker's view deals every hand.
pub fn determinize<R: rand::Rng + ?Sized>(view: &View, rng: &mut R) -> Trickery {
    let mut g = view.table.clone();
    if g.hand_no == 0 {
        // Before the first deal the whole deck is the face-down stock.
        g.stock = deck(g.players);
        g.stock.shuffle(rng);
    }
    let hidden: Vec<Seat> = (0..g.players).filter(|&s| Some(s) != view.seat).collect();
    if let Some(s) = view.seat {
        g.hands[s] = view.hand.clone();
    }
    let seen: u64 = view
        .hand
        .iter()
        .copied()
        .chain(g.played())
        .fold(0, |m, c| m | 1 << c.index());
    let pool: Vec<Card> = if g.hand_no == 0 {
        Vec::new()
    } else {
        deck(g.players)
            .into_iter()
            .filter(|c| seen & (1 << c.index()) == 0)
            .collect()
    };
    let sizes: Vec<usize> = hidden.iter().map(|&s| view.hand_sizes[s]).collect();
    let voids: Vec<[bool; 4]> = hidden
        .iter()
        .map(|&s| Suit::ALL.map(|suit| g.showed_void(s, suit)))
        .collect();
    let dealt = deal_around_voids(&pool, &sizes, &voids, rng);
    for (&s, hand) in hidden.iter().zip(dealt) {
        g.hands[s] = hand;
    }
    g
}

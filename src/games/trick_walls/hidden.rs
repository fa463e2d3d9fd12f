//! What a seat can see (its view, and which moves show it something new),
//! and what it cannot, dealt again from its view for the computer player's
//! search: the other players' hands (keeping the suits each has
//! shown it lacks), the dummies' piles, the cards left out, and the Long
//! Run picks not yet revealed. A card the seat passed in the Long Run stays
//! with the player it went to until played. A child of `engine`, so it can
//! fill the state's private fields.

use super::{TrickWalls, View};
use crate::ai::deal::deal_around_voids;
use crate::engine::cards::sort_hand;
use crate::engine::pieces::{Card, Suit};
use crate::engine::Seat;
use rand::seq::SliceRandom;

/// What `seat` sees (`None`: a spectator): the table without the hidden
/// hands, piles, stock and Long Run picks, and the seat's own cards.
pub(super) fn view(game: &TrickWalls, seat: Option<Seat>) -> View {
    let mut table = game.clone();
    for (city, h) in table.hands.iter_mut().enumerate() {
        if !game.is_dummy(city) {
            h.clear();
        }
    }
    for p in &mut table.piles {
        p.clear();
    }
    table.stock.clear();
    table.picks = vec![None; game.cities()];
    table.passed = vec![None; game.cities()];
    let city = seat.map(|s| game.city_of(s));
    let opposite = city.map(|c| (c + 2) % game.cities());
    View {
        hand: city.map(|c| game.hands[c].clone()).unwrap_or_default(),
        hand_sizes: game.hands.iter().map(Vec::len).collect(),
        pile_sizes: game.piles.iter().map(Vec::len).collect(),
        stock_size: game.stock.len(),
        picked: game.picks.iter().map(Option::is_some).collect(),
        pick: city.and_then(|c| game.picks[c]),
        gave: city.and_then(|c| game.passed[c]),
        got: opposite.and_then(|c| game.passed[c]),
        seat,
        table,
    }
}

/// Who holds a share of the unseen cards.
#[derive(Clone, Copy, PartialEq)]
enum Holder {
    Hand(usize),
    Pick(usize),
    Pile(usize),
    Stock,
}

pub fn determinize<R: rand::Rng + ?Sized>(view: &View, rng: &mut R) -> TrickWalls {
    let mut g = view.table.clone();
    let n = g.cities();
    let mine = view.seat.map(|s| g.city_of(s));
    let mut seen: u64 = 0;
    let mut see = |c: Card| seen |= 1 << c.index();
    for c in view.hand.iter().chain(&view.pick) {
        see(*c);
    }
    for city in 0..n {
        g.wall(city).iter().for_each(|l| see(l.card));
        if g.is_dummy(city) {
            g.hand(city).iter().for_each(|c| see(*c));
        }
    }
    // The card this seat passed is in the opposite hand until it is played.
    let given = mine
        .zip(view.gave)
        .filter(|(_, c)| seen & (1 << c.index()) == 0);
    if let Some((_, c)) = given {
        seen |= 1 << c.index();
    }
    let pool: Vec<Card> = Card::deck()
        .into_iter()
        .filter(|c| seen & (1 << c.index()) == 0)
        .collect();

    let mut holders = Vec::new();
    let mut sizes = Vec::new();
    for city in (0..n).filter(|&c| Some(c) != mine) {
        if g.is_dummy(city) {
            holders.push(Holder::Pile(city));
            sizes.push(view.pile_sizes[city]);
            continue;
        }
        let known = usize::from(given.is_some_and(|(m, _)| (m + 2) % n == city));
        holders.push(Holder::Hand(city));
        sizes.push(view.hand_sizes[city] - known.min(view.hand_sizes[city]));
        if view.picked[city] {
            holders.push(Holder::Pick(city));
            sizes.push(1);
        }
    }
    holders.push(Holder::Stock);
    sizes.push(view.stock_size);

    let voids: Vec<[bool; 4]> = holders
        .iter()
        .map(|h| match *h {
            Holder::Hand(city) => Suit::ALL.map(|s| g.showed_void(city, s)),
            _ => [false; 4],
        })
        .collect();
    let dealt = deal_around_voids(&pool, &sizes, &voids, rng);

    if let Some(c) = mine {
        g.hands[c] = view.hand.clone();
        g.picks[c] = view.pick;
        g.passed[c] = view.gave;
        g.passed[(c + 2) % n] = view.got;
    }
    for (h, mut cards) in holders.into_iter().zip(dealt) {
        match h {
            Holder::Hand(city) => {
                if let Some((_, c)) = given.filter(|(m, _)| (m + 2) % n == city) {
                    cards.push(c);
                    sort_hand(&mut cards);
                }
                g.hands[city] = cards;
            }
            Holder::Pick(city) => g.picks[city] = cards.first().copied(),
            // The pile's order matters (its top is played blind): the
            // sorted deal is shuffled back into a random order.
            Holder::Pile(city) => {
                cards.shuffle(rng);
                g.piles[city] = cards;
            }
            Holder::Stock => g.stock = cards,
        }
    }
    g
}

//! Every shared piece on one page (`#gallery`), to look them over: drawn
//! as the rules pages' pictures are, by the same code.

use super::rules::figure;
use crate::engine::picture::Drawn;
use crate::engine::pieces::{Card, Colour, Pyramid, Size};
use yew::prelude::*;

/// A plain function, not a component: it has no state.
pub fn gallery(on_home: &Callback<()>) -> Html {
    let back = on_home.reform(|_| ());
    let pyramids: Vec<Drawn> = Colour::ALL
        .iter()
        .flat_map(|&colour| Size::ALL.map(|size| Drawn::Pyramid(Pyramid { colour, size })))
        .collect();
    let mut cards: Vec<Drawn> = Card::deck()
        .into_iter()
        .map(|c| Drawn::Card(Some(c)))
        .collect();
    cards.push(Drawn::Card(None));
    let dice: Vec<Drawn> = (1..=6)
        .map(Drawn::D6)
        .chain((1..=8).map(Drawn::D8))
        .collect();
    html! {
        <main class="gallery" data-gallery="">
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={back}>{"\u{2190} Home"}</button>
                <h1>{"Pieces"}</h1>
            </header>
            <div class="rules-text">
                { figure("Pyramids: each colour small, medium and large", &pyramids) }
                { figure("Cards, and a card face down", &cards) }
                { figure("Dice: six-sided and eight-sided", &dice) }
            </div>
        </main>
    }
}

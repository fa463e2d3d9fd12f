//! Every shared SVG piece on one page (`#gallery`), to look them over.

use super::svg;
use crate::engine::pieces::{Card, Colour, Size};
use yew::prelude::*;

/// A plain function, not a component: it has no state.
pub fn gallery(on_home: &Callback<()>) -> Html {
    let back = on_home.reform(|_| ());
    html! {
        <main class="gallery" data-gallery="">
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={back}>{"\u{2190} Home"}</button>
                <h1>{"Pieces"}</h1>
            </header>
            <h2>{"Pyramids"}</h2>
            <div class="gallery-row felt">
                { for Colour::ALL.iter().map(|&c| html! {
                    <figure>
                        <div class="trio">{ for Size::ALL.iter().map(|&s| svg::pyramid_icon(c, s, 1.2)) }</div>
                        <figcaption>{ c.name() }{ if c.is_opaque() { " (opaque)" } else { "" } }</figcaption>
                    </figure>
                }) }
            </div>
            <h2>{"Cards"}</h2>
            <div class="gallery-cards felt">
                { for Card::deck().into_iter().map(|c| svg::card_icon(Some(c), 52.0)) }
                { svg::card_icon(None, 52.0) }
            </div>
            <h2>{"Dice and bag"}</h2>
            <div class="gallery-row felt">
                <svg viewBox="-25 -25 300 50" width="600" height="100" aria-label="six-sided die faces">
                    { for (1..=6u8).map(|f| html! { <g transform={format!("translate({} 0)", (u32::from(f) - 1) * 46)}>{ svg::d6_g(f) }</g> }) }
                </svg>
                <svg viewBox="-25 -25 390 50" width="780" height="100" aria-label="eight-sided die faces">
                    { for (1..=8u8).map(|f| html! {
                        <g transform={format!("translate({} 0)", (u32::from(f) - 1) * 48)}>{ svg::d8_g(f, Colour::ALL.get(usize::from(f) - 1).copied()) }</g>
                    }) }
                </svg>
                <svg viewBox="-25 -25 290 50" width="580" height="100" aria-label="colour die faces">
                    { for [Some(Colour::Purple), Some(Colour::Red), Some(Colour::Yellow), Some(Colour::Green), Some(Colour::Blue), None]
                        .into_iter().enumerate().map(|(i, f)| html! { <g transform={format!("translate({} 0)", i * 46)}>{ svg::colour_die_g(f) }</g> }) }
                </svg>
                { svg::bag_icon(110.0) }
            </div>
        </main>
    }
}

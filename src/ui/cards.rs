//! What card games draw alike: a hidden hand as a row of backs, a card on
//! the table with who played it, the viewer's own hand as a fan of buttons,
//! and a hand laid open (replays). Martian Trickery and Trick Walls both
//! draw their hands with these.

use super::svg::{self, Num};
use crate::cls;
use crate::engine::pieces::Card;
use crate::ui::lang::{t, tn};
use yew::prelude::*;

/// The most backs a hidden hand draws (a full Long Run hand).
const MOST_BACKS: usize = 13;

/// A row of face-down cards standing for a hand's size. Only a sliver of
/// each card but the last shows, so those are one rectangle each and only
/// the last is a whole card back: a quarter of the elements, redrawn every
/// time the device changes hands.
pub fn hidden_hand(count: usize) -> Html {
    let shown = count.min(MOST_BACKS);
    let width = 30.0 + 6.0 * shown.saturating_sub(1) as f64;
    html! {
        <svg class="hidden-hand" viewBox={format!("-1 -1 {} 44", Num(width + 2.0))} width={svg::num(width + 2.0)} height="44"
            role="img" aria-label={tn(count as i64, "{n} card", "{n} cards")}>
            { for (1..shown).map(|i| html! {
                <rect x={((i - 1) * 6).to_string()} width="30" height="42" rx="3" fill="url(#card-back)" stroke="#111a36" />
            }) }
            if shown > 0 {
                <g transform={format!("translate({} 0) scale(0.5)", (shown - 1) * 6)}>{ svg::card_g(None) }</g>
            }
        </svg>
    }
}

/// A card on the table with the name of whoever played it, keyed by the
/// card so a trick's cards are never redrawn as it grows. `mark` is an
/// extra class: `winner`, `beats`, `killed`.
pub fn played_card(who: &str, card: Card, width: f64, mark: Option<&'static str>) -> Html {
    html! {
        <figure key={card.code()} class={cls!("played", mark)}>
            { svg::card_icon(Some(card), width) }<figcaption>{ who.to_string() }</figcaption>
        </figure>
    }
}

/// The trick on the table: one element from its first card until the next
/// trick's first, open while cards join it, then (`done`) the trick taken,
/// under `head` (who took it), held whole (`held`) and then gathered. One
/// element for both, so the card that completes a trick is the only one a
/// move draws anew: the others stay where they are (`played_card` is keyed).
pub fn table_trick(cards: Html, head: Option<Html>, done: bool, held: bool) -> Html {
    html! {
        <div class={cls!(done.then_some("last-trick"), (done && held).then_some("whole"))}>
            { head.unwrap_or_default() }
            <div class={cls!("trick-cards", done.then_some("last"))}
                data-trick={if done { held.then_some("complete") } else { Some("open") }}>{ cards }</div>
        </div>
    }
}

/// The "Last trick" control beside a trick being played: the trick just
/// taken, its cards already drawn (`played_card`), opened on a tap.
pub fn last_trick(cards: Html) -> Html {
    html! {
        <details class="last-trick-control">
            <summary>{ super::lang::th("Last trick") }</summary>
            <div class="trick-cards last">{ cards }</div>
        </details>
    }
}

/// One card of the viewer's fan: what it does if it can be played now.
pub struct FanCard {
    pub card: Card,
    /// The `data-move` id and the click, when it is a legal move now.
    pub play: Option<(String, Callback<MouseEvent>)>,
    /// Shown dimmed: the viewer is to play and this card may not be.
    pub dim: bool,
    /// A short word under the card (`up`, `killed`), if any.
    pub note: Option<&'static str>,
}

/// The viewer's hand as a fan, the playable cards raised. Keyed by card and
/// always a button (disabled when it cannot be played): playing a card moves
/// the others rather than redrawing them. Each card is placed by the
/// stylesheet from its place in the hand (`--i`, and `--r`/`--c` for two
/// rows), in a box of fixed height as wide as the table, so a hand of any
/// size fits the screen with a wide enough strip of each card to tap, and
/// the cards grow with the screen. The cards come a frame after the fan
/// first shows (`Later`): a hand shown after a hand-off is most of that
/// frame's work (in a page at rest at CPU 4x, 8-14 of the 12-17 ms of
/// style and layout that a "ready" brings; tests/e2e/ready-frame.mjs), so
/// the table comes back in one frame and the hand in the next, neither
/// long. A fan that stays (a game against the computers) is not delayed
/// again; the fan's box has its height already, so nothing moves.
pub fn fan(cards: Vec<FanCard>) -> Html {
    let n = cards.len();
    // On a narrow screen a long hand is held in two rows (style.css).
    let per_row = n.div_ceil(2).max(1);
    html! {
        <div class={cls!("fan", (n > 10).then_some("many"))} role="group" aria-label={t("Your cards")}
            style={format!("--n:{n};--n2:{per_row}")}>
            <crate::ui::Later frame={1}>
            { for cards.into_iter().enumerate().map(|(i, f)| {
                let playable = f.play.is_some();
                let (id, onclick) = f.play.map_or((None, None), |(id, cb)| (Some(id), Some(cb)));
                html! {
                    <button key={f.card.code()} class={cls!("fan-card", playable.then_some("playable"), f.dim.then_some("dim"))}
                        style={format!("--i:{i};--r:{};--c:{}", i / per_row, i % per_row)} disabled={!playable} data-move={id}
                        onclick={onclick}>
                        { svg::card_icon(Some(f.card), 0.0) }
                        if let Some(n) = f.note { <span class={cls!("fan-note", n)}>{ n }</span> }
                    </button>
                }
            }) }
            </crate::ui::Later>
        </div>
    }
}

/// A hand laid open, small (the replay of a finished game).
pub fn open_cards(cards: &[Card]) -> Html {
    html! {
        <span class="open-cards">{ for cards.iter().map(|&c| svg::card_icon(Some(c), 40.0)) }</span>
    }
}

/// Lays out the card faces' letters once, unseen, at the sizes a hand and
/// a table draw them, then takes them away. The first hand a page shows
/// was its longest frame: the faces' letters and suits are shaped for the
/// first time at those sizes (Trickery, CPU 4x: 48-67 ms, 26-36 of it
/// layout). With the shapes already known, 36-43 ms. Run once a page, in
/// a moment of its own well before a hand is drawn: the hand's size in one
/// frame, the table's in the next (all 52 faces at both sizes at once made
/// a frame of 44-53 ms). Each rank's letters and each court's once is
/// enough (the browser keeps shapes by the text and its font), and no
/// face has a card's name or code, so it says nothing.
pub fn warm_faces() {
    warm(true);
}

fn warm(in_hand: bool) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Some(body), Ok(warm)) = (doc.body(), doc.create_element("div")) else {
        return;
    };
    let mut faces = String::new();
    for c in Card::deck()
        .into_iter()
        .filter(|c| c.rank > 10 || usize::from(c.rank) % 4 == c.suit.index())
    {
        let (index, pip, class) = svg::face_words(c);
        faces.push_str(&format!(
            "<div class=\"card card-face\"><span class=\"ix\">{index}</span><span class=\"{class}\">{pip}</span><span class=\"ix b\">{index}</span></div>"
        ));
    }
    if in_hand {
        faces = format!("<div class=\"fan\"><div class=\"fan-card\">{faces}</div></div>");
    }
    warm.set_inner_html(&faces);
    let _ = warm.set_attribute("class", "warm");
    let _ = warm.set_attribute("aria-hidden", "true");
    if body.append_child(&warm).is_ok() {
        super::after_frame(Box::new(move || {
            warm.remove();
            if in_hand {
                self::warm(false);
            }
        }));
    }
}

//! The screen shown while the device goes to the next player. It covers the
//! table, which meanwhile shows only what everyone may see, so nothing
//! private to anyone is in the page.

use super::lang::th;
use crate::engine::Seat;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a hand-off screen shows before the table under it is drawn:
/// past the screen's own first frames, and far less than it takes to pass
/// a device.
const SETTLES_MS: u32 = 150;

/// Draws the table (`table`, the element under the hand-off screen for
/// `seat`, shown at record length `moves`) behind the screen. The tap that
/// brings the screen up draws no table: the browser skips it (style.css).
/// Once the screen has been on show a moment, while the device changes
/// hands, `data-drawn-behind` has the table laid out and painted behind it,
/// so the tap on "ready" has only the private part to draw: a third less
/// time to the screen, at CPU 4x. Meanwhile the table's controls (a wall
/// to open, the last trick) are hidden, each alone, so they take no focus
/// unseen; the tap on "ready" shows them with the hand. (An `inert` table
/// did as much, but lifting it restyled the whole table, a frame later.)
/// The attribute is set on the element here, not rendered: Yew leaves
/// alone what it does not render, and a render to set it would cost the
/// download a hook's state and its code (about 0.5 KB gzip).
#[hook]
pub fn use_drawn_behind(table: NodeRef, moves: usize, seat: Option<Seat>) {
    use_effect_with((moves, seat), move |&(_, seat)| {
        let el = table.cast::<web_sys::Element>();
        if let Some(t) = &el {
            let _ = t.remove_attribute("data-drawn-behind");
        }
        let later = el.filter(|_| seat.is_some()).map(|t| {
            Timeout::new(SETTLES_MS, move || {
                let _ = t.set_attribute("data-drawn-behind", "");
            })
        });
        move || drop(later)
    });
}

#[derive(Properties, PartialEq)]
pub struct HandOffProps {
    pub seat: usize,
    pub name: String,
    pub on_ready: Callback<()>,
}

#[function_component(HandOff)]
pub fn hand_off(props: &HandOffProps) -> Html {
    let ready = props.on_ready.reform(|_| ());
    let button = use_node_ref();
    {
        let button = button.clone();
        // Focus (for the keyboard) after the hand-off screen is painted:
        // focusing makes the browser lay the page out there and then, which
        // put a whole layout on the tap's path to the screen.
        use_effect_with(props.seat, move |_| {
            let frame = super::after_paint(move || {
                if let Some(b) = button.cast::<web_sys::HtmlElement>() {
                    let _ = b.focus();
                }
            });
            move || drop(frame)
        });
    }
    html! {
        <section class="handoff" data-handoff={props.seat.to_string()} aria-labelledby="handoff-h">
            <svg class="handoff-art" viewBox="0 0 120 80" aria-hidden="true">
                <rect x="30" y="10" width="60" height="44" rx="5" fill="#223" stroke="#c9b48f" stroke-width="3" />
                <path d="M20 62 Q60 76 100 62" fill="none" stroke="#c9b48f" stroke-width="4" stroke-linecap="round" />
                <path d="M92 56 L100 62 L90 66" fill="none" stroke="#c9b48f" stroke-width="4" stroke-linecap="round" />
            </svg>
            <h2 id="handoff-h">{ crate::ui::text(crate::tr!("Pass the device to {name}", name = props.name)) }</h2>
            <p>{th("Everyone else, look away. Nothing private is on screen until they are ready.")}</p>
            <button ref={button} class="primary big" data-action="ready" onclick={ready}>
                { crate::ui::text(crate::tr!("I'm {name} \u{2014} show my seat", name = props.name)) }
            </button>
        </section>
    }
}

//! The screen shown while the device goes to the next player. It covers the
//! table, which meanwhile shows only what everyone may see, so nothing
//! private to anyone is in the page.

use yew::prelude::*;

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
            <h2 id="handoff-h">{ format!("Pass the device to {}", props.name) }</h2>
            <p>{"Everyone else, look away. Nothing private is on screen until they are ready."}</p>
            <button ref={button} class="primary big" data-action="ready" onclick={ready}>
                { format!("I'm {} \u{2014} show my seat", props.name) }
            </button>
        </section>
    }
}

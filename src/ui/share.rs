//! The Share panel: each kind of link as text to copy, sent with the
//! device's share sheet where the browser has one, and the one chosen drawn
//! as a QR code for a phone across the table.

use super::qr::Qr;
use crate::cls;
use crate::engine::link::LinkKind;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// A link to share and what it is for.
#[derive(Clone, Debug, PartialEq)]
pub struct ShareLink {
    pub kind: LinkKind,
    pub url: String,
}

fn title(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Setup => "Same game, fresh start",
        LinkKind::Continue => "Continue on another device",
        LinkKind::Replay => "Watch the replay",
    }
}

fn explain(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Setup => {
            "The same players, options and seed from the first move: friends at another table get the same draws for the same choices."
        }
        LinkKind::Continue => {
            "The whole game so far: it opens at this very move as a new saved game on the other device."
        }
        LinkKind::Replay => "The finished game, to step through move by move.",
    }
}

fn navigator() -> Option<web_sys::Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// Whether the browser has a share sheet (most phones and tablets do).
fn can_share() -> bool {
    navigator()
        .is_some_and(|n| js_sys::Reflect::has(&n, &JsValue::from_str("share")).unwrap_or(false))
}

/// Selects a link's whole text when its box takes focus, ready to copy.
pub fn select_all() -> Callback<FocusEvent> {
    Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<web_sys::HtmlInputElement>()
            .select();
    })
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub links: Rc<Vec<ShareLink>>,
    /// What the share sheet calls the link ("Martian Whist").
    pub game: AttrValue,
}

#[function_component(SharePanel)]
pub fn share_panel(props: &ShareProps) -> Html {
    // The QR code shows the last kind by default: the replay once the game
    // is over, else the game so far.
    let chosen = use_state(|| props.links.last().map(|l| l.kind));
    let copied = use_state(|| None::<LinkKind>);
    let sheet = can_share();
    let rows = props.links.iter().map(|l| {
        let kind = l.kind;
        let on_copy = {
            let url = l.url.clone();
            let copied = copied.clone();
            Callback::from(move |_| {
                // Copying may be refused (no permission, plain http); the
                // link stays on screen to select by hand either way.
                if let Some(n) = navigator() {
                    let _ = n.clipboard().write_text(&url);
                }
                copied.set(Some(kind));
            })
        };
        let on_send = {
            let url = l.url.clone();
            let game = props.game.clone();
            Callback::from(move |_| {
                let Some(n) = navigator() else { return };
                let data = web_sys::ShareData::new();
                data.set_title(&format!("{game}: {}", title(kind)));
                data.set_url(&url);
                // A dismissed sheet rejects the promise; nothing to do.
                let _ = n.share_with_data(&data);
            })
        };
        let on_qr = {
            let chosen = chosen.clone();
            Callback::from(move |_| chosen.set(Some(kind)))
        };
        let id = format!("share-{}", kind.as_str());
        let shown = *chosen == Some(kind);
        html! {
            <div key={kind.as_str()} class={cls!("share-row", shown.then_some("shown"))}>
                <label for={id.clone()}><strong>{ title(kind) }</strong>{" "}<span class="hint">{ explain(kind) }</span></label>
                <div class="share-line">
                    <input id={id} class="share-link" type="text" readonly=true value={l.url.clone()}
                        data-share-link={kind.as_str()} data-length={l.url.len().to_string()} onfocus={select_all()} />
                    <button class="secondary" data-action="copy" onclick={on_copy}>
                        { if *copied == Some(kind) { "Copied" } else { "Copy" } }
                    </button>
                    if sheet {
                        <button class="secondary" data-action="send" onclick={on_send}>{"Send\u{2026}"}</button>
                    }
                    <button class="secondary" data-action="show-qr" aria-pressed={shown.to_string()} onclick={on_qr}>{"QR"}</button>
                </div>
            </div>
        }
    });
    let qr = props
        .links
        .iter()
        .find(|l| Some(l.kind) == *chosen)
        .map(|l| {
            html! {
                <figure class="share-qr" data-qr-kind={l.kind.as_str()}>
                    <Qr text={AttrValue::from(l.url.clone())} label={format!("QR code: {}", title(l.kind))} />
                    <figcaption>{ format!("Scan to open: {}", title(l.kind).to_ascii_lowercase()) }</figcaption>
                </figure>
            }
        });
    html! {
        <section class="share-box" aria-label="Share this game">
            <div class="share-rows">{ for rows }</div>
            { qr.unwrap_or_default() }
        </section>
    }
}

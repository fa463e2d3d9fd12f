//! The Share dialog, over the table: each kind of link a titled row with
//! Copy (and Send, to the device's share sheet, where the browser has one),
//! the link shown short, and the one chosen drawn as a QR code for a phone
//! across the table. Closed by its button or Escape (the play screen's).

use super::lang::{t, th};
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

/// Every link the game has now: the replay only once there is a whole
/// game to watch.
pub fn links(m: &dyn super::session::Session) -> Vec<ShareLink> {
    let base = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default();
    let over = m.to_act() == crate::engine::Actor::Over;
    LinkKind::ALL
        .into_iter()
        .filter(|&k| k != LinkKind::Replay || over)
        .map(|kind| ShareLink {
            kind,
            url: format!("{base}#{}", m.link(kind)),
        })
        .collect()
}

fn title(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Setup => t("Same game, fresh start"),
        LinkKind::Continue => t("Continue on another device"),
        LinkKind::Replay => t("Watch the replay"),
    }
}

fn explain(kind: LinkKind) -> &'static str {
    match kind {
        LinkKind::Setup => {
            t("The same players and options, and the same deal: friends at another table get the same draws for the same choices.")
        }
        LinkKind::Continue => {
            t("The whole game so far: it opens at this very move as a new saved game on the other device.")
        }
        LinkKind::Replay => t("The finished game, to step through move by move."),
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
    pub on_close: Callback<()>,
}

/// A link as people read it: where it goes and the ends of its code
/// (`example.org/#m=AbCd…wxyz`); the whole link is what is copied.
fn short(url: &str) -> String {
    let bare = url.split("://").nth(1).unwrap_or(url);
    let (head, code) = bare.split_once("#m=").unwrap_or((bare, ""));
    let chars: Vec<char> = code.chars().collect();
    if chars.len() <= 12 {
        return bare.to_string();
    }
    let tail: String = chars[chars.len() - 6..].iter().collect();
    let start: String = chars[..6].iter().collect();
    format!("{head}#m={start}\u{2026}{tail}")
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
                <h3><label for={id.clone()}>{ title(kind) }</label></h3>
                <p class="hint">{ explain(kind) }</p>
                <div class="share-line">
                    // The whole link, for copying by hand and for scripts;
                    // people read the short form beside it.
                    <input id={id} class="share-link" type="text" readonly=true value={l.url.clone()} tabindex="-1"
                        data-share-link={kind.as_str()} data-length={l.url.len().to_string()} />
                    <span class="share-short" aria-hidden="true">{ short(&l.url) }</span>
                    <button class="secondary" data-action="copy" onclick={on_copy}>
                        { if *copied == Some(kind) { th("Copied") } else { th("Copy") } }
                    </button>
                    if sheet {
                        <button class="secondary" data-action="send" onclick={on_send}>{th("Send\u{2026}")}</button>
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
                    <Qr text={AttrValue::from(l.url.clone())} label={crate::tr!("QR code: {what}", what = title(l.kind))} />
                    <figcaption>{ crate::ui::text(crate::tr!("Scan to open: {what}", what = title(l.kind).to_ascii_lowercase())) }</figcaption>
                </figure>
            }
        });
    // Focus goes to the dialog as it opens and back to Share as it closes.
    use_effect_with((), |_| {
        let frame = super::after_paint(|| super::focus(".share-box [data-action=close]"));
        move || {
            drop(frame);
            super::focus("[data-action=share]");
        }
    });
    html! {
        <section class="panel share-box" role="dialog" aria-modal="true" aria-labelledby="share-h">
            <header class="panel-head">
                <h2 id="share-h">{th("Share this game")}</h2>
                <button class="secondary" data-action="close" onclick={props.on_close.reform(|_| ())}>{th("Close")}</button>
            </header>
            <div class="share-body">
                <div class="share-rows">{ for rows }</div>
                { qr.unwrap_or_default() }
            </div>
        </section>
    }
}

//! The language the app speaks: English, or French. French reaches the
//! rules pages (each game's `rules.fr.md`, fetched like the English page),
//! home, setup and every game's options, the play bar, hand-off, the five
//! tables, the hint, tips and calls, the end screen, share dialog, replay,
//! score sheets, the pieces' names, why a save or link cannot open, and
//! every game's log and refusals, the post-game review (the computers'
//! worker words its moves in the page's language: `words_text`), and the
//! notices of links, saves and rules pages that do not open. The letters
//! drawn on the pieces for colour-blind players (R, Y, G, B...) are the
//! same in both languages. The choice is kept on this device; until a
//! person makes one, the browser's language decides. A link carries no
//! language: it opens in the receiver's.
//!
//! The words themselves are English in the code; `engine::lang` gives
//! them in the language in effect. This puts a language in effect: French
//! by fetching its catalogue (`lang/fr.txt`, from `src/ui/fr.txt` and the
//! games' own), as rules pages are fetched.

use super::storage::{set_text, text};
use crate::engine::lang::{parse, set_words, translated, Words};
use std::cell::Cell;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// This device's choice, `en` or `fr`.
const KEY: &str = "mp.lang";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language chosen on this device, or else the browser's first.
    pub fn current() -> Lang {
        let chosen = text(KEY).or_else(|| web_sys::window()?.navigator().language());
        match chosen {
            Some(code) if code.starts_with("fr") => Lang::Fr,
            _ => Lang::En,
        }
    }

    /// Keeps `self` as this device's choice.
    pub fn choose(self) {
        set_text(KEY, Some(self.code()));
    }

    /// The language's code, as HTML's `lang` attribute writes it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself, for the control that picks it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Fran\u{e7}ais",
        }
    }
}

pub use crate::engine::lang::{t, tn};

thread_local! {
    /// The French catalogue once fetched: kept for the page's life, so
    /// changing language back and forth fetches and parses it once.
    static FRENCH: Cell<Option<(&'static str, &'static Words)>> = const { Cell::new(None) };
}

/// The French catalogue's words from its text, read once and kept.
fn french(text: String) -> &'static Words {
    if let Some((_, words)) = FRENCH.with(Cell::get) {
        return words;
    }
    let text = String::leak(text);
    let words: &'static Words = Vec::leak(parse(text));
    FRENCH.with(|f| f.set(Some((text, words))));
    words
}

/// The catalogue's text while French is in effect, for the computer
/// players' worker: a review words its moves there, in the page's language.
pub fn words_text() -> Option<&'static str> {
    FRENCH.with(Cell::get).filter(|_| translated()).map(|f| f.0)
}

/// In the worker: the page's language, from the text `words_text` gave
/// (`None` for English).
pub fn use_words_text(text: Option<String>) {
    set_words(text.map(french));
}

/// The language the words are given in now.
pub fn in_effect() -> Lang {
    if translated() {
        Lang::Fr
    } else {
        Lang::En
    }
}

/// Puts `lang` in effect, then calls `done`: French once its catalogue is
/// fetched (English stays if it cannot be had).
pub fn put_in_effect(lang: Lang, done: impl FnOnce() + 'static) {
    if lang == Lang::En {
        set_words(None);
        mark(lang);
        return done();
    }
    if let Some((_, words)) = FRENCH.with(Cell::get) {
        set_words(Some(words));
        mark(lang);
        return done();
    }
    let url = format!("lang/{}.txt", lang.code());
    yew::platform::spawn_local(async move {
        let text = match early_words().await {
            Some(text) => Some(text),
            None => fetch_text(&url).await,
        };
        if let Some(text) = text {
            set_words(Some(french(text)));
            mark(lang);
        }
        done();
    });
}

/// The catalogue index.html began to fetch beside the wasm for a French
/// visitor (`mpWords`), so a first visit does not wait a round trip more
/// after the wasm for it; taken once.
async fn early_words() -> Option<String> {
    let window = web_sys::window()?;
    let key = wasm_bindgen::JsValue::from_str("mpWords");
    let promise = js_sys::Reflect::get(&window, &key).ok()?;
    let _ = js_sys::Reflect::delete_property(&window, &key);
    JsFuture::from(promise.dyn_into::<js_sys::Promise>().ok()?)
        .await
        .ok()?
        .as_string()
}

/// The page says which language it is in (`<html lang>`), so screen
/// readers pronounce it and the browser hyphenates it as such.
fn mark(lang: Lang) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.set_attribute("lang", lang.code());
    }
}

/// A text file beside the app (a rules page, a catalogue), or `None` if it
/// cannot be had (offline, and not kept from an earlier visit).
pub async fn fetch_text(url: &str) -> Option<String> {
    let response = JsFuture::from(web_sys::window()?.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()
        .filter(web_sys::Response::ok)?;
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

/// `t(en)` as a text node, for a page's children.
#[inline(never)]
pub fn th(en: &'static str) -> yew::Html {
    yew::virtual_dom::VNode::VText(yew::virtual_dom::VText::new(t(en)))
}

//! The language the app speaks: English, or French. So far French reaches
//! the rules pages (each game's `rules.fr.md`, fetched like the English
//! page) and the home page; the rest of the app is still English. The
//! choice is kept on this device; until a person makes one, the browser's
//! language decides. A link carries no language: it opens in the
//! receiver's.
//!
//! The words are English in the code, and `t` and `tf` give them in the
//! language in effect: French from a catalogue (`src/ui/fr.txt`, each
//! English line followed by its French one) fetched beside the app, like
//! the rules pages, so the download every visit makes carries no French.
//! A localisation library was measured and set aside: Fluent's crates
//! (fluent-bundle 0.15) add about 55 KB gzip to the wasm, more than the
//! whole download's ceiling leaves, and every French word built in would
//! cost every English visit too. `tests/french_words.rs` checks that every
//! word the code asks for has its French.

use super::storage::{set_text, text};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::AttrValue;

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

/// (English, French) pairs, while French is in effect; `None` in English.
/// Looked through in order: a few hundred short comparisons, less code
/// than a map's.
type Words = Vec<(Box<str>, Rc<str>)>;

thread_local! {
    static WORDS: RefCell<Option<Rc<Words>>> = const { RefCell::new(None) };
}

/// The language the words are given in now.
pub fn in_effect() -> Lang {
    WORDS.with(|w| {
        if w.borrow().is_some() {
            Lang::Fr
        } else {
            Lang::En
        }
    })
}

/// `en` in the language in effect: itself in English, or where the
/// catalogue has no French for it.
pub fn t(en: &'static str) -> AttrValue {
    WORDS.with(|w| {
        let words = w.borrow();
        let found = words
            .as_ref()
            .and_then(|words| words.iter().find(|(e, _)| **e == *en))
            .map(|(_, fr)| fr.clone());
        found.map_or(AttrValue::Static(en), AttrValue::Rc)
    })
}

/// `t(en)` with each `{name}` in it replaced by its value in `args`: the
/// sentence is translated whole, so each language orders its own words.
pub fn tf(en: &'static str, args: &[(&str, &str)]) -> String {
    let mut out = t(en).to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// A count and its noun, `{n}` in `one` or `many` by the language's rule:
/// English says "0 moves", French "0 coup".
pub fn tn(n: i64, one: &'static str, many: &'static str) -> String {
    let single = match in_effect() {
        Lang::En => n.abs() == 1,
        Lang::Fr => n.abs() <= 1,
    };
    tf(if single { one } else { many }, &[("n", &n.to_string())])
}

/// Puts `lang` in effect, then calls `done`: French once its catalogue is
/// fetched (English stays if it cannot be had).
pub fn put_in_effect(lang: Lang, done: impl FnOnce() + 'static) {
    if lang == Lang::En {
        WORDS.with(|w| *w.borrow_mut() = None);
        return done();
    }
    let url = format!("lang/{}.txt", lang.code());
    yew::platform::spawn_local(async move {
        if let Some(text) = fetch_text(&url).await {
            let words = Rc::new(parse(&text));
            WORDS.with(|w| *w.borrow_mut() = Some(words));
        }
        done();
    });
}

/// A catalogue's pairs: an English line, then its French on the next line
/// after `= `; `#` lines are comments.
fn parse(text: &str) -> Words {
    let mut out = Words::new();
    let mut english: Option<&str> = None;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        match (line.strip_prefix("= "), english.take()) {
            (Some(fr), Some(en)) => {
                out.push((Box::from(en), Rc::from(fr)));
            }
            (None, _) if !line.is_empty() => english = Some(line),
            _ => {}
        }
    }
    out
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

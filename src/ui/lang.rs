//! The language the app speaks: English, or French. So far French reaches
//! the rules pages (each game's `rules.fr.md`, fetched like the English
//! page); the rest of the app is still English. The choice is kept on this
//! device; until a person makes one, the browser's language decides. A
//! link carries no language: it opens in the receiver's.

use super::storage::{set_text, text};

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

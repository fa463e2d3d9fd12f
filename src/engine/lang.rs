//! The words the app shows, in the language in effect. The English is in
//! the code; `t`, `tn` and `tr!` (a sentence with values, as `format!`)
//! give it in French while a French catalogue is in effect (each English
//! line followed by its French, fetched beside the app by `ui::lang`), so
//! the download every visit makes carries no French. Pure Rust, so the
//! games' `words.rs` word their logs through it too, and native tests read
//! the French.
//!
//! A localisation library was measured and set aside: Fluent's crates
//! (fluent-bundle 0.15) add about 55 KB gzip to the wasm, more than the
//! whole download's ceiling leaves. `tests/french_words.rs` checks that
//! every word the code asks for has its French.

use std::cell::Cell;
use std::fmt::{self, Write};

/// (English, French) pairs, looked through in order: a few hundred short
/// comparisons, less code than a map's (516 B gzip less, measured).
pub type Words = [(&'static str, &'static str)];

thread_local! {
    /// The catalogue in effect; `None` while English is.
    static WORDS: Cell<Option<&'static Words>> = const { Cell::new(None) };
}

/// Puts a catalogue in effect, or English with `None`.
pub fn set_words(words: Option<&'static Words>) {
    WORDS.with(|w| w.set(words));
}

/// Whether French (any catalogue) is in effect.
pub fn translated() -> bool {
    WORDS.with(Cell::get).is_some()
}

/// A catalogue's pairs: an English line, then its French on the next line
/// after `= `; `#` lines are comments. The text is kept for the page's
/// life (a catalogue is read once), so its words are borrowed, not copied.
pub fn parse(text: &'static str) -> Vec<(&'static str, &'static str)> {
    let mut out = Vec::new();
    let mut english: Option<&'static str> = None;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        match (line.strip_prefix("= "), english.take()) {
            (Some(fr), Some(en)) => out.push((en, fr)),
            (None, _) if !line.is_empty() => english = Some(line),
            _ => {}
        }
    }
    out
}

/// `en` in the language in effect: itself in English, or where the
/// catalogue has no French for it. Never inlined: it is called from
/// hundreds of places, each of which would carry the search. Any `&str`
/// is looked up, so a shared control (an option's label) can put the
/// words it is given in the language in effect.
#[inline(never)]
pub fn t(en: &str) -> &str {
    WORDS
        .with(Cell::get)
        .and_then(|words| words.iter().find(|(e, _)| *e == en))
        .map_or(en, |(_, fr)| fr)
}

/// Where `{name}` is among the `{name}`s of `text`, in order.
fn position(text: &str, name: &str) -> Option<usize> {
    let mut rest = text;
    let mut at = 0;
    while let Some((_, after)) = rest.split_once('{') {
        let (found, after) = after.split_once('}').unwrap_or((after, ""));
        if found == name {
            return Some(at);
        }
        at += 1;
        rest = after;
    }
    None
}

/// `t(en)` with each `{name}` in it written out from `values`, which are
/// given in the order of the English sentence's `{name}`s (a translation
/// may order them otherwise): what `tr!` calls. Values are written where
/// they go, as `format!` writes them, and passed as one pointer pair each,
/// so a sentence worded this way costs about what the `format!` it
/// replaces did (issue 32: the logs).
#[inline(never)]
pub fn fill(en: &'static str, values: &[&dyn fmt::Display]) -> String {
    let mut out = String::new();
    let mut rest = t(en);
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let (name, after) = after.split_once('}').unwrap_or((after, ""));
        // A name the English does not have (a catalogue's slip) writes
        // nothing, as a missing word would.
        if let Some(value) = position(en, name).and_then(|i| values.get(i)) {
            let _ = write!(out, "{value}");
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// A sentence in the language in effect, as `format!` with named values:
/// the English literal first, then each of its `{name}`s in the order it
/// has them, as `name = value`, or as `name` alone for a value so named in
/// the code. The literal is the catalogue's key, and `tests/french_words.rs`
/// checks the names against it.
#[macro_export]
macro_rules! tr {
    ($en:literal $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $crate::engine::lang::fill($en, &[$($crate::tr!(@value $name $(= $value)?)),*])
    };
    (@value $name:ident) => {
        &$name as &dyn ::std::fmt::Display
    };
    (@value $name:ident = $value:expr) => {
        &$value as &dyn ::std::fmt::Display
    };
}

/// An English word or sentence that is put in the language in effect
/// where it is shown, by `t` (gettext's `N_`): one `t` for a whole match of
/// them costs less code than one at each arm. `tests/french_words.rs`
/// finds its French as it does `t`'s.
#[macro_export]
macro_rules! en {
    ($en:literal) => {
        $en
    };
}

/// A count and its noun, `{n}` in `one` or `many` by the language's rule:
/// English says "0 moves", French "0 coup".
pub fn tn(n: i64, one: &'static str, many: &'static str) -> String {
    let single = n.abs() == 1 || (n == 0 && translated());
    fill(if single { one } else { many }, &[&n])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_when_in_effect() {
        let text = "# a comment\nHello {who}\n= Bonjour {who}\n\n{n} move\n= {n} coup\n{n} moves\n= {n} coups\n";
        let words: &'static Words = Vec::leak(parse(text));
        let who = "Ann";
        assert_eq!(crate::tr!("Hello {who}", who), "Hello Ann");
        assert_eq!(tn(0, "{n} move", "{n} moves"), "0 moves");
        set_words(Some(words));
        assert_eq!(crate::tr!("Hello {who}", who), "Bonjour Ann");
        assert_eq!(tn(0, "{n} move", "{n} moves"), "0 coup");
        assert_eq!(tn(2, "{n} move", "{n} moves"), "2 coups");
        assert_eq!(t("Not there"), "Not there");
        assert_eq!(crate::tr!("{n} moves", n = 2 + 1), "3 coups");
        let (a, b) = ("Ann", "Bo");
        let swapped: &'static Words = Vec::leak(parse("{a} then {b}\n= {b} after {a}\n"));
        set_words(Some(swapped));
        assert_eq!(crate::tr!("{a} then {b}", a, b), "Bo after Ann");
        set_words(None);
        assert_eq!(t("Hello {who}"), "Hello {who}");
    }
}

//! The words the app shows, in the language in effect. The English is in
//! the code; `t`, `tf` and `tn` give it in French while a French catalogue
//! is in effect (each English line followed by its French, fetched beside
//! the app by `ui::lang`), so the download every visit makes carries no
//! French. Pure Rust, so the games' `words.rs` word their logs through it
//! too, and native tests read the French.
//!
//! A localisation library was measured and set aside: Fluent's crates
//! (fluent-bundle 0.15) add about 55 KB gzip to the wasm, more than the
//! whole download's ceiling leaves. `tests/french_words.rs` checks that
//! every word the code asks for has its French.

use std::cell::Cell;

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
/// hundreds of places, each of which would carry the search.
#[inline(never)]
pub fn t(en: &'static str) -> &'static str {
    WORDS
        .with(Cell::get)
        .and_then(|words| words.iter().find(|(e, _)| *e == en))
        .map_or(en, |(_, fr)| fr)
}

/// `t(en)` with each `{name}` in it replaced by its value in `args`: the
/// sentence is translated whole, so each language orders its own words.
pub fn tf(en: &'static str, args: &[(&str, &str)]) -> String {
    let mut out = String::new();
    let mut rest = t(en);
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let (name, after) = after.split_once('}').unwrap_or((after, ""));
        match args.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => out.push_str(value),
            None => {
                out.push('{');
                out.push_str(name);
                out.push('}');
            }
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// A count and its noun, `{n}` in `one` or `many` by the language's rule:
/// English says "0 moves", French "0 coup".
pub fn tn(n: i64, one: &'static str, many: &'static str) -> String {
    let single = n.abs() == 1 || (n == 0 && translated());
    tf(if single { one } else { many }, &[("n", &n.to_string())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_when_in_effect() {
        let text = "# a comment\nHello {who}\n= Bonjour {who}\n\n{n} move\n= {n} coup\n{n} moves\n= {n} coups\n";
        let words: &'static Words = Vec::leak(parse(text));
        assert_eq!(tf("Hello {who}", &[("who", "Ann")]), "Hello Ann");
        assert_eq!(tn(0, "{n} move", "{n} moves"), "0 moves");
        set_words(Some(words));
        assert_eq!(tf("Hello {who}", &[("who", "Ann")]), "Bonjour Ann");
        assert_eq!(tn(0, "{n} move", "{n} moves"), "0 coup");
        assert_eq!(tn(2, "{n} move", "{n} moves"), "2 coups");
        assert_eq!(t("Not there"), "Not there");
        set_words(None);
        assert_eq!(t("Hello {who}"), "Hello {who}");
    }
}

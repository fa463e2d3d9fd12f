//! The words the games share: how a game's log is said (`Say`, which each
//! game's `words.rs` implements), and counts in words, so every sentence's
//! number and noun agree: "1 point", "2 points", "0 cards".

use super::lang::t;
use super::Game;
use crate::en;

/// How a game's log reads: its events in words, with the seats' names.
/// Kept apart from the rules (`Game`), which hold no sentences.
pub trait Say: Game {
    fn say(event: &Self::Event, names: &[String]) -> String;

    /// The log's lines for `mv` played on `self`, giving `after`.
    fn describe(&self, mv: &Self::Move, after: &Self, names: &[String]) -> Vec<String> {
        self.events(mv, after)
            .iter()
            .map(|e| Self::say(e, names))
            .collect()
    }
}

/// Names joined as a sentence lists them, in the language in effect:
/// "Ann", "Ann and Bo", "Ann, Bo and Cy".
pub fn list(names: &[String]) -> String {
    let mut out = String::new();
    for (i, name) in names.iter().enumerate() {
        if i + 1 == names.len() && i > 0 {
            out.push(' ');
            out.push_str(t("and"));
            out.push(' ');
        } else if i > 0 {
            out.push_str(", ");
        }
        out.push_str(name);
    }
    out
}

/// The sentence that ends a game won by `winners` (one, or tied).
pub fn won_by(winners: &[String]) -> String {
    let sentence = if winners.len() == 1 {
        en!("{who} wins the game.")
    } else {
        en!("{who} win the game.")
    };
    super::lang::fill(sentence, &[&list(winners)])
}

/// `n` followed by the noun that agrees with it.
pub fn count(n: i64, one: &str, many: &str) -> String {
    format!("{n} {}", if n.abs() == 1 { one } else { many })
}

/// Nouns a count comes before, in their plural forms.
const PLURALS: [&str; 12] = [
    "points",
    "chips",
    "cards",
    "pyramids",
    "tricks",
    "moves",
    "rounds",
    "hands",
    "decisions",
    "pieces",
    "hints",
    "euros",
];

/// Words of how the app is built, not of the games.
const JARGON: [&str; 5] = ["seed", "ruling", "rulings", "record", "records"];

/// What is wrong with a sentence a person will read, if anything: a count
/// of one before a plural ("1 points"), an amount of nothing shared out
/// ("0 chips each"), or a word of the app's making ("seed"). The random-play
/// check runs it over every log line and refusal; the browser tests over
/// the screen.
pub fn unplain(text: &str) -> Option<String> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || ",.;:!?()\"'".contains(c))
        .filter(|w| !w.is_empty())
        .collect();
    for (i, pair) in words.windows(2).enumerate() {
        let (n, noun) = (pair[0], pair[1]);
        if !PLURALS.contains(&noun) {
            continue;
        }
        if n == "1" || n == "-1" {
            return Some(format!("\"{n} {noun}\" in \"{text}\""));
        }
        if n == "0" && words.get(i + 2) == Some(&"each") {
            return Some(format!("\"0 {noun} each\" in \"{text}\""));
        }
    }
    words
        .iter()
        .find(|w| JARGON.contains(&w.to_ascii_lowercase().as_str()))
        .map(|w| format!("\"{w}\" in \"{text}\""))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_sentences() {
        let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(list(&names(&["Ann"])), "Ann");
        assert_eq!(list(&names(&["Ann", "Bo"])), "Ann and Bo");
        assert_eq!(list(&names(&["Ann", "Bo", "Cy"])), "Ann, Bo and Cy");
        assert_eq!(won_by(&names(&["Ann", "Bo"])), "Ann and Bo win the game.");
        assert_eq!(won_by(&names(&["Cy"])), "Cy wins the game.");
    }

    #[test]
    fn counts_agree() {
        assert_eq!(count(1, "point", "points"), "1 point");
        assert_eq!(count(-1, "point", "points"), "-1 point");
        assert_eq!(count(0, "point", "points"), "0 points");
        assert_eq!(count(7, "chip", "chips"), "7 chips");
    }

    #[test]
    fn unplain_sentences_are_found() {
        assert!(unplain("Ann: 1 points").is_some());
        assert!(unplain("the 1 points count against").is_some());
        assert!(unplain("tie on 0 and split the pot, 0 chips each").is_some());
        assert!(unplain("The same players, options and seed").is_some());
        assert!(unplain("(our project's ruling)").is_some());
        assert!(unplain("1 point counts against you").is_none());
        assert!(unplain("Ann takes 11 points and 1 trick").is_none());
        assert!(unplain("Seat 1 plays 10 cards").is_none());
    }
}

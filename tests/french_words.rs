//! Every word the app asks for in the language in effect (`t`, `th` and
//! `tn` of src/engine/lang.rs, and its `tr!` and `en!`, called with
//! English) has its French in a catalogue (`fr.txt` in src/ui, src/engine
//! or a game's folder), with the same `{values}` to fill in, and the
//! catalogues hold nothing the app no longer asks for. The English is read
//! from the code itself, so a new word without its French fails here.

use martian_parlour::ai::Level;
use martian_parlour::engine::lang::{parse, set_words};
use martian_parlour::engine::pieces::{Colour, Size};
use martian_parlour::engine::{Actor, Game, Match, Pcg32, Say, SeatSetup};
use martian_parlour::games;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The catalogues' (English, French) pairs, as `engine::lang::parse` reads
/// them: the shared screens' (`src/ui/fr.txt`), the shared pieces'
/// (`src/engine/fr.txt`) and each game's (`src/games/<game>/fr.txt`), which
/// `scripts/post-build` serves as one file.
fn catalogue() -> Vec<(String, String)> {
    let mut files = vec!["src/ui/fr.txt".to_string(), "src/engine/fr.txt".to_string()];
    for entry in fs::read_dir("src/games").expect("the games") {
        let path = entry.expect("a game").path().join("fr.txt");
        files.push(path.to_string_lossy().into_owned());
    }
    let mut out = Vec::new();
    for file in files {
        let Ok(text) = fs::read_to_string(&file) else {
            continue;
        };
        let mut english: Option<&str> = None;
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            match (line.strip_prefix("= "), english.take()) {
                (Some(fr), Some(en)) => out.push((en.to_string(), fr.to_string())),
                (Some(fr), None) => panic!("{file}: French with no English before it: {fr}"),
                (None, Some(en)) => panic!("{file}: no French for {en:?}"),
                (None, None) if !line.is_empty() => english = Some(line),
                _ => {}
            }
        }
        assert!(english.is_none(), "{file}: no French for its last line");
    }
    out
}

/// The Rust string literal starting at `s` (just after its opening quote),
/// unescaped, and the rest of the text after its closing quote.
fn literal(s: &str) -> (String, &str) {
    let mut out = String::new();
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return (out, &s[i + 1..]),
            '\\' => match chars.next().map(|(_, c)| c) {
                Some('n') => out.push('\n'),
                Some('u') => {
                    let hex: String = chars
                        .by_ref()
                        .map(|(_, c)| c)
                        .skip(1)
                        .take_while(|&c| c != '}')
                        .collect();
                    let code = u32::from_str_radix(&hex, 16).expect("a \\u escape");
                    out.push(char::from_u32(code).expect("a character"));
                }
                Some(c) => out.push(c),
                None => {}
            },
            c => out.push(c),
        }
    }
    panic!("an unclosed string literal");
}

/// The English literals of every `t(`, `th(`, `tn(`, `tr!(` and `en!(`
/// call in `text`.
fn asked(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let calls = [("t(", 1), ("th(", 1), ("tn(", 2), ("tr!(", 1), ("en!(", 1)];
    for (call, literals) in calls {
        for (at, _) in text.match_indices(call) {
            let before = text[..at].chars().next_back();
            // `crate::tr!(` is a macro's own path; any other `::t(` is
            // some other function of that name.
            let other =
                |c: char| c.is_alphanumeric() || c == '_' || (c == ':' && !call.ends_with("!("));
            // `lang::t(` is ours, called by its module's name.
            let ours = text[..at].ends_with("lang::");
            if before.is_some_and(other) && !ours {
                continue;
            }
            let mut rest = &text[at + call.len()..];
            if call == "tn(" {
                // The count comes first: skip to its comma.
                rest = rest.split_once(',').map_or("", |(_, r)| r);
            }
            for _ in 0..literals {
                let Some(r) = rest.trim_start().strip_prefix('"') else {
                    break;
                };
                let (english, after) = literal(r);
                out.push(english);
                rest = after.trim_start().strip_prefix(',').unwrap_or(after);
            }
        }
    }
    out
}

fn sources(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).expect("a source file");
            // A file's own tests ask for words of their own making.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            out.push(code.to_string());
        }
    }
}

/// The `{values}` a sentence fills in.
fn values(text: &str) -> BTreeSet<&str> {
    text.split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}').map(|(v, _)| v))
        .collect()
}

#[test]
fn every_word_asked_for_has_its_french() {
    let mut files = Vec::new();
    sources(Path::new("src/ui"), &mut files);
    sources(Path::new("src/games"), &mut files);
    sources(Path::new("src/engine"), &mut files);
    // The computer players' code names the review's grades.
    sources(Path::new("src/ai"), &mut files);
    let mut wanted: BTreeSet<String> = files.iter().flat_map(|f| asked(f)).collect();
    // Words the code passes through `t` from elsewhere: each game's pitch
    // on its home tile, and the computer levels' names.
    wanted.extend(games::catalogue().iter().map(|i| i.pitch.to_string()));
    wanted.extend(Level::ALL.iter().map(|l| l.id().to_string()));
    // The pieces' words (`word()`), and the card faces' letters.
    wanted.extend(Size::ALL.iter().map(|s| s.name().to_string()));
    wanted.extend(Colour::ALL.iter().map(|c| c.name().to_string()));
    wanted.extend(["clubs", "diamonds", "hearts", "spades"].map(String::from));
    wanted.extend(["J", "Q", "K"].map(String::from));
    assert!(
        wanted.len() >= 20,
        "the scan found the code's words: {wanted:?}"
    );

    let pairs = catalogue();
    let known: BTreeSet<String> = pairs.iter().map(|(en, _)| en.clone()).collect();
    // Two catalogues may both have a word (two games' "Pass"), if they
    // agree on its French: the first one found is the one shown.
    for (i, (en, fr)) in pairs.iter().enumerate() {
        let first = pairs.iter().position(|(e, _)| e == en).unwrap();
        assert_eq!(
            &pairs[first].1, fr,
            "{en:?} has two French words (entry {i})"
        );
    }
    let missing: Vec<&String> = wanted.difference(&known).collect();
    assert!(missing.is_empty(), "fr.txt has no French for {missing:?}");
    let unused: Vec<&String> = known.difference(&wanted).collect();
    assert!(
        unused.is_empty(),
        "fr.txt has French nothing asks for: {unused:?}"
    );
    for (en, fr) in &pairs {
        assert_eq!(
            values(fr),
            values(en),
            "fr.txt: {fr:?} fills in other values than {en:?}"
        );
        assert!(!fr.trim().is_empty(), "fr.txt: empty French for {en:?}");
    }
}

/// French sets `:` `;` `!` `?` and `»` off with a no-break space (and `«`
/// too), so a line the screen wraps never starts with one of them.
#[test]
fn french_spacing_does_not_break() {
    let loose: Vec<String> = catalogue()
        .into_iter()
        .map(|(_, fr)| fr)
        .filter(|fr| {
            [" :", " ;", " !", " ?", " \u{bb}", "\u{ab} "]
                .iter()
                .any(|bad| fr.contains(bad))
        })
        .collect();
    assert!(loose.is_empty(), "a breaking space in: {loose:?}");
}

/// The names given to each `tr!` after its sentence, up to its closing
/// parenthesis: each argument's leading identifier, commas inside brackets
/// and strings left alone.
fn tr_names(rest: &str) -> Vec<String> {
    let (mut depth, mut quoted, mut args, mut arg) = (0, false, Vec::new(), String::new());
    let mut chars = rest.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' if quoted => {
                chars.next();
            }
            '"' => quoted = !quoted,
            _ if quoted => {}
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth > 0 => depth -= 1,
            ')' => break,
            ',' if depth == 0 => {
                args.push(std::mem::take(&mut arg));
                continue;
            }
            _ => {}
        }
        arg.push(c);
    }
    args.push(arg);
    args.iter()
        .map(|a| {
            a.trim()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// `tr!` passes its values in the order of its English sentence's
/// `{name}`s (`engine::lang::fill`), so a value given out of that order
/// would land in another's place, in both languages: each call's names
/// must be its sentence's, in its order.
#[test]
fn tr_values_follow_their_sentence() {
    let mut files = Vec::new();
    sources(Path::new("src"), &mut files);
    let mut calls = 0;
    for text in &files {
        for (at, _) in text.match_indices("tr!(") {
            let Some(r) = text[at + 4..].trim_start().strip_prefix('"') else {
                continue;
            };
            let (english, after) = literal(r);
            let wanted: Vec<&str> = values_in_order(&english);
            let given = tr_names(after.trim_start().strip_prefix(',').unwrap_or(after));
            assert_eq!(
                given, wanted,
                "tr!({english:?}, ...) names its values out of order"
            );
            calls += 1;
        }
    }
    assert!(calls >= 20, "the scan found the tr! calls: {calls}");
}

/// The `{values}` of a sentence, in order, each once (a value may be
/// written twice, and is given once).
fn values_in_order(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for v in text
        .split('{')
        .skip(1)
        .filter_map(|s| s.split_once('}').map(|(v, _)| v))
    {
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

/// Plays `G` at random from a fixed seed and gives its log, in English and
/// then with the French catalogue in effect.
fn both_logs<G: Game + Say>(players: usize, seed: u64) -> (Vec<String>, Vec<String>) {
    let seats = (0..players)
        .map(|i| SeatSetup::human(["Ann", "Bo", "Cy", "Dee"][i % 4]))
        .collect();
    let mut m = Match::<G>::new(seats, G::Options::default(), seed).expect("a default setup");
    let mut rng = Pcg32::new(seed, 3);
    for _ in 0..3000 {
        let mv = match m.state.to_act() {
            Actor::Over => break,
            Actor::Chance => m.chance_move().expect("a chance outcome"),
            Actor::Seat(_) => {
                let legal = m.state.legal_moves();
                legal[rng.index(legal.len())].clone()
            }
        };
        assert!(m.play(mv).is_ok(), "a legal move applies");
    }
    let english = m.lines();
    let text: String = catalogue()
        .iter()
        .map(|(en, fr)| format!("{en}\n= {fr}\n"))
        .collect();
    set_words(Some(Vec::leak(parse(String::leak(text)))));
    let french = m.lines();
    set_words(None);
    (english, french)
}

/// The games' logs are worded in French when French is in effect: no line
/// of a whole game reads as it does in English (issue 32).
#[test]
fn logs_read_in_french() {
    fn check<G: Game + Say>(players: usize) {
        let mut lines = 0;
        for seed in 1..4 {
            let (english, french) = both_logs::<G>(players, seed);
            for (en, fr) in english.iter().zip(&french) {
                assert_ne!(en, fr, "{}: a log line left in English", G::INFO.id);
            }
            lines += english.len();
        }
        assert!(
            lines > 50,
            "{}: games were played ({lines} lines)",
            G::INFO.id
        );
    }
    check::<games::martian_12s::Twelves>(3);
    check::<games::martian_trickery::Trickery>(4);
    check::<games::trick_walls::TrickWalls>(4);
    check::<games::martian_mah_jongg::MahJongg>(4);
    check::<games::martian_whist::Whist>(2);
}

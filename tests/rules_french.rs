//! The French rules pages (`rules.fr.md` beside each game's `rules.md`, and
//! the coach's page) say what the English pages say: the same sections,
//! the same pictures of the same pieces in the same order, the same
//! first-time tips, each pointing at a section of its own page, and they
//! read as French, not as English left behind.

use martian_parlour::engine::picture;
use std::fs;

/// Each English page and its French page.
fn pairs() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = fs::read_dir("src/games")
        .expect("games folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.join("rules.md").exists())
        .map(|p| {
            let dir = p.display().to_string();
            (format!("{dir}/rules.md"), format!("{dir}/rules.fr.md"))
        })
        .collect();
    out.sort();
    out.push(("src/ui/coach.md".into(), "src/ui/coach.fr.md".into()));
    out
}

/// The machine-read part of each picture: the pieces it draws.
fn pictures(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.trim_start().starts_with("!["))
        .map(|l| l.rsplit_once("](").map_or("", |(_, spec)| spec).to_string())
        .collect()
}

/// The heading marks of a page in order (`##`, `###`), its outline.
fn outline(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.starts_with('#'))
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect()
}

/// How often each of `words` stands alone in `text`.
fn count(text: &str, words: &[&str]) -> usize {
    text.split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| words.contains(&w.to_lowercase().as_str()))
        .count()
}

#[test]
fn french_pages_say_what_the_english_pages_say() {
    let pairs = pairs();
    assert_eq!(pairs.len(), 6, "five games and the coach's page");
    for (en_path, fr_path) in pairs {
        let en = fs::read_to_string(&en_path).expect("the English page");
        let fr = fs::read_to_string(&fr_path).unwrap_or_else(|_| panic!("{fr_path} is missing"));
        assert_eq!(
            outline(&fr),
            outline(&en),
            "{fr_path}: the same sections as {en_path}"
        );
        assert_eq!(
            pictures(&fr),
            pictures(&en),
            "{fr_path}: the same pictures as {en_path}"
        );
        for line in fr.lines().filter(|l| l.trim_start().starts_with("![")) {
            let (caption, _) =
                picture::parse(line).unwrap_or_else(|| panic!("{fr_path}: {line}: not pieces"));
            assert!(
                caption.len() > 10,
                "{fr_path}: {line}: a caption says what it shows"
            );
        }
        let tips = |text: &str| -> Vec<String> {
            text.lines()
                .filter_map(|l| l.strip_prefix("% "))
                .map(|l| l.split(" | ").next().unwrap_or("").to_string())
                .collect()
        };
        assert_eq!(
            tips(&fr),
            tips(&en),
            "{fr_path}: a tip for each of the same decisions"
        );
        for line in fr.lines().filter_map(|l| l.strip_prefix("% ")) {
            let parts: Vec<&str> = line.splitn(3, " | ").collect();
            let [phase, section, words] = parts[..] else {
                panic!("{fr_path}: {line}: not `% phase | section | words`");
            };
            assert!(
                fr.lines().any(|l| l == format!("## {section}")),
                "{fr_path}: the tip for {phase} points to no section {section:?}"
            );
            assert!(
                words.ends_with('.') && words.chars().count() <= 200,
                "{fr_path}: the tip for {phase} is one short sentence or two: {words:?}"
            );
        }
        // English left behind would bring its commonest words with it.
        let english = count(&fr, &["the", "and", "you", "your", "with", "is"]);
        let french = count(&fr, &["le", "la", "les", "vous", "de", "et", "est"]);
        assert!(
            english * 50 <= french,
            "{fr_path}: reads as English ({english} common English words, {french} French)"
        );
    }
}

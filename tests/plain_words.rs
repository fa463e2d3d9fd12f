//! The rules pages and the coach's page read as plain English for players:
//! numbers agree with their nouns and no word of how the app is built
//! ("seed", "ruling") appears. The same check runs over every log line and
//! refusal in the random-play check, and over the screen in the browser
//! tests (tests/e2e/fit.test.js).

use martian_parlour::engine::picture;
use martian_parlour::engine::words::unplain;
use std::fs;
use std::path::PathBuf;

fn rules_pages() -> Vec<PathBuf> {
    fs::read_dir("src/games")
        .expect("games folder")
        .map(|e| e.expect("entry").path().join("rules.md"))
        .filter(|p| p.exists())
        .collect()
}

/// Each game's rules page shows at least three pictures drawn with its
/// own pieces (the pieces, a turn, a scoring), each of real pieces and
/// with a caption that reads plainly.
#[test]
fn rules_pages_have_pictures_of_real_pieces() {
    let pages = rules_pages();
    assert_eq!(pages.len(), 5, "five games");
    for page in pages {
        let text = fs::read_to_string(&page).expect("a rules page");
        let mut pictures = 0;
        for line in text.lines().filter(|l| l.trim_start().starts_with("![")) {
            let Some((caption, drawn)) = picture::parse(line) else {
                let spec = line.split("](").nth(1).unwrap_or("").trim_end_matches(')');
                let bad: Vec<&str> = spec
                    .split_whitespace()
                    .filter(|t| picture::token(t).is_none())
                    .collect();
                panic!("{}: {line}: not pieces: {bad:?}", page.display());
            };
            {
                assert!(
                    drawn.iter().any(|d| !matches!(d, picture::Drawn::Text(_))),
                    "{}: {line}: no piece drawn (a sum alone is a sentence)",
                    page.display()
                );
                assert!(
                    caption.len() > 10,
                    "{}: {line}: say what it shows",
                    page.display()
                );
                assert_eq!(unplain(caption), None, "{}", page.display());
                pictures += 1;
            }
        }
        assert!(pictures >= 3, "{}: {pictures} pictures", page.display());
    }
}

#[test]
fn rules_pages_read_plainly() {
    let mut pages = rules_pages();
    pages.push("src/ui/coach.md".into());
    assert!(pages.len() >= 6, "five games' pages and the coach's");
    for page in pages {
        let text = fs::read_to_string(&page).expect("a rules page");
        // Paragraph by paragraph: a sentence may run over several lines.
        for para in text.split("\n\n") {
            let para = para.replace('\n', " ");
            assert_eq!(unplain(&para), None, "{}", page.display());
        }
    }
}

#[test]
fn the_check_finds_what_it_should() {
    assert!(unplain("The same players, options and seed").is_some());
    assert!(unplain("the 1 points count against").is_some());
    assert!(unplain("1 point counts against you").is_none());
}

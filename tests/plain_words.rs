//! The rules pages and the coach's page read as plain English for players:
//! numbers agree with their nouns and no word of how the app is built
//! ("seed", "ruling") appears. The same check runs over every log line and
//! refusal in the random-play check, and over the screen in the browser
//! tests (tests/e2e/fit.test.js).

use martian_parlour::engine::words::unplain;
use std::fs;

#[test]
fn rules_pages_read_plainly() {
    let mut pages: Vec<_> = fs::read_dir("src/games")
        .expect("games folder")
        .map(|e| e.expect("entry").path().join("rules.md"))
        .filter(|p| p.exists())
        .collect();
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

//! First-time tips (src/ui/tips.rs) live in each game's rules text, as
//! lines the rules page skips: `% <phase> | <section heading> | <words>`.
//! Every kind of decision a person makes in a game has its tip, every tip
//! names such a decision and a section of that page, and reads plainly.

use martian_parlour::engine::check::{self, Checked};
use martian_parlour::engine::words::unplain;
use martian_parlour::engine::Actor;
use martian_parlour::games::martian_12s::Twelves;
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;
use std::collections::BTreeSet;

/// The phases in which a seat decides, over random games: the kinds of
/// decision a person can meet.
fn decisions<G: Checked>() -> BTreeSet<&'static str> {
    let mut seen = BTreeSet::new();
    for game in 0..20 {
        check::seeded_game::<G>((7_000 + game, 70), 20_000, |state, _, rng| {
            if let Actor::Seat(_) = state.to_act() {
                if state.legal_moves().len() > 1 {
                    seen.insert(state.phase());
                }
            }
            check::random_move(state, rng)
        });
    }
    seen
}

fn check_tips<G: Checked>(folder: &str) {
    let path = format!("src/games/{folder}/rules.md");
    let text = std::fs::read_to_string(&path).expect("a rules page");
    let mut tipped = BTreeSet::new();
    for line in text.lines().filter(|l| l.starts_with("% ")) {
        let parts: Vec<&str> = line[2..].splitn(3, " | ").collect();
        let [phase, section, words] = parts[..] else {
            panic!("{path}: {line}: not `% phase | section | words`");
        };
        assert!(
            text.lines().any(|l| l == format!("## {section}")),
            "{path}: the tip for {phase} points to no section {section:?}"
        );
        assert!(
            words.ends_with('.') && words.len() <= 160,
            "{path}: the tip for {phase} is one short sentence or two: {words:?}"
        );
        assert_eq!(unplain(words), None, "{path}: {words}");
        assert!(tipped.insert(phase), "{path}: two tips for {phase}");
    }
    let decided = decisions::<G>();
    let missing: Vec<_> = decided.difference(&tipped).collect();
    let stray: Vec<_> = tipped.iter().filter(|p| !decided.contains(*p)).collect();
    assert!(missing.is_empty(), "{path}: no tip for {missing:?}");
    assert!(stray.is_empty(), "{path}: tips for no decision: {stray:?}");
}

#[test]
fn every_kind_of_decision_has_one_plain_tip() {
    check_tips::<Twelves>("martian_12s");
    check_tips::<Trickery>("martian_trickery");
    check_tips::<Whist>("martian_whist");
    check_tips::<MahJongg>("martian_mah_jongg");
    check_tips::<TrickWalls>("trick_walls");
}

//! The generic random-play check (src/engine/check.rs), one line per game.

use martian_parlour::engine::check::random_play;
use martian_parlour::games::martian_12s::Twelves;

#[test]
fn martian_12s_random_play() {
    let cov = random_play::<Twelves>(3_000, 12);
    println!("martian-12s: {cov:?}");
    assert!(
        cov.illegal_tried > 0
            && cov.chance_events > 0
            && cov.casual_moves > 0
            && cov.strong_moves > 0
    );
}

#[test]
fn martian_trickery_random_play() {
    let cov = random_play::<martian_parlour::games::martian_trickery::Trickery>(1_500, 3);
    println!("martian-trickery: {cov:?}");
    assert!(
        cov.illegal_tried > 0
            && cov.chance_events > 0
            && cov.casual_moves > 0
            && cov.strong_moves > 0
    );
}

/// Every phase is reached, both draft methods included.
#[test]
fn martian_whist_random_play() {
    let cov = random_play::<martian_parlour::games::martian_whist::Whist>(600, 7);
    println!("martian-whist: {cov:?}");
    assert!(
        cov.illegal_tried > 0
            && cov.chance_events > 0
            && cov.casual_moves > 0
            && cov.strong_moves > 0
    );
    for phase in ["draft", "give", "lead", "follow", "keep", "over"] {
        assert!(cov.phases.contains(&phase), "never reached {phase}");
    }
}

/// Every player count and option, the Long Run's swap included.
#[test]
fn trick_walls_random_play() {
    let cov = random_play::<martian_parlour::games::trick_walls::TrickWalls>(400, 8);
    println!("trick-walls: {cov:?}");
    assert!(
        cov.illegal_tried > 0
            && cov.chance_events > 0
            && cov.casual_moves > 0
            && cov.strong_moves > 0
    );
    for phase in ["swap", "play", "over"] {
        assert!(cov.phases.contains(&phase), "never reached {phase}");
    }
}

/// Every player count and option: covers, calls, larges and dead hands.
#[test]
fn mah_jongg_random_play() {
    let cov = random_play::<martian_parlour::games::martian_mah_jongg::MahJongg>(60, 9);
    println!("mah-jongg: {cov:?}");
    assert!(
        cov.illegal_tried > 0
            && cov.chance_events > 0
            && cov.casual_moves > 0
            && cov.strong_moves > 0
    );
    for phase in [
        "roll-off", "piles", "roll", "cover", "peek", "large", "act", "calls", "over",
    ] {
        assert!(cov.phases.contains(&phase), "never reached {phase}");
    }
}

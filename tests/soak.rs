//! A slice of the soak run (`cargo run --release --example soak`, issue
//! 34): a few seeded games of every game through the random-play check on
//! every core, and fuzzed links and saves, with how failures are reported.

use martian_parlour::engine::check::soak;
use martian_parlour::engine::Game;
use martian_parlour::for_each_game;
use martian_parlour::games::{fuzz_links_chunk, fuzz_saves_chunk, FUZZ_CHUNK};

#[test]
fn a_slice_of_the_soak_plays_every_game_and_fuzzes_links_and_saves() {
    let threads = soak::cores();
    let mut ran = Vec::new();
    macro_rules! run {
        ($($g:ty),*) => { $(
            let r = soak::games::<$g>(6, 34, threads);
            println!("{}: {:.1} games/s, {:?}", r.game, r.games_per_second(), r.coverage);
            assert!(r.failures.is_empty(), "{}", r.failures[0]);
            assert_eq!(r.coverage.games, 6);
            ran.push(<$g as Game>::INFO.id);
        )* };
    }
    for_each_game!(run);
    assert_eq!(ran.len(), 5);
    for (what, chunk) in [
        ("links", fuzz_links_chunk as soak::FuzzChunk),
        ("saves", fuzz_saves_chunk),
    ] {
        let r = soak::fuzz(what, 1_000, 34, threads, FUZZ_CHUNK, chunk);
        println!("{what}: {} inputs, {} opened", r.inputs, r.opened);
        assert!(r.failures.is_empty(), "{}", r.failures[0]);
        assert_eq!(r.inputs, 1_000);
        // Undamaged copies open; most damaged ones do not.
        assert!(
            r.opened > 20 && r.opened < 900,
            "{what}: {} opened",
            r.opened
        );
    }
}

/// A failing chunk is reported with the seed that replays it alone, and
/// the rest of the run goes on.
#[test]
fn a_failure_names_what_reproduces_it_and_the_run_goes_on() {
    fn fails_on_odd(seed: u64, n: usize) -> usize {
        assert!(seed.is_multiple_of(2), "odd seed {seed}");
        n
    }
    let r = soak::fuzz("odd", 100, 7, 2, 10, fails_on_odd);
    assert_eq!(r.inputs, 100, "every chunk was fed");
    assert!(!r.failures.is_empty());
    for f in &r.failures {
        assert_eq!(f.what, "odd");
        assert_eq!(f.seed % 2, 1);
        assert!(f.message.contains(&format!("odd seed {}", f.seed)));
        assert!(std::panic::catch_unwind(|| fails_on_odd(f.seed, 10)).is_err());
    }
    assert_eq!(r.opened, 10 * (10 - r.failures.len()));
}

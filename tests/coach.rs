//! The coach's hints (src/ai/coach.rs), for every game: a hint never
//! depends on what the seat asking cannot see. Two true states that seat
//! cannot tell apart (the same view: everything hidden from it dealt again,
//! `Checked::redeal_hidden`) give the same hint for the same seed.

use martian_parlour::ai::coach::{self, Hint};
use martian_parlour::engine::check::{self, Checked};
use martian_parlour::engine::Game;
use martian_parlour::games::martian_12s::Twelves;
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;

/// Iterations of each hint: enough for the root's moves to be tried and
/// their chances to differ, few enough to check many positions.
const ITERATIONS: u32 = 150;

/// Plays `games` random games; at about one decision in `every`, asks for
/// the hint of the seat to act in the true state and in a redealt one.
/// Returns how many positions were compared and in how many the two true
/// states differed.
fn same_hint_for_same_view<G: Checked>(games: u64, every: u32) -> (usize, usize) {
    let (mut compared, mut differed) = (0, 0);
    for game in 0..games {
        check::seeded_game::<G>((3_000 + game, 30), 20_000, |state, seat, rng| {
            if rng.below(every) == 0 {
                let other = state.redeal_hidden(seat, rng);
                assert!(
                    other.view(Some(seat)) == state.view(Some(seat)),
                    "a redeal shows seat {seat} something new"
                );
                let seed = rng.next_u64();
                let a: Hint<G::Move> = coach::hint(state, seat, seed, ITERATIONS).expect("a hint");
                let b = coach::hint(&other, seat, seed, ITERATIONS).expect("a hint");
                assert_eq!(a, b, "{}: the hint depends on hidden things", G::INFO.id);
                assert!(state.legal_moves().contains(&a.best), "a legal hint");
                assert!((0.0..=1.0).contains(&a.chance), "a chance: {a:?}");
                assert!(a.alternative.is_none_or(|c| (0.0..=1.0).contains(&c)));
                compared += 1;
                differed += usize::from(other != *state);
            }
            check::random_move(state, rng)
        })
        .expect("a random setup starts");
    }
    (compared, differed)
}

/// Where seats hold secrets, the check must have compared true states that
/// really differed, or it proves nothing.
fn check<G: Checked>(games: u64, every: u32) {
    let (compared, differed) = same_hint_for_same_view::<G>(games, every);
    println!(
        "{}: {compared} positions, {differed} with other hidden things",
        G::INFO.id
    );
    assert!(compared >= 10, "too few positions compared");
    if G::HAS_PRIVATE {
        assert!(differed * 2 >= compared, "the redeals rarely differed");
    }
}

#[test]
fn martian_12s_hints_read_only_the_view() {
    check::<Twelves>(4, 8);
}

#[test]
fn martian_trickery_hints_read_only_the_view() {
    check::<Trickery>(2, 12);
}

#[test]
fn martian_whist_hints_read_only_the_view() {
    check::<Whist>(2, 10);
}

#[test]
fn martian_mah_jongg_hints_read_only_the_view() {
    check::<MahJongg>(2, 40);
}

#[test]
fn trick_walls_hints_read_only_the_view() {
    check::<TrickWalls>(2, 12);
}

/// A forced move (following suit with a lone card) still gets a chance.
#[test]
fn a_lone_move_is_weighed_too() {
    let mut met = false;
    check::seeded_game::<Whist>((7, 7), 5_000, |state, seat, rng| {
        let legal = state.legal_moves();
        if legal.len() == 1 && !met {
            let h = coach::hint(state, seat, 5, 50).expect("a hint");
            assert_eq!(h.best, legal[0]);
            assert_eq!(h.alternative, None);
            assert!(h.iterations == 50 && (0.0..=1.0).contains(&h.chance));
            met = true;
        }
        check::random_move(state, rng)
    })
    .expect("a setup");
    assert!(met, "no lone move met");
}

/// The hints each seat used, and hints off, are kept in the save; saves
/// without them (all made before) open as before; a rematch keeps hints
/// on or off and starts the count again.
#[test]
fn the_coach_lives_in_the_record() {
    use martian_parlour::ai::Level;
    use martian_parlour::engine::codec::{self, decode_save, encode_save, to_raw};
    use martian_parlour::engine::{Match, SeatSetup};
    let seats = vec![
        SeatSetup::human("a"),
        SeatSetup::computer("b", Level::Strong),
    ];
    let mut m = Match::<Twelves>::new(seats, Default::default(), 5).expect("a setup");
    let plain = encode_save(&to_raw(&m.record));
    assert!(
        !plain.contains("coach"),
        "a new table's save is as before: {plain}"
    );
    let opened = codec::open::<Twelves>(decode_save(&plain).expect("a save")).expect("opens");
    assert!(!opened.record.coach.off && opened.record.coach.used_by(0) == 0);

    m.record.coach.off = true;
    m.record.coach.count(1);
    m.record.coach.count(1);
    let text = encode_save(&to_raw(&m.record));
    let back = codec::open::<Twelves>(decode_save(&text).expect("a save")).expect("opens");
    assert_eq!(back.record.coach, m.record.coach);
    assert_eq!(
        (back.record.coach.used_by(0), back.record.coach.used_by(1)),
        (0, 2)
    );
    let again = back.rematch(9).expect("a rematch");
    assert!(again.record.coach.off && again.record.coach.used_by(1) == 0);
}

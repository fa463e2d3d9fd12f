//! The review of a finished game (src/ai/review.rs), for every game: which
//! decisions it grades, the words it shows for a move, and grades that
//! mean what they say (the best move found is graded best; a grade reads
//! only its maker's view).

use martian_parlour::ai::review::{self, Grade};
use martian_parlour::ai::{casual, coach, Knowledge, Level};
use martian_parlour::engine::check::{random_move, seeded_game, Checked};
use martian_parlour::engine::{Actor, Match, SeatSetup};
use martian_parlour::games::martian_12s::{self, Twelves};
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;

/// A finished match: seat 0 a person (her moves the Casual player's), the
/// others Casual computers.
fn finished<G: Knowledge>(players: usize, options: G::Options, seed: u64) -> Match<G> {
    let mut seats = vec![SeatSetup::human("Ana")];
    seats.extend((1..players).map(|i| SeatSetup::computer(&format!("Bot {i}"), Level::Casual)));
    let mut m: Match<G> = Match::new(seats, options, seed).expect("a valid setup");
    for turn in 0..100_000u64 {
        let mv = match m.state.to_act() {
            Actor::Over => return m,
            Actor::Chance => m.chance_move().expect("a chance move"),
            Actor::Seat(seat) => {
                casual::<G>(&m.state.view(Some(seat)), seed ^ turn).expect("a move")
            }
        };
        m.play(mv).expect("a legal move");
    }
    panic!("the game did not end");
}

/// The plan holds every decision of the person among several moves, and
/// nothing else; the best move found is graded best.
fn check<G: Knowledge>(players: usize, options: G::Options) {
    let m = finished::<G>(players, options, 30);
    let plan = review::plan(&m);
    assert!(!plan.is_empty(), "the person made decisions");
    let mut replay: Match<G> = Match::new(
        m.record.seats.clone(),
        m.record.options.clone(),
        m.record.seed,
    )
    .unwrap();
    let mut expected = Vec::new();
    for (i, mv) in m.record.moves.iter().enumerate() {
        if replay.state.to_act() == Actor::Seat(0)
            && replay.state.legal_moves().len() > 1
            && replay.state.considered(mv)
        {
            expected.push((i, 0));
        }
        replay.play(mv.clone()).unwrap();
    }
    assert_eq!(plan, expected, "the plan is the person's real decisions");
    // The best move a hint finds, graded with the same seed, is the best.
    let (at, seat) = plan[plan.len() / 2];
    let mut record = m.record.clone();
    record.moves.truncate(at);
    let before = Match::<G>::from_record(record).unwrap();
    let hint = coach::hint(&before.state, seat, 7, 200).unwrap();
    let graded = review::grade(&before.state, seat, hint.best.clone(), 7, 200).unwrap();
    assert_eq!(graded.grade, Grade::Best);
    assert_eq!(graded.loss, 0.0);
    assert!(
        review::grader(&m, at).is_some(),
        "the review's own grading starts"
    );
}

#[test]
fn martian_12s_review() {
    let options = martian_12s::Options {
        rounds: 2,
        ..Default::default()
    };
    check::<Twelves>(3, options);
}

#[test]
fn martian_trickery_review() {
    check::<Trickery>(3, Default::default());
}

#[test]
fn martian_whist_review() {
    check::<Whist>(2, Default::default());
}

#[test]
fn martian_mah_jongg_review() {
    check::<MahJongg>(3, Default::default());
}

#[test]
fn trick_walls_review() {
    check::<TrickWalls>(4, Default::default());
}

/// A grade reads only its maker's view: two true states that seat cannot
/// tell apart grade the same move the same, for the same seed.
fn same_grade_for_same_view<G: Checked>(games: u64) -> usize {
    let mut compared = 0;
    for game in 0..games {
        seeded_game::<G>((4_000 + game, 30), 20_000, |state, seat, rng| {
            let mv = random_move(state, rng);
            if rng.below(12) == 0 && review::gradable(state, &mv) {
                let other = state.redeal_hidden(seat, rng);
                let seed = rng.next_u64();
                let a = review::grade(state, seat, mv.clone(), seed, 60).unwrap();
                let b = review::grade(&other, seat, mv.clone(), seed, 60).unwrap();
                assert_eq!(a, b, "seat {seat}'s grade read something it cannot see");
                compared += 1;
            }
            mv
        })
        .expect("a random setup starts");
    }
    compared
}

#[test]
fn grades_read_only_the_view() {
    assert!(same_grade_for_same_view::<Twelves>(2) > 0);
    assert!(same_grade_for_same_view::<Trickery>(2) > 0);
    assert!(same_grade_for_same_view::<Whist>(2) > 0);
    assert!(same_grade_for_same_view::<MahJongg>(1) > 0);
    assert!(same_grade_for_same_view::<TrickWalls>(1) > 0);
}

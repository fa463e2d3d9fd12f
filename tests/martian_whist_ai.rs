//! Martian Whist's computer players: Casual's rule of thumb is legal and
//! sensible, and Strong (the generic search with Whist's knowledge) beats it
//! more often than not. The full benchmark (1,000+ games) is for
//! `examples/strength.rs`; this is a quick check in the dev profile.

use martian_parlour::ai::{self, Knowledge, Player};
use martian_parlour::engine::check::duel;
use martian_parlour::engine::pieces::{Colour::*, Pyramid, Size::*};
use martian_parlour::engine::{Game, Pcg32};
use martian_parlour::games::martian_whist::engine::{Draft, Keeping, Tree};
use martian_parlour::games::martian_whist::{Move, Options, Whist};

fn options(i: u64) -> Options {
    Options {
        draft: Draft::ALL[(i % 2) as usize],
        keeping: Keeping::ALL[(i / 2 % 2) as usize],
    }
}

#[test]
fn strong_beats_casual_more_often_than_not() {
    let games = std::env::var("WHIST_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(24u64);
    let iterations = std::env::var("WHIST_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300u32);
    let strong = Player::strong().with_budget(iterations, 0);
    let casual = Player::casual();
    let (mut won, mut drawn) = (0.0, 0);
    let start = std::time::Instant::now();
    let mut think = std::time::Duration::ZERO;
    let mut decisions = 0;
    for i in 0..games {
        // Seats alternate: Strong is seat 0 in even games.
        let strong_seat = (i % 2) as usize;
        let g = Whist::new(2, &options(i / 2), i).unwrap();
        let mut rng = Pcg32::new(i / 2, 17);
        let (end, spent) = duel(g, &mut rng, |view, seat, seed| {
            let p = if seat == strong_seat {
                &strong
            } else {
                &casual
            };
            ai::decide::<Whist>(p, view, seed).expect("a decision")
        });
        think += spent[strong_seat].total;
        decisions += spent[strong_seat].decisions;
        let out = end.outcome().unwrap();
        if out.places[strong_seat] == 0 {
            if out.places[1 - strong_seat] == 0 {
                drawn += 1;
                won += 0.5;
            } else {
                won += 1.0;
            }
        }
    }
    println!(
        "Strong ({iterations} iterations) v Casual: {won} of {games} ({drawn} draws), \
         {:?} a Strong decision, {:?} in all",
        think / decisions.max(1),
        start.elapsed()
    );
    assert!(won > games as f64 / 2.0, "Strong won only {won} of {games}");
}

#[test]
fn casual_follows_with_the_cheapest_winner_and_never_steps_back() {
    let mut g = Whist::new(2, &Options::default(), 1).unwrap();
    let row = [
        Purple, Yellow, Purple, Green, Red, Green, Red, Blue, Yellow, Blue,
    ]
    .map(Tree::solid)
    .to_vec();
    g.apply(&Move::Draw(row)).unwrap();
    g.apply(&Move::Roll(None)).unwrap();
    g.apply(&Move::First(0)).unwrap();
    for i in 0..10 {
        g.apply(&Move::TakeTree(i)).unwrap();
    }
    // Seat 1 leads a solid blue; seat 0 (purple, red, yellow) wins it with
    // its weakest solid, the yellow.
    for c in [Blue; 3].iter().zip([Large, Medium, Small]) {
        g.apply(&Move::Place(Pyramid::new(*c.0, c.1))).unwrap();
    }
    g.apply(&Move::Play).unwrap();
    let mut rng = ai::ai_rng(1);
    let mut placed = Vec::new();
    while g.next_size().is_some() {
        let mv = g.casual_move(0, &mut rng);
        assert!(g.legal_moves().contains(&mv) && mv != Move::Back, "{mv:?}");
        placed.push(mv.clone());
        g.apply(&mv).unwrap();
    }
    assert_eq!(
        placed,
        [Large, Medium, Small]
            .map(|s| Move::Place(Pyramid::new(Yellow, s)))
            .to_vec()
    );
    assert!(!g.considered(&Move::Back));
}

/// Every tree reachable by placing pieces one at a time, as the moves allow,
/// in the order the moves are offered.
fn trees_by_moves(g: &Whist, out: &mut Vec<Tree>) {
    match g.next_size() {
        None => out.extend(g.built()),
        Some(size) => {
            for c in g.placeable() {
                let mut next = g.clone();
                next.apply(&Move::Place(Pyramid::new(c, size))).unwrap();
                trees_by_moves(&next, out);
            }
        }
    }
}

/// The computer players work out the trees they may build from the stash
/// counts; that must be exactly the trees the moves allow, in their order
/// (Casual breaks ties by it), at every building step of many games.
#[test]
fn completions_are_the_trees_the_moves_allow() {
    use martian_parlour::ai::AiRng;
    use martian_parlour::games::martian_whist::ai::completions;
    let mut checked = 0;
    for seed in 0..200u64 {
        let mut g = Whist::new(2, &options(seed), seed).unwrap();
        let mut rng = Pcg32::new(seed, 5);
        let mut ai_rng: AiRng = ai::ai_rng(seed);
        while g.outcome().is_none() {
            let mv = match g.to_act() {
                martian_parlour::engine::Actor::Chance => g.sample_chance(&mut rng),
                _ => {
                    if g.next_size().is_some() && g.placeable().len() + g.building().len() > 0 {
                        let mut want = Vec::new();
                        trees_by_moves(&g, &mut want);
                        if !want.is_empty() {
                            assert_eq!(completions(&g), want, "seed {seed}: {g:?}");
                            checked += 1;
                        }
                    }
                    ai::random_move(&g, &mut ai_rng)
                }
            };
            g.apply(&mv).unwrap();
        }
    }
    assert!(checked > 2_000, "only {checked} positions checked");
}

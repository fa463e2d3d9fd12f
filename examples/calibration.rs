//! Whether the coach's chances mean what they say (issue 30): seeded games
//! of Strong players (every seat a hint's search from its own view, playing
//! the move the hint names), each decision's predicted chance of winning
//! the game after the chosen move set against how the game ended for that
//! seat (its share of the win; partners win as a team). Prints, per game, a
//! calibration table (predictions binned by tenths: how many, their mean,
//! the share that came true) and the Brier score, beside the Brier score of
//! always saying an even share (1 / teams).
//!
//!     cargo run --release --example calibration -- [GAMES] [ITERATIONS] [GAME...]
//!     cargo run --release --example calibration -- grades [GAMES] [ITERATIONS] [GAME...]
//!
//! With `grades`, it grades instead the Strong player's own moves as a
//! review grades a person's (`ai::review`, another seed than the move's
//! own search, `ITERATIONS` for each of the review's two searches), and
//! prints how many came out in each grade: nearly all should be best or
//! good, and the mistakes and blunders among them are false ones.
//!
//! GAMES seeded games per game (default 20), ITERATIONS each decision's
//! search (default 1000, below Strong's in the browser, so the run stays
//! short), GAME any of `12s`, `trickery`, `whist`, `mahjongg`, `walls`
//! (default all). Setups are the random-play check's random setups
//! (`Checked::random_setup`), so player counts and options vary; a game
//! still open after `MAX_MOVES` (12s with no round limit) is left out.
//! Seeds are fixed: the tables repeat.

use martian_parlour::ai::review::{self, Grade};
use martian_parlour::ai::{coach, win_share};
use martian_parlour::engine::check::{self, Checked};
use martian_parlour::engine::Pcg32;
use martian_parlour::games::martian_12s::Twelves;
use martian_parlour::games::martian_mah_jongg::MahJongg;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;
use martian_parlour::games::trick_walls::TrickWalls;

/// Moves after which a game is left out as one that does not end.
const MAX_MOVES: usize = 1_500;

/// One prediction: the chance said, what came of it, and the even share.
struct Said {
    chance: f64,
    came: f64,
    even: f64,
}

/// One seeded game of `G` (random-play setup from `seed`), every seat
/// playing the move a hint's search names; `each` sees every decision
/// with its hint, and may draw from the game's generator. The game at its
/// end, or `None` if it did not start or end within `MAX_MOVES` (12s with
/// no round limit ends only when the table says so, which a computer
/// never does: such games are left out).
fn strong_game<G: Checked>(
    seed: (u64, u64),
    iterations: u32,
    mut each: impl FnMut(&G, usize, &coach::Hint<G::Move>, &mut Pcg32),
) -> Option<G> {
    check::seeded_game::<G>(seed, MAX_MOVES, |state, seat, rng| {
        let hint = coach::hint(state, seat, rng.next_u64(), iterations)
            .expect("a hint for the seat to act");
        each(state, seat, &hint, rng);
        hint.best
    })
    .filter(|g| g.outcome().is_some())
}

/// Plays `games` seeded games of `G` with hints at every decision.
fn play<G: Checked>(games: u64, iterations: u32) -> Vec<Said> {
    let mut out = Vec::new();
    for game in 0..games {
        let mut said: Vec<(usize, f64)> = Vec::new();
        let ended = strong_game::<G>((30_000 + game, 30), iterations, |_, seat, hint, _| {
            said.push((seat, hint.chance))
        });
        let Some(result) = ended.and_then(|g| g.outcome()) else {
            continue;
        };
        let teams = result.team_seats().len().max(1);
        out.extend(said.into_iter().map(|(seat, chance)| Said {
            chance,
            came: win_share(&result, seat),
            even: 1.0 / teams as f64,
        }));
    }
    out
}

fn report(name: &str, said: &[Said]) {
    let n = said.len().max(1) as f64;
    let brier = said
        .iter()
        .map(|s| (s.chance - s.came).powi(2))
        .sum::<f64>()
        / n;
    let even = said.iter().map(|s| (s.even - s.came).powi(2)).sum::<f64>() / n;
    println!("\n{name}: {} decisions", said.len());
    println!("  predicted   count   mean said   came true");
    for bin in 0..10 {
        let lo = f64::from(bin) / 10.0;
        let hi = lo + 0.1;
        let in_bin: Vec<&Said> = said
            .iter()
            .filter(|s| s.chance >= lo && (s.chance < hi || (bin == 9 && s.chance <= 1.0)))
            .collect();
        if in_bin.is_empty() {
            continue;
        }
        let k = in_bin.len() as f64;
        let mean = in_bin.iter().map(|s| s.chance).sum::<f64>() / k;
        let came = in_bin.iter().map(|s| s.came).sum::<f64>() / k;
        println!(
            "  {:>3.0}-{:<3.0}%  {:>7}   {:>8.1}%   {:>8.1}%",
            lo * 100.0,
            hi * 100.0,
            in_bin.len(),
            mean * 100.0,
            came * 100.0
        );
    }
    println!("  Brier score {brier:.4} (always an even share: {even:.4})");
}

/// Plays `games` seeded games of `G` with the Strong player's moves (a
/// hint's search) and grades each of its decisions as a review would.
fn grades<G: Checked>(games: u64, iterations: u32) -> [usize; 5] {
    let mut count = [0; 5];
    for game in 0..games {
        strong_game::<G>((31_000 + game, 31), iterations, |state, seat, hint, rng| {
            if review::gradable(state, &hint.best) {
                let graded =
                    review::grade(state, seat, hint.best.clone(), rng.next_u64(), iterations)
                        .expect("a grade for the seat to act");
                count[graded.grade as usize] += 1;
            }
        });
    }
    count
}

fn report_grades(name: &str, count: [usize; 5]) {
    let n = count.iter().sum::<usize>().max(1) as f64;
    let share = |k: usize| 100.0 * k as f64 / n;
    let cells: Vec<String> = Grade::ALL
        .iter()
        .map(|g| {
            format!(
                "{} {} ({:.1}%)",
                g.id(),
                count[*g as usize],
                share(count[*g as usize])
            )
        })
        .collect();
    println!(
        "{name}: {} decisions graded: {}",
        n as usize,
        cells.join(", ")
    );
    println!(
        "  false mistakes and blunders: {:.1}%",
        share(count[Grade::Mistake as usize] + count[Grade::Blunder as usize])
    );
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let grading = args.first().is_some_and(|a| a == "grades");
    if grading {
        args.remove(0);
    }
    let games: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(20);
    let iterations: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
    let wanted: Vec<&str> = args.iter().skip(2).map(String::as_str).collect();
    let run = |id: &str| wanted.is_empty() || wanted.contains(&id);
    println!("{games} seeded games a game, {iterations} iterations a decision");
    if grading {
        if run("12s") {
            report_grades("Martian 12s", grades::<Twelves>(games, iterations));
        }
        if run("trickery") {
            report_grades("Martian Trickery", grades::<Trickery>(games, iterations));
        }
        if run("whist") {
            report_grades("Martian Whist", grades::<Whist>(games, iterations));
        }
        if run("mahjongg") {
            report_grades("Martian Mah Jongg", grades::<MahJongg>(games, iterations));
        }
        if run("walls") {
            report_grades("Trick Walls", grades::<TrickWalls>(games, iterations));
        }
        return;
    }
    if run("12s") {
        report("Martian 12s", &play::<Twelves>(games, iterations));
    }
    if run("trickery") {
        report("Martian Trickery", &play::<Trickery>(games, iterations));
    }
    if run("whist") {
        report("Martian Whist", &play::<Whist>(games, iterations));
    }
    if run("mahjongg") {
        report("Martian Mah Jongg", &play::<MahJongg>(games, iterations));
    }
    if run("walls") {
        report("Trick Walls", &play::<TrickWalls>(games, iterations));
    }
}

//! Martian Whist beyond single rules: the best arrangement against brute
//! force, whole random games (ends, draws, replay, the log), illegal moves
//! in every position, saves (JSON of options and moves, mutated records).

use martian_parlour::engine::codec::{self, to_raw};
use martian_parlour::engine::pieces::{Colour, Colour::*, Pyramid, Size, Size::*};
use martian_parlour::engine::{Actor, Game, Match, Pcg32, SeatSetup};
use martian_parlour::games::martian_whist::engine::{
    best_arrangement, Draft, Keeping, MoveError, Tree,
};
use martian_parlour::games::martian_whist::{Move, Options, Whist};

mod whist_common;
use whist_common::{opts, p, row1, t};

#[test]
fn tree_points_and_the_best_arrangement() {
    assert_eq!(Tree::solid(Red).points(), 6);
    assert_eq!(t(Red, Red, Blue).points(), 3);
    assert_eq!(t(Blue, Red, Red).points(), 2);
    assert_eq!(
        t(Red, Blue, Red).points(),
        0,
        "large and small do not touch"
    );
    assert_eq!(t(Red, Blue, Green).points(), 0);
    // Larges red, blue; mediums red, blue; smalls blue, green. Built in
    // order taking the first small that comes: red-red-blue (3) and
    // blue-blue-green (3) = 6. Best: red-red-green (3), solid blue (6).
    let pieces = [
        p(Red, Large),
        p(Blue, Large),
        p(Red, Medium),
        p(Blue, Medium),
        p(Blue, Small),
        p(Green, Small),
    ];
    let first_fit = t(Red, Red, Blue).points() + t(Blue, Blue, Green).points();
    assert_eq!(first_fit, 6);
    let best = best_arrangement(&pieces);
    assert_eq!(best.total, 9);
    assert_eq!(
        best.trees,
        vec![(Tree::solid(Blue), 6), (t(Red, Red, Green), 3)]
    );
    assert!(best.leftover.is_empty());
    // A medium between two runs: a solid beats a 3 and a 2.
    let pieces = [
        p(Red, Large),
        p(Green, Large),
        p(Red, Medium),
        p(Red, Medium),
        p(Red, Small),
        p(Blue, Small),
    ];
    assert_eq!(best_arrangement(&pieces).total, 6);
    // Unequal sizes never panic; the surplus is left over.
    let odd = best_arrangement(&[p(Red, Large), p(Red, Large), p(Red, Medium)]);
    assert_eq!(odd.total, 0);
    assert_eq!(odd.leftover.len(), 3);
}

/// Every way of matching mediums and smalls to the larges.
fn brute_force(pieces: &[Pyramid]) -> u32 {
    fn perms(v: Vec<Colour>) -> Vec<Vec<Colour>> {
        if v.len() <= 1 {
            return vec![v];
        }
        let mut out = Vec::new();
        for i in 0..v.len() {
            let mut rest = v.clone();
            let x = rest.remove(i);
            for mut p in perms(rest) {
                p.insert(0, x);
                out.push(p);
            }
        }
        out
    }
    let of = |s: Size| -> Vec<Colour> {
        pieces
            .iter()
            .filter(|q| q.size == s)
            .map(|q| q.colour)
            .collect()
    };
    let (l, m, s) = (of(Large), of(Medium), of(Small));
    let mut best = 0;
    for mp in perms(m) {
        for sp in perms(s.clone()) {
            let v = (0..l.len()).map(|i| t(l[i], mp[i], sp[i]).points()).sum();
            best = best.max(v);
        }
    }
    best
}

#[test]
fn the_best_arrangement_is_exact() {
    let colours = [Purple, Red, Yellow, Green, Blue];
    let mut rng = Pcg32::new(11, 11);
    for _ in 0..300 {
        let k = 1 + rng.index(5);
        let mut pieces = Vec::new();
        for s in Size::ALL {
            for _ in 0..k {
                let spread = 3 + rng.index(3);
                pieces.push(p(colours[rng.index(spread)], s));
            }
        }
        let best = best_arrangement(&pieces);
        assert_eq!(best.total, brute_force(&pieces), "{pieces:?}");
        assert_eq!(best.trees.len(), k);
        let sum: u32 = best
            .trees
            .iter()
            .map(|(t, v)| {
                assert_eq!(t.points(), *v);
                v
            })
            .sum();
        assert_eq!(sum, best.total);
        let mut used: Vec<Pyramid> = best.trees.iter().flat_map(|(t, _)| t.pieces()).collect();
        used.sort();
        pieces.sort();
        assert_eq!(
            used, pieces,
            "the arrangement uses exactly the kept pyramids"
        );
    }
}

/// Plays random legal moves to the end, through a `Match` (so the log is
/// written), from a seed.
fn random_game(seed: u64, options: Options) -> Match<Whist> {
    let seats = vec![SeatSetup::human("Ana"), SeatSetup::human("Bo")];
    let mut m: Match<Whist> = Match::new(seats, options, seed).unwrap();
    let mut rng = Pcg32::new(seed, 5);
    loop {
        let mv = match m.state.to_act() {
            Actor::Over => return m,
            Actor::Chance => m.chance_move().unwrap(),
            Actor::Seat(_) => {
                let legal: Vec<Move> = m
                    .state
                    .legal_moves()
                    .into_iter()
                    .filter(|mv| *mv != Move::Back)
                    .collect();
                legal[rng.index(legal.len())].clone()
            }
        };
        m.play(mv).unwrap();
    }
}

#[test]
fn games_end_after_five_tricks_and_draws_are_draws() {
    let mut draws = 0;
    let mut wins = 0;
    for seed in 0..200 {
        let options = opts(
            Draft::ALL[seed as usize % 2],
            Keeping::ALL[seed as usize / 2 % 2],
        );
        let m = random_game(seed, options.clone());
        let g = &m.state;
        assert_eq!(g.tricks().len(), 5);
        let out = g.outcome().unwrap();
        let sc = g.scores();
        assert_eq!(out.scores, vec![i64::from(sc[0]), i64::from(sc[1])]);
        for (s, score) in sc.iter().enumerate() {
            assert_eq!(g.arrangement(s).total, *score);
        }
        if options.keeping == Keeping::Split {
            assert_eq!(g.kept(0).len(), 15);
            assert_eq!(g.kept(1).len(), 15);
        } else {
            assert_eq!(g.discarded().len() + g.kept(0).len() + g.kept(1).len(), 30);
        }
        let lines = m.lines();
        let last = lines.last().unwrap();
        if sc[0] == sc[1] {
            draws += 1;
            assert_eq!(out.places, vec![0, 0]);
            assert_eq!(last, "The game is a draw.");
        } else {
            wins += 1;
            assert!(last.ends_with(" wins."), "{last}");
        }
    }
    assert!(draws > 0 && wins > 0, "{draws} draws, {wins} wins");
}

#[test]
fn options_and_moves_round_trip_through_json() {
    for draft in Draft::ALL {
        for keeping in Keeping::ALL {
            let o = opts(draft, keeping);
            assert_eq!(
                serde_json::from_value::<Options>(serde_json::to_value(&o).unwrap()).ok(),
                Some(o.clone())
            );
        }
    }
    assert_eq!(
        serde_json::to_value(opts(Draft::Layers, Keeping::Discard))
            .unwrap()
            .to_string(),
        r#"{"draft":"layers","keeping":"discard"}"#
    );
    // Missing fields (an older save) take the defaults.
    let read = |text: &str| serde_json::from_str::<Options>(text).map_err(|e| e.to_string());
    assert_eq!(read("{}"), Ok(Options::default()));
    assert_eq!(
        read(r#"{"draft":"layers"}"#),
        Ok(opts(Draft::Layers, Keeping::Split))
    );
    assert_eq!(
        read(r#"{"keeping":"discard"}"#),
        Ok(opts(Draft::Trees, Keeping::Discard))
    );
    assert!(read(r#"{"draft":"bush"}"#).is_err());
    assert_eq!(Options::default(), opts(Draft::Trees, Keeping::Split));

    let moves = vec![
        Move::Draw(row1()),
        Move::Roll(Some(Purple)),
        Move::Roll(None),
        Move::First(1),
        Move::TakeTree(9),
        Move::TakePiece(3),
        Move::Pass,
        Move::Give(0),
        Move::Place(p(Red, Large)),
        Move::Back,
        Move::Play,
        Move::Keep(p(Blue, Small)),
    ];
    for mv in &moves {
        let text = serde_json::to_value(mv).unwrap().to_string();
        assert_eq!(
            serde_json::from_str::<Move>(&text).ok().as_ref(),
            Some(mv),
            "{text}"
        );
    }
    assert_eq!(
        serde_json::to_value(Move::Roll(None)).unwrap().to_string(),
        r#"{"roll":"atom"}"#
    );
    assert_eq!(
        serde_json::to_value(&Move::Pass).unwrap().to_string(),
        r#""pass""#
    );
    for bad in [
        r#"{"roll":"black"}"#,
        r#"{"take_tree":300}"#,
        r#"{"take_tree":-1}"#,
        r#"{"pass":1}"#,
        r#"{"first":"x"}"#,
        r#"{"draw":[{"large":"red"}]}"#,
        r#""fly""#,
    ] {
        assert!(serde_json::from_str::<Move>(bad).is_err(), "{bad}");
    }
}

#[test]
fn replay_reproduces_and_the_log_reads_well() {
    let m = random_game(5, opts(Draft::Layers, Keeping::Split));
    let back = Match::<Whist>::from_record(m.record.clone()).unwrap();
    assert_eq!(back.state, m.state);
    assert_eq!(back.log, m.log);
    let lines = m.lines();
    assert!(lines.iter().any(|l| l.contains(" leads a tree: large ")));
    assert!(lines
        .iter()
        .any(|l| l.contains(" follows with a tree: large ")));
    assert!(lines.iter().any(|l| l.contains(" wins the trick")));
    assert!(lines.iter().any(|l| l.starts_with("Final scores: Ana ")));
}

#[test]
fn no_move_is_accepted_out_of_place() {
    let every = |g: &Whist| -> Vec<Move> {
        let mut v = vec![
            Move::Draw(row1()),
            Move::Roll(Some(Red)),
            Move::Roll(Some(White)),
            Move::First(0),
            Move::First(usize::MAX),
            Move::TakeTree(0),
            Move::TakeTree(255),
            Move::TakePiece(0),
            Move::TakePiece(255),
            Move::Pass,
            Move::Give(0),
            Move::Give(255),
            Move::Back,
            Move::Play,
        ];
        for c in [Purple, Red, Black] {
            for s in Size::ALL {
                v.push(Move::Place(p(c, s)));
                v.push(Move::Keep(p(c, s)));
            }
        }
        v.retain(|m| !g.legal_moves().contains(m));
        v
    };
    for seed in 0..20 {
        let m = random_game(seed, opts(Draft::ALL[seed as usize % 2], Keeping::Split));
        let mut g = Whist::new(2, &m.record.options, m.record.seed).unwrap();
        for mv in &m.record.moves {
            if g.to_act() != Actor::Chance {
                for bad in every(&g) {
                    let mut h = g.clone();
                    let err = h.apply(&bad).expect_err("illegal move accepted");
                    assert!(!err.to_string().is_empty());
                    assert_eq!(h, g, "{bad:?} changed the state");
                }
            }
            g.apply(mv).unwrap();
        }
        for bad in every(&g) {
            assert_eq!(g.clone().apply(&bad), Err(MoveError::GameOver));
        }
    }
}

/// Saves come from outside: a Whist record with random values swapped in
/// must open or be refused with a reason, never panic. (The shared codec
/// fuzz in `tests/codec.rs` mutates 12s records; this mutates Whist's.)
#[test]
fn mutated_saves_never_panic() {
    let odd = [
        "null",
        "-1",
        "0",
        "1",
        "9",
        "10",
        "255",
        "256",
        "\"atom\"",
        "\"black\"",
        "\"pass\"",
        "\"play\"",
        "{}",
        "[]",
        r#"{"roll":"purple"}"#,
        r#"{"take_tree":3}"#,
        r#"{"place":{"colour":"red","size":"large"}}"#,
    ];
    let mut rng = Pcg32::new(21, 21);
    let mut refused = 0;
    for seed in 0..300 {
        let m = random_game(
            seed,
            opts(
                Draft::ALL[seed as usize % 2],
                Keeping::ALL[seed as usize / 2 % 2],
            ),
        );
        let mut raw = to_raw(&m.record);
        for _ in 0..1 + rng.index(3) {
            if rng.below(3) == 0 {
                let v = serde_json::from_str(odd[rng.index(odd.len())]).unwrap();
                raw.options = if rng.below(2) == 0 {
                    v
                } else {
                    serde_json::from_str(r#"{"draft":"layers","keeping":"nope"}"#).unwrap()
                };
            } else if !raw.moves.is_empty() {
                let at = rng.index(raw.moves.len());
                match rng.below(3) {
                    0 => raw.moves[at] = serde_json::from_str(odd[rng.index(odd.len())]).unwrap(),
                    1 => {
                        raw.moves.remove(at);
                    }
                    _ => {
                        let mv = raw.moves[at].clone();
                        raw.moves.insert(at, mv);
                    }
                }
            }
        }
        let text = codec::encode_save(&raw);
        if let Ok(back) = codec::decode_save(&text) {
            match codec::open::<Whist>(back) {
                Ok(_) => {}
                Err(e) => {
                    assert!(!e.is_empty());
                    refused += 1;
                }
            }
        }
    }
    assert!(refused > 100, "only {refused} refused");
}

//! Martian Whist scenarios from the rules text and its RULINGS.md section.
//! The row of trees, the die and the first drafter are chance moves that
//! carry their outcome, so every scenario scripts them.

use martian_parlour::engine::json::{FromJson, Json, ToJson};
use martian_parlour::engine::pieces::{Colour, Colour::*, Pyramid, Size, Size::*};
use martian_parlour::engine::{Actor, Game, Match, Pcg32, SeatSetup};
use martian_parlour::games::martian_whist::engine::{
    best_arrangement, resolve, Draft, How, Keeping, MoveError, Phase, Tree,
};
use martian_parlour::games::martian_whist::{Move, Options, Whist};

fn t(l: Colour, m: Colour, s: Colour) -> Tree {
    Tree::new(l, m, s)
}

fn p(c: Colour, s: Size) -> Pyramid {
    Pyramid::new(c, s)
}

/// A mixed row: seat 0 drafts the even places, seat 1 the odd ones.
fn row1() -> Vec<Tree> {
    vec![
        t(Purple, Purple, Purple),
        t(Red, Red, Red),
        t(Yellow, Green, Blue),
        t(Green, Yellow, Blue),
        t(Blue, Red, Yellow),
        t(Purple, Blue, Green),
        t(Green, Blue, Red),
        t(Yellow, Purple, Green),
        t(Red, Yellow, Purple),
        t(Blue, Green, Yellow),
    ]
}

/// Solid trees only: seat 0 gets purple, red and a yellow; seat 1 a
/// yellow, green and blue.
fn row2() -> Vec<Tree> {
    [
        Purple, Yellow, Purple, Green, Red, Green, Red, Blue, Yellow, Blue,
    ]
    .map(Tree::solid)
    .to_vec()
}

fn opts(draft: Draft, keeping: Keeping) -> Options {
    Options { draft, keeping }
}

fn setup(options: Options, row: Vec<Tree>, trump: Option<Colour>, first: usize) -> Whist {
    let mut g = Whist::new(2, &options, 1).unwrap();
    g.apply(&Move::Draw(row)).unwrap();
    g.apply(&Move::Roll(trump)).unwrap();
    g.apply(&Move::First(first)).unwrap();
    g
}

/// Whole-tree draft, seat 0 first, each seat taking the places in order:
/// seat 0 ends with the even places, seat 1 the odd ones and the lead.
fn drafted(row: Vec<Tree>, trump: Option<Colour>, keeping: Keeping) -> Whist {
    let mut g = setup(opts(Draft::Trees, keeping), row, trump, 0);
    for i in 0..10 {
        g.apply(&Move::TakeTree(i)).unwrap();
    }
    g
}

fn seat(g: &Whist) -> usize {
    match g.to_act() {
        Actor::Seat(s) => s,
        a => panic!("no seat to act: {a:?}"),
    }
}

fn build(g: &mut Whist, tree: Tree) {
    for piece in tree.pieces() {
        g.apply(&Move::Place(piece))
            .unwrap_or_else(|e| panic!("{piece}: {e}"));
    }
    g.apply(&Move::Play).unwrap();
}

#[test]
fn the_draw_uses_all_thirty_and_the_die_has_six_faces() {
    let g = Whist::new(2, &Options::default(), 1).unwrap();
    assert!(Whist::validate(3, &Options::default()).is_err());
    assert!(Whist::validate(1, &Options::default()).is_err());
    assert_eq!(g.to_act(), Actor::Chance);
    let mut rng = Pcg32::new(3, 3);
    for _ in 0..50 {
        let Move::Draw(trees) = g.sample_chance(&mut rng) else {
            panic!("not a draw")
        };
        assert_eq!(trees.len(), 10);
        for c in [Purple, Red, Yellow, Green, Blue] {
            for s in Size::ALL {
                let n = trees.iter().filter(|t| t.colour(s) == c).count();
                assert_eq!(n, 2, "{c:?} {s:?}");
            }
        }
        let mut h = g.clone();
        h.apply(&Move::Draw(trees)).unwrap();
    }
    let mut rolled = g.clone();
    rolled.apply(&Move::Draw(row1())).unwrap();
    let mut faces = Vec::new();
    for _ in 0..300 {
        if let Move::Roll(f) = rolled.sample_chance(&mut rng) {
            if !faces.contains(&f) {
                faces.push(f);
            }
        }
    }
    assert_eq!(faces.len(), 6);
    assert!(faces.contains(&None), "the atom face: no trump");
    // Bad draws and faces are refused with a reason and change nothing.
    let mut short = row1();
    short.pop();
    let mut three = row1();
    three[1] = Tree::solid(Purple);
    let mut black = row1();
    black[0].small = Black;
    for bad in [short, three, black] {
        let mut h = g.clone();
        assert_eq!(h.apply(&Move::Draw(bad)), Err(MoveError::BadDraw));
        assert_eq!(h, g);
    }
    assert_eq!(
        rolled.clone().apply(&Move::Roll(Some(Black))),
        Err(MoveError::BadFace(Black))
    );
    assert_eq!(
        rolled.clone().apply(&Move::TakeTree(0)),
        Err(MoveError::ChanceDue)
    );
    let mut none = rolled.clone();
    none.apply(&Move::Roll(None)).unwrap();
    assert_eq!(none.trump(), None);
    assert_eq!(none.ranking(), vec![Purple, Red, Yellow, Green, Blue]);
    let mut green = rolled;
    green.apply(&Move::Roll(Some(Green))).unwrap();
    assert_eq!(green.ranking(), vec![Green, Purple, Red, Yellow, Blue]);
    assert_eq!(
        green.clone().apply(&Move::First(2)),
        Err(MoveError::NoSuchSeat(2))
    );
}

#[test]
fn whole_tree_draft_gives_five_trees_each_and_the_last_drafter_leads() {
    let mut g = setup(Options::default(), row1(), None, 1);
    assert_eq!(g.phase_kind(), Phase::Draft);
    assert_eq!(seat(&g), 1, "the first drafter is the chance move's");
    assert_eq!(g.legal_moves().len(), 10);
    g.apply(&Move::TakeTree(4)).unwrap();
    assert_eq!(
        g.clone().apply(&Move::TakeTree(4)),
        Err(MoveError::NoTree(4))
    );
    assert_eq!(
        g.clone().apply(&Move::TakeTree(200)),
        Err(MoveError::NoTree(200))
    );
    assert!(matches!(
        g.clone().apply(&Move::TakePiece(0)),
        Err(MoveError::NotNow(_))
    ));
    assert!(matches!(
        g.clone().apply(&Move::Pass),
        Err(MoveError::NotNow(_))
    ));
    assert_eq!(seat(&g), 0);
    for i in [0, 1, 2, 3, 5, 6, 7, 8, 9] {
        g.apply(&Move::TakeTree(i)).unwrap();
    }
    for s in 0..2 {
        assert_eq!(g.stash(s).len(), 15);
        for size in Size::ALL {
            assert_eq!(g.stash(s).iter().filter(|q| q.size == size).count(), 5);
        }
    }
    assert!(g.stash(1).contains(&p(Blue, Large)), "seat 1 took tree 4");
    // Seat 1 drafted first, so seat 0 took the tenth tree and leads.
    assert_eq!(g.phase_kind(), Phase::Lead);
    assert_eq!(g.leader(), 0);
    assert_eq!(seat(&g), 0);
}

/// Takes the first pyramid left on the current layer.
fn take_first(g: &mut Whist) {
    let mv = g
        .legal_moves()
        .into_iter()
        .find(|m| matches!(m, Move::TakePiece(_)))
        .unwrap();
    g.apply(&mv).unwrap();
}

#[test]
fn layer_draft_with_passes() {
    let mut g = setup(opts(Draft::Layers, Keeping::Split), row1(), None, 0);
    assert_eq!(g.layer(), Some(Small), "the smalls are the top layer");
    assert!(g.legal_moves().contains(&Move::Pass));
    assert!(matches!(
        g.clone().apply(&Move::TakeTree(0)),
        Err(MoveError::NotNow(_))
    ));
    // Seat 0 takes the small purple at place 0.
    g.apply(&Move::TakePiece(0)).unwrap();
    assert_eq!(g.stash(0), vec![p(Purple, Small)]);
    assert_eq!(
        g.clone().apply(&Move::TakePiece(0)),
        Err(MoveError::NoPiece(0, Small))
    );
    // Seat 1 passes: seat 0 chooses seat 1's small, then drafts again.
    g.apply(&Move::Pass).unwrap();
    assert_eq!(g.phase_kind(), Phase::Give);
    assert_eq!(seat(&g), 0);
    assert!(g.legal_moves().iter().all(|m| matches!(m, Move::Give(_))));
    g.apply(&Move::Give(2)).unwrap();
    assert_eq!(g.stash(1), vec![p(Blue, Small)]);
    assert_eq!(g.phase_kind(), Phase::Draft);
    assert_eq!(seat(&g), 0, "after giving, it is the giver's turn");
    // Seat 0 passes too, then seat 1 passes last on the layer.
    g.apply(&Move::Pass).unwrap();
    g.apply(&Move::Give(3)).unwrap();
    assert_eq!(seat(&g), 1);
    take_first(&mut g); // seat 1
    g.apply(&Move::Pass).unwrap(); // seat 0
    g.apply(&Move::Give(5)).unwrap(); // seat 1 gives
    take_first(&mut g); // seat 1
    take_first(&mut g); // seat 0
    g.apply(&Move::Pass).unwrap(); // seat 1, the last pass on the layer
    let give = g.legal_moves()[0].clone();
    g.apply(&give).unwrap(); // seat 0 gives
                             // Two smalls left; seat 0 takes one, seat 1 the last one.
    take_first(&mut g);
    assert_eq!(seat(&g), 1);
    assert!(
        !g.legal_moves().contains(&Move::Pass),
        "no pass with one left"
    );
    assert_eq!(
        g.clone().apply(&Move::Pass),
        Err(MoveError::CannotPass(Small))
    );
    take_first(&mut g);
    assert_eq!(g.layer(), Some(Medium));
    assert_eq!(g.stash(0).len(), 5);
    assert_eq!(g.stash(1).len(), 5);
    // Seat 1 passed last on the smalls, so starts the mediums (plain
    // alternation would have given them to seat 0).
    assert_eq!(seat(&g), 1);
    // No passes on the mediums: turns keep alternating, and seat 1, who
    // started them, starts the larges.
    for _ in 0..10 {
        take_first(&mut g);
    }
    assert_eq!(g.layer(), Some(Large));
    assert_eq!(seat(&g), 1);
    for _ in 0..8 {
        take_first(&mut g);
    }
    // Two larges left: seat 1 passes, seat 0 gives, seat 0 takes the last.
    g.apply(&Move::Pass).unwrap();
    let give = g.legal_moves()[1].clone();
    g.apply(&give).unwrap();
    assert_eq!(seat(&g), 0);
    take_first(&mut g);
    for s in 0..2 {
        for size in Size::ALL {
            assert_eq!(g.stash(s).iter().filter(|q| q.size == size).count(), 5);
        }
    }
    assert_eq!(g.phase_kind(), Phase::Lead);
    assert_eq!(g.leader(), 0, "seat 0 drafted last");
}

#[test]
fn a_tree_is_built_step_by_step_with_a_step_back() {
    let mut g = drafted(row1(), None, Keeping::Split);
    assert_eq!(seat(&g), 1, "seat 1 drafted last and leads");
    assert_eq!(
        g.clone().apply(&Move::Place(p(Red, Small))),
        Err(MoveError::WrongSize(Large))
    );
    assert_eq!(
        g.clone().apply(&Move::Place(p(Red, Medium))),
        Err(MoveError::WrongSize(Large))
    );
    assert_eq!(
        g.clone().apply(&Move::Place(p(Black, Large))),
        Err(MoveError::NotInStash(p(Black, Large)))
    );
    assert_eq!(
        g.clone().apply(&Move::Back),
        Err(MoveError::NothingToTakeBack)
    );
    assert_eq!(
        g.clone().apply(&Move::Play),
        Err(MoveError::TreeIncomplete(Large))
    );
    assert!(!g.legal_moves().contains(&Move::Back));
    let before = g.clone();
    g.apply(&Move::Place(p(Red, Large))).unwrap();
    assert!(!g.stash(1).contains(&p(Red, Large)));
    assert!(g.legal_moves().contains(&Move::Back));
    g.apply(&Move::Back).unwrap();
    assert_eq!(g, before, "a step back restores the stash");
    for piece in [p(Red, Large), p(Red, Medium), p(Red, Small)] {
        g.apply(&Move::Place(piece)).unwrap();
    }
    assert_eq!(g.legal_moves(), vec![Move::Play, Move::Back]);
    assert_eq!(
        g.clone().apply(&Move::Place(p(Green, Small))),
        Err(MoveError::TreeComplete)
    );
    g.apply(&Move::Back).unwrap();
    g.apply(&Move::Place(p(Red, Small))).unwrap();
    let names = vec!["Ana".to_string(), "Bo".to_string()];
    let mut after = g.clone();
    after.apply(&Move::Play).unwrap();
    assert_eq!(
        g.describe(&Move::Play, &after, &names),
        vec!["Bo leads a tree: large red, medium red, small red."]
    );
    assert_eq!(after.phase_kind(), Phase::Follow);
    assert_eq!(seat(&after), 0);
}

#[test]
fn the_follower_must_share_a_colour_when_able() {
    // Seat 1 leads green, green, yellow; seat 0 holds only a solid yellow
    // of those colours, so its tree needs a yellow somewhere.
    let mut g = drafted(row2(), None, Keeping::Split);
    build(&mut g, t(Green, Green, Yellow));
    assert_eq!(g.must_follow(), Some(t(Green, Green, Yellow)));
    // A purple large is fine: a yellow medium or small can still come.
    g.apply(&Move::Place(p(Purple, Large))).unwrap();
    g.apply(&Move::Place(p(Red, Medium))).unwrap();
    // Now only a yellow small keeps the tree legal.
    assert_eq!(
        g.legal_moves(),
        vec![Move::Place(p(Yellow, Small)), Move::Back]
    );
    let err = g.clone().apply(&Move::Place(p(Purple, Small))).unwrap_err();
    assert_eq!(
        err,
        MoveError::MustFollow(p(Purple, Small), t(Green, Green, Yellow))
    );
    assert!(err.to_string().contains("green or yellow"), "{err}");
    // Going back, a yellow medium frees the small.
    g.apply(&Move::Back).unwrap();
    g.apply(&Move::Place(p(Yellow, Medium))).unwrap();
    assert!(g.legal_moves().contains(&Move::Place(p(Purple, Small))));

    // Unable to follow: seat 1 leads blue; seat 0 has none, so anything goes.
    let mut g = drafted(row2(), None, Keeping::Split);
    build(&mut g, Tree::solid(Blue));
    assert_eq!(g.must_follow(), None);
    let larges: Vec<Move> = g.legal_moves();
    assert_eq!(
        larges,
        [Purple, Red, Yellow]
            .map(|c| Move::Place(p(c, Large)))
            .to_vec()
    );
    build(&mut g, t(Purple, Red, Yellow));
}

#[test]
fn solid_beats_mixed_even_against_trumps() {
    // Green is trump; seat 1 leads green, green, blue; seat 0, holding
    // neither colour, plays a solid purple and wins.
    let mut g = drafted(row2(), Some(Green), Keeping::Split);
    build(&mut g, t(Green, Green, Blue));
    build(&mut g, Tree::solid(Purple));
    let (trick, _) = g.pending().unwrap();
    assert_eq!(trick.result.winner, 0);
    assert_eq!(trick.result.how, How::SolidOverMixed);
    assert_eq!(
        resolve(0, &Tree::solid(Blue), &t(Green, Green, Purple), Some(Green)).winner,
        0
    );
}

#[test]
fn two_solids_go_by_rank_and_trump() {
    // No trump: red outranks blue.
    let mut g = drafted(row2(), None, Keeping::Split);
    build(&mut g, Tree::solid(Blue));
    build(&mut g, Tree::solid(Red));
    let names = vec!["Ana".to_string(), "Bo".to_string()];
    let (trick, _) = g.pending().unwrap();
    assert_eq!((trick.result.winner, trick.result.how), (0, How::SolidRank));
    // The winner may keep a mix of the two solids.
    g.apply(&Move::Keep(p(Red, Large))).unwrap();
    g.apply(&Move::Keep(p(Blue, Medium))).unwrap();
    g.apply(&Move::Keep(p(Blue, Small))).unwrap();
    assert_eq!(g.tricks()[0].kept, t(Red, Blue, Blue));
    assert_eq!(g.leader(), 0, "the winner leads next");
    // Blue trump: blue beats red (discard reading: nothing to choose).
    let mut g = drafted(row2(), Some(Blue), Keeping::Discard);
    build(&mut g, Tree::solid(Blue));
    let before = g.clone();
    g.apply(&Move::Place(p(Red, Large))).unwrap();
    g.apply(&Move::Place(p(Red, Medium))).unwrap();
    g.apply(&Move::Place(p(Red, Small))).unwrap();
    let mut mid = g.clone();
    mid.apply(&Move::Play).unwrap();
    let lines = g.describe(&Move::Play, &mid, &names);
    assert_eq!(
        lines,
        vec![
            "Ana follows with a tree: large red, medium red, small red.",
            "Bo wins the trick: blue (trump) outranks red.",
            "Bo keeps their tree; Ana's tree is discarded.",
        ]
    );
    assert_eq!(mid.tricks()[0].result.winner, 1);
    drop(before);
    // The same colour twice is identical: the leader wins.
    let r = resolve(1, &Tree::solid(Purple), &Tree::solid(Purple), None);
    assert_eq!((r.winner, r.how), (1, How::TieToLeader));
}

#[test]
fn mixed_trees_compare_segment_by_segment() {
    // Seat 1 leads purple, blue, green; seat 0 follows red, yellow, purple.
    // Large: purple beats red; medium: yellow beats blue; small: purple
    // beats green. Seat 0 wins two segments to one.
    let mut g = drafted(row1(), None, Keeping::Split);
    build(&mut g, t(Purple, Blue, Green));
    build(&mut g, t(Red, Yellow, Purple));
    let (trick, _) = g.pending().unwrap();
    assert_eq!(trick.result.winner, 0);
    assert_eq!(trick.result.how, How::Segments);
    assert_eq!(
        trick.result.segments,
        [Some(0), Some(0), Some(1)],
        "small, medium, large"
    );
    // With blue trump, the blue medium wins its segment and the trick.
    let r = resolve(
        1,
        &t(Purple, Blue, Green),
        &t(Red, Yellow, Purple),
        Some(Blue),
    );
    assert_eq!((r.winner, r.how), (1, How::Segments));
    // One segment each and one tied: the leader wins.
    let mut g = drafted(row1(), None, Keeping::Split);
    build(&mut g, t(Green, Yellow, Blue));
    build(&mut g, t(Yellow, Green, Blue));
    let (trick, _) = g.pending().unwrap();
    assert_eq!(trick.result.segments, [None, Some(1), Some(0)]);
    assert_eq!(
        (trick.result.winner, trick.result.how),
        (1, How::TieToLeader)
    );
    // Identical mixed trees: the leader wins.
    let same = t(Red, Blue, Green);
    assert_eq!(resolve(0, &same, &same, None).how, How::TieToLeader);
    assert_eq!(resolve(0, &same, &same, None).winner, 0);
}

#[test]
fn the_winner_keeps_one_of_each_size_and_the_loser_the_rest() {
    let mut g = drafted(row1(), None, Keeping::Split);
    build(&mut g, t(Purple, Blue, Green));
    build(&mut g, t(Red, Yellow, Purple));
    assert_eq!(g.phase_kind(), Phase::Keep);
    assert_eq!(seat(&g), 0);
    assert_eq!(g.keep_size(), Some(Large));
    assert_eq!(
        g.legal_moves(),
        vec![Move::Keep(p(Red, Large)), Move::Keep(p(Purple, Large))]
    );
    assert_eq!(
        g.clone().apply(&Move::Keep(p(Green, Small))),
        Err(MoveError::KeepOrder(Large))
    );
    assert_eq!(
        g.clone().apply(&Move::Keep(p(Blue, Large))),
        Err(MoveError::NotInTrick(p(Blue, Large)))
    );
    g.apply(&Move::Keep(p(Purple, Large))).unwrap();
    assert_eq!(
        g.clone().apply(&Move::Keep(p(Purple, Large))),
        Err(MoveError::AlreadyChosen(Large))
    );
    g.apply(&Move::Keep(p(Blue, Medium))).unwrap();
    g.apply(&Move::Keep(p(Purple, Small))).unwrap();
    assert_eq!(
        g.kept(0),
        vec![p(Purple, Large), p(Blue, Medium), p(Purple, Small)]
    );
    assert_eq!(
        g.kept(1),
        vec![p(Red, Large), p(Yellow, Medium), p(Green, Small)]
    );
    assert_eq!(g.tricks()[0].kept, t(Purple, Blue, Purple));
    assert_eq!((g.phase_kind(), g.leader(), seat(&g)), (Phase::Lead, 0, 0));

    // A size played in the same colour by both is settled without asking.
    let mut g = drafted(row1(), None, Keeping::Split);
    build(&mut g, t(Green, Yellow, Blue));
    build(&mut g, t(Yellow, Green, Blue));
    assert_eq!(g.keep_size(), Some(Large));
    g.apply(&Move::Keep(p(Green, Large))).unwrap();
    g.apply(&Move::Keep(p(Yellow, Medium))).unwrap();
    assert_eq!(g.phase_kind(), Phase::Lead);
    assert_eq!(
        g.kept(1),
        vec![p(Green, Large), p(Yellow, Medium), p(Blue, Small)]
    );
    assert_eq!(
        g.kept(0),
        vec![p(Yellow, Large), p(Green, Medium), p(Blue, Small)]
    );
}

#[test]
fn in_the_discard_reading_the_winner_keeps_their_tree() {
    let mut g = drafted(row1(), None, Keeping::Discard);
    build(&mut g, t(Purple, Blue, Green));
    build(&mut g, t(Red, Yellow, Purple));
    assert_eq!(g.phase_kind(), Phase::Lead, "no choice to make");
    assert_eq!(
        g.kept(0),
        vec![p(Red, Large), p(Yellow, Medium), p(Purple, Small)]
    );
    assert!(g.kept(1).is_empty());
    assert_eq!(
        g.discarded(),
        vec![p(Purple, Large), p(Blue, Medium), p(Green, Small)]
    );
    assert!(matches!(
        g.clone().apply(&Move::Keep(p(Red, Large))),
        Err(MoveError::NotNow(_))
    ));
}

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
        let last = m.log.last().unwrap();
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
            assert_eq!(Options::from_json(&o.to_json()), Ok(o.clone()));
        }
    }
    assert_eq!(
        opts(Draft::Layers, Keeping::Discard).to_json().to_text(),
        r#"{"draft":"layers","keeping":"discard"}"#
    );
    // Missing fields (an older save) take the defaults.
    let read = |text: &str| Options::from_json(&Json::parse(text).unwrap());
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
        let text = mv.to_json().to_text();
        assert_eq!(
            Move::from_json(&Json::parse(&text).unwrap()).as_ref(),
            Ok(mv),
            "{text}"
        );
    }
    assert_eq!(Move::Roll(None).to_json().to_text(), r#"{"roll":"atom"}"#);
    assert_eq!(Move::Pass.to_json().to_text(), r#""pass""#);
    for bad in [
        r#"{"roll":"black"}"#,
        r#"{"take_tree":300}"#,
        r#"{"take_tree":-1}"#,
        r#"{"pass":1}"#,
        r#"{"first":"x"}"#,
        r#"{"draw":[{"large":"red"}]}"#,
        r#""fly""#,
    ] {
        assert!(
            Move::from_json(&Json::parse(bad).unwrap()).is_err(),
            "{bad}"
        );
    }
}

#[test]
fn replay_reproduces_and_the_log_reads_well() {
    let m = random_game(5, opts(Draft::Layers, Keeping::Split));
    let back = Match::<Whist>::from_record(m.record.clone()).unwrap();
    assert_eq!(back.state, m.state);
    assert_eq!(back.log, m.log);
    assert!(m.log.iter().any(|l| l.contains(" leads a tree: large ")));
    assert!(m
        .log
        .iter()
        .any(|l| l.contains(" follows with a tree: large ")));
    assert!(m.log.iter().any(|l| l.contains(" wins the trick")));
    assert!(m.log.iter().any(|l| l.starts_with("Final scores: Ana ")));
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

//! Martian Whist scenarios from the rules text and its RULINGS.md section.
//! The row of trees, the die and the first drafter are chance moves that
//! carry their outcome, so every scenario scripts them.

use martian_parlour::engine::pieces::{Colour, Colour::*, Size, Size::*};
use martian_parlour::engine::{Actor, Game, Pcg32, Say};
use martian_parlour::games::martian_whist::engine::{
    resolve, Draft, How, Keeping, MoveError, Phase, Tree,
};
use martian_parlour::games::martian_whist::{Move, Options, Whist};

mod whist_common;
use whist_common::{opts, p, row1, t};

/// Solid trees only: seat 0 gets purple, red and a yellow; seat 1 a
/// yellow, green and blue.
fn row2() -> Vec<Tree> {
    [
        Purple, Yellow, Purple, Green, Red, Green, Red, Blue, Yellow, Blue,
    ]
    .map(Tree::solid)
    .to_vec()
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

//! A save replaces only an earlier point of its own game (issue 34): when a
//! game goes on in two tabs and the records part ways, both are kept.
//! `MatchRecord::leads_to` is that rule; the browser test checks the tabs.

use martian_parlour::engine::codec::{decode_save, encode_save, open, to_raw, RawRecord};
use martian_parlour::engine::{Actor, Game, Match, Pcg32, SeatSetup};
use martian_parlour::games::martian_12s::{Options, Twelves};

/// A game of four people `n` moves in, its moves chosen by `pick`.
fn played(seed: u64, n: usize, pick: u64) -> RawRecord {
    let seats = (0..4).map(|i| SeatSetup::human(&format!("P{i}"))).collect();
    let mut m: Match<Twelves> = Match::new(seats, Options::default(), seed).unwrap();
    let mut rng = Pcg32::new(pick, 7);
    for _ in 0..n {
        let mv = match m.state.to_act() {
            Actor::Over => break,
            Actor::Chance => m.chance_move().unwrap(),
            Actor::Seat(_) => {
                let legal = m.state.legal_moves();
                legal[rng.index(legal.len())]
            }
        };
        m.play(mv).unwrap();
    }
    to_raw(&m.record)
}

#[test]
fn an_earlier_point_leads_to_the_later_one() {
    let later = played(5, 30, 1);
    for n in [0, 1, 10, 29, 30] {
        let mut earlier = later.clone();
        earlier.moves.truncate(n);
        assert!(earlier.leads_to(&later), "the first {n} moves");
    }
    // Through a save's text, as the browser compares them.
    let back = decode_save(&encode_save(&later)).unwrap();
    assert!(back.leads_to(&later) && later.leads_to(&back));
}

#[test]
fn a_later_point_or_another_line_does_not() {
    let later = played(5, 30, 1);
    let mut shorter = later.clone();
    shorter.moves.truncate(20);
    // An undo's record does not lead to the record it came back from.
    assert!(!later.leads_to(&shorter));
    // Another tab went on from the same point with another move.
    let mut m = open::<Twelves>(shorter).unwrap();
    let at = (20..30)
        .find(|_| {
            let legal = m.state.legal_moves();
            let fork = matches!(m.state.to_act(), Actor::Seat(_)) && legal.len() > 1;
            if !fork {
                let mv = from_raw_move(&later, m.record.moves.len());
                m.play(mv).unwrap();
            }
            fork
        })
        .expect("a choice within ten moves");
    let theirs = from_raw_move(&later, at);
    let other = m
        .state
        .legal_moves()
        .into_iter()
        .find(|mv| *mv != theirs)
        .unwrap();
    m.play(other).unwrap();
    let diverged = to_raw(&m.record);
    assert!(!diverged.leads_to(&later) && !later.leads_to(&diverged));
    // What they share still leads to both.
    let mut common = later.clone();
    common.moves.truncate(at);
    assert!(common.leads_to(&later) && common.leads_to(&diverged));
}

/// Move `i` of a record of Martian 12s, as the game's own type.
fn from_raw_move(raw: &RawRecord, i: usize) -> <Twelves as Game>::Move {
    let mut upto = raw.clone();
    upto.moves.truncate(i + 1);
    let m = open::<Twelves>(upto).unwrap();
    m.record.moves[i]
}

#[test]
fn another_match_never_does() {
    let a = played(5, 10, 1);
    let mut seed = a.clone();
    seed.seed ^= 1;
    let mut seats = a.clone();
    seats.seats[1].name = "Someone else".into();
    let mut game = a.clone();
    game.game = "martian-whist".into();
    let mut rules = a.clone();
    rules.rules = 2;
    let mut early = a.clone();
    early.moves.truncate(3);
    for other in [seed, seats, game, rules] {
        let mut early = other.clone();
        early.moves.truncate(3);
        assert!(!early.leads_to(&a));
        assert!(!a.leads_to(&other));
    }
    assert!(early.leads_to(&a));
}

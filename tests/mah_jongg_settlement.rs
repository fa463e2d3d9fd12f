//! Martian Mah Jongg's doubles, simple scoring, the settlement and a whole
//! hand scored. The expected numbers are worked by hand from the rules
//! text (/work/shared/rules/martian-mah-jongg.txt, "Scoring" and "Scoring
//! Procedure") and RULINGS.md, which wins on the settlement. The table
//! line by line is in `mah_jongg_scoring.rs`; shared builders in
//! `mj_scoring_common/mod.rs`.

use martian_parlour::engine::pieces::{Colour, Size};
use martian_parlour::games::martian_mah_jongg::holding::Holding;
use martian_parlour::games::martian_mah_jongg::scoring::{score_hand, settle, Context};

use Colour::{Blue, Clear, Cyan, Green, Orange, Purple, Red, Yellow};

mod mj_scoring_common;
use mj_scoring_common::*;

// ---- Doubles and simple scoring ----

/// The winner: Kong concealed no matches 4, Pung green/green concealed 4,
/// a pair of medium blues 2, Going Mah Jongg 8, drawn 2: base 20; original
/// hand, three doubles.
fn twenty_with_three_doubles() -> (Holding, Context) {
    let h = B::new()
        .kong(Red, Yellow, Blue)
        .pung(Green, Green)
        .chow(Purple)
        .loose(Blue, Size::Medium, 2)
        .done();
    let mut c = ctx();
    c.winning_drawn = true;
    c.original = true;
    (h, c)
}

#[test]
fn doubles_multiply_the_base() {
    let (h, c) = twenty_with_three_doubles();
    let v = value(&h, 0, &c);
    assert_eq!(
        labels(&v),
        vec![
            "Pair of medium blue",
            "Concealed matched Pung",
            "Concealed Kong, no matches",
            "Going Mah Jongg",
            "Winning piece drawn",
            "Original hand",
        ]
    );
    // 20 * 2 * 2 * 2.
    assert_eq!((v.base, v.doubles, v.value), (20, 3, 160));
}

#[test]
fn simple_scoring_drops_the_doubles() {
    let (h, mut c) = twenty_with_three_doubles();
    c.simple = true;
    let v = value(&h, 0, &c);
    assert!(lines(&v, "Original").is_empty());
    assert_eq!((v.base, v.doubles, v.value), (20, 0, 20));
    // Every doubles-only line goes; the waived opaque penalty stays waived.
    let h = B::new()
        .kong(Green, Green, Green)
        .pung(Green, Green)
        .chow(Green)
        .bonus(&[Red, Red, Red, Red])
        .opaques(5, 5)
        .done();
    c.winner = 1;
    let v = value(&h, 0, &c);
    assert!(v.items.iter().all(|i| i.doubles == 0));
    // Pung 4 + Kong 16 (and no "no honour": the bonus stack is red).
    assert_eq!((v.base, v.doubles, v.value), (20, 0, 20));
}

#[test]
fn items_come_in_table_order() {
    let h = B::new()
        .kong(Red, Red, Blue)
        .pung(Red, Red)
        .chow(Cyan)
        .bonus(&[Red, Clear])
        .loose(Orange, Size::Small, 2)
        .opaques(5, 1)
        .done();
    let mut c = ctx();
    c.winning_drawn = true;
    c.original = true;
    c.golden_rooster = true;
    let v = value(&h, 0, &c);
    assert_eq!(
        v.items,
        vec![
            item("Pair of small orange", 2, 0),
            item("Concealed matched honour Pung", 8, 0),
            item("Concealed Kong, 2 honour-matched", 16, 0),
            item("Bonus stack: one honour piece", 4, 0),
            item("Small opaques (1)", -2, 0),
            item("All small whites", 0, 1),
            item("Going Mah Jongg", 8, 0),
            item("Winning piece drawn", 2, 0),
            item("Original hand", 0, 3),
            item("Golden Rooster", 100, 0),
        ]
    );
    // 2 + 8 + 16 + 4 - 2 + 8 + 2 + 100 = 138; four doubles: 2208.
    assert_eq!((v.base, v.doubles, v.value), (138, 4, 2208));
}

// ---- Settlement ----

fn conserved(deltas: &[i64]) {
    assert_eq!(deltas.iter().sum::<i64>(), 0, "money conserved: {deltas:?}");
}

#[test]
fn east_wins_collects_double_from_everyone_four_players() {
    // Values 20, 10, 4, -2; East (0) wins: 40 from each (six times 20 in
    // all). Losers: 1 v 2: 6; 1 v 3: 12; 2 v 3: 6, none doubled (no East).
    let s = settle(&[20, 10, 4, -2], 0, 0);
    assert_eq!(
        s.payments,
        vec![
            pay(1, 0, 40, true),
            pay(2, 0, 40, true),
            pay(3, 0, 40, true),
            pay(2, 1, 6, false),
            pay(3, 1, 12, false),
            pay(3, 2, 6, false),
        ]
    );
    // 1: -40 + 6 + 12; 2: -40 - 6 + 6; 3: -40 - 12 - 6.
    assert_eq!(s.deltas, vec![120, -22, -40, -58]);
    assert_eq!(s.values, vec![20, 10, 4, -2]);
    conserved(&s.deltas);
}

#[test]
fn east_loses_pays_and_settles_double_four_players() {
    // Values 10, 30, 4, 16; seat 1 wins, East is seat 0. The winner collects
    // 60 from East, 30 from each other (four times 30). Losers: East v 2:
    // 6, doubled 12 to East; East v 3: 6, doubled 12 to 3; 2 v 3: 12, not
    // doubled.
    let s = settle(&[10, 30, 4, 16], 1, 0);
    assert_eq!(
        s.payments,
        vec![
            pay(0, 1, 60, true),
            pay(2, 1, 30, false),
            pay(3, 1, 30, false),
            pay(2, 0, 12, true),
            pay(0, 3, 12, true),
            pay(2, 3, 12, false),
        ]
    );
    // 0: -60 + 12 - 12; 2: -30 - 12 - 12; 3: -30 + 12 + 12.
    assert_eq!(s.deltas, vec![-60, 120, -54, -6]);
    conserved(&s.deltas);
}

#[test]
fn three_players() {
    // Values 12, 5, 9; seat 0 wins, East is 2: 12 from 1, 24 from East;
    // 1 v East: 4, doubled 8 to East.
    let s = settle(&[12, 5, 9], 0, 2);
    assert_eq!(
        s.payments,
        vec![
            pay(1, 0, 12, false),
            pay(2, 0, 24, true),
            pay(1, 2, 8, true)
        ]
    );
    assert_eq!(s.deltas, vec![36, -20, -16]);
    conserved(&s.deltas);
}

#[test]
fn two_players() {
    // The only other player is East: doubled.
    let s = settle(&[8, 3], 1, 0);
    assert_eq!(s.payments, vec![pay(0, 1, 6, true)]);
    assert_eq!(s.deltas, vec![-6, 6]);
    // East wins: doubled too.
    let s = settle(&[8, 3], 0, 0);
    assert_eq!(s.payments, vec![pay(1, 0, 16, true)]);
    assert_eq!(s.deltas, vec![16, -16]);
}

#[test]
fn equal_losers_and_zero_values_pay_nothing() {
    let s = settle(&[0, 7, 7, 7], 0, 1);
    assert!(s.payments.is_empty());
    assert_eq!(s.deltas, vec![0; 4]);
}

#[test]
fn a_negative_winner_pays_out() {
    // The winner's value -4 "collected", doubled from East (1): -8, so the
    // winner pays East 8; from seat 2, -4: the winner pays 4. Losers: 2 v
    // East 2 - 2 = 0.
    let s = settle(&[-4, 2, 2], 0, 1);
    assert_eq!(s.payments, vec![pay(0, 1, 8, true), pay(0, 2, 4, false)]);
    assert_eq!(s.deltas, vec![-12, 8, 4]);
    conserved(&s.deltas);
}

#[test]
fn money_is_always_conserved() {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for _ in 0..500 {
        let n = 2 + (next() % 3) as usize;
        let values: Vec<i64> = (0..n).map(|_| (next() % 400) as i64 - 100).collect();
        let winner = (next() % n as u64) as usize;
        let east = (next() % n as u64) as usize;
        let s = settle(&values, winner, east);
        conserved(&s.deltas);
        assert!(s.payments.iter().all(|p| p.amount > 0 && p.from != p.to));
        // The winner's share: value times (number of others + 1 for East's
        // double, or twice the others when East won).
        let others = (n - 1) as i64;
        let times = if winner == east {
            2 * others
        } else {
            others + 1
        };
        let from_losers: i64 = s
            .payments
            .iter()
            .map(|p| {
                if p.to == winner {
                    p.amount
                } else if p.from == winner {
                    -p.amount
                } else {
                    0
                }
            })
            .sum();
        assert_eq!(from_losers, values[winner] * times);
    }
}

// ---- A whole hand ----

#[test]
fn score_hand_values_and_settles_every_seat() {
    // Seat 1 wins, East is 0, honour red, 4 players (5 of each opaque in
    // play), the winning piece drawn.
    let holdings = vec![
        // East: Kong green/green/blue concealed, 2 matched 8; Pung unmatched;
        // chow red; a white and a black -4: base 4.
        B::new()
            .kong(Green, Green, Blue)
            .pung(Blue, Cyan)
            .chow(Red)
            .opaques(1, 1)
            .done(),
        // Winner: Kong red/red/yellow exposed, 2 honour-matched 8; Pung
        // exposed matched 2; chow cyan; pair of small greens 2; a white -2;
        // Going Mah Jongg 8; drawn 2: base 20.
        B::new()
            .kong(Red, Red, Yellow)
            .kong_exposed()
            .pung(Orange, Orange)
            .pung_exposed()
            .chow(Cyan)
            .loose(Green, Size::Small, 2)
            .opaques(1, 0)
            .done(),
        // Seat 2: no piles scored, no honour pieces (8), a white and a
        // black (-4): base 4... plus a pair, not counted for a loser.
        B::new()
            .chow(Blue)
            .loose(Purple, Size::Medium, 2)
            .opaques(1, 1)
            .done(),
        // Seat 3: all five blacks and 2 whites (-4, one double); bonus
        // stack with one red (4); chow red: base 0, value 0.
        B::new()
            .chow(Red)
            .bonus(&[Red, Green])
            .loose(Clear, Size::Medium, 1)
            .opaques(2, 5)
            .done(),
    ];
    let mut c = ctx();
    c.winner = 1;
    c.east = 0;
    c.winning_drawn = true;
    let s = score_hand(&holdings, &c);
    assert_eq!(s.winner, 1);
    assert_eq!(s.honour, Red);
    let values: Vec<i64> = s.hands.iter().map(|h| h.value).collect();
    assert_eq!(values, vec![4, 20, 4, 0]);
    assert_eq!(s.hands[3].doubles, 1);
    assert_eq!(s.settlement.values, values);
    // Winner: 40 from East, 20 from 2 and 3. Losers: East v 2 equal; East
    // v 3: 4, doubled 8; 2 v 3: 4.
    assert_eq!(
        s.settlement.payments,
        vec![
            pay(0, 1, 40, true),
            pay(2, 1, 20, false),
            pay(3, 1, 20, false),
            pay(3, 0, 8, true),
            pay(3, 2, 4, false),
        ]
    );
    assert_eq!(s.settlement.deltas, vec![-32, 80, -16, -32]);
    conserved(&s.settlement.deltas);
}

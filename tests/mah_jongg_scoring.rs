//! Martian Mah Jongg's scoring table, line by line: pairs, pungs, kongs,
//! the bonus stack, small opaques and the hand bonuses. The expected
//! numbers are worked by hand from the rules text
//! (/work/shared/rules/martian-mah-jongg.txt, "Scoring") and RULINGS.md.
//! Doubles, simple scoring and the settlement are in
//! `mah_jongg_settlement.rs`; shared builders in `mj_scoring_common/mod.rs`.

use martian_parlour::engine::pieces::{Colour, Size};
use martian_parlour::games::martian_mah_jongg::holding::Holding;
use martian_parlour::games::martian_mah_jongg::scoring::{Context, Item};

use Colour::{Blue, Cyan, Green, Red, Yellow};

mod mj_scoring_common;
use mj_scoring_common::*;

// ---- Any two matched pyramids: 2 pts, winner only ----

#[test]
fn a_pair_scores_two_for_the_winner() {
    let h = winner().loose(Yellow, Size::Medium, 2).done();
    let v = value(&h, 0, &ctx());
    assert_eq!(
        lines(&v, "Pair"),
        vec![&item("Pair of medium yellow", 2, 0)]
    );
    // Kong 4 + pair 2 + Going Mah Jongg 8.
    assert_eq!(v.base, 14);
    assert_eq!(v.value, 14);
}

#[test]
fn pairs_do_not_count_for_a_loser() {
    let h = loser().loose(Yellow, Size::Medium, 2).done();
    let mut c = ctx();
    c.winner = 1;
    let v = value(&h, 0, &c);
    assert!(lines(&v, "Pair").is_empty());
}

#[test]
fn three_alike_are_one_pair_four_are_two() {
    let three = winner().loose(Yellow, Size::Small, 3).done();
    assert_eq!(lines(&value(&three, 0, &ctx()), "Pair").len(), 1);
    let four = winner().loose(Yellow, Size::Small, 4).done();
    let v = value(&four, 0, &ctx());
    assert_eq!(lines(&v, "Pair").len(), 2);
    // Kong 4 + two pairs 4 + Going Mah Jongg 8.
    assert_eq!(v.base, 16);
}

#[test]
fn a_pair_needs_the_same_size_and_opaques_never_pair() {
    // Medium yellow + small yellow: matched colour, not identical.
    let h = winner()
        .loose(Yellow, Size::Medium, 1)
        .loose(Yellow, Size::Small, 1)
        .done();
    assert!(lines(&value(&h, 0, &ctx()), "Pair").is_empty());
    let h = winner().opaques(2, 0).done();
    assert!(lines(&value(&h, 0, &ctx()), "Pair").is_empty());
}

#[test]
fn pieces_in_piles_are_not_pairs() {
    // Three greens, all in piles: no loose pieces, so no pair.
    let h = B::new()
        .kong(Red, Green, Blue)
        .pung(Green, Green)
        .chow(Green)
        .done();
    assert!(lines(&value(&h, 0, &ctx()), "Pair").is_empty());
}

// ---- All chows: 0 pts, no line ----

#[test]
fn all_chows_adds_nothing() {
    let h = loser().done();
    let mut c = ctx();
    c.winner = 1;
    let v = value(&h, 0, &c);
    assert!(v.items.is_empty());
    assert_eq!(v.base, 0);
    assert_eq!(v.value, 0);
}

// ---- Pungs ----

fn pung_line(h: Holding) -> Vec<Item> {
    let mut c = ctx();
    c.winner = 1;
    lines(&value(&h, 0, &c), "Pung")
        .into_iter()
        .cloned()
        .collect()
}

#[test]
fn exposed_matched_pung_2() {
    let h = loser().pung(Green, Green).pung_exposed().done();
    assert_eq!(pung_line(h), vec![item("Exposed matched Pung", 2, 0)]);
}

#[test]
fn exposed_matched_honour_pung_4() {
    let h = loser()
        .pung(Red, Red)
        .pung_exposed()
        .loose(Green, Size::Medium, 1)
        .done();
    assert_eq!(
        pung_line(h),
        vec![item("Exposed matched honour Pung", 4, 0)]
    );
}

#[test]
fn concealed_matched_pung_4() {
    let h = loser().pung(Green, Green).done();
    assert_eq!(pung_line(h), vec![item("Concealed matched Pung", 4, 0)]);
}

#[test]
fn concealed_matched_honour_pung_8() {
    let h = loser().pung(Red, Red).loose(Green, Size::Medium, 1).done();
    assert_eq!(
        pung_line(h),
        vec![item("Concealed matched honour Pung", 8, 0)]
    );
}

#[test]
fn unmatched_or_incomplete_pung_scores_nothing() {
    assert!(pung_line(loser().pung(Green, Blue).done()).is_empty());
    // Half honour: not an honour pung, not a matched one either.
    assert!(pung_line(loser().pung(Red, Blue).done()).is_empty());
    let mut h = loser().done();
    h.pung_medium = Some(Green);
    assert!(pung_line(h).is_empty());
}

// ---- Kongs ----

/// The Kong line of a loser's holding with the Kong `l m s`, exposed or
/// not; a red chow and a green medium keep other lines away (it holds
/// honour, and is never one colour).
fn kong_line(l: Colour, m: Colour, s: Colour, exposed: bool) -> Vec<Item> {
    let mut b = loser().kong(l, m, s).loose(Green, Size::Medium, 1);
    if exposed {
        b = b.kong_exposed();
    }
    let mut c = ctx();
    c.winner = 1;
    lines(&value(&b.done(), 0, &c), "Kong")
        .into_iter()
        .cloned()
        .collect()
}

#[test]
fn exposed_kong_no_matches_2() {
    assert_eq!(
        kong_line(Green, Blue, Cyan, true),
        vec![item("Exposed Kong, no matches", 2, 0)]
    );
}

#[test]
fn exposed_kong_two_matched_4() {
    // Any two: large+medium, large+small, medium+small.
    for (l, m, s) in [
        (Green, Green, Blue),
        (Green, Blue, Green),
        (Blue, Green, Green),
    ] {
        assert_eq!(
            kong_line(l, m, s, true),
            vec![item("Exposed Kong, 2 matched", 4, 0)]
        );
    }
}

#[test]
fn exposed_kong_two_honour_matched_8() {
    for (l, m, s) in [(Red, Red, Blue), (Red, Blue, Red), (Blue, Red, Red)] {
        assert_eq!(
            kong_line(l, m, s, true),
            vec![item("Exposed Kong, 2 honour-matched", 8, 0)]
        );
    }
}

#[test]
fn exposed_kong_all_matched_8() {
    assert_eq!(
        kong_line(Blue, Blue, Blue, true),
        vec![item("Exposed Kong, all matched", 8, 0)]
    );
}

#[test]
fn exposed_kong_all_honour_matched_16() {
    assert_eq!(
        kong_line(Red, Red, Red, true),
        vec![item("Exposed Kong, all honour-matched", 16, 0)]
    );
}

#[test]
fn concealed_kong_no_matches_4() {
    assert_eq!(
        kong_line(Green, Blue, Cyan, false),
        vec![item("Concealed Kong, no matches", 4, 0)]
    );
}

#[test]
fn concealed_kong_two_matched_8() {
    assert_eq!(
        kong_line(Blue, Green, Green, false),
        vec![item("Concealed Kong, 2 matched", 8, 0)]
    );
}

#[test]
fn concealed_kong_two_honour_matched_16() {
    assert_eq!(
        kong_line(Red, Red, Cyan, false),
        vec![item("Concealed Kong, 2 honour-matched", 16, 0)]
    );
}

#[test]
fn concealed_kong_all_matched_16() {
    assert_eq!(
        kong_line(Cyan, Cyan, Cyan, false),
        vec![item("Concealed Kong, all matched", 16, 0)]
    );
}

#[test]
fn concealed_kong_all_honour_matched_32() {
    assert_eq!(
        kong_line(Red, Red, Red, false),
        vec![item("Concealed Kong, all honour-matched", 32, 0)]
    );
}

#[test]
fn an_incomplete_kong_scores_nothing() {
    let mut h = loser().done();
    h.kong_large = Some(Red);
    h.kong_medium = Some(Red);
    let mut c = ctx();
    c.winner = 1;
    assert!(lines(&value(&h, 0, &c), "Kong").is_empty());
}

// ---- Bonus stack ----

fn bonus_line(stack: &[Colour]) -> Vec<Item> {
    let h = loser().bonus(stack).loose(Green, Size::Medium, 1).done();
    let mut c = ctx();
    c.winner = 1;
    lines(&value(&h, 0, &c), "Bonus")
        .into_iter()
        .cloned()
        .collect()
}

#[test]
fn bonus_no_honour_pieces_2_only_with_four() {
    assert_eq!(
        bonus_line(&[Green, Blue, Cyan, Yellow]),
        vec![item("Bonus stack: no honour pieces", 2, 0)]
    );
    // "Only ... if they have four pieces in their bonus piles."
    assert!(bonus_line(&[Green, Blue, Cyan]).is_empty());
    assert!(bonus_line(&[Green]).is_empty());
    assert!(bonus_line(&[]).is_empty());
}

#[test]
fn bonus_one_honour_piece_4() {
    assert_eq!(
        bonus_line(&[Red, Blue]),
        vec![item("Bonus stack: one honour piece", 4, 0)]
    );
    // One honour piece in a stack of one counts too: the four-piece rule is
    // for the no-honour line only.
    assert_eq!(
        bonus_line(&[Red]),
        vec![item("Bonus stack: one honour piece", 4, 0)]
    );
}

#[test]
fn bonus_two_honour_pieces_8() {
    assert_eq!(
        bonus_line(&[Red, Blue, Red]),
        vec![item("Bonus stack: two honour pieces", 8, 0)]
    );
}

#[test]
fn bonus_three_honour_pieces_16() {
    assert_eq!(
        bonus_line(&[Red, Red, Blue, Red]),
        vec![item("Bonus stack: three honour pieces", 16, 0)]
    );
}

#[test]
fn bonus_four_honour_pieces_one_double() {
    assert_eq!(
        bonus_line(&[Red, Red, Red, Red]),
        vec![item("Bonus stack: four honour pieces", 0, 1)]
    );
    // With a concealed matched pung (4): base 4, one double, value 8.
    let h = loser()
        .bonus(&[Red, Red, Red, Red])
        .pung(Green, Green)
        .done();
    let mut c = ctx();
    c.winner = 1;
    let v = value(&h, 0, &c);
    assert_eq!((v.base, v.doubles, v.value), (4, 1, 8));
}

// ---- Small opaques ----

fn loser_ctx() -> Context {
    let mut c = ctx();
    c.winner = 1;
    c
}

#[test]
fn each_small_opaque_minus_2() {
    // Dealt one white and one black: -4. Pung green/green concealed 4:
    // base 0.
    let h = loser().pung(Green, Green).opaques(1, 1).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(lines(&v, "opaque"), vec![&item("Small opaques (2)", -4, 0)]);
    assert_eq!((v.base, v.value), (0, 0));
    let h = loser().opaques(3, 0).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(v.items, vec![item("Small opaques (3)", -6, 0)]);
}

#[test]
fn all_small_whites_one_double_and_no_white_penalty() {
    // All 5 whites in play and 1 black: penalty for the black only (-2), one
    // double. Pung green/green concealed 4: base 2, value 4.
    let h = loser().pung(Green, Green).opaques(5, 1).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed matched Pung", 4, 0),
            item("Small opaques (1)", -2, 0),
            item("All small whites", 0, 1),
        ]
    );
    assert_eq!((v.base, v.doubles, v.value), (2, 1, 4));
}

#[test]
fn all_small_blacks_one_double_and_no_black_penalty() {
    let h = loser().pung(Green, Green).opaques(2, 5).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed matched Pung", 4, 0),
            item("Small opaques (2)", -4, 0),
            item("All small blacks", 0, 1),
        ]
    );
    // 4 - 4 = 0, doubled 0.
    assert_eq!((v.base, v.doubles, v.value), (0, 1, 0));
}

#[test]
fn all_small_opaques_three_doubles_not_five() {
    // Pung 4, no penalty, three doubles: 4 * 8 = 32 (not 4 * 32).
    let h = loser().pung(Green, Green).opaques(5, 5).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed matched Pung", 4, 0),
            item("All small opaques", 0, 3),
        ]
    );
    assert_eq!((v.base, v.doubles, v.value), (4, 3, 32));
}

#[test]
fn all_of_a_colour_counts_what_is_in_play() {
    // Two players: two of each dealt to each, one under a cover: 5 in play.
    // Holding 4 is not all of them.
    let h = loser().opaques(4, 0).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(v.items, vec![item("Small opaques (4)", -8, 0)]);
    // With 3 in play (say a smaller count the engine reports), 3 is all.
    let mut c = loser_ctx();
    c.opaques_in_play = [3, 3];
    let h = loser().opaques(3, 0).done();
    assert_eq!(value(&h, 0, &c).items, vec![item("All small whites", 0, 1)]);
    // None in play: holding none is not "all".
    c.opaques_in_play = [0, 0];
    assert!(value(&loser().done(), 0, &c)
        .items
        .iter()
        .all(|i| !english(&i.label).starts_with("All small")));
}

#[test]
fn a_negative_base_is_doubled_as_it_stands() {
    // 1 white (-2), all 5 blacks (one double): -2 * 2 = -4.
    let h = loser().opaques(1, 5).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!((v.base, v.doubles, v.value), (-2, 1, -4));
}

// ---- Hand bonuses ----

#[test]
fn going_mah_jongg_8_for_the_winner_only() {
    let h = winner().done();
    let v = value(&h, 0, &ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed Kong, no matches", 4, 0),
            item("Going Mah Jongg", 8, 0),
        ]
    );
    assert_eq!(v.value, 12);
    let v = value(&h, 0, &loser_ctx());
    assert!(lines(&v, "Mah Jongg").is_empty());
}

#[test]
fn no_honour_pieces_in_hand_8() {
    // A loser with green, blue and cyan only: 8, and a concealed Kong with
    // no matches 4: base 12.
    let h = B::new().kong(Green, Blue, Cyan).chow(Blue).done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed Kong, no matches", 4, 0),
            item("No honour pieces in hand", 8, 0),
        ]
    );
    // Opaques do not matter; the whole holding does.
    let h = B::new()
        .chow(Blue)
        .loose(Green, Size::Medium, 1)
        .opaques(1, 1)
        .done();
    assert_eq!(
        lines(&value(&h, 0, &loser_ctx()), "honour"),
        vec![&item("No honour pieces in hand", 8, 0)]
    );
    for h in [
        B::new().chow(Blue).loose(Red, Size::Small, 1).done(),
        B::new().chow(Blue).bonus(&[Green, Red]).done(),
        B::new().chow(Blue).pung(Red, Green).done(),
    ] {
        assert!(lines(&value(&h, 0, &loser_ctx()), "No honour").is_empty());
    }
    // The winner's Kong large is honour, so the winner never has it.
    assert!(lines(&value(&winner().done(), 0, &ctx()), "No honour").is_empty());
}

#[test]
fn winning_piece_drawn_2_not_when_claimed() {
    let h = winner().done();
    let mut c = ctx();
    c.winning_drawn = true;
    let v = value(&h, 0, &c);
    assert_eq!(lines(&v, "drawn"), vec![&item("Winning piece drawn", 2, 0)]);
    // 4 + 8 + 2.
    assert_eq!(v.value, 14);
    // Claimed (went out on a discard): nothing.
    c.winning_drawn = false;
    assert!(lines(&value(&h, 0, &c), "drawn").is_empty());
    // Never a loser's.
    let mut c = loser_ctx();
    c.winning_drawn = true;
    assert!(lines(&value(&h, 0, &c), "drawn").is_empty());
}

#[test]
fn solid_colour_hand_one_double() {
    // A loser all in green (opaques aside): Kong all matched concealed 16,
    // Pung matched concealed 4, no honour pieces 8, opaques -4: base 24,
    // one double: 48.
    let h = B::new()
        .kong(Green, Green, Green)
        .pung(Green, Green)
        .chow(Green)
        .opaques(1, 1)
        .done();
    let v = value(&h, 0, &loser_ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed matched Pung", 4, 0),
            item("Concealed Kong, all matched", 16, 0),
            item("Small opaques (2)", -4, 0),
            item("No honour pieces in hand", 8, 0),
            item("Solid colour hand", 0, 1),
        ]
    );
    assert_eq!((v.base, v.doubles, v.value), (24, 1, 48));
    // One piece of another colour spoils it.
    let h = B::new().chow(Green).loose(Blue, Size::Medium, 1).done();
    assert!(lines(&value(&h, 0, &loser_ctx()), "Solid").is_empty());
    // Only opaques: no colour at all, not solid.
    let h = B::new().opaques(1, 1).done();
    assert!(lines(&value(&h, 0, &loser_ctx()), "Solid").is_empty());
}

#[test]
fn solid_colour_honour_hand_three_doubles_instead() {
    // The winner all in red: Kong all honour concealed 32, Pung honour
    // concealed 8, Going Mah Jongg 8: base 48, three doubles (not four):
    // 384.
    let h = B::new().kong(Red, Red, Red).pung(Red, Red).chow(Red).done();
    let v = value(&h, 0, &ctx());
    assert_eq!(
        v.items,
        vec![
            item("Concealed matched honour Pung", 8, 0),
            item("Concealed Kong, all honour-matched", 32, 0),
            item("Going Mah Jongg", 8, 0),
            item("Solid colour honour hand", 0, 3),
        ]
    );
    assert_eq!((v.base, v.doubles, v.value), (48, 3, 384));
}

#[test]
fn original_hand_three_doubles_for_the_winner() {
    let h = winner().done();
    let mut c = ctx();
    c.original = true;
    let v = value(&h, 0, &c);
    assert_eq!(lines(&v, "Original"), vec![&item("Original hand", 0, 3)]);
    // 12 * 8.
    assert_eq!(v.value, 96);
    c.winner = 1;
    assert!(lines(&value(&h, 0, &c), "Original").is_empty());
}

#[test]
fn golden_rooster_100_when_on() {
    let h = winner().done();
    let mut c = ctx();
    c.golden_rooster = true;
    let v = value(&h, 0, &c);
    assert_eq!(lines(&v, "Rooster"), vec![&item("Golden Rooster", 100, 0)]);
    // 4 + 8 + 100.
    assert_eq!(v.value, 112);
    c.golden_rooster = false;
    let v = value(&h, 0, &c);
    assert!(lines(&v, "Rooster").is_empty());
    assert_eq!(v.value, 12);
}

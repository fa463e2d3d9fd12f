//! Scoring a hand of Martian Mah Jongg: every player's hand value, item by
//! item in the order the rules' scoring table prints it, and the
//! settlement those values make (the winner collects, then the losers settle
//! among themselves, East Wind paying and being paid double).
//!
//! Terms, as RULINGS.md fixes them: "matched" means the same colour; the
//! honour colour is that of the large in the winner's Kong pile. Where the
//! table is loose, the reading taken is said at the function that scores
//! the line.

use super::holding::Holding;
use crate::engine::pieces::{Colour, Pyramid};
use crate::engine::Seat;

/// One line of the scoring table as it applied to a hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub label: Label,
    pub points: i64,
    pub doubles: u32,
}

/// What a line of the scoring table says, for the screen to word in the
/// language in effect: the rules code holds no sentences, only the
/// catalogue's English keys (marked `en!`) and the values a line names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// A line with nothing in it but its name.
    Line(&'static str),
    /// A pair of loose pieces alike.
    Pair(Pyramid),
    /// The small opaques held and paid for, by count.
    Opaques(usize),
}

impl Item {
    fn points(label: impl Into<Label>, points: i64) -> Self {
        Item {
            label: label.into(),
            points,
            doubles: 0,
        }
    }

    fn doubles(label: impl Into<Label>, doubles: u32) -> Self {
        Item {
            label: label.into(),
            points: 0,
            doubles,
        }
    }
}

impl From<&'static str> for Label {
    fn from(key: &'static str) -> Self {
        Label::Line(key)
    }
}

/// A hand's value: its items in the order the table prints them, the base
/// (sum of points), the doubles (sum), and value = base * 2^doubles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandValue {
    pub items: Vec<Item>,
    pub base: i64,
    pub doubles: u32,
    pub value: i64,
}

impl HandValue {
    /// Totals `items`. Doubles come last, on the whole base ("applied after
    /// the rest of their hand value has been tallied"); a negative base (a
    /// loser with only opaque penalties) is doubled as it stands, the literal
    /// reading, so it grows more negative.
    pub fn from_items(items: Vec<Item>) -> Self {
        let base = items.iter().map(|i| i.points).sum::<i64>();
        let doubles = items.iter().map(|i| i.doubles).sum::<u32>();
        HandValue {
            items,
            base,
            doubles,
            value: base * (1i64 << doubles),
        }
    }
}

/// What scoring needs beyond the holdings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Context {
    pub winner: Seat,
    pub east: Seat,
    /// The colour of the large in the winner's Kong pile.
    pub honour: Colour,
    /// The winning piece (the one that completed the hand, RULINGS.md)
    /// was not a called discard.
    pub winning_drawn: bool,
    /// The winner went out during their first turn of the hand.
    pub original: bool,
    /// The Golden Rooster option is on and the winning piece was a small yellow.
    pub golden_rooster: bool,
    /// Simple scoring option: base points only, no doubles.
    pub simple: bool,
    /// How many small whites and small blacks are in play this hand (held by
    /// players or under a cover): [white, black].
    pub opaques_in_play: [usize; 2],
}

/// "Any two matched pyramids, 2 pts", for the winner only. A pair is two
/// loose pieces of the same colour and size (pieces in a pile are already
/// scored as the pile); small opaques are left out, as they score on their
/// own lines. Each disjoint pair counts: three alike make one pair, four
/// two. One item per pair.
pub fn pairs(h: &Holding) -> Vec<Item> {
    let mut loose: Vec<Pyramid> = h
        .loose
        .iter()
        .copied()
        .filter(|p| !p.colour.is_opaque())
        .collect();
    crate::engine::sort_small_by_key(&mut loose, |p| *p);
    let mut out = Vec::new();
    let mut i = 0;
    while i < loose.len() {
        let run = loose[i..].iter().take_while(|p| **p == loose[i]).count();
        for _ in 0..run / 2 {
            out.push(Item::points(Label::Pair(loose[i]), 2));
        }
        i += run;
    }
    out
}

/// The Pung pile (a bush), if complete and matched (medium and small one
/// colour): exposed 2, exposed honour 4, concealed 4, concealed honour 8.
/// An unmatched or incomplete Pung scores nothing.
pub fn pung(h: &Holding, honour: Colour) -> Option<Item> {
    let (Some(m), Some(s)) = (h.pung_medium, h.pung_small) else {
        return None;
    };
    if m != s {
        return None;
    }
    let (label, points) = match (h.pung_exposed, m == honour) {
        (true, true) => (crate::en!("Exposed matched honour Pung"), 4),
        (true, false) => (crate::en!("Exposed matched Pung"), 2),
        (false, true) => (crate::en!("Concealed matched honour Pung"), 8),
        (false, false) => (crate::en!("Concealed matched Pung"), 4),
    };
    Some(Item::points(label, points))
}

/// The Kong pile (a tree), if complete: exposed, no matches 2, two matched
/// 4, two matched in the honour colour 8, all matched 8, all in the honour
/// colour 16; concealed, each doubled. "Two honour matched" is read as
/// exactly two of the three sharing a colour, that colour the honour one.
/// An incomplete Kong scores nothing.
pub fn kong(h: &Holding, honour: Colour) -> Option<Item> {
    let (Some(l), Some(m), Some(s)) = (h.kong_large, h.kong_medium, h.kong_small) else {
        return None;
    };
    // The colour two or three of the pieces share, and how many share it.
    let shared = if l == m || l == s {
        Some((l, 1 + usize::from(l == m) + usize::from(l == s)))
    } else if m == s {
        Some((m, 2))
    } else {
        None
    };
    // Each line whole, as the catalogue keys it: an exposed Kong's value,
    // doubled when concealed.
    let (exposed, concealed, points) = match shared {
        None => (
            crate::en!("Exposed Kong, no matches"),
            crate::en!("Concealed Kong, no matches"),
            2,
        ),
        Some((c, 2)) if c == honour => (
            crate::en!("Exposed Kong, 2 honour-matched"),
            crate::en!("Concealed Kong, 2 honour-matched"),
            8,
        ),
        Some((_, 2)) => (
            crate::en!("Exposed Kong, 2 matched"),
            crate::en!("Concealed Kong, 2 matched"),
            4,
        ),
        Some((c, _)) if c == honour => (
            crate::en!("Exposed Kong, all honour-matched"),
            crate::en!("Concealed Kong, all honour-matched"),
            16,
        ),
        Some(_) => (
            crate::en!("Exposed Kong, all matched"),
            crate::en!("Concealed Kong, all matched"),
            8,
        ),
    };
    Some(if h.kong_exposed {
        Item::points(exposed, points)
    } else {
        Item::points(concealed, points * 2)
    })
}

/// The bonus stack of larges, by how many are the honour colour: 1 scores
/// 4, 2 scores 8, 3 scores 16, all 4 a double. None of the honour colour
/// scores 2 only with a full stack of four (the text's restriction); an
/// empty or part stack with no honour pieces scores nothing.
pub fn bonus(h: &Holding, honour: Colour) -> Option<Item> {
    let n = h.bonus.iter().filter(|c| **c == honour).count();
    match n {
        0 if h.bonus.len() >= super::holding::BONUS_MAX => {
            Some(Item::points(crate::en!("Bonus stack: no honour pieces"), 2))
        }
        0 => None,
        1 => Some(Item::points(crate::en!("Bonus stack: one honour piece"), 4)),
        2 => Some(Item::points(
            crate::en!("Bonus stack: two honour pieces"),
            8,
        )),
        3 => Some(Item::points(
            crate::en!("Bonus stack: three honour pieces"),
            16,
        )),
        _ => Some(Item::doubles(
            crate::en!("Bonus stack: four honour pieces"),
            1,
        )),
    }
}

/// The small opaques: -2 for each held, except that a player holding every
/// small of an opaque colour in play (`in_play`, [white, black], none in
/// play means nobody can) pays nothing for that colour and scores a double;
/// holding every one of both scores three doubles in all, one line, not
/// 1 + 1 + 3. The waived penalty is part of the base, so it stands under
/// simple scoring too; only the doubles go.
pub fn opaques(h: &Holding, in_play: [usize; 2]) -> Vec<Item> {
    let held = [h.opaques(Colour::White), h.opaques(Colour::Black)];
    let all = [0, 1].map(|i| in_play[i] > 0 && held[i] >= in_play[i]);
    let penalised: usize = (0..2).filter(|i| !all[*i]).map(|i| held[i]).sum();
    let mut out = Vec::new();
    if penalised > 0 {
        out.push(Item::points(
            Label::Opaques(penalised),
            -2 * penalised as i64,
        ));
    }
    match all {
        [true, true] => out.push(Item::doubles(crate::en!("All small opaques"), 3)),
        [true, false] => out.push(Item::doubles(crate::en!("All small whites"), 1)),
        [false, true] => out.push(Item::doubles(crate::en!("All small blacks"), 1)),
        [false, false] => {}
    }
    out
}

/// The one colour every non-opaque piece held shares, if there is at least
/// one such piece and they all share it: a solid colour hand.
pub fn solid_colour(h: &Holding) -> Option<Colour> {
    let mut colours = h
        .pieces()
        .into_iter()
        .map(|p| p.colour)
        .filter(|c| !c.is_opaque());
    let first = colours.next()?;
    colours.all(|c| c == first).then_some(first)
}

/// The hand bonuses and special hands, table order. Going Mah Jongg,
/// winning piece drawn, original hand and the Golden Rooster are the
/// winner's alone; "no honour pieces in hand" (read as the whole holding:
/// piles, bonus stack and loose) and the solid colour hands are anyone's.
/// A solid hand in the honour colour scores its three doubles instead of,
/// not as well as, the solid colour hand's one.
pub fn hand_bonuses(h: &Holding, seat: Seat, ctx: &Context) -> Vec<Item> {
    let won = seat == ctx.winner;
    let mut out = Vec::new();
    if won {
        out.push(Item::points(crate::en!("Going Mah Jongg"), 8));
    }
    if h.pieces().iter().all(|p| p.colour != ctx.honour) {
        out.push(Item::points(crate::en!("No honour pieces in hand"), 8));
    }
    if won && ctx.winning_drawn {
        out.push(Item::points(crate::en!("Winning piece drawn"), 2));
    }
    match solid_colour(h) {
        Some(c) if c == ctx.honour => {
            out.push(Item::doubles(crate::en!("Solid colour honour hand"), 3))
        }
        Some(_) => out.push(Item::doubles(crate::en!("Solid colour hand"), 1)),
        None => {}
    }
    if won && ctx.original {
        out.push(Item::doubles(crate::en!("Original hand"), 3));
    }
    if won && ctx.golden_rooster {
        out.push(Item::points(crate::en!("Golden Rooster"), 100));
    }
    out
}

/// The value of the hand `h` held by `seat`. "All chows, 0 pts" adds
/// nothing and gets no line. With simple scoring every line that is only
/// doubles is left out, so the value is the base.
pub fn hand_value(h: &Holding, seat: Seat, ctx: &Context) -> HandValue {
    let mut items = Vec::new();
    if seat == ctx.winner {
        items.extend(pairs(h));
    }
    items.extend(pung(h, ctx.honour));
    items.extend(kong(h, ctx.honour));
    items.extend(bonus(h, ctx.honour));
    items.extend(opaques(h, ctx.opaques_in_play));
    items.extend(hand_bonuses(h, seat, ctx));
    if ctx.simple {
        items.retain(|i| i.doubles == 0);
    }
    HandValue::from_items(items)
}

/// One payment of the settlement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    pub from: Seat,
    pub to: Seat,
    /// Never negative: a payment that would be negative runs the other way.
    pub amount: i64,
    /// Doubled because East Wind is one of the two.
    pub doubled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    pub values: Vec<i64>,
    pub payments: Vec<Payment>,
    /// What each seat gains (negative: pays). They sum to zero.
    pub deltas: Vec<i64>,
}

/// Settles a hand (RULINGS.md, over the text's last paragraph): the winner
/// collects their value from each other player, doubled from East Wind (from
/// everyone when the winner is East). Then each pair of losers settles the
/// difference of their values, the lower paying the higher, doubled when
/// one of them is East Wind. A winner whose value is negative pays it out
/// instead of collecting it, doubled the same way: the literal reading,
/// shown as a payment the other way so amounts are never negative. Nothing
/// is paid between equal values, and no payment of 0 is listed.
pub fn settle(values: &[i64], winner: Seat, east: Seat) -> Settlement {
    let n = values.len();
    let mut payments = Vec::new();
    let mut pay = |a: Seat, b: Seat, owed: i64, doubled: bool| {
        // `a` owes `b` `owed` (before doubling).
        let amount = if doubled { owed * 2 } else { owed };
        match amount.signum() {
            1 => payments.push(Payment {
                from: a,
                to: b,
                amount,
                doubled,
            }),
            -1 => payments.push(Payment {
                from: b,
                to: a,
                amount: -amount,
                doubled,
            }),
            _ => {}
        }
    };
    for s in (0..n).filter(|s| *s != winner) {
        pay(s, winner, values[winner], winner == east || s == east);
    }
    for a in (0..n).filter(|s| *s != winner) {
        for b in (a + 1..n).filter(|s| *s != winner) {
            pay(b, a, values[a] - values[b], a == east || b == east);
        }
    }
    let mut deltas = vec![0; n];
    for p in &payments {
        deltas[p.from] -= p.amount;
        deltas[p.to] += p.amount;
    }
    Settlement {
        values: values.to_vec(),
        payments,
        deltas,
    }
}

/// Everything the end-of-hand screen shows: each seat's HandValue, the
/// honour colour, the settlement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandScore {
    pub honour: Colour,
    pub winner: Seat,
    pub hands: Vec<HandValue>,
    pub settlement: Settlement,
}

/// Scores every seat's holding and settles the hand.
pub fn score_hand(holdings: &[Holding], ctx: &Context) -> HandScore {
    let hands: Vec<HandValue> = holdings
        .iter()
        .enumerate()
        .map(|(seat, h)| hand_value(h, seat, ctx))
        .collect();
    let values: Vec<i64> = hands.iter().map(|h| h.value).collect();
    HandScore {
        honour: ctx.honour,
        winner: ctx.winner,
        hands,
        settlement: settle(&values, ctx.winner, ctx.east),
    }
}

//! Holdings, contexts and items shared by the Martian Mah Jongg scoring
//! test files (`mah_jongg_scoring.rs`, `mah_jongg_settlement.rs`).

#![allow(dead_code)]

use martian_parlour::engine::pieces::{Colour, Pyramid, Size};
use martian_parlour::games::martian_mah_jongg::holding::Holding;
use martian_parlour::games::martian_mah_jongg::scoring::{
    hand_value, Context, HandValue, Item, Label, Payment,
};

use Colour::{Black, Blue, Cyan, Green, Orange, Purple, Red, White};

/// Builds a holding piece by piece.
#[derive(Default)]
pub struct B(pub Holding);

impl B {
    pub fn new() -> Self {
        B::default()
    }
    pub fn kong(mut self, l: Colour, m: Colour, s: Colour) -> Self {
        self.0.kong_large = Some(l);
        self.0.kong_medium = Some(m);
        self.0.kong_small = Some(s);
        self
    }
    pub fn pung(mut self, m: Colour, s: Colour) -> Self {
        self.0.pung_medium = Some(m);
        self.0.pung_small = Some(s);
        self
    }
    pub fn chow(mut self, c: Colour) -> Self {
        self.0.chow = Some(c);
        self
    }
    pub fn bonus(mut self, cs: &[Colour]) -> Self {
        self.0.bonus = cs.to_vec();
        self
    }
    pub fn loose(mut self, c: Colour, size: Size, n: usize) -> Self {
        for _ in 0..n {
            self.0.add_loose(Pyramid::new(c, size));
        }
        self
    }
    pub fn opaques(self, white: usize, black: usize) -> Self {
        self.loose(White, Size::Small, white)
            .loose(Black, Size::Small, black)
    }
    pub fn kong_exposed(mut self) -> Self {
        self.0.kong_exposed = true;
        self
    }
    pub fn pung_exposed(mut self) -> Self {
        self.0.pung_exposed = true;
        self
    }
    pub fn done(self) -> Holding {
        self.0
    }
}

/// Seat 0 wins, seat 0 is East, red is the honour colour, 4 players' worth
/// of opaques in play (one each plus one under a cover: 5 of each colour).
pub fn ctx() -> Context {
    Context {
        winner: 0,
        east: 0,
        honour: Red,
        winning_drawn: false,
        original: false,
        golden_rooster: false,
        simple: false,
        opaques_in_play: [5, 5],
    }
}

/// The winner's usual hand, honour red: Kong red/green/blue concealed, no
/// matches (4); Pung orange/cyan, unmatched (0); Chow purple. With Going
/// Mah Jongg (8) that is a base of 12.
pub fn winner() -> B {
    B::new()
        .kong(Red, Green, Blue)
        .pung(Orange, Cyan)
        .chow(Purple)
}

/// A loser's filler: a red (honour) chow, so no "no honour pieces" bonus,
/// and a loose green medium, so the hand is not one solid colour.
pub fn loser() -> B {
    B::new().chow(Red).loose(Green, Size::Medium, 1)
}

pub fn value(h: &Holding, seat: usize, c: &Context) -> HandValue {
    hand_value(h, seat, c)
}

/// A scoring line as the English screen words it ("Pair of small red"),
/// so the tests read as the rules' scoring table does.
pub fn english(label: &Label) -> String {
    match label {
        Label::Line(key) => key.to_string(),
        Label::Pair(p) => format!("Pair of {} {}", p.size.name(), p.colour.name()),
        Label::Opaques(n) => format!("Small opaques ({n})"),
    }
}

pub fn labels(v: &HandValue) -> Vec<String> {
    v.items.iter().map(|i| english(&i.label)).collect()
}

/// The items whose label contains `word`.
pub fn lines<'a>(v: &'a HandValue, word: &str) -> Vec<&'a Item> {
    v.items
        .iter()
        .filter(|i| english(&i.label).contains(word))
        .collect()
}

/// An item as the English screen words it: the label is read back into
/// the line it names, and an unknown one fails the test.
pub fn item(label: &str, points: i64, doubles: u32) -> Item {
    let pair = label.strip_prefix("Pair of ").map(|piece| {
        let (size, colour) = piece.split_once(' ').expect("a size and a colour");
        let size = Size::ALL
            .into_iter()
            .find(|s| s.name() == size)
            .expect("a size");
        let colour = Colour::ALL
            .into_iter()
            .find(|c| c.name() == colour)
            .expect("a colour");
        Label::Pair(Pyramid { colour, size })
    });
    let opaques = label
        .strip_prefix("Small opaques (")
        .and_then(|n| n.strip_suffix(')'))
        .map(|n| Label::Opaques(n.parse().expect("a count")));
    let label = pair.or(opaques).unwrap_or_else(|| {
        // A whole line: the same key the scoring code holds.
        Label::Line(Box::leak(label.to_string().into_boxed_str()))
    });
    Item {
        label,
        points,
        doubles,
    }
}

pub fn pay(from: usize, to: usize, amount: i64, doubled: bool) -> Payment {
    Payment {
        from,
        to,
        amount,
        doubled,
    }
}

//! Placeholder: written next (by the scoring helper), same API.
use super::holding::Holding;
use crate::engine::pieces::Colour;
use crate::engine::Seat;
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub label: String,
    pub points: i64,
    pub doubles: u32,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandValue {
    pub items: Vec<Item>,
    pub base: i64,
    pub doubles: u32,
    pub value: i64,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Context {
    pub winner: Seat,
    pub east: Seat,
    pub honour: Colour,
    pub winning_drawn: bool,
    pub original: bool,
    pub golden_rooster: bool,
    pub simple: bool,
    pub opaques_in_play: [usize; 2],
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    pub from: Seat,
    pub to: Seat,
    pub amount: i64,
    pub doubled: bool,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    pub values: Vec<i64>,
    pub payments: Vec<Payment>,
    pub deltas: Vec<i64>,
}
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandScore {
    pub honour: Colour,
    pub winner: Seat,
    pub hands: Vec<HandValue>,
    pub settlement: Settlement,
}
pub fn score_hand(holdings: &[Holding], ctx: &Context) -> HandScore {
    let n = holdings.len();
    HandScore {
        honour: ctx.honour,
        winner: ctx.winner,
        hands: vec![
            HandValue {
                items: vec![],
                base: 0,
                doubles: 0,
                value: 0
            };
            n
        ],
        settlement: Settlement {
            values: vec![0; n],
            payments: vec![],
            deltas: vec![0; n],
        },
    }
}

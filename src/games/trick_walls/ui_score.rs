//! Trick Walls' scoring on screen: a round laid out item by item (each
//! city's face-up points by colour, its pure city and pure massacre, the
//! Kill Balance pruning with the cancelled cards struck out, and what each
//! team or keeper gains), and the score sheet.

use super::engine::{Prune, RoundResult, Side, TrickWalls};
use super::ui::side_class;
use super::words::side_name;
use crate::cls;
use crate::engine::pieces::Card;
use crate::engine::record::seat_name;
use crate::tr;
use crate::ui::lang::{t, th};
use crate::ui::sheet::{render, Cell, Row, Sheet};
use yew::prelude::*;

fn signed(n: i32) -> String {
    format!("{n:+}")
}

/// A city as it was when scored: its keeper then, or a dummy.
fn scored_name(r: &RoundResult, city: usize, names: &[String]) -> String {
    match r.cities[city].keeper {
        Some(s) => seat_name(names, s),
        None => t("Dummy").into(),
    }
}

fn card_list(cards: &[Card], struck: &[Card], half: Option<Card>) -> Html {
    html! {
        <span class="cards-inline">
            { for cards.iter().map(|c| {
                let class = if struck.contains(c) { Some("cancelled") } else if half == Some(*c) { Some("half") } else { None };
                html! { <span class={cls!("ci", c.suit.is_red().then_some("red"), class)}>{ c.to_string() }</span> }
            }) }
        </span>
    }
}

fn prune_line(title: &str, p: &Prune, flip: bool) -> Html {
    let result = match p.left {
        Some((Side::Black, pts)) if flip => {
            tr!("Red +{pts} (killed black cards count for Red)", pts)
        }
        Some((Side::Red, pts)) if flip => {
            tr!("Black +{pts} (killed red cards count for Black)", pts)
        }
        Some((side, pts)) => format!("{} +{pts}", side_name(side)),
        None => t("they cancel out").into(),
    };
    html! {
        <li class="prune">
            <strong>{ t(title) }</strong>
            { card_list(&p.cards[0], &p.cancelled[0], p.half) }
            <span>{ th("against") }</span>
            { card_list(&p.cards[1], &p.cancelled[1], p.half) }
            <span class="result">{ crate::ui::text(format!("\u{2192} {result}")) }</span>
        </li>
    }
}

/// One round's scoring, shown when it ends.
pub fn round_scoring(g: &TrickWalls, r: &RoundResult, names: &[String]) -> Html {
    let o = g.options();
    let bonus = |s: Option<Side>, sign: &str| match s {
        Some(s) => {
            html! { <span class={side_class(s)}>{ crate::ui::text(format!("{sign}3 {}", side_name(s))) }</span> }
        }
        None => html! { <span class="muted">{"\u{2014}"}</span> },
    };
    let verdict = if o.city_keepers {
        let parts: Vec<String> = (0..names.len())
            .map(|s| format!("{} {}", seat_name(names, s), signed(r.award[s])))
            .collect();
        parts.join(", ")
    } else {
        let (a, b) = (r.points[0], r.points[1]);
        let head = format!("{} {a}, {} {b}", side_name(g.side(0)), side_name(g.side(1)));
        match (0..2).find(|&t| r.award[t] > 0) {
            Some(t) => format!("{head}: {} +{}", side_name(g.side(t)), r.award[t]),
            None => tr!("{head}: level", head),
        }
    };
    html! {
        <details class="hand-scoring tw-scoring" data-round-scoring={r.round.to_string()}>
            <summary>{ crate::ui::text(tr!("Round {n} scored: {verdict}", n = r.round, verdict)) }</summary>
            <table class="tw-score-table">
                <thead><tr>
                    <th scope="col">{ th("City") }</th>
                    <th scope="col">{ th("Face up: black") }</th>
                    <th scope="col">{ th("Face up: red") }</th>
                    if o.pure_bonuses { <th scope="col">{ th("Pure city") }</th><th scope="col">{ th("Pure massacre") }</th> }
                    if o.kill_balance { <th scope="col">{ th("Killed: black") }</th><th scope="col">{ th("Killed: red") }</th> }
                    if o.city_keepers { <th scope="col">{ th("Keeper scores") }</th> }
                </tr></thead>
                <tbody>
                    { for r.cities.iter().map(|c| html! {
                        <tr class={side_class(c.side)}>
                            <th scope="row">{ scored_name(r, c.city, names) }</th>
                            <td>{ c.up[0] }</td>
                            <td>{ c.up[1] }</td>
                            if o.pure_bonuses { <td>{ bonus(c.pure, "+") }</td><td>{ bonus(c.massacre, "\u{2212}") }</td> }
                            if o.kill_balance { <td>{ c.down[0] }</td><td>{ c.down[1] }</td> }
                            if o.city_keepers {
                                <td>{ if c.keeper.is_some() { signed(c.net(c.side, o.pure_bonuses, o.kill_balance)) } else { t("nobody's").into() } }</td>
                            }
                        </tr>
                    }) }
                </tbody>
            </table>
            if let Some([up, down]) = &r.pruned {
                <ul class="prunes">
                    { prune_line(crate::en!("Face up:"), up, false) }
                    { prune_line(crate::en!("Killed:"), down, true) }
                </ul>
            }
            <p class="verdict" data-round-verdict="">{ verdict.clone() }</p>
        </details>
    }
}

/// The score sheet: each round's award and the totals after it.
pub fn sheet(g: &TrickWalls, names: &[String]) -> Html {
    let heads: Vec<(String, Option<&'static str>)> = if g.keepers_score() {
        (0..names.len())
            .map(|s| {
                (
                    seat_name(names, s),
                    Some(side_class(g.side(g.team_of_seat(s)))),
                )
            })
            .collect()
    } else {
        (0..2)
            .map(|t| {
                (
                    side_name(g.side(t)).to_string(),
                    Some(side_class(g.side(t))),
                )
            })
            .collect()
    };
    let rows = g
        .history()
        .iter()
        .map(|r| Row {
            label: r.round.to_string(),
            cells: r
                .award
                .iter()
                .zip(&r.totals_after)
                .map(|(a, t)| Cell::change((*a).into(), t))
                .collect(),
            extra: None,
        })
        .collect();
    render(Sheet {
        corner: crate::en!("Round"),
        heads,
        extra: None,
        rows,
        empty: crate::en!("No rounds scored yet."),
        foot: Some((
            crate::en!("Total"),
            g.totals().iter().map(|t| t.to_string()).collect(),
        )),
        class: None,
    })
}

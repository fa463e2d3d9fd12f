//! Martian Mah Jongg's scoring on screen: a hand laid out as the scoring
//! table prints it (each player's items, the doubles, the hand value), the
//! honour colour, and the settlement's payments; and the score sheet.

use super::engine::{HandEnd, MahJongg};
use crate::engine::record::seat_name;
use yew::prelude::*;

/// One hand's scoring, shown when it ends.
pub fn hand_scoring(e: &HandEnd, names: &[String]) -> Html {
    let Some(s) = &e.score else {
        return html! {
            <section class="mj-scoring" data-hand-scoring="dead">
                <p>{ format!("A dead hand: {}. Nobody scores.", e.dead_reason) }</p>
            </section>
        };
    };
    html! {
        <section class="mj-scoring" data-hand-scoring="scored">
            <h3>{ format!("{} went Mah Jongg; the honour colour is {}.", seat_name(names, s.winner), s.honour.name()) }</h3>
            <div class="mj-values">
                { for s.hands.iter().enumerate().map(|(seat, h)| html! {
                    <div class="mj-value" data-seat-value={seat.to_string()}>
                        <h4>{ seat_name(names, seat) }{ if seat == s.winner { " (winner)" } else { "" } }</h4>
                        <ul>
                            { for h.items.iter().map(|i| html! {
                                <li>{ &i.label }<span class="pts">{
                                    if i.doubles > 0 { format!("{} double{}", i.doubles, if i.doubles == 1 { "" } else { "s" }) } else { format!("{:+}", i.points) }
                                }</span></li>
                            }) }
                        </ul>
                        <p class="mj-total">{ format!("Base {}, {} double{}: hand value {}", h.base, h.doubles, if h.doubles == 1 { "" } else { "s" }, h.value) }</p>
                    </div>
                }) }
            </div>
            <h4>{"Settlement"}</h4>
            <ul class="mj-payments">
                { for s.settlement.payments.iter().map(|p| html! {
                    <li>{ format!("{} pays {} {}{}", seat_name(names, p.from), seat_name(names, p.to), p.amount, if p.doubled { " (doubled: East Wind)" } else { "" }) }</li>
                }) }
            </ul>
        </section>
    }
}

/// A row per hand: what each seat gained, and the running totals.
pub fn sheet(g: &MahJongg, names: &[String]) -> Html {
    let mut totals = vec![0i64; names.len()];
    html! {
        <div class="sheet-scroll">
            <table class="score-sheet">
                <thead><tr>
                    <th scope="col">{"Hand"}</th>
                    { for (0..names.len()).map(|s| html! { <th scope="col">{ seat_name(names, s) }</th> }) }
                </tr></thead>
                <tbody>
                    if g.ended().is_empty() {
                        <tr><td colspan={(names.len() + 1).to_string()} class="empty">{"No hands scored yet."}</td></tr>
                    }
                    { for g.ended().iter().enumerate().map(|(i, e)| {
                        for (t, d) in totals.iter_mut().zip(&e.deltas) { *t += d; }
                        html! {
                            <tr>
                                <th scope="row">{ i + 1 }{ if e.score.is_none() { " (dead)" } else { "" } }</th>
                                { for e.deltas.iter().zip(&totals).map(|(d, t)| html! {
                                    <td><span class="score">{ format!("{d:+}") }</span><span class="money">{ t }</span></td>
                                }) }
                            </tr>
                        }
                    }) }
                </tbody>
                <tfoot><tr>
                    <th scope="row">{"Total"}</th>
                    { for g.scores().iter().map(|t| html! { <td class="total">{ t }</td> }) }
                </tr></tfoot>
            </table>
        </div>
    }
}

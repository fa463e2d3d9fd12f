//! Martian Mah Jongg's scoring on screen: a hand laid out as the scoring
//! table prints it (each player's items, the doubles, the hand value), the
//! honour colour, and the settlement's payments; and the score sheet.

use super::engine::{HandEnd, MahJongg};
use super::scoring::Label;
use super::ui::screen_pieces;
use crate::cls;
use crate::engine::record::seat_name;
use crate::tr;
use crate::ui::lang::{t, th, tn};
use crate::ui::sheet::{per_seat, Cell, Row};
use yew::prelude::*;

/// One hand's scoring, shown when it ends: each screen as it was revealed,
/// its items as the scoring table prints them, the doubles and the hand
/// value; then the settlement's payments and what each seat gained.
pub fn hand_scoring(e: &HandEnd, names: &[String]) -> Html {
    let Some(s) = &e.score else {
        return html! {
            <section class="mj-scoring" data-hand-scoring="dead">
                <h3>{ th("A dead hand") }</h3>
                <p>{ crate::ui::text(tr!("{why}. Nobody scores, and East Wind stays.", why = t(e.dead_reason))) }</p>
            </section>
        };
    };
    html! {
        <section class="mj-scoring" data-hand-scoring="scored" aria-label={t("The hand's scoring")}>
            <h3>{ crate::ui::text(tr!("{name} went Mah Jongg. Honour colour: {colour}.", name = seat_name(names, s.winner), colour = s.honour.word())) }</h3>
            <div class="mj-values">
                { for s.hands.iter().enumerate().map(|(seat, h)| html! {
                    <div class={cls!("mj-value", (seat == s.winner).then_some("winner"))} data-seat-value={seat.to_string()}>
                        <h4>{ crate::ui::text(seat_name(names, seat)) }{ if seat == s.winner { " \u{2014} Mah Jongg" } else { "" } }if seat == e.east { { th(" (East Wind)") } }</h4>
                        if let Some(held) = e.revealed.get(seat) { { screen_pieces(held) } }
                        <table class="mj-items">
                            <tbody>
                                if h.items.is_empty() {
                                    <tr><td>{ th("Nothing scores") }</td><td class="pts">{"0"}</td></tr>
                                }
                                { for h.items.iter().map(|i| html! {
                                    <tr>
                                        <td>{ words(i.label) }</td>
                                        <td class="pts">{ crate::ui::text(if i.doubles > 0 { tn(i64::from(i.doubles), "{n} double", "{n} doubles") } else { format!("{:+}", i.points) }) }</td>
                                    </tr>
                                }) }
                            </tbody>
                            <tfoot>
                                <tr><th scope="row">{ crate::ui::text(tr!("Base {base}, {doubles}", base = h.base, doubles = tn(i64::from(h.doubles), "{n} double", "{n} doubles"))) }</th>
                                    <td class="pts value">{ h.value }</td></tr>
                            </tfoot>
                        </table>
                    </div>
                }) }
            </div>
            <h4>{ th("Settlement") }</h4>
            <table class="mj-items mj-payments">
                <tbody>
                    { for s.settlement.payments.iter().map(|p| html! {
                        <tr>
                            <td>{ crate::ui::text(tr!("{from} pays {to}", from = seat_name(names, p.from), to = seat_name(names, p.to))) }if p.doubled { { th(" (doubled: East Wind)") } }</td>
                            <td class="pts">{ p.amount }</td>
                        </tr>
                    }) }
                </tbody>
                <tfoot>
                    <tr><th scope="row" colspan="2">{ crate::ui::text(e.deltas.iter().enumerate().map(|(seat, d)| format!("{} {d:+}", seat_name(names, seat))).collect::<Vec<_>>().join(" \u{b7} ")) }</th></tr>
                </tfoot>
            </table>
        </section>
    }
}

/// A line of the scoring table in the language in effect.
fn words(label: Label) -> String {
    match label {
        Label::Line(key) => t(key).into(),
        Label::Pair(piece) => tr!("Pair of {piece}", piece),
        Label::Opaques(n) => tr!("Small opaques ({n})", n),
    }
}

/// A row per hand: what each seat gained, and the running totals.
pub fn sheet(g: &MahJongg, names: &[String]) -> Html {
    let mut totals = vec![0i64; names.len()];
    let rows = g
        .ended()
        .iter()
        .enumerate()
        .map(|(i, e)| {
            for (t, d) in totals.iter_mut().zip(&e.deltas) {
                *t += d;
            }
            Row {
                label: format!(
                    "{}{}",
                    i + 1,
                    if e.score.is_none() { t(" (dead)") } else { "" }
                ),
                cells: e
                    .deltas
                    .iter()
                    .zip(&totals)
                    .map(|(d, t)| Cell::change(*d, t))
                    .collect(),
                extra: None,
            }
        })
        .collect();
    per_seat(names, rows, g.scores())
}

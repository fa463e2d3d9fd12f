//! The score sheet every game shows beside the log: a column per seat (or
//! team), a row per hand, round or trick, and the totals at the foot. Each
//! game says what goes in the cells; the table is drawn once, here, with
//! the log beside it (`side`).

use super::lang::{t, th};
use super::session::Session;
use crate::cls;
use crate::engine::Seat;
use yew::prelude::*;

/// One row: its label, a cell per column, and the optional last column.
pub struct Row {
    pub label: String,
    pub cells: Vec<Cell>,
    pub extra: Option<String>,
}

/// A cell: what scored, and below it, small, the total after it.
pub struct Cell {
    pub score: Html,
    pub after: Option<String>,
    /// Marked as the winner of the row.
    pub won: bool,
}

impl Cell {
    /// The common cell: a signed change and the running total after it.
    pub fn change(delta: i64, after: impl ToString) -> Cell {
        Cell {
            score: html! { { format!("{delta:+}") } },
            after: Some(after.to_string()),
            won: false,
        }
    }
}

pub struct Sheet {
    /// The first column's heading: "Hand", "Round", "Trick". This and the
    /// other words of a sheet are given in English (marked `en!`) and shown
    /// in the language in effect.
    pub corner: &'static str,
    /// A heading per column and its class (a team colour), if any.
    pub heads: Vec<(String, Option<&'static str>)>,
    /// The heading of a last column, if the rows have one.
    pub extra: Option<&'static str>,
    pub rows: Vec<Row>,
    /// What the body says before the first row.
    pub empty: &'static str,
    /// The foot's label and its cells (the totals), if it has one.
    pub foot: Option<(&'static str, Vec<String>)>,
    pub class: Option<&'static str>,
}

/// The column headings of a sheet with a column per seat.
pub fn seat_heads(names: &[String]) -> Vec<(String, Option<&'static str>)> {
    (0..names.len())
        .map(|s: Seat| (crate::engine::record::seat_name(names, s), None))
        .collect()
}

/// The usual sheet: a column per seat, a row per hand, the totals at the
/// foot.
pub fn per_seat<T: ToString>(names: &[String], rows: Vec<Row>, totals: &[T]) -> Html {
    render(Sheet {
        corner: crate::en!("Hand"),
        heads: seat_heads(names),
        extra: None,
        rows,
        empty: crate::en!("No hands scored yet."),
        foot: Some((
            crate::en!("Total"),
            totals.iter().map(T::to_string).collect(),
        )),
        class: None,
    })
}

pub fn render(sheet: Sheet) -> Html {
    let width = sheet.heads.len() + 1 + usize::from(sheet.extra.is_some());
    let extra = sheet.extra.is_some();
    html! {
        // Focusable, as anything that scrolls must be, for the keyboard.
        <div class="sheet-scroll" tabindex="0">
            <table class={cls!("score-sheet", sheet.class)}>
                <thead><tr>
                    <th scope="col" class="fixed">{ t(sheet.corner) }</th>
                    { for sheet.heads.into_iter().map(|(h, class)| html! { <th scope="col" class={class}>{ h }</th> }) }
                    if let Some(x) = sheet.extra { <th scope="col" class="fixed">{ t(x) }</th> }
                </tr></thead>
                <tbody>
                    if sheet.rows.is_empty() {
                        <tr><td colspan={width.to_string()} class="empty">{ t(sheet.empty) }</td></tr>
                    }
                    { for sheet.rows.into_iter().map(|r| html! {
                        <tr>
                            <th scope="row">{ r.label }</th>
                            { for r.cells.into_iter().map(|c| html! {
                                <td class={cls!(c.won.then_some("won"))}>
                                    <span class="score">{ c.score }</span>
                                    if let Some(a) = c.after { <span class="money">{ a }</span> }
                                </td>
                            }) }
                            if extra { <td class="carry">{ r.extra.unwrap_or_default() }</td> }
                        </tr>
                    }) }
                </tbody>
                if let Some((label, totals)) = sheet.foot {
                    <tfoot><tr>
                        <th scope="row">{ t(label) }</th>
                        { for totals.into_iter().map(|t| html! { <td class="total">{ t }</td> }) }
                        if extra { <td></td> }
                    </tr></tfoot>
                }
            </table>
        </div>
    }
}

/// The log and the score sheet beside the table; `live` when new lines
/// should be read out as they come (in play, not in a replay). The log
/// shows its last lines, newest first, keyed by position in the whole log,
/// so a new line is one insertion, not every shown line rewritten one place
/// down.
pub fn side(game: &dyn Session, live: bool) -> Html {
    let len = game.log_len();
    let lines = (len.saturating_sub(14)..len)
        .rev()
        .map(|i| html! { <li key={i}>{ game.log_line(i).unwrap_or_default() }</li> })
        .collect::<Html>();
    html! {
        <aside class="side">
            <section class="log" aria-label={t("What happened")}>
                <h2>{th("Log")}</h2>
                <ol aria-live={live.then_some("polite")} data-log-length={len.to_string()} tabindex="0">{ lines }</ol>
            </section>
            <section class="sheet" aria-label={t("Score sheet")}>
                <h2>{th("Score sheet")}</h2>
                { game.score_sheet() }
            </section>
        </aside>
    }
}

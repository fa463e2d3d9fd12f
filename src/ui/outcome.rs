//! The end of a game: the standings over the table, centred in view, with
//! Rematch, Watch replay, Review and Home; "See the table" tucks it down to its
//! headline at the foot, to read the last scoring under it.

use super::lang::{t, th};
use super::session::Session;
use crate::cls;
use crate::engine::record::Allowance;
use crate::engine::{Outcome, Seat};
use yew::prelude::*;

/// The end screen's buttons.
pub struct EndActions {
    pub rematch: Callback<MouseEvent>,
    pub replay: Callback<MouseEvent>,
    pub home: Callback<MouseEvent>,
    pub tuck: Callback<MouseEvent>,
}

pub fn end_screen(game: &dyn Session, out: &Outcome, tucked: bool, on: EndActions) -> Html {
    let names = game.names();
    let mut order: Vec<Seat> = (0..names.len()).collect();
    crate::engine::sort_small_by_key(&mut order, |&s| (out.places[s], s));
    let title = game
        .outcome_title()
        .unwrap_or_else(|| match out.winners().as_slice() {
            [w] => crate::tr!("{name} wins!", name = names[*w]),
            // Everyone level: a draw, not a win for all.
            w if w.len() == names.len() => t("A draw!").to_string(),
            _ => t("A shared win!").to_string(),
        });
    html! {
        <section class={cls!("outcome", tucked.then_some("tucked"))} data-outcome="" aria-labelledby="outcome-h">
            <h2 id="outcome-h">{ title }</h2>
            <ol class="standings">
                { for order.iter().map(|&s| html! {
                    <li class={cls!((out.places[s] == 0).then_some("winner"))} data-place={out.places[s].to_string()}>
                        <span class="place">{ ordinal(out.places[s] + 1) }</span>
                        <span class="who">{ names[s].clone() }</span>
                        <span class="score">{ game.format_score(out.scores[s]) }</span>
                    </li>
                }) }
            </ol>
            if let Some((text, each)) = used(game, game.coach(), t("Hints used")) {
                <p class="used" data-hints-used={each}>{ text }</p>
            }
            if let Some((text, each)) = used(game, game.takebacks(), t("Take-backs used")) {
                <p class="used" data-takebacks-used={each}>{ text }</p>
            }
            <div class="outcome-actions">
                <button class="primary" data-action="rematch" onclick={on.rematch}>{th("Rematch")}</button>
                <button class="secondary" data-action="replay" onclick={on.replay.clone()}>{th("Watch replay")}</button>
                if !game.human_seats().is_empty() {
                    <button class="secondary" data-action="review" title={t("Each decision graded against the Strong player's best")}
                        onclick={on.replay.reform(|e| { super::review::open_at_review(); e })}>{th("Review")}</button>
                }
                <button class="secondary" data-action="home" onclick={on.home}>{th("Home")}</button>
                <button class="secondary" data-action="see-table" aria-pressed={tucked.to_string()} onclick={on.tuck}>
                    { if tucked { th("Show the result") } else { th("See the table") } }
                </button>
            </div>
        </section>
    }
}

/// How many times each person used what the table offered (hints,
/// take-backs): the line said, and the counts in seat order for the data
/// attribute. None if it was off or nobody played.
fn used(game: &dyn Session, a: &Allowance, what: &str) -> Option<(String, String)> {
    let people = game.human_seats();
    if a.off || people.is_empty() {
        return None;
    }
    let names = game.names();
    let each: Vec<String> = people
        .iter()
        .map(|&s| crate::tr!("{name}: {n}", name = names[s], n = a.used_by(s)))
        .collect();
    let counts: Vec<String> = people.iter().map(|&s| a.used_by(s).to_string()).collect();
    Some((
        format!("{what} \u{2014} {}.", each.join(", ")),
        counts.join(","),
    ))
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    // French says 1er, then 2e, 3e... whatever English ends with.
    if n == 1 {
        t("1st").into()
    } else if crate::engine::lang::translated() {
        t("{n}th").replace("{n}", &n.to_string())
    } else {
        format!("{n}{suffix}")
    }
}

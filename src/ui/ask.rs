//! A question put to the whole table at once, on a shared device: Mah
//! Jongg's calls on a discard. The engine asks seats one by one, but one
//! person at a time behind a hand-off would tell the table who stopped to
//! think. So the question is a public panel, alike for every person still
//! to answer: a person who wants to answer takes the device behind a
//! hand-off, confirms on their own screen, and the app checks the answer
//! there; it stands until the engine asks that seat. "Play on" lets the
//! question pass for everyone else. Computers answer by themselves.

use super::lang::th;
use super::session::{AnyMove, Session};
use super::Ask;
use crate::engine::{Actor, Seat, SeatKind};
use yew::prelude::*;

/// The people's side of an open question: what they said, and who is
/// confirming. Emptied whenever no question is open.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Asking {
    /// Answers confirmed and checked, by seat: an index into `Ask::answers`.
    pub standing: Vec<(Seat, usize)>,
    /// Everyone without a standing answer lets the question pass.
    pub play_on: bool,
    /// A person taking the device to confirm an answer.
    pub confirming: Option<(Seat, usize)>,
}

impl Asking {
    /// Gives the engine every answer it is waiting for that people have
    /// already given, seat by seat in the engine's order, until it waits
    /// on a computer, on a person still to answer, or the question closes.
    /// Returns the question still open, if any, and a message when a
    /// standing answer was refused by then (a stronger call came first).
    pub fn settle(&mut self, m: &mut dyn Session) -> (Option<Ask<AnyMove>>, Option<String>) {
        let mut note = None;
        let open = loop {
            let Some(ask) = m.ask() else { break None };
            let Actor::Seat(s) = m.to_act() else {
                break Some(ask);
            };
            if m.kind(s) != SeatKind::Human {
                break Some(ask);
            }
            let mine = self.standing.iter().position(|&(t, _)| t == s);
            let mv: AnyMove = match mine {
                Some(k) => {
                    let (_, i) = self.standing.remove(k);
                    match ask.answers.get(i) {
                        Some(a) => a.2.clone(),
                        None => ask.pass.clone(),
                    }
                }
                None if self.play_on => ask.pass.clone(),
                None => break Some(ask),
            };
            if m.play(&*mv).is_err() {
                note = Some(crate::tr!(
                    "{name}'s call gives way to a call that comes first.",
                    name = m.names()[s]
                ));
                if m.play(&*ask.pass).is_err() {
                    break Some(ask);
                }
            }
        };
        if open.is_none() {
            *self = Asking::default();
        }
        (open, note)
    }

    /// Checks and records the answer being confirmed; the reason if the
    /// app refuses it (nothing else changes then).
    pub fn confirm(&mut self, m: &dyn Session) -> Result<(), String> {
        let Some((seat, i)) = self.confirming.take() else {
            return Ok(());
        };
        let name = m.names()[seat].clone();
        let ask = m
            .ask()
            .ok_or_else(|| crate::tr!("Too late, {name}: that question has closed", name))?;
        let (_, label, mv) = ask.answers.get(i).ok_or("no such answer")?;
        if !ask.seats.contains(&seat) {
            return Err(crate::tr!("{name} has already answered", name));
        }
        m.check_answer(seat, &**mv).map_err(|why| {
            crate::tr!("{name}, you cannot call {label}: {why}", name, label, why)
        })?;
        self.standing.retain(|&(t, _)| t != seat);
        self.standing.push((seat, i));
        Ok(())
    }
}

/// The public panel: what is asked, the answers standing, a row of answer
/// buttons (`data-call="<seat>:<id>"`) for each person still to answer,
/// and "play on" for the rest.
pub fn panel(
    ask: &Ask<AnyMove>,
    asking: &Asking,
    m: &dyn Session,
    on_propose: Callback<(Seat, usize)>,
    on_play_on: Callback<MouseEvent>,
) -> Html {
    let names = m.names();
    let people: Vec<Seat> = ask
        .seats
        .iter()
        .copied()
        .filter(|&s| m.kind(s) == SeatKind::Human && asking.standing.iter().all(|t| t.0 != s))
        .collect();
    let standing = asking.standing.iter().map(|&(s, i)| {
        let label = ask.answers.get(i).map(|a| a.1).unwrap_or_default();
        html! { <li>{ crate::ui::text(crate::tr!("{name} calls {call}!", name = names[s], call = label)) }</li> }
    });
    let rows = people.iter().map(|&s| {
        html! {
            <div class="ask-row" role="group" aria-label={crate::tr!("{name}'s calls", name = names[s])}>
                <span class="who">{ names[s].clone() }</span>
                { for ask.answers.iter().enumerate().map(|(i, (id, label, _))| {
                    let cb = on_propose.reform(move |_| (s, i));
                    html! { <button class="secondary" data-call={format!("{s}:{id}")} onclick={cb}>{ *label }</button> }
                }) }
            </div>
        }
    });
    let waiting = asking.play_on || people.is_empty();
    html! {
        <section class="ask-panel" aria-labelledby="ask-what" data-ask="">
            <p class="ask-what" id="ask-what">{ ask.what.clone() }</p>
            <ul class="ask-standing">{ for standing }</ul>
            if waiting {
                <p class="muted">{ th("Waiting for the other answers\u{2026}") }</p>
            } else {
                <p class="muted">{ th("Anyone who wants the piece calls it; the app checks the call on the caller\u{2019}s screen.") }</p>
                { for rows }
                <button class="primary" data-move="play-on" onclick={on_play_on}>
                    { if asking.standing.is_empty() { th("No calls: play on") } else { th("No more calls: play on") } }
                </button>
            }
        </section>
    }
}

/// The confirming person's bar, shown with their own screen.
pub fn confirm_bar(
    ask: &Ask<AnyMove>,
    seat: Seat,
    answer: usize,
    m: &dyn Session,
    on_confirm: Callback<MouseEvent>,
    on_cancel: Callback<MouseEvent>,
) -> Html {
    let Some((id, label, _)) = ask.answers.get(answer) else {
        return Html::default();
    };
    html! {
        <section class="ask-panel confirm" aria-labelledby="ask-confirm-what" data-ask="">
            <p class="ask-what" id="ask-confirm-what">{ ask.what.clone() }</p>
            <p>{ crate::ui::text(crate::tr!("{name}, call {label}? The app accepts it only if the piece completes that pile (or lets you go out).", name = m.names()[seat], label)) }</p>
            <button class="primary" data-move={format!("call:{id}")} onclick={on_confirm}>{ crate::ui::text(crate::tr!("Call {label}", label)) }</button>
            <button class="secondary" data-action="cancel-call" onclick={on_cancel}>{ th("Cancel") }</button>
        </section>
    }
}

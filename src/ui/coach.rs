//! The coach at the table: on a person's turn, a Hint button asks the
//! Strong player for its move from that person's view alone (`ai::coach`).
//! The search runs in the computer players' worker, asked the way a
//! computer's turn asks it (the match as its save, the level and
//! budget), with the person's seat as the one to search for; where there is
//! no worker, on the page in short slices. The answer marks the move's
//! control (`data-hint="true"`) and is said in a sentence, in the words the
//! control itself carries, with the chances of winning after the move and
//! after the next best.
//!
//! Each hint given is counted in the match record (`Coach`), so the count
//! survives a reload and the end screen can say it; a setup option turns
//! hints off for a game played for keeps.

use super::lang::{t, th};
use super::play::{PlayAction, PlayState};
use super::session::Session;
use super::thinking::{self, now, Asked, Stepper};
use super::worker::{self, Reply};
use crate::ai::coach::percent;
use crate::ai::{Budget, Level, Player};
use crate::engine::Seat;
use std::rc::Rc;
use yew::prelude::*;

/// Where a hint stands, for the position (`at`, the move count) and the
/// seat it was asked for; any other position shows none.
#[derive(Clone, Debug, PartialEq)]
enum Hint {
    Idle,
    Asking {
        at: usize,
        seat: Seat,
    },
    Ready {
        at: usize,
        seat: Seat,
        /// The suggested move's `data-move` id.
        id: Option<String>,
        chance: f64,
        alternative: Option<f64>,
        /// How it was worked out (`worker` or `page`), and in how long.
        by: &'static str,
        ms: u32,
    },
}

/// The budget of a hint: the Strong player's.
fn budget() -> Budget {
    Player::of(Level::Strong).budget
}

/// The Hint button and the sentence that answers it, for the play screen;
/// nothing when no person is to act or hints are off.
#[hook]
pub fn use_coach(state: &UseReducerHandle<PlayState>, send: Callback<PlayAction>) -> Html {
    let hint = use_state(|| Hint::Idle);
    let asked = use_mut_ref(|| None::<Asked>);
    let words = use_state(|| None::<String>);
    let marked = use_mut_ref(|| None::<web_sys::Element>);
    let moves = state.m.moves();
    let acting = state.acting();
    let off = state.m.coach().off;

    // A hint is for one position: a move, an undo or a reload ends it.
    {
        let asked = asked.clone();
        use_effect_with((moves, acting, state.reloads), move |_| {
            move || {
                asked.borrow_mut().take();
            }
        });
    }

    let current = match &*hint {
        Hint::Ready { at, seat, .. } | Hint::Asking { at, seat }
            if *at == moves && Some(*seat) == acting && !off =>
        {
            Some((*hint).clone())
        }
        _ => None,
    };

    // After each render: the hinted control carries `data-hint`, and its
    // words are read for the sentence.
    {
        let id = match &current {
            Some(Hint::Ready { id, .. }) => id.clone(),
            _ => None,
        };
        let (words, marked) = (words.clone(), marked.clone());
        use_effect(move || {
            let found = id.as_deref().and_then(control);
            let mut last = marked.borrow_mut();
            if let Some(old) = last.take() {
                if Some(&old) != found.as_ref() {
                    let _ = old.remove_attribute("data-hint");
                }
            }
            if let Some(el) = &found {
                let _ = el.set_attribute("data-hint", "true");
                let said = said_by(el);
                if *words != said {
                    words.set(said);
                }
            }
            *last = found;
        });
    }

    let Some(seat) = acting.filter(|_| !off && !state.elsewhere) else {
        return Html::default();
    };
    let on_hint = {
        let (state, hint, asked) = (state.clone(), hint.clone(), asked.clone());
        Callback::from(move |_| {
            hint.set(Hint::Asking { at: moves, seat });
            let done = {
                let (hint, send, session) = (hint.clone(), send.clone(), state.m.clone_box());
                move |index: usize, chances: Option<(f64, Option<f64>)>, by, ms| {
                    let (chance, alternative) = chances.unwrap_or((0.5, None));
                    hint.set(Hint::Ready {
                        at: moves,
                        seat,
                        id: session.legal_move_id(index),
                        chance,
                        alternative,
                        by,
                        ms,
                    });
                    send.emit(PlayAction::Hinted(seat));
                }
            };
            *asked.borrow_mut() = Some(ask(&*state.m, seat, Rc::new(done)));
        })
    };
    let asking = matches!(current, Some(Hint::Asking { .. }));
    let line = match &current {
        Some(Hint::Asking { .. }) => t("Strong is thinking\u{2026}").to_string(),
        Some(Hint::Ready {
            id,
            chance,
            alternative,
            ..
        }) => sentence(
            words.as_deref().or(id.as_deref()).unwrap_or(t("its move")),
            *chance,
            *alternative,
        ),
        _ => String::new(),
    };
    let (by, ms) = match &current {
        Some(Hint::Ready { by, ms, .. }) => (Some(*by), Some(ms.to_string())),
        _ => (None, None),
    };
    let ready = matches!(current, Some(Hint::Ready { .. }));
    html! {
        <div class="coach">
            <button class="secondary" data-action="hint" onclick={on_hint} disabled={asking}
                title={t("Ask the Strong player what it would play, from what you can see")}>{ th("Hint") }</button>
            <p class="hint-line" role="status" data-hint-text={ready.then_some("")}
                data-hint-by={by} data-hint-ms={ms}>{ line }</p>
        </div>
    }
}

/// What the hint says.
fn sentence(words: &str, chance: f64, alternative: Option<f64>) -> String {
    let chance = percent(chance);
    match alternative {
        Some(a) => crate::tr!(
            "Strong would choose \u{201c}{words}\u{201d}: about {chance}% to win the game, against {other}% for your next best.",
            words,
            chance,
            other = percent(a)
        ),
        None => crate::tr!(
            "Strong would choose \u{201c}{words}\u{201d}: about {chance}% to win the game (there is nothing else worth weighing).",
            words,
            chance
        ),
    }
}

/// The enabled control making the move with `id`, on the table.
fn control(id: &str) -> Option<web_sys::Element> {
    let id = id.replace('\\', "\\\\").replace('"', "\\\"");
    web_sys::window()?
        .document()?
        .query_selector(&format!(".table-area [data-move=\"{id}\"]:not(:disabled)"))
        .ok()?
}

/// The words a control says what it does with: its label, its `what`,
/// the label of what it shows (a card), or its text.
fn said_by(el: &web_sys::Element) -> Option<String> {
    let inner = |selector: &str| el.query_selector(selector).ok().flatten();
    let text = el
        .get_attribute("aria-label")
        .or_else(|| inner(".what").and_then(|w| w.text_content()))
        .or_else(|| inner("[aria-label]").and_then(|w| w.get_attribute("aria-label")))
        .or_else(|| el.text_content())?;
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    (!text.is_empty()).then_some(text)
}

type Done = Rc<dyn Fn(usize, Option<(f64, Option<f64>)>, &'static str, u32)>;

/// Asks the worker for a hint for `seat`, or works it out on the page.
fn ask(session: &dyn Session, seat: Seat, done: Done) -> Asked {
    let started = now();
    let request = worker::Request {
        save: crate::engine::codec::encode_save(&session.raw()),
        at: session.moves(),
        level: Level::Strong,
        budget: budget(),
        hint: Some(seat),
        review: None,
    };
    let shared: Rc<dyn Session> = Rc::from(session.clone_box());
    let answer = {
        let done = done.clone();
        move |reply| {
            if let Reply::Answer { index, chances, .. } = reply {
                done(index, chances, "worker", (now() - started) as u32)
            }
        }
    };
    let search = {
        let shared = shared.clone();
        move || shared.hint_search(seat)
    };
    let searched = move |search: Option<Box<dyn Stepper>>| {
        if let Some(search) = search {
            let index = search
                .best_move()
                .and_then(|mv| shared.move_index(&*mv))
                .unwrap_or(0);
            done(index, search.chances(), "page", (now() - started) as u32);
        }
    };
    thinking::ask_or_search(
        request,
        Box::new(answer),
        Box::new(search),
        Box::new(searched),
    )
}

/// The setup screen's option: hints offered (on by default).
pub fn setup_option(on: bool, on_change: Callback<bool>) -> Html {
    super::options::checkbox(
        "hints",
        t("Hints: a Hint button on each person's turn (off for a game played for keeps)"),
        on,
        on_change,
    )
}

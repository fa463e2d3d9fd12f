//! The review of a finished game, in its replay: every decision each
//! person made is graded (`ai::review`) in the computer players' worker,
//! one after another, from that person's view at that moment. Each grade
//! is listed as it comes, with the better move and its chances, and jumps
//! the replay to that decision; each person gets an accuracy line. It
//! stops when the person leaves the replay (the request is let go).
//!
//! A request is the finished match as its save and the index of the move
//! to grade; the worker opens it and grades that move. Where there is no
//! worker, the page grades in short slices, as it does a hint.

use super::session::{AnyMove, Session};
use super::thinking::{self, Asked, Stepper};
use super::worker::{self, Reply};
use crate::ai::coach::percent;
use crate::ai::review::{Grade, Graded, Grader, REVIEW_ITERATIONS};
use crate::ai::{Budget, Knowledge, Level};
use crate::en;
use crate::engine::Seat;
use crate::tr;
use crate::ui::lang::{t, th, tn};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::prelude::*;

thread_local! {
    /// The replay was opened by the end screen's Review button: the review
    /// is brought into view.
    static TO_REVIEW: Cell<bool> = const { Cell::new(false) };
}

/// The next replay opens at its review (the end screen's Review button).
pub fn open_at_review() {
    TO_REVIEW.with(|t| t.set(true));
}

/// A graded decision as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed {
    pub grade: Grade,
    pub best_chance: f64,
    pub chosen_chance: f64,
    /// What the person did, as the log says it.
    pub played: Option<String>,
    /// The better move, as the log would say it (none for a best move).
    pub better: Option<String>,
}

impl Reviewed {
    /// As the worker posts it.
    pub fn to_js(&self) -> JsValue {
        let text = |t: &Option<String>| t.clone().map_or(JsValue::NULL, JsValue::from);
        thinking::object(&[
            ("grade", self.grade.id().into()),
            ("best", self.best_chance.into()),
            ("chosen", self.chosen_chance.into()),
            ("played", text(&self.played)),
            ("better", text(&self.better)),
        ])
        .into()
    }

    /// As the page hears it; `None` if it is not one.
    pub fn from_js(v: &JsValue) -> Option<Reviewed> {
        if v.is_null() || v.is_undefined() {
            return None;
        }
        let get = |k: &str| js_sys::Reflect::get(v, &k.into()).unwrap_or(JsValue::UNDEFINED);
        let grade = get("grade").as_string()?;
        Some(Reviewed {
            grade: Grade::ALL.into_iter().find(|g| g.id() == grade)?,
            best_chance: get("best").as_f64()?,
            chosen_chance: get("chosen").as_f64()?,
            played: get("played").as_string(),
            better: get("better").as_string(),
        })
    }
}

/// The grade a finished grading of move `at` of `full` gives, in words.
pub fn reviewed(full: &dyn Session, at: usize, search: &dyn Stepper) -> Option<Reviewed> {
    let g = search.review()?;
    Some(Reviewed {
        better: (g.grade != Grade::Best)
            .then(|| words(full, at, Some(&*g.best)))
            .flatten(),
        grade: g.grade,
        best_chance: g.best_chance,
        chosen_chance: g.chosen_chance,
        played: words(full, at, None),
    })
}

/// What the log says of move `at` of `full`, or would say of `mv` made in
/// its place: the first line it adds. A move the log tells only with what
/// chance brings next (a draw in 12s, told with the piece drawn) is told
/// by that line when it was played, and by its name when it was not.
fn words(full: &dyn Session, at: usize, mv: Option<&dyn std::any::Any>) -> Option<String> {
    let mut before = full.replay_at(at)?;
    let seen = before.log_len();
    let Some(mv) = mv else {
        let after = full.replay_at(at + 1)?;
        if let Some(line) = after.log_line(seen) {
            return Some(line);
        }
        let chance = after.to_act() == crate::engine::Actor::Chance;
        return chance.then(|| full.replay_at(at + 2)?.log_line(seen))?;
    };
    let who = match before.to_act() {
        crate::engine::Actor::Seat(s) => before.names().get(s).cloned().unwrap_or_default(),
        _ => String::new(),
    };
    let id = before.move_id(mv)?;
    before.play(mv).ok()?;
    let line = before.log_line(seen);
    line.or_else(|| {
        let spaced = id.replace([':', '-'], " ");
        let words: Vec<&str> = spaced.split(' ').map(t).collect();
        Some(tr!("{who}: {words}.", who, words = words.join(" ")))
    })
}

/// The words of the move ids `words` says (a 12s draw, whose pyramid comes
/// next; a Mah Jongg piece moved behind its screen), marked for the
/// catalogue: `t` is asked for each word of an id, and the pieces' sizes
/// and colours are in the catalogue already. Read by tests/french_words.rs,
/// not by the code.
#[allow(dead_code)]
const ID_WORDS: [&str; 6] = [
    en!("draw"),
    en!("place"),
    en!("pung"),
    en!("kong"),
    en!("chow"),
    en!("loose"),
];

impl<G: Knowledge> Stepper for Grader<G> {
    fn run(&mut self, iterations: u32) {
        Grader::run(self, iterations);
    }
    fn iterations(&self) -> u32 {
        Grader::iterations(self)
    }
    fn done(&self, _budget: u32) -> bool {
        Grader::done(self)
    }
    fn best_move(&self) -> Option<AnyMove> {
        Some(Rc::new(self.graded().best) as AnyMove)
    }
    fn review(&self) -> Option<Graded<AnyMove>> {
        let g = self.graded();
        Some(Graded {
            grade: g.grade,
            loss: g.loss,
            best: Rc::new(g.best) as AnyMove,
            best_chance: g.best_chance,
            chosen_chance: g.chosen_chance,
        })
    }
}

/// A grading's budget: both searches' iterations, and no clock, so a
/// review says the same of a game on any device.
fn budget() -> Budget {
    Budget {
        iterations: 2 * REVIEW_ITERATIONS,
        millis: 0,
    }
}

/// Grades so far, in the order of the plan, and the one being graded.
#[derive(Clone, Debug, Default, PartialEq)]
struct Progress {
    grades: Vec<Option<Reviewed>>,
    next: usize,
}

/// A grade for decision `k` of the plan (`None`: it could not be graded).
struct Heard(usize, Option<Reviewed>);

impl Reducible for Progress {
    type Action = Heard;
    fn reduce(self: Rc<Self>, Heard(k, r): Heard) -> Rc<Self> {
        if k != self.next {
            return self;
        }
        let mut next = (*self).clone();
        if next.grades.len() <= k {
            next.grades.resize(k + 1, None);
        }
        next.grades[k] = r;
        next.next = k + 1;
        Rc::new(next)
    }
}

#[derive(Properties)]
pub struct ReviewProps {
    /// The finished match.
    pub full: Rc<dyn Session>,
    /// The replay's position (the graded move there is marked).
    pub at: usize,
    /// Jumps the replay to a move count.
    pub jump: Callback<usize>,
}

impl PartialEq for ReviewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.full, &other.full) && self.at == other.at && self.jump == other.jump
    }
}

/// The review panel of a finished game's replay.
#[function_component(Review)]
pub fn review(props: &ReviewProps) -> Html {
    let full = props.full.clone();
    let plan = {
        let full = full.clone();
        use_memo((), move |_| full.review_plan())
    };
    let save = {
        let full = full.clone();
        use_memo((), move |_| {
            Rc::new(crate::engine::codec::encode_save(&full.raw()))
        })
    };
    let progress = use_reducer(Progress::default);
    let section = use_node_ref();
    {
        let section = section.clone();
        use_effect_with((), move |_| {
            if TO_REVIEW.with(|t| t.replace(false)) {
                if let Some(el) = section.cast::<web_sys::Element>() {
                    el.scroll_into_view();
                }
            }
        });
    }
    {
        let (full, plan, save, send) = (
            full.clone(),
            plan.clone(),
            (*save).clone(),
            progress.dispatcher(),
        );
        use_effect_with(progress.next, move |&k| {
            let asked = plan.get(k).map(|&(at, _)| {
                let done = Rc::new(move |r| send.dispatch(Heard(k, r)));
                ask(full, save, at, done)
            });
            move || drop(asked)
        });
    }
    if plan.is_empty() {
        return Html::default();
    }
    let names = full.names();
    let graded: Vec<(usize, Seat, &Reviewed)> = plan
        .iter()
        .zip(&progress.grades)
        .filter_map(|(&(at, seat), r)| r.as_ref().map(|r| (at, seat, r)))
        .collect();
    let total = plan.len();
    let done = progress.next.min(total);
    let status = if done < total {
        tr!(
            "Grading each decision against the Strong player's best: {done} of {total}\u{2026}",
            done,
            total
        )
    } else {
        tn(
            total as i64,
            "{n} decision graded against the Strong player's best move.",
            "{n} decisions graded against the Strong player's best move.",
        )
    };
    // Seats in order, each once (no sort: a slice sort costs the download
    // 3 KB of code for a handful of seats).
    let people: Vec<Seat> = (0..names.len())
        .filter(|&s| plan.iter().any(|&(_, p)| p == s))
        .collect();
    let summaries = people
        .iter()
        .map(|&seat| summary(&names[seat], seat, &graded));
    let rows = graded.iter().map(|&(at, seat, r)| {
        let here = props.at == at;
        // The better move on a line of its own (the stylesheet keeps the
        // line break): a log line does not always end a sentence ("Léo
        // passes on 11").
        let line = match &r.better {
            Some(better) => {
                tr!("Better: {better}", better)
                    + "\n"
                    + &tr!(
                        "About {best}% to win, against {chosen}%.",
                        best = percent(r.best_chance),
                        chosen = percent(r.chosen_chance)
                    )
            }
            None => tr!(
                "About {chance}% to win after it.",
                chance = percent(r.chosen_chance)
            ),
        };
        html! {
            <li>
                <button class={crate::cls!("review-move", r.grade.id())} data-review-move={at.to_string()}
                    data-review-grade={r.grade.id()} aria-current={here.then_some("step")}
                    onclick={props.jump.reform(move |_| at)}>
                    <span class="review-head">
                        { crate::ui::text(tr!("Move {n} \u{b7} {name}: ", n = (at + 1), name = names[seat])) }
                        <strong>{ t(r.grade.id()) }</strong>
                    </span>
                    if let Some(played) = &r.played {
                        <span class="review-played">{ played.clone() }</span>
                    }
                    <span class="review-better">{ line }</span>
                </button>
            </li>
        }
    });
    html! {
        <section class="review" ref={section} aria-labelledby="review-h" data-review={format!("{done}/{total}")}>
            <h2 id="review-h">{ th("Review") }</h2>
            <p class="review-status" role="status">{ status }</p>
            if done < total {
                <progress max={total.to_string()} value={done.to_string()} />
            }
            { for summaries }
            <ol class="review-moves">{ for rows }</ol>
        </section>
    }
}

/// A person's accuracy: the share of their graded decisions that were best
/// or good, and how many of each grade.
fn summary(name: &str, seat: Seat, graded: &[(usize, Seat, &Reviewed)]) -> Html {
    let mine: Vec<Grade> = graded
        .iter()
        .filter(|g| g.1 == seat)
        .map(|g| g.2.grade)
        .collect();
    if mine.is_empty() {
        return Html::default();
    }
    let sound = mine.iter().filter(|&&g| g <= Grade::Good).count();
    let accuracy = (100 * sound + mine.len() / 2) / mine.len();
    // Each grade's count, in Grade::ALL's order.
    const COUNTS: [(&str, &str); 5] = [
        (en!("{n} best move"), en!("{n} best moves")),
        (en!("{n} good move"), en!("{n} good moves")),
        (en!("{n} inaccuracy"), en!("{n} inaccuracies")),
        (en!("{n} mistake"), en!("{n} mistakes")),
        (en!("{n} blunder"), en!("{n} blunders")),
    ];
    let counts: Vec<String> = Grade::ALL
        .iter()
        .zip(COUNTS)
        .map(|(g, (one, many))| tn(mine.iter().filter(|&m| m == g).count() as i64, one, many))
        .collect();
    html! {
        <p class="review-summary" data-review-seat={seat.to_string()} data-accuracy={accuracy.to_string()}>
            <strong>{ crate::ui::text(tr!("{name}: {accuracy}% best or good", name, accuracy)) }</strong>
            { crate::ui::text(format!(" \u{2014} {}.", counts.join(", "))) }
        </p>
    }
}

type Done = Rc<dyn Fn(Option<Reviewed>)>;

/// Asks the worker to grade move `at` of `full`, or grades it on the page.
fn ask(full: Rc<dyn Session>, save: Rc<String>, at: usize, done: Done) -> Asked {
    let request = worker::Request {
        save: (*save).clone(),
        at: full.moves(),
        level: Level::Strong,
        budget: budget(),
        hint: None,
        review: Some(at),
    };
    let answer = {
        let done = done.clone();
        move |reply| {
            if let Reply::Answer { review, .. } = reply {
                done(review)
            }
        }
    };
    let search = {
        let full = full.clone();
        move || full.review_search(at)
    };
    let searched = move |search: Option<Box<dyn Stepper>>| {
        done(search.and_then(|s| reviewed(&*full, at, &*s)))
    };
    thinking::ask_or_search(
        request,
        Box::new(answer),
        Box::new(search),
        Box::new(searched),
    )
}

//! A computer's turn in the browser. The decision is worked out in a Web
//! Worker running the app's own wasm (`worker`), so the page only draws:
//! the page sends the match as its save with the level and budget, shows the
//! progress the worker reports, and plays the move it answers, no sooner
//! than the pause people need to follow the play.
//!
//! Where there is no worker (a browser without module workers, or one that
//! would not start), the search runs on the page's own thread instead, in
//! short slices (about `SLICE_MS` of wall time each), each a separate task
//! scheduled with a zero-delay timeout, so the browser still paints and
//! answers clicks between them. A worker that dies, throws or falls silent
//! mid-think is replaced and asked again (`worker` watches it).
//!
//! Progress is written straight into one small element (a bar's width), not
//! through Yew state, so it never re-renders the table.

use super::session::{AnyMove, Session};
use super::svg::Num;
use super::worker::{self, Reply};
use crate::ai::{Budget, Level, Player};
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::NodeRef;

/// Wall time one slice may take on the page. Slices are measured on the
/// clock, so on a slower device each slice does less, and still ends in
/// time.
const SLICE_MS: f64 = 10.0;
/// How often the progress bar moves. Each move costs the browser a frame's
/// style and paint work, so it moves a few times a second, not every slice.
pub const PROGRESS_EVERY_MS: f64 = 100.0;
/// Iterations between looks at the clock (well under a millisecond even
/// on a throttled tablet).
const CHECK_EVERY: u32 = 4;
/// Times a turn asks a new worker after one was lost, before the page
/// works the decision out itself.
const RETRIES: u32 = 2;

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `performance.mark(name, { detail })` (web-sys has it only among its
    /// unstable APIs).
    #[wasm_bindgen(catch, js_namespace = performance, js_name = mark)]
    fn mark_with(
        name: &str,
        options: &js_sys::Object,
    ) -> Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>;
}

thread_local! {
    /// `performance` of the page or of the worker, whichever this is.
    static PERFORMANCE: Option<web_sys::Performance> =
        js_sys::Reflect::get(&js_sys::global(), &"performance".into())
            .ok()
            .and_then(|p| p.dyn_into().ok());
}

/// Marks a moment on the timeline (the page's or the worker's), with
/// `detail` for whoever reads it (the browser tests, the benchmark):
/// `mp-search-start` and `mp-search-end` bound each computer decision on
/// the page's, and `mp-page-search` says the page searched by itself.
pub fn mark(name: &str, detail: Option<&js_sys::Object>) {
    let detail = detail.map_or(wasm_bindgen::JsValue::NULL, Into::into);
    let _ = mark_with(name, &object(&[("detail", detail)]));
}

pub fn now() -> f64 {
    PERFORMANCE.with(|p| p.as_ref().map_or(0.0, |p| p.now()))
}

/// A plain object of numbers and strings, for messages and marks.
pub fn object(fields: &[(&str, wasm_bindgen::JsValue)]) -> js_sys::Object {
    let o = js_sys::Object::new();
    for (k, v) in fields {
        let _ = js_sys::Reflect::set(&o, &(*k).into(), v);
    }
    o
}

/// A decision being worked out, step by step: a game's search (or a Casual
/// choice, made at once). The same for every game, on the page or in the
/// worker.
pub trait Stepper {
    fn run(&mut self, iterations: u32);
    fn iterations(&self) -> u32;
    fn done(&self, budget: u32) -> bool;
    fn best_move(&self) -> Option<AnyMove>;
    /// For a hint: the chance of winning after the best move and after the
    /// next best (`ai::coach::Hint`). Default: none.
    fn chances(&self) -> Option<(f64, Option<f64>)> {
        None
    }
    /// For a review: the grade as it stands (`ai::review::Grader`).
    /// Default: none.
    fn review(&self) -> Option<crate::ai::review::Graded<AnyMove>> {
        None
    }
}

/// Steps `search` until it is done, by its budget (true), or the clock
/// reaches `until` (false). `started` is when the decision began.
pub fn work(search: &mut dyn Stepper, budget: Budget, started: f64, until: f64) -> bool {
    loop {
        let t = now();
        let out_of_time = budget.millis > 0 && t - started >= f64::from(budget.millis);
        if search.done(budget.iterations) || out_of_time {
            return true;
        }
        if t >= until {
            return false;
        }
        let left = budget.iterations.saturating_sub(search.iterations());
        search.run(CHECK_EVERY.min(left));
    }
}

/// A search the page runs by itself (no worker), in slices of `SLICE_MS`
/// between frames, until it is done by `budget`; then it goes to `done`.
/// A hint or a review: dropping them sets `cancelled`, which ends it, and
/// `timer` holds the next slice.
pub fn in_slices(
    mut search: Box<dyn Stepper>,
    budget: Budget,
    started: f64,
    cancelled: Rc<Cell<bool>>,
    timer: Rc<RefCell<Option<Timeout>>>,
    done: Box<dyn FnOnce(Box<dyn Stepper>)>,
) {
    if cancelled.get() {
        return;
    }
    if work(&mut *search, budget, started, now() + SLICE_MS) {
        done(search);
        return;
    }
    let next = timer.clone();
    *timer.borrow_mut() = Some(Timeout::new(0, move || {
        in_slices(search, budget, started, cancelled, next, done)
    }));
}

/// A hint or a review being worked out, in the worker or on the page.
/// Dropping it (a move was made, the person left) stops it: the worker is
/// let go, the page's slices end.
pub struct Asked {
    cancelled: Rc<Cell<bool>>,
    worker: Option<u32>,
    timer: Rc<RefCell<Option<Timeout>>>,
}

impl Drop for Asked {
    fn drop(&mut self) {
        self.cancelled.set(true);
        self.timer.borrow_mut().take();
        if let Some(id) = self.worker.take() {
            worker::cancel(id);
        }
    }
}

/// What gets the page's own search once it is done (`None`: there was
/// none to make).
pub type Searched = Box<dyn FnOnce(Option<Box<dyn Stepper>>)>;

/// Asks the worker for `request` (a hint or a review); `answer` hears its
/// answer. Where there is no worker, or it fails, the page works it out
/// instead: `search` makes the search, run in slices to the request's
/// budget and handed to `searched` (`None` if there was none to make).
/// (Boxed, not generic: one copy of this for the hint and the review.)
pub fn ask_or_search(
    request: worker::Request,
    answer: Box<dyn Fn(Reply)>,
    search: Box<dyn FnOnce() -> Option<Box<dyn Stepper>>>,
    searched: Searched,
) -> Asked {
    let cancelled = Rc::new(Cell::new(false));
    let timer = Rc::new(RefCell::new(None));
    let (budget, started) = (request.budget, now());
    let page = {
        let (cancelled, timer) = (cancelled.clone(), timer.clone());
        let once = RefCell::new(Some((search, searched)));
        Rc::new(move || {
            let Some((search, searched)) = once.borrow_mut().take() else {
                return;
            };
            match search() {
                Some(s) => {
                    let done = Box::new(move |s| searched(Some(s)));
                    in_slices(s, budget, started, cancelled.clone(), timer.clone(), done);
                }
                None => searched(None),
            }
        })
    };
    let heard = {
        let (cancelled, page) = (cancelled.clone(), page.clone());
        move |reply: Reply| {
            if cancelled.get() {
                return;
            }
            match reply {
                Reply::Progress(_) => {}
                Reply::Lost | Reply::Refused => page(),
                reply => answer(reply),
            }
        }
    };
    let worker = worker::ask(request, heard);
    if worker.is_none() {
        page();
    }
    Asked {
        cancelled,
        worker,
        timer,
    }
}

/// How far along a decision is: by work or by time, whichever is further.
pub fn fraction(iterations: u32, elapsed: f64, budget: Budget) -> f64 {
    let by_work = f64::from(iterations) / f64::from(budget.iterations.max(1));
    let by_time = elapsed / f64::from(budget.millis.max(1));
    by_work.max(by_time)
}

/// Where the chosen move goes (the reducer's dispatcher), called once.
type Done = Box<dyn FnOnce(AnyMove)>;

/// A computer's turn under way. Dropping it (the move was undone, the
/// player went Home) stops the search at once: the worker is let go and a
/// fresh one started for the next turn, and nothing it says is played.
pub struct Turn(Rc<Run>);

impl Drop for Turn {
    fn drop(&mut self) {
        let run = &self.0;
        run.cancelled.set(true);
        run.timer.borrow_mut().take();
        run.frame.borrow_mut().take();
        if let Some(id) = run.asked.take() {
            worker::cancel(id);
        }
    }
}

struct Run {
    /// The match as it stood when the turn began (its legal moves turn the
    /// worker's answer back into a move).
    session: Box<dyn Session>,
    level: Level,
    player: Player,
    started: f64,
    /// The shortest the turn lasts, so people can follow the play.
    pause_ms: u32,
    progress: NodeRef,
    done: RefCell<Option<Done>>,
    cancelled: Cell<bool>,
    /// The worker's request in flight, if any.
    asked: Cell<Option<u32>>,
    /// Workers lost during this turn.
    lost: Cell<u32>,
    /// The page's time to write the match as its save, for the benchmark.
    encode_ms: Cell<f64>,
    timer: RefCell<Option<Timeout>>,
    frame: RefCell<Option<super::AfterPaint>>,
    /// The page's own search, should it come to that.
    search: RefCell<Option<Box<dyn Stepper>>>,
    /// Wall time spent inside the page's slices, to tell what slicing costs.
    busy_ms: Cell<f64>,
    /// When the progress bar last moved.
    shown_at: Cell<f64>,
}

/// Starts working out the decision of the computer seat to act in
/// `session` at `level`; `done` gets the move, a legal one, no sooner than
/// `pause_ms` after the start. `None` if no computer is to act.
pub fn start(
    session: &dyn Session,
    level: Level,
    pause_ms: u32,
    progress: NodeRef,
    done: Done,
) -> Option<Turn> {
    session.computer_to_act()?;
    show_progress(&progress, 0.0);
    let run = Rc::new(Run {
        session: session.clone_box(),
        level,
        player: Player::of(level),
        started: now(),
        pause_ms,
        progress,
        done: RefCell::new(Some(done)),
        cancelled: Cell::new(false),
        asked: Cell::new(None),
        lost: Cell::new(0),
        encode_ms: Cell::new(0.0),
        timer: RefCell::new(None),
        frame: RefCell::new(None),
        search: RefCell::new(None),
        busy_ms: Cell::new(0.0),
        shown_at: Cell::new(0.0),
    });
    // The request is made once the frame showing the last move has been
    // painted: encoding the match is the page's only work for the turn,
    // and people see the move before the computer starts thinking.
    let next = run.clone();
    *run.frame.borrow_mut() = Some(super::after_paint(move || {
        mark("mp-search-start", None);
        ask(next);
    }));
    Some(Turn(run))
}

/// Hands the decision to the worker, or to the page's own slices where
/// there is no worker to be had.
fn ask(run: Rc<Run>) {
    if run.cancelled.get() {
        return;
    }
    let encoding = now();
    let save = crate::engine::codec::encode_save(&run.session.raw());
    run.encode_ms.set(now() - encoding);
    let request = worker::Request {
        save,
        at: run.session.moves(),
        level: run.level,
        budget: run.player.budget,
        hint: None,
        review: None,
    };
    let weak = Rc::downgrade(&run);
    let id = worker::ask(request, move |reply| {
        if let Some(run) = weak.upgrade() {
            heard(&run, reply);
        }
    });
    match id {
        Some(id) => run.asked.set(Some(id)),
        None => think_here(run),
    }
}

/// What the worker said about this turn's decision.
fn heard(run: &Rc<Run>, reply: Reply) {
    if run.cancelled.get() {
        return;
    }
    match reply {
        Reply::Progress(f) => {
            if now() - run.shown_at.get() >= PROGRESS_EVERY_MS / 2.0 {
                run.shown_at.set(now());
                show_progress(&run.progress, f);
            }
        }
        Reply::Answer {
            index,
            iterations,
            ms,
            open_ms,
            ..
        } => {
            run.asked.set(None);
            let mv = run.session.legal_move(index);
            finish(run.clone(), mv, iterations, (ms, open_ms), "worker");
        }
        Reply::Lost => {
            run.asked.set(None);
            run.lost.set(run.lost.get() + 1);
            if run.lost.get() <= RETRIES {
                ask(run.clone());
            } else {
                think_here(run.clone());
            }
        }
        Reply::Refused => {
            run.asked.set(None);
            think_here(run.clone());
        }
    }
}

/// The page works the decision out itself, in slices.
fn think_here(run: Rc<Run>) {
    let Some(search) = run.session.decision(run.level) else {
        // No seat to decide for: nothing to play (cannot happen while a
        // computer is to act).
        return;
    };
    mark("mp-page-search", None);
    *run.search.borrow_mut() = Some(search);
    schedule(run);
}

fn schedule(run: Rc<Run>) {
    let next = run.clone();
    *run.timer.borrow_mut() = Some(Timeout::new(0, move || slice(next)));
}

/// One slice of the page's search; schedules the next, or hands over the
/// move.
fn slice(run: Rc<Run>) {
    if run.cancelled.get() {
        return;
    }
    let budget = run.player.budget;
    let slice_start = now();
    let (finished, iterations) = {
        let mut search = run.search.borrow_mut();
        let Some(search) = search.as_mut() else {
            return;
        };
        let finished = work(&mut **search, budget, run.started, slice_start + SLICE_MS);
        (finished, search.iterations())
    };
    run.busy_ms.set(run.busy_ms.get() + now() - slice_start);
    if !finished {
        if now() - run.shown_at.get() >= PROGRESS_EVERY_MS {
            run.shown_at.set(now());
            show_progress(
                &run.progress,
                fraction(iterations, now() - run.started, budget),
            );
        }
        schedule(run);
        return;
    }
    let best = run.search.borrow().as_ref().and_then(|s| s.best_move());
    let index = best
        .and_then(|mv| run.session.move_index(&*mv))
        .unwrap_or(0);
    let mv = run.session.legal_move(index);
    let busy = run.busy_ms.get();
    finish(run, mv, iterations, (busy, 0.0), "page");
}

/// The decision is made: shows it done, and plays it once the pause is over.
/// `busy_ms`: the search's time, and the worker's time to open the match.
fn finish(run: Rc<Run>, mv: Option<AnyMove>, iterations: u32, busy_ms: (f64, f64), by: &str) {
    let (busy_ms, open_ms) = busy_ms;
    show_progress(&run.progress, 1.0);
    let elapsed = now() - run.started;
    if let Some(el) = run.progress.cast::<web_sys::Element>() {
        // For the browser tests: who searched, how much, and how much of
        // the turn's wall time the search was running.
        let _ = el.set_attribute("data-by", by);
        let _ = el.set_attribute("data-iterations", &iterations.to_string());
        let _ = el.set_attribute(
            "data-busy",
            &format!("{}/{}", busy_ms as u64, elapsed as u64),
        );
    }
    let detail = object(&[
        ("by", by.into()),
        ("level", run.level.id().into()),
        ("iterations", iterations.into()),
        ("ms", busy_ms.into()),
        ("open", open_ms.into()),
        ("encode", run.encode_ms.get().into()),
        ("turn", elapsed.into()),
        ("at", (run.session.moves() as u32).into()),
    ]);
    mark("mp-search-end", Some(&detail));
    let wait = (f64::from(run.pause_ms) - elapsed).max(0.0) as u32;
    let done = run.done.borrow_mut().take();
    let cancelled = run.clone();
    *run.timer.borrow_mut() = Some(Timeout::new(wait, move || {
        if let (false, Some(done), Some(mv)) = (cancelled.cancelled.get(), done, mv) {
            done(mv);
        }
    }));
}

fn show_progress(bar: &NodeRef, fraction: f64) {
    if let Some(el) = bar.cast::<web_sys::HtmlElement>() {
        let pct = (fraction.clamp(0.0, 1.0) * 100.0).round();
        // A transform, not a width: it changes no layout, so the browser
        // repaints the bar alone, not the whole table.
        let style = format!("transform: scaleX({})", Num(pct / 100.0));
        let _ = el.set_attribute("style", &style);
        let _ = el.set_attribute("data-progress", &(pct as u32).to_string());
    }
}

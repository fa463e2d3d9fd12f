//! A computer's turn in the browser. The search runs on the page's own
//! thread in short slices (about `SLICE_MS` of wall time each), each one a
//! separate task scheduled with a zero-delay timeout. Between slices the
//! browser paints, runs animations and answers clicks (Home, Rules), so no
//! task comes near the 50 ms that makes a page feel stuck, even on a slow
//! tablet. Why slices and not a Web Worker: see the note on issue 6 (in
//! short, a worker needs a second copy of every game's code to download,
//! about as large as the app's whole engine, for a speed-up the budget does
//! not need).
//!
//! Progress is written straight into one small element (a bar's width), not
//! through Yew state, so a slice never re-renders the table.

use super::session::AnyMove;
use super::svg::Num;
use crate::ai::{Level, Player};
use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::NodeRef;

/// Wall time one slice may take. Slices are measured on the clock, so on a
/// slower device each slice does less, and still ends in time.
const SLICE_MS: f64 = 10.0;
/// How often the progress bar moves. Each move costs the browser a frame's
/// style and paint work, so it moves a few times a second, not every slice.
const PROGRESS_EVERY_MS: f64 = 100.0;
/// Iterations between looks at the clock (well under a millisecond even
/// on a throttled tablet).
const CHECK_EVERY: u32 = 4;

/// Marks the search's span on the page's timeline (`mp-search-start`,
/// `mp-search-end`), which the browser test reads with the Long Tasks API.
fn mark(name: &str) {
    if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
        let _ = p.mark(name);
    }
}

fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// A computer's turn under way. Dropping it (the move was undone, the
/// player went Home) stops the search at once.
pub struct Turn {
    cancelled: Rc<Cell<bool>>,
    timer: Rc<RefCell<Option<Timeout>>>,
    frame: Option<AnimationFrame>,
}

impl Drop for Turn {
    fn drop(&mut self) {
        self.cancelled.set(true);
        self.timer.borrow_mut().take();
        self.frame.take();
    }
}

/// Where the chosen move goes (the reducer's dispatcher), called once.
type Done = Box<dyn FnOnce(AnyMove)>;

/// A decision being worked out, step by step: a game's search (or a Casual
/// choice, made at once). The slicing here is the same for every game.
pub trait Stepper {
    fn run(&mut self, iterations: u32);
    fn iterations(&self) -> u32;
    fn done(&self, budget: u32) -> bool;
    fn best_move(&self) -> Option<AnyMove>;
}

struct Run {
    search: RefCell<Box<dyn Stepper>>,
    player: Player,
    started: f64,
    /// The shortest the turn lasts, so people can follow the play.
    pause_ms: u32,
    progress: NodeRef,
    /// Wall time spent inside slices, to tell what slicing costs.
    busy_ms: Cell<f64>,
    /// When the progress bar last moved.
    shown_at: Cell<f64>,
    done: RefCell<Option<Done>>,
    cancelled: Rc<Cell<bool>>,
    timer: Rc<RefCell<Option<Timeout>>>,
}

/// Starts working out a computer's decision; `done` gets the move, no
/// sooner than `pause_ms` after the start.
pub fn start(
    search: Box<dyn Stepper>,
    level: Level,
    pause_ms: u32,
    progress: NodeRef,
    done: Done,
) -> Turn {
    let cancelled = Rc::new(Cell::new(false));
    let timer: Rc<RefCell<Option<Timeout>>> = Rc::new(RefCell::new(None));
    let mut turn = Turn {
        cancelled: cancelled.clone(),
        timer: timer.clone(),
        frame: None,
    };
    let player = Player::of(level);
    show_progress(&progress, 0.0);
    if level == Level::Casual {
        // Decided already: only the pause is left.
        *timer.borrow_mut() = Some(Timeout::new(pause_ms, move || {
            if let Some(mv) = search.best_move() {
                done(mv);
            }
        }));
        return turn;
    }
    let run = Rc::new(Run {
        search: RefCell::new(search),
        player,
        started: now(),
        pause_ms,
        progress,
        busy_ms: Cell::new(0.0),
        shown_at: Cell::new(0.0),
        done: RefCell::new(Some(done)),
        cancelled,
        timer: timer.clone(),
    });
    // The search starts once the frame showing the last move has been
    // painted, so that frame's layout never runs into the search's slices
    // and people see the move before the computer starts thinking.
    turn.frame = Some(request_animation_frame(move |_| schedule(run, 0)));
    turn
}

fn schedule(run: Rc<Run>, delay: u32) {
    let next = run.clone();
    *run.timer.borrow_mut() = Some(Timeout::new(delay, move || slice(next)));
}

/// One slice of search; schedules the next, or hands over the move.
fn slice(run: Rc<Run>) {
    if run.cancelled.get() {
        return;
    }
    let budget = run.player.budget;
    let slice_start = now();
    if run.search.borrow().iterations() == 0 && run.busy_ms.get() == 0.0 {
        mark("mp-search-start");
    }
    let (finished, iterations) = {
        let mut search = run.search.borrow_mut();
        loop {
            let out_of_time = budget.millis > 0 && now() - run.started >= f64::from(budget.millis);
            if search.done(budget.iterations) || out_of_time {
                break (true, search.iterations());
            }
            if now() - slice_start >= SLICE_MS {
                break (false, search.iterations());
            }
            let left = budget.iterations - search.iterations();
            search.run(CHECK_EVERY.min(left));
        }
    };
    let elapsed = now() - run.started;
    run.busy_ms.set(run.busy_ms.get() + now() - slice_start);
    let by_work = f64::from(iterations) / f64::from(budget.iterations.max(1));
    let by_time = elapsed / f64::from(budget.millis.max(1));
    if finished || now() - run.shown_at.get() >= PROGRESS_EVERY_MS {
        run.shown_at.set(now());
        show_progress(
            &run.progress,
            if finished { 1.0 } else { by_work.max(by_time) },
        );
    }
    if !finished {
        schedule(run, 0);
        return;
    }
    if let Some(el) = run.progress.cast::<web_sys::Element>() {
        // For the browser test's report: how much the search did and how
        // much of its wall time it was running.
        let _ = el.set_attribute("data-iterations", &iterations.to_string());
        let _ = el.set_attribute(
            "data-busy",
            &format!("{}/{}", run.busy_ms.get() as u64, elapsed as u64),
        );
    }
    let mv = run.search.borrow().best_move();
    mark("mp-search-end");
    let wait = (f64::from(run.pause_ms) - elapsed).max(0.0) as u32;
    let done = run.done.borrow_mut().take();
    let cancelled = run.cancelled.clone();
    *run.timer.borrow_mut() = Some(Timeout::new(wait, move || {
        if let (false, Some(done), Some(mv)) = (cancelled.get(), done, mv) {
            done(mv);
        }
    }));
}

fn show_progress(bar: &NodeRef, fraction: f64) {
    if let Some(el) = bar.cast::<web_sys::HtmlElement>() {
        let pct = (fraction.clamp(0.0, 1.0) * 100.0).round();
        // A transform, not a width: it changes no layout, so the browser
        // repaints the bar alone between slices, not the whole table.
        let style = format!("transform: scaleX({})", Num(pct / 100.0));
        let _ = el.set_attribute("style", &style);
        let _ = el.set_attribute("data-progress", &(pct as u32).to_string());
    }
}

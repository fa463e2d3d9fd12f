//! The computer players' Web Worker, both ends of it.
//!
//! The worker runs the app's own wasm: the page hands it the
//! `WebAssembly.Module` it has already compiled and the address of
//! wasm-bindgen's glue, and `static/worker.js` instantiates the two, so no
//! second copy of the games' code is downloaded. The wasm's `main` sees it
//! has no window and calls `serve` instead of mounting the app.
//!
//! A request is the match as its save (the JSON a save holds: writing it
//! replays nothing, where a link numbers each move among the legal moves of
//! its position and so replays the match on the page), the move count it
//! is for, the level and the budget; the worker replays it, works
//! out the decision of the computer seat to act, reporting progress as it
//! goes, and answers with the move's index among the legal moves.
//!
//! The page keeps one worker. A search is cancelled by letting the worker
//! go (it searches without pause, so it could not hear a "stop") and a new
//! one is started at once for the next turn. A worker that throws, or says
//! nothing for `SILENT_MS`, is let go the same way and its request is
//! reported `Lost`, for the turn to ask again. Should workers fail to start
//! at all, `ask` says so and the page searches by itself (`thinking`).

use super::thinking::{self, mark, now, object};
use crate::ai::{Budget, Level};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Longest the worker may stay silent while it has a request: it reports
/// progress every `PROGRESS_EVERY_MS`, so this is a worker that died (or a
/// machine so busy that starting again costs little).
const SILENT_MS: u32 = 2_000;
/// Longest a new worker may take to start (fetch its script, instantiate
/// the module) on a slow device.
const START_MS: u32 = 8_000;
/// Workers that failed to start before the page stops trying.
const MAX_FAILED_STARTS: u32 = 2;

#[wasm_bindgen]
extern "C" {
    /// The address of wasm-bindgen's glue (this module's JavaScript): the
    /// worker imports the same file, and its script lies beside it.
    #[wasm_bindgen(thread_local_v2, js_namespace = ["import", "meta"], js_name = url)]
    static GLUE_URL: JsValue;
}

/// What a turn asks the worker.
pub struct Request {
    /// The match, as its save's JSON (`codec::encode_save`).
    pub save: String,
    /// The moves in it: the worker checks it opened the same position.
    pub at: usize,
    pub level: Level,
    pub budget: Budget,
    /// A hint for this person's seat (the seat to act), from its view
    /// alone, instead of a computer's decision (`ui::coach`).
    pub hint: Option<crate::engine::Seat>,
    /// A review's grading of move `review` of the match (`ui::review`),
    /// instead of a computer's decision.
    pub review: Option<usize>,
}

/// What the worker says about a request.
pub enum Reply {
    /// How far along the decision is, 0 to 1.
    Progress(f64),
    /// The move, as its index among the legal moves, with the iterations
    /// searched and the worker's time for them.
    Answer {
        index: usize,
        iterations: u32,
        ms: f64,
        /// The worker's time to open the request's match (replaying it).
        open_ms: f64,
        /// For a hint: the chance of winning after the move and after the
        /// next best, if there is one.
        chances: Option<(f64, Option<f64>)>,
        /// For a review: the move's grade.
        review: Option<super::review::Reviewed>,
    },
    /// The worker died, threw or fell silent: ask again.
    Lost,
    /// The worker could not open the request (it should never happen): the
    /// page decides by itself.
    Refused,
}

type Handler = Rc<dyn Fn(Reply)>;

#[derive(Default)]
struct Pool {
    live: Option<Live>,
    /// The request in flight, and who hears about it.
    asked: Option<(u32, Handler)>,
    next_id: u32,
    failed_starts: u32,
    /// The worker would not start: the page thinks for itself from now on.
    given_up: bool,
}

/// A worker, with its handlers (dropped with it) and its watchdog.
struct Live {
    worker: web_sys::Worker,
    ready: bool,
    /// A request made before the worker was ready.
    queued: Option<JsValue>,
    watchdog: Option<Timeout>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

thread_local! {
    static POOL: RefCell<Pool> = RefCell::new(Pool::default());
}

/// Starts a worker; it reports `ready` once it runs the app's wasm.
fn spawn() -> Result<Live, JsValue> {
    let glue = GLUE_URL.with(JsValue::as_string).ok_or("no glue address")?;
    let script = format!("{}worker.js", &glue[..=glue.rfind('/').ok_or("no folder")?]);
    let opts = web_sys::WorkerOptions::new();
    opts.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(&script, &opts)?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            heard(&e.data());
        });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
        // Said here instead: the page has nothing more to add to it.
        e.prevent_default();
        lost();
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let init = object(&[("glue", glue.into()), ("module", wasm_bindgen::module())]);
    worker.post_message(&init)?;
    Ok(Live {
        worker,
        ready: false,
        queued: None,
        watchdog: Some(watchdog(START_MS)),
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Reports the worker lost should it say nothing for `ms`.
fn watchdog(ms: u32) -> Timeout {
    Timeout::new(ms, lost)
}

/// Starts a worker now, if there is none, so the next turn finds it ready.
pub fn warm() {
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.live.is_some() || p.given_up {
            return;
        }
        match spawn() {
            Ok(live) => p.live = Some(live),
            Err(_) => p.given_up = true,
        }
    });
}

/// Asks the worker for a decision; `on_reply` hears its progress and its
/// answer (or that it was lost). `None` if there is no worker to be had:
/// the page must decide by itself.
pub fn ask(request: Request, on_reply: impl Fn(Reply) + 'static) -> Option<u32> {
    // One decision at a time: one still asked for is no longer wanted.
    let busy = POOL.with(|p| p.borrow().asked.as_ref().map(|(id, _)| *id));
    if let Some(id) = busy {
        cancel(id);
    }
    warm();
    ask_now(request, on_reply)
}

fn ask_now(request: Request, on_reply: impl Fn(Reply) + 'static) -> Option<u32> {
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.given_up {
            return None;
        }
        p.next_id = p.next_id.wrapping_add(1);
        let id = p.next_id;
        let message: JsValue = object(&[
            ("id", id.into()),
            ("save", request.save.into()),
            ("at", (request.at as u32).into()),
            ("level", request.level.id().into()),
            ("iterations", request.budget.iterations.into()),
            ("millis", request.budget.millis.into()),
            (
                "hint",
                request.hint.map_or(JsValue::NULL, |s| (s as u32).into()),
            ),
            (
                "review",
                request
                    .review
                    .map_or(JsValue::NULL, |at| (at as u32).into()),
            ),
            // A review words the moves it grades, in the page's language.
            (
                "words",
                super::lang::words_text()
                    .filter(|_| request.review.is_some())
                    .map_or(JsValue::NULL, JsValue::from),
            ),
        ])
        .into();
        let live = p.live.as_mut()?;
        if live.ready {
            live.worker.post_message(&message).ok()?;
            live.watchdog = Some(watchdog(SILENT_MS));
        } else {
            live.queued = Some(message);
        }
        p.asked = Some((id, Rc::new(on_reply)));
        Some(id)
    })
}

/// The turn that made request `id` no longer wants it: if the worker is
/// still on it, it is let go, and a fresh one started.
pub fn cancel(id: u32) {
    let stopped = POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.asked.as_ref().is_some_and(|(a, _)| *a == id) {
            p.asked = None;
            p.live = None;
            true
        } else {
            false
        }
    });
    if stopped {
        warm();
    }
}

/// A message from the worker.
fn heard(data: &JsValue) {
    let get = |k: &str| js_sys::Reflect::get(data, &k.into()).unwrap_or(JsValue::UNDEFINED);
    if get("failed").is_truthy() {
        return lost();
    }
    let handler = POOL.with(|p| {
        let p = &mut *p.borrow_mut();
        let live = p.live.as_mut()?;
        if get("ready").is_truthy() {
            live.ready = true;
            live.watchdog = None;
            p.failed_starts = 0;
            if let Some(message) = live.queued.take() {
                // Should this fail, the watchdog reports the request lost.
                let _ = live.worker.post_message(&message);
                live.watchdog = Some(watchdog(SILENT_MS));
            }
            return None;
        }
        let (id, handler) = p.asked.as_ref()?;
        if get("id").as_f64() != Some(f64::from(*id)) {
            return None;
        }
        let handler = handler.clone();
        let reply = if let Some(f) = get("progress").as_f64() {
            live.watchdog = Some(watchdog(SILENT_MS));
            Reply::Progress(f)
        } else if let Some(index) = get("index").as_f64() {
            live.watchdog = None;
            p.asked = None;
            Reply::Answer {
                index: index as usize,
                iterations: get("iterations").as_f64().unwrap_or(0.0) as u32,
                ms: get("ms").as_f64().unwrap_or(0.0),
                open_ms: get("open").as_f64().unwrap_or(0.0),
                chances: get("chance")
                    .as_f64()
                    .map(|c| (c, get("alternative").as_f64())),
                review: super::review::Reviewed::from_js(&get("review")),
            }
        } else {
            live.watchdog = None;
            p.asked = None;
            Reply::Refused
        };
        Some((handler, reply))
    });
    if let Some((handler, reply)) = handler {
        handler(reply);
    }
}

/// The worker threw, failed to start or fell silent: it is let go, and the
/// request it had is reported lost.
fn lost() {
    let handler = POOL.with(|p| {
        let mut p = p.borrow_mut();
        let started = p.live.as_ref().is_some_and(|l| l.ready);
        if !started {
            p.failed_starts += 1;
            if p.failed_starts >= MAX_FAILED_STARTS {
                p.given_up = true;
            }
        }
        p.live = None;
        p.asked.take().map(|(_, h)| h)
    });
    if let Some(handler) = handler {
        handler(Reply::Lost);
    }
}

/// The worker's side: answers the page's requests, one at a time, until
/// the page lets it go. Called by `main` when there is no window.
pub fn serve() {
    // Panics to the console, as on the page (`ui::start`).
    std::panic::set_hook(Box::new(console_error_panic_hook::hook));
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let post = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let reply = answer(&post, &e.data());
            let _ = post.post_message(&reply);
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // It serves for as long as the worker lives.
    on_message.forget();
    let _ = scope.post_message(&object(&[("ready", true.into())]));
}

/// The answer to one request: the move, or why there is none.
fn answer(scope: &web_sys::DedicatedWorkerGlobalScope, data: &JsValue) -> JsValue {
    let get = |k: &str| js_sys::Reflect::get(data, &k.into()).unwrap_or(JsValue::UNDEFINED);
    let id = get("id");
    let num = |k: &str| get(k).as_f64().map(|n| n as u32);
    let request = (|| {
        let level = get("level").as_string()?;
        Some(Request {
            save: get("save").as_string()?,
            at: num("at")? as usize,
            level: Level::ALL.into_iter().find(|l| l.id() == level)?,
            budget: Budget {
                iterations: num("iterations")?,
                millis: num("millis")?,
            },
            hint: num("hint").map(|s| s as usize),
            review: num("review").map(|at| at as usize),
        })
    })();
    super::lang::use_words_text(get("words").as_string());
    // A benchmark's stand-in for a slower CPU (see `Throttled`).
    let throttle = get("throttle").as_f64().unwrap_or(1.0).clamp(1.0, 20.0);
    let Some(request) = request else {
        return object(&[("id", id), ("error", "not a request".into())]).into();
    };
    let progress = |f: f64| {
        let _ = scope.post_message(&object(&[("id", id.clone()), ("progress", f.into())]));
    };
    match decide(&request, throttle, progress) {
        Ok(d) => {
            let (chance, alternative) = match d.chances {
                Some((c, a)) => (c.into(), a.map_or(JsValue::NULL, Into::into)),
                None => (JsValue::NULL, JsValue::NULL),
            };
            object(&[
                ("id", id.clone()),
                ("index", (d.index as u32).into()),
                ("iterations", d.iterations.into()),
                ("ms", d.ms.into()),
                ("open", d.open_ms.into()),
                ("chance", chance),
                ("alternative", alternative),
                (
                    "review",
                    d.review.as_ref().map_or(JsValue::NULL, |r| r.to_js()),
                ),
            ])
            .into()
        }
        Err(e) => object(&[("id", id.clone()), ("error", e.into())]).into(),
    }
}

/// Opens the request's match and works out the decision of the computer
/// seat to act, reporting progress every `PROGRESS_EVERY_MS`.
fn decide(request: &Request, throttle: f64, progress: impl Fn(f64)) -> Result<Decided, String> {
    let opening = now();
    let raw = crate::engine::codec::decode_save(&request.save).map_err(|e| e.to_string())?;
    let entry = super::registry::entry(&raw.game).ok_or("an unknown game")?;
    let session = entry.open(raw)?;
    let asked = match (request.hint, request.review) {
        (Some(seat), _) => session.to_act() == crate::engine::Actor::Seat(seat),
        (None, Some(at)) => at < session.moves(),
        (None, None) => session.computer_to_act().is_some(),
    };
    if session.moves() != request.at || !asked {
        return Err("not the position asked about".into());
    }
    let mut search = match (request.hint, request.review) {
        (Some(seat), _) => session.hint_search(seat),
        (None, Some(at)) => session.review_search(at),
        (None, None) => session.decision(request.level),
    }
    .ok_or("no decision to make")?;
    if throttle > 1.0 {
        search = Box::new(Throttled {
            inner: search,
            rate: throttle,
        });
    }
    mark("mp-worker-search-start", None);
    let started = now();
    let open_ms = started - opening;
    while !thinking::work(
        &mut *search,
        request.budget,
        started,
        now() + thinking::PROGRESS_EVERY_MS,
    ) {
        progress(thinking::fraction(
            search.iterations(),
            now() - started,
            request.budget,
        ));
    }
    let ms = now() - started;
    mark("mp-worker-search-end", None);
    let index = search
        .best_move()
        .and_then(|mv| session.move_index(&*mv))
        .unwrap_or(0);
    Ok(Decided {
        index,
        iterations: search.iterations(),
        ms,
        open_ms,
        chances: search.chances(),
        review: request
            .review
            .and_then(|at| super::review::reviewed(&*session, at, &*search)),
    })
}

/// A decision made in the worker, as `Reply::Answer` carries it.
struct Decided {
    index: usize,
    iterations: u32,
    ms: f64,
    open_ms: f64,
    chances: Option<(f64, Option<f64>)>,
    review: Option<super::review::Reviewed>,
}

/// A search run as if on a CPU `rate` times slower: after each step it
/// waits, busy, for `rate - 1` times as long as the step took. Only the
/// benchmark and the browser tests ask for it (a request's `throttle`):
/// Chromium's CPU throttling (DevTools' `Emulation.setCPUThrottlingRate`)
/// slows a page's main thread alone, and a worker's target refuses it
/// ("only supported for pages"), so a tablet's worker is emulated here,
/// the same way, by the wall time a step takes.
struct Throttled {
    inner: Box<dyn thinking::Stepper>,
    rate: f64,
}

impl thinking::Stepper for Throttled {
    fn run(&mut self, iterations: u32) {
        let start = now();
        self.inner.run(iterations);
        let until = now() + (now() - start) * (self.rate - 1.0);
        while now() < until {}
    }
    fn iterations(&self) -> u32 {
        self.inner.iterations()
    }
    fn done(&self, budget: u32) -> bool {
        self.inner.done(budget)
    }
    fn best_move(&self) -> Option<super::session::AnyMove> {
        self.inner.best_move()
    }
    fn chances(&self) -> Option<(f64, Option<f64>)> {
        self.inner.chances()
    }
    fn review(&self) -> Option<crate::ai::review::Graded<super::session::AnyMove>> {
        self.inner.review()
    }
}

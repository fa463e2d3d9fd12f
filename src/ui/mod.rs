//! The browser UI (Yew function components). Everything here renders a
//! seat's view and sends moves to the reducer in `play`; rules live in the
//! engine. Storage, the URL, timers and computer moves live in effects.

pub mod app;
pub mod ask;
pub mod cards;
pub mod coach;
pub mod gallery;
pub mod handoff;
pub mod home;
pub mod keep;
pub mod lang;
pub mod options;
pub mod outcome;
pub mod panels;
pub mod play;
pub mod qr;
pub mod registry;
pub mod replay;
pub mod review;
pub mod rules;
pub mod seat;
pub mod session;
pub mod setup;
pub mod share;
pub mod sheet;
pub mod storage;
pub mod svg;
pub mod tabs;
pub mod thinking;
pub mod tips;
pub mod touch;
pub mod worker;

use crate::cls;
use crate::engine::{Game, Seat};
use gloo::timers::callback::Timeout;
use lang::{th, tn};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// Runs `f` once the next frame has been painted: work that need not be on
/// screen in that frame (saving, moving focus) stays off a tap's path to
/// the screen. A timeout set inside the frame callback runs after the paint.
/// A tab in the background paints nothing, so `f` runs anyway should no
/// frame come within `NO_FRAME_MS` (a save must not wait for the player to
/// come back to the tab). Dropping the handle before then cancels `f`.
pub fn after_paint(f: impl FnOnce() + 'static) -> AfterPaint {
    paint_then(Box::new(f))
}

fn paint_then(f: Box<dyn FnOnce()>) -> AfterPaint {
    let once = Rc::new(Cell::new(Some(f)));
    let timer = Rc::new(RefCell::new(None));
    let (slot, first) = (timer.clone(), once.clone());
    in_frame(Box::new(move || {
        let f = move || {
            if let Some(f) = first.take() {
                f();
            }
        };
        *slot.borrow_mut() = Some(Timeout::new(0, f));
    }));
    let last = once.clone();
    let no_frame = move || {
        if let Some(f) = last.take() {
            f();
        }
    };
    AfterPaint {
        once,
        _timer: timer,
        _no_frame: Timeout::new(NO_FRAME_MS, no_frame),
    }
}

/// How long `after_paint` waits for a frame.
const NO_FRAME_MS: u32 = 250;

/// Work waiting for the next paint (see `after_paint`). It owns its timeout
/// rather than `forget`ting it: a forgotten timeout's JavaScript function
/// stays in wasm-bindgen's table for good, and one was forgotten for every
/// move's save (issue 34).
pub struct AfterPaint {
    once: Rc<Cell<Option<Work>>>,
    _timer: Rc<RefCell<Option<Timeout>>>,
    _no_frame: Timeout,
}

type Work = Box<dyn FnOnce()>;

/// A frame's callback cannot be called off once asked for: dropped, the
/// handle empties `f`'s place, so the frame (or the timeout it sets)
/// finds nothing to run, and `f` and what it holds go at once.
impl Drop for AfterPaint {
    fn drop(&mut self) {
        self.once.take();
    }
}

/// Takes focus off the control just pressed until the move it made is on
/// screen, then gives it back if the control is still there, or else to the
/// first control matching `next` (say, the first card now playable).
/// Why: when an update removes the focused element (a card just played, the
/// hand-off's button), Chromium works out every style on the spot, halfway
/// through the update, and then again for the paint: about 15 ms of a tap
/// with the CPU throttled 4x. Blurring first costs less, but still a style
/// and layout of its own (2.6 ms of a tap at 4x), so a press of the mouse
/// or a finger on a move does not take focus at all (`touch::install`):
/// this is for the keyboard's Enter, and the hand-off's button, which has
/// the focus put on it.
pub fn hold_focus_until_painted(next: Option<&'static str>) {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(el) = doc
        .active_element()
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    if doc.body().as_ref() == Some(&el) {
        return;
    }
    let _ = el.blur();
    // Detached (no handle to keep): nothing on the page owns this moment.
    after_frame(Box::new(move || {
        // Someone (a hand-off screen, the player) has put focus elsewhere.
        if doc.active_element() != doc.body().map(Into::into) {
            return;
        }
        if el.is_connected() {
            focus_still(&el);
        } else if let Some(sel) = next {
            // A frame later: a hand comes a frame after the table that a
            // hand-off's "ready" brings back (`cards::fan`).
            after_frame(Box::new(move || focus(sel)));
        }
    }));
}

/// Runs `f` in a task of its own once the next frame is painted; as
/// `after_paint`, but with no handle to keep or cancel it by: for a tap's
/// own moment, which nothing on the page owns. Its own task, not the next
/// frame's callbacks: there the work and the frame's layout and paint make
/// one task, often over 50 ms at CPU 4x; apart, each is shorter. (A tab in
/// the background paints nothing, and no tap lands there.)
pub fn after_frame(f: Box<dyn FnOnce()>) {
    in_frame(Box::new(move || {
        // A callback that frees itself once run: a forgotten Timeout's
        // closure stayed in memory, one per tap.
        let f = wasm_bindgen::closure::Closure::once_into_js(f);
        if let Some(w) = web_sys::window() {
            use wasm_bindgen::JsCast;
            let _ = w.set_timeout_with_callback(f.unchecked_ref());
        }
    }));
}

/// Whether something that has just become `on` (the game's end) may
/// show: `frames` frames after it became so (each painted before the next
/// is asked for), and at once no longer once it is off. The end of a game
/// drawn in one frame (the table's last move, Whist's final scoring of
/// about 1,100 layout objects, the end screen) made a task of 50-79 ms at
/// CPU 4x in each of three runs (bench.mjs TRACE, long-in-trace.mjs);
/// spread over frames, each is shorter.
#[hook]
pub fn use_frames_after(on: bool, frames: u8) -> bool {
    let shown = use_state(|| false);
    {
        let shown = shown.clone();
        use_effect_with(on, move |&on| {
            if on {
                after_frames(frames, Box::new(move || shown.set(true)));
            } else {
                shown.set(false);
            }
        });
    }
    on && *shown
}

/// `value` as it was when the last frame was painted: a change shows a
/// frame late, in a task of its own, so what came with it is drawn first.
#[hook]
pub fn use_a_frame_late<T: PartialEq + Clone + 'static>(value: T) -> T {
    let shown = use_state_eq(|| value.clone());
    {
        let shown = shown.clone();
        use_effect_with(value, move |value| {
            let value = value.clone();
            after_frame(Box::new(move || shown.set(value)));
        });
    }
    (*shown).clone()
}

fn after_frames(frames: u8, f: Box<dyn FnOnce()>) {
    match frames {
        0 => f(),
        n => after_frame(Box::new(move || after_frames(n - 1, f))),
    }
}

#[derive(Properties, PartialEq)]
pub struct LaterProps {
    pub children: Html,
    /// How many frames after it first appears.
    pub frame: u8,
}

/// Its children, drawn `frame` frames after it first appears: for a large
/// part of a table (Whist's final scoring) that need not be in the same
/// frame as the move that brought it, nor all in one frame.
#[function_component(Later)]
pub fn later(props: &LaterProps) -> Html {
    if use_frames_after(true, props.frame) {
        props.children.clone()
    } else {
        Html::default()
    }
}

/// Runs `f` as the next frame begins, before its layout and paint: a
/// measure there costs the layout the frame makes anyway, and what `f`
/// changes is painted in that same frame.
pub fn in_frame(f: Box<dyn FnOnce()>) {
    on_frame(wasm_bindgen::closure::Closure::once_into_js(f));
}

fn on_frame(f: wasm_bindgen::JsValue) {
    use wasm_bindgen::JsCast;
    if let Some(w) = web_sys::window() {
        let _ = w.request_animation_frame(f.unchecked_ref());
    }
}

/// Focuses the first element matching `selector`, if there is one.
pub fn focus(selector: &str) {
    use wasm_bindgen::JsCast;
    let found = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(el) = found {
        focus_still(&el);
    }
}

/// Focuses without scrolling: a tablet's page must not jump under a finger.
fn focus_still(el: &web_sys::HtmlElement) {
    let opts = web_sys::FocusOptions::new();
    opts.set_prevent_scroll(true);
    let _ = el.focus_with_options(&opts);
}

/// What a game's table is drawn from: one seat's view, never the state.
/// Also the props of each game's table component, so no game writes them
/// again.
#[derive(Properties, PartialEq, Clone)]
pub struct TableCtx<G: Game> {
    pub view: G::View,
    /// Whose eyes the table is drawn for (`None`: public only).
    pub viewer: Option<Seat>,
    /// The seat the table is laid out around (theirs at the foot): the
    /// viewer, or while the device changes hands the person taking it, with
    /// nothing of theirs shown. So their tap on "ready" only adds what is
    /// private to a table already laid out, instead of moving every seat.
    pub around: Option<Seat>,
    /// The human seat that may move now, if any; its legal moves follow.
    pub acting: Option<Seat>,
    pub legal: Vec<G::Move>,
    pub names: Vec<String>,
    pub computers: Vec<bool>,
    pub on_move: Callback<G::Move>,
    /// A move a finger has raised, waiting for its second tap (`touch`).
    pub pending: Option<Pending>,
    /// The trick just completed is held in view, whole, for the table to
    /// see who took it (`data-trick="complete"`), until a tap or a moment
    /// passes; then it is gathered to its winner.
    pub held: bool,
}

/// A raised move: what it will do, and the Play button's click.
#[derive(Clone, PartialEq)]
pub struct Pending {
    pub text: String,
    pub on_play: Callback<MouseEvent>,
}

/// The click that makes `mv`. One closure type for all of a game's move
/// buttons: each `reform` written out at a button was compiled on its own.
pub fn tap<M: Clone + 'static>(on_move: &Callback<M>, mv: M) -> Callback<MouseEvent> {
    on_move.reform(move |_| mv.clone())
}

/// The line over the person's own things: the game's prompt (`yours` when
/// it asks the person on screen), or while a finger has raised a move,
/// what that move will do and the Play button, in the same place.
pub fn prompt(pending: Option<&Pending>, yours: bool, text: &str) -> Html {
    match pending {
        Some(p) => html! {
            <div class="prompt-line raised">
                <p class="prompt yours" role="status">{ p.text.clone() }</p>
                <button class="primary" data-action="confirm" onclick={p.on_play.clone()}>{th("Play")}</button>
            </div>
        },
        None if text.is_empty() => Html::default(),
        None => html! {
            <div class="prompt-line">
                <p class={cls!("prompt", yours.then_some("yours"))}>{ text.to_string() }</p>
            </div>
        },
    }
}

/// The browser side of a game: its option controls and its table.
pub trait GameUi: crate::ai::Knowledge + crate::engine::Say {
    /// Controls for the game's options, each carrying `data-option`.
    fn options_form(
        players: usize,
        options: &Self::Options,
        on_change: Callback<Self::Options>,
    ) -> Html;
    /// The table for one seat's view, with move controls for `ctx.acting`.
    fn table(ctx: &TableCtx<Self>) -> Html;
    /// The score sheet, shown beside the log and in the final standings.
    fn score_sheet(view: &Self::View, names: &[String]) -> Html;
    /// How a final score reads ("23 chips", "41 points"). Points unless
    /// the game counts something else.
    fn format_score(_view: &Self::View, score: i64) -> String {
        points(score)
    }
    /// What only the view's seat may see (a hand), drawn small and without
    /// controls: a finished game's replay shows every seat's open.
    fn private_part(_view: &Self::View) -> Html {
        Html::default()
    }
    /// What `mv` will do, in words, for the view's seat about to make it
    /// (the prompt while a finger has raised it): "Play Q\u{2660}: you take
    /// the trick". From the view alone, so it can tell nothing the move
    /// has yet to show.
    fn foresee(_view: &Self::View, _mv: &Self::Move, _names: &[String]) -> Option<String> {
        None
    }
    /// The end screen's headline, where the game has a better one than its
    /// winners' names (a team game names the team).
    fn outcome_title(_view: &Self::View, _names: &[String]) -> Option<String> {
        None
    }
    /// A question put to the whole table at once, if one is open (Mah
    /// Jongg's calls on a discard), read from the public view.
    fn ask(_view: &Self::View) -> Option<Ask<Self::Move>> {
        None
    }
    /// Whether the view's seat may give `answer` to the open question:
    /// checked on that seat's own view when the person confirms it, before
    /// the seat's turn to answer comes.
    fn check_answer(_view: &Self::View, _answer: &Self::Move) -> Result<(), String> {
        Ok(())
    }
    /// How many tricks have been completed (in this hand or the game): a
    /// move that changes it completed one, which the table holds in view
    /// for a moment (`TableCtx::held`). Games without tricks keep 0. Of the
    /// whole state, not a view: it is public, and asked after every move.
    fn tricks_taken(_game: &Self) -> usize {
        0
    }
}

/// A question every person at the table is asked alike, on one public
/// panel, so nobody learns who could have answered it. A seat's answer
/// becomes its move when the engine asks that seat; until then it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask<M> {
    /// What is asked about: "Dora discarded a small red."
    pub what: String,
    /// The seats still to answer, in the order the engine asks them.
    pub seats: Vec<Seat>,
    /// What a seat may answer: its id for `data-call`, its name, its move.
    pub answers: Vec<(&'static str, &'static str, M)>,
    /// The move of a seat that lets the question pass.
    pub pass: M,
}

/// A fresh random seed from the browser's generator.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Without crypto (very old browsers) fall back to the clock; seeds
        // only need to differ between games.
        return js_sys_now().to_bits();
    }
    u64::from_le_bytes(bytes)
}

fn js_sys_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Panics go to the browser console, where a bug report can find them, by
/// Yew's own hook (console_error_panic_hook), which its renderer installs
/// over any hook not set through `yew::set_custom_panic_hook`.
pub fn start() {
    touch::install();
    storage::mark_still();
    // In French, the words are fetched before the first paint (from the
    // service worker's cache after the first visit), so the page does not
    // show English first and change under a person's eyes.
    lang::put_in_effect(lang::Lang::current(), || {
        yew::Renderer::<app::App>::new().render();
    });
}

/// One part of a class list for `cls!`: a name, or a name that may be left
/// out.
pub trait ClassPart {
    fn part(&self) -> Option<&str>;
}

impl ClassPart for &str {
    fn part(&self) -> Option<&str> {
        Some(self)
    }
}

impl ClassPart for String {
    fn part(&self) -> Option<&str> {
        Some(self)
    }
}

impl ClassPart for Option<&str> {
    fn part(&self) -> Option<&str> {
        *self
    }
}

/// The class attribute of the parts given, the missing ones left out; no
/// attribute at all if none is left, as with `classes!`.
#[inline(never)]
pub fn join_classes(parts: &[Option<&str>]) -> Option<AttrValue> {
    let mut out = String::new();
    for p in parts.iter().flatten().filter(|p| !p.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(p);
    }
    (!out.is_empty()).then(|| AttrValue::from(out))
}

/// A class list, as Yew's `classes!` writes it, built by one shared
/// function: `classes!` builds an ordered set at every use, which cost
/// 338 bytes gzip over 43 uses. The saving is in size only: `html!` still
/// turns any class that is not a literal into Yew's `Classes`, which splits
/// it at spaces and joins it again.
#[macro_export]
macro_rules! cls {
    ($($p:expr),* $(,)?) => {
        $crate::ui::join_classes(&[$($crate::ui::ClassPart::part(&$p)),*])
    };
}

/// A sentence made at run time as a text node. One function for the
/// page's many: each `{ format!(..) }` in a page converts its `String`
/// through Yew's generic child conversion in place, ~20 B gzip a time.
#[inline(never)]
pub fn text(s: String) -> Html {
    Html::VText(yew::virtual_dom::VText::new(s))
}

/// A score in points, once for every game that counts points.
#[inline(never)]
pub fn points(score: i64) -> String {
    tn(score, "{n} point", "{n} points")
}

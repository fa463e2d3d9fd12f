//! Two-tap play for fingers. A tablet passed round a table takes slips of
//! the finger, so a finger's first tap on a move only raises it (the
//! control gets `aria-pressed="true"` and the prompt says what it will do);
//! a second tap on it, or the Play button, makes it. A mouse click or the
//! keyboard makes the move at once, and a setting (remembered on the
//! device) turns one-tap play on for fingers too.
//!
//! Which kind of input made a click is read as the click starts, by a
//! listener on the window in the capture phase, before the app's own
//! handler runs: the click's own `pointerType` where the browser gives it
//! (Chromium does), else the last pointer pressed, if the click came from
//! a pointer at all (a click the keyboard makes has `detail` 0).

use std::cell::Cell;

/// localStorage key of the one-tap setting.
const ONE_TAP: &str = "mp.one-tap";

thread_local! {
    /// Whether the click being handled came from a finger.
    static FINGER: Cell<bool> = const { Cell::new(false) };
    /// Whether the last pointer pressed was a finger.
    static DOWN_FINGER: Cell<bool> = const { Cell::new(false) };
    /// The control the click being handled landed on (`after_tap`).
    static TAPPED: Cell<Option<web_sys::Element>> = const { Cell::new(None) };
}

/// Runs a tap's work (a move, a hand-off's "ready") once the tap has been
/// answered on screen: the control tapped is marked `data-chosen` (drawn
/// as pressed, style.css) and that frame is painted first, which costs the
/// browser one element's style, so the person sees the tap taken within a
/// frame; the redraw the move makes follows in the next. Done in the same
/// task, the redraw (a table's layout and paint, tens of ms at CPU 4x) held
/// the tap's first paint back. Of two taps within the frame, the second is
/// made on a position gone by, which the reducer refuses. Focus is held as
/// `hold_focus_until_painted` says, with `next` to go to.
///
/// Work no click is handling (the coach's answer, from the worker) has no
/// tap to show and runs at once.
pub fn after_tap(next: Option<&'static str>, work: Box<dyn FnOnce()>) {
    let Some(tapped) = TAPPED.take() else {
        return work();
    };
    let _ = tapped.set_attribute("data-chosen", "");
    super::after_frame(Box::new(move || {
        // Gone before the redraw, so a control the move keeps is drawn
        // as it now is.
        let _ = tapped.remove_attribute("data-chosen");
        // Focus is held off the control until the move's own paint.
        super::hold_focus_until_painted(next);
        work();
    }));
}

/// Starts listening; once, when the app starts. The listeners live as long
/// as the page.
pub fn install() {
    let Some(w) = web_sys::window() else { return };
    let opts = gloo::events::EventListenerOptions::run_in_capture_phase();
    gloo::events::EventListener::new_with_options(&w, "pointerdown", opts, |e| {
        DOWN_FINGER.set(pointer_type(e).as_deref() == Some("touch"));
    })
    .forget();
    // A mouse or a finger pressing a move does not take the keyboard's
    // focus with it (the press's default action, prevented here): taking
    // it, and giving it up before the move removes the control
    // (`hold_focus_until_painted`), had the browser restyle and lay out the
    // page on the spot, 2.6 ms of a tap at CPU 4x. The keyboard still
    // reaches every move with Tab, and Enter plays it. A move the app
    // focused (the first card after a hand-off) gives focus up when the
    // move is made (`after_tap`), after the tap's own frame.
    let opts_active = gloo::events::EventListenerOptions {
        phase: gloo::events::EventListenerPhase::Capture,
        passive: false,
    };
    gloo::events::EventListener::new_with_options(&w, "mousedown", opts_active, |e| {
        let on_move = control(e, "[data-move]");
        if on_move.is_some() {
            e.prevent_default();
        }
    })
    .forget();
    gloo::events::EventListener::new_with_options(&w, "click", opts, |e| {
        let finger = match pointer_type(e) {
            Some(t) if !t.is_empty() => t == "touch",
            // A click the keyboard makes has detail 0.
            _ => {
                let detail = js_sys::Reflect::get(e, &"detail".into()).ok();
                detail.and_then(|d| d.as_f64()).unwrap_or(0.0) > 0.0 && DOWN_FINGER.get()
            }
        };
        FINGER.set(finger);
        // A later click the page makes itself is no finger's.
        DOWN_FINGER.set(false);
        TAPPED.set(control(e, "button,[data-move],[data-action]"));
    })
    .forget();
    // The click has been handled once it bubbles back up to the window:
    // a control it left unclaimed is no later work's.
    gloo::events::EventListener::new(&w, "click", |_| TAPPED.set(None)).forget();
}

/// The control matching `selector` an event landed on (or inside).
fn control(e: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    e.target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .and_then(|t| t.closest(selector).ok().flatten())
}

/// An event's `pointerType`, where it has one (read as a property, which
/// costs the download less than the typed event's bindings).
fn pointer_type(e: &web_sys::Event) -> Option<String> {
    js_sys::Reflect::get(e, &"pointerType".into())
        .ok()
        .and_then(|v| v.as_string())
}

/// Whether the click being handled should only raise its move: a finger's,
/// unless one-tap play is on.
pub fn raise_first() -> bool {
    FINGER.get() && !one_tap()
}

/// Whether one tap plays, for fingers too.
pub fn one_tap() -> bool {
    super::storage::text(ONE_TAP).is_some_and(|v| v == "1")
}

pub fn set_one_tap(on: bool) {
    super::storage::set_text(ONE_TAP, on.then_some("1"));
}

/// Marks the control of the raised move (by its `data-move` id) pressed,
/// and no other: `data-raised` marks what this put there, since a control
/// may have lost its `data-move` since (a prize once chosen). Steps of a
/// move (`pick:…`, a piece picked) are pressed by the game's own drawing.
pub fn mark_raised(id: Option<&str>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let want = id.and_then(|id| {
        doc.query_selector(&format!(".table-body [data-move=\"{id}\"]"))
            .ok()
            .flatten()
    });
    // At most one element is marked at a time.
    if let Ok(Some(e)) = doc.query_selector("[data-raised]") {
        if Some(&e) != want.as_ref() {
            let _ = e.remove_attribute("data-raised");
            // The page may have reused the element for a step the game
            // presses itself (a piece picked): that is not ours.
            let step = e
                .get_attribute("data-move")
                .is_some_and(|m| m.starts_with("pick:"));
            if !step {
                let _ = e.remove_attribute("aria-pressed");
            }
        }
    }
    if let Some(e) = want {
        let _ = e.set_attribute("aria-pressed", "true");
        let _ = e.set_attribute("data-raised", "");
    }
}

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
use wasm_bindgen::JsCast;

/// localStorage key of the one-tap setting.
const ONE_TAP: &str = "mp.one-tap";

thread_local! {
    /// Whether the click being handled came from a finger.
    static FINGER: Cell<bool> = const { Cell::new(false) };
    /// Whether the last pointer pressed was a finger.
    static DOWN_FINGER: Cell<bool> = const { Cell::new(false) };
}

/// Starts listening; once, when the app starts. The listeners live as long
/// as the page.
pub fn install() {
    let Some(w) = web_sys::window() else { return };
    let opts = gloo::events::EventListenerOptions::run_in_capture_phase();
    gloo::events::EventListener::new_with_options(&w, "pointerdown", opts, |e| {
        if let Some(p) = e.dyn_ref::<web_sys::PointerEvent>() {
            DOWN_FINGER.set(p.pointer_type() == "touch");
        }
    })
    .forget();
    gloo::events::EventListener::new_with_options(&w, "click", opts, |e| {
        let finger = match e.dyn_ref::<web_sys::PointerEvent>() {
            Some(p) if !p.pointer_type().is_empty() => p.pointer_type() == "touch",
            _ => {
                e.dyn_ref::<web_sys::MouseEvent>()
                    .is_some_and(|m| m.detail() > 0)
                    && DOWN_FINGER.get()
            }
        };
        FINGER.set(finger);
        // A later click the page makes itself is no finger's.
        DOWN_FINGER.set(false);
    })
    .forget();
}

/// Whether the click being handled should only raise its move: a finger's,
/// unless one-tap play is on.
pub fn raise_first() -> bool {
    FINGER.get() && !one_tap()
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Whether one tap plays, for fingers too.
pub fn one_tap() -> bool {
    storage()
        .and_then(|s| s.get_item(ONE_TAP).ok().flatten())
        .is_some_and(|v| v == "1")
}

pub fn set_one_tap(on: bool) {
    if let Some(s) = storage() {
        let _ = if on {
            s.set_item(ONE_TAP, "1")
        } else {
            s.remove_item(ONE_TAP)
        };
    }
}

/// Marks the control of the raised move (by its `data-move` id) pressed,
/// and no other: `data-raised` marks what this put there, since a control
/// may have lost its `data-move` since (a prize once chosen).
pub fn mark_raised(id: Option<&str>) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let want = id.and_then(|id| {
        doc.query_selector(&format!(".table-body [data-move=\"{id}\"]"))
            .ok()
            .flatten()
    });
    if let Ok(list) = doc.query_selector_all("[data-raised]") {
        for i in 0..list.length() {
            let e = list
                .item(i)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok());
            if let Some(e) = e.filter(|e| Some(e) != want.as_ref()) {
                let _ = e.remove_attribute("aria-pressed");
                let _ = e.remove_attribute("data-raised");
            }
        }
    }
    if let Some(e) = want {
        let _ = e.set_attribute("aria-pressed", "true");
        let _ = e.set_attribute("data-raised", "");
    }
}

//! What may cover the table, one at a time: the share dialog, the rules,
//! and on a screen with no room beside the table, the log and score sheet.
//! Each opens from its button in the bar and closes by it again, by its own
//! Close, or by Escape wherever focus is.

use yew::prelude::*;

#[derive(Clone, Copy, PartialEq)]
pub enum Panel {
    Share,
    Rules,
    /// The log and score sheet, on a screen with no room beside the table.
    Scores,
}

/// The open panel, a toggle for each bar button, and Close.
#[hook]
pub fn use_panels() -> (Option<Panel>, Callback<Panel>, Callback<()>) {
    let panel = use_state(|| None::<Panel>);
    let toggle = {
        let panel = panel.clone();
        Callback::from(move |which: Panel| panel.set((*panel != Some(which)).then_some(which)))
    };
    let close = {
        let panel = panel.clone();
        Callback::from(move |_: ()| panel.set(None))
    };
    {
        let close = close.clone();
        use_effect_with(*panel, move |open| {
            let listener = open.and(web_sys::window()).map(|w| {
                gloo::events::EventListener::new(&w, "keydown", move |e| {
                    let esc = wasm_bindgen::JsCast::dyn_ref::<web_sys::KeyboardEvent>(e)
                        .is_some_and(|k| k.key() == "Escape");
                    if esc {
                        close.emit(());
                    }
                })
            });
            move || drop(listener)
        });
    }
    (*panel, toggle, close)
}

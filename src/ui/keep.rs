//! Keeping a game in play: the save after every move, which never replaces
//! a stored game that is not an earlier point of this one (issue 34), and
//! the notice that stays in view while the browser refuses to save.

use super::lang::th;
use super::share::ShareLink;
use super::storage;
use crate::engine::codec::{self, RawRecord};
use crate::engine::link::LinkKind;
use gloo::events::EventListener;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// What a save did.
#[derive(Debug, PartialEq)]
enum Kept {
    /// Written over the game's own earlier point (or the same record).
    Saved,
    /// The stored game went on elsewhere: this one is kept as a new game,
    /// under this id, and the stored one is left as it was.
    Copy(String),
}

/// Saves `record` as game `id`. `base` is the stored text this table last
/// wrote or read: if the game stored now is still that, or an earlier point
/// of `record`, it is replaced. Else another tab has written it since and
/// the two went different ways: both are kept, this one as a copy.
fn keep(id: &str, record: &RawRecord, base: &RefCell<Option<String>>) -> Result<Kept, String> {
    let text = codec::encode_save(record);
    let stored = storage::stored(id);
    if stored.as_deref() == Some(text.as_str()) {
        *base.borrow_mut() = stored;
        return Ok(Kept::Saved);
    }
    let ours = match &stored {
        None => true,
        Some(s) if base.borrow().as_ref() == Some(s) => true,
        Some(s) => codec::decode_save(s).is_ok_and(|r| r.leads_to(record)),
    };
    let kept = if ours {
        storage::save_text(id, &text)?;
        Kept::Saved
    } else {
        let copy = storage::new_id();
        storage::save_text(&copy, &text)?;
        Kept::Copy(copy)
    };
    *base.borrow_mut() = Some(text);
    Ok(kept)
}

thread_local! {
    /// A game just kept as a copy, for its table to say so when it opens.
    static COPIED: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// What the table of game `id` says as it opens, if it is a copy just made.
pub fn copy_notice(id: &str) -> Option<String> {
    COPIED.with(|c| c.borrow_mut().take_if(|c| c == id)).map(|_| {
        super::lang::t("This game went on differently in another tab: yours is kept as a copy, and the other is still in your saved games.").to_string()
    })
}

/// Saves game `id` after every change of `at` (a record's length, and how
/// often it was reloaded), once the frame showing it is painted: writing the
/// record is the slowest part of a move, and the player should see their
/// move first. Should the next move (or leaving the screen) come before
/// that, the save happens then, so none is lost. `record` gives the record
/// to save, or `None` while another tab plays the game. A record kept as a
/// copy opens through `on_copy`. Returns why the last save failed, if it
/// did.
#[hook]
pub fn use_keep(
    id: &str,
    at: (usize, u32),
    record: Rc<dyn Fn() -> Option<RawRecord>>,
    on_copy: Callback<(String, Rc<RawRecord>)>,
) -> Option<String> {
    let error = use_state(|| None::<String>);
    let base = {
        let id = id.to_string();
        use_memo((), move |_| RefCell::new(storage::stored(&id)))
    };
    let id = id.to_string();
    let failed = error.clone();
    use_effect_with(at, move |_| {
        let saved = Rc::new(Cell::new(false));
        let save = {
            let saved = saved.clone();
            Rc::new(move || {
                if saved.replace(true) {
                    return;
                }
                let Some(record) = record() else {
                    return;
                };
                storage::set_current(Some(&id));
                match keep(&id, &record, &base) {
                    Ok(Kept::Saved) if failed.is_some() => failed.set(None),
                    Ok(Kept::Saved) => {}
                    Ok(Kept::Copy(copy)) => {
                        COPIED.with(|c| *c.borrow_mut() = Some(copy.clone()));
                        on_copy.emit((copy, Rc::new(record)));
                    }
                    Err(e) => failed.set(Some(e)),
                }
            })
        };
        let later = save.clone();
        let frame = super::after_paint(move || later());
        // A tab put in the background or closed saves at once: another tab
        // may be about to take the game over from storage.
        let window = web_sys::window();
        let leaving = window.as_ref().map(|w| {
            let (a, b) = (save.clone(), save.clone());
            let hidden = w
                .document()
                .map(|d| EventListener::new(&d, "visibilitychange", move |_| a()));
            (hidden, EventListener::new(w, "pagehide", move |_| b()))
        });
        move || {
            drop((frame, leaving));
            save();
        }
    });
    (*error).clone()
}

/// The notice while the browser refuses to save: it stays in view, says
/// the game is not being kept, and offers the continue link, with which the
/// game can be picked up again (here, or on another device).
pub fn save_failed(why: &str, links: Option<&[ShareLink]>) -> Html {
    let link = links
        .and_then(|ls| ls.iter().find(|l| l.kind == LinkKind::Continue))
        .map(|l| l.url.clone());
    html! {
        <div class="notice save-failed" role="alert" data-save-failed="">
            <p>{ crate::ui::text(crate::tr!("Not saved: {why}. The game goes on, but it is not being kept.", why)) }
                if let Some(url) = link.clone() {
                    { th(" To pick it up again, keep its ") }<a href={url} id="continue-link" data-continue-link="">{ th("continue link") }</a>{ th(":") }
                }
            </p>
            if let Some(url) = link {
                <input class="share-link" type="text" readonly=true value={url}
                    aria-labelledby="continue-link" onfocus={super::share::select_all()} />
            }
        </div>
    }
}

//! Saved games in localStorage. Each game is its own key, so one damaged
//! save never hides or breaks another, and nothing is deleted unless a
//! player asks. The list is found by scanning keys, so there is no index to
//! go stale.

use crate::engine::codec::{self, RawRecord};
use serde_json::Value;

const SAVE_PREFIX: &str = "mp.save.";
const TIME_PREFIX: &str = "mp.time.";
/// The game that was on screen when the page last closed. index.html's
/// loading shell reads this key too (a game to resume: no home header).
const CURRENT: &str = "mp.current";

/// One entry in the saved-games list.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEntry {
    pub id: String,
    pub saved_ms: f64,
    /// The record, or why it cannot be read.
    pub record: Result<RawRecord, String>,
}

fn raw_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// A device setting kept as plain text (not JSON): `None` when unset or
/// where storage is refused.
pub fn text(key: &str) -> Option<String> {
    raw_storage()?.get_item(key).ok()?
}

/// Sets (`Some`) or clears a plain-text device setting.
pub fn set_text(key: &str, value: Option<&str>) {
    if let Some(s) = raw_storage() {
        let _ = match value {
            Some(v) => s.set_item(key, v),
            None => s.remove_item(key),
        };
    }
}

/// "1" when a person asked for a table where nothing moves.
const STILL: &str = "mp.still";

/// Whether this device's setting keeps pieces still (as the system's
/// reduced-motion setting does).
pub fn still() -> bool {
    text(STILL).is_some()
}

/// Keeps pieces still, or lets them move again, from now on.
pub fn set_still(still: bool) {
    set_text(STILL, still.then_some("1"));
    mark_still();
}

/// Marks the page's root (`data-still`) as the setting is: style.css stops
/// every animation and transition under it.
pub fn mark_still() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = if still() {
            root.set_attribute("data-still", "")
        } else {
            root.remove_attribute("data-still")
        };
    }
}

pub fn new_id() -> String {
    format!("{:016x}", super::random_seed())
}

/// Stores a record; returns a message if the browser refused (private mode,
/// storage full), so the player knows the game is not being kept.
pub fn save(id: &str, record: &RawRecord) -> Result<(), String> {
    save_text(id, &codec::encode_save(record))
}

/// The key game `id` is stored under (other tabs hear of its saves).
pub fn save_key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Game `id` as stored, text as written (see `keep`).
pub fn stored(id: &str) -> Option<String> {
    raw_storage()?.get_item(&save_key(id)).ok()?
}

/// Stores a save's text (`codec::encode_save`), as `save`.
pub fn save_text(id: &str, text: &str) -> Result<(), String> {
    let store = raw_storage().ok_or("this browser does not allow saving")?;
    store
        .set_item(&save_key(id), text)
        .map_err(|_| "the browser refused to save this game (storage full or private mode)")?;
    let _ = store.set_item(
        &format!("{TIME_PREFIX}{id}"),
        // Whole milliseconds, written and read as integers (see `list`).
        &(js_sys_date_now() as u64).to_string(),
    );
    Ok(())
}

pub fn load(id: &str) -> Option<Result<RawRecord, String>> {
    let text = raw_storage()?
        .get_item(&format!("{SAVE_PREFIX}{id}"))
        .ok()??;
    Some(codec::decode_save(&text).map_err(|e| e.to_string()))
}

pub fn delete(id: &str) {
    if let Some(store) = raw_storage() {
        let _ = store.remove_item(&format!("{SAVE_PREFIX}{id}"));
        let _ = store.remove_item(&format!("{TIME_PREFIX}{id}"));
    }
    if current().as_deref() == Some(id) {
        set_current(None);
    }
}

/// Every saved game, newest first.
pub fn list() -> Vec<SaveEntry> {
    let Some(store) = raw_storage() else {
        return Vec::new();
    };
    let len = store.length().unwrap_or(0);
    let mut out: Vec<SaveEntry> = (0..len)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(SAVE_PREFIX).map(str::to_string))
        .filter_map(|id| {
            let record = load(&id)?;
            let saved_ms = store
                .get_item(&format!("{TIME_PREFIX}{id}"))
                .ok()
                .flatten()
                // Older saves wrote the time as a float's text; Date.now()
                // is whole milliseconds, so its digits read as an integer.
                .and_then(|t| t.split('.').next().and_then(|d| d.parse::<u64>().ok()))
                .map_or(0.0, |ms| ms as f64);
            Some(SaveEntry {
                id,
                saved_ms,
                record,
            })
        })
        .collect();
    // Newest first. The list is short (a player's saved games).
    crate::engine::sort_small_by_key(&mut out, |e| std::cmp::Reverse(e.saved_ms as i64));
    out
}

/// A small setting, kept as JSON text (as gloo's storage wrote it before).
fn setting(key: &str) -> Option<Value> {
    let text = raw_storage()?.get_item(key).ok()??;
    // From bytes, as saves are read: one JSON reader in the download.
    serde_json::from_slice(text.as_bytes()).ok()
}

pub fn current() -> Option<String> {
    setting(CURRENT)?.as_str().map(str::to_string)
}

pub fn set_current(id: Option<&str>) {
    let Some(store) = raw_storage() else {
        return;
    };
    let _ = match id {
        Some(id) => store.set_item(CURRENT, &serde_json::to_string(id).unwrap_or_default()),
        None => store.remove_item(CURRENT),
    };
}

/// Milliseconds between computer moves; tests shorten it.
pub fn move_delay_ms() -> u32 {
    setting("mp.delay")
        .and_then(|d| d.as_u64())
        .filter(|d| *d <= 10_000)
        .map_or(700, |d| d as u32)
}

/// How long a completed trick is held in view before it is gathered: about
/// one and a half seconds, and shorter where tests shorten the moves.
pub fn hold_ms() -> u32 {
    (2 * move_delay_ms()).min(1500)
}

fn js_sys_date_now() -> f64 {
    js_sys::Date::now()
}

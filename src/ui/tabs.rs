//! One game, one tab. A game open in two tabs of one browser is played in
//! one of them: the first to move owns it, and the other says "This game is
//! being played in another tab" and offers no move until its player
//! presses "Play here", which takes the game over where the other tab left
//! it. Without this the two tabs went on from the same position and one
//! tab's save overwrote the other's (issue 34).
//!
//! Ownership is a Web Lock named after the game where the browser has the
//! Web Locks API: the browser lets it go when a tab closes or reloads, and
//! "Play here" steals it, which tells the tab that had it. Elsewhere it is
//! a key in localStorage, `mp.owner.<game>`, naming this tab, watched
//! through the `storage` event (a tab that closes removes it). Either way a
//! save of the game by another tab (a `storage` event on its key) means
//! that tab is playing it.
//!
//! Whatever slips through (two tabs deciding at once, a save landing after
//! the lock went), `keep` never lets one record replace another that is not
//! an earlier point of it.

use super::play::{PlayAction, PlayState};
use super::session::Entry;
use super::storage;
use gloo::events::EventListener;
use js_sys::{Function, Object, Promise, Reflect};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use yew::prelude::*;

/// Where this tab stands with the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stand {
    /// Nobody has moved here yet: the first move claims the game.
    Open,
    /// This tab has asked the browser for the game and waits for its answer.
    Asking,
    /// This tab plays the game.
    Mine,
    /// Another tab does.
    Elsewhere,
    /// The game has left the screen: nothing more to claim or hear.
    Gone,
}

/// This tab's hold on one game, from the table's first render to its last.
#[derive(Clone)]
pub struct Hold(Rc<Inner>);

impl PartialEq for Hold {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

struct Inner {
    game: String,
    /// Opens the game as stored, for "Play here".
    entry: &'static dyn Entry,
    /// The play screen's reducer: told when another tab has the game, and
    /// given it back from storage on "Play here".
    table: UseReducerDispatcher<PlayState>,
    /// This tab, as the fallback's owner key names it.
    tab: String,
    stand: Cell<Stand>,
    /// Lets the Web Lock go: resolves the promise the lock is held on.
    release: RefCell<Option<Function>>,
    /// Moves made while the browser is asked, played once it says yes.
    waiting: RefCell<Vec<Box<dyn FnOnce()>>>,
    /// The `storage` and `pagehide` listeners while the game is on screen.
    listeners: RefCell<Vec<EventListener>>,
}

const OWNER_PREFIX: &str = "mp.owner.";

fn tab_id() -> &'static str {
    thread_local! {
        static TAB: &'static str = Box::leak(storage::new_id().into_boxed_str());
    }
    TAB.with(|t| *t)
}

fn lock_name(game: &str) -> String {
    format!("mp.play.{game}")
}

/// The browser's Web Locks (`navigator.locks`), if it has them.
fn locks() -> Option<JsValue> {
    let nav = web_sys::window()?.navigator();
    let locks = Reflect::get(&nav, &JsValue::from_str("locks")).ok()?;
    (!locks.is_undefined() && !locks.is_null()).then_some(locks)
}

/// Calls `obj.method(args...)`.
fn call(obj: &JsValue, method: &str, args: &[&JsValue]) -> Option<JsValue> {
    let f: Function = Reflect::get(obj, &JsValue::from_str(method))
        .ok()?
        .dyn_into()
        .ok()?;
    let args: js_sys::Array = args.iter().copied().collect();
    f.apply(obj, &args).ok()
}

/// Runs `f` with what `promise` settles to, fulfilled or rejected: one
/// function takes both outcomes, so it is called exactly once and freed
/// (a function never called would stay in memory for good).
fn settle(promise: &JsValue, f: Box<dyn FnOnce(JsValue)>) {
    if promise.has_type::<Promise>() {
        let f = Closure::once_into_js(f);
        call(promise, "then", &[&f, &f]);
    }
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

impl Hold {
    fn new(game: &str, entry: &'static dyn Entry, table: UseReducerDispatcher<PlayState>) -> Hold {
        Hold(Rc::new(Inner {
            game: game.to_string(),
            entry,
            table,
            tab: tab_id().to_string(),
            stand: Cell::new(Stand::Open),
            release: RefCell::new(None),
            waiting: RefCell::new(Vec::new()),
            listeners: RefCell::new(Vec::new()),
        }))
    }

    pub fn elsewhere(&self) -> bool {
        self.0.stand.get() == Stand::Elsewhere
    }

    fn owner_key(&self) -> String {
        format!("{OWNER_PREFIX}{}", self.0.game)
    }

    /// Another tab has the game: say so, once, and let go of the lock if
    /// this tab still has it (two tabs that decided at once, fallback).
    fn lost(&self) {
        if matches!(
            self.0.stand.get(),
            Stand::Open | Stand::Asking | Stand::Mine
        ) {
            self.0.stand.set(Stand::Elsewhere);
            self.0.waiting.borrow_mut().clear();
            self.release();
            self.0.table.dispatch(PlayAction::Elsewhere);
        }
    }

    fn release(&self) {
        let release = self.0.release.borrow_mut().take();
        if let Some(release) = release {
            let _ = release.call0(&JsValue::UNDEFINED);
        }
    }

    /// Whether another tab holds the game already (a tab opened second).
    fn look(&self) {
        let Some(locks) = locks() else {
            let owner = local().and_then(|s| s.get_item(&self.owner_key()).ok().flatten());
            if owner.is_some_and(|o| o != self.0.tab) {
                self.lost();
            }
            return;
        };
        let Some(query) = call(&locks, "query", &[]) else {
            return;
        };
        let me = self.clone();
        let name = JsValue::from_str(&lock_name(&self.0.game));
        settle(
            &query,
            Box::new(move |snapshot| {
                // A refusal reads as no lock held: the first move will ask.
                let held = Reflect::get(&snapshot, &JsValue::from_str("held"))
                    .ok()
                    .filter(|h| h.is_object())
                    .map(|h| js_sys::Array::from(&h))
                    .is_some_and(|held| {
                        held.iter().any(|l| {
                            Reflect::get(&l, &JsValue::from_str("name")).ok().as_ref()
                                == Some(&name)
                        })
                    });
                if held && me.0.stand.get() == Stand::Open {
                    me.lost();
                }
            }),
        );
    }

    /// Hears other tabs: a save of this game, or (fallback) a new owner.
    fn listen(&self) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let me = self.clone();
        let save_key = storage::save_key(&self.0.game);
        let owner_key = self.owner_key();
        let storage = EventListener::new(&window, "storage", move |e| {
            let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() else {
                return;
            };
            let (key, value) = (e.key(), e.new_value());
            let other_owner = key.as_deref() == Some(owner_key.as_str())
                && value.as_deref().is_some_and(|v| v != me.0.tab);
            let other_save = key.as_deref() == Some(save_key.as_str()) && value.is_some();
            if other_owner || other_save {
                me.lost();
            }
        });
        let me = self.clone();
        // The fallback's owner key goes with the page (a Web Lock goes by
        // itself).
        let hide = EventListener::new(&window, "pagehide", move |_| me.let_go_of_key());
        *self.0.listeners.borrow_mut() = vec![storage, hide];
    }

    fn let_go_of_key(&self) {
        if let Some(s) = local() {
            let key = self.owner_key();
            if s.get_item(&key).ok().flatten().as_deref() == Some(self.0.tab.as_str()) {
                let _ = s.remove_item(&key);
            }
        }
    }

    /// Runs `then` (a move) if this tab plays the game, claiming it first if
    /// nobody does. If another tab has it, the move is dropped and the table
    /// told. With Web Locks the first claim waits for the browser's answer
    /// (a moment); every later move runs at once.
    pub fn claim(&self, then: Box<dyn FnOnce()>) {
        match self.0.stand.get() {
            Stand::Mine if locks().is_some() => then(),
            Stand::Asking => self.0.waiting.borrow_mut().push(then),
            Stand::Elsewhere | Stand::Gone => {}
            Stand::Open | Stand::Mine => self.request(false, then),
        }
    }

    /// "Play here": takes the game from whichever tab has it, as that tab
    /// left it in storage (or, should it be gone, as this tab has it).
    fn take_over(&self) {
        if self.0.stand.get() == Stand::Gone {
            return;
        }
        let (game, entry, table) = (self.0.game.clone(), self.0.entry, self.0.table.clone());
        self.request(
            true,
            Box::new(move || {
                let stored = storage::load(&game).and_then(|raw| entry.open(raw.ok()?).ok());
                table.dispatch(PlayAction::Here(stored));
            }),
        );
    }

    /// The notice of a tab whose game another tab plays, with the button
    /// that brings it here.
    pub fn notice(&self) -> Html {
        let me = self.clone();
        let play_here = Callback::from(move |_| me.take_over());
        html! {
            <div class="notice elsewhere" role="status" data-elsewhere="">
                <p>{ super::lang::th("This game is being played in another tab.") }</p>
                <button class="primary" data-action="play-here" onclick={play_here}>{ super::lang::th("Play here") }</button>
            </div>
        }
    }

    fn request(&self, steal: bool, then: Box<dyn FnOnce()>) {
        let Some(locks) = locks() else {
            // The fallback: the owner key, read again before every move (a
            // page back from the browser's cache may have lost it).
            let Some(s) = local() else {
                self.0.stand.set(Stand::Mine);
                return then();
            };
            let key = self.owner_key();
            let owner = s.get_item(&key).ok().flatten();
            if !steal && owner.as_ref().is_some_and(|o| *o != self.0.tab) {
                return self.lost();
            }
            if owner.as_deref() != Some(self.0.tab.as_str()) {
                let _ = s.set_item(&key, &self.0.tab);
            }
            self.0.stand.set(Stand::Mine);
            return then();
        };
        self.0.stand.set(Stand::Asking);
        self.0.waiting.borrow_mut().push(then);
        let options = Object::new();
        let how = if steal { "steal" } else { "ifAvailable" };
        let _ = Reflect::set(&options, &JsValue::from_str(how), &JsValue::TRUE);
        let me = self.clone();
        let granted = Closure::once_into_js(move |lock: JsValue| -> JsValue {
            // Held by another tab, or the table has gone meanwhile.
            if lock.is_null() || me.0.stand.get() != Stand::Asking {
                me.lost();
                return JsValue::UNDEFINED;
            }
            // The lock is held until this promise settles: when the game
            // leaves the screen, or another tab steals it.
            let mut resolve = None;
            let held = Promise::new(&mut |ok, _| resolve = Some(ok));
            *me.0.release.borrow_mut() = resolve;
            me.0.stand.set(Stand::Mine);
            let waiting = std::mem::take(&mut *me.0.waiting.borrow_mut());
            for then in waiting {
                then();
            }
            held.into()
        });
        let name = JsValue::from_str(&lock_name(&self.0.game));
        let Some(asked) = call(&locks, "request", &[&name, &options, &granted]) else {
            return;
        };
        let me = self.clone();
        settle(
            &asked,
            Box::new(move |out| {
                // The lock's promise ends with nothing when this tab lets it go
                // (or never had it), and with an error (an AbortError) when
                // "Play here" in another tab stole it.
                if !out.is_undefined() && me.0.stand.get() == Stand::Mine {
                    me.lost();
                }
            }),
        );
    }

    /// The game leaves the screen: let it go for other tabs.
    pub fn let_go(&self) {
        self.0.stand.set(Stand::Gone);
        self.0.waiting.borrow_mut().clear();
        self.release();
        if locks().is_none() {
            self.let_go_of_key();
        }
        self.0.listeners.borrow_mut().clear();
    }
}

/// This tab's hold on game `game` while its table (whose reducer is
/// `table`) is on screen (see `Hold`): it starts by asking whether another
/// tab has the game, and lets it go when the table leaves.
#[hook]
pub fn use_hold(
    game: &str,
    entry: &'static dyn Entry,
    table: UseReducerDispatcher<PlayState>,
) -> Hold {
    let hold = use_memo(game.to_string(), move |game| Hold::new(game, entry, table));
    use_effect_with(hold.clone(), |hold| {
        hold.listen();
        hold.look();
        let hold = hold.clone();
        move || hold.let_go()
    });
    (*hold).clone()
}

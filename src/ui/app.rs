//! The top of the app: which screen is showing. The URL fragment follows
//! the screen (an effect), so a reload lands on the same screen, and a share
//! link or a pasted fragment opens what it names.

use super::home::Home;
use super::play::PlayScreen;
use super::registry;
use super::setup::SetupScreen;
use super::storage;
use crate::engine::codec::{self, RawRecord};
use crate::engine::link::{self, LinkKind};
use crate::games;
use std::rc::Rc;
use yew::prelude::*;

/// How long after the page starts the card faces are laid out unseen
/// (`cards::warm_faces`): after the first screen is usable, and before a
/// person can have set up a game and reached their first hand.
const WARM_MS: u32 = 1_500;

#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Home,
    Setup {
        game: String,
        prefill: Option<Rc<RawRecord>>,
    },
    Play {
        id: String,
        record: Rc<RawRecord>,
    },
    Rules {
        game: String,
    },
    /// Watching a game again, from its end screen or a replay link (kept to
    /// be the URL, so a reload shows the replay again).
    Replay {
        record: Rc<RawRecord>,
        link: String,
    },
    Gallery,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub screen: Screen,
    /// A message for the home page (a damaged link, a save that won't open).
    pub notice: Option<String>,
    /// With the notice: a setup the failed link or save still holds, to
    /// start afresh.
    pub offer: Option<Rc<RawRecord>>,
}

pub enum AppAction {
    Show(Screen),
    /// Back home, with a message or none.
    Home(Option<String>),
    /// Wherever a new URL fragment leads.
    Route(AppState),
}

impl Reducible for AppState {
    type Action = AppAction;

    fn reduce(self: Rc<Self>, action: AppAction) -> Rc<Self> {
        Rc::new(match action {
            AppAction::Show(screen) => AppState {
                screen,
                notice: None,
                offer: None,
            },
            AppAction::Home(notice) => AppState {
                screen: Screen::Home,
                notice,
                offer: None,
            },
            AppAction::Route(state) => state,
        })
    }
}

fn playable(game: &str) -> bool {
    games::catalogue().iter().any(|i| i.id == game)
}

/// Where a URL fragment leads, with a message when it leads nowhere.
pub fn route(fragment: &str) -> AppState {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let home = |notice: Option<String>| AppState {
        screen: Screen::Home,
        notice,
        offer: None,
    };
    let show = |screen| AppState {
        screen,
        notice: None,
        offer: None,
    };
    if link::is_link(fragment) {
        return open_link(fragment);
    }
    if fragment.starts_with(codec::SHARE_PREFIX) {
        return match codec::decode_share(fragment) {
            Ok(raw) => match games::check_record(raw.clone()) {
                Ok(()) => show(Screen::Setup {
                    game: raw.game.clone(),
                    prefill: Some(Rc::new(raw)),
                }),
                Err(e) => home(Some(link_refused(&e))),
            },
            Err(e) => home(Some(link_refused(&e))),
        };
    }
    if let Some(game) = fragment.strip_prefix("setup=") {
        return if playable(game) {
            show(Screen::Setup {
                game: game.to_string(),
                prefill: None,
            })
        } else {
            home(None)
        };
    }
    if let Some(game) = fragment.strip_prefix("rules=") {
        return if games::catalogue().iter().any(|i| i.id == game) {
            show(Screen::Rules {
                game: game.to_string(),
            })
        } else {
            home(None)
        };
    }
    if fragment == "gallery" {
        return show(Screen::Gallery);
    }
    let id = fragment
        .strip_prefix("game=")
        .map(str::to_string)
        .or_else(storage::current);
    if let Some(id) = id {
        return match storage::load(&id) {
            Some(Ok(raw)) => show(Screen::Play {
                id,
                record: Rc::new(raw),
            }),
            Some(Err(e)) => home(Some(crate::tr!(
                "Your last game could not be opened: {e}. It is still listed below.",
                e
            ))),
            None => home(None),
        };
    }
    home(None)
}

/// Why a link does not open, in a sentence.
fn link_refused(why: &dyn std::fmt::Display) -> String {
    crate::tr!("That game link can't be opened: {why}.", why)
}

/// Where a share link leads: the setup screen filled in, the game so far
/// as a new saved game (never over one already there), or the replay.
fn open_link(fragment: &str) -> AppState {
    let refuse = |why: String, offer: Option<RawRecord>| AppState {
        screen: Screen::Home,
        notice: Some(link_refused(&why)),
        offer: offer.map(Rc::new),
    };
    let head = match link::peek(fragment) {
        Ok(head) => head,
        Err(e) => return refuse(e.to_string(), None),
    };
    let Some(entry) = registry::entry(&head.game) else {
        return refuse(
            format!(
                "it is for a game this version does not have (\u{201c}{}\u{201d})",
                head.game.chars().take(40).collect::<String>()
            ),
            None,
        );
    };
    let screen = match entry.open_link(fragment) {
        Ok((LinkKind::Setup, raw)) => Screen::Setup {
            game: raw.game.clone(),
            prefill: Some(Rc::new(raw)),
        },
        Ok((LinkKind::Continue, raw)) => Screen::Play {
            id: storage::new_id(),
            record: Rc::new(raw),
        },
        Ok((LinkKind::Replay, raw)) => Screen::Replay {
            record: Rc::new(raw),
            link: fragment.to_string(),
        },
        // What the link still holds of its setup, to start afresh.
        Err(e) => return refuse(e, entry.link_setup(fragment)),
    };
    AppState {
        screen,
        notice: None,
        offer: None,
    }
}

/// The fragment that brings a screen back.
fn fragment_of(screen: &Screen) -> String {
    match screen {
        Screen::Home => String::new(),
        Screen::Setup {
            prefill: Some(raw), ..
        } => format!("#{}", codec::encode_share(raw)),
        Screen::Setup { game, .. } => format!("#setup={game}"),
        Screen::Play { id, .. } => format!("#game={id}"),
        Screen::Rules { game } => format!("#rules={game}"),
        Screen::Replay { link, .. } => format!("#{link}"),
        Screen::Gallery => "#gallery".to_string(),
    }
}

fn current_fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(|| route(&current_fragment()));

    // The fragment the screen on show has put in the URL.
    let shown = use_mut_ref(String::new);

    // Keep the fragment and the "game on screen" marker in step with the
    // screen, without adding history entries for every move.
    {
        let screen = state.screen.clone();
        let shown = shown.clone();
        use_effect_with(screen, move |screen| {
            let fragment = fragment_of(screen);
            *shown.borrow_mut() = fragment.clone();
            if current_fragment() != fragment {
                if let Some(w) = web_sys::window() {
                    let url = if fragment.is_empty() {
                        w.location().pathname().unwrap_or_else(|_| "/".into())
                    } else {
                        fragment
                    };
                    if let Ok(h) = w.history() {
                        let _ =
                            h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
                    }
                }
            }
            match screen {
                Screen::Play { id, .. } => storage::set_current(Some(id)),
                _ => storage::set_current(None),
            }
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        });
    }

    // Card faces' letters are shaped once, unseen, a moment after the page
    // starts, not in the frame of the first hand (`cards::warm_faces`).
    use_effect_with((), |_| {
        let warm = gloo::timers::callback::Timeout::new(WARM_MS, super::cards::warm_faces);
        move || drop(warm)
    });

    // A link pasted into the address bar of an open tab only changes the
    // fragment; follow it. Not when the fragment is the screen's own: a
    // link followed as the page started has its event still to come after
    // the app has opened it and put its own fragment (`#game=` of a game
    // not saved until painted) in its place.
    {
        let dispatch = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo::events::EventListener::new(&w, "hashchange", move |_| {
                    let now = current_fragment();
                    if *shown.borrow() != now {
                        dispatch.dispatch(AppAction::Route(route(&now)))
                    }
                })
            });
            move || drop(listener)
        });
    }

    let go_home = {
        let d = state.dispatcher();
        Callback::from(move |notice: Option<String>| d.dispatch(AppAction::Home(notice)))
    };
    let home_plain = go_home.reform(|_: ()| None);
    let open_play = {
        let d = state.dispatcher();
        Callback::from(move |(id, record): (String, Rc<RawRecord>)| {
            d.dispatch(AppAction::Show(Screen::Play { id, record }))
        })
    };
    let show = {
        let d = state.dispatcher();
        Callback::from(move |s: Screen| d.dispatch(AppAction::Show(s)))
    };
    let open_replay =
        show.reform(|(record, link): (Rc<RawRecord>, String)| Screen::Replay { record, link });

    let body = match &state.screen {
        Screen::Home => html! {
            <Home notice={state.notice.clone()} offer={state.offer.clone()} on_show={show.clone()} on_open={open_play.clone()} />
        },
        Screen::Setup { game, prefill } => registry::entry(game)
            .map(|entry| html! {
                <SetupScreen entry={entry} prefill={prefill.clone()} on_start={open_play.clone()} on_home={home_plain.clone()} />
            })
            .unwrap_or_default(),
        Screen::Play { id, record } => {
            registry::entry(&record.game)
                .map(|entry| html! {
                    <PlayScreen key={id.clone()} entry={entry} id={id.clone()} record={record.clone()} on_open={open_play.clone()} on_home={go_home.clone()} on_replay={open_replay.clone()} />
                })
                .unwrap_or_else(|| html! {
                    <super::home::Home notice={Some(super::lang::t("That game is not available in this version.").to_string())} offer={None}
                        on_show={show.clone()} on_open={open_play.clone()} />
                })
        }
        Screen::Rules { game } => {
            let d = state.dispatcher();
            let game_id = game.clone();
            let to_setup = Callback::from(move |_: ()| {
                d.dispatch(AppAction::Show(Screen::Setup {
                    game: game_id.clone(),
                    prefill: None,
                }))
            });
            html! { <super::rules::RulesPage game={AttrValue::from(game.clone())} on_home={home_plain.clone()} on_play={to_setup} /> }
        }
        // Keyed by its link: another replay starts at its own beginning.
        Screen::Replay { record, link } => registry::entry(&record.game)
            .map(|entry| html! {
                <super::replay::ReplayScreen key={link.clone()} entry={entry} record={record.clone()} on_home={go_home.clone()} />
            })
            .unwrap_or_default(),
        Screen::Gallery => super::gallery::gallery(&home_plain),
    };
    html! {
        <>
            { super::svg::defs() }
            { body }
        </>
    }
}

//! The replay viewer: a finished game (or a replay link) stepped through
//! move by move and hand by hand, the table, log and score sheet drawn as
//! they stood after each move. Only public things are drawn while the game
//! could still be going on; once it is over every hand is shown open.

use super::lang::{t, th};
use super::session::{Entry, Session};
use crate::engine::codec::RawRecord;
use crate::engine::Actor;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties)]
pub struct ReplayProps {
    pub entry: &'static dyn Entry,
    pub record: Rc<RawRecord>,
    pub on_home: Callback<Option<String>>,
}

impl PartialEq for ReplayProps {
    fn eq(&self, other: &Self) -> bool {
        self.entry.info() == other.entry.info()
            && self.record == other.record
            && self.on_home == other.on_home
    }
}

#[function_component(ReplayScreen)]
pub fn replay_screen(props: &ReplayProps) -> Html {
    let entry = props.entry;
    let opened = use_memo(props.record.clone(), move |raw| {
        entry.open((**raw).clone()).map(Rc::<dyn Session>::from)
    });
    match &*opened {
        Ok(full) => html! { <Viewer full={full.clone()} on_home={props.on_home.clone()} /> },
        Err(e) => {
            super::play::cannot_open(t("That replay can't be shown"), e.clone(), &props.on_home)
        }
    }
}

#[derive(Properties)]
struct ViewerProps {
    full: Rc<dyn Session>,
    on_home: Callback<Option<String>>,
}

impl PartialEq for ViewerProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.full, &other.full) && self.on_home == other.on_home
    }
}

/// Time between moves while the replay plays: long enough to follow a
/// card to the trick and read the log line.
const PLAY_MS: u32 = 1_000;

/// A step of the replay controls: where it leads from `at`.
#[derive(Clone, Copy, PartialEq)]
enum Step {
    Start,
    PrevHand,
    Prev,
    Next,
    NextHand,
    End,
}

impl Step {
    const ALL: [Step; 6] = [
        Step::Start,
        Step::PrevHand,
        Step::Prev,
        Step::Next,
        Step::NextHand,
        Step::End,
    ];

    fn attr(self) -> &'static str {
        match self {
            Step::Start => "start",
            Step::PrevHand => "prev-hand",
            Step::Prev => "prev",
            Step::Next => "next",
            Step::NextHand => "next-hand",
            Step::End => "end",
        }
    }

    /// The button's face and its name for screen readers, in English
    /// (put in the language in effect where they are drawn).
    fn face(self) -> (&'static str, &'static str) {
        match self {
            Step::Start => (crate::en!("Start"), crate::en!("To the start")),
            // Triangles every font has (the media-control symbols are
            // missing from many tablets' fonts).
            Step::PrevHand => ("\u{25c0}\u{25c0}", crate::en!("Back a hand")),
            Step::Prev => (crate::en!("Back"), crate::en!("Back a move")),
            Step::Next => (crate::en!("Next"), crate::en!("The next move")),
            Step::NextHand => ("\u{25b6}\u{25b6}", crate::en!("The next hand")),
            Step::End => (crate::en!("End"), crate::en!("To the end")),
        }
    }

    fn from_key(key: &str) -> Option<Step> {
        Some(match key {
            "ArrowLeft" => Step::Prev,
            "ArrowRight" => Step::Next,
            "ArrowUp" | "PageUp" => Step::PrevHand,
            "ArrowDown" | "PageDown" => Step::NextHand,
            "Home" => Step::Start,
            "End" => Step::End,
            _ => return None,
        })
    }

    fn target(self, at: usize, end: usize, hands: &[usize]) -> usize {
        match self {
            Step::Start => 0,
            Step::Prev => at.saturating_sub(1),
            Step::Next => (at + 1).min(end),
            Step::PrevHand => hands.iter().rev().copied().find(|&h| h < at).unwrap_or(0),
            Step::NextHand => hands.iter().copied().find(|&h| h > at).unwrap_or(end),
            Step::End => end,
        }
    }
}

#[function_component(Viewer)]
fn viewer(props: &ViewerProps) -> Html {
    let full = props.full.clone();
    let end = full.moves();
    let over = full.to_act() == Actor::Over;
    let at = use_state(|| 0usize);
    let hands = {
        let full = full.clone();
        use_memo((), move |_| full.hand_starts())
    };
    let shown = {
        let full = full.clone();
        use_memo(*at, move |&at| {
            full.replay_at(at).map(Rc::<dyn Session>::from)
        })
    };
    // Play: a move every `PLAY_MS` until the end or Pause; any other
    // step pauses it.
    let playing = use_state(|| false);
    {
        let (at, playing) = (at.clone(), playing.clone());
        use_effect_with((*at, *playing), move |&(now, on)| {
            let timer = (on && now < end).then(|| {
                gloo::timers::callback::Timeout::new(PLAY_MS, move || at.set((now + 1).min(end)))
            });
            if on && now >= end {
                playing.set(false);
            }
            move || drop(timer)
        });
    }
    let on_play = {
        let (at, playing) = (at.clone(), playing.clone());
        Callback::from(move |_| {
            if !*playing && *at >= end {
                at.set(0);
            }
            playing.set(!*playing);
        })
    };
    let go = {
        let (at, playing) = (at.clone(), playing.clone());
        let hands = hands.clone();
        Callback::from(move |step: Step| {
            playing.set(false);
            at.set(step.target(*at, end, &hands))
        })
    };

    let jump = {
        let (at, playing) = (at.clone(), playing.clone());
        Callback::from(move |to: usize| {
            playing.set(false);
            at.set(to.min(end))
        })
    };

    // The arrow keys step too, wherever focus is on the page.
    {
        let go = go.clone();
        use_effect_with(*at, move |_| {
            let listener = web_sys::window().map(|w| {
                // Not passive: the keys must not also scroll the page.
                let opts = gloo::events::EventListenerOptions::enable_prevent_default();
                gloo::events::EventListener::new_with_options(&w, "keydown", opts, move |e| {
                    let Some(e) = wasm_bindgen::JsCast::dyn_ref::<web_sys::KeyboardEvent>(e) else {
                        return;
                    };
                    if e.alt_key() || e.ctrl_key() || e.meta_key() {
                        return;
                    }
                    if let Some(step) = Step::from_key(&e.key()) {
                        e.prevent_default();
                        go.emit(step);
                    }
                })
            });
            move || drop(listener)
        });
    }

    let Some(game) = &*shown else {
        return html! {};
    };
    let info = full.info();
    let button = |step: Step| {
        let (face, label) = step.face();
        let (face, label) = (t(face), t(label));
        let target = step.target(*at, end, &hands);
        html! {
            <button class="secondary" data-replay-step={step.attr()} aria-label={label} title={label}
                disabled={target == *at} onclick={go.reform(move |_| step)}>{ face }</button>
        }
    };
    let (play_step, play_face) = if *playing {
        ("pause", t("Pause"))
    } else {
        ("play", t("Play"))
    };
    let controls = html! {
        <>
            { for Step::ALL[..3].iter().map(|&s| button(s)) }
            <button class="primary" data-replay-step={play_step} aria-label={crate::tr!("{step}: a move every second", step = play_face)}
                title={play_face} onclick={on_play}>{ play_face }</button>
            { for Step::ALL[3..].iter().map(|&s| button(s)) }
        </>
    };
    let open = (over && full.has_private()).then(|| game.open_hands());
    html! {
        <main class="play replay" data-game={info.id} data-phase={game.phase()} data-replay-at={at.to_string()}>
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={props.on_home.reform(|_| None)}>{ th("\u{2190} Home") }</button>
                <h1 id="replay-h">{ crate::ui::text(crate::tr!("Replay: {game}", game = info.name)) }</h1>
            </header>
            <nav class="replay-controls" aria-labelledby="replay-h">
                { controls }
                <span class="replay-where" role="status">{ crate::ui::text(crate::tr!("Move {n} of {end}", n = *at, end)) }</span>
            </nav>
            <p class="hint replay-which">{ th(
                if !full.has_private() {
                    crate::en!("Nothing in this game is hidden: you see all the players saw.")
                } else if over {
                    crate::en!("The game is over, so every hand is shown open.")
                } else {
                    crate::en!("The game is not over: only what everyone at the table saw is shown.")
                }
            ) }</p>
            <div class="play-body">
                <div class="table-area">
                    <div class="table-body">{ game.table(None, None, None, Callback::noop(), None, false) }</div>
                    if over {
                        <super::review::Review full={full.clone()} at={*at} jump={jump} />
                    }
                    if let Some(open) = open {
                        <section class="open-hands" aria-labelledby="open-hands-h">
                            <h2 id="open-hands-h">{ th("Hands") }</h2>
                            { open }
                        </section>
                    }
                </div>
                { super::sheet::side(&**game, false) }
            </div>
        </main>
    }
}

//! The play screen every game shares. State changes go through `PlayState`'s
//! reducer, which calls the engine; saving, timers and computer moves are
//! effects. The game's own table only ever gets one seat's view.

use super::ask;
use super::handoff::HandOff;
use super::lang::{t, th};
use super::panels::Panel;
use super::session::{AnyMove, Entry, Session};
use super::share::SharePanel;
use super::storage;
use crate::ai::Level;
use crate::cls;
use crate::engine::codec::RawRecord;
use crate::engine::link::LinkKind;
use crate::engine::Actor;
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

mod state;
pub use state::{PlayAction, PlayState, Raised};

#[derive(Properties)]
pub struct PlayProps {
    pub entry: &'static dyn Entry,
    pub id: String,
    pub record: Rc<RawRecord>,
    pub on_open: Callback<(String, Rc<RawRecord>)>,
    /// Home, with a message if the game could not be shown.
    pub on_home: Callback<Option<String>>,
    /// Watch this (finished) game again: its record and replay link.
    pub on_replay: Callback<(Rc<RawRecord>, String)>,
}

impl PartialEq for PlayProps {
    fn eq(&self, other: &Self) -> bool {
        self.entry.info() == other.entry.info()
            && self.id == other.id
            && self.record == other.record
            && self.on_open == other.on_open
            && self.on_home == other.on_home
            && self.on_replay == other.on_replay
    }
}

#[function_component(PlayScreen)]
pub fn play_screen(props: &PlayProps) -> Html {
    let entry = props.entry;
    let opened = use_memo(props.record.clone(), move |raw| {
        entry.open((**raw).clone()).map(Rc::<dyn Session>::from)
    });
    match &*opened {
        Ok(m) => {
            html! { <Table entry={entry} id={props.id.clone()} start={m.clone()} on_open={props.on_open.clone()} on_home={props.on_home.clone()} on_replay={props.on_replay.clone()} /> }
        }
        Err(e) => cannot_open(
            t("This saved game can't be opened"),
            crate::tr!("{e}. It is still in your saved games", e),
            &props.on_home,
        ),
    }
}

/// What shows when a record does not open: the headline, and a way home,
/// where the home page gives the reason.
pub fn cannot_open(headline: &str, why: String, on_home: &Callback<Option<String>>) -> Html {
    let msg = crate::tr!("{headline}: {why}.", headline, why);
    let home = on_home.reform(move |_| Some(msg.clone()));
    html! {
        <main class="play error">
            <p class="notice" role="alert">{ crate::ui::text(format!("{headline}.")) }</p>
            <button class="primary" data-action="home" onclick={home}>{ th("Home") }</button>
        </main>
    }
}

#[derive(Properties)]
struct TableProps {
    entry: &'static dyn Entry,
    id: String,
    start: Rc<dyn Session>,
    on_open: Callback<(String, Rc<RawRecord>)>,
    on_home: Callback<Option<String>>,
    on_replay: Callback<(Rc<RawRecord>, String)>,
}

impl PartialEq for TableProps {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && Rc::ptr_eq(&self.start, &other.start)
    }
}

#[function_component(Table)]
fn table(props: &TableProps) -> Html {
    let state = use_reducer(|| {
        let mut state = PlayState::new(props.start.clone_box());
        state.flash = super::keep::copy_notice(&props.id);
        state
    });
    let (open, toggle, on_close) = super::panels::use_panels();
    let outcome_tucked = use_state(|| false);
    let moves = state.m.moves();
    let hold = super::tabs::use_hold(&props.id, props.entry, state.dispatcher());

    // A hint counted is saved too (it is in the record).
    let hinted: u32 = state.m.coach().used.iter().sum();
    let save_error = super::keep::use_keep(
        &props.id,
        (
            moves,
            state.reloads.wrapping_add(hinted.wrapping_mul(1 << 16)),
        ),
        {
            let (state, hold) = (state.clone(), hold.clone());
            Rc::new(move || (!hold.elsewhere()).then(|| state.m.raw()))
        },
        props.on_open.clone(),
    );

    // Draws from the bag and computer seats play by themselves, after a
    // pause so people can follow. A Strong computer searches meanwhile, in
    // slices that leave the page free (see `thinking`).
    let progress = use_node_ref();
    {
        let state = state.clone();
        let progress = progress.clone();
        let hold = hold.clone();
        let key = (moves, state.reloads, state.elsewhere, state.held);
        use_effect_with(key, move |&(at, _, elsewhere, held)| {
            let delay = storage::move_delay_ms();
            let mut timer = None;
            let mut turn = None;
            let d = state.dispatcher();
            // Moves go through the tab's hold: the first claims the game.
            let auto =
                move |mv| hold.claim(Box::new(move || d.dispatch(PlayAction::Auto { at, mv })));
            if elsewhere {
                // Another tab plays the game: nothing moves by itself here.
            } else if held {
                // A completed trick is held in view for a moment, or until
                // a tap on the table (below), then gathered; meanwhile
                // nothing moves by itself.
                let d = state.dispatcher();
                timer = Some(Timeout::new(storage::hold_ms(), move || {
                    d.dispatch(PlayAction::Gather)
                }));
            } else if let Some(mv) = state.m.chance_move() {
                timer = Some(Timeout::new(delay / 2, move || auto(mv)));
            } else if let Some((_, level)) = state.m.computer_to_act() {
                turn = state.m.think(level, delay, progress, Box::new(auto));
            }
            move || {
                drop(timer);
                drop(turn);
            }
        });
    }

    let on_gather = state.held.then(|| {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(PlayAction::Gather))
    });

    let table_body = use_node_ref();
    super::handoff::use_drawn_behind(table_body.clone(), moves, state.handoff());
    use_moves_in_view(table_body.clone(), moves, state.handoff().is_some());
    // A frame after the last move, which has its own frame; Whist's final
    // scoring follows, a tree a frame (`super::Later`).
    let end_due = super::use_frames_after(state.m.outcome().is_some(), 1);
    let game = &state.m;
    let info = game.info();
    let names = game.names();
    let to_act = game.to_act();
    let handoff = state.handoff();
    let viewer = state.shown_viewer();
    let acting = state.acting();
    // Where nothing is private (12s, Whist), the table turns to each person
    // as their turn comes, with no hand-off between. It turns a frame after
    // the move that passed the turn is drawn, nothing to tap meanwhile: the
    // move and the turn in one frame made tasks over 50 ms at CPU 4x.
    // (Elsewhere the hand-off screen covers the turn: nothing to follow.)
    let public = !state.m.has_private();
    let turned = super::use_a_frame_late(viewer.filter(|_| public));
    let (around, table_acting) = if !public || turned == viewer {
        (viewer, acting)
    } else {
        (turned, None)
    };
    let phase = game.phase();
    let to_act_attr = match to_act {
        Actor::Seat(s) => s.to_string(),
        _ => "none".to_string(),
    };

    // Whatever changes the record goes through the tab's hold.
    let send = {
        let (d, hold) = (state.dispatcher(), hold.clone());
        Callback::from(move |action| {
            let (d, hold) = (d.clone(), hold.clone());
            // A tap's action waits for the tap's pressed frame to be
            // painted; the coach's answer, from no tap, is recorded at once.
            super::touch::after_tap(
                None,
                Box::new(move || hold.claim(Box::new(move || d.dispatch(action)))),
            )
        })
    };
    // A finger's first tap raises a move, a second makes it (`touch`).
    let coach = super::coach::use_coach(&state, send.clone());
    // The first-time tip for the kind of decision a person now faces, from
    // the game's rules text (`tips`); a dismissal redraws the table.
    let rules = super::rules::use_rules(AttrValue::Static(props.entry.info().id));
    let tip_shown = use_state(|| 0u32);
    let tip_key = format!("{}:{}", props.entry.info().id, state.m.phase());
    let on_move = send.reform({
        let met = tip_key.clone();
        move |mv: AnyMove| {
            // A person who made this kind of move has no need of its tip.
            super::tips::met(&met);
            if super::touch::raise_first() {
                return PlayAction::Tap { at: moves, mv };
            }
            PlayAction::Play { at: moves, mv }
        }
    });
    let raised = state.raised.as_ref().filter(|r| r.at == moves);
    let pending = raised.map(|r| {
        let mv = r.mv.clone();
        super::Pending {
            text: r.text.clone(),
            on_play: send.reform(move |_| PlayAction::Play {
                at: moves,
                mv: mv.clone(),
            }),
        }
    });
    // The raised control is marked on the page after each render: the
    // games draw their controls their own way, and this keeps every one of
    // them to the contract (`aria-pressed="true"`) without each knowing.
    {
        let id = raised.map(|r| r.id.clone());
        use_effect(move || super::touch::mark_raised(id.as_deref()));
    }
    let on_undo = send.reform(|_| PlayAction::Undo);
    let on_home = props.on_home.reform(|_| None);
    let on_share = toggle.reform(|_| Panel::Share);
    let on_rules = toggle.reform(|_| Panel::Rules);
    let on_scores = toggle.reform(|_| Panel::Scores);
    // Made while the panel is open (or the notice of a failed save offers
    // the continue link), so the links follow the game's moves; once a
    // move, not on every render (each link replays the match). Every change
    // to the record (a move, an undo) changes its length between two
    // renders, so the length keys the links, with the reloads.
    let links = {
        let state = state.clone();
        let wanted = open == Some(Panel::Share) || save_error.is_some();
        use_memo((wanted, moves, state.reloads), move |&(wanted, ..)| {
            wanted.then(|| Rc::new(super::share::links(&*state.m)))
        })
    };
    let on_replay = {
        let state = state.clone();
        let on_replay = props.on_replay.clone();
        Callback::from(move |_| {
            on_replay.emit((Rc::new(state.m.raw()), state.m.link(LinkKind::Replay)))
        })
    };
    let on_rematch = {
        let state = state.clone();
        let on_open = props.on_open.clone();
        Callback::from(move |_| {
            if let Some(raw) = state.m.rematch(super::random_seed()) {
                let id = storage::new_id();
                let _ = storage::save(&id, &raw);
                on_open.emit((id, Rc::new(raw)));
            }
        })
    };

    // While the device changes hands, the public table stays on the page,
    // covered by the hand-off screen and out of reach; only what is private
    // comes and goes. So passing the device redraws a hand, not the table.
    let overlay = handoff.map(|seat| {
        let on_ready = {
            let d = state.dispatcher();
            Callback::from(move |_| {
                let d = d.clone();
                super::touch::after_tap(
                    Some(".table-area [data-move]:enabled"),
                    Box::new(move || d.dispatch(PlayAction::Ready(seat))),
                )
            })
        };
        html! { <HandOff seat={seat} name={names[seat].clone()} on_ready={on_ready} /> }
    });
    // Not while another tab plays: answering would be a move.
    let question = state.open.as_ref().filter(|_| !state.elsewhere);
    let tip = match &rules {
        super::rules::Fetched::Text(text)
            if (acting.is_some() || question.is_some()) && super::tips::due(&tip_key) =>
        {
            super::tips::find(text, phase).map(|(section, words)| {
                let on_dismiss = Callback::from(move |_| {
                    super::tips::met(&tip_key);
                    tip_shown.set(*tip_shown + 1);
                });
                super::tips::line(&AttrValue::Static(info.id), section, words, &on_dismiss)
            })
        }
        _ => None,
    };
    let asked = question.map(|a| match state.asking.confirming {
        Some((seat, answer)) if handoff.is_none() => ask::confirm_bar(
            a,
            seat,
            answer,
            &**game,
            send.reform(|_| PlayAction::Confirm),
            send.reform(|_| PlayAction::Cancel),
        ),
        // Behind the hand-off to the person confirming.
        Some(_) => Html::default(),
        None => ask::panel(
            a,
            &state.asking,
            &**game,
            send.reform(|(s, i)| PlayAction::Propose(s, i)),
            send.reform(|_| PlayAction::PlayOn),
        ),
    });
    let body = match handoff {
        Some(seat) => game.table(None, Some(seat), None, on_move, None, false),
        None => game.table(around, around, table_acting, on_move, pending, state.held),
    };

    let outcome = game.outcome().filter(|_| end_due).map(|out| {
        let tucked = *outcome_tucked;
        let on_tuck = {
            let t = outcome_tucked.clone();
            Callback::from(move |_| t.set(!*t))
        };
        super::outcome::end_screen(
            &**game,
            &out,
            tucked,
            super::outcome::EndActions {
                rematch: on_rematch.clone(),
                replay: on_replay.clone(),
                home: on_home.clone(),
                tuck: on_tuck,
            },
        )
    });
    let opened = |p: Panel| (open == Some(p)).to_string();

    html! {
        <main class="play live" data-game={info.id} data-phase={phase} data-to-act={to_act_attr}
            data-thinking={state.thinking().to_string()}>
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={on_home}>{"\u{2190} "}<span class="bar-word">{th("Home")}</span></button>
                <h1>{ info.name }</h1>
                <div class="tools">
                    if !game.takebacks().off {
                        <button class="secondary" data-action="undo" onclick={on_undo}
                            disabled={!game.can_undo() || state.elsewhere} title={t("Take back your last move, with the computers' replies, until another person plays")}>{th("Undo")}</button>
                    }
                    <button class="secondary" data-action="share" onclick={on_share} aria-expanded={opened(Panel::Share)}>{th("Share")}</button>
                    <button class="secondary" data-action="rules" onclick={on_rules} aria-expanded={opened(Panel::Rules)}>{th("Rules")}</button>
                    <button class="secondary scores-button" data-action="scores" onclick={on_scores} aria-expanded={opened(Panel::Scores)}>{th("Scores")}</button>
                </div>
            </header>
            if state.elsewhere {
                { hold.notice() }
            }
            if let Some(e) = &save_error {
                { super::keep::save_failed(e, links.as_deref().map(|l| &l[..])) }
            }
            if let Some(f) = &state.flash {
                <p class="notice" role="alert">{ f.clone() }</p>
            }
            // With the coach on, the row keeps the Hint row's height while
            // the computers play (style.css), so the table under it stays
            // put as turns pass. Not under a hand-off, where the table is
            // drawn anew for the next person anyway, nor at the end.
            <div class={if state.m.coach().off || handoff.is_some() || outcome.is_some() { "guide" } else { "guide kept" }}>{ coach }{ tip.unwrap_or_default() }</div>
            // The line is always there, hidden when nobody thinks, so the
            // table below never jumps (and never needs laying out again)
            // as turns pass between people and computers.
            {{
                // Nobody thinks while a completed trick is held in view.
                let who = state.m.computer_to_act().filter(|_| !state.held);
                let casual = who.is_some_and(|(_, level)| level == Level::Casual);
                html! {
                    <div class={cls!("thinking", who.is_none().then_some("idle"))} role="status"
                        data-thinking-seat={who.map(|(s, _)| s.to_string())} data-turn={moves.to_string()}>
                        <span class="thinking-label">{ who.map(|(s, _)| crate::tr!("{name} is thinking\u{2026}", name = names[s])).unwrap_or_default() }</span>
                        <span class="thinking-bar" aria-hidden="true">
                            <span class={cls!("thinking-fill", casual.then_some("casual"))} ref={progress.clone()}></span>
                        </span>
                    </div>
                }
            }}
            // The table fills the screen below the bar; what covers it
            // (hand-off, result, share, rules, a phone's score drawer)
            // covers this area, centred in view, the bar still in reach.
            <div class="play-body">
                <div class="table-area" onclick={on_gather}>
                    // Under the hand-off: skipped, then drawn behind it (see
                    // `handoff::use_drawn_behind` and style.css).
                    <div class="table-body" ref={table_body} aria-hidden={handoff.map(|_| "true")}>{ asked.unwrap_or_default() }{ body }</div>
                </div>
                // Beside the table where there is room; else a drawer.
                <div class={cls!("drawer", (open == Some(Panel::Scores)).then_some("open"))}>
                    <button class="secondary drawer-close" data-action="close-scores" onclick={on_close.reform(|_| ())}>{th("Close")}</button>
                    { super::sheet::side(&**game, true) }
                </div>
                { outcome.unwrap_or_default() }
                { overlay.unwrap_or_default() }
                if let Some(links) = (*links).clone().filter(|_| open == Some(Panel::Share)) {
                    <SharePanel links={links} game={info.name} on_close={on_close.clone()} />
                }
                if open == Some(Panel::Rules) {
                    <section class="panel rules-overlay" role="dialog" aria-label={t("Rules")}>
                        <button class="secondary panel-close" data-action="close-rules" onclick={on_close.reform(|_| ())}>{th("Close")}</button>
                        <super::rules::RulesText game={info.id} />
                    </section>
                }
            </div>
        </main>
    }
}

/// Keeps the moves that live in the table's public part (Mah Jongg's
/// covers to look under, Trickery's prizes) on screen: that part scrolls
/// inside itself above the person's own (style.css), and on a phone the
/// seats above can push the moves below its fold. When the position
/// changes and the row of the first such move is not wholly in view, the
/// public part scrolls just enough to show it (its head first, should it
/// not fit), and no further; a table whose moves show is left where the
/// person put it.
#[hook]
fn use_moves_in_view(table: NodeRef, moves: usize, handoff: bool) {
    use_effect_with((moves, handoff), move |&(_, handoff)| {
        // Measured as the next frame begins: measuring here, in the task
        // that redrew the table, had the browser lay the table out there
        // and then (20-27 ms at CPU 4x, traced), on top of the redraw's own
        // script, and the task ran over 50 ms. In the frame, the measure
        // costs the layout the frame makes anyway, and the scroll is
        // painted with the move. (Should the table be gone by then, there
        // is nothing to measure.)
        if !handoff {
            super::in_frame(Box::new(move || in_view(&table)));
        }
    });
}

fn in_view(table: &NodeRef) {
    let Some(mv) = table.cast::<web_sys::Element>().and_then(|t| {
        t.query_selector(".tl-public [data-move]:enabled")
            .ok()
            .flatten()
    }) else {
        return;
    };
    let Some(area) = mv.closest(".tl-public").ok().flatten() else {
        return;
    };
    // The row that holds the move, not the move alone: a row that wraps
    // on a phone (Trickery's eight prizes) would keep its second line
    // below the fold. A move straight in the public part is its own row.
    let row = mv.parent_element().filter(|p| *p != area).unwrap_or(mv);
    let (r, a) = (
        row.get_bounding_client_rect(),
        area.get_bounding_client_rect(),
    );
    // Down to show its foot (not past its head), or up to its head.
    let by = if r.bottom() > a.bottom() {
        (r.bottom() - a.bottom()).min(r.top() - a.top())
    } else {
        (r.top() - a.top()).min(0.0)
    };
    if by.abs() >= 1.0 {
        area.set_scroll_top(area.scroll_top() + by.ceil() as i32);
    }
}

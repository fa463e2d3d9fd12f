//! The play screen every game shares. State changes go through `PlayState`'s
//! reducer, which calls the engine; saving, timers and computer moves are
//! effects. The game's own table only ever gets one seat's view.

use super::ask::{self, Asking};
use super::handoff::HandOff;
use super::session::{AnyMove, Entry, Session};
use super::share::{ShareLink, SharePanel};
use super::storage;
use super::Ask;
use crate::ai::Level;
use crate::cls;
use crate::engine::codec::RawRecord;
use crate::engine::link::LinkKind;
use crate::engine::{Actor, Seat, SeatKind};
use gloo::timers::callback::Timeout;
use std::rc::Rc;
use yew::prelude::*;

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

pub struct PlayState {
    pub m: Box<dyn Session>,
    /// The seat whose private things may be on screen: set when that player
    /// says they hold the device.
    pub viewer: Option<Seat>,
    /// A message about the last thing tried (an illegal move).
    pub flash: Option<String>,
    /// People's answers to a question open to the whole table.
    pub asking: Asking,
    /// That question, if one is open: read once per change, since reading
    /// it builds a view, and every render asks about it several times.
    pub open: Option<Rc<Ask<AnyMove>>>,
    /// Another tab plays this game (see `tabs`): no moves here meanwhile.
    pub elsewhere: bool,
    /// How often "Play here" brought the game back from storage.
    pub reloads: u32,
}

impl Clone for PlayState {
    fn clone(&self) -> Self {
        PlayState {
            m: self.m.clone_box(),
            viewer: self.viewer,
            flash: self.flash.clone(),
            asking: self.asking.clone(),
            open: self.open.clone(),
            elsewhere: self.elsewhere,
            reloads: self.reloads,
        }
    }
}

pub enum PlayAction {
    /// A move, made when the record had `at` moves; a stale one (a timer that
    /// fired after an undo, a double click) is ignored.
    Play {
        at: usize,
        mv: AnyMove,
    },
    /// A chance outcome or a computer's move, played like `Play`; it leaves
    /// a notice on show (a refused call, a refused move), which is there
    /// for the people at the table and goes at their next action, not a
    /// computer's half a second later.
    Auto {
        at: usize,
        mv: AnyMove,
    },
    Undo,
    /// The player at the hand-off screen has the device.
    Ready(Seat),
    /// A person says they will answer the open question (an index into
    /// its answers): they take the device to confirm.
    Propose(Seat, usize),
    /// The person confirming keeps their answer, if the app accepts it.
    Confirm,
    /// The person confirming thinks better of it.
    Cancel,
    /// Everyone without an answer lets the question pass.
    PlayOn,
    /// Another tab plays the game now.
    Elsewhere,
    /// "Play here": the game as the other tab left it (or, should it be
    /// gone from storage, as this tab has it), played here again.
    Here(Option<Box<dyn Session>>),
    /// The coach gave this seat a hint: counted in the record.
    Hinted(Seat),
}

impl Reducible for PlayState {
    type Action = PlayAction;

    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        let mut next = (*self).clone();
        if !matches!(action, PlayAction::Auto { .. }) {
            next.flash = None;
        }
        match action {
            PlayAction::Play { at, mv } | PlayAction::Auto { at, mv } => {
                if at != next.m.moves() || next.elsewhere {
                    return self;
                }
                if let Err(e) = next.m.play(&*mv) {
                    next.flash = Some(format!("That move is not allowed: {e}."));
                }
            }
            PlayAction::Undo => {
                next.asking = Asking::default();
                if next.m.undo() {
                    // Whoever holds the device may not be the player whose
                    // move came back: hand the device over again before any
                    // hand is shown.
                    if next.m.has_private() {
                        next.viewer = None;
                    }
                } else {
                    next.flash = Some("Nothing to undo.".into());
                }
            }
            PlayAction::Ready(seat) => next.viewer = Some(seat),
            PlayAction::Propose(seat, answer) => {
                next.asking.confirming = Some((seat, answer));
                next.viewer = None;
                // Alone with computers, the person's screen is already on
                // show: a second tap to confirm would only slow them down.
                if next.humans().len() < 2 {
                    next.confirm();
                }
            }
            PlayAction::Confirm => next.confirm(),
            PlayAction::Cancel => {
                next.asking.confirming = None;
                next.viewer = None;
            }
            PlayAction::PlayOn => next.asking.play_on = true,
            PlayAction::Elsewhere => next.elsewhere = true,
            PlayAction::Here(m) => {
                next = m.map_or(next, PlayState::new);
                next.elsewhere = false;
                next.reloads = self.reloads + 1;
            }
            PlayAction::Hinted(seat) => next.m.count_hint(seat),
        }
        // Answers people gave in advance are the engine's answers once it
        // asks their seats.
        let (open, note) = next.asking.settle(&mut *next.m);
        if note.is_some() {
            next.flash = note;
        }
        next.open = open.map(Rc::new);
        // Once a question is put to people at the table, anyone may be
        // holding the device: whoever plays next takes it first.
        if next.asking.confirming.is_none() && next.humans().len() > 1 {
            let people = next
                .open
                .as_ref()
                .is_some_and(|a| a.seats.iter().any(|&s| next.m.kind(s) == SeatKind::Human));
            if people {
                next.viewer = None;
            }
        }
        Rc::new(next)
    }
}

impl PlayState {
    fn new(m: Box<dyn Session>) -> PlayState {
        PlayState {
            open: m.ask().map(Rc::new),
            m,
            viewer: None,
            flash: None,
            asking: Asking::default(),
            elsewhere: false,
            reloads: 0,
        }
    }

    fn humans(&self) -> Vec<Seat> {
        self.m.human_seats()
    }

    /// Ends a confirmation: the answer stands, or the refusal is told. The
    /// confirming person's screen leaves the page either way, since the
    /// panel that follows is for the whole table.
    fn confirm(&mut self) {
        if let Err(why) = self.asking.confirm(&*self.m) {
            self.flash = Some(format!("{why}."));
        }
        if self.m.has_private() && self.humans().len() > 1 {
            self.viewer = None;
        }
    }

    /// The seat that must take the device before play goes on, if any: only
    /// when seats hold secrets and more than one person shares the device.
    pub fn handoff(&self) -> Option<Seat> {
        if self.elsewhere || !self.m.has_private() || self.humans().len() < 2 {
            return None;
        }
        if let Some((s, _)) = self.asking.confirming {
            return (self.viewer != Some(s)).then_some(s);
        }
        // A question to the whole table is answered on a public panel.
        if self.open.is_some() {
            return None;
        }
        match self.m.to_act() {
            Actor::Seat(s) if self.m.kind(s) == SeatKind::Human && self.viewer != Some(s) => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whose view the table shows.
    pub fn shown_viewer(&self) -> Option<Seat> {
        // The tab that does not play shows only what everyone may see.
        if self.elsewhere {
            return None;
        }
        let humans = self.humans();
        if humans.len() == 1 {
            return Some(humans[0]);
        }
        if self.m.has_private() {
            if self.asking.confirming.is_none() && self.open.is_some() {
                return None;
            }
            return self.viewer;
        }
        match self.m.to_act() {
            Actor::Seat(s) if self.m.kind(s) == SeatKind::Human => Some(s),
            _ => self.viewer.or(humans.first().copied()),
        }
    }

    /// The human seat that may move now (never behind a hand-off screen,
    /// nor where the question panel answers for the table).
    pub fn acting(&self) -> Option<Seat> {
        if self.open.is_some() || self.elsewhere {
            return None;
        }
        match self.m.to_act() {
            Actor::Seat(s) if self.m.kind(s) == SeatKind::Human && self.handoff().is_none() => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whether the app is about to move by itself (a computer seat or a draw).
    pub fn thinking(&self) -> bool {
        match self.m.to_act() {
            _ if self.elsewhere => false,
            Actor::Chance => true,
            Actor::Seat(s) => self.m.kind(s) == SeatKind::Computer,
            Actor::Over => false,
        }
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
            "This saved game can't be opened",
            format!("{e}. It is still in your saved games"),
            &props.on_home,
        ),
    }
}

/// What shows when a record does not open: the headline, and a way home,
/// where the home page gives the reason.
pub fn cannot_open(headline: &str, why: String, on_home: &Callback<Option<String>>) -> Html {
    let msg = format!("{headline}: {why}.");
    let home = on_home.reform(move |_| Some(msg.clone()));
    html! {
        <main class="play error">
            <p class="notice" role="alert">{ format!("{headline}.") }</p>
            <button class="primary" data-action="home" onclick={home}>{"Home"}</button>
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
    let share = use_state(|| false);
    let show_rules = use_state(|| false);
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
        let key = (moves, state.reloads, state.elsewhere);
        use_effect_with(key, move |&(at, _, elsewhere)| {
            let delay = storage::move_delay_ms();
            let mut timer = None;
            let mut turn = None;
            let d = state.dispatcher();
            // Moves go through the tab's hold: the first claims the game.
            let auto =
                move |mv| hold.claim(Box::new(move || d.dispatch(PlayAction::Auto { at, mv })));
            if elsewhere {
                // Another tab plays the game: nothing moves by itself here.
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

    let table_body = use_node_ref();
    super::handoff::use_drawn_behind(table_body.clone(), moves, state.handoff());
    let game = &state.m;
    let info = game.info();
    let names = game.names();
    let to_act = game.to_act();
    let handoff = state.handoff();
    let viewer = state.shown_viewer();
    let acting = state.acting();
    let phase = game.phase();
    let to_act_attr = match to_act {
        Actor::Seat(s) => s.to_string(),
        _ => "none".to_string(),
    };

    // Whatever changes the record goes through the tab's hold.
    let send = {
        let (d, hold) = (state.dispatcher(), hold.clone());
        Callback::from(move |action| {
            let d = d.clone();
            hold.claim(Box::new(move || d.dispatch(action)))
        })
    };
    let coach = super::coach::use_coach(&state, send.clone());
    let on_move = send.reform(move |mv: AnyMove| {
        super::hold_focus_until_painted(None);
        PlayAction::Play { at: moves, mv }
    });
    let on_undo = send.reform(|_| PlayAction::Undo);
    let on_home = props.on_home.reform(|_| None);
    let on_share = {
        let share = share.clone();
        Callback::from(move |_| share.set(!*share))
    };
    // Made while the panel is open (or the notice of a failed save offers
    // the continue link), so the links follow the game's moves; once a
    // move, not on every render (each link replays the match). Every change
    // to the record (a move, an undo) changes its length between two
    // renders, so the length keys the links, with the reloads.
    let links = {
        let state = state.clone();
        let wanted = *share || save_error.is_some();
        use_memo((wanted, moves, state.reloads), move |&(wanted, ..)| {
            wanted.then(|| {
                let base = web_sys::window()
                    .and_then(|w| w.location().href().ok())
                    .map(|h| h.split('#').next().unwrap_or_default().to_string())
                    .unwrap_or_default();
                // The replay link only once there is a whole game to watch.
                let over = state.m.to_act() == Actor::Over;
                let links = LinkKind::ALL
                    .into_iter()
                    .filter(|&k| k != LinkKind::Replay || over)
                    .map(|kind| ShareLink {
                        kind,
                        url: format!("{base}#{}", state.m.link(kind)),
                    })
                    .collect::<Vec<_>>();
                Rc::new(links)
            })
        })
    };
    let on_replay = {
        let state = state.clone();
        let on_replay = props.on_replay.clone();
        Callback::from(move |_| {
            on_replay.emit((Rc::new(state.m.raw()), state.m.link(LinkKind::Replay)))
        })
    };
    let on_rules = {
        let show_rules = show_rules.clone();
        Callback::from(move |_| show_rules.set(!*show_rules))
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
                super::hold_focus_until_painted(Some(".table-area [data-move]:enabled"));
                d.dispatch(PlayAction::Ready(seat))
            })
        };
        html! { <HandOff seat={seat} name={names[seat].clone()} on_ready={on_ready} /> }
    });
    // Not while another tab plays: answering would be a move.
    let open = state.open.as_ref().filter(|_| !state.elsewhere);
    let asked = open.map(|a| match state.asking.confirming {
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
        Some(seat) => game.table(None, Some(seat), None, on_move),
        None => game.table(viewer, viewer, acting, on_move),
    };

    let outcome = game.outcome().map(|out| {
        let mut order: Vec<Seat> = (0..names.len()).collect();
        crate::engine::sort_small_by_key(&mut order, |&s| (out.places[s], s));
        html! {
            <section class="outcome" data-outcome="" aria-labelledby="outcome-h">
                <h2 id="outcome-h">{ game.outcome_title().unwrap_or_else(|| match out.winners().as_slice() {
                    [w] => format!("{} wins!", names[*w]),
                    // Everyone level: a draw, not a win for all.
                    w if w.len() == names.len() => "A draw!".to_string(),
                    _ => "A shared win!".to_string(),
                }) }</h2>
                <ol class="standings">
                    { for order.iter().map(|&s| html! {
                        <li class={cls!((out.places[s] == 0).then_some("winner"))} data-place={out.places[s].to_string()}>
                            <span class="place">{ ordinal(out.places[s] + 1) }</span>
                            <span class="who">{ names[s].clone() }</span>
                            <span class="score">{ game.format_score(out.scores[s]) }</span>
                        </li>
                    }) }
                </ol>
                { super::coach::used(&**game) }
                <div class="outcome-actions">
                    <button class="primary" data-action="rematch" onclick={on_rematch.clone()}>{"Rematch"}</button>
                    <button class="secondary" data-action="replay" onclick={on_replay.clone()}>{"Watch replay"}</button>
                    <button class="secondary" data-action="home" onclick={on_home.clone()}>{"Home"}</button>
                </div>
            </section>
        }
    });

    html! {
        <main class="play" data-game={info.id} data-phase={phase} data-to-act={to_act_attr}
            data-thinking={state.thinking().to_string()}>
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={on_home}>{"\u{2190} Home"}</button>
                <h1>{ info.name }</h1>
                <div class="tools">
                    <button class="secondary" data-action="undo" onclick={on_undo}
                        disabled={!game.can_undo() || state.elsewhere} title="Take back your last move while it showed nothing new">{"Undo"}</button>
                    <button class="secondary" data-action="share" onclick={on_share} aria-expanded={share.to_string()}>{"Share"}</button>
                    <button class="secondary" data-action="rules" onclick={on_rules} aria-expanded={show_rules.to_string()}>{"Rules"}</button>
                </div>
            </header>
            if let Some(links) = (*links).clone().filter(|_| *share) {
                <SharePanel links={links} game={info.name} />
            }
            if *show_rules {
                <section class="rules-overlay" aria-label="Rules">{ super::rules::render(info.rules) }</section>
            }
            if state.elsewhere {
                { hold.notice() }
            }
            if let Some(e) = &save_error {
                { super::keep::save_failed(e, links.as_deref().map(|l| &l[..])) }
            }
            if let Some(f) = &state.flash {
                <p class="notice" role="alert">{ f.clone() }</p>
            }
            { coach }
            { outcome.clone().unwrap_or_default() }
            // The line is always there, hidden when nobody thinks, so the
            // table below never jumps (and never needs laying out again)
            // as turns pass between people and computers.
            {{
                let who = state.m.computer_to_act();
                let casual = who.is_some_and(|(_, level)| level == Level::Casual);
                html! {
                    <div class={cls!("thinking", who.is_none().then_some("idle"))} role="status"
                        data-thinking-seat={who.map(|(s, _)| s.to_string())} data-turn={moves.to_string()}>
                        <span class="thinking-label">{ who.map(|(s, _)| format!("{} is thinking\u{2026}", names[s])).unwrap_or_default() }</span>
                        <span class="thinking-bar" aria-hidden="true">
                            <span class={cls!("thinking-fill", casual.then_some("casual"))} ref={progress.clone()}></span>
                        </span>
                    </div>
                }
            }}
            <div class="play-body">
                <div class="table-area">
                    // Under the hand-off: skipped, then drawn behind it (see
                    // `handoff::use_drawn_behind` and style.css).
                    <div class="table-body" ref={table_body} aria-hidden={handoff.map(|_| "true")}>{ asked.unwrap_or_default() }{ body }</div>
                    { overlay.unwrap_or_default() }
                </div>
                { super::sheet::side(&**game, true) }
            </div>
        </main>
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

//! The setup screen every game shares: player count, each seat's name and
//! whether a person or the computer plays it, the game's own options, Start.
//! A share link arrives here with its seats, options and seed filled in.

use super::lang::{t, th};
use super::session::{AnyOptions, Entry};
use super::storage;
use crate::ai::Level;
use crate::cls;
use crate::engine::codec::RawRecord;
use crate::engine::record::NAME_MAX;
use crate::engine::{SeatKind, SeatSetup};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Names for computer seats, so a table of them reads like a table.
const COMPUTER_NAMES: [&str; 9] = [
    "Zorp", "Quix", "Blip", "Nova", "Vex", "Mox", "Luma", "Tik", "Orb",
];

#[derive(Properties)]
pub struct SetupProps {
    pub entry: &'static dyn Entry,
    pub prefill: Option<Rc<RawRecord>>,
    pub on_start: Callback<(String, Rc<RawRecord>)>,
    pub on_home: Callback<()>,
}

impl PartialEq for SetupProps {
    fn eq(&self, other: &Self) -> bool {
        self.entry.info() == other.entry.info()
            && self.prefill == other.prefill
            && self.on_start == other.on_start
            && self.on_home == other.on_home
    }
}

#[derive(Clone)]
struct Form {
    players: usize,
    /// One entry per possible seat, so names survive changing the count.
    seats: Vec<SeatSetup>,
    options: AnyOptions,
    /// The seed of a shared setup; a new game gets a fresh one.
    seed: Option<u64>,
    error: Option<String>,
    /// Hints offered at the table (`coach`).
    hints: bool,
    /// Take-backs offered at the table (`takebacks`).
    takebacks: bool,
}

fn default_seat(i: usize, people: &[String]) -> SeatSetup {
    if i == 0 {
        SeatSetup::human(&person_name(i, people))
    } else {
        SeatSetup::computer(computer_name(i), Level::default())
    }
}

fn computer_name(i: usize) -> &'static str {
    COMPUTER_NAMES[i % COMPUTER_NAMES.len()]
}

/// localStorage key of the names people last played under, a line a seat.
const PEOPLE: &str = "mp.people";

/// The names people last gave each seat on this device.
fn remembered() -> Vec<String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(PEOPLE).ok().flatten())
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// A person's name for seat `i`: the one last used there, or "Player 2".
fn person_name(i: usize, people: &[String]) -> String {
    people
        .get(i)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| crate::tr!("Player {n}", n = (i + 1)))
}

/// Remembers the people's names of a game being started, seat by seat
/// (a computer's seat keeps what was there).
fn remember(seats: &[SeatSetup]) {
    let mut people = remembered();
    for (i, s) in seats.iter().enumerate() {
        if s.kind == SeatKind::Human {
            if people.len() <= i {
                people.resize(i + 1, String::new());
            }
            people[i] = s.name.replace(['\n', '\r'], " ");
        }
    }
    if let Some(store) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = store.set_item(PEOPLE, &people.join("\n"));
    }
}

fn initial(entry: &dyn Entry, prefill: Option<&RawRecord>) -> Form {
    let info = entry.info();
    let people = remembered();
    let mut form = Form {
        players: info.default_players,
        seats: (0..info.max_players)
            .map(|i| default_seat(i, &people))
            .collect(),
        options: entry.default_options(),
        seed: None,
        error: None,
        hints: true,
        takebacks: true,
    };
    if let Some(raw) = prefill {
        match entry.prefill(raw) {
            Some((seats, options, seed))
                if (info.min_players..=info.max_players).contains(&seats.len()) =>
            {
                form.players = seats.len();
                for (i, s) in seats.into_iter().enumerate() {
                    form.seats[i] = s;
                }
                form.options = options;
                form.seed = Some(seed);
                form.hints = !raw.coach.off;
                form.takebacks = !raw.takebacks.off;
            }
            _ => {
                form.error =
                    Some(t("The shared setup could not be read; defaults are shown.").into())
            }
        }
    }
    form
}

#[function_component(SetupScreen)]
pub fn setup_screen(props: &SetupProps) -> Html {
    let entry = props.entry;
    let info = entry.info();
    let form = use_state(|| initial(entry, props.prefill.as_deref()));

    let set = {
        let form = form.clone();
        move |f: &dyn Fn(&mut Form)| {
            let mut next = (*form).clone();
            f(&mut next);
            next.error = None;
            form.set(next);
        }
    };

    let on_players = {
        let set = set.clone();
        Callback::from(move |e: Event| {
            let v: usize = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(0);
            set(&|f| {
                if (info.min_players..=info.max_players).contains(&v) {
                    f.players = v;
                }
            });
        })
    };
    let on_options = {
        let set = set.clone();
        Callback::from(move |o: AnyOptions| set(&|f| f.options = o.clone()))
    };
    let on_hints = {
        let set = set.clone();
        Callback::from(move |on: bool| set(&|f| f.hints = on))
    };
    let on_takebacks = {
        let set = set.clone();
        Callback::from(move |on: bool| set(&|f| f.takebacks = on))
    };
    let validation = entry.validate(form.players, &*form.options);

    let on_start = {
        let form = form.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seats = form.seats[..form.players].to_vec();
            remember(&seats);
            let seed = form.seed.unwrap_or_else(super::random_seed);
            match entry.start(seats, &*form.options, seed) {
                Ok(mut raw) => {
                    raw.coach.off = !form.hints;
                    raw.takebacks.off = !form.takebacks;
                    let id = storage::new_id();
                    if let Err(msg) = storage::save(&id, &raw) {
                        gloo::console::warn!(msg);
                    }
                    on_start.emit((id, Rc::new(raw)));
                }
                Err(err) => {
                    let mut next = (*form).clone();
                    next.error = Some(sentence(&err));
                    form.set(next);
                }
            }
        })
    };

    let seat_rows = (0..form.players).map(|i| {
        let seat = form.seats[i].clone();
        let on_name = {
            let set = set.clone();
            Callback::from(move |e: InputEvent| {
                let v = e.target_unchecked_into::<HtmlInputElement>().value();
                set(&|f| f.seats[i].name = v.clone());
            })
        };
        // A seat changing hands changes its name: a person's last name
        // there (or "Player 2"), a computer's own.
        let on_kind = {
            let set = set.clone();
            Callback::from(move |_| {
                set(&|f| {
                    let seat = &mut f.seats[i];
                    seat.kind = seat.kind.other();
                    seat.name = match seat.kind {
                        SeatKind::Human => person_name(i, &remembered()),
                        SeatKind::Computer => computer_name(i).to_string(),
                    };
                })
            })
        };
        let on_level = {
            let set = set.clone();
            Callback::from(move |_| {
                set(&|f| f.seats[i].level = f.seats[i].level.next())
            })
        };
        let kind = seat.kind.as_str();
        let level = seat.level;
        let n = i + 1;
        let (name, title) = match level {
            Level::Casual => (t("Casual"), t("Casual: plays quickly and sensibly, and can be beaten")),
            Level::Strong => (t("Strong"), t("Strong: thinks ahead through what it cannot see; up to a second a move")),
            Level::Expert => (t("Expert"), t("Expert: thinks four times as long as Strong; up to a few seconds a move")),
        };
        html! {
            <li class="seat-row" data-seat={i.to_string()}>
                <label class="seat-no" for={format!("seat-name-{i}")}>{ crate::ui::text(crate::tr!("Seat {n}", n)) }</label>
                <input id={format!("seat-name-{i}")} type="text" value={seat.name.clone()}
                    maxlength={NAME_MAX.to_string()} autocomplete="off" oninput={on_name}
                    aria-label={crate::tr!("Name for seat {n}", n)} />
                <button type="button" class={cls!("kind", kind)} data-seat-kind={kind} onclick={on_kind}
                    aria-label={if seat.kind == SeatKind::Human { crate::tr!("Seat {n} is played by a person; change", n) } else { crate::tr!("Seat {n} is played by the computer; change", n) }}>
                    if seat.kind == SeatKind::Human {
                        { super::svg::person_icon() }{th("Person")}
                    } else {
                        { super::svg::computer_icon() }{th("Computer")}
                    }
                </button>
                if seat.kind == SeatKind::Computer {
                    <button type="button" class={cls!("level", level.id())} data-seat-level={level.id()} onclick={on_level}
                        {title}
                        aria-label={crate::tr!("Seat {n} computer level: {level}; change", n, level = name)}>
                        { name }
                    </button>
                }
            </li>
        }
    });

    let back = props.on_home.reform(|_| ());
    // Rules open in place, so what was typed into the form stays.
    let show_rules = use_state(|| false);
    let on_rules = {
        let show_rules = show_rules.clone();
        Callback::from(move |_| show_rules.set(!*show_rules))
    };
    html! {
        <main class="setup" data-game={info.id}>
            <header class="topbar">
                <button type="button" class="secondary" data-action="home" onclick={back}>{th("\u{2190} Home")}</button>
                <h1>{ info.name }</h1>
                <button type="button" class="secondary" data-action="rules" onclick={on_rules}
                    aria-expanded={show_rules.to_string()}>{th("Rules")}</button>
            </header>
            if *show_rules {
                <section class="rules-overlay" aria-label={t("Rules")}><super::rules::RulesText game={info.id} /></section>
            }
            <form class="setup-form" onsubmit={on_start}>
                if form.seed.is_some() {
                    <p class="notice soft" role="status">{th("Shared game: you will get the same draws as whoever sent the link, as long as you make the same choices.")}</p>
                }
                <fieldset>
                    <legend>{th("Players")}</legend>
                    <label class="field">
                        <span>{th("Number of players")}</span>
                        <select data-option="players" onchange={on_players}>
                            { for (info.min_players..=info.max_players).map(|n| html! {
                                <option value={n.to_string()} selected={n == form.players}>{ n }</option>
                            }) }
                        </select>
                    </label>
                    <ol class="seat-list">{ for seat_rows }</ol>
                </fieldset>
                <fieldset>
                    <legend>{th("Options")}</legend>
                    { entry.options_form(form.players, &*form.options, on_options) }
                    { super::coach::setup_option(form.hints, on_hints) }
                    { super::options::checkbox("takebacks", crate::en!("Take-backs: a person may take back their last move, with the computers' replies, until another person plays (off for a game played for keeps)"),
                        form.takebacks, on_takebacks) }
                    // This device's, for every game: not part of the match.
                    { super::options::checkbox("one-tap", crate::en!("One tap plays a move, with a finger too (no second tap to confirm)"),
                        super::touch::one_tap(), Callback::from(super::touch::set_one_tap)) }
                    { super::options::checkbox("motion", crate::en!("Pieces move: a card travels to the trick, a finished trick is held and then gathered (off: nothing moves)"),
                        !super::storage::still(), Callback::from(|on: bool| super::storage::set_still(!on))) }
                    { super::options::checkbox("tips", crate::en!("Tips: the first time each kind of move comes up, a line says what to do (turned on again, every tip shows once more)"),
                        super::tips::on(), Callback::from(super::tips::set_on)) }
                </fieldset>
                if let Some(e) = validation.as_deref().map(sentence).or_else(|| form.error.clone()) {
                    <p class="notice" role="alert">{ e }</p>
                }
                <button type="submit" class="primary big" data-action="start" disabled={validation.is_some()}>{th("Start game")}</button>
            </form>
        </main>
    }
}

/// A setup error, written to end a sentence the app begins ("That game
/// link can't be opened: its setup is not valid: …"), as a sentence of its
/// own: a capital first letter and a full stop. The errors start with an
/// ASCII letter; an ASCII capital keeps Unicode's case tables out of the
/// download.
fn sentence(fragment: &str) -> String {
    let mut s = fragment.to_string();
    if let Some(first) = s.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    s.push('.');
    s
}

//! The setup screen every game shares: player count, each seat's name and
//! whether a person or the computer plays it, the game's own options, Start.
//! A share link arrives here with its seats, options and seed filled in.

use super::{storage, GameUi};
use crate::ai::Level;
use crate::engine::codec::{self, RawRecord};
use crate::engine::record::NAME_MAX;
use crate::engine::{Game, Match, SeatKind, SeatSetup};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Names for computer seats, so a table of them reads like a table.
const COMPUTER_NAMES: [&str; 9] = [
    "Zorp", "Quix", "Blip", "Nova", "Vex", "Mox", "Luma", "Tik", "Orb",
];

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub prefill: Option<Rc<RawRecord>>,
    pub on_start: Callback<(String, Rc<RawRecord>)>,
    pub on_home: Callback<()>,
}

#[derive(Clone, PartialEq)]
struct Form<O> {
    players: usize,
    /// One entry per possible seat, so names survive changing the count.
    seats: Vec<SeatSetup>,
    options: O,
    /// The seed of a shared setup; a new game gets a fresh one.
    seed: Option<u64>,
    error: Option<String>,
}

fn default_seat(i: usize) -> SeatSetup {
    if i == 0 {
        SeatSetup::human("Player 1")
    } else {
        SeatSetup::computer(COMPUTER_NAMES[i % COMPUTER_NAMES.len()], Level::default())
    }
}

fn initial<G: Game>(prefill: Option<&RawRecord>) -> Form<G::Options> {
    let info = G::INFO;
    let mut form = Form {
        players: info.default_players,
        seats: (0..info.max_players).map(default_seat).collect(),
        options: G::Options::default(),
        seed: None,
        error: None,
    };
    if let Some(raw) = prefill {
        match codec::from_raw::<G::Options, G::Move>(raw.clone()) {
            Ok(rec) if (info.min_players..=info.max_players).contains(&rec.seats.len()) => {
                form.players = rec.seats.len();
                for (i, s) in rec.seats.into_iter().enumerate() {
                    form.seats[i] = s;
                }
                form.options = rec.options;
                form.seed = Some(rec.seed);
            }
            _ => {
                form.error = Some("The shared setup could not be read; defaults are shown.".into())
            }
        }
    }
    form
}

#[function_component(SetupScreen)]
pub fn setup_screen<G: GameUi>(props: &SetupProps) -> Html {
    let info = G::INFO;
    let form = use_state(|| initial::<G>(props.prefill.as_deref()));

    let set = {
        let form = form.clone();
        move |f: &dyn Fn(&mut Form<G::Options>)| {
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
        Callback::from(move |o: G::Options| set(&|f| f.options = o.clone()))
    };
    let validation = G::validate(form.players, &form.options).err();

    let on_start = {
        let form = form.clone();
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seats = form.seats[..form.players].to_vec();
            let seed = form.seed.unwrap_or_else(super::random_seed);
            match Match::<G>::new(seats, form.options.clone(), seed) {
                Ok(m) => {
                    let raw = codec::to_raw(&m.record);
                    let id = storage::new_id();
                    if let Err(msg) = storage::save(&id, &raw) {
                        gloo::console::warn!(msg);
                    }
                    on_start.emit((id, Rc::new(raw)));
                }
                Err(err) => {
                    let mut next = (*form).clone();
                    next.error = Some(err.to_string());
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
        let on_kind = {
            let set = set.clone();
            Callback::from(move |_| {
                set(&|f| f.seats[i].kind = f.seats[i].kind.other())
            })
        };
        let on_level = {
            let set = set.clone();
            Callback::from(move |_| {
                set(&|f| f.seats[i].level = f.seats[i].level.other())
            })
        };
        let kind = seat.kind.as_str();
        let level = seat.level;
        html! {
            <li class="seat-row" data-seat={i.to_string()}>
                <label class="seat-no" for={format!("seat-name-{i}")}>{ format!("Seat {}", i + 1) }</label>
                <input id={format!("seat-name-{i}")} type="text" value={seat.name.clone()}
                    maxlength={NAME_MAX.to_string()} autocomplete="off" oninput={on_name}
                    aria-label={format!("Name for seat {}", i + 1)} />
                <button type="button" class={classes!("kind", kind)} data-seat-kind={kind} onclick={on_kind}
                    aria-label={format!("Seat {} is played by {}; change", i + 1, if seat.kind == SeatKind::Human { "a person" } else { "the computer" })}>
                    if seat.kind == SeatKind::Human {
                        { super::svg::person_icon() }{"Person"}
                    } else {
                        { super::svg::computer_icon() }{"Computer"}
                    }
                </button>
                if seat.kind == SeatKind::Computer {
                    <button type="button" class={classes!("level", level.id())} data-seat-level={level.id()} onclick={on_level}
                        title={match level {
                            Level::Casual => "Casual: plays quickly and sensibly, and can be beaten",
                            Level::Strong => "Strong: thinks ahead through what it cannot see; up to a second a move",
                        }}
                        aria-label={format!("Seat {} computer level: {}; change", i + 1, level.name())}>
                        { level.name() }
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
                <button type="button" class="secondary" data-action="home" onclick={back}>{"\u{2190} Home"}</button>
                <h1>{ info.name }</h1>
                <button type="button" class="secondary" data-action="rules" onclick={on_rules}
                    aria-expanded={show_rules.to_string()}>{"Rules"}</button>
            </header>
            if *show_rules {
                <section class="rules-overlay" aria-label="Rules">{ super::rules::render(info.rules) }</section>
            }
            <form class="setup-form" onsubmit={on_start}>
                if form.seed.is_some() {
                    <p class="notice soft" role="status">{"Shared game: you will get the same draws as whoever sent the link, as long as you make the same choices."}</p>
                }
                <fieldset>
                    <legend>{"Players"}</legend>
                    <label class="field">
                        <span>{"Number of players"}</span>
                        <select data-option="players" onchange={on_players}>
                            { for (info.min_players..=info.max_players).map(|n| html! {
                                <option value={n.to_string()} selected={n == form.players}>{ n }</option>
                            }) }
                        </select>
                    </label>
                    <ol class="seat-list">{ for seat_rows }</ol>
                </fieldset>
                <fieldset>
                    <legend>{"Options"}</legend>
                    { G::options_form(form.players, &form.options, on_options) }
                </fieldset>
                if let Some(e) = validation.as_ref().map(ToString::to_string).or_else(|| form.error.clone()) {
                    <p class="notice" role="alert">{ e }</p>
                }
                <button type="submit" class="primary big" data-action="start" disabled={validation.is_some()}>{"Start game"}</button>
            </form>
        </main>
    }
}

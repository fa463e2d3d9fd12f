//! The home page: a tile for each game and the saved games.

use super::app::Screen;
use super::lang::{self, t, th, tn, Lang};
use super::storage::{self, SaveEntry};

use crate::engine::codec::RawRecord;
use crate::engine::picture::{self, Drawn};
use crate::engine::{GameInfo, SeatKind};
use crate::games;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub notice: Option<String>,
    /// A setup to start afresh, offered with the notice.
    pub offer: Option<Rc<RawRecord>>,
    pub on_show: Callback<Screen>,
    pub on_open: Callback<(String, Rc<RawRecord>)>,
}

/// Each tile's picture: the game's pieces in a row (`GameInfo::art`),
/// drawn as the rules pages' pictures are; `None` draws only its backdrop,
/// the same size.
fn tile_art(art: Option<&str>) -> Html {
    let drawn: Vec<Drawn> = art
        .into_iter()
        .flat_map(|a| a.split(' '))
        .filter_map(picture::token)
        .collect();
    html! { <div class="tile-art">{ super::rules::pieces(&drawn) }</div> }
}

fn players_text(info: &GameInfo) -> String {
    if info.min_players == info.max_players {
        tn(info.min_players as i64, "{n} player", "{n} players")
    } else {
        crate::tr!(
            "{min}\u{2013}{max} players",
            min = info.min_players,
            max = info.max_players
        )
    }
}

/// Opens the setup screen filled in with a record's seats, options and
/// seed: what a save or link that no longer opens can still offer.
fn start_fresh(on_show: &Callback<Screen>, setup: Rc<RawRecord>) -> Callback<MouseEvent> {
    let screen = Screen::Setup {
        game: setup.game.clone(),
        prefill: Some(setup),
    };
    on_show.reform(move |_| screen.clone())
}

fn game_name(id: &str) -> String {
    games::catalogue()
        .into_iter()
        .find(|i| i.id == id)
        .map_or_else(|| t("Unknown game").to_string(), |i| i.name.to_string())
}

/// How long ago a game was saved. Not a date by `toLocaleString`: a page's
/// first date format builds the browser's locale data, 80 ms of the tap on
/// Home at CPU 4x (more on a busy machine).
fn saved_when(ms: f64) -> String {
    if ms <= 0.0 {
        return String::new();
    }
    // Within the first minute, "1 minute ago".
    let mins = ((js_sys::Date::now() - ms) / 60_000.0).max(1.0) as i64;
    let text = match mins {
        ..=59 => tn(mins, "{n} minute ago", "{n} minutes ago"),
        60..=2879 => tn(mins / 60, "{n} hour ago", "{n} hours ago"),
        _ => tn(mins / 1440, "{n} day ago", "{n} days ago"),
    };
    crate::tr!("saved {when}", when = text)
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let saves = use_state(storage::list);
    let lang = use_state(lang::in_effect);
    // The pictures come just after the first paint. Laying out their SVG
    // text is most of the first layout's cost (which, throttled 4x, took
    // longer than everything else on the page together), and the page is
    // usable without them; the backdrops keep their place meanwhile.
    let art = use_state(|| false);
    {
        let art = art.clone();
        use_effect_with((), move |_| {
            let frame = super::after_paint(move || art.set(true));
            move || drop(frame)
        });
    }

    let tiles = games::catalogue().into_iter().map(|info| {
        let on_click = {
            let on_show = props.on_show.clone();
            let id = info.id.to_string();
            Callback::from(move |_| {
                on_show.emit(Screen::Setup {
                    game: id.clone(),
                    prefill: None,
                })
            })
        };
        let on_rules = {
            let on_show = props.on_show.clone();
            let id = info.id.to_string();
            Callback::from(move |_| on_show.emit(Screen::Rules { game: id.clone() }))
        };
        html! {
            <article class="tile">
                { tile_art(art.then_some(info.art)) }
                <h2>{ info.name }</h2>
                <p class="meta">
                    { players_text(&info) }
                    if !info.designer.is_empty() { { crate::tr!(" \u{b7} by {designer}", designer = info.designer) } }
                </p>
                <p class="pitch">{ t(info.pitch) }</p>
                <div class="tile-actions">
                    <button class="primary" data-game={info.id} onclick={on_click}>{ th("Play") }</button>
                    <button class="secondary" onclick={on_rules}>{ th("Rules") }</button>
                </div>
            </article>
        }
    });

    let save_rows = saves.iter().map(|entry: &SaveEntry| {
        let id = entry.id.clone();
        let on_delete = {
            let saves = saves.clone();
            let id = id.clone();
            Callback::from(move |_| {
                storage::delete(&id);
                saves.set(storage::list());
            })
        };
        let checked = entry
            .record
            .clone()
            .and_then(|raw| games::check_record(raw.clone()).map(|()| raw));
        match checked {
            Ok(raw) => {
                let names: Vec<String> = raw
                    .seats
                    .iter()
                    .map(|s| match s.kind {
                        SeatKind::Human => s.name.clone(),
                        SeatKind::Computer => crate::tr!("{name} (computer, {level})", name = s.name, level = t(s.level.id())),
                    })
                    .collect();
                let on_resume = {
                    let on_open = props.on_open.clone();
                    let raw = Rc::new(raw.clone());
                    let id = id.clone();
                    Callback::from(move |_| on_open.emit((id.clone(), raw.clone())))
                };
                html! {
                    <li class="save" data-save={id.clone()}>
                        <div>
                            <strong>{ game_name(&raw.game) }</strong>
                            <span class="save-meta">{ crate::ui::text(format!(" \u{b7} {} \u{b7} {}", tn(raw.moves.len() as i64, "{n} move", "{n} moves"), saved_when(entry.saved_ms))) }</span>
                            <div class="save-names">{ names.join(", ") }</div>
                        </div>
                        <div class="save-actions">
                            <button class="primary" data-action="resume" onclick={on_resume}>{ th("Resume") }</button>
                            <button class="secondary" data-action="delete" onclick={on_delete}>{ th("Delete") }</button>
                        </div>
                    </li>
                }
            }
            Err(why) => {
                // A save this version cannot replay (a rules fix since, a
                // damaged move) may still hold a setup to start again.
                let fresh = entry.record.as_ref().ok().and_then(|raw| {
                    super::registry::entry(&raw.game)?.prefill(raw)?;
                    let setup = RawRecord {
                        moves: Vec::new(),
                        ..raw.clone()
                    };
                    Some(start_fresh(&props.on_show, Rc::new(setup)))
                });
                html! {
                    <li class="save damaged" data-save={id.clone()}>
                        <div>
                            <strong>{ th("Damaged save") }</strong>
                            <div class="save-names">{ crate::tr!("This save can't be opened: {why}. It is kept here.", why) }</div>
                        </div>
                        <div class="save-actions">
                            if let Some(on_fresh) = fresh {
                                <button class="primary" data-action="fresh" onclick={on_fresh}>{ th("Start this setup fresh") }</button>
                            }
                            <button class="secondary" data-action="delete" onclick={on_delete}>{ th("Delete") }</button>
                        </div>
                    </li>
                }
            }
        }
    });

    html! {
        <main class="home">
            // index.html paints this same header while the code loads:
            // change the two together, or the page jumps as the app mounts.
            <header class="hero">
                <h1>{"Martian Parlour"}</h1>
                <p>{ th("Pyramid and card games for one device passed around the table. Play with friends, against the computer, or both.") }</p>
            </header>
            if let Some(n) = &props.notice {
                <p class="notice" role="alert" data-notice="">{ n }</p>
            }
            if let Some(raw) = &props.offer {
                <p class="offer">
                    <button class="primary" data-action="fresh" onclick={start_fresh(&props.on_show, raw.clone())}>
                        { crate::tr!("Start the same {game} setup fresh", game = game_name(&raw.game)) }
                    </button>
                </p>
            }
            if !saves.is_empty() {
                <section class="saves" aria-labelledby="saves-h">
                    <h2 id="saves-h">{ th("Saved games") }</h2>
                    <ul>{ for save_rows }</ul>
                </section>
            }
            // Keyed by the language: the tiles' cards and pieces are named in
            // it, and a new language must draw them afresh.
            <section class="tiles" key={lang.code()} aria-label={t("Games")}>{ for tiles }</section>
            <footer class="credits">
                <p>{ th("No sign-up, no server: games are kept in this browser only. Pyramid games for Looney Pyramids; each game's rules page credits its designer and licence.") }</p>
                { languages(&lang) }
            </footer>
        </main>
    }
}

/// The language control: each language by its own name; the choice is kept
/// on this device.
fn languages(lang: &UseStateHandle<Lang>) -> Html {
    let buttons = Lang::ALL.iter().map(|&l| {
        let pick = {
            let lang = lang.clone();
            Callback::from(move |_| {
                l.choose();
                let lang = lang.clone();
                lang::put_in_effect(l, move || lang.set(lang::in_effect()));
            })
        };
        html! {
            <button class="secondary" lang={l.code()} data-lang={l.code()}
                aria-pressed={(l == **lang).to_string()} onclick={pick}>{ l.name() }</button>
        }
    });
    html! {
        <div class="langs" role="group" aria-label={t("Language")}>
            { for buttons }
        </div>
    }
}

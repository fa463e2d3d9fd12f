//! The Martian Mah Jongg table: the dice, the pool by colour and size, the
//! twenty covers (the one lifted marked), each seat with its wind, its
//! pieces by size and its exposed piles, the discard on the table with the
//! answers to it, and the viewer's screen (Kong, Pung and Chow piles, bonus
//! stack, loose pieces) with the moves of the turn. What a cover hides is
//! drawn only while its looker decides. Scoring is in `ui_score.rs`.
//!
//! Not yet registered in `for_each_game!`: the call panel's shared-device
//! flow (a public panel, a hand-off to confirm a call) still needs the
//! play screen's support for public decisions.

use super::engine::{
    cover_holds, d8_colour, d8_of, CallKind, MahJongg, Move, Options, Phase, View, COVERS, D8,
};
use super::holding::Holding;
use super::ui_score::{hand_scoring, sheet};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Game;
use crate::ui::{seat, svg};
use crate::ui::{GameUi, TableCtx};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

impl GameUi for MahJongg {
    fn options_form(_players: usize, options: &Options, on_change: Callback<Options>) -> Html {
        let toggle = |set: fn(&mut Options, bool)| {
            let (o, cb) = (options.clone(), on_change.clone());
            Callback::from(move |e: Event| {
                let mut next = o.clone();
                set(
                    &mut next,
                    e.target_unchecked_into::<HtmlInputElement>().checked(),
                );
                cb.emit(next);
            })
        };
        let on_rounds = {
            let (o, cb) = (options.clone(), on_change.clone());
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                cb.emit(Options {
                    rounds: v.parse().unwrap_or(1),
                    ..o.clone()
                });
            })
        };
        html! {
            <div class="options">
                <label class="field check">
                    <input data-option="simple" type="checkbox" checked={options.simple} onchange={toggle(|o, v| o.simple = v)} />
                    <span>{"Simple scoring: base points only, no doubles"}</span>
                </label>
                <label class="field check">
                    <input data-option="golden-rooster" type="checkbox" checked={options.golden_rooster} onchange={toggle(|o, v| o.golden_rooster = v)} />
                    <span>{"Golden Rooster: 100 points for going out on a small yellow"}</span>
                </label>
                <label class="field">
                    <span>{"Rounds (each player East Wind at least once a round)"}</span>
                    <select data-option="rounds" onchange={on_rounds}>
                        { for (1..=4u8).map(|r| html! {
                            <option value={r.to_string()} selected={r == options.rounds}>{ r }</option>
                        }) }
                    </select>
                </label>
            </div>
        }
    }

    fn table(ctx: &TableCtx<Self>) -> Html {
        html! { <MahJonggTable ..ctx.clone() /> }
    }

    fn score_sheet(view: &View, names: &[String]) -> Html {
        sheet(&view.game, names)
    }

    fn private_part(view: &View) -> Html {
        match view.seat {
            Some(s) => screen_pieces(view.game.holding(s)),
            None => Html::default(),
        }
    }
}

pub fn piece_name(p: Pyramid) -> String {
    format!("{} {}", p.size.name(), p.colour.name())
}

fn icon(p: Pyramid) -> Html {
    svg::pyramid_icon(p.colour, p.size, 0.7)
}

/// A pile as a stack of its slots, empty ones outlined.
fn pile(title: &str, parts: &[(Option<Colour>, Size)], exposed: bool) -> Html {
    html! {
        <div class={classes!("mj-pile", exposed.then_some("exposed"))} aria-label={title.to_string()}>
            <span class="mj-pile-name">{ title }{ if exposed { " (exposed)" } else { "" } }</span>
            <span class="mj-pile-pieces">
                { for parts.iter().map(|(c, size)| match c {
                    Some(c) => icon(Pyramid::new(*c, *size)),
                    None => svg::pyramid_outline_icon(*size),
                }) }
            </span>
        </div>
    }
}

fn kong(h: &Holding) -> Html {
    pile(
        "Kong",
        &[
            (h.kong_large, Size::Large),
            (h.kong_medium, Size::Medium),
            (h.kong_small, Size::Small),
        ],
        h.kong_exposed,
    )
}

fn pung(h: &Holding) -> Html {
    pile(
        "Pung",
        &[(h.pung_medium, Size::Medium), (h.pung_small, Size::Small)],
        h.pung_exposed,
    )
}

/// Everything behind a screen, drawn small and without controls.
pub fn screen_pieces(h: &Holding) -> Html {
    html! {
        <div class="mj-screen">
            { kong(h) }
            { pung(h) }
            { pile("Chow", &[(h.chow, Size::Small)], false) }
            <div class="mj-pile"><span class="mj-pile-name">{"Bonus"}</span>
                { svg::pyramid_row(&h.bonus.iter().map(|c| Pyramid::new(*c, Size::Large)).collect::<Vec<_>>(), 0.6) }</div>
            <div class="mj-pile"><span class="mj-pile-name">{"Loose"}</span>{ svg::pyramid_row(&h.loose, 0.6) }</div>
        </div>
    }
}

#[function_component(MahJonggTable)]
fn mah_jongg_table(props: &TableCtx<MahJongg>) -> Html {
    let v = &props.view;
    let g = &v.game;
    let names = &props.names;
    let phase = g.phase_kind();
    let acting = props.acting;
    let on_move = &props.on_move;
    let offer = |mv: Move| -> Option<(String, Callback<MouseEvent>)> {
        (acting.is_some() && props.legal.contains(&mv))
            .then(|| (MahJongg::move_id(&mv), on_move.reform(move |_| mv.clone())))
    };
    let button = |mv: Move, label: String, class: &'static str| -> Html {
        match offer(mv) {
            Some((id, cb)) => {
                html! { <button class={classes!("move", class)} data-move={id} onclick={cb}>{ label }</button> }
            }
            None => Html::default(),
        }
    };
    let name = |s: usize| crate::engine::record::seat_name(names, s);

    // The dice of the turn (or the set-up's last d8).
    let dice = match (g.dice(), g.last_d8()) {
        (Some((d6, d8)), _) => html! {
            <svg class="mj-dice" viewBox="-24 -24 100 48" width="100" height="48" role="img"
                aria-label={format!("Dice: {d6} and {d8}")}>
                { svg::d6_g(d6) }
                <g transform="translate(52,0)">{ svg::d8_g(d8, d8_colour(d8)) }</g>
            </svg>
        },
        (None, Some(d8)) if matches!(phase, Phase::RollOff | Phase::Piles) => html! {
            <svg class="mj-dice" viewBox="-24 -24 48 48" width="48" height="48" role="img" aria-label={format!("d8: {d8}")}>
                { svg::d8_g(d8, d8_colour(d8)) }
            </svg>
        },
        _ => Html::default(),
    };

    // The pool: how many of each colour and size are left.
    let pool = html! {
        <table class="mj-pool" aria-label="The pool">
            <thead><tr><th scope="col">{"d8"}</th>{ for Size::ALL.iter().rev().map(|s| html! { <th scope="col">{ s.name() }</th> }) }</tr></thead>
            <tbody>
                { for D8.iter().map(|c| html! {
                    <tr data-colour={c.name()}>
                        <th scope="row">{ format!("{} {}", d8_of(*c), c.name()) }</th>
                        { for Size::ALL.iter().rev().map(|s| html! { <td>{ g.pool(Pyramid::new(*c, *s)) }</td> }) }
                    </tr>
                }) }
            </tbody>
        </table>
    };

    // The covers: a button each when the seat to act chooses one.
    let covers = html! {
        <div class="mj-covers">
            { for (0..2 * COVERS).map(|i| {
                let size = if cover_holds(i) == Size::Small { Size::Medium } else { Size::Large };
                let colour = if i % 2 == 0 { Colour::Black } else { Colour::White };
                let lifted = g.lifted() == Some(i);
                let label = format!("{} cover {}", size.name(), i % COVERS + 1);
                match offer(Move::Look(i as u8)) {
                    Some((id, cb)) => html! {
                        <button class="mj-cover" data-move={id} onclick={cb} aria-label={format!("Look under {label}")}>
                            { svg::pyramid_icon(colour, size, 0.55) }
                        </button>
                    },
                    None => html! {
                        <span class={classes!("mj-cover", lifted.then_some("lifted"))} title={label}>
                            { svg::pyramid_icon(colour, size, 0.55) }
                        </span>
                    },
                }
            }) }
        </div>
    };

    let seats = (0..g.players()).map(|s| {
        let h = g.holding(s);
        let [sm, md, lg] = v.counts[s];
        let computer = props.computers.get(s).copied().unwrap_or(false);
        let turn = matches!(props.view.game.phase_kind(), Phase::Roll | Phase::Cover | Phase::Peek | Phase::Large | Phase::Act) && g.turn() == s;
        html! {
            <article key={s} class={classes!("mj-seat", turn.then_some("to-act"))} data-seat-panel={s.to_string()}>
                { seat::header(&name(s), computer, html! { <>
                    if g.east() == s { { seat::badge("East Wind", "East Wind: starts the hand, pays and collects double", true) } }
                </> }) }
                <p class="muted">{ format!("{lg} large, {md} medium, {sm} small behind the screen") }</p>
                if h.kong_exposed { { kong(h) } }
                if h.pung_exposed { { pung(h) } }
            </article>
        }
    });

    // The discard on the table and the answers so far.
    let calls = g.calling().map(|c| {
        html! {
            <section class="mj-calls" aria-live="polite">
                <p>{ format!("{} discards a {}.", name(c.from), piece_name(c.piece)) }{ icon(c.piece) }</p>
                <ul>
                    { for c.answers.iter().map(|(s, a)| html! {
                        <li>{ match a { Some(k) => format!("{} calls {}!", name(*s), k.name()), None => format!("{}: no call", name(*s)) } }</li>
                    }) }
                </ul>
                if let Some(s) = acting {
                    <p>{ format!("{}, call this discard?", name(s)) }</p>
                    <div class="mj-call-buttons">
                        { for CallKind::ALL.iter().map(|k| button(Move::Call(*k), k.name().to_string(), "call")) }
                        { button(Move::Decline, "No call".into(), "") }
                    </div>
                }
            </section>
        }
    });

    // The viewer's screen, with the moves of the turn.
    let mine = props.viewer.map(|s| {
        let h = g.holding(s);
        let peek = (phase == Phase::Peek && g.turn() == s).then(|| g.peek()).flatten();
        let drawn = g.drawn().filter(|_| g.turn() == s);
        let discard_buttons: Vec<Html> = super::play::discardable(h)
            .into_iter()
            .map(|p| button(Move::Discard(p), format!("Discard {}", piece_name(p)), "discard"))
            .collect();
        html! {
            <section class="my-seat mj-mine" data-private={s.to_string()} aria-label={format!("{}'s screen", name(s))}>
                { screen_pieces(h) }
                if let Some(p) = drawn {
                    <p>{"Drawn: "}{ icon(p) }{ piece_name(p) }</p>
                }
                if let Some(p) = peek {
                    <p class="mj-peek" data-peek="true">{"Under the cover: "}{ icon(p) }{ piece_name(p) }</p>
                }
                <div class="mj-moves">
                    { button(Move::Roll, "Roll the dice".into(), "primary") }
                    { button(Move::MahJongg, "Mah Jongg!".into(), "primary") }
                    { button(Move::Keep, "Keep the drawn piece".into(), "") }
                    { button(Move::Swap, "Take the hidden piece".into(), "") }
                    { for [Colour::White, Colour::Black].into_iter().flat_map(|o| [true, false].map(move |k| (o, k))).map(|(o, k)| {
                        let label = format!("Hide a small {} under it, keep the {} small", o.name(), if k { "drawn" } else { "hidden" });
                        button(Move::Hide { opaque: o, keep_drawn: k }, label, "")
                    }) }
                    { button(Move::LargeKong, "Put it on the Kong (the old large is discarded)".into(), "") }
                    { button(Move::LargeBonus, "Add it to the bonus stack".into(), "") }
                    { for h.bonus.iter().map(|c| button(Move::LargeExchange(*c), format!("Exchange it for the bonus {}", c.name()), "")) }
                    { button(Move::LargeDiscard, "Discard it".into(), "") }
                    { for discard_buttons }
                    { button(Move::Go, "Go (no discard)".into(), "") }
                </div>
            </section>
        }
    });

    let prompt = prompt(g, acting, names);
    let last = g
        .ended()
        .last()
        .filter(|_| {
            matches!(
                phase,
                Phase::Over | Phase::Covers | Phase::Piles | Phase::RollOff
            ) || g.turns_taken(g.east()) <= 1
        })
        .map(|e| hand_scoring(e, names));

    html! {
        <div class="mah-jongg">
            <section class="mj-status">
                <span>{ format!("Hand {}", g.hand_number().min(g.ended().len() + 1)) }</span>
                <span>{ format!("East Wind: {}", name(g.east())) }</span>
                if g.lost_run() > 0 { <span class="mj-lost">{ format!("Lost turns in a row: {} of 4", g.lost_run()) }</span> }
                { dice }
            </section>
            { last.unwrap_or_default() }
            <section class="mj-seats">{ for seats }</section>
            { calls.unwrap_or_default() }
            <section class="mj-middle">{ covers }{ pool }</section>
            if !prompt.is_empty() {
                <p class={classes!("prompt", acting.is_some().then_some("yours"))}>{ prompt }</p>
            }
            { mine.unwrap_or_default() }
        </div>
    }
}

fn prompt(g: &MahJongg, acting: Option<usize>, names: &[String]) -> String {
    let name = |s: usize| crate::engine::record::seat_name(names, s);
    let who = name(g.turn());
    match (g.phase_kind(), acting) {
        (Phase::Roll, Some(_)) => format!("{who}, roll the dice."),
        (Phase::Cover, Some(_)) => format!(
            "{who}, choose a {} cover to look under.",
            if g.drawn().is_some_and(|d| d.size == Size::Medium) {
                "large"
            } else {
                "medium"
            }
        ),
        (Phase::Peek, Some(_)) => format!("{who}, keep the drawn piece or take the hidden one."),
        (Phase::Large, Some(_)) => format!("{who}, where does the large go?"),
        (Phase::Act, Some(_)) => format!("{who}, discard a piece or go."),
        (Phase::Over, _) => String::new(),
        (Phase::RollOff, _) => "Rolling for East Wind.".into(),
        (Phase::Piles, _) => "Rolling for the piles.".into(),
        (Phase::Calls, None) => "The discard is offered to the table.".into(),
        _ => format!("{who} to play."),
    }
}

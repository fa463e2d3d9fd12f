//! The Martian Mah Jongg table: the dice, the pool by colour and size, the
//! twenty covers (the one lifted marked), each seat with its wind, its
//! pieces by size and its exposed piles, the discard on the table with the
//! answers to it, and the viewer's screen (Kong, Pung and Chow piles, bonus
//! stack, loose pieces) with the moves of the turn. What a cover hides is
//! drawn only while its looker decides. Scoring is in `ui_score.rs`.
//!
//! Calls on a discard are answered on the play screen's public panel
//! (`ui::ask`), from `GameUi::ask` here.

use super::engine::{
    cover_holds, d8_colour, d8_of, CallKind, MahJongg, Move, Options, Phase, View, COVERS, D8,
};
use super::holding::{Holding, Slot};
use super::ui_score::{hand_scoring, sheet};
use super::ui_screen::{pile as screen_pile, Screen};
use crate::cls;
use crate::en;
use crate::engine::lang::fill;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Game;
use crate::tr;
use crate::ui::lang::{t, th};
use crate::ui::options::{checkbox, select, setter};
use crate::ui::{seat, svg};
use crate::ui::{Ask, GameUi, TableCtx};
use yew::prelude::*;

impl GameUi for MahJongg {
    fn options_form(_players: usize, options: &Options, on_change: Callback<Options>) -> Html {
        let set = |f| setter(options, &on_change, f);
        html! {
            <div class="options">
                { checkbox("simple", crate::en!("Simple scoring: base points only, no doubles"), options.simple,
                    set(|o, v| o.simple = v)) }
                { checkbox("golden-rooster", crate::en!("Golden Rooster: 100 points for going out on a small yellow"),
                    options.golden_rooster, set(|o, v| o.golden_rooster = v)) }
                { select("rounds", crate::en!("Rounds (each player East Wind at least once a round)"),
                    (1..=4u8).map(|r| (r.to_string(), r.to_string())).collect(),
                    &options.rounds.to_string(),
                    setter(options, &on_change, |o, v: String| o.rounds = v.parse().unwrap_or(1))) }
            </div>
        }
    }

    fn table(ctx: &TableCtx<Self>) -> Html {
        mah_jongg_table(ctx)
    }

    fn score_sheet(view: &View, names: &[String]) -> Html {
        sheet(&view.game, names)
    }

    /// The calls on a discard, put to the whole table alike.
    fn ask(view: &View) -> Option<Ask<Move>> {
        let c = view.game.calling()?;
        Some(Ask {
            what: tr!("Call the {piece}?", piece = c.piece),
            seats: c.asked.clone(),
            answers: CallKind::ALL
                .iter()
                .map(|&k| (k.id(), k.name(), Move::Call(k)))
                .collect(),
            pass: Move::Decline,
        })
    }

    fn check_answer(view: &View, answer: &Move) -> Result<(), String> {
        let (Some(seat), Move::Call(kind)) = (view.seat, answer) else {
            return Ok(());
        };
        view.game.check_call(seat, *kind).map_err(|e| e.to_string())
    }

    /// A cover is named, not described: the log's line for a look would
    /// be read before the look is made.
    fn foresee(_view: &View, mv: &Move, _names: &[String]) -> Option<String> {
        let Move::Look(i) = mv else {
            return move_label(mv).map(|(text, _)| format!("{text}."));
        };
        let i = usize::from(*i);
        let sentence = if cover_holds(i) == Size::Small {
            en!("Look under medium cover {n}.")
        } else {
            en!("Look under large cover {n}.")
        };
        Some(fill(sentence, &[&(i % COVERS + 1)]))
    }

    fn private_part(view: &View) -> Html {
        match view.seat {
            Some(s) => screen_pieces(view.game.holding(s)),
            None => Html::default(),
        }
    }
}

fn icon(p: Pyramid) -> Html {
    svg::pyramid_icon(p.colour, p.size, 0.7)
}

/// A pile as a stack of its slots, empty ones outlined.
fn pile(title: &'static str, parts: &[(Option<Colour>, Size)], exposed: bool) -> Html {
    let pieces = html! {
        <span class="mj-pile-pieces">
            { for parts.iter().map(|(c, size)| match c {
                Some(c) => icon(Pyramid::new(*c, *size)),
                None => svg::pyramid_hole_icon(*size, 0.7),
            }) }
        </span>
    };
    screen_pile(title, exposed, vec![pieces])
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
            <div class="mj-pile"><span class="mj-pile-name">{ th("Bonus") }</span>
                { svg::pyramid_row(&h.bonus.iter().map(|c| Pyramid::new(*c, Size::Large)).collect::<Vec<_>>(), 0.6) }</div>
            <div class="mj-pile"><span class="mj-pile-name">{ th("Loose") }</span>{ svg::pyramid_row(&h.loose, 0.6) }</div>
        </div>
    }
}

/// A plain function, not a component: the play screen redraws the table
/// only when its view changes anyway, and a component's machinery would
/// cost the download some kilobytes for nothing.
fn mah_jongg_table(props: &TableCtx<MahJongg>) -> Html {
    let v = &props.view;
    let g = &v.game;
    let names = &props.names;
    let phase = g.phase_kind();
    let acting = props.acting;
    let on_move = &props.on_move;
    let offer = |mv: Move| -> Option<(String, Callback<MouseEvent>)> {
        (acting.is_some() && props.legal.contains(&mv))
            .then(|| (MahJongg::move_id(&mv), crate::ui::tap(on_move, mv.clone())))
    };
    let name = |s: usize| crate::engine::record::seat_name(names, s);

    // The dice of the turn (or the set-up's last d8).
    let dice = match (g.dice(), g.last_d8()) {
        (Some((d6, d8)), _) => html! {
            <svg class="mj-dice" viewBox="-24 -24 100 48" width="100" height="48" role="img"
                aria-label={tr!("Dice: {d6} and {d8}", d6, d8)}>
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
        <table class="mj-pool" aria-label={t("The pool")}>
            <thead><tr><th scope="col">{"d8"}</th>{ for Size::ALL.iter().rev().map(|s| html! { <th scope="col">{ s.word() }</th> }) }</tr></thead>
            <tbody>
                { for D8.iter().map(|c| html! {
                    <tr data-colour={c.name()}>
                        <th scope="row">{ crate::ui::text(format!("{} {}", d8_of(*c), c.word())) }</th>
                        { for Size::ALL.iter().rev().map(|s| html! { <td>{ g.pool(Pyramid::new(*c, *s)) }</td> }) }
                    </tr>
                }) }
            </tbody>
        </table>
    };

    // The covers, medium and large apart: a button each when the seat to
    // act chooses one, the lifted one raised.
    let cover = |i: usize| {
        let size = if cover_holds(i) == Size::Small {
            Size::Medium
        } else {
            Size::Large
        };
        let colour = if i.is_multiple_of(2) {
            Colour::Black
        } else {
            Colour::White
        };
        let lifted = g.lifted() == Some(i);
        let sentence = if size == Size::Medium {
            en!("medium cover {n}")
        } else {
            en!("large cover {n}")
        };
        let label = fill(sentence, &[&(i % COVERS + 1)]);
        // Always a button, disabled when it is not a move: a cover that
        // turned from a button into a span and back made the browser build
        // all twenty again on every look (the slowest click of the game).
        let (id, cb) = offer(Move::Look(i as u8)).unzip();
        let aria = match id {
            Some(_) => tr!("Look under {label}", label),
            None => label,
        };
        html! {
            <button class={cls!("mj-cover", lifted.then_some("lifted"))} data-move={id}
                disabled={cb.is_none()} onclick={cb} aria-label={aria}>
                { svg::pyramid_icon(colour, size, 0.55) }
            </button>
        }
    };
    let covers = html! {
        <div class="mj-covers">
            <h2>{ th("Medium covers") }<span class="muted">{ th(" \u{2014} a small under each") }</span></h2>
            <div class="mj-cover-row">{ for (0..COVERS).map(cover) }</div>
            <h2>{ th("Large covers") }<span class="muted">{ th(" \u{2014} a medium under each") }</span></h2>
            <div class="mj-cover-row">{ for (COVERS..2 * COVERS).map(cover) }</div>
        </div>
    };

    let seats = (0..g.players()).map(|s| {
        let h = g.holding(s);
        let [sm, md, lg] = v.counts[s];
        let computer = props.computers.get(s).copied().unwrap_or(false);
        let turn = matches!(props.view.game.phase_kind(), Phase::Roll | Phase::Cover | Phase::Peek | Phase::Large | Phase::Act) && g.turn() == s;
        html! {
            <article key={s} class={cls!("mj-seat", turn.then_some("to-act"))} data-seat-panel={s.to_string()}>
                { seat::header(&name(s), computer, html! { <>
                    if g.east() == s { { seat::badge(crate::en!("East Wind"), crate::en!("East Wind: starts the hand, pays and collects double"), true) } }
                </> }) }
                <p class="muted">{ crate::ui::text(tr!("{lg} large, {md} medium, {sm} small", lg, md, sm)) }<span class="sr">{ th(" behind the screen") }</span></p>
                if h.kong_exposed { { kong(h) } }
                if h.pung_exposed { { pung(h) } }
            </article>
        }
    });

    // The discard on the table and the answers so far.
    let calls = g.calling().map(|c| {
        html! {
            <section class="mj-calls" aria-live="polite">
                <p>{ crate::ui::text(tr!("{name} discards a {piece}.", name = name(c.from), piece = c.piece)) }{ icon(c.piece) }</p>
                <ul>
                    { for c.answers.iter().map(|(s, a)| html! {
                        <li>{ crate::ui::text(match a { Some(k) => tr!("{name} calls {call}!", name = name(*s), call = k.name()), None => tr!("{name}: no call", name = name(*s)) }) }</li>
                    }) }
                </ul>
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
        .map(|e| {
            let line = e
                .deltas
                .iter()
                .enumerate()
                .map(|(s, d)| format!("{} {d:+}", name(s)))
                .collect::<Vec<_>>()
                .join(", ");
            html! {
                <details class="hand-scoring-box">
                    <summary>{ crate::ui::text(if e.score.is_some() { tr!("Last hand: {line}", line) } else { t("Last hand: a dead hand").to_string() }) }</summary>
                    { hand_scoring(e, names) }
                </details>
            }
        });

    html! {
        <div class="mah-jongg game-table">
          <div class="tl-public">
            <section class="mj-status">
                <span>{ crate::ui::text(tr!("Hand {n}", n = g.hand_number().min(g.ended().len() + 1))) }</span>
                <span>{ crate::ui::text(tr!("East Wind: {name}", name = name(g.east()))) }</span>
                if g.lost_run() > 0 { <span class="mj-lost">{ crate::ui::text(tr!("Lost turns in a row: {n} of 4", n = g.lost_run())) }</span> }
                { dice }
            </section>
            <details class="mj-reference">
                <summary>{ th("Scoring table") }</summary>
                <crate::ui::rules::RulesText game={MahJongg::INFO.id} section={Some(AttrValue::Static(t("Scoring")))} />
            </details>
            { last.unwrap_or_default() }
            <section class="mj-seats">{ for seats }</section>
            { calls.unwrap_or_default() }
            <section class="mj-middle">{ covers }{ pool }</section>
          </div>
          <div class="tl-mine">
            if let Some(s) = props.viewer {
                <Screen seat={s} name={name(s)} holding={g.holding(s).clone()}
                    legal={if acting.is_some() { props.legal.clone() } else { Vec::new() }} phase={phase}
                    drawn={g.drawn().filter(|_| g.turn() == s)}
                    peek={(phase == Phase::Peek && g.turn() == s).then(|| g.peek()).flatten()}
                    prompt={prompt.clone()} pending={props.pending.clone()} on_move={on_move.clone()} />
            } else {
                { crate::ui::prompt(None, false, &prompt) }
            }
          </div>
        </div>
    }
}

fn prompt(g: &MahJongg, acting: Option<usize>, names: &[String]) -> String {
    let sentence = match (g.phase_kind(), acting) {
        (Phase::Roll, Some(_)) => en!("{who}, roll the dice."),
        (Phase::Cover, Some(_)) if g.drawn().is_some_and(|d| d.size == Size::Medium) => {
            en!("{who}, choose a large cover to look under.")
        }
        (Phase::Cover, Some(_)) => en!("{who}, choose a medium cover to look under."),
        (Phase::Peek, Some(_)) => en!("{who}, keep the drawn piece or take the hidden one."),
        (Phase::Large, Some(_)) => en!("{who}, where does the large go?"),
        (Phase::Act, Some(_)) => en!("{who}, discard a piece or go."),
        (Phase::Over, _) => return String::new(),
        (Phase::RollOff, _) => return t("Rolling for East Wind.").into(),
        (Phase::Piles, _) => return t("Rolling for the piles.").into(),
        (Phase::Calls, None) => return t("The discard is offered to the table.").into(),
        _ => en!("{who} to play."),
    };
    let who = crate::engine::record::seat_name(names, g.turn());
    crate::engine::lang::fill(sentence, &[&who])
}

/// A move's button label and class, in words; `None` for moves made
/// elsewhere (a cover is chosen on the table, calls on the call panel).
fn move_label(mv: &Move) -> Option<(String, &'static str)> {
    let slot = |s: Slot| match s.pile() {
        Some(p) => p.name(),
        None => t("loose pieces"),
    };
    let text = match mv {
        Move::Roll => return Some((t("Roll the dice").into(), "primary")),
        Move::MahJongg => return Some((t("Mah Jongg!").into(), "primary")),
        Move::Keep => t("Keep the drawn piece").into(),
        Move::Swap => t("Take the hidden piece").into(),
        Move::Hide { opaque, keep_drawn } => {
            let hide = Pyramid::new(*opaque, Size::Small);
            if *keep_drawn {
                tr!("Hide a {hide} under it, keep the drawn small", hide)
            } else {
                tr!("Hide a {hide} under it, keep the hidden small", hide)
            }
        }
        Move::LargeKong => t("Put it on the Kong (the old large is discarded)").into(),
        Move::LargeBonus => t("Add it to the bonus stack").into(),
        Move::LargeExchange(c) => tr!(
            "Exchange it for the bonus {p}",
            p = Pyramid::new(*c, Size::Large)
        ),
        Move::LargeDiscard => t("Discard it").into(),
        Move::Discard(p) => tr!("Discard {p}", p),
        Move::Go => t("Go (no discard)").into(),
        Move::Place { piece, from, to } => {
            format!("{piece}: {} \u{2192} {}", slot(*from), slot(*to))
        }
        _ => return None,
    };
    Some((text, ""))
}

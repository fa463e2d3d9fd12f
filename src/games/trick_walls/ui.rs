//! The Trick Walls table: the ring of cities (the viewer's at the foot, the
//! others clockwise round it), each with its team colour and its wall drawn
//! card by card, face up or killed; the trick in the middle with the card to
//! beat marked; the viewer's hand as a fan that says of each card whether it
//! would go up or be killed. After each round its scoring is laid out item
//! by item (`ui_score.rs`).

use super::engine::{Laid, Move, Options, Phase, Side, TrickWalls, View};
use super::ui_score::{round_scoring, sheet};
use super::words::{city_name, side_name};
use crate::cls;
use crate::engine::pieces::Card;
use crate::engine::Game;
use crate::tr;
use crate::ui::cards::{self, hidden_hand, played_card, FanCard};
use crate::ui::lang::{t, th, tn};
use crate::ui::options::{checkbox, setter};
use crate::ui::{seat, svg};
use crate::ui::{GameUi, TableCtx};
use yew::prelude::*;

impl GameUi for TrickWalls {
    fn tricks_taken(game: &Self) -> usize {
        game.tricks().len()
    }
    fn options_form(players: usize, options: &Options, on_change: Callback<Options>) -> Html {
        let toggle = |set: fn(&mut Options, bool)| setter(options, &on_change, set);
        let check = |id, on, label, cb| checkbox(id, label, on, cb);
        let table = match players {
            2 => crate::en!("2 players: four cities, each player with a dummy city as teammate."),
            3 => crate::en!("3 players: four cities; the third player's teammate is a dummy city."),
            5 => crate::en!("5 players: the Hexagon, six cities, with a dummy in the middle of the two-player team; 8 cards each, 6 rounds."),
            6 => crate::en!("6 players: the Hexagon, six cities in two teams of three; 8 cards each, 6 rounds."),
            _ => crate::en!("4 players: two teams of two, 9 cards each, 4 rounds."),
        };
        html! {
            <div class="options">
                <p class="hint">{ t(table) }{" "}{ th("The first half of the seats form one team, the rest the other; the team colours are drawn at the start.") }</p>
                if players <= 4 || options.long_run {
                    { check("long-run", options.long_run, crate::en!("Long Run: 13 cards each, and one card passed to the player opposite before each round"),
                        toggle(|o, v| o.long_run = v)) }
                }
                { check("pure-bonuses", options.pure_bonuses, crate::en!("Pure Bonuses: +3 for a pure city, -3 for a pure massacre"), toggle(|o, v| o.pure_bonuses = v)) }
                { check("kill-balance", options.kill_balance, crate::en!("Kill Balance: killed cards score for the other colour"), toggle(|o, v| o.kill_balance = v)) }
                { check("city-keepers", options.city_keepers, crate::en!("City Keepers: each player scores their own city alone"), toggle(|o, v| o.city_keepers = v)) }
            </div>
        }
    }

    fn table(ctx: &TableCtx<Self>) -> Html {
        walls_table(ctx)
    }

    fn score_sheet(view: &View, names: &[String]) -> Html {
        sheet(&view.table, names)
    }

    fn private_part(view: &View) -> Html {
        cards::open_cards(&view.hand)
    }

    /// Where a card goes: face up on the wall, or killed.
    fn foresee(view: &View, mv: &Move, _names: &[String]) -> Option<String> {
        let g = &view.table;
        let dummy = g.is_dummy(g.turn());
        Some(match mv {
            Move::Play(c) => match (dummy, g.would_go_up(*c)) {
                (false, true) => tr!("Play {c}: it goes face up on the wall.", c),
                (false, false) => tr!("Play {c}: it is killed, face down on the wall.", c),
                (true, true) => tr!("Play the dummy's {c}: it goes face up on the wall.", c),
                (true, false) => {
                    tr!(
                        "Play the dummy's {c}: it is killed, face down on the wall.",
                        c
                    )
                }
            },
            Move::Pile => t("Play the top card of the dummy's pile, unseen.").into(),
            Move::Swap(c) => tr!("Pass {c} to the player opposite.", c),
            Move::Deal(_) => return None,
        })
    }

    /// The winning team by colour and players, or a draw.
    fn outcome_title(view: &View, names: &[String]) -> Option<String> {
        let g = &view.table;
        let out = g.outcome()?;
        let w = out.winners();
        if w.len() == names.len() {
            return Some(t("A draw!").into());
        }
        let who: Vec<String> = w.iter().map(|&s| names[s].clone()).collect();
        if g.keepers_score() {
            return None;
        }
        let side = g.side(g.team_of_seat(w[0]));
        Some(tr!(
            "{side} wins: {names}!",
            side = side_name(side),
            names = crate::engine::words::list(&who)
        ))
    }
}

/// The class of a team colour.
pub fn side_class(side: Side) -> &'static str {
    match side {
        Side::Black => "side-black",
        Side::Red => "side-red",
    }
}

/// A card of a wall, small: face up, or killed (drawn turned over, its
/// face shown faintly: everyone saw it played).
fn wall_card(l: Laid) -> Html {
    if l.up {
        return html! { <span key={l.card.code()} class="wc up">{ svg::card_icon(Some(l.card), 30.0) }</span> };
    }
    html! {
        <span key={l.card.code()} class={cls!("wc", "killed", l.card.suit.is_red().then_some("red"))}
            title={tr!("{card} killed", card = l.card)}>{ l.card.to_string() }</span>
    }
}

/// Where each city sits on screen: the viewer's at the foot, the rest
/// clockwise from its left (grid areas named in the stylesheet).
fn spot(cities: usize, from_viewer: usize) -> &'static str {
    const FOUR: [&str; 4] = ["s", "w", "n", "e"];
    const SIX: [&str; 6] = ["s", "sw", "nw", "n", "ne", "se"];
    if cities == 6 {
        SIX[from_viewer % 6]
    } else {
        FOUR[from_viewer % 4]
    }
}

#[derive(Properties, PartialEq)]
struct WallProps {
    wall: Vec<Laid>,
    label: String,
}

/// A wall: its cards in the order played, and on a tap (or Enter) the list
/// of every card in it, face up or killed.
#[function_component(Wall)]
fn wall(props: &WallProps) -> Html {
    let open = use_state(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    let up = props.wall.iter().filter(|l| l.up).count();
    html! {
        <div class="wall-box">
            // Named by its text, the cards' included, so the name a voice
            // control hears is what the screen shows (axe: label-content-name-mismatch).
            <button class="wall" aria-expanded={open.to_string()} data-wall={props.label.clone()}
                onclick={toggle}>
                <span class="sr">{ crate::ui::text(tr!("{name}'s wall: {cards}, {up} face up, {killed} killed; show the list. ", name = props.label, cards = tn(props.wall.len() as i64, "{n} card", "{n} cards"), up, killed = props.wall.len() - up)) }</span>
                if props.wall.is_empty() { <span class="muted">{ th("no cards yet") }</span> }
                // A list of its own, all keyed: flat among the spans above,
                // Yew would pair old and new children from the end, and a
                // card laid would redraw every card of the wall.
                <>{ for props.wall.iter().map(|l| wall_card(*l)) }</>
            </button>
            if *open {
                <ol class="wall-list" data-wall-list={props.label.clone()}>
                    { for props.wall.iter().map(|l| html! {
                        <li class={if l.up { "up" } else { "killed" }}>
                            { crate::ui::text(if l.up { tr!("{card} face up", card = l.card) } else { tr!("{card} killed", card = l.card) }) }
                        </li>
                    }) }
                </ol>
            }
        </div>
    }
}

/// A plain function, not a component: the play screen redraws the table
/// only when its view changes anyway, and a component's machinery would
/// cost the download some kilobytes for nothing.
fn walls_table(props: &TableCtx<TrickWalls>) -> Html {
    let v = &props.view;
    let g = &v.table;
    let n = g.cities();
    let names = &props.names;
    let phase = g.phase_kind();
    let playing = phase == Phase::Play;
    let acting = props.acting;
    // The city at the foot of the table (whose hand is not drawn face down).
    let my_city = props.around.map(|s| g.city_of(s));
    let on_move = &props.on_move;
    // A move button for the acting seat, if the move is legal.
    let offer = |mv: Move| -> Option<(String, Callback<MouseEvent>)> {
        (acting.is_some() && props.legal.contains(&mv)).then(|| {
            (
                TrickWalls::move_id(&mv),
                crate::ui::tap(on_move, mv.clone()),
            )
        })
    };
    let note = |c: Card| {
        Some(if g.would_go_up(c) {
            t("up")
        } else {
            t("killed")
        })
    };

    // Long Run: the city whose pick is awaited.
    let picking = (0..n).find(|&c| phase == Phase::Swap && g.swaps(c) && !v.picked[c]);
    let city_panel = |city: usize| {
        let side = g.side_of_city(city);
        let turn = (playing && g.turn() == city) || picking == Some(city);
        let dummy = g.is_dummy(city);
        let who = city_name(g, city, names);
        let computer = g
            .keeper(city)
            .is_some_and(|s| props.computers.get(s).copied().unwrap_or(false));
        let from_viewer = (city + n - my_city.unwrap_or(0)) % n;
        let row = dummy.then(|| {
            let moves: Vec<Html> = g
                .hand(city)
                .iter()
                .map(|&c| match offer(Move::Play(c)).filter(|_| turn) {
                    Some((id, cb)) => html! {
                        // Named by its content (hidden words, the card's
                        // name, its note): a name given by aria-label must
                        // hold the card's printed index.
                        <button key={c.code()} class="row-card playable" data-move={id} onclick={cb}>
                            <span class="vh">{ th("Play the dummy's ") }</span>
                            { svg::card_icon(Some(c), 0.0) }<span class="fan-note">{ note(c).unwrap_or("") }</span>
                        </button>
                    },
                    None => html! { <span key={c.code()} class="row-card">{ svg::card_icon(Some(c), 0.0) }</span> },
                })
                .collect();
            let pile = offer(Move::Pile).filter(|_| turn);
            html! {
                <div class="dummy-row" role="group" aria-label={t("The dummy's face-up cards and pile")}>
                    // Its own keyed list, as a wall's cards are (`Wall`).
                    <>{ for moves }</>
                    if let Some((id, cb)) = pile {
                        <button class="row-card pile playable" data-move={id} onclick={cb}>
                            <span class="vh">{ th("Play the top card of the dummy's pile, unseen: ") }</span>
                            <span class="pic" aria-hidden="true">{ svg::card_icon(None, 0.0) }</span><span class="fan-note">{ crate::ui::text(tr!("pile {n}", n = v.pile_sizes[city])) }</span>
                        </button>
                    } else if v.pile_sizes[city] > 0 {
                        <span class="row-card pile">{ svg::card_icon(None, 0.0) }<span class="fan-note">{ crate::ui::text(tr!("pile {n}", n = v.pile_sizes[city])) }</span></span>
                    }
                </div>
            }
        });
        html! {
            <article key={city} class={cls!("tw-city", side_class(side), turn.then_some("to-act"), format!("at-{}", spot(n, from_viewer)))}
                data-city={city.to_string()} data-side={side.name().to_ascii_lowercase()}>
                { seat::header(&who, computer, html! { <>
                    <span class={cls!("badge", "team", side_class(side))}>{ side_name(side) }</span>
                    if g.dealer_city() == city && phase != Phase::Over { { seat::badge(crate::en!("dealer"), crate::en!("Deals this round"), false) } }
                    if playing && g.leader() == city { { seat::badge(crate::en!("leads"), crate::en!("Leads this trick"), true) } }
                    if dummy { { seat::badge(crate::en!("dummy"), crate::en!("A dummy city, played by the player on its right"), false) } }
                </> }) }
                if !dummy && Some(city) != my_city && v.hand_sizes[city] > 0 {
                    <div class="held">
                        { hidden_hand(v.hand_sizes[city]) }
                        if phase == Phase::Swap && v.picked[city] { <span class="muted">{ th("has picked") }</span> }
                    </div>
                }
                { row.unwrap_or_default() }
                <Wall wall={g.wall(city).to_vec()} label={who.clone()} />
            </article>
        }
    };

    // The trick in the middle: its cards in order, the card to beat marked.
    let beat = g.to_beat().map(|(i, _)| i);
    let card = |c: usize, card: Card, mark| played_card(&city_name(g, c, names), card, 0.0, mark);
    let last = g.tricks().last();
    let trick = if g.trick().is_empty() {
        match last {
            Some(t) if playing || phase == Phase::Deal => {
                let empty = g.wall(t[0].0).last().is_some_and(|l| !l.up);
                // Held whole in the trick's place for a moment, then gathered.
                let head = html! { <p>{ if empty { th("Last trick: nobody beat the lead, so it went face down too.") } else { th("Last trick:") } }</p> };
                // The same shape as an open trick's, so its cards stay.
                html! { <>
                    { cards::table_trick(t.iter().map(|&(c, k)| card(c, k, None)).collect(), Some(head), true, props.held) }
                    { Html::default() }
                </> }
            }
            _ if playing => {
                html! { <p class="muted">{ crate::ui::text(tr!("{name} leads this trick.", name = city_name(g, g.leader(), names))) }</p> }
            }
            _ => Html::default(),
        }
    } else {
        let cards = g
            .trick()
            .iter()
            .enumerate()
            .map(|(i, &(c, k))| {
                let mark = if beat == Some(i) {
                    Some("winner")
                } else if i > 0 && !g.wall(c).last().is_some_and(|l| l.up) {
                    Some("killed")
                } else {
                    None
                };
                card(c, k, mark)
            })
            .collect();
        html! { <>
            { cards::table_trick(cards, None, false, false) }
            if let Some(t) = last {
                { cards::last_trick(t.iter().map(|&(c, k)| card(c, k, None)).collect()) }
            }
        </> }
    };
    let to_beat = g.to_beat().map(|(i, val)| {
        let (_, card) = g.trick()[i];
        let ace = if val == 1 {
            t(" (an ace leading counts 1)")
        } else {
            ""
        };
        tr!("To beat: {card}{ace}", card, ace)
    });

    let prompt = match (acting, phase) {
        (Some(s), Phase::Swap) => match v.pick {
            Some(c) => tr!("{name}, you pass {card}.", name = names[s], card = c),
            None => tr!(
                "{name}, pick a card to pass to {to}.",
                name = names[s],
                to = city_name(g, (g.city_of(s) + 2) % n, names)
            ),
        },
        (Some(_), Phase::Play) => {
            let city = g.turn();
            let who = &names[g.controller(city)];
            let dummy = if g.is_dummy(city) {
                t(" for your dummy")
            } else {
                ""
            };
            match g.to_beat() {
                None => tr!("{who}, lead a card{dummy} (an ace leads as 1).", who, dummy),
                Some((i, _)) => tr!(
                    "{who}, play a card{dummy}: it goes face up only if it beats {card}.",
                    who,
                    dummy,
                    card = g.trick()[i].1
                ),
            }
        }
        (_, Phase::Over) => String::new(),
        (_, Phase::Swap) => t("The players pick cards to pass across.").into(),
        _ => tr!("{who} to play.", who = city_name(g, g.turn(), names)),
    };

    // The viewer's hand: a fan, each playable card saying where it would go.
    // Once the hand is played out at the end, no empty hand is drawn.
    let mine = props.viewer.filter(|_| !v.hand.is_empty()).map(|s| {
        let city = g.city_of(s);
        let swapping = phase == Phase::Swap && acting == Some(s);
        let my_turn = acting == Some(s) && playing && g.turn() == city;
        let fan = v.hand.iter().map(|&c| {
            let mv = if swapping { Move::Swap(c) } else { Move::Play(c) };
            let play = offer(mv).filter(|_| swapping || my_turn);
            FanCard {
                card: c,
                dim: my_turn && play.is_none(),
                note: if my_turn && play.is_some() { note(c) } else { None },
                play,
            }
        });
        let passed = match (v.gave, v.got) {
            (Some(a), Some(b)) => tr!("You passed {a} and were passed {b}.", a, b),
            _ => v.pick.map(|c| tr!("You pass {c} when everyone has picked.", c)).unwrap_or_default(),
        };
        html! {
            <section class="my-seat" data-private={s.to_string()} aria-label={tr!("{name}'s hand", name = names[s])}>
                { cards::fan(fan.collect()) }
                if !passed.is_empty() { <p class="muted">{ passed }</p> }
            </section>
        }
    });

    // Teammates change seats after every second round but the last.
    let changed_after = match phase {
        Phase::Deal => g.round(),
        Phase::Swap | Phase::Play if g.tricks().is_empty() => g.round().saturating_sub(1),
        _ => 0,
    };
    let seats_changed =
        changed_after >= 2 && changed_after.is_multiple_of(2) && changed_after < g.rounds();
    let last_scoring = g
        .history()
        .last()
        .filter(|_| {
            matches!(phase, Phase::Over | Phase::Deal | Phase::Swap) || g.tricks().is_empty()
        })
        .map(|r| round_scoring(g, r, names));

    html! {
        <div class="trick-walls game-table" data-cities={n.to_string()}>
            <div class="tl-public">
                <section class="tw-status">
                    <span>{ crate::ui::text(tr!("Round {n} of {rounds}", n = g.round().max(1), rounds = g.rounds())) }</span>
                    if playing { <span>{ crate::ui::text(tr!("Trick {n} of {tricks}", n = g.tricks().len() + 1, tricks = g.hand_size())) }</span> }
                    { score_line(g, names) }
                </section>
                if seats_changed {
                    <p class="notice" role="status">{ th("Half time: teammates have changed seats.") }</p>
                }
                { last_scoring.unwrap_or_default() }
                // Every city but the one at the foot, round the trick.
                <section class={cls!("ring", if n == 6 { "six" } else { "four" }, my_city.is_some().then_some("open"))}>
                    { for (0..n).filter(|&c| Some(c) != my_city).map(city_panel) }
                    <div class="tw-centre at-c" aria-live="polite">
                        if phase == Phase::Swap { <p class="muted">{ th("Before the round, each player passes one card, unseen, to the player opposite.") }</p> }
                        if let Some(t) = to_beat { <p class="to-beat">{ t }</p> }
                        { trick }
                    </div>
                </section>
            </div>
            <div class="tl-mine">
                { crate::ui::prompt(props.pending.as_ref(), acting.is_some(), &prompt) }
                if let Some(c) = my_city {
                    <div class="me-row">{ city_panel(c) }{ mine.unwrap_or_default() }</div>
                }
            </div>
        </div>
    }
}

/// The running score: each team's total and the lead, or each player's.
fn score_line(g: &TrickWalls, names: &[String]) -> Html {
    if g.keepers_score() {
        return html! { <span class="scores">{ for g.totals().iter().enumerate().map(|(s, t)| html! {
            <span class={cls!("score", side_class(g.side(g.team_of_seat(s))))}>{ crate::ui::text(format!("{} {t}", names[s])) }</span>
        }) }</span> };
    }
    let totals = g.totals();
    let lead = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => tr!(
            "{side} leads by {n}",
            side = side_name(g.side(0)),
            n = totals[0] - totals[1]
        ),
        std::cmp::Ordering::Less => tr!(
            "{side} leads by {n}",
            side = side_name(g.side(1)),
            n = totals[1] - totals[0]
        ),
        std::cmp::Ordering::Equal => t("Even").into(),
    };
    html! {
        <span class="scores">
            { for (0..2).map(|team| html! {
                <span class={cls!("score", side_class(g.side(team)))}>{ crate::ui::text(format!("{} {}", side_name(g.side(team)), totals[team])) }</span>
            }) }
            <span class="lead">{ lead }</span>
        </span>
    }
}

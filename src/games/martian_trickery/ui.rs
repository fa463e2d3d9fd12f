//! The Martian Trickery table: the other seats around the top, the prize
//! pyramids and the trick in the middle, and the viewer's own hand as a fan
//! at the bottom (inside `data-private`). After each hand the scoring is laid
//! out group by group.

use super::engine::{
    winner_of, GroupKind, HandResult, HandScore, Monochrome, Move, Options, Phase, Treehouse,
    Trickery, View, HANDS, HAND_SIZE,
};
use crate::cls;
use crate::engine::pieces::{Colour, Pyramid};
use crate::engine::{Game, Seat};
use crate::ui::cards::{self, hidden_hand, played_card, FanCard};
use crate::ui::lang::{t, th, tn};
use crate::ui::options::{checkbox, select, setter};
use crate::ui::seat;
use crate::ui::sheet::{per_seat, Cell, Row};
use crate::ui::svg;
use crate::ui::{GameUi, TableCtx};
use yew::prelude::*;

fn colour_from(name: &str) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| c.name() == name)
}

impl GameUi for Trickery {
    fn tricks_taken(game: &Self) -> usize {
        game.tricks().len()
    }
    fn options_form(_players: usize, options: &Options, on_change: Callback<Options>) -> Html {
        let set = |f: fn(&mut Options, String)| setter(options, &on_change, f);
        let colours = |list: &[Colour]| -> Vec<(String, String)> {
            list.iter()
                .map(|c| (c.name().to_string(), c.name().to_string()))
                .collect()
        };
        let on_variant = setter(options, &on_change, |o, on: bool| {
            o.monochrome = on.then_some(Monochrome {
                penalty: Colour::Black,
                point: Colour::Blue,
            })
        });
        let mut removable = vec![(
            "random".to_string(),
            crate::en!("Chosen at random").to_string(),
        )];
        removable.extend(colours(
            &options
                .set
                .colours()
                .into_iter()
                .filter(|c| !c.is_opaque())
                .collect::<Vec<_>>(),
        ));
        html! {
            <div class="options">
                { checkbox("monochrome", crate::en!("Variant: two monochrome stashes instead of a Treehouse set"),
                    options.monochrome.is_some(), on_variant) }
                if let Some(m) = options.monochrome {
                    // The variant's two colour menus differ only in the field they set.
                    { select("penalty-colour", crate::en!("Penalty colour (one trio)"), colours(&Colour::ALL), m.penalty.name(),
                        set(|o, v| if let (Some(m), Some(c)) = (o.monochrome.as_mut(), colour_from(&v)) { m.penalty = c })) }
                    { select("point-colour", crate::en!("Point colour (three trios; any tree scores 5)"), colours(&Colour::ALL), m.point.name(),
                        set(|o, v| if let (Some(m), Some(c)) = (o.monochrome.as_mut(), colour_from(&v)) { m.point = c })) }
                } else {
                    { select("set", crate::en!("Treehouse set"),
                        vec![("rainbow".into(), crate::en!("Rainbow (black is the penalty colour)").into()),
                             ("xeno".into(), crate::en!("Xeno (white is the penalty colour)").into())],
                        if options.set == Treehouse::Xeno { "xeno" } else { "rainbow" },
                        set(|o, v| {
                            o.set = if v == "xeno" { Treehouse::Xeno } else { Treehouse::Rainbow };
                            o.removed = None;
                        })) }
                    { select("removed", crate::en!("Trio left out"), removable,
                        options.removed.map_or("random", |c| c.name()),
                        set(|o, v| o.removed = colour_from(&v))) }
                }
                <p class="hint">{ th("36 cards for three players (6 to ace), 48 for four (3 to ace); twelve each. Four hands, then extra hands while first place is tied.") }</p>
            </div>
        }
    }

    fn table(ctx: &TableCtx<Self>) -> Html {
        trickery_table(ctx)
    }

    fn score_sheet(view: &View, names: &[String]) -> Html {
        let g = &view.table;
        let rows = g
            .history()
            .iter()
            .map(|r| Row {
                label: r.hand.to_string(),
                cells: (0..names.len())
                    .map(|s| Cell::change(r.scores[s].total.into(), r.totals_after[s]))
                    .collect(),
                extra: None,
            })
            .collect();
        per_seat(names, rows, g.totals())
    }

    fn private_part(view: &View) -> Html {
        cards::open_cards(&view.hand)
    }

    /// A card's fate in the trick, as far as it is settled: a card that
    /// does not beat the best so far never takes the trick; the last card
    /// settles it.
    fn foresee(view: &View, mv: &Move, names: &[String]) -> Option<String> {
        let g = &view.table;
        let (Move::Play(c), Some(me)) = (mv, view.seat) else {
            return match mv {
                Move::Prize(p) => Some(crate::tr!("Name the {p} as this trick's prize.", p)),
                _ => None,
            };
        };
        let mut trick = g.trick().to_vec();
        if trick.is_empty() {
            return Some(crate::tr!("Lead {c}.", c));
        }
        let before = winner_of(&trick)?;
        trick.push((me, *c));
        let (best, _) = winner_of(&trick)?;
        let name = |s: Seat| names.get(s).cloned().unwrap_or_default();
        let last = trick.len() == g.players();
        Some(match (last, best == me, g.prize()) {
            (true, true, Some(p)) => crate::tr!("Play {c}: you take the trick and the {p}.", c, p),
            (true, true, None) => crate::tr!("Play {c}: you take the trick.", c),
            (true, false, Some(p)) => crate::tr!(
                "Play {c}: {name} takes the trick and the {p}.",
                c,
                name = name(best),
                p
            ),
            (true, false, None) => {
                crate::tr!("Play {c}: {name} takes the trick.", c, name = name(best))
            }
            (false, true, _) => crate::tr!("Play {c}: it beats {best} so far.", c, best = before.1),
            (false, false, _) => crate::tr!("Play {c}: it cannot take this trick.", c),
        })
    }
}

fn group_line(kind: GroupKind, pieces: &[Pyramid]) -> Html {
    html! {
        <li class="group">
            { svg::pyramid_row(pieces, 0.45) }
            <span>{ crate::ui::text(format!("{} {}", t(kind.name()), kind.points())) }</span>
        </li>
    }
}

/// How a seat's hand score came about, in words and pieces.
fn score_detail(name: &str, s: &HandScore) -> Html {
    let penalty_note = match s.penalties.len() {
        0 => None,
        1 => Some(crate::tr!(
            "one penalty pyramid: every {size} point pyramid is struck out",
            size = s.penalties[0].size.word()
        )),
        2 => Some(tn(
            i64::from(s.base),
            "two penalty pyramids: {n} point counts against you",
            "two penalty pyramids: {n} points count against you",
        )),
        _ => Some(crate::tr!(
            "all three penalty pyramids: 21 + {base}",
            base = s.base
        )),
    };
    html! {
        <div class="hand-score">
            <div class="who-line">
                <strong>{ crate::ui::text(name.to_string()) }</strong>
                <span class={cls!("hand-total", (s.total < 0).then_some("neg"))}>{ crate::ui::text(format!("{:+}", s.total)) }</span>
            </div>
            if !s.penalties.is_empty() {
                <div class="penalties">{ svg::pyramid_row(&s.penalties, 0.45) }<span>{ penalty_note.unwrap_or_default() }</span></div>
            }
            if !s.removed.is_empty() {
                <div class="removed">{ svg::pyramid_row(&s.removed, 0.45) }<span>{ th("struck out") }</span></div>
            }
            <ul class="groups">
                { for s.groups.iter().map(|g| group_line(g.kind, &g.pieces)) }
                if s.groups.is_empty() && s.penalties.is_empty() {
                    <li class="group none">{ th("no pyramids") }</li>
                }
            </ul>
        </div>
    }
}

/// The last hand's scoring: a line of totals, opened for the detail.
fn hand_scoring(r: &HandResult, names: &[String]) -> Html {
    let line = r
        .scores
        .iter()
        .enumerate()
        .map(|(s, sc)| format!("{} {:+}", names[s], sc.total))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        <details class="hand-scoring" data-hand-scoring={r.hand.to_string()}>
            <summary>{ crate::ui::text(crate::tr!("Hand {hand} scored: {line}", hand = r.hand, line)) }</summary>
            <div class="hand-scores">
                { for r.scores.iter().enumerate().map(|(s, sc)| score_detail(&names[s], sc)) }
            </div>
        </details>
    }
}

/// A plain function, not a component: the play screen redraws the table
/// only when its view changes anyway, and a component's machinery would
/// cost the download some kilobytes for nothing.
fn trickery_table(props: &TableCtx<Trickery>) -> Html {
    let g = &props.view.table;
    let n = props.names.len();
    let name = |s: Seat| props.names.get(s).map_or("", String::as_str);
    let phase = g.phase_kind();
    let acting = props.acting;
    let choosing_prize = acting.is_some() && phase == Phase::Prize;

    // Everyone but the seat at the foot, clockwise from its left.
    let others: Vec<Seat> = match props.around {
        Some(v) => (1..n).map(|k| (v + k) % n).collect(),
        None => (0..n).collect(),
    };
    let seat_panel = |s: Seat| {
        let to_act = g.turn() == s && matches!(phase, Phase::Prize | Phase::Play);
        html! {
            // Keyed by seat: as the device goes round, the panels change
            // places and lists, and are moved rather than redrawn.
            <article key={s} class={cls!("tk-seat", to_act.then_some("to-act"))} data-seat-panel={s.to_string()}>
                { seat::header(name(s), props.computers.get(s).copied().unwrap_or(false), html! { <>
                    if g.dealer() == s { { seat::badge(crate::en!("dealer"), crate::en!("Dealer"), false) } }
                    if g.leader() == s && matches!(phase, Phase::Prize | Phase::Play) {
                        { seat::badge(crate::en!("leads"), crate::en!("Leads this trick"), true) }
                    }
                </> }) }
                if Some(s) != props.around {
                    { hidden_hand(props.view.hand_sizes[s]) }
                }
                <div class="won" role="group" aria-label={t("Pyramids won this hand")}>
                    { svg::pyramid_row(g.won(s), 0.6) }
                    if g.won(s).is_empty() { <span class="muted">{ th("no pyramids yet") }</span> }
                </div>
                <div class="points">
                    <span>{ crate::ui::text(tn(g.won(s).len() as i64, "{n} trick", "{n} tricks")) }</span>
                    <span>{ crate::ui::text(tn(i64::from(g.totals()[s]), "{n} point", "{n} points")) }</span>
                </div>
            </article>
        }
    };

    let hand_label = if g.hand_no() > HANDS {
        crate::tr!("Extra hand {n}", n = g.hand_no())
    } else {
        // HANDS and HAND_SIZE are written in the sentences (checked here).
        const _: () = assert!(HANDS == 4 && HAND_SIZE == 12);
        crate::tr!("Hand {n} of 4", n = g.hand_no().max(1))
    };
    let status = html! {
        <section class="tk-status">
            <span>{ crate::ui::text(hand_label) }</span>
            <span>{ crate::ui::text(crate::tr!("Trick {n} of 12", n = (g.tricks().len() + 1).min(HAND_SIZE))) }</span>
            <span class={cls!("spades", g.spades_broken().then_some("broken"))}>
                { if g.spades_broken() { th("\u{2660} broken") } else { th("\u{2660} not broken") } }
            </span>
            <span class="penalty-note">
                { svg::pyramid_icon(g.penalty_colour(), crate::engine::pieces::Size::Small, 0.5) }
                { crate::ui::text(crate::tr!("{colour} is the penalty colour", colour = g.penalty_colour().word())) }
            </span>
        </section>
    };

    // The centre: prizes on offer (buttons for a leader choosing).
    let choices = g.prize_choices();
    let prizes = html! {
        <div class="prizes" role={choosing_prize.then_some("group")} aria-label={t("Prize pyramids")}>
            <h2>{ if choosing_prize { th("Choose this trick's prize") } else { th("Prizes in the centre") } }</h2>
            <div class="prize-row">
                { for choices.iter().map(|&p| {
                    let count = g.centre().iter().filter(|q| **q == p).count();
                    let mv = Move::Prize(p);
                    let chosen = g.prize() == Some(p);
                    let can = choosing_prize && props.legal.contains(&mv);
                    // One element type whatever the phase, keyed by the
                    // pyramid, so a move patches a few attributes instead of
                    // rebuilding every prize's drawing.
                    html! {
                        <button key={Trickery::move_id(&mv)} class={cls!("prize-btn", (!can).then_some("prize"), chosen.then_some("chosen"))}
                            disabled={!can} data-move={can.then(|| Trickery::move_id(&mv))}
                            onclick={crate::ui::tap(&props.on_move, mv.clone())}>
                            // Named by its hidden words and count, not by
                            // aria-label, which must hold the drawn mark.
                            <span class="vh">{ crate::ui::text(crate::tr!("Prize: {p}", p)) }</span>
                            <span class="pic" aria-hidden="true">{ svg::pyramid_icon(p.colour, p.size, 1.0) }</span>
                            if count > 1 { <span class="count">{ crate::ui::text(format!("\u{d7}{count}")) }</span> }
                        </button>
                    }
                }) }
            </div>
        </div>
    };

    let trick = {
        let current = g.trick();
        // The finished trick stays on the table until the next one has a
        // card in it, so who won it and what they took can be seen even when
        // a computer names the next prize at once. It is held whole in the
        // trick's place for a moment, then gathered.
        let held = props.held;
        let last = g.tricks().last();
        let taken = last.filter(|_| current.is_empty());
        let card = |&(s, c): &(Seat, crate::engine::pieces::Card), won: bool| {
            played_card(name(s), c, 0.0, won.then_some("winner"))
        };
        let shown = match taken {
            Some(t) => Some((&t.cards[..], Some(t))),
            None => Some(current).filter(|c| !c.is_empty()).map(|c| (c, None)),
        };
        let cards = shown.map(|(cs, done)| {
            let head = done.map(|t| html! {
                <div class="trick-prize">{ svg::pyramid_icon(t.prize.colour, t.prize.size, 0.9) }
                    <span>{ crate::ui::text(if held { crate::tr!("{name} takes the trick and the {p}", name = name(t.winner), p = t.prize) } else { crate::tr!("{name} won the last trick and took the {p}", name = name(t.winner), p = t.prize) }) }</span></div>
            });
            let won = |s: Seat| done.is_some_and(|t| t.winner == s);
            cards::table_trick(cs.iter().map(|sc| card(sc, won(sc.0))).collect(), head, done.is_some(), held)
        });
        let prize = g.prize().map(|p| html! {
            <div class="trick-prize">{ svg::pyramid_icon(p.colour, p.size, 1.1) }<span>{ crate::ui::text(crate::tr!("Prize: {p}", p)) }</span></div>
        });
        html! { <div class="trick" aria-live="polite">
            // The prize comes first, above the last trick while it has no card.
            { prize.unwrap_or_default() }
            { cards.unwrap_or_default() }
            if let Some(t) = last.filter(|_| !current.is_empty()) {
                { cards::last_trick(t.cards.iter().map(|sc| card(sc, sc.0 == t.winner)).collect()) }
            }
            if g.tricks().is_empty() && current.is_empty() && g.prize().is_none() && matches!(phase, Phase::Prize | Phase::Play) {
                <p class="muted">{ crate::ui::text(crate::tr!("{name} leads the first trick.", name = name(g.leader()))) }</p>
            }
        </div> }
    };

    let prompt = match (acting, phase) {
        (Some(s), Phase::Prize) => crate::tr!(
            "{name}, you lead: choose the prize, then a card.",
            name = name(s)
        ),
        (Some(s), Phase::Play) if g.trick().is_empty() => {
            crate::tr!("{name}, lead a card.", name = name(s))
        }
        (Some(s), Phase::Play) => crate::tr!("{name}, play a card.", name = name(s)),
        _ if phase == Phase::Over => String::new(),
        // The play screen's own line says the computer is thinking.
        _ => crate::tr!("{name}'s turn.", name = name(g.turn())),
    };

    // The viewer's hand: a fan of cards, the playable ones raised.
    // Once the last card is played, no empty hand is drawn.
    let mine = props.viewer.filter(|_| !props.view.hand.is_empty()).map(|v| {
        let my_turn = acting == Some(v) && phase == Phase::Play;
        // While the leader names the prize, no card is a move yet.
        let waiting = acting == Some(v) && phase == Phase::Prize;
        let fan = props.view.hand.iter().map(|&c| {
            let mv = Move::Play(c);
            let playable = my_turn && props.legal.contains(&mv);
            FanCard {
                card: c,
                dim: (my_turn && !playable) || waiting,
                play: playable.then(|| (Trickery::move_id(&mv), crate::ui::tap(&props.on_move, mv.clone()))),
                note: None,
            }
        });
        html! {
            <section class="my-seat" data-private={v.to_string()} aria-label={crate::tr!("{name}'s hand", name = name(v))}>
                { cards::fan(fan.collect()) }
            </section>
        }
    });

    // The last hand's scoring stays up until the first trick of the next
    // hand is won, so it can be read before play moves on.
    let last_scoring = g
        .history()
        .last()
        .filter(|_| matches!(phase, Phase::Over | Phase::Deal) || g.tricks().is_empty())
        .map(|r| hand_scoring(r, &props.names));

    html! {
        <div class="trickery game-table">
            <div class="tl-public">
                { status }
                { last_scoring.unwrap_or_default() }
                <section class="opponents" style={format!("--seats:{}", others.len())}>{ for others.iter().map(|&s| seat_panel(s)) }</section>
                <section class="tk-centre">{ prizes }{ trick }</section>
            </div>
            <div class="tl-mine">
                { crate::ui::prompt(props.pending.as_ref(), acting.is_some(), &prompt) }
                if let Some(v) = props.around {
                    <div class="me-row">
                        { seat_panel(v) }
                        { mine.unwrap_or_default() }
                    </div>
                }
            </div>
        </div>
    }
}

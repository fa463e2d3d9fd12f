//! The Martian Whist table: the colour die and the ranking it sets, the row
//! of trees while drafting, both players' stashes and kept pyramids, the
//! trick being built, the last trick resolved segment by segment, and at the
//! end each player's kept pyramids laid out as their best trees. Nothing in
//! this game is hidden, so there is no private panel and no hand-off.

use super::engine::{
    Draft, Keeping, Move, Options, Phase, Trick, Whist, BUILD_ORDER, COLOURS, TREES, TRICKS,
};
use super::scoring::{How, Tree};
use super::words::why;
use crate::cls;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Game, Seat};
use crate::ui::lang::{self, t, th, tn};
use crate::ui::options::{select, setter};
use crate::ui::sheet::{render, Cell, Row, Sheet};
use crate::ui::{seat, svg};
use crate::ui::{GameUi, TableCtx};
use yew::prelude::*;

impl GameUi for Whist {
    fn options_form(_players: usize, options: &Options, on_change: Callback<Options>) -> Html {
        let draft_name = |d: Draft| match d {
            Draft::Trees => crate::en!("Whole trees, taken in turn"),
            Draft::Layers => crate::en!("Layer by layer (smalls, mediums, larges), with passing"),
        };
        let keeping_name = |k: Keeping| match k {
            Keeping::Split => {
                crate::en!("The winner keeps one of each size of the six; the loser the rest")
            }
            Keeping::Discard => {
                crate::en!("The winner keeps their own tree; the loser's is discarded")
            }
        };
        html! {
            <div class="options">
                { select("draft", crate::en!("Drafting"),
                    Draft::ALL.into_iter().map(|d| (d.id().to_string(), draft_name(d).to_string())).collect(),
                    options.draft.id(),
                    setter(options, &on_change, |o, v: String| {
                        o.draft = Draft::ALL.into_iter().find(|d| d.id() == v).unwrap_or_default();
                    })) }
                { select("keeping", crate::en!("After each trick"),
                    Keeping::ALL.into_iter().map(|k| (k.id().to_string(), keeping_name(k).to_string())).collect(),
                    options.keeping.id(),
                    setter(options, &on_change, |o, v: String| {
                        o.keeping = Keeping::ALL.into_iter().find(|k| k.id() == v).unwrap_or_default();
                    })) }
            </div>
        }
    }

    fn table(ctx: &TableCtx<Self>) -> Html {
        whist_table(ctx)
    }

    fn score_sheet(view: &Whist, names: &[String]) -> Html {
        let trump = view.trump();
        let rows = view
            .tricks()
            .iter()
            .enumerate()
            .rev()
            .map(|(i, t)| {
                let w = t.result.winner;
                Row {
                    label: (i + 1).to_string(),
                    cells: (0..2)
                        .map(|s| Cell {
                            score: html! { <>{ if s == w { "\u{2605} " } else { "" } }{ svg::pyramid_row(&t.trees[s].pieces(), 0.4) }</> },
                            after: None,
                            won: s == w,
                        })
                        .collect(),
                    extra: Some(why(t, trump)),
                }
            })
            .collect();
        let last = if view.phase_kind() == Phase::Over {
            crate::en!("Final")
        } else {
            crate::en!("Now")
        };
        render(Sheet {
            corner: crate::en!("Trick"),
            heads: names.iter().map(|n| (n.clone(), None)).collect(),
            extra: Some(crate::en!("How")),
            rows,
            empty: crate::en!("No tricks played yet."),
            foot: Some((last, view.scores().iter().map(|p| points(*p)).collect())),
            class: Some("wh-sheet"),
        })
    }

    /// Building a tree piece by piece: the log says nothing until it is
    /// played, so the prompt says what each step does.
    fn foresee(g: &Whist, mv: &Move, _names: &[String]) -> Option<String> {
        Some(match mv {
            Move::Place(p) => crate::tr!("Put the {p} in your tree.", p),
            Move::Back => t("Take the last piece back out of your tree.").into(),
            Move::Play if g.led().is_some() => t("Follow with this tree.").into(),
            Move::Play => t("Lead this tree.").into(),
            Move::Keep(p) => crate::tr!("Keep the {p}.", p),
            Move::TakeTree(i) => match g.row()[usize::from(*i)] {
                [Some(s), Some(m), Some(l)] => {
                    crate::tr!(
                        "Take tree {n}: {tree}.",
                        n = i + 1,
                        tree = Tree::new(l, m, s)
                    )
                }
                _ => return None,
            },
            Move::TakePiece(i) | Move::Give(i) => {
                let layer = g.layer()?;
                let c = g.row()[usize::from(*i)][layer.index()]?;
                let p = Pyramid::new(c, layer);
                if matches!(mv, Move::Give(_)) {
                    crate::tr!("Give them the {p}.", p)
                } else {
                    crate::tr!("Take the {p}.", p)
                }
            }
            Move::Pass => crate::tr!(
                "Pass: the other player picks your {size}.",
                size = g.layer().map_or("", Size::word)
            ),
            _ => return None,
        })
    }

    fn format_score(_view: &Whist, score: i64) -> String {
        points(u32::try_from(score).unwrap_or(0))
    }
}

/// "Trick 2 of 5".
fn trick_of(n: usize) -> String {
    // TRICKS is written in the sentence (checked here).
    const _: () = assert!(TRICKS == 5);
    crate::tr!("Trick {n} of 5", n)
}

/// A seat's name, as the names are given to the table.
fn who(names: &[String], s: Seat) -> &str {
    names.get(s).map_or("", String::as_str)
}

fn points(p: u32) -> String {
    tn(i64::from(p), "{n} point", "{n} points")
}

/// A whole tree as a picture.
fn tree(t: &Tree, scale: f64) -> Html {
    svg::tree_icon(
        Size::ALL.map(|s| Some(t.colour(s))),
        scale,
        crate::tr!("A tree: {t}", t),
    )
}

/// The colour die and the ranking, trump first.
fn trump_bar(g: &Whist) -> Html {
    let rolled = !matches!(g.phase_kind(), Phase::Draw | Phase::Roll);
    let ranking = g.ranking();
    html! {
        // Not a named region: the die's label, the trump's name and the
        // ranking's own label say what it holds.
        <section class="wh-trump">
            if rolled {
                <svg class="die-pic" viewBox="-20 -20 40 40" width="40" height="40" role="img"
                    aria-label={g.trump().map_or_else(|| t("The die shows the atom: no trump").to_string(), |c| crate::tr!("The die shows {colour}", colour = c.word()))}>
                    { svg::colour_die_g(g.trump()) }
                </svg>
                <span class="trump-name" data-trump={g.trump().map_or("none", Colour::name)}>
                    { g.trump().map_or_else(|| t("No trump").to_string(), |c| crate::tr!("Trump: {colour}", colour = c.word())) }
                </span>
                <ol class="ranking" aria-label={t("Colours from best to worst")}>
                    { for ranking.iter().enumerate().map(|(i, &c)| html! {
                        <li class={cls!((i == 0 && g.trump().is_some()).then_some("trump"))}>
                            { svg::pyramid_icon(c, Size::Small, 0.5) }<span>{ c.word() }</span>
                        </li>
                    }) }
                </ol>
            } else {
                <span class="muted">{ th("The colour die is rolled once the trees are drawn.") }</span>
            }
        </section>
    }
}

/// The row of ten places while drafting: whole trees, or what is left of
/// each after the layers taken so far. Takeable ones are buttons.
fn draft_row(props: &TableCtx<Whist>) -> Html {
    let g = &props.view;
    let layer = g.layer();
    let on = props.acting.is_some();
    html! {
        <section class="wh-draft" aria-label={t("The row of trees")}>
            <div class="wh-row">
            { for (0..TREES).map(|i| {
                let place = g.row()[i];
                let mv = match (g.options().draft, g.phase_kind()) {
                    (Draft::Trees, _) => Move::TakeTree(i as u8),
                    (Draft::Layers, Phase::Give) => Move::Give(i as u8),
                    _ => Move::TakePiece(i as u8),
                };
                let can = on && props.legal.contains(&mv);
                let what = match (g.options().draft, layer.and_then(|s| place[s.index()].map(|c| Pyramid::new(c, s)))) {
                    (Draft::Trees, _) => match place {
                        [Some(s), Some(m), Some(l)] => format!("{}", Tree::new(l, m, s)),
                        _ => t("taken").into(),
                    },
                    (Draft::Layers, Some(p)) => format!("{p}"),
                    _ => String::new(),
                };
                let empty = place.iter().all(Option::is_none);
                // Named from its content ("Place 1: large green, ..."), not
                // an aria-label: the pieces' letters drawn in the tree are
                // text a label would have to contain (axe's
                // label-content-name-mismatch).
                html! {
                    <button key={i} class={cls!("wh-place", can.then_some("takeable"), empty.then_some("empty"))}
                        disabled={!can} data-move={can.then(|| Whist::move_id(&mv))}
                        onclick={crate::ui::tap(&props.on_move, mv.clone())}>
                        <span class="vh">{ crate::ui::text(crate::tr!("Place {n}: ", n = i + 1)) }</span>
                        if !empty {
                            { svg::tree_icon(place, 0.9, what.clone()) }
                        } else {
                            <span class="vh">{ what.clone() }</span>
                        }
                        if g.options().draft == Draft::Layers && !what.is_empty() {
                            <span class="what" aria-hidden="true">{ what }</span>
                        }
                    </button>
                }
            }) }
            </div>
        </section>
    }
}

/// Passing in the layer draft, at the foot with the prompt.
fn pass_button(props: &TableCtx<Whist>) -> Html {
    let g = &props.view;
    if props.acting.is_none() || !props.legal.contains(&Move::Pass) {
        return Html::default();
    }
    html! {
        <div class="move-row">
            <button class="move pass" data-move="pass" onclick={crate::ui::tap(&props.on_move, Move::Pass)}>
                <span class="what">{ th("Pass") }</span>
                <span class="odds">{ crate::ui::text(crate::tr!("{name} picks your {size}", name = who(&props.names, 1 - g.turn()), size = g.layer().map_or("", Size::word))) }</span>
            </button>
        </div>
    }
}

/// A seat's pyramids by size, large first, each size's by colour rank.
fn by_size(list: &[Pyramid]) -> Html {
    html! {
        <div class="by-size">
            { for BUILD_ORDER.iter().map(|&s| {
                let row: Vec<Pyramid> = list.iter().copied().filter(|p| p.size == s).collect();
                html! { <div class="size-row" data-size={s.name()}>{ svg::pyramid_row(&row, 0.7) }</div> }
            }) }
        </div>
    }
}

fn seat_panel(props: &TableCtx<Whist>, s: Seat) -> Html {
    let g = &props.view;
    let phase = g.phase_kind();
    let to_act = g.turn() == s
        && !matches!(
            phase,
            Phase::Over | Phase::Draw | Phase::Roll | Phase::First
        );
    let drafting = matches!(phase, Phase::Draft | Phase::Give);
    let playing = matches!(phase, Phase::Lead | Phase::Follow | Phase::Keep);
    let name = who(&props.names, s);
    let badges = html! { <>
        if drafting && g.first_drafter() == s { { seat::badge(crate::en!("1st"), crate::en!("Drafted first"), false) } }
        if playing && g.leader() == s { { seat::badge(crate::en!("leads"), crate::en!("Leads this trick"), true) } }
    </> };
    let stash = g.stash(s);
    let kept = g.kept(s);
    html! {
        <article key={s} class={cls!("seat", "wh-seat", to_act.then_some("to-act"))}
            data-seat-panel={s.to_string()} aria-current={to_act.then_some("true")}>
            { seat::header(name, props.computers.get(s).copied().unwrap_or(false), badges) }
            if phase != Phase::Over {
                <div class="stash" role="group" aria-label={tn(stash.len() as i64, "{n} pyramid in the stash", "{n} pyramids in the stash")}>
                    <span class="label">{ crate::ui::text(crate::tr!("Stash ({n})", n = stash.len())) }</span>
                    { by_size(&stash) }
                </div>
            }
            <div class="kept" role="group" aria-label={tn(kept.len() as i64, "{n} pyramid kept", "{n} pyramids kept")}>
                <span class="label">{ crate::ui::text(crate::tr!("Kept ({n})", n = kept.len())) }</span>
                { svg::pyramid_row(&kept, 0.7) }
            </div>
            <div class="points" data-score={g.scores()[s].to_string()}>{ points(g.scores()[s]) }</div>
        </article>
    }
}

/// A played trick: both trees, who won each segment, and why.
/// `held`: the trick is complete and held in view (`data-trick`), before
/// it is gathered to its winner.
fn trick_view(t: &Trick, g: &Whist, names: &[String], title: String, held: bool) -> Html {
    let w = t.result.winner;
    let order = [t.leader, 1 - t.leader];
    let seg_text = |s: Size| match t.result.segments[s.index()] {
        Some(x) => format!("{}: {}", s.word(), who(names, x)),
        None => crate::tr!("{size}: same colour", size = s.word()),
    };
    html! {
        <section class="wh-trick resolved" aria-label={title.clone()} data-trick={held.then_some("complete")}>
            <h2>{ title }</h2>
            <div class="trick-trees">
                { for order.iter().enumerate().map(|(k, &s)| html! { <>
                    <figure class={cls!("played-tree", (s == w).then_some("winner"))}>
                        { tree(&t.trees[s], 1.0) }
                        <figcaption>{ crate::ui::text(if k == 0 { crate::tr!("{name} led", name = who(names, s)) } else { crate::tr!("{name} followed", name = who(names, s)) }) }</figcaption>
                    </figure>
                    if k == 0 {
                        // Small at the top, as in the trees beside them.
                        <ol class="segments" aria-label={lang::t("Segments")}>
                            { for Size::ALL.iter().map(|&s| {
                                let who = t.result.segments[s.index()];
                                let arrow = match who { Some(x) if x == t.leader => "\u{25c0}", Some(_) => "\u{25b6}", None => "=" };
                                html! {
                                    <li data-segment={s.name()} data-segment-winner={who.map_or("none".to_string(), |x| x.to_string())}
                                        class={cls!((t.result.how == How::Segments).then_some("decides"))} title={seg_text(s)}>
                                        <span aria-hidden="true">{ crate::ui::text(format!("{} {arrow}", s.word().chars().next().unwrap_or(' ').to_ascii_uppercase())) }</span><span class="sr">{ seg_text(s) }</span>
                                    </li>
                                }
                            }) }
                        </ol>
                    }
                </> }) }
            </div>
            <p class="verdict">{ crate::ui::text(crate::tr!("{name} wins: {why}.", name = who(names, w), why = why(t, g.trump()))) }</p>
        </section>
    }
}

/// The leader's tree and the tree being built (on the table), and the
/// acting player's controls for each step (at the foot).
fn building(props: &TableCtx<Whist>) -> (Html, Html) {
    let g = &props.view;
    let name = |s: Seat| who(&props.names, s);
    let me = g.turn();
    let mine = Size::ALL.map(|s| {
        BUILD_ORDER
            .iter()
            .position(|&b| b == s)
            .and_then(|k| g.building().get(k).copied())
    });
    let led = g.led().map(|t| html! {
        <figure class="played-tree"><figcaption>{ crate::ui::text(crate::tr!("{name} led", name = name(g.leader()))) }</figcaption>{ tree(&t, 1.0) }</figure>
    });
    let controls = props.acting.filter(|&a| a == me).map(|_| {
        let place = g.next_size().map(|size| {
            let stash = g.stash_counts(me);
            let placeable = g.placeable();
            html! {
                <div class="place-row" role="group" aria-label={crate::tr!("Place a {size}", size = size.word())}>
                    { for g.ranking().into_iter().filter_map(|c| {
                        let ci = COLOURS.iter().position(|&x| x == c)?;
                        let n = stash[size.index()][ci];
                        (n > 0).then_some((c, n))
                    }).map(|(c, n)| {
                        let p = Pyramid::new(c, size);
                        let mv = Move::Place(p);
                        let can = placeable.contains(&c) && props.legal.contains(&mv);
                        let reason = (!can).then(|| {
                            let mut probe = g.clone();
                            probe.apply(&mv).err().map(|e| e.to_string()).unwrap_or_default()
                        });
                        html! {
                            <button key={c.name()} class="move place" disabled={!can}
                                data-move={can.then(|| Whist::move_id(&mv))} title={reason.clone()}
                                onclick={crate::ui::tap(&props.on_move, mv.clone())}>
                                { svg::pyramid_icon(c, size, 0.9) }
                                <span class="what">{ if n > 1 { format!("{p} \u{d7}{n}") } else { format!("{p}") } }</span>
                                if let Some(r) = reason { <span class="why">{ r }</span> }
                            </button>
                        }
                    }) }
                </div>
            }
        });
        let back = Move::Back;
        html! {
            <div class="build-controls">
                { place.unwrap_or_default() }
                <div class="move-row">
                    if props.legal.contains(&Move::Play) {
                        <button class="move primary" data-move="play" onclick={crate::ui::tap(&props.on_move, Move::Play)}>
                            { if g.led().is_some() { th("Follow with this tree") } else { th("Lead this tree") } }
                        </button>
                    }
                    if props.legal.contains(&back) {
                        <button class="move secondary" data-move="back" onclick={crate::ui::tap(&props.on_move, Move::Back)}>
                            { th("Take a step back") }
                        </button>
                    }
                </div>
            </div>
        }
    });
    let trees = html! {
        <section class="wh-trick" aria-label={trick_of(g.tricks().len() + 1)} data-trick="open">
            <div class="trick-trees">
                { led.unwrap_or_default() }
                <figure class="played-tree building">
                    <figcaption>{ crate::ui::text(crate::tr!("{name}'s tree", name = name(me))) }</figcaption>
                    { svg::tree_icon(mine, 1.0, crate::tr!("{name}'s tree so far", name = name(me))) }
                </figure>
            </div>
        </section>
    };
    (trees, controls.unwrap_or_default())
}

/// The trick's winner choosing what to keep, one size at a time.
fn keeping(props: &TableCtx<Whist>) -> (Html, Html) {
    let g = &props.view;
    let (Some((t, chosen)), Some(size)) = (g.pending(), g.keep_size()) else {
        return (Html::default(), Html::default());
    };
    let w = t.result.winner;
    let name = |s: Seat| who(&props.names, s);
    let so_far: Vec<Pyramid> = BUILD_ORDER
        .iter()
        .filter_map(|&s| chosen[s.index()].map(|c| Pyramid::new(c, s)))
        .collect();
    let options: Vec<Colour> = {
        let mut v = vec![t.trees[0].colour(size), t.trees[1].colour(size)];
        v.dedup();
        v
    };
    let mine = props.acting == Some(w);
    let info = html! {
        <section class="wh-keep">
            <p>{ crate::ui::text(crate::tr!("{winner} keeps one large, one medium and one small of the six; {loser} gets the other three.", winner = name(w), loser = name(1 - w))) }</p>
            if !so_far.is_empty() {
                <p class="so-far">{ th("Kept so far: ") }{ svg::pyramid_row(&so_far, 0.5) }</p>
            }
        </section>
    };
    let buttons = html! {
            <div class="move-row" role="group" aria-label={crate::tr!("Keep a {size}", size = size.word())}>
                { for options.into_iter().map(|c| {
                    let mv = Move::Keep(Pyramid::new(c, size));
                    let can = mine && props.legal.contains(&mv);
                    html! {
                        <button class="move keep" disabled={!can} data-move={can.then(|| Whist::move_id(&mv))}
                            onclick={crate::ui::tap(&props.on_move, mv.clone())}>
                            { svg::pyramid_icon(c, size, 0.9) }
                            <span class="what">{ crate::ui::text(crate::tr!("Keep the {p}", p = Pyramid::new(c, size))) }</span>
                        </button>
                    }
                }) }
            </div>
    };
    (info, buttons)
}

/// Each player's kept pyramids arranged into their best trees.
fn final_scoring(props: &TableCtx<Whist>) -> Html {
    let g = &props.view;
    html! {
        <section class="wh-final">
            <h2>{ th("Final scoring: the best trees from what each kept") }</h2>
            <div class="arrangements">
                { for (0..2).map(|s| {
                    let a = g.arrangement(s);
                    html! {
                        <div class="arrangement" data-arrangement={s.to_string()}>
                            <h3>{ crate::ui::text(format!("{}: {}", who(&props.names, s), points(a.total))) }</h3>
                            <ul>
                                // A tree a frame: the twenty-odd SVG elements of each
                                // tree, all drawn in one frame, made a task of 44-62 ms
                                // at CPU 4x (bench.mjs TRACE, long-in-trace.mjs).
                                { for a.trees.iter().zip(1..).map(|((t, p), frame)| html! {
                                    <crate::ui::Later {frame}>
                                        <li class={cls!((*p > 0).then_some("scores"))}>
                                            { tree(t, 0.8) }<span>{ match *p { 6 => lang::t("solid: 6").to_string(), 0 => "0".to_string(), p => crate::tr!("run: {p}", p) } }</span>
                                        </li>
                                    </crate::ui::Later>
                                }) }
                                if a.trees.is_empty() { <li class="muted">{ th("nothing kept") }</li> }
                            </ul>
                            if !a.leftover.is_empty() { <p>{ th("Left over: ") }{ svg::pyramid_row(&a.leftover, 0.45) }</p> }
                        </div>
                    }
                }) }
            </div>
        </section>
    }
}

fn prompt(props: &TableCtx<Whist>) -> String {
    let g = &props.view;
    let Some(s) = props.acting else {
        return match g.phase_kind() {
            Phase::Over => String::new(),
            Phase::Draw | Phase::Roll | Phase::First => {
                t("Drawing the trees and rolling the colour die\u{2026}").into()
            }
            // The play screen's own line says a computer is thinking.
            _ => crate::tr!("{name}'s turn.", name = who(&props.names, g.turn())),
        };
    };
    let name = |x: Seat| who(&props.names, x);
    let layer = g.layer().map_or("", Size::word);
    match g.phase_kind() {
        Phase::Draft if g.options().draft == Draft::Trees => crate::tr!("{name}, take a tree.", name = name(s)),
        Phase::Draft if props.legal.contains(&Move::Pass) => crate::tr!(
            "{name}, take a {layer}, or pass: {other} then chooses your {layer}, and the last to pass starts the next layer.",
            name = name(s),
            layer,
            other = name(1 - s)
        ),
        Phase::Draft => crate::tr!("{name}, take the last {layer}.", name = name(s), layer),
        Phase::Give => crate::tr!("{name}, {other} passed: choose the {layer} they get.", name = name(s), other = name(1 - s), layer),
        Phase::Lead => crate::tr!("{name}, build a tree to lead: a large, then a medium, then a small.", name = name(s)),
        Phase::Follow => match g.must_follow() {
            Some(_) => crate::tr!("{name}, build a tree to follow: it must share a colour with {leader}'s.", name = name(s), leader = name(g.leader())),
            None => crate::tr!("{name}, build a tree to follow: you hold none of the led colours, so any tree will do.", name = name(s)),
        },
        Phase::Keep => crate::tr!("{name}, you won the trick: choose what you keep.", name = name(s)),
        _ => String::new(),
    }
}

/// A plain function, not a component: the play screen redraws the table
/// only when its view changes anyway, and a component's machinery would
/// cost the download some kilobytes for nothing.
fn whist_table(props: &TableCtx<Whist>) -> Html {
    let g = &props.view;
    let phase = g.phase_kind();
    let status = match phase {
        Phase::Draw | Phase::Roll | Phase::First => t("Setting up").to_string(),
        Phase::Draft | Phase::Give if g.options().draft == Draft::Trees => {
            t("Drafting whole trees").to_string()
        }
        Phase::Draft | Phase::Give => t(match g.layer() {
            Some(Size::Small) => crate::en!("Drafting the smalls"),
            Some(Size::Medium) => crate::en!("Drafting the mediums"),
            _ => crate::en!("Drafting the larges"),
        })
        .to_string(),
        Phase::Over => t("Game over").to_string(),
        _ => trick_of((g.tricks().len() + 1).min(TRICKS)),
    };
    let names = &props.names;
    let (centre, controls) = match phase {
        Phase::Draw | Phase::Roll | Phase::First | Phase::Draft | Phase::Give => {
            (draft_row(props), pass_button(props))
        }
        Phase::Keep => {
            let (info, buttons) = keeping(props);
            (
                html! { <>
                    { g.pending().map(|(t, _)| trick_view(t, g, names, crate::tr!("Trick {n}", n = g.tricks().len() + 1), true)).unwrap_or_default() }
                    { info }
                </> },
                buttons,
            )
        }
        Phase::Lead if g.building().is_empty() => {
            let (trees, controls) = building(props);
            (
                html! { <>
                    { g.tricks().last().map(|t| trick_view(t, g, names, crate::tr!("Trick {n}", n = g.tricks().len()), props.held)).unwrap_or_default() }
                    { trees }
                </> },
                controls,
            )
        }
        Phase::Lead | Phase::Follow => building(props),
        Phase::Over => (
            html! { <>
                { g.tricks().last().map(|t| trick_view(t, g, names, crate::tr!("Trick {n}", n = g.tricks().len()), props.held)).unwrap_or_default() }
                // After the end screen's frame (play.rs), the one after the
                // last move's: all three in one frame made a task of 50-79 ms
                // at CPU 4x (bench.mjs TRACE, long-in-trace.mjs).
                <crate::ui::Later frame={2}>{ final_scoring(props) }</crate::ui::Later>
            </> },
            Html::default(),
        ),
    };
    let text = prompt(props);
    // The seat at the foot: the person to act, or whoever the table is
    // laid out for.
    let me = props.acting.or(props.around);
    html! {
        <div class="whist game-table">
            <div class="tl-public">
                <div class="tk-status wh-top"><span class="wh-stage">{ status }</span>{ trump_bar(g) }</div>
                <section class="seats">{ for (0..2).filter(|&s| Some(s) != me).map(|s| seat_panel(props, s)) }</section>
                <section class="wh-centre">{ centre }</section>
            </div>
            <div class="tl-mine">
                { crate::ui::prompt(props.pending.as_ref(), props.acting.is_some(), &text) }
                { controls }
                if let Some(me) = me {
                    <div class="me-row">{ seat_panel(props, me) }</div>
                }
            </div>
        </div>
    }
}

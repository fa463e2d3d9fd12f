//! The person's own screen in Martian Mah Jongg, played by the pieces: the
//! Kong, Pung and Chow as places, filled or drawn as dashed outlines, the
//! bonus stack and the loose pieces, and while it is their turn, the
//! discard place. To rearrange or discard, the person taps a piece (a step,
//! `data-move="pick:<slot>:<piece>"`), then its place; a drawn large goes
//! straight to its place (the Kong, the bonus stack, over a bonus large, or
//! the discard). The places of the piece picked are the moves.

use super::engine::{MahJongg, Move, Phase};
use super::holding::{Holding, Slot, BONUS_MAX};
use crate::cls;
use crate::en;
use crate::engine::lang::fill;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Game;
use crate::tr;
use crate::ui::lang::{t, th};
use crate::ui::{svg, Pending};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScreenProps {
    pub seat: usize,
    pub name: String,
    pub holding: Holding,
    /// The person's moves now; empty when it is not their turn.
    pub legal: Vec<Move>,
    pub phase: Phase,
    /// The piece drawn this turn, and the one under the lifted cover.
    pub drawn: Option<Pyramid>,
    pub peek: Option<Pyramid>,
    pub prompt: String,
    pub pending: Option<Pending>,
    pub on_move: Callback<Move>,
}

/// A place's control: a move (its id and click) or a pick (pressed or not).
type Control = Option<(String, Callback<MouseEvent>, Option<bool>)>;

/// A drawn or hidden piece's name, saying what a tap on it does when it is
/// a move (`sentence`, with the piece as `{p}`).
fn keep_label(sentence: &'static str, p: Pyramid, is_move: bool) -> String {
    if is_move {
        fill(sentence, &[&p])
    } else {
        p.to_string()
    }
}

fn piece_id(p: Pyramid) -> String {
    format!("{}-{}", p.size.name(), p.colour.name())
}

/// One place of the screen: a piece or, empty, its outline; a button when
/// it is a move or a pick.
fn place(size: Size, piece: Option<Colour>, label: String, control: Control) -> Html {
    let drawing = match piece {
        Some(c) => svg::pyramid_icon(c, size, 0.7),
        None => svg::pyramid_hole_icon(size, 0.7),
    };
    match control {
        Some((id, onclick, pressed)) => html! {
            // Named by a visually hidden span, not aria-label: the piece's
            // drawn mark ("Cy") is not a word of the name, and a control
            // named by aria-label must hold its visible words.
            <button class={cls!("mj-place", pressed.is_some().then_some("pick"), pressed.is_none().then_some("target"))}
                data-move={id} aria-pressed={pressed.map(|p| p.to_string())} {onclick}>
                <span class="vh">{ crate::ui::text(label) }</span>
                <span class="pic" aria-hidden="true">{ drawing }</span>
            </button>
        },
        None => {
            html! { <span class={cls!("mj-place", piece.is_none().then_some("empty"))} role="img" aria-label={label}>{ drawing }</span> }
        }
    }
}

/// A pile of the screen: its name and its places.
pub fn pile(name: &'static str, exposed: bool, places: Vec<Html>) -> Html {
    html! {
        <div class={cls!("mj-pile", exposed.then_some("exposed"))} role="group" aria-label={name}>
            <span class="mj-pile-name">{ name }if exposed { { th(" (exposed)") } }</span>
            { for places }
        </div>
    }
}

#[function_component(Screen)]
pub fn screen(props: &ScreenProps) -> Html {
    let picked = use_state(|| None::<(Slot, Pyramid)>);
    let h = &props.holding;
    let legal = &props.legal;
    let is_legal = |mv: &Move| legal.contains(mv);
    let play = |mv: Move| -> (String, Callback<MouseEvent>) {
        (
            MahJongg::move_id(&mv),
            crate::ui::tap(&props.on_move, mv.clone()),
        )
    };
    // A piece may be picked where one of its moves starts: a place, or
    // (from anywhere it lies) a discard.
    let starts = |from: Slot, p: Pyramid| {
        legal.iter().any(|m| match m {
            Move::Place { piece, from: f, .. } => *piece == p && *f == from,
            Move::Discard(d) => *d == p,
            _ => false,
        })
    };
    // A pick from an earlier turn or position no longer counts.
    let pick = (*picked).filter(|&(from, p)| starts(from, p));
    let pick_control = |from: Slot, p: Pyramid| -> Control {
        if !starts(from, p) {
            return None;
        }
        let on = pick == Some((from, p));
        let picked = picked.clone();
        Some((
            format!("pick:{}:{}", from.id(), piece_id(p)),
            // As a move's tap: the piece is drawn pressed in the tap's own
            // frame, and the screen redrawn with its places in the next
            // (a whole screen's redraw held that first paint back by
            // 30-55 ms at CPU 4x).
            Callback::from(move |_| {
                let picked = picked.clone();
                let pick = (!on).then_some((from, p));
                crate::ui::touch::after_tap(None, Box::new(move || picked.set(pick)))
            }),
            Some(on),
        ))
    };
    // Where the picked piece may go.
    let to = |slot: Slot| -> Control {
        let (from, piece) = pick?;
        let mv = Move::Place {
            piece,
            from,
            to: slot,
        };
        is_legal(&mv).then(|| {
            let (id, cb) = play(mv);
            (id, cb, None)
        })
    };
    let large = props.phase == Phase::Large && !legal.is_empty();
    let slot_place = |slot: Slot, size: Size| -> Html {
        let c = h.slot(slot);
        let label = match c {
            Some(c) => Pyramid::new(c, size).to_string(),
            None => tr!("empty {size} place", size = size.word()),
        };
        let control =
            to(slot).or_else(|| c.and_then(|c| pick_control(slot, Pyramid::new(c, size))));
        place(size, c, label, control)
    };
    let mv_control = |mv: Move| -> Control {
        is_legal(&mv).then(|| {
            let (id, cb) = play(mv);
            (id, cb, None)
        })
    };
    let kong = pile(
        "Kong",
        h.kong_exposed,
        vec![
            place(
                Size::Large,
                h.kong_large,
                h.kong_large.map_or(t("no large").into(), |c| {
                    Pyramid::new(c, Size::Large).to_string()
                }),
                if large {
                    mv_control(Move::LargeKong)
                } else {
                    None
                },
            ),
            slot_place(Slot::KongMedium, Size::Medium),
            slot_place(Slot::KongSmall, Size::Small),
        ],
    );
    let pung = pile(
        "Pung",
        h.pung_exposed,
        vec![
            slot_place(Slot::PungMedium, Size::Medium),
            slot_place(Slot::PungSmall, Size::Small),
        ],
    );
    let chow = pile("Chow", false, vec![slot_place(Slot::Chow, Size::Small)]);
    let mut bonus: Vec<Html> = h
        .bonus
        .iter()
        .map(|&c| {
            let p = Pyramid::new(c, Size::Large);
            let control = if large {
                mv_control(Move::LargeExchange(c))
            } else {
                pick_control(Slot::Loose, p)
            };
            place(Size::Large, Some(c), tr!("bonus {p}", p), control)
        })
        .collect();
    if large && h.bonus.len() < BONUS_MAX {
        bonus.push(place(
            Size::Large,
            None,
            t("a new bonus large").into(),
            mv_control(Move::LargeBonus),
        ));
    }
    let bonus = pile(t("Bonus"), false, bonus);
    let mut loose: Vec<Html> = h
        .loose
        .iter()
        .map(|&p| {
            place(
                p.size,
                Some(p.colour),
                p.to_string(),
                pick_control(Slot::Loose, p),
            )
        })
        .collect();
    if let Some(target) = to(Slot::Loose) {
        let size = pick.map_or(Size::Small, |(_, p)| p.size);
        loose.push(place(size, None, t("loose").into(), Some(target)));
    }
    let loose = pile(t("Loose"), false, loose);
    // The discard: the picked piece's, or a drawn large's.
    let discard = if large {
        mv_control(Move::LargeDiscard)
    } else {
        pick.and_then(|(_, p)| mv_control(Move::Discard(p)))
    };
    let turn = !legal.is_empty() && matches!(props.phase, Phase::Act | Phase::Large);
    // Moves that are no piece's: buttons, in words.
    let words: Vec<Html> = legal
        .iter()
        .filter_map(|mv| {
            // A hide is short on the button, two to a row (four long
            // sentences took a phone's whole table), and goes on for
            // screen readers, its visible words first (axe's
            // label-content-name-mismatch).
            let (text, said) = match mv {
                Move::Roll => (t("Roll the dice").into(), None),
                Move::MahJongg => (t("Mah Jongg!").into(), None),
                Move::Go => (t("Go (no discard)").into(), None),
                Move::Hide { opaque, keep_drawn } => {
                    let hide = Pyramid::new(*opaque, Size::Small);
                    let (short, said) = if *keep_drawn {
                        (
                            en!("Hide {colour}, keep drawn"),
                            en!(": a {hide} under it, keeping the drawn small"),
                        )
                    } else {
                        (
                            en!("Hide {colour}, keep hidden"),
                            en!(": a {hide} under it, keeping the hidden small"),
                        )
                    };
                    (fill(short, &[&opaque.word()]), Some(fill(said, &[&hide])))
                }
                _ => return None,
            };
            let primary = matches!(mv, Move::Roll | Move::MahJongg);
            let hide = said.is_some().then_some("hide");
            let (id, cb) = play(mv.clone());
            Some(html! {
                <button class={cls!("move", primary.then_some("primary"), hide)} data-move={id} onclick={cb}>
                    { crate::ui::text(text) }
                    if let Some(said) = said { <span class="vh">{ crate::ui::text(said) }</span> }
                </button>
            })
        })
        .collect();
    let prompt = match pick {
        Some((_, p)) if props.pending.is_none() => {
            tr!("The {p}: tap its new place, or the discard.", p)
        }
        _ => props.prompt.clone(),
    };
    html! {
        <section class="my-seat mj-mine" data-private={props.seat.to_string()} aria-label={tr!("{name}'s screen", name = props.name)}>
            { crate::ui::prompt(props.pending.as_ref(), !legal.is_empty(), &prompt) }
            <div class="mj-screen">{ kong }{ pung }{ chow }{ bonus }{ loose }</div>
            <div class="mj-moves">
                if let Some(p) = props.drawn {
                    <p class="mj-drawn">{ th("Drawn: ") }{ place(p.size, Some(p.colour), keep_label(en!("Keep the drawn {p}"), p, is_legal(&Move::Keep)), mv_control(Move::Keep)) }</p>
                }
                if let Some(p) = props.peek {
                    <p class="mj-peek" data-peek="true">{ th("Under the cover: ") }{ place(p.size, Some(p.colour), keep_label(en!("Take the hidden {p}"), p, is_legal(&Move::Swap)), mv_control(Move::Swap)) }</p>
                }
                if turn {
                    <div class={cls!("mj-discard", discard.is_some().then_some("open"))}>
                        { match discard {
                            Some((id, onclick, _)) => html! { <button class="mj-place target" data-move={id} {onclick}>{ th("Discard") }</button> },
                            None => html! { <span class="mj-place empty">{ th("Discard") }</span> },
                        } }
                    </div>
                }
                { for words }
            </div>
        </section>
    }
}

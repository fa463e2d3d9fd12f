//! Reusable SVG pieces: pyramids, playing cards, dice and the bag. Each is a
//! `<g>` drawn at the origin (so games can place it inside a larger drawing)
//! plus an `*_icon` wrapper that is a standalone `<svg>`.
//!
//! Every pyramid carries a letter for its colour and every card its rank and
//! suit as text, so nothing depends on telling colours apart.

use super::lang::t;
use crate::engine::pieces::{Card, Colour, Size};
use std::fmt;
use yew::prelude::*;

/// A drawing coordinate as SVG text, to two decimals. Written with integer
/// formatting: Rust's own `f64` formatting would add about 10 KB to the
/// download for numbers like these.
#[derive(Clone, Copy)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let (whole, frac) = (hundredths.abs() / 100, hundredths.abs() % 100);
        match frac {
            0 => write!(f, "{sign}{whole}"),
            _ if frac % 10 == 0 => write!(f, "{sign}{whole}.{}", frac / 10),
            _ => write!(f, "{sign}{whole}.{frac:02}"),
        }
    }
}

/// `Num` as an attribute value.
pub fn num(x: f64) -> String {
    Num(x).to_string()
}

/// Base width and height of each size, in drawing units.
pub fn pyramid_dims(size: Size) -> (f64, f64) {
    match size {
        Size::Small => (26.0, 32.0),
        Size::Medium => (34.0, 42.0),
        Size::Large => (42.0, 52.0),
    }
}

/// The page's one drawing of each size of pyramid, `#pyramid-small` and so
/// on, its base centred on (0, 0) and its apex pointing up; `pyramid_g`
/// shows one through `<use>`. Colours come from CSS custom properties that
/// the piece sets from its `data-colour` (style.css, "Pyramid colours"):
/// `--pf` the faces, `--po` their opacity (translucent colours let the table
/// through), `--ps` the lighter right face, `--pk` the edge, `--pi` the
/// letter and pips. One shared drawing makes a piece two elements instead of
/// eight or nine, which is most of the drawing a move adds to a table.
fn pyramid_def(size: Size) -> Html {
    let (w, h) = pyramid_dims(size);
    let right = format!("M0,{} L{},0 L0,0 Z", Num(-h), Num(w / 2.0));
    let pips = size.pips();
    html! {
        <g id={pyramid_id(size)}>
            <path d={format!("M0,{} L{},0 L0,0 Z", Num(-h), Num(-w / 2.0))} style="fill:var(--pf);fill-opacity:var(--po)" />
            <path d={right.clone()} style="fill:var(--pf);fill-opacity:var(--po)" />
            // A lighter right face gives translucent pieces their glassy look
            // and opaque ones a matte edge.
            <path d={right} fill="#fff" style="fill-opacity:var(--ps)" />
            <path d={format!("M{},0 L0,{} L{},0 Z", Num(-w / 2.0), Num(-h), Num(w / 2.0))}
                fill="none" stroke-width="1.4" stroke-linejoin="round" style="stroke:var(--pk)" />
            { for (0..pips).map(|i| html! {
                <circle cx={num((f64::from(i) - f64::from(pips - 1) / 2.0) * 6.0)} cy="-5" r="1.7"
                    fill-opacity="0.9" style="fill:var(--pi)" />
            }) }
        </g>
    }
}

fn pyramid_id(size: Size) -> &'static str {
    match size {
        Size::Small => "pyramid-small",
        Size::Medium => "pyramid-medium",
        Size::Large => "pyramid-large",
    }
}

/// A pyramid seen from the side, its base centred on (0, 0) and its apex
/// pointing up, with its colour's letter (the faces are `pyramid_def`'s).
pub fn pyramid_g(colour: Colour, size: Size) -> Html {
    let (_, h) = pyramid_dims(size);
    let href = match size {
        Size::Small => "#pyramid-small",
        Size::Medium => "#pyramid-medium",
        Size::Large => "#pyramid-large",
    };
    let label_size = match size {
        Size::Small => "9",
        Size::Medium => "11",
        Size::Large => "13",
    };
    html! {
        <g class={if colour.is_opaque() { "pyramid opaque" } else { "pyramid" }}
            data-colour={colour.name()} data-size={size.name()}>
            <use href={href} />
            <text y={num(-h * 0.36)} font-size={label_size}>{ colour.label() }</text>
        </g>
    }
}

/// A pyramid as a standalone image, scaled so all sizes share one baseline.
pub fn pyramid_icon(colour: Colour, size: Size, scale: f64) -> Html {
    html! { <PyramidIcon colour={colour} size={size} scale={scale} /> }
}

/// Pyramids in a row that changes (a stash, a pile), each keyed by colour,
/// size and how many of the same came before it: when one is taken, the
/// others keep their drawings instead of each being redrawn one place on.
pub fn pyramid_row(list: &[crate::engine::pieces::Pyramid], scale: f64) -> Html {
    let mut seen = Vec::with_capacity(list.len());
    html! {
        <span class="pieces">
            { for list.iter().map(|p| {
                let n = seen.iter().filter(|q| *q == p).count();
                seen.push(*p);
                let key = format!("{}{}{n}", p.colour.label(), p.size.index());
                html! { <PyramidIcon key={key} colour={p.colour} size={p.size} scale={scale} /> }
            }) }
        </span>
    }
}

#[derive(Properties, PartialEq)]
struct PyramidProps {
    colour: Colour,
    size: Size,
    scale: f64,
}

/// A component rather than a function so that Yew compares its three props
/// and skips the drawing when they are unchanged: a table holds dozens of
/// pieces, and re-diffing every path on each move was most of a move's cost
/// on a slow tablet.
#[function_component(PyramidIcon)]
fn pyramid_icon_component(props: &PyramidProps) -> Html {
    let PyramidProps {
        colour,
        size,
        scale,
    } = *props;
    let (w, h) = pyramid_dims(size);
    let title = format!("{} {}", size.word(), colour.word());
    // Sized in em of a 10px font (style.css `svg.piece`), so a place that
    // shows pieces larger or smaller sets their font size rather than
    // `zoom`, which restyled and pre-painted everything under it anew.
    html! {
        <svg class="piece" role="img" aria-label={title.clone()}
            width={format!("{}em", Num((w * scale + 4.0) / 10.0))} height={format!("{}em", Num((h * scale + 3.0) / 10.0))}
            viewBox={format!("{} {} {} {}", Num(-w / 2.0 - 2.0), Num(-h - 2.0), Num(w + 4.0), Num(h + 3.0))}>
            <title>{ title }</title>
            { pyramid_g(colour, size) }
        </svg>
    }
}

/// Where each size's base sits in a tree, by `Size::index`: the medium on
/// the large's shoulders and the small on the medium's, low enough that
/// every piece's letter and pips still show.
const TREE_BASE: [f64; 3] = [-56.0, -29.0, 0.0];

/// A tree of pyramids, large at the base and small on top, from its colours
/// by `Size::index`; a piece not there yet is a dashed outline. `label`
/// names it for screen readers ("large purple, medium red, small blue").
pub fn tree_icon(pieces: [Option<Colour>; 3], scale: f64, label: String) -> Html {
    html! { <TreeIcon pieces={pieces} scale={scale} label={label} /> }
}

#[derive(Properties, PartialEq)]
struct TreeProps {
    pieces: [Option<Colour>; 3],
    scale: f64,
    label: String,
}

/// A component for the same reason as `PyramidIcon`: unchanged trees are
/// skipped when the table is drawn again.
#[function_component(TreeIcon)]
fn tree_icon_component(props: &TreeProps) -> Html {
    let (w, _) = pyramid_dims(Size::Large);
    let top = TREE_BASE[0] - pyramid_dims(Size::Small).1;
    let (vw, vh) = (w + 4.0, -top + 3.0);
    html! {
        <svg class="tree" role="img" aria-label={props.label.clone()}
            width={num(vw * props.scale)} height={num(vh * props.scale)}
            viewBox={format!("{} {} {} {}", Num(-w / 2.0 - 2.0), Num(top - 2.0), Num(vw), Num(vh))}>
            { for [Size::Large, Size::Medium, Size::Small].into_iter().map(|size| {
                let y = TREE_BASE[size.index()];
                let inner = match props.pieces[size.index()] {
                    Some(c) => pyramid_g(c, size),
                    None => {
                        let (pw, ph) = pyramid_dims(size);
                        html! { <path class="hole" d={format!("M{},0 L0,{} L{},0 Z", Num(-pw / 2.0), Num(-ph), Num(pw / 2.0))}
                            fill="none" stroke="#c9b48f" stroke-width="1.4" stroke-dasharray="4 3" /> }
                    }
                };
                html! { <g transform={format!("translate(0 {})", Num(y))}>{ inner }</g> }
            }) }
        </svg>
    }
}

/// An empty place for a piece of `size`: a dashed outline, drawn to the
/// same box as `pyramid_icon` at `scale`.
pub fn pyramid_hole_icon(size: Size, scale: f64) -> Html {
    let (w, h) = pyramid_dims(size);
    html! {
        <svg class="piece hole" aria-hidden="true" width={num(w * scale + 4.0)} height={num(h * scale + 3.0)}
            viewBox={format!("{} {} {} {}", Num(-w / 2.0 - 2.0), Num(-h - 2.0), Num(w + 4.0), Num(h + 3.0))}>
            <path d={format!("M{},0 L0,{} L{},0 Z", Num(-w / 2.0), Num(-h), Num(w / 2.0))}
                fill="none" stroke="#c9b48f" stroke-width="1.6" stroke-dasharray="4 3" stroke-linejoin="round" />
        </svg>
    }
}

/// A grey outline of a size, for counts of hidden pieces (the bag).
pub fn pyramid_outline_icon(size: Size) -> Html {
    let (w, h) = pyramid_dims(size);
    html! {
        <svg class="piece ghost" aria-hidden="true" width={num(w * 0.6 + 4.0)} height={num(h * 0.6 + 3.0)}
            viewBox={format!("{} {} {} {}", Num(-w / 2.0 - 2.0), Num(-h - 2.0), Num(w + 4.0), Num(h + 3.0))}>
            <path d={format!("M{},0 L0,{} L{},0 Z", Num(-w / 2.0), Num(-h), Num(w / 2.0))}
                fill="#c9b48f" stroke="#6b5737" stroke-width="2" stroke-linejoin="round" />
            { for (0..size.pips()).map(|i| html! {
                <circle cx={num((f64::from(i) - f64::from(size.pips() - 1) / 2.0) * 6.0)} cy="-5" r="1.8" fill="#6b5737" />
            }) }
        </svg>
    }
}

pub const CARD_W: f64 = 60.0;
pub const CARD_H: f64 = 84.0;

/// A playing card with its top-left corner at (0, 0); `None` is a face-down
/// card.
pub fn card_g(card: Option<Card>) -> Html {
    let Some(card) = card else {
        return html! {
            <g class="card back">
                <rect width={num(CARD_W)} height={num(CARD_H)} rx="6" fill="#2b3a67" stroke="#111a36" />
                <rect x="5" y="5" width={num(CARD_W - 10.0)} height={num(CARD_H - 10.0)} rx="4"
                    fill="url(#card-back)" stroke="#c9b48f" stroke-width="1" />
            </g>
        };
    };
    let ink = if card.suit.is_red() {
        "#c0182f"
    } else {
        "#1b1b1f"
    };
    let rank = t(card.rank_str());
    html! {
        <g class="card" data-card={card.code()}>
            <rect width={num(CARD_W)} height={num(CARD_H)} rx="6" fill="#fffdf7" stroke="#777" />
            <text x="6" y="17" font-size="14" font-weight="700" fill={ink}>{ rank }</text>
            <text x="6" y="31" font-size="13" fill={ink}>{ card.suit.symbol() }</text>
            <g transform={format!("rotate(180 {} {})", Num(CARD_W / 2.0), Num(CARD_H / 2.0))}>
                <text x="6" y="17" font-size="14" font-weight="700" fill={ink}>{ rank }</text>
                <text x="6" y="31" font-size="13" fill={ink}>{ card.suit.symbol() }</text>
            </g>
            <text x={num(CARD_W / 2.0)} y={num(CARD_H / 2.0 + 11.0)} text-anchor="middle"
                font-size={if card.rank > 10 { "24" } else { "30" }} font-weight={if card.rank > 10 { "700" } else { "400" }} fill={ink}>
                { if card.rank > 10 { format!("{rank}{}", card.suit.symbol()) } else { card.suit.symbol().to_string() } }
            </text>
        </g>
    }
}

/// The page's shared drawings, once (the app puts them first): the pattern
/// for card backs and the three pyramids.
pub fn defs() -> Html {
    html! {
        <svg width="0" height="0" style="position:absolute" aria-hidden="true">
            <defs>
                { pyramid_def(Size::Small) }
                { pyramid_def(Size::Medium) }
                { pyramid_def(Size::Large) }
                <pattern id="card-back" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <rect width="8" height="8" fill="#3b4f8a" />
                    <rect width="4" height="8" fill="#324477" />
                </pattern>
            </defs>
        </svg>
    }
}

pub fn card_icon(card: Option<Card>, width: f64) -> Html {
    html! { <CardIcon card={card} width={width} /> }
}

#[derive(Properties, PartialEq)]
struct CardProps {
    card: Option<Card>,
    width: f64,
}

/// A component for the same reason as `PyramidIcon`. `width` 0 leaves the
/// size to the stylesheet (`--cw`). A face-up card is HTML, not SVG: laying out SVG text is slow in Chromium, and a hand's
/// five texts per card took about a quarter of each tap's time on a
/// throttled tablet; this face has three spans and a fixed size
/// (`contain: strict`), and looks the same as `card_g`. A face-down card
/// is hidden from screen readers: where one is drawn (a Trick Walls pile,
/// a rules picture) the words beside it say what it is.
#[function_component(CardIcon)]
fn card_icon_component(props: &CardProps) -> Html {
    let CardProps { card, width } = *props;
    let height = width * CARD_H / CARD_W;
    let Some(c) = card else {
        return html! {
            <svg class="card-svg" aria-hidden="true" width={(width > 0.0).then(|| num(width))}
                height={(width > 0.0).then(|| num(height))}
                viewBox={format!("-1 -1 {} {}", Num(CARD_W + 2.0), Num(CARD_H + 2.0))}>
                { card_g(None) }
            </svg>
        };
    };
    let (index, pip, pip_class) = face_words(c);
    // The face is sized in em (style.css): one font size sets it all, and
    // with width 0 the stylesheet sets that too, so a hand grows with the
    // screen.
    html! {
        <div class={if c.suit.is_red() { "card card-face red" } else { "card card-face" }}
            data-card={c.code()} role="img" aria-label={crate::tr!("{rank} of {suit}", rank = t(c.rank_str()), suit = t(c.suit.name()))}
            style={(width > 0.0).then(|| format!("font-size:{}px", Num(14.0 * width / CARD_W)))}>
            <span class="ix" aria-hidden="true">{ index.clone() }</span>
            <span class={pip_class} aria-hidden="true">{ pip }</span>
            <span class="ix b" aria-hidden="true">{ index }</span>
        </div>
    }
}

/// What a face-up card's face writes: its corner index (rank over suit),
/// and its middle with that span's class (a court card and an ace show
/// their rank and suit, the others their suit).
pub fn face_words(c: Card) -> (String, String, &'static str) {
    let (rank, suit) = (t(c.rank_str()), c.suit.symbol());
    let index = format!("{rank}\n{suit}");
    if c.rank > 10 {
        (index, format!("{rank}{suit}"), "pip court")
    } else {
        (index, suit.to_string(), "pip")
    }
}

/// A six-sided die showing `face` (1..=6) as pips, centred on (0, 0).
pub fn d6_g(face: u8) -> Html {
    let spots: &[(i8, i8)] = match face {
        1 => &[(0, 0)],
        2 => &[(-1, -1), (1, 1)],
        3 => &[(-1, -1), (0, 0), (1, 1)],
        4 => &[(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5 => &[(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        _ => &[(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    };
    html! {
        <g class="die d6" data-face={face.to_string()}>
            <rect x="-18" y="-18" width="36" height="36" rx="7" fill="#fbf7ee" stroke="#444" stroke-width="1.5" />
            { for spots.iter().map(|(x, y)| html! {
                <circle cx={(i32::from(*x) * 9).to_string()} cy={(i32::from(*y) * 9).to_string()} r="3.4" fill="#222" />
            }) }
        </g>
    }
}

/// An eight-sided die (seen as a diamond) showing a number, centred on (0, 0).
/// With `colour`, the face is painted that colour too (Mah Jongg's d8), by
/// the custom properties of `pyramid_def`.
pub fn d8_g(face: u8, colour: Option<Colour>) -> Html {
    html! {
        <g class="die d8" data-face={face.to_string()} data-colour={colour.map(Colour::name)}>
            <path d="M0,-22 L20,0 L0,22 L-20,0 Z" stroke="#444" stroke-width="1.5" stroke-linejoin="round" style="fill:var(--pf)" />
            <path d="M-20,0 L20,0" stroke="#444" stroke-opacity="0.35" />
            <text x="0" y="6" text-anchor="middle" font-size="15" font-weight="700" style="fill:var(--pi)">{ face }</text>
        </g>
    }
}

/// Whist's colour die: a colour face, or the atom (no trump).
pub fn colour_die_g(face: Option<Colour>) -> Html {
    let inner = match face {
        Some(c) => html! { <g data-colour={c.name()}>
            <rect x="-12" y="-12" width="24" height="24" rx="4" style="fill:var(--pf);stroke:var(--pk)" />
            <text x="0" y="5" text-anchor="middle" font-size="12" font-weight="700" style="fill:var(--pi)">{ c.label() }</text>
        </g> },
        None => html! { <>
            <ellipse rx="12" ry="4.5" fill="none" stroke="#333" stroke-width="1.5" />
            <ellipse rx="12" ry="4.5" fill="none" stroke="#333" stroke-width="1.5" transform="rotate(60)" />
            <ellipse rx="12" ry="4.5" fill="none" stroke="#333" stroke-width="1.5" transform="rotate(-60)" />
            <circle r="2.5" fill="#333" />
        </> },
    };
    html! {
        <g class="die colour-die">
            <rect x="-18" y="-18" width="36" height="36" rx="7" fill="#fbf7ee" stroke="#444" stroke-width="1.5" />
            { inner }
        </g>
    }
}

/// A drawstring bag, its bottom centred on (0, 0), about 90 wide and 100 tall.
pub fn bag_g() -> Html {
    html! {
        <g class="bag">
            <path d="M-30,-78 C-48,-60 -52,-30 -46,-12 C-40,2 40,2 46,-12 C52,-30 48,-60 30,-78 Z"
                fill="#8a5a3c" stroke="#4a2e1c" stroke-width="2" />
            <path d="M-30,-78 C-20,-84 20,-84 30,-78 L24,-90 C10,-96 -10,-96 -24,-90 Z"
                fill="#a06b48" stroke="#4a2e1c" stroke-width="2" />
            <path d="M-28,-80 C-10,-72 10,-72 28,-80" fill="none" stroke="#e8d3a0" stroke-width="2.5" />
            <path d="M24,-78 C34,-70 40,-70 44,-62" fill="none" stroke="#e8d3a0" stroke-width="2.5" />
            <path d="M-30,-40 C-20,-30 -10,-26 0,-26" fill="none" stroke="#4a2e1c" stroke-opacity="0.4" stroke-width="2" />
        </g>
    }
}

pub fn bag_icon(width: f64) -> Html {
    html! {
        <svg class="bag-svg" aria-hidden="true" width={num(width)} height={num(width * 1.05)} viewBox="-52 -98 104 104">
            { bag_g() }
        </svg>
    }
}

/// A small robot head: marks computer seats (emoji fonts are not everywhere).
pub fn computer_icon() -> Html {
    html! {
        <svg class="icon" viewBox="0 0 20 20" width="18" height="18" role="img">
            // Named by its title (the accessible name of an svg image):
            // an aria-label worded at run time would cost each icon's
            // attributes their static form.
            <title>{ t("computer player") }</title>
            <line x1="10" y1="1.5" x2="10" y2="5" stroke="currentColor" stroke-width="1.6" />
            <circle cx="10" cy="1.8" r="1.5" fill="currentColor" />
            <rect x="3" y="5" width="14" height="11" rx="3" fill="none" stroke="currentColor" stroke-width="1.8" />
            <circle cx="7.5" cy="10" r="1.6" fill="currentColor" />
            <circle cx="12.5" cy="10" r="1.6" fill="currentColor" />
            <line x1="7" y1="13.4" x2="13" y2="13.4" stroke="currentColor" stroke-width="1.4" />
        </svg>
    }
}

/// A person's head and shoulders: marks seats played by people.
pub fn person_icon() -> Html {
    html! {
        <svg class="icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="10" cy="6.5" r="4" fill="currentColor" />
            <path d="M2.5 19 C3 13 17 13 17.5 19 Z" fill="currentColor" />
        </svg>
    }
}

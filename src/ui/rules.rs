//! Rules pages, written in a small Markdown subset: `#`/`##` headings,
//! `- ` bullets, blank-line paragraphs, `**bold**`, and pictures of the
//! games' own pieces (`engine::picture`). A Markdown crate
//! would read all of CommonMark, which the rules texts do not need, and
//! cost far more than this page (pulldown-cmark with only its `html`
//! feature: 65.7 KB gzip, measured for issue 29).

use super::lang::Lang;
use super::svg;
use crate::engine::picture::{self, Drawn};
use crate::games;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

fn inline(text: &str) -> Html {
    // Odd pieces between `**` pairs are bold.
    html! { <>{ for text.split("**").enumerate().map(|(i, part)| {
        if i % 2 == 1 { html! { <strong>{ part }</strong> } } else { html! { part } }
    }) }</> }
}

/// A picture of pieces in a row, drawn as the tables draw them, with its
/// caption under it; the caption is what a screen reader reads.
pub fn figure(caption: &str, drawn: &[Drawn]) -> Html {
    html! {
        <figure class="rules-pic">
            { pieces(drawn) }
            <figcaption>{ caption }</figcaption>
        </figure>
    }
}

/// Pieces in a row, left to right, hidden from screen readers (a caption
/// or a heading beside them says what they are).
pub fn pieces(drawn: &[Drawn]) -> Html {
    let one = |d: &Drawn| match *d {
        Drawn::Pyramid(p) => svg::pyramid_icon(p.colour, p.size, 1.0),
        Drawn::Card(c) => svg::card_icon(c, 44.0),
        Drawn::D6(f) => {
            html! { <svg viewBox="-20 -20 40 40" width="36" height="36">{ svg::d6_g(f) }</svg> }
        }
        // A plain d8 (Mah Jongg colours its own from the pool).
        Drawn::D8(f) => html! {
            <svg viewBox="-24 -24 48 48" width="40" height="40" style="--pf:#fbf7ee;--pi:#222">{ svg::d8_g(f, None) }</svg>
        },
        Drawn::Text(t) => html! { <span class="pic-sign">{ t }</span> },
    };
    html! { <div class="pic-row" aria-hidden="true">{ for drawn.iter().map(one) }</div> }
}

pub fn render(md: &str) -> Html {
    /// A block being read: a paragraph's lines or a list's items.
    enum Open {
        None,
        Para(Vec<String>),
        List(Vec<String>),
    }
    fn close(open: &mut Open, blocks: &mut Vec<Html>) {
        match std::mem::replace(open, Open::None) {
            Open::None => {}
            Open::Para(lines) => blocks.push(html! { <p>{ inline(&lines.join(" ")) }</p> }),
            Open::List(items) => blocks.push(html! {
                <ul>{ for items.iter().map(|i| html! { <li>{ inline(i) }</li> }) }</ul>
            }),
        }
    }
    let mut blocks = Vec::new();
    let mut open = Open::None;
    for line in md.lines() {
        let t = line.trim();
        if t.starts_with("% ") {
            // A first-time tip (`tips`), not part of the page.
        } else if let Some((caption, drawn)) = picture::parse(t) {
            close(&mut open, &mut blocks);
            blocks.push(figure(caption, &drawn));
        } else if let Some(h) = t.strip_prefix("## ") {
            close(&mut open, &mut blocks);
            blocks.push(html! { <h3 id={slug(h)}>{ h }</h3> });
        } else if let Some(h) = t.strip_prefix("# ") {
            close(&mut open, &mut blocks);
            blocks.push(html! { <h2>{ h }</h2> });
        } else if let Some(item) = t.strip_prefix("- ") {
            if let Open::List(items) = &mut open {
                items.push(item.to_string());
            } else {
                close(&mut open, &mut blocks);
                open = Open::List(vec![item.to_string()]);
            }
        } else if t.is_empty() {
            close(&mut open, &mut blocks);
        } else {
            match &mut open {
                // An indented line carries on the last bullet.
                Open::List(items) if line.starts_with("  ") => {
                    if let Some(last) = items.last_mut() {
                        last.push(' ');
                        last.push_str(t);
                    }
                }
                Open::Para(lines) => lines.push(t.to_string()),
                _ => {
                    close(&mut open, &mut blocks);
                    open = Open::Para(vec![t.to_string()]);
                }
            }
        }
    }
    close(&mut open, &mut blocks);
    html! { <div class="rules-text">{ for blocks }</div> }
}

/// A heading's element id: `rules-` and its words in lower case, joined
/// by dashes. ASCII only: Unicode's letter and case tables would cost the
/// download about 12 KB gzip for headings written in English.
fn slug(heading: &str) -> String {
    let words: Vec<String> = heading
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    format!("rules-{}", words.join("-"))
}

/// The page's list of contents: a button for each section, which scrolls
/// to it (links would change the address, which is the app's route).
fn contents(texts: &[&str]) -> Html {
    let heads: Vec<&str> = texts
        .iter()
        .flat_map(|t| t.lines())
        .filter_map(|l| l.trim().strip_prefix("## "))
        .collect();
    let item = |h: &str| {
        let id = slug(h);
        let go = Callback::from(move |_| {
            let el = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(&id));
            if let Some(el) = el {
                el.scroll_into_view();
            }
        });
        html! { <li><button type="button" class="link" onclick={go}>{ h.to_string() }</button></li> }
    };
    html! {
        <nav class="rules-contents" aria-labelledby="rules-contents-h">
            <h2 id="rules-contents-h">{ super::lang::th("Contents") }</h2>
            <ol>{ for heads.into_iter().map(item) }</ol>
        </nav>
    }
}

/// How hints, take-backs and the review work, the same for every game, at
/// the foot of each rules page (the review's grades are defined there):
/// `rules/coach.md`, fetched like a game's rules (`scripts/post-build`).
const COACH: &str = "coach";

thread_local! {
    /// Rules texts fetched so far, by address: opened again, at once. A
    /// dozen at most (five games and the coach's page, in two languages):
    /// a list, not a map's code for so few.
    static FETCHED: RefCell<Vec<(String, Rc<str>)>> = const { RefCell::new(Vec::new()) };
}

/// Where a game's rules text is: not in the wasm every visit downloads
/// but beside it (`scripts/post-build` copies each game's `rules.md`, and
/// `rules.fr.md` in French), and fetched when a person opens it; the
/// service worker keeps it offline. A French page that cannot be had is
/// read in English rather than not at all.
fn fetch(game: &str, lang: Lang, done: impl FnOnce(Option<Rc<str>>) + 'static) {
    let url = match lang {
        Lang::En => format!("rules/{game}.md"),
        _ => format!("rules/{game}.{}.md", lang.code()),
    };
    let known = FETCHED.with(|f| {
        let f = f.borrow();
        f.iter().find(|(u, _)| *u == url).map(|(_, t)| t.clone())
    });
    if let Some(text) = known {
        return done(Some(text));
    }
    let game = game.to_string();
    yew::platform::spawn_local(async move {
        let text = super::lang::fetch_text(&url).await.map(Rc::<str>::from);
        match text {
            Some(text) => {
                FETCHED.with(|f| f.borrow_mut().push((url, text.clone())));
                done(Some(text));
            }
            None if lang != Lang::En => fetch(&game, Lang::En, done),
            None => done(None),
        }
    });
}

/// Where a rules text stands.
#[derive(Clone, PartialEq)]
pub enum Fetched {
    Waiting,
    Text(Rc<str>),
    Failed,
}

/// A game's rules text, fetched on first use: the whole page, or one
/// section of it (`section`, a `## ` heading's words).
#[hook]
pub fn use_rules(game: AttrValue) -> Fetched {
    let state = use_state(|| Fetched::Waiting);
    {
        let state = state.clone();
        use_effect_with(game, move |game| {
            let live = Rc::new(Cell::new(true));
            let alive = live.clone();
            fetch(game, Lang::current(), move |text| {
                if alive.get() {
                    state.set(text.map_or(Fetched::Failed, Fetched::Text));
                }
            });
            move || live.set(false)
        });
    }
    (*state).clone()
}

#[derive(Properties, PartialEq)]
pub struct RulesTextProps {
    pub game: AttrValue,
    /// Only this section (its `## ` heading), not the whole page.
    #[prop_or_default]
    pub section: Option<AttrValue>,
}

/// A game's rules, rendered once fetched (the play screen's and setup's
/// panels, Mah Jongg's scoring reference).
#[function_component(RulesText)]
pub fn rules_text(props: &RulesTextProps) -> Html {
    match use_rules(props.game.clone()) {
        Fetched::Text(text) => match &props.section {
            Some(heading) => render(section(&text, heading)),
            None => render(&text),
        },
        Fetched::Waiting => {
            html! { <p class="muted" role="status">{ super::lang::th("Loading the rules\u{2026}") }</p> }
        }
        Fetched::Failed => failed(),
    }
}

fn failed() -> Html {
    html! {
        <p class="notice" role="status">{ super::lang::th("The rules could not be loaded: this device seems to be offline, and they were not kept from an earlier visit. Try again when it is online.") }</p>
    }
}

/// One `## ` section of a rules text, its heading included.
fn section<'a>(text: &'a str, heading: &str) -> &'a str {
    let Some(from) = text.find(&format!("## {heading}")) else {
        return "";
    };
    let rest = &text[from..];
    let to = rest[2..].find("\n## ").map_or(rest.len(), |i| i + 3);
    &rest[..to]
}

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    pub game: AttrValue,
    pub on_home: Callback<()>,
    pub on_play: Callback<()>,
}

/// A game's rules page: its list of contents, the rules, how hints,
/// take-backs and the review work, and a Play button that opens its setup.
#[function_component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let game = props.game.clone();
    let info = games::catalogue().into_iter().find(|i| *i.id == *game);
    let fetched = use_rules(game.clone());
    let coach = match use_rules(AttrValue::Static(COACH)) {
        Fetched::Text(text) => text,
        _ => Rc::from(""),
    };
    let name = info.map_or("the game", |i| i.name);
    let body = match &fetched {
        Fetched::Text(text) => html! {
            <>
                { contents(&[text, &coach]) }
                <article class="rules" lang={Lang::current().code()}>{ render(text) }{ render(&coach) }</article>
            </>
        },
        Fetched::Waiting => {
            html! { <p class="muted" role="status">{ super::lang::th("Loading the rules\u{2026}") }</p> }
        }
        Fetched::Failed => failed(),
    };
    html! {
        <main class="rules-page" data-rules={game.to_string()}>
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={props.on_home.reform(|_| ())}>{"\u{2190} Home"}</button>
                <h1>{ info.map_or("Rules", |i| i.name) }</h1>
            </header>
            { body }
            <p class="rules-play">
                <button class="primary" data-action="play" onclick={props.on_play.reform(|_| ())}>{ crate::ui::text(format!("Play {name}")) }</button>
            </p>
        </main>
    }
}

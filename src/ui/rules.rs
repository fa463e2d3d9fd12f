//! Rules pages, written in a small Markdown subset: `#`/`##` headings,
//! `- ` bullets, blank-line paragraphs and `**bold**`. A Markdown crate
//! would read all of CommonMark, which the rules texts do not need, and
//! cost far more than this page (pulldown-cmark with only its `html`
//! feature: 65.7 KB gzip, measured for issue 29).

use crate::games;
use yew::prelude::*;

fn inline(text: &str) -> Html {
    // Odd pieces between `**` pairs are bold.
    html! { <>{ for text.split("**").enumerate().map(|(i, part)| {
        if i % 2 == 1 { html! { <strong>{ part }</strong> } } else { html! { part } }
    }) }</> }
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
        if let Some(h) = t.strip_prefix("## ") {
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
/// by dashes.
fn slug(heading: &str) -> String {
    let words: Vec<String> = heading
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
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
        <nav class="rules-contents" aria-label="Contents">
            <h2>{"Contents"}</h2>
            <ol>{ for heads.into_iter().map(item) }</ol>
        </nav>
    }
}

/// How hints and the review work, the same for every game: at the foot
/// of each rules page (the review's grades are defined here).
const COACH: &str = include_str!("coach.md");

/// A game's rules page. A plain function, not a component: it has no state,
/// and a component's machinery costs the download for nothing.
pub fn rules_screen(game: &str, on_home: &Callback<()>, on_play: &Callback<()>) -> Html {
    let info = games::catalogue().into_iter().find(|i| i.id == game);
    let back = on_home.reform(|_| ());
    let play = on_play.reform(|_| ());
    let name = info.map_or("the game", |i| i.name);
    html! {
        <main class="rules-page" data-rules={game.to_string()}>
            <header class="topbar">
                <button class="secondary" data-action="home" onclick={back}>{"\u{2190} Home"}</button>
                <h1>{ info.map_or("Rules", |i| i.name) }</h1>
            </header>
            { contents(&[info.map_or("", |i| i.rules), COACH]) }
            <article class="rules">
                { info.map(|i| render(i.rules)).unwrap_or_default() }
                { render(COACH) }
            </article>
            <p class="rules-play">
                <button class="primary" data-action="play" onclick={play}>{ format!("Play {name}") }</button>
            </p>
        </main>
    }
}

//! First-time tips: the first time a person meets each kind of decision on
//! this device (a draw, a prize, a call...), a line beside the Hint button
//! says what to do and where, with the part of the rules behind it. Once the
//! person dismisses it, or makes that kind of move, it does not come back
//! on this device; a setting turns tips off, and on again from the start.
//!
//! The words live in each game's rules text, as lines the rules page skips
//! (`% <phase> | <section heading> | <words>`), fetched and kept offline
//! with it: the download every visit makes carries none of them.

use super::rules::RulesText;
use super::storage::{set_text, text};
use yew::prelude::*;

/// The kinds of decision already met on this device, as `game:phase`
/// words separated by spaces.
const SEEN: &str = "mp.tips-seen";
/// "1" when tips are turned off.
const OFF: &str = "mp.tips-off";

pub fn on() -> bool {
    text(OFF).is_none()
}

/// Turns tips off, or on again, every kind of decision new once more.
pub fn set_on(on: bool) {
    set_text(OFF, (!on).then_some("1"));
    if on {
        set_text(SEEN, None);
    }
}

/// Whether the tip for `key` (`game:phase`) is still to be shown.
pub fn due(key: &str) -> bool {
    on() && !text(SEEN).is_some_and(|s| s.split(' ').any(|k| k == key))
}

/// The person has met `key`: its tip is not shown again.
pub fn met(key: &str) {
    if due(key) {
        let seen = text(SEEN).unwrap_or_default();
        set_text(SEEN, Some(&format!("{seen} {key}")));
    }
}

/// The tip for `phase` in a rules text: its section's heading and words.
pub fn find<'a>(rules: &'a str, phase: &str) -> Option<(&'a str, &'a str)> {
    rules.lines().find_map(|l| {
        let mut parts = l.strip_prefix("% ")?.splitn(3, " | ");
        if parts.next()? != phase {
            return None;
        }
        Some((parts.next()?, parts.next()?.trim()))
    })
}

/// The tip's line: its words, which open the rules section behind them in
/// place, and a button that puts it away for good.
pub fn line(
    game: &AttrValue,
    section: &str,
    words: &str,
    on_dismiss: &Callback<MouseEvent>,
) -> Html {
    html! {
        <aside class="tip" data-tip="" aria-labelledby="tip-line">
            // One line beside the Hint button, so the table keeps its room
            // on a phone; a tap opens the whole tip and its part of the rules.
            <details>
                <summary id="tip-line">{ words.to_string() }</summary>
                <RulesText game={game.clone()} section={AttrValue::from(section.to_string())} />
            </details>
            <button class="secondary" data-action="dismiss-tip" onclick={on_dismiss.clone()}>{ super::lang::th("Got it") }</button>
        </aside>
    }
}

//! What every game's seat panel starts with: the player's name, a computer
//! badge for a computer seat, and the game's own badges (who deals, who
//! leads). One copy, so seats read the same in every game.

use super::lang::t;
use super::svg;
use crate::cls;
use yew::prelude::*;

/// A seat panel's header: `name`, the computer badge, then `badges`.
pub fn header(name: &str, computer: bool, badges: Html) -> Html {
    html! {
        <header>
            <span class="name">{ name.to_string() }</span>
            if computer {
                <span class="badge bot">{ svg::computer_icon() }</span>
            }
            { badges }
        </header>
    }
}

/// The small label beside a name ("1st", "dealer", "leads") and its
/// tooltip, given in English (marked `en!`) and shown in the language in
/// effect.
pub fn badge(text: &'static str, title: &'static str, first: bool) -> Html {
    html! { <span class={cls!("badge", first.then_some("first"))} title={t(title)}>{ t(text) }</span> }
}

//! The setup screen's option controls, drawn once for every game: a
//! checkbox and a select, each carrying `data-option`. A game says what
//! each control sets; the controls themselves are not written again.
//! Labels and choices are given in English (a literal marked `en!`) and
//! put in the language in effect here.

use crate::ui::lang::t;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// A checkbox option, telling `on` its new state.
pub fn checkbox(id: &'static str, label: &str, checked: bool, on: Callback<bool>) -> Html {
    let onchange = on.reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().checked());
    html! {
        <label class="field check">
            <input data-option={id} type="checkbox" {checked} {onchange} />
            <span>{ t(label).to_string() }</span>
        </label>
    }
}

/// A select option from (value, label) pairs, telling `on` the value chosen.
pub fn select(
    id: &'static str,
    label: &str,
    choices: Vec<(String, String)>,
    selected: &str,
    on: Callback<String>,
) -> Html {
    let onchange = on.reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    html! {
        <label class="field">
            <span>{ t(label).to_string() }</span>
            <select data-option={id} {onchange}>
                { for choices.into_iter().map(|(value, text)| {
                    let selected = value == selected;
                    html! { <option {value} {selected}>{ t(&text).to_string() }</option> }
                }) }
            </select>
        </label>
    }
}

/// The callback of a control: `set` applies its value to a copy of
/// `options`, which goes to `on_change`.
pub fn setter<O: Clone + 'static, V: 'static>(
    options: &O,
    on_change: &Callback<O>,
    set: fn(&mut O, V),
) -> Callback<V> {
    let (o, cb) = (options.clone(), on_change.clone());
    Callback::from(move |v| {
        let mut next = o.clone();
        set(&mut next, v);
        cb.emit(next);
    })
}

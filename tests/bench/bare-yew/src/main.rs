//! Yew's counter example, as small as a Yew app gets: the baseline against
//! which the browser benchmark compares the app's first contentful paint.
use yew::prelude::*;

#[function_component]
fn App() -> Html {
    let counter = use_state(|| 0);
    let onclick = {
        let counter = counter.clone();
        move |_| counter.set(*counter + 1)
    };
    html! {
        <main>
            <h1>{ "Bare Yew" }</h1>
            <button {onclick}>{ "+1" }</button>
            <p>{ *counter }</p>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}

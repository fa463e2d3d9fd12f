//! The browser UI (Yew function components). Everything here renders a
//! seat's view and sends moves to the reducer in `play`; rules live in the
//! engine. Storage, the URL, timers and computer moves live in effects.

pub mod app;
pub mod gallery;
pub mod handoff;
pub mod home;
pub mod play;
pub mod registry;
pub mod rules;
pub mod session;
pub mod setup;
pub mod storage;
pub mod svg;
pub mod thinking;

use crate::engine::{Game, Seat};
use yew::prelude::*;

/// What a game's table is drawn from: one seat's view, never the state.
pub struct TableCtx<G: Game> {
    pub view: G::View,
    /// Whose eyes the table is drawn for (`None`: public only).
    pub viewer: Option<Seat>,
    /// The human seat that may move now, if any; its legal moves follow.
    pub acting: Option<Seat>,
    pub legal: Vec<G::Move>,
    pub names: Vec<String>,
    pub computers: Vec<bool>,
    pub on_move: Callback<G::Move>,
}

/// The browser side of a game: its option controls and its table.
pub trait GameUi: crate::ai::Knowledge {
    /// Controls for the game's options, each carrying `data-option`.
    fn options_form(
        players: usize,
        options: &Self::Options,
        on_change: Callback<Self::Options>,
    ) -> Html;
    /// The table for one seat's view, with move controls for `ctx.acting`.
    fn table(ctx: &TableCtx<Self>) -> Html;
    /// The score sheet, shown beside the log and in the final standings.
    fn score_sheet(view: &Self::View, names: &[String]) -> Html;
    /// How a final score reads ("23 chips", "41 points").
    fn format_score(view: &Self::View, score: i64) -> String;
}

/// A fresh random seed from the browser's generator.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // Without crypto (very old browsers) fall back to the clock; seeds
        // only need to differ between games.
        return js_sys_now().to_bits();
    }
    u64::from_le_bytes(bytes)
}

fn js_sys_now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Sends panics to the browser console, where a bug report can find them.
fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        gloo::console::error!(format!("Martian Parlour crashed: {info}"));
    }));
}

pub fn start() {
    install_panic_hook();
    yew::Renderer::<app::App>::new().render();
}

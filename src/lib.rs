//! Martian Parlour: pass-and-play pyramid and card games.
//!
//! `engine` and `games` are pure Rust (no Yew, no web-sys) and are tested
//! natively; `ui` exists only in the browser build.

pub mod ai;
pub mod engine;
pub mod games;
#[cfg(target_arch = "wasm32")]
pub mod ui;

//! Martian 12s. Every game folder has the same files: `engine.rs` (rules,
//! no UI), `play.rs` (moves as people read them), `save.rs` (options and
//! moves in saves and links), `ai.rs` (what the computer player knows of
//! the game), `check.rs` (test support), `ui.rs` (browser table),
//! `rules.md` (the in-app rules page).

pub mod ai;
pub mod engine;
mod play;
mod save;
#[cfg(target_arch = "wasm32")]
pub mod ui;

pub use engine::{Move, Options, Twelves};

//! Martian 12s. Every game folder has the same files: `engine.rs` (rules,
//! no UI; its options and moves derive serde's forms, which are how saves
//! and links write them), `play.rs` (moves as people read them:
//! refusals, and the log's events), `words.rs` (the log in words), `ai.rs`
//! (what the computer player knows of the game), `check.rs` (test
//! support), `ui.rs` (browser table), `rules.md` (the in-app rules page).
//! A game whose moves are written in shapes of their own has a `save.rs`.

pub mod ai;
pub mod engine;
mod play;
#[cfg(target_arch = "wasm32")]
pub mod ui;
mod words;

pub use engine::{Move, Options, Twelves};

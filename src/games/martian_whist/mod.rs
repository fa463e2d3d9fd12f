//! Martian Whist. The same files as every game folder (`engine.rs`,
//! `save.rs`, `ai.rs`, `check.rs`, `rules.md`), with the moves in
//! `play.rs` and the arithmetic of trees in `scoring.rs`. No `ui.rs` yet:
//! the game is not in the catalogue until it has one.

pub mod ai;
pub mod engine;
mod play;
mod save;
pub mod scoring;

pub use engine::{Move, Options, Whist};

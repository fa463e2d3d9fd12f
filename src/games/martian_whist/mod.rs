//! Martian Whist. The same files as every game folder (`engine.rs`,
//! `ai.rs`, `check.rs`, `ui.rs`, `rules.md`), with the moves in `play.rs`,
//! the arithmetic of trees in `scoring.rs`, in `save.rs` how the colour
//! die's face is written, and in `words.rs` how the log reads.

pub mod ai;
pub mod engine;
mod play;
mod save;
pub mod scoring;
#[cfg(target_arch = "wasm32")]
pub mod ui;
mod words;

pub use engine::{Move, Options, Whist};

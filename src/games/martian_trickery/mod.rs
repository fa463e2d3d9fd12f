//! Martian Trickery: the same files as every game folder.

pub mod ai;
pub mod engine;
mod play;
pub mod scoring;
#[cfg(target_arch = "wasm32")]
pub mod ui;
mod words;

pub use engine::{Move, Options, Trickery};

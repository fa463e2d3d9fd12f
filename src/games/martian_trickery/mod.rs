//! Martian Trickery: the same files as every game folder.

pub mod bot;
pub mod engine;
#[cfg(target_arch = "wasm32")]
pub mod ui;

pub use engine::{Move, Options, Trickery};

//! Trick Walls: the same files as every game folder, with the moves in
//! `play.rs`, round scoring in `scoring.rs`, and what a seat cannot see
//! dealt again for the computer player in `hidden.rs`.

pub mod ai;
pub mod engine;
mod play;
pub mod scoring;
#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod ui_score;
mod words;

pub use engine::{Move, Options, TrickWalls};

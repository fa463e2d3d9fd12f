//! Martian Mah Jongg (Stephen & Jill Rogers): the same files as every game
//! folder, with what a player holds behind the screen in `holding.rs`, a
//! hand's set-up and end in `round.rs`, the scoring table in `scoring.rs`,
//! what a seat cannot see filled in again in `hidden.rs`, what each move
//! showed the table in `log.rs` and those events in English in `words.rs`;
//! the person's own screen, played by the pieces, in `ui_screen.rs`.

pub mod ai;
mod arrange;
#[cfg(not(target_arch = "wasm32"))]
mod check;
pub mod engine;
mod hidden;
pub mod holding;
mod log;
mod play;
mod round;
mod save;
pub mod scoring;
#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
mod ui_score;
#[cfg(target_arch = "wasm32")]
mod ui_screen;
mod words;

pub use engine::{MahJongg, Move, Options};

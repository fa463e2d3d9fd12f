//! What the computer player knows of Trick Walls.

use super::engine::TrickWalls;
use crate::ai::Knowledge;

impl Knowledge for TrickWalls {}

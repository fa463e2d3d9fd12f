//! What the computer player knows of Martian Whist.

use super::engine::Whist;
use crate::ai::Knowledge;

impl Knowledge for Whist {}

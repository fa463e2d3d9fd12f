//! What the computer player knows of Martian Mah Jongg. The search is the
//! generic one (`crate::ai`).

use super::engine::MahJongg;
use crate::ai::Knowledge;

impl Knowledge for MahJongg {}

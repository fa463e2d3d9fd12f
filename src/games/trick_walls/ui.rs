//! The Trick Walls table (to come).

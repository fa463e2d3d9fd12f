//! The browser UI.

pub fn start() {}

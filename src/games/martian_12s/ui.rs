//! The Martian 12s table (browser only).

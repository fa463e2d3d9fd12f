//! The browser entry point. Natively there is nothing to run: the games are
//! exercised by `cargo test` and the benchmarks.

#[cfg(target_arch = "wasm32")]
fn main() {
    martian_parlour::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Martian Parlour runs in the browser: see README.md (trunk serve).");
}

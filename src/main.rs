//! The browser entry point. Natively there is nothing to run: the games are
//! exercised by `cargo test` and the benchmarks.

#[cfg(target_arch = "wasm32")]
fn main() {
    // The same wasm runs the computer players' Web Worker (see
    // src/ui/worker.rs), where there is no window to mount the app in.
    if web_sys::window().is_some() {
        martian_parlour::ui::start();
    } else {
        martian_parlour::ui::worker::serve();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Martian Parlour runs in the browser: see README.md (trunk serve).");
}

/// Talc in place of std's dlmalloc: the download is 2.1 KB gzip smaller and
/// the computer players' search, which allocates a state per playout, runs
/// as fast (tests/e2e/computer.test.js prints its iterations a second). The
/// page has one thread, so talc's lock can be a no-op.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

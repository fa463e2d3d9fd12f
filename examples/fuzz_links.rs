//! Link decoding against damaged and random input, at benchmark scale (the
//! test suite runs a smaller sample): nothing may panic.
//!
//!     cargo run --release --example fuzz_links -- [INPUTS] [SEED]

use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let inputs = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let start = Instant::now();
    let opened = martian_parlour::games::fuzz_links(inputs, seed);
    println!(
        "{inputs} links (real ones damaged, and random bytes), each opened as every game: \
         {opened} opened, the rest refused with a message, no panic ({:.1} s)",
        start.elapsed().as_secs_f64()
    );
}

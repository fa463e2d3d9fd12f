//! The game registry. Adding a game means adding its folder and its line in
//! `for_each_game!`.

pub mod martian_12s;
pub mod martian_mah_jongg;
pub mod martian_trickery;
pub mod martian_whist;
pub mod trick_walls;

use crate::engine::codec::{self, RawRecord};
use crate::engine::{Game, GameInfo};

/// Calls `$m!` with the type of every playable game. The browser's dispatch,
/// the random-play test and the codec fuzz test all go through this list.
#[macro_export]
macro_rules! for_each_game {
    ($m:ident) => {
        $m!(
            $crate::games::martian_12s::Twelves,
            $crate::games::martian_trickery::Trickery,
            $crate::games::martian_whist::Whist,
            $crate::games::trick_walls::TrickWalls,
            $crate::games::martian_mah_jongg::MahJongg
        )
    };
}

/// Every game, in the home page's order.
pub fn catalogue() -> Vec<GameInfo> {
    let mut out = Vec::new();
    macro_rules! info {
        ($($g:ty),*) => { $( out.push(<$g as Game>::INFO); )* };
    }
    for_each_game!(info);
    out
}

/// Checks that a record opens: a playable game, a valid setup, and every move
/// legal. What the home page uses to tell a damaged save from a good one.
pub fn check_record(raw: RawRecord) -> Result<(), String> {
    macro_rules! try_open {
        ($($g:ty),*) => {
            $( if raw.game == <$g as Game>::INFO.id {
                return codec::open::<$g>(raw).map(|_| ());
            } )*
        };
    }
    for_each_game!(try_open);
    Err(format!(
        "it is for a game this version does not have (\u{201c}{}\u{201d})",
        short(&raw.game)
    ))
}

fn short(s: &str) -> String {
    s.chars().take(40).collect()
}

/// Inputs per fuzzing chunk: one real link or save of a random game, then
/// damaged copies of it. Each chunk has its own seed, so the soak spreads
/// chunks over threads and a failing chunk replays alone.
#[cfg(not(target_arch = "wasm32"))]
pub const FUZZ_CHUNK: usize = 16;

/// Runs `inputs` inputs of a chunked fuzzer, chunk `k` seeded
/// `check::game_seed(seed, k)`, as the soak does on one thread.
#[cfg(not(target_arch = "wasm32"))]
fn fuzz_chunks(inputs: usize, seed: u64, chunk: crate::engine::check::soak::FuzzChunk) -> usize {
    use crate::engine::check::game_seed;
    (0..inputs.div_ceil(FUZZ_CHUNK))
        .map(|k| chunk(game_seed(seed, k), FUZZ_CHUNK.min(inputs - k * FUZZ_CHUNK)))
        .sum()
}

/// Link fuzzing over every game (tests, `examples/fuzz_links.rs` and the
/// soak): `inputs` links, most of them real links of a random game damaged
/// by `check::mutate_link`, some random bytes, each peeked at and opened as
/// every game. Nothing may panic. Returns how many opened.
#[cfg(not(target_arch = "wasm32"))]
pub fn fuzz_links(inputs: usize, seed: u64) -> usize {
    fuzz_chunks(inputs, seed, fuzz_links_chunk)
}

/// One chunk of `fuzz_links`: `n` inputs from one real link.
#[cfg(not(target_arch = "wasm32"))]
pub fn fuzz_links_chunk(seed: u64, n: usize) -> usize {
    use crate::engine::check::{mutate_link, sample_link};
    use crate::engine::codec::base64url_encode;
    use crate::engine::{link, Pcg32};
    let mut rng = Pcg32::new(seed, 17);
    macro_rules! makers {
        ($($g:ty),*) => { vec![$( sample_link::<$g> as fn(&mut Pcg32) -> String ),*] };
    }
    let makers = for_each_game!(makers);
    let base = makers[rng.index(makers.len())](&mut rng);
    let random = |rng: &mut Pcg32| {
        let bytes: Vec<u8> = (0..rng.index(120)).map(|_| rng.next_u32() as u8).collect();
        format!("m={}", base64url_encode(&bytes))
    };
    fuzz_inputs(&mut rng, n, &base, random, mutate_link, |text| {
        let _ = link::peek(text);
        let mut opened = 0;
        macro_rules! open {
            ($($g:ty),*) => { $( opened += usize::from(link::decode::<$g>(text).is_ok()); )* };
        }
        for_each_game!(open);
        opened
    })
}

/// `n` inputs from `base`: now random (`random`), now `base` itself, most
/// often `base` damaged (`mutate`); each given to `open`, which says how
/// many times it opened.
#[cfg(not(target_arch = "wasm32"))]
fn fuzz_inputs(
    rng: &mut crate::engine::Pcg32,
    n: usize,
    base: &str,
    random: impl Fn(&mut crate::engine::Pcg32) -> String,
    mutate: fn(&str, &mut crate::engine::Pcg32) -> String,
    mut open: impl FnMut(&str) -> usize,
) -> usize {
    let mut opened = 0;
    for _ in 0..n {
        let text = match rng.below(10) {
            0 => random(rng),
            1 => base.to_string(),
            _ => mutate(base, rng),
        };
        opened += open(&text);
    }
    opened
}

/// Save fuzzing over every game (tests and the soak): `inputs` saves, most
/// of them real saves of a random game damaged by `check::mutate_save`,
/// some random bytes, each decoded and opened as the home page opens a
/// stored game (`check_record`). Nothing may panic. Returns how many opened.
#[cfg(not(target_arch = "wasm32"))]
pub fn fuzz_saves(inputs: usize, seed: u64) -> usize {
    fuzz_chunks(inputs, seed, fuzz_saves_chunk)
}

/// One chunk of `fuzz_saves`: `n` inputs from one real save.
#[cfg(not(target_arch = "wasm32"))]
pub fn fuzz_saves_chunk(seed: u64, n: usize) -> usize {
    use crate::engine::check::{mutate_save, sample_save};
    use crate::engine::Pcg32;
    let mut rng = Pcg32::new(seed, 23);
    macro_rules! makers {
        ($($g:ty),*) => { vec![$( sample_save::<$g> as fn(&mut Pcg32) -> String ),*] };
    }
    let makers = for_each_game!(makers);
    let base = makers[rng.index(makers.len())](&mut rng);
    let random = |rng: &mut Pcg32| {
        let bytes: Vec<u8> = (0..rng.index(200)).map(|_| rng.next_u32() as u8).collect();
        String::from_utf8_lossy(&bytes).into_owned()
    };
    fuzz_inputs(&mut rng, n, &base, random, mutate_save, |text| {
        codec::decode_save(text).map_or(0, |raw| usize::from(check_record(raw).is_ok()))
    })
}

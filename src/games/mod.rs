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

/// Link fuzzing over every game (tests and `examples/fuzz_links.rs`):
/// `inputs` links, most of them real links of a random game damaged by
/// `check::mutate_link`, some random bytes, each peeked at and opened as
/// every game. Nothing may panic. Returns how many opened.
#[cfg(not(target_arch = "wasm32"))]
pub fn fuzz_links(inputs: usize, seed: u64) -> usize {
    use crate::engine::check::{mutate_link, sample_link};
    use crate::engine::codec::base64url_encode;
    use crate::engine::{link, Pcg32};
    let mut rng = Pcg32::new(seed, 17);
    macro_rules! makers {
        ($($g:ty),*) => { vec![$( sample_link::<$g> as fn(&mut Pcg32) -> String ),*] };
    }
    let makers = for_each_game!(makers);
    let mut opened = 0;
    let mut base = String::new();
    for i in 0..inputs {
        // A new real link now and then; damaged copies of it between.
        if i % 16 == 0 {
            base = makers[rng.index(makers.len())](&mut rng);
        }
        let text = match rng.below(10) {
            0 => {
                let bytes: Vec<u8> = (0..rng.index(120)).map(|_| rng.next_u32() as u8).collect();
                format!("m={}", base64url_encode(&bytes))
            }
            1 => base.clone(),
            _ => mutate_link(&base, &mut rng),
        };
        let _ = link::peek(&text);
        macro_rules! open {
            ($($g:ty),*) => { $( opened += usize::from(link::decode::<$g>(&text).is_ok()); )* };
        }
        for_each_game!(open);
    }
    opened
}

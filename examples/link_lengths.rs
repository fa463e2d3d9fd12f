//! How long share links are: whole games of every game played by the Casual
//! computer player, from several seeds, and each kind of link's length in
//! characters (the fragment, `#m=` included; the page's address comes on
//! top). A continue link must fit one QR code at medium error correction:
//! about 2,300 characters with the address.
//!
//!     cargo run --release --example link_lengths -- [GAMES]

use martian_parlour::ai::{self, Knowledge};
use martian_parlour::engine::check::Checked;
use martian_parlour::engine::codec::{base64url_encode, encode_save, to_raw};
use martian_parlour::engine::link::{self, LinkKind};
use martian_parlour::engine::{Actor, Match, Pcg32, SeatSetup};
use martian_parlour::games::martian_12s::Twelves;
use martian_parlour::games::martian_trickery::Trickery;
use martian_parlour::games::martian_whist::Whist;

fn report<G: Checked + Knowledge>(label: &str, players: usize, options: G::Options, games: u64) {
    let mut cont = Vec::new();
    let mut setup = 0;
    let mut json = Vec::new();
    let mut moves = Vec::new();
    for seed in 0..games {
        let seats = (0..players)
            .map(|i| SeatSetup::human(["Ana", "Ben", "Cleo", "Dev"][i]))
            .collect();
        let mut m = Match::<G>::new(seats, options.clone(), seed * 7919 + 1).expect("setup");
        let mut rng = Pcg32::new(seed, 5);
        loop {
            let mv = match m.state.to_act() {
                Actor::Over => break,
                Actor::Chance => m.chance_move().expect("chance"),
                Actor::Seat(s) => {
                    ai::casual::<G>(&m.state.view(Some(s)), rng.next_u64()).expect("a move")
                }
            };
            m.play(mv).expect("legal");
        }
        let len = |k| 1 + link::encode(k, &m).len();
        setup = len(LinkKind::Setup);
        cont.push(len(LinkKind::Continue));
        assert_eq!(len(LinkKind::Replay), len(LinkKind::Continue));
        json.push(
            1 + "share=".len() + base64url_encode(encode_save(&to_raw(&m.record)).as_bytes()).len(),
        );
        moves.push(m.record.moves.len());
    }
    cont.sort_unstable();
    json.sort_unstable();
    moves.sort_unstable();
    let mid = |v: &Vec<usize>| v[v.len() / 2];
    let max = |v: &Vec<usize>| v[v.len() - 1];
    println!(
        "{label:<34} setup {setup:>3}  continue/replay median {:>4} max {:>4}  \
         (moves median {:>4} max {:>4}; as JSON the whole game was median {:>6} max {:>6})",
        mid(&cont),
        max(&cont),
        mid(&moves),
        max(&moves),
        mid(&json),
        max(&json)
    );
}

fn main() {
    let games = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(20);
    println!(
        "Link lengths in characters over {games} games each, Casual players, default options:"
    );
    report::<Twelves>("Martian 12s, 4 players", 4, Default::default(), games);
    report::<Twelves>("Martian 12s, 2 players", 2, Default::default(), games);
    report::<Trickery>("Martian Trickery, 4 players", 4, Default::default(), games);
    report::<Trickery>("Martian Trickery, 3 players", 3, Default::default(), games);
    report::<Whist>("Martian Whist, 2 players", 2, Default::default(), games);
}

//! Saves and links exactly as the app wrote them with serde_json, before
//! `engine::json` replaced it. Players keep saves in their browsers and links
//! in their messages: each text here must still open to the same match, and
//! the app must still write exactly these bytes.

use martian_parlour::ai::Level;
use martian_parlour::engine::codec::{
    self, decode_save, decode_share, encode_save, encode_share, from_raw, to_raw,
};
use martian_parlour::engine::pieces::{Card, Colour, Pyramid, Size};
use martian_parlour::engine::{Actor, Game, Match, MatchRecord, Pcg32, SeatKind, SeatSetup};
use martian_parlour::games::martian_12s::engine::Stake;
use martian_parlour::games::martian_12s::{self as twelves, Twelves};
use martian_parlour::games::martian_trickery::engine::{Monochrome, Treehouse};
use martian_parlour::games::martian_trickery::{self as trickery, Trickery};

/// A finished Martian 12s: three seats, every kind and level, a name that
/// needs escaping, options that are not the defaults.
const TWELVES_SAVE: &str = r#"{"v":1,"game":"martian-12s","seed":6840123417076547311,"seats":[{"name":"Zoë \"Q\" \\ 火星 </script>","kind":"human","level":"strong"},{"name":"Deep Thought","kind":"computer","level":"strong"},{"name":"Marvin","kind":"computer","level":"casual"}],"options":{"bankroll":6,"one_set":false,"rounds":4,"stake":"euro5"},"moves":[{"draw":"large"},{"reveal":"orange"},"pass","pass",{"draw":"small"},{"reveal":"yellow"},{"draw":"medium"},{"reveal":"red"},{"draw":"medium"},{"reveal":"black"},{"draw":"large"},{"reveal":"green"},{"draw":"medium"},{"reveal":"yellow"},{"draw":"medium"},{"reveal":"purple"},{"draw":"large"},{"reveal":"green"},{"draw":"small"},{"reveal":"clear"},{"draw":"large"},{"reveal":"yellow"},{"draw":"medium"},{"reveal":"cyan"},"pass","pass",{"draw":"medium"},{"reveal":"black"},{"draw":"large"},{"reveal":"white"},"pass",{"draw":"small"},{"reveal":"purple"},"pass",{"draw":"large"},{"reveal":"cyan"},"pass",{"draw":"large"},{"reveal":"black"},{"draw":"small"},{"reveal":"clear"},{"draw":"large"},{"reveal":"purple"},"pass",{"draw":"medium"},{"reveal":"white"},{"draw":"large"},{"reveal":"clear"},{"draw":"small"},{"reveal":"blue"},{"draw":"small"},{"reveal":"red"},{"draw":"large"},{"reveal":"yellow"},{"draw":"medium"},{"reveal":"purple"},{"draw":"medium"},{"reveal":"yellow"},{"draw":"small"},{"reveal":"orange"},{"draw":"large"},{"reveal":"purple"},{"draw":"medium"},{"reveal":"green"},{"draw":"medium"},{"reveal":"black"},{"draw":"large"},{"reveal":"blue"},{"draw":"medium"},{"reveal":"blue"},"pass","pass"]}"#;
const TWELVES_LINK: &str = r#"share=eyJ2IjoxLCJnYW1lIjoibWFydGlhbi0xMnMiLCJzZWVkIjo2ODQwMTIzNDE3MDc2NTQ3MzExLCJzZWF0cyI6W3sibmFtZSI6Ilpvw6sgXCJRXCIgXFwg54Gr5pifIDwvc2NyaXB0PiIsImtpbmQiOiJodW1hbiIsImxldmVsIjoic3Ryb25nIn0seyJuYW1lIjoiRGVlcCBUaG91Z2h0Iiwia2luZCI6ImNvbXB1dGVyIiwibGV2ZWwiOiJzdHJvbmcifSx7Im5hbWUiOiJNYXJ2aW4iLCJraW5kIjoiY29tcHV0ZXIiLCJsZXZlbCI6ImNhc3VhbCJ9XSwib3B0aW9ucyI6eyJiYW5rcm9sbCI6Niwib25lX3NldCI6ZmFsc2UsInJvdW5kcyI6NCwic3Rha2UiOiJldXJvNSJ9LCJtb3ZlcyI6W119"#;
/// A Martian 12s the table ended by agreement, on one set, with no round
/// limit.
const TWELVES_ENDED_SAVE: &str = r#"{"v":1,"game":"martian-12s","seed":0,"seats":[{"name":"Rob","kind":"computer","level":"casual"},{"name":"👽 Ösi","kind":"human","level":"strong"}],"options":{"bankroll":10,"one_set":true,"rounds":0,"stake":"cent20"},"moves":["pass",{"draw":"medium"},{"reveal":"green"},{"draw":"medium"},{"reveal":"blue"},{"draw":"large"},{"reveal":"yellow"},"pass","pass",{"draw":"medium"},{"reveal":"yellow"},{"draw":"large"},{"reveal":"green"},"pass",{"draw":"large"},{"reveal":"black"},{"draw":"large"},{"reveal":"yellow"},{"draw":"large"},{"reveal":"red"},"pass",{"draw":"small"},{"reveal":"red"},{"draw":"medium"},{"reveal":"green"},{"draw":"small"},{"reveal":"yellow"},{"draw":"small"},{"reveal":"green"},"end-game"]}"#;
const TWELVES_ENDED_LINK: &str = r#"share=eyJ2IjoxLCJnYW1lIjoibWFydGlhbi0xMnMiLCJzZWVkIjowLCJzZWF0cyI6W3sibmFtZSI6IlJvYiIsImtpbmQiOiJjb21wdXRlciIsImxldmVsIjoiY2FzdWFsIn0seyJuYW1lIjoi8J-RvSDDlnNpIiwia2luZCI6Imh1bWFuIiwibGV2ZWwiOiJzdHJvbmcifV0sIm9wdGlvbnMiOnsiYmFua3JvbGwiOjEwLCJvbmVfc2V0Ijp0cnVlLCJyb3VuZHMiOjAsInN0YWtlIjoiY2VudDIwIn0sIm1vdmVzIjpbXX0"#;
/// A finished Martian Trickery with monochrome stashes and a seed above
/// i64::MAX.
const TRICKERY_SAVE: &str = r#"{"v":1,"game":"martian-trickery","seed":18000000000000000000,"seats":[{"name":"Zoë \"Q\" \\ 火星 </script>","kind":"human","level":"strong"},{"name":"Deep Thought","kind":"computer","level":"strong"},{"name":"Marvin","kind":"computer","level":"casual"}],"options":{"monochrome":{"penalty":"purple","point":"cyan"},"removed":null,"set":"xeno"},"moves":[{"deal":[["7C","10C","8D","QD","6H","7H","10H","JH","10S","JS","QS","KS"],["6C","8C","JC","QC","7D","10D","KD","AD","QH","KH","AH","9S"],["9C","KC","AC","6D","9D","JD","8H","9H","6S","7S","8S","AS"]]},{"prize":{"colour":"purple","size":"small"}},{"play":"JD"},{"play":"8D"},{"play":"10D"},{"prize":{"colour":"purple","size":"large"}},{"play":"9D"},{"play":"QD"},{"play":"KD"},{"prize":{"colour":"purple","size":"medium"}},{"play":"QH"},{"play":"8H"},{"play":"7H"},{"prize":{"colour":"cyan","size":"large"}},{"play":"6C"},{"play":"AC"},{"play":"7C"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"KC"},{"play":"10C"},{"play":"QC"},{"prize":{"colour":"cyan","size":"small"}},{"play":"9C"},{"play":"10S"},{"play":"JC"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"JS"},{"play":"9S"},{"play":"8S"},{"prize":{"colour":"cyan","size":"large"}},{"play":"KS"},{"play":"8C"},{"play":"AS"},{"prize":{"colour":"cyan","size":"small"}},{"play":"7S"},{"play":"QS"},{"play":"AH"},{"prize":{"colour":"cyan","size":"small"}},{"play":"JH"},{"play":"KH"},{"play":"9H"},{"prize":{"colour":"cyan","size":"large"}},{"play":"AD"},{"play":"6D"},{"play":"10H"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"7D"},{"play":"6S"},{"play":"6H"},{"deal":[["6C","8C","9C","10C","JC","AC","7D","QD","AD","8H","9S","AS"],["QC","6D","KD","6H","7H","9H","JH","KH","AH","6S","7S","QS"],["7C","KC","8D","9D","10D","JD","10H","QH","8S","10S","JS","KS"]]},{"prize":{"colour":"cyan","size":"small"}},{"play":"9C"},{"play":"QC"},{"play":"7C"},{"prize":{"colour":"purple","size":"medium"}},{"play":"6H"},{"play":"QH"},{"play":"8H"},{"prize":{"colour":"cyan","size":"large"}},{"play":"9D"},{"play":"7D"},{"play":"6D"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"10H"},{"play":"9S"},{"play":"JH"},{"prize":{"colour":"purple","size":"small"}},{"play":"JC"},{"play":"7H"},{"play":"KC"},{"prize":{"colour":"cyan","size":"large"}},{"play":"JD"},{"play":"QD"},{"play":"KD"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"KH"},{"play":"KS"},{"play":"6C"},{"prize":{"colour":"cyan","size":"small"}},{"play":"8S"},{"play":"AS"},{"play":"7S"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"8C"},{"play":"9H"},{"play":"8D"},{"prize":{"colour":"cyan","size":"small"}},{"play":"10C"},{"play":"6S"},{"play":"JS"},{"prize":{"colour":"purple","size":"large"}},{"play":"10S"},{"play":"AD"},{"play":"QS"},{"prize":{"colour":"cyan","size":"large"}},{"play":"AH"},{"play":"10D"},{"play":"AC"},{"deal":[["6C","7C","10C","JC","AC","7D","9D","QD","KD","10H","JS","QS"],["9C","6D","8D","10D","QH","KH","AH","6S","8S","9S","KS","AS"],["8C","QC","KC","JD","AD","6H","7H","8H","9H","JH","7S","10S"]]},{"prize":{"colour":"cyan","size":"small"}},{"play":"KH"},{"play":"9H"},{"play":"10H"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"10D"},{"play":"JD"},{"play":"KD"},{"prize":{"colour":"purple","size":"large"}},{"play":"6C"},{"play":"9C"},{"play":"KC"},{"prize":{"colour":"cyan","size":"large"}},{"play":"6H"},{"play":"QS"},{"play":"QH"},{"prize":{"colour":"purple","size":"medium"}},{"play":"10C"},{"play":"9S"},{"play":"QC"},{"prize":{"colour":"purple","size":"small"}},{"play":"AH"},{"play":"8H"},{"play":"9D"},{"prize":{"colour":"cyan","size":"large"}},{"play":"AS"},{"play":"7S"},{"play":"JS"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"6S"},{"play":"10S"},{"play":"7D"},{"prize":{"colour":"cyan","size":"large"}},{"play":"8C"},{"play":"7C"},{"play":"8D"},{"prize":{"colour":"cyan","size":"small"}},{"play":"AD"},{"play":"QD"},{"play":"6D"},{"prize":{"colour":"cyan","size":"small"}},{"play":"7H"},{"play":"AC"},{"play":"8S"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"KS"},{"play":"JH"},{"play":"JC"},{"deal":[["9C","JC","KC","8D","9D","AD","8H","9H","JH","6S","7S","9S"],["8C","AC","6D","7D","10D","QD","KD","10H","QH","KH","AH","JS"],["6C","7C","10C","QC","JD","6H","7H","8S","10S","QS","KS","AS"]]},{"prize":{"colour":"cyan","size":"large"}},{"play":"10C"},{"play":"KC"},{"play":"8C"},{"prize":{"colour":"purple","size":"small"}},{"play":"JH"},{"play":"QH"},{"play":"6H"},{"prize":{"colour":"cyan","size":"small"}},{"play":"QD"},{"play":"JD"},{"play":"9D"},{"prize":{"colour":"cyan","size":"small"}},{"play":"AH"},{"play":"7H"},{"play":"8H"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"AC"},{"play":"7C"},{"play":"JC"},{"prize":{"colour":"cyan","size":"large"}},{"play":"7D"},{"play":"QS"},{"play":"8D"},{"prize":{"colour":"cyan","size":"small"}},{"play":"KS"},{"play":"6S"},{"play":"JS"},{"prize":{"colour":"purple","size":"large"}},{"play":"QC"},{"play":"9C"},{"play":"KH"},{"prize":{"colour":"purple","size":"medium"}},{"play":"AS"},{"play":"9S"},{"play":"KD"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"8S"},{"play":"7S"},{"play":"6D"},{"prize":{"colour":"cyan","size":"medium"}},{"play":"10S"},{"play":"AD"},{"play":"10H"},{"prize":{"colour":"cyan","size":"large"}},{"play":"6C"},{"play":"9H"},{"play":"10D"}]}"#;
const TRICKERY_LINK: &str = r#"share=eyJ2IjoxLCJnYW1lIjoibWFydGlhbi10cmlja2VyeSIsInNlZWQiOjE4MDAwMDAwMDAwMDAwMDAwMDAwLCJzZWF0cyI6W3sibmFtZSI6Ilpvw6sgXCJRXCIgXFwg54Gr5pifIDwvc2NyaXB0PiIsImtpbmQiOiJodW1hbiIsImxldmVsIjoic3Ryb25nIn0seyJuYW1lIjoiRGVlcCBUaG91Z2h0Iiwia2luZCI6ImNvbXB1dGVyIiwibGV2ZWwiOiJzdHJvbmcifSx7Im5hbWUiOiJNYXJ2aW4iLCJraW5kIjoiY29tcHV0ZXIiLCJsZXZlbCI6ImNhc3VhbCJ9XSwib3B0aW9ucyI6eyJtb25vY2hyb21lIjp7InBlbmFsdHkiOiJwdXJwbGUiLCJwb2ludCI6ImN5YW4ifSwicmVtb3ZlZCI6bnVsbCwic2V0IjoieGVubyJ9LCJtb3ZlcyI6W119"#;
/// A Martian Trickery for four, thirty moves in, a trio left out.
const TRICKERY_PARTIAL_SAVE: &str = r#"{"v":1,"game":"martian-trickery","seed":3,"seats":[{"name":"Zoë \"Q\" \\ 火星 </script>","kind":"human","level":"strong"},{"name":"Deep Thought","kind":"computer","level":"strong"},{"name":"Marvin","kind":"computer","level":"casual"},{"name":"Ann","kind":"human","level":"strong"}],"options":{"monochrome":null,"removed":"orange","set":"xeno"},"moves":[{"deal":[["6C","3D","KD","AD","3H","9H","KH","AH","7S","9S","10S","QS"],["4C","JC","AC","5D","10D","4H","10H","JH","5S","6S","8S","AS"],["5C","7C","8C","QC","6D","9D","JD","QD","5H","6H","8H","3S"],["3C","9C","10C","KC","4D","7D","8D","7H","QH","4S","JS","KS"]]},{"prize":{"colour":"cyan","size":"medium"}},{"play":"4H"},{"play":"6H"},{"play":"QH"},{"play":"3H"},{"prize":{"colour":"white","size":"small"}},{"play":"8D"},{"play":"KD"},{"play":"5D"},{"play":"JD"},{"prize":{"colour":"cyan","size":"small"}},{"play":"KH"},{"play":"JH"},{"play":"5H"},{"play":"7H"},{"prize":{"colour":"cyan","size":"large"}},{"play":"AD"},{"play":"10D"},{"play":"QD"},{"play":"4D"},{"prize":{"colour":"clear","size":"small"}},{"play":"AH"},{"play":"10H"},{"play":"8H"},{"play":"9C"},{"prize":{"colour":"white","size":"medium"}},{"play":"3D"},{"play":"AC"},{"play":"9D"}]}"#;
const TRICKERY_PARTIAL_LINK: &str = r#"share=eyJ2IjoxLCJnYW1lIjoibWFydGlhbi10cmlja2VyeSIsInNlZWQiOjMsInNlYXRzIjpbeyJuYW1lIjoiWm_DqyBcIlFcIiBcXCDngavmmJ8gPC9zY3JpcHQ-Iiwia2luZCI6Imh1bWFuIiwibGV2ZWwiOiJzdHJvbmcifSx7Im5hbWUiOiJEZWVwIFRob3VnaHQiLCJraW5kIjoiY29tcHV0ZXIiLCJsZXZlbCI6InN0cm9uZyJ9LHsibmFtZSI6Ik1hcnZpbiIsImtpbmQiOiJjb21wdXRlciIsImxldmVsIjoiY2FzdWFsIn0seyJuYW1lIjoiQW5uIiwia2luZCI6Imh1bWFuIiwibGV2ZWwiOiJzdHJvbmcifV0sIm9wdGlvbnMiOnsibW9ub2Nocm9tZSI6bnVsbCwicmVtb3ZlZCI6Im9yYW5nZSIsInNldCI6Inhlbm8ifSwibW92ZXMiOltdfQ"#;

fn seats(n: usize) -> Vec<SeatSetup> {
    let mut seats = vec![
        SeatSetup::human("Zoë \"Q\" \\ 火星 </script>"),
        SeatSetup::computer("Deep Thought", Level::Strong),
        SeatSetup::computer("Marvin", Level::Casual),
        SeatSetup::human("Ann"),
    ];
    seats.truncate(n);
    seats
}

/// Plays random legal moves (and the chance outcomes the match draws) from
/// `seed`, for at most `limit` moves. Nobody ends the game by agreement
/// before `end_after` moves; after that, the table ends it when it can.
fn play<G: Game>(
    seats: Vec<SeatSetup>,
    options: G::Options,
    seed: u64,
    limit: usize,
    end_after: usize,
) -> Match<G> {
    let mut m = Match::<G>::new(seats, options, seed).unwrap();
    let mut rng = Pcg32::new(seed, 11);
    while m.record.moves.len() < limit {
        let mv = match m.state.to_act() {
            Actor::Over => break,
            Actor::Chance => m.chance_move().unwrap(),
            Actor::Seat(_) => {
                let all = m.state.legal_moves();
                let end = all.iter().find(|mv| G::move_id(mv) == "end-game");
                match end {
                    Some(end) if m.record.moves.len() >= end_after => end.clone(),
                    _ => {
                        let legal: Vec<G::Move> = all
                            .into_iter()
                            .filter(|mv| G::move_id(mv) != "end-game")
                            .collect();
                        legal[rng.index(legal.len())].clone()
                    }
                }
            }
        };
        m.play(mv).unwrap();
    }
    m
}

/// The app writes `save` and `link` for `m`; both read back to the same
/// match and are written back unchanged.
fn check<G: Game>(m: &Match<G>, save: &str, link: &str) {
    let raw = to_raw(&m.record);
    assert_eq!(encode_save(&raw), save);
    assert_eq!(encode_share(&raw), link);

    let read = decode_save(save).unwrap();
    assert_eq!(read, raw);
    assert_eq!(encode_save(&read), save);
    let opened = codec::open::<G>(read).unwrap();
    assert_eq!(opened.record, m.record);
    assert_eq!(opened.state, m.state);
    assert_eq!(opened.state.outcome(), m.state.outcome());
    assert_eq!(opened.log, m.log);

    let shared = decode_share(link).unwrap();
    assert_eq!(encode_share(&shared), link);
    assert!(shared.moves.is_empty());
    let setup = from_raw::<G::Options, G::Move>(shared).unwrap();
    assert_eq!(setup.seats, m.record.seats);
    assert_eq!(setup.options, m.record.options);
    assert_eq!(setup.seed, m.record.seed);
    assert_eq!(
        codec::open::<G>(decode_share(link).unwrap()).unwrap().state,
        Match::<G>::new(
            m.record.seats.clone(),
            m.record.options.clone(),
            m.record.seed
        )
        .unwrap()
        .state
    );
}

/// The golden texts hold finished games of the lengths they were made with,
/// whatever the generator above does.
fn opened<G: Game>(save: &str) -> Match<G> {
    codec::open::<G>(decode_save(save).unwrap()).unwrap()
}

#[test]
fn martian_12s_saves_and_links_are_unchanged() {
    let options = twelves::Options {
        stake: Stake::Euro5,
        bankroll: 6,
        rounds: 4,
        one_set: false,
    };
    let m: Match<Twelves> = play(seats(3), options, 0x5eed_0001_dead_beef, 10_000, usize::MAX);
    check(&m, TWELVES_SAVE, TWELVES_LINK);
    let golden = opened::<Twelves>(TWELVES_SAVE);
    assert_eq!(golden.record.moves.len(), 72);
    assert_eq!(golden.state.to_act(), Actor::Over);

    let seats = vec![
        SeatSetup::computer("Rob", Level::Casual),
        SeatSetup::human("\u{1F47D} Ösi"),
    ];
    let options = twelves::Options {
        stake: Stake::Cent20,
        bankroll: 10,
        rounds: 0,
        one_set: true,
    };
    let m: Match<Twelves> = play(seats, options, 0, 10_000, 25);
    check(&m, TWELVES_ENDED_SAVE, TWELVES_ENDED_LINK);
    let golden = opened::<Twelves>(TWELVES_ENDED_SAVE);
    assert_eq!(golden.record.moves.len(), 30);
    assert_eq!(golden.record.moves.last(), Some(&twelves::Move::EndGame));
    assert_eq!(golden.state.to_act(), Actor::Over);
}

#[test]
fn martian_trickery_saves_and_links_are_unchanged() {
    let options = trickery::Options {
        set: Treehouse::Xeno,
        removed: None,
        monochrome: Some(Monochrome {
            penalty: Colour::Purple,
            point: Colour::Cyan,
        }),
    };
    let m: Match<Trickery> = play(
        seats(3),
        options,
        18_000_000_000_000_000_000,
        10_000,
        usize::MAX,
    );
    check(&m, TRICKERY_SAVE, TRICKERY_LINK);
    let golden = opened::<Trickery>(TRICKERY_SAVE);
    assert_eq!(golden.record.moves.len(), 196);
    assert_eq!(golden.state.to_act(), Actor::Over);

    let options = trickery::Options {
        set: Treehouse::Xeno,
        removed: Some(Colour::Orange),
        monochrome: None,
    };
    let m: Match<Trickery> = play(seats(4), options, 3, 30, usize::MAX);
    check(&m, TRICKERY_PARTIAL_SAVE, TRICKERY_PARTIAL_LINK);
    assert_eq!(
        opened::<Trickery>(TRICKERY_PARTIAL_SAVE).record.moves.len(),
        30
    );
}

/// Every kind, level, stake, size, colour, card and move, spelled as before.
/// These records are not legal games; only their spelling is checked.
#[test]
fn every_name_is_spelled_as_before() {
    let seats = vec![
        SeatSetup {
            name: "a".into(),
            kind: SeatKind::Human,
            level: Level::Strong,
        },
        SeatSetup {
            name: "b".into(),
            kind: SeatKind::Human,
            level: Level::Casual,
        },
        SeatSetup::computer("c", Level::Strong),
        SeatSetup::computer("d", Level::Casual),
    ];
    let mut moves: Vec<twelves::Move> = Size::ALL.iter().map(|&s| twelves::Move::Draw(s)).collect();
    moves.push(twelves::Move::Pass);
    moves.push(twelves::Move::EndGame);
    moves.extend(Colour::ALL.iter().map(|&c| twelves::Move::Reveal(c)));
    let record = MatchRecord {
        v: 1,
        game: "martian-12s".into(),
        seed: u64::MAX,
        seats: seats.clone(),
        options: twelves::Options {
            stake: Stake::Cent20,
            bankroll: 1000,
            rounds: 0,
            one_set: true,
        },
        moves,
        rules: 1,
        coach: Default::default(),
        takebacks: Default::default(),
    };
    assert_eq!(encode_save(&to_raw(&record)), NAMES_TWELVES);
    assert_eq!(
        from_raw(decode_save(NAMES_TWELVES).unwrap()),
        Ok(record.clone())
    );

    let stakes = [
        "chip", "cent1", "cent20", "cent50", "euro1", "euro5", "euro10", "euro100",
    ];
    for (stake, name) in Stake::ALL.into_iter().zip(stakes) {
        let mut r = record.clone();
        r.options.stake = stake;
        let text = encode_save(&to_raw(&r));
        assert!(text.contains(&format!(r#""stake":"{name}""#)), "{text}");
        assert_eq!(from_raw(decode_save(&text).unwrap()), Ok(r));
    }

    let deck = Card::deck();
    let mut moves = vec![trickery::Move::Deal(vec![
        deck[..26].to_vec(),
        deck[26..].to_vec(),
        vec![],
    ])];
    for c in Colour::ALL {
        for s in Size::ALL {
            moves.push(trickery::Move::Prize(Pyramid::new(c, s)));
        }
    }
    moves.extend(deck.into_iter().map(trickery::Move::Play));
    let record = MatchRecord {
        v: 1,
        game: "martian-trickery".into(),
        seed: 0,
        seats,
        options: trickery::Options {
            set: Treehouse::Rainbow,
            removed: Some(Colour::Green),
            monochrome: Some(Monochrome {
                penalty: Colour::Black,
                point: Colour::White,
            }),
        },
        moves,
        rules: 1,
        coach: Default::default(),
        takebacks: Default::default(),
    };
    assert_eq!(encode_save(&to_raw(&record)), NAMES_TRICKERY);
    assert_eq!(from_raw(decode_save(NAMES_TRICKERY).unwrap()), Ok(record));
}

const NAMES_TWELVES: &str = r#"{"v":1,"game":"martian-12s","seed":18446744073709551615,"seats":[{"name":"a","kind":"human","level":"strong"},{"name":"b","kind":"human","level":"casual"},{"name":"c","kind":"computer","level":"strong"},{"name":"d","kind":"computer","level":"casual"}],"options":{"bankroll":1000,"one_set":true,"rounds":0,"stake":"cent20"},"moves":[{"draw":"small"},{"draw":"medium"},{"draw":"large"},"pass","end-game",{"reveal":"red"},{"reveal":"yellow"},{"reveal":"green"},{"reveal":"blue"},{"reveal":"black"},{"reveal":"clear"},{"reveal":"orange"},{"reveal":"cyan"},{"reveal":"purple"},{"reveal":"white"}]}"#;
const NAMES_TRICKERY: &str = r#"{"v":1,"game":"martian-trickery","seed":0,"seats":[{"name":"a","kind":"human","level":"strong"},{"name":"b","kind":"human","level":"casual"},{"name":"c","kind":"computer","level":"strong"},{"name":"d","kind":"computer","level":"casual"}],"options":{"monochrome":{"penalty":"black","point":"white"},"removed":"green","set":"rainbow"},"moves":[{"deal":[["2C","3C","4C","5C","6C","7C","8C","9C","10C","JC","QC","KC","AC","2D","3D","4D","5D","6D","7D","8D","9D","10D","JD","QD","KD","AD"],["2H","3H","4H","5H","6H","7H","8H","9H","10H","JH","QH","KH","AH","2S","3S","4S","5S","6S","7S","8S","9S","10S","JS","QS","KS","AS"],[]]},{"prize":{"colour":"red","size":"small"}},{"prize":{"colour":"red","size":"medium"}},{"prize":{"colour":"red","size":"large"}},{"prize":{"colour":"yellow","size":"small"}},{"prize":{"colour":"yellow","size":"medium"}},{"prize":{"colour":"yellow","size":"large"}},{"prize":{"colour":"green","size":"small"}},{"prize":{"colour":"green","size":"medium"}},{"prize":{"colour":"green","size":"large"}},{"prize":{"colour":"blue","size":"small"}},{"prize":{"colour":"blue","size":"medium"}},{"prize":{"colour":"blue","size":"large"}},{"prize":{"colour":"black","size":"small"}},{"prize":{"colour":"black","size":"medium"}},{"prize":{"colour":"black","size":"large"}},{"prize":{"colour":"clear","size":"small"}},{"prize":{"colour":"clear","size":"medium"}},{"prize":{"colour":"clear","size":"large"}},{"prize":{"colour":"orange","size":"small"}},{"prize":{"colour":"orange","size":"medium"}},{"prize":{"colour":"orange","size":"large"}},{"prize":{"colour":"cyan","size":"small"}},{"prize":{"colour":"cyan","size":"medium"}},{"prize":{"colour":"cyan","size":"large"}},{"prize":{"colour":"purple","size":"small"}},{"prize":{"colour":"purple","size":"medium"}},{"prize":{"colour":"purple","size":"large"}},{"prize":{"colour":"white","size":"small"}},{"prize":{"colour":"white","size":"medium"}},{"prize":{"colour":"white","size":"large"}},{"play":"2C"},{"play":"3C"},{"play":"4C"},{"play":"5C"},{"play":"6C"},{"play":"7C"},{"play":"8C"},{"play":"9C"},{"play":"10C"},{"play":"JC"},{"play":"QC"},{"play":"KC"},{"play":"AC"},{"play":"2D"},{"play":"3D"},{"play":"4D"},{"play":"5D"},{"play":"6D"},{"play":"7D"},{"play":"8D"},{"play":"9D"},{"play":"10D"},{"play":"JD"},{"play":"QD"},{"play":"KD"},{"play":"AD"},{"play":"2H"},{"play":"3H"},{"play":"4H"},{"play":"5H"},{"play":"6H"},{"play":"7H"},{"play":"8H"},{"play":"9H"},{"play":"10H"},{"play":"JH"},{"play":"QH"},{"play":"KH"},{"play":"AH"},{"play":"2S"},{"play":"3S"},{"play":"4S"},{"play":"5S"},{"play":"6S"},{"play":"7S"},{"play":"8S"},{"play":"9S"},{"play":"10S"},{"play":"JS"},{"play":"QS"},{"play":"KS"},{"play":"AS"}]}"#;

/// Saves from before computer levels existed, with no moves yet, and with
/// options that lack fields added later, still open; what is missing takes
/// the value it had then.
#[test]
fn old_saves_open() {
    let old = r#"{"v":1,"game":"martian-12s","seed":42,"seats":[{"name":"Ann","kind":"human"},{"name":"Bot","kind":"computer"}],"options":{"stake":"euro1","rounds":3}}"#;
    let m = opened::<Twelves>(old);
    assert!(m.record.seats.iter().all(|s| s.level == Level::Casual));
    assert!(m.record.moves.is_empty());
    assert_eq!(m.record.seed, 42);
    assert_eq!(
        m.record.options,
        twelves::Options {
            stake: Stake::Euro1,
            rounds: 3,
            ..twelves::Options::default()
        }
    );
    // Written back as serde_json wrote it: the levels filled in, the
    // options as they were read (keys in order), an empty move list.
    assert_eq!(
        encode_save(&decode_save(old).unwrap()),
        r#"{"v":1,"game":"martian-12s","seed":42,"seats":[{"name":"Ann","kind":"human","level":"casual"},{"name":"Bot","kind":"computer","level":"casual"}],"options":{"rounds":3,"stake":"euro1"},"moves":[]}"#
    );

    // A whole game saved before levels: the same game, played by Casuals.
    let mut text = TWELVES_SAVE.to_string();
    for level in ["strong", "casual"] {
        text = text.replace(&format!(r#","level":"{level}""#), "");
    }
    let m = opened::<Twelves>(&text);
    let golden = opened::<Twelves>(TWELVES_SAVE);
    assert!(m.record.seats.iter().all(|s| s.level == Level::Casual));
    assert_eq!(m.record.moves, golden.record.moves);
    assert_eq!(m.state, golden.state);

    for (options, expected) in [
        ("{}", trickery::Options::default()),
        (
            r#"{"set":"xeno"}"#,
            trickery::Options {
                set: Treehouse::Xeno,
                ..trickery::Options::default()
            },
        ),
        (
            r#"{"removed":"green","unknown":[1,{"x":null}]}"#,
            trickery::Options {
                removed: Some(Colour::Green),
                ..trickery::Options::default()
            },
        ),
    ] {
        let old = format!(
            r#"{{"v":1,"game":"martian-trickery","seed":9,"seats":[{{"name":"A","kind":"human"}},{{"name":"B","kind":"computer"}},{{"name":"C","kind":"computer","level":"strong"}}],"options":{options}}}"#
        );
        let m = opened::<Trickery>(&old);
        assert_eq!(m.record.options, expected, "{old}");
        assert_eq!(
            m.record.seats.iter().map(|s| s.level).collect::<Vec<_>>(),
            [Level::Casual, Level::Casual, Level::Strong]
        );
    }
}

//! Links and saves come from outside (pasted, edited, cut short). Decoding and
//! opening them must never panic, whatever the input: random bytes, and valid
//! records mutated at the byte, text and JSON level.

use martian_parlour::engine::codec::{
    base64url_encode, decode_save, decode_share, encode_save, encode_share, to_raw, RawRecord,
};
use martian_parlour::engine::{Actor, Game, Match, Pcg32, SeatKind, SeatSetup};
use martian_parlour::games::check_record;
use martian_parlour::games::martian_12s::{Options, Twelves};
use serde_json::Value;

/// A real save partway through a game, to mutate.
fn sample_record(seed: u64) -> RawRecord {
    let seats = (0..4)
        .map(|i| SeatSetup {
            name: format!("Seat {i}"),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Computer
            },
            level: Default::default(),
        })
        .collect();
    let mut m: Match<Twelves> = Match::new(seats, Options::default(), seed).unwrap();
    let mut rng = Pcg32::new(seed, 3);
    for _ in 0..40 {
        let mv = match m.state.to_act() {
            Actor::Over => break,
            Actor::Chance => m.chance_move().unwrap(),
            Actor::Seat(_) => {
                let legal = m.state.legal_moves();
                legal[rng.index(legal.len())]
            }
        };
        m.play(mv).unwrap();
    }
    to_raw(&m.record)
}

/// Opens text both as a save and as a link; neither may panic.
fn open_everything(text: &str) -> (bool, bool) {
    let save = decode_save(text).map(check_record);
    let link = decode_share(text).map(check_record);
    (matches!(save, Ok(Ok(()))), matches!(link, Ok(Ok(()))))
}

#[test]
fn own_saves_and_links_open() {
    let raw = sample_record(1);
    assert_eq!(check_record(raw.clone()), Ok(()));
    let text = encode_save(&raw);
    assert_eq!(open_everything(&text), (true, false));
    let link = encode_share(&raw);
    assert!(open_everything(&link).1);
    assert!(open_everything(&format!("#{link}")).1);
    assert!(
        decode_share(&link).unwrap().moves.is_empty(),
        "links carry no moves"
    );
}

#[test]
fn damaged_links_say_why() {
    for bad in [
        "",
        "#",
        "#share=",
        "#share=!!!",
        "#share=eyJ2Ijox",
        "#other=abc",
        "#share=A",
    ] {
        let err = decode_share(bad).map(check_record);
        assert!(!matches!(err, Ok(Ok(()))), "{bad:?} opened");
    }
    // Valid JSON of a wrong shape, or a game we do not have.
    let wrong = base64url_encode(br#"{"v":1,"game":"chess","seed":1,"seats":[],"options":{}}"#);
    let msg = decode_share(&format!("share={wrong}")).map(check_record);
    assert!(
        matches!(msg, Ok(Err(ref e)) if e.contains("game")),
        "{msg:?}"
    );
    let future = base64url_encode(br#"{"v":99}"#);
    assert!(decode_share(&format!("share={future}"))
        .unwrap_err()
        .to_string()
        .contains("version"));
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Pcg32::new(5, 5);
    for _ in 0..20_000 {
        let len = rng.index(200);
        let bytes: Vec<u8> = (0..len).map(|_| rng.next_u32() as u8).collect();
        let text = String::from_utf8_lossy(&bytes);
        open_everything(&text);
        open_everything(&format!("share={}", base64url_encode(&bytes)));
    }
}

#[test]
fn mutated_text_never_panics() {
    let mut rng = Pcg32::new(6, 6);
    for i in 0..3_000 {
        let raw = sample_record(i);
        let mut bytes = encode_save(&raw).into_bytes();
        for _ in 0..1 + rng.index(4) {
            if bytes.is_empty() {
                break;
            }
            let at = rng.index(bytes.len());
            match rng.below(4) {
                0 => bytes[at] = rng.next_u32() as u8,
                1 => {
                    bytes.remove(at);
                }
                2 => bytes.truncate(at),
                _ => bytes.insert(at, b"0123456789{}[]\",:-e.x"[rng.index(21)]),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        open_everything(&text);
        open_everything(&format!("share={}", base64url_encode(text.as_bytes())));
    }
}

/// Replaces one value somewhere in a JSON tree with something odd.
fn mutate_json(v: &mut Value, rng: &mut Pcg32) {
    let long = format!("\"{}\"", "x".repeat(5000));
    let odd = [
        "null",
        "-1",
        "0",
        "1",
        "2",
        "9",
        "10",
        "1000000000",
        "18446744073709551615",
        "-1e300",
        "\"\"",
        "\"large\"",
        "\"reveal\"",
        r#"{"draw":"huge"}"#,
        r#"{"reveal":"blue"}"#,
        "\"<img src=x onerror=alert(1)>\"",
        "[]",
        "{}",
        &long,
    ];
    match v {
        Value::Object(fields) if !fields.is_empty() && rng.below(4) != 0 => {
            let at = rng.index(fields.len());
            if let Some((_, field)) = fields.iter_mut().nth(at) {
                mutate_json(field, rng);
            }
        }
        Value::Array(items) if !items.is_empty() && rng.below(4) != 0 => {
            let at = rng.index(items.len());
            match rng.below(5) {
                0 => {
                    items.remove(at);
                }
                1 => {
                    let copy = items[at].clone();
                    items.insert(at, copy);
                }
                _ => mutate_json(&mut items[at], rng),
            }
        }
        _ => *v = serde_json::from_str(odd[rng.index(odd.len())]).unwrap(),
    }
}

#[test]
fn mutated_records_never_panic_and_report_errors() {
    let mut rng = Pcg32::new(7, 7);
    let mut refused = 0;
    for i in 0..5_000 {
        let raw = sample_record(1000 + i);
        let mut value = serde_json::to_value(&raw).unwrap();
        for _ in 0..1 + rng.index(3) {
            mutate_json(&mut value, &mut rng);
        }
        let text = value.to_string();
        let (save_ok, _) = open_everything(&text);
        if !save_ok {
            refused += 1;
        }
        let link = format!("#share={}", base64url_encode(text.as_bytes()));
        open_everything(&link);
    }
    // Most mutations break something; all of them were handled.
    assert!(refused > 1_000, "only {refused} refused");
}

#[test]
fn players_and_names_are_bounded() {
    let mut raw = sample_record(3);
    raw.moves.clear();
    raw.seats = (0..5000).map(|_| SeatSetup::human("x")).collect();
    assert!(check_record(raw.clone()).is_err());
    raw.seats.truncate(3);
    raw.seats[0].name = "<img src=x onerror=alert(1)>\u{0}\u{202e}".repeat(50);
    let m = martian_parlour::engine::codec::open::<Twelves>(raw).unwrap();
    assert!(m.record.seats[0].name.chars().count() <= 32);
    assert!(!m.record.seats[0].name.contains(['\u{0}', '\u{202e}']));
    assert_eq!(Twelves::INFO.id, m.record.game);
}

/// Saves and links made before computer levels existed still open, with the
/// players they were made with (today's Casual); a level round-trips through
/// a save and a share link.
#[test]
fn levels_are_kept_and_old_records_open_as_casual() {
    use martian_parlour::ai::Level;
    let mut raw = sample_record(8);
    let mut text = encode_save(&raw);
    // An old save: no "level" anywhere.
    for level in ["strong", "casual"] {
        text = text.replace(&format!(",\"level\":\"{level}\""), "");
    }
    assert!(!text.contains("level"));
    let old = martian_parlour::engine::codec::open::<Twelves>(decode_save(&text).unwrap()).unwrap();
    assert!(old.record.seats.iter().all(|s| s.level == Level::Casual));
    raw.seats[1].level = Level::Expert;
    raw.seats[2].level = Level::Strong;
    raw.seats[3].level = Level::Casual;
    assert!(encode_save(&raw).contains(r#""level":"expert""#));
    let back = decode_save(&encode_save(&raw)).unwrap();
    assert_eq!(back.seats[1].level, Level::Expert);
    assert_eq!(back.seats[2].level, Level::Strong);
    assert_eq!(back.seats[3].level, Level::Casual);
    let shared = decode_share(&encode_share(&raw)).unwrap();
    assert_eq!(shared.seats, raw.seats);
}

#[test]
fn a_save_under_other_rules_says_so_and_keeps_its_setup() {
    let mut raw = sample_record(5);
    raw.rules = 2;
    let text = encode_save(&raw);
    assert!(text.ends_with(r#","rules":2}"#), "{text}");
    let back = decode_save(&text).unwrap();
    assert_eq!(back.rules, 2);
    let why = check_record(back.clone()).unwrap_err();
    assert!(
        why.contains("version 2 of the rules of Martian 12s")
            && why.contains("this app plays version 1"),
        "{why}"
    );
    // What can still be offered: the same setup, fresh.
    let fresh = martian_parlour::engine::codec::from_raw::<
        Options,
        martian_parlour::games::martian_12s::Move,
    >(RawRecord {
        moves: Vec::new(),
        rules: 1,
        ..back
    })
    .unwrap();
    assert!(Match::<Twelves>::from_record(fresh).is_ok());
    // Today's saves are written as before: no field for version 1.
    assert!(!encode_save(&sample_record(5)).contains("rules"));
}

#[test]
fn links_never_panic_on_damaged_input() {
    // The benchmark run is `cargo run --release --example fuzz_links`.
    let opened = martian_parlour::games::fuzz_links(4_000, 1);
    // Undamaged copies open; most damaged ones do not.
    assert!(opened > 200 && opened < 3_000, "{opened} opened");
}

#[test]
fn links_carry_chance_outcomes_the_seed_does_not_derive() {
    use martian_parlour::engine::link::{self, LinkKind};
    let seats = vec![SeatSetup::human("Ana"), SeatSetup::human("Bo")];
    let mut m: Match<Twelves> = Match::new(seats, Options::default(), 9).unwrap();
    let mut rng = Pcg32::new(4, 4);
    let mut own = 0;
    for _ in 0..120 {
        let mv = match m.state.to_act() {
            Actor::Over => break,
            // Outcomes from another generator: not what the seed gives.
            Actor::Chance => {
                own += 1;
                m.state.sample_chance(&mut rng)
            }
            Actor::Seat(_) => {
                let legal = m.state.legal_moves();
                legal[rng.index(legal.len())]
            }
        };
        m.play(mv).unwrap();
    }
    assert!(own > 5);
    let text = link::encode(LinkKind::Continue, &m);
    let (kind, back) = link::decode::<Twelves>(&text).unwrap();
    assert_eq!((kind, back), (LinkKind::Continue, m.record.clone()));
    // A link of one game is refused as another's, with a message.
    let err = link::decode::<martian_parlour::games::martian_whist::Whist>(&text).unwrap_err();
    assert!(err.contains("another game"), "{err}");
}

#[test]
fn a_link_under_other_rules_says_so_and_its_setup_can_start_afresh() {
    use martian_parlour::engine::link::{self, LinkKind};
    let raw = sample_record(8);
    let mut m = martian_parlour::engine::codec::open::<Twelves>(raw).unwrap();
    m.record.rules = 3;
    let text = link::encode(LinkKind::Continue, &m);
    let err = link::decode::<Twelves>(&text).unwrap_err();
    assert!(
        err.contains("version 3 of the rules of Martian 12s"),
        "{err}"
    );
    let fresh = link::setup_of::<Twelves>(&text).unwrap();
    assert!(fresh.moves.is_empty() && fresh.rules == 1 && fresh.seed == m.record.seed);
    assert!(Match::<Twelves>::from_record(fresh).is_ok());
}

/// A link made before the Expert level (format 1, a level in one bit)
/// still opens, to the same seats, levels and moves: a Trick Walls game 30
/// moves in, made by `link::encode` at bf9ca72.
#[test]
fn links_from_before_expert_still_open() {
    use martian_parlour::ai::Level;
    use martian_parlour::engine::link::{self, LinkKind};
    use martian_parlour::games::trick_walls::TrickWalls;
    const OLD: &str =
        "m=AULdHJpY2std2FsbHMBTQQDQW5hQxEZWVwIFRob3VnaHTBk1hcnZpboDSGFs-CAJAiBkEQ9MIPZeHSAA";
    let (kind, rec) = link::decode::<TrickWalls>(OLD).unwrap();
    assert_eq!(kind, LinkKind::Continue);
    let seats: Vec<(&str, SeatKind, Level)> = rec
        .seats
        .iter()
        .map(|s| (s.name.as_str(), s.kind, s.level))
        .collect();
    assert_eq!(
        seats,
        [
            ("Ana", SeatKind::Human, Level::Strong),
            ("Deep Thought", SeatKind::Computer, Level::Strong),
            ("Marvin", SeatKind::Computer, Level::Casual),
            ("Hal", SeatKind::Computer, Level::Strong),
        ]
    );
    assert_eq!((rec.seed, rec.moves.len()), (77, 30));
    // Written again, it takes today's format and opens the same.
    let m = Match::<TrickWalls>::from_record(rec.clone()).unwrap();
    let again = link::encode(LinkKind::Continue, &m);
    assert_ne!(again, OLD);
    assert_eq!(link::decode::<TrickWalls>(&again).unwrap(), (kind, rec));
}

/// Every level, Expert included, goes through a link and back.
#[test]
fn links_carry_every_level() {
    use martian_parlour::ai::Level;
    use martian_parlour::engine::link::{self, LinkKind};
    let seats: Vec<SeatSetup> = Level::ALL
        .iter()
        .map(|&l| SeatSetup::computer(l.name(), l))
        .collect();
    let m: Match<Twelves> = Match::new(seats, Options::default(), 5).unwrap();
    for kind in LinkKind::ALL {
        let text = link::encode(kind, &m);
        let (back, rec) = link::decode::<Twelves>(&text).unwrap();
        assert_eq!((back, rec.seats), (kind, m.record.seats.clone()));
    }
}

//! The hand-written JSON of saves and links (src/engine/json.rs): the RFC
//! 8259 grammar, serde_json's output byte for byte, and no panic on any
//! input. Expected texts were taken from serde_json 1.0.

use martian_parlour::engine::json::{
    string_enum, unit_variant, variant, Fields, FromJson, Json, ToJson,
};
use martian_parlour::engine::Pcg32;
use std::collections::BTreeMap;

fn parse(text: &str) -> Json {
    Json::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn s(text: &str) -> Json {
    Json::Str(text.into())
}

fn n(text: &str) -> Json {
    Json::Num(text.into())
}

#[test]
fn strings_are_escaped_as_serde_json_escapes_them() {
    let mut text: String = (0u8..0x20).map(char::from).collect();
    text.push_str("\"\\/\u{7f} é\u{2028}\u{1F600}'<>&");
    let expected = String::from(
        r#""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#,
    ) + r#"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c"#
        + r#"\u001d\u001e\u001f\"\\/"#
        + "\u{7f} é\u{2028}\u{1F600}'<>&\"";
    assert_eq!(s(&text).to_text(), expected);
    assert_eq!(parse(&expected), s(&text));
    assert_eq!(s("").to_text(), r#""""#);
}

#[test]
fn values_are_written_compactly() {
    let v = Json::Obj(vec![
        ("v".into(), n("1")),
        (
            "list".into(),
            Json::Arr(vec![Json::Null, Json::Bool(true), Json::Bool(false)]),
        ),
        ("empty".into(), Json::Arr(vec![])),
        ("none".into(), Json::Obj(vec![])),
        (
            "nested".into(),
            Json::Arr(vec![Json::Arr(vec![n("-2"), s("x")])]),
        ),
    ]);
    let text = r#"{"v":1,"list":[null,true,false],"empty":[],"none":{},"nested":[[-2,"x"]]}"#;
    assert_eq!(v.to_text(), text);
    // Parsing sorts the keys, as serde_json's map did.
    assert_eq!(
        parse(text).to_text(),
        r#"{"empty":[],"list":[null,true,false],"nested":[[-2,"x"]],"none":{},"v":1}"#
    );
}

#[test]
fn escapes_are_read() {
    assert_eq!(
        parse(r#""\"\\\/\b\f\n\r\t\u00e9\u00E9\ud83d\ude00\uD83D\uDE00\u0000A""#),
        s("\"\\/\u{8}\u{c}\n\r\t\u{e9}\u{e9}\u{1F600}\u{1F600}\u{0}A")
    );
    for bad in [
        r#""\ud800""#,
        r#""\ud800x""#,
        r#""\ud800\u0041""#,
        r#""\udc00""#,
        r#""\udc00\ud800""#,
        r#""\x""#,
        r#""\u12G4""#,
        r#""\u12""#,
        r#""\"#,
        "\"a\u{1}b\"",
        "\"tab\there\"",
        "\"new\nline\"",
        r#""unterminated"#,
        r#"""#,
    ] {
        assert!(Json::parse(bad).is_err(), "{bad:?} was read");
    }
}

#[test]
fn numbers_follow_the_grammar_and_keep_their_text() {
    for good in [
        "0",
        "-0",
        "7",
        "-12",
        "1.5",
        "0.25",
        "1e5",
        "1E+5",
        "1e-5",
        "-12.5e10",
        "18446744073709551616",
    ] {
        assert_eq!(parse(good), n(good));
        assert_eq!(parse(good).to_text(), good);
    }
    for bad in [
        "01",
        "-01",
        "+1",
        ".5",
        "1.",
        "1e",
        "1e+",
        "-",
        "--1",
        "0x10",
        "1.5.5",
        "NaN",
        "Infinity",
        "-Infinity",
        "1 2",
    ] {
        assert!(Json::parse(bad).is_err(), "{bad:?} was read");
    }
    let whole = |t: &str| parse(t).as_u64();
    assert_eq!(whole("0"), Some(0));
    assert_eq!(whole("18446744073709551615"), Some(u64::MAX));
    for not_whole in [
        "18446744073709551616",
        "-0",
        "-1",
        "1.0",
        "1e2",
        "\"7\"",
        "null",
    ] {
        assert_eq!(whole(not_whole), None, "{not_whole}");
    }
    assert_eq!(u32::from_json(&n("4294967295")), Ok(u32::MAX));
    assert!(u32::from_json(&n("4294967296")).is_err());
    assert_eq!(u64::MAX.to_json().to_text(), "18446744073709551615");
}

#[test]
fn structure_is_strict() {
    assert_eq!(
        parse(" \t\r\n[ 1 , { \"a\" : [ ] } ]\n\t\r "),
        parse("[1,{\"a\":[]}]")
    );
    assert_eq!(parse("true"), Json::Bool(true));
    assert_eq!(parse("null"), Json::Null);
    for bad in [
        "",
        " ",
        "[",
        "]",
        "{",
        "[1,]",
        "[,1]",
        "[1 2]",
        "{\"a\":1,}",
        "{\"a\" 1}",
        "{a:1}",
        "{'a':1}",
        "{1:1}",
        "[1]x",
        "[1]]",
        "{}}",
        "tru",
        "nul",
        "True",
        "\u{feff}[]",
        "[\u{a0}]",
        "/*c*/[]",
    ] {
        assert!(Json::parse(bad).is_err(), "{bad:?} was read");
    }
}

#[test]
fn objects_keep_each_key_once_the_last_winning_in_key_order() {
    let v = parse(r#"{"b":1,"a":2,"b":3,"":0,"é":4,"Z":5}"#);
    assert_eq!(v.get("b"), Some(&n("3")));
    assert_eq!(v.get("c"), None);
    assert_eq!(v.to_text(), r#"{"":0,"Z":5,"a":2,"b":3,"é":4}"#);
    assert_eq!(s("x").get("x"), None);

    // A big object with many repeats, checked against a BTreeMap.
    let mut rng = Pcg32::new(1, 1);
    let mut map = BTreeMap::new();
    let mut text = String::from("{");
    for i in 0..5000 {
        let key = format!("k{}", rng.below(2000));
        map.insert(key.clone(), i);
        text.push_str(&format!("\"{key}\":{i},"));
    }
    text.pop();
    text.push('}');
    let Json::Obj(fields) = parse(&text) else {
        panic!("not an object");
    };
    let expected: Vec<(String, Json)> = map
        .into_iter()
        .map(|(k, i)| (k, n(&i.to_string())))
        .collect();
    assert_eq!(fields, expected);
}

#[test]
fn nesting_stops_where_serde_json_stopped() {
    let nest = |depth: usize| "[".repeat(depth) + &"]".repeat(depth);
    assert!(Json::parse(&nest(127)).is_ok());
    assert!(Json::parse(&nest(128)).is_err());
    let objects = |depth: usize| "{\"a\":".repeat(depth) + "1" + &"}".repeat(depth);
    assert!(Json::parse(&objects(127)).is_ok());
    assert!(Json::parse(&objects(128)).is_err());
    // Far too deep ends in an error, not a stack overflow.
    assert!(Json::parse(&"[".repeat(1_000_000)).is_err());
}

#[test]
fn random_and_mutated_text_never_panics_and_reads_back_the_same() {
    let mut rng = Pcg32::new(9, 9);
    let seeds = [
        r#"{"v":1,"game":"x","seed":18446744073709551615,"seats":[{"name":"\u00e9\n","kind":"human"}],"options":{"a":[1,-2.5e3,true,false,null,{}]},"moves":["pass",{"draw":"large"}]}"#,
        r#"[{"a":{"b":[[],[{}],"\ud83d\ude00"]}}]"#,
    ];
    let alphabet = b"{}[]\",:0123456789-+.eE\\u tfnrl aA/\x01\x7f";
    for i in 0..30_000 {
        let mut bytes = seeds[i % 2].as_bytes().to_vec();
        if i % 3 == 0 {
            bytes = (0..rng.index(60))
                .map(|_| alphabet[rng.index(alphabet.len())])
                .collect();
        }
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
                _ => bytes.insert(at, alphabet[rng.index(alphabet.len())]),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(value) = Json::parse(&text) {
            let written = value.to_text();
            assert_eq!(Json::parse(&written).as_ref(), Ok(&value), "{text:?}");
            assert_eq!(Json::parse(&written).unwrap().to_text(), written);
        }
    }
}

#[test]
fn structs_and_enums_read_as_serde_read_them() {
    let obj = parse(r#"{"name":"A","extra":1}"#);
    let arr = parse(r#"["A"]"#);
    for json in [&obj, &arr] {
        let f = Fields::of(json, 2).unwrap();
        assert_eq!(f.req::<String>(0, "name"), Ok("A".to_string()));
        assert_eq!(f.or::<u32>(1, "count", 7), Ok(7));
        assert!(f.req::<u32>(1, "count").unwrap_err().contains("count"));
    }
    assert!(Fields::of(&parse(r#"{"count":"x"}"#), 2)
        .unwrap()
        .or::<u32>(1, "count", 7)
        .is_err());
    assert!(Fields::of(&parse("[1,2,3]"), 2).is_err());
    assert!(Fields::of(&Json::Null, 2).is_err());

    assert_eq!(variant(&s("pass")), Ok(("pass", &Json::Null)));
    assert_eq!(
        variant(&parse(r#"{"draw":"large"}"#)),
        Ok(("draw", &s("large")))
    );
    for bad in [r#"{}"#, r#"{"a":1,"b":2}"#, "[]", "null", "1"] {
        assert!(variant(&parse(bad)).is_err(), "{bad}");
    }
    assert_eq!(unit_variant(&parse(r#"{"pass":null}"#)), Ok("pass"));
    assert!(unit_variant(&parse(r#"{"pass":1}"#)).is_err());

    assert_eq!(Option::<u32>::from_json(&Json::Null), Ok(None));
    assert_eq!(Option::<u32>::from_json(&n("3")), Ok(Some(3)));
    assert_eq!(None::<u32>.to_json(), Json::Null);
    assert_eq!(
        Vec::<Vec<u64>>::from_json(&parse("[[1],[],[2,3]]")),
        Ok(vec![vec![1], vec![], vec![2, 3]])
    );
    assert!(Vec::<u64>::from_json(&parse("[1,-1]"))
        .unwrap_err()
        .contains("item 2"));
    assert!(bool::from_json(&n("0")).is_err());
    assert!(String::from_json(&n("7")).is_err());
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Fruit {
    Apple,
    BloodOrange,
}

string_enum!(Fruit, [Fruit::Apple, Fruit::BloodOrange], |f| match f {
    Fruit::Apple => "apple",
    Fruit::BloodOrange => "blood-orange",
});

#[test]
fn string_enums_are_their_names() {
    assert_eq!(Fruit::BloodOrange.to_json(), s("blood-orange"));
    assert_eq!(Fruit::from_json(&s("apple")), Ok(Fruit::Apple));
    assert_eq!(
        Fruit::from_json(&parse(r#"{"apple":null}"#)),
        Ok(Fruit::Apple)
    );
    for bad in [
        r#""Apple""#,
        r#""pear""#,
        r#"{"apple":1}"#,
        "null",
        "[]",
        r#"{"apple":null,"x":1}"#,
    ] {
        assert!(Fruit::from_json(&parse(bad)).is_err(), "{bad}");
    }
}

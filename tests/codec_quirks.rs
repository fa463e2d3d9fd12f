//! What the serde_json codec made of odd but possible saves: hand edits,
//! serde's other spellings of the same value (`{"pass":null}` for `"pass"`, a
//! struct written as an array), duplicate keys (the last one counts), numbers
//! out of range, broken escapes, deep nesting. The outcomes below were
//! recorded from the serde_json codec; the codec must keep every one.
//!
//! Each row is a save's text, then `None` if it was refused as damaged, or
//! the text it is written back as, whether it reads as its game's record, and
//! whether it opens (every move legal).

use martian_parlour::engine::codec::{decode_save, encode_save, from_raw, RawRecord};
use martian_parlour::games::{check_record, martian_12s, martian_trickery};

fn typed(raw: &RawRecord) -> bool {
    if raw.game == "martian-12s" {
        from_raw::<martian_12s::Options, martian_12s::Move>(raw.clone()).is_ok()
    } else {
        from_raw::<martian_trickery::Options, martian_trickery::Move>(raw.clone()).is_ok()
    }
}

#[test]
fn odd_saves_read_as_before() {
    for (text, expected) in CASES {
        let got = decode_save(text)
            .ok()
            .map(|raw| (encode_save(&raw), typed(&raw), check_record(raw).is_ok()));
        let got = got.as_ref().map(|(t, r, o)| (t.as_str(), *r, *o));
        assert_eq!(got, *expected, "{text}");
    }
}

type Case = (&'static str, Option<(&'static str, bool, bool)>);

const CASES: &[Case] = &[
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":42,"seats":[{"name":"Ann","kind":"human"},{"name":"Bot","kind":"computer","x":1}],"options":{"stake":"euro1","rounds":3,"zz":[1,{"b":null}],"aa":-5},"extra":{"deep":[true,false]}}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":42,"seats":[{"name":"Ann","kind":"human","level":"casual"},{"name":"Bot","kind":"computer","level":"casual"}],"options":{"aa":-5,"rounds":3,"stake":"euro1","zz":[1,{"b":null}]},"moves":[]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{}}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{},"moves":[]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"set":"xeno","removed":"orange"}}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"orange","set":"xeno"},"moves":[]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":null,"removed":null}}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":null,"removed":null},"moves":[]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":{"penalty":"red"}}}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":{"penalty":"red"}},"moves":[]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":{"point":"blue","penalty":"red","x":0}}}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":{"penalty":"red","point":"blue","x":0}},"moves":[]}"#, true, true)),
    ),
    (
        " \u{9}\u{d}\u{a}{ \"v\" : 1 ,\u{a} \"game\":\"martian-12s\",\u{9}\"seed\" :7,\"seats\":[ {\"name\":\"A\",\"kind\":\"human\",\"level\":\"strong\"} , {\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{ },\"moves\":[ ] } \u{a}\u{9}\u{d} ",
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{},"moves":[]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"\u00e9\ud83d\ude00\n\"\\\/\b\f\r\t\u0001\u001f\u007f\u2028 \u0041","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some(("{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"é😀\\n\\\"\\\\/\\b\\f\\r\\t\\u0001\\u001f\u{7f}\u{2028} A\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"bankroll\":20,\"one_set\":false,\"rounds\":10,\"stake\":\"chip\"},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}", true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"\ud800","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"\udc00\ud800","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"\ud83dx","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"\x","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"\u12G4","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    ("{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"a\u{1}b\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"stake\":\"chip\",\"bankroll\":20,\"rounds\":10,\"one_set\":false},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}", None),
    ("{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"tab\u{9}here\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"stake\":\"chip\",\"bankroll\":20,\"rounds\":10,\"one_set\":false},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}", None),
    (
        "{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"\u{7f}\u{2028}é\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"stake\":\"chip\",\"bankroll\":20,\"rounds\":10,\"one_set\":false},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}",
        Some(("{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"\u{7f}\u{2028}é\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"bankroll\":20,\"one_set\":false,\"rounds\":10,\"stake\":\"chip\"},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}", true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":1,"seed":2,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":2,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":1,"bankroll":3,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":3,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":7,"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},{"pass":null}]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},{"pass":null}]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},{"pass":1}]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},{"pass":1}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},{"pass":[]}]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},{"pass":[]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"Pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"Pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"draw"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"draw"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":{"large":null}},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":{"large":null}},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large","x":1},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large","x":1},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":null},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":null},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[["draw","large"],{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[["draw","large"],{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":{"human":null},"level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"Human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":null},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"euro-5","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"euro-5"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"euro5","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"euro5"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"cent1","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"cent1"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":18446744073709551615,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":18446744073709551615,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":18446744073709551616,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":-1,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":-0,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":0,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":0,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7.0,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7e0,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":07,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":"7","seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":+7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":.5,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":1.,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":1e,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":-,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":null,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":4294967295,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":4294967295,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":4294967296,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":4294967296,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":null,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":null,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":-3,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":-3,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":0},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":0,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":true},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":true,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":null},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":null,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":-12,"y":0,"w":-9223372036854775808,"v":18446744073709551615},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"v":18446744073709551615,"w":-9223372036854775808,"x":-12,"y":0},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1.0,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":"1","game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":2,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":4294967296,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":0,"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":null,"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":null,"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":[],"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":[],"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":7,"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":7,"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, false, false)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":null}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":{}}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[["A","human","strong"],{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[null,{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","b\u0061nkroll":21,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":21,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","":1,"\u00e9":2,"Z":3,"\ud83d\ude00":4,"\u00ff":5,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"":1,"Z":3,"one_set":false,"rounds":10,"stake":"chip","é":2,"ÿ":5,"😀":4},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]} x"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]},"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]"#, None),
    (r#"[{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}]"#, None),
    (r#""#, None),
    (r#"null"#, None),
    (r#"{}"#, None),
    (r#"{"v":1}"#, None),
    (r#"{"v":1,}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},,{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass",]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip","x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip","x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip","x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":1}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":1}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}],"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip","x":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":[{"a":1}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":tru,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":True,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":nul,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":true,"y":false,"z":null,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip","x":true,"y":false,"z":null},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{'x':1,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{x:1,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, None),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"x":1.5,"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip","x":1.5},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
    (
        "{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"A\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"x\":\"\u{a0}\",\"stake\":\"chip\",\"bankroll\":20,\"rounds\":10,\"one_set\":false},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}",
        Some(("{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"A\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"bankroll\":20,\"one_set\":false,\"rounds\":10,\"stake\":\"chip\",\"x\":\"\u{a0}\"},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}", true, true)),
    ),
    ("\u{feff}{\"v\":1,\"game\":\"martian-12s\",\"seed\":7,\"seats\":[{\"name\":\"A\",\"kind\":\"human\",\"level\":\"strong\"},{\"name\":\"B\",\"kind\":\"computer\",\"level\":\"casual\"}],\"options\":{\"stake\":\"chip\",\"bankroll\":20,\"rounds\":10,\"one_set\":false},\"moves\":[{\"draw\":\"large\"},{\"reveal\":\"red\"},\"pass\"]}", None),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":{"red":null}},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":{"red":null}},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"Red"},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"Red"},"moves":[{"deal":[["2C"]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":["red","blue"]},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":["red","blue"]},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":["red","blue","green"]},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":["red","blue","green"]},"moves":[{"deal":[["2C"]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":["red"]},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":["red"]},"moves":[{"deal":[["2C"]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"monochrome":[]},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"monochrome":[]},"moves":[{"deal":[["2C"]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"set":"xeno","set":"rainbow"},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"set":"rainbow"},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C","QS","10H","+5S","1S","AS "]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[["2C","QS","10H","+5S","1S","AS "]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"],[],[]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"],[],[]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["qs"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[["qs"]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[[2]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[[2]]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":"2C"}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":"2C"}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"prize":["red","small"]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"prize":["red","small"]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"prize":{"size":"small","colour":"red"}}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"prize":{"colour":"red","size":"small"}}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"prize":{"colour":"red"}}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"prize":{"colour":"red"}}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"prize":["red","small",1]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"prize":["red","small",1]}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"play":"AS"}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"play":"AS"}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"play":"ZS"}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"play":"ZS"}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"pass":null}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"pass":null}]}"#, false, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[["A","human"],{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[["A"],{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#, None),
    (r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[["A","human","strong",1],{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#, None),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual","name":"Z"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"Z","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{"removed":"red"},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human"},{"name":"B","kind":"human"},{"name":"C","kind":"human"}],"options":{"removed":"red"},"options":{},"moves":[{"deal":[["2C"]]}]}"#,
        Some((r#"{"v":1,"game":"martian-trickery","seed":5,"seats":[{"name":"A","kind":"human","level":"casual"},{"name":"B","kind":"human","level":"casual"},{"name":"C","kind":"human","level":"casual"}],"options":{},"moves":[{"deal":[["2C"]]}]}"#, true, false)),
    ),
    (
        r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"stake":"chip","bankroll":20,"rounds":10,"one_set":false},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#,
        Some((r#"{"v":1,"game":"martian-12s","seed":7,"seats":[{"name":"A","kind":"human","level":"strong"},{"name":"B","kind":"computer","level":"casual"}],"options":{"bankroll":20,"one_set":false,"rounds":10,"stake":"chip"},"moves":[{"draw":"large"},{"reveal":"red"},"pass"]}"#, true, true)),
    ),
];

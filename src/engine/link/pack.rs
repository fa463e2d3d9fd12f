//! A JSON value packed into bits, for a link's options (and the rare chance
//! outcome the seed does not derive): a 3-bit tag, whole numbers as varints,
//! strings with their length, and an object's keys as their place in a list
//! both sides know (the default options' keys) where they are in it.

use super::bits::{BitReader, BitWriter};
use crate::engine::json::Json;

/// Deeper nesting than any options or move has: not ours.
const MAX_DEPTH: usize = 16;

const NULL: u64 = 0;
const FALSE: u64 = 1;
const TRUE: u64 = 2;
const WHOLE: u64 = 3;
const NUMBER: u64 = 4;
const STRING: u64 = 5;
const ARRAY: u64 = 6;
const OBJECT: u64 = 7;

/// Writes `v`; `keys` are the known keys of a top-level object.
pub fn write(w: &mut BitWriter, v: &Json, keys: &[String]) {
    match v {
        Json::Null => w.bits(NULL, 3),
        Json::Bool(b) => w.bits(if *b { TRUE } else { FALSE }, 3),
        Json::Num(text) => match text.parse::<u64>() {
            // Only where the digits come back the same ("007" does not).
            Ok(n) if n.to_string() == *text => {
                w.bits(WHOLE, 3);
                w.varint(n);
            }
            _ => {
                w.bits(NUMBER, 3);
                w.bytes(text.as_bytes());
            }
        },
        Json::Str(s) => {
            w.bits(STRING, 3);
            w.bytes(s.as_bytes());
        }
        Json::Arr(items) => {
            w.bits(ARRAY, 3);
            w.varint(items.len() as u64);
            for item in items {
                write(w, item, &[]);
            }
        }
        Json::Obj(fields) => {
            w.bits(OBJECT, 3);
            w.varint(fields.len() as u64);
            for (k, item) in fields {
                match keys.iter().position(|known| known == k) {
                    Some(i) => w.varint(i as u64 + 1),
                    None => {
                        w.varint(0);
                        w.bytes(k.as_bytes());
                    }
                }
                write(w, item, &[]);
            }
        }
    }
}

/// Reads what `write` wrote, checking everything.
pub fn read(r: &mut BitReader, keys: &[String], depth: usize) -> Result<Json, String> {
    const CUT: &str = "it has been cut short or changed";
    if depth > MAX_DEPTH {
        return Err(CUT.into());
    }
    let text = |r: &mut BitReader| -> Result<String, String> {
        String::from_utf8(r.bytes()?).map_err(|_| CUT.to_string())
    };
    Ok(match r.bits(3)? {
        NULL => Json::Null,
        FALSE => Json::Bool(false),
        TRUE => Json::Bool(true),
        WHOLE => Json::Num(r.varint()?.to_string()),
        NUMBER => match Json::parse(&text(r)?) {
            // Kept as written, but only if it is a JSON number.
            Ok(n @ Json::Num(_)) => n,
            _ => return Err(CUT.into()),
        },
        STRING => Json::Str(text(r)?),
        ARRAY => {
            // Each item takes at least its tag.
            let n = r.len(3)?;
            let items = (0..n)
                .map(|_| read(r, &[], depth + 1))
                .collect::<Result<_, _>>()?;
            Json::Arr(items)
        }
        _ => {
            let n = r.len(11)?;
            let mut fields = Vec::with_capacity(n);
            for _ in 0..n {
                let key = match r.varint()? {
                    0 => text(r)?,
                    i => usize::try_from(i - 1)
                        .ok()
                        .and_then(|i| keys.get(i))
                        .ok_or(CUT)?
                        .clone(),
                };
                fields.push((key, read(r, &[], depth + 1)?));
            }
            Json::Obj(fields)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_with_known_keys_short() {
        let text = r#"{"a":null,"b":[true,false,12,"x\u00e9"],"c":-1.5e3,"zz":{"d":"007"}}"#;
        let v = Json::parse(text).unwrap();
        let keys = vec!["b".to_string(), "a".to_string(), "c".to_string()];
        let mut w = BitWriter::default();
        write(&mut w, &v, &keys);
        let packed = w.finish();
        assert!(packed.len() < text.len() / 2, "{} bytes", packed.len());
        let back = read(&mut BitReader::new(&packed), &keys, 0).unwrap();
        assert_eq!(back.to_text(), v.to_text());
    }

    #[test]
    fn unknown_keys_and_bad_numbers_are_errors() {
        let mut w = BitWriter::default();
        w.bits(OBJECT, 3);
        w.varint(1);
        w.varint(5);
        assert!(read(&mut BitReader::new(&w.finish()), &[], 0).is_err());
        let mut w = BitWriter::default();
        w.bits(NUMBER, 3);
        w.bytes(b"1x");
        assert!(read(&mut BitReader::new(&w.finish()), &[], 0).is_err());
    }
}

//! How links of format 1 carried options (and the rare chance outcome the
//! seed does not derive): as a JSON value packed into bits, a 3-bit tag,
//! whole numbers as varints, strings with their length, and an object's
//! keys as their place in a list both sides know (the default options'
//! keys) where they are in it. Links are written in format 2 now
//! (`serial`); this reads the links people shared before.

use super::bits::BitReader;
use serde_json::{Map, Value};

/// Deeper nesting than any options or move has: not ours.
const MAX_DEPTH: usize = 16;

const NULL: u64 = 0;
const FALSE: u64 = 1;
const TRUE: u64 = 2;
const WHOLE: u64 = 3;
const NUMBER: u64 = 4;
const STRING: u64 = 5;
const ARRAY: u64 = 6;

/// Reads a packed value, checking everything; `keys` are the known keys of
/// a top-level object.
pub fn read(r: &mut BitReader, keys: &[String], depth: usize) -> Result<Value, String> {
    if depth > MAX_DEPTH {
        return Err(super::cut());
    }
    let text = |r: &mut BitReader| -> Result<String, String> {
        String::from_utf8(r.bytes()?).map_err(|_| super::cut())
    };
    Ok(match r.bits(3)? {
        NULL => Value::Null,
        FALSE => Value::Bool(false),
        TRUE => Value::Bool(true),
        WHOLE => Value::from(r.varint()?),
        NUMBER => match serde_json::from_slice(text(r)?.as_bytes()) {
            // Only if it is a JSON number.
            Ok(n @ Value::Number(_)) => n,
            _ => return Err(super::cut()),
        },
        STRING => Value::String(text(r)?),
        ARRAY => {
            // Each item takes at least its tag.
            let n = r.len(3)?;
            let items = (0..n)
                .map(|_| read(r, &[], depth + 1))
                .collect::<Result<_, _>>()?;
            Value::Array(items)
        }
        _ => {
            let n = r.len(11)?;
            let mut fields = Map::new();
            for _ in 0..n {
                let key = match r.varint()? {
                    0 => text(r)?,
                    i => usize::try_from(i - 1)
                        .ok()
                        .and_then(|i| keys.get(i))
                        .ok_or_else(super::cut)?
                        .clone(),
                };
                fields.insert(key, read(r, &[], depth + 1)?);
            }
            Value::Object(fields)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::bits::BitWriter;
    use super::*;

    const OBJECT: u64 = 7;

    #[test]
    fn values_read_with_known_keys() {
        // {"b":[true,12,"é"],"zz":-1.5e3}, "b" as the first known key.
        let mut w = BitWriter::default();
        w.bits(OBJECT, 3);
        w.varint(2);
        w.varint(1);
        w.bits(ARRAY, 3);
        w.varint(3);
        w.bits(TRUE, 3);
        w.bits(WHOLE, 3);
        w.varint(12);
        w.bits(STRING, 3);
        w.bytes("é".as_bytes());
        w.varint(0);
        w.bytes(b"zz");
        w.bits(NUMBER, 3);
        w.bytes(b"-1.5e3");
        let packed = w.finish();
        let keys = vec!["b".to_string(), "a".to_string()];
        let back = read(&mut BitReader::new(&packed), &keys, 0).unwrap();
        assert_eq!(back.to_string(), r#"{"b":[true,12,"é"],"zz":-1500.0}"#);
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

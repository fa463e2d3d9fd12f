//! The JSON of saves and share links, written by hand in place of serde and
//! serde_json, which cost about 70 KB of wasm for a few small records.
//!
//! It writes exactly what serde_json wrote (compact, the same string escapes,
//! object keys in the same order), so a save made today is byte for byte the
//! save the app made before, and it reads what serde_json read: every save
//! and link already out there still opens (`tests/codec_golden.rs` and
//! `tests/codec_quirks.rs` hold texts and outcomes recorded from serde_json).
//! The parser takes untrusted text and never panics.

/// A JSON value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number as written, checked against the JSON grammar. Keeping the
    /// text keeps a u64 seed exact, and we only ever read whole numbers.
    /// (serde_json made other numbers f64s: it refused `1e400`, beyond f64,
    /// and wrote `1.50` back as `1.5`. Our saves hold no such number; here
    /// they are read, and kept as written.)
    Num(String),
    Str(String),
    Arr(Vec<Json>),
    /// Fields in the order they are written. Parsed objects (and game values
    /// built with `obj`) have their keys sorted and each key once, the last
    /// one winning: what serde_json's map did, and so how options and moves
    /// have always been written. Records and seats keep declaration order,
    /// as serde's derive wrote them.
    Obj(Vec<(String, Json)>),
}

/// Converts a value to JSON.
pub trait ToJson {
    fn to_json(&self) -> Json;
}

/// Reads a value from JSON; the error is a short message for players.
pub trait FromJson: Sized {
    fn from_json(json: &Json) -> Result<Self, String>;
}

mod typed;
pub use crate::string_enum;
pub use typed::{obj, obj_in_order, tagged, unit_variant, unknown, variant, Fields};

/// Deepest nesting of arrays and objects read: serde_json's limit.
const MAX_DEPTH: usize = 127;

impl Json {
    /// Reads a whole text as one JSON value (RFC 8259; whitespace around it
    /// is allowed, anything else after it is not).
    pub fn parse(text: &str) -> Result<Json, String> {
        let mut p = Parser {
            text,
            at: 0,
            depth: 0,
        };
        let value = p.value()?;
        p.ws();
        if p.at < text.len() {
            return Err(p.err("trailing characters"));
        }
        Ok(value)
    }

    /// The compact text, exactly as serde_json writes it.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(n) => out.push_str(n),
            Json::Str(s) => write_str(s, out),
            Json::Arr(items) => {
                out.push('[');
                for item in items {
                    item.write(out);
                    out.push(',');
                }
                close(out, ']');
            }
            Json::Obj(fields) => {
                out.push('{');
                for (key, value) in fields {
                    write_str(key, out);
                    out.push(':');
                    value.write(out);
                    out.push(',');
                }
                close(out, '}');
            }
        }
    }

    /// A field of an object; `None` for a missing key or a non-object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A whole number from 0 to u64::MAX; not `1.0`, `1e2` or `-0`.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Num(n) => n.parse().ok(),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Ends a list written with a comma after each item.
fn close(out: &mut String, bracket: char) {
    if out.ends_with(',') {
        out.pop();
    }
    out.push(bracket);
}

/// serde_json's escapes: the two that must be, the short forms of five
/// control characters and `\u00xx` for the rest; everything else raw.
fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[c as usize >> 4] as char);
                out.push(HEX[c as usize & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Sorts keys (bytewise, as `String` orders them) and keeps each once, the
/// last one written winning. A merge sort: linear-time merges keep a huge
/// hostile object quick, and std's sort would add kilobytes to the wasm.
pub(crate) fn normalise(fields: Vec<(String, Json)>) -> Vec<(String, Json)> {
    let mut out: Vec<(String, Json)> = Vec::with_capacity(fields.len());
    for (key, value) in merge_sort(fields) {
        match out.last_mut() {
            Some(last) if last.0 == key => last.1 = value,
            _ => out.push((key, value)),
        }
    }
    out
}

/// Stable: equal keys stay in the order they were written.
fn merge_sort(mut v: Vec<(String, Json)>) -> Vec<(String, Json)> {
    if v.len() < 2 {
        return v;
    }
    let right = merge_sort(v.split_off(v.len() / 2));
    let left = merge_sort(v);
    let mut out = Vec::with_capacity(left.len() + right.len());
    let mut right = right.into_iter().peekable();
    for l in left {
        while let Some(r) = right.next_if(|r| r.0 < l.0) {
            out.push(r);
        }
        out.push(l);
    }
    out.extend(right);
    out
}

struct Parser<'a> {
    text: &'a str,
    /// Byte offset; only ever stops on ASCII bytes, so slices at it are
    /// always on character boundaries.
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    fn err(&self, what: &str) -> String {
        format!("{what} at byte {}", self.at)
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        self.at += usize::from(found);
        found
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        match self.peek() {
            Some(b'{') => self.nested(true),
            Some(b'[') => self.nested(false),
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.err("expected a value")),
            None => Err(self.err("unexpected end")),
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, String> {
        if !self.text.as_bytes()[self.at..].starts_with(word.as_bytes()) {
            return Err(self.err("expected a value"));
        }
        self.at += word.len();
        Ok(value)
    }

    /// An array or an object, at the opening bracket.
    fn nested(&mut self, object: bool) -> Result<Json, String> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err("nested too deeply"));
        }
        self.at += 1;
        let close = if object { b'}' } else { b']' };
        let mut items = Vec::new();
        let mut fields = Vec::new();
        self.ws();
        if !self.eat(close) {
            loop {
                if object {
                    self.ws();
                    if self.peek() != Some(b'"') {
                        return Err(self.err("expected a key"));
                    }
                    let key = self.string()?;
                    self.ws();
                    if !self.eat(b':') {
                        return Err(self.err("expected ':'"));
                    }
                    fields.push((key, self.value()?));
                } else {
                    items.push(self.value()?);
                }
                self.ws();
                if self.eat(close) {
                    break;
                }
                if !self.eat(b',') {
                    return Err(self.err("expected ',' or a closing bracket"));
                }
            }
        }
        self.depth -= 1;
        Ok(if object {
            Json::Obj(normalise(fields))
        } else {
            Json::Arr(items)
        })
    }

    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        self.eat(b'-');
        let ok = (self.eat(b'0') || self.digits())
            && (!self.eat(b'.') || self.digits())
            && (!(self.eat(b'e') || self.eat(b'E')) || {
                let _ = self.eat(b'+') || self.eat(b'-');
                self.digits()
            });
        if !ok {
            return Err(self.err("invalid number"));
        }
        Ok(Json::Num(self.text[start..self.at].to_string()))
    }

    /// Skips digits; whether there was at least one.
    fn digits(&mut self) -> bool {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at > start
    }

    /// A string, at its opening quote.
    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while matches!(self.peek(), Some(c) if c != b'"' && c != b'\\' && c >= 0x20) {
                self.at += 1;
            }
            out.push_str(&self.text[start..self.at]);
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.err("control character in a string")),
                None => return Err(self.err("unterminated string")),
            }
        }
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, String> {
        let c = self.peek();
        self.at += 1;
        Ok(match c {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let mut code = self.hex4()?;
                // Outside the basic plane: a high surrogate, then a low one.
                if (0xd800..0xdc00).contains(&code) {
                    if !(self.eat(b'\\') && self.eat(b'u')) {
                        return Err(self.err("lone surrogate"));
                    }
                    let low = self.hex4()?;
                    if !(0xdc00..0xe000).contains(&low) {
                        return Err(self.err("lone surrogate"));
                    }
                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                }
                // A lone low surrogate is no character either.
                char::from_u32(code).ok_or_else(|| self.err("lone surrogate"))?
            }
            _ => return Err(self.err("invalid escape")),
        })
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let mut n = 0;
        for _ in 0..4 {
            let digit = self
                .peek()
                .and_then(|c| char::from(c).to_digit(16))
                .ok_or_else(|| self.err("invalid escape"))?;
            n = n * 16 + digit;
            self.at += 1;
        }
        Ok(n)
    }
}

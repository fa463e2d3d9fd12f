//! Serde's data model in a link's bit stream: how a link carries options
//! (and the rare chance outcome the seed does not derive). Not
//! self-describing: the reader knows the type. A bool is one bit, whole
//! numbers varints (signed ones zigzagged), strings their length and bytes,
//! an enum its variant's index, a sequence its length, a struct its number
//! of fields and then the fields in order. That count lets a link made
//! before an option was added still open: the missing last fields take
//! their defaults (`#[serde(default)]`), as they did when options were
//! packed as JSON.

use super::bits::{BitReader, BitWriter};
use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};
use serde::ser::{self, Serialize};
use std::fmt;

/// Something not ours: a value that cannot be, the stream cut short, or a
/// type this format cannot carry. Links say "cut short or changed".
#[derive(Debug, PartialEq, Eq)]
pub struct Error;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a value of this type")
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Error
    }
}

impl de::Error for Error {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Error
    }
}

impl From<super::bits::Short> for Error {
    fn from(_: super::bits::Short) -> Self {
        Error
    }
}

type Result<T> = std::result::Result<T, Error>;

/// Writes `value`. Fails only for what a link cannot carry (a float-free,
/// map-free game value never does).
pub fn write<T: Serialize + ?Sized>(w: &mut BitWriter, value: &T) -> Result<()> {
    value.serialize(&mut Ser(w))
}

/// Reads what `write` wrote, checking everything.
pub fn read<T: de::DeserializeOwned>(r: &mut BitReader) -> Result<T> {
    T::deserialize(&mut De(r))
}

fn zigzag(v: i64) -> u64 {
    ((v << 1) ^ (v >> 63)) as u64
}

fn unzigzag(v: u64) -> i64 {
    ((v >> 1) as i64) ^ -((v & 1) as i64)
}

struct Ser<'a>(&'a mut BitWriter);

macro_rules! ser_unsigned {
    ($($f:ident: $t:ty),*) => {$(
        fn $f(self, v: $t) -> Result<()> {
            self.0.varint(u64::from(v));
            Ok(())
        }
    )*};
}

macro_rules! ser_signed {
    ($($f:ident: $t:ty),*) => {$(
        fn $f(self, v: $t) -> Result<()> {
            self.0.varint(zigzag(i64::from(v)));
            Ok(())
        }
    )*};
}

impl<'a> ser::Serializer for &mut Ser<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn is_human_readable(&self) -> bool {
        false
    }

    ser_unsigned!(serialize_u8: u8, serialize_u16: u16, serialize_u32: u32, serialize_u64: u64);
    ser_signed!(serialize_i8: i8, serialize_i16: i16, serialize_i32: i32, serialize_i64: i64);

    fn serialize_bool(self, v: bool) -> Result<()> {
        self.0.bits(u64::from(v), 1);
        Ok(())
    }

    fn serialize_f32(self, v: f32) -> Result<()> {
        self.0.bits(u64::from(v.to_bits()), 32);
        Ok(())
    }

    fn serialize_f64(self, v: f64) -> Result<()> {
        self.0.bits(v.to_bits(), 64);
        Ok(())
    }

    fn serialize_char(self, v: char) -> Result<()> {
        self.serialize_u32(u32::from(v))
    }

    fn serialize_str(self, v: &str) -> Result<()> {
        self.0.bytes(v.as_bytes());
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result<()> {
        self.0.bytes(v);
        Ok(())
    }

    fn serialize_none(self) -> Result<()> {
        self.serialize_bool(false)
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<()> {
        self.serialize_bool(true)?;
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<()> {
        Ok(())
    }

    fn serialize_unit_struct(self, _: &'static str) -> Result<()> {
        Ok(())
    }

    fn serialize_unit_variant(self, _: &'static str, index: u32, _: &'static str) -> Result<()> {
        self.serialize_u32(index)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<()> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        value: &T,
    ) -> Result<()> {
        self.serialize_u32(index)?;
        value.serialize(self)
    }

    fn serialize_seq(self, len: Option<usize>) -> Result<Self> {
        self.0.varint(len.ok_or(Error)? as u64);
        Ok(self)
    }

    fn serialize_tuple(self, _: usize) -> Result<Self> {
        Ok(self)
    }

    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Self> {
        Ok(self)
    }

    fn serialize_tuple_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self> {
        self.serialize_u32(index)?;
        Ok(self)
    }

    fn serialize_map(self, len: Option<usize>) -> Result<Self> {
        self.serialize_seq(len)
    }

    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Self> {
        self.0.varint(len as u64);
        Ok(self)
    }

    fn serialize_struct_variant(
        self,
        _: &'static str,
        index: u32,
        _: &'static str,
        len: usize,
    ) -> Result<Self> {
        self.serialize_u32(index)?;
        self.serialize_struct("", len)
    }
}

/// Every compound value writes its parts one after another.
macro_rules! ser_parts {
    ($($tr:ident :: $f:ident),*) => {$(
        impl<'a> ser::$tr for &mut Ser<'a> {
            type Ok = ();
            type Error = Error;
            fn $f<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
                value.serialize(&mut **self)
            }
            fn end(self) -> Result<()> {
                Ok(())
            }
        }
    )*};
}

ser_parts!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

impl<'a> ser::SerializeMap for &mut Ser<'a> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<()> {
        key.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<()> {
        value.serialize(&mut **self)
    }
    fn end(self) -> Result<()> {
        Ok(())
    }
}

macro_rules! ser_fields {
    ($($tr:ident),*) => {$(
        impl<'a> ser::$tr for &mut Ser<'a> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                _: &'static str,
                value: &T,
            ) -> Result<()> {
                value.serialize(&mut **self)
            }
            // Fields are by place: one left out would shift the rest.
            fn skip_field(&mut self, _: &'static str) -> Result<()> {
                Err(Error)
            }
            fn end(self) -> Result<()> {
                Ok(())
            }
        }
    )*};
}

ser_fields!(SerializeStruct, SerializeStructVariant);

struct De<'a, 'b>(&'a mut BitReader<'b>);

macro_rules! de_unsigned {
    ($($f:ident),*) => {$(
        fn $f<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
            v.visit_u64(self.0.varint()?)
        }
    )*};
}

macro_rules! de_signed {
    ($($f:ident),*) => {$(
        fn $f<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
            v.visit_i64(unzigzag(self.0.varint()?))
        }
    )*};
}

impl<'de> de::Deserializer<'de> for &mut De<'_, '_> {
    type Error = Error;

    fn is_human_readable(&self) -> bool {
        false
    }

    // The reader must know the type.
    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value> {
        Err(Error)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value> {
        Err(Error)
    }

    de_unsigned!(
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64
    );
    de_signed!(
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_i64
    );

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_bool(self.0.bits(1)? == 1)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_f32(f32::from_bits(self.0.bits(32)? as u32))
    }

    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_f64(f64::from_bits(self.0.bits(64)?))
    }

    fn deserialize_char<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let code = u32::try_from(self.0.varint()?).map_err(|_| Error)?;
        v.visit_char(char::from_u32(code).ok_or(Error)?)
    }

    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_string(String::from_utf8(self.0.bytes()?).map_err(|_| Error)?)
    }

    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_str(v)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_byte_buf(self.0.bytes()?)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_bytes(v)
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        if self.0.bits(1)? == 1 {
            v.visit_some(self)
        } else {
            v.visit_none()
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_unit()
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, _: &'static str, v: V) -> Result<V::Value> {
        v.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        v: V,
    ) -> Result<V::Value> {
        v.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        // Every item takes at least a bit: a length is never more than the
        // bits left, so a damaged one cannot ask for a huge allocation.
        let left = self.0.len(1)?;
        v.visit_seq(Parts { de: self, left })
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, left: usize, v: V) -> Result<V::Value> {
        v.visit_seq(Parts { de: self, left })
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        len: usize,
        v: V,
    ) -> Result<V::Value> {
        self.deserialize_tuple(len, v)
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let left = self.0.len(2)?;
        v.visit_map(Parts { de: self, left })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        // Fewer fields than the type has: the rest take their defaults (or
        // the type refuses). More: fields a later version added, which
        // this one cannot step over.
        let left = usize::try_from(self.0.varint()?).map_err(|_| Error)?;
        if left > fields.len() {
            return Err(Error);
        }
        v.visit_seq(Parts { de: self, left })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        v.visit_enum(self)
    }

    // Only enums' variants are identified, by index (see `variant_seed`).
    fn deserialize_identifier<V: Visitor<'de>>(self, _: V) -> Result<V::Value> {
        Err(Error)
    }
}

/// The items of a sequence, tuple, map or struct: `left` more of them.
struct Parts<'a, 'b, 'c> {
    de: &'a mut De<'b, 'c>,
    left: usize,
}

impl<'de> de::SeqAccess<'de> for Parts<'_, '_, '_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.de).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

impl<'de> de::MapAccess<'de> for Parts<'_, '_, '_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        de::SeqAccess::next_element_seed(self, seed)
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value> {
        seed.deserialize(&mut *self.de)
    }
}

impl<'de> de::EnumAccess<'de> for &mut De<'_, '_> {
    type Error = Error;
    type Variant = Self;

    fn variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<(T::Value, Self)> {
        let index = u32::try_from(self.0.varint()?).map_err(|_| Error)?;
        let index: de::value::U32Deserializer<Error> = index.into_deserializer();
        Ok((seed.deserialize(index)?, self))
    }
}

impl<'de> de::VariantAccess<'de> for &mut De<'_, '_> {
    type Error = Error;

    fn unit_variant(self) -> Result<()> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, v: V) -> Result<V::Value> {
        de::Deserializer::deserialize_tuple(self, len, v)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        de::Deserializer::deserialize_struct(self, "", fields, v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum Shape {
        Dot,
        Line(u8),
        Pair(i32, String),
        Box { w: u16, h: Option<u64> },
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Old {
        a: u8,
        shapes: Vec<Shape>,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(default)]
    struct New {
        a: u8,
        shapes: Vec<Shape>,
        added: bool,
        more: Option<char>,
    }

    impl Default for New {
        fn default() -> Self {
            New {
                a: 1,
                shapes: Vec::new(),
                added: true,
                more: Some('x'),
            }
        }
    }

    fn packed<T: Serialize>(v: &T) -> Vec<u8> {
        let mut w = BitWriter::default();
        write(&mut w, v).unwrap();
        w.finish()
    }

    fn old() -> Old {
        Old {
            a: 200,
            shapes: vec![
                Shape::Dot,
                Shape::Line(7),
                Shape::Pair(-70_000, "né".into()),
                Shape::Box { w: 3, h: None },
                Shape::Box {
                    w: 0,
                    h: Some(u64::MAX),
                },
            ],
        }
    }

    #[test]
    fn values_round_trip_in_few_bits() {
        let b = packed(&old());
        assert_eq!(read::<Old>(&mut BitReader::new(&b)), Ok(old()));
        // A bool is a bit: four of them and a field count in two bytes.
        assert_eq!(packed(&(true, false, true, true)).len(), 1);
        assert_eq!(packed(&Some(false)).len(), 1);
    }

    #[test]
    fn a_struct_missing_its_last_fields_takes_their_defaults() {
        let b = packed(&old());
        let new = read::<New>(&mut BitReader::new(&b)).unwrap();
        assert_eq!((new.a, new.added, new.more), (200, true, Some('x')));
        assert_eq!(new.shapes, old().shapes);
        // One with more fields than this version knows is refused.
        let b = packed(&New::default());
        assert_eq!(read::<Old>(&mut BitReader::new(&b)), Err(Error));
    }

    #[test]
    fn damaged_values_are_errors() {
        let b = packed(&old());
        for cut in 0..b.len() {
            assert!(
                read::<Old>(&mut BitReader::new(&b[..cut])).is_err(),
                "{cut}"
            );
        }
        // Variant 9 of four.
        let b = packed(&(9u32, 0u8));
        assert_eq!(read::<Shape>(&mut BitReader::new(&b)), Err(Error));
        // A length far beyond the bits left.
        let b = packed(&(1u8, u64::MAX));
        assert_eq!(read::<Old>(&mut BitReader::new(&b)), Err(Error));
        // A string that is not UTF-8.
        let mut w = BitWriter::default();
        w.varint(2);
        w.varint(zigzag(5));
        w.bytes(&[0xff, 0xfe]);
        assert_eq!(read::<Shape>(&mut BitReader::new(&w.finish())), Err(Error));
        let b = packed(&Shape::Pair(5, "ok".into()));
        assert_eq!(
            read::<Shape>(&mut BitReader::new(&b)),
            Ok(Shape::Pair(5, "ok".into()))
        );
    }
}

//! Typed values to and from JSON the way serde's derive did it: a struct's
//! fields by name (or position), defaults for missing fields, enums as their
//! names or as `{"name": value}`, `None` as `null`.

use super::{normalise, FromJson, Json, ToJson};

/// A struct's fields. serde read a struct from an object by name (unknown
/// fields ignored) or from an array by position, so both work here.
pub struct Fields<'a>(&'a Json);

impl<'a> Fields<'a> {
    /// `count` is how many fields the struct has: an array may not be longer.
    pub fn of(json: &'a Json, count: usize) -> Result<Self, String> {
        match json {
            Json::Obj(_) => Ok(Fields(json)),
            Json::Arr(items) if items.len() <= count => Ok(Fields(json)),
            Json::Arr(_) => Err("too many values".into()),
            _ => Err("expected an object".into()),
        }
    }

    fn find(&self, at: usize, name: &str) -> Option<&'a Json> {
        match self.0 {
            Json::Arr(items) => items.get(at),
            json => json.get(name),
        }
    }

    /// Field `name`, the `at`th declared; it must be there.
    pub fn req<T: FromJson>(&self, at: usize, name: &str) -> Result<T, String> {
        let json = self
            .find(at, name)
            .ok_or_else(|| format!("missing {name}"))?;
        T::from_json(json).map_err(|e| format!("{name}: {e}"))
    }

    /// Field `name`, or `default` when it is missing (not when it is wrong).
    pub fn or<T: FromJson>(&self, at: usize, name: &str, default: T) -> Result<T, String> {
        match self.find(at, name) {
            Some(json) => T::from_json(json).map_err(|e| format!("{name}: {e}")),
            None => Ok(default),
        }
    }
}

/// An enum value as serde read one: `"name"`, or `{"name": value}` with
/// exactly one key. The bare name gives `null` as its value, which no
/// variant with data here accepts, so `"draw"` is refused as serde refused
/// it, and `{"pass": null}` is read as `"pass"`, as serde read it.
pub fn variant(json: &Json) -> Result<(&str, &Json), String> {
    const NULL: &Json = &Json::Null;
    match json {
        Json::Str(name) => Ok((name, NULL)),
        Json::Obj(fields) if fields.len() == 1 => Ok((&fields[0].0, &fields[0].1)),
        _ => Err("expected a name".into()),
    }
}

/// A variant without data, as read by `variant`.
pub fn unit_variant(json: &Json) -> Result<&str, String> {
    match variant(json)? {
        (name, Json::Null) => Ok(name),
        (name, _) => Err(format!("{name} takes no value")),
    }
}

pub fn unknown(name: &str) -> String {
    format!("unknown name \u{201c}{name}\u{201d}")
}

/// ToJson and FromJson for an enum of unit variants written as names:
/// `string_enum!(Colour, Colour::ALL, Colour::name)`.
#[macro_export]
macro_rules! string_enum {
    ($t:ty, $all:expr, $name:expr) => {
        impl $crate::engine::json::ToJson for $t {
            fn to_json(&self) -> $crate::engine::json::Json {
                $crate::engine::json::Json::Str(($name)(*self).to_string())
            }
        }
        impl $crate::engine::json::FromJson for $t {
            fn from_json(json: &$crate::engine::json::Json) -> Result<Self, String> {
                let name = $crate::engine::json::unit_variant(json)?;
                $all.into_iter()
                    .find(|v| ($name)(*v) == name)
                    .ok_or_else(|| $crate::engine::json::unknown(name))
            }
        }
    };
}

/// An object of a game value's fields, keys sorted as serde_json's map
/// sorted them (see `Json::Obj`).
pub fn obj(fields: Vec<(&str, Json)>) -> Json {
    Json::Obj(normalise(
        fields
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    ))
}

/// An object of a record's fields in the order given: serde's derive wrote a
/// struct's fields in declaration order, and the record and its seats were
/// written that way (not through a map).
pub fn obj_in_order(fields: Vec<(&str, Json)>) -> Json {
    Json::Obj(
        fields
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect(),
    )
}

/// An enum variant with data, as serde tags it: `{"name": value}`.
pub fn tagged(name: &str, value: Json) -> Json {
    Json::Obj(vec![(name.to_string(), value)])
}

impl ToJson for Json {
    fn to_json(&self) -> Json {
        self.clone()
    }
}

impl FromJson for Json {
    fn from_json(json: &Json) -> Result<Self, String> {
        Ok(json.clone())
    }
}

impl ToJson for u64 {
    fn to_json(&self) -> Json {
        Json::Num(self.to_string())
    }
}

impl FromJson for u64 {
    fn from_json(json: &Json) -> Result<Self, String> {
        json.as_u64()
            .ok_or_else(|| "expected a whole number".into())
    }
}

impl ToJson for u32 {
    fn to_json(&self) -> Json {
        u64::from(*self).to_json()
    }
}

impl FromJson for u32 {
    fn from_json(json: &Json) -> Result<Self, String> {
        u32::try_from(u64::from_json(json)?).map_err(|_| "number too large".into())
    }
}

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(json: &Json) -> Result<Self, String> {
        match json {
            Json::Bool(b) => Ok(*b),
            _ => Err("expected true or false".into()),
        }
    }
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::Str(self.clone())
    }
}

impl FromJson for String {
    fn from_json(json: &Json) -> Result<Self, String> {
        json.as_str()
            .map(str::to_string)
            .ok_or_else(|| "expected a string".into())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        Json::Arr(self.iter().map(T::to_json).collect())
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(json: &Json) -> Result<Self, String> {
        let Json::Arr(items) = json else {
            return Err("expected a list".into());
        };
        items
            .iter()
            .enumerate()
            .map(|(i, item)| T::from_json(item).map_err(|e| format!("item {}: {e}", i + 1)))
            .collect()
    }
}

/// `None` is `null`, as serde wrote it.
impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, T::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(json: &Json) -> Result<Self, String> {
        match json {
            Json::Null => Ok(None),
            json => T::from_json(json).map(Some),
        }
    }
}

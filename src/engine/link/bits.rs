//! A bit stream for links: whole fields as LEB128-style varints (8 bits a
//! group), move choices in exactly as many bits as their number of options
//! needs. Reading never panics: past the end, or a value out of range, is
//! an error the caller turns into a message.

#[derive(Default)]
pub struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0 = a new byte is due).
    used: u32,
}

impl BitWriter {
    /// The low `n` bits of `v`, most significant first.
    pub fn bits(&mut self, v: u64, n: u32) {
        for i in (0..n).rev() {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let bit = ((v >> i) & 1) as u8;
            if let Some(last) = self.bytes.last_mut() {
                *last |= bit << (7 - self.used);
            }
            self.used = (self.used + 1) % 8;
        }
    }

    pub fn varint(&mut self, mut v: u64) {
        loop {
            let low = v & 0x7f;
            v >>= 7;
            self.bits(low | if v > 0 { 0x80 } else { 0 }, 8);
            if v == 0 {
                return;
            }
        }
    }

    pub fn bytes(&mut self, b: &[u8]) {
        self.varint(b.len() as u64);
        for &x in b {
            self.bits(u64::from(x), 8);
        }
    }

    /// `index` among `count` choices, in the fewest bits that hold them all
    /// (none for a forced choice).
    pub fn choice(&mut self, index: usize, count: usize) {
        self.bits(index as u64, width(count));
    }

    pub fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Bits needed to tell `count` choices apart.
pub fn width(count: usize) -> u32 {
    usize::BITS - count.saturating_sub(1).leading_zeros()
}

pub struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

/// The stream ended early or held a value that cannot be.
#[derive(Debug, PartialEq, Eq)]
pub struct Short;

impl<'a> BitReader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, at: 0 }
    }

    /// Bits not yet read.
    pub fn left(&self) -> usize {
        self.bytes.len() * 8 - self.at
    }

    pub fn bits(&mut self, n: u32) -> Result<u64, Short> {
        if n > 64 || (n as usize) > self.left() {
            return Err(Short);
        }
        let mut v = 0u64;
        for _ in 0..n {
            let byte = self.bytes[self.at / 8];
            v = (v << 1) | u64::from((byte >> (7 - self.at % 8)) & 1);
            self.at += 1;
        }
        Ok(v)
    }

    pub fn varint(&mut self) -> Result<u64, Short> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let group = self.bits(8)?;
            let low = group & 0x7f;
            // Bits beyond 64 would be lost: not a number we wrote.
            if shift == 63 && low > 1 {
                return Err(Short);
            }
            v |= low << shift;
            if group & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(Short)
    }

    /// A length that cannot be longer than what is left to read.
    pub fn len(&mut self, bits_each: usize) -> Result<usize, Short> {
        let n = self.varint()?;
        match usize::try_from(n) {
            Ok(n) if n.saturating_mul(bits_each.max(1)) <= self.left() => Ok(n),
            _ => Err(Short),
        }
    }

    pub fn bytes(&mut self) -> Result<Vec<u8>, Short> {
        let n = self.len(8)?;
        (0..n).map(|_| self.bits(8).map(|b| b as u8)).collect()
    }

    pub fn choice(&mut self, count: usize) -> Result<usize, Short> {
        let i = self.bits(width(count))?;
        match usize::try_from(i) {
            Ok(i) if i < count => Ok(i),
            _ => Err(Short),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_round_trip_and_choices_take_only_the_bits_they_need() {
        assert_eq!(
            (width(1), width(2), width(3), width(4), width(5)),
            (0, 1, 2, 2, 3)
        );
        let mut w = BitWriter::default();
        w.choice(0, 1);
        w.choice(2, 3);
        w.varint(u64::MAX);
        w.varint(300);
        w.bytes("né".as_bytes());
        w.choice(12, 13);
        let b = w.finish();
        let mut r = BitReader::new(&b);
        assert_eq!(r.choice(1), Ok(0));
        assert_eq!(r.choice(3), Ok(2));
        assert_eq!(r.varint(), Ok(u64::MAX));
        assert_eq!(r.varint(), Ok(300));
        assert_eq!(r.bytes().unwrap(), "né".as_bytes());
        assert_eq!(r.choice(13), Ok(12));
        assert!(r.left() < 8, "only padding is left");
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(BitReader::new(&[]).bits(1), Err(Short));
        assert_eq!(BitReader::new(&[0xff; 20]).varint(), Err(Short));
        // A length longer than the rest of the stream.
        assert_eq!(BitReader::new(&[0x7f, 1, 2]).bytes(), Err(Short));
        // Index 3 of 3 choices.
        assert_eq!(BitReader::new(&[0b1100_0000]).choice(3), Err(Short));
    }
}

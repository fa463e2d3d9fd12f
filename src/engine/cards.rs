//! Playing cards and what every card game here shares: the card and its
//! suit, sorting a hand, following suit, and reading the voids a seat has
//! shown. Martian Trickery and Trick Walls both use these; a third card game
//! should too, rather than a copy.

use super::lang::t;
use super::{sort_small_by_key, Seat};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// Position in `ALL`.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Suit::Clubs => "\u{2663}",
            Suit::Diamonds => "\u{2666}",
            Suit::Hearts => "\u{2665}",
            Suit::Spades => "\u{2660}",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The suit's name as a person reads it, in the language in effect.
    pub fn word(self) -> &'static str {
        t(self.name())
    }

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }
}

/// A playing card; rank 2..=14 with the ace as 14.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub suit: Suit,
    pub rank: u8,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Self {
        Card { suit, rank }
    }

    /// A place 0..52 unique to each card, for sets of cards as bit masks.
    pub fn index(self) -> usize {
        self.suit.index() * 13 + usize::from(self.rank.saturating_sub(2)).min(12)
    }

    /// All 52 cards, by suit then rank.
    pub fn deck() -> Vec<Card> {
        Suit::ALL
            .iter()
            .flat_map(|&s| (2..=14).map(move |r| Card::new(r, s)))
            .collect()
    }

    pub fn rank_str(self) -> &'static str {
        const RANKS: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        RANKS[usize::from(self.rank.clamp(2, 14) - 2)]
    }

    /// The short code used in move ids and saves: `QS`, `10H`, `AC`.
    pub fn code(self) -> String {
        format!("{}{}", self.rank_str(), self.suit.letter())
    }

    pub fn parse(code: &str) -> Option<Card> {
        let suit = match code.chars().last()? {
            'C' => Suit::Clubs,
            'D' => Suit::Diamonds,
            'H' => Suit::Hearts,
            'S' => Suit::Spades,
            _ => return None,
        };
        let rank_part = &code[..code.len() - 1];
        let rank = match rank_part {
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            "A" => 14,
            n => n.parse::<u8>().ok().filter(|r| (2..=10).contains(r))?,
        };
        Some(Card::new(rank, suit))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The rank as a person reads it: French faces are V, D, R.
        write!(f, "{}{}", t(self.rank_str()), self.suit.symbol())
    }
}

// Cards travel as their short codes ("QS"), which keeps saves and links small
// and readable.
impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        Card::parse(&code).ok_or_else(|| serde::de::Error::custom("not a card"))
    }
}

/// Cards sorted as a hand is held: by suit (clubs, diamonds, hearts,
/// spades), then rank.
pub fn sort_hand(cards: &mut [Card]) {
    sort_small_by_key(cards, |c| (c.suit, c.rank));
}

/// The cards of `hand` that may be played to a trick led in `led`: those of
/// that suit if there are any, else every card (also when leading), sorted.
pub fn follow_suit(hand: &[Card], led: Option<Suit>) -> Vec<Card> {
    let mut out: Vec<Card> = match led {
        Some(suit) if hand.iter().any(|c| c.suit == suit) => {
            hand.iter().copied().filter(|c| c.suit == suit).collect()
        }
        _ => hand.to_vec(),
    };
    sort_hand(&mut out);
    out
}

/// Whether `seat` has shown, in these tricks (each its cards in order of
/// play, the lead first), that it holds no `suit`: it played another suit to
/// a trick led in it.
pub fn showed_void<'a>(
    tricks: impl IntoIterator<Item = &'a [(Seat, Card)]>,
    seat: Seat,
    suit: Suit,
) -> bool {
    tricks.into_iter().any(|cards| {
        cards.first().is_some_and(|(_, lead)| lead.suit == suit)
            && cards.iter().any(|(s, c)| *s == seat && c.suit != suit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_codes_round_trip() {
        for c in Card::deck() {
            assert_eq!(Card::parse(&c.code()), Some(c));
        }
        assert_eq!(Card::deck().len(), 52);
        for bad in ["", "S", "1S", "11S", "QX", "é", "10", "AS "] {
            assert_eq!(Card::parse(bad), None, "{bad:?}");
        }
    }
}

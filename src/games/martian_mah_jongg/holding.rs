//! What one player holds behind their screen: the three Mah Jongg piles
//! (Kong a tree, Pung a bush, Chow a small), the bonus stack of larges, and
//! loose pieces. Piles are slots, so "does this discard complete my Pung?"
//! is a look at one slot, and scoring reads each pile as it stands.

use crate::engine::pieces::{Colour, Pyramid, Size};
use serde::{Deserialize, Serialize};

/// The most larges a bonus stack holds.
pub const BONUS_MAX: usize = 4;

/// A place behind the screen a small or medium can be put. In saves by
/// its `id` ("kong-medium").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Slot {
    KongMedium,
    KongSmall,
    PungMedium,
    PungSmall,
    Chow,
    Loose,
}

impl Slot {
    pub const ALL: [Slot; 6] = [
        Slot::KongMedium,
        Slot::KongSmall,
        Slot::PungMedium,
        Slot::PungSmall,
        Slot::Chow,
        Slot::Loose,
    ];
    /// The pile slots, in the order incoming pieces fill them.
    pub const PILES: [Slot; 5] = [
        Slot::KongMedium,
        Slot::KongSmall,
        Slot::PungMedium,
        Slot::PungSmall,
        Slot::Chow,
    ];

    /// The size of piece the slot takes (`None`: any, for loose).
    pub fn size(self) -> Option<Size> {
        match self {
            Slot::KongMedium | Slot::PungMedium => Some(Size::Medium),
            Slot::KongSmall | Slot::PungSmall | Slot::Chow => Some(Size::Small),
            Slot::Loose => None,
        }
    }

    pub fn pile(self) -> Option<Pile> {
        match self {
            Slot::KongMedium | Slot::KongSmall => Some(Pile::Kong),
            Slot::PungMedium | Slot::PungSmall => Some(Pile::Pung),
            Slot::Chow => Some(Pile::Chow),
            Slot::Loose => None,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Slot::KongMedium => "kong-medium",
            Slot::KongSmall => "kong-small",
            Slot::PungMedium => "pung-medium",
            Slot::PungSmall => "pung-small",
            Slot::Chow => "chow",
            Slot::Loose => "loose",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pile {
    Kong,
    Pung,
    Chow,
}

impl Pile {
    pub fn name(self) -> &'static str {
        match self {
            Pile::Kong => "Kong",
            Pile::Pung => "Pung",
            Pile::Chow => "Chow",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Holding {
    /// The Kong pile's large: its colour is the honour colour if this
    /// player goes out. Set at the start of a hand and only ever replaced.
    pub kong_large: Option<Colour>,
    pub kong_medium: Option<Colour>,
    pub kong_small: Option<Colour>,
    pub pung_medium: Option<Colour>,
    pub pung_small: Option<Colour>,
    pub chow: Option<Colour>,
    /// Larges, at most `BONUS_MAX`.
    pub bonus: Vec<Colour>,
    /// Every other small and medium, small opaques included (they never go
    /// in a pile), kept sorted.
    pub loose: Vec<Pyramid>,
    /// A pile completed by a called discard lies open for the rest of the
    /// hand: everyone sees it, nobody rearranges it.
    pub kong_exposed: bool,
    pub pung_exposed: bool,
}

impl Holding {
    pub fn slot(&self, slot: Slot) -> Option<Colour> {
        match slot {
            Slot::KongMedium => self.kong_medium,
            Slot::KongSmall => self.kong_small,
            Slot::PungMedium => self.pung_medium,
            Slot::PungSmall => self.pung_small,
            Slot::Chow => self.chow,
            Slot::Loose => None,
        }
    }

    pub fn slot_mut(&mut self, slot: Slot) -> Option<&mut Option<Colour>> {
        match slot {
            Slot::KongMedium => Some(&mut self.kong_medium),
            Slot::KongSmall => Some(&mut self.kong_small),
            Slot::PungMedium => Some(&mut self.pung_medium),
            Slot::PungSmall => Some(&mut self.pung_small),
            Slot::Chow => Some(&mut self.chow),
            Slot::Loose => None,
        }
    }

    pub fn exposed(&self, pile: Pile) -> bool {
        match pile {
            Pile::Kong => self.kong_exposed,
            Pile::Pung => self.pung_exposed,
            Pile::Chow => false,
        }
    }

    /// A tree: large, medium and small.
    pub fn kong_complete(&self) -> bool {
        self.kong_large.is_some() && self.kong_medium.is_some() && self.kong_small.is_some()
    }

    /// A bush: medium and small.
    pub fn pung_complete(&self) -> bool {
        self.pung_medium.is_some() && self.pung_small.is_some()
    }

    pub fn chow_complete(&self) -> bool {
        self.chow.is_some()
    }

    /// All three piles complete: this player may go Mah Jongg.
    pub fn complete(&self) -> bool {
        self.kong_complete() && self.pung_complete() && self.chow_complete()
    }

    /// The one empty slot of `pile` when the rest of it is filled: the slot a
    /// called discard would complete.
    pub fn missing_one(&self, pile: Pile) -> Option<Slot> {
        let slots: &[Slot] = match pile {
            Pile::Kong => &[Slot::KongMedium, Slot::KongSmall],
            Pile::Pung => &[Slot::PungMedium, Slot::PungSmall],
            Pile::Chow => &[Slot::Chow],
        };
        if pile == Pile::Kong && self.kong_large.is_none() {
            return None;
        }
        let mut empty = slots.iter().filter(|s| self.slot(**s).is_none());
        match (empty.next(), empty.next()) {
            (Some(s), None) => Some(*s),
            _ => None,
        }
    }

    /// Every piece held, piles, bonus stack and loose alike.
    pub fn pieces(&self) -> Vec<Pyramid> {
        let mut out = Vec::with_capacity(self.loose.len() + 10);
        let mut put = |c: Option<Colour>, size| {
            if let Some(c) = c {
                out.push(Pyramid::new(c, size));
            }
        };
        put(self.kong_large, Size::Large);
        put(self.kong_medium, Size::Medium);
        put(self.kong_small, Size::Small);
        put(self.pung_medium, Size::Medium);
        put(self.pung_small, Size::Small);
        put(self.chow, Size::Small);
        out.extend(self.bonus.iter().map(|c| Pyramid::new(*c, Size::Large)));
        out.extend(self.loose.iter().copied());
        out
    }

    /// How many pieces of each size are held: public knowledge, since every
    /// draw's size shows on the die and every discard is named.
    pub fn counts(&self) -> [usize; 3] {
        let some = |c: Option<Colour>| usize::from(c.is_some());
        let mut n = [
            some(self.kong_small) + some(self.pung_small) + some(self.chow),
            some(self.kong_medium) + some(self.pung_medium),
            some(self.kong_large) + self.bonus.len(),
        ];
        for p in &self.loose {
            n[p.size.index()] += 1;
        }
        n
    }

    /// Takes a piece in: into the first empty pile slot of its size (Kong,
    /// then Pung, then Chow), or loose. Small opaques stay loose; a large
    /// is placed by the player's choice, never here.
    pub fn take(&mut self, p: Pyramid) {
        debug_assert!(p.size != Size::Large);
        if !p.colour.is_opaque() {
            for slot in Slot::PILES {
                if slot.size() == Some(p.size) && !self.locked(slot) {
                    let s = self.slot_mut(slot).expect("pile slot");
                    if s.is_none() {
                        *s = Some(p.colour);
                        return;
                    }
                }
            }
        }
        self.add_loose(p);
    }

    pub fn add_loose(&mut self, p: Pyramid) {
        let at = self.loose.partition_point(|q| *q <= p);
        self.loose.insert(at, p);
    }

    /// Whether a slot is in an exposed pile, and so fixed.
    pub fn locked(&self, slot: Slot) -> bool {
        slot.pile().is_some_and(|p| self.exposed(p))
    }

    /// Removes one piece (a large from the bonus stack; a small or medium from
    /// loose first, then from a concealed pile),
    /// returning whether it was held.
    pub fn remove(&mut self, p: Pyramid) -> bool {
        if p.size == Size::Large {
            return match self.bonus.iter().position(|c| *c == p.colour) {
                Some(i) => {
                    self.bonus.remove(i);
                    true
                }
                None => false,
            };
        }
        if let Some(i) = self.loose.iter().position(|q| *q == p) {
            self.loose.remove(i);
            return true;
        }
        for slot in Slot::PILES {
            if slot.size() == Some(p.size) && !self.locked(slot) {
                let s = self.slot_mut(slot).expect("pile slot");
                if *s == Some(p.colour) {
                    *s = None;
                    return true;
                }
            }
        }
        false
    }

    /// How many small opaques of `colour` (black or white) are held.
    pub fn opaques(&self, colour: Colour) -> usize {
        self.loose
            .iter()
            .filter(|p| p.colour == colour && p.size == Size::Small)
            .count()
    }
}

//! A move's stable DOM id and what the table saw it do, as events (worded
//! in `words.rs`). Events hold only what the table saw: keeping and
//! swapping under a cover are the same event.

use super::engine::{CallKind, Claim, MahJongg, Move, Phase, COVERS};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Seat;

pub fn move_id(mv: &Move) -> String {
    let piece = |p: &Pyramid| format!("{}-{}", p.size.name(), p.colour.name());
    match mv {
        Move::Covers { .. } => "covers".into(),
        Move::D8(n) => format!("d8:{n}"),
        Move::Dice(a, b) => format!("dice:{a}-{b}"),
        Move::Roll => "roll".into(),
        Move::Look(c) => format!("look:{c}"),
        Move::Keep => "keep".into(),
        Move::Swap => "swap".into(),
        Move::Hide { opaque, keep_drawn } => format!(
            "hide:{}-{}",
            opaque.name(),
            if *keep_drawn {
                "keep-drawn"
            } else {
                "keep-hidden"
            }
        ),
        Move::LargeKong => "large:kong".into(),
        Move::LargeBonus => "large:bonus".into(),
        Move::LargeExchange(c) => format!("large:exchange-{}", c.name()),
        Move::LargeDiscard => "large:discard".into(),
        Move::Place { piece: p, from, to } => {
            format!("place:{}:{}:{}", piece(p), from.id(), to.id())
        }
        Move::Discard(p) => format!("discard:{}", piece(p)),
        Move::Go => "go".into(),
        Move::MahJongg => "mah-jongg".into(),
        Move::Call(k) => format!("call:{}", k.id()),
        Move::Decline => "decline".into(),
    }
}

/// What the table saw a move do, one event per log line.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A hand's covers are filled: the two mediums rolled beyond one of
    /// each d8 colour, seen by all though not which cover hides them.
    Covers {
        hand: usize,
        extra: Vec<Colour>,
    },
    /// A seat's d8 in the roll-off for East Wind.
    RollOff {
        seat: Seat,
        roll: u8,
    },
    /// A set-up d8 that named a piece for the piles (`None`: a roll off
    /// the die's colours).
    PileRoll {
        seat: Seat,
        roll: u8,
        size: Size,
        colour: Option<Colour>,
    },
    /// A set-up d8 whose piece was all gone: the seat rolls again.
    PileRollAgain {
        seat: Seat,
        roll: u8,
        size: Size,
        colour: Option<Colour>,
    },
    /// The roll-off is settled.
    East {
        seat: Seat,
    },
    /// A turn's dice, and the piece they drew from the pool.
    Draw {
        seat: Seat,
        d6: u8,
        d8: u8,
        size: Size,
        colour: Option<Colour>,
    },
    /// A turn's dice named a piece the pool has none of: `run` turns have
    /// now been lost in a row.
    TurnLost {
        seat: Seat,
        d6: u8,
        d8: u8,
        size: Size,
        colour: Option<Colour>,
        run: u8,
    },
    /// A seat peeks under a cover of this size.
    Look {
        seat: Seat,
        cover: Size,
    },
    /// A seat puts a cover back, having kept, swapped or hidden a piece.
    CoverBack {
        seat: Seat,
    },
    /// A seat keeps a drawn large.
    KeepLarge {
        seat: Seat,
    },
    MahJongg {
        seat: Seat,
    },
    Call {
        seat: Seat,
        kind: CallKind,
    },
    /// A piece leaves a seat's hands: a discard open to calls, or a large
    /// sent back.
    Discard {
        seat: Seat,
        piece: Pyramid,
    },
    /// The best call on a discard takes it.
    Take {
        seat: Seat,
        piece: Pyramid,
        kind: CallKind,
    },
    /// Everyone declined the discard.
    NoCalls,
    /// A hand ended with no winner; the rules end a hand that way only
    /// after four turns in a row are lost.
    DeadHand,
    Win {
        seat: Seat,
        honour: Colour,
    },
}

/// What everyone at the table saw `mv` do, played on `g` to give `after`.
pub fn events(g: &MahJongg, mv: &Move, after: &MahJongg) -> Vec<Event> {
    let who = g.turn;
    let mut out = Vec::new();
    match mv {
        Move::Covers { mediums, .. } => {
            // The two extra mediums were rolled in the open; which cover
            // hides them is not known.
            let mut extra: Vec<Colour> = Vec::new();
            for c in super::engine::D8 {
                let n = mediums.iter().filter(|m| **m == c).count();
                extra.extend(std::iter::repeat_n(c, n.saturating_sub(1)));
            }
            out.push(Event::Covers {
                hand: g.hand_number(),
                extra,
            });
        }
        Move::D8(n) => {
            if let Some(seat) = g.setup_roller() {
                let roll = *n;
                out.push(match g.phase {
                    Phase::RollOff => Event::RollOff { seat, roll },
                    _ => {
                        let size = g.pile_size();
                        let colour = super::engine::d8_colour(roll);
                        if after.pile_step == g.pile_step && after.phase == g.phase {
                            Event::PileRollAgain {
                                seat,
                                roll,
                                size,
                                colour,
                            }
                        } else {
                            Event::PileRoll {
                                seat,
                                roll,
                                size,
                                colour,
                            }
                        }
                    }
                });
            }
            if g.phase == Phase::RollOff && after.phase == Phase::Piles {
                out.push(Event::East { seat: after.east });
            }
        }
        Move::Dice(d6, d8) => {
            let (d6, d8) = (*d6, *d8);
            let size = super::engine::d6_size(d6);
            let colour = super::engine::d8_colour(d8);
            out.push(if after.drawn.is_some() {
                Event::Draw {
                    seat: who,
                    d6,
                    d8,
                    size,
                    colour,
                }
            } else {
                Event::TurnLost {
                    seat: who,
                    d6,
                    d8,
                    size,
                    colour,
                    run: g.lost_run + 1,
                }
            });
        }
        Move::Look(c) => out.push(Event::Look {
            seat: who,
            cover: if usize::from(*c) < COVERS {
                Size::Medium
            } else {
                Size::Large
            },
        }),
        Move::Keep | Move::Swap | Move::Hide { .. } => out.push(Event::CoverBack { seat: who }),
        Move::LargeBonus | Move::LargeKong | Move::LargeExchange(_) => {
            out.push(Event::KeepLarge { seat: who });
        }
        Move::LargeDiscard | Move::Roll | Move::Place { .. } | Move::Go | Move::Decline => {}
        Move::Discard(_) => {}
        Move::MahJongg => out.push(Event::MahJongg { seat: who }),
        Move::Call(kind) => {
            let s = g.calling.as_ref().and_then(|c| c.asked.first()).copied();
            out.push(Event::Call {
                seat: s.unwrap_or(0),
                kind: *kind,
            });
        }
    }
    // A discard, wherever it came from, is named aloud.
    if let (None, Some(c)) = (&g.calling, &after.calling) {
        out.push(Event::Discard {
            seat: c.from,
            piece: c.piece,
        });
    }
    let large_out = match mv {
        Move::LargeKong => g.hands[g.turn].kong_large,
        Move::LargeExchange(c) => Some(*c),
        Move::LargeDiscard => g.drawn.map(|d| d.colour),
        Move::Discard(p) if p.size == Size::Large => Some(p.colour),
        _ => None,
    };
    if let Some(c) = large_out {
        out.push(Event::Discard {
            seat: who,
            piece: Pyramid::new(c, Size::Large),
        });
    }
    if let Some(c) = &g.calling {
        if after.calling.is_none() || after.phase != Phase::Calls {
            match c.best {
                Some(Claim { seat, kind }) if matches!(mv, Move::Call(_) | Move::Decline) => {
                    out.push(Event::Take {
                        seat,
                        piece: c.piece,
                        kind,
                    });
                }
                _ if matches!(mv, Move::Decline) => out.push(Event::NoCalls),
                _ => {}
            }
        }
    }
    if after.ended.len() > g.ended.len() {
        let end = &after.ended[after.ended.len() - 1];
        out.push(match &end.score {
            None => Event::DeadHand,
            Some(s) => Event::Win {
                seat: s.winner,
                honour: s.honour,
            },
        });
    }
    out
}

//! A move's stable DOM id and its log lines. Log lines say only what the
//! table saw: keeping and swapping under a cover read the same.

use super::engine::{CallKind, Claim, MahJongg, Move, Phase, COVERS};
use crate::engine::pieces::{Pyramid, Size};

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

/// Log lines, public: what everyone at the table saw.
pub fn describe(g: &MahJongg, mv: &Move, after: &MahJongg, names: &[String]) -> Vec<String> {
    let name = |s: usize| crate::engine::record::seat_name(names, s);
    let who = name(g.turn);
    let mut out = Vec::new();
    match mv {
        Move::Covers { mediums, .. } => {
            // The two extra mediums were rolled in the open; which cover
            // hides them is not known.
            let mut extra: Vec<&str> = Vec::new();
            for c in super::engine::D8 {
                let n = mediums.iter().filter(|m| **m == c).count();
                extra.extend(std::iter::repeat_n(c.name(), n.saturating_sub(1)));
            }
            out.push(format!(
                "Hand {}: a small of each colour goes under the medium covers, a medium of each d8 colour and two rolled ({}) under the large covers.",
                g.hand_number(),
                extra.join(" and ")
            ));
        }
        Move::D8(n) => {
            if let Some(s) = g.setup_roller() {
                let text = match g.phase {
                    Phase::RollOff => format!("{} rolls {n} for East Wind.", name(s)),
                    _ => {
                        let size = g.pile_size();
                        let colour = super::engine::d8_colour(*n).map_or("?", |c| c.name());
                        if after.pile_step == g.pile_step && after.phase == g.phase {
                            format!(
                                "{} rolls {n}: no {size} {colour} left, rolls again.",
                                name(s),
                                size = size.name()
                            )
                        } else {
                            format!("{} rolls {n}: a {} {colour}.", name(s), size.name())
                        }
                    }
                };
                out.push(text);
            }
            if g.phase == Phase::RollOff && after.phase == Phase::Piles {
                out.push(format!("{} is East Wind.", name(after.east)));
            }
        }
        Move::Dice(d6, d8) => {
            let size = super::engine::d6_size(*d6);
            let colour = super::engine::d8_colour(*d8).map_or("?", |c| c.name());
            if after.drawn.is_some() {
                out.push(format!(
                    "{who} rolls {d6} and {d8}: a {} {colour}.",
                    size.name()
                ));
            } else {
                out.push(format!(
                    "{who} rolls {d6} and {d8}: no {} {colour} in the pool, the turn is lost ({} in a row).",
                    size.name(),
                    g.lost_run + 1
                ));
            }
        }
        Move::Look(c) => out.push(format!(
            "{who} looks under a {} cover.",
            if usize::from(*c) < COVERS {
                "medium"
            } else {
                "large"
            }
        )),
        Move::Keep | Move::Swap => out.push(format!("{who} puts the cover back.")),
        Move::Hide { .. } => out.push(format!("{who} puts the cover back.")),
        Move::LargeBonus | Move::LargeKong | Move::LargeExchange(_) => {
            out.push(format!("{who} keeps the large."));
        }
        Move::LargeDiscard | Move::Roll | Move::Place { .. } | Move::Go | Move::Decline => {}
        Move::Discard(_) => {}
        Move::MahJongg => out.push(format!("{who} goes Mah Jongg!")),
        Move::Call(kind) => {
            let s = g.calling.as_ref().and_then(|c| c.asked.first()).copied();
            out.push(format!("{} calls {}!", name(s.unwrap_or(0)), kind.name()));
        }
    }
    // A discard, wherever it came from, is named aloud.
    if let (None, Some(c)) = (&g.calling, &after.calling) {
        out.push(format!("{} discards a {}.", name(c.from), c.piece));
    }
    let large_out = match mv {
        Move::LargeKong => g.hands[g.turn].kong_large,
        Move::LargeExchange(c) => Some(*c),
        Move::LargeDiscard => g.drawn.map(|d| d.colour),
        Move::Discard(p) if p.size == Size::Large => Some(p.colour),
        _ => None,
    };
    if let Some(c) = large_out {
        out.push(format!("{who} discards a large {}.", c.name()));
    }
    if let Some(c) = &g.calling {
        if after.calling.is_none() || after.phase != Phase::Calls {
            match c.best {
                Some(Claim { seat, kind }) if matches!(mv, Move::Call(_) | Move::Decline) => {
                    out.push(format!(
                        "{} takes the {} for the {}.",
                        name(seat),
                        c.piece,
                        match kind {
                            CallKind::Pung => "Pung",
                            CallKind::Kong => "Kong",
                            CallKind::MahJongg => "hand",
                        }
                    ));
                }
                _ if matches!(mv, Move::Decline) => out.push("No calls: play on.".into()),
                _ => {}
            }
        }
    }
    if after.ended.len() > g.ended.len() {
        let end = &after.ended[after.ended.len() - 1];
        match &end.score {
            None => out.push(format!("A dead hand: {}. No scores.", end.dead_reason)),
            Some(s) => out.push(format!(
                "{} wins the hand; the honour colour is {}.",
                name(s.winner),
                s.honour.name()
            )),
        }
    }
    out
}

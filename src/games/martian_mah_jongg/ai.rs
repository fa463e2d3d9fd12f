//! What the computer player knows of Martian Mah Jongg. The search is the
//! generic one (`crate::ai`); this adds:
//!
//! - how promising a screen is (`promise`): filled pile slots first (three
//!   complete piles go out), then matched colours in the piles, honour
//!   colour (the seat's own Kong large, the honour if it goes out) in the
//!   piles and the bonus stack, less the small opaques' penalty;
//! - the Casual player and the playout policy: go out as soon as the piles
//!   are complete, call every discard that completes a pile, and otherwise
//!   the move whose screen is most promising, with some random moves (the
//!   playouts also go after a Golden Rooster in reach: `rooster_move`);
//! - which moves the search weighs (`considered`): no rearranging, no
//!   discarding from a pile, one unremembered cover of the kind, Mah Jongg
//!   whenever it can;
//! - what Strong settles before searching (`shortlist`): rearranging its
//!   screen for points (`arrange.rs`, which the engine's placing of pieces
//!   as they come in does not do), where a drawn large goes, which cover to
//!   look under and whether to keep or swap, each by what the arranged
//!   screen then promises (`arrange::prospects`), leaving the search only
//!   the choices whose worth a playout can show;
//! - where a playout stops: at the end of the hand (the game's last hand
//!   too), valued by what the hand paid each seat, or, as a dead hand,
//!   when a simulated hand runs on far longer than hands do
//!   (`PLAYOUT_TURNS`): the rules set no limit on a hand's turns or a
//!   game's hands, so the guard that keeps simulated games finite lives
//!   here, in the search, and never in the rules a table plays.

use super::engine::{CallKind, MahJongg, Move, Phase, View, COVERS};
use super::holding::{Holding, Slot};
use crate::ai::{noisy, win_chances, AiRng, Knowledge};
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::{Actor, Game, Seat};
use rand::Rng;

/// The scale of the logistic that turns a hand's gain into a value (a gain
/// of this much is worth 0.73, a loss of it 0.27). A seat's gain in a hand
/// has a standard deviation of about 120 points (1,639 four-player hands of
/// Casual players, full scoring) and a typical win pays 80 to 130, so the
/// value is near linear in money over most hands, and still rises for a
/// Golden Rooster (100 points, several hundred in money) instead of
/// flattening out as it did at 100: with the rooster worth chasing
/// (`rooster_move`), 300 did better (e784f25's note); a scale only keeps a
/// freak hand from swamping the averages.
const HAND_SCALE: f64 = 300.0;
/// How far a seat's money may move with each pass of the wind still to
/// come, for the chances of winning the game a hint reports (the search
/// plays by `HAND_SCALE`, not by this). A seat's gain in one hand has a
/// standard deviation of about 120 (see `HAND_SCALE`), but at 120 the
/// coach was far too sure (80 seeded games of hints at 300 iterations,
/// `examples/calibration`: said 90-100%, came true 87%; said 0-10%, came
/// true 9%; Brier 0.1514): a pass is often more than one hand (East keeps
/// the wind while winning, a dead hand is replayed) and the money swings
/// more than one seat's gain shows. Fitted there: 300 (Brier 0.1453; 240
/// to 360 fit about as well, and the bins hold).
const HAND_SPREAD: f64 = 300.0;
/// How often a playout move is a random one rather than the policy's.
const PLAYOUT_NOISE: f64 = 0.1;
/// Turns a simulated hand may run past where the search began before the
/// playout stops and counts it as a dead hand (nobody paid). Hands of the
/// computer players end in a few dozen turns; this only stops a playout
/// whose noise keeps every seat from going out.
pub const PLAYOUT_TURNS: u16 = 300;

impl Knowledge for MahJongg {
    /// Three search iterations a budget unit: with the shortlist settling
    /// most decisions outright and playouts cheap, Strong averaged 4 ms a
    /// decision (96 ms worst) at 2,000 iterations, against 21.5 ms before
    /// either; at 6,000 it gained more (320 games: +10.3 a hand against
    /// +6.9, Casual -3.4 against -2.3).
    const SEARCH_SCALE: u32 = 3;

    fn considered(&self, mv: &Move) -> bool {
        let Actor::Seat(seat) = self.to_act() else {
            return true;
        };
        // A seat that can go out goes out, and a call that completes a
        // pile is always made (which one is weighed). Left to the search, a
        // seat declined a third of the Pungs and some Mah Jonggs to build a
        // bigger concealed hand, went out less often and lost money on it
        // (one Strong against three Casual, 48 games: -3.8 a hand; +9.3
        // always calling; +12.5 also going out at once): while it waits,
        // a Casual seat, which never waits, goes out first.
        let out =
            matches!(self.phase_kind(), Phase::Roll | Phase::Act) && self.holding(seat).complete();
        if out {
            // Waiting cannot bring a Golden Rooster either: the winning
            // piece is the one that completed the hand, already in.
            return *mv == Move::MahJongg;
        }
        if self.call_allowed(seat, CallKind::MahJongg) {
            return matches!(mv, Move::Call(CallKind::MahJongg));
        }
        // Going out on a Golden Rooster is always taken (asked once here,
        // not once to test and again to compare: it clones the game).
        if let Some(rooster) = rooster_peek(self, seat) {
            return *mv == rooster;
        }
        match mv {
            // Rearranging is left to the engine's placing (module notes).
            Move::Place { .. } => false,
            Move::Decline => !CallKind::ALL
                .iter()
                .any(|kind| self.call_allowed(seat, *kind)),
            // Only loose pieces and bonus larges, never a pile's own piece:
            // breaking a pile costs a few turns, too little for the search
            // to tell from its noise among half a dozen discards, and a
            // search free to do it broke its Pung or Kong in one turn of
            // three and went out in 14% of hands instead of 25%. The forced
            // discard after hiding an opaque is the only move then anyway.
            Move::Discard(p) if self.phase_kind() == Phase::Act && self.forced.is_none() => {
                p.size == Size::Large || self.holding(seat).loose.contains(p)
            }
            // Covers the seat does not remember are all alike to it, so
            // only the first of them is weighed beside the remembered ones:
            // ten equal moves would split the search's visits ten ways.
            // When the small drawn would end the hand, the cover hiding a
            // small yellow is the one to lift (`rooster_move`), or failing
            // that an unremembered one, which may hide it: the drawn small
            // completes the hand as well whatever is under it, and the
            // search, blind to what a look will show, cannot value looking.
            Move::Look(c) => {
                let memory = self.memory(seat);
                let c = usize::from(*c);
                let first_unknown =
                    memory[c].is_none() && (self.cover_base()..c).all(|i| memory[i].is_some());
                if last_small(self, seat) && self.options().golden_rooster {
                    return match rooster_cover(self, seat) {
                        Some(y) => c == usize::from(y),
                        None => first_unknown,
                    };
                }
                memory[c].is_some() || first_unknown
            }
            _ => true,
        }
    }

    /// Rearranging first (`arrange`); a drawn large placed where it
    /// promises most; at a peek, keeping or swapping by what the screen
    /// then promises, with hiding an opaque beside it for the search to
    /// weigh (it sheds a penalty but hands the table a discard to call).
    /// Each of these only changes what the screen is worth, which a
    /// playout, not rearranging, judges by noise.
    fn shortlist(&self, seat: Seat) -> Option<Vec<Move>> {
        if let Some(mv) = super::arrange::next_place(self, seat) {
            return Some(vec![mv]);
        }
        match self.phase_kind() {
            Phase::Large => {
                // Ties go to the discard: a large kept for nothing is one
                // more colour that may be the winner's honour colour.
                let mut moves = self.legal_moves();
                moves.reverse();
                top_by_prospects(self, seat, moves.into_iter()).map(|m| vec![m])
            }
            Phase::Cover if !last_small(self, seat) => cover_pick(self, seat).map(|m| vec![m]),
            Phase::Peek if rooster_peek(self, seat).is_none() => {
                let moves = self.legal_moves();
                let (hide, plain): (Vec<Move>, Vec<Move>) = moves
                    .into_iter()
                    .partition(|m| matches!(m, Move::Hide { .. }));
                let mut out: Vec<Move> = top_by_prospects(self, seat, plain.into_iter())
                    .into_iter()
                    .collect();
                out.extend(top_by_prospects(self, seat, hide.into_iter()));
                Some(out)
            }
            _ => None,
        }
    }

    fn playout_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        noisy(self, rng, PLAYOUT_NOISE, |rng| {
            rooster_move(self, seat).unwrap_or_else(|| best(self, seat, rng))
        })
    }

    fn casual_move(&self, seat: Seat, rng: &mut AiRng) -> Move {
        best(self, seat, rng)
    }

    /// The hand that ends the game is valued like any other, by what it
    /// paid each seat, not by who finished first: the money is what a
    /// seat plays for hand by hand, and by places a seat far behind or far
    /// ahead in the last hand saw nothing worth playing for.
    fn final_value(&self, start: &View, _out: &crate::engine::Outcome) -> Vec<f64> {
        self.cutoff(start)
            .unwrap_or_else(|| vec![0.5; self.players])
    }

    /// At the end of the hand, each seat's value is what the hand paid it,
    /// squashed into 0..1, not its chance of winning the game from the
    /// totals: with totals, a seat far behind saw no worth in a small win
    /// and declined Mah Jongg calls and Pungs to chase a big hand, and went
    /// out in 14% of hands (the three Casual seats 29% each), losing money
    /// hand after hand.
    fn cutoff(&self, start: &View) -> Option<Vec<f64>> {
        let done = self.ended().len();
        let same_hand = done == start.game.ended().len() && self.phase_kind() != Phase::Over;
        if same_hand && self.hand_turns() < start.game.hand_turns().saturating_add(PLAYOUT_TURNS) {
            return None;
        }
        // Past `PLAYOUT_TURNS` in the same hand the scores have not moved:
        // every seat gets the value of a hand that paid nothing.
        Some(
            self.scores()
                .iter()
                .zip(start.game.scores())
                .map(|(now, then)| {
                    let gain = (now - then) as f64;
                    1.0 / (1.0 + (-gain / HAND_SCALE).exp())
                })
                .collect(),
        )
    }

    /// From the money now, with a pass's spread (`HAND_SPREAD`) widened by
    /// the square root of the wind's passes still to come (each is at
    /// least a hand).
    fn win_chances(&self, _start: &View) -> Option<Vec<f64>> {
        let left = self.passes_to_play().saturating_sub(self.passes()).max(1);
        let money: Vec<f64> = self.scores().iter().map(|&s| s as f64).collect();
        Some(win_chances(&money, HAND_SPREAD * (left as f64).sqrt()))
    }
}

/// How promising a screen is for going out well.
pub fn promise(h: &Holding) -> i32 {
    let honour = h.kong_large;
    let mut w = 0;
    for slot in Slot::PILES {
        if let Some(c) = h.slot(slot) {
            w += 10 + if Some(c) == honour { 2 } else { 0 };
        }
    }
    let same = |a: Option<_>, b: Option<_>| i32::from(a.is_some() && a == b);
    w += 3
        * (same(h.kong_large, h.kong_medium)
            + same(h.kong_large, h.kong_small)
            + same(h.kong_medium, h.kong_small));
    w += 3 * same(h.pung_medium, h.pung_small);
    w += h
        .bonus
        .iter()
        .map(|c| if Some(*c) == honour { 4 } else { 1 })
        .sum::<i32>();
    let opaques = h.loose.iter().filter(|p| p.colour.is_opaque()).count();
    w - 2 * opaques as i32
}

/// The policy's move for the seat to act.
fn best(g: &MahJongg, seat: Seat, rng: &mut AiRng) -> Move {
    let moves = g.legal_moves();
    if moves.contains(&Move::MahJongg) {
        return Move::MahJongg;
    }
    match g.phase_kind() {
        Phase::Calls => {
            for kind in [CallKind::MahJongg, CallKind::Kong, CallKind::Pung] {
                if moves.contains(&Move::Call(kind)) {
                    return Move::Call(kind);
                }
            }
            Move::Decline
        }
        Phase::Cover => {
            // A cover remembered to hide something that fills a gap.
            let h = g.holding(seat);
            let useful = moves.iter().find(|m| match m {
                Move::Look(c) => g.memory(seat)[usize::from(*c)].is_some_and(|col| {
                    let size = super::engine::cover_holds(usize::from(*c));
                    fills(h, size) && !col.is_opaque()
                }),
                _ => false,
            });
            useful
                .cloned()
                .unwrap_or_else(|| moves[rng.random_range(0..moves.len())].clone())
        }
        Phase::Act => {
            // Discard the least useful loose piece when there are many;
            // the pool needs pieces, and a solid colour needs few others.
            let h = g.holding(seat);
            let loose: Vec<_> = h.loose.iter().filter(|p| !p.colour.is_opaque()).collect();
            if loose.len() > 3 && !g.discarded_this_turn() {
                let honour = h.kong_large;
                if let Some(p) = loose.iter().find(|p| Some(p.colour) != honour) {
                    let mv = Move::Discard(**p);
                    if moves.contains(&mv) {
                        return mv;
                    }
                }
            }
            // A forced discard (after hiding an opaque) is the only move.
            if moves.contains(&Move::Go) {
                Move::Go
            } else {
                moves[0].clone()
            }
        }
        Phase::Roll => Move::Roll,
        _ => {
            // Peek and Large: the move leaving the most promising screen.
            let mut top: Option<(i32, Move)> = None;
            for mv in moves {
                let (h, must_go) = after(g, seat, &mv);
                let mut w = promise(&h) * 4 + rng.random_range(0..4);
                if let Some(p) = must_go {
                    // The small that must go is not really held.
                    let mut after = h;
                    after.remove(p);
                    w = promise(&after) * 4 + rng.random_range(0..4);
                }
                if top.as_ref().is_none_or(|(t, _)| w > *t) {
                    top = Some((w, mv));
                }
            }
            top.map_or(Move::Roll, |(_, m)| m)
        }
    }
}

/// The seat's screen after a peek's or a large's move, and the small that
/// must then go if it is the only move left (after hiding an opaque, unless
/// the hand is complete): what `play` would leave, worked out on the
/// holding alone, as the playouts ask it for every such move and cloning
/// the whole game for each was most of a playout's time.
fn after(g: &MahJongg, seat: Seat, mv: &Move) -> (Holding, Option<Pyramid>) {
    let mut h = g.holding(seat).clone();
    let hidden = g.peek();
    let mut must_go = None;
    match (mv, g.drawn()) {
        (Move::Keep, Some(d)) => h.take(d),
        (Move::Swap, Some(_)) => h.take(hidden.expect("a peek shows the cover")),
        (Move::Hide { opaque, keep_drawn }, Some(d)) => {
            let hidden = hidden.expect("a peek shows the cover");
            h.remove(Pyramid::new(*opaque, Size::Small));
            let (keep, other) = if *keep_drawn {
                (d, hidden)
            } else {
                (hidden, d)
            };
            h.take(keep);
            h.add_loose(other);
            if !h.complete() {
                must_go = Some(other);
            }
        }
        (Move::LargeKong, Some(d)) => h.kong_large = Some(d.colour),
        (Move::LargeBonus, Some(d)) => h.bonus.push(d.colour),
        (Move::LargeExchange(c), Some(d)) => {
            if let Some(i) = h.bonus.iter().position(|b| b == c) {
                h.bonus[i] = d.colour;
            }
        }
        _ => {}
    }
    (h, must_go)
}

fn forced(g: &MahJongg) -> Option<crate::engine::pieces::Pyramid> {
    match g.legal_moves().as_slice() {
        [Move::Discard(p)] => Some(*p),
        _ => None,
    }
}

/// Whether a piece of `size` would fill an empty pile slot.
fn fills(h: &Holding, size: Size) -> bool {
    Slot::PILES
        .iter()
        .any(|s| s.size() == Some(size) && h.slot(*s).is_none() && !h.locked(*s))
}

/// The Golden Rooster's winning piece.
const ROOSTER: Pyramid = Pyramid {
    colour: Colour::Yellow,
    size: Size::Small,
};

/// A medium cover `seat` remembers hiding a small yellow: drawing any
/// small, it can look there and swap, and go out on a Golden Rooster.
fn rooster_cover(g: &MahJongg, seat: Seat) -> Option<u8> {
    if !g.options().golden_rooster {
        return None;
    }
    (0..COVERS)
        .find(|&c| g.memory(seat)[c] == Some(Colour::Yellow))
        .map(|c| c as u8)
}

/// The playout's move towards a Golden Rooster (100 points, four to six
/// times that in money, where a usual hand is worth 10 to 25), when one is
/// in reach: a small drawn that would complete the hand looks under the
/// cover hiding the small yellow, and a peek that can complete the hand
/// with the small yellow does. A complete hand has its winning piece
/// already, so it never waits for one.
fn rooster_move(g: &MahJongg, seat: Seat) -> Option<Move> {
    match g.phase_kind() {
        Phase::Cover if last_small(g, seat) => rooster_cover(g, seat).map(Move::Look),
        Phase::Peek => rooster_peek(g, seat),
        _ => None,
    }
}

/// Whether the small just drawn (in the cover phase) is the last piece the
/// seat needs: its hand is one small short, so the small it takes in now
/// is the winning piece.
fn last_small(g: &MahJongg, seat: Seat) -> bool {
    let h = g.holding(seat);
    let short = Slot::PILES.iter().filter(|s| h.slot(**s).is_none()).count();
    g.drawn().is_some_and(|d| d.size == Size::Small) && short == 1 && fills(h, Size::Small)
}

/// The peek's move that completes the hand with a small yellow as the
/// winning piece, if there is one.
fn rooster_peek(g: &MahJongg, seat: Seat) -> Option<Move> {
    if !g.options().golden_rooster || g.phase_kind() != Phase::Peek {
        return None;
    }
    // Cheap tests first: this is asked at every peek in the search's tree.
    let (drawn, hidden) = (g.drawn()?, g.peek()?);
    if drawn.size != Size::Small || (drawn != ROOSTER && hidden != ROOSTER) {
        return None;
    }
    g.legal_moves().into_iter().find(|mv| {
        let mut next = g.clone();
        next.apply_unchecked(mv);
        matches!(next.winning_piece(seat), Some((p, _)) if p == ROOSTER)
    })
}

/// The move whose screen (the small that must go after hiding an opaque
/// left out) promises most, the first of equals; among equals, one that
/// leaves a small yellow under a cover the seat remembers, for a Golden
/// Rooster later (`rooster_move`), rather than in its hand, where it can
/// never be the winning piece.
fn top_by_prospects(g: &MahJongg, seat: Seat, moves: impl Iterator<Item = Move>) -> Option<Move> {
    let mut top: Option<(i64, Move)> = None;
    for mv in moves {
        let mut next = g.clone();
        next.apply_unchecked(&mv);
        let mut h = next.holding(seat).clone();
        if let Some(p) = forced(&next) {
            h.remove(p);
        }
        let planted = i64::from(rooster_cover(&next, seat).is_some());
        let w = 2 * super::arrange::prospects(&h) + planted;
        if top.as_ref().is_none_or(|(t, _)| w > *t) {
            top = Some((w, mv));
        }
    }
    top.map(|(_, m)| m)
}

/// The cover to look under, when the piece drawn does not end the hand: one
/// the seat remembers hiding a piece it would rather have than the one
/// drawn (by `prospects`), or else one it does not remember, which may hide
/// such a piece or a small yellow and costs nothing to look at, where a
/// remembered cover of no use shows nothing new. The search, blind to what
/// a look will show, cannot tell these apart.
fn cover_pick(g: &MahJongg, seat: Seat) -> Option<Move> {
    let drawn = g.drawn()?;
    let h = g.holding(seat);
    let with = |p: Pyramid| {
        let mut next = h.clone();
        next.take(p);
        super::arrange::prospects(&next)
    };
    let keep = with(drawn);
    let base = g.cover_base();
    let memory = g.memory(seat);
    let mut top: Option<(i64, usize)> = None;
    for (c, col) in memory.iter().enumerate().skip(base).take(COVERS) {
        let Some(col) = *col else { continue };
        let p = Pyramid::new(col, super::engine::cover_holds(c));
        if col.is_opaque() || (p == ROOSTER && g.options().golden_rooster) {
            continue;
        }
        let w = with(p);
        if w > keep && top.is_none_or(|(t, _)| w > t) {
            top = Some((w, c));
        }
    }
    let unknown = (base..base + COVERS).find(|&c| memory[c].is_none());
    top.map(|(_, c)| c).or(unknown).map(|c| Move::Look(c as u8))
}

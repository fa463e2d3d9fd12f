//! Martian Whist's moves: which are legal, what each does, why an illegal
//! one is refused (`MoveError`), and what each did as the log's events;
//! `words.rs` says the last two in words. Kept apart from `engine.rs`, which holds the state and the
//! `Game` trait.

use super::engine::{
    add, count, differs, remove, resolve, Draft, Keeping, Move, Phase, Trick, Whist, TREES, TRICKS,
};
use super::scoring::{colour_index, Tree, BUILD_ORDER};
use crate::en;
use crate::engine::pieces::{Colour, Pyramid, Size};
use crate::engine::Seat;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    /// A seat's move while a random event is due.
    ChanceDue,
    /// The move belongs to another stage; the text says what is not
    /// happening now.
    NotNow(&'static str),
    BadDraw,
    BadFace(Colour),
    NoSuchSeat(usize),
    NoTree(u8),
    NoPiece(u8, Size),
    CannotPass(Size),
    TreeComplete,
    WrongSize(Size),
    NotInStash(Pyramid),
    /// The piece would break the follow rule; the led tree.
    MustFollow(Pyramid, Tree),
    NothingToTakeBack,
    TreeIncomplete(Size),
    AlreadyChosen(Size),
    KeepOrder(Size),
    NotInTrick(Pyramid),
}

impl Whist {
    pub(super) fn moves(&self) -> Vec<Move> {
        let slot = |i: usize| i as u8;
        match self.phase {
            Phase::Draft if self.options.draft == Draft::Trees => self
                .row_trees()
                .into_iter()
                .map(|(i, _)| Move::TakeTree(slot(i)))
                .collect(),
            Phase::Draft | Phase::Give => {
                let Some(layer) = self.layer() else {
                    return Vec::new();
                };
                let at: Vec<usize> = (0..TREES)
                    .filter(|&i| self.row[i][layer.index()].is_some())
                    .collect();
                let mut out: Vec<Move> = at
                    .iter()
                    .map(|&i| {
                        if self.phase == Phase::Give {
                            Move::Give(slot(i))
                        } else {
                            Move::TakePiece(slot(i))
                        }
                    })
                    .collect();
                if self.phase == Phase::Draft && at.len() >= 2 {
                    out.push(Move::Pass);
                }
                out
            }
            Phase::Lead | Phase::Follow => {
                let mut out: Vec<Move> = match self.next_size() {
                    Some(size) => self
                        .placeable()
                        .into_iter()
                        .map(|c| Move::Place(Pyramid::new(c, size)))
                        .collect(),
                    None => vec![Move::Play],
                };
                if !self.building.is_empty() {
                    out.push(Move::Back);
                }
                out
            }
            Phase::Keep => match (self.keep_size(), &self.pending) {
                (Some(size), Some((t, _))) => t
                    .trees
                    .iter()
                    .map(|tree| Move::Keep(Pyramid::new(tree.colour(size), size)))
                    .collect(),
                _ => Vec::new(),
            },
            Phase::Draw | Phase::Roll | Phase::First | Phase::Over => Vec::new(),
        }
    }

    pub(super) fn apply_move(&mut self, mv: &Move) -> Result<(), MoveError> {
        if self.phase == Phase::Over {
            return Err(MoveError::GameOver);
        }
        let chance = matches!(self.phase, Phase::Draw | Phase::Roll | Phase::First);
        match mv {
            Move::Draw(trees) => {
                if self.phase != Phase::Draw {
                    return Err(MoveError::NotNow(en!("the trees are not being drawn now")));
                }
                let mut n = [[0u8; 5]; 3];
                for t in trees.iter().take(TREES + 1) {
                    for p in t.pieces() {
                        add(&mut n, p);
                    }
                }
                let pieces = trees.iter().flat_map(|t| t.pieces());
                if trees.len() != TREES
                    || pieces.clone().any(|p| colour_index(p.colour).is_none())
                    || n.iter().flatten().any(|&k| k != 2)
                {
                    return Err(MoveError::BadDraw);
                }
                for (slot, t) in self.row.iter_mut().zip(trees) {
                    *slot = [Some(t.small), Some(t.medium), Some(t.large)];
                }
                self.phase = Phase::Roll;
            }
            Move::Roll(face) => {
                if self.phase != Phase::Roll {
                    return Err(MoveError::NotNow(en!(
                        "the colour die is not being rolled now"
                    )));
                }
                if let Some(c) = face.filter(|c| colour_index(*c).is_none()) {
                    return Err(MoveError::BadFace(c));
                }
                self.trump = *face;
                self.phase = Phase::First;
            }
            Move::First(seat) => {
                if self.phase != Phase::First {
                    return Err(MoveError::NotNow(en!(
                        "the first drafter is not being chosen now"
                    )));
                }
                if *seat >= 2 {
                    return Err(MoveError::NoSuchSeat(*seat));
                }
                self.first = *seat;
                self.turn = *seat;
                self.phase = Phase::Draft;
            }
            _ if chance => return Err(MoveError::ChanceDue),
            Move::TakeTree(i) => {
                if self.phase != Phase::Draft || self.options.draft != Draft::Trees {
                    return Err(MoveError::NotNow(en!(
                        "whole trees are not being drafted now"
                    )));
                }
                let slot = usize::from(*i);
                let Some(&[Some(s), Some(m), Some(l)]) = self.row.get(slot) else {
                    return Err(MoveError::NoTree(*i));
                };
                for p in Tree::new(l, m, s).pieces() {
                    add(&mut self.stash[self.turn], p);
                }
                self.row[slot] = [None; 3];
                self.last_drafter = self.turn;
                self.turn = 1 - self.turn;
                if self.row_trees().is_empty() {
                    self.start_tricks();
                }
            }
            Move::TakePiece(i) | Move::Give(i) => {
                let give = matches!(mv, Move::Give(_));
                let want = if give { Phase::Give } else { Phase::Draft };
                if self.phase != want || self.options.draft != Draft::Layers {
                    return Err(MoveError::NotNow(if give {
                        en!("nobody has passed: there is no pyramid to give")
                    } else {
                        en!("single pyramids are not being drafted now")
                    }));
                }
                let layer = self.layer().unwrap_or(Size::Large);
                let slot = usize::from(*i);
                let Some(c) = self.row.get(slot).and_then(|t| t[layer.index()]) else {
                    return Err(MoveError::NoPiece(*i, layer));
                };
                // On a pass the pyramid goes to the passer, and the giver
                // drafts next; otherwise the taker's opponent does.
                let (to, next) = if give {
                    (1 - self.turn, self.turn)
                } else {
                    (self.turn, 1 - self.turn)
                };
                self.row[slot][layer.index()] = None;
                add(&mut self.stash[to], Pyramid::new(c, layer));
                self.last_drafter = to;
                self.phase = Phase::Draft;
                self.turn = next;
                if self.layer() != Some(layer) {
                    // The last to pass on the layer starts the next one;
                    // without a pass, turns keep alternating.
                    self.turn = self.last_passer.take().unwrap_or(next);
                    if self.layer().is_none() {
                        self.start_tricks();
                    }
                }
            }
            Move::Pass => {
                if self.phase != Phase::Draft || self.options.draft != Draft::Layers {
                    return Err(MoveError::NotNow(en!("there is nothing to pass on now")));
                }
                let layer = self.layer().unwrap_or(Size::Large);
                let left = self
                    .row
                    .iter()
                    .filter(|t| t[layer.index()].is_some())
                    .count();
                if left < 2 {
                    return Err(MoveError::CannotPass(layer));
                }
                self.last_passer = Some(self.turn);
                self.turn = 1 - self.turn;
                self.phase = Phase::Give;
            }
            Move::Place(p) => {
                self.check_building()?;
                let size = self.next_size().ok_or(MoveError::TreeComplete)?;
                if p.size != size {
                    return Err(MoveError::WrongSize(size));
                }
                if count(&self.stash[self.turn], *p) == 0 {
                    return Err(MoveError::NotInStash(*p));
                }
                if !self.placeable().contains(&p.colour) {
                    let led = self.led.unwrap_or(Tree::solid(p.colour));
                    return Err(MoveError::MustFollow(*p, led));
                }
                remove(&mut self.stash[self.turn], *p);
                self.building.push(p.colour);
            }
            Move::Back => {
                self.check_building()?;
                let size = BUILD_ORDER[self.building.len().saturating_sub(1)];
                let c = self.building.pop().ok_or(MoveError::NothingToTakeBack)?;
                add(&mut self.stash[self.turn], Pyramid::new(c, size));
            }
            Move::Play => {
                self.check_building()?;
                if let Some(size) = self.next_size() {
                    return Err(MoveError::TreeIncomplete(size));
                }
                let tree = self.built().ok_or(MoveError::TreeIncomplete(Size::Large))?;
                self.building.clear();
                match self.led {
                    None => {
                        self.led = Some(tree);
                        self.phase = Phase::Follow;
                        self.turn = 1 - self.turn;
                    }
                    Some(led) => self.resolve_trick(led, tree),
                }
            }
            Move::Keep(p) => {
                let Some((trick, chosen)) = self.pending.as_mut() else {
                    return Err(MoveError::NotNow(en!(
                        "no trick is waiting for its winner's choice"
                    )));
                };
                if chosen[p.size.index()].is_some() || !differs(trick, p.size) {
                    return Err(MoveError::AlreadyChosen(p.size));
                }
                if !trick.trees.iter().any(|t| t.colour(p.size) == p.colour) {
                    return Err(MoveError::NotInTrick(*p));
                }
                let due = BUILD_ORDER
                    .into_iter()
                    .find(|s| chosen[s.index()].is_none() && differs(trick, *s))
                    .unwrap_or(p.size);
                if due != p.size {
                    return Err(MoveError::KeepOrder(due));
                }
                chosen[p.size.index()] = Some(p.colour);
                if self.keep_size().is_none() {
                    self.finish_split();
                }
            }
        }
        Ok(())
    }

    fn check_building(&self) -> Result<(), MoveError> {
        if matches!(self.phase, Phase::Lead | Phase::Follow) {
            Ok(())
        } else {
            Err(MoveError::NotNow(en!("no tree is being built now")))
        }
    }

    fn start_tricks(&mut self) {
        self.last_passer = None;
        self.leader = self.last_drafter;
        self.turn = self.leader;
        self.phase = Phase::Lead;
    }

    fn resolve_trick(&mut self, led: Tree, followed: Tree) {
        let leader = self.leader;
        // The led tree is now part of the trick.
        self.led = None;
        let result = resolve(leader, &led, &followed, self.trump);
        let mut trees = [led, led];
        trees[1 - leader] = followed;
        let w = result.winner;
        let trick = Trick {
            leader,
            trees,
            result,
            kept: trees[w],
        };
        match self.options.keeping {
            Keeping::Discard => {
                for p in trees[w].pieces() {
                    add(&mut self.kept[w], p);
                }
                for p in trees[1 - w].pieces() {
                    add(&mut self.discarded, p);
                }
                self.finish_trick(trick);
            }
            Keeping::Split => {
                // Where both trees have the same colour there is no choice.
                let chosen = Size::ALL.map(|s| (!differs(&trick, s)).then(|| trees[0].colour(s)));
                self.pending = Some((trick, chosen));
                if self.keep_size().is_some() {
                    self.phase = Phase::Keep;
                    self.turn = w;
                } else {
                    self.finish_split();
                }
            }
        }
    }

    fn finish_split(&mut self) {
        let Some((mut trick, chosen)) = self.pending.take() else {
            return;
        };
        let w = trick.result.winner;
        for s in Size::ALL {
            let mine = chosen[s.index()].unwrap_or(trick.trees[w].colour(s));
            let [a, b] = trick.trees.map(|t| t.colour(s));
            let other = if a == mine { b } else { a };
            trick.kept.set(s, mine);
            add(&mut self.kept[w], Pyramid::new(mine, s));
            add(&mut self.kept[1 - w], Pyramid::new(other, s));
        }
        self.finish_trick(trick);
    }

    fn finish_trick(&mut self, trick: Trick) {
        let w = trick.result.winner;
        self.tricks.push(trick);
        self.led = None;
        self.pending = None;
        self.leader = w;
        self.turn = w;
        self.phase = if self.tricks.len() >= TRICKS {
            Phase::Over
        } else {
            Phase::Lead
        };
    }
}

/// What a move did, as the log tells it: data only, worded by `words.rs`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// The ten trees come out of the bag.
    Drawn,
    /// The colour die's face: a trump colour, or the atom for none.
    Rolled(Option<Colour>),
    DraftsFirst(Seat),
    TakesTree(Seat, Tree),
    TakesPiece(Seat, Pyramid),
    /// A seat gives the other (the second seat) a piece of their size.
    Gives(Seat, Seat, Pyramid),
    /// A seat is first to take from a new layer of the row.
    StartsLayer(Seat, Size),
    /// A seat passes, so the other (the second seat) chooses their piece
    /// of the size.
    Passes(Seat, Seat, Size),
    Leads(Seat, Tree),
    Follows(Seat, Tree),
    /// The draft is over; the seat drafted last and leads.
    DraftOver(Seat),
    /// The trick as resolved, with the trump it was played under (the
    /// reason it went one way names the trump).
    WinsTrick {
        trick: Trick,
        trump: Option<Colour>,
    },
    /// Discard keeping: the winner (first) keeps their tree, the loser's
    /// goes.
    KeepsTree(Seat, Seat),
    /// Split keeping: the winner's pick of the six pieces, and the rest.
    Splits {
        winner: Seat,
        kept: Tree,
        loser: Seat,
        other: Tree,
    },
    FinalScores([u32; 2]),
    GameWon(Seat),
    GameDrawn,
}

/// The log's events for `mv` applied to `g`, giving `after`.
pub fn events(g: &Whist, mv: &Move, after: &Whist) -> Vec<Event> {
    let me = g.turn;
    let mut out = Vec::new();
    match mv {
        Move::Draw(_) => out.push(Event::Drawn),
        Move::Roll(face) => out.push(Event::Rolled(*face)),
        Move::First(s) => out.push(Event::DraftsFirst(*s)),
        Move::TakeTree(i) => {
            if let Some((_, t)) = g
                .row_trees()
                .into_iter()
                .find(|(j, _)| *j == usize::from(*i))
            {
                out.push(Event::TakesTree(me, t));
            }
        }
        Move::TakePiece(i) | Move::Give(i) => {
            let size = g.layer().unwrap_or(Size::Large);
            if let Some(c) = g.row.get(usize::from(*i)).and_then(|t| t[size.index()]) {
                let piece = Pyramid::new(c, size);
                out.push(match mv {
                    Move::Give(_) => Event::Gives(me, 1 - me, piece),
                    _ => Event::TakesPiece(me, piece),
                });
            }
            if let (Some(s), Phase::Draft) = (after.layer(), after.phase) {
                if g.layer() != Some(s) {
                    out.push(Event::StartsLayer(after.turn, s));
                }
            }
        }
        Move::Pass => {
            let size = g.layer().unwrap_or(Size::Large);
            out.push(Event::Passes(me, 1 - me, size));
        }
        Move::Place(_) | Move::Back => {}
        Move::Play => {
            if let Some(t) = g.built() {
                out.push(if g.phase == Phase::Lead {
                    Event::Leads(me, t)
                } else {
                    Event::Follows(me, t)
                });
            }
        }
        Move::Keep(_) => {}
    }
    if g.phase == Phase::Draft && after.phase == Phase::Lead {
        out.push(Event::DraftOver(after.leader));
    }
    // A trick is resolved either straight away or, when split keeping
    // leaves the winner a choice, into `pending` until the choice is made.
    let resolved = match (&after.pending, after.tricks.len() > g.tricks.len()) {
        (_, true) => after.tricks.last(),
        (Some((t, _)), false) if g.pending.is_none() => Some(t),
        _ => None,
    };
    if let Some(t) = resolved.filter(|_| g.phase == Phase::Follow) {
        out.push(Event::WinsTrick {
            trick: *t,
            trump: g.trump,
        });
    }
    if let Some(t) = after
        .tricks
        .last()
        .filter(|_| after.tricks.len() > g.tricks.len())
    {
        let w = t.result.winner;
        out.push(match after.options.keeping {
            Keeping::Discard => Event::KeepsTree(w, 1 - w),
            Keeping::Split => {
                // The loser gets, of each size, the colour the winner left.
                let mut other = t.kept;
                for s in Size::ALL {
                    let [x, y] = t.trees.map(|tr| tr.colour(s));
                    other.set(s, if x == t.kept.colour(s) { y } else { x });
                }
                Event::Splits {
                    winner: w,
                    kept: t.kept,
                    loser: 1 - w,
                    other,
                }
            }
        });
    }
    if after.phase == Phase::Over && g.phase != Phase::Over {
        let sc = after.scores();
        out.push(Event::FinalScores(sc));
        out.push(match sc[0].cmp(&sc[1]) {
            std::cmp::Ordering::Greater => Event::GameWon(0),
            std::cmp::Ordering::Less => Event::GameWon(1),
            std::cmp::Ordering::Equal => Event::GameDrawn,
        });
    }
    out
}

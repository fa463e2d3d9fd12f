//! The play screen's state and its reducer (the `Action`/`Reducible`
//! pattern of Yew's todomvc): every change of a match goes through
//! `PlayAction`, which calls the engine; effects live in the screen.

use super::super::ask::Asking;
use super::super::session::{AnyMove, Session};
use super::super::Ask;
use crate::engine::{Actor, Seat, SeatKind};
use std::rc::Rc;
use yew::prelude::*;

pub struct PlayState {
    pub m: Box<dyn Session>,
    /// The seat whose private things may be on screen: set when that player
    /// says they hold the device.
    pub viewer: Option<Seat>,
    /// A message about the last thing tried (an illegal move).
    pub flash: Option<String>,
    /// People's answers to a question open to the whole table.
    pub asking: Asking,
    /// That question, if one is open: read once per change, since reading
    /// it builds a view, and every render asks about it several times.
    pub open: Option<Rc<Ask<AnyMove>>>,
    /// Another tab plays this game (see `tabs`): no moves here meanwhile.
    pub elsewhere: bool,
    /// How often "Play here" brought the game back from storage.
    pub reloads: u32,
    /// A move a finger has raised, waiting for a second tap (`touch`).
    pub raised: Option<Raised>,
    /// The last move completed a trick, held in view until `Gather`
    /// (a tap, or a timer in the screen): meanwhile nothing moves by
    /// itself and the device is not handed on.
    pub held: bool,
}

/// A raised move: when (the record's length), what, its `data-move` id and
/// what it will do.
#[derive(Clone)]
pub struct Raised {
    pub at: usize,
    pub mv: AnyMove,
    pub id: String,
    pub text: String,
}

impl Clone for PlayState {
    fn clone(&self) -> Self {
        PlayState {
            m: self.m.clone_box(),
            viewer: self.viewer,
            flash: self.flash.clone(),
            asking: self.asking.clone(),
            open: self.open.clone(),
            raised: self.raised.clone(),
            elsewhere: self.elsewhere,
            reloads: self.reloads,
            held: self.held,
        }
    }
}

pub enum PlayAction {
    /// A move, made when the record had `at` moves; a stale one (a timer that
    /// fired after an undo, a double click) is ignored.
    Play {
        at: usize,
        mv: AnyMove,
    },
    /// A chance outcome or a computer's move, played like `Play`; it leaves
    /// a notice on show (a refused call, a refused move), which is there
    /// for the people at the table and goes at their next action, not a
    /// computer's half a second later.
    Auto {
        at: usize,
        mv: AnyMove,
    },
    /// A finger's tap on a move: the first raises it, a second on the same
    /// move makes it.
    Tap {
        at: usize,
        mv: AnyMove,
    },
    Undo,
    /// The player at the hand-off screen has the device.
    Ready(Seat),
    /// A person says they will answer the open question (an index into
    /// its answers): they take the device to confirm.
    Propose(Seat, usize),
    /// The person confirming keeps their answer, if the app accepts it.
    Confirm,
    /// The person confirming thinks better of it.
    Cancel,
    /// Everyone without an answer lets the question pass.
    PlayOn,
    /// Another tab plays the game now.
    Elsewhere,
    /// "Play here": the game as the other tab left it (or, should it be
    /// gone from storage, as this tab has it), played here again.
    Here(Option<Box<dyn Session>>),
    /// The coach gave this seat a hint: counted in the record.
    Hinted(Seat),
    /// The held trick is gathered to its winner (a tap, or time).
    Gather,
}

impl Reducible for PlayState {
    type Action = PlayAction;

    fn reduce(self: Rc<Self>, action: PlayAction) -> Rc<Self> {
        // A tap on the table bubbles here after a move's own click, which
        // has gathered the trick already: nothing to copy or redraw.
        if matches!(action, PlayAction::Gather) && !self.held {
            return self;
        }
        let mut next = (*self).clone();
        if !matches!(action, PlayAction::Auto { .. }) {
            next.flash = None;
        }
        let action = match action {
            PlayAction::Tap { at, mv } => {
                let id = next.m.move_id(&*mv).unwrap_or_default();
                let again = next
                    .raised
                    .as_ref()
                    .is_some_and(|r| r.at == at && r.id == id);
                match (again, next.m.to_act()) {
                    (false, Actor::Seat(seat)) if at == next.m.moves() => {
                        let text = next.m.foresee(seat, &*mv);
                        next.raised = Some(Raised { at, mv, id, text });
                        return Rc::new(next);
                    }
                    _ => PlayAction::Play { at, mv },
                }
            }
            other => other,
        };
        next.raised = None;
        match action {
            PlayAction::Play { at, mv } | PlayAction::Auto { at, mv } => {
                if at != next.m.moves() || next.elsewhere {
                    return self;
                }
                let tricks = next.m.tricks_taken();
                let mover = next.m.to_act();
                next.held = false;
                match next.m.play(&*mv) {
                    Err(e) => next.flash = Some(crate::tr!("That move is not allowed: {e}.", e)),
                    Ok(()) => {
                        let now = next.m.tricks_taken();
                        next.held = now != tricks && now > 0;
                        // Where nothing is private, the table stays turned
                        // to the last person to move, who sees what their
                        // move brings (a piece from the bag) at their place,
                        // while a draw or a computer plays.
                        if let Actor::Seat(s) = mover {
                            if !next.m.has_private() && next.m.kind(s) == SeatKind::Human {
                                next.viewer = Some(s);
                            }
                        }
                    }
                }
            }
            PlayAction::Gather => next.held = false,
            PlayAction::Undo => {
                next.held = false;
                next.asking = Asking::default();
                if next.m.undo() {
                    // Whoever holds the device may not be the player whose
                    // move came back: hand the device over again before any
                    // hand is shown.
                    if next.m.has_private() {
                        next.viewer = None;
                    }
                } else {
                    next.flash = Some(crate::engine::lang::t("Nothing to undo.").into());
                }
            }
            PlayAction::Ready(seat) => next.viewer = Some(seat),
            PlayAction::Propose(seat, answer) => {
                next.asking.confirming = Some((seat, answer));
                next.viewer = None;
                // Alone with computers, the person's screen is already on
                // show: a second tap to confirm would only slow them down.
                if next.humans().len() < 2 {
                    next.confirm();
                }
            }
            PlayAction::Confirm => next.confirm(),
            PlayAction::Cancel => {
                next.asking.confirming = None;
                next.viewer = None;
            }
            PlayAction::PlayOn => next.asking.play_on = true,
            PlayAction::Tap { .. } => {}
            PlayAction::Elsewhere => next.elsewhere = true,
            PlayAction::Here(m) => {
                next = m.map_or(next, PlayState::new);
                next.elsewhere = false;
                next.reloads = self.reloads + 1;
            }
            PlayAction::Hinted(seat) => next.m.count_hint(seat),
        }
        // Answers people gave in advance are the engine's answers once it
        // asks their seats.
        let (open, note) = next.asking.settle(&mut *next.m);
        if note.is_some() {
            next.flash = note;
        }
        next.open = open.map(Rc::new);
        // Once a question is put to people at the table, anyone may be
        // holding the device: whoever plays next takes it first.
        if next.asking.confirming.is_none() && next.humans().len() > 1 {
            let people = next
                .open
                .as_ref()
                .is_some_and(|a| a.seats.iter().any(|&s| next.m.kind(s) == SeatKind::Human));
            if people {
                next.viewer = None;
            }
        }
        Rc::new(next)
    }
}

impl PlayState {
    pub(super) fn new(m: Box<dyn Session>) -> PlayState {
        PlayState {
            open: m.ask().map(Rc::new),
            m,
            viewer: None,
            flash: None,
            asking: Asking::default(),
            elsewhere: false,
            reloads: 0,
            raised: None,
            held: false,
        }
    }

    fn humans(&self) -> Vec<Seat> {
        self.m.human_seats()
    }

    /// Ends a confirmation: the answer stands, or the refusal is told. The
    /// confirming person's screen leaves the page either way, since the
    /// panel that follows is for the whole table.
    fn confirm(&mut self) {
        if let Err(why) = self.asking.confirm(&*self.m) {
            self.flash = Some(format!("{why}."));
        }
        if self.m.has_private() && self.humans().len() > 1 {
            self.viewer = None;
        }
    }

    /// The seat that must take the device before play goes on, if any: only
    /// when seats hold secrets and more than one person shares the device.
    pub fn handoff(&self) -> Option<Seat> {
        self.handoff_due().filter(|_| !self.held)
    }

    /// The hand-off due once any held trick is gathered: while it is held,
    /// the table stays as the last player left it, and the next cannot act.
    fn handoff_due(&self) -> Option<Seat> {
        if self.elsewhere || !self.m.has_private() || self.humans().len() < 2 {
            return None;
        }
        if let Some((s, _)) = self.asking.confirming {
            return (self.viewer != Some(s)).then_some(s);
        }
        // A question to the whole table is answered on a public panel.
        if self.open.is_some() {
            return None;
        }
        match self.m.to_act() {
            Actor::Seat(s) if self.m.kind(s) == SeatKind::Human && self.viewer != Some(s) => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whose view the table shows.
    pub fn shown_viewer(&self) -> Option<Seat> {
        // The tab that does not play shows only what everyone may see.
        if self.elsewhere {
            return None;
        }
        let humans = self.humans();
        if humans.len() == 1 {
            return Some(humans[0]);
        }
        if self.m.has_private() {
            if self.asking.confirming.is_none() && self.open.is_some() {
                return None;
            }
            return self.viewer;
        }
        match self.m.to_act() {
            Actor::Seat(s) if self.m.kind(s) == SeatKind::Human => Some(s),
            _ => self.viewer.or(humans.first().copied()),
        }
    }

    /// The human seat that may move now (never behind a hand-off screen,
    /// nor where the question panel answers for the table).
    pub fn acting(&self) -> Option<Seat> {
        if self.open.is_some() || self.elsewhere || self.held && self.handoff_due().is_some() {
            return None;
        }
        match self.m.to_act() {
            Actor::Seat(s) if self.m.kind(s) == SeatKind::Human && self.handoff().is_none() => {
                Some(s)
            }
            _ => None,
        }
    }

    /// Whether the app is about to move by itself (a computer seat or a draw).
    pub fn thinking(&self) -> bool {
        match self.m.to_act() {
            _ if self.elsewhere || self.held => false,
            Actor::Chance => true,
            Actor::Seat(s) => self.m.kind(s) == SeatKind::Computer,
            Actor::Over => false,
        }
    }
}

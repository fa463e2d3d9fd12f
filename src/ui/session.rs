//! The line between the app shell and the games. The shell (setup screen,
//! play screen and its reducer, the computer's turn) is built once for every
//! game and talks to a game only through the two object-safe traits here:
//! `Entry` (a game before it starts) and `Session` (a match in play). Each
//! game's part is a thin generic implementation; the shell's Yew code is not
//! compiled again for every game, which kept each new game costing the whole
//! shell in download size.
//!
//! Moves and options cross the line type-erased (`AnyMove`, `AnyOptions`)
//! and are turned back into the game's own types on the game's side.

use super::lang::t;
use super::thinking::{self, Turn};
use super::{Ask, GameUi, Pending, TableCtx};
use crate::ai::{Level, Search};
use crate::engine::codec::{self, RawRecord};
use crate::engine::link::{self, LinkKind};
use crate::engine::record::Allowance;
use crate::engine::{Actor, Game, GameInfo, Match, Outcome, Seat, SeatKind, SeatSetup};
use std::any::Any;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// A move of whichever game is on screen.
pub type AnyMove = Rc<dyn Any>;
/// A game's options on the setup screen.
pub type AnyOptions = Rc<dyn Any>;

/// A match in play, as the play screen sees it.
pub trait Session {
    fn info(&self) -> GameInfo;
    fn has_private(&self) -> bool;
    fn to_act(&self) -> Actor;
    fn phase(&self) -> &'static str;
    /// Moves in the record so far.
    fn moves(&self) -> usize;
    fn names(&self) -> Vec<String>;
    fn kind(&self, seat: Seat) -> SeatKind;
    fn human_seats(&self) -> Vec<Seat>;
    /// How many lines the log has.
    fn log_len(&self) -> usize;
    /// Line `i` of the log, in words.
    fn log_line(&self, i: usize) -> Option<String>;
    fn outcome(&self) -> Option<Outcome>;
    fn format_score(&self, score: i64) -> String;
    /// The game's own headline for the end screen, if it has one.
    fn outcome_title(&self) -> Option<String>;
    fn can_undo(&self) -> bool;

    /// Plays a move of this game; any other value is refused.
    fn play(&mut self, mv: &dyn Any) -> Result<(), String>;
    fn undo(&mut self) -> bool;
    fn clone_box(&self) -> Box<dyn Session>;
    /// The record as it is saved and shared.
    fn raw(&self) -> RawRecord;
    /// The record of a new match with the same seats and options.
    fn rematch(&self, seed: u64) -> Option<RawRecord>;

    /// The outcome of the chance event due now, if one is.
    fn chance_move(&self) -> Option<AnyMove>;
    fn computer_to_act(&self) -> Option<(Seat, Level)>;
    /// Starts the computer's decision for the seat to act (see `thinking`);
    /// an illegal suggestion is replaced by the first legal move.
    fn think(
        &self,
        level: Level,
        pause_ms: u32,
        progress: NodeRef,
        done: Box<dyn FnOnce(AnyMove)>,
    ) -> Option<Turn>;
    /// The decision of the computer seat to act, at `level`, to be worked
    /// out step by step (in the worker, or on the page).
    fn decision(&self, level: Level) -> Option<Box<dyn thinking::Stepper>>;
    /// Where `mv` is among the legal moves: how a decision crosses from
    /// the worker to the page.
    fn move_index(&self, mv: &dyn Any) -> Option<usize>;
    /// The legal move at `index`, or the first should there be none there,
    /// so a game can never stall on a bad answer.
    fn legal_move(&self, index: usize) -> Option<AnyMove>;
    /// The `data-move` id of the legal move at `index`, if there is one.
    fn legal_move_id(&self, index: usize) -> Option<String>;

    /// Hints offered at this table, and how many each seat used.
    fn coach(&self) -> &Allowance;
    /// Take-backs at this table: offered or not, and how many each used.
    fn takebacks(&self) -> &Allowance;
    /// Counts a hint given to `seat` (it goes in the record, and so in
    /// the save).
    fn count_hint(&mut self, seat: Seat);
    /// The Strong player's search for a hint to `seat`, which must be the
    /// seat to act, from its view alone (`ai::coach`).
    fn hint_search(&self, seat: Seat) -> Option<Box<dyn thinking::Stepper>>;

    /// The table as `viewer` may see it, laid out around `around` (see
    /// `TableCtx`), with move controls for `acting`.
    fn table(
        &self,
        viewer: Option<Seat>,
        around: Option<Seat>,
        acting: Option<Seat>,
        on_move: Callback<AnyMove>,
        pending: Option<Pending>,
        held: bool,
    ) -> Html;
    /// Tricks completed so far (`GameUi::tricks_taken`).
    fn tricks_taken(&self) -> usize;
    fn score_sheet(&self) -> Html;
    /// A move's `data-move` id; `None` for a value of another game.
    fn move_id(&self, mv: &dyn Any) -> Option<String>;
    /// What `mv` will do, in words, for `seat` about to make it.
    fn foresee(&self, seat: Seat, mv: &dyn Any) -> String;

    /// The question open to the whole table, if any (see `Ask`).
    fn ask(&self) -> Option<Ask<AnyMove>>;
    /// Whether `seat` may give `answer` (a move of `ask`) to that question.
    fn check_answer(&self, seat: Seat, answer: &dyn Any) -> Result<(), String>;

    /// A share link of `kind` to this match: the fragment, `m=...`.
    fn link(&self, kind: LinkKind) -> String;
    /// The match as it stood after its first `at` moves, for a replay.
    fn replay_at(&self, at: usize) -> Option<Box<dyn Session>>;
    /// Where each hand after the first begins, as move counts.
    fn hand_starts(&self) -> Vec<usize>;
    /// Every seat's private things drawn open (a finished game's replay).
    fn open_hands(&self) -> Html;
    /// The decisions a review grades: each move a person made among more
    /// than one a player makes, as its index and its maker.
    fn review_plan(&self) -> Vec<(usize, Seat)>;
    /// The grading of move `at` (`ai::review`), from its maker's view then.
    fn review_search(&self, at: usize) -> Option<Box<dyn thinking::Stepper>>;
}

impl<G: GameUi> Session for Match<G> {
    fn info(&self) -> GameInfo {
        G::INFO
    }
    fn has_private(&self) -> bool {
        G::HAS_PRIVATE
    }
    fn to_act(&self) -> Actor {
        self.state.to_act()
    }
    fn phase(&self) -> &'static str {
        self.state.phase()
    }
    fn moves(&self) -> usize {
        self.record.moves.len()
    }
    fn names(&self) -> Vec<String> {
        Match::names(self)
    }
    fn kind(&self, seat: Seat) -> SeatKind {
        Match::kind(self, seat)
    }
    fn human_seats(&self) -> Vec<Seat> {
        Match::human_seats(self)
    }
    fn log_len(&self) -> usize {
        self.log.len()
    }
    fn log_line(&self, i: usize) -> Option<String> {
        let event = self.log.get(i)?;
        Some(G::say(event, &Match::names(self)))
    }
    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }
    fn format_score(&self, score: i64) -> String {
        G::format_score(&self.state.view(None), score)
    }
    fn outcome_title(&self) -> Option<String> {
        G::outcome_title(&self.state.view(None), &Match::names(self))
    }
    fn can_undo(&self) -> bool {
        Match::can_undo(self)
    }
    fn play(&mut self, mv: &dyn Any) -> Result<(), String> {
        let mv = mv
            .downcast_ref::<G::Move>()
            .ok_or_else(|| "it is not a move of this game".to_string())?;
        Match::play(self, mv.clone()).map_err(|e| e.to_string())
    }
    fn undo(&mut self) -> bool {
        Match::undo(self)
    }
    fn clone_box(&self) -> Box<dyn Session> {
        Box::new(self.clone())
    }
    fn raw(&self) -> RawRecord {
        codec::to_raw(&self.record)
    }
    fn rematch(&self, seed: u64) -> Option<RawRecord> {
        Match::rematch(self, seed)
            .ok()
            .map(|m| codec::to_raw(&m.record))
    }
    fn chance_move(&self) -> Option<AnyMove> {
        Match::chance_move(self).map(|mv| Rc::new(mv) as AnyMove)
    }
    fn computer_to_act(&self) -> Option<(Seat, Level)> {
        Match::computer_to_act(self)
    }
    fn think(
        &self,
        level: Level,
        pause_ms: u32,
        progress: NodeRef,
        done: Box<dyn FnOnce(AnyMove)>,
    ) -> Option<Turn> {
        thinking::start(self, level, pause_ms, progress, done)
    }
    fn decision(&self, level: Level) -> Option<Box<dyn thinking::Stepper>> {
        let (seat, _) = Match::computer_to_act(self)?;
        let view = self.state.view(Some(seat));
        let seed = self.computer_seed();
        Some(match level {
            Level::Casual => Box::new(CasualStep::<G> { view, seed }),
            Level::Strong | Level::Expert => Box::new(Search::<G>::new(view, seed)?),
        })
    }
    fn move_index(&self, mv: &dyn Any) -> Option<usize> {
        let mv = mv.downcast_ref::<G::Move>()?;
        self.state.legal_moves().iter().position(|l| l == mv)
    }
    fn legal_move(&self, index: usize) -> Option<AnyMove> {
        let mut legal = self.state.legal_moves();
        let mv = if index < legal.len() {
            legal.swap_remove(index)
        } else {
            legal.into_iter().next()?
        };
        Some(Rc::new(mv))
    }
    fn legal_move_id(&self, index: usize) -> Option<String> {
        self.state.legal_moves().get(index).map(G::move_id)
    }
    fn coach(&self) -> &Allowance {
        &self.record.coach
    }
    fn takebacks(&self) -> &Allowance {
        &self.record.takebacks
    }
    fn count_hint(&mut self, seat: Seat) {
        self.record.coach.count(seat);
    }
    fn hint_search(&self, seat: Seat) -> Option<Box<dyn thinking::Stepper>> {
        let search = crate::ai::coach::search_for(&self.state, seat, self.computer_seed())?;
        Some(Box::new(search))
    }
    fn table(
        &self,
        viewer: Option<Seat>,
        around: Option<Seat>,
        acting: Option<Seat>,
        on_move: Callback<AnyMove>,
        pending: Option<Pending>,
        held: bool,
    ) -> Html {
        let names = Match::names(self);
        let ctx = TableCtx::<G> {
            view: self.state.view(viewer),
            viewer,
            around,
            acting,
            legal: match acting {
                Some(_) => self.state.legal_moves(),
                None => Vec::new(),
            },
            computers: computers(&self.record.seats),
            names,
            on_move: on_move.reform(|mv: G::Move| Rc::new(mv) as AnyMove),
            pending,
            held,
        };
        G::table(&ctx)
    }
    fn tricks_taken(&self) -> usize {
        G::tricks_taken(&self.state)
    }
    fn move_id(&self, mv: &dyn Any) -> Option<String> {
        mv.downcast_ref::<G::Move>().map(G::move_id)
    }
    fn foresee(&self, seat: Seat, mv: &dyn Any) -> String {
        mv.downcast_ref::<G::Move>()
            .and_then(|mv| G::foresee(&self.state.view(Some(seat)), mv, &Match::names(self)))
            .unwrap_or_else(tap_again)
    }
    fn score_sheet(&self) -> Html {
        G::score_sheet(&self.state.view(None), &Match::names(self))
    }
    fn ask(&self) -> Option<Ask<AnyMove>> {
        let ask = G::ask(&self.state.view(None))?;
        let erase = |mv: G::Move| Rc::new(mv) as AnyMove;
        Some(Ask {
            what: ask.what,
            seats: ask.seats,
            answers: ask
                .answers
                .into_iter()
                .map(|(id, name, mv)| (id, name, erase(mv)))
                .collect(),
            pass: erase(ask.pass),
        })
    }
    fn check_answer(&self, seat: Seat, answer: &dyn Any) -> Result<(), String> {
        let answer = answer
            .downcast_ref::<G::Move>()
            .ok_or_else(|| "it is not a move of this game".to_string())?;
        G::check_answer(&self.state.view(Some(seat)), answer)
    }
    fn link(&self, kind: LinkKind) -> String {
        link::encode(kind, self)
    }
    fn replay_at(&self, at: usize) -> Option<Box<dyn Session>> {
        let mut record = self.record.clone();
        record.moves.truncate(at);
        Match::<G>::from_record(record)
            .ok()
            .map(|m| Box::new(m) as Box<dyn Session>)
    }
    fn hand_starts(&self) -> Vec<usize> {
        let mut m = Match::<G>::new(
            self.record.seats.clone(),
            self.record.options.clone(),
            self.record.seed,
        );
        let mut out = Vec::new();
        if let Ok(m) = &mut m {
            for (i, mv) in self.record.moves.iter().enumerate() {
                let hand = m.state.hands_begun();
                if m.play(mv.clone()).is_err() {
                    break;
                }
                if m.state.hands_begun() != hand {
                    out.push(i + 1);
                }
            }
        }
        out
    }
    fn review_plan(&self) -> Vec<(usize, Seat)> {
        crate::ai::review::plan(self)
    }
    fn review_search(&self, at: usize) -> Option<Box<dyn thinking::Stepper>> {
        crate::ai::review::grader(self, at).map(|g| Box::new(g) as Box<dyn thinking::Stepper>)
    }
    fn open_hands(&self) -> Html {
        let names = Match::names(self);
        let parts = (0..names.len())
            .map(|s| G::private_part(&self.state.view(Some(s))))
            .collect();
        open_hands(names, parts)
    }
}

/// Which seats the computer plays (apart from `table`, which is compiled
/// once per game, so this is in the download once).
fn computers(seats: &[crate::engine::SeatSetup]) -> Vec<bool> {
    seats.iter().map(|s| s.kind == SeatKind::Computer).collect()
}

/// What a raised move does, where its game has nothing more to say.
fn tap_again() -> String {
    t("Tap it again, or press Play, to make this move.").into()
}

/// Each seat's private part under its name: apart from `open_hands`, which
/// is compiled once per game, so the markup is in the download once.
fn open_hands(names: Vec<String>, parts: Vec<Html>) -> Html {
    html! {
        <>{ for names.into_iter().zip(parts).enumerate().map(|(s, (name, part))| html! {
            <div class="open-hand" data-open-hand={s.to_string()}>
                <span class="who">{ name }</span>{ part }
            </div>
        }) }</>
    }
}

/// A Casual decision: no search, made when the pause is over (so not in
/// the task that shows the move before it).
struct CasualStep<G: Game> {
    view: G::View,
    seed: u64,
}

impl<G: crate::ai::Knowledge> thinking::Stepper for CasualStep<G> {
    fn run(&mut self, _iterations: u32) {}
    fn iterations(&self) -> u32 {
        0
    }
    fn done(&self, _budget: u32) -> bool {
        true
    }
    fn best_move(&self) -> Option<AnyMove> {
        crate::ai::casual::<G>(&self.view, self.seed).map(|mv| Rc::new(mv) as AnyMove)
    }
}

impl<G: crate::ai::Knowledge> thinking::Stepper for Search<G> {
    fn run(&mut self, iterations: u32) {
        Search::run(self, iterations);
    }
    fn iterations(&self) -> u32 {
        Search::iterations(self)
    }
    fn done(&self, budget: u32) -> bool {
        Search::done(self, budget)
    }
    fn best_move(&self) -> Option<AnyMove> {
        Some(Rc::new(Search::best(self)) as AnyMove)
    }
    fn chances(&self) -> Option<(f64, Option<f64>)> {
        let hint = crate::ai::coach::read(self);
        Some((hint.chance, hint.alternative))
    }
}

/// A game before it starts, as the setup screen and the app see it.
pub trait Entry {
    fn info(&self) -> GameInfo;
    /// Opens a saved or shared record: parses it and replays every move.
    fn open(&self, raw: RawRecord) -> Result<Box<dyn Session>, String>;
    /// Reads a share link (`m=...`) of this game as its kind and record.
    fn open_link(&self, fragment: &str) -> Result<(LinkKind, RawRecord), String>;
    /// The setup of a link that cannot be opened, to start afresh.
    fn link_setup(&self, fragment: &str) -> Option<RawRecord>;
    fn default_options(&self) -> AnyOptions;
    /// The seats, options and seed of a shared setup.
    fn prefill(&self, raw: &RawRecord) -> Option<(Vec<SeatSetup>, AnyOptions, u64)>;
    /// Why these options cannot start a game of `players`, if they can't.
    fn validate(&self, players: usize, options: &dyn Any) -> Option<String>;
    /// Controls for the game's options, each carrying `data-option`.
    fn options_form(
        &self,
        players: usize,
        options: &dyn Any,
        on_change: Callback<AnyOptions>,
    ) -> Html;
    /// The record of a new match.
    fn start(
        &self,
        seats: Vec<SeatSetup>,
        options: &dyn Any,
        seed: u64,
    ) -> Result<RawRecord, String>;
}

/// The `Entry` of game `G`.
pub struct EntryOf<G>(PhantomData<G>);

impl<G> EntryOf<G> {
    pub const ENTRY: EntryOf<G> = EntryOf(PhantomData);
}

fn options_of<G: Game>(options: &dyn Any) -> G::Options {
    options
        .downcast_ref::<G::Options>()
        .cloned()
        .unwrap_or_default()
}

impl<G: GameUi> Entry for EntryOf<G> {
    fn info(&self) -> GameInfo {
        G::INFO
    }
    fn open(&self, raw: RawRecord) -> Result<Box<dyn Session>, String> {
        codec::open::<G>(raw).map(|m| Box::new(m) as Box<dyn Session>)
    }
    fn open_link(&self, fragment: &str) -> Result<(LinkKind, RawRecord), String> {
        link::decode::<G>(fragment).map(|(kind, record)| (kind, codec::to_raw(&record)))
    }
    fn link_setup(&self, fragment: &str) -> Option<RawRecord> {
        link::setup_of::<G>(fragment).map(|r| codec::to_raw(&r))
    }
    fn default_options(&self) -> AnyOptions {
        Rc::new(G::Options::default())
    }
    fn prefill(&self, raw: &RawRecord) -> Option<(Vec<SeatSetup>, AnyOptions, u64)> {
        let rec = codec::from_raw::<G::Options, G::Move>(raw.clone()).ok()?;
        Some((rec.seats, Rc::new(rec.options), rec.seed))
    }
    fn validate(&self, players: usize, options: &dyn Any) -> Option<String> {
        G::validate(players, &options_of::<G>(options))
            .err()
            .map(|e| e.to_string())
    }
    fn options_form(
        &self,
        players: usize,
        options: &dyn Any,
        on_change: Callback<AnyOptions>,
    ) -> Html {
        G::options_form(
            players,
            &options_of::<G>(options),
            on_change.reform(|o: G::Options| Rc::new(o) as AnyOptions),
        )
    }
    fn start(
        &self,
        seats: Vec<SeatSetup>,
        options: &dyn Any,
        seed: u64,
    ) -> Result<RawRecord, String> {
        Match::<G>::new(seats, options_of::<G>(options), seed)
            .map(|m| codec::to_raw(&m.record))
            .map_err(|e| e.to_string())
    }
}

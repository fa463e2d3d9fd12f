//! Information-set Monte Carlo tree search, single observer (SO-ISMCTS:
//! Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree
//! Search", 2012), for any number of seats.
//!
//! Each iteration samples a state the searching seat cannot tell from the
//! real one (`Game::determinize`, from its view only), walks the one shared
//! tree choosing among the moves legal in that sample, adds a node, plays
//! out with the game's policy until the end or the game's cut-off, and
//! credits every seat's value along the path. A node's statistics count
//! only the iterations in which its move was available ("availability"), so
//! a rarely legal move is not judged by how often it was tried. Each move's
//! value is that of the seat who made it, so opponents pick what is best for
//! them (max^n). Chance events inside the tree are sampled and keyed by
//! outcome.
//!
//! The search is anytime and steps on request: `run(n)` does `n` more
//! iterations, `best()` answers at any point. It keeps no clock, so the
//! browser can spread it over short slices between frames.

use super::{AiRng, Knowledge};
use crate::engine::{Actor, Pcg32, Seat};
use rand::Rng;

/// Exploration constant of UCB1 for values in 0..=1.
const EXPLORATION: f64 = 0.7;
/// A chance node stops growing new outcomes past this many children (a
/// whole deal has too many to ever repeat); past it, iterations go straight
/// to a playout.
const MAX_CHANCE_CHILDREN: usize = 24;
/// Playouts longer than this stop and count as a draw for everybody: a
/// guard against a policy that never ends a game, not a limit ever reached.
const MAX_PLAYOUT: usize = 5_000;

struct Node<M> {
    /// The move from the parent, `None` at the root.
    mv: Option<M>,
    /// Who made that move (`None` for chance and the root).
    actor: Option<Seat>,
    children: Vec<u32>,
    visits: u32,
    /// Iterations in which this node's move was legal at its parent.
    avail: u32,
    /// Sum of the actor's values over the visits.
    total: f64,
    /// Sum over the visits of the searching seat's chance of winning the
    /// game where the iteration stopped (`Knowledge::win_chances`): what a
    /// hint reports, kept apart from `total`, which mixes in places and
    /// (in Mah Jongg) money.
    wins: f64,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, actor: Option<Seat>) -> Self {
        Node {
            mv,
            actor,
            children: Vec::new(),
            visits: 0,
            avail: 0,
            total: 0.0,
            wins: 0.0,
        }
    }
}

/// One decision's search, from one seat's view.
pub struct Search<G: Knowledge> {
    view: G::View,
    seat: Seat,
    /// The moves open at the root (the same in every determinization: the
    /// random-play check makes sure legal moves never depend on hidden
    /// things).
    root_moves: Vec<G::Move>,
    /// Whether the game narrowed the root's moves (`Knowledge::shortlist`):
    /// then the root weighs only those.
    shortlisted: bool,
    nodes: Vec<Node<G::Move>>,
    rng: AiRng,
    iterations: u32,
    path: Vec<u32>,
    /// A hint's search (`coaching`): it weighs even a lone move, since a
    /// hint's chance needs iterations where a player's decision does not,
    /// and it keeps the chances of winning, which a player does without.
    coaching: bool,
    /// A review's judging search (`judging`): each sampled world is
    /// searched once under every root move in turn, so the moves compared
    /// are judged on the same worlds.
    paired: Option<Paired<G>>,
}

/// The world a judging search shares among its root moves, and whose turn
/// it is.
struct Paired<G> {
    world: Option<G>,
    tick: usize,
}

impl<G: Knowledge> Search<G> {
    /// A search for the seat to act in `view`; `None` if no seat is to act.
    pub fn new(view: G::View, seed: u64) -> Option<Self> {
        let mut rng = super::ai_rng(seed);
        let first = G::determinize(&view, &mut rng);
        let Actor::Seat(seat) = first.to_act() else {
            return None;
        };
        let shortlist = first.shortlist(seat).filter(|m| !m.is_empty());
        let shortlisted = shortlist.is_some();
        let root_moves = shortlist.unwrap_or_else(|| super::candidates(&first));
        if root_moves.is_empty() {
            return None;
        }
        Some(Search {
            view,
            seat,
            root_moves,
            shortlisted,
            nodes: vec![Node::new(None, None)],
            rng,
            iterations: 0,
            path: Vec::new(),
            coaching: false,
            paired: None,
        })
    }

    /// A search that compares `moves` (legal at the root of `view`) and
    /// nothing else, for a review: every world sampled is searched under
    /// each of them in turn, so their chances of winning (`chances`) differ
    /// by the moves and not by the luck of the worlds each was tried in.
    pub fn judging(view: G::View, seed: u64, moves: Vec<G::Move>) -> Option<Self> {
        let mut search = Search::new(view, seed)?.coaching();
        if moves.is_empty() {
            return None;
        }
        search.root_moves = moves;
        search.shortlisted = true;
        search.paired = Some(Paired {
            world: None,
            tick: 0,
        });
        Some(search)
    }

    /// The same search for a hint: it runs even where there is a single
    /// move, and keeps each root move's chance of winning (`chances`).
    pub fn coaching(mut self) -> Self {
        self.coaching = true;
        self
    }

    /// The view searched from.
    pub fn view(&self) -> &G::View {
        &self.view
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Iterations done, in units of a player's budget (each unit is
    /// `Knowledge::SEARCH_SCALE` iterations of the tree).
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Whether there is nothing more worth doing: the budget is spent, or
    /// there is only one move (answered at once).
    pub fn done(&self, budget: u32) -> bool {
        (self.root_moves.len() <= 1 && !self.coaching) || self.iterations >= budget
    }

    /// Does `n` more units of iterations (`iterations`).
    pub fn run(&mut self, n: u32) {
        if self.root_moves.len() <= 1 && !self.coaching {
            return;
        }
        for _ in 0..n {
            for _ in 0..G::SEARCH_SCALE.max(1) {
                self.iterate();
            }
            self.iterations += 1;
        }
    }

    /// The move to play now: the root move visited most (the most robust
    /// choice), ties going to the better average.
    pub fn best(&self) -> G::Move {
        let root = &self.nodes[0];
        root.children
            .iter()
            .map(|&c| &self.nodes[c as usize])
            .max_by(|a, b| {
                (a.visits, a.total / f64::from(a.visits.max(1)))
                    .partial_cmp(&(b.visits, b.total / f64::from(b.visits.max(1))))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .and_then(|n| n.mv.clone())
            .unwrap_or_else(|| self.root_moves[0].clone())
    }

    /// Each root move with its visits and average value, most visited first
    /// (for tests and for a curious player).
    pub fn stats(&self) -> Vec<(G::Move, u32, f64)> {
        let mut out: Vec<(G::Move, u32, f64)> = self.nodes[0]
            .children
            .iter()
            .map(|&c| {
                let n = &self.nodes[c as usize];
                let mv = n.mv.clone().expect("children have moves");
                (mv, n.visits, n.total / f64::from(n.visits.max(1)))
            })
            .collect();
        crate::engine::sort_small_by_key(&mut out, |m| std::cmp::Reverse(m.1));
        out
    }

    /// Each root move with its visits and the searching seat's estimated
    /// chance of winning the game after it (for a team game, its team's),
    /// most visited first. A move never tried has no estimate and is left
    /// out. Only a hint's search (`coaching`) keeps them; others report 0.
    pub fn chances(&self) -> Vec<(G::Move, u32, f64)> {
        let mut out: Vec<(G::Move, u32, f64)> = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c as usize])
            .filter(|n| n.visits > 0)
            .map(|n| {
                let mv = n.mv.clone().expect("children have moves");
                (mv, n.visits, n.wins / f64::from(n.visits))
            })
            .collect();
        crate::engine::sort_small_by_key(&mut out, |m| std::cmp::Reverse(m.1));
        out
    }

    fn child_for(&self, node: u32, mv: &G::Move) -> Option<u32> {
        self.nodes[node as usize]
            .children
            .iter()
            .copied()
            .find(|&c| self.nodes[c as usize].mv.as_ref() == Some(mv))
    }

    fn add_child(&mut self, parent: u32, mv: G::Move, actor: Option<Seat>) -> u32 {
        let id = self.nodes.len() as u32;
        let mut node = Node::new(Some(mv), actor);
        node.avail = 1;
        self.nodes.push(node);
        self.nodes[parent as usize].children.push(id);
        id
    }

    /// This iteration's world and, for a judging search, the root move it
    /// must take.
    fn world(&mut self) -> (G, Option<G::Move>) {
        let Some(p) = &mut self.paired else {
            return (G::determinize(&self.view, &mut self.rng), None);
        };
        let k = self.root_moves.len();
        let turn = p.tick % k;
        p.tick += 1;
        let world = match (&p.world, turn) {
            (Some(w), t) if t > 0 => w.clone(),
            _ => {
                let w = G::determinize(&self.view, &mut self.rng);
                p.world = Some(w.clone());
                w
            }
        };
        (world, Some(self.root_moves[turn].clone()))
    }

    fn iterate(&mut self) {
        let (mut g, mut forced) = self.world();
        let mut node = 0u32;
        self.path.clear();
        self.path.push(0);
        // Selection and expansion.
        let values = loop {
            if let Some(v) = self.stop(&g) {
                break Some(v);
            }
            match g.to_act() {
                Actor::Over => break None,
                Actor::Chance => {
                    let mut pcg = Pcg32::new(self.rng.random(), 0);
                    let mv = g.sample_chance(&mut pcg);
                    let known = self.child_for(node, &mv);
                    let full = self.nodes[node as usize].children.len() >= MAX_CHANCE_CHILDREN;
                    g.apply_unchecked(&mv);
                    match known {
                        Some(c) => {
                            node = c;
                            self.path.push(c);
                        }
                        None if full => break None,
                        None => {
                            let c = self.add_child(node, mv, None);
                            self.path.push(c);
                            break None;
                        }
                    }
                }
                Actor::Seat(seat) if node == 0 && forced.is_some() => {
                    let mv = forced.take().expect("a forced root move");
                    g.apply_unchecked(&mv);
                    match self.child_for(0, &mv) {
                        Some(c) => {
                            node = c;
                            self.path.push(c);
                        }
                        None => {
                            let c = self.add_child(0, mv, Some(seat));
                            self.path.push(c);
                            break None;
                        }
                    }
                }
                Actor::Seat(seat) => {
                    let legal = if node == 0 && self.shortlisted {
                        self.root_moves.clone()
                    } else {
                        super::candidates(&g)
                    };
                    let mut untried: Vec<usize> = Vec::new();
                    let mut best: Option<(u32, f64)> = None;
                    for (i, mv) in legal.iter().enumerate() {
                        match self.child_for(node, mv) {
                            None => untried.push(i),
                            Some(c) => {
                                let n = &mut self.nodes[c as usize];
                                n.avail += 1;
                                let visits = f64::from(n.visits.max(1));
                                let ucb = n.total / visits
                                    + EXPLORATION * (f64::from(n.avail).ln() / visits).sqrt();
                                if best.is_none_or(|(_, b)| ucb > b) {
                                    best = Some((c, ucb));
                                }
                            }
                        }
                    }
                    if !untried.is_empty() {
                        let pick = untried[self.rng.random_range(0..untried.len())];
                        let mv = legal[pick].clone();
                        g.apply_unchecked(&mv);
                        let c = self.add_child(node, mv, Some(seat));
                        self.path.push(c);
                        break None;
                    }
                    let (c, _) = best.expect("legal moves at a seat's turn");
                    let mv = self.nodes[c as usize].mv.clone().expect("a move");
                    g.apply_unchecked(&mv);
                    node = c;
                    self.path.push(c);
                }
            }
        };
        // Playout.
        let values = match values {
            Some(v) => v,
            None => self.playout(&mut g),
        };
        // Only a hint's root children report a chance of winning.
        let win = match self.path.get(1) {
            Some(_) if self.coaching => self.win_chance(&g, &values),
            _ => 0.0,
        };
        // Backpropagation: each node is credited with its mover's value.
        for (depth, &n) in self.path.iter().enumerate() {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            if let Some(a) = node.actor {
                node.total += values.get(a).copied().unwrap_or(0.0);
            }
            if depth == 1 {
                node.wins += win;
            }
        }
    }

    /// The searching seat's chance of winning the game from where an
    /// iteration stopped: its share of the win if the game is over, the
    /// game's estimate at a cut-off, and its value should the game give
    /// none.
    fn win_chance(&self, g: &G, values: &[f64]) -> f64 {
        let seat = self.seat;
        if let Some(out) = g.outcome() {
            return super::win_share(&out, seat);
        }
        g.win_chances(&self.view)
            .and_then(|w| w.get(seat).copied())
            .or_else(|| values.get(seat).copied())
            .unwrap_or(0.5)
    }

    /// Each seat's value if the game is over or the game lets a playout
    /// stop here.
    fn stop(&self, g: &G) -> Option<Vec<f64>> {
        if let Some(out) = g.outcome() {
            return Some(g.final_value(&self.view, &out));
        }
        g.cutoff(&self.view)
    }

    fn playout(&mut self, g: &mut G) -> Vec<f64> {
        for _ in 0..MAX_PLAYOUT {
            if let Some(v) = self.stop(g) {
                return v;
            }
            let mv = match g.to_act() {
                Actor::Chance => {
                    let mut pcg = Pcg32::new(self.rng.random(), 0);
                    g.sample_chance(&mut pcg)
                }
                Actor::Seat(s) => g.playout_move(s, &mut self.rng),
                Actor::Over => break,
            };
            g.apply_unchecked(&mv);
        }
        vec![0.5; g.players()]
    }
}

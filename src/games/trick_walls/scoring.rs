//! Scoring a round of Trick Walls, item by item so the table can show it:
//! face-up cards by colour city by city, the pure bonuses, the Kill Balance
//! pruning, and what each team (or, with City Keepers, each player) gains.

use super::engine::{Side, TrickWalls};
use crate::engine::pieces::Card;
use crate::engine::{Game, Seat};

/// A card's points: J, Q, K, A 2; 2 to 10 1.
pub fn points(card: Card) -> i32 {
    if card.rank >= 11 {
        2
    } else {
        1
    }
}

/// One city at the end of a round. Arrays are indexed by `Side`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CityScore {
    pub city: usize,
    pub keeper: Option<Seat>,
    /// The colour of the city's team.
    pub side: Side,
    /// Points of the face-up and of the killed cards, by colour.
    pub up: [i32; 2],
    pub down: [i32; 2],
    /// Pure Bonuses: the colour all its face-up cards are (at least one),
    /// +3 to that team; the colour all its killed cards are, -3 to it.
    pub pure: Option<Side>,
    pub massacre: Option<Side>,
}

impl CityScore {
    /// The city's points for `side` minus those for the other colour, with
    /// the round's options: what a keeper of that colour scores.
    pub fn net(&self, side: Side, bonuses: bool, kill: bool) -> i32 {
        let (me, them) = (side.index(), side.other().index());
        let mut net = self.up[me] - self.up[them];
        if bonuses {
            net += 3
                * (i32::from(self.pure == Some(side)) - i32::from(self.pure == Some(side.other())));
            net -= 3
                * (i32::from(self.massacre == Some(side))
                    - i32::from(self.massacre == Some(side.other())));
        }
        if kill {
            net += self.down[them] - self.down[me];
        }
        net
    }
}

/// Kill Balance's pruning of one heap of cards (all the face-up ones, or
/// all the killed ones): cards of opposite colours cancel point for point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prune {
    /// The cards by colour, low ones first.
    pub cards: [Vec<Card>; 2],
    /// Those cancelled, by colour.
    pub cancelled: [Vec<Card>; 2],
    /// A high card of which only one point was cancelled.
    pub half: Option<Card>,
    /// The colour left with points, and how many.
    pub left: Option<(Side, i32)>,
}

/// Prunes `cards`: the colour with fewer points loses every card; the other
/// as many points, its low cards first.
pub fn prune(cards: &[Card]) -> Prune {
    let mut by = [Vec::new(), Vec::new()];
    for &c in cards {
        by[Side::of(c).index()].push(c);
    }
    for v in &mut by {
        crate::engine::sort_small_by_key(v, |c| (points(*c), c.rank, c.suit));
    }
    let total = |v: &Vec<Card>| v.iter().map(|c| points(*c)).sum::<i32>();
    let (b, r) = (total(&by[0]), total(&by[1]));
    let (small, big) = if b <= r { (0, 1) } else { (1, 0) };
    let mut need = total(&by[small]);
    let mut cancelled = [Vec::new(), Vec::new()];
    cancelled[small] = by[small].clone();
    let mut half = None;
    for &c in &by[big] {
        if need == 0 {
            break;
        }
        if points(c) > need {
            half = Some(c);
            break;
        }
        need -= points(c);
        cancelled[big].push(c);
    }
    let diff = (b - r).abs();
    let winner = if b > r { Side::Black } else { Side::Red };
    Prune {
        cards: by,
        cancelled,
        half,
        left: (diff > 0).then_some((winner, diff)),
    }
}

/// One scored round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    pub round: u32,
    pub dealer_team: usize,
    pub cities: Vec<CityScore>,
    /// Kill Balance: the face-up and the killed heaps pruned.
    pub pruned: Option<[Prune; 2]>,
    /// This round's points per team (before the difference), or per player
    /// with City Keepers.
    pub points: Vec<i32>,
    /// What was added to each total: the difference to the leading team,
    /// or each keeper's own score.
    pub award: Vec<i32>,
    pub totals_after: Vec<i32>,
}

/// Whether every card of `cards` is of one colour (and there is one).
fn all_one(cards: impl Iterator<Item = Card>) -> Option<Side> {
    let mut side = None;
    for c in cards {
        match side {
            None => side = Some(Side::of(c)),
            Some(s) if s != Side::of(c) => return None,
            _ => {}
        }
    }
    side
}

/// Scores the round just finished on `g`'s walls.
pub fn score_round(g: &TrickWalls) -> RoundResult {
    let o = g.options();
    let cities: Vec<CityScore> = (0..g.cities())
        .map(|city| {
            let wall = g.wall(city);
            let mut up = [0; 2];
            let mut down = [0; 2];
            for l in wall {
                let heap = if l.up { &mut up } else { &mut down };
                heap[Side::of(l.card).index()] += points(l.card);
            }
            CityScore {
                city,
                keeper: g.keeper(city),
                side: g.side_of_city(city),
                up,
                down,
                pure: all_one(wall.iter().filter(|l| l.up).map(|l| l.card)),
                massacre: all_one(wall.iter().filter(|l| !l.up).map(|l| l.card)),
            }
        })
        .collect();
    let pruned = o.kill_balance.then(|| {
        let heap = |up: bool| -> Vec<Card> {
            (0..g.cities())
                .flat_map(|c| g.wall(c).iter().filter(move |l| l.up == up).map(|l| l.card))
                .collect()
        };
        [prune(&heap(true)), prune(&heap(false))]
    });
    let (points, award) = if o.city_keepers {
        let pts: Vec<i32> = (0..g.players())
            .map(|s| {
                let c = &cities[g.city_of(s)];
                c.net(c.side, o.pure_bonuses, o.kill_balance)
            })
            .collect();
        (pts.clone(), pts)
    } else {
        // Summed over cities, a team's net is its points minus the other's.
        let team_points = |side: Side| -> i32 {
            cities
                .iter()
                .map(|c| {
                    let mut p = c.up[side.index()];
                    if o.pure_bonuses {
                        p += 3 * i32::from(c.pure == Some(side));
                        p -= 3 * i32::from(c.massacre == Some(side));
                    }
                    if o.kill_balance {
                        p += c.down[side.other().index()];
                    }
                    p
                })
                .sum()
        };
        let pts = vec![team_points(g.side(0)), team_points(g.side(1))];
        let diff = pts[0] - pts[1];
        (pts, vec![diff.max(0), (-diff).max(0)])
    };
    let totals_after = g.totals().iter().zip(&award).map(|(t, a)| t + a).collect();
    RoundResult {
        round: g.round(),
        dealer_team: g.dealer_team(),
        cities,
        pruned,
        points,
        award,
        totals_after,
    }
}

//! Trick Walls scoring from the rules text (v6.3.1) and its RULINGS.md
//! section: the base score by class, Pure City and Pure Massacre, Kill
//! Balance's pruning, City Keepers, a drawn game, and the course of the
//! game (the deal passing between teams, half time). Rounds are scripted
//! trick by trick; each trick is of one suit, so it is legal from any
//! leader.

use martian_parlour::engine::pieces::Card;
use martian_parlour::engine::{Actor, Game, Pcg32};
use martian_parlour::games::trick_walls::engine::{points, CityScore, MoveError, Phase, Side};
use martian_parlour::games::trick_walls::scoring::prune;
use martian_parlour::games::trick_walls::{Move, Options, TrickWalls};

mod walls_common;
use walls_common::{c, cards, game};

/// Deals (four cities) exactly the cards of nine scripted tricks, each
/// trick's cards in order of play from its leader (the first city clockwise
/// from the dealer on the other team, then one city along a trick), and
/// plays them.
fn script(g: &mut TrickWalls, tricks: &[String; 9]) {
    let n = g.cities();
    let first = (1..n)
        .map(|k| (g.dealer_city() + k) % n)
        .find(|&city| g.team_of(city) != g.dealer_team())
        .unwrap();
    let mut hands = vec![Vec::new(); n];
    for (k, t) in tricks.iter().enumerate() {
        for (j, card) in cards(t).into_iter().enumerate() {
            hands[(first + k + j) % n].push(card);
        }
    }
    g.apply(&Move::Deal(hands)).expect("deal");
    for card in tricks.iter().flat_map(|t| cards(t)) {
        g.apply(&Move::Play(card))
            .unwrap_or_else(|e| panic!("{card}: {e}"));
    }
    assert!(
        matches!(g.phase_kind(), Phase::Deal | Phase::Over),
        "the round is over"
    );
}

fn autoplay_round(g: &mut TrickWalls, rng: &mut Pcg32) {
    let mv = g.sample_chance(rng);
    g.apply(&mv).unwrap();
    while g.phase_kind() == Phase::Play {
        let mv = g.legal_moves()[0].clone();
        g.apply(&mv).unwrap();
    }
}

/// Led from city 0: both classes face up, a led ace beaten (up), an empty
/// trick (KC turned down); city 3's killed cards are all black.
const ROUND: [&str; 9] = [
    "2S JS 3S QS",
    "4H 2H KH 5H",
    "AD 3D 4D 2D",
    "KC 2C 3C 4C",
    "6S AS KS 7S",
    "6H 7H 8H 9H",
    "10C JC 5C QC",
    "5D 6D 7D 8D",
    "8S 9S 10S 4S",
];

/// Led from city 0: city 1's face-up cards all black and killed all red,
/// city 2 the reverse, city 0's killed all red, and city 3 never killed.
const PURE: [&str; 9] = [
    "5C 8C 3C KC",
    "9S 4S QS AS",
    "2D 9D 5D 3D",
    "6H 4H 2H KH",
    "7H 3H 8H AH",
    "10C 6C JC QC",
    "4D KD 6D 7D",
    "5S 6S JS 7S",
    "9H 5H JH QH",
];

fn owned(round: &[&str; 9]) -> [String; 9] {
    round.map(str::to_string)
}

/// The same round with every card changed to the other colour (spades and
/// hearts, clubs and diamonds swapped).
fn mirrored(round: &[&str; 9]) -> [String; 9] {
    round.map(|t| {
        t.split_whitespace()
            .map(|code| {
                let (rank, suit) = code.split_at(code.len() - 1);
                let other = match suit {
                    "S" => "H",
                    "H" => "S",
                    "C" => "D",
                    _ => "C",
                };
                format!("{rank}{other}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// Team 0 black, city 0 leading; one round of `round` with `options`.
fn scored(round: &[String; 9], options: Options) -> TrickWalls {
    let mut g = game(4, options, Side::Black, 1);
    script(&mut g, round);
    g
}

fn options(pure_bonuses: bool, kill_balance: bool, city_keepers: bool) -> Options {
    Options {
        long_run: false,
        pure_bonuses,
        kill_balance,
        city_keepers,
    }
}

#[test]
fn high_class_scores_two_and_low_class_one() {
    for card in Card::deck() {
        let want = if card.rank >= 11 { 2 } else { 1 };
        assert_eq!(points(card), want, "{card}");
    }
    assert_eq!(points(c("AS")), 2, "the ace is high class");
    assert_eq!(points(c("10H")), 1);
}

#[test]
fn base_score_counts_face_up_cards_of_each_colour() {
    let g = scored(&owned(&ROUND), options(false, false, false));
    let r = &g.history()[0];
    // [black, red] face-up points city by city; killed cards score nothing.
    let up: Vec<[i32; 2]> = r.cities.iter().map(|city| city.up).collect();
    assert_eq!(up, [[3, 3], [7, 3], [2, 4], [4, 5]]);
    let down: Vec<[i32; 2]> = r.cities.iter().map(|city| city.down).collect();
    assert_eq!(down, [[2, 1], [1, 1], [4, 1], [4, 0]]);
    // Black 16, red 15: the difference goes to black (team 0).
    assert_eq!(
        (r.points.clone(), r.award.clone()),
        (vec![16, 15], vec![1, 0])
    );
    assert_eq!(g.totals(), [1, 0]);
    assert_eq!(r.totals_after, [1, 0]);
    // The same round with Pure Bonuses: city 3 killed only black cards
    // (a pure massacre, -3 black), so red leads by 2.
    let g = scored(&owned(&ROUND), Options::default());
    let r = &g.history()[0];
    assert_eq!(r.cities[3].massacre, Some(Side::Black));
    assert!(r.cities.iter().all(|city| city.pure.is_none()));
    assert_eq!(
        (r.points.clone(), r.award.clone()),
        (vec![13, 15], vec![0, 2])
    );
    assert_eq!(g.totals(), [0, 2]);
}

#[test]
fn pure_city_and_pure_massacre_and_a_city_never_killed() {
    let g = scored(&owned(&PURE), Options::default());
    let r = &g.history()[0];
    let brief = |city: &CityScore| (city.up, city.down, city.pure, city.massacre);
    use Side::{Black, Red};
    assert_eq!(brief(&r.cities[0]), ([6, 2], [0, 3], None, Some(Red)));
    assert_eq!(
        brief(&r.cities[1]),
        ([5, 0], [0, 5], Some(Black), Some(Red))
    );
    assert_eq!(
        brief(&r.cities[2]),
        ([0, 7], [4, 0], Some(Red), Some(Black))
    );
    // City 3 played every card face up: no face-down card, so no massacre
    // (and its face-up cards are of both colours: no pure city).
    assert!(g.wall(3).iter().all(|l| l.up) && g.wall(3).len() == 9);
    assert_eq!(brief(&r.cities[3]), ([7, 8], [0, 0], None, None));
    // Black 18 + 3 (city 1) - 3 (city 2's massacre) = 18; red 17 + 3
    // (city 2) - 3 - 3 (cities 0 and 1) = 14.
    assert_eq!(
        (r.points.clone(), r.award.clone()),
        (vec![18, 14], vec![4, 0])
    );
    // Without the extension only the base score counts.
    let g = scored(&owned(&PURE), options(false, false, false));
    assert_eq!(g.history()[0].points, [18, 17]);
    assert_eq!(g.totals(), [1, 0]);
}

#[test]
fn kill_balance_prunes_opposite_colours_point_for_point() {
    // The rules' examples: a low red card cancels one low black card; a
    // high card cancels two low ones or one high one.
    let p = prune(&cards("3H 7C"));
    assert_eq!((p.left, p.half), (None, None));
    let p = prune(&cards("QS 5H 9D"));
    assert_eq!(p.cancelled[Side::Red.index()], cards("5H 9D"));
    assert_eq!(p.cancelled[Side::Black.index()], cards("QS"));
    assert_eq!(p.left, None);
    assert_eq!(prune(&cards("QS AD")).left, None);
    // One point of a high card left: it is half cancelled.
    let p = prune(&cards("QS 5H"));
    assert_eq!((p.left, p.half), (Some((Side::Black, 1)), Some(c("QS"))));
    let p = prune(&cards("KS 2H 3D 4H"));
    assert_eq!(p.cancelled[Side::Red.index()], cards("2H 3D"));
    assert_eq!(p.left, Some((Side::Red, 1)));

    // The pure round: face up black 18, red 17; killed black 4, red 8.
    let g = scored(&owned(&PURE), options(false, true, false));
    let r = &g.history()[0];
    let [up, down] = r.pruned.clone().expect("pruned heaps");
    assert_eq!(up.left, Some((Side::Black, 1)));
    assert_eq!(down.left, Some((Side::Red, 4)), "4 points against red");
    assert_eq!(down.cancelled[Side::Black.index()].len(), 4);
    // Killed cards score for the other colour: black 18 + 8, red 17 + 4.
    assert_eq!(
        (r.points.clone(), r.award.clone()),
        (vec![26, 21], vec![5, 0])
    );
    // No pruning without the extension.
    assert!(scored(&owned(&PURE), Options::default()).history()[0]
        .pruned
        .is_none());
}

#[test]
fn kill_balance_with_pure_bonuses_adds_both() {
    // Bonuses: black +3 -3, red +3 -6; then the pruned heaps: black +1
    // face up and +4 from the killed cards. 0 + 3 + 1 + 4 = 8 for black.
    let g = scored(&owned(&PURE), options(true, true, false));
    let r = &g.history()[0];
    assert_eq!(
        (r.points.clone(), r.award.clone()),
        (vec![26, 18], vec![8, 0])
    );
    assert_eq!(g.totals(), [8, 0]);
}

#[test]
fn city_keepers_score_their_own_city_each() {
    let mut g = game(4, options(true, false, true), Side::Black, 1);
    assert_eq!(g.totals(), [0, 0, 0, 0], "a total per player");
    script(&mut g, &owned(&PURE));
    // Relative to the keeper's colour: own colour face up minus the other,
    // +3 for a pure city of its colour, -3 for a massacre of its colour
    // and +3 for one of the other colour. City 0 (black): 6 - 2 + 3; city
    // 1 (black): 5 + 3 + 3; city 2 (red): 7 + 3 + 3; city 3 (red): 8 - 7.
    assert_eq!(g.history()[0].award, [7, 11, 13, 1]);
    assert_eq!(g.totals(), [7, 11, 13, 1]);
    let keepers: Vec<_> = g.history()[0].cities.iter().map(|c| c.keeper).collect();
    assert_eq!(keepers, [Some(0), Some(1), Some(2), Some(3)]);
    let mut rng = Pcg32::new(3, 3);
    autoplay_round(&mut g, &mut rng);
    // Half time: P1 now keeps city 0, P0 city 1, P3 city 2, P2 city 3.
    // The mirrored round scores city 0 level, city 1 -4 (black), city 2
    // -2 (red), city 3 -1 - 3 (its own colour massacred): points may be
    // lost.
    let before = g.totals().to_vec();
    script(&mut g, &mirrored(&ROUND));
    let r = &g.history()[2];
    assert_eq!(r.award, [-4, 0, -4, -2]);
    let keepers: Vec<_> = r.cities.iter().map(|c| c.keeper).collect();
    assert_eq!(keepers, [Some(1), Some(0), Some(3), Some(2)]);
    let after: Vec<i32> = before.iter().zip(&r.award).map(|(t, a)| t + a).collect();
    assert_eq!(g.totals(), after);
    autoplay_round(&mut g, &mut rng);
    assert_eq!(g.to_act(), Actor::Over);
    let out = g.outcome().unwrap();
    let totals: Vec<i64> = g.totals().iter().map(|&t| i64::from(t)).collect();
    assert_eq!(out.scores, totals, "each player's own total");

    // With Kill Balance, each city's killed cards count too.
    let g = scored(&owned(&PURE), options(true, true, true));
    assert_eq!(g.history()[0].award, [10, 16, 17, 1]);
    let g = scored(&owned(&PURE), options(false, true, true));
    assert_eq!(g.history()[0].award, [7, 10, 11, 1]);
    // A dummy city scores for nobody: three players, three totals.
    let mut g = game(3, options(true, false, true), Side::Black, 1);
    autoplay_round(&mut g, &mut Pcg32::new(1, 1));
    assert_eq!((g.totals().len(), g.history()[0].award.len()), (3, 3));
}

#[test]
fn city_keepers_read_relatively_the_other_colour_counts_against_the_keeper() {
    // RULINGS.md: a keeper's face-up cards of the other colour count
    // against him, and a pure city or massacre of the other colour counts
    // against or for him as it would for that team. The mirrored round
    // (every card the other colour) scores each keeper the opposite: city
    // 1's black keeper has 5 red points face up (-5), a pure red city (-3)
    // and a massacre of black, his own colour (-3): -11.
    let g = scored(&mirrored(&PURE), options(true, false, true));
    let r = &g.history()[0];
    use Side::{Black, Red};
    assert_eq!(
        (
            r.cities[1].side,
            r.cities[1].up,
            r.cities[1].pure,
            r.cities[1].massacre
        ),
        (Black, [0, 5], Some(Red), Some(Black))
    );
    assert_eq!(r.award, [-7, -11, -13, -1]);
    assert_eq!(g.totals(), [-7, -11, -13, -1], "totals may go below zero");
}

#[test]
fn city_keepers_equal_top_totals_share_the_win() {
    // Rounds dealt by team 1, 0, 1, 0: the base round twice, then the pure
    // round and its mirror after half time (P1 then keeps city 0, P0 city
    // 1, P3 city 2, P2 city 3). P1 (black) and P3 (red) end level on top.
    let mut g = game(4, options(true, false, true), Side::Black, 1);
    for round in [owned(&ROUND), owned(&ROUND), owned(&PURE), mirrored(&PURE)] {
        script(&mut g, &round);
    }
    let awards: Vec<Vec<i32>> = g.history().iter().map(|r| r.award.clone()).collect();
    // Round 1 by hand from the base-score test: city 0 3 - 3, city 1
    // 7 - 3, city 2 4 - 2, city 3 5 - 4 + 3 (black massacred, for red).
    assert_eq!(awards[0], [0, 4, 2, 4]);
    // Round 3 is the pure round led from city 0, as in the keepers test,
    // with the seats changed: P0 11, P1 7, P2 1, P3 13.
    assert_eq!(awards[2], [11, 7, 1, 13]);
    assert_eq!(g.totals(), [10, 20, 14, 20]);
    let out = g.outcome().expect("over after four rounds");
    assert_eq!(out.winners(), [1, 3], "equal top totals share the win");
    assert_eq!(out.places, [3, 0, 2, 0]);
}

#[test]
fn equal_totals_draw_and_the_higher_total_wins() {
    // The round gives red 2; its mirror gives black 2.
    let (round, mirror) = (owned(&ROUND), mirrored(&ROUND));
    let mut g = game(4, Options::default(), Side::Black, 1);
    for r in [&round, &mirror, &round, &mirror] {
        script(&mut g, r);
    }
    let awards: Vec<Vec<i32>> = g.history().iter().map(|r| r.award.clone()).collect();
    assert_eq!(awards, [[0, 2], [2, 0], [0, 2], [2, 0]]);
    assert_eq!(g.totals(), [4, 4]);
    let out = g.outcome().expect("over after four rounds");
    assert_eq!(out.places, [0, 0, 0, 0], "a draw");
    assert_eq!(out.scores, [4, 4, 4, 4]);

    let mut g = game(4, Options::default(), Side::Black, 1);
    for r in [&round, &round, &round, &mirror] {
        script(&mut g, r);
    }
    assert_eq!(g.totals(), [2, 6]);
    let out = g.outcome().unwrap();
    // Red (team 1: cities 2 and 3, P3 and P2 after half time) wins.
    assert_eq!(out.winners(), [2, 3]);
    assert_eq!(out.places, [2, 2, 0, 0], "two seats ahead of each loser");
    assert_eq!(out.scores, [2, 2, 6, 6]);
    // Partners are a team in the result: red's win is one win.
    assert_eq!(out.teams, [0, 0, 1, 1]);
    assert_eq!(out.team_seats(), [vec![0, 1], vec![2, 3]]);
}

#[test]
fn keepers_play_for_themselves_and_three_players_make_a_team_of_one() {
    // City Keepers: every seat scores alone, so every seat is its own team.
    let keepers = Options {
        city_keepers: true,
        ..Options::default()
    };
    let mut g = game(4, keepers, Side::Black, 1);
    let mut rng = Pcg32::new(3, 3);
    while g.outcome().is_none() {
        autoplay_round(&mut g, &mut rng);
    }
    assert_eq!(g.outcome().unwrap().teams, [0, 1, 2, 3]);
    // Three players: two partners against one with a dummy city.
    let mut g = game(3, Options::default(), Side::Black, 1);
    while g.outcome().is_none() {
        autoplay_round(&mut g, &mut rng);
    }
    assert_eq!(g.outcome().unwrap().team_seats(), [vec![0, 1], vec![2]]);
}

#[test]
fn half_time_teammates_change_seats() {
    let mut rng = Pcg32::new(4, 4);
    let seats = |g: &TrickWalls| (0..4).map(|city| g.keeper(city)).collect::<Vec<_>>();
    let mut g = game(4, Options::default(), Side::Black, 0);
    autoplay_round(&mut g, &mut rng);
    assert_eq!(seats(&g), [Some(0), Some(1), Some(2), Some(3)]);
    autoplay_round(&mut g, &mut rng);
    assert_eq!(seats(&g), [Some(1), Some(0), Some(3), Some(2)]);
    assert_eq!((g.city_of(0), g.team_of_seat(0)), (1, 0), "same team");
    autoplay_round(&mut g, &mut rng);
    autoplay_round(&mut g, &mut rng);
    assert_eq!(g.phase(), "over");
    assert_eq!(seats(&g), [Some(1), Some(0), Some(3), Some(2)]);
    // Three players: the pair swaps; the player with the dummy stays.
    let mut g = game(3, Options::default(), Side::Black, 0);
    autoplay_round(&mut g, &mut rng);
    autoplay_round(&mut g, &mut rng);
    assert_eq!(seats(&g), [Some(1), Some(0), Some(2), None]);
    // Two players: each team is one player and a dummy; nobody moves.
    let mut g = game(2, Options::default(), Side::Black, 0);
    autoplay_round(&mut g, &mut rng);
    autoplay_round(&mut g, &mut rng);
    assert_eq!(seats(&g), [Some(0), None, Some(1), None]);
}

#[test]
fn the_deal_passes_from_team_to_team() {
    for dealer_team in [0, 1] {
        let mut g = game(4, Options::default(), Side::Red, dealer_team);
        let mut rng = Pcg32::new(9, dealer_team as u64);
        for round in 0..4 {
            let dealing = (dealer_team + round) % 2;
            assert_eq!(g.dealer_team(), dealing);
            autoplay_round(&mut g, &mut rng);
            assert_eq!(g.history()[round].dealer_team, dealing);
            // The other team's first city led the round.
            assert_eq!(g.tricks()[0][0].0, g.team_cities(1 - dealing).start);
        }
        assert_eq!(g.to_act(), Actor::Over);
        assert_eq!(g.apply(&Move::Pile), Err(MoveError::GameOver));
    }
    // The colours and the first dealing team are drawn at random.
    let drawn: Vec<(Side, usize)> = (0..40)
        .map(|seed| TrickWalls::new(4, &Options::default(), seed).unwrap())
        .map(|g| (g.side(0), g.dealer_team()))
        .collect();
    for side in [Side::Black, Side::Red] {
        for team in [0, 1] {
            assert!(drawn.contains(&(side, team)), "{side:?} {team}");
        }
    }
    assert!(drawn.iter().all(|&(_, t)| t < 2));
}

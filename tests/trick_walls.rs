//! Trick Walls scenarios from the rules text (v6.3.1) and its RULINGS.md
//! section: the lead, walls, dummies, the Long Run swap, the Hexagon, half
//! time and saves. Scoring is in `trick_walls_scoring.rs`. Deals are
//! scripted: `Deal` is a chance move carrying every city's cards.

use martian_parlour::engine::pieces::{Card, Suit};
use martian_parlour::engine::{Actor, Game, Pcg32};
use martian_parlour::games::trick_walls::engine::{value, MoveError, Phase, Side, View};
use martian_parlour::games::trick_walls::{Move, Options, TrickWalls};

mod walls_common;
use walls_common::{c, cards, game};

/// Cards by suit (clubs, diamonds, hearts, spades), then rank.
fn sorted(hand: &[Card]) -> Vec<Card> {
    let mut v = hand.to_vec();
    v.sort();
    v
}

fn seat(g: &TrickWalls) -> usize {
    match g.to_act() {
        Actor::Seat(s) => s,
        a => panic!("no seat to act: {a:?}"),
    }
}

/// The rule's leader of the first trick: the first city clockwise from
/// the dealer that is on the other team.
fn rule_leader(g: &TrickWalls) -> usize {
    let n = g.cities();
    (1..n)
        .map(|k| (g.dealer_city() + k) % n)
        .find(|&city| g.team_of(city) != g.dealer_team())
        .unwrap()
}

/// The cards not in `hands`, in deck order.
fn rest_of_deck(hands: &[Vec<Card>]) -> Vec<Card> {
    let used = hands.concat();
    Card::deck()
        .into_iter()
        .filter(|x| !used.contains(x))
        .collect()
}

/// Deals each city the named cards (in order; a dummy's row first, then
/// its pile from the top), filled up from the rest of the deck in order.
fn deal(g: &mut TrickWalls, wanted: &[&str]) {
    let mut hands: Vec<Vec<Card>> = wanted.iter().map(|w| cards(w)).collect();
    let mut rest = rest_of_deck(&hands);
    for h in &mut hands {
        while h.len() < g.hand_size() {
            h.push(rest.remove(0));
        }
    }
    g.apply(&Move::Deal(hands)).expect("deal");
}

/// Deals (four cities, no dummy) so that `tricks` can be played: each
/// trick's cards in order of play from its leader, the lead moving one
/// city a trick from the rule's first leader. Hands are filled up with
/// cards of suits the city never shows void in.
fn deal_tricks(g: &mut TrickWalls, tricks: &[&str]) {
    let n = g.cities();
    let first = rule_leader(g);
    let mut hands = vec![Vec::new(); n];
    let mut void = vec![[false; 4]; n];
    for (k, t) in tricks.iter().enumerate() {
        let t = cards(t);
        for (j, &card) in t.iter().enumerate() {
            let city = (first + k + j) % n;
            hands[city].push(card);
            if card.suit != t[0].suit {
                void[city][t[0].suit.index()] = true;
            }
        }
    }
    let mut rest = rest_of_deck(&hands);
    for (city, h) in hands.iter_mut().enumerate() {
        while h.len() < g.hand_size() {
            let i = rest.iter().position(|x| !void[city][x.suit.index()]);
            h.push(rest.remove(i.expect("filler")));
        }
    }
    g.apply(&Move::Deal(hands)).expect("deal");
}

fn play(g: &mut TrickWalls, trick: &str) {
    for card in cards(trick) {
        g.apply(&Move::Play(card))
            .unwrap_or_else(|e| panic!("{card}: {e}"));
    }
}

/// Deals and plays a round (or its first tricks).
fn script(g: &mut TrickWalls, tricks: &[&str]) {
    deal_tricks(g, tricks);
    for t in tricks {
        play(g, t);
    }
}

/// Plays out the current round (dealing it if due) with the first legal
/// move each time.
fn autoplay_round(g: &mut TrickWalls, rng: &mut Pcg32) {
    if g.to_act() == Actor::Chance {
        let mv = g.sample_chance(rng);
        g.apply(&mv).unwrap();
    }
    while matches!(g.phase_kind(), Phase::Swap | Phase::Play) {
        let mv = g.legal_moves()[0].clone();
        g.apply(&mv).unwrap();
    }
}

/// A top card's face: up or killed.
fn top_up(g: &TrickWalls, city: usize) -> bool {
    g.wall(city).last().expect("a card on the wall").up
}

/// A round where the lead never goes to the trick's winner; every trick is
/// of one suit, so it is legal from any leader.
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

#[test]
fn first_leader_is_on_the_other_team_and_the_lead_rotates_whoever_wins() {
    for dealer_team in [0, 1] {
        let mut g = game(4, Options::default(), Side::Black, dealer_team);
        // The dealer is the last city of its team; the other team's first
        // city, next clockwise, leads.
        let (dealer, leader) = if dealer_team == 0 { (1, 2) } else { (3, 0) };
        assert_eq!(g.dealer_city(), dealer);
        deal_tricks(&mut g, &ROUND);
        assert_eq!(g.leader(), leader);
        assert_eq!(seat(&g), g.keeper(leader).unwrap());
        for (k, t) in ROUND.iter().enumerate() {
            assert_eq!(g.leader(), (leader + k) % 4, "trick {k}");
            assert_eq!(g.turn(), (leader + k) % 4);
            play(&mut g, t);
        }
        // The first trick was won by the fourth card (QS), yet the next
        // city clockwise from the first leader led the second.
        let tricks = g.tricks();
        assert_eq!(tricks.len(), 9);
        let winner = (leader + 3) % 4;
        assert_eq!(g.wall(winner)[0].card, c("QS"));
        assert!(g.wall(winner)[0].up && tricks[0][3].0 == winner);
        assert_eq!(tricks[1][0].0, (leader + 1) % 4);
        // Nine tricks: the first leader starts three, the others two.
        let led = |city| tricks.iter().filter(|t| t[0].0 == city).count();
        assert_eq!((0..4).map(led).collect::<Vec<_>>(), {
            let mut v = vec![2; 4];
            v[leader] = 3;
            v
        });
    }
    // Every player count, either team dealing: the rule's leader, and a
    // dummy city takes its turn to lead like any other.
    for players in 2..=6 {
        for dealer_team in [0, 1] {
            let mut g = game(players, Options::default(), Side::Red, dealer_team);
            let first = rule_leader(&g);
            assert!(!g.is_dummy(first), "a player leads the round");
            autoplay_round(&mut g, &mut Pcg32::new(players as u64, 3));
            let n = g.cities();
            for (k, t) in g.tricks().iter().enumerate() {
                assert_eq!(t[0].0, (first + k) % n, "{players} players, trick {k}");
            }
        }
    }
}

#[test]
fn ace_is_low_when_leading_and_high_when_following() {
    assert_eq!(value(c("AH"), true), 1);
    assert_eq!(value(c("AH"), false), 14);
    assert_eq!(value(c("KH"), true), 13);
    let mut g = game(4, Options::default(), Side::Black, 1);
    script(&mut g, &["AH 2H KH 3H", "5S AS KS 6S"]);
    // A led ace counts 1: the two beats it (both stay up), the king goes
    // up too, and the three, below the king, is killed.
    let faces: Vec<bool> = (0..4).map(|city| g.wall(city)[0].up).collect();
    assert_eq!(faces, [true, true, true, false]);
    // A following ace counts 14: up over the led five, and the king and
    // six after it are killed.
    let faces: Vec<bool> = [1, 2, 3, 0].map(|city| g.wall(city)[1].up).to_vec();
    assert_eq!(faces, [true, true, false, false]);
}

#[test]
fn a_card_goes_up_only_if_it_beats_every_card_so_far() {
    let mut g = game(4, Options::default(), Side::Black, 1);
    // City 2 holds no hearts: its king is of another suit.
    deal_tricks(&mut g, &["5H 9H KS 10H", "2C 7C 3C 8C"]);
    play(&mut g, "5H");
    assert!(top_up(&g, 0), "the lead goes face up");
    assert!(g.would_go_up(c("9H")) && !g.would_go_up(c("4H")));
    play(&mut g, "9H");
    assert!(!g.would_go_up(c("KS")), "another suit never beats");
    play(&mut g, "KS 10H");
    let faces: Vec<bool> = (0..4).map(|city| top_up(&g, city)).collect();
    assert_eq!(faces, [true, true, false, true]);
    // 3C beats the lead 2C but not the 7C before it: killed.
    play(&mut g, "2C 7C 3C 8C");
    let faces: Vec<bool> = [1, 2, 3, 0].map(|city| top_up(&g, city)).to_vec();
    assert_eq!(faces, [true, true, false, true]);
    assert_eq!(
        g.wall(2)[0].card,
        c("KS"),
        "a killed card stays on the wall"
    );
}

#[test]
fn an_empty_trick_turns_the_lead_face_down() {
    let mut g = game(4, Options::default(), Side::Black, 1);
    deal_tricks(&mut g, &["9H 3H 5H KS", "AD 2C 3C 4C"]);
    play(&mut g, "9H 3H 5H");
    assert!(top_up(&g, 0), "face up until the trick ends");
    play(&mut g, "KS");
    assert!((0..4).all(|city| !top_up(&g, city)), "every top card down");
    // A led ace counts 1, but nobody else holds diamonds: down too.
    play(&mut g, "AD 2C 3C 4C");
    assert!((0..4).all(|city| !top_up(&g, city)));
    assert_eq!(g.wall(1)[1].card, c("AD"));
}

#[test]
fn follow_suit_is_enforced_with_a_clear_error() {
    let mut g = game(4, Options::default(), Side::Black, 1);
    deal(
        &mut g,
        &["5H", "9H 2S 3S", "2C 3C 4C 5C 6C 7C 8C 9C 10C", ""],
    );
    g.apply(&Move::Play(c("5H"))).unwrap();
    let before = g.clone();
    let err = g.apply(&Move::Play(c("2S"))).unwrap_err();
    assert_eq!(err, MoveError::MustFollow(Suit::Hearts));
    assert_eq!(err.to_string(), "you must follow suit (hearts)");
    assert_eq!(g, before, "a refused move changes nothing");
    assert!(g
        .legal_moves()
        .iter()
        .all(|m| matches!(m, Move::Play(x) if x.suit == Suit::Hearts)));
    assert_eq!(
        g.apply(&Move::Play(c("AS"))),
        Err(MoveError::NotInHand(c("AS")))
    );
    assert_eq!(g.apply(&Move::Pile), Err(MoveError::NoPile));
    assert_eq!(g.apply(&Move::Swap(c("9H"))), Err(MoveError::NotSwapping));
    assert_eq!(g.apply(&Move::Deal(vec![])), Err(MoveError::NotDealing));
    g.apply(&Move::Play(c("9H"))).unwrap();
    // City 2 has no hearts: any of its nine cards.
    assert_eq!(g.legal_moves().len(), 9);
    g.apply(&Move::Play(c("10C"))).unwrap();
    // A deal must give every city distinct cards.
    let mut g = game(4, Options::default(), Side::Black, 1);
    let mut hands: Vec<Vec<Card>> = Card::deck()
        .chunks(9)
        .take(4)
        .map(<[Card]>::to_vec)
        .collect();
    hands[3][0] = hands[0][0];
    assert_eq!(g.apply(&Move::Deal(hands)), Err(MoveError::BadDeal));
}

/// Whether `card` shows anywhere in a view.
fn sees(v: &View, card: Card) -> bool {
    let t = &v.table;
    v.hand.contains(&card)
        || [v.pick, v.gave, v.got].contains(&Some(card))
        || (0..t.cities()).any(|city| {
            t.hand(city).contains(&card)
                || t.pile(city).contains(&card)
                || t.wall(city).iter().any(|l| l.card == card)
        })
        || t.picks().contains(&Some(card))
        || t.passed().contains(&Some(card))
}

#[test]
fn long_run_swaps_a_secret_card_with_the_opposite_player() {
    let options = Options {
        long_run: true,
        ..Options::default()
    };
    let mut g = game(4, options, Side::Black, 0);
    let mv = g.sample_chance(&mut Pcg32::new(7, 7));
    g.apply(&mv).unwrap();
    assert!((0..4).all(|city| g.hand(city).len() == 13));
    assert_eq!(g.view(Some(0)).stock_size, 0, "the full deck is dealt");
    assert_eq!(g.phase(), "swap");
    assert_eq!(
        g.apply(&Move::Play(g.hand(0)[0])),
        Err(MoveError::SwapFirst)
    );
    // Picks in city order; each hidden from every other seat until all
    // have picked.
    let mut picked = Vec::new();
    for city in 0..4 {
        assert_eq!(seat(&g), g.keeper(city).unwrap());
        assert_eq!(g.legal_moves().len(), 13);
        let card = g.hand(city)[city];
        g.apply(&Move::Swap(card)).unwrap();
        picked.push(card);
        if city < 3 {
            assert_eq!(g.hand(city).len(), 12);
            let mine = g.view(g.keeper(city));
            assert_eq!(mine.pick, Some(card));
            assert_eq!(mine.gave, None, "not passed before all have picked");
            for other in (0..4).filter(|&o| o != city) {
                let v = g.view(g.keeper(other));
                assert!(v.picked[city] && v.pick != Some(card));
                for (p, &x) in picked.iter().enumerate() {
                    assert_eq!(sees(&v, x), p == other, "seat of city {other} sees {x}");
                }
            }
        }
    }
    // Revealed together: the cards have changed hands.
    assert_eq!(g.phase(), "play");
    for city in 0..4 {
        let opposite = (city + 2) % 4;
        assert_eq!(g.hand(city).len(), 13);
        assert!(g.hand(opposite).contains(&picked[city]));
        assert!(!g.hand(city).contains(&picked[city]));
        let v = g.view(g.keeper(city));
        assert_eq!(
            (v.gave, v.got),
            (Some(picked[city]), Some(picked[opposite]))
        );
        // The pair beside sees neither card.
        let beside = g.view(g.keeper((city + 1) % 4));
        assert!(!sees(&beside, picked[city]));
    }
    // Thirteen tricks: the first leader starts four, the others three.
    autoplay_round(&mut g, &mut Pcg32::new(1, 1));
    assert_eq!((g.history().len(), g.tricks().len()), (1, 13));
    let led: Vec<usize> = (0..4)
        .map(|city| g.tricks().iter().filter(|t| t[0].0 == city).count())
        .collect();
    assert_eq!(led, [3, 3, 4, 3], "city 2 leads when team 0 deals");
    // The next round swaps again.
    autoplay_round(&mut g, &mut Pcg32::new(2, 2));
    g.apply(&g.sample_chance(&mut Pcg32::new(3, 3))).unwrap();
    assert_eq!(g.phase(), "swap");
}

#[test]
fn long_run_skips_the_swap_for_a_pair_with_a_dummy() {
    let options = Options {
        long_run: true,
        ..Options::default()
    };
    for players in [2, 3] {
        let mut g = game(players, options.clone(), Side::Black, 0);
        g.apply(&g.sample_chance(&mut Pcg32::new(5, 5))).unwrap();
        assert_eq!(g.view(Some(0)).stock_size, 0);
        assert_eq!((g.hand(3).len(), g.pile(3).len()), (3, 10), "dummy");
        // Only cities 0 and 2 (both players) swap.
        assert!(g.swaps(0) && g.swaps(2) && !g.swaps(1) && !g.swaps(3));
        let city1 = g.hand(1).to_vec();
        assert_eq!(seat(&g), g.keeper(0).unwrap());
        let a = g.hand(0)[0];
        g.apply(&Move::Swap(a)).unwrap();
        assert_eq!(seat(&g), g.keeper(2).unwrap());
        let b = g.hand(2)[0];
        g.apply(&Move::Swap(b)).unwrap();
        assert_eq!(g.phase(), "play");
        assert!(g.hand(2).contains(&a) && g.hand(0).contains(&b));
        assert_eq!(g.hand(1), city1, "no swap across the dummy pair");
        assert_eq!(g.pile(3).len(), 10);
    }
}

#[test]
fn a_dummy_plays_its_row_or_its_pile_top_and_refills_after_the_trick() {
    // Three players: city 3 is a dummy, played by P2 on its right (city 2,
    // its teammate). Team 0 deals, so city 2 leads.
    let mut g = game(3, Options::default(), Side::Black, 0);
    assert!(g.is_dummy(3) && g.controller(3) == 2 && g.team_of(3) == g.team_of(2));
    deal(
        &mut g,
        &[
            "6H 10D 2H",
            "7H JD 3H QD",
            "5H 9D JH",
            // Row 9H 2C 3C; pile KS (top) 4D 5D 6D 7D 8D.
            "9H 2C 3C KS 4D 5D 6D 7D 8D",
        ],
    );
    assert_eq!(g.pile(3).len(), 6);
    let pile: Vec<Card> = cards("KS 4D 5D 6D 7D 8D");
    let check_views = |g: &TrickWalls| {
        for s in [None, Some(0), Some(1), Some(2)] {
            let v = g.view(s);
            assert_eq!(v.pile_sizes[3], g.pile(3).len());
            assert_eq!(v.table.hand(3), g.hand(3), "everyone sees the row");
            for &x in g.pile(3) {
                assert!(!sees(&v, x), "{x} of the pile shows to {s:?}");
            }
        }
    };
    check_views(&g);
    play(&mut g, "5H");
    // The row holds a heart: the pile is refused, and so is another card.
    assert_eq!(seat(&g), 2, "P2 plays for the dummy");
    assert_eq!(g.legal_moves(), vec![Move::Play(c("9H"))]);
    assert_eq!(g.apply(&Move::Pile), Err(MoveError::PileNotNow));
    assert_eq!(
        g.apply(&Move::Play(c("2C"))),
        Err(MoveError::MustFollow(Suit::Hearts))
    );
    assert_eq!(
        g.apply(&Move::Play(c("KS"))),
        Err(MoveError::NotInHand(c("KS")))
    );
    play(&mut g, "9H");
    assert_eq!(g.hand(3).len(), 2, "no refill during the trick");
    play(&mut g, "6H 7H");
    assert_eq!(
        sorted(g.hand(3)),
        cards("2C 3C KS"),
        "refilled from the top"
    );
    check_views(&g);
    // Leading, the dummy may play its pile's top, unseen.
    assert_eq!(g.leader(), 3);
    assert!(g.legal_moves().contains(&Move::Pile));
    g.apply(&Move::Pile).unwrap();
    assert_eq!(
        g.wall(3).last().map(|l| (l.card, l.up)),
        Some((pile[1], true))
    );
    play(&mut g, "10D JD 9D");
    assert_eq!(sorted(g.hand(3)), cards("2C 3C KS"), "nothing to refill");
    assert_eq!(g.pile(3).len(), 4);
    // No heart in the row: any row card or the pile.
    play(&mut g, "2H 3H JH");
    let legal = g.legal_moves();
    assert_eq!(legal.len(), 4);
    assert!(legal.contains(&Move::Pile) && legal.contains(&Move::Play(c("KS"))));
    play(&mut g, "2C");
    assert_eq!(sorted(g.hand(3)), cards("3C 5D KS"));
    // A diamond led: the row's 5D must be played, not the pile.
    play(&mut g, "QD");
    let m = g.legal_moves()[0].clone();
    g.apply(&m).unwrap();
    assert_eq!(g.legal_moves(), vec![Move::Play(c("5D"))]);
    assert_eq!(g.apply(&Move::Pile), Err(MoveError::PileNotNow));
    check_views(&g);
}

#[test]
fn dummies_sit_on_a_teammates_left_and_stay_put_at_half_time() {
    // RULINGS.md: each dummy's right-hand neighbour, who plays for it, is
    // its teammate, through every round and every half time.
    let mut rng = Pcg32::new(31, 31);
    for (players, dummies) in [(2, vec![1, 3]), (3, vec![3]), (5, vec![4])] {
        let mut g = game(players, Options::default(), Side::Red, 0);
        let n = g.cities();
        while g.phase_kind() != Phase::Over {
            let found: Vec<usize> = (0..n).filter(|&city| g.is_dummy(city)).collect();
            assert_eq!(found, dummies, "{players} players, round {}", g.round());
            for &city in &dummies {
                let right = (city + n - 1) % n;
                assert!(!g.is_dummy(right), "a player on the dummy's right");
                assert_eq!(g.team_of(right), g.team_of(city), "its teammate");
                assert_eq!(Some(g.controller(city)), g.keeper(right));
            }
            autoplay_round(&mut g, &mut rng);
        }
    }
}

#[test]
fn hexagon_six_players_eight_cards_six_rounds_two_half_times() {
    assert!(TrickWalls::validate(7, &Options::default()).is_err());
    let long = Options {
        long_run: true,
        ..Options::default()
    };
    assert!(TrickWalls::validate(5, &long).is_err() && TrickWalls::validate(6, &long).is_err());
    let mut g = game(6, Options::default(), Side::Black, 0);
    assert_eq!((g.cities(), g.hand_size(), g.rounds()), (6, 8, 6));
    assert_eq!((g.team_cities(0), g.team_cities(1)), (0..3, 3..6));
    let mut rng = Pcg32::new(6, 6);
    let mut first_leaders = Vec::new();
    let mut keepers = Vec::new();
    for round in 1..=6 {
        g.apply(&g.sample_chance(&mut rng)).unwrap();
        assert!((0..6).all(|city| g.hand(city).len() == 8));
        assert_eq!(g.view(Some(0)).stock_size, 4);
        first_leaders.push(g.keeper(g.leader()).unwrap());
        keepers.push(
            (0..6)
                .map(|city| g.keeper(city).unwrap())
                .collect::<Vec<_>>(),
        );
        autoplay_round(&mut g, &mut rng);
        assert_eq!((g.round(), g.tricks().len()), (round, 8));
    }
    assert_eq!(g.phase(), "over");
    // Each player moves one city along within the team after rounds 2
    // and 4; the last of the team to its first.
    assert_eq!(keepers[1], [0, 1, 2, 3, 4, 5]);
    assert_eq!(keepers[2], [2, 0, 1, 5, 3, 4]);
    assert_eq!(keepers[4], [1, 2, 0, 4, 5, 3]);
    // So each player starts a round once.
    first_leaders.sort_unstable();
    assert_eq!(first_leaders, [0, 1, 2, 3, 4, 5]);
    let dealers: Vec<usize> = g.history().iter().map(|r| r.dealer_team).collect();
    assert_eq!(dealers, [0, 1, 0, 1, 0, 1]);
}

#[test]
fn hexagon_five_players_a_dummy_in_the_middle_of_a_team() {
    let mut g = game(5, Options::default(), Side::Black, 1);
    assert_eq!((g.cities(), g.hand_size(), g.rounds()), (6, 8, 6));
    assert!(g.is_dummy(4) && (0..6).filter(|&city| g.is_dummy(city)).count() == 1);
    assert_eq!(g.team_cities(1), 3..6, "the dummy is the middle of team 1");
    assert_eq!((g.controller(4), g.team_of_seat(3)), (3, 1));
    let mut rng = Pcg32::new(5, 5);
    for round in 1..=6 {
        g.apply(&g.sample_chance(&mut rng)).unwrap();
        assert_eq!((g.hand(4).len(), g.pile(4).len()), (3, 5));
        assert_eq!(g.view(Some(0)).stock_size, 4);
        // Its right-hand neighbour, a teammate, plays for it.
        let right = g.keeper(3).unwrap();
        assert_eq!(right, if (3..=4).contains(&round) { 4 } else { 3 });
        while g.phase_kind() == Phase::Play {
            if g.turn() == 4 {
                assert_eq!(seat(&g), right);
            }
            let m = g.legal_moves()[0].clone();
            g.apply(&m).unwrap();
        }
        // A team of two players and a dummy: the two swap around it.
        assert_eq!(g.keeper(4), None);
    }
    let out = g.outcome().unwrap();
    assert_eq!(out.scores[3], out.scores[4], "teammates share a score");
    assert_eq!(out.scores[0], out.scores[2]);
}

#[test]
fn options_and_moves_survive_json_and_a_replay() {
    let options = Options {
        long_run: true,
        pure_bonuses: false,
        kill_balance: true,
        city_keepers: true,
    };
    let text = serde_json::to_value(&options).unwrap().to_string();
    assert_eq!(
        text,
        r#"{"city_keepers":true,"kill_balance":true,"long_run":true,"pure_bonuses":false}"#
    );
    assert_eq!(
        serde_json::from_str::<Options>(&text).map_err(|e| e.to_string()),
        Ok(options.clone())
    );
    let empty = serde_json::from_str::<Options>("{}").unwrap();
    assert_eq!(empty, Options::default());
    assert!(empty.pure_bonuses, "Pure Bonuses on by default");
    assert_eq!(
        serde_json::to_value(Move::Play(c("QS")))
            .unwrap()
            .to_string(),
        r#"{"play":"QS"}"#
    );
    assert_eq!(
        serde_json::to_value(Move::Swap(c("10H")))
            .unwrap()
            .to_string(),
        r#"{"swap":"10H"}"#
    );
    assert_eq!(
        serde_json::to_value(&Move::Pile).unwrap().to_string(),
        r#""pile""#
    );
    // A whole three-player Long Run game (swaps, piles) written and read.
    let mut g = TrickWalls::new(3, &options, 11).unwrap();
    let mut rng = Pcg32::new(11, 0);
    let mut texts = Vec::new();
    while g.to_act() != Actor::Over {
        let mv = match g.to_act() {
            Actor::Chance => g.sample_chance(&mut rng),
            _ => {
                let legal = g.legal_moves();
                legal[rng.index(legal.len())].clone()
            }
        };
        texts.push(serde_json::to_value(&mv).unwrap().to_string());
        g.apply(&mv).unwrap();
    }
    assert!(texts.iter().any(|t| t == r#""pile""#) && texts.iter().any(|t| t.contains("swap")));
    let opts = serde_json::from_value::<Options>(serde_json::to_value(&options).unwrap()).unwrap();
    let mut replay = TrickWalls::new(3, &opts, 11).unwrap();
    for t in &texts {
        replay
            .apply(&serde_json::from_str::<Move>(t).unwrap())
            .unwrap();
    }
    assert_eq!(replay, g);
    assert_eq!(replay.outcome(), g.outcome());
}

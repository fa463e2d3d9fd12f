//! Martian 12s scenarios, one per point of its RULINGS.md section. Draws are
//! scripted: a `Draw(size)` is followed by the chance outcome `Reveal(colour)`
//! that the test chooses.

use martian_parlour::ai::{self, Level, Player};
use martian_parlour::engine::pieces::{Colour, Colour::*, Size, Size::*};
use martian_parlour::engine::{Actor, Game, Match, SeatKind, SeatSetup};
use martian_parlour::games::martian_12s::engine::{
    sets_for, value, MoveError, Stake, Status, LIMIT,
};
use martian_parlour::games::martian_12s::{Move, Options, Twelves};

fn game(players: usize, options: Options) -> Twelves {
    Twelves::new(players, &options, 7).expect("valid setup")
}

fn opts(bankroll: u32, rounds: u32) -> Options {
    Options {
        bankroll,
        rounds,
        ..Options::default()
    }
}

/// The seat to act draws `size` and gets `colour`.
fn draw(g: &mut Twelves, size: Size, colour: Colour) {
    g.apply(&Move::Draw(size)).expect("draw");
    assert_eq!(g.to_act(), Actor::Chance);
    g.apply(&Move::Reveal(colour)).expect("reveal");
}

fn pass(g: &mut Twelves) {
    g.apply(&Move::Pass).expect("pass");
}

fn seat(g: &Twelves) -> usize {
    match g.to_act() {
        Actor::Seat(s) => s,
        other => panic!("expected a seat to act, got {other:?}"),
    }
}

#[test]
fn values_by_colour_whatever_the_size() {
    let expect = [
        (Black, 0),
        (White, 0),
        (Red, 1),
        (Clear, 1),
        (Yellow, 2),
        (Orange, 2),
        (Green, 3),
        (Cyan, 3),
        (Blue, 4),
        (Purple, 4),
    ];
    for (c, v) in expect {
        assert_eq!(value(c), v, "{c:?}");
    }
}

#[test]
fn a_draw_costs_one_stake_into_the_pot_and_the_pile_is_public() {
    let mut g = game(3, opts(20, 0));
    draw(&mut g, Large, Blue);
    assert_eq!(g.money(0), 19);
    assert_eq!(g.pot(), 1);
    assert_eq!(g.pile(0).len(), 1);
    assert_eq!(g.total(0), 4);
    // Every seat's view (and an onlooker's) shows the same pile.
    for s in [None, Some(0), Some(1), Some(2)] {
        assert_eq!(g.view(s).pile(0), g.pile(0));
    }
    assert_eq!(seat(&g), 1);
}

#[test]
fn highest_total_not_over_twelve_wins_the_pot() {
    let mut g = game(3, opts(20, 0));
    draw(&mut g, Large, Blue); // seat 0: 4
    draw(&mut g, Large, Green); // seat 1: 3
    draw(&mut g, Large, Purple); // seat 2: 4
    draw(&mut g, Medium, Purple); // seat 0: 8
    pass(&mut g); // seat 1 on 3
    draw(&mut g, Medium, Blue); // seat 2: 8
    draw(&mut g, Small, Blue); // seat 0: 12
    draw(&mut g, Small, Purple); // seat 2: 12 with three... so does seat 0
                                 // Seat 0: 12 from 3, seat 2: 12 from 3; both go on.
    draw(&mut g, Small, Black); // seat 0: 12 from 4
    pass(&mut g); // seat 2 stands on 12 from 3
    pass(&mut g); // seat 0 stands on 12 from 4
                  // Pot: 4 + 1 + 3 = 8 stakes; more pyramids breaks the tie.
    let r = &g.history()[0];
    assert_eq!(r.winners, vec![0]);
    assert_eq!(r.pot, 8);
    assert_eq!(r.share, 8);
    assert_eq!(g.money(0), 20 - 4 + 8);
    assert_eq!(g.money(1), 19);
    assert_eq!(g.money(2), 17);
    assert_eq!(g.pot(), 0);
}

#[test]
fn tie_on_total_goes_to_more_pyramids() {
    let mut g = game(2, opts(20, 0));
    draw(&mut g, Large, Blue); // 0: 4 from 1
    draw(&mut g, Large, Red); // 1: 1
    pass(&mut g); // 0 stands on 4 from 1
    draw(&mut g, Large, Yellow); // 1: 3
    draw(&mut g, Small, Red); // 1: 4 from 3
    pass(&mut g);
    assert_eq!(g.history()[0].winners, vec![1]);
    assert_eq!(g.money(1), 20 - 3 + 4);
}

#[test]
fn full_tie_splits_the_pot_and_the_remainder_stays() {
    let mut g = game(3, opts(20, 0));
    draw(&mut g, Large, Blue); // 0: 4
    draw(&mut g, Large, Purple); // 1: 4
    draw(&mut g, Large, Black); // 2: 0
    pass(&mut g); // 0 on 4 from 1
    pass(&mut g); // 1 on 4 from 1
    draw(&mut g, Medium, Blue); // 2: 4 from 2: beats both on count
    pass(&mut g);
    assert_eq!(g.history()[0].winners, vec![2]);

    // Round 2: seats 1 and 2 tie exactly on total and count; pot of 5 splits
    // 2 + 2 and 1 stays. Seat 1 draws first (left of round 1's first drawer).
    assert_eq!(g.first_drawer(), 1);
    draw(&mut g, Large, Green); // 1: 3
    draw(&mut g, Large, Cyan); // 2: 3
    draw(&mut g, Large, Red); // 0: 1
    pass(&mut g); // 1
    pass(&mut g); // 2
    draw(&mut g, Medium, Red); // 0: 2
    draw(&mut g, Small, Black); // 0: 2 from 3
    pass(&mut g);
    let r = &g.history()[1];
    assert_eq!(r.winners, vec![1, 2]);
    assert_eq!((r.pot, r.share, r.carried), (5, 2, 1));
    assert_eq!(g.pot(), 1, "the indivisible stake stays for the next round");
}

#[test]
fn everybody_popped_leaves_the_whole_pot() {
    let mut g = game(2, opts(20, 0));
    for size in [Large, Medium, Small] {
        draw(&mut g, size, Blue);
        draw(&mut g, size, Purple);
    }
    // Both on 12: one more each pops.
    draw(&mut g, Large, Red);
    assert_eq!(g.status(0), Status::Popped);
    draw(&mut g, Large, Clear);
    let r = &g.history()[0];
    assert!(r.winners.is_empty());
    assert_eq!((r.pot, r.carried), (8, 8));
    assert_eq!(g.pot(), 8);
    assert_eq!(g.money(0) + g.money(1), 32);
    // The carried pot goes to the next round's winner.
    draw(&mut g, Small, Red); // seat 1 draws first in round 2
    pass(&mut g); // seat 0 on 0 passes
    pass(&mut g); // seat 1 on 1
    assert_eq!(g.history()[1].winners, vec![1]);
    assert_eq!(g.history()[1].pot, 9);
}

#[test]
fn over_twelve_pops_and_stakes_stay() {
    let mut g = game(2, opts(20, 0));
    draw(&mut g, Large, Blue);
    draw(&mut g, Large, Red);
    draw(&mut g, Large, Purple);
    draw(&mut g, Medium, Red);
    draw(&mut g, Medium, Blue); // 0: 12
    pass(&mut g); // 1 on 2
    draw(&mut g, Small, Red); // 0: 13 pops
    assert_eq!(g.history()[0].status[0], Status::Popped);
    assert_eq!(g.history()[0].winners, vec![1]);
    assert_eq!(g.money(1), 20 - 2 + 6);
    assert!(g.total(0) <= LIMIT);
}

#[test]
fn six_pulls_cap_a_player_and_their_score_stands() {
    let mut g = game(2, opts(20, 0));
    // Seat 0 draws six zeros and low pieces; seat 1 passes at once.
    draw(&mut g, Large, Black);
    pass(&mut g);
    for (size, c) in [
        (Medium, White),
        (Medium, Red),
        (Medium, Black),
        (Medium, Clear),
        (Small, Red),
    ] {
        assert_eq!(seat(&g), 0);
        draw(&mut g, size, c);
    }
    // Six pyramids: the round is over and scored without a pass.
    assert_eq!(g.history().len(), 1);
    let r = &g.history()[0];
    assert_eq!(r.status[0], Status::Full);
    assert_eq!(r.piles[0].len(), 6);
    assert_eq!(r.winners, vec![0]);
}

#[test]
fn six_pulls_cap_leaves_others_playing() {
    let mut g = game(2, opts(20, 0));
    let mine = [Black, Red, Yellow];
    let theirs = [White, Clear, Orange];
    for size in [Small, Medium] {
        for i in 0..3 {
            draw(&mut g, size, mine[i]);
            if size == Medium && i == 2 {
                // Seat 0 is capped; seat 1 still draws its sixth.
                assert_eq!(g.status(0), Status::Full);
                assert_eq!(seat(&g), 1);
            }
            draw(&mut g, size, theirs[i]);
        }
    }
    // Both drew six; the round scored as a split of the 12-stake pot.
    let r = &g.history()[0];
    assert_eq!(r.status, vec![Status::Full, Status::Full]);
    assert_eq!(r.winners, vec![0, 1]);
    assert_eq!(r.share, 6);
}

#[test]
fn passing_is_final_for_the_round() {
    let mut g = game(3, opts(20, 0));
    pass(&mut g); // 0
    draw(&mut g, Large, Red); // 1
    draw(&mut g, Large, Clear); // 2
    assert_eq!(seat(&g), 1, "seat 0 passed and is skipped");
}

#[test]
fn a_size_with_none_left_cannot_be_chosen() {
    // One set for two players: five pyramids of each size.
    let mut g = game(
        2,
        Options {
            one_set: true,
            ..opts(20, 0)
        },
    );
    let mut colours = vec![Black, Red, Yellow, Green, Blue];
    // Seat 0 draws the five larges in turn with seat 1.
    for _ in 0..5 {
        let c = colours.remove(0);
        draw(&mut g, Large, c);
        if g.history().is_empty() && g.status(1) == Status::Playing && g.bag_count(Large) > 0 {
            let c = colours.remove(0);
            draw(&mut g, Large, c);
        }
        if colours.is_empty() {
            break;
        }
    }
    assert_eq!(g.bag_count(Large), 0);
    assert!(!g.legal_moves().contains(&Move::Draw(Large)));
    let before = g.clone();
    assert_eq!(
        g.apply(&Move::Draw(Large)),
        Err(MoveError::NoneOfThatSize(Large))
    );
    assert_eq!(g, before, "a refused move changes nothing");
}

#[test]
fn first_drawer_is_richest_then_rotates_left() {
    // Everybody starts equal: seat 0. Then left each round.
    let mut g = game(3, opts(20, 0));
    assert_eq!(g.first_drawer(), 0);
    for expected in [1, 2, 0, 1] {
        pass(&mut g);
        pass(&mut g);
        pass(&mut g);
        assert_eq!(g.first_drawer(), expected);
        assert_eq!(seat(&g), expected);
    }
}

#[test]
fn a_broke_player_sits_out_and_the_rotation_skips_them() {
    // Seat 1 starts with one stake and spends it in round 1.
    let mut g = game(3, opts(1, 0));
    draw(&mut g, Large, Blue); // 0: 4, now broke
    draw(&mut g, Large, Green); // 1: 3, now broke
    draw(&mut g, Large, Red); // 2: 1, broke too
                              // Nobody can pay: only passing is left.
    assert_eq!(g.legal_moves(), vec![Move::Pass]);
    assert_eq!(g.apply(&Move::Draw(Small)), Err(MoveError::CannotPay));
    pass(&mut g);
    pass(&mut g);
    pass(&mut g);
    // Seat 0 wins 3 and is the only one holding money: the game ends.
    assert_eq!(g.money(0), 3);
    assert_eq!(g.to_act(), Actor::Over);
    let out = g.outcome().unwrap();
    assert_eq!(out.winners(), vec![0]);
}

#[test]
fn broke_seats_sit_out_while_two_others_still_play() {
    let mut g = game(4, opts(1, 0));
    draw(&mut g, Large, Blue); // 0: 4
    draw(&mut g, Large, Green); // 1: 3
    pass(&mut g); // 2 keeps its stake
    pass(&mut g); // 3 keeps its stake
    pass(&mut g); // 0
    pass(&mut g); // 1
    assert_eq!(g.history()[0].winners, vec![0]);
    // Round 2: seat 1 is broke and sits out. The first drawer would be seat 1,
    // so it passes on to seat 2.
    assert_eq!(g.status(1), Status::SittingOut);
    assert_eq!(g.first_drawer(), 2);
    assert_eq!(seat(&g), 2);
    pass(&mut g); // 2
    pass(&mut g); // 3
    assert_eq!(seat(&g), 0, "seat 1 is skipped");
}

#[test]
fn round_limit_ends_the_game_and_most_money_wins() {
    let mut g = game(2, opts(20, 2));
    draw(&mut g, Large, Blue);
    pass(&mut g);
    pass(&mut g); // round 1 to seat 0
    pass(&mut g);
    pass(&mut g); // round 2: nobody drew
    assert_eq!(g.to_act(), Actor::Over);
    assert_eq!(g.outcome().unwrap().scores, vec![20, 20]);
    assert_eq!(g.outcome().unwrap().winners(), vec![0, 1]);
}

#[test]
fn the_table_may_end_the_game_between_rounds_only() {
    let mut g = game(3, opts(20, 0));
    assert!(g.legal_moves().contains(&Move::EndGame));
    draw(&mut g, Small, Red);
    assert!(!g.legal_moves().contains(&Move::EndGame));
    assert_eq!(g.apply(&Move::EndGame), Err(MoveError::RoundUnderway));
    draw(&mut g, Small, Blue); // seat 1: 4
    pass(&mut g); // seat 2
    pass(&mut g); // seat 0 on 1
    pass(&mut g); // seat 1 on 4 wins 2
                  // Round 2 has begun: the table may stop here.
    g.apply(&Move::EndGame).unwrap();
    assert_eq!(g.to_act(), Actor::Over);
    assert!(g.ended_by_table());
    assert_eq!(g.outcome().unwrap().scores, vec![19, 21, 20]);
    assert_eq!(g.outcome().unwrap().winners(), vec![1]);
}

#[test]
fn pyramids_return_to_the_bag_after_each_round() {
    let mut g = game(2, opts(20, 0));
    let full = [Small, Medium, Large].map(|s| g.bag_count(s));
    assert_eq!(full, [10, 10, 10]);
    draw(&mut g, Large, Blue);
    draw(&mut g, Small, Purple);
    assert_eq!(g.bag_count(Large), 9);
    pass(&mut g);
    pass(&mut g);
    assert_eq!([Small, Medium, Large].map(|s| g.bag_count(s)), full);
}

#[test]
fn two_players_may_use_one_set() {
    let one = game(
        2,
        Options {
            one_set: true,
            ..Options::default()
        },
    );
    assert_eq!([Small, Medium, Large].map(|s| one.bag_count(s)), [5, 5, 5]);
    // One Rainbow set: no Xeno colours in the bag.
    assert_eq!(one.bag_of(Purple, Large), 0);
    assert_eq!(one.bag_of(Blue, Large), 1);
    let two = game(2, Options::default());
    assert_eq!(two.bag_count(Large), 10);
    // The option means nothing for more players.
    assert_eq!(sets_for(3, true), 2);
}

#[test]
fn seven_players_use_three_sets_and_nine_use_four() {
    assert_eq!(sets_for(5, false), 2);
    assert_eq!(sets_for(6, false), 3);
    assert_eq!(sets_for(7, false), 3);
    assert_eq!(sets_for(8, false), 4);
    assert_eq!(sets_for(9, false), 4);
    let g = game(7, Options::default());
    assert_eq!([Small, Medium, Large].map(|s| g.bag_count(s)), [15, 15, 15]);
    // Rainbow, Xeno, Rainbow: two blue larges, one purple.
    assert_eq!(g.bag_of(Blue, Large), 2);
    assert_eq!(g.bag_of(Purple, Large), 1);
    assert!(Twelves::validate(10, &Options::default()).is_err());
    assert!(Twelves::validate(1, &Options::default()).is_err());
}

#[test]
fn reveals_only_what_is_in_the_bag() {
    let mut g = game(
        2,
        Options {
            one_set: true,
            ..Options::default()
        },
    );
    g.apply(&Move::Draw(Large)).unwrap();
    let before = g.clone();
    assert!(
        g.apply(&Move::Reveal(Purple)).is_err(),
        "no Xeno in a Rainbow set"
    );
    assert!(g.apply(&Move::Pass).is_err(), "the draw must finish first");
    assert_eq!(g, before);
}

#[test]
fn stakes_read_as_players_say_them() {
    assert_eq!(Stake::Chip.format(1), "1 chip");
    assert_eq!(Stake::Chip.format(7), "7 chips");
    assert_eq!(Stake::Cent20.format(3), "60\u{a2}");
    assert_eq!(Stake::Cent50.format(7), "\u{20ac}3.50");
    assert_eq!(Stake::Euro5.format(4), "\u{20ac}20");
    assert_eq!(Stake::Euro1.format(0), "\u{20ac}0");
}

fn seats(kinds: &[SeatKind]) -> Vec<SeatSetup> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| SeatSetup {
            name: format!("P{i}"),
            kind,
            level: Level::Strong,
        })
        .collect()
}

#[test]
fn a_take_back_holds_until_another_person_acts() {
    use SeatKind::{Computer, Human};
    let mut m: Match<Twelves> =
        Match::new(seats(&[Human, Human, Computer]), opts(20, 0), 5).unwrap();
    m.play(Move::Pass).unwrap(); // seat 0 passes
    assert!(m.can_undo());
    assert!(m.undo());
    assert!(m.record.moves.is_empty());
    assert_eq!(m.record.takebacks.used_by(0), 1, "the take-back is counted");
    // A draw and the pyramid it shows are taken back together, and the
    // same draw shows the same pyramid again (chance is the seed's).
    m.play(Move::Draw(Large)).unwrap();
    let reveal = m.chance_move().unwrap();
    m.play(reveal).unwrap();
    assert!(m.can_undo(), "the draw and its pyramid can be taken back");
    assert!(m.undo());
    assert!(m.record.moves.is_empty());
    m.play(Move::Draw(Large)).unwrap();
    assert_eq!(m.chance_move(), Some(reveal));
    m.play(reveal).unwrap();
    // Seat 1, another person, acts: seat 0's move is theirs no more.
    m.play(Move::Pass).unwrap();
    assert!(m.can_undo());
    assert!(m.undo());
    assert_eq!(m.record.moves.len(), 2, "only seat 1's pass is taken back");
    assert_eq!(m.record.takebacks.used, vec![2, 1]);
    m.play(Move::Pass).unwrap();
    // The computer's reply goes with seat 1's take-back.
    let mv = ai::computer_move(&m).unwrap();
    m.play(mv).unwrap();
    while m.state.to_act() == Actor::Chance {
        let r = m.chance_move().unwrap();
        m.play(r).unwrap();
    }
    assert!(m.can_undo(), "a computer's reply does not end a take-back");
    assert!(m.undo());
    assert_eq!(m.record.moves.len(), 2);
}

#[test]
fn take_backs_off_for_a_game_played_for_keeps() {
    use SeatKind::{Computer, Human};
    let mut m: Match<Twelves> =
        Match::new(seats(&[Human, Human, Computer]), opts(20, 0), 5).unwrap();
    m.record.takebacks.off = true;
    m.play(Move::Pass).unwrap();
    assert!(!m.can_undo());
    assert!(!m.undo());
    assert_eq!(m.record.moves.len(), 1);
    // Saved and opened again, and in a rematch, they stay off.
    let again: Match<Twelves> = Match::from_record(m.record.clone()).unwrap();
    assert!(again.record.takebacks.off && !again.can_undo());
    assert!(m.rematch(6).unwrap().record.takebacks.off);
}

#[test]
fn same_seed_same_draws() {
    use SeatKind::Human;
    let play = |seed| {
        let mut m: Match<Twelves> = Match::new(seats(&[Human, Human]), opts(20, 0), seed).unwrap();
        for _ in 0..4 {
            m.play(Move::Draw(Large)).unwrap();
            let r = m.chance_move().unwrap();
            m.play(r).unwrap();
        }
        m.record.moves
    };
    assert_eq!(play(99), play(99));
    assert_ne!(play(99), play(100));
}

/// Strong at the iterations these positions were first checked with, and
/// no clock: the product's budget is in time as well, and a test's answer
/// must not depend on how busy the machine is.
fn strong() -> Player {
    Player::strong().with_budget(2_000, 0)
}

/// Both levels, from seat 1's view, in the position `g`.
fn both_levels(g: &Twelves, seed: u64) -> [Move; 2] {
    let view = g.view(Some(1));
    [Player::casual(), strong()].map(|p| ai::decide::<Twelves>(&p, &view, seed).unwrap())
}

#[test]
fn computer_stands_on_a_winning_twelve() {
    let mut g = game(2, opts(20, 0));
    // Seat 0 stands on 12; seat 1 has 12 and can only tie by drawing a zero.
    draw(&mut g, Large, Blue);
    draw(&mut g, Large, Purple);
    draw(&mut g, Medium, Blue);
    draw(&mut g, Medium, Purple);
    draw(&mut g, Small, Blue);
    draw(&mut g, Small, Purple);
    pass(&mut g); // seat 0 on 12 from 3
                  // Seat 1 on 12 from 3: any draw pops unless a zero comes; standing ties
                  // and splits. Most pieces left would pop it, so it should pass.
    assert_eq!(both_levels(&g, 1), [Move::Pass, Move::Pass]);
}

#[test]
fn computer_draws_when_behind_and_safe() {
    let mut g = game(2, opts(20, 0));
    draw(&mut g, Large, Blue);
    draw(&mut g, Large, Red);
    pass(&mut g); // seat 0 stands on 4
                  // Seat 1 on 1, behind 4, with a safe bag: passing loses for sure.
    for mv in both_levels(&g, 2) {
        assert!(matches!(mv, Move::Draw(_)), "{mv:?}");
    }
}

/// The last round, and seat 0 leads the game 21 to 18 while seat 1 stands
/// ahead in the round. Passing can only hand seat 1 a pot of its own stakes,
/// so it wins the game for sure; drawing to win the round risks popping and
/// giving seat 1 the pot and the game. Strong plays for the game, not the
/// round.
#[test]
fn strong_protects_a_lead_in_the_last_round() {
    let mut g = game(2, opts(20, 2));
    // Round 1 (seats take turns drawing): seat 0 wins 8 against 1, and the
    // pot of 3; money 21 against 19.
    draw(&mut g, Large, Blue);
    draw(&mut g, Large, Red);
    draw(&mut g, Large, Purple);
    pass(&mut g);
    pass(&mut g);
    assert_eq!((g.money(0), g.money(1), g.round()), (21, 19, 2));
    // Round 2: seat 1 draws first, a 4.
    assert_eq!(seat(&g), 1);
    draw(&mut g, Large, Blue);
    assert_eq!(seat(&g), 0);
    let view = g.view(Some(0));
    for seed in 0..5 {
        assert_eq!(
            ai::decide::<Twelves>(&strong(), &view, seed),
            Some(Move::Pass)
        );
    }
    // The round-chasing rule of thumb would draw here.
    assert!(matches!(
        ai::decide::<Twelves>(&Player::casual(), &view, 0),
        Some(Move::Draw(_))
    ));
}

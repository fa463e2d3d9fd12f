//! The Martian 12s table: the bag (what is left, by size), the pot, each
//! seat's pile and money, and the draw and pass buttons for the player to act.

use super::engine::{sets_for, Move, Options, Stake, Status, Twelves, LIMIT, MAX_BANKROLL};
use crate::cls;
use crate::engine::pieces::Size;
use crate::engine::{Game, Seat};
use crate::tr;
use crate::ui::lang::{t, th, tn};
use crate::ui::options::{checkbox, select, setter};
use crate::ui::sheet::{render, Cell, Row, Sheet};
use crate::ui::{seat, svg};
use crate::ui::{GameUi, TableCtx};
use web_sys::HtmlInputElement;
use yew::prelude::*;

const ROUND_CHOICES: [u32; 7] = [3, 5, 10, 15, 20, 30, 0];

impl GameUi for Twelves {
    fn options_form(players: usize, options: &Options, on_change: Callback<Options>) -> Html {
        let on_bankroll = setter(options, &on_change, |o, e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            // Out-of-range input is kept so validation can say why.
            o.bankroll = v.trim().parse::<u32>().unwrap_or(0);
        });
        let sets = sets_for(players, options.one_set);
        let mut rounds: Vec<u32> = ROUND_CHOICES.to_vec();
        if !rounds.contains(&options.rounds) {
            rounds.insert(0, options.rounds);
        }
        let rounds = rounds
            .into_iter()
            .map(|r| {
                let text = if r == 0 {
                    crate::en!("Until one player holds all the money").to_string()
                } else {
                    crate::ui::lang::tn(i64::from(r), "{n} round", "{n} rounds")
                };
                (r.to_string(), text)
            })
            .collect();
        html! {
            <div class="options">
                { select("stake", crate::en!("Stake (one draw)"),
                    Stake::ALL.iter().map(|s| (s.id().to_string(), s.format(1))).collect(),
                    options.stake.id(),
                    setter(options, &on_change, |o, v: String| o.stake = Stake::from_id(&v).unwrap_or_default())) }
                <label class="field">
                    <span>{ crate::ui::text(crate::tr!("Starting money, in stakes (1\u{2013}{max})", max = MAX_BANKROLL)) }</span>
                    <input data-option="bankroll" type="number" min="1" max={MAX_BANKROLL.to_string()}
                        value={options.bankroll.to_string()} oninput={on_bankroll} />
                </label>
                { select("rounds", crate::en!("Game length"), rounds, &options.rounds.to_string(),
                    setter(options, &on_change, |o, v: String| o.rounds = v.parse().unwrap_or(10))) }
                if players == 2 {
                    { checkbox("one-set", crate::en!("Use one Treehouse set (15 pyramids) for two players"), options.one_set,
                        setter(options, &on_change, |o, v| o.one_set = v)) }
                }
                <p class="hint">{ crate::ui::text(if sets == 1 {
                    crate::tr!("The bag holds 1 Treehouse set (15 pyramids). Each player starts with {money}.", money = options.stake.format(options.bankroll))
                } else {
                    crate::tr!("The bag holds {sets} Treehouse sets ({n} pyramids). Each player starts with {money}.", sets, n = sets * 15, money = options.stake.format(options.bankroll))
                }) }</p>
            </div>
        }
    }

    fn table(ctx: &TableCtx<Self>) -> Html {
        html! { <TwelvesTable ..ctx.clone() /> }
    }

    fn score_sheet(view: &Twelves, names: &[String]) -> Html {
        let stake = view.options().stake;
        let rows = view
            .history()
            .iter()
            .rev()
            .map(|r| Row {
                label: r.round.to_string(),
                cells: (0..names.len())
                    .map(|s| {
                        let won = r.winners.contains(&s);
                        let score = match r.status[s] {
                            Status::Popped => "pop".to_string(),
                            Status::SittingOut => "\u{2013}".to_string(),
                            _ => format!("{} ({})", r.total(s), r.piles[s].len()),
                        };
                        Cell {
                            score: html! { { if won { format!("\u{2605} {score}") } else { score } } },
                            after: Some(stake.format(r.money_after[s])),
                            won,
                        }
                    })
                    .collect(),
                extra: Some(if r.carried > 0 {
                    stake.format(r.carried)
                } else {
                    String::new()
                }),
            })
            .collect();
        render(Sheet {
            corner: crate::en!("Round"),
            heads: names.iter().map(|n| (n.clone(), None)).collect(),
            extra: Some(crate::en!("Left in pot")),
            rows,
            empty: crate::en!("No rounds scored yet."),
            foot: Some((
                crate::en!("Money now"),
                (0..names.len())
                    .map(|s| stake.format(view.money(s)))
                    .collect(),
            )),
            class: None,
        })
    }

    fn foresee(g: &Twelves, mv: &Move, _names: &[String]) -> Option<String> {
        let seat = g.turn();
        Some(match mv {
            Move::Draw(size) => tr!(
                "Draw a {size}: {safe} of the {left} left keep you at 12 or under.",
                size = size.word(),
                safe = g.safe_draws(seat, *size),
                left = g.bag_count(*size)
            ),
            Move::Pass => tr!("Pass: stand on {total}.", total = g.total(seat)),
            Move::EndGame => t("End the game now: most money wins.").into(),
            Move::Reveal(_) => return None,
        })
    }

    fn format_score(view: &Twelves, score: i64) -> String {
        view.options()
            .stake
            .format(u32::try_from(score).unwrap_or(0))
    }
}

fn status_text(g: &Twelves, seat: Seat) -> &'static str {
    match g.status(seat) {
        Status::Playing if g.pile(seat).is_empty() => "",
        Status::Playing => t("drawing"),
        Status::Passed => t("passed"),
        Status::Popped => t("popped!"),
        Status::Full => t("six drawn"),
        Status::SittingOut => t("sitting out"),
    }
}

#[function_component(TwelvesTable)]
fn twelves_table(props: &TableCtx<Twelves>) -> Html {
    let g = &props.view;
    let stake = g.options().stake;
    let confirm_end = use_state(|| false);
    let turn = g.turn();

    let bag = html! {
        <div class="bag-area" role="group" aria-label={t("The bag")}>
            <div class={cls!("bag-pic", g.pending().map(|_| "shaking"))}>{ svg::bag_icon(52.0) }</div>
            <div class="bag-counts">
                <div class="label">{th("In the bag")}</div>
                { for Size::ALL.iter().map(|&s| html! {
                    <div class="bag-count" data-bag={s.name()}>
                        { svg::pyramid_outline_icon(s) }
                        <span>{ crate::ui::text(crate::engine::lang::fill(match s {
                            Size::Small => crate::en!("{n} small"),
                            Size::Medium => crate::en!("{n} medium"),
                            Size::Large => crate::en!("{n} large"),
                        }, &[&g.bag_count(s)])) }</span>
                    </div>
                }) }
            </div>
        </div>
    };

    let pot = html! {
        <div class="pot-area">
            <svg class="chips" viewBox="0 0 60 44" width="60" height="44" aria-hidden="true">
                { for (0..g.pot().min(6)).map(|i| html! {
                    <ellipse cx="30" cy={(36 - i * 5).to_string()} rx="22" ry="7" fill={if i % 2 == 0 { "#c0392b" } else { "#ecf0f1" }} stroke="#333" />
                }) }
            </svg>
            <div>
                <div class="pot" data-pot={g.pot().to_string()}>{ crate::ui::text(tr!("Pot: {pot}", pot = stake.format(g.pot()))) }</div>
                <div class="round">{
                    if g.options().rounds > 0 {
                        tr!("Round {n} of {rounds}", n = g.round(), rounds = g.options().rounds)
                    } else {
                        tr!("Round {n}", n = g.round())
                    }
                }</div>
            </div>
        </div>
    };

    /// The seat panel's class for a status (the stylesheet's `.st-…`).
    fn status_class(status: Status) -> &'static str {
        match status {
            Status::Playing => "st-playing",
            Status::Passed => "st-passed",
            Status::Popped => "st-popped",
            Status::Full => "st-full",
            Status::SittingOut => "st-sittingout",
        }
    }
    let seat_panel = |s: Seat| {
        let status = g.status(s);
        let to_act = turn == s && !g.is_over();
        let total = g.total(s);
        html! {
            <article class={cls!("seat", to_act.then_some("to-act"), status_class(status))}
                data-seat-panel={s.to_string()} aria-current={to_act.then_some("true")}>
                { seat::header(&props.names[s], props.computers.get(s).copied().unwrap_or(false),
                    if g.first_drawer() == s && !g.is_over() { seat::badge(crate::en!("1st"), crate::en!("Draws first this round"), true) } else { Html::default() }) }
                // Keyed by the amount: a new element at each change, which
                // drops into place (style.css) as money goes to or from the
                // pot, whose stack takes or gives up its chips.
                <div class="money" data-money={g.money(s).to_string()}>
                    <span key={g.money(s)}>{ stake.format(g.money(s)) }</span>
                </div>
                <div class="pile" role="group" aria-label={tn(g.pile(s).len() as i64, "{n} pyramid drawn", "{n} pyramids drawn")}>
                    { for g.pile(s).iter().map(|p| svg::pyramid_icon(p.colour, p.size, 0.8)) }
                    if to_act && g.pending().is_some() {
                        <span class="drawing">{ crate::ui::text(tr!("drawing a {size}\u{2026}", size = g.pending().map_or("", Size::word))) }</span>
                    }
                </div>
                <div class="total">
                    <span class={cls!("sum", (total > LIMIT).then_some("over"))} data-total={total.to_string()}>{ crate::ui::text(format!("{total} / 12")) }</span>
                    <span class="status">{ status_text(g, s) }</span>
                </div>
            </article>
        }
    };
    // The person at the foot, beside their controls; the rest above.
    let others = (0..props.names.len()).filter(|&s| Some(s) != props.around);

    let controls = if let Some(seat) = props.acting {
        let total = g.total(seat);
        let draws = Size::ALL.iter().map(|&size| {
            let mv = Move::Draw(size);
            let what = crate::ui::text(tr!("Draw {size}", size = size.word()));
            if props.legal.contains(&mv) {
                let cb = crate::ui::tap(&props.on_move, mv);
                let left = g.bag_count(size);
                let safe = g.safe_draws(seat, size);
                // The same words as a raised draw's prompt (`foresee`).
                html! {
                    <button class="move draw" data-move={Twelves::move_id(&mv)} onclick={cb}
                        title={Twelves::foresee(g, &mv, &[])}>
                        { svg::pyramid_outline_icon(size) }
                        <span class="what">{ what }</span>
                        <span class="odds">{ crate::ui::text(tr!("{safe} of {left} safe", safe, left)) }</span>
                    </button>
                }
            } else {
                html! {
                    <button class="move draw" disabled=true>
                        { svg::pyramid_outline_icon(size) }
                        <span class="what">{ what }</span>
                        <span class="odds">{ if g.money(seat) == 0 { th("no money left") } else { th("none left") } }</span>
                    </button>
                }
            }
        });
        let pass = crate::ui::tap(&props.on_move, Move::Pass);
        let can_end = props.legal.contains(&Move::EndGame);
        let ask_end = {
            let c = confirm_end.clone();
            Callback::from(move |_| c.set(!*c))
        };
        let end = {
            let c = confirm_end.clone();
            let cb = props.on_move.clone();
            Callback::from(move |_| {
                c.set(false);
                cb.emit(Move::EndGame);
            })
        };
        html! {
            <section class="controls" role="group" aria-label={t("Your move")}>
                { crate::ui::prompt(props.pending.as_ref(), true, &tr!(
                    "{name}, your turn. You have {total}. A draw costs {cost}.", name = props.names[seat], total, cost = stake.format(1))) }
                <div class="move-row">
                    { for draws }
                    <button class="move pass" data-move="pass" onclick={pass}>
                        <span class="what">{th("Pass")}</span>
                        <span class="odds">{ crate::ui::text(tr!("stand on {total}", total)) }</span>
                    </button>
                </div>
                if can_end {
                    <div class="end-row">
                        if *confirm_end {
                            <span>{th("End the game now? Most money wins.")}</span>
                            <button class="danger" data-move="end-game" onclick={end}>{th("Yes, end the game")}</button>
                            <button class="secondary" data-action="keep-playing" onclick={ask_end}>{th("Keep playing")}</button>
                        } else {
                            <button class="link" data-action="end-game" onclick={ask_end}>{th("End the game here\u{2026}")}</button>
                        }
                    </div>
                }
            </section>
        }
    } else if g.is_over() {
        html! {}
    } else {
        let who = props.names.get(turn).cloned().unwrap_or_default();
        let text = match g.pending() {
            Some(size) => tr!(
                "{who} reaches into the bag for a {size}\u{2026}",
                who,
                size = size.word()
            ),
            // The play screen's own line says the computer is thinking.
            None => tr!("{who}'s turn", who),
        };
        html! { <section class="controls waiting" aria-live="polite"><div class="prompt-line"><p class="prompt">{ text }</p></div></section> }
    };

    // The last scored round stays in view, so the draws that settled it
    // (often made by computers in quick succession) can be read at leisure.
    let last_round = g.history().last().map(|r| {
        let won: Vec<String> = r.winners.iter().map(|&s| props.names[s].clone()).collect();
        html! {
            <details class="last-round">
                <summary>{ if won.is_empty() {
                    tr!("Round {round}: nobody won; the pot carries over", round = r.round)
                } else if won.len() == 1 {
                    tr!("Round {round}: {who} won {share}", round = r.round, who = won[0], share = stake.format(r.share))
                } else {
                    tr!("Round {round}: {who} won {share} each", round = r.round, who = crate::engine::words::list(&won), share = stake.format(r.share))
                } }</summary>
                <div class="last-piles">
                    { for (0..props.names.len()).map(|s| html! {
                        <div class={cls!("last-pile", r.winners.contains(&s).then_some("won"))}>
                            <span class="who">{ props.names[s].clone() }</span>
                            <span class="pieces">
                                { for r.piles[s].iter().map(|p| svg::pyramid_icon(p.colour, p.size, 0.5)) }
                            </span>
                            <span class="what">{ match r.status[s] {
                                Status::Popped => tr!("popped ({total})", total = r.total(s)),
                                Status::SittingOut => t("sat out").to_string(),
                                _ if r.winners.contains(&s) => tr!("\u{2605} {total} \u{2014} won {share}", total = r.total(s), share = stake.format(r.share)),
                                _ => r.total(s).to_string(),
                            } }</span>
                        </div>
                    }) }
                </div>
            </details>
        }
    });

    html! {
        <div class="twelves game-table">
            <div class="tl-public">
                <section class="centre">{ bag }{ pot }</section>
                { last_round.unwrap_or_default() }
                <section class="seats">{ for others.map(seat_panel) }</section>
            </div>
            <div class="tl-mine">
                { controls }
                if let Some(me) = props.around {
                    <div class="me-row">{ seat_panel(me) }</div>
                }
            </div>
        </div>
    }
}

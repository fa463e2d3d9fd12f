//! From a game id to its screens. The list of games is `for_each_game!`, so a
//! new game appears here without touching this file.

use super::play::PlayScreen;
use super::setup::SetupScreen;
use crate::engine::codec::RawRecord;
use crate::engine::Game;
use crate::for_each_game;
use std::rc::Rc;
use yew::prelude::*;

pub fn setup_screen(
    game: &str,
    prefill: Option<Rc<RawRecord>>,
    on_start: Callback<(String, Rc<RawRecord>)>,
    on_home: Callback<()>,
) -> Option<Html> {
    macro_rules! arm {
        ($($g:ty),*) => { $(
            if game == <$g as Game>::INFO.id {
                return Some(html! {
                    <SetupScreen<$g> prefill={prefill} on_start={on_start} on_home={on_home} />
                });
            }
        )* };
    }
    for_each_game!(arm);
    None
}

pub fn play_screen(
    id: String,
    record: Rc<RawRecord>,
    on_open: Callback<(String, Rc<RawRecord>)>,
    on_home: Callback<Option<String>>,
) -> Option<Html> {
    macro_rules! arm {
        ($($g:ty),*) => { $(
            if record.game == <$g as Game>::INFO.id {
                return Some(html! {
                    <PlayScreen<$g> key={id.clone()} id={id.clone()} record={record} on_open={on_open} on_home={on_home} />
                });
            }
        )* };
    }
    for_each_game!(arm);
    None
}

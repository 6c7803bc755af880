"""Which plot marker a Jihadist Bot places (issue 21): one place decides it for operations and events
alike. The engine asks every plot marker the Jihadist chooses through `jihadist_ops.choose_plot_marker`
(``plot_marker`` in the question); each Bot's answer chart takes every such question to one chart:
``jihadist.plot_marker`` (12.3.4: drawn face down at random) and ``jihadist_enh.plot_marker`` (EB15,
the Selecting Plots table). Before, the events drew at random for every Bot, the Enhanced one included."""

from __future__ import annotations

import pytest

from botkit.protocol import Ask
from game.labyrinth import cardplay, event_lens, events, jihadist_ops
from game.labyrinth.state import ALLY, FAIR, JIHADIST, NEUTRAL, PLOT_KINDS, POOR, US
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enh_game
from tests.labyrinth.bots.test_jihadist_helpers import bot_game
from tests.labyrinth.helpers import make_state, setc

MARTYRDOM_OPERATIONS, TALIBAN_RESURGENT = 190, 195


def plots_in(state, name: str) -> list[str]:
    return [p.kind for p in state.countries[name].plots]


def martyrdom_in_spain(funding: int):
    state = make_state(funding=funding)
    setc(state, "Spain", posture="hard", sleepers=1)
    return state


# -- the printed Bot: drawn face down at random, an operation's marker and an event's alike (12.3.4) ---------


def test_12_3_4_the_printed_bot_draws_an_events_plot_markers_at_random():
    state = martyrdom_in_spain(funding=8)
    game, bot = bot_game(state)
    game.scripted_picks = ["2", "1"]  # the face-down draws
    cardplay.run_event(game, JIHADIST, MARTYRDOM_OPERATIONS)
    assert plots_in(state, "Spain") == ["2", "1"]
    assert bot.last_trace.path("jihadist.plot_marker")


def test_12_3_4_the_printed_bot_draws_its_plot_operations_marker_the_same_way():
    state = make_state()
    setc(state, "Spain", posture="hard", actives=1)
    game, bot = bot_game(state, dice=[1])
    game.scripted_picks = ["2"]
    jihadist_ops.plot_in(game, "Spain", 1, ops=1)
    assert plots_in(state, "Spain") == ["2"]
    assert bot.last_trace.path("jihadist.plot_marker")


def test_12_3_4_each_marker_is_equally_likely_so_a_kind_is_drawn_by_its_count():
    state = make_state(plots_available=["1", "1", "1", "3"])
    setc(state, "Spain", posture="hard", actives=1)
    drawn = []
    for seed in range(40):
        game, _ = bot_game(state.copy(), dice=[1], seed=seed)
        jihadist_ops.plot_in(game, "Spain", 1, ops=1)
        drawn.append(plots_in(game.state, "Spain")[0])
    assert drawn.count("1") > drawn.count("3") > 0


# -- the Enhanced Bot: its Selecting Plots table for events too (EB15) --------------------------------------


@pytest.mark.parametrize(("funding", "placed"), [(8, ["1", "1"]), (7, ["3", "2"])])
def test_eb15_the_enhanced_bot_picks_an_events_markers_by_its_table(funding, placed):
    # a non-Muslim country: Funding above 7, the lowest numbers; else the highest (WMD last)
    state = martyrdom_in_spain(funding=funding)
    game, _ = enh_game(state)
    cardplay.run_event(game, JIHADIST, MARTYRDOM_OPERATIONS)
    assert plots_in(state, "Spain") == placed


@pytest.mark.parametrize(("troops", "placed"), [(0, ["3", "2"]), (2, ["3", "2"])])
def test_eb15_taliban_resurgent_takes_the_highest_non_wmd_markers(troops, placed):
    # a Muslim country: the highest number (with troops and a WMD available it would draw at random,
    # but Taliban Resurgent never offers the WMD)
    state = make_state(funding=5, plots_available=["1", "1", "1", "2", "2", "3", "WMD"])
    setc(state, "Afghanistan", governance=FAIR, alignment=ALLY, regime_change="tan", sleepers=3, troops=troops)
    game, _ = enh_game(state, dice=[6, 6])
    cardplay.run_event(game, JIHADIST, TALIBAN_RESURGENT)
    assert plots_in(state, "Afghanistan") == placed


@pytest.mark.parametrize("bot_game_of", [bot_game, enh_game])
def test_12_3_boko_haram_and_al_shabaab_take_the_highest_level_they_allow(bot_game_of):
    state = make_state()
    setc(state, "Somalia", governance=POOR, alignment=NEUTRAL, sleepers=1)
    game, bot = bot_game_of(state)
    for purpose, options in (("event.186.plot", ("2", "3")), ("event.172.plot_level", ("1", "2"))):
        card = int(purpose.split(".")[1])
        ask = Ask(JIHADIST, purpose, "?", options, "one",
                  info={"card": card, "country": "Somalia", "plot_marker": True, "counts": dict.fromkeys(options, 1)})
        assert bot.decide(game, ask) == options[-1]


# -- every plot marker the Jihadist chooses goes through the one place ---------------------------------------


class PlotQuestions:
    """Records the Jihadist's questions whose options are all plot markers."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.seen: list[Ask] = []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def decide(self, game, ask: Ask):
        if ask.side == JIHADIST and ask.options and all(o in PLOT_KINDS for o in ask.options):
            self.seen.append(ask)
        return self.inner.decide(game, ask)


def test_12_3_4_every_event_asks_its_plot_markers_where_the_plot_operation_does():
    unmarked = set()
    for number, state in event_lens.legal_boards(8, 5):
        for card in events.registry_numbers():
            for side in (US, JIHADIST):
                game, _ = event_lens._game(state, number, ())
                game.deciders[JIHADIST] = recorder = PlotQuestions(game.deciders[JIHADIST])
                event_lens._in_hand_of(game, side, card)
                if not events.can_play_event(game, card, side):
                    continue
                event_lens._carry_out(game, lambda game=game, side=side, card=card: cardplay.run_event(game, side, card))
                unmarked |= {(card, a.purpose) for a in recorder.seen if not a.info.get("plot_marker")}
    assert unmarked == set()

"""The two-card look (design EB2) and what the Bot holds in memory (design 3.2): the card played first, the
plans card.use reads, and the MJP held for a card - each with a twin that flips the deciding fact."""

from __future__ import annotations

from botkit.protocol import Ask
from game.labyrinth import hooks
from game.labyrinth.state import GOOD, JIHADIST, POOR
from tests.labyrinth.bots.test_jihadist_enhanced_helpers import enh_game
from tests.labyrinth.bots.test_jihadist_helpers import card_in_play, evo, play
from tests.labyrinth.helpers import make_state, setc

RUSSIAN_AID, GULF_UNION, MARTYRDOM = 145, 156, 190  # Martyrdom Operations (190): a Jihadist event


def choose(game, bot, pile):
    """The Bot's first card of the phase among its top two (`pile`: bottom ... top, as the hand lies)."""
    game.state.hands[JIHADIST] = list(pile)
    offered = tuple(reversed(pile[-2:]))  # the top card first, as the engine offers them
    return bot.decide(game, Ask(JIHADIST, "card.choose", "which first?", offered, "one",
                                info={"top": offered[0], "pile_order": list(offered)}))


def quiet(**tracks):
    state = make_state(funding=8, prestige=3, **tracks)
    setc(state, "Yemen", governance=POOR, alignment="neutral", sleepers=1, troops=1)
    return state


def test_enh_card_play_pile_order_plays_the_top_card_first():
    game, bot = enh_game(quiet())
    assert choose(game, bot, [GULF_UNION, RUSSIAN_AID]) == RUSSIAN_AID


def test_enh_card_play_winning_event_first_even_under_the_top_card(monkeypatch):
    monkeypatch.setattr(hooks, "card_says", lambda point, game, card, side: point == "wins_now" and card == MARTYRDOM)
    state = quiet()
    setc(state, "United States", sleepers=1)
    state.plots_available = ["1"]  # one plot: Martyrdom's own rule (EB2 step 4) does not apply
    game, bot = enh_game(state)
    assert choose(game, bot, [MARTYRDOM, RUSSIAN_AID]) == MARTYRDOM
    assert bot.memory_now(game)["planned_event"] == MARTYRDOM


def test_enh_card_play_martyrdom_cell_in_the_us_plays_its_event_first():
    state = quiet()
    setc(state, "United States", sleepers=1)
    state.plots_available = ["1", "WMD"]
    game, bot = enh_game(state)
    assert choose(game, bot, [MARTYRDOM, RUSSIAN_AID]) == MARTYRDOM
    assert bot.memory_now(game)["planned_event"] == MARTYRDOM
    assert evo(game, bot, MARTYRDOM) == "event"  # the planned event, no beneficial check


def test_enh_card_play_martyrdom_twin_one_plot_and_no_big_plot_keeps_pile_order():
    state = quiet()
    setc(state, "United States", sleepers=1)
    state.plots_available = ["1"]
    game, bot = enh_game(state)
    assert choose(game, bot, [MARTYRDOM, RUSSIAN_AID]) == RUSSIAN_AID
    assert bot.memory_now(game).get("planned_event", "") == ""


def test_enh_card_play_martyrdom_adjacent_cell_travels_first_then_the_event():
    state = quiet()
    setc(state, "Canada", sleepers=1)  # next to the US, no cell in the US
    state.plots_available = ["1", "WMD"]
    game, bot = enh_game(state)
    assert choose(game, bot, [RUSSIAN_AID, MARTYRDOM]) == RUSSIAN_AID
    held = bot.memory_now(game)
    assert (held["planned_travel"], held["travel_to"], held["planned_event"]) == (RUSSIAN_AID, "United States",
                                                                                MARTYRDOM)
    assert (evo(game, bot, RUSSIAN_AID), bot.plan) == ("travel", "adjacent_travel")


def test_enh_card_play_the_planned_travel_moves_one_cell_next_door():
    state = quiet()
    setc(state, "Canada", sleepers=2)
    state.plots_available = ["1", "WMD"]
    game, bot = enh_game(state, dice=[6, 6, 6, 6, 6])
    choose(game, bot, [RUSSIAN_AID, MARTYRDOM])
    state.hands[JIHADIST].remove(RUSSIAN_AID)
    play(game, RUSSIAN_AID)
    assert state.countries["United States"].cells == 1 and state.countries["Canada"].cells == 1


def test_enh_card_play_twin_a_good_2_resource_muslim_with_a_cell_is_a_target_too():
    state = quiet()
    setc(state, "Gulf States", governance=GOOD, alignment="ally", sleepers=1)
    state.plots_available = ["1", "2"]
    game, bot = enh_game(state)
    assert choose(game, bot, [RUSSIAN_AID, MARTYRDOM]) == MARTYRDOM


# -- memory: the MJP held for a card -----------------------------------------------------------------------


def test_enh_mjp_held_for_the_card_while_the_board_changes():
    state = make_state(funding=8)
    setc(state, "Iraq", governance=POOR, alignment="neutral", sleepers=4)
    setc(state, "Jordan", governance=POOR, alignment="neutral", sleepers=1)
    game, bot = enh_game(state)
    with card_in_play(game, GULF_UNION):
        ctx = bot.context(game)
        assert bot.recall(ctx, "mjp") == "Iraq"
        setc(state, "Iraq", troops=7)  # Iraq could no longer be chosen ...
        assert bot.recall(bot.context(game), "mjp") == "Iraq"  # ... but the card's MJP holds
    with card_in_play(game, GULF_UNION):  # the next card chooses afresh
        assert bot.recall(bot.context(game), "mjp") != "Iraq"

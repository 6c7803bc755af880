"""The Enhanced Jihadist Bot's Event Instructions (issue 16, EB4), card by card.

Each card's test checks one deciding fact of the Enhanced instructions and its twin flips that
fact. The charts (flowcharts/labyrinth/jihadist_enhanced/events.yaml) are walked on a standard
Jihadist Bot whose library holds the standard charts and the Enhanced event charts: the
will-play question through `enhanced_instructions_allow` (what the Enhanced EvO asks), the
event's questions through a Bot that walks `jihadist_enh.event.<N>` before `jihadist.event.<N>`
(what the runtime does for an Enhanced tier).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from botkit import Library
from flowcharts import game_folder
from game.labyrinth.bots.jihadist import JihadistBot
from game.labyrinth.bots.jihadist_enh_event_vocab import enhanced_instructions_allow
from game.labyrinth.decisions import Ask
from game.labyrinth.state import JIHADIST, POOR, GameState
from game.registry import vocabulary_for
from tests.labyrinth.bots.test_jihadist_helpers import IDEOLOGY, card_in_play, play
from tests.labyrinth.helpers import make_game, make_state, setc

ENHANCED_EVENTS = "jihadist_enhanced/events.yaml"


@cache
def enhanced_events_library() -> Library:
    folder = game_folder("labyrinth")
    return Library.load([folder / "jihadist", folder / ENHANCED_EVENTS, folder / "us" / "capabilities.yaml"],
                        vocabulary_for("labyrinth"))


class EnhancedEventsBot(JihadistBot):
    """A standard Jihadist Bot that answers event questions from the Enhanced charts first."""

    def carry_out(self, action: Any, ctx: Any, ask: Ask, trace: Any, where: str = "") -> Any:
        chart = f"jihadist_enh.event.{ctx.card}"
        if action.name == "event_instructions" and chart in self.library.charts:
            decision = self.interpreter.walk(chart, ctx, trace=trace, depth=1, rng=ctx.game.rng)
            return super().carry_out(decision.action, ctx, ask, trace, f"{decision.chart}:{decision.end}")
        return super().carry_out(action, ctx, ask, trace, where)


def bot_game(state: GameState, *, dice: list[int] | None = None, us: list[Any] | None = None):
    game = make_game(state, dice=dice, us=us)
    library = enhanced_events_library()
    bot = EnhancedEventsBot(library, library.tiers[IDEOLOGY]["muddled"])
    bot.attach(game)
    return game, bot


def plays(state: GameState, number: int) -> bool:
    """The Enhanced Event Instructions' answer to "does the Bot play card `number`?"."""
    game, bot = bot_game(state)
    with card_in_play(game, number):
        return enhanced_instructions_allow(bot.context(game, card=number), number)


def answer(game, bot, number: int, purpose: str, options: tuple, kind: str = "one", **info: Any) -> Any:
    """The Bot's answer to one question of card `number`'s event, asked while the card is in play."""
    ask = Ask(JIHADIST, purpose, "test", options, kind, info={"card": number, **info})
    with card_in_play(game, number):
        return bot.decide(game, ask)


def with_cells(**tracks: Any) -> GameState:
    state = make_state(**tracks)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1)
    return state


# -- the interface: jihadist_enh.events.plays ------------------------------------------------------


def test_eb4_enhanced_plays_chart_falls_back_to_the_standard_instructions():
    state = with_cells()
    game, bot = bot_game(state)
    with card_in_play(game, 229):  # Prisoner Exchange: no Enhanced chart, the standard "never"
        assert enhanced_instructions_allow(bot.context(game, card=229), 229) is False
    with card_in_play(game, 170):  # Theft of State: no chart at all
        assert enhanced_instructions_allow(bot.context(game, card=170), 170) is True


def test_eb4_enhanced_plays_chart_asks_the_enhanced_instructions_first():
    state = with_cells(prestige=1)
    game, bot = bot_game(state)
    with card_in_play(game, 199):
        ctx = bot.context(game, card=199)
        assert bot.interpreter.walk("jihadist_enh.events.plays", ctx).answer is False
    state.prestige = 5
    with card_in_play(game, 199):
        ctx = bot.context(game, card=199)
        assert bot.interpreter.walk("jihadist_enh.events.plays", ctx).answer is True


# -- cards, most played first ----------------------------------------------------------------------


def smartphones_state() -> GameState:
    state = with_cells()
    setc(state, "Egypt", governance=POOR, alignment="neutral")
    state.targets_this_phase = ["Egypt"]
    return state


def test_smartphones_enhanced_plays_only_when_smartphones_is_already_in_play():
    state = smartphones_state()
    state.events_in_play.append(212)
    assert plays(state, 211) is True


def test_smartphones_enhanced_not_played_to_bring_smartphones_into_play():
    state = smartphones_state()
    assert plays(state, 211) is False


def test_paris_attacks_enhanced_plays_with_a_hard_schengen_country():
    state = with_cells()
    setc(state, "France", posture="hard")
    assert plays(state, 182) is True


def test_paris_attacks_enhanced_not_played_with_only_the_uk_hard():
    state = with_cells()
    setc(state, "United Kingdom", posture="hard")
    assert plays(state, 182) is False


def test_us_consulate_attacked_enhanced_plays_while_prestige_can_fall():
    assert plays(with_cells(prestige=2), 199) is True


def test_us_consulate_attacked_enhanced_not_played_at_prestige_1():
    assert plays(with_cells(prestige=1), 199) is False


def test_snowden_enhanced_plays_while_prestige_can_fall():
    assert plays(with_cells(prestige=2), 194) is True


def test_snowden_enhanced_not_played_at_prestige_1_for_the_postures_alone():
    state = with_cells(prestige=1, us_posture="hard")
    setc(state, "Russia", posture="soft")
    assert plays(state, 194) is False


def test_gaza_rockets_enhanced_plays_at_funding_7():
    assert plays(with_cells(funding=7), 177) is True


def test_gaza_rockets_enhanced_not_played_at_funding_8():
    assert plays(with_cells(funding=8), 177) is False


def korean_state(china: str | None, **tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "China", posture=china)
    return state


def test_korean_crises_enhanced_plays_when_china_shares_the_us_posture_and_the_gwot_moves():
    assert plays(korean_state("soft", us_posture="soft"), 179) is True


def test_korean_crises_enhanced_not_played_when_the_gwot_would_not_move():
    state = korean_state("soft", us_posture="soft")
    for name in ("France", "Spain", "Germany", "Italy"):
        setc(state, name, posture="hard")  # World Hard 3 (with Israel, China Soft): one more Hard stays 3
    assert plays(state, 179) is False


def test_korean_crises_enhanced_not_played_when_china_is_opposite_to_a_soft_us():
    assert plays(korean_state("hard", us_posture="soft"), 179) is False


def maghreb_state(**tracks: Any) -> GameState:
    state = with_cells(**tracks)
    setc(state, "Algeria/Tunisia", governance=POOR, alignment="neutral")
    return state


def maghreb_cells(state: GameState) -> int:
    return sum(state.countries[n].cells for n in ("Algeria/Tunisia", "Libya", "Mali", "Morocco", "Nigeria"))


def test_islamic_maghreb_enhanced_plays_with_the_us_soft_and_funding_8():
    assert plays(maghreb_state(us_posture="soft", funding=8), 169) is True


def test_islamic_maghreb_enhanced_not_played_with_the_us_hard():
    assert plays(maghreb_state(us_posture="hard", funding=5), 169) is False


def test_islamic_maghreb_enhanced_takes_the_funding_at_8():
    state = maghreb_state(us_posture="soft", funding=8)
    game, bot = bot_game(state, dice=[5])
    play(game, 169)
    assert state.funding == 9
    assert maghreb_cells(state) == 0


def test_islamic_maghreb_enhanced_places_the_cell_at_funding_9():
    state = maghreb_state(us_posture="soft", funding=9)
    game, bot = bot_game(state, dice=[5, 5])
    play(game, 169)
    assert maghreb_cells(state) == 1

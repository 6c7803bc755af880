"""Jihadist Ideology (12.5): the six printed tiers, a player's own tier file, optional rule 3."""

from __future__ import annotations

import pytest

from botkit.bot import load_tier
from game.labyrinth import cardplay, jihadist_ops, turn
from game.labyrinth.bots import make_bot
from game.labyrinth.bots.jihadist import JihadistBot
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.state import FAIR, JIHADIST, POOR, US
from tests.labyrinth.bots.test_jihadist_helpers import IDEOLOGY, bot_game, jihadist_library, play
from tests.labyrinth.helpers import make_state, setc

MARKERS_OPTION = "jihadist_capability_markers"

DEFAULTS = {"recruit_cells_per_success": 1, "plots_per_success": 1, "ignore_minor_jihad_drm_penalty": False,
            "ignore_jihad_drm_penalty": False, "us_must_play_all": False, "radicalization_plot_needs_wmd": False}
EXPECTED = {
    "muddled": {},
    "coherent": {"ignore_minor_jihad_drm_penalty": True},
    "attractive": {"ignore_minor_jihad_drm_penalty": True, "plots_per_success": 2},
    "potent": {"ignore_minor_jihad_drm_penalty": True, "plots_per_success": 2, "recruit_cells_per_success": 2},
    "infectious": {"ignore_minor_jihad_drm_penalty": True, "plots_per_success": 2, "recruit_cells_per_success": 2,
                   "us_must_play_all": True},
    "virulent": {"ignore_minor_jihad_drm_penalty": True, "plots_per_success": 2, "recruit_cells_per_success": 2,
                 "us_must_play_all": True, "ignore_jihad_drm_penalty": True},
}


@pytest.mark.parametrize("tier", list(EXPECTED))
def test_12_5_each_tier_is_cumulative(tier):
    capabilities = jihadist_library().tiers[IDEOLOGY][tier].capabilities
    assert {name: capabilities[name] for name in DEFAULTS} == {**DEFAULTS, **EXPECTED[tier]}


def drm_state():
    state = make_state()
    setc(state, "Egypt", governance=FAIR, alignment="neutral", awakening=2, reaction=0, sleepers=6)
    return state


def test_12_5_coherent_ignores_the_penalty_in_minor_jihad_only():
    game, bot = bot_game(drm_state(), tier="coherent")
    assert jihadist_ops.jihad_drm(game, "Egypt") == 0
    assert jihadist_ops.jihad_drm(game, "Egypt", major=True) == 2


def test_12_5_virulent_ignores_the_penalty_in_every_jihad():
    game, bot = bot_game(drm_state(), tier="virulent")
    assert jihadist_ops.jihad_drm(game, "Egypt", major=True) == 0


def test_11_1_3_a_reaction_bonus_still_counts_under_virulent():
    state = drm_state()
    state.countries["Egypt"].awakening, state.countries["Egypt"].reaction = 0, 1
    game, bot = bot_game(state, tier="virulent")
    assert jihadist_ops.jihad_drm(game, "Egypt") == -1


def test_12_5_attractive_places_two_plots_per_success():
    state = make_state(funding=2)
    setc(state, "France", posture="hard", sleepers=5)  # Tight funding and no cell to recruit: Plot
    game, bot = bot_game(state, dice=[1], tier="attractive")
    play(game, 126)
    assert len(state.countries["France"].plots) == 2


def test_12_5_potent_places_two_cells_per_recruit_success():
    state = make_state(funding=7)
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=2, sleepers=1)
    game, bot = bot_game(state, dice=[1, 6], tier="potent")
    play(game, 145)
    assert state.countries["Iraq"].cells == 3


def test_12_5_infectious_makes_the_us_play_all_its_cards():
    game, bot = bot_game(make_state(), tier="infectious")
    assert turn.may_hold(game, US) is False
    game2, bot2 = bot_game(make_state(), tier="potent")
    assert turn.may_hold(game2, US) is True


def test_12_5_a_players_tier_file_extends_the_printed_tiers(tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text(
        "kind: tiers\nid: my.jihadist\nadds_to: labyrinth.jihadist.ideology\nside: jihadist\n"
        "tiers:\n  fanatic:\n    extends: potent\n    capabilities: {ignore_jihad_drm_penalty: true}\n",
        encoding="utf-8")
    library = jihadist_library()
    tier = load_tier(library, IDEOLOGY, "fanatic", str(path))
    assert tier.capabilities["recruit_cells_per_success"] == 2
    assert tier.capabilities["ignore_jihad_drm_penalty"] is True
    assert tier.capabilities["us_must_play_all"] is False
    bot = JihadistBot(LABYRINTH, "jihadist", library, tier)
    game, _ = bot_game(drm_state())
    bot.attach(game)
    assert jihadist_ops.jihad_drm(game, "Egypt", major=True) == 0


def test_make_bot_builds_the_jihadist_bot_at_a_printed_tier():
    bot = make_bot(JIHADIST, "Virulent")
    assert isinstance(bot, JihadistBot)
    assert bot.capabilities["ignore_jihad_drm_penalty"] is True


# -- optional rule 3 -----------------------------------------------------------------------------------


def variable_game(dice=None):
    state = make_state()
    setc(state, "Iraq", governance=POOR, alignment="ally", troops=8, sleepers=1)
    state.options["variable_difficulty"] = True
    state.draw_pile = [156]  # a 3-Ops card: three markers
    game, bot = bot_game(state, dice=dice)
    return game, bot


def test_optional_3_markers_drawn_by_a_random_cards_ops_replace_the_tier():
    game, bot = variable_game()
    held = game.state.options[MARKERS_OPTION]
    assert len(held) == 3 and len(set(held)) == 3
    markers = jihadist_library().tiers["labyrinth.jihadist.capability_markers"]
    expected = dict(DEFAULTS)
    for name in held:
        expected.update({k: v for k, v in markers[name].capabilities.items() if k in DEFAULTS and v != DEFAULTS[k]})
    assert {name: game.capabilities[JIHADIST][name] for name in DEFAULTS} == expected


def test_optional_3_markers_are_not_cumulative():
    potent = jihadist_library().tiers["labyrinth.jihadist.capability_markers"]["potent"].capabilities
    assert potent["recruit_cells_per_success"] == 2
    assert potent["plots_per_success"] == 1 and potent["ignore_minor_jihad_drm_penalty"] is False


def test_optional_3_a_personality_event_gains_a_marker_and_the_us_play_loses_one():
    game, bot = variable_game()
    held = game.state.options[MARKERS_OPTION]
    game.state.prestige = 5
    setc(game.state, "Egypt", governance=POOR, alignment="neutral", reaction=1)
    play(game, 219)  # Ayman al-Zawahiri for the Jihadist event
    assert len(held) == 4
    cardplay.run_event(game, US, 237)  # Osama bin Ladin for the US event
    assert len(held) == 3

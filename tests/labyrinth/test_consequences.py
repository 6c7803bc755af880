"""The consequences of a change to the board, in the rulebook's order, and victory at once on every path.

The first half follows `consequences`' order: testing (4.9.4), Islamist Rule (8.4.4), 11.3.14,
11.1.5, Convergence (11.1.8), Nigeria (11.3.3.3), Training Camps (11.3.7), the event markers
that leave with a change, the Caliphate (11.3.8), then the queue that keeps that order when a
consequence changes the board in turn. The second half wins the game in the middle of an
operation, a plot resolution or an event - two-player, and against a Bot where 9.1 differs.
"""

from __future__ import annotations

import pytest

from botkit.dice import RandomDice, ScriptedDice
from game.labyrinth import cardplay, consequences, pieces, plots, politics, tracks
from game.labyrinth.game import Change, Game
from game.labyrinth.state import (
    ADVERSARY,
    ALLY,
    FAIR,
    GOOD,
    HARD,
    ISLAMIST_RULE,
    JIHADIST,
    NEUTRAL,
    POOR,
    US,
    PlotMarker,
)
from game.labyrinth.victory import GameOver

from .helpers import make_game, make_state, muslim, setc

MUSLIMS = ["Central Asia", "Morocco", "Algeria/Tunisia", "Libya", "Egypt", "Sudan", "Somalia", "Mali", "Lebanon",
           "Syria", "Jordan", "Turkey", "Iraq", "Saudi Arabia", "Gulf States", "Yemen", "Afghanistan", "Pakistan",
           "Indonesia/Malaysia"]


def log_text(game: Game) -> list[str]:
    return [e.text.strip() for e in game.log_entries]


def index_of(lines: list[str], needle: str) -> int:
    return next(i for i, line in enumerate(lines) if needle in line)


# -- 1. testing --------------------------------------------------------------------------------


@pytest.mark.parametrize("place", [
    lambda g: pieces.add_cells(g, "Egypt", 1),
    lambda g: pieces.add_militia(g, "Egypt", 1),
    lambda g: pieces.add_aid(g, "Egypt", 1),
    lambda g: pieces.add_cadre(g, "Egypt"),
    lambda g: pieces.add_marker(g, "Egypt", "NATO"),
    lambda g: pieces.place_plot(g, "Egypt", "1"),
    lambda g: pieces.move_troops(g, pieces.TRACK, "Egypt", 1),
], ids=["cell", "militia", "aid", "cadre", "marker", "plot", "troops"])
def test_4_9_4_whatever_is_placed_in_an_untested_country_tests_it(place):
    game = make_game(dice=[5])
    place(game)
    egypt = game.state.countries["Egypt"]
    assert (egypt.governance, egypt.alignment) == (FAIR, NEUTRAL)
    assert log_text(game)[-1] == "Egypt tested: Fair Neutral"  # once the piece is in


# -- 2. Islamist Rule ------------------------------------------------------------------------------


def test_8_4_4_islamist_rule_pays_its_resources_in_funding_drops_prestige_to_1_with_troops_and_frees_its_wmd():
    state = make_state(funding=4, prestige=7)
    muslim(state, "Syria", POOR, troops=1, wmd=2, sleepers=1)
    game = make_game(state)
    politics.worsen_governance(game, "Syria", 1)
    syria = state.countries["Syria"]
    assert (syria.governance, syria.alignment, state.funding, state.prestige) == (ISLAMIST_RULE, ADVERSARY, 6, 1)
    assert (syria.wmd, state.plots_available.count("WMD")) == (0, 2)


# -- 3. 11.3.14 ----------------------------------------------------------------------------------


@pytest.mark.parametrize("governance", [GOOD, ISLAMIST_RULE])
def test_11_3_14_good_or_islamist_rule_clears_aid_besieged_markers_militia_civil_war_and_regime_change(governance):
    state = make_state()
    start = FAIR if governance == GOOD else POOR
    muslim(state, "Iraq", start, alignment=ALLY if governance == GOOD else NEUTRAL, aid=1, besieged=True,
           militia=2, civil_war=True, regime_change="tan", sleepers=1)
    game = make_game(state)
    politics.set_governance(game, "Iraq", governance)
    iraq = state.countries["Iraq"]
    assert (iraq.aid, iraq.besieged, iraq.militia, iraq.civil_war, iraq.regime_change) == (0, False, 0, False, None)


# -- 4. 11.1.5 -----------------------------------------------------------------------------------


def test_11_1_5_each_level_improved_removes_an_awakening_marker_and_each_level_worsened_a_reaction_marker():
    state = make_state()
    muslim(state, "Egypt", POOR, awakening=3, reaction=3)
    game = make_game(state, dice=[])
    politics.improve_governance(game, "Egypt", 1)
    assert (state.countries["Egypt"].awakening, state.countries["Egypt"].reaction) == (2, 3)
    politics.worsen_governance(game, "Egypt", 1)
    assert (state.countries["Egypt"].awakening, state.countries["Egypt"].reaction) == (2, 2)


# -- 5. Convergence ------------------------------------------------------------------------------


def test_11_1_8_convergence_comes_after_the_country_is_cleared():
    state = make_state()
    muslim(state, "Egypt", FAIR, alignment=ALLY, aid=1)
    muslim(state, "Libya", POOR)
    game = make_game(state, dice=[1, 3, 2])  # Random Muslim Country: brown 1, black 3 (Syria), tested Poor
    politics.improve_governance(game, "Egypt", 1)
    lines = log_text(game)
    assert index_of(lines, "Egypt: -1 aid") < index_of(lines, "Convergence from Egypt")
    assert state.countries["Syria"].awakening == 1
    assert index_of(lines, "Syria: +1 awakening") < index_of(lines, "Syria tested")  # placed, then tested


def test_11_1_8_polarization_leaves_its_convergences_to_the_end_of_its_census():
    state = make_state()
    muslim(state, "Egypt", FAIR, alignment=ALLY, awakening=3)
    game = make_game(state, dice=[])
    politics.improve_governance(game, "Egypt", 1, convergence=False)
    assert state.countries["Egypt"].governance == GOOD
    assert sum(c.awakening for c in state.countries.values()) == 0  # no Convergence was rolled


# -- 6. Nigeria ----------------------------------------------------------------------------------


def test_11_3_3_3_nigeria_an_ally_whose_last_cell_leaves_flips_back_at_once():
    state = make_state()
    game = make_game(state, dice=[])
    politics.flip_nigeria_to_muslim(game)
    setc(state, "Nigeria", alignment=ALLY, sleepers=1, militia=1, aid=1, troops=1, markers=["Advisors"])
    pieces.remove_cells(game, "Nigeria", sleepers=1)
    nigeria = state.countries["Nigeria"]
    assert not nigeria.muslim
    assert (nigeria.alignment, nigeria.cadre, nigeria.militia, nigeria.aid, nigeria.troops, nigeria.markers) == (
        None, 0, 0, 0, 0, [])


def test_11_3_3_3_nigeria_without_cells_flips_back_when_it_becomes_an_ally():
    state = make_state()
    game = make_game(state, dice=[])
    politics.flip_nigeria_to_muslim(game)
    politics.set_alignment(game, "Nigeria", ALLY)
    assert not state.countries["Nigeria"].muslim
    politics.set_alignment(game, "Nigeria", NEUTRAL)  # a non-Muslim country takes no alignment
    assert state.countries["Nigeria"].alignment is None


# -- 7. Training Camps ---------------------------------------------------------------------------


def test_11_3_7_training_camps_leave_a_country_emptied_of_cells_and_cadre():
    state = make_state()
    muslim(state, "Iraq", POOR, sleepers=1, markers=["Training Camps"])
    game = make_game(state, dice=[])
    pieces.remove_cells(game, "Iraq", sleepers=1, cadre=False)
    assert "Training Camps" not in state.countries["Iraq"].markers


def test_11_3_7_training_camps_leave_a_country_that_turns_good():
    state = make_state()
    muslim(state, "Iraq", FAIR, alignment=ALLY, sleepers=1, markers=["Training Camps"])
    game = make_game(state, dice=[6, 6, 6])  # Convergence finds no eligible country
    politics.improve_governance(game, "Iraq", 1)
    assert "Training Camps" not in state.countries["Iraq"].markers


# -- 8. event markers leaving with a change -------------------------------------------------------


def test_121_advisors_leave_a_country_that_troops_enter_or_that_turns_adversary():
    state = make_state()
    muslim(state, "Libya", POOR, civil_war=True, markers=["Advisors"])
    muslim(state, "Syria", POOR, civil_war=True, markers=["Advisors"])
    game = make_game(state, dice=[])
    pieces.move_troops(game, pieces.TRACK, "Libya", 1)
    politics.set_alignment(game, "Syria", ADVERSARY)
    assert state.countries["Libya"].markers == [] and state.countries["Syria"].markers == []


def test_232_trade_embargo_markers_leave_iran_once_it_is_no_longer_an_adversary():
    state = make_state()
    game = make_game(state, dice=[])
    politics.flip_iran_to_muslim(game)
    state.countries["Iran"].markers = ["Trade Embargo (US)"]
    politics.set_alignment(game, "Iran", NEUTRAL)
    assert state.countries["Iran"].markers == []


# -- 9. the Caliphate ----------------------------------------------------------------------------


def test_11_3_8_2_a_capital_displaced_by_a_change_moves_and_every_member_cell_turns_active():
    state = make_state()
    muslim(state, "Syria", POOR, civil_war=True, actives=2)
    muslim(state, "Iraq", POOR, civil_war=True, sleepers=2)
    state.caliphate_capital = "Syria"
    game = make_game(state, dice=[])
    from game.labyrinth import civil_war

    civil_war.end_civil_war(game, "Syria")
    assert state.caliphate_capital == "Iraq"
    assert (state.countries["Iraq"].sleepers, state.countries["Iraq"].actives) == (0, 2)


# -- the queue -----------------------------------------------------------------------------------


def test_a_change_reported_during_the_cascade_waits_for_the_one_being_handled():
    seen: list[tuple[str, str]] = []

    class Recorder(consequences.Consequences):
        def apply(self, game: Game, change: Change) -> None:
            seen.append(("begin", change.kind))
            super().apply(game, change)
            seen.append(("end", change.kind))

    state = make_state()
    muslim(state, "Egypt", FAIR, alignment=ALLY)
    game = make_game(state, dice=[6, 6, 6])
    game.consequences = Recorder()
    politics.improve_governance(game, "Egypt", 1)
    assert seen[:2] == [("begin", "governance"), ("end", "governance")]  # nothing nested inside


def test_no_game_is_built_without_its_consequences():
    with pytest.raises(TypeError):
        Game(make_state())  # type: ignore[call-arg]


# -- victory at once: operations ---------------------------------------------------------------


def fair_countries(state, count, *, skip=()):
    names = [n for n in MUSLIMS if n not in skip][:count]
    for name in names:
        muslim(state, name, FAIR)
    return names


def test_2_x_a_war_of_ideas_making_the_15th_fair_or_good_country_wins_at_once():
    state = make_state(prestige=7, us_posture=HARD, phase=US)
    fair_countries(state, 14, skip=["Egypt"])
    muslim(state, "Egypt", POOR, alignment=ALLY)
    state.countries["Israel"].sleepers = 1
    state.hands[US] = [153]  # Facebook, 3 Ops
    game = make_game(state, dice=[6], us=[("card.play_as", "ops"), ("card.operation", "war_of_ideas"),
                                           ("op.woi.target", "Egypt")])
    with pytest.raises(GameOver):
        cardplay.play_card(game, US, 153)
    assert (state.winner, state.countries["Egypt"].governance) == (US, FAIR)
    assert "15 Muslim countries at Fair or Good" in state.victory
    assert state.discard == [153]  # the card in play when the game ended is in a zone


def test_2_x_a_minor_jihad_making_the_15th_poor_country_with_prestige_1_wins_at_once():
    state = make_state(prestige=1, phase=JIHADIST)
    for name in [n for n in MUSLIMS if n != "Egypt"][:14]:
        muslim(state, name, POOR)
    muslim(state, "Egypt", FAIR, actives=1)
    state.hands[JIHADIST] = [189]  # Jihadist Videos, 3 Ops
    game = make_game(state, dice=[1], jihadist=[("card.play_as", "ops"), ("card.operation", "minor_jihad"),
                                                 ("op.jihad.cells", [("Egypt", 1)])])
    with pytest.raises(GameOver):
        cardplay.play_card(game, JIHADIST, 189)
    assert state.winner == JIHADIST and "prestige 1" in state.victory
    assert state.discard == [189]


@pytest.mark.parametrize("bot", [False, True], ids=["two players", "jihadist bot"])
def test_2_x_a_major_jihad_reaching_six_islamist_rule_resources_in_adjacent_countries_wins_at_once(bot):
    state = make_state(phase=JIHADIST)
    muslim(state, "Iraq", ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
    muslim(state, "Saudi Arabia", POOR, actives=5)
    game = make_game(state, bots={JIHADIST} if bot else None)
    game.dice = ScriptedDice([1, 1], then=RandomDice(game.rng))
    from game.labyrinth import jihadist_ops

    with pytest.raises(GameOver):
        jihadist_ops.major_jihad_in(game, "Saudi Arabia", 2)
    assert state.winner == JIHADIST and "6 Islamist Rule resources" in state.victory


def test_9_1_against_the_jihadist_bot_islamist_rule_resources_need_no_adjacency():
    def play(bot: bool):
        state = make_state(phase=JIHADIST)
        muslim(state, "Iraq", ISLAMIST_RULE, alignment=ADVERSARY, sleepers=1)
        muslim(state, "Indonesia/Malaysia", POOR, actives=5)  # 3 resources, not next to Iraq
        game = make_game(state, bots={JIHADIST} if bot else None)
        game.dice = ScriptedDice([1, 1], then=RandomDice(game.rng))
        from game.labyrinth import jihadist_ops

        jihadist_ops.major_jihad_in(game, "Indonesia/Malaysia", 2)
        return state

    assert play(bot=False).winner is None  # two players: the two countries must touch
    with pytest.raises(GameOver):
        play(bot=True)


@pytest.mark.parametrize("jihadist_bot, wins", [(False, True), (True, False)])
def test_2_x_a_disrupt_removing_the_last_cell_wins_at_once_but_not_against_the_jihadist_bot(jihadist_bot, wins):
    state = make_state(phase=US)
    muslim(state, "Egypt", FAIR, alignment=ALLY, actives=1)
    state.hands[US] = [153]
    game = make_game(state, dice=[], us=[("card.play_as", "ops"), ("card.operation", "disrupt"),
                                          ("op.disrupt.target", "Egypt")],
                     bots={JIHADIST} if jihadist_bot else None)
    if wins:
        with pytest.raises(GameOver):
            cardplay.play_card(game, US, 153)
        assert (state.winner, state.victory) == (US, "no cells on the map")
    else:
        cardplay.play_card(game, US, 153)
        assert state.winner is None and state.countries["Egypt"].cells == 0
    assert state.discard == [153]


def test_2_x_the_last_cell_failing_to_travel_ends_the_game_at_once():
    state = make_state(phase=JIHADIST)
    muslim(state, "Egypt", POOR, sleepers=1)
    muslim(state, "Pakistan", GOOD, alignment=ALLY)
    state.hands[JIHADIST] = [180]  # Mosul Central Bank, 2 Ops
    game = make_game(state, dice=[6], jihadist=[("card.play_as", "ops"), ("card.operation", "travel"),
                                                 ("op.travel.destination", "Pakistan"),
                                                 ("op.travel.sources", [("Egypt", 1)])])
    with pytest.raises(GameOver):
        cardplay.play_card(game, JIHADIST, 180)
    assert (state.winner, state.victory) == (US, "no cells on the map")


def test_2_x_a_recruit_that_tests_the_15th_fair_country_ends_the_game_for_the_us():
    state = make_state(phase=JIHADIST)
    fair_countries(state, 14, skip=["Egypt"])
    setc(state, "Egypt", cadre=1)  # untested, with a cadre to recruit from
    state.countries["Israel"].sleepers = 1
    state.hands[JIHADIST] = [189]
    game = make_game(state, dice=[5], jihadist=[("card.play_as", "ops"), ("card.operation", "recruit"),
                                                 ("op.recruit.dice", [("Egypt", 3)])])
    with pytest.raises(GameOver):
        cardplay.play_card(game, JIHADIST, 189)
    assert state.winner == US and state.countries["Egypt"].governance == FAIR
    assert state.countries["Egypt"].cells == 0  # the game ended before the die for the Recruit


# -- victory at once: plots and events -----------------------------------------------------------


def test_2_x_a_plot_worsening_the_15th_country_to_poor_with_prestige_1_ends_the_phase_at_once():
    state = make_state(prestige=2, funding=5, phase=US)
    for name in [n for n in MUSLIMS if n not in ("Egypt", "Yemen")][:14]:
        muslim(state, name, POOR)
    muslim(state, "Egypt", FAIR, troops=1, sleepers=1, plots=[PlotMarker("1")])
    muslim(state, "Yemen", FAIR, plots=[PlotMarker("2")])
    game = make_game(state, dice=[1])
    with pytest.raises(GameOver):
        plots.resolve_all(game)
    assert state.winner == JIHADIST
    assert [p.kind for p in state.countries["Yemen"].plots] == ["2"]  # never resolved


def test_2_x_an_event_removing_the_last_cell_ends_the_game_before_the_rest_of_the_event():
    state = make_state(funding=5, phase=US)
    muslim(state, "Egypt", POOR, actives=1)
    state.hands[US] = [136]  # Factional Infighting: a cell flips, 2 removed, then funding -1
    game = make_game(state, dice=[], us=[("card.play_as", "event")])
    with pytest.raises(GameOver):
        cardplay.play_card(game, US, 136)
    assert (state.winner, state.funding) == (US, 5)
    assert state.discard == [136]


def test_no_cells_never_wins_during_set_up():
    state = make_state()  # phase "setup", no cell on the map
    game = make_game(state, dice=[])
    tracks.change_prestige(game, 1)
    assert state.winner is None


def test_an_untested_country_set_straight_to_good_still_sets_off_good_s_consequences():
    state = make_state()
    game = make_game(state)
    politics.set_governance(game, "Egypt", GOOD, ALLY)
    assert (state.countries["Egypt"].governance, state.countries["Egypt"].alignment) == (GOOD, ALLY)
    assert sum(c.awakening for c in state.countries.values()) == 1  # Convergence


def test_the_card_a_bot_is_playing_when_the_game_ends_lands_in_the_discard_pile():
    class EndsTheGame:
        def decide(self, game, ask):
            assert ask.purpose == "card.use"  # the Bot's first question of the card: the game ends meanwhile
            game.state.winner = "us"
            raise GameOver("us", "test")

    state = make_state(phase=JIHADIST)
    state.hands[JIHADIST] = [189]
    state.options["cards"] = [189]
    game = make_game(state, bots={JIHADIST})
    game.deciders[JIHADIST] = EndsTheGame()
    with pytest.raises(GameOver):
        cardplay.play_card(game, JIHADIST, 189)
    assert state.discard == [189]
    game.verify()  # every card in exactly one zone

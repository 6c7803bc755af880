"""The Bots' vocabulary is arithmetic of the rules, side-effect free: a region's score now and with a
country changing hands (10.1), what control costs (6.1.2), a coup's odds (6.3), and the probe of an
event on a copy of the game - which changes nothing of the real one."""

from __future__ import annotations

import pytest

from game.twilight_struggle.bots import countries as land
from game.twilight_struggle.bots.regions import EUROPE_CONTROL, Regions
from game.twilight_struggle.scoring import assess
from game.twilight_struggle.state import US, USSR

from ..helpers import make_game
from .helpers import bot_game

MIDDLE_EAST = {"iran": (2, 0), "saudi_arabia": (3, 0), "iraq": (0, 3), "syria": (0, 2), "israel": (0, 0)}


@pytest.mark.parametrize("region", ["europe", "asia", "middle_east", "africa", "central_america", "south_america",
                                    "southeast_asia"])
def test_the_region_arithmetic_agrees_with_scoring(region):
    game = make_game(influence={**MIDDLE_EAST, "thailand": (0, 2), "japan": (4, 0), "poland": (0, 4),
                                "italy": (2, 0), "angola": (0, 1), "panama": (1, 0), "chile": (0, 3)})
    assert Regions(game).net(US, region) == assess(game, region).net_us


def test_control_of_europe_counts_as_the_game():
    europe = {c: (0, 5) for c in ("poland", "east_germany", "west_germany", "france", "italy", "finland")}
    game = make_game(influence=europe)
    assert Regions(game).net(USSR, "europe") >= EUROPE_CONTROL


def test_a_swing_is_the_change_of_the_regions_score():
    game = make_game(influence=MIDDLE_EAST)
    view = Regions(game)
    # the USSR taking Iran: the US loses a battleground and its domination, the USSR gains one
    before, after = view.net(USSR, "middle_east"), view.net(USSR, "middle_east", {"iran": USSR})
    assert view.swing(USSR, "iran", USSR) == after - before > 0
    assert view.swing(USSR, "iraq", USSR) == 0  # it is the USSR's already


def test_what_control_costs_in_markers_and_ops():
    game = make_game(influence={"italy": (0, 2), "france": (1, 0)})
    # 2 Ops for the first marker (the USSR controls Italy), 1 for each of the 3 after it (6.1.2)
    assert (land.markers_to_control(game, US, "italy"), land.ops_to_control(game, US, "italy")) == (4, 5)
    assert (land.markers_to_control(game, US, "france"), land.ops_to_control(game, US, "france")) == (2, 2)
    assert (land.markers_to_break(game, US, "italy"), land.ops_to_break(game, US, "italy")) == (1, 2)


def test_a_coups_odds_over_the_die():
    game = make_game(influence={"iran": (2, 0)})
    # 3 Ops against stability 2: die + 3 - 4 > 0 on a 2 or more
    assert land.coup_success_chance(game, USSR, "iran", 3) == pytest.approx(5 / 6)
    # control needs 2 USSR influence and the US's gone: die - 1 >= 4 on a 5 or 6
    assert land.coup_takes_control_chance(game, USSR, "iran", 3) == pytest.approx(2 / 6)


def test_a_coup_at_defcon_2_in_a_battleground_is_suicidal_and_elsewhere_not():
    game = make_game(influence={"iran": (2, 0), "lebanon": (1, 0)}, defcon=2)
    assert land.coup_ends_game_for(game, USSR, "iran") and not land.coup_ends_game_for(game, USSR, "lebanon")


def test_a_probe_changes_nothing_of_the_real_game():
    game, bots = bot_game(us_hand=(4, 7), ussr_hand=(14, 5), influence=MIDDLE_EAST, defcon=3)
    before = game.state.to_dict()
    log, rng = len(game.log_entries), game.rng.getstate()
    outcome = bots[US].probe(game, 4, "event")  # Duck and Cover: DEFCON 2, 3 VP
    assert (outcome.vp, outcome.defcon, outcome.loss) == (3, 2, 0)
    assert game.state.to_dict() == before and len(game.log_entries) == log and game.rng.getstate() == rng


def test_a_probe_of_a_rolling_event_averages_the_die():
    game, bots = bot_game(influence={"south_korea": (2, 0)})
    outcome = bots[USSR].probe(game, 11, "event")  # Korean War: 4+ wins 2 VP (a die, -0 here)
    assert outcome.rolls and outcome.vp == pytest.approx(2 * 3 / 6)


def test_a_probe_of_an_event_rolling_a_die_for_each_side_plays_every_pair_of_faces():
    # Summit on an empty map at DEFCON 2: the USSR's die beats the US's in 15 of 36 pairs, and its
    # winner then moves DEFCON to 1 on the US's play (8.1.3)
    game, bots = bot_game(defcon=2, phasing=US)
    outcome = bots[US].probe(game, 45, "event")
    assert outcome.rolls and outcome.loss == pytest.approx(15 / 36)


def test_the_opponents_event_on_my_card_is_my_loss_when_it_takes_defcon_to_1():
    game, bots = bot_game(defcon=2, turn=4)
    assert bots[US].probe(game, 50, "triggered").loss == 1  # "We Will Bury You" on the US's Ops play

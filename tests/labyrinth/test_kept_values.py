"""What the speed work keeps instead of recomputing must be what recomputing gives.

Board values kept between change reports (`derived`), the Muslim flag kept with a country's kind, a
state copied field by field, the map's neighbours without networkx and log lines worded when read:
each is checked here against the slow way it replaced.
"""

from __future__ import annotations

import copy
import pickle

import networkx as nx
import pytest

from botkit.engine import LogEntry
from game.labyrinth import board, derived, facts
from game.labyrinth.state import GameState, PlotMarker

from .helpers import make_game, make_state, muslim, setc


def test_the_muslim_flag_follows_every_write_of_kind():
    state = make_state()
    iran = state.countries["Iran"]
    assert iran.muslim == (iran.kind in ("sunni", "shia_mix"))
    iran.kind = "shia_mix"
    assert iran.muslim
    iran.kind = "iran_special"
    assert not iran.muslim
    assert "muslim" not in iran.to_dict()


def test_a_kept_value_lasts_until_a_report_and_a_lasting_one_until_a_kind_is_written():
    state = make_state()
    game = make_game(state)
    derived.follow(state)
    try:
        calls: list[str] = []

        def count(key: str) -> object:
            return lambda s: calls.append(key) or len(calls)

        first = derived.value(state, "plain", count("plain"))
        lasting = derived.value(state, "lasting", count("lasting"), lasting=True)
        assert derived.value(state, "plain", count("plain")) == first
        game.report("die", purpose="test", value=3)  # any report: the plain value goes
        assert derived.value(state, "plain", count("plain")) != first
        assert derived.value(state, "lasting", count("lasting"), lasting=True) == lasting
        state.countries["Iran"].kind = "shia_mix"  # a tile flips: the lasting value goes too
        assert derived.value(state, "lasting", count("lasting"), lasting=True) != lasting
        other = make_state()  # a state nobody follows is worked out afresh every time
        assert derived.value(other, "plain", count("plain")) != derived.value(other, "plain", count("plain"))
    finally:
        derived.follow(None)


def test_kept_board_values_are_the_fresh_ones_after_reported_changes():
    state = make_state()
    muslim(state, "Iraq", governance=1, alignment="ally")
    muslim(state, "Syria", governance=4, alignment="adversary", sleepers=2)
    game = make_game(state)
    derived.follow(state, check=True)  # every read compared with a fresh one
    try:
        before = (board.fair_or_good_count(state), board.cells_on_map(state), len(board.muslims(state)))
        setc(state, "Iraq", governance=3)  # as a primitive writes it, then reports it
        game.report("governance", country="Iraq", before=1, after=3)
        assert board.fair_or_good_count(state) == before[0] - 1
        assert board.cells_on_map(state) == before[1] == 2
        setc(state, "Syria", sleepers=3)  # a write no report names: the check sees it
        with pytest.raises(AssertionError, match="cells_on_map"):
            board.cells_on_map(state)
    finally:
        derived.follow(None)


def test_a_copy_is_the_round_trip_through_to_dict_and_shares_nothing():
    state = make_state()
    muslim(state, "Iraq", governance=2, alignment="neutral", sleepers=1, markers=["NATO"])
    state.countries["Iraq"].plots.append(PlotMarker("2", face_up=True))
    state.hands["us"].extend([121, 122])
    state.options["rules"] = [1, 3]
    copied = state.copy()
    assert copied == GameState.from_dict(state.to_dict())
    assert copied.countries["Iraq"].muslim
    copied.countries["Iraq"].plots[0].face_up = False
    copied.countries["Iraq"].markers.clear()
    copied.hands["us"].clear()
    copied.options["rules"].append(2)
    assert state.countries["Iraq"].plots[0].face_up and state.countries["Iraq"].markers == ["NATO"]
    assert state.hands["us"] == [121, 122] and state.options["rules"] == [1, 3]


def test_the_maps_neighbours_and_distances_are_the_graphs():
    graph = facts.adjacency()
    assert facts.neighbours() == {name: tuple(sorted(graph.neighbors(name))) for name in graph.nodes}
    assert facts.distances() == {source: dict(lengths) for source, lengths in nx.all_pairs_shortest_path_length(graph)}


def test_a_log_line_is_worded_when_read_and_compares_copies_and_pickles_by_its_words():
    asked: list[str] = []

    def words(kind: str, fields: dict) -> str:
        asked.append(kind)
        return f"{kind}: {fields['n']}"

    entry = LogEntry(1, "us", None, "us", "die", {"n": 4}, words=words)
    assert asked == []
    assert entry.text == "die: 4" and entry.text == "die: 4"
    assert asked == ["die"]  # worded once
    same = LogEntry(1, "us", "die: 4", "us", "die", {"n": 4})
    assert entry == same and hash(entry) == hash(same)
    fresh = LogEntry(1, "us", None, "us", "die", {"n": 4}, words=words)
    for twin in (copy.deepcopy(fresh), pickle.loads(pickle.dumps(fresh))):
        assert twin == same and twin.text == "die: 4"
    assert entry.to_dict() == {"turn": 1, "phase": "us", "text": "die: 4", "side": "us", "kind": "die",
                               "fields": {"n": 4}}

"""Saving and loading games: exact round trips, the RNG continuing, and refusing bad files untouched."""

from __future__ import annotations

import json
import os

import pytest

from botkit.dice import RandomDice, ScriptedDice
from game.labyrinth import saves, scenarios
from game.labyrinth.game import LogEntry
from game.labyrinth.invariants import violations
from game.labyrinth.saves import SaveError, load_game, restore_game, save_game

META = {"human": "us", "bots": {"jihadist": {"tier": "muddled"}}, "front_end": "terminal"}


@pytest.fixture
def game():
    game = scenarios.start_game("isil", seed=4821)
    game.roll("warm-up")  # the RNG has moved past the set-up
    game.log("Turn 1 begins", side="us")
    return game


@pytest.fixture
def saved(tmp_path, game):
    path = tmp_path / "games" / "isil.json"
    save_game(path, game, META)
    return path


def test_save_round_trip_gives_an_identical_state_meta_and_log(saved, game):
    loaded = load_game(saved)
    state, rng, meta, log = loaded
    assert state.to_dict() == game.state.to_dict()
    assert meta == META
    assert log == game.log_entries and all(isinstance(e, LogEntry) for e in log)
    assert rng.getstate() == game.rng.getstate()
    assert (loaded.seed, loaded.dice) == (4821, {"kind": "random"})


def test_the_rng_continues_identically_after_loading(saved, game):
    restored = restore_game(load_game(saved))
    assert [restored.roll("x", quiet=True) for _ in range(20)] == [game.roll("x", quiet=True) for _ in range(20)]
    assert restored.random_pick(list(range(100))) == game.random_pick(list(range(100)))
    assert restored.seed == game.seed and restored.state is not game.state
    assert restored.log_entries == game.log_entries[: len(restored.log_entries)]


def test_restored_random_dice_share_the_restored_rng(saved):
    restored = restore_game(load_game(saved))
    assert isinstance(restored.dice, RandomDice) and restored.dice.rng is restored.rng


def test_scripted_dice_come_back_with_their_unused_rolls(tmp_path):
    game = scenarios.start_game("awakening", seed=1, dice=ScriptedDice([3, 4, 6]))
    game.roll("first")
    path = save_game(tmp_path / "s.json", game, {})
    restored = restore_game(load_game(path))
    assert isinstance(restored.dice, ScriptedDice)
    assert [restored.roll("a"), restored.roll("b")] == [4, 6]


def test_table_dice_must_be_given_when_restoring(tmp_path):
    from botkit.dice import AskedDice

    game = scenarios.start_game("awakening", seed=1, dice=AskedDice(lambda purpose: 3))
    path = save_game(tmp_path / "t.json", game, {})
    with pytest.raises(SaveError, match="'asked' dice"):
        restore_game(load_game(path))
    restored = restore_game(load_game(path), dice=AskedDice(lambda purpose: 5))
    assert restored.roll("x") == 5


def test_the_file_carries_its_format_and_version(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    assert (document["format"], document["version"], document["scenario"]) == ("botkit-labyrinth-save", 2, "isil")


def test_saving_writes_atomically_and_leaves_no_temporary_file(tmp_path, game):
    path = tmp_path / "g.json"
    path.write_text("old save")
    save_game(path, game, META)
    assert os.listdir(tmp_path) == ["g.json"]
    assert load_game(path).state.to_dict() == game.state.to_dict()


def test_a_save_that_cannot_be_written_leaves_the_old_file_unchanged(tmp_path, game):
    path = tmp_path / "g.json"
    save_game(path, game, META)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="JSON cannot store"):
        save_game(path, game, {"decider": object()})
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["g.json"]


# -- bad files: a clear SaveError, and the file untouched ------------------------------------


def _refused(path, match: str) -> None:
    before = path.read_bytes()
    with pytest.raises(SaveError, match=match):
        load_game(path)
    assert path.read_bytes() == before


def test_a_truncated_save_is_refused_and_left_unchanged(saved):
    data = saved.read_bytes()
    saved.write_bytes(data[: len(data) // 2])
    _refused(saved, "damaged or truncated")


def test_a_corrupt_save_is_refused_and_left_unchanged(saved):
    data = bytearray(saved.read_bytes())
    data[100:110] = b"\xff\xfe\x00garbage"
    saved.write_bytes(bytes(data))
    _refused(saved, "not a botkit save|damaged")


def test_a_save_edited_behind_the_checksum_is_refused(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["state"]["prestige"] = 12
    saved.write_text(json.dumps(document), encoding="utf-8")
    _refused(saved, "checksum does not match")


def test_a_foreign_json_file_is_refused_and_left_unchanged(tmp_path):
    path = tmp_path / "package.json"
    path.write_text('{"name": "something else", "version": 1}')
    _refused(path, "not a botkit Labyrinth save")
    path.write_text("[1, 2, 3]")
    _refused(path, "not a botkit Labyrinth save")


def test_a_save_of_another_version_is_refused_and_left_unchanged(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["version"] = 3
    document["checksum"] = saves.checksum(document)
    saved.write_text(json.dumps(document), encoding="utf-8")
    _refused(saved, "version 3; this botkit reads versions 1 to 2")


def test_6_2_3_a_version_1_save_with_a_marked_card_in_play_loads_with_the_card_discarded_and_its_marker_kept(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    state = document["state"]
    for number in (164, 196):  # Bloody Thursday (a marker) and Training Camps (a country marker only)
        for pile in (state["draw_pile"], state["hands"]["us"], state["hands"]["jihadist"], state["discard"]):
            if number in pile:
                pile.remove(number)
    state["events_in_play"] = [164, 196]
    document["version"] = 1
    document["checksum"] = saves.checksum(document)
    saved.write_text(json.dumps(document), encoding="utf-8")
    loaded = load_game(saved)
    assert loaded.state.events_in_play == [164]
    assert loaded.state.discard[-2:] == [164, 196]
    assert violations(loaded.state) == []


def test_a_save_missing_parts_is_refused(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    del document["rng"]
    saved.write_text(json.dumps(document), encoding="utf-8")
    _refused(saved, "lacks rng")


def test_a_save_with_a_broken_state_is_refused(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["state"]["countries"]["Egypt"]["colour"] = "green"
    document["checksum"] = saves.checksum(document)
    saved.write_text(json.dumps(document), encoding="utf-8")
    _refused(saved, "game state cannot be read")


def test_a_save_with_a_broken_rng_is_refused(saved):
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["rng"] = [3, [1, 2], None]
    document["checksum"] = saves.checksum(document)
    saved.write_text(json.dumps(document), encoding="utf-8")
    _refused(saved, "random generator cannot be restored")


def test_an_empty_or_missing_file_is_refused(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    _refused(empty, "is empty")
    with pytest.raises(SaveError, match="cannot read"):
        load_game(tmp_path / "nowhere.json")


def test_a_game_saved_after_a_turn_plays_on_exactly_like_the_original(tmp_path):
    from game.labyrinth import turn

    original = scenarios.start_game("awakening", seed=77, check_invariants=True)
    turn.play_turn(original)
    path = save_game(tmp_path / "mid.json", original, META)
    restored = restore_game(load_game(path), check_invariants=True)
    turn.run_game(original, max_turns=2)
    turn.run_game(restored, max_turns=2)
    assert restored.state.to_dict() == original.state.to_dict()
    assert [e.to_dict() for e in restored.log_entries] == [e.to_dict() for e in original.log_entries]

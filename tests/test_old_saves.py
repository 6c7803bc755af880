"""Saves made before botkit became a framework (commit e26f044: the session then lived in game/labyrinth and its
set-up named no game) load and replay unchanged: the same questions, to the same board.

The fixtures were written by that commit's own `Session` (random answers, seeds fixed): a US game, a Jihadist
game against the Adept US Bot, a game against the Enhanced Jihadist Bot with optional rules 1 and 2, and a
table-mode game. Each is copied before it is opened: a test never writes into the repository.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import game  # noqa: F401 - registers the games, as every program using botkit does
from botkit.session import Session, load_session

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "saves"
SAVES = sorted(FIXTURES.glob("*.json"))


def test_there_are_saves_of_every_kind_to_replay():
    assert [p.stem for p in SAVES] == ["jihadist-isil-adept", "us-awakening-muddled", "us-mitts-enhanced-rules12",
                                       "us-table-awakening"]


@pytest.mark.parametrize("fixture", SAVES, ids=[p.stem for p in SAVES])
def test_a_save_of_before_the_framework_replays_to_the_board_it_was_saved_at(tmp_path, fixture):
    path = tmp_path / fixture.name
    shutil.copyfile(fixture, path)
    saved = load_session(path)
    assert saved.config.game == "labyrinth"  # a set-up of then names no game: it is its save's
    session = Session.from_save(saved)
    ask = session.current_question()
    replayed = json.loads(json.dumps(session.recorder.answers))  # as the save holds them (tuples are lists)
    assert ask is not None and replayed == saved.answers  # every answer replayed, none left over
    snapshot = json.loads(fixture.read_text())["state"]
    now = session.game.state.to_dict()
    for key in ("turn", "phase", "prestige", "funding", "us_posture", "countries", "hands", "draw_pile", "discard",
                "removed", "reserves"):
        assert now[key] == snapshot[key], key

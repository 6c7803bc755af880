"""Two people at one screen (hot-seat, `GameConfig.human = "all"`): a Twilight Struggle game played through the
session by a scripted decider for both sides, saved, resumed, undone and redone; the sight is the side asked."""

from __future__ import annotations

from typing import Any

import pytest

from botkit.protocol import Ask, RandomDecider
from botkit.session import (
    EVERY_SIDE,
    ConfigError,
    GameConfig,
    Interrupt,
    Session,
    check,
    load_session,
    summarize,
)
from game.twilight_struggle.state import SIDES


class Enough(Interrupt):
    """The scripted players stop here."""


class BothSides:
    """Answers every question of either side at random (seeded), and notes whose sight each question had."""

    def __init__(self, session: Session, answers: int, seed: int = 5) -> None:
        self.session, self.left, self.random = session, answers, RandomDecider(seed)
        self.asked: list[tuple[str, str | None]] = []

    def decide(self, game: Any, ask: Ask) -> Any:
        if self.left == 0:
            raise Enough(ask.purpose)
        self.left -= 1
        self.asked.append((ask.side, self.session.viewer))
        return self.random.decide(game, ask)


def played(session: Session, answers: int) -> BothSides:
    players = BothSides(session, answers)
    with pytest.raises(Enough):
        session.run(players, on_line=lambda line: None)
    return players


def hot_seat(tmp_path, seed: int = 3) -> Session:
    config = GameConfig(game="twilight_struggle", human=EVERY_SIDE, seed=seed)
    check(config)
    return Session(config, save_path=tmp_path / "ts.json")


def test_both_sides_are_asked_and_each_question_is_seen_as_its_side(tmp_path):
    session = hot_seat(tmp_path)
    players = played(session, 30)
    assert {side for side, _ in players.asked} == set(SIDES)
    assert all(side == viewer for side, viewer in players.asked)
    assert session.config.bot_sides() == [] and session.config.human_sides() == list(SIDES)


def test_saved_resumed_undone_and_redone(tmp_path):
    session = hot_seat(tmp_path)
    played(session, 30)
    board = session.game.state.to_dict()
    resumed = Session.from_save(load_session(tmp_path / "ts.json"))
    assert len(resumed.answers) == 30
    assert resumed.replay().state.to_dict() == board
    points = resumed.rollback_points()
    assert points[0].text == "before your answers during the set-up"
    assert points[1].text.startswith("before the USSR's play of ")  # the USSR's headline, chosen first
    assert points[2].text.startswith("before the US's play of ")
    undone = resumed.step_back(1)
    assert len(undone.steps) == 1 and undone.steps[0].startswith(("the US's play of ", "the USSR's play of "))
    assert undone.board  # the board went back: something differs
    assert len(resumed.answers) < 30
    again = Session.from_save(load_session(tmp_path / "ts.json"))
    assert again.redo_steps and again.step_forward(1).steps == undone.steps
    assert len(again.answers) == 30
    assert again.replay().state.to_dict() == board


def test_undo_counts_plays_of_either_side_one_at_a_time(tmp_path):
    session = hot_seat(tmp_path)
    played(session, 40)
    points = session.rollback_points()
    sides = [p.text.split("'s play")[0].removeprefix("before the ") for p in points[1:]]
    assert set(sides) == {"US", "USSR"}
    assert len(points) > 8  # the set-up, two headlines and each action round are steps of their own


def test_one_screen_refuses_table_mode_real_dice_and_bot_tiers(tmp_path):
    for changes, words in (({"table": True}, "table mode plays one side beside a Bot"),
                           ({"table_dice": "me"}, "with every side at one screen the program rolls")):
        config = GameConfig(game="twilight_struggle", human=EVERY_SIDE, **changes)
        with pytest.raises(ConfigError, match=words):
            check(config)


def test_a_hot_seat_save_is_described_as_played_at_one_screen(tmp_path):
    session = hot_seat(tmp_path)
    played(session, 3)
    assert "US and USSR played at one screen" in summarize(tmp_path / "ts.json").describe()


def test_labyrinth_takes_every_side_at_one_screen_too(tmp_path):
    config = GameConfig(game="labyrinth", human=EVERY_SIDE, seed=4)
    check(config)
    session = Session(config)
    players = played(session, 12)
    assert {side for side, _ in players.asked} == {"us", "jihadist"}
    assert all(side == viewer for side, viewer in players.asked)

"""Undo, redo and rollback at the terminal tell how the board differs, one way for all three (`Session.step_back`,
`step_forward`, `go_back`: `changes.differences`): in table mode what to change on the physical board, in digital
play what changed. Exact lines, on games built explicitly (corrections of known values, a scripted table game)."""

from __future__ import annotations

import contextlib

import pytest
from rich.console import Console

from botkit.session import GameConfig, Interrupt, Session
from cli import correcting, screen
from cli.play import _undo_or_redo
from cli.prompting import Prompter
from game.labyrinth import saves


class Stop(Interrupt):
    """The player leaves the question (as a command typed at a prompt does)."""


class Answers:
    """Answers from a list, in order; leaves at the first question after it."""

    def __init__(self, *answers) -> None:
        self.answers = list(answers)

    def decide(self, game, ask):
        if not self.answers:
            raise Stop()
        return self.answers.pop(0)


def stand(session: Session, *answers) -> None:
    """Replay, answer `answers`, and stand at the next question."""
    with contextlib.suppress(Stop):
        session.run(Answers(*answers))


@pytest.fixture
def terminal(monkeypatch, capsys):
    """What the terminal shows, line by line, wide enough that nothing wraps."""
    monkeypatch.setattr(screen, "console", Console(width=200, highlight=False, soft_wrap=True))
    return lambda: capsys.readouterr().out.splitlines()


def adjusted_twice(config: GameConfig, save_path=None) -> Session:
    """At the first question: Funding 6 and 2 sleeper cells in Afghanistan, then Funding 7 and 3 cells
    (four corrections, each a step of its own)."""
    session = Session(config, save_path=save_path)
    stand(session)
    for change in ({"track": "funding", "value": 6}, {"country": "Afghanistan", "field": "sleepers", "value": 2},
                   {"track": "funding", "value": 7}, {"country": "Afghanistan", "field": "sleepers", "value": 3}):
        session.adjust(change)
    stand(session)
    return session


def test_table_mode_undo_lists_the_physical_changes(terminal):
    session = adjusted_twice(GameConfig(seed=3, table=True))
    terminal()
    _undo_or_redo(session, "undo", "2")
    assert terminal() == [
        "Undid 2 plays: your adjustment (funding 6 -> 7) (turn 1); your adjustment (Afghanistan sleepers 2 -> 3) "
        "(turn 1). Replaying...",
        "On the board, to match:",
        "  > Move the Funding marker to 6",
        "  > Remove 1 sleeper cell from Afghanistan",
        "('redo' plays them again, until you answer something new.)",
    ]


def test_table_mode_undo_of_a_card_play_lists_the_physical_changes(terminal):
    # seed 3 at a table: the Bot reveals Bloody Thursday and Trade Embargo; the player plays FMS for its
    # event, 3 militia into the Gulf States; undo takes them off and the card back
    session = Session(GameConfig(seed=3, table=True))
    stand(session, 164, 232, 137, "event", "Gulf States")
    terminal()
    _undo_or_redo(session, "undo", "")
    assert terminal() == [
        "Undid 1 play: your play of #137 FMS as an event (turn 1). Replaying...",
        "On the board, to match:",
        "  > Remove 3 militia from Gulf States",
        "  > Take #137 FMS from the discard pile back into the hand (or pile) it came from",
        "('redo' plays them again, until you answer something new.)",
    ]
    _undo_or_redo(session, "redo", "")
    assert terminal() == [
        "Redid 1 play: your play of #137 FMS as an event (turn 1). Replaying...",
        "On the board, to match:",
        "  > Place 3 militia in Gulf States",
        "  > Move #137 FMS from the hand (or pile) it is in to the discard pile",
    ]


def test_undo_in_the_middle_of_a_card_takes_the_card_in_play_back(terminal):
    # standing at FMS's question (the card in play, face up): undo takes it back into the hand
    session = Session(GameConfig(seed=3, table=True))
    stand(session, 164, 232, 137, "event")
    assert session.recorder.standing.playing == [137]  # the board at the question: the card in play
    terminal()
    _undo_or_redo(session, "undo", "")
    assert terminal()[1:3] == ["On the board, to match:",
                               "  > Take #137 FMS from play back into the hand (or pile) it came from"]


def test_digital_undo_and_redo_list_the_board_difference(terminal):
    session = adjusted_twice(GameConfig(seed=3))
    terminal()
    _undo_or_redo(session, "undo", "2")
    assert terminal()[1:] == ["On the board:", "  Funding 7 -> 6", "  Afghanistan: -1 sleeper cell",
                              "('redo' plays them again, until you answer something new.)"]
    stand(session)
    _undo_or_redo(session, "redo", "2")
    assert terminal() == [
        "Redid 2 plays: your adjustment (funding 6 -> 7) (turn 1); your adjustment (Afghanistan sleepers 2 -> 3) "
        "(turn 1). Replaying...",
        "On the board:", "  Funding 6 -> 7", "  Afghanistan: +1 sleeper cell"]


def test_digital_undo_of_a_card_play_lists_the_board_difference(terminal):
    # FMS put in the US hand by a correction, then played: undo at how to play it (the card in play)
    session = Session(GameConfig(seed=3))
    stand(session)
    session.adjust({"card": 137, "zone": "us"})
    stand(session, 137)
    assert session.recorder.standing.playing == [137]  # the board at the question: the card in play
    terminal()
    _undo_or_redo(session, "undo", "")
    assert terminal()[1:3] == ["On the board:", "  #137 FMS: play -> the US hand"]


def test_digital_rollback_lists_the_board_difference_as_undo_does(terminal):
    session = adjusted_twice(GameConfig(seed=3))
    points = session.rollback_points()
    terminal()
    correcting.rollback(session, Prompter(lambda prompt: str(points[-2].number), screen.say))
    assert terminal()[-4:] == [f"Back {points[-2].text}: 2 steps undone ('redo 2' plays them again). Replaying...",
                               "On the board:", "  Funding 7 -> 6", "  Afghanistan: -1 sleeper cell"]


def test_after_undo_and_redo_the_save_shows_the_board_the_player_stands_at(tmp_path):
    # what `botkit decide SAVE` and `botkit games` read: not the board the undo left behind
    path = tmp_path / "g.json"
    session = adjusted_twice(GameConfig(seed=3), save_path=path)
    session.step_back(2)
    assert saves.load_game(path).state.funding == 6
    session.step_forward(2)
    assert saves.load_game(path).state.funding == 7

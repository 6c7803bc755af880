"""The game session every front end shares: undo/redo by plays, saves that no longer replay, failures,
saves through symlinks, tier files kept inside the save, and hand-edited or hostile save files."""

from __future__ import annotations

import json
import os
import stat

import pytest

from botkit.protocol import FirstOptionDecider, IllegalAnswer
from botkit.session import (
    GameConfig,
    Interrupt,
    LiveFailure,
    ReplayFailure,
    Session,
    UndoError,
    journal,
    load_session,
    undo_count,
)
from botkit.session.store import answer_lines
from game.labyrinth import saves
from tests.conditions import finishes


class Stop(Interrupt):
    """The player leaves the question (as quit does)."""


class Player:
    """Answers every question with its first legal answer; leaves at question `stop` (counting from 0)."""

    def __init__(self, stop: int | None = None) -> None:
        self.stop = stop
        self.asked = 0

    def decide(self, game, ask):
        if self.stop is not None and self.asked >= self.stop:
            raise Stop()
        self.asked += 1
        return FirstOptionDecider().decide(game, ask)


def played(config: GameConfig, answers: int, save_path=None) -> Session:
    """A session that answered `answers` questions and stands at the next one."""
    session = Session(config, save_path=save_path)
    with pytest.raises(Stop):
        session.run(Player(answers))
    return session


def back_at(session: Session) -> str:
    """Replay and return the purpose of the question the game stands at."""
    return session.current_question().purpose


# Seed 2 against the Infectious Jihadist (the US must play every card, 12.5): answers 0-21 are six plays;
# the seventh play (answers 22-...) is a forced last card: no card is chosen, the first question is how to play it.
FORCED = GameConfig(seed=2, tiers={"us": "off_guard", "jihadist": "infectious"})
FORCED_PLAY_STARTS = 22


def forced_session() -> Session:
    probe = played(FORCED, 60)
    recorder = probe.recorder
    steps = recorder.answered_steps()
    forced = next(i for i in steps if recorder.answers[recorder.start_of(i)][0] == "card.play_as")
    assert recorder.start_of(forced) == FORCED_PLAY_STARTS
    after = steps[steps.index(forced) + 1]
    return played(FORCED, recorder.start_of(after))  # standing at the first question after the forced play


def test_undo_1_takes_back_a_forced_last_card_on_its_own():
    session = forced_session()
    undone = session.undo(1)
    assert len(undone) == 1 and "your play of" in undone[0]
    assert len(session.answers) == FORCED_PLAY_STARTS
    assert back_at(session) == "card.play_as"  # back at how to play the forced card


def test_undo_2_takes_back_exactly_two_plays_counting_a_forced_one():
    session = forced_session()
    starts = [session.recorder.start_of(i) for i in session.recorder.answered_steps()]
    session.undo(2)
    assert len(session.answers) == starts[-2]
    assert session.answers[-1][0] != "card.choose" or len(session.answers) == 0
    assert back_at(session) == "card.choose"


def test_undo_refuses_nonsense_and_more_than_was_played():
    for text in ("0", "abc", "-1", "1.5", "2 3"):
        with pytest.raises(UndoError):
            undo_count(text)
    assert undo_count("") == 1 and undo_count(" 3 ") == 3
    session = played(GameConfig(seed=11), 6)
    kept = list(session.answers)
    with pytest.raises(UndoError, match="Only 2 play"):
        session.undo(3)
    with pytest.raises(UndoError):
        session.undo(0)
    assert session.answers == kept


def test_nothing_to_undo_before_the_first_answer():
    session = played(GameConfig(seed=11), 0)
    with pytest.raises(UndoError, match="Nothing to undo"):
        session.undo(1)


def test_redo_plays_the_undone_plays_again_exactly(tmp_path):
    session = played(GameConfig(seed=11), 12, save_path=tmp_path / "g.json")
    before = list(session.answers)
    session.undo(2)
    assert len(session.answers) < len(before)
    session.redo(1)
    session.redo(1)
    assert session.answers == json.loads(json.dumps(before))
    with pytest.raises(UndoError, match="Nothing to redo"):
        session.redo(1)


def test_what_can_be_redone_survives_quitting_and_resuming(tmp_path):
    path = tmp_path / "g.json"
    session = played(GameConfig(seed=11), 12, save_path=path)
    before = json.loads(json.dumps(session.answers))
    session.undo(2)
    saved = load_session(path)
    resumed = Session(saved.config, saved.answers, save_path=path, redo=saved.redo)
    resumed.redo(2)
    assert resumed.answers == before


def test_a_new_answer_after_undo_clears_redo(tmp_path):
    session = played(GameConfig(seed=11), 12, save_path=tmp_path / "g.json")
    session.undo(1)
    with pytest.raises(Stop):
        session.run(Player(1))  # one new answer
    with pytest.raises(UndoError, match="Nothing to redo"):
        session.redo(1)


def test_every_answer_is_saved_the_moment_it_is_given(tmp_path):
    path = tmp_path / "g.json"
    session = played(GameConfig(seed=11), 9, save_path=path)
    assert load_session(path).answers == json.loads(json.dumps(session.answers))
    assert len(session.answers) == 9


def test_answer_lines_point_at_each_recorded_answer(tmp_path, monkeypatch):
    monkeypatch.setattr(journal, "SNAPSHOT_EVERY", 0)  # every answer in the file itself, to read or edit there
    path = tmp_path / "g.json"
    played(GameConfig(seed=11), 5, save_path=path)
    text = path.read_text()
    lines = answer_lines(text)
    assert len(lines) == 5
    source = text.splitlines()
    for line, (purpose, _) in zip(lines, load_session(path).answers, strict=True):
        assert purpose in "\n".join(source[line - 1: line + 2])


# -- saves that no longer replay -------------------------------------------------------------------


def _edit_answer(path, index, value):
    document = json.loads(path.read_text())
    document["meta"]["session"]["answers"][index][1] = value
    document["checksum"] = saves.checksum(document)
    path.write_text(json.dumps(document, indent=1))


def test_a_save_that_no_longer_replays_names_the_answer_and_recovers_beside_it(tmp_path, monkeypatch):
    monkeypatch.setattr(journal, "SNAPSHOT_EVERY", 0)  # every answer in the file itself, to read or edit there
    path = tmp_path / "g.json"
    played(GameConfig(seed=11), 12, save_path=path)
    _edit_answer(path, 7, "Atlantis")  # as if the engine now asked something else there
    original = path.read_bytes()
    saved = load_session(path)
    session = Session(saved.config, saved.answers, save_path=path)
    with pytest.raises(ReplayFailure) as failure:
        session.run(Player())
    assert failure.value.index == 7 and failure.value.total == 12 and failure.value.recoverable
    assert "Atlantis" in failure.value.reason
    assert failure.value.report is not None and failure.value.report.exists()
    new_path = session.recover(failure.value)
    assert new_path != path and new_path.parent == path.parent
    with pytest.raises(Stop):
        session.run(Player(0))  # the game replays to the question of the answer that failed
    assert path.read_bytes() == original  # the original is never touched
    assert load_session(new_path).answers == saved.answers[:7]


def test_a_recorded_answer_the_engine_refuses_is_a_replay_failure(tmp_path):
    path = tmp_path / "g.json"
    played(GameConfig(seed=11), 6, save_path=path)
    saved = load_session(path)
    purpose = saved.answers[0][0]
    assert purpose == "card.choose"
    _edit_answer(path, 0, 999)  # no such card in the hand
    saved = load_session(path)
    with pytest.raises(ReplayFailure) as failure:
        Session(saved.config, saved.answers).run(Player())
    assert failure.value.index == 0 and isinstance(failure.value.error, IllegalAnswer)


def test_an_answer_the_program_fails_to_carry_out_is_taken_back_and_reported(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    session = Session(GameConfig(seed=11), save_path=path)

    def broken(game, side, number):
        raise RuntimeError("a bug in an event")

    monkeypatch.setattr("game.labyrinth.cardplay.run_event", broken)
    with pytest.raises(LiveFailure) as failure:
        session.run(Player(5))  # card.choose 210, then "play the event": the event fails
    assert failure.value.answer == ["card.play_as", "event"]
    assert load_session(path).answers == [["card.choose", 210]]  # everything before it is kept
    assert "a bug in an event" in failure.value.report.read_text()
    monkeypatch.undo()
    assert back_at(session) == "card.play_as"  # asked again


# -- files -------------------------------------------------------------------------------------------


def test_a_symlinked_save_is_written_through_to_its_target(tmp_path):
    target = tmp_path / "real" / "g.json"
    target.parent.mkdir()
    link = tmp_path / "link.json"
    played(GameConfig(seed=11), 3, save_path=target)
    link.symlink_to(target)
    saved = load_session(link)
    with pytest.raises(Stop):
        Session(saved.config, saved.answers, save_path=link).run(Player(2))
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert len(load_session(target).answers) == 5


def test_a_tier_file_is_kept_inside_the_save_and_resumes_from_anywhere(tmp_path, monkeypatch):
    tiers = tmp_path / "mine.yaml"
    tiers.write_text("kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  mine:\n    extends: coherent\n"
                     "    capabilities: {recruit_cells_per_success: 2}\n")
    monkeypatch.chdir(tmp_path)
    config = GameConfig(seed=5, tiers={"us": "off_guard", "jihadist": "mine"})
    config.add_tier_file("jihadist", tiers.relative_to(tmp_path))
    path = tmp_path / "g.json"
    played(config, 4, save_path=path)
    tiers.unlink()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    saved = load_session(path)
    assert saved.config.tiers["jihadist"] == "mine"
    with pytest.raises(Stop):
        Session(saved.config, saved.answers, save_path=path).run(Player(6))


def _hand_edit(path, **config):
    document = json.loads(path.read_text())
    document["meta"]["session"]["config"].update(config)
    document["checksum"] = saves.checksum(document)
    path.write_text(json.dumps(document, indent=1))


@pytest.mark.parametrize(("edit", "message"), [
    ({"scenario": "atlantis"}, "no scenario 'atlantis' in Labyrinth: The Awakening \\(scenarios: "),
    ({"tiers": {"us": "off_guard", "jihadist": "terrible"}}, "no tier 'terrible'"),
    ({"decks": 7}, "played with 1, 2, 3 decks, not 7"),
    ({"rules": [9]}, "no optional rule 9"),
    ({"seed": "x"}, "seed must be a whole number"),
    ({"human": "both"}, "human must be us, jihadist, all \\(every side at one screen\\) or null"),
])
def test_a_hand_edited_save_that_cannot_be_played_is_explained_and_left_alone(tmp_path, edit, message):
    path = tmp_path / "g.json"
    played(GameConfig(seed=11), 2, save_path=path)
    _hand_edit(path, **edit)
    before = path.read_bytes()
    with pytest.raises(saves.SaveError, match=message) as error:
        load_session(path)
    assert str(error.value).startswith(f"{path}:")  # file:line
    assert path.read_bytes() == before


def test_a_deeply_nested_save_is_refused_without_recursion_error(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"format": "botkit-labyrinth-save", "meta": ' + "[" * 100_000 + "]" * 100_000 + "}")
    with pytest.raises(saves.SaveError, match="nested too deeply"):
        load_session(path)


def test_a_save_that_is_a_fifo_is_refused_instead_of_blocking(tmp_path):
    fifo = tmp_path / "g.json"
    os.mkfifo(fifo)

    def load() -> str:
        with pytest.raises(saves.SaveError) as error:
            load_session(fifo)
        return str(error.value)

    assert "not a regular file" in finishes(load, "loading a FIFO (nobody ever writes to it)")


def test_a_save_linked_to_dev_zero_is_refused_without_reading_it(tmp_path, file_reads):
    link = tmp_path / "g.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(saves.SaveError, match="not a regular file"):
        load_session(link)
    assert not [read for read in file_reads if not stat.S_ISREG(read.st_mode)], "the device was read"


def test_dice_read_off_real_dice_are_asked_in_digital_play_too():
    """--dice me is never silently ignored: without --table the player still types every die."""
    asked = []

    class Dice:
        def decide(self, game, ask):
            asked.append(ask.purpose)
            if len(asked) > 3:
                raise Stop()
            return 3 if ask.kind == "number" else FirstOptionDecider().decide(game, ask)

    with pytest.raises(Stop):
        Session(GameConfig(seed=3, table_dice="me")).run(Dice())
    assert asked[0] == "table.die"


def test_answers_the_game_never_asks_for_are_not_silently_dropped(tmp_path):
    """A save edited to Bot vs Bot still holds the player's answers: replaying says so instead of losing them."""
    path = tmp_path / "g.json"
    played(GameConfig(seed=11), 4, save_path=path)
    _hand_edit(path, human=None)
    saved = load_session(path)
    with pytest.raises(ReplayFailure) as failure:
        Session(saved.config, saved.answers).run(Player())
    assert failure.value.index == 0 and failure.value.total == 4 and failure.value.recoverable
    assert "the game ended before this answer was asked for" in failure.value.reason


def test_a_front_end_that_cannot_block_answers_one_question_at_a_time(tmp_path):
    """current_question / answer: replay to the question, check the answer, save it (the browser's way)."""
    path = tmp_path / "g.json"
    session = Session(GameConfig(seed=11), save_path=path)
    ask = session.current_question()
    assert ask.purpose == "card.choose"
    with pytest.raises(IllegalAnswer):
        session.answer(999)
    assert session.answers == []
    following = session.answer(ask.options[0])
    assert following.purpose == "card.play_as"
    assert load_session(path).answers == [["card.choose", ask.options[0]]]

"""`botkit play` for real, in a pseudo-terminal: a full turn as each side, bad input, undo, save, quit, resume."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pexpect

from game.labyrinth import saves

ROOT = Path(__file__).resolve().parent.parent
US_CARD = r"\nUS: which card do you play\?"
JIHADIST_CARD = r"\nJihadist: which card do you play\?"


def spawn(*args: str, cwd: Path) -> pexpect.spawn:
    child = pexpect.spawn(sys.executable, ["-m", "cli.main", "play", *args], cwd=str(cwd), encoding="utf-8",
                          timeout=60, dimensions=(50, 200), env={"PYTHONPATH": str(ROOT), "TERM": "dumb",
                                                                   "PATH": "/usr/bin:/bin", "COLUMNS": "200"})
    return child


def answer_until(child: pexpect.spawn, stop: str, *, limit: int = 600) -> str:
    """Answer every prompt with the first choice until `stop` (a regex) appears; returns what was seen.

    Prompts start a line; narration lines never do, so "3 -> 1" in a Bot's reasoning is not a prompt.
    """
    seen = ""
    for _ in range(limit):
        index = child.expect([stop, r"\n\(y/n\) > ", r"\n\((\d+)-\d+\) > ", r"\n\(choose [^)]*\) > ",
                              r"\n\(name or prefix; \? lists\) > ", r"\n> "])
        seen += child.before + (child.after if isinstance(child.after, str) else "")
        if index == 0:
            return seen
        if index == 1:
            child.sendline("n")
        elif index == 2:
            child.sendline(child.match.group(1))
        else:
            child.sendline("1")
    raise AssertionError(f"never saw {stop!r}; last output:\n{seen[-2000:]}")


def test_us_player_full_turn_bad_input_undo_quit_and_resume(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect("You: US")
    child.expect(US_CARD)
    child.expect(r"\n> ")
    child.sendline("xyzzy")
    child.expect("is not one of the choices")
    child.sendline("status")
    child.expect("Prestige")
    child.sendline("show sau")
    child.expect("Saudi Arabia - Shia-Mix Muslim")
    child.sendline("1")  # play the first card of the hand
    answer_until(child, US_CARD)
    child.expect(r"\n> ")
    child.sendline("undo")
    child.expect("Undid 1 play")
    child.expect(US_CARD)
    # a whole turn: answer everything until the second turn starts
    seen = answer_until(child, "Turn 2 begins")
    assert "Jihadist Bot" in seen and "[decision" in seen
    child.expect(US_CARD)
    child.expect(r"\n> ")
    child.sendline("quit")
    child.expect("Saved")
    child.expect(pexpect.EOF)
    assert save.exists()

    resumed = spawn("--resume", str(save), cwd=tmp_path)
    resumed.expect(US_CARD)
    resumed.expect(r"\n> ")
    resumed.sendline("history 400")
    resumed.expect("Turn 2 begins")
    resumed.sendline("quit")
    resumed.expect("Saved")
    resumed.expect(pexpect.EOF)


def test_jihadist_player_full_turn(tmp_path):
    save = tmp_path / "j.json"
    child = spawn("--side", "jihadist", "--seed", "5", "--save", str(save), cwd=tmp_path)
    child.expect("You: Jihadist")
    child.expect(JIHADIST_CARD)
    seen = answer_until(child, "Turn 2 begins")
    assert "US Bot" in seen
    child.expect(JIHADIST_CARD)
    child.expect(r"\n> ")
    child.sendline("why")
    child.expect("Last (US|Jihadist) Bot decision")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def test_resume_of_a_damaged_save_explains_and_keeps_the_file(tmp_path):
    save = tmp_path / "broken.json"
    save.write_text('{"format": "botkit-labyrinth-save", "version": 1, "trunc')
    before = save.read_bytes()
    child = spawn("--resume", str(save), cwd=tmp_path)
    child.expect("Cannot resume")
    child.expect("left as it was")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    assert save.read_bytes() == before


def test_table_mode_asks_for_the_cards_drawn(tmp_path):
    child = spawn("--table", "--seed", "3", "--save", str(tmp_path / "t.json"), cwd=tmp_path)
    child.expect("Which card did the Bot reveal")
    child.expect(r"\n\(name or prefix; \? lists\) > ")
    child.sendline("bloody")
    child.expect("Jihadist plays #164 Bloody Thursday")
    child.expect("Which card did the Bot reveal")
    child.expect(r"\n\(name or prefix; \? lists\) > ")
    child.sendline("164")  # already played: not a card that can be drawn now
    child.expect("is not one of the choices")
    child.sendline("trade emb")
    child.expect("Jihadist plays #232 Trade Embargo")
    child.expect("Which card do you play")
    child.expect(r"\n\(name or prefix; \? lists\) > ")
    child.sendline("fms")
    child.expect("US plays #137 FMS")
    child.expect("event, Ops or reserves")
    child.sendline("quit")
    child.expect(pexpect.EOF)


def _break_answer(path: Path, index: int, value) -> None:
    document = json.loads(path.read_text())
    document["meta"]["session"]["answers"][index][1] = value
    document["checksum"] = saves._checksum(document)
    path.write_text(json.dumps(document, indent=1))


def test_a_save_that_no_longer_replays_is_explained_and_continued_beside_the_original(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    answer_until(child, "Turn 2 begins")
    child.expect(r"\n> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    _break_answer(save, 3, "Atlantis")
    original = save.read_bytes()

    declined = spawn("--resume", str(save), cwd=tmp_path)
    declined.expect(r"game.json:\d+: this save no longer replays from answer 4 of")
    declined.expect("Atlantis")
    declined.expect("Please report it")
    declined.expect(r"Continue from answer 3 .*\(y/n\) > ")
    declined.sendline("n")
    declined.expect("left as it was")
    declined.expect(pexpect.EOF)
    declined.close()
    assert declined.exitstatus == 1 and save.read_bytes() == original

    accepted = spawn("--resume", str(save), cwd=tmp_path)
    accepted.expect(r"\(y/n\) > ")
    accepted.sendline("y")
    accepted.expect("Continuing from answer 3 in ")
    accepted.expect(r"\n> |\n\(y/n\) > |\n\(name or prefix")
    accepted.sendline("quit")
    accepted.expect(pexpect.EOF)
    assert save.read_bytes() == original
    recovered = tmp_path / "game.recovered.json"
    assert len(json.loads(recovered.read_text())["meta"]["session"]["answers"]) == 3
    assert list(tmp_path.glob("game.report*.txt"))


def test_undo_then_redo_at_the_prompt(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    answer_until(child, US_CARD)
    child.expect(r"\n> ")
    before = json.loads(save.read_text())["meta"]["session"]["answers"]
    child.sendline("undo abc")
    child.expect("'abc' is not a number of plays")
    child.sendline("undo")
    child.expect("Undid 1 play\\(s\\): your play of")
    child.expect(US_CARD)
    child.expect(r"\n> ")
    child.sendline("redo")
    child.expect("Redid 1 play")
    child.expect(US_CARD)
    child.expect(r"\n> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert json.loads(save.read_text())["meta"]["session"]["answers"] == before


def test_ctrl_c_at_a_prompt_keeps_every_answer_and_says_how_to_resume(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    child.expect(r"\n> ")
    child.sendline("1")
    child.expect(r"event, Ops or reserves")
    child.expect(r"\n> ")
    child.sendintr()
    child.expect("Every answer is saved; resume with: botkit play --resume")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert json.loads(save.read_text())["meta"]["session"]["answers"] == [["card.choose", 210]]

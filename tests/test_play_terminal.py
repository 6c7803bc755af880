"""`botkit play` for real, in a pseudo-terminal: a full turn as each side, bad input, undo, save, quit, resume."""

from __future__ import annotations

import sys
from pathlib import Path

import pexpect

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

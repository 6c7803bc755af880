"""Colour in `botkit play`: each side's lines, dice and their results, Bot choices, questions and problems
in colour where the terminal has it; no colour in a pipe, with NO_COLOR set, or with TERM=dumb.

Colours are read off the escapes the program writes (ECMA-48 SGR parameters), never off a library's
own rendering of them: a test asks only "is this line coloured, and unlike that one".
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pexpect
import pytest

from cli.screen import Narration
from tests.conditions import HANG

ROOT = Path(__file__).resolve().parent.parent
SGR = re.compile(r"\x1b\[([0-9;]*)m")
ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def foreground(line: str) -> set[str]:
    """The foreground colours an SGR escape on `line` sets: 30-37, 90-97, or 38;... (256 colours, RGB)."""
    found = set()
    for parameters in SGR.findall(line):
        codes = parameters.split(";")
        for i, code in enumerate(codes):
            if code == "38":
                found.add(";".join(codes[i:i + 3] if codes[i + 1:i + 2] == ["5"] else codes[i:i + 5]))
                break
            if code.isdigit() and (30 <= int(code) <= 37 or 90 <= int(code) <= 97):
                found.add(code)
    return found


def any_colour(text: str) -> bool:
    """Whether any escape in `text` sets a colour (fore- or background), as NO_COLOR forbids."""
    for parameters in SGR.findall(text):
        for code in parameters.split(";"):
            if code.isdigit() and (30 <= int(code) <= 49 or 90 <= int(code) <= 107):
                return True
    return False


def line_with(raw: str, phrase: str) -> str:
    """The first line of the raw output (escapes kept) whose visible text contains `phrase`."""
    for line in raw.replace("\r", "").split("\n"):
        if phrase in ESCAPE.sub("", line):
            return line
    raise AssertionError(f"no line with {phrase!r} in:\n{ESCAPE.sub('', raw)[-3000:]}")


def played_in_a_terminal(tmp_path: Path, **env: str) -> str:
    """A US game in a pseudo-terminal: a bad answer, a card played as its event, quit; the raw output."""
    child = pexpect.spawn(sys.executable, ["-m", "cli.main", "play", "--seed", "48213", "--save",
                                           str(tmp_path / "game.json")], cwd=str(tmp_path), encoding="utf-8",
                          timeout=HANG, dimensions=(24, 80),
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", **env})
    child.logfile_read = io.StringIO()
    child.expect(r"\(card number or name\) > ")
    child.sendline("xyzzy")
    child.expect(r"\(card number or name\) > ")
    child.sendline("236")
    child.expect(r"\(e/o\) > ")
    child.sendline("e")
    child.expect(r"\(card number or name\) > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    return child.logfile_read.getvalue()


@pytest.mark.e2e
def test_a_colour_terminal_shows_each_side_dice_results_and_questions_in_colour(tmp_path):
    raw = played_in_a_terminal(tmp_path, TERM="xterm-256color")
    jihadist = foreground(line_with(raw, "Jihadist plays #223 Iranian Elections"))
    us = foreground(line_with(raw, "US plays #236 Oil Price Spike"))
    assert jihadist and us and jihadist != us
    assert foreground(line_with(raw, "Jihadist Bot: #208 Kinder - Gentler")) == jihadist  # a Bot's choice
    assert foreground(line_with(raw, "Jihadist reserves +2")) == jihadist
    dice = foreground(line_with(raw, "dice (jihad Pakistan): 5, 1"))
    assert dice and dice not in (us, jihadist)
    assert foreground(line_with(raw, "Pakistan: 1 success of 2")) == dice  # the roll's result, with its dice
    question = foreground(line_with(raw, "US: which card do you play?"))
    assert question and question not in (us, jihadist)
    assert foreground(line_with(raw, "'xyzzy' is not one of the choices"))  # what is wrong with an answer
    assert not foreground(line_with(raw, "Iran: +2 reaction"))  # an effect of nobody's: plain


@pytest.mark.e2e
def test_no_color_set_means_no_colour_at_all(tmp_path):
    raw = played_in_a_terminal(tmp_path, TERM="xterm-256color", NO_COLOR="1")
    assert "US plays #236 Oil Price Spike" in ESCAPE.sub("", raw)
    assert not any_colour(raw)


@pytest.mark.e2e
def test_a_dumb_terminal_gets_no_escapes(tmp_path):
    raw = played_in_a_terminal(tmp_path, TERM="dumb")
    assert "US plays #236 Oil Price Spike" in raw
    assert not SGR.search(raw)


@pytest.mark.e2e
def test_in_a_pipe_there_are_no_escapes_even_in_a_colour_terminal(tmp_path):
    done = subprocess.run([sys.executable, "-m", "cli.main", "play", "--seed", "48213", "--save",
                           str(tmp_path / "game.json")], cwd=tmp_path, input="236\ne\nquit\n", capture_output=True,
                          text=True, timeout=HANG,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin", "TERM": "xterm-256color"})
    assert done.returncode == 0, done.stderr
    assert "US plays #236 Oil Price Spike" in done.stdout
    assert "\x1b" not in done.stdout + done.stderr


# -- which style a narration line gets: from what it is, never from its words -------------------------------


@dataclass
class Line:
    text: str
    kind: str = "text"
    side: str = ""
    indent: int = 0


def test_the_line_after_a_roll_is_styled_as_its_result_and_only_that_line():
    styles = Narration()
    told = [styles.style(line) for line in (
        Line("dice (recruit Iraq): 3", "dice", indent=1),
        Line("Recruit in Iraq fails (needs 2 or less)", indent=1),
        Line("Iraq: governance now Poor", "governance", indent=1))]
    assert told == ["dice", "result", None]


def test_a_lines_style_follows_its_side_and_kind_not_its_words():
    styles = Narration()
    assert styles.style(Line("US plays #137 FMS", "card_played", "us", 0)) == "heading.us"
    assert styles.style(Line("Jihadist Bot: Jihad (why 5)", "bot", "jihadist", indent=1)) == "bot.jihadist"
    assert styles.style(Line("US reserves +1 (now 1)", "reserves", "us", 1)) == "side.us"
    assert styles.style(Line("Jihadist plays #1 Backlash", indent=1)) is None  # words alone give no side
    assert styles.style(Line("Turn 2 begins", "turn_begins")) == "heading"
    assert styles.style(Line("EvO: Event playable? no", "trace", "us", 3)) == "reasoning"

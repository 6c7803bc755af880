"""The README's sample output is what the program prints: every checked example is run and compared.

The format of a checked example (keep every one true when you change what a command prints):

* A fenced code block of README.md whose first line starts with ``$ `` is a checked example. The rest
  of that line is the command, as typed in the repository's root: ``./run play ARGS``, ``./run botkit
  ARGS`` or ``botkit ARGS``. Give it what makes it deterministic (``--seed``; a position file).
  Fenced blocks that do not start with ``$ `` (```` ```sh ```` lists of commands, YAML) are not run.
* The block's other lines are what the program prints in an 80-column terminal (stdout and stderr
  as they interleave there), wrapped as the program wraps them, compared line by line (trailing
  spaces are ignored).
* A line that is ``...`` alone (indented or not) stands for any number of lines, none included.
* A line ``(PROMPT) > ANSWER`` is a prompt and the player's answer: the test waits for that prompt,
  types ANSWER, and the line reads as the terminal shows it (the prompt, then the echoed answer).
  An example that answers prompts is compared up to its last line: the game goes on after it and
  the test stops it there. An example without answers shows everything the command prints (end it
  with ``...`` to show only its beginning).
* Placeholders: a time stamp ``YYYYMMDD-HHMMSS`` (a save's default name, e.g.
  ``games/awakening-48213-20261123-172823.json``) or ``YYYY-MM-DD HH:MM`` in an example stands for
  whatever time the program prints there - write a real-looking one, of the same length, so the
  wrapping stays the same. Paths are the README's own: the command runs in an empty folder in which
  ``examples/`` and ``docs/`` are the repository's, so it writes nothing into the repository.
"""

from __future__ import annotations

import difflib
import io
import os
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

import pexpect
import pytest

from tests.conditions import HANG

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
ELISION = "..."
ANSWER = re.compile(r"^(\(.*\) > )(\S.*)$")  # a prompt and what the player types at it
PROMPT = r"\n\([^\n]*\) > "  # any prompt of `botkit play`, as it starts a line
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
STAMPS = [(re.compile(r"\b\d{8}-\d{6}\b"), "YYYYMMDD-HHMMSS"),
          (re.compile(r"\b\d{4}-\d{2}-\d{2} \d{2}:\d{2}\b"), "YYYY-MM-DD HH:MM")]
SHARED = ("examples", "docs")  # the repository's folders a command may name


@dataclass
class Example:
    line: int  # README.md's line of the `$` command
    command: str
    shown: list[str]

    @property
    def answers(self) -> list[tuple[str, str]]:
        return [(m.group(1), m.group(2)) for line in self.shown if (m := ANSWER.match(line.strip()))]


def readme_examples(text: str) -> list[Example]:
    """The checked examples of a README's text (see the module's docstring)."""
    found = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if lines[i].startswith("```"):
            start = i
            i += 1
            block = []
            while i < len(lines) and not lines[i].startswith("```"):
                block.append(lines[i])
                i += 1
            if block and block[0].startswith("$ "):
                found.append(Example(start + 2, block[0][2:].strip(), block[1:]))
        i += 1
    return found


def program(command: str) -> tuple[list[str], str]:
    """The botkit arguments of a README command, and how the player started `play` (its resume hint)."""
    words = shlex.split(command)
    if words[:2] == ["./run", "play"]:
        return words[1:], "./run play"
    if words[:2] == ["./run", "botkit"]:
        return words[2:], "./run botkit play"
    if words[:1] == ["botkit"]:
        return words[1:], "botkit play"
    raise AssertionError(f"{command!r}: a checked example runs ./run play, ./run botkit or botkit")


def normalised(lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        for pattern, placeholder in STAMPS:
            line = pattern.sub(placeholder, line)
        out.append(line.rstrip())
    return out


def fits(shown: list[str], printed: list[str]) -> bool:
    """Whether the printed lines are the shown ones, each `...` standing for any number of lines."""
    ends = {0}  # how many printed lines the shown lines so far can stand for
    for line in shown:
        if line.strip() == ELISION:
            ends = set(range(min(ends), len(printed) + 1)) if ends else set()
        else:
            ends = {n + 1 for n in ends if n < len(printed) and printed[n] == line}
    return len(printed) in ends


def run(example: Example, folder: Path) -> list[str]:
    """Run the example's command in a terminal of 80 columns, answering its prompts; what it printed."""
    args, started_with = program(example.command)
    child = pexpect.spawn(sys.executable, ["-m", "cli.main", *args], cwd=str(folder), encoding="utf-8",
                          timeout=HANG, dimensions=(24, 80),
                          env={"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
                               "TERM": "dumb", "COLUMNS": "80", "LINES": "24", "BOTKIT_PLAY_COMMAND": started_with})
    child.logfile_read = io.StringIO()
    try:
        answers = example.answers
        for prompt, answer in answers:
            if child.expect([PROMPT, pexpect.EOF]) == 1 or child.after.lstrip("\n") != prompt:
                break  # not the prompt the example answers: the comparison shows where they part
            child.sendline(answer)
        if answers:
            child.expect([PROMPT, pexpect.EOF])  # what the last answer sets off, up to the next question
        else:
            child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    printed = ESCAPES.sub("", child.logfile_read.getvalue()).replace("\r", "").split("\n")
    return printed[:-1] if printed and not printed[-1].strip() else printed


def examples_of_the_readme() -> list[Example]:
    return readme_examples(README.read_text(encoding="utf-8"))


def test_the_readme_checks_an_example_of_play_and_of_decide():
    commands = {program(example.command)[0][0] for example in examples_of_the_readme()}
    assert {"play", "decide"} <= commands


@pytest.mark.e2e
@pytest.mark.parametrize("example", examples_of_the_readme(), ids=lambda e: f"README.md:{e.line}")
def test_a_readme_example_prints_what_the_readme_shows(example, tmp_path):
    for name in SHARED:
        (tmp_path / name).symlink_to(ROOT / name)
    printed = normalised(run(example, tmp_path))
    shown = normalised(example.shown)
    if example.answers:
        shown.append(ELISION)  # the game goes on after the last line shown
    assert fits(shown, printed), (
        f"README.md:{example.line}: `{example.command}` prints otherwise than the README shows "
        "(- README, + program):\n" + "\n".join(difflib.unified_diff(shown, printed, lineterm="", n=2)))


# -- the format itself --------------------------------------------------------------------------------------


def test_an_elision_stands_for_any_number_of_lines_even_none():
    assert fits(["a", "...", "d"], ["a", "b", "c", "d"])
    assert fits(["a", "  ...", "b"], ["a", "b"])
    assert fits(["a", "..."], ["a"])
    assert not fits(["a", "...", "d"], ["a", "b", "c"])
    assert not fits(["a", "b"], ["a", "b", "c"])  # without an elision, nothing more may be printed


def test_a_time_stamp_stands_for_any_time_and_only_a_time():
    assert normalised(["games/awakening-48213-20261123-172823.json; last played 2026-11-23 17:28"]) == \
        normalised(["games/awakening-48213-20270101-000000.json; last played 2027-01-01 00:00"])
    assert normalised(["seed 48213"]) == ["seed 48213"]


def test_only_blocks_starting_with_a_dollar_are_examples_and_prompts_carry_answers():
    text = "intro\n```sh\nbotkit map -o b.svg\n```\n```\n$ ./run play --seed 1\nline\n(e/o) > e\n```\n"
    (example,) = readme_examples(text)
    assert (example.line, example.command, example.answers) == (6, "./run play --seed 1", [("(e/o) > ", "e")])

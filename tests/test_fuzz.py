"""Fuzzing: damaged charts, tier files, players' folders (--bots), scripts, saves and positions, junk command
lines and junk typed at the prompts.


The property (tests/fuzzing.py): a clean exit code and message, no traceback, the input file byte for byte
unchanged, and no save that loses an answer. A fixed sample of seeds runs here (about half a minute);
`bench/fuzz.py` runs as many as you like and prints the figures.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botkit.protocol import Ask
from botkit.session import ConfigError, UndoError, parse_rules, undo_count
from cli.human import LEAVING_COMMANDS, HumanDecider, SessionCommand
from game.labyrinth.definition import LABYRINTH

from .conditions import finishes
from .fuzzing import run_case

KEYS = LABYRINTH.keys  # Labyrinth's questions whose menus keep letters (e / o / r)

SAMPLE = {"chart": 80, "tier": 80, "overlay": 12, "script": 40, "save": 120, "position": 60, "option": 70, "answer": 12}


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(SAMPLE))
def test_no_damaged_input_crashes_hangs_changes_a_file_or_loses_an_answer(kind, tmp_path):
    problems = []
    for seed in range(SAMPLE[kind]):
        outcome = finishes(lambda seed=seed: run_case(kind, seed, tmp_path), f"the {kind} case of seed {seed}")
        if outcome.problem:
            problems.append(f"{kind} seed {seed}: {outcome.problem}")
    assert not problems, "\n".join(problems[:10])


QUESTIONS = [
    Ask("us", "card.choose", "Which card?", (137, 131, 165), labels={137: "#137 FMS", 131: "#131 Arab Spring",
                                                                     165: "#165 Coup"}),
    Ask("us", "op.woi.target", "Where?", ("Saudi Arabia", "Pakistan", "Gulf States")),
    Ask("us", "card.use_reserves", "Use the reserves?", (True, False), kind="yesno"),
    Ask("us", "event.186.cells", "How many?", (), kind="number", low=1, high=3),
    Ask("us", "op.alert.plots", "Which?", ("a", "b", "c"), kind="many", count=2, minimum=1),
]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(max_size=80), min_size=1, max_size=6), st.sampled_from(QUESTIONS))
def test_any_text_typed_at_a_prompt_is_an_answer_a_command_or_asked_again(lines, ask):
    said: list[str] = []
    typed = list(lines)

    def read(prompt: str) -> str:
        return typed.pop(0) if typed else "quit"

    decider = HumanDecider(read, said.append, lambda name, argument: None, keys=KEYS)
    try:
        answer = decider.decide(None, ask)
    except SessionCommand as command:
        assert command.name in LEAVING_COMMANDS
        return
    assert ask.check(answer) == answer  # whatever was accepted is a legal answer


@settings(max_examples=500, deadline=None)
@given(st.text(max_size=20))
def test_undo_and_rules_arguments_are_a_number_or_a_clear_refusal(text):
    try:
        assert undo_count(text) >= 1
    except UndoError as refusal:
        assert "undo" in str(refusal)
    try:
        assert set(parse_rules(text, LABYRINTH)) <= {1, 2, 3}
    except ConfigError as refusal:
        assert "optional rules: 1 (Zakat and the Strong Horse)" in str(refusal)

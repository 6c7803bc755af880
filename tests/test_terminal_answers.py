"""Every question the engine asks has an answer in the terminal, and a typed answer means what the player chose.


Random games from every scenario (and Assad Alone's drafted deck) are played with a decider that records each
question; then each recorded question is put to the terminal's decider:

* a multi-choice question (PRISM's sleeper cells, Martyrdom Operations' plots: options offered several times)
  takes any legal answer typed by names with how many ('afghanistan 3, egypt 2'), by the name repeated, and
  by menu numbers - and `Ask.check` accepts what the terminal made of it;
* a one-choice question gives each option for its menu number (its card number at a card menu, its letter
  where the menu keeps letters) and for its whole label: no two options share a label, and no label is a bare
  number that a menu number would shadow (Major Jihad's '3' dice were menu item 3: 1 die);
* an allocation takes any legal answer typed as names (or menu numbers) and amounts.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from botkit.protocol import Ask, RandomDecider
from cli.echo import grouped
from cli.human import HumanDecider, SessionCommand, numbering
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.scenarios import scenario_ids, start_game
from game.labyrinth.turn import run_game

KEYS = LABYRINTH.keys  # Labyrinth's questions whose menus keep letters (e / o / r)

SEEDS = range(12)
TURNS = 4


class Recording:
    """Random legal answers; keeps every question asked."""

    def __init__(self, seed: int, asked: list[Ask]) -> None:
        self.player = RandomDecider(seed)
        self.asked = asked

    def decide(self, game, ask: Ask):
        self.asked.append(ask)
        return self.player.decide(game, ask)


@cache
def engine_questions() -> tuple[Ask, ...]:
    asked: list[Ask] = []
    games = [(scenario, seed, None) for scenario in scenario_ids() for seed in SEEDS]
    games += [("assad_alone", seed, {"assad_alone_deck": "draft"}) for seed in SEEDS[:2]]
    for scenario, seed, options in games:
        game = start_game(scenario, seed=seed, options=options,
                          deciders={"us": Recording(seed, asked), "jihadist": Recording(seed + 1, asked)})
        run_game(game, max_turns=TURNS)
    return tuple(asked)


def of_kind(kind: str) -> list[Ask]:
    """The questions of one kind, each once (the same purpose with the same menu is asked again and again)."""
    seen: dict[str, Ask] = {}
    for ask in engine_questions():
        if ask.kind == kind:
            seen.setdefault(repr((ask.purpose, ask.options, sorted(map(repr, ask.labels.items())), ask.count,
                                  ask.minimum, ask.info.get("repeat"))), ask)
    return list(seen.values())


def typed_answer(ask: Ask, *lines: str):
    """What the terminal makes of `lines` typed at `ask` (None: refused every line, then the player quit)."""
    typed = iter(lines)
    decider = HumanDecider(lambda prompt: next(typed, "quit"), lambda text: None, lambda name, argument: None, keys=KEYS)
    try:
        return decider.decide(None, ask)
    except SessionCommand:
        return None


def menu(ask: Ask) -> list[tuple[object, str]]:
    """The menu as the terminal shows it: each option once, in order."""
    shown: list[tuple[object, str]] = []
    for option in ask.options:
        if not any(option == seen for seen, _ in shown):
            shown.append((option, ask.label(option)))
    return shown


def key(ask: Ask, option: object) -> str:
    """What the player types for `option` by number: its letter where the menu keeps letters (e/o/r), its card
    number at a card menu, else its menu number."""
    if ask.purpose in KEYS:
        return KEYS[ask.purpose][option]
    if numbering(ask) == "cards":
        return str(option)
    return str(next(i for i, (value, _) in enumerate(menu(ask), 1) if value == option))


def same(chosen, answer) -> bool:
    return sorted(map(repr, chosen)) == sorted(map(repr, answer))


def test_the_random_games_ask_the_multi_choice_questions_that_repeat_options():
    purposes = {ask.purpose for ask in of_kind("many")}
    assert {"event.161.sleepers", "setup.draft.own"} <= purposes
    repeating = [ask for ask in of_kind("many") if len(menu(ask)) < len(ask.options) or ask.info.get("repeat")]
    assert repeating


def test_every_multi_choice_question_has_a_terminal_answer_that_its_check_accepts():
    problems = []
    rng = random.Random(7)
    for index, ask in enumerate(of_kind("many")):
        answer = RandomDecider(index).decide(None, ask)
        counted = grouped(list(answer))
        forms = {
            "names with how many": ", ".join(f"{ask.label(o)} {n}" if n > 1 else ask.label(o) for o, n in counted),
            "names repeated": ", ".join(ask.label(o) for o in rng.sample(list(answer), len(answer))),
            "menu numbers": ", ".join(f"{key(ask, o)} {n}" if n > 1 else key(ask, o) for o, n in counted),
        }
        for form, text in forms.items():
            if not answer:
                break  # an empty answer is typed as nothing: the minimum is 0 only where the engine allows it
            chosen = typed_answer(ask, text)
            if chosen is None or not same(chosen, answer) or ask.check(chosen) != chosen:
                problems.append(f"{ask.purpose} ({form}): typed {text!r} for {answer!r}, got {chosen!r}")
    assert not problems, "\n".join(problems[:10])


def test_every_option_of_every_one_choice_question_is_reached_by_its_number_and_by_its_label():
    problems = []
    for ask in of_kind("one"):
        labels = [label for _, label in menu(ask)]
        if len(set(map(str.lower, labels))) != len(labels):
            problems.append(f"{ask.purpose}: two options share a label: {labels}")
        for option, label in menu(ask):
            if label.isdigit():
                problems.append(f"{ask.purpose}: the label {label!r} is a bare number (menu numbers shadow it)")
            for text in (key(ask, option), label):
                chosen = typed_answer(ask, text)
                if chosen != option:
                    problems.append(f"{ask.purpose}: typed {text!r} for {option!r}, got {chosen!r}")
    assert not problems, "\n".join(sorted(set(problems))[:10])


def test_every_allocation_question_takes_any_legal_answer_typed_as_names_and_amounts():
    problems = []
    for index, ask in enumerate(of_kind("allocate")):
        answer = RandomDecider(index).decide(None, ask)
        for text in (", ".join(f"{ask.label(o)} {n}" for o, n in answer),
                     ", ".join(f"{key(ask, o)} {n}" for o, n in answer)):
            chosen = typed_answer(ask, text) if answer else answer
            if chosen != answer:
                problems.append(f"{ask.purpose}: typed {text!r} for {answer!r}, got {chosen!r}")
    assert not problems, "\n".join(problems[:10])


@pytest.mark.parametrize("kind", ["one", "many", "allocate", "number", "yesno"])
def test_the_random_games_ask_every_kind_of_question(kind):
    assert of_kind(kind)

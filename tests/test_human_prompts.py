"""The terminal's prompts without a terminal: menus keep their letters, a number at a numbered menu is its item
and at a card menu a card, two cards of one name are told apart by number, commands are told from answers, an
option offered several times can be chosen several times, and every answer is told back in words."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botkit.protocol import Ask
from cli.human import HumanDecider, SessionCommand
from cli.prompting import Prompter
from game.labyrinth.definition import LABYRINTH

KEYS = LABYRINTH.keys  # Labyrinth's questions whose menus keep letters (e / o / r)


PLAY_AS = Ask("us", "card.play_as", "#137 FMS: event, Ops or reserves?", ("event", "ops", "reserves"),
              labels={"event": "play the event", "ops": "use the Ops", "reserves": "add the Ops to reserves"},
              info={"card": 137})
NO_EVENT = Ask("us", "card.play_as", "#121 Advisors: event, Ops or reserves?", ("ops", "reserves"),
               labels={"ops": "use the Ops", "reserves": "add the Ops to reserves"})
HAND = Ask("us", "card.choose", "US: which card do you play?", (126, 137, 128, 131),
           labels={126: "#126 Reaper", 137: "#137 FMS", 128: "#128 Reaper", 131: '#131 Arab Spring "Fallout"'})
UNITS = Ask("jihadist", "event.205.units", "Erdogan Effect: how many militia and cells to place in Turkey?",
            ((0, 1), (0, 2), (1, 0), (1, 1), (2, 0)),
            labels={(0, 1): "0 militia, 1 cell(s)", (0, 2): "0 militia, 2 cell(s)", (1, 0): "1 militia, 0 cell(s)",
                    (1, 1): "1 militia, 1 cell(s)", (2, 0): "2 militia, 0 cell(s)"})
PRISM = Ask("us", "event.161.sleepers", "PRISM: which 5 sleeper cells turn active?",
            ("Afghanistan",) * 8 + ("Egypt",) * 2, kind="many", count=5, minimum=5)


def ask(question: Ask, *typed: str, confirm=None) -> tuple[object, list[str], list[tuple[str, str]]]:
    lines: list[str] = []
    commands: list[tuple[str, str]] = []
    answers = iter(typed)
    decider = HumanDecider(lambda prompt: next(answers, "quit"), lines.append,
                           lambda n, a: commands.append((n, a)), confirm=confirm, keys=KEYS)
    return decider.decide(None, question), lines, commands


def test_how_to_play_a_card_keeps_e_o_r_whatever_is_possible():
    assert ask(PLAY_AS, "e")[0] == "event"
    assert ask(PLAY_AS, "o")[0] == "ops" and ask(PLAY_AS, "r")[0] == "reserves"
    answer, lines, _ = ask(NO_EVENT, "1", "e", "r")  # a number never means a menu row here
    assert answer == "reserves"
    assert any(line.startswith("Type a letter: o (ops), r (reserves)") for line in lines)
    assert any("e: not possible now" in line for line in lines)
    assert "   o. use the Ops" in ask(NO_EVENT, "o")[1]


def test_a_card_menu_is_listed_by_card_number_and_a_number_there_is_a_card():
    answer, lines, _ = ask(HAND, "2", "137")
    assert answer == 137
    assert "    #137 FMS" in lines and not any(re.match(r"\s*\d+\. ", line) for line in lines)  # no menu numbers
    assert "'2' is not a card you can choose here: type a card's number as listed (e.g. 126) or its name." in lines
    assert ask(HAND, "#137")[0] == 137 and ask(HAND, "fms")[0] == 137


def test_a_number_at_a_numbered_menu_is_its_item_whatever_the_labels_say():
    # the seed-777 Turkey menu: '2' is '0 militia, 2 cell(s)', never '2 militia, 0 cell(s)'
    assert ask(UNITS, "2")[0] == (0, 2)
    assert ask(UNITS, "1")[0] == (0, 1)
    assert ask(UNITS, "2 militia")[0] == (2, 0)  # words are a name
    answer, lines, _ = ask(UNITS, "7", "5")
    assert answer == (2, 0) and "'7' is not on the menu: type a number from 1 to 5, or a name." in lines


def test_two_cards_of_one_name_are_told_apart_by_number():
    answer, lines, _ = ask(HAND, "reaper", "128")
    assert answer == 128
    assert "You hold 2 cards called Reaper: type the number (126 or 128)." in lines


def test_commands_at_a_prompt_are_not_answers():
    answer, _, commands = ask(HAND, "status", "card 137", "discard", "narrate full", "why 3", "fms")
    assert answer == 137
    assert commands == [("status", ""), ("card", "137"), ("discard", ""), ("narrate", "full"), ("why", "3")]
    for word in ("rollback", "adjust iraq troops 3", "dice me", "quit", "undo 2"):
        with pytest.raises(SessionCommand) as left:
            ask(HAND, word)
        assert left.value.name == word.split()[0]
    _, lines, _ = ask(HAND, "undo x", "fms")
    assert any("is not a number of plays" in line for line in lines)


# -- every answer told back in words ------------------------------------------------------------------------

ECHOES = [
    (HAND, ["137"], "  → #137 FMS"),
    (PLAY_AS, ["e"], "  → #137 FMS: play the event"),
    (UNITS, ["2"], "  → Erdogan Effect: 0 militia, 2 cell(s)"),
    (PRISM, ["afghanistan 3, egypt 2"], "  → PRISM: Afghanistan ×3, Egypt ×2"),
    (Ask("us", "card.use_reserves", "Add your 2 reserve Op(s) to the card's 2?", (True, False), kind="yesno"),
     ["y"], "  → yes"),
    (Ask("us", "op.jihad.sleepers", "Iraq: how many of the 2 cells are sleepers?", kind="number", low=0, high=2),
     ["1"], "  → Iraq: 1"),
    (Ask("jihadist", "op.jihad.cells", "Jihad with 3 dice: how many cells roll in which country?",
         ("Pakistan", "Iraq"), kind="allocate", budget=3, minimum=1, capacities={"Pakistan": 2, "Iraq": 2}),
     ["pak 2, iraq 1"], "  → Jihad with 3 dice: Pakistan 2, Iraq 1"),
    (Ask("us", "table.card", "Which card do you play? (number or name)", (137, 131),
         labels={137: "#137 FMS", 131: '#131 Arab Spring "Fallout"'}), ["fms"], "  → #137 FMS"),
    (Ask("us", "op.deploy.to", "Deploy troops from Iraq to where?", ("track", "Afghanistan")), ["afg"],
     "  → Afghanistan"),
]


@pytest.mark.parametrize(("question", "typed", "told"), ECHOES, ids=[q.kind + ":" + q.purpose for q, _, _ in ECHOES])
def test_every_answer_is_told_back_in_words(question, typed, told):
    _, lines, _ = ask(question, *typed)
    assert lines[-1] == told


# -- a question that offers an option several times (PRISM) --------------------------------------------------

def test_an_option_offered_several_times_can_be_chosen_that_often():
    five = ["Afghanistan"] * 3 + ["Egypt"] * 2
    assert ask(PRISM, "afghanistan 3, egypt 2")[0] == five
    assert ask(PRISM, "afg, afg, afg, egy, egy")[0] == five
    assert ask(PRISM, "1 3, 2 2")[0] == five  # menu numbers, with how many
    answer, lines, _ = ask(PRISM, "egypt 3, afghanistan 2", "afghanistan 5")
    assert answer == ["Afghanistan"] * 5 and "Egypt can be chosen at most 2 times." in lines
    assert "You named 6: please choose 5, separated by commas." in ask(PRISM, "afg 3, egy 3", "afg 5")[1]
    menu = ask(PRISM, "afghanistan 5")[1]
    assert "   1. Afghanistan [up to 8]" in menu and "   2. Egypt [up to 2]" in menu


def test_an_option_offered_once_is_still_chosen_once():
    plots = Ask("jihadist", "event.190.plots", "Which 2 plot markers?", ("1", "1", "2"), kind="many", count=2,
                minimum=2, labels={"1": "plot 1", "2": "plot 2"})
    answer, lines, _ = ask(plots, "plot 2, plot 2", "plot 1, plot 2")
    assert answer == ["1", "2"]
    assert "Each choice must be different (11.3.11): plot 2 is offered once." in lines
    assert ask(plots, "plot 1 2")[0] == ["1", "1"]


# -- generated menus: a typed number is always the item the menu shows there -----------------------------------

NUMBERISH = st.integers(min_value=0, max_value=30)
LABELS = st.one_of(st.builds(lambda n, unit: f"{n} {unit}", NUMBERISH, st.sampled_from(["militia, 0 cell(s)", "Ops"])),
                   st.builds(str, NUMBERISH), st.sampled_from(["Iraq", "Syria", "plot 1", "Show"]))
VALUES = st.one_of(NUMBERISH, st.builds(str, NUMBERISH), st.tuples(NUMBERISH, NUMBERISH))


@st.composite
def numbered_questions(draw) -> Ask:
    values = draw(st.lists(VALUES, min_size=1, max_size=12, unique_by=repr))
    labels = {value: draw(LABELS) for value in values}
    repeated = tuple(value for value in values for _ in range(draw(st.integers(min_value=1, max_value=2))))
    return Ask("us", "test.menu", "Pick one:", repeated, labels=labels)


@settings(max_examples=300, deadline=None)
@given(question=numbered_questions(), data=st.data())
def test_a_number_typed_at_any_numbered_menu_is_the_item_shown_at_that_number(question, data):
    menu = {}
    lines: list[str] = []
    HumanDecider(lambda prompt: "quit", lines.append, lambda n, a: None, keys=KEYS)._show_menu(question)
    for line in lines:
        number, _, label = line.strip().partition(". ")
        menu[int(number)] = label
    typed = data.draw(st.integers(min_value=1, max_value=len(menu)))
    answer, said, _ = ask(question, str(typed))
    assert question.label(answer) == menu[typed] and answer in question.options
    assert said[-1] == f"  → {menu[typed]}"


CARD_NUMBERS = st.lists(st.integers(min_value=1, max_value=240), min_size=1, max_size=14, unique=True)


@settings(max_examples=300, deadline=None)
@given(numbers=CARD_NUMBERS, typed=st.integers(min_value=0, max_value=250))
def test_a_number_typed_at_any_card_menu_is_that_card_or_is_refused(numbers, typed):
    titles = ["FMS", "99 Luftballons", "2 Reapers", "1"]
    question = Ask("us", "card.choose", "US: which card do you play?", tuple(numbers),
                   labels={n: f"#{n} {titles[n % len(titles)]}" for n in numbers})
    if typed in numbers:
        assert ask(question, str(typed))[0] == typed
    else:
        with pytest.raises(SessionCommand):  # refused, asked again; the player quits
            ask(question, str(typed))


# -- one prompt path: the session's own prompts take every command --------------------------------------------

def prompter(*typed: str) -> tuple[Prompter, list[str], list[tuple[str, str]]]:
    lines: list[str] = []
    commands: list[tuple[str, str]] = []
    answers = iter(typed)
    return Prompter(lambda prompt: next(answers, "quit"), lines.append,
                    lambda n, a: commands.append((n, a))), lines, commands


def test_a_yes_no_prompt_of_the_session_takes_every_command_and_asks_again_on_junk():
    asker, lines, commands = prompter("help", "status", "why 2", "maybe", "y")
    assert asker.yes_no() is True
    assert commands == [("help", ""), ("status", ""), ("why", "2")]
    # help: how to answer and how to change course here; the game's looking commands come from the game (`help`)
    assert "Please answer y (yes) or n (no)." in lines and any(line.startswith("Change: undo") for line in lines)
    for typed, name in (("undo 2", "undo"), ("redo", "redo"), ("rollback", "rollback"), ("quit", "quit")):
        with pytest.raises(SessionCommand) as left:
            prompter(typed)[0].yes_no()
        assert left.value.name == name and left.value.argument == ("2" if typed == "undo 2" else "")


def test_a_prompt_outside_a_game_leaves_only_on_quit():
    lines: list[str] = []
    typed = iter(["undo", "status", "n"])
    asker = Prompter(lambda prompt: next(typed), lines.append, leaving=())
    assert asker.yes_no() is False
    assert "'undo' is a command of a game in play; here, answer the question." in lines


def test_an_answer_to_think_twice_about_is_confirmed_or_asked_again():
    def doubt(game, question, answer):
        return "Its event can do nothing now. Spend the card on it anyway?" if answer == "event" else ""

    answer, lines, _ = ask(PLAY_AS, "e", "n", "o", confirm=doubt)
    assert answer == "ops" and "Then answer again." in lines
    assert ask(PLAY_AS, "e", "y", confirm=doubt)[0] == "event"

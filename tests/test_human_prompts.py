"""The terminal's prompts without a terminal: menus keep their letters, a number is a card's number, two cards
of one name are told apart by number, commands are told from answers."""

from __future__ import annotations

import pytest

from botkit.protocol import Ask
from cli.human import HumanDecider, SessionCommand

PLAY_AS = Ask("us", "card.play_as", "#137 FMS: event, Ops or reserves?", ("event", "ops", "reserves"),
              labels={"event": "play the event", "ops": "use the Ops", "reserves": "add the Ops to reserves"})
NO_EVENT = Ask("us", "card.play_as", "#121 Advisors: event, Ops or reserves?", ("ops", "reserves"),
               labels={"ops": "use the Ops", "reserves": "add the Ops to reserves"})
HAND = Ask("us", "card.choose", "US: which card do you play?", (126, 137, 128, 131),
           labels={126: "#126 Reaper", 137: "#137 FMS", 128: "#128 Reaper", 131: '#131 Arab Spring "Fallout"'})


def ask(question: Ask, *typed: str) -> tuple[object, list[str], list[tuple[str, str]]]:
    lines: list[str] = []
    commands: list[tuple[str, str]] = []
    answers = iter(typed)
    decider = HumanDecider(lambda prompt: next(answers), lines.append, lambda n, a: commands.append((n, a)))
    return decider.decide(None, question), lines, commands


def test_how_to_play_a_card_keeps_e_o_r_whatever_is_possible():
    assert ask(PLAY_AS, "e")[0] == "event"
    assert ask(PLAY_AS, "o")[0] == "ops" and ask(PLAY_AS, "r")[0] == "reserves"
    answer, lines, _ = ask(NO_EVENT, "1", "e", "r")  # a number never means a menu row here
    assert answer == "reserves"
    assert any(line.startswith("Type a letter: o (ops), r (reserves)") for line in lines)
    assert any("e: not possible now" in line for line in lines)
    assert "   o. use the Ops" in ask(NO_EVENT, "o")[1]


def test_a_number_at_a_card_prompt_is_the_card_when_the_hand_holds_it():
    assert ask(HAND, "137")[0] == 137
    assert ask(HAND, "2")[0] == 137  # not a card number: the menu's row
    assert ask(HAND, "fms")[0] == 137


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

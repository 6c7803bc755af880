"""`botkit play --game twilight_struggle --side all` in a pseudo-terminal at 80x24: both sides at one screen,
the set-up's influence, a headline chosen from a card menu by card number, `status`, `hand`, `undo`, quit
and resume; no line wider than the terminal."""

from __future__ import annotations

import pexpect
import pytest

from botkit.session import load_session
from tests.test_play_terminal import first_card, seen, spawn

pytestmark = pytest.mark.e2e

SIZE = (24, 80)


def test_both_sides_at_one_screen_play_a_headline_look_undo_and_resume(tmp_path):
    save = tmp_path / "ts.json"
    child = spawn("--game", "twilight_struggle", "--side", "all", "--seed", "3", "--save", str(save), cwd=tmp_path,
                  size=SIZE)
    child.expect("You: US and USSR, at one screen")
    child.expect(r"USSR: place 6 influence in Eastern Europe")
    child.expect(r"\(spread up to 6")
    child.sendline("poland 4, east germany 2")
    child.expect(r"USSR: Poland 4, East Germany 2")
    child.expect(r"US: place 7 influence in Western Europe")
    child.expect(r"\) > ")
    child.sendline("status")
    child.expect(r"The China Card: USSR, face up \(playable\)")
    child.expect(r"Hands: US 8 cards, USSR 8 cards")
    child.sendline("west germany 4, italy 3")
    child.expect(r"USSR: choose your headline card")
    child.expect(r"\(card number or name\) > ")
    headline = first_card(child, child.before)
    child.sendline("hand")
    child.expect("USSR hand:")
    child.expect(r"The other side holds 8 cards\.")
    child.sendline(headline)  # the card's own number, as the menu lists it
    child.expect(r"chosen: it stays face down until it is revealed")  # not named for the next player to read
    child.expect(r"US: choose your headline card")
    child.expect(r"\(card number or name\) > ")
    child.sendline("status")
    child.expect(r"In play: 1 headline card face down")
    child.sendline(first_card(child, ""))
    child.expect(r"US headline: ")  # both revealed together; whatever the headlines ask next, then undo
    child.expect(r"\n[^\n]*> ")
    child.sendline("undo")
    child.expect(r"Undid 1 play: the US's play of ")
    child.expect(r"US: choose your headline card")
    child.expect(r"\(card number or name[^)]*\) > ")
    child.sendline("quit")
    child.expect("Saved")
    child.expect(pexpect.EOF)
    assert all(len(line) <= SIZE[1] for line in seen(child).splitlines())
    assert len(load_session(save).answers) == 3

    resumed = spawn("--resume", str(save), cwd=tmp_path, size=SIZE)
    resumed.expect(r"US: choose your headline card")
    resumed.expect(r"\(card number or name[^)]*\) > ")
    resumed.sendline("redo")
    resumed.expect(r"Redid 1 play: the US's play of ")
    resumed.expect("On the board:")
    resumed.expect(r"De Gaulle Leads France: in effect")  # the USSR's headline (the first card listed) again
    resumed.expect(r"\n[^\n]*> ")
    resumed.sendline("quit")
    resumed.expect(pexpect.EOF)

"""`botkit play` for real, in a pseudo-terminal: full turns as each side, every prompt command at 80x24 and
200x50 (no line wider than the terminal, nothing cut), bad input, undo/redo, save, quit, resume, a table game
with adjust and rollback, a watched Bot-vs-Bot game with --step, dice read off real dice, Ctrl-C."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pexpect
import pytest

from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Session, load_session
from botkit.session.journal import journal_path
from cli import play
from game.labyrinth import facts, saves
from tests.conditions import HANG

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parent.parent
US_CARD = r"\nUS: which card do you play\?"
JIHADIST_CARD = r"\nJihadist: which card do you play\?"
CARD_PROMPT = r"\n\(card number or name\) > "
LISTED_CARD = re.compile(r"\n    #(\d+) ")  # a card menu lists each card by its own number
ESCAPES = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPTS = [r"\n\(y/n\) > ", r"\n\((\d+)-\d+\) > ", r"\n\(choose [^)]*\) > ", r"\n\(([eor])(?:/[eor])*\) > ",
           r"\n\(card number or name\) > ", r"\n\(card number or name; \? lists\) > ",
           r"\n\(name or prefix; \? lists\) > ", r"\n\(spread up to \d+: [^\n]*\) > ", r"\n> "]


def spawn(*args: str, cwd: Path, size: tuple[int, int] = (50, 200)) -> pexpect.spawn:
    rows, columns = size
    child = pexpect.spawn(sys.executable, ["-m", "cli.main", "play", *args], cwd=str(cwd), encoding="utf-8",
                          timeout=HANG, dimensions=size,
                          env={"PYTHONPATH": str(ROOT), "TERM": "dumb", "PATH": "/usr/bin:/bin",
                               "COLUMNS": str(columns), "LINES": str(rows), "BOTKIT_PLAY_COMMAND": "./run play"})
    child.logfile_read = io.StringIO()
    return child


def seen(child: pexpect.spawn) -> str:
    """Everything the program wrote so far, as the terminal shows it (no escapes, no carriage returns)."""
    return ESCAPES.sub("", child.logfile_read.getvalue()).replace("\r", "")


def flat(text: str) -> str:
    """Wrapped lines joined again (to find a phrase whatever the terminal's width)."""
    return " ".join(text.split())


def answer_until(child: pexpect.spawn, stop: str, *, limit: int = 600) -> str:
    """Answer every prompt with the first choice until `stop` (a regex) appears; returns what was seen.

    Prompts start a line; narration lines never do, so "3 -> 1" in a Bot's reasoning is not a prompt.
    """
    text = ""
    for _ in range(limit):
        index = child.expect([stop, *PROMPTS])
        text += child.before + (child.after if isinstance(child.after, str) else "")
        if index == 0:
            return text
        if index == 1:
            child.sendline("n")
        elif index in (2, 4):
            child.sendline(child.match.group(1))
        elif index in (5, 6):
            child.sendline(first_card(child, child.before))
        else:
            child.sendline("1")
    raise AssertionError(f"never saw {stop!r}; last output:\n{text[-2000:]}")


def first_card(child: pexpect.spawn, menu: str = "") -> str:
    """The number of the first card a card menu lists: in `menu` (what came before the prompt just seen),
    or else listed with '?'."""
    listed = LISTED_CARD.findall(menu)
    if listed:
        return listed[0]
    child.sendline("?")
    child.expect(LISTED_CARD)
    number = child.match.group(1)
    child.expect(r"\n\(card number or name(; \? lists)?\) > ")  # the prompt after the listing
    return number


def test_us_player_full_turn_bad_input_undo_quit_and_resume(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect("You: US")
    child.expect(r"resume with: \./run play --resume")
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("xyzzy")
    child.expect("is not one of the choices")
    child.sendline("status")
    child.expect("Prestige")
    child.sendline("show sau")
    child.expect("Saudi Arabia - Shia-Mix Muslim")
    child.sendline(first_card(child))  # play the first card of the hand
    answer_until(child, US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("undo")
    child.expect("Undid 1 play")
    child.expect(US_CARD)
    # a whole turn: answer everything until the second turn starts, with its summary before it
    text = answer_until(child, "Turn 2 begins")
    assert "Jihadist Bot: " in text and "(why " in text and "Turn 1 in short:" in text
    assert "[decision" not in text  # brief narration: no chart steps
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("quit")
    child.expect("Saved")
    child.expect(pexpect.EOF)
    assert save.exists()

    resumed = spawn("--resume", str(save), cwd=tmp_path)
    resumed.expect(US_CARD)
    resumed.expect(CARD_PROMPT)
    resumed.sendline("history 400")
    resumed.expect("Turn 2 begins")
    resumed.sendline("quit")
    resumed.expect("Saved")
    resumed.expect(pexpect.EOF)


def test_jihadist_player_full_turn_and_why_in_full(tmp_path):
    save = tmp_path / "j.json"
    child = spawn("--side", "jihadist", "--seed", "5", "--save", str(save), "--narrate", "full", cwd=tmp_path)
    child.expect("You: Jihadist")
    child.expect(JIHADIST_CARD)
    text = answer_until(child, "Turn 2 begins")
    assert "US Bot" in text and "[decision" in text  # full narration: every step of the Bots' decisions
    child.expect(JIHADIST_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("why")
    child.expect(r"Decision \d+ \(turn \d\), (US|Jihadist) Bot")
    child.sendline("quit")
    child.expect(pexpect.EOF)


COMMANDS = ["help", "status", "status all", "show sau", "show iraq syria", "show gulf states, pak", "show all",
            "show trade", "show discard", "show zz", "hand", "card 232", "card reaper", "card zzz", "card fms",
            "discard", "removed", "lapsing", "events", "deck", "deck all", "history 5", "why", "why 1", "why 9999",
            "why 2 --render why.svg", "why --render why.txt", "narrate", "narrate full", "narrate x", "narrate brief",
            "map", "dice", "adjust"]


@pytest.mark.parametrize("size", [(24, 80), (50, 200)], ids=["80x24", "200x50"])
def test_every_command_fits_the_terminal_and_cuts_nothing(tmp_path, size):
    rows, columns = size
    child = spawn("--seed", "11", "--save", str(tmp_path / "game.json"), cwd=tmp_path, size=size)
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    replies = {"status": "Deck 1 of", "show all": "East Asia:", "show trade": "it is the card #232 Trade Embargo",
               "show discard": "Discard pile", "card 232": "Trade Embargo", "card reaper": "Type its number",
               "why 1": "Decision 1", "why 9999": "No decision 9999", "why 2 --render why.svg": "drawn: why.svg",
               "why --render why.txt": "must end in .svg or .png", "narrate full": "Narration is now full",
               "narrate x": "not a narration level", "map": "Board drawn:", "dice": "rolled by the program",
               "adjust": "adjust corrects the game", "deck all": "Cards you have not seen",
               "help": "adjust", "show zz": "not a country"}
    for command in COMMANDS:
        child.sendline(command)
        if command in replies:
            child.expect(re.escape(replies[command]).replace(r"\ ", r"\s+"))
        child.expect(CARD_PROMPT)
    child.sendline(first_card(child))
    child.expect(r"event, Ops or reserves\?")
    child.expect(r"\n\(([eor])(?:/[eor])*\) > ")
    child.sendline("2")  # menus keep their letters: a number is not a way to say Ops
    child.expect("Type a letter")
    child.sendline("o")
    answer_until(child, US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    text = seen(child)
    wide = [line for line in text.split("\n") if len(line) > columns]
    assert not wide, f"{len(wide)} line(s) wider than {columns}: {wide[:3]}"
    whole = flat(text)
    state = saves.load_game(tmp_path / "game.json").state
    for number in state.hands["us"]:  # every card of the hand shown whole, Ops and association included
        card = facts.cards()[number]
        assert flat(f"#{number} {card.title} ({card.ops} Op") in whole, card.title
    assert "Israel: Hard" in whole and "World posture Hard" in whole
    assert (tmp_path / "why.svg").exists()


def test_table_game_with_adjust_and_rollback(tmp_path):
    save = tmp_path / "t.json"
    child = spawn("--table", "--seed", "3", "--save", str(save), cwd=tmp_path, size=(24, 80))
    child.expect("Which card did the Bot reveal")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("bloody")
    child.expect("Jihadist plays #164 Bloody Thursday")
    child.expect(r"> Remove an Awakening marker from Algeria/Tunisia")  # what to do on the board
    child.expect("Which card did the Bot reveal")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("164")  # already played: not a card that can be drawn now
    child.expect("'164' is not a card you can choose here")
    child.sendline("trade emb")
    child.expect("Jihadist plays #232 Trade Embargo")
    child.expect("Which card do you play")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("adjust iraq troops 3")
    child.expect(r"Adjusted: Iraq troops 2 -> 3")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("adjust iraq troops 30")
    child.expect("Not adjusted: Iraq troops goes from 0 to 15")
    child.sendline("show iraq")
    child.expect("3 troops")
    child.sendline("fms")
    child.expect("US plays #137 FMS")
    child.expect(r"\n\(e/o/r\) > ")
    child.sendline("e")
    child.expect("militia into which Ally country")
    child.expect(r"\n> ")
    child.sendline("gulf")
    child.expect("> Place 3 militia in Gulf States")
    child.expect("Which card do you play")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("rollback")
    child.expect("before your adjustment")
    child.expect(r"Go back to which point\?")
    child.sendline("3")
    child.expect(r"\d+ steps? undone")
    child.expect("On the board, to match:")
    child.expect("> Remove 1 troop from Iraq")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("show iraq")
    child.expect("2 troops")
    child.sendline("redo 2")
    child.expect("Redid 2 play")
    child.expect(r"\n\(card number or name; \? lists\) > ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    answers = saved_answers(save)
    assert [a[0] for a in answers].count("session.adjust") == 1
    assert max(len(line) for line in seen(child).split("\n")) <= 80


def test_a_watched_bot_vs_bot_game_waits_after_each_card(tmp_path):
    child = spawn("--side", "none", "--step", "--seed", "3", "--save", str(tmp_path / "b.json"), cwd=tmp_path)
    child.expect("You: nobody")
    child.expect("Jihadist plays #")
    child.expect(r"\(Enter: next card")
    before = seen(child).count(" plays #")
    child.sendline("")
    child.expect(r"\(Enter: next card")
    assert seen(child).count(" plays #") == before + 1
    child.sendline("status")
    child.expect("Deck 1 of")
    child.expect(r"\(Enter: next card")
    child.sendline("quit")
    child.expect("Saved. Resume with: ./run play --resume")
    child.expect(pexpect.EOF)


def test_dice_read_off_real_dice_without_the_table(tmp_path):
    child = spawn("--dice", "me", "--seed", "11", "--save", str(tmp_path / "d.json"), cwd=tmp_path)
    child.expect(r"Roll a die \(")
    child.expect(r"\n\(1-6\) > ")
    child.sendline("7")
    child.expect("from 1 to 6")
    child.sendline("dice program")
    child.expect("From now on the dice are rolled by the program")
    child.expect(US_CARD)
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


def saved_answers(path: Path) -> list:
    """The answers a save holds, its journal included, as JSON has them (a save read mid-game may have
    the latest answers in its journal, not yet in the file itself)."""
    return json.loads(json.dumps(load_session(path, check_config=False).answers))


def _break_answer(path: Path, index: int, value) -> None:
    document = json.loads(path.read_text())
    document["meta"]["session"]["answers"][index][1] = value
    document["checksum"] = saves.checksum(document)
    path.write_text(json.dumps(document, indent=1))


def test_a_save_that_no_longer_replays_is_explained_and_continued_beside_the_original(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    answer_until(child, "Turn 2 begins")
    child.expect(CARD_PROMPT)
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
    accepted.expect("|".join(PROMPTS))
    accepted.sendline("quit")
    accepted.expect(pexpect.EOF)
    assert save.read_bytes() == original
    recovered = tmp_path / "game.recovered.json"
    assert len(saved_answers(recovered)) == 3
    assert list(tmp_path.glob("game.report*.txt"))


def test_undo_then_redo_at_the_prompt(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    answer_until(child, US_CARD)
    child.expect(CARD_PROMPT)
    before = saved_answers(save)
    child.sendline("undo abc")
    child.expect("'abc' is not a number of plays")
    child.sendline("undo")
    child.expect("Undid 1 play: your play of")
    child.expect("On the board:")  # what changed on the board, as a player checks it
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("redo")
    child.expect("Redid 1 play")
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    assert saved_answers(save) == before
    # quitting folds the journal into the file: the save is one whole file a player can copy
    assert not journal_path(save).exists()
    assert json.loads(save.read_text())["meta"]["session"]["answers"] == before


def test_ctrl_c_at_a_prompt_keeps_every_answer_and_says_how_to_resume(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline(first_card(child, child.before))
    child.expect(r"event, Ops or reserves")
    child.expect(r"\n\(([eor])(?:/[eor])*\) > ")
    child.sendintr()
    child.expect(r"Every answer is saved; resume with: \./run play --resume")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    assert saved_answers(save) == [["card.choose", 210]]


def test_quit_at_the_first_prompt_leaves_a_save_that_resumes(tmp_path):
    save = tmp_path / "game.json"
    child = spawn("--seed", "11", "--save", str(save), cwd=tmp_path)
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("quit")
    child.expect(r"Saved\. Resume with: \./run play --resume")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert saved_answers(save) == []
    again = spawn("--resume", str(save), cwd=tmp_path)
    again.expect(US_CARD)
    again.expect(CARD_PROMPT)
    again.sendline("quit")
    again.expect(pexpect.EOF)


def test_a_menu_number_is_the_item_shown_there_seed_777_turkey(tmp_path):
    """The seed-777 Erdogan Effect menu: '2' is '0 militia, 2 cell(s)' (it used to carry out item 5, '2 militia')."""
    save = tmp_path / "g.json"
    child = spawn("--side", "jihadist", "--seed", "777", "--save", str(save), cwd=tmp_path)
    child.expect(JIHADIST_CARD)
    child.expect(r"\n    #205 Erdoğan Effect")  # a card menu lists cards by their own numbers
    child.expect(CARD_PROMPT)
    child.sendline("1")  # not a card: no menu position at a card menu
    child.expect("'1' is not a card you can choose here")
    child.sendline("erd")
    child.expect("→ #205 Erdoğan Effect")
    child.sendline("e")
    child.expect("→ #205 Erdoğan Effect: play the event")
    child.sendline("tur")
    child.expect("→ Erdogan Effect: Turkey")
    child.sendline("5")
    child.expect("→ Erdogan Effect in Turkey: place up to 2 militia and/or cells")
    child.expect(r"5\. 2 militia, 0 cell\(s\)")
    child.sendline("2")
    child.expect(r"→ Erdogan Effect: 0 militia, 2 cell\(s\)")
    child.expect(r"Turkey: \+2 sleeper cells")
    child.expect(JIHADIST_CARD)
    child.sendline("quit")
    child.expect(pexpect.EOF)
    answers = saved_answers(save)
    assert answers[-1] == ["event.205.units", [0, 2]]


def test_the_game_over_prompt_takes_every_command_and_asks_again_on_junk(tmp_path):
    save = tmp_path / "won.json"
    session = Session(GameConfig(seed=16, tiers={"us": "off_guard", "jihadist": "muddled"}), save_path=save)
    session.run(FirstOptionDecider())  # seed 16: the Jihadist wins on turn 2 (a WMD plot in the United States)
    assert session.can_play_on()
    child = spawn("--resume", str(save), cwd=tmp_path)
    play_on = r"Play on to the end of the decks, as if nobody had won yet\? \(y/n\) > "
    child.expect(play_on)
    child.sendline("help")
    child.expect("Change: undo")
    child.expect(play_on)
    child.sendline("maybe")
    child.expect(r"Please answer y \(yes\) or n \(no\)\.")
    child.expect(play_on)
    child.sendline("why")
    child.expect(r"Decision \d+ ")  # its reasoning, or that it stays hidden (a face-down plot's choice)
    child.expect(play_on)
    child.sendline("undo")
    child.expect(r"Undid 1 play: ")
    child.expect(US_CARD)
    child.expect(CARD_PROMPT)
    child.sendline("redo")
    child.expect(r"Redid 1 play: ")
    child.expect(play_on)
    child.sendline("quit")
    child.expect(r"Saved\. Resume with: \./run play --resume")
    child.expect(pexpect.EOF)
    assert not load_session(save).config.play_on and len(load_session(save).answers) == len(session.answers)


def test_a_command_typed_at_rollbacks_prompt_is_carried_out(monkeypatch, capsys):
    """Rollback's 'go back to which point?' is a prompt like any other: status looks, undo leaves it and undoes."""
    typed = iter(["210", "r", "rollback", "status", "undo", "quit"])
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return next(typed)

    monkeypatch.setattr(play, "_read", read)
    session = Session(GameConfig(seed=11, human="us"))
    play._play(session)
    out = flat(capsys.readouterr().out)
    point = "Go back to which point? (its number; all lists every one; Enter stays here) > "
    assert asked == ["(card number or name) > ", "(e/o/r) > ", "(card number or name) > ", point, point,
                     "(card number or name) > "]
    assert "Deck 1 of" in out and "Undid 1 play: your play of #210 Sectarian Violence" in out
    assert session.answers == []

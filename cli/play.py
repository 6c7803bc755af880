"""`botkit play`: a game against a Bot (or two Bots to watch), in the terminal - any registered game.

Presentation only: the game, its answers, saving, undo/redo/rollback, adjustments, narration
and the views are the session model's (`botkit.session`) and the game's (its definition, through
`botkit.registry`); this module turns options into a set-up, questions into prompts, and what the
session tells into lines that fit the terminal.
"""

from __future__ import annotations

import os
import random
import shlex
import shutil
import sys
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import typer

from botkit import saves
from botkit.definition import GameDefinition
from botkit.protocol import Ask
from botkit.session import (
    EVERY_SIDE,
    LEVELS,
    REPORT_HINT,
    GameConfig,
    Line,
    LiveFailure,
    ReplayFailure,
    SaveConflict,
    Session,
    UndoError,
    level_of,
    load_session,
    undo_count,
)
from botkit.words import count

from . import commands, correcting, options
from .echo import ARROW
from .human import HumanDecider
from .prompting import Prompter, SessionCommand, read_console
from .screen import Narration, complain, errors, say

INTERRUPTED = 130  # the shell's status for a program stopped by Ctrl-C
PLAY_COMMAND = "BOTKIT_PLAY_COMMAND"  # set by ./run: how the player starts `play` (for the resume hint)


def _say(text: str) -> None:
    say(text)


def _tell(text: str, kind: str) -> None:
    """A question (``question``) or what is wrong with an answer (``problem``), in its style."""
    say(text, style=kind)


def narrator() -> Callable[[Line], None]:
    """Prints the narration's lines of one game, each in the style of what it is (`screen.Narration`)."""
    styles = Narration()

    def narrate(line: Line) -> None:
        say(line.text, indent=2 * line.indent, hang=4 if line.indent else 2, style=styles.style(line))

    return narrate


def _read(prompt: str) -> str:
    """Every line the terminal game reads, whatever the prompt (one place for tests to type into)."""
    return read_console(prompt)


def prompter(session: Session) -> Prompter:
    """The prompts of a game in play: every command works there."""
    return Prompter(_read, _say, lambda name, argument: commands.run(session, name, argument),
                    warn=lambda text: _tell(text, "problem"), looking=commands.looking(session.definition))


def _only_enter(text: str) -> tuple[None, str]:
    return None, f"'{text.split()[0]}' is not a command here: press Enter for the next card."


def play_command() -> str:
    """How the player started `play`, so a resume hint can be typed as shown: `./run play` (./run
    says so), the path they typed to `botkit`, or `botkit play`."""
    told = os.environ.get(PLAY_COMMAND, "").strip()
    if told:
        return told
    program = sys.argv[0] if sys.argv else "botkit"
    if program.endswith(os.path.join("cli", "main.py")):
        return "python -m cli.main play"
    if os.path.basename(program) == "botkit" and os.sep in program:
        found = shutil.which("botkit")
        if not found or Path(found).resolve() != Path(program).resolve():
            return f"{shlex.quote(program)} play"
    return "botkit play"


def resume_hint(path: Path | None) -> str:
    return f"{play_command()} --resume {shlex.quote(str(path))}"


def play(
    game: str = typer.Option(None, help=options.GAME_HELP),
    scenario: str = typer.Option(None, help="Scenario (see 'botkit scenario list'; default: the game's first)."),
    side: str = typer.Option(None, help="Your side (Labyrinth: us or jihadist; Twilight Struggle: us or ussr); all "
                             "(or both) for people playing every side at one screen, no Bot; none to watch Bot vs "
                             "Bot (default: the game's first side)."),
    tier: str = typer.Option(None, help="The Bot's tier (Labyrinth's Jihadist: muddled..virulent; US: "
                             "off_guard..nomercy; see 'botkit flowchart list')."),
    tier_file: Path = typer.Option(None, help="A YAML tier file with your own tiers (use with --tier); "
                                   "a copy is kept in the save."),
    bots: Path = typer.Option(None, "--bots", help="A folder of your own charts, tables and tiers laid over the "
                              "shipped ones (same id replaces, adds_to extends); checked first, kept in the save."),
    decks: int = typer.Option(None, help="Number of decks (where the game and scenario allow)."),
    seed: int = typer.Option(None, help="Random seed (default: chosen for you and shown)."),
    rules: str = typer.Option("", help="Optional rules to use, e.g. '1,3' (Labyrinth: 1 Zakat and the Strong Horse, "
                              "2 Heroic Alerts, 3 variable Bot difficulty; 'botkit scenario list' lists a game's)."),
    table: bool = typer.Option(False, "--table", help="Play beside a real board: you tell the program which card "
                               "each side drew; it never shuffles or sees a deck."),
    dice: str = typer.Option("program", help="Who rolls the dice: program, or me (you roll real dice and type each "
                             "one). 'dice me' / 'dice program' at a prompt switches."),
    overtime: bool = typer.Option(False, help="Labyrinth's Assad Alone: no draw - play on until Syria is an Ally or "
                                  "an Adversary."),
    narrate: str = typer.Option("brief", help="How much you are told: brief (one line per effect and per Bot "
                                "choice) or full (every step of every Bot decision too); 'narrate' switches."),
    step: bool = typer.Option(False, "--step", help="Bot vs Bot: wait for Enter after each card."),
    delay: float = typer.Option(0.0, help="Bot vs Bot: pause this many seconds after each card."),
    resume: Path = typer.Option(None, help="Continue a saved game (of any game)."),
    save: Path = typer.Option(None, help="Where to save (default games/<scenario>-<seed>-<time>.json)."),
) -> None:
    """Play against a Bot. With no options: Labyrinth's Awakening, you as US vs the Muddled Jihadist Bot."""
    level = level_of(narrate)
    if level is None:
        options.fail(f"--narrate: {narrate!r} is not a narration level (levels: {', '.join(LEVELS)})")
    if delay < 0 or delay != delay or delay > 3600:
        options.fail(f"--delay: {delay} is not a number of seconds from 0 to 3600")
    if resume is not None:
        given = [name for name, value, default in (
            ("--game", game, None), ("--scenario", scenario, None), ("--side", side, None), ("--tier", tier, None),
            ("--tier-file", tier_file, None), ("--bots", bots, None), ("--decks", decks, None), ("--seed", seed, None),
            ("--rules", rules, ""),
            ("--table", table, False), ("--dice", dice, "program"), ("--overtime", overtime, False),
            ("--save", save, None)) if value != default]
        if given:
            options.fail(f"--resume continues a saved game with its own set-up; leave out {', '.join(given)}")
        try:
            saved = load_session(resume)
        except saves.SaveError as exc:
            complain(f"Cannot resume: {exc}")
            complain("The file was left as it was.")
            raise typer.Exit(1) from None
        session = Session.from_save(saved, narration=level)
        where = saved.where
    else:
        definition = options.game(game)
        session = Session(_new_config(definition, scenario, side, tier, tier_file, decks, seed, rules, table, dice,
                                      overtime, bots), save_path=save, narration=level)
        if session.save_path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            session.save_path = Path("games") / f"{session.config.scenario}-{session.config.seed}-{stamp}.json"
        elif session.save_path.exists():  # a new game never writes over a file (a saved game, anything)
            options.fail(f"--save: {session.save_path} exists already; to go on with the game it holds: "
                         f"{resume_hint(session.save_path)} (or choose another file)")
        options.writable_file(session.save_path, "--save")
        where = str
    if session.config.human is not None and (step or delay):
        options.fail("--step and --delay are for watching Bot vs Bot (--side none)")
    config = session.config
    definition = config.definition
    say(f"{definition.title} - scenario {config.scenario}, seed {config.seed}. You: {_players(config)}.")
    say(f"Saved after every action in {session.save_path}; resume with: {resume_hint(session.save_path)}")
    say("Type 'help' at any prompt for the commands.")
    watcher = Watcher(session, step, delay) if config.human is None else None
    _play(session, where, watcher)


def _players(config: GameConfig) -> str:
    definition = config.definition
    if config.human is None:
        return "nobody (Bot vs Bot)"
    if config.hot_seat:
        return (" and ".join(definition.side_name(s) for s in definition.sides) + ", at one screen: each question "
                "names its side, and what is shown is what that side may see")
    return definition.side_name(config.human)


def _new_config(definition: GameDefinition, scenario: str | None, side: str | None, tier: str | None,
                tier_file: Path | None, decks: int | None, seed: int | None, rules: str, table: bool, dice: str,
                overtime: bool, bots: Path | None = None) -> GameConfig:
    human = options.side(definition, side)
    bot_side = definition.other_side(human) if human in definition.sides else None
    tiers = dict(definition.default_tiers)
    sides = " or ".join(definition.sides)
    if tier is not None:
        if human == EVERY_SIDE:
            options.fail("--tier sets a Bot's tier: with --side all people play every side, and there is no Bot")
        if bot_side is None:
            options.fail(f"--tier needs your side (--side {sides}); for Bot vs Bot tiers use 'botkit simulate'")
        tiers[bot_side] = tier.strip().lower().replace(" ", "_").replace("-", "_")
    if dice.strip().lower() not in ("program", "me"):
        options.fail(f"--dice: {dice!r} is not allowed (dice: program, me)")
    config = GameConfig(game=definition.name, scenario=options.scenario(definition, scenario), human=human,
                        tiers=tiers, decks=decks, seed=seed if seed is not None else random.SystemRandom().randint(1, 99999),
                        rules=options.rules(definition, rules), table=table, table_dice=dice.strip().lower(),
                        options={"overtime": True} if overtime else {})
    if tier_file is not None:
        if human == EVERY_SIDE:
            options.fail("--tier-file sets a Bot's tiers: with --side all people play every side, and there is no "
                         "Bot")
        if bot_side is None:
            options.fail(f"--tier-file needs your side (--side {sides}): it sets the Bot's tiers")
        options.tier_file(config, bot_side, tier_file, "--tier-file")
    options.bots_folder(config, bots)
    return options.checked(config)


def dress(session: Session):
    """The terminal's richer menus: the game's labels for a question's options and notes above it (a card with
    its Ops and whether its event does anything now)."""

    def dressed(game, ask: Ask) -> tuple[dict, list[str]]:
        return session.definition.question_labels(game, ask, session.sight)

    return dressed


def doubts(session: Session):
    """An answer to think twice about (the game's: a card spent on an event that can do nothing now). The
    player confirms it (y) or answers again (n)."""

    def doubt(game, ask: Ask, answer) -> str:
        return session.definition.doubt(game, ask, answer, session.sight)

    return doubt


class Watcher:
    """Bot vs Bot to watch: a pause after each card (`--step`: until Enter; `--delay`: some seconds)."""

    def __init__(self, session: Session, step: bool, delay: float) -> None:
        self.session = session
        self.step = step
        self.delay = delay
        self.cards = 0
        self.narrate = narrator()
        self.prompter = prompter(session)

    def __call__(self, line: Line) -> None:
        if line.kind == "card_played":
            self.cards += 1
            if self.cards > 1:
                self.pause()
        self.narrate(line)

    def pause(self) -> None:
        if self.delay:
            time.sleep(self.delay)
        if self.step:
            self.prompter.ask("(Enter: next card; or status, why, show ..., quit) > ", _only_enter, empty="")


def _play(session: Session, where=str, watcher: Watcher | None = None) -> str | None:
    """The game loop: play, carry out undo/redo/rollback/adjust/dice/quit, explain failures. Returns the winner.

    `where(i)` names the file:line of recorded answer i (for messages about a save).
    """
    hot_seat = session.config.hot_seat
    secret = session.definition.secret_purposes
    decider = HumanDecider(_read, _say, lambda name, argument: commands.run(session, name, argument),
                           dress(session), doubts(session), tell=_tell, keys=session.definition.keys,
                           secret=lambda ask: hot_seat and ask.purpose in secret,
                           looking=commands.looking(session.definition))
    hear = watcher if watcher is not None else narrator()
    pending: SessionCommand | None = None
    while True:
        try:
            if pending is not None:  # a command typed at a prompt of another command (rollback's)
                command, pending = pending, None
                raise command
            winner = session.run(decider, on_line=hear)
            if _finished(session, decider.prompter):
                continue  # the player plays on after a victory
            _save_on_leaving(session)
            return winner
        except SessionCommand as command:
            if command.name == "quit":
                _save_on_leaving(session)
                say(f"Saved. Resume with: {resume_hint(session.save_path)}")
                return None
            pending = _leave(session, command, decider.prompter)
        except ReplayFailure as failure:
            if not _offer_recovery(session, failure, where(failure.index)):
                raise typer.Exit(1) from None
        except LiveFailure as failure:
            _explain_live_failure(failure)
        except KeyboardInterrupt:
            _save_on_leaving(session)
            say("")
            say(f"Interrupted. Every answer is saved; resume with: {resume_hint(session.save_path)}")
            raise typer.Exit(INTERRUPTED) from None
        except SaveConflict as conflict:
            reloaded = _after_conflict(session, conflict)
            if reloaded is None:
                raise typer.Exit(1) from None
            again, where = reloaded
            return _play(again, where, Watcher(again, watcher.step, watcher.delay) if watcher is not None else None)
        except saves.SaveError as exc:
            complain(f"Cannot save the game: {exc}")
            raise typer.Exit(1) from None


def _save_on_leaving(session: Session) -> None:
    """Write the save as one whole file as the program leaves the game: there is one even when nothing was
    answered (so the resume hint is true), and its journal is folded in (a player who copies the file
    copies the whole game). A refusal ends the game, told."""
    if session.save_path is None:
        return
    try:
        session.save(whole=True)
    except SaveConflict as conflict:
        _after_conflict(session, conflict, reload=False)
        raise typer.Exit(1) from None
    except saves.SaveError as exc:
        complain(f"Cannot save the game: {exc}")
        raise typer.Exit(1) from None


def _after_conflict(session: Session, conflict: SaveConflict,
                    reload: bool = True) -> tuple[Session, Callable[[int], str]] | None:
    """Another writer changed the save (a browser, another terminal, a backup copied over it): say so;
    go on from the save as it is now when it is this game gone further, else stop (None)."""
    path = conflict.path
    complain(f"{path} {conflict.what}: it was not written over.")
    if conflict.kept is not None:
        complain(f"This game, with your answers, is kept in {conflict.kept}.")
    if conflict.reloadable and reload:
        try:
            saved = load_session(path)
        except saves.SaveError as exc:
            complain(f"It cannot be read now ({exc}).")
        else:
            say(f"Going on from {path} as it is saved now (the other game's answers included).")
            return Session.from_save(saved, narration=session.narration), saved.where
    complain(f"To go on: {resume_hint(path)} (the save as it is now)"
             + (f", or {resume_hint(conflict.kept)} (this game)." if conflict.kept is not None else "."))
    return None


def _finished(session: Session, prompter: Prompter) -> bool:
    """The game is over: the final screen, and the offer to play on after a victory (True: play on).

    The offer is a prompt like any other: undo, why, status... are carried out there, quit saves."""
    game = session.game
    if game is None or game.state.winner is None:
        return False
    say("")
    for line in session.definition.final_screen(game):
        say(line, hang=4)
    if session.config.human is None or not session.can_play_on():
        return False
    if not prompter.yes_no("Play on to the end of the decks, as if nobody had won yet? (y/n) > "):
        say(f"  {ARROW} no: the game ends here.")
        return False
    say(f"  {ARROW} yes: play on.")
    session.play_on()
    say("Playing on: the victory stays in the log; the game now ends when the decks run out.")
    return True


def _leave(session: Session, command: SessionCommand, prompter: Prompter) -> SessionCommand | None:
    """A command that left the question: undo, redo, rollback, adjust or dice. Whatever goes wrong in
    one, the game goes on: every answer is saved, and the question is asked again. Returns a command
    typed at the command's own prompt (rollback's), for the game loop to carry out next."""
    try:
        _carry_out(session, command, prompter)
    except SessionCommand as typed:
        return typed
    except (saves.SaveError, ReplayFailure, LiveFailure, KeyboardInterrupt):
        raise  # the game loop knows what to do with these
    except Exception as exc:  # a bug in a command must not end the game
        complain(f"'{command.name}' failed ({type(exc).__name__}: {exc}); the game goes on from where it was. "
                 f"{REPORT_HINT}")


def _carry_out(session: Session, command: SessionCommand, prompter: Prompter) -> None:
    if command.name in ("undo", "redo"):
        _undo_or_redo(session, command.name, command.argument)
    elif command.name == "rollback":
        correcting.rollback(session, prompter)
    elif command.name == "adjust":
        correcting.adjust(session, command.argument)
    elif command.name == "dice":
        correcting.dice(session, command.argument)


def _undo_or_redo(session: Session, name: str, argument: str) -> None:
    """What was taken back or played again, then how the board differs (as after a rollback)."""
    try:
        plays = undo_count(argument)
        moved = session.step_back(plays) if name == "undo" else session.step_forward(plays)
    except UndoError as exc:
        say(str(exc))
        return
    verb = "Undid" if name == "undo" else "Redid"
    say(f"{verb} {count(len(moved.steps), 'play')}: " + "; ".join(moved.steps) + ". Replaying...")
    correcting.board(session, moved)
    if name == "undo":
        say("('redo' plays them again, until you answer something new.)")


def _offer_recovery(session: Session, failure: ReplayFailure, location: str) -> bool:
    """A save that no longer replays: explain, offer to go on from the last answer that replays."""
    path = session.save_path
    complain(f"{location}: this save no longer replays from answer {failure.index + 1} of {failure.total}: "
             f"{failure.reason}.")
    complain("That happens when the program changed since the game was saved (an engine fix, a newer version) or "
             "the save was edited.")
    if failure.report is not None:
        complain(f"What failed is written in {failure.report}. {REPORT_HINT}")
    else:
        complain(REPORT_HINT)
    if not failure.recoverable:
        complain(f"No answer of this game replays, so there is nothing to continue from. {path} was left as it was.")
        return False
    question = (f"Continue from answer {failure.index} (the last that still replays)? {path} stays as it is and the "
                "game goes on in a new file beside it. (y/n) > ")
    try:
        # the game did not replay: there is nothing to look at or undo yet, only yes, no or quit
        go_on = Prompter(_read, _say, leaving=()).yes_no(question)
    except SessionCommand:
        go_on = False
    if not go_on:
        complain(f"Nothing was changed: {path} was left as it was.")
        return False
    new_path = session.recover(failure)
    say(f"Continuing from answer {failure.index} in {new_path}; {path} is unchanged.")
    return True


def _explain_live_failure(failure: LiveFailure) -> None:
    what = f"your answer {failure.answer[1]!r} to {failure.answer[0]!r}" if failure.answer else "the game"
    complain(f"The program failed while carrying out {what} ({type(failure.error).__name__}: {failure.error}). "
             "That answer was taken back and the question is asked again; nothing else is lost.")
    if failure.report is not None:
        complain(f"What failed is written in {failure.report}. {REPORT_HINT}")


__all__ = ["errors", "play"]

"""`botkit play`: a game of Labyrinth: The Awakening against a Bot, in the terminal.

Presentation only: the game, its answers, saving, undo/redo and recovery are the session
model's (`game.labyrinth.session`); this module turns options into a set-up, questions
into prompts, and the session's outcomes into messages.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import typer
from rich.console import Console

from botkit.render import render
from game.labyrinth import saves
from game.labyrinth.game import LogEntry
from game.labyrinth.session import (
    DEFAULT_TIERS,
    REPORT_HINT,
    ConfigError,
    GameConfig,
    LiveFailure,
    ReplayFailure,
    Session,
    UndoError,
    load_session,
    parse_rules,
    undo_count,
)
from game.labyrinth.state import JIHADIST, US
from game.registry import library_for

from . import map_picture, options, view
from .human import HumanDecider, SessionCommand
from .matching import match

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)
INTERRUPTED = 130  # the shell's status for a program stopped by Ctrl-C


def _read(prompt: str) -> str:
    try:
        return console.input(prompt)
    except EOFError:
        return "quit"


def _say(text: str) -> None:
    console.print(text, markup=False)


def _narrate(entry: LogEntry) -> None:
    _say(entry.text)


def handle_command(session: Session, name: str, argument: str) -> None:
    """Information commands typed at any prompt (they never change the game, and never end it)."""
    try:
        _information(session, name, argument)
    except Exception as exc:  # a failing display must not cost the game: say so and ask again
        errors.print(f"'{name}' failed ({type(exc).__name__}: {exc}); the game is unchanged.", markup=False)


def _information(session: Session, name: str, argument: str) -> None:
    game = session.game
    if game is None:
        return
    human = session.config.human
    if name == "status":
        console.print(view.status_panel(game, human=human, title=_title(session)))
    elif name == "map":
        console.print(map_picture.draw_at_prompt(session, argument), markup=False)
    elif name == "hand":
        console.print(view.hand_line(game, human) if human else "You have no hand in a Bot-vs-Bot game.",
                      markup=False)
    elif name == "show":
        if not argument:
            console.print("show which country? (e.g. show sau)")
            return
        found = match(argument, [(n, n) for n in sorted(game.state.countries)])
        if not found.found:
            hint = (f"ambiguous: {', '.join(found.ambiguous)}" if found.ambiguous
                    else f"did you mean {' or '.join(found.suggestions)}?" if found.suggestions else "no such country")
            console.print(f"{argument}: {hint}", markup=False)
            return
        hide = human == US and JIHADIST in session.bots
        console.print(view.country_detail(game, found.value, hide_plots=hide), markup=False)
    elif name in ("history", "log"):
        count = int(argument) if argument.isascii() and argument.isdigit() else 40
        for entry in game.log_entries[-count:]:
            console.print(f"[T{entry.turn}] {entry.text}", markup=False)
    elif name == "why":
        _why(session, argument)


def _why(session: Session, argument: str) -> None:
    traces = [(side, getattr(bot, "last_trace", None)) for side, bot in session.bots.items()]
    traces = [(side, t) for side, t in traces if t is not None]
    if not traces:
        console.print("No Bot decision yet.")
        return
    side, trace = max(traces, key=lambda pair: pair[1].meta.get("serial", 0))
    console.print(f"Last {('US' if side == US else 'Jihadist')} Bot decision: {trace.title}", markup=False)
    for line in trace.lines():
        console.print("  " + line, markup=False)
    if "--render" in argument:
        library = library_for("labyrinth")
        out_dir = session.save_path.parent if session.save_path else Path(".")
        for chart_id in trace.charts():
            if chart_id in library.ids():
                path = out_dir / f"why-{chart_id}.svg"
                try:
                    render(library.get(chart_id), "svg", path, trace=trace)
                except RuntimeError:
                    path = render(library.get(chart_id), "dot", path.with_suffix(".dot"), trace=trace)
                console.print(f"  drawn: {path}", markup=False)


def _title(session: Session) -> str:
    state = session.game.state
    phase = {"jihadist": "Jihadist action phase", "us": "US action phase"}.get(state.phase, state.phase)
    return f"Turn {state.turn} - {phase}"


def play(
    scenario: str = typer.Option("awakening", help="Scenario (see 'botkit scenario list')."),
    side: str = typer.Option("us", help="Your side: us, jihadist, or none to watch Bot vs Bot."),
    tier: str = typer.Option(None, help="The Bot's tier (Jihadist: muddled..virulent; US: off_guard..nomercy)."),
    tier_file: Path = typer.Option(None, help="A YAML tier file with your own tiers (use with --tier); "
                                   "a copy is kept in the save."),
    decks: int = typer.Option(None, help="Number of decks (where the scenario allows)."),
    seed: int = typer.Option(None, help="Random seed (default: chosen for you and shown)."),
    rules: str = typer.Option("", help="Optional rules to use, e.g. '1,3' (1 Zakat and the Strong Horse, "
                              "2 Heroic Alerts, 3 variable Bot difficulty)."),
    table: bool = typer.Option(False, "--table", help="Play beside a real board: you tell the program which card "
                               "each side drew; it never shuffles or sees a deck."),
    dice: str = typer.Option("program", help="Who rolls the dice: program, or me (you type each die you roll)."),
    overtime: bool = typer.Option(False, help="Assad Alone: no draw - play on until Syria is an Ally or an Adversary."),
    resume: Path = typer.Option(None, help="Continue a saved game."),
    save: Path = typer.Option(None, help="Where to save (default games/<scenario>-<seed>-<time>.json)."),
) -> None:
    """Play Labyrinth: The Awakening against a Bot. With no options: Awakening, you as US vs the Muddled Jihadist Bot."""
    if resume is not None:
        given = [name for name, value, default in (
            ("--scenario", scenario, "awakening"), ("--side", side, "us"), ("--tier", tier, None),
            ("--tier-file", tier_file, None), ("--decks", decks, None), ("--seed", seed, None), ("--rules", rules, ""),
            ("--table", table, False), ("--dice", dice, "program"), ("--overtime", overtime, False),
            ("--save", save, None)) if value != default]
        if given:
            options.fail(f"--resume continues a saved game with its own set-up; leave out {', '.join(given)}")
        try:
            saved = load_session(resume)
        except saves.SaveError as exc:
            errors.print(f"Cannot resume: {exc}", markup=False, style="red")
            errors.print("The file was left as it was.", markup=False)
            raise typer.Exit(1) from None
        session = Session(saved.config, saved.answers, save_path=resume, redo=saved.redo, narrate=True)
        where = saved.where
    else:
        session = Session(_new_config(scenario, side, tier, tier_file, decks, seed, rules, table, dice, overtime),
                          save_path=save, narrate=True)
        if session.save_path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
            session.save_path = Path("games") / f"{session.config.scenario}-{session.config.seed}-{stamp}.json"
        options.writable_file(session.save_path, "--save")
        where = str
    config = session.config
    you = {US: "US", JIHADIST: "Jihadist", None: "nobody (Bot vs Bot)"}[config.human]
    console.print(f"Labyrinth: The Awakening - scenario {config.scenario}, seed {config.seed}. You: {you}. "
                  f"Saved after every action as {session.save_path}", markup=False)
    console.print("Type 'help' at any prompt for commands (status, show COUNTRY, why, history, undo, redo, quit).")
    winner = _play(session, where)
    if winner is not None:
        console.print(view.status_panel(session.game, human=config.human, title="Final position"))
        console.print(f"Game over: {session.game.state.victory}", markup=False)


def _new_config(scenario: str, side: str, tier: str | None, tier_file: Path | None, decks: int | None,
                seed: int | None, rules: str, table: bool, dice: str, overtime: bool) -> GameConfig:
    human = options.side(side)
    bot_side = JIHADIST if human == US else US if human == JIHADIST else None
    tiers = dict(DEFAULT_TIERS)
    if tier is not None:
        if bot_side is None:
            options.fail("--tier needs your side (--side us or jihadist); for Bot vs Bot tiers use 'botkit simulate'")
        tiers[bot_side] = tier.strip().lower().replace(" ", "_").replace("-", "_")
    try:
        chosen_rules = parse_rules(rules)
    except ConfigError as exc:
        options.fail(str(exc))
    if dice.strip().lower() not in ("program", "me"):
        options.fail(f"--dice: {dice!r} is not allowed (dice: program, me)")
    config = GameConfig(scenario=options.scenario(scenario), human=human, tiers=tiers, decks=decks,
                        seed=seed if seed is not None else random.SystemRandom().randint(1, 99999),
                        rules=chosen_rules, table=table, table_dice=dice.strip().lower(), overtime=overtime)
    if tier_file is not None:
        if bot_side is None:
            options.fail("--tier-file needs your side (--side us or jihadist): it sets the Bot's tiers")
        try:
            config.add_tier_file(bot_side, tier_file)
        except ConfigError as exc:
            options.fail(f"--tier-file: {exc}")
    return options.checked(config)


def _play(session: Session, where: Callable[[int], str] = str) -> str | None:
    """The game loop: play, carry out undo/redo/quit, explain failures. Returns the winner (None: not over).

    `where(i)` names the file:line of recorded answer i (for messages about a save).
    """
    decider = HumanDecider(_read, _say, lambda name, argument: handle_command(session, name, argument))
    while True:
        try:
            return session.run(decider, on_log=_narrate)
        except SessionCommand as command:
            if command.name == "quit":
                _say(f"Saved. Resume with: botkit play --resume {session.save_path}")
                return None
            _undo_or_redo(session, command.name, command.argument)
        except ReplayFailure as failure:
            if not _offer_recovery(session, failure, where(failure.index)):
                raise typer.Exit(1) from None
        except LiveFailure as failure:
            _explain_live_failure(failure)
        except KeyboardInterrupt:
            _say("")
            _say(f"Interrupted. Every answer is saved; resume with: botkit play --resume {session.save_path}")
            raise typer.Exit(INTERRUPTED) from None
        except saves.SaveError as exc:
            errors.print(f"Cannot save the game: {exc}", markup=False, style="red")
            raise typer.Exit(1) from None


def _undo_or_redo(session: Session, name: str, argument: str) -> None:
    try:
        count = undo_count(argument)
        done = session.undo(count) if name == "undo" else session.redo(count)
    except UndoError as exc:
        _say(str(exc))
        return
    verb = "Undid" if name == "undo" else "Redid"
    _say(f"{verb} {len(done)} play(s): " + "; ".join(done) + ". Replaying...")
    if name == "undo":
        _say("('redo' plays them again, until you answer something new.)")


def _offer_recovery(session: Session, failure: ReplayFailure, location: str) -> bool:
    """A save that no longer replays: explain, offer to go on from the last answer that replays."""
    path = session.save_path
    say = errors.print
    say(f"{location}: this save no longer replays from answer {failure.index + 1} of {failure.total}: "
        f"{failure.reason}.", markup=False)
    say("That happens when the program changed since the game was saved (an engine fix, a newer version) or the "
        "save was edited.", markup=False)
    if failure.report is not None:
        say(f"What failed is written in {failure.report}. {REPORT_HINT}", markup=False)
    else:
        say(REPORT_HINT, markup=False)
    if not failure.recoverable:
        say(f"No answer of this game replays, so there is nothing to continue from. {path} was left as it was.",
            markup=False)
        return False
    answer = _read(f"Continue from answer {failure.index} (the last that still replays)? {path} stays as it is and "
                   f"the game goes on in a new file beside it. (y/n) > ").strip().lower()
    if answer not in ("y", "yes"):
        say(f"Nothing was changed: {path} was left as it was.", markup=False)
        return False
    new_path = session.recover(failure)
    _say(f"Continuing from answer {failure.index} in {new_path}; {path} is unchanged.")
    return True


def _explain_live_failure(failure: LiveFailure) -> None:
    what = f"your answer {failure.answer[1]!r} to {failure.answer[0]!r}" if failure.answer else "the game"
    errors.print(f"The program failed while carrying out {what} ({type(failure.error).__name__}: {failure.error}). "
                 "That answer was taken back and the question is asked again; nothing else is lost.", markup=False)
    if failure.report is not None:
        errors.print(f"What failed is written in {failure.report}. {REPORT_HINT}", markup=False)

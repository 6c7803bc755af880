"""`botkit play`: a game of Labyrinth: The Awakening against a Bot, in the terminal."""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from botkit import ValidationError
from game.labyrinth import saves
from game.labyrinth.scenarios import UnknownScenario, resolve
from game.labyrinth.state import JIHADIST, US

from . import map_picture, view
from .matching import match
from .session import GameConfig, Session, load_session

console = Console(highlight=False, soft_wrap=True)
errors = Console(stderr=True, highlight=False, soft_wrap=True)

DEFAULT_TIERS = {US: "off_guard", JIHADIST: "muddled"}


def _read(prompt: str) -> str:
    try:
        return console.input(prompt)
    except EOFError:
        return "quit"


def _say(text: str) -> None:
    console.print(text, markup=False)


def bot_factory(side: str, config: GameConfig) -> Any:
    from game.labyrinth.bots import make_bot

    return make_bot(side, config.tiers.get(side, DEFAULT_TIERS[side]), config.tier_files.get(side))


def handle_command(session: Session, name: str, argument: str) -> None:
    """Information commands typed at any prompt (they never change the game)."""
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
        count = int(argument) if argument.isdigit() else 40
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
        from botkit.render import render
        from game.registry import library_for

        library = library_for("labyrinth")
        out_dir = session.save_path.parent
        for chart_id in trace.charts():
            if chart_id in library.ids():
                fmt = "svg"
                path = out_dir / f"why-{chart_id}.{fmt}"
                try:
                    render(library.get(chart_id), fmt, path, trace=trace)
                except RuntimeError:
                    path = render(library.get(chart_id), "dot", path.with_suffix(".dot"), trace=trace)
                console.print(f"  drawn: {path}", markup=False)


def _title(session: Session) -> str:
    game = session.game
    state = game.state
    phase = {"jihadist": "Jihadist action phase", "us": "US action phase"}.get(state.phase, state.phase)
    return f"Turn {state.turn} - {phase}"


def play(
    scenario: str = typer.Option("awakening", help="Scenario (see 'botkit scenario list')."),
    side: str = typer.Option("us", help="Your side: us, jihadist, or none to watch Bot vs Bot."),
    tier: str = typer.Option(None, help="The Bot's tier (Jihadist: muddled..virulent; US: off_guard..nomercy)."),
    tier_file: Path = typer.Option(None, help="A YAML tier file with your own tiers (use with --tier)."),
    decks: int = typer.Option(None, help="Number of decks (where the scenario allows)."),
    seed: int = typer.Option(None, help="Random seed (default: chosen for you and shown)."),
    rules: str = typer.Option("", help="Optional rules to use, e.g. '1,3'."),
    table: bool = typer.Option(False, "--table", help="Play beside a real board: you tell the program which card "
                               "each side drew; it never shuffles or sees a deck."),
    dice: str = typer.Option("program", help="With --table: who rolls the dice, program or me."),
    overtime: bool = typer.Option(False, help="Assad Alone: no draw - play on until Syria is an Ally or an Adversary."),
    resume: Path = typer.Option(None, help="Continue a saved game."),
    save: Path = typer.Option(None, help="Where to save (default games/<scenario>-<seed>.json)."),
) -> None:
    """Play Labyrinth: The Awakening against a Bot. With no options: Awakening, you as US vs the Muddled Jihadist Bot."""
    if resume is not None:
        try:
            config, answers = load_session(resume)
        except saves.SaveError as exc:
            errors.print(f"[red]Cannot resume:[/red] {exc}")
            errors.print("The file was left as it was.")
            raise typer.Exit(1) from None
        save_path = resume
    else:
        human = None if side.lower() in ("none", "bot", "bots", "watch") else side.lower()
        if human not in (US, JIHADIST, None):
            errors.print(f"[red]--side must be us, jihadist or none, not {side!r}[/red]")
            raise typer.Exit(2)
        try:
            scenario_id = resolve(scenario)
        except UnknownScenario as exc:
            errors.print(f"[red]{exc}[/red]")
            raise typer.Exit(2) from None
        tiers = dict(DEFAULT_TIERS)
        tier_files: dict[str, str] = {}
        bot_side = JIHADIST if human == US else US if human == JIHADIST else None
        if tier:
            if bot_side is None:
                errors.print("[red]--tier needs a human side (use 'botkit simulate' for Bot vs Bot tiers)[/red]")
                raise typer.Exit(2)
            tiers[bot_side] = tier.lower()
        if tier_file is not None and bot_side is not None:
            tier_files[bot_side] = str(tier_file)
        try:
            chosen_rules = sorted({int(r) for r in rules.replace(" ", "").split(",") if r})
        except ValueError:
            errors.print(f"[red]--rules takes numbers like '1,3', not {rules!r}[/red]")
            raise typer.Exit(2) from None
        seed = seed if seed is not None else random.SystemRandom().randint(1, 99999)
        if table and human is None:
            errors.print("[red]--table needs your side (--side us or --side jihadist)[/red]")
            raise typer.Exit(2)
        if dice not in ("program", "me"):
            errors.print(f"[red]--dice is program or me, not {dice!r}[/red]")
            raise typer.Exit(2)
        config = GameConfig(scenario=scenario_id, seed=seed, human=human, tiers=tiers, tier_files=tier_files,
                            decks=decks, rules=chosen_rules, table=table, table_dice=dice, overtime=overtime)
        answers = []
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        save_path = save or Path("games") / f"{scenario_id}-{seed}-{stamp}.json"
        try:
            bot_factory(bot_side or US, config)
        except (KeyError, ValueError, ValidationError) as exc:
            errors.print(str(exc), markup=False, style="red")
            raise typer.Exit(2) from None
    session = Session(config, save_path, read=_read, say=_say, bot_factory=bot_factory,
                      answers=answers, commands=handle_command)
    you = {US: "US", JIHADIST: "Jihadist", None: "nobody (Bot vs Bot)"}[config.human]
    console.print(f"Labyrinth: The Awakening - scenario {config.scenario}, seed {config.seed}. You: {you}. "
                  f"Saved after every action as {save_path}", markup=False)
    console.print("Type 'help' at any prompt for commands (status, show COUNTRY, why, history, undo, quit).")
    try:
        winner = session.run()
    except (saves.SaveError, ValidationError) as exc:
        errors.print(str(exc), markup=False, style="red")
        raise typer.Exit(1) from None
    if winner is not None:
        game = session.game
        console.print(view.status_panel(game, human=config.human, title="Final position"))
        console.print(f"Game over: {game.state.victory}", markup=False)

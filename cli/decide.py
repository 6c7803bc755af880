"""`botkit decide`: what would the Bot do here? A position (or a save), a Bot, a card -> its decision - any game.

The position is the game's (a position file, docs/positions.md for Labyrinth, or a saved game at the
point it was saved: `GameDefinition.position`); the decision is the game's too (played on a copy and
stopped at the first die, random draw or question to the other side: `GameDefinition.decide`).
Nothing is saved and no input file is ever written. Every problem is one line naming what is wrong
and what is allowed.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import typer

from botkit import registry
from botkit.definition import ConfigError, GameDefinition
from botkit.files import YAML_LIMIT, FileReadError, read_text
from botkit.session.store import definition_at

from . import options
from .commands import show

SAVE_SUFFIXES = (".json",)


def decide_command(
    position: Path = typer.Argument(..., help="A position file (.yaml, docs/positions.md) or a saved game (.json)."),
    bot_side: str = typer.Option(..., "--bot", help="The Bot to ask: its side (Labyrinth: jihadist or us)."),
    card: str = typer.Option(..., "--card", help="The card it plays: a number (128) or a unique name (fms)."),
    game: str = typer.Option(None, help=options.GAME_HELP + " A save says its own game."),
    tier: str = typer.Option(None, "--tier", help="The Bot's tier (default: the save's, else the game's default)."),
    tier_file: Path = typer.Option(None, "--tier-file", help="Your own tiers (see the README's Tuning section)."),
    bots: Path = typer.Option(None, "--bots", help="A folder of your own charts, tables and tiers laid over the "
                              "shipped ones (a save's own folder is kept unless this replaces it)."),
    as_json: bool = typer.Option(False, "--json", help="Print the decision as JSON (format botkit-decision)."),
) -> None:
    """What would the Bot do here? Play one card for a Bot on a position, up to the first die, and tell why."""
    named = options.game(game) if game is not None else None
    definition = named or (definition_at(position) if position.suffix.lower() in SAVE_SUFFIXES else None) \
        or position_game(position) or options.game(None)
    side = bot_side.strip().lower()
    if side not in definition.sides:
        options.fail(f"--bot: {bot_side!r} is not a Bot of {definition.title} (Bots: {', '.join(definition.sides)})")
    try:
        state, config, viewer = definition.position(position)
    except ConfigError as exc:
        options.fail(str(exc), getattr(exc, "code", 2))
    config.human = definition.other_side(side)
    config.table, config.table_dice = False, "program"  # nothing is rolled or named here: the play stops first
    config.tier_files = {s: n for s, n in config.tier_files.items() if s == side}
    if tier is not None:
        config.tiers[side] = tier.strip().lower().replace("-", "_").replace(" ", "_")
    options.tier_file(config, side, tier_file, "--tier-file")
    options.bots_folder(config, bots)
    options.checked(config)
    try:
        decision, words = definition.decide(state, config, side, card, viewer, str(position))
    except ConfigError as exc:
        options.fail(str(exc), getattr(exc, "code", 2))
    if as_json:
        typer.echo(json.dumps(decision, indent=2, default=str))
    else:
        show(words)


def position_game(path: Path) -> GameDefinition | None:
    """The game a position file names in its format (``format: botkit-<game>-position``), if it is registered."""
    try:
        text = read_text(path, YAML_LIMIT)
    except FileReadError:
        return None
    found = re.search(r"botkit-([a-z_]+)-position", text)
    return registry.get(found.group(1)) if found and found.group(1) in registry.names() else None

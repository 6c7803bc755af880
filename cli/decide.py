"""`botkit decide`: what would the Bot do here? A position (or a save), a Bot, a card -> its decision.

The position is a position file (`game.labyrinth.position`, docs/positions.md) or a saved game
at the point it was saved; the decision is `game.labyrinth.decide`'s, played on a copy and
stopped at the first die, random draw or question to the other side. Nothing is saved and no
input file is ever written. Every problem is one line naming what is wrong and what is allowed.
"""

from __future__ import annotations

import json
from pathlib import Path

import typer

from botkit.errors import did_you_mean
from botkit.files import YAML_LIMIT, FileReadError, read_text
from botkit.matching import match
from game.labyrinth import deck, facts, saves
from game.labyrinth.adjust import AdjustError
from game.labyrinth.decide import Decision, decide
from game.labyrinth.invariants import violations
from game.labyrinth.position import FORMAT, PositionError, load_position
from game.labyrinth.session import SESSION_FORMAT, ConfigError, GameConfig
from game.labyrinth.session.config import DEFAULT_TIERS, bot
from game.labyrinth.session.visibility import Sight, for_side
from game.labyrinth.state import JIHADIST, US, GameState, other_side
from game.labyrinth.wording import count

from . import options
from .screen import say

BOTS = {"us": US, "jihadist": JIHADIST}
SAVE_SUFFIXES = (".json",)


def decide_command(
    position: Path = typer.Argument(..., help="A position file (.yaml, docs/positions.md) or a saved game (.json)."),
    bot_side: str = typer.Option(..., "--bot", help="The Bot to ask: jihadist or us."),
    card: str = typer.Option(..., "--card", help="The card it plays: a number (128) or a unique name (fms)."),
    tier: str = typer.Option(None, "--tier", help="The Bot's tier (default: the save's, else Muddled / Off Guard)."),
    tier_file: Path = typer.Option(None, "--tier-file", help="Your own tiers (see the README's Tuning section)."),
    bots: Path = typer.Option(None, "--bots", help="A folder of your own charts, tables and tiers laid over the "
                              "shipped ones (a save's own folder is kept unless this replaces it)."),
    as_json: bool = typer.Option(False, "--json", help="Print the decision as JSON (format botkit-decision)."),
) -> None:
    """What would the Bot do here? Play one card for a Bot on a position, up to the first die, and tell why."""
    side = BOTS.get(bot_side.strip().lower())
    if side is None:
        options.fail(f"--bot: {bot_side!r} is not a Bot (Bots: jihadist, us)")
    state, config = _position(position)
    viewer = config.human if position.suffix.lower() in SAVE_SUFFIXES else None  # a position file is all known
    config.human = other_side(side)
    config.table, config.table_dice = False, "program"  # nothing is rolled or named here: the play stops first
    config.tier_files = {s: n for s, n in config.tier_files.items() if s == side}
    if tier is not None:
        config.tiers[side] = tier.strip().lower().replace("-", "_").replace(" ", "_")
    options.tier_file(config, side, tier_file, "--tier-file")
    options.bots_folder(config, bots)
    options.checked(config)
    sight = for_side(viewer, state)
    number = _card(card, state, side, sight)
    try:
        decision = decide(state, bot(side, config), side, number, tier=config.tiers.get(side, DEFAULT_TIERS[side]),
                          seed=config.seed, sight=for_side(viewer, state, known=[number]))
    except AdjustError as exc:
        options.fail(f"--card: {exc}")
    if as_json:
        typer.echo(json.dumps(decision.to_dict(), indent=2, default=str))
    else:
        show(decision, str(position), state)


def _position(path: Path) -> tuple[GameState, GameConfig]:
    """The board and the set-up around it, from a position file or a save (its state as saved)."""
    if path.suffix.lower() in SAVE_SUFFIXES:
        try:
            loaded = saves.load_game(path)
        except saves.SaveError as exc:
            if not _written_as_position(path):
                options.fail(str(exc), 1)
            return _position_file(path)
        session = (loaded.meta or {}).get("session")
        config = GameConfig(scenario=loaded.state.scenario, seed=0)
        if isinstance(session, dict) and session.get("format") == SESSION_FORMAT:
            try:
                config = GameConfig.from_dict(session.get("config") or {})
            except ConfigError as exc:
                options.fail(f"{path}: the set-up is damaged: {exc}", 1)
        state = loaded.state
        if state.winner is not None:
            options.fail(f"{path}: this game is over ({state.victory or state.winner}): there is no card left to "
                         "decide; give a position file or an earlier save", 1)
        try:
            broken = violations(state)
        except (TypeError, ValueError, AttributeError, KeyError) as exc:  # a hand-made save: pieces of no type
            options.fail(f"{path}: the saved board cannot be read ({type(exc).__name__}: {exc})", 1)
        if broken:
            options.fail(f"{path}: the saved board breaks the board's rules: {'; '.join(broken)}", 1)
        return state, config
    return _position_file(path)


def _written_as_position(path: Path) -> bool:
    """A .json file that is a position (JSON is YAML too), not a save."""
    try:
        return FORMAT in read_text(path, YAML_LIMIT)
    except FileReadError:
        return False


def _position_file(path: Path) -> tuple[GameState, GameConfig]:
    try:
        found = load_position(path)
    except PositionError as exc:
        options.fail(str(exc))
    return found.state, GameConfig(scenario=found.state.scenario, seed=found.seed, rules=list(found.rules))


def _card(text: str, state: GameState, side: str, sight: Sight) -> int:
    """The card `--card` names, among this game's cards (a number, a name or a unique prefix); of
    several of one name (the Reapers), the one in the Bot's hand - where the player may know it."""
    numbers = sorted(set(state.options.get("cards") or facts.cards()))
    found = match(text, [(n, deck.card(n).name) for n in numbers], numbers="cards")
    if found.found:
        return int(found.value)
    held = [n for n in found.ambiguous if sight.card_place(n) == side]
    if len(held) == 1 and len({deck.card(n).title for n in found.ambiguous}) == 1:
        return int(held[0])
    if found.ambiguous:
        names = ", ".join(deck.card(n).name for n in found.ambiguous[:8])
        options.fail(f"--card: {text!r} fits several cards: {names} (give the number)")
    hint = did_you_mean(text.strip().lower(), [deck.card(n).title.lower() for n in numbers])
    options.fail(f"--card: no card {text!r} in this game{hint} (a number {numbers[0]}-{numbers[-1]} or a card's name)")


# -- the words -------------------------------------------------------------------------------------

USES = {"event": "its event", "ops": "its Ops", "reserves": "the reserves"}


def show(decision: Decision, source: str, state: GameState) -> None:
    """The decision in words: the card, its use, the targets, where it stops, then the chart paths."""
    who = "Jihadist" if decision.side == JIHADIST else "US"
    tier = decision.tier.replace("_", " ").title()
    if decision.capability_markers is not None:  # optional rule 3: the markers replace the tier
        tier = f"capability markers: {', '.join(decision.capability_markers) or 'none'}"
    ops = f"{decision.ops} Op{'s' if decision.ops != 1 else ''}; {_count(decision.reserves, 'Ops')} in reserve"
    say(f"{source} ({state.scenario}, turn {state.turn}): the {who} Bot ({tier}) plays {decision.card_name} ({ops}).")
    if decision.use:
        say(f"Uses {USES.get(decision.use, decision.use)}: {decision.operation}", indent=0)
    for line in decision.plan:
        say(f"Plan: {line}", indent=0)
    if decision.memory:
        say("Memory: " + ", ".join(f"{name} = {value}" for name, value in decision.memory.items()), indent=0)
    if decision.targets:
        say("Targets, in order:")
        for index, target in enumerate(decision.targets, 1):
            amount = f": {_count(target.amount, target.unit)}" if target.amount is not None else ""
            say(f"  {index}. {target.country}{amount}", indent=2)
    say(_stop_words(decision), indent=0)
    say("")
    say("Why (each Bot decision and its chart path):")
    for step in decision.decisions:
        head = f"  [{step.number}] {step.title}" + (f" -> {step.words}" if step.words else "")
        say(head, indent=2, hang=4)
        for line in step.path:
            say("      " + line, hang=4)
    say("")
    say("What happened up to there (the game log):")
    for line in decision.log:
        say("  " + line)
    say("")
    say("Nothing was played for real: the position is unchanged and nothing was saved.")


ONE_OF = {"dice": "die", "cells": "cell", "troops": "troop", "Ops": "Op"}  # a decision's units, each for one


def _count(amount: int, unit: str) -> str:
    """'1 die', '2 cells', '3' (a unit the Bot did not name): worded as the game log words counts."""
    return count(amount, ONE_OF.get(unit, unit)) if unit else str(amount)


STOPS = {
    "random": "Stops here: the next decision depends on {text}.",
    "opponent": "Stops here: the next decision is {text}",
    "game_over": "Stops here: {text}.",
    "done": "The card was played to the end without a die or a random draw.",
}


def _stop_words(decision: Decision) -> str:
    stop = decision.stop
    if stop.kind == "die":
        dice = f": {_count(stop.dice, 'dice')}" if stop.dice else ""
        return f"Stops here: the next decision depends on a die ({stop.purpose}{dice})."
    return STOPS.get(stop.kind, STOPS["done"]).format(text=stop.text)

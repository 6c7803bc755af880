"""`botkit decide` for Labyrinth: a position file or a save as a position, the card named, and the decision in
words - what the game's definition gives the framework's `decide` command (`cli/decide.py`).

The decision itself is `decide`'s (played on a copy, stopped at the first die, random draw or
question to the other side); positions are `position`'s (docs/positions.md).
"""

from __future__ import annotations

from pathlib import Path

from botkit.definition import ConfigError, View
from botkit.errors import did_you_mean
from botkit.files import YAML_LIMIT, FileReadError, read_text
from botkit.matching import match
from botkit.session import GameConfig, session_format
from botkit.words import count

from . import deck, facts, saves
from .adjust import AdjustError
from .bots import make_bot
from .decide import Decision, decide
from .invariants import violations
from .position import FORMAT, PositionError, load_position
from .session.visibility import Sight, for_side
from .state import JIHADIST, GameState

SAVE_SUFFIXES = (".json",)


class DecideError(ConfigError):
    """A position, a save or a card that cannot be decided on; `code` is the exit status (1: the file, 2: the
    option)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def position(path: Path) -> tuple[GameState, GameConfig, str | None]:
    """The board, the set-up around it and who may see it (a save's player; a position file is all known), from
    a position file or a save (its state as saved); `DecideError` says what is wrong."""
    state, config = _board_of(path)
    return state, config, config.human if path.suffix.lower() in SAVE_SUFFIXES else None


def decide_card(state: GameState, config: GameConfig, side: str, text: str, viewer: str | None,
                source: str) -> tuple[dict, View]:
    """The Bot of `side` (as `config` sets it up) plays the card `text` names on `state`: the decision as data
    (format botkit-decision) and in words; `DecideError` for a card that cannot be played there."""
    number = card_named(text, state, side, for_side(viewer, state))
    try:
        decision = decide(state, make_bot(side, config.tiers[side], config.tier_files.get(side),
                                          config.tier_text(side), config.overlay()),
                          side, number, tier=config.tiers[side], seed=config.seed,
                          sight=for_side(viewer, state, known=[number]))
    except AdjustError as exc:
        raise DecideError(f"--card: {exc}") from None
    return decision.to_dict(), words(decision, source, state)


def _board_of(path: Path) -> tuple[GameState, GameConfig]:
    """The board and the set-up around it, from a position file or a save (its state as saved)."""
    if path.suffix.lower() in SAVE_SUFFIXES:
        try:
            loaded = saves.load_game(path)
        except saves.SaveError as exc:
            if not _written_as_position(path):
                raise DecideError(str(exc), 1) from None
            return _position_file(path)
        session = (loaded.meta or {}).get("session")
        config = GameConfig(game="labyrinth", scenario=loaded.state.scenario, seed=0)
        if isinstance(session, dict) and session.get("format") == session_format("labyrinth"):
            try:
                config = GameConfig.from_dict({**(session.get("config") or {}), "game": "labyrinth"})
            except ConfigError as exc:
                raise DecideError(f"{path}: the set-up is damaged: {exc}", 1) from None
        state = loaded.state
        if state.winner is not None:
            raise DecideError(f"{path}: this game is over ({state.victory or state.winner}): there is no card left to "
                          "decide; give a position file or an earlier save", 1)
        try:
            broken = violations(state)
        except (TypeError, ValueError, AttributeError, KeyError) as exc:  # a hand-made save: pieces of no type
            raise DecideError(f"{path}: the saved board cannot be read ({type(exc).__name__}: {exc})", 1) from None
        if broken:
            raise DecideError(f"{path}: the saved board breaks the board's rules: {'; '.join(broken)}", 1)
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
        raise DecideError(str(exc)) from None
    return found.state, GameConfig(game="labyrinth", scenario=found.state.scenario, seed=found.seed,
                                   rules=list(found.rules))


def card_named(text: str, state: GameState, side: str, sight: Sight) -> int:
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
        raise DecideError(f"--card: {text!r} fits several cards: {names} (give the number)")
    hint = did_you_mean(text.strip().lower(), [deck.card(n).title.lower() for n in numbers])
    raise DecideError(f"--card: no card {text!r} in this game{hint} (a number {numbers[0]}-{numbers[-1]} or a card's "
                      "name)")


# -- the words -------------------------------------------------------------------------------------

USES = {"event": "its event", "ops": "its Ops", "reserves": "the reserves"}


def words(decision: Decision, source: str, state: GameState) -> View:
    """The decision in words: the card, its use, the targets, where it stops, then the chart paths."""
    out = View()
    who = "Jihadist" if decision.side == JIHADIST else "US"
    tier = decision.tier.replace("_", " ").title()
    if decision.capability_markers is not None:  # optional rule 3: the markers replace the tier
        tier = f"capability markers: {', '.join(decision.capability_markers) or 'none'}"
    ops = f"{decision.ops} Op{'s' if decision.ops != 1 else ''}; {_count(decision.reserves, 'Ops')} in reserve"
    out.line(f"{source} ({state.scenario}, turn {state.turn}): the {who} Bot ({tier}) plays {decision.card_name} ({ops}).")
    if decision.use:
        out.line(f"Uses {USES.get(decision.use, decision.use)}: {decision.operation}")
    for line in decision.plan:
        out.line(f"Plan: {line}")
    if decision.memory:
        out.line("Memory: " + ", ".join(f"{name} = {value}" for name, value in decision.memory.items()))
    if decision.targets:
        out.line("Targets, in order:")
        for index, target in enumerate(decision.targets, 1):
            amount = f": {_count(target.amount, target.unit)}" if target.amount is not None else ""
            out.line(f"  {index}. {target.country}{amount}")
    out.line(_stop_words(decision))
    out.line("")
    return out.decided(decision.decisions, decision.log)


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

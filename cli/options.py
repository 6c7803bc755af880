"""Checking command-line options before any work starts: a one-line error naming what is allowed.

Every command validates all of its options up front, so a typo costs a second, not a
tournament, and never ends in a traceback. Errors go to stderr and exit with status 2
(the usage-error status click uses for a wrong type); `fail` is the one way to do it.
"""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

import typer
from rich.console import Console

import game as _registered  # noqa: F401 - registers every game with botkit (the front ends name no game module)
from botkit import registry
from botkit.definition import ConfigError, GameDefinition
from botkit.files import check_folder, check_writable
from botkit.session import EVERY_SIDE, GameConfig, check, parse_rules, tier_names

errors = Console(stderr=True, highlight=False, soft_wrap=True)
USAGE = 2
NOBODY = ("none", "bot", "bots", "watch")  # --side for Bot vs Bot
EVERYBODY = ("all", "both")  # --side for people playing every side at one screen
GAME_HELP = (f"The game: {', '.join(f'{e.name} ({e.title})' for e in registry.entries())}; default "
             f"{registry.DEFAULT}.")


def fail(message: str, code: int = USAGE) -> NoReturn:
    """Print one line in red on stderr and exit with `code`."""
    errors.print(message, markup=False, style="red")
    raise typer.Exit(code)


def game(text: str | None) -> GameDefinition:
    """The registered game named (its name, title or a unique beginning), or a one-line error listing them."""
    try:
        return registry.get(registry.resolve(text or registry.DEFAULT))
    except registry.UnknownGame as exc:
        fail(f"--game: {exc}")


def game_or_save(game_text: str | None, save: Path | None) -> tuple[str | None, Path | None]:
    """`--game` names a game; it once named a saved game's file (`map`, `flowchart render`): a value that is no
    game's name but a file is read as `--save` still, with a one-line note, for a while."""
    if game_text is None or registry.known(game_text.strip().lower()):
        return game_text, save
    try:
        registry.resolve(game_text)
    except registry.UnknownGame:
        if save is None and Path(game_text).is_file():
            errors.print(f"note: --game now names a game ({', '.join(registry.names())}); a saved game is --save "
                         f"{game_text}", markup=False, style="yellow")
            return None, Path(game_text)
    return game_text, save


def scenario(definition: GameDefinition, text: str | None) -> str:
    """A scenario of the game (its default when none is named)."""
    if text is None:
        return definition.default_scenario
    try:
        return definition.resolve_scenario(text)
    except ConfigError as exc:
        fail(f"--scenario: {exc}")


def side(definition: GameDefinition, text: str | None) -> str | None:
    """The player's side (the game's default when none is named; None: watch Bot vs Bot; `EVERY_SIDE`: people
    play every side at one screen)."""
    if text is None:
        return definition.default_side
    key = text.strip().lower()
    if key in NOBODY:
        return None
    if key in EVERYBODY:
        return EVERY_SIDE
    if key not in definition.sides:
        fail(f"--side: {text!r} is not a side of {definition.title} (sides: {', '.join(definition.sides)}, "
             "all (every side at one screen), none)")
    return key


def rules(definition: GameDefinition, text: str) -> list[int]:
    try:
        return parse_rules(text, definition)
    except ConfigError as exc:
        fail(str(exc))


def bot_tiers(definition: GameDefinition, given: dict[str, str | None], pairs: list[str] | None) -> dict[str, str]:
    """The Bots' tiers from the side-named options (`given`: side -> tier, e.g. from --us/--jihadist) and
    `--bot SIDE=TIER` pairs; a side the game does not have is a one-line error."""
    chosen: dict[str, str] = {}
    for option_side, tier in given.items():
        if tier is None:
            continue
        if option_side not in definition.sides:
            fail(f"--{option_side}: {definition.title} has no {option_side} side (sides: "
                 f"{', '.join(definition.sides)}; or --bot SIDE=TIER)")
        chosen[option_side] = _tier_name(tier)
    for pair in pairs or []:
        named_side, _, tier = pair.partition("=")
        named_side = named_side.strip().lower()
        if not tier.strip() or named_side not in definition.sides:
            fail(f"--bot: {pair!r} is not SIDE=TIER with a side of {definition.title} "
                 f"({', '.join(definition.sides)})")
        chosen[named_side] = _tier_name(tier)
    return chosen


def _tier_name(text: str) -> str:
    return text.strip().lower().replace(" ", "_").replace("-", "_")


def checked(config: GameConfig) -> GameConfig:
    """The set-up, or a one-line error naming what is allowed."""
    try:
        check(config)
    except ConfigError as exc:
        fail(str(exc).replace("\n", " "))
    return config


def tier_file(config: GameConfig, side: str, path: Path | None, option: str) -> None:
    """Keep the player's tier file for `side` in the set-up (read once, here), or a one-line error."""
    if path is None:
        return
    try:
        config.add_tier_file(side, path)
    except ConfigError as exc:
        fail(f"{option}: {exc}")


def bots_folder(config: GameConfig, path: Path | None, option: str = "--bots") -> None:
    """Keep the player's own charts folder in the set-up (read once, here), or the problems found."""
    if path is None:
        return
    try:
        config.add_bots_folder(path)
    except ConfigError as exc:
        fail(f"{option}: {exc}")


def tier_list(text: str | None, tier_side: str, config: GameConfig, option: str) -> list[str]:
    """'a,b' -> ['a', 'b'], each a tier the side's Bot can take (default: every printed tier)."""
    try:
        known = tier_names(tier_side, config)
        printed = tier_names(tier_side, GameConfig(game=config.game, human=None))
    except ConfigError as exc:
        fail(f"{option}: {exc}")
    if text is None:
        return [n for n in known if n in printed]
    names = [t.strip().lower().replace("-", "_").replace(" ", "_") for t in text.split(",") if t.strip()]
    if not names:
        fail(f"{option}: name at least one tier, separated by commas (tiers: {', '.join(known)})")
    unknown = [n for n in names if n not in known]
    if unknown:
        fail(f"{option}: no tier {unknown[0]!r} (tiers: {', '.join(known)})")
    if len(set(names)) != len(names):
        fail(f"{option}: a tier is named twice ({text})")
    return names


def writable_file(path: Path | None, option: str) -> None:
    """Fail now if a file cannot be written at `path` (before any game is played)."""
    if path is None:
        return
    problem = check_writable(path)
    if problem:
        fail(f"{option}: {problem}")


def writable_folder(path: Path, option: str) -> None:
    problem = check_folder(path)
    if problem:
        fail(f"{option}: {problem}")


def at_least(value: int, low: int, option: str) -> None:
    if value < low:
        fail(f"{option}: {value} is too small (at least {low})")

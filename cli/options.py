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

from botkit.files import check_folder, check_writable
from game.labyrinth.scenarios import UnknownScenario, resolve
from game.labyrinth.session import ConfigError, GameConfig, check
from game.labyrinth.session.config import tier_names
from game.labyrinth.state import JIHADIST, US

errors = Console(stderr=True, highlight=False, soft_wrap=True)
USAGE = 2
SIDES_TYPED = {"us": US, "jihadist": JIHADIST, "none": None, "bot": None, "bots": None, "watch": None}


def fail(message: str, code: int = USAGE) -> NoReturn:
    """Print one line in red on stderr and exit with `code`."""
    errors.print(message, markup=False, style="red")
    raise typer.Exit(code)


def scenario(text: str) -> str:
    try:
        return resolve(text)
    except UnknownScenario as exc:
        fail(f"--scenario: {exc}")


def side(text: str) -> str | None:
    key = text.strip().lower()
    if key not in SIDES_TYPED:
        fail(f"--side: {text!r} is not a side (sides: us, jihadist, none)")
    return SIDES_TYPED[key]


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
    except ConfigError as exc:
        fail(f"{option}: {exc}")
    if text is None:
        return [n for n in known if n in tier_names(tier_side)]
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

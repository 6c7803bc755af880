"""A game's set-up: everything but the answers, checked before a game is built.

The same checks serve the command line (an option the player typed) and a save (a set-up
someone edited by hand), so both refuse the same things with the same words: what is
wrong and what is allowed. A player's tier file and a player's own folder of charts
(``--bots DIR``) are kept *inside* the set-up (`files`: name -> text; `bots`: the names of the
folder's files), so a save holds everything it needs to replay, wherever it is opened from.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from botkit import ValidationError
from botkit.files import YAML_LIMIT, FileReadError, read_text
from game import registry  # the module, not its names: the registry imports this game's vocabulary

from .. import scenarios
from ..bots import TIER_SETS, make_bot
from ..bots.base import VARIABLE_DIFFICULTY, side_tiers
from ..state import JIHADIST, SIDES, US

DEFAULT_TIERS = {US: "off_guard", JIHADIST: "muddled"}
OPTIONAL_RULES = {1: "Zakat and the Strong Horse", 2: "Heroic Alerts", 3: "variable Bot difficulty"}
DICE = ("program", "me")
SIDE_NAMES = {US: "US", JIHADIST: "Jihadist"}


class ConfigError(ValueError):
    """A set-up that cannot be played; the message says what is wrong and what is allowed."""


@dataclass
class GameConfig:
    scenario: str = "awakening"
    seed: int = 0
    human: str | None = US  # None: Bot vs Bot
    tiers: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_TIERS))
    tier_files: dict[str, str] = field(default_factory=dict)  # side -> name of a stored file (see `files`)
    decks: int | None = None
    rules: list[int] = field(default_factory=list)  # optional rules 1-3
    table: bool = False  # play beside a real board: the player names the cards drawn
    table_dice: str = "program"  # program | me (the player reads every die off real dice)
    overtime: bool = False  # Assad Alone: no draw, play on (its overtime variant)
    play_on: bool = False  # after a victory the player played on to the end of the decks
    files: dict[str, str] = field(default_factory=dict)  # the player's own files, name -> text
    bots: list[str] = field(default_factory=list)  # the files of the player's own charts folder (--bots)
    bots_folder: str = ""  # that folder, as the player named it (for messages and commands)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        """A set-up from a save's plain data; wrong types are a `ConfigError` (then see `check`)."""
        if not isinstance(data, dict):
            raise ConfigError(f"the set-up is {type(data).__name__}, not a mapping")
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        config = cls(**known)
        _check_types(config)
        return config

    def bot_sides(self) -> list[str]:
        return [side for side in SIDES if side != self.human]

    def tier_text(self, side: str) -> str | None:
        name = self.tier_files.get(side)
        return self.files.get(name) if name else None

    def overlay(self) -> dict[str, str]:
        """The player's own charts (file name -> text), laid over the shipped ones."""
        return {name: self.files[name] for name in self.bots if name in self.files}

    def overlay_digest(self) -> str:
        """A short digest of the player's own charts' content ("" without any): results record it, so a
        folder edited since a run is seen as another Bot, and a moved folder as the same one."""
        overlay = self.overlay()
        if not overlay:
            return ""
        contents = sorted((Path(name).relative_to(self.bots_folder).as_posix() if self.bots_folder
                           and Path(name).is_relative_to(self.bots_folder) else name, text)
                          for name, text in overlay.items())
        return hashlib.sha256(json.dumps(contents).encode()).hexdigest()[:16]

    def add_bots_folder(self, folder: Path) -> None:
        """Keep a copy of every chart, table and tier file of the player's folder in the set-up."""
        try:
            texts = registry.read_overlay(folder)
        except ValidationError as exc:
            raise ConfigError(str(exc)) from None
        self.bots_folder = str(folder)
        self.bots = sorted(texts)
        self.files.update(texts)

    def add_tier_file(self, side: str, path: Path) -> None:
        """Keep a copy of the player's tier file for `side` in the set-up (read once, here)."""
        try:
            text = read_text(path, YAML_LIMIT)
        except FileReadError as exc:
            raise ConfigError(str(exc)) from None
        self.tier_files[side] = str(path)
        self.files[str(path)] = text


def _check_types(config: GameConfig) -> None:
    def whole(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    problems = []
    if not isinstance(config.scenario, str):
        problems.append("scenario must be a scenario id")
    if not whole(config.seed):
        problems.append("seed must be a whole number")
    if config.human not in (US, JIHADIST, None):
        problems.append("human must be us, jihadist or null")
    if not isinstance(config.tiers, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                     for k, v in config.tiers.items()):
        problems.append("tiers must map sides to tier names")
    if not isinstance(config.tier_files, dict) or not all(isinstance(v, str) for v in config.tier_files.values()):
        problems.append("tier_files must map sides to file names")
    if not isinstance(config.files, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                                     for k, v in config.files.items()):
        problems.append("files must map names to texts")
    if not isinstance(config.bots, list) or not all(isinstance(n, str) for n in config.bots):
        problems.append("bots must list the names of stored files")
    if not isinstance(config.bots_folder, str):
        problems.append("bots_folder must be a folder's name")
    if config.decks is not None and not whole(config.decks):
        problems.append("decks must be a whole number or null")
    if not isinstance(config.rules, list) or not all(whole(r) for r in config.rules):
        problems.append("rules must be a list of rule numbers")
    if not all(isinstance(v, bool) for v in (config.table, config.overtime, config.play_on)):
        problems.append("table, overtime and play_on must be true or false")
    if not isinstance(config.table_dice, str):
        problems.append("table_dice must be program or me")
    if problems:
        raise ConfigError("; ".join(problems))


def check(config: GameConfig) -> None:
    """Refuse a set-up that cannot be played, naming what is allowed (`ConfigError`).

    Builds each Bot once, so an unknown tier or a broken tier file is reported here, before play.
    """
    _check_types(config)
    known = scenarios.scenario_ids()
    if config.scenario not in known:
        raise ConfigError(f"no scenario {config.scenario!r} (scenarios: {', '.join(known)})")
    info = scenarios.info(config.scenario)
    if info.decks:
        if config.decks is not None and config.decks not in info.decks:
            allowed = ", ".join(map(str, info.decks))
            raise ConfigError(f"{info.name} is played with {allowed} decks, not {config.decks} (decks: {allowed})")
    elif config.decks not in (None, 1):
        raise ConfigError(f"{info.name} is played in {info.turns} turns, not in decks: leave the number of decks out")
    unknown_rules = sorted(set(config.rules) - set(OPTIONAL_RULES))
    if unknown_rules:
        allowed = ", ".join(f"{n} ({name})" for n, name in OPTIONAL_RULES.items())
        raise ConfigError(f"no optional rule {unknown_rules[0]} (optional rules: {allowed})")
    if config.table and config.human is None:
        raise ConfigError("table mode needs your side (us or jihadist): the Bot plays beside you")
    if config.table_dice not in DICE:
        raise ConfigError(f"dice are rolled by {' or '.join(DICE)}, not {config.table_dice!r}")
    if config.table_dice == "me" and config.human is None:
        raise ConfigError("dice read off real dice need your side (us or jihadist)")
    if config.overtime and not info.turns:
        raise ConfigError(f"overtime is Assad Alone's variant (a scenario played in turns), not {info.name}'s")
    for side, name in config.tier_files.items():
        if side not in config.bot_sides():
            raise ConfigError(f"a tier file is given for the {SIDE_NAMES.get(side, side)} side, which is not a Bot")
        if name not in config.files:
            raise ConfigError(f"the tier file {name!r} for the {SIDE_NAMES[side]} Bot is not stored in the set-up")
    missing = [name for name in config.bots if name not in config.files]
    if missing:
        raise ConfigError(f"the chart file {missing[0]!r} of the player's folder is not stored in the set-up")
    for side in config.bot_sides():
        tier = config.tiers.get(side, DEFAULT_TIERS[side])
        try:
            bot = make_bot(side, tier, config.tier_files.get(side), config.tier_text(side), config.overlay())
        except ValidationError as exc:
            raise ConfigError(str(exc)) from None
        except KeyError as exc:
            raise ConfigError(f"{SIDE_NAMES[side]} Bot: {exc.args[0] if exc.args else exc}") from None
        if VARIABLE_DIFFICULTY in config.rules and bot.answer_chart != f"{side}.answer":
            # rule 3's markers are the printed Bot's difficulty; a Bot with its own levels (the Enhanced
            # Jihadist Bot's ideology is fixed at Muddled) has none to draw (rules-decisions EJ9)
            raise ConfigError(f"optional rule 3 (variable Bot difficulty) gives the printed {SIDE_NAMES[side]} Bot "
                              f"capability markers; the tier {tier!r} plays another Bot ({bot.answer_chart}) with "
                              f"its own levels: leave rule 3 out or choose a printed tier")


def tier_names(side: str, config: GameConfig | None = None) -> list[str]:
    """The tiers a Bot of `side` can take: the printed ones (all the side's tier sets, the printed ideology
    or resolve set first), and those of the set-up's tier file."""
    library = make_bot(side, DEFAULT_TIERS[side], overlay=config.overlay() if config is not None else None).library
    text = config.tier_text(side) if config is not None else None
    if config is not None and text is not None:
        return side_tiers(library, TIER_SETS[side], config.tier_files[side], text).names()
    return side_tiers(library, TIER_SETS[side]).names()


def parse_rules(text: str) -> list[int]:
    """'1,3' -> [1, 3]; anything else is a `ConfigError` naming the optional rules."""
    allowed = ", ".join(f"{n} ({name})" for n, name in OPTIONAL_RULES.items())
    chosen = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        if not (part.isascii() and part.isdigit()) or int(part) not in OPTIONAL_RULES:
            raise ConfigError(f"--rules takes optional rule numbers separated by commas, e.g. 1,3, not {text!r} "
                              f"(optional rules: {allowed})")
        chosen.add(int(part))
    return sorted(chosen)


def bot(side: str, config: GameConfig) -> Any:
    """The Bot playing `side` in this set-up."""
    return make_bot(side, config.tiers.get(side, DEFAULT_TIERS[side]), config.tier_files.get(side),
                    config.tier_text(side), config.overlay())

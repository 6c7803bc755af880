"""A game's set-up: everything but the answers, checked before a game is built - for any game.

The same checks serve the command line (an option the player typed) and a save (a set-up
someone edited by hand), so both refuse the same things with the same words: what is
wrong and what is allowed. A player's tier file and a player's own folder of charts
(``--bots DIR``) are kept *inside* the set-up (`files`: name -> text; `bots`: the names of the
folder's files), so a save holds everything it needs to replay, wherever it is opened from.

The set-up names its game (`game`, a registered name); what only that game knows - its scenarios,
deck counts, optional rules and options, its sides and tiers - its definition checks
(`botkit.definition.GameDefinition.check`). A set-up of an older save (no `game`, Labyrinth's
`overtime` at the top) is read as it was meant.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .. import registry
from ..definition import ConfigError, GameDefinition
from ..errors import ValidationError
from ..files import YAML_LIMIT, FileReadError, read_text
from ..libraries import library_with, read_overlay
from ..tier_lookup import side_tiers

DICE = ("program", "me")
DEFAULT_SIDE = "default"  # `human` before the game's own default side is filled in
# `human` when people play every side at one screen (hot-seat): the session asks them every question, and
# what is shown is what the side being asked may see (`Session.viewer`)
EVERY_SIDE = "all"

__all__ = ["DICE", "EVERY_SIDE", "ConfigError", "GameConfig", "check", "parse_rules", "tier_names"]


@dataclass
class GameConfig:
    scenario: str = ""  # "": the game's default scenario
    seed: int = 0
    human: str | None = DEFAULT_SIDE  # the player's side; None: Bot vs Bot; "all" (EVERY_SIDE): people play every side
    tiers: dict[str, str] = field(default_factory=dict)  # side -> the Bot's tier (the game's default if missing)
    tier_files: dict[str, str] = field(default_factory=dict)  # side -> name of a stored file (see `files`)
    decks: int | None = None
    rules: list[int] = field(default_factory=list)  # the game's optional rules, by number
    table: bool = False  # play beside a real board: the player names the cards drawn
    table_dice: str = "program"  # program | me (the player reads every die off real dice)
    play_on: bool = False  # after a victory the player played on to the end of the decks
    files: dict[str, str] = field(default_factory=dict)  # the player's own files, name -> text
    bots: list[str] = field(default_factory=list)  # the files of the player's own charts folder (--bots)
    bots_folder: str = ""  # that folder, as the player named it (for messages and commands)
    options: dict[str, Any] = field(default_factory=dict)  # the game's own options (Labyrinth: overtime)
    game: str = registry.DEFAULT

    def __post_init__(self) -> None:
        if not (isinstance(self.game, str) and registry.known(self.game)):
            return  # `check` says what is wrong; nothing to fill in from an unknown game
        definition = self.definition
        if self.scenario == "":
            self.scenario = definition.default_scenario
        if self.human == DEFAULT_SIDE:
            self.human = definition.default_side
        if isinstance(self.tiers, dict):
            for side, tier in definition.default_tiers.items():
                self.tiers.setdefault(side, tier)

    @property
    def definition(self) -> GameDefinition:
        return registry.get(self.game)

    @property
    def overtime(self) -> bool:  # Labyrinth's Assad Alone variant (kept by that name for its callers)
        return bool(self.options.get("overtime", False)) if isinstance(self.options, dict) else False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        """A set-up from a save's plain data; wrong types are a `ConfigError` (then see `check`)."""
        if not isinstance(data, dict):
            raise ConfigError(f"the set-up is {type(data).__name__}, not a mapping")
        data = dict(data)
        if "overtime" in data:  # saves before the game's own options were kept apart
            overtime = data.pop("overtime")
            if overtime is not False:
                options = data.get("options") if isinstance(data.get("options"), dict) else {}
                data["options"] = {**options, "overtime": overtime}
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        config = cls(**known)
        _check_types(config)
        return config

    @property
    def hot_seat(self) -> bool:
        """People play every side at one screen (no Bot)."""
        return self.human == EVERY_SIDE

    def human_sides(self) -> list[str]:
        """The sides people play: one, every side (hot-seat), or none (Bot vs Bot)."""
        return [side for side in self.definition.sides if side == self.human or self.hot_seat]

    def outside_play_viewer(self) -> str | None:
        """Whose sight a saved game is shown with when no one is answering (a picture of a save): the player's
        side; at one screen nobody's ("": only what every side may see)."""
        return "" if self.hot_seat else self.human

    def bot_sides(self) -> list[str]:
        return [side for side in self.definition.sides if side not in self.human_sides()]

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
            texts = read_overlay(folder)
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
    if not isinstance(config.game, str) or not registry.known(config.game):
        raise ConfigError(f"game must be one of the registered games ({', '.join(registry.names())}), "
                          f"not {config.game!r}")
    sides = config.definition.sides
    if not isinstance(config.scenario, str):
        problems.append("scenario must be a scenario id")
    if not whole(config.seed):
        problems.append("seed must be a whole number")
    if config.human is not None and config.human not in (*sides, EVERY_SIDE):
        problems.append(f"human must be {', '.join(sides)}, {EVERY_SIDE} (every side at one screen) or null")
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
    if not all(isinstance(v, bool) for v in (config.table, config.play_on)):
        problems.append("table and play_on must be true or false")
    if not isinstance(config.table_dice, str):
        problems.append("table_dice must be program or me")
    if not isinstance(config.options, dict) or not all(isinstance(k, str) for k in config.options):
        problems.append("options must map option names to values")
    if problems:
        raise ConfigError("; ".join(problems))


def check(config: GameConfig) -> None:
    """Refuse a set-up that cannot be played, naming what is allowed (`ConfigError`).

    Builds each Bot once, so an unknown tier or a broken tier file is reported here, before play.
    """
    _check_types(config)
    definition = config.definition
    known = [s.id for s in definition.scenarios()]
    if config.scenario not in known:
        raise ConfigError(f"no scenario {config.scenario!r} in {definition.title} (scenarios: {', '.join(known)})")
    unknown_rules = sorted(set(config.rules) - set(definition.optional_rules))
    if unknown_rules:
        allowed = ", ".join(f"{n} ({name})" for n, name in definition.optional_rules.items()) or "none"
        raise ConfigError(f"no optional rule {unknown_rules[0]} in {definition.title} (optional rules: {allowed})")
    human_sides = " or ".join(definition.sides)
    if config.table and config.human is None:
        raise ConfigError(f"table mode needs your side ({human_sides}): the Bot plays beside you")
    if config.table_dice not in DICE:
        raise ConfigError(f"dice are rolled by {' or '.join(DICE)}, not {config.table_dice!r}")
    if config.table_dice == "me" and config.human is None:
        raise ConfigError(f"dice read off real dice need your side ({human_sides})")
    if config.hot_seat and config.table:
        raise ConfigError(f"table mode plays one side beside a Bot: choose your side ({human_sides}), not all")
    if config.hot_seat and config.table_dice == "me":
        raise ConfigError("dice read off real dice are for one side against a Bot: with every side at one screen "
                          "the program rolls")
    definition.check(config)
    for side, name in config.tier_files.items():
        if side not in config.bot_sides():
            raise ConfigError(f"a tier file is given for the {definition.side_name(side)} side, which is not a Bot")
        if name not in config.files:
            raise ConfigError(f"the tier file {name!r} for the {definition.side_name(side)} Bot is not stored in "
                              "the set-up")
    missing = [name for name in config.bots if name not in config.files]
    if missing:
        raise ConfigError(f"the chart file {missing[0]!r} of the player's folder is not stored in the set-up")
    for side in config.bot_sides():
        tier = config.tiers.get(side, definition.default_tiers.get(side, ""))
        try:
            bot = definition.make_bot(side, config)
        except ValidationError as exc:
            raise ConfigError(str(exc)) from None
        except KeyError as exc:
            raise ConfigError(f"{definition.side_name(side)} Bot: {exc.args[0] if exc.args else exc}") from None
        rule = definition.variable_difficulty_rule
        if rule is not None and rule in config.rules and bot.answer_chart != f"{side}.answer":
            # the rule's markers are the printed Bot's difficulty; a Bot with its own levels (the Enhanced
            # Jihadist Bot's ideology is fixed at Muddled) has none to draw (rules-decisions EJ9)
            raise ConfigError(f"optional rule {rule} ({definition.optional_rules[rule]}) gives the printed "
                              f"{definition.side_name(side)} Bot capability markers; the tier {tier!r} plays another "
                              f"Bot ({bot.answer_chart}) with its own levels: leave rule {rule} out or choose a "
                              "printed tier")


def tier_names(side: str, config: GameConfig) -> list[str]:
    """The tiers a Bot of `side` can take: the printed ones (all the side's tier sets, the printed set first),
    and those of the set-up's tier file and own charts (none for a side the game has no Bot for)."""
    definition = config.definition
    if side not in definition.tier_sets:
        return []
    library = library_with(config.game, config.overlay() or None)
    return side_tiers(library, definition.tier_sets[side], config.tier_files.get(side), config.tier_text(side)).names()


def parse_rules(text: str, definition: GameDefinition) -> list[int]:
    """'1,3' -> [1, 3]; anything else is a `ConfigError` naming the game's optional rules."""
    allowed = ", ".join(f"{n} ({name})" for n, name in definition.optional_rules.items()) or "none"
    chosen = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        if not (part.isascii() and part.isdigit()) or int(part) not in definition.optional_rules:
            raise ConfigError(f"--rules takes optional rule numbers separated by commas, e.g. 1,3, not {text!r} "
                              f"(optional rules: {allowed})")
        chosen.add(int(part))
    return sorted(chosen)

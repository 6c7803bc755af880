"""The new-game form: its choices, and reading it back into a checked set-up.

Every choice is checked by the session model's own checks (`session.check`), the same
that guard the command line and a save, so the page refuses what `botkit play` refuses,
with the same words. An uploaded tier file is kept inside the set-up like `--tier-file`,
after the same size limit.
"""

from __future__ import annotations

import functools
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path

from botkit import registry
from botkit.definition import ConfigError, GameDefinition
from botkit.files import YAML_LIMIT
from botkit.session import EVERY_SIDE, GameConfig, check, tier_names

UPLOAD_NAME_LIMIT = 80
BOTS_FOLDER = "uploaded-bots"  # how a folder sent from the page is named in the set-up and in messages
BOTS_FILES = 100  # files of one folder
BOTS_TOTAL = 4 * 1024 * 1024  # bytes of one folder
Upload = tuple[str, bytes]  # (the file's name as the browser sent it, its bytes)


@dataclass(frozen=True)
class ScenarioChoice:
    id: str
    name: str
    decks: tuple[int, ...]
    default: bool


@dataclass(frozen=True)
class NewGameChoices:
    """What one game's new-game form offers."""

    game: str
    title: str
    scenarios: list[ScenarioChoice]
    sides: list[tuple[str, str, str]]  # (side, its name, the side of the Bot it faces)
    tiers: dict[str, list[str]]  # the Bot's side -> its printed tiers
    default_tiers: dict[str, str]
    rules: dict[int, str]
    options: dict[str, str]  # the game's own options (switches): name -> what it does
    decks: bool  # some scenario has a choice of decks
    default: bool  # the game the page opens with
    bots: bool = True  # the game has Bots to play against (else the form offers only every side at one screen)


@functools.cache
def choices() -> list[NewGameChoices]:
    """What the forms offer, one per registered game (its printed scenarios and tiers: read once per process)."""
    return [_choices(registry.get(name)) for name in registry.names()]


def _choices(definition: GameDefinition) -> NewGameChoices:
    scenarios = [ScenarioChoice(s.id, s.name, s.decks, s.id == definition.default_scenario)
                 for s in definition.scenarios()]
    printed = GameConfig(game=definition.name, human=None)
    sides = [(side, definition.side_name(side), definition.side_name(definition.other_side(side)))
             for side in definition.sides]
    return NewGameChoices(definition.name, definition.title, scenarios, sides,
                          {side: tier_names(side, printed) for side in definition.sides}, dict(definition.default_tiers),
                          dict(definition.optional_rules), dict(definition.option_switches),
                          any(s.decks for s in scenarios), definition.name == registry.DEFAULT,
                          bool(definition.tier_sets))


def _one(form: dict[str, list[str]], key: str, default: str = "") -> str:
    values = form.get(key) or [default]
    if len(values) != 1:
        raise ConfigError(f"{key}: give one value")
    return values[0].strip()


def _whole(text: str, what: str, high: int) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 9 or int(text) > high:
        raise ConfigError(f"{what}: {text[:20]!r} is not a whole number from 0 to {high}")
    return int(text)


def read_new_game(form: dict[str, list[str]], tier_file: Upload | None = None,
                  bots: list[Upload] | None = None) -> GameConfig:
    """A checked set-up from the new-game form (`ConfigError` says what is wrong and what is allowed).

    `bots`: the files of the player's own Bots folder, read by the same reader as `--bots`."""
    game = _one(form, "game", registry.DEFAULT).lower()
    if not registry.known(game):
        raise ConfigError(f"game: {game[:20]!r} is not a game (games: {', '.join(registry.names())})")
    definition = registry.get(game)
    scenario = _one(form, "scenario", definition.default_scenario)
    side_text = _one(form, "side", definition.default_side).lower()
    if side_text not in (*definition.sides, EVERY_SIDE, "none"):
        raise ConfigError(f"side: {side_text[:20]!r} is not a side (sides: {', '.join(definition.sides)}, "
                          f"{EVERY_SIDE}, none)")
    human = side_text if side_text != "none" else None
    bot_side = definition.other_side(human) if human in definition.sides else None
    tiers = dict(definition.default_tiers)
    for side in definition.sides:
        tier = _one(form, f"tier_{side}", "")
        if tier:
            tiers[side] = tier.lower().replace(" ", "_").replace("-", "_")
    custom = _one(form, "tier_custom", "")
    if custom and bot_side is not None:  # a tier of the player's own file
        tiers[bot_side] = custom.lower().replace(" ", "_").replace("-", "_")
    decks_text = _one(form, "decks", "")
    seed_text = _one(form, "seed", "")
    rules = sorted({_whole(text, "optional rule", 99) for text in form.get("rules", [])})
    dice = _one(form, "dice", "program").lower()
    switches = {name: True for name in definition.option_switches if _one(form, name, "") == "on"}
    config = GameConfig(
        game=game, scenario=scenario, human=human, tiers=tiers,
        seed=_whole(seed_text, "seed", 10**9) if seed_text else random.SystemRandom().randint(1, 99999),
        decks=_whole(decks_text, "decks", 9) if decks_text else None,
        rules=rules, table=_one(form, "table", "") == "on", table_dice=dice, options=switches)
    if tier_file is not None:
        filename, data = tier_file
        if bot_side is None:
            raise ConfigError(f"a tier file needs your side ({' or '.join(definition.sides)}): it sets the Bot's "
                              "tiers")
        if len(data) > YAML_LIMIT:
            raise ConfigError(f"the tier file is {len(data)} bytes: at most {YAML_LIMIT} bytes are read")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise ConfigError("the tier file is not UTF-8 text") from None
        name = "uploaded-" + "".join(ch for ch in filename if ch.isalnum() or ch in "._-")[:UPLOAD_NAME_LIMIT]
        config.tier_files[bot_side] = name
        config.files[name] = text
    if bots:
        add_bots_folder(config, bots)
    check(config)
    return config


def _relative(name: str) -> Path:
    """A sent file's path inside its folder: plain names only (no '..', no root, no odd characters)."""
    parts = [part for part in name.replace("\\", "/").split("/") if part not in ("", ".")]
    if not parts or any(part == ".." or not all(ch.isalnum() or ch in "._- " for ch in part) for part in parts):
        raise ConfigError(f"{name[:80]!r} is not a plain file name inside a folder")
    if len(parts) > 1:  # a folder chosen whole: the browser puts the folder's own name first
        parts = parts[1:]
    return Path(*parts)


def add_bots_folder(config: GameConfig, files: list[Upload]) -> None:
    """Keep the player's Bots folder (sent from the page) in the set-up, read as `--bots` reads a folder."""
    if len(files) > BOTS_FILES:
        raise ConfigError(f"the Bots folder has {len(files)} files: at most {BOTS_FILES} are read")
    if sum(len(data) for _, data in files) > BOTS_TOTAL:
        raise ConfigError(f"the Bots folder holds more than {BOTS_TOTAL} bytes")
    with tempfile.TemporaryDirectory(prefix="botkit-bots-") as place:
        root = Path(place) / BOTS_FOLDER
        for name, data in files:
            target = root / _relative(name)
            if target.exists():
                raise ConfigError(f"the Bots folder names {name[:80]!r} twice")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        prefix = str(root)
        try:
            config.add_bots_folder(root)
        except ConfigError as exc:  # its messages name the files as the player knows them
            raise ConfigError(str(exc).replace(prefix, BOTS_FOLDER)) from None
    # the set-up keeps the files under the folder's plain name, never this computer's temporary path
    renamed = {name: BOTS_FOLDER + name[len(prefix):] for name in config.bots}
    config.files = {renamed.get(name, name): text for name, text in config.files.items()}
    config.bots = sorted(renamed.values())
    config.bots_folder = BOTS_FOLDER

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

from botkit.files import YAML_LIMIT
from game.labyrinth import scenarios
from game.labyrinth.session import DEFAULT_TIERS, OPTIONAL_RULES, ConfigError, GameConfig, check
from game.labyrinth.session.config import tier_names
from game.labyrinth.state import JIHADIST, US

SIDES = {"us": US, "jihadist": JIHADIST, "none": None}
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
    default_decks: int | None


@dataclass(frozen=True)
class NewGameChoices:
    scenarios: list[ScenarioChoice]
    tiers: dict[str, list[str]]  # the Bot's side -> its printed tiers
    default_tiers: dict[str, str]
    rules: dict[int, str]


@functools.cache
def choices() -> NewGameChoices:
    """What the form offers (the printed scenarios and tiers: read once per process)."""
    listed = []
    for scenario_id in scenarios.scenario_ids():
        info = scenarios.info(scenario_id)
        listed.append(ScenarioChoice(info.id, info.name, info.decks, info.default_decks))
    return NewGameChoices(listed, {US: tier_names(US), JIHADIST: tier_names(JIHADIST)}, dict(DEFAULT_TIERS),
                          dict(OPTIONAL_RULES))


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
    scenario = _one(form, "scenario", "awakening")
    side_text = _one(form, "side", "us").lower()
    if side_text not in SIDES:
        raise ConfigError(f"side: {side_text[:20]!r} is not a side (sides: us, jihadist, none)")
    human = SIDES[side_text]
    bot_side = JIHADIST if human == US else US if human == JIHADIST else None
    tiers = dict(DEFAULT_TIERS)
    for side in (US, JIHADIST):
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
    config = GameConfig(
        scenario=scenario, human=human, tiers=tiers,
        seed=_whole(seed_text, "seed", 10**9) if seed_text else random.SystemRandom().randint(1, 99999),
        decks=_whole(decks_text, "decks", 9) if decks_text else None,
        rules=rules, table=_one(form, "table", "") == "on", table_dice=dice,
        overtime=_one(form, "overtime", "") == "on")
    if tier_file is not None:
        filename, data = tier_file
        if bot_side is None:
            raise ConfigError("a tier file needs your side (us or jihadist): it sets the Bot's tiers")
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

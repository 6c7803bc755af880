"""The new-game form: its choices, and reading it back into a checked set-up.

Every choice is checked by the session model's own checks (`session.check`), the same
that guard the command line and a save, so the page refuses what `botkit play` refuses,
with the same words. An uploaded tier file is kept inside the set-up like `--tier-file`,
after the same size limit.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from botkit.files import YAML_LIMIT
from game.labyrinth import scenarios
from game.labyrinth.session import DEFAULT_TIERS, OPTIONAL_RULES, ConfigError, GameConfig, check
from game.labyrinth.session.config import tier_names
from game.labyrinth.state import JIHADIST, US

SIDES = {"us": US, "jihadist": JIHADIST, "none": None}
UPLOAD_NAME_LIMIT = 80


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


def read_new_game(form: dict[str, list[str]], tier_file: tuple[str, bytes] | None = None) -> GameConfig:
    """A checked set-up from the new-game form (`ConfigError` says what is wrong and what is allowed)."""
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
    check(config)
    return config

"""Scripted games: a YAML file fixing the hands, the top of the draw pile, dice and random picks.

Used to replay the rulebook's worked example through the same code path as any game, and
by `botkit simulate --script`. The format (all keys but `scenario` optional)::

    format: botkit-labyrinth-script
    version: 1
    scenario: awakening
    seed: 1
    tiers: {jihadist: muddled, us: off_guard}
    hands:                       # each hand, top card first (a Bot reveals its top card)
      jihadist: [164, 232, 128]
      us: [137, 131]
    draw_pile_top: [200, 201]    # the next cards of the draw pile, top first
    dice: [4, 2, 3]              # every die in the order it is rolled...
    dice_then: random            # ...then random (or `error`: a missing die is an error)
    picks: ["2"]                 # random picks in order (e.g. the plot drawn face down)
    turns: 1                     # how many turns to play
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from . import deck
from .game import Game
from .randomness import RandomDice, ScriptedDice
from .state import JIHADIST, SIDES, US

FORMAT = "botkit-labyrinth-script"


class ScriptError(ValueError):
    """A script file that cannot be used (says which key and why)."""


@dataclass
class Script:
    scenario: str
    seed: int = 1
    tiers: dict[str, str] = field(default_factory=lambda: {US: "off_guard", JIHADIST: "muddled"})
    hands: dict[str, list[int]] = field(default_factory=dict)
    draw_pile_top: list[int] = field(default_factory=list)
    dice: list[int] = field(default_factory=list)
    dice_then: str = "random"
    picks: list[Any] = field(default_factory=list)
    turns: int = 1
    decks: int | None = None

    def prepare(self, game: Game) -> None:
        """Put the scripted cards in the hands and on top of the draw pile; script dice and picks."""
        state = game.state
        wanted = [n for side in SIDES for n in self.hands.get(side, [])] + list(self.draw_pile_top)
        if len(set(wanted)) != len(wanted):
            raise ScriptError("a card is scripted twice")
        for number in wanted:
            if deck.where_is(game, number) not in ("draw", US, JIHADIST):
                raise ScriptError(f"card {number} is not in play in this scenario (it is {deck.where_is(game, number)})")
        displaced: list[int] = []
        for side in SIDES:
            if side in self.hands:
                displaced.extend(n for n in state.hands[side] if n not in wanted)
                state.hands[side] = []
        for number in wanted:
            deck.take(game, number)
        for side in SIDES:
            if side in self.hands:
                # a hand is a face-down pile: the last card is on top (dealt or added last)
                state.hands[side] = list(reversed(self.hands[side]))
        rest = [n for n in state.draw_pile if n not in wanted] + displaced
        state.draw_pile = list(self.draw_pile_top) + rest
        then = RandomDice(game.rng) if self.dice_then == "random" else None
        game.dice = ScriptedDice(self.dice, then=then)
        game.scripted_picks = list(self.picks)


def load_script(path: Path) -> Script:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ScriptError(f"{path}: cannot read: {exc}") from None
    except yaml.YAMLError as exc:
        raise ScriptError(f"{path}: not valid YAML: {exc}") from None
    return parse_script(data, str(path))


def parse_script(data: Any, source: str = "script") -> Script:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScriptError(f"{source}: not a botkit script (expected 'format: {FORMAT}')")
    if data.get("version") != 1:
        raise ScriptError(f"{source}: script version {data.get('version')!r} is not supported (expected 1)")
    known = {"format", "version", "scenario", "seed", "tiers", "hands", "draw_pile_top", "dice", "dice_then",
             "picks", "turns", "decks"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ScriptError(f"{source}: unknown key {unknown[0]!r}")
    if "scenario" not in data:
        raise ScriptError(f"{source}: 'scenario' is required")
    hands = data.get("hands") or {}
    if not isinstance(hands, dict) or not set(hands) <= set(SIDES):
        raise ScriptError(f"{source}: 'hands' maps us/jihadist to lists of card numbers")
    dice = data.get("dice") or []
    if not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
        raise ScriptError(f"{source}: 'dice' must list numbers from 1 to 6")
    if data.get("dice_then", "random") not in ("random", "error"):
        raise ScriptError(f"{source}: 'dice_then' is random or error")
    return Script(
        scenario=str(data["scenario"]),
        seed=int(data.get("seed", 1)),
        tiers={**{US: "off_guard", JIHADIST: "muddled"}, **(data.get("tiers") or {})},
        hands={side: [int(n) for n in cards] for side, cards in hands.items()},
        draw_pile_top=[int(n) for n in data.get("draw_pile_top") or []],
        dice=list(dice),
        dice_then=data.get("dice_then", "random"),
        picks=list(data.get("picks") or []),
        turns=int(data.get("turns", 1)),
        decks=data.get("decks"),
    )

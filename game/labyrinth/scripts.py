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

from botkit import definition as botkit_definition
from botkit.dice import RandomDice, ScriptedDice
from botkit.source import YamlReadError, line_of, read_one_document

from . import board, deck, facts
from .game import Game
from .state import JIHADIST, SIDES, US

FORMAT = "botkit-labyrinth-script"


class ScriptError(botkit_definition.ScriptError):
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
    source: str = "script"
    lines: dict[str, int] = field(default_factory=dict)  # key -> line in the file, for messages

    def where(self, key: str) -> str:
        """`file:line` of a key, for messages about it."""
        return f"{self.source}:{self.lines.get(key, 1)}"

    def where_in(self, key: str, inner: str) -> str:
        """`file:line` of a key inside a mapping (a side's hand), else of the mapping."""
        return f"{self.source}:{self.lines.get(f'{key}.{inner}') or self.lines.get(key, 1)}"

    def prepare(self, game: Game) -> None:
        """Put the scripted cards in the hands and on top of the draw pile; script dice and picks."""
        state = game.state
        for side in SIDES:
            # a hand is what the deal gives (the hand size of 13.2 / 12.2); a 39-card hand is a typo,
            # and played on it would be a game no rule allows
            held, allowed = len(self.hands.get(side, [])), board.hand_size(state, side)
            if held > allowed:
                name = "US" if side == US else "Jihadist"
                raise ScriptError(f"{self.where_in('hands', side)}: the {name} hand lists {held} cards; in this "
                                  f"scenario the {name} player is dealt {allowed}, so a hand holds at most {allowed}")
        wanted = [n for side in SIDES for n in self.hands.get(side, [])] + list(self.draw_pile_top)
        if len(set(wanted)) != len(wanted):
            raise ScriptError(f"{self.where('hands')}: a card is scripted twice")
        for number in wanted:
            if deck.where_is(game, number) not in ("draw", US, JIHADIST):
                key = "draw_pile_top" if number in self.draw_pile_top else "hands"
                raise ScriptError(f"{self.where(key)}: card {number} is not in play in this scenario "
                                  f"(it is {deck.where_is(game, number)})")
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
    """Read and check a script file; every problem is a `ScriptError` naming file:line."""
    try:
        return parse_script(read_one_document(path, "script"), str(path))
    except YamlReadError as exc:
        raise ScriptError(str(exc)) from None


MAX_TURNS = 200
KEYS = ("format", "version", "scenario", "seed", "tiers", "hands", "draw_pile_top", "dice", "dice_then", "picks",
        "turns", "decks")


def parse_script(data: Any, source: str = "script") -> Script:
    """Check a script's data (as read from YAML) key by key."""

    def fail(key: str | None, message: str) -> ScriptError:
        return ScriptError(f"{source}:{line_of(data, key) if key else line_of(data)}: {message}")

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScriptError(f"{source}:{line_of(data, 'format') if isinstance(data, dict) else 1}: "
                          f"not a botkit script (expected 'format: {FORMAT}')")
    if data.get("version") != 1 or isinstance(data.get("version"), bool):
        raise fail("version", f"script version {data.get('version')!r} is not supported (expected 1)")
    unknown = [key for key in data if key not in KEYS]
    if unknown:
        raise fail(unknown[0], f"unknown key {unknown[0]!r} (a script may have: {', '.join(KEYS)})")
    if not isinstance(data.get("scenario"), str):
        raise fail("scenario" if "scenario" in data else None, "'scenario' is required: a scenario id such as awakening")
    seed = data.get("seed", 1)
    if not _whole(seed) or seed < 0:
        raise fail("seed", f"'seed' is a whole number of 0 or more, not {seed!r}")
    tiers = data.get("tiers") or {}
    if not isinstance(tiers, dict) or not set(tiers) <= set(SIDES) or not all(isinstance(v, str) for v in tiers.values()):
        raise fail("tiers", "'tiers' maps us and/or jihadist to a tier name, e.g. {jihadist: muddled, us: off_guard}")
    hands = data.get("hands") or {}
    if not isinstance(hands, dict) or not set(hands) <= set(SIDES):
        raise fail("hands", "'hands' maps us and/or jihadist to lists of card numbers")
    for side, cards in hands.items():
        _check_cards(cards, f"hands: {side}", f"{source}:{line_of(hands, side)}")
    top = data.get("draw_pile_top") or []
    _check_cards(top, "draw_pile_top", f"{source}:{line_of(data, 'draw_pile_top')}")
    scripted = [n for cards in hands.values() for n in cards] + list(top)
    twice = sorted({n for n in scripted if scripted.count(n) > 1})
    if twice:
        raise fail("hands" if "hands" in data else "draw_pile_top", f"card {twice[0]} is scripted twice")
    dice = data.get("dice") or []
    if not isinstance(dice, list) or not all(_whole(d) and 1 <= d <= 6 for d in dice):
        raise fail("dice", "'dice' must list numbers from 1 to 6")
    dice_then = data.get("dice_then", "random")
    if dice_then not in ("random", "error"):
        raise fail("dice_then", f"'dice_then' is random or error, not {dice_then!r}")
    picks = data.get("picks") or []
    if not isinstance(picks, list) or not all(isinstance(p, str | int) and not isinstance(p, bool) for p in picks):
        raise fail("picks", "'picks' lists the random picks in order (text or numbers)")
    turns = data.get("turns", 1)
    if not _whole(turns) or not 1 <= turns <= MAX_TURNS:
        raise fail("turns", f"'turns' is a whole number from 1 to {MAX_TURNS}, not {turns!r}")
    decks = data.get("decks")
    if decks is not None and not _whole(decks):
        raise fail("decks", f"'decks' is a whole number (1, 2 or 3 where the scenario allows), not {decks!r}")

    return Script(
        scenario=data["scenario"],
        seed=seed,
        tiers={**{US: "off_guard", JIHADIST: "muddled"}, **tiers},
        hands={side: list(cards) for side, cards in hands.items()},
        draw_pile_top=list(top),
        dice=list(dice),
        dice_then=dice_then,
        picks=list(picks),
        turns=turns,
        decks=decks,
        source=source,
        lines={**{key: line_of(data, key) for key in data},
               **{f"hands.{side}": line_of(hands, side) for side in hands}},
    )


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_cards(cards: Any, where: str, location: str) -> None:
    """A list of Awakening card numbers (`location` is the file:line for the message)."""
    known = facts.cards()
    if not isinstance(cards, list) or not all(_whole(n) and n in known for n in cards):
        bad = next((n for n in cards if not (_whole(n) and n in known)), cards) if isinstance(cards, list) else cards
        raise ScriptError(f"{location}: '{where}' lists card numbers from {min(known)} to {max(known)}; "
                          f"{bad!r} is not one")

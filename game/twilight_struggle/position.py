"""A Twilight Struggle position file: a scenario plus the changes that make a board, for "what would the
Bot do here?" (`botkit decide --game twilight_struggle`, docs/twilight_struggle/positions.md).

A position is untrusted input, read like every file botkit reads (capped, safe YAML with the line of
every key); every problem is a `PositionError` naming ``file:line``, what is wrong and what is
allowed. The board is the scenario's set-up (`scenarios.new_state`: the printed influence, the
free placements not made, no hand dealt) changed through the board primitives on a game in the
``setup`` phase, so no other code writes the board; then checked against the board's rules
(`invariants`).

The format (every key but ``format``, ``version`` and ``scenario`` optional)::

    format: botkit-twilight_struggle-position
    version: 1
    scenario: standard          # standard or late_war
    rules: [1]                  # optional rules in force (botkit's --rules numbers)
    seed: 1                     # the draw pile's shuffle
    turn: 3
    action_round: 2             # the round the Bot's card is played in (its rounds before it are taken)
    defcon: 3
    vp: -2                      # counted for the US: -2 is "USSR 2"
    military_ops: {us: 0, ussr: 2}
    space: {us: 1, ussr: 2}
    china: ussr                 # who holds The China Card; china_face_up: false for face down
    influence:
      Iran: {us: 2, ussr: 0}    # the whole of a country's influence: a side not named keeps its own
      West Germany: {us: 4}
    hands: {us: [Duck and Cover, 19], ussr: [7, COMECON]}
    discard: [Containment]
    removed: [Marshall Plan]
    effects: [NATO]             # lasting effects in force (the card's side); neutral ones as {card: side}

Names (countries, keys, sides, cards) are the English names in any case, with spaces or underscores.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from botkit.errors import did_you_mean
from botkit.matching import match
from botkit.source import YamlReadError, line_of, read_one_document

from . import deck, effects, influence, tracks
from .board import card_name
from .consequences import Consequences
from .facts import facts
from .game import Game
from .invariants import violations
from .options import check
from .scenarios import SCENARIOS, new_state
from .state import CHINA_CARD, SIDES, US, USSR, GameState, other_side

FORMAT = "botkit-twilight_struggle-position"
VERSION = 1
TOP_KEYS = ("format", "version", "scenario", "rules", "seed", "turn", "action_round", "defcon", "vp", "military_ops",
            "space", "china", "china_face_up", "influence", "hands", "discard", "removed", "effects")
VICTIMS = (31, 40)  # Red Scare/Purge and the Cuban Missile Crisis: their effect is on the other side
RULE_FLAGS = {1: "optional_cards", 2: "chinese_civil_war", 3: "tournament", 4: "realign_ignores_defcon",
              5: "realign_no_self_loss", 6: "mixed_influence_realign", 7: "space_may_skip_roll"}


class PositionError(ValueError):
    """A position that cannot be read or built: ``file:line: what is wrong (what is allowed)``."""


@dataclass
class Position:
    state: GameState
    seed: int = 1
    rules: list[int] = field(default_factory=list)


def key(text: Any) -> str:
    return " ".join(str(text).strip().lower().replace("_", " ").replace("-", " ").split())


def load_position(path: Path) -> Position:
    """Read and check a position file; every problem is a `PositionError` naming file:line."""
    try:
        data = read_one_document(path, "position")
    except YamlReadError as exc:
        raise PositionError(str(exc)) from None
    return parse_position(data, str(path))


def parse_position(data: Any, source: str = "position") -> Position:
    return _Reader(data, source).read()


class _Reader:
    def __init__(self, data: Any, source: str) -> None:
        self.data = data
        self.source = source

    def fail(self, where: Any, key_name: Any, message: str) -> PositionError:
        return PositionError(f"{self.source}:{line_of(where, key_name) if where is not None else 0}: {message}")

    def read(self) -> Position:
        data = self.data
        if not isinstance(data, dict):
            raise PositionError(f"{self.source}:1: a position is a mapping of keys ({', '.join(TOP_KEYS)})")
        for name in data:
            if name not in TOP_KEYS:
                raise self.fail(data, name, f"unknown key {name!r}{did_you_mean(str(name), TOP_KEYS)} "
                                f"(keys: {', '.join(TOP_KEYS)})")
        if data.get("format") != FORMAT:
            raise self.fail(data, "format", f"format must be {FORMAT}")
        if data.get("version") != VERSION:
            raise self.fail(data, "version", f"version must be {VERSION}")
        scenario = key(data.get("scenario", "")).replace(" ", "_")
        if scenario not in SCENARIOS:
            raise self.fail(data, "scenario", f"no scenario {data.get('scenario')!r} (scenarios: {', '.join(SCENARIOS)})")
        rules = self.rules(data)
        seed = self.whole(data, "seed", 1, 0, 2**31)
        options = check({RULE_FLAGS[n]: True for n in rules}, scenario)
        state = new_state(scenario, options)
        game = Game(state, consequences=Consequences(), seed=seed, rng=random.Random(seed), deciders={})
        game.vp_hold += 1  # a board being written is no 20-VP victory
        state.phase = "setup"
        deck.shuffle_draw_pile(game)
        self.tracks(game, data)
        self.influence(game, data)
        self.cards(game, data)
        self.china(game, data)
        self.effects(game, data)
        state.turn = self.whole(data, "turn", state.turn, 1, facts().turns.turns)
        state.action_round = self.whole(data, "action_round", 1, 1, 8)
        state.phase = "action"
        for side in SIDES:
            state.rounds_taken[side] = state.action_round - 1
        broken = violations(state)
        if broken:
            raise PositionError(f"{self.source}:1: the position breaks the board's rules: {'; '.join(broken)}")
        return Position(state, seed, rules)

    # -- values ------------------------------------------------------------------------------------
    def whole(self, where: Any, name: str, default: int, low: int, high: int) -> int:
        value = where.get(name, default) if isinstance(where, dict) else default
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(where, name, f"{name}: a whole number {low}-{high}, not {value!r}")
        return value

    def rules(self, data: dict) -> list[int]:
        rules = data.get("rules", [])
        if not isinstance(rules, list) or any(r not in RULE_FLAGS for r in rules):
            raise self.fail(data, "rules", "rules: a list of optional rule numbers "
                            f"({', '.join(f'{n} {name}' for n, name in RULE_FLAGS.items())})")
        return sorted(set(rules))

    def side(self, where: Any, name: Any) -> str:
        found = key(name)
        if found not in SIDES:
            raise self.fail(where, name, f"no side {name!r} (sides: us, ussr)")
        return found

    def per_side(self, data: dict, name: str, low: int, high: int) -> dict[str, int]:
        value = data.get(name, {})
        if not isinstance(value, dict):
            raise self.fail(data, name, f"{name}: {{us: N, ussr: N}}")
        return {self.side(value, s): self.whole(value, s, 0, low, high) for s in value}

    def country(self, where: Any, name: Any) -> str:
        names = {key(c.name): c.id for c in facts().map.countries.values()}
        names.update({key(c): c for c in facts().map.countries})
        found = names.get(key(name))
        if found is None:
            raise self.fail(where, name, f"no country {name!r}{did_you_mean(key(name), list(names))}")
        return found

    def card(self, where: Any, index: Any, text: Any) -> int:
        numbers = sorted(facts().cards)
        found = match(str(text), [(n, card_name(n)) for n in numbers], numbers="cards")
        if not found.found:
            raise self.fail(where, index, f"no card {text!r} (a number 1-{numbers[-1]} or a card's name)")
        return int(found.value)

    # -- the board ---------------------------------------------------------------------------------
    def tracks(self, game: Game, data: dict) -> None:
        state = game.state
        if "defcon" in data:
            tracks.set_defcon(game, self.whole(data, "defcon", 5, 2, 5), "position")
        if "vp" in data:
            wanted = self.whole(data, "vp", 0, -19, 19)
            if wanted > state.vp:
                tracks.gain_vp(game, US, wanted - state.vp, "position")
            elif wanted < state.vp:
                tracks.gain_vp(game, USSR, state.vp - wanted, "position")
        for side, amount in self.per_side(data, "military_ops", 0, 5).items():
            tracks.add_military_ops(game, side, amount - state.military_ops[side], "position")
        for side, box in self.per_side(data, "space", 0, 8).items():
            if box != state.space[side]:
                tracks.move_space_marker(game, side, box)

    def influence(self, game: Game, data: dict) -> None:
        given = data.get("influence", {})
        if not isinstance(given, dict):
            raise self.fail(data, "influence", "influence: {Country: {us: N, ussr: N}, ...}")
        for name, sides in given.items():
            country = self.country(given, name)
            if not isinstance(sides, dict):
                raise self.fail(given, name, f"{name}: {{us: N, ussr: N}}")
            for side_name in sides:
                side = self.side(sides, side_name)
                value = self.whole(sides, side_name, 0, 0, 99)
                influence.set_to(game, side, country, value, "position")

    def cards(self, game: Game, data: dict) -> None:
        hands = data.get("hands", {})
        if not isinstance(hands, dict):
            raise self.fail(data, "hands", "hands: {us: [cards], ussr: [cards]}")
        placed: dict[int, tuple[Any, Any]] = {}
        moves: list[tuple[int, str]] = []
        lists = [(hands, s, deck.hand_zone(self.side(hands, s))) for s in hands]
        lists += [(data, name, name) for name in ("discard", "removed") if name in data]
        for where, name, zone in lists:
            cards = where.get(name) or []
            if not isinstance(cards, list):
                raise self.fail(where, name, f"{name}: a list of cards")
            for index, text in enumerate(cards):
                number = self.card(cards, index, text)
                if number == CHINA_CARD:
                    raise self.fail(cards, index, "The China Card is given by 'china', not in a list of cards")
                if number not in game.state.options.get("cards", []):
                    raise self.fail(cards, index, f"{card_name(number)} is not in this game (optional cards: rules [1])")
                if number in placed:
                    raise self.fail(cards, index, f"{card_name(number)} is placed twice")
                placed[number] = (cards, index)
                moves.append((number, zone))
        for number, zone in moves:
            deck.move(game, number, zone, quiet=True)

    def china(self, game: Game, data: dict) -> None:
        if "china" not in data and "china_face_up" not in data:
            return
        holder = self.side(data, data["china"]) if "china" in data else game.state.china_holder
        face_up = data.get("china_face_up", True)
        if not isinstance(face_up, bool):
            raise self.fail(data, "china_face_up", "china_face_up: true or false")
        deck.pass_china(game, holder, face_up=face_up, why="position")

    def effects(self, game: Game, data: dict) -> None:
        given = data.get("effects", [])
        entries = given.items() if isinstance(given, dict) else [(c, None) for c in given] if isinstance(
            given, list) else None
        if entries is None:
            raise self.fail(data, "effects", "effects: a list of cards, or {card: side}")
        for text, side_text in entries:
            number = self.card(given, text if isinstance(given, dict) else 0, text)
            side = facts().cards[number].side if side_text is None else self.side(given, side_text)
            if side not in SIDES:
                raise self.fail(given, text if isinstance(given, dict) else 0,
                                f"{card_name(number)} is both sides' event: name its side ({{card: us}})")
            victim = {"victim": other_side(side)} if number in VICTIMS else {}
            effects.start(game, number, side, "position", **victim)


__all__ = ["FORMAT", "Position", "PositionError", "load_position", "parse_position"]

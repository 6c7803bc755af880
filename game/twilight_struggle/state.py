"""The state of a game of Twilight Struggle: plain mutable dataclasses that serialise to versioned JSON.

Everything that changes during a game lives here and nothing else does: the printed facts
(map, cards, tracks) are in `facts`, randomness in the game's RNG, choices come from deciders.
Derived values - who controls a country, presence/domination/control of a region, a card's
Ops value now - are computed by `board`, never stored.

Conventions: sides are ``"us"`` and ``"ussr"``; VP are counted US-positive (+4 is "US 4",
-4 "USSR 4", 10.2); country ids are those of ``data/map.yaml``; cards are their numbers.

Where every card is (`invariants` checks that each is in exactly one place): the draw pile, a
hand, the discard pile, removed from the game, in play (being played now), set aside in front
of a player (Shuttle Diplomacy waits there for its scoring), waiting for its period's turn (the
Mid and Late War cards before turns 4 and 8, 4.1), or - The China Card (6) only -
with its holder (``china_holder``; None while nobody has claimed it in the Chinese Civil War
variant, 12.3), face up or face down (9.3).

Lasting effects (``effects``) map a card number to what the effect needs to remember: at least
``side`` (who played the event, or whom it affects when the card says so) and, per card, its
particulars (Chernobyl's region, a trap's victim...). The card's own module reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

US, USSR = "us", "ussr"
SIDES = (US, USSR)
STATE_VERSION = 1
CHINA_CARD = 6

# the zones a card may be in, besides The China Card's holder
ZONES = ("draw_pile", "discard", "removed", "in_play", "set_aside", "waiting")


def other_side(side: str) -> str:
    return USSR if side == US else US


def side_name(side: str) -> str:
    return {US: "US", USSR: "USSR"}.get(side, side)


@dataclass
class GameState:
    scenario: str = "standard"
    options: dict[str, Any] = field(default_factory=dict)
    turn: int = 1
    # setup | headline | action | end_of_turn | final_scoring | over
    phase: str = "setup"
    action_round: int = 0  # 0 in the headline phase; the round number during action rounds
    phasing: str = ""  # the phasing player (4.2): whose card is being resolved now
    defcon: int = 5
    vp: int = 0  # US-positive
    military_ops: dict[str, int] = field(default_factory=lambda: {US: 0, USSR: 0})
    space: dict[str, int] = field(default_factory=lambda: {US: 0, USSR: 0})
    space_attempts: dict[str, int] = field(default_factory=lambda: {US: 0, USSR: 0})  # this turn (6.4.2)
    rounds_taken: dict[str, int] = field(default_factory=lambda: {US: 0, USSR: 0})  # this turn
    influence: dict[str, dict[str, int]] = field(default_factory=dict)  # country -> side -> influence
    # the Chinese Civil War box (variant 12): USSR influence there; None when the box is not in play
    ccw_box: int | None = None
    draw_pile: list[int] = field(default_factory=list)  # the last item is the top card
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    in_play: list[int] = field(default_factory=list)
    set_aside: list[int] = field(default_factory=list)
    waiting: list[int] = field(default_factory=list)  # the Mid and Late War cards until their turn (4.1)
    hands: dict[str, list[int]] = field(default_factory=lambda: {US: [], USSR: []})
    china_holder: str | None = USSR
    china_face_up: bool = True
    effects: dict[int, dict[str, Any]] = field(default_factory=dict)
    headlines: dict[str, int | None] = field(default_factory=lambda: {US: None, USSR: None})
    winner: str | None = None  # "us" | "ussr" | "draw"
    end_reason: str = ""
    version: int = STATE_VERSION

    # -- reading ------------------------------------------------------------------------
    def inf(self, country: str, side: str) -> int:
        return self.influence[country][side]

    def in_effect(self, card: int) -> bool:
        return card in self.effects

    def effect_side(self, card: int) -> str | None:
        entry = self.effects.get(card)
        return None if entry is None else entry.get("side")

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def victory(self) -> str:
        """How the game ended, in words (the framework's name for `end_reason`)."""
        return self.end_reason

    def copy(self) -> GameState:
        """An independent copy (the session keeps the board at a turn's start and where the player stands)."""
        return GameState.from_dict(self.to_dict())

    # -- JSON ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "effects":
                value = {str(card): dict(entry) for card, entry in value.items()}
            elif isinstance(value, dict):
                value = {k: (list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v)
                         for k, v in value.items()}
            elif isinstance(value, list):
                value = list(value)
            data[f.name] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        version = data.get("version")
        if version != STATE_VERSION:
            raise ValueError(f"a Twilight Struggle state of version {version!r} cannot be read "
                             f"(this program reads version {STATE_VERSION})")
        known = {f.name for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown state fields: {', '.join(sorted(unknown))}")
        values = dict(data)
        values["effects"] = {int(card): dict(entry) for card, entry in data.get("effects", {}).items()}
        values["influence"] = {c: dict(v) for c, v in data.get("influence", {}).items()}
        values["hands"] = {s: list(v) for s, v in data.get("hands", {}).items()}
        return cls(**values)

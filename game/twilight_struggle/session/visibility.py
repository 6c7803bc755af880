"""What a side may see of a game of Twilight Struggle: the one place that decides it, asked by every view.

A view never reads a hidden fact from the state on its own: it asks a `Sight` - the viewer (a side;
None: everything, watching Bot vs Bot; "": nobody's, only what every side may see) looking at a game as
it stands. The rules kept (docs/twilight_struggle/rules-decisions.md TS-V1..TS-V5):

* a hand is its owner's; the other side sees how many cards it holds (TS-V1);
* the draw pile is nobody's: how many cards it holds is public, not which lie in what order, and the
  cards waiting for their period are counted, not named (TS-V2);
* The China Card's holder and whether it is face up or face down are public (9.3, TS-V3);
* a headline card is chosen in secret and lies face down until both are revealed together (4.5 C),
  or until Man in Earth Orbit makes the opponent show it first (6.4.4) (TS-V4);
* the discards, the removed cards, the events in effect, the card being played and a card laid in
  front of its player are public (2.2.5, TS-V5).

At one screen (hot-seat) the session passes the side being asked as the viewer (`Session.viewer`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from botkit.protocol import Ask
from botkit.sight import CardSight

from ..board import hand_seen
from ..facts import facts
from ..state import SIDES, GameState, side_name

CARD_LABEL = re.compile(r"#(\d+)\b")
EVENT_CHART = re.compile(r"\.event\.(\d+)\b")
NOBODY = ""  # a viewer who sees only what every side may see
SECRET_PLACES = ("draw_pile", "waiting")  # places whose cards no side may name


def _cards_in(values: Iterable[Any]) -> set[int]:
    cards = facts().cards
    return {int(str(v)) for v in values if str(v).isdigit() and int(str(v)) in cards}


def cards_named_by_step(step: Any) -> set[int]:
    """The cards one step of a Bot's trace names (an event chart walked, candidates, a card's label)."""
    named = _cards_in(EVENT_CHART.findall(getattr(step, "chart", "") or ""))
    named |= _cards_in(list(getattr(step, "before", None) or []) + list(getattr(step, "after", None) or []))
    return named | _cards_in(CARD_LABEL.findall(getattr(step, "text", "") or ""))


def cards_offered(ask: Ask | None) -> set[int]:
    """The cards a question offered (a card to play, a headline...)."""
    if ask is None or not isinstance(ask.options, tuple | list):
        return set()
    return _cards_in(o for o in ask.options if isinstance(o, int) and not isinstance(o, bool))


@dataclass(frozen=True)
class Sight(CardSight):
    """What `viewer` may see of `state` (and of `game`, the game itself when a view needs it: whether an event
    may happen now, the headline cards lying face down). A game's history, for the Bots' decisions: `asked`
    the questions the Bots answered by decision number, `hidden_then` the cards hidden when each began,
    `shown_at` the decision count when each card was last played."""

    viewer: str | None
    state: GameState | None = None
    game: Any = None
    asked: Mapping[int, Ask] = field(default_factory=dict)
    hidden_then: Mapping[int, frozenset[int]] = field(default_factory=dict)
    shown_at: Mapping[int, int] = field(default_factory=dict)

    @classmethod
    def of(cls, viewer: str | None, game: Any, **history: Any) -> Sight:
        return cls(viewer if viewer in (*SIDES, NOBODY) else None, game.state if game is not None else None, game,
                   **history)

    @property
    def everything(self) -> bool:
        return self.viewer is None

    @property
    def side(self) -> str | None:
        """The viewer's side, if they play one."""
        return self.viewer if self.viewer in SIDES else None

    hides_plots = False  # Twilight Struggle has no plots (the framework's picture asks)

    # -- the decisions --------------------------------------------------------------------------
    def may_see_hand(self, side: str) -> bool:
        return self.everything or side == self.viewer

    def face_down_headlines(self) -> dict[int, str]:
        """The headline cards lying face down that the viewer did not choose: card -> its side (TS-V4)."""
        chosen = getattr(self.game, "face_down_headlines", None) or {}
        if self.everything:
            return {}
        return {card: side for card, side in chosen.items() if side != self.viewer}

    def hidden_cards(self) -> set[int]:
        """The cards whose place the viewer may not know: the draw pile's and the waiting ones, the other hand's,
        the other side's face-down headline."""
        state = self.state
        if self.everything or state is None:
            return set()
        hidden = set(state.draw_pile) | set(state.waiting) | set(self.face_down_headlines())
        for side in SIDES:
            if side != self.viewer:
                hidden |= set(state.hands[side])
        return hidden

    def hand(self, side: str) -> tuple[list[int], int]:
        """The cards of `side`'s hand the viewer may see, and how many it holds unseen (The China Card apart)."""
        if self.state is None:
            return [], 0
        cards = list(self.state.hands[side])
        if not self.may_see_hand(side):
            return [], len(cards)
        named = hand_seen(self.state, side)  # at the table: only the cards named there (the rest are placeholders)
        return named, len(cards) - len(named)

    def draw_pile(self) -> list[int]:
        """The draw pile, top first, where the viewer may see it (watching Bot vs Bot); else nothing."""
        return list(reversed(self.state.draw_pile)) if self.state is not None and self.everything else []

    def in_play(self) -> tuple[list[int], int]:
        """The cards in play the viewer may name, and how many lie face down (a headline not revealed)."""
        cards = list(self.state.in_play) if self.state is not None else []
        down = self.face_down_headlines()
        return [n for n in cards if n not in down], sum(1 for n in cards if n in down)

    # -- what the narration and `why` ask ------------------------------------------------------
    def entry(self, entry: Any) -> str:
        """A game log line as the viewer may read it: a card moved between the other side's hand and a place no
        side may look into is told without its name."""
        fields = getattr(entry, "fields", {}) or {}
        if entry.kind == "card" and not self.everything:
            ends = (str(fields.get("source", "")), str(fields.get("target", "")))
            other_hand = any(end.startswith("hand_") and end[5:] != self.viewer for end in ends)
            secret_end = any(end in SECRET_PLACES for end in ends)
            if other_hand and secret_end:
                source, target = (_place(end) for end in ends)
                return f"A card: {source} -> {target}"
        return entry.text

    def step(self, step: Any, serial: int | None = None) -> bool:
        return not self.still_hidden(cards_named_by_step(step), serial)

    def decision(self, trace: Any, ask: Ask | None = None) -> str:
        """Why a Bot decision stays hidden as a whole ("" if the viewer may see it)."""
        if self.everything:
            return ""
        ask = ask or self.asked.get(getattr(trace, "meta", {}).get("serial"))
        serial = getattr(trace, "meta", {}).get("serial")
        title_cards = _cards_in(CARD_LABEL.findall(getattr(trace, "title", "") or ""))
        if self.still_hidden(cards_offered(ask) | title_cards, serial):
            return "looked at cards you have not seen: its reasoning stays hidden until they have shown themselves"
        return ""

    def answer(self, ask: Ask, words: str) -> str:
        if not self.everything and cards_offered(ask) & self.hidden_cards():
            return "(a card you have not seen)"
        return words


def _place(name: str) -> str:
    if name.startswith("hand_"):
        return f"the {side_name(name[5:])} hand"
    return {"draw_pile": "the draw pile", "waiting": "the cards waiting for their period"}.get(name, name)


EVERYTHING = Sight(None)


def for_side(viewer: str | None, state: GameState | None = None) -> Sight:
    """A viewer's sight of a bare state (a saved game as saved: no face-down headline is known there)."""
    return Sight(viewer if viewer in (*SIDES, NOBODY) else None, state)

"""What a side may see: the one place that decides it, asked by every view.

A view never reads a hidden fact from the state on its own: it asks a `Sight` - the viewer
(the side the person plays; None when they watch Bot vs Bot) looking at a game as it stands -
whether it may show a fact (`may_see`), or takes the fact's words from it (`plot`,
`plots_available`, `card_place`, `hand`, `decision`, `step`). The status, `show`, `hand`,
`card`, the piles and the deck (`views`), the end-of-turn summary and table mode's rollback
(`changes`), the narration at both levels and `why` (`narration`, `Session.why`), the board
picture, the browser's pages and `botkit decide` all take their hidden facts from here.

The rules kept (docs/rules-decisions.md V1-V6):

* a plot placed face down shows its kind to the Jihadist only (base 4.8.1; the US Bot plays
  with plots face up, 13.3.3), and a US player sees how many plot markers the Plots Available
  box holds, not which (the reference; with the kinds left there, the face-down ones follow);
* a hand is its owner's (12.2, 13.2: a Bot's pile is never inspected); at the table the
  program knows - and shows - only the cards named; the draw pile is nobody's;
* a Bot decision that chose plot markers put face down is told without its reasoning; one
  that was offered cards the viewer has not seen (the Enhanced Bot's two-card look, EB2) stays
  hidden until every one of them has shown itself; any other step of a decision that names a
  card the viewer has not seen (the Enhanced Bot's memory of its planned card, a card's event
  chart walked for another card) is left out;
* watching Bot vs Bot, everything may be shown.

Dice not yet rolled are in no view: nothing works one out before it is rolled (`botkit decide`
stops at the first die; the seed is shown, and the save holds it, as the way to replay a game).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from botkit.protocol import Ask
from botkit.sight import CardSight

from .. import facts, wording
from ..deck import zone
from ..state import JIHADIST, PLOT_KINDS, SIDES, US, GameState, PlotMarker

TABLE = "table"  # the state's table-mode record (`table.KEY`)
FACE_DOWN = "face down"


# -- the facts a view may ask about ---------------------------------------------------------------


@dataclass(frozen=True)
class FaceDownPlot:
    """The kind of a plot marker lying face down on the map."""


@dataclass(frozen=True)
class PlotsAvailable:
    """Which plot markers the Plots Available box holds (how many it holds is public)."""


@dataclass(frozen=True)
class CardPlace:
    """Where card `number` is: in which hand, or in the draw pile."""

    number: int


@dataclass(frozen=True)
class Hand:
    """The cards a side's hand holds, and their order."""

    side: str


@dataclass(frozen=True)
class DrawPile:
    """The cards of the draw pile and their order (how many there are is public)."""


@dataclass(frozen=True, eq=False)
class Decision:
    """A Bot decision as a whole: its trace, and the question it answered (None: a card's play)."""

    trace: Any
    ask: Ask | None = None


@dataclass(frozen=True, eq=False)
class Step:
    """One step of Bot decision `serial`'s trace."""

    step: Any
    serial: int | None = None


Fact = FaceDownPlot | PlotsAvailable | CardPlace | Hand | DrawPile | Decision | Step


# -- what a decision names ----------------------------------------------------------------------

EVENT_CHART = re.compile(r"\.event\.(\d+)\b")
CARD_LABEL = re.compile(r"#(\d+)\b")
HELD_VALUE = re.compile(r"\b\w+ = (\d+)\b")  # the Bot's memory: "planned_event = 190"


def _cards_in(values: Iterable[Any]) -> set[int]:
    cards = facts.cards()
    found = set()
    for value in values:
        text = str(value)
        if text.isdigit() and int(text) in cards:
            found.add(int(text))
    return found


def cards_named_by_step(step: Any) -> set[int]:
    """The cards one step of a trace names: a card's event chart walked, card candidates, a card held in
    the Bot's memory, a card's label."""
    named = _cards_in(EVENT_CHART.findall(step.chart or ""))
    named |= _cards_in(list(step.before or []) + list(step.after or []))
    named |= _cards_in(CARD_LABEL.findall(step.text or ""))
    if step.kind == "note":
        named |= _cards_in(HELD_VALUE.findall(step.text or ""))
    return named


def _listed(ask: Ask | None) -> tuple[Any, ...]:
    """A question's options when they are a plain list; () for a lazy view (a Bot's card uses work
    out each operation only when read, and reading them may ask the table: never read them here)."""
    return tuple(ask.options) if ask is not None and isinstance(ask.options, tuple | list) else ()


def cards_offered(ask: Ask | None) -> set[int]:
    """The cards a question offered (a card to play, to hold, to discard ...)."""
    return _cards_in(o for o in _listed(ask) if isinstance(o, int) and not isinstance(o, bool))


def chose_face_down_plots(ask: Ask | None) -> bool:
    """A question of the Jihadist's about which plot markers to place (they may lie face down)."""
    options = _listed(ask)
    return ask is not None and ask.side == JIHADIST and bool(options) and all(o in PLOT_KINDS for o in options)


# -- the sight --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Sight(CardSight):
    """What `viewer` (a side; None: watching Bot vs Bot) may see of `state` as it stands.

    `game` is the game itself when a view needs more than the state (whether an event is
    playable). A game's history, for its Bot decisions (the session keeps it): `asked` the questions the
    Bots answered, by decision number; `hidden_then` the cards the viewer had not seen when each
    decision began; `shown_at` the last decision number at which each card showed itself (played)."""

    viewer: str | None
    state: GameState | None = None
    game: Any = None
    asked: Mapping[int, Ask] = field(default_factory=dict)
    hidden_then: Mapping[int, frozenset[int]] = field(default_factory=dict)
    shown_at: Mapping[int, int] = field(default_factory=dict)
    known: frozenset[int] = frozenset()  # cards the viewer named themselves (`botkit decide --card`)

    @classmethod
    def of(cls, viewer: str | None, game: Any, **history: Any) -> Sight:
        """`viewer`'s sight of `game` as it stands; `history`: `asked`, `hidden_then`, `shown_at` (above)."""
        return cls(viewer, game.state if game is not None else None, game, **history)

    @property
    def everything(self) -> bool:
        return self.viewer is None

    @property
    def table(self) -> bool:
        return self.state is not None and TABLE in self.state.options

    # -- the one decision --------------------------------------------------------------------
    def may_see(self, fact: Fact) -> bool:
        """May the viewer see `fact`? Every view asks, for every fact that can be hidden."""
        if self.everything:
            return True
        if isinstance(fact, FaceDownPlot | PlotsAvailable):
            return self.viewer == JIHADIST  # the Jihadist's own markers
        if isinstance(fact, CardPlace):
            return fact.number not in self.hidden_cards()
        if isinstance(fact, Hand):
            return fact.side == self.viewer and not self.table
        if isinstance(fact, DrawPile):
            return False
        if isinstance(fact, Decision):
            return self._decision_hidden(fact) == ""
        if isinstance(fact, Step):
            return not self.still_hidden(cards_named_by_step(fact.step), fact.serial)
        raise TypeError(f"not a fact a view can ask about: {fact!r}")

    def hidden_cards(self) -> set[int]:
        """The cards whose place the viewer has not seen: the draw pile's, the other hand's, and at the
        table every slot of a hand not named yet (the program holds a stand-in there)."""
        state = self.state
        if self.everything or state is None:
            return set()
        known = set(state.options[TABLE].get("known", [])) if self.table else None
        hidden = set(state.draw_pile)
        for side in SIDES:
            hand = set(state.hands[side])
            if known is not None:
                hidden |= hand - known
            elif side != self.viewer:
                hidden |= hand
        return hidden - self.known

    def _decision_hidden(self, fact: Decision) -> str:
        """Why a decision stays hidden as a whole ("" if it does not)."""
        if chose_face_down_plots(fact.ask) and not self.may_see(FaceDownPlot()):
            return "chose plot markers that lie face down: its reasoning stays hidden"
        serial = getattr(fact.trace, "meta", {}).get("serial")
        title_cards = _cards_in(CARD_LABEL.findall(getattr(fact.trace, "title", "") or ""))
        if self.still_hidden(cards_offered(fact.ask) | title_cards, serial):
            return ("looked at cards you have not seen: its reasoning stays hidden until they have "
                    "shown themselves")
        return ""

    # -- the words of hidden facts, for the views ----------------------------------------------
    def plot(self, plot: PlotMarker, hidden: str = "?") -> str:
        """A plot marker's kind, or `hidden` for one the viewer may not turn over."""
        return plot.kind if plot.face_up or self.may_see(FaceDownPlot()) else hidden

    def plots_available(self) -> str:
        """The Plots Available box: its markers, or how many when the viewer may not see which."""
        pool = self.state.plots_available if self.state is not None else []
        if self.may_see(PlotsAvailable()):
            return "plots available " + (" ".join(sorted(pool)) or "none")
        return f"{len(pool)} plot{'s' if len(pool) != 1 else ''} available ({FACE_DOWN})"

    def plots_box(self, state: GameState) -> list[str] | None:
        """The markers of `state`'s Plots Available box, or None where the viewer may see only how many."""
        return list(state.plots_available) if self.may_see(PlotsAvailable()) else None

    def draw_pile(self) -> list[int]:
        """The draw pile, top first, where the viewer may see it (watching Bot vs Bot); else nothing."""
        return list(self.state.draw_pile) if self.state is not None and self.may_see(DrawPile()) else []

    def card_place(self, number: int) -> str:
        """Where a card is (a zone, as `deck.zone` names it), or "" where the viewer may not know."""
        if self.state is None or not self.may_see(CardPlace(number)):
            return ""
        return zone(self.state, number)

    def hand(self, side: str) -> tuple[list[int], int]:
        """The cards of `side`'s hand the viewer may see (top last), and how many more it holds unseen:
        their own hand (at the table, the cards named), both hands when watching, else none."""
        numbers = list(self.state.hands[side]) if self.state is not None else []
        if side != self.viewer and not self.may_see(Hand(side)):
            return [], len(numbers)
        shown = [n for n in numbers if self.may_see(CardPlace(n))]
        return shown, len(numbers) - len(shown)

    def decision(self, trace: Any, ask: Ask | None = None) -> str:
        """Why a Bot decision stays hidden as a whole ("" if the viewer may see it); `ask`: the question it
        answered (else the one kept by its number, if any)."""
        if self.everything:
            return ""
        return self._decision_hidden(Decision(trace, ask or self.asked.get(trace.meta.get("serial"))))

    def step(self, step: Any, serial: int | None = None) -> bool:
        """May the viewer see this step of decision `serial` (it names no card they have not seen)?"""
        return self.may_see(Step(step, serial))

    def answer(self, ask: Ask, words: str) -> str:
        """A Bot's answer in words, or what the viewer may know of it."""
        if chose_face_down_plots(ask) and not self.may_see(FaceDownPlot()):
            return "(a face-down plot)"
        if cards_offered(ask) & self.hidden_cards():
            return "(a card you have not seen)"
        return words

    def entry(self, entry: Any) -> str:
        """A game log line as the viewer may read it: the log words a plot placed or put back face down
        without its kind; a viewer who may turn it over reads its kind."""
        fields = getattr(entry, "fields", {}) or {}
        if (entry.kind in ("plot_placed", "plot_removed") and not fields.get("face_up", True)
                and self.may_see(FaceDownPlot())):
            return wording.report(entry.kind, {**fields, "face_up": True})
        return entry.text

    def plot_draw(self, options: Iterable[Any]) -> str:
        """A random draw among plot markers the viewer may not see (the Plots Available box), in words
        that do not name them; "" for any other draw (it may be told as it is)."""
        drawn = [str(o) for o in options]
        if drawn and all(o in PLOT_KINDS for o in drawn) and not self.may_see(PlotsAvailable()):
            return f"a plot marker drawn at random from Plots Available ({len(drawn)} there, {FACE_DOWN})"
        return ""

    def memory(self, held: Mapping[str, Any]) -> dict[str, Any]:
        """What a Bot's memory holds, without a card the viewer has not seen (a planned card, EB2)."""
        hidden = self.hidden_cards()
        return {name: value for name, value in held.items() if not (_cards_in([value]) & hidden)}

    @property
    def hides_plots(self) -> bool:
        """Plots face down on the map are drawn face down (the board picture's `hide_plots`)."""
        return not self.may_see(FaceDownPlot())


EVERYTHING = Sight(None)


def for_side(viewer: str | None, state: GameState | None = None, known: Iterable[int] = ()) -> Sight:
    """A viewer's sight of a bare state (a saved game as saved): no history of decisions to look into;
    `known`: cards they named themselves."""
    # "": nobody's sight (a saved game played at one screen, shown outside play): only what every side may see
    return Sight(viewer if viewer in (US, JIHADIST, "") else None, state, known=frozenset(known))

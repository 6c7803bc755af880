"""The session's and the views' hooks of Twilight Struggle's definition (`definition.TwilightStruggle` takes them
in): what a step of play is, what a side may see, the looking commands, the card menus, undo's differences,
corrections, a turn in short, the end and a finished game's facts. Each hook calls into `session/`; nothing
here holds a rule. Kept apart from `definition` so the Bot hooks and these change in separate files.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from botkit.definition import CardShown, ConfigError, Difference, View
from botkit.protocol import Ask

from . import board, scenarios, wording
from .facts import facts
from .headline import choosing_order
from .session import adjust, changes, listings, screens, summaries, views
from .session.visibility import Sight
from .state import CHINA_CARD, SIDES

PILE_TITLES = (("discard", "Discard pile"), ("removed", "Removed from the game"), ("events", "Events in effect"))


class SessionHooks:
    """Mixed into `TwilightStruggle` before `GameDefinition` (see the module)."""

    turn_begins_kind = "turn"  # `wording`'s report of a new turn: the session sums up the one before
    # the card a step plays; at the table (`table`) the card a side plays or headlines is named
    card_purposes: tuple[str, ...] = ("card.choose", "headline.card", "table.card")
    play_as_purpose = "card.play_as"
    play_as_words: Mapping[str, str] = {"event": "as an event", "ops": "for Ops", "space": "to the space race"}
    keys: Mapping[str, Mapping[Any, str]] = {"card.play_as": {"event": "e", "ops": "o", "space": "s"}}
    adjust_help = adjust.ADJUST_HELP
    adjust_example = "poland ussr 4"
    secret_purposes = frozenset({"headline.card"})  # chosen in secret, revealed together (4.5 C, TS-V4)

    # -- steps of play (undo counts them) -----------------------------------------------------------
    def step_key(self, game: Any) -> tuple[Any, ...]:
        """The set-up; each side's headline choice; each headline's event; an action round; the end of a turn."""
        state = game.state
        if state.phase == "headline":
            if game.plays:
                return (state.turn, "headline", "event", game.plays[0].card)
            return (state.turn, "headline", "choice", len(state.in_play))
        if state.phase == "action":
            return (state.turn, "action", state.action_round, state.phasing)
        return (state.turn, state.phase)

    def step_side(self, game: Any) -> str:
        state = game.state
        if state.phase == "headline":
            if game.plays:
                return game.plays[0].side
            order = choosing_order(game)
            chosen = len(state.in_play)
            return order[chosen] if chosen < len(order) else ""
        if state.phase == "action" and state.phasing in SIDES:
            return state.phasing
        return ""

    def step_turn(self, game: Any) -> int:
        return 0 if game.state.phase == "setup" else game.state.turn

    def current_card(self, game: Any) -> int | None:
        return game.plays[0].card if game.plays else None

    def card_name(self, number: int) -> str:
        return board.card_name(number)

    # -- what a side may see -------------------------------------------------------------------------
    def sight(self, viewer: str | None, game: Any, **history: Any) -> Sight:
        return Sight.of(viewer, game, **history)

    def instruction(self, kind: str, fields: Mapping[str, Any]) -> str | None:
        return wording.instruction(kind, dict(fields))

    def turn_summary(self, turn: int, before: Any, after: Any, entries: Sequence[Any], *, sight: Any) -> list[str]:
        return summaries.turn_summary(turn, before, after, entries, sight=sight)

    def differences(self, before: Any, after: Any, *, sight: Any, table: bool = False) -> list[Difference]:
        return changes.differences(before, after, sight=sight, table=table)

    # -- corrections -----------------------------------------------------------------------------------
    def adjust_parse(self, session: Any, text: str) -> dict[str, Any]:
        return adjust.parse(text)

    def adjust_check(self, state: Any, change: Mapping[str, Any]) -> str:
        return adjust.check(state, change)

    def adjust_apply(self, state: Any, change: Mapping[str, Any]) -> None:
        adjust.apply(state, change)

    # -- the end -----------------------------------------------------------------------------------------
    def result_facts(self, game: Any) -> dict[str, Any]:
        return summaries.result_facts(game.state)

    def victory_kind(self, reason: str) -> str:
        return summaries.victory_kind(reason)

    def final_screen(self, game: Any) -> list[str]:
        return summaries.final_screen(game.state)

    # -- views -----------------------------------------------------------------------------------------------
    def views(self) -> Mapping[str, Any]:
        return screens.SCREENS

    def view_help(self) -> str:
        return screens.HELP

    def phase_title(self, state: Any) -> str:
        return views.phase_title(state)

    def status_lines(self, sight: Any) -> list[str]:
        return views.status(sight)

    def hand(self, sight: Any) -> tuple[list[CardShown], int]:
        """The viewer's hand (The China Card last when they hold it) and how many of its cards they have not named
        (at the table)."""
        shown, _ = views.hand(sight)
        unseen = sight.hand(sight.side)[1] if sight.side is not None else 0
        return [CardShown(c.number, c.label, c.note, bool(c.playable), (c.text, *c.facts)) for c in shown], unseen

    def piles(self, sight: Any) -> list[tuple[str, list[str]]]:
        return [*((title, views.pile(sight, which)) for which, title in PILE_TITLES), ("Deck", views.deck(sight))]

    def scenario_view(self, scenario_id: str | None, *, seed: int = 0, decks: int | None = None) -> View:
        infos = self.scenarios()  # type: ignore[attr-defined]
        if scenario_id is None:
            return listings.scenario_list([(s.id, s.name, s.summary) for s in infos])
        info = self.scenario(scenario_id)  # type: ignore[attr-defined]
        try:
            game = scenarios.start_game(info.id, seed)
        except scenarios.ScenarioError as exc:
            raise ConfigError(str(exc)) from None
        return listings.scenario_set_up(info.id, info.name, info.summary, game.state)

    def cards_view(self, card: str | None, *, side: str | None = None) -> View:
        if card is None:
            return listings.card_list(side.strip().lower() if side else None)
        return listings.card_facts_view(card)

    # -- questions -------------------------------------------------------------------------------------------
    def option_words(self, game: Any, ask: Ask, sight: Any) -> dict[Any, tuple[str, str]]:
        """A card menu: each card with its Ops and side, and what playing it would do ("event playable", "the
        USSR's event fires if played for Ops")."""
        if ask.purpose not in (*self.card_purposes, "turn.held_card") or sight.side is None:
            return {}
        words = {}
        for number in ask.options:
            if isinstance(number, int) and not isinstance(number, bool) and number in facts().cards:
                # a headline's event happens whoever's it is (4.5 C): the menu names the card only
                note = "" if ask.purpose == "headline.card" else views.event_note(sight, number)[0]
                words[number] = (views.card_label(number), note)
        return words

    def question_notes(self, game: Any, ask: Ask, sight: Any) -> list[str]:
        """How a card can be played: why the event or the space race is missing, and whose event fires."""
        number = ask.info.get("card")
        side = sight.side
        if ask.purpose != self.play_as_purpose or side is None or not isinstance(number, int) or number == CHINA_CARD:
            return []
        notes = []
        note, playable = views.event_note(sight, number)
        if "fires" in note:
            notes.append(f"   (o: {note}; the space race sets off no event)")
        elif "event" not in ask.options and playable is False:
            notes.append(f"   (e: {note})")
        if "space" not in ask.options:
            notes.append("   (s: the space race is not open to this card now)")
        return notes

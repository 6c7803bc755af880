"""Labyrinth: The Awakening as botkit knows it: the one registered object (`LABYRINTH`).

Everything the framework (the session, the chart Bot runtime, the match runner) and the front ends
need of the game goes through here, as calls into the game's own modules; nothing here holds a rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from botkit.definition import CardShown, ConfigError, Difference, GameDefinition, Place, ScenarioInfo, View
from botkit.protocol import Ask, Decider
from botkit.saves import SaveCodec
from botkit.vocabulary import Vocabulary

from . import adjust, board, deciding, deck, facts, matches, picture, scenarios, scripts, table, wording
from .bots import MARKER_SETS, QUIET_PURPOSES, TIER_SETS, VARIABLE_DIFFICULTY, make_bot
from .bots.context import BotContext
from .game import Game
from .invariants import violations
from .optional_rules import OPTIONAL_RULES
from .picture.board import heading
from .picture.countries import country_element_id
from .saves import CODEC
from .session import adjust_words, changes, listings, screens, summaries, views
from .session.visibility import Sight, for_side
from .state import JIHADIST, SIDES, US
from .turn import run_game
from .vocabulary import build_vocabulary

DEFAULT_TIERS = {US: "off_guard", JIHADIST: "muddled"}


PILE_TITLES = (("discard", "Discard pile"), ("removed", "Removed"), ("lapsing", "Lapsing"),
               ("events", "Events in play"))


class Labyrinth(GameDefinition):
    name = "labyrinth"
    title = "Labyrinth: The Awakening"
    sides = SIDES
    side_names = {US: "US", JIHADIST: "Jihadist"}
    default_side = US
    default_tiers = DEFAULT_TIERS
    tier_sets = TIER_SETS
    marker_sets = MARKER_SETS
    variable_difficulty_rule = VARIABLE_DIFFICULTY
    optional_rules = OPTIONAL_RULES
    quiet_purposes = QUIET_PURPOSES
    card_purposes = ("card.choose", "table.card")
    play_as_purpose = "card.play_as"
    play_as_words = {"event": "as an event", "ops": "for Ops", "reserves": "for reserves"}
    default_scenario = "awakening"
    tune_decks = 1  # single-deck games: what tuning measures unless told otherwise
    option_switches = {"overtime": "overtime (Assad Alone: no draw)"}
    keys = {"card.play_as": {"event": "e", "ops": "o", "reserves": "r"}}  # the letters stay whatever is possible
    adjust_help = adjust_words.ADJUST_HELP
    adjust_example = "iraq troops 3"

    # -- the game ---------------------------------------------------------------------------------
    @property
    def saves(self) -> SaveCodec:
        return CODEC

    def vocabulary(self) -> Vocabulary:
        return build_vocabulary()

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo(s.id, s.name, s.period, s.decks, s.turns, s.id == self.default_scenario)
                for s in scenarios.list_scenarios()]

    def resolve_scenario(self, text: str) -> str:
        try:
            return scenarios.resolve(text)
        except scenarios.ScenarioError as exc:
            raise ConfigError(str(exc)) from None

    def check(self, config: Any) -> None:
        info = scenarios.info(config.scenario)
        if info.decks:
            if config.decks is not None and config.decks not in info.decks:
                allowed = ", ".join(map(str, info.decks))
                raise ConfigError(f"{info.name} is played with {allowed} decks, not {config.decks} (decks: {allowed})")
        elif config.decks not in (None, 1):
            raise ConfigError(f"{info.name} is played in {info.turns} turns, not in decks: leave the number of "
                              "decks out")
        unknown = sorted(set(config.options) - {"overtime"})
        if unknown:
            raise ConfigError(f"Labyrinth has no option {unknown[0]!r} (options: overtime)")
        if not isinstance(config.options.get("overtime", False), bool):
            raise ConfigError("overtime must be true or false")
        if config.overtime and not info.turns:
            raise ConfigError(f"overtime is Assad Alone's variant (a scenario played in turns), not {info.name}'s")

    def options_of(self, config: Any) -> dict[str, Any]:
        options: dict[str, Any] = {"rules": list(config.rules)}
        if config.overtime:
            options["overtime"] = True
        if config.play_on:
            options["play_on"] = True
        return options

    def start(self, config: Any, deciders: Mapping[str, Decider], *, check_invariants: bool = False) -> Game:
        return scenarios.start_game(config.scenario, seed=config.seed, decks=config.decks, deciders=dict(deciders),
                                    options=self.options_of(config), check_invariants=check_invariants)

    def run(self, game: Any, max_turns: int | None = None) -> None:
        run_game(game, max_turns=max_turns)

    def make_bot(self, side: str, config: Any) -> Any:
        return make_bot(side, config.tiers.get(side, DEFAULT_TIERS[side]), config.tier_files.get(side),
                        config.tier_text(side), config.overlay())

    def invariants(self, state: Any) -> list[str]:
        return violations(state)

    def can_play_on(self, game: Any) -> bool:
        return not game.state.options.get("ended_at_end")

    # -- the session's hooks --------------------------------------------------------------------------
    def step_key(self, game: Any) -> tuple[Any, ...]:
        """A card play is (turn, action phase, side, cards played before it); else (turn, phase)."""
        state = game.state
        if state.phase in SIDES:
            return (state.turn, state.action_phase, state.phase, state.cards_played_in_phase)
        return (state.turn, state.phase)

    def card_name(self, number: int) -> str:
        return deck.card(number).name

    def sight(self, viewer: str | None, game: Any, **history: Any) -> Sight:
        return Sight.of(viewer, game, **history)

    def instruction(self, kind: str, fields: Mapping[str, Any]) -> str | None:
        return wording.instruction(kind, dict(fields))

    def turn_summary(self, turn: int, before: Any, after: Any, entries: Sequence[Any], *, sight: Any) -> list[str]:
        return summaries.turn_summary(turn, before, after, entries, sight=sight)

    def differences(self, before: Any, after: Any, *, sight: Any, table: bool = False) -> list[Difference]:
        return changes.differences(before, after, sight=sight, table=table)

    def adjust_check(self, state: Any, change: Mapping[str, Any]) -> str:
        return adjust.check(state, change)

    def adjust_apply(self, state: Any, change: Mapping[str, Any]) -> None:
        adjust.apply(state, change)

    def adjust_parse(self, session: Any, text: str) -> dict[str, Any]:
        return adjust_words.parse(session, text)

    def table_start(self, game: Any, human: str) -> None:
        table.start(game, human)

    def table_dice(self, game: Any, human: str) -> Any:
        return table.TableDice(game, human)

    def uses_table_dice(self, game: Any) -> bool:
        return isinstance(game.dice, table.TableDice)

    # -- the Bot runtime's hooks ----------------------------------------------------------------------
    def memory_scopes(self, game: Any) -> dict[str, Any]:
        state = game.state
        return {"card": game.plays, "phase": (state.turn, state.action_phase, state.phase), "turn": state.turn,
                "game": 0}

    def card_play_key(self, game: Any) -> Any:
        return game.plays  # `memory_scopes`' "card", without the dict (asked before every decision)

    def top_card(self, game: Any, side: str) -> int | None:
        return deck.top_of_hand(game, side)

    def bot_context(self, game: Any, side: str, bot: Any, **fields: Any) -> BotContext:
        return BotContext(game, side, bot, **fields)

    def marker_count(self, game: Any, side: str, name: str) -> int:
        if name == "random_card_ops":
            card = deck.random_from_draw_pile(game, f"Optional rule 3 ({self.side_name(side)} capability markers)")
            return board.card_ops(game.state, card) if card is not None else 1
        raise KeyError(name)

    def load_script(self, path: Path) -> Any:
        return scripts.load_script(path)

    def position(self, path: Path) -> tuple[Any, Any, str | None]:
        return deciding.position(path)

    def decide(self, state: Any, config: Any, side: str, card: str, viewer: str | None,
               source: str) -> tuple[dict[str, Any], View]:
        return deciding.decide_card(state, config, side, card, viewer, source)

    # -- matches ---------------------------------------------------------------------------------------
    def result_facts(self, game: Any) -> dict[str, Any]:
        return matches.final_tracks(game)

    def victory_kind(self, reason: str) -> str:
        return matches.victory_kind(reason)

    def soak_plan(self, count: int, seed: int) -> list[Any]:
        """Every scenario, its deck counts, the optional rules and both Bots' tiers (`matches.soak_plan`)."""
        return [matches.config_of(g.scenario, g.seed, g.tiers, decks=g.decks, options=g.options)
                for g in matches.soak_plan(count, seed)]

    def final_screen(self, game: Any) -> list[str]:
        return summaries.final_screen(game.state, game.log_entries)

    # -- views -----------------------------------------------------------------------------------------
    def board_svg(self, state: Any, viewer: str | None, caption: str | None = None) -> str:
        return picture.board_svg(state, hide_plots=for_side(viewer, state).hides_plots, caption=caption)

    def heading(self, state: Any) -> str:
        return heading(state)

    def country_element(self, name: str) -> str:
        return country_element_id(name) if name in facts.countries() else ""

    def views(self) -> Mapping[str, Any]:
        return screens.SCREENS

    def scenario_view(self, scenario_id: str | None, *, seed: int = 0, decks: int | None = None) -> View:
        if scenario_id is None:
            return listings.scenario_list()
        try:
            game = scenarios.start_game(scenario_id, seed=seed, decks=decks)
        except scenarios.ScenarioError as exc:
            raise ConfigError(str(exc)) from None
        return listings.scenario_set_up(scenario_id, game.state)

    def cards_view(self, card: str | None, *, side: str | None = None) -> View:
        if card is None:
            return listings.card_list(side)
        return listings.card_facts(card)

    def view_help(self) -> str:
        return ("status [all], show COUNTRY [COUNTRY...] | show all, hand, card N|NAME, discard, removed, lapsing, "
                "events, deck [all], history [N]")

    def option_words(self, game: Any, ask: Ask, sight: Any) -> dict[Any, tuple[str, str]]:
        """A card menu: each card with its Ops and association, and whether its event does anything now."""
        if ask.purpose not in self.card_purposes or sight.viewer is None:
            return {}
        words = {}
        for number in ask.options:
            if isinstance(number, int):
                view = views.card_view(sight, number)
                words[number] = (views.card_label(number), views.event_note(view))
        return words

    def question_notes(self, game: Any, ask: Ask, sight: Any) -> list[str]:
        """Why the event is missing from how a card can be played, or that it would do nothing."""
        human = sight.viewer
        number = ask.info.get("card")
        if ask.purpose == "card.play_as" and human is not None and isinstance(number, int):
            if "event" not in ask.options:
                _, why = views.event_status(game, number, human)
                return [f"   (e: the event is not playable: {why})"]
            if not views.event_has_effect(game, number, human):
                return ["   (e: the event can do nothing now: the card would be spent on nothing)"]
        return []

    def phase_title(self, state: Any) -> str:
        return views.phase_title(state)

    def hand(self, sight: Any) -> tuple[list[CardShown], int]:
        if sight.viewer is None:
            return [], 0
        cards, unseen = views.hand(sight)
        return [CardShown(c.number, c.label, views.event_note(c), bool(c.playable),
                          tuple([*(f"{who}: {text}" for who, text in c.texts),
                                 *([f"Event: {c.why}"] if c.why and not c.playable else []), *c.notes]))
                for c in cards], unseen

    def status_lines(self, sight: Any) -> list[str]:
        status = views.status(sight)
        return [*status.tracks, *status.summaries, *status.cards]

    def piles(self, sight: Any) -> list[tuple[str, list[str]]]:
        shown = [(title, views.pile(sight, which)) for which, title in PILE_TITLES]
        return [*shown, ("Deck", views.deck(sight))]

    def places(self, sight: Any) -> list[Place]:
        return [Place(name, country_element_id(name), views.country_line(sight, name),
                      tuple(line.strip() for line in views.country_detail(sight, name)))
                for name in sorted(sight.state.countries)]

    def doubt(self, game: Any, ask: Ask, answer: Any, sight: Any) -> str:
        """A card spent on an event that can do nothing now: the player confirms it."""
        number = ask.info.get("card")
        human = sight.viewer
        if ask.purpose != "card.play_as" or answer != "event" or human is None or not isinstance(number, int):
            return ""
        if views.event_has_effect(game, number, human):
            return ""
        return f"{views.card_label(number)}: its event can do nothing now. Spend the card on it anyway?"


LABYRINTH = Labyrinth()

"""Twilight Struggle as botkit knows it: the one registered object (`TWILIGHT_STRUGGLE`).

Everything the framework (the session, the chart Bot runtime, the match runner) and the front ends
need of the game goes through here, as calls into the game's own modules; nothing here holds a rule.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from botkit.definition import ConfigError, GameDefinition, Place, ScenarioInfo, View
from botkit.protocol import Decider
from botkit.saves import SaveCodec
from botkit.vocabulary import Vocabulary

from . import deciding, picture, scenarios, yardsticks
from . import options as game_options
from .bots import DEFAULT_TIERS, QUIET_PURPOSES, TIER_SETS, TwilightBot, chosen_tier, is_yardstick
from .bots.context import BotContext
from .consequences import Consequences
from .game import Game
from .invariants import violations
from .session_hooks import SessionHooks
from .state import SIDES, US, USSR, GameState
from .table import TableDice
from .table import start as start_table
from .turn import run_game
from .vocabulary import build_vocabulary

FORMAT = "botkit-twilight_struggle-save"
# the options a game is created with, by number (`--rules 1,3`): the optional cards, the variants and the
# designers' optional rules (002:1350-1367)
OPTIONAL_RULES = {
    1: "optional cards 104-110",
    2: "Chinese Civil War (rule 12)",
    3: "tournament game (rule 11)",
    4: "realignment ignores DEFCON",
    5: "realignment never costs the roller",
    6: "realignment counts mixed influence",
    7: "space race: may skip the roll",
}
RULE_FLAGS = {1: "optional_cards", 2: "chinese_civil_war", 3: "tournament", 4: "realign_ignores_defcon",
              5: "realign_no_self_loss", 6: "mixed_influence_realign", 7: "space_may_skip_roll"}
SCENARIOS = {"standard": ("Standard game (1945-1989)", "turns 1-10, the standard set-up (3.1-3.4)"),
             "late_war": ("Late War scenario (turns 8-10)", "the Late War set-up; the US needs 20 VP at the end")}


def _build(game_state: GameState, *, seed: int, rng: random.Random, deciders: dict[str, Decider] | None, dice: Any,
           check_invariants: bool) -> Game:
    return Game(game_state, consequences=Consequences(), seed=seed, rng=rng, deciders=deciders, dice=dice,
                check_invariants=check_invariants)


CODEC = SaveCodec(FORMAT, 1, "Twilight Struggle", GameState.to_dict, lambda data, version: GameState.from_dict(data),
                  _build)


class TwilightStruggle(SessionHooks, GameDefinition):
    name = "twilight_struggle"
    title = "Twilight Struggle"
    sides = SIDES
    side_names = {US: "US", USSR: "USSR"}
    default_side = US
    default_tiers: Mapping[str, str] = DEFAULT_TIERS
    tier_sets: Mapping[str, str] = TIER_SETS
    quiet_purposes = QUIET_PURPOSES
    optional_rules = OPTIONAL_RULES
    default_scenario = "standard"

    @property
    def saves(self) -> SaveCodec:
        return CODEC

    def vocabulary(self) -> Vocabulary:
        return build_vocabulary()

    def scenarios(self) -> list[ScenarioInfo]:
        return [ScenarioInfo(key, name, summary, default=key == self.default_scenario)
                for key, (name, summary) in SCENARIOS.items()]

    def options_of(self, config: Any) -> dict[str, Any]:
        """The options of `config`'s game: its optional rules by number, and its own options (the tournament
        bid, 11.1.4: agreed before the game, so given, not asked) - checked by `check`."""
        given = dict(config.options) if isinstance(config.options, dict) else {}
        return {**given, **{RULE_FLAGS[number]: True for number in config.rules}}

    def check(self, config: Any) -> None:
        super().check(config)
        try:
            game_options.check(self.options_of(config), config.scenario)
        except game_options.OptionError as exc:
            raise ConfigError(str(exc)) from None

    def start(self, config: Any, deciders: Mapping[str, Decider], *, check_invariants: bool = False) -> Game:
        return scenarios.start_game(config.scenario, config.seed, dict(deciders), self.options_of(config),
                                    check_invariants=check_invariants)

    def run(self, game: Any, max_turns: int | None = None) -> None:
        run_game(game, max_turns=max_turns)

    # -- the Bots (game/twilight_struggle/bots, flowcharts/twilight_struggle) and the yardsticks ---------
    def make_bot(self, side: str, config: Any) -> Any:
        library, tier = chosen_tier(side, config.tiers.get(side, DEFAULT_TIERS[side]), config.tier_files.get(side),
                                    config.tier_text(side), config.overlay())
        if is_yardstick(tier):
            return yardsticks.make(self, side, library, tier)
        return TwilightBot(self, side, library, tier)

    def memory_scopes(self, game: Any) -> dict[str, Any]:
        """A card play is the turn, phase, action round and phasing side (the headline's two cards: each
        side's own); a phase the turn and phase."""
        state = game.state
        return {"card": (state.turn, state.phase, state.action_round, state.phasing),
                "phase": (state.turn, state.phase), "turn": state.turn, "game": 0}

    def position(self, path: Path) -> tuple[Any, Any, str | None]:
        return deciding.position(path)

    def decide(self, state: Any, config: Any, side: str, card: str, viewer: str | None,
               source: str) -> tuple[dict[str, Any], View]:
        return deciding.decide_card(state, config, side, card, viewer, source)

    def bot_context(self, game: Any, side: str, bot: Any, **fields: Any) -> BotContext:
        ask = fields.get("ask")
        if game.card_play is not None and fields.get("card") == self.current_card(game):
            fields["card"] = game.card_play.card  # the card in play now: Grain Sales' card drawn, not Grain Sales
        if fields.get("card") is None and ask is not None and isinstance(ask.info.get("card"), int):
            fields["card"] = ask.info["card"]  # card.play_as names the card before it is in play
        return BotContext(game, side, bot, **fields)

    # -- table mode (`table`): the cards dealt are placeholders until named; dice read off real dice ----------
    def table_start(self, game: Any, human: str) -> None:
        start_table(game, human)

    def table_dice(self, game: Any, human: str) -> Any:
        return TableDice(game, human)

    def uses_table_dice(self, game: Any) -> bool:
        return isinstance(game.dice, TableDice)

    def invariants(self, game_state: Any) -> list[str]:
        return violations(game_state)

    # -- the picture: `botkit map`, the map command, the browser's board ----------------------------------
    def board_svg(self, state: Any, viewer: str | None, caption: str | None = None) -> str:
        """The same for every `viewer`: nothing on the map is hidden from either side (the hands, which are,
        are not drawn)."""
        return picture.board_svg(state, caption=caption)

    def heading(self, state: Any) -> str:
        return picture.heading(state)

    def country_element(self, name: str) -> str:
        return picture.element_of(name)

    def places(self, sight: Any) -> list[Place]:
        return picture.places(sight.state)


TWILIGHT_STRUGGLE = TwilightStruggle()

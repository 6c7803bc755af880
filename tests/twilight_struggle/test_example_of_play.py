"""The rulebook's extended example of play (002 lines 664-943), replayed card by card and die by die.

Turns 1-3 of a 2009 tournament final: no optional cards, the US wins the bid with 5 extra influence
(002:668). Every card, use, target and die the text gives is scripted; the hands are dealt as the
plays require (`Game.stacked_draws`). After each step the influence, DEFCON, VP and military
operations the text states are asserted; a snapshot of the state is taken each time a card is about
to be chosen (`Game.checkpoint`), so the state after a step is the snapshot before the next one.

What the text does not give and we chose (TS-S7):

* the Olympic Games dice of turn 1 (the USSR "wins"): 4 + 2 against 3;
* the cards each side kept between turns, and so the deal: the USSR keeps Captured Nazi Scientist
  after turn 1 and Nuclear Test Ban after turn 2, the US Nasser after turn 2 (the four cards left in
  the draw pile for turn 3 are then Vietnam Revolts, Blockade, Marshall Plan and Defectors);
* whether an opponent's event came before or after the Ops where the text does not say, and the
  Arab-Israeli War's die (any die fails: -3).

Where the text's numbers differ from the rules we record it (TS-S7): Korean War's turn-1 influence
gives South Korea (3/0), not the "(2/0)" printed at 002:760 (South Korea starts with 1 US influence,
and the Asia scoring of turn 2 nets the USSR 6 VP only if the US controls it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from botkit.dice import ScriptedDice
from botkit.protocol import ScriptedDecider
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.state import US, USSR
from game.twilight_struggle.turn import play_turn

DEAL_TURN_1 = [20, 3, 21, 35, 33, 25, 14, 32, 16, 8, 19, 2, 17, 11, 18, 26]  # USSR, US, USSR, US...
DEAL_TURN_2 = [31, 24, 13, 5, 1, 12, 30, 7, 4, 22, 29, 28, 34, 27, 15]
DEAL_TURN_3 = [103, 23, 9, 10, 30, 27, 7, 2, 1, 20, 21, 13, 17, 32]

SETUP = {
    USSR: [("setup.ussr_influence", [("poland", 4), ("east_germany", 1), ("yugoslavia", 1)])],
    US: [("setup.us_influence", [("west_germany", 2), ("italy", 4), ("france", 1)]),
         ("setup.bid_influence", [("iran", 1), ("france", 2), ("west_germany", 2)])],
}


@dataclass
class Step:
    """One step of the example: what each side answers, and what the text says afterwards."""

    name: str
    ussr: list[Any] = field(default_factory=list)
    us: list[Any] = field(default_factory=list)
    influence: dict[str, tuple[int, int]] = field(default_factory=dict)
    defcon: int | None = None
    vp: int | None = None
    military_ops: dict[str, int] = field(default_factory=dict)
    dice: list[int] = field(default_factory=list)


def card(number: int, use: str) -> list[Any]:
    return [("card.choose", number), ("card.play_as", use)]


def ops(kind: str | None, *answers: Any) -> list[Any]:
    return ([("ops.kind", kind)] if kind else []) + list(answers)


TURN_1 = [
    Step("headline: Olympic Games (USSR), Middle East Scoring (US)",
         ussr=[("headline.card", 20)], us=[("headline.card", 3), ("event.20.boycott", False)], dice=[4, 3],
         vp=2, influence={"iran": (2, 0)}),
    Step("USSR 1: NATO for a coup in Iran", ussr=card(21, "ops") + ops("coup", ("coup.target", "iran")), dice=[6],
         influence={"iran": (0, 4)}, defcon=4, military_ops={USSR: 4}),
    Step("US 1: Formosan Resolution, influence in Malaysia and Colombia",
         us=card(35, "ops") + ops("influence", ("ops.influence", [("malaysia", 1), ("colombia", 1)]))
         , influence={"malaysia": (1, 0), "colombia": (1, 0)}),
    Step("USSR 2: De-Stalinization as the event",
         ussr=card(33, "event") + [("event.33.remove", [("finland", 1), ("yugoslavia", 1), ("iran", 2)]),
                                   ("event.33.place", [("chile", 1), ("venezuela", 1), ("thailand", 1),
                                                       ("malaysia", 1)])],
         influence={"chile": (0, 1), "venezuela": (0, 1), "thailand": (0, 1), "malaysia": (1, 1),
                    "finland": (0, 0), "yugoslavia": (0, 0), "iran": (0, 2)}),
    Step("US 2: Containment for a coup in Thailand", us=card(25, "ops") + ops("coup", ("coup.target", "thailand")),
         dice=[1], influence={"thailand": (0, 1)}, defcon=3, military_ops={US: 3}),
    Step("USSR 3: COMECON, influence",
         ussr=card(14, "ops") + ops("influence", ("ops.influence", [("thailand", 1), ("venezuela", 1),
                                                                  ("afghanistan", 1)])),
         influence={"thailand": (0, 2), "venezuela": (0, 2), "afghanistan": (0, 1)}),
    Step("US 3: UN Intervention with Fidel, a coup in Venezuela",
         us=card(32, "event") + [("event.32.card", 8)] + ops("coup", ("coup.target", "venezuela")), dice=[1],
         influence={"venezuela": (0, 2), "cuba": (0, 0)}, defcon=2, military_ops={US: 5}),
    Step("USSR 4: Warsaw Pact Formed, influence",
         ussr=card(16, "ops") + ops("influence", ("ops.influence", [("brazil", 1), ("argentina", 1),
                                                                  ("indonesia", 1)])),
         influence={"brazil": (0, 1), "argentina": (0, 1), "indonesia": (0, 1)}),
    Step("US 4: Europe Scoring", us=[("card.choose", 2)], vp=7),
    Step("USSR 5: Truman Doctrine, influence; the US event has no target",
         ussr=[("card.choose", 19)] + [("card.event_order", "after")] + ops("influence",
                                                                      ("ops.influence", [("thailand", 1)])),
         influence={"thailand": (0, 3)}),
    Step("US 5: Korean War, influence in South Korea; the war fails on a 1",
         us=card(11, "ops") + [("card.event_order", "before")] + ops("influence",
                                                                     ("ops.influence", [("south_korea", 2)])),
         dice=[1], influence={"south_korea": (3, 0)}, military_ops={USSR: 5}),
    Step("USSR 6: De Gaulle Leads France, influence",
         ussr=card(17, "ops") + ops("influence", ("ops.influence", [("afghanistan", 1), ("pakistan", 2)])),
         influence={"afghanistan": (0, 2), "pakistan": (0, 2)}),
    Step("US 6: CIA Created, influence in Jordan",
         us=card(26, "ops") + ops("influence", ("ops.influence", [("jordan", 1)])),
         influence={"jordan": (1, 0)}),
]

TURN_2 = [
    Step("turn 2 begins: DEFCON 3, no military operations penalty", defcon=3, vp=7,
         military_ops={US: 0, USSR: 0}),
    Step("headline: Red Scare/Purge (USSR), Indo-Pakistani War (US) against Pakistan",
         ussr=[("headline.card", 31)], us=[("headline.card", 24), ("event.24.target", "pakistan")], dice=[5],
         influence={"pakistan": (0, 2)}, military_ops={US: 2}),
    Step("USSR 1: Arab-Israeli War for a coup in Panama",
         ussr=card(13, "ops") + ops("coup", ("coup.target", "panama")), dice=[5],
         influence={"panama": (0, 2)}, defcon=2, military_ops={USSR: 2}),
    Step("US 1: Five Year Plan (2 Ops under Red Scare), Saudi Arabia",
         us=card(5, "ops") + ops("influence", ("ops.influence", [("saudi_arabia", 2)])),
         influence={"saudi_arabia": (2, 0)}),
    Step("USSR 2: Asia Scoring", ussr=[("card.choose", 1)], vp=1),
    Step("US 2: Romanian Abdication (1 Op, not modified), Saudi Arabia",
         us=[("card.choose", 12)] + [("card.event_order", "before")] + ops("influence",
                                                                     ("ops.influence", [("saudi_arabia", 1)])),
         influence={"romania": (0, 3), "saudi_arabia": (3, 0)}),
    Step("USSR 3: Decolonization",
         ussr=card(30, "event") + [("event.30.countries", ["burma", "angola", "nigeria", "algeria"])],
         influence={"burma": (0, 1), "angola": (0, 1), "nigeria": (0, 1), "algeria": (0, 1)}),
    Step("US 3: Socialist Governments (2 Ops) to the space race, a 1", us=card(7, "space"), dice=[1], vp=3),
    Step("USSR 4: Duck and Cover to the space race, a 3", ussr=card(4, "space"), dice=[3], vp=2),
    Step("US 4: Independent Reds (1 Op), South Africa",
         us=card(22, "ops") + ops("influence", ("ops.influence", [("south_africa", 1)])),
         influence={"south_africa": (2, 0)}),
    Step("USSR 5: Captured Nazi Scientist, Lebanon",
         ussr=card(18, "ops") + ops("influence", ("ops.influence", [("lebanon", 1)])),
         influence={"lebanon": (0, 1)}),
    Step("US 5: Suez Crisis (2 Ops), the USSR's event first, then France",
         us=[("card.choose", 28)] + [("card.event_order", "before")] + ops("influence",
                                                                     ("ops.influence", [("france", 2)])),
         ussr=[("event.28.allocation", [("france", 2), ("united_kingdom", 2)])],
         influence={"france": (3, 0), "united_kingdom": (3, 0)}),
    Step("USSR 6: East European Unrest, the US event first, then East Germany and Iraq",
         ussr=[("card.choose", 29)] + [("card.event_order", "before")] + ops("influence", (
             "ops.influence", [("east_germany", 1), ("iraq", 2)])),
         # the only three Eastern European countries with USSR influence: nothing to ask the US
         influence={"romania": (0, 2), "poland": (0, 3), "east_germany": (0, 4), "iraq": (0, 3)}),
    Step("US 6: US/Japan Mutual Defense Pact (3 Ops), France and South Africa",
         us=card(27, "ops") + ops("influence", ("ops.influence", [("france", 2), ("south_africa", 1)])),
         influence={"france": (5, 0), "south_africa": (3, 0)}),
]

TURN_3 = [
    Step("turn 3 begins: DEFCON 3, no penalty, the deck reshuffled", defcon=3, vp=2,
         military_ops={US: 0, USSR: 0}),
    Step("headline: Marshall Plan (US), Decolonization (USSR)",
         us=[("headline.card", 23), ("event.23.countries", ["france", "west_germany", "united_kingdom",
                                                          "spain_portugal", "greece", "turkey", "benelux"])],
         ussr=[("headline.card", 30), ("event.30.countries", ["algeria", "zaire", "south_africa", "malaysia"])],
         influence={"france": (6, 0), "west_germany": (5, 0), "united_kingdom": (4, 0), "spain_portugal": (1, 0),
                    "greece": (1, 0), "turkey": (1, 0), "benelux": (1, 0), "algeria": (0, 2), "zaire": (0, 1),
                    "south_africa": (3, 1), "malaysia": (1, 2)}),
    Step("USSR 1: Defectors for a coup in Saudi Arabia; the US gains 1 VP",
         ussr=card(103, "ops") + [("card.event_order", "after")] + ops("coup", ("coup.target", "saudi_arabia")),
         dice=[5], influence={"saudi_arabia": (2, 0)}, defcon=2, vp=3, military_ops={USSR: 2}),
    Step("US 1: US/Japan Mutual Defense Pact (4 Ops)",
         us=card(27, "ops") + ops("influence", ("ops.influence", [("saudi_arabia", 1), ("egypt", 2),
                                                                 ("greece", 1)])),
         influence={"saudi_arabia": (3, 0), "egypt": (2, 0), "greece": (2, 0)}),
    Step("USSR 2: Vietnam Revolts", ussr=card(9, "event"), influence={"vietnam": (0, 2)}),
    Step("US 2: Europe Scoring", us=[("card.choose", 2)], vp=8),
    Step("USSR 3: Socialist Governments, all in Southeast Asia for Vietnam Revolts' Op",
         ussr=card(7, "ops") + ops("influence", ("ops.area", "southeast_asia"), (
             "ops.influence", [("burma", 1), ("malaysia", 1), ("laos_cambodia", 2)])),
         influence={"burma": (0, 2), "malaysia": (1, 3), "laos_cambodia": (0, 2)}),
    Step("US 3: Olympic Games, Israel", us=card(20, "ops") + ops("influence", ("ops.influence", [("israel", 2)])),
         influence={"israel": (3, 0)}),
    Step("USSR 4: Asia Scoring", ussr=[("card.choose", 1)], vp=2),
    Step("US 4: Arab-Israeli War, Israel and Jordan first; the war cannot succeed",
         us=card(13, "ops") + [("card.event_order", "after")] + ops("influence", (
             "ops.influence", [("israel", 1), ("jordan", 1)])),
         dice=[6], influence={"israel": (4, 0), "jordan": (2, 0)}, military_ops={USSR: 4}),
    Step("USSR 5: NATO, Syria, Brazil and Chile; NATO takes effect",
         ussr=card(21, "ops") + [("card.event_order", "before")] + ops("influence", ("ops.area", "anywhere"), (
             "ops.influence", [("syria", 1), ("brazil", 1), ("chile", 2)])),
         influence={"syria": (0, 2), "brazil": (0, 2), "chile": (0, 3)}),
    Step("US 5: UN Intervention with Blockade, Libya",
         us=card(32, "event") + [("event.32.card", 10)] + ops("influence", ("ops.influence", [("libya", 1)])),
         influence={"libya": (1, 0)}),
    Step("USSR 6: Nuclear Test Ban, Argentina and Costa Rica",
         ussr=card(34, "ops") + ops("influence", ("ops.area", "anywhere"),
                                     ("ops.influence", [("argentina", 1), ("costa_rica", 3)])),
         influence={"argentina": (0, 2), "costa_rica": (0, 3)}),
    Step("US 6: Nasser for a coup in Costa Rica (a 5 fails); then Nasser's event",
         us=[("card.choose", 15)] + [("card.event_order", "after")] + ops("coup", ("coup.target", "costa_rica")),
         dice=[5], influence={"costa_rica": (0, 3), "egypt": (1, 2)}, defcon=2),
]

END_OF_TURN_3 = Step("end of turn 3: the US made 1 of 2 military operations and loses 1 VP", vp=1)


class Recorder:
    """Snapshots of the state each time a card is about to be asked for (`Game.checkpoint`)."""

    def __init__(self) -> None:
        self.snapshots: list[dict[str, Any]] = []

    def __call__(self, game, purpose: str) -> None:
        if purpose in ("card.choose", "headline.card"):
            state = game.state
            self.snapshots.append({"influence": {c: (v[US], v[USSR]) for c, v in state.influence.items()},
                                   "defcon": state.defcon, "vp": state.vp, "military_ops": dict(state.military_ops),
                                   "turn": state.turn})


def check(step: Step, snapshot: dict[str, Any]) -> list[str]:
    problems = []
    for country, pair in step.influence.items():
        if snapshot["influence"][country] != pair:
            problems.append(f"{step.name}: {country} is {snapshot['influence'][country]}, the text says {pair}")
    if step.defcon is not None and snapshot["defcon"] != step.defcon:
        problems.append(f"{step.name}: DEFCON {snapshot['defcon']}, the text says {step.defcon}")
    if step.vp is not None and snapshot["vp"] != step.vp:
        problems.append(f"{step.name}: VP {snapshot['vp']}, the text says {step.vp}")
    for side, value in step.military_ops.items():
        if snapshot["military_ops"][side] != value:
            problems.append(f"{step.name}: {side} military operations {snapshot['military_ops'][side]}, the text "
                            f"says {value}")
    return problems


def script(steps: list[Step]) -> tuple[list[Any], list[Any], list[int]]:
    ussr, us, dice = list(SETUP[USSR]), list(SETUP[US]), []
    for step in steps:
        ussr += step.ussr
        us += step.us
        dice += step.dice
    return ussr, us, dice


@pytest.fixture(scope="module")
def replay():
    steps = TURN_1 + TURN_2 + TURN_3
    ussr, us, dice = script(steps)
    game = start_game("standard", seed=2009, deciders={USSR: ScriptedDecider(ussr), US: ScriptedDecider(us)},
                      options={"bid": {"side": US, "influence": 5}, "tournament": True},
                      dice=ScriptedDice(dice), check_invariants=True, stacked_draws=DEAL_TURN_1)
    recorder = Recorder()
    game.checkpoints.append(recorder)
    setup_state = {c: (v[US], v[USSR]) for c, v in game.state.influence.items()}
    play_turn(game)
    game.stacked_draws = list(DEAL_TURN_2)
    play_turn(game)
    game.stacked_draws = list(DEAL_TURN_3)
    play_turn(game)
    final = {"influence": {c: (v[US], v[USSR]) for c, v in game.state.influence.items()}, "defcon": game.state.defcon,
             "vp": game.state.vp, "military_ops": dict(game.state.military_ops), "turn": game.state.turn}
    return game, setup_state, recorder.snapshots + [final]


def test_the_set_up_and_the_bid(replay):
    _, setup_state, _ = replay
    expected = {"poland": (0, 4), "east_germany": (0, 4), "yugoslavia": (0, 1), "west_germany": (4, 0),
                "italy": (4, 0), "france": (3, 0), "iran": (2, 0)}
    assert {c: setup_state[c] for c in expected} == expected


def test_every_step_of_the_three_turns_matches_the_text(replay):
    game, _, snapshots = replay
    # one snapshot before each turn's headline and before each card, and the final state: the state
    # after a step is the snapshot that follows it; a turn's start is its headline snapshot
    plays = [s for s in TURN_1 + TURN_2 + TURN_3 if not s.name.startswith("turn ")]
    assert len(snapshots) == len(plays) + 1
    problems = []
    for step, snapshot in zip(plays, snapshots[1:], strict=True):
        problems += check(step, snapshot)
    for turn, start in ((2, TURN_2[0]), (3, TURN_3[0])):
        problems += check(start, next(snap for snap in snapshots if snap["turn"] == turn))
    assert problems == []


def test_the_end_of_turn_3(replay):
    game, _, snapshots = replay
    assert game.state.turn == 4 and game.state.vp == END_OF_TURN_3.vp
    penalty = [e for e in game.log_entries if e.kind == "vp" and e.fields.get("why") == "military operations"]
    assert [(e.turn, e.fields["side"], e.fields["amount"]) for e in penalty] == [(3, USSR, 1)]  # 8.2.1, 002:934
    assert game.state.military_ops == {US: 0, USSR: 0}
    assert game.deciders[US].queue == type(game.deciders[US].queue)() and not game.dice.queue
    assert game.state.winner is None


def test_the_cards_end_where_the_rules_put_them(replay):
    game, _, _ = replay
    removed = set(game.state.removed)
    # starred events that happened: De-Stalinization, Truman Doctrine (no effect, still played), Korean War,
    # Romanian Abdication, Suez Crisis, Vietnam Revolts, Marshall Plan, NATO, Nasser
    assert removed == {33, 19, 11, 12, 28, 9, 23, 21, 15}
    assert 10 in game.state.discard and 8 not in removed  # cancelled by UN Intervention: discarded
    assert 21 in game.state.effects and 23 in game.state.effects and 9 not in game.state.effects

"""Truce (239) in the Bots' pools, playability tests and candidate lists (issue 21): neither side
may conduct operations or play event effects in a country under Truce, so no Bot counts such a
country as a place to act - not in an event's instructions, not in the EvO's boxes.

The structure that holds it: every pool of the vocabulary but the two board pools
(`common_vocab.BOARD_POOLS`, which state facts about the whole board) leaves out the countries
under Truce through `board.under_truce`; a chart may read a board pool only where it states such a
fact, each listed below with its reason (a new use fails here until it is read and listed)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import yaml

from botkit.libraries import vocabulary_for
from flowcharts import game_folder
from game.labyrinth import board, events
from game.labyrinth.bots import make_bot
from game.labyrinth.bots.common_vocab import BOARD_POOLS
from game.labyrinth.state import ALLY, FAIR, JIHADIST, NEUTRAL, POOR, US, GameState, PlotMarker
from tests.labyrinth.bots.test_jihadist_events import allowed
from tests.labyrinth.bots.test_jihadist_helpers import bot_game, evo
from tests.labyrinth.helpers import make_game, make_state, setc

TALIBAN_RESURGENT = 195

# Where a chart reads a board pool (countries under Truce included), and why that is right there.
BOARD_FACTS: dict[tuple[str, str], str] = {
    ("jihadist_enh.mjp", "pool"): "EB21: the MJP may lie under Truce (the Bot pays to end it there); its uses test "
                                  "'untruced'",
    ("jihadist_enh.arp", "pool"): "EB11: the ARP, as the MJP; its uses test 'untruced'",
    ("jihadist_enh.event.196.playable", "mjp_camp"): "where the Training Camps marker lies (it follows its card)",
    ("jihadist_enh.event.237.playable", "when"): "Osama bin Ladin counts every Islamist Rule or Civil War country "
                                                 "(a prestige loss, not an effect there)",
    ("jihadist_enh.event.223.playable", "when"): "EJ43: a fact of the board (no country with 2+ Reaction)",
    ("jihadist_enh.event.236.playable", "exporters"): "Oil Price Spike raises every Good exporter's resources",
    ("jihadist_enh.event.236.playable", "c187"): "a card taken for a later turn (the Truce lapses at the end of "
                                                 "this one)",
    ("jihadist_enh.event.236.playable", "c192"): "Quagmire's condition counts any Regime Change country",
    ("jihadist_enh.event.236.playable", "c196"): "where the Training Camps marker lies",
    ("jihadist_enh.event.236.cards", "filters"): "the same three facts, ranking the card taken",
    ("us.event.215.playable", "capital"): "the US plays it while a Caliphate capital is on the map (a condition, "
                                          "not a target)",
}


def pool_name(pool: Any) -> str:
    return pool if isinstance(pool, str) else next(iter(pool))


def pool_uses() -> Iterator[tuple[str, str, str]]:
    """(document id, where, pool) for every table pool and `exists` pool of the shipped charts."""
    def walk(node: Any, doc_id: str, where: str) -> Iterator[tuple[str, str, str]]:
        if isinstance(node, dict):
            exists = node.get("exists")
            if isinstance(exists, dict) and "pool" in exists:
                yield doc_id, where, pool_name(exists["pool"])
            for value in node.values():
                yield from walk(value, doc_id, where)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value, doc_id, where)

    for path in sorted(game_folder("labyrinth").glob("*/*.yaml")):
        for doc in yaml.safe_load_all(path.read_text()):
            if not isinstance(doc, dict) or "id" not in doc:
                continue
            if doc.get("kind") == "priority_table":
                if "pool" in doc:
                    yield doc["id"], "pool", pool_name(doc["pool"])
                yield from walk(doc.get("filters"), doc["id"], "filters")
            for name, node in (doc.get("nodes") or {}).items():
                yield from walk(node, doc["id"], name)


def test_239_a_chart_reads_a_board_pool_only_for_a_listed_fact_of_the_board():
    uses = {(doc, where) for doc, where, pool in pool_uses() if pool in BOARD_POOLS}
    assert uses - set(BOARD_FACTS) == set(), "a board pool where a Bot acts: use an untruced or event pool"
    assert set(BOARD_FACTS) - uses == set(), "a listed board fact no chart reads any more"


def all_under_truce(*, truce: bool) -> GameState:
    """Every Muslim country in reach of every operation and event - Poor or Fair, cells, a cadre,
    troops, militia, markers, a plot, Civil War or Regime Change - and (`truce`) under Truce."""
    state = make_state(funding=5, prestige=5)
    for i, (name, country) in enumerate(sorted(state.countries.items())):
        if not country.muslim:
            continue
        setc(state, name, governance=POOR if i % 2 else FAIR, alignment=ALLY if i % 3 else NEUTRAL,
             sleepers=1, actives=1, troops=2, militia=1, awakening=1, reaction=1, aid=1,
             civil_war=i % 2 == 0, regime_change="tan" if i % 2 else None,
             plots=[PlotMarker("1", face_up=True)], markers=[board.TRUCE] if truce else [])
    return state


def pool_results(state: GameState) -> Iterator[tuple[str, Any, list[Any]]]:
    """(pool, arguments, candidates) for every pool of the vocabulary but the board pools, each
    event's declared candidates included, read by both Bots."""
    vocabulary = vocabulary_for("labyrinth")
    game = make_game(state, bots={US, JIHADIST})
    bots = {US: make_bot(US, "off_guard"), JIHADIST: make_bot(JIHADIST, "muddled")}
    for bot in bots.values():
        bot.attach(game)
    declared = [(number, what) for number in events.registry_numbers()
                for what in events.spec(number).candidates]
    for name in vocabulary.names("pool"):
        if name in BOARD_POOLS:
            continue
        entry = vocabulary.get(name)
        for side, bot in bots.items():
            if name == "event_candidates":
                for number, what in declared:
                    ctx = bot.context(game, card=number, ops=3)
                    yield name, (side, number, what), list(entry.fn(ctx, what=what))
                continue
            args = {p.name: {"ops": 3, "arp": "Iraq", "mjp": "Pakistan"}[p.name] for p in entry.params}
            ctx = bot.context(game, ops=3, target="Iraq")
            yield name, (side, args), list(entry.fn(ctx, **args))


def places(found: list[Any]) -> set[str]:
    """The countries among a pool's candidates (a plot candidate is written "Country#index")."""
    return {str(item).rpartition("#")[0] or str(item) for item in found}


def test_239_no_pool_but_the_board_pools_offers_a_country_under_truce():
    state = all_under_truce(truce=True)
    truced = {n for n, c in state.countries.items() if board.under_truce(c)}
    offered = [(name, args, sorted(places(found) & truced)) for name, args, found in pool_results(state)
               if places(found) & truced]
    assert offered == []


def test_239_without_the_truce_the_same_pools_offer_those_countries():
    state = all_under_truce(truce=False)
    muslim = {n for n, c in state.countries.items() if c.muslim}
    reached = {name for name, _, found in pool_results(state) if places(found) & muslim}
    assert {"untruced_countries", "untruced_muslim_countries", "jihad_candidates", "recruit_candidates",
            "plot_candidates", "event_candidates", "us_disrupt_targets", "us_plots_on_map"} <= reached


# -- the Bots' decisions ------------------------------------------------------------------------------


def taliban_board(*, truce_in_syria: bool) -> GameState:
    """Prestige 1: Taliban Resurgent's boxes take only a Good or Fair target. Syria (Fair, Civil War,
    3 cells) is one; Iraq (Poor Regime Change with troops, 3 cells) is the event's other target."""
    state = make_state(prestige=1, funding=5)
    setc(state, "Syria", governance=FAIR, alignment=NEUTRAL, civil_war=True, sleepers=3,
         markers=[board.TRUCE] if truce_in_syria else [])
    setc(state, "Iraq", governance=POOR, alignment=ALLY, regime_change="tan", troops=2, sleepers=3)
    return state


def test_12_4_1_taliban_resurgent_not_played_when_its_only_box_target_is_under_truce():
    game, bot = bot_game(taliban_board(truce_in_syria=True))
    assert allowed(game, bot, TALIBAN_RESURGENT) is False
    assert evo(game, bot, TALIBAN_RESURGENT) != "event"


def test_12_4_1_taliban_resurgent_played_when_its_box_target_is_free():
    game, bot = bot_game(taliban_board(truce_in_syria=False))
    assert allowed(game, bot, TALIBAN_RESURGENT) is True
    assert evo(game, bot, TALIBAN_RESURGENT) == "event"


def active_cell_with_troops(*, truce_in_iraq: bool) -> GameState:
    """Funding Moderate, Prestige 5: the EvO's "Prestige > 1 and an active cell with troops?" box (E8)
    looks at Iraq's active cell; a sleeper in Russia lets the Bot Recruit or Plot elsewhere."""
    state = make_state(funding=5, prestige=5)
    setc(state, "Iraq", governance=POOR, alignment=ALLY, troops=2, actives=1,
         markers=[board.TRUCE] if truce_in_iraq else [])
    setc(state, "Russia", sleepers=1)
    return state


@pytest.mark.parametrize(("truce", "use"), [(True, "recruit"), (False, "plot")])
def test_12_4_1_evo_plots_for_an_active_cell_with_troops_only_outside_a_truce(truce, use):
    game, bot = bot_game(active_cell_with_troops(truce_in_iraq=truce))
    assert evo(game, bot, 149) == use  # UN Nation Building: a US card, 2 Ops

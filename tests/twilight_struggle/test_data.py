"""Twilight Struggle's facts: the data files against the rulebook, the seeds and each other.

The seed cross-check is the heart of it: every fact in data/seed_facts.yaml (what the
rulebooks state, with the line) is compared with the data, every claim in
data/source_disagreements.yaml (what a public source says differently) is checked to really
differ, and every disagreement must name a decision that docs/twilight_struggle/rules-decisions.md
settles. An unlisted disagreement, or a decision left over after the data changed, fails.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import networkx as nx
import pytest

from game.twilight_struggle.facts import DATA, Facts, FactsError, MapFacts, SeedFact, facts, load_facts

ROOT = Path(__file__).resolve().parents[2]
DECISIONS = ROOT / "docs" / "twilight_struggle" / "rules-decisions.md"

# What the printed map shows (regions and their battlegrounds, rule 2.1.4); DeepStruggle's region
# lists and twilightstrategy's region pages give the same numbers.
COUNTRIES_PER_REGION = {"europe": 21, "middle_east": 10, "asia": 15, "africa": 18, "central_america": 10,
                        "south_america": 10}
BATTLEGROUNDS_PER_REGION = {"europe": 5, "middle_east": 6, "asia": 6, "africa": 5, "central_america": 3,
                            "south_america": 4}
SCORING_CARDS = {1: "asia", 2: "europe", 3: "middle_east", 37: "central_america", 38: "southeast_asia",
                 79: "africa", 81: "south_america"}


@pytest.fixture(scope="module")
def data() -> Facts:
    return facts()


def decision_ids() -> set[str]:
    """The ids in the first column of rules-decisions.md's tables."""
    return set(re.findall(r"^\| (TS-[A-Z]+\d+) \|", DECISIONS.read_text(encoding="utf-8"), re.MULTILINE))


# ------------------------------------------------------------------------------------ map


def test_there_are_84_countries_in_the_six_regions(data: Facts) -> None:
    assert len(data.map.countries) == 84
    counts = Counter(country.region for country in data.map.countries.values())
    assert dict(counts) == COUNTRIES_PER_REGION
    for region in data.map.regions.values():
        assert counts[region.id] == region.countries, region.id


def test_battlegrounds_per_region_match_the_map(data: Facts) -> None:
    counts = Counter(c.region for c in data.map.countries.values() if c.battleground)
    assert dict(counts) == BATTLEGROUNDS_PER_REGION
    assert sum(counts.values()) == 29
    for region in data.map.regions.values():
        assert counts[region.id] == region.battlegrounds, region.id


def test_subregions_hold_the_declared_countries(data: Facts) -> None:
    for sub in data.map.subregions.values():
        members = data.map.in_area(sub.id)
        assert len(members) == sub.countries, sub.id
        assert all(country.region == sub.region for country in members)
    # 2.1.1: Austria and Finland belong to both halves of Europe, and only they do
    both = {c.id for c in data.map.in_area("western_europe")} & {c.id for c in data.map.in_area("eastern_europe")}
    assert both == {"austria", "finland"}
    europe = {c.id for c in data.map.in_area("europe")}
    assert europe == {c.id for c in data.map.in_area("western_europe")} | {c.id for c in data.map.in_area("eastern_europe")}
    # Southeast Asia has exactly one battleground (Thailand)
    assert [c.id for c in data.map.in_area("southeast_asia") if c.battleground] == ["thailand"]


def test_adjacency_is_symmetric(data: Facts) -> None:
    spaces = {**{k: v.adjacent for k, v in data.map.countries.items()},
              **{k: v.adjacent for k, v in data.map.superpowers.items()}}
    one_sided = [(a, b) for a, links in spaces.items() for b in links if a not in spaces[b]]
    assert one_sided == []


def test_superpower_spaces(data: Facts) -> None:
    assert set(data.map.superpowers["usa"].adjacent) == {"canada", "mexico", "cuba", "japan"}
    assert set(data.map.superpowers["ussr"].adjacent) == {"finland", "poland", "romania", "afghanistan",
                                                           "north_korea"}
    assert not set(data.map.superpowers["usa"].adjacent) & set(data.map.superpowers["ussr"].adjacent)


def test_the_map_is_one_connected_graph(data: Facts) -> None:
    graph = nx.Graph()
    for country in data.map.countries.values():
        graph.add_edges_from((country.id, other) for other in country.adjacent)
    assert nx.is_connected(graph)
    assert set(data.map.countries) <= set(graph.nodes)


def test_standard_setup_influence_adds_up_to_the_rulebook_totals(data: Facts) -> None:
    # 3.2-3.3: printed influence plus the free placement make 15 (USSR) and 25 (US)
    for side in ("us", "ussr"):
        printed = sum(c.start.get(side, 0) for c in data.map.countries.values())
        assert printed + data.map.free_placement[side].count == data.setups.standard.influence_total[side]
    assert data.map.free_placement["ussr"].anywhere_in == "eastern_europe"
    assert data.map.free_placement["us"].anywhere_in == "western_europe"


# ---------------------------------------------------------------------------------- cards


def test_card_counts_per_period(data: Facts) -> None:
    assert sorted(data.cards) == list(range(1, 111))
    standard = Counter(card.period for card in data.cards.values() if not card.optional)
    optional = Counter(card.period for card in data.cards.values() if card.optional)
    assert dict(standard) == {"early": 36, "mid": 46, "late": 21}
    assert dict(optional) == {"early": 3, "mid": 2, "late": 2}
    # 104-110 are the optional cards; #103 Defectors is a standard Early War card
    assert {n for n, card in data.cards.items() if card.optional} == set(range(104, 111))
    assert data.cards[103].period == "early" and not data.cards[103].optional
    # The China Card is the one card never dealt (3.1, 9.1)
    assert [n for n, card in data.cards.items() if not card.in_deck] == [6]
    assert len(data.deck("early")) == 35 and len(data.deck("early", optional=True)) == 38


def test_every_scoring_card_is_there_once(data: Facts) -> None:
    scoring = {n: card.scoring.region for n, card in data.cards.items() if card.scoring}
    assert scoring == SCORING_CARDS
    assert set(scoring.values()) == set(data.map.regions) | {"southeast_asia"}
    assert all(data.cards[n].ops == 0 and data.cards[n].side == "neutral" for n in scoring)
    # 7.2: Southeast Asia Scoring is the only scoring card removed after play
    assert [n for n in scoring if data.cards[n].remove] == [38]
    sea = data.cards[38].scoring.per_country
    assert set(sea) == {c.id for c in data.map.in_area("southeast_asia")}
    assert sea["thailand"] == 2 and sum(sea.values()) == 8
    for n in set(scoring) - {38}:
        values = data.cards[n].scoring
        control = 99 if values.control == "auto_win" else values.control
        assert values.presence < values.domination < control, n


def test_war_cards_record_their_ops_as_military_operations(data: Facts) -> None:
    wars = {n: card.war for n, card in data.cards.items() if card.war}
    assert set(wars) == {11, 13, 24, 36, 102}
    # 8.2.3 (002) takes the number from the event; 001 says the card's Ops: the same numbers
    assert all(war.military_ops == data.cards[n].ops for n, war in wars.items())


def test_card_references_point_at_real_cards(data: Facts) -> None:
    assert set(data.cards[21].requires_any) == {16, 23}
    assert data.cards[101].requires_any == (68,)
    for card in data.cards.values():
        for other in card.cancelled_by + card.requires_any:
            assert other in data.cards and other != card.number
        # a card whose effect outlives it is not discarded by its own rule: permanent and
        # prerequisite events are all starred, Shuttle Diplomacy aside
        if card.lasting == "permanent":
            assert card.remove, card.number


def test_the_spanish_only_card_stays_out_of_the_decks(data: Facts) -> None:
    extra = data.extra_cards["nato_referendum"]
    assert extra.edition == "spanish" and extra.optional and extra.requires_any == (21,)
    assert all(card.name != extra.name for card in data.cards.values())


# ------------------------------------------------------------------ space race and turns


def test_space_race_track(data: Facts) -> None:
    boxes = data.space_race.boxes
    assert [b.box for b in boxes] == list(range(1, 9))
    assert [b.ops for b in boxes] == sorted(b.ops for b in boxes)  # never cheaper further up
    assert {b.box: b.ability for b in boxes if b.ability} == {
        2: "two_attempts_per_turn", 4: "opponent_headlines_first", 6: "may_discard_held_card",
        8: "eight_action_rounds"}
    assert all(b.vp_first >= b.vp_second for b in boxes)


def test_turn_structure(data: Facts) -> None:
    turns = data.turns
    assert turns.turns == 10
    for period in turns.periods.values():
        assert period.enters_turn == period.first_turn
    assert turns.period_of(3).id == "early" and turns.period_of(4).id == "mid" and turns.period_of(8).id == "late"
    assert turns.defcon_range == (1, 5) and turns.vp_range == (-20, 20)
    assert turns.defcon_restrictions[2] == ("europe", "asia", "middle_east")
    # 8.2.1: the requirement is the DEFCON level, so the track must reach the highest level
    assert turns.military_ops_required == "defcon" and turns.military_ops_track[1] >= turns.defcon_range[1]


# ---------------------------------------------------------------------------- set-ups


def controller(board: MapFacts, country: str, influence: dict[str, int]) -> str | None:
    """Rule 2.1.7: at least the stability, and ahead of the other side by at least the stability."""
    stability = board.countries[country].stability
    for side, other in (("us", "ussr"), ("ussr", "us")):
        if influence[side] >= stability and influence[side] - influence[other] >= stability:
            return side
    return None


def dominates(board: MapFacts, region: str, side: str, controlled: dict[str, str | None]) -> bool:
    """Rule 10.1.1: more countries and more battlegrounds, with at least one of each kind."""
    other = "ussr" if side == "us" else "us"
    members = [c for c in board.in_area(region)]

    def count(who: str, battleground: bool | None = None) -> int:
        return sum(1 for c in members if controlled.get(c.id) == who
                   and (battleground is None or c.battleground == battleground))

    return (count(side) > count(other) and count(side, True) > count(other, True)
            and count(side, True) >= 1 and count(side, False) >= 1)


def test_late_war_position_is_what_the_scenario_says(data: Facts) -> None:
    late = data.setups.late_war
    influence = late.influence(data.map)
    controlled = {country: controller(data.map, country, pair) for country, pair in influence.items()}
    for country in late.us_controls:
        assert controlled[country] == "us", country
    for country in late.ussr_controls:
        assert controlled[country] == "ussr", country
    for country in set(late.influence_given) - set(late.us_controls) - set(late.ussr_controls):
        assert controlled[country] is None, country
    for region in late.us_dominates:
        assert dominates(data.map, region, "us", controlled), region
    # the scenario's USSR Middle East domination does not follow from its own lists (2 battlegrounds
    # each): that is seed conflict late-war-middle-east-domination, settled in rules-decisions
    assert not dominates(data.map, "middle_east", "ussr", controlled)
    assert any(c.id == "late-war-middle-east-domination" for c in data.seed_conflicts)
    # the four starred cards the scenario keeps are starred Early or Mid War cards
    for number in late.kept_despite_star:
        assert data.cards[number].remove and data.cards[number].period in ("early", "mid"), number
    assert set(late.events_in_effect) <= {n for n, c in data.cards.items() if c.lasting == "permanent"}


def test_chinese_civil_war_names_the_right_cards(data: Facts) -> None:
    ccw = data.setups.chinese_civil_war
    assert {data.cards[n].name for n in ccw.no_event_until_control["ussr"]} == {"Red Scare/Purge",
                                                                                "Cultural Revolution"}
    assert [data.cards[n].name for n in ccw.no_event_until_control["us"]] == ["Formosan Resolution"]
    assert {data.cards[n].name for n in ccw.us_counts_as_holding_china_card_for} == {
        "Ussuri River Skirmish", "Nixon Plays the China Card"}
    assert ccw.box_adjacent == ("ussr",) and ccw.box_region == "asia"


# ------------------------------------------------------------ the cross-check with the seeds


def _card_fact(data: Facts, values: dict[str, Any]) -> list[str]:
    card = data.cards[values["card"]]
    wrong = []
    if "shown" in values and values["shown"] - values.get("modifier", 0) != card.ops:
        wrong.append(f"ops {values['shown']} shown with modifier {values['modifier']}, data {card.ops}")
    for key in ("ops", "side", "remove", "optional", "period", "lasting"):
        if key in values and values[key] != getattr(card, key):
            wrong.append(f"{key}: seed {values[key]!r}, data {getattr(card, key)!r}")
    if "cancelled_by" in values and values["cancelled_by"] not in card.cancelled_by:
        wrong.append(f"cancelled_by {values['cancelled_by']} missing")
    return wrong


def _game_value(data: Facts, name: str) -> Any:
    periods, late = data.turns.periods, data.setups.late_war
    return {
        "deck_size": len(data.cards), "turns": data.turns.turns,
        "hand_size_early": periods["early"].hand_size, "hand_size_mid_late": periods["mid"].hand_size,
        "action_rounds_early": periods["early"].action_rounds, "action_rounds_mid_late": periods["mid"].action_rounds,
        "mid_war_enters": periods["mid"].enters_turn, "late_war_enters": periods["late"].enters_turn,
        "defcon_start": data.turns.defcon_start, "vp_limit": data.turns.automatic_victory,
        "influence_total_ussr": data.setups.standard.influence_total["ussr"],
        "influence_total_us": data.setups.standard.influence_total["us"],
        "late_war_turn": late.turn, "late_war_defcon": late.defcon, "late_war_vp": late.vp,
        "late_war_space_ussr": late.space_race["ussr"], "late_war_space_us": late.space_race["us"],
        "ccw_influence_to_control": data.setups.chinese_civil_war.influence_to_control,
    }[name]


def _space_fact(data: Facts, values: dict[str, Any]) -> list[str]:
    if "boxes_with_vp" in values:
        count = sum(1 for b in data.space_race.boxes if b.vp_first)
        return [] if count == values["boxes_with_vp"] else [f"{count} boxes with VP"]
    box = data.space_race.boxes[values["box"] - 1]
    checks = {"vp_first": box.vp_first == values.get("vp_first"), "vp_second": box.vp_second == values.get("vp_second"),
              "roll_succeeds": box.roll >= values.get("roll_succeeds", 0),
              "ops_more_than": box.ops > values.get("ops_more_than", 0), "ability": box.ability == values.get("ability")}
    return [f"box {box.box} {key}" for key in values if key != "box" and not checks[key]]


def _scoring_fact(data: Facts, values: dict[str, Any]) -> list[str]:
    scoring = data.cards[values["card"]].scoring
    return [f"{key}: seed {values[key]!r}, data {getattr(scoring, key)!r}"
            for key in ("presence", "domination", "control") if key in values and values[key] != getattr(scoring, key)]


COMPARE: dict[str, Callable[[Facts, dict[str, Any]], list[str]]] = {
    "cards": _card_fact,
    "early_war_cards_in_example": lambda d, v: [f"{n} is not a standard Early War card" for n in v["cards"]
                                                if d.cards[n].period != "early" or d.cards[n].optional],
    "war_cards": lambda d, v: [] if set(v["cards"]) == {n for n, c in d.cards.items() if c.war} else ["war cards"],
    "war_rolls": lambda d, v: [] if d.cards[v["card"]].war.win_from + v["enemy_neighbours"] == v["needed"]
    else ["roll needed"],
    "countries": lambda d, v: [f"{k}: seed {v[k]!r}, data {getattr(d.map.countries[v['country']], k)!r}"
                               for k in ("stability", "battleground")
                               if k in v and v[k] != getattr(d.map.countries[v["country"]], k)],
    "adjacency": lambda d, v: [] if d.map.adjacent(*v["between"]) == v["adjacent"] else [f"{v['between']}"],
    "regions": lambda d, v: [c for c in v["contains"] if not d.map.countries[c].in_area(v["region"])],
    "scoring": _scoring_fact,
    "space_race": _space_fact,
    "game": lambda d, v: [] if _game_value(d, v["fact"]) == v["value"]
    else [f"{v['fact']}: seed {v['value']!r}, data {_game_value(d, v['fact'])!r}"],
}


def _check(data: Facts, fact: SeedFact) -> list[str]:
    assert fact.group in COMPARE, f"{fact.where}: no comparison for seed facts of kind {fact.group!r}"
    return COMPARE[fact.group](data, dict(fact.values))


def test_seed_facts_agree_with_the_data_or_are_settled(data: Facts) -> None:
    known = decision_ids()
    problems = []
    for fact in data.seed_facts:
        wrong = _check(data, fact)
        if wrong and fact.decision not in known:
            problems.append(f"{fact.where}: {fact.at} disagrees ({'; '.join(wrong)}) with no decision in "
                            f"rules-decisions.md")
        if not wrong and fact.decision:
            problems.append(f"{fact.where}: {fact.at} agrees now; its decision {fact.decision} is stale")
    assert problems == []


def test_cards_cite_the_seed_lines_that_confirm_them(data: Facts) -> None:
    # provenance lives on the card too: a seed line that confirms a card is in its sources,
    # and one that contradicts it (a settled disagreement) is not
    for fact in data.seed_facts:
        if fact.group == "cards":
            cited = fact.at in data.cards[fact.values["card"]].sources
            assert cited != bool(fact.decision), (fact.where, fact.at)


def test_the_seed_cross_check_catches_a_wrong_number(data: Facts) -> None:
    # the comparison itself must be able to fail: Korean War with 3 Ops is caught
    fact = SeedFact("cards", {"card": 11, "ops": 3}, "seed002:754", None, "test")
    assert _check(data, fact) == ["ops: seed 3, data 2"]
    assert _check(data, SeedFact("adjacency", {"between": ["panama", "nicaragua"], "adjacent": True},
                                 "seed002:298", None, "test"))


def test_source_disagreements_are_real_and_settled(data: Facts) -> None:
    known = decision_ids()
    problems = []
    for claim in data.claims:
        kind, _, subject = claim.subject.partition(":")
        if kind == "card":
            ours = getattr(data.cards[int(subject)], claim.field)
        elif kind == "country":
            ours = getattr(data.map.countries[subject], claim.field)
        else:  # a link one source lists on one end only: ours lists it on both
            a, b = subject.split(",")
            ours = "both" if data.map.adjacent(a, b) and data.map.adjacent(b, a) else "one"
        if ours == claim.value:
            problems.append(f"{claim.where}: {claim.source} agrees with the data on {claim.subject} {claim.field}")
        if claim.decision not in known:
            problems.append(f"{claim.where}: decision {claim.decision} is not in rules-decisions.md")
    assert problems == []


def test_seed_conflicts_are_settled(data: Facts) -> None:
    known = decision_ids()
    assert [c.id for c in data.seed_conflicts if c.decision not in known] == []
    assert all(len(c.readings) >= 2 for c in data.seed_conflicts)


def test_every_decision_in_the_doc_is_used(data: Facts) -> None:
    used = ({f.decision for f in data.seed_facts if f.decision} | {c.decision for c in data.claims}
            | {c.decision for c in data.seed_conflicts})
    doc = DECISIONS.read_text(encoding="utf-8")
    # decisions with no data row explain a reading (the `lasting` ids, the Deluxe card set):
    # they say so with the words "no data row"
    unused = [d for d in decision_ids() - used
              if not re.search(rf"^\| {d} \|.*no data row", doc, re.MULTILINE | re.IGNORECASE)]
    assert unused == []


def test_the_seed_files_hold_the_cited_lines(data: Facts) -> None:
    # shared/ sits beside the clone (CI) or two levels up (a developer's work tree)
    seeds = next((p / "shared" / "seeds" for p in (ROOT.parent, ROOT.parent.parent) if (p / "shared" / "seeds").is_dir()),
                 None)
    if seeds is None:
        pytest.skip("shared/seeds is not beside the work tree")
    lengths = {seed: len((seeds / name).read_text(encoding="utf-8").splitlines())
               for seed, name in data.seeds.items()}
    refs = [f.at for f in data.seed_facts] + [r for c in data.seed_conflicts for r in c.readings]
    for ref in refs:
        seed, _, lines = ref.partition(":")
        assert int(lines.split("-")[-1]) <= lengths[seed], ref


# ------------------------------------------------------------------------------- the loader


@pytest.fixture()
def copy(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_one_sided_link_is_reported_with_file_and_line(copy: Path) -> None:
    edit(copy / "map.yaml", "adjacent: [haiti]}", "adjacent: [haiti, cuba]}")
    with pytest.raises(FactsError) as caught:
        load_facts(copy)
    line = next(n for n, text in enumerate((copy / "map.yaml").read_text().splitlines(), 1)
                if "dominican_republic: {" in text)
    assert any(p.startswith(f"{copy / 'map.yaml'}:") and "dominican_republic lists cuba" in p
               for p in caught.value.problems), caught.value.problems
    assert any(f"map.yaml:{line}:" in p or f"map.yaml:{line + 1}:" in p for p in caught.value.problems)


def test_every_problem_is_reported_at_once(copy: Path) -> None:
    edit(copy / "cards.yaml", "    name: Fidel\n    ops: 2\n", "    name: Fidel\n    opps: 2\n")
    edit(copy / "cards.yaml", "side: ussr\n    period: late", "side: soviet\n    period: late")
    edit(copy / "map.yaml", "stability: 5,", "stability: 7,")
    edit(copy / "cards.yaml", "sources: [deepstruggle, glowsplint, herbix, twistrug,", "sources: [wikipedia,")
    with pytest.raises(FactsError) as caught:
        load_facts(copy)
    text = str(caught.value)
    assert "card 8: unknown field 'opps'" in text and "card 8: missing field 'ops'" in text
    assert "side must be one of us, ussr, neutral, not 'soviet'" in text
    assert "stability must be a whole number from 1 to 5, not 7" in text
    assert "unknown source 'wikipedia'" in text
    assert all(re.match(r"^.+\.yaml:\d+: ", p) for p in caught.value.problems)


def test_a_broken_yaml_file_names_its_line(copy: Path) -> None:
    (copy / "turns.yaml").write_text("version: 1\nturns: [10\n", encoding="utf-8")
    with pytest.raises(FactsError) as caught:
        load_facts(copy)
    assert any("turns.yaml:" in p and "not valid YAML" in p for p in caught.value.problems)

"""The board as a picture: the SVG read back with xml.etree, checked against the state it draws."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import pytest

from game.labyrinth import board, facts
from game.labyrinth.matches import bot_game
from game.labyrinth.picture import board_svg, country_element_id, map_layout, svg_to_png
from game.labyrinth.picture.layout import Place, problems
from game.labyrinth.scenarios import scenario_ids, start_game
from game.labyrinth.state import ISLAMIST_RULE, POOR, GameState, PlotMarker

from .helpers import make_state, muslim, setc

NS = {"svg": "http://www.w3.org/2000/svg"}
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PIECE_FIELDS = {"troop": "troops", "militia": "militia", "active": "actives", "sleeper": "sleepers", "cadre": "cadre"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def country_groups(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-country"): g for g in root.iter(f"{{{NS['svg']}}}g") if "country" in classes(g)}


def count_class(element: ET.Element, *wanted: str) -> int:
    return sum(1 for e in element.iter() if set(wanted) <= classes(e))


def all_text(element: ET.Element) -> str:
    """Every text and attribute value under `element`, to prove something is NOT in the picture."""
    bits = []
    for e in element.iter():
        bits.extend(e.attrib.values())
        bits.append(e.text or "")
    return " ".join(bits)


@pytest.fixture(scope="module")
def mid_game() -> GameState:
    """A Bot-vs-Bot game after ten turns (cells, troops, militia, markers, Caliphate spread over the map)."""
    _, game = bot_game("awakening", 5, {"us": "off_guard", "jihadist": "potent"}, max_turns=10)
    return game.state


def assert_pieces_match(state: GameState, root: ET.Element) -> None:
    groups = country_groups(root)
    for name, country in state.countries.items():
        group = groups[name]
        for kind, field in PIECE_FIELDS.items():
            assert count_class(group, "piece", kind) == getattr(country, field), (name, kind)
        assert count_class(group, "plot") == len(country.plots), name
        assert int(group.get("data-troops")) == country.troops
        assert int(group.get("data-active-cells")) == country.actives
        assert int(group.get("data-sleeper-cells")) == country.sleepers


# -- the layout (data/map_layout.yaml) ----------------------------------------------------------


def test_every_country_has_a_place_and_no_two_boxes_overlap():
    layout = map_layout()
    assert problems(layout) == []
    assert set(layout.places) == set(facts.countries())


def test_layout_check_finds_an_overlap_and_a_missing_country():
    layout = map_layout()
    places = dict(layout.places)
    iraq = places["Iraq"]
    places["Iran"] = Place("Iran", iraq.x + 10, iraq.y + 10, 50, 50, "Iran")
    del places["Yemen"]
    broken = dataclasses.replace(layout, places=places)
    found = problems(broken)
    assert "Yemen has no place on the map" in found
    assert "Iraq overlaps Iran" in found or "Iran overlaps Iraq" in found


def test_layout_check_wants_a_line_for_every_schengen_link():
    layout = map_layout()
    links = dict(layout.schengen_links)
    del links["Turkey"]
    links["Iraq"] = ((700.0, 100.0),)
    found = problems(dataclasses.replace(layout, schengen_links=links))
    assert "Turkey has a Schengen link but no line drawn for it" in found
    assert "Iraq has a Schengen line but no Schengen link" in found


# -- one element per country, pieces counted -----------------------------------------------------


@pytest.mark.parametrize("scenario", scenario_ids())
def test_every_scenario_set_up_draws_one_group_per_country_with_its_pieces(scenario):
    state = start_game(scenario, seed=3).state
    root = parse(board_svg(state))
    groups = country_groups(root)
    assert set(groups) == set(state.countries)
    for name, group in groups.items():
        assert group.get("id") == country_element_id(name)
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert len(ids) == len(set(ids)), "ids are unique"
    assert_pieces_match(state, root)


def test_a_bot_vs_bot_game_at_turn_ten_draws_every_piece(mid_game):
    root = parse(board_svg(mid_game))
    assert_pieces_match(mid_game, root)
    groups = country_groups(root)
    assert sum(count_class(g, "piece", "troop") for g in groups.values()) == board.troop_cubes_on_map(mid_game)
    assert sum(count_class(g, "piece", "active") + count_class(g, "piece", "sleeper")
               for g in groups.values()) == board.cells_on_map(mid_game)
    for name, country in mid_game.countries.items():
        group = groups[name]
        if country.muslim:
            assert group.get("data-governance") == {0: "untested", 1: "good", 2: "fair", 3: "poor",
                                                    4: "islamist-rule"}[country.governance]
            assert group.get("data-alignment") == (country.alignment or "none")


def test_country_ids_are_plain_words():
    assert country_element_id("Gulf States") == "country-Gulf_States"
    assert country_element_id("Algeria/Tunisia") == "country-Algeria_Tunisia"


def test_fifteen_troops_are_fifteen_elements_and_a_count():
    state = muslim(make_state(), "Iraq", troops=15, militia=4, actives=3, sleepers=2, cadre=1)
    group = country_groups(parse(board_svg(state)))["Iraq"]
    assert [count_class(group, "piece", k) for k in PIECE_FIELDS] == [15, 4, 3, 2, 1]
    stack = next(e for e in group.iter() if {"stack", "troop"} <= classes(e))
    assert stack.get("data-count") == "15"
    assert "15" in [e.text for e in stack.iter()]


# -- governance, alignment, posture: told in words, not by colour alone --------------------------


def test_governance_alignment_and_posture_are_written_in_each_box():
    state = make_state(us_posture="hard")
    muslim(state, "Egypt", governance=POOR, alignment="adversary")
    muslim(state, "Libya", governance=ISLAMIST_RULE, alignment="adversary")
    setc(state, "France", posture="soft")
    groups = country_groups(parse(board_svg(state)))
    texts = {name: [e.text for e in g.iter() if e.text] for name, g in groups.items()}
    assert "Poor" in texts["Egypt"] and "Adversary" in texts["Egypt"]
    assert "Islamist Rule" in texts["Libya"]
    assert "Untested" in texts["Jordan"]
    assert "Soft" in texts["France"] and "Untested" in texts["Spain"]
    assert "US Hard" in texts["United States"] and "Hard" in texts["Israel"]
    assert "governance-untested" in classes(groups["Jordan"])
    band = next(e for e in groups["Jordan"].iter() if "band" in classes(e))
    assert band.get("fill") == "url(#untested)"  # untested is hatched, not only a colour
    assert groups["France"].get("data-posture") == "soft"
    assert groups["Spain"].get("data-posture") == "untested"
    assert groups["Iran"].get("data-posture") == "none"  # Iran's tile never takes a posture (11.3.3)


def test_markers_are_drawn_with_their_kind():
    state = make_state()
    muslim(state, "Syria", civil_war=True, actives=2, aid=1, awakening=2, reaction=1)
    muslim(state, "Iraq", regime_change="tan", besieged=True, markers=["Advisors", "Advisors", "NATO"])
    state.caliphate_capital = "Syria"
    groups = country_groups(parse(board_svg(state)))
    syria, iraq = groups["Syria"], groups["Iraq"]
    for kind in ("civil-war", "caliphate-capital", "aid", "awakening", "reaction"):
        assert count_class(syria, "marker", kind) == 1, kind
    assert syria.get("data-caliphate") == "capital"
    for kind in ("regime-change-tan", "besieged", "event"):
        assert count_class(iraq, "marker", kind) >= 1, kind
    assert "Advisors x2" in all_text(iraq)
    assert iraq.get("data-caliphate") == "member"  # Regime Change, adjacent to the capital (11.3.8.1)


def test_a_crowded_country_keeps_its_markers_inside_its_box():
    state = make_state()
    muslim(state, "Iraq", troops=6, militia=3, actives=4, sleepers=3, cadre=1, civil_war=True, aid=2,
           besieged=True, regime_change="green", awakening=3, reaction=2,
           markers=["Advisors", "NATO", "Training Camps", "UNSCR 1973"],
           plots=[PlotMarker("1"), PlotMarker("2"), PlotMarker("3")])
    place = map_layout().places["Iraq"]
    group = country_groups(parse(board_svg(state)))["Iraq"]
    for rect in group.iter(f"{{{NS['svg']}}}rect"):
        y, h = float(rect.get("y")), float(rect.get("height"))
        assert place.y <= y and y + h <= place.y + place.height + 0.01
    assert count_class(group, "plot") == 3


# -- plots face down ----------------------------------------------------------------------------


def plotted_state() -> GameState:
    state = make_state()
    muslim(state, "Iraq", actives=1, plots=[PlotMarker("3"), PlotMarker("2", face_up=True)])
    state.plots_available = ["1", "WMD"]
    state.plots_resolved = ["2"]
    return state


def test_4_8_1_face_down_plots_are_drawn_face_down_for_the_us_player():
    root = parse(board_svg(plotted_state(), hide_plots=True))
    iraq = country_groups(root)["Iraq"]
    down = [e for e in iraq.iter() if {"plot", "face-down"} <= classes(e)]
    up = [e for e in iraq.iter() if {"plot", "face-up"} <= classes(e)]
    assert len(down) == 1 and len(up) == 1
    assert down[0].get("data-kind") is None and [e.text for e in down[0].iter() if (e.text or "").strip()] == ["?"]
    assert up[0].get("data-kind") == "2"
    assert iraq.get("data-plot-kinds") is None
    assert "plot 3" not in all_text(iraq) and "a face-down plot" in all_text(iraq)
    available = next(e for e in root.iter() if e.get("id") == "plots")
    assert [e.get("data-kind") for e in available.iter() if {"plot", "available"} <= classes(e)] == [None, None]
    assert [e.get("data-kind") for e in available.iter() if {"plot", "resolved"} <= classes(e)] == ["2"]


def test_13_3_3_every_plot_is_shown_when_nothing_is_hidden():
    root = parse(board_svg(plotted_state(), hide_plots=False))
    iraq = country_groups(root)["Iraq"]
    assert sorted(e.get("data-kind") for e in iraq.iter() if "plot" in classes(e)) == ["2", "3"]
    assert iraq.get("data-plot-kinds") == "3 2"
    available = next(e for e in root.iter() if e.get("id") == "plots")
    assert [e.get("data-kind") for e in available.iter() if {"plot", "available"} <= classes(e)] == ["1", "WMD"]


# -- links and tracks ------------------------------------------------------------------------------


def test_printed_links_are_lines_and_schengen_links_are_drawn_apart():
    root = parse(board_svg(make_state()))
    links = [e for e in root.iter() if "link" in classes(e)]
    plain = {frozenset(e.get("data-between").split("|")) for e in links if classes(e) == {"link"}}
    schengen = {e.get("data-between").split("|")[0] for e in links if "schengen" in classes(e)}
    wrapped = {frozenset(e.get("data-between").split("|")) for e in links if "wrap" in classes(e)}
    printed = facts.countries()
    expected = {frozenset(edge) for edge in facts.adjacency().edges()
                if not printed[edge[0]].schengen and not printed[edge[1]].schengen}
    assert plain | wrapped == expected
    assert wrapped == {frozenset(("United States", "Philippines"))}
    assert schengen == {name for name, spec in printed.items() if spec.schengen_link}
    assert count_class(root, "schengen-area") == 1


def test_tracks_show_the_state_and_its_derived_values(mid_game):
    root = parse(board_svg(mid_game))
    sections = {e.get("id"): e for e in root.iter() if e.get("id")}
    assert sections["track-prestige"].get("data-value") == str(mid_game.prestige)
    assert sections["track-prestige"].get("data-level") == board.prestige_level(mid_game.prestige)
    assert sections["track-funding"].get("data-value") == str(mid_game.funding)
    assert sections["track-troops"].get("data-value") == str(board.troops_on_track(mid_game))
    assert sections["track-troops"].get("data-commitment") == board.troop_commitment(mid_game).replace(" ", "-")
    world, value = board.world_posture(mid_game)
    assert (sections["gwot"].get("data-us-posture"), sections["gwot"].get("data-world-posture"),
            sections["gwot"].get("data-world-value")) == (mid_game.us_posture, world, str(value))
    assert sections["cards"].get("data-us-hand") == str(len(mid_game.hands["us"]))
    assert sections["cards"].get("data-draw-pile") == str(len(mid_game.draw_pile))
    assert sections["reserves"].get("data-jihadist") == str(mid_game.reserves["jihadist"])
    assert sections["events"].get("data-count") == str(len(mid_game.events_in_play))
    current = [e for e in sections["track-prestige"].iter() if {"cell", "current"} <= classes(e)]
    assert len(current) == 1


def test_events_in_play_are_named():
    state = make_state()
    state.events_in_play = [184]
    state.lapsing = [236]
    events = next(e for e in parse(board_svg(state)).iter() if e.get("id") == "events")
    text = all_text(events)
    assert facts.cards()[184].title in text and f"{facts.cards()[236].title} (lapsing)" in text


# -- a safe, pure function --------------------------------------------------------------------------


def test_the_picture_has_no_script_and_escapes_names():
    state = make_state()
    muslim(state, "Iraq", markers=['Odd <marker> & "quotes"'])
    svg = board_svg(state)
    root = parse(svg)  # well formed despite the odd name
    assert not [e for e in root.iter() if e.tag.endswith("script")]
    assert not [k for e in root.iter() for k in e.attrib if k.lower().startswith("on")]
    assert 'Odd <marker> & "quotes"' in all_text(country_groups(root)["Iraq"])


def test_drawing_changes_nothing_and_is_repeatable(mid_game):
    before = mid_game.to_dict()
    first = board_svg(mid_game, hide_plots=True)
    assert mid_game.to_dict() == before
    assert board_svg(mid_game, hide_plots=True) == first


def test_png_through_cairosvg_starts_with_the_png_signature():
    png = svg_to_png(board_svg(make_state()))
    assert png.startswith(PNG_SIGNATURE)
    assert int.from_bytes(png[16:20], "big") == 1280  # the IHDR width: drawn 1280 px wide

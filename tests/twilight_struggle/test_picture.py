"""The Twilight Struggle board as a picture: the layout data checked against the map, and the SVG read back
with xml.etree and checked against the state it draws (never pixel by pixel)."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botkit.protocol import RandomDecider
from botkit.raster import png_available, svg_to_png
from cli.main import app
from game.twilight_struggle import board
from game.twilight_struggle.definition import TWILIGHT_STRUGGLE
from game.twilight_struggle.facts import facts
from game.twilight_struggle.picture import (
    board_svg,
    country_element_id,
    heading,
    map_layout,
    places,
    problems,
)
from game.twilight_struggle.picture.layout import Place, links
from game.twilight_struggle.scenarios import start_game
from game.twilight_struggle.setup import blank_state
from game.twilight_struggle.state import US, USSR, GameState
from game.twilight_struggle.turn import run_game

SVG = "{http://www.w3.org/2000/svg}"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
COUNTRIES = list(facts().map.countries)
runner = CliRunner()


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def classes(element: ET.Element) -> set[str]:
    return set(element.get("class", "").split())


def country_groups(root: ET.Element) -> dict[str, ET.Element]:
    return {g.get("data-country"): g for g in root.iter(f"{SVG}g") if "country" in classes(g)}


def drawn_number(group: ET.Element, side: str) -> int:
    """The influence number drawn in a box for one side (none drawn: 0)."""
    texts = [t.text for t in group.iter(f"{SVG}text") if {"influence", side} <= classes(t)]
    assert len(texts) <= 1
    return int(texts[0]) if texts else 0


def section(root: ET.Element, section_id: str) -> ET.Element:
    found = [g for g in root.iter(f"{SVG}g") if g.get("id") == section_id]
    assert len(found) == 1, section_id
    return found[0]


def marked(group: ET.Element) -> list[str]:
    """The values of a track's cells its marker stands on."""
    return [r.get("data-value") for r in group.iter(f"{SVG}rect") if {"cell", "current"} <= classes(r)]


def heading_of(group: ET.Element) -> str:
    return next(t.text for t in group.iter(f"{SVG}text") if "heading" in classes(t))


@pytest.fixture(scope="module")
def played() -> GameState:
    """A standard game after three turns of random play (influence spread, tracks moved, effects in play)."""
    game = start_game("standard", seed=7, deciders={US: RandomDecider(7), USSR: RandomDecider(107)})
    run_game(game, max_turns=3)
    assert (game.state.turn, game.state.winner) == (4, None)
    return game.state


# -- the layout (data/map_layout.yaml) ---------------------------------------------------------------------


def test_every_place_is_placed_once_no_two_boxes_overlap_and_every_link_is_drawn_clear_of_other_boxes():
    layout = map_layout()
    assert problems(layout) == []
    assert set(layout.places) == set(COUNTRIES) | {"usa", "ussr", board.CCW_BOX}


def test_the_layout_check_finds_an_overlap_a_missing_country_and_a_link_through_a_box():
    layout = map_layout()
    boxes = dict(layout.places)
    italy = boxes["italy"]
    boxes["austria"] = dataclasses.replace(boxes["austria"], x=italy.x + 10, y=italy.y + 5)
    del boxes["chile"]
    broken = dataclasses.replace(layout, places=boxes)
    found = problems(broken)
    assert "chile has no place on the map" in found
    assert "italy overlaps austria" in found or "austria overlaps italy" in found
    # Spain/Portugal's link to Morocco runs down an empty column: a box set in it is in the way
    spain, morocco = boxes["spain_portugal"], boxes["morocco"]
    boxes["chile"] = Place("chile", spain.x, (spain.y + morocco.y) / 2, spain.width, spain.height)
    assert "the link morocco-spain_portugal passes through chile" in problems(
        dataclasses.replace(layout, places=boxes))


def test_the_layout_check_wants_each_country_on_its_regions_ground_and_its_subregions():
    layout = map_layout()
    boxes = dict(layout.places)
    swapped = dataclasses.replace(layout, places={**boxes, "poland": dataclasses.replace(
        boxes["france"], name="poland"), "france": dataclasses.replace(boxes["poland"], name="france")})
    found = problems(swapped)
    assert "poland is outside the ground of eastern_europe" in found
    assert "france is inside the ground of eastern_europe" in found


def test_every_printed_link_is_one_line_between_its_two_places():
    root = parse(board_svg(start_game("standard", seed=1).state))
    drawn = sorted(tuple(line.get("data-between").split("|")) for line in root.iter(f"{SVG}polyline")
                   if "link" in classes(line))
    assert drawn == links()
    assert ("japan", "usa") in drawn and ("afghanistan", "ussr") in drawn


# -- the picture against the state -------------------------------------------------------------------------


@pytest.mark.parametrize("scenario", ["standard", "late_war"])
def test_each_scenario_draws_every_country_once_with_its_id_and_its_influence(scenario):
    state = start_game(scenario, seed=2).state
    root = parse(board_svg(state))
    groups = country_groups(root)
    assert sorted(groups) == sorted(COUNTRIES)
    for name, group in groups.items():
        assert group.get("id") == country_element_id(name)
        for side in (US, USSR):
            assert int(group.get(f"data-{side}")) == state.influence[name][side] == drawn_number(group, side)


def test_after_three_turns_of_play_every_number_and_control_drawn_is_the_states(played):
    root = parse(board_svg(played))
    groups = country_groups(root)
    controlled = set()
    for name, group in groups.items():
        holder = board.controller(played, name)
        assert group.get("data-control") == (holder or "none")
        assert (drawn_number(group, US), drawn_number(group, USSR)) == (played.influence[name][US],
                                                                        played.influence[name][USSR])
        solid = [r.get("class").split()[1] for r in group.iter(f"{SVG}rect")
                 if "cell" in classes(r) and r.get("fill") != "#ffffff"]
        assert solid == ([holder] if holder else [])
        controlled.add(holder)
    assert controlled == {US, USSR, None}  # the check above saw every kind of box


def test_2_1_7_control_is_boards_own_test_at_its_edges():
    state = blank_state("standard", {})
    state.influence["west_germany"] = {US: 4, USSR: 0}  # stability 4: exactly enough
    state.influence["france"] = {US: 5, USSR: 3}  # stability 3: beats by 2 only
    state.influence["poland"] = {US: 0, USSR: 6}
    groups = country_groups(parse(board_svg(state)))
    assert [groups[n].get("data-control") for n in ("west_germany", "france", "poland")] == [US, "none", USSR]
    assert "control-us" in classes(groups["west_germany"]) and "control-none" in classes(groups["france"])


def test_stability_and_battlegrounds_are_written_in_each_box():
    groups = country_groups(parse(board_svg(start_game("standard", seed=1).state)))
    for name, group in groups.items():
        stability = [t.text for t in group.iter(f"{SVG}text") if "stability" in classes(t)]
        assert stability == [str(board.stability(name))]
        assert ("battleground" in classes(group)) == board.is_battleground(name)
        assert group.get("data-battleground") == str(board.is_battleground(name)).lower()
    assert sum(board.is_battleground(n) for n in groups) == sum(r.battlegrounds for r in facts().map.regions.values())


def test_defcon_vp_turn_round_military_ops_and_space_race_markers_stand_at_their_values():
    state = start_game("standard", seed=1).state
    state.defcon, state.vp, state.turn, state.phase, state.action_round, state.phasing = 2, -7, 5, "action", 3, US
    state.military_ops, state.space = {US: 1, USSR: 4}, {US: 6, USSR: 2}
    root = parse(board_svg(state))
    defcon = section(root, "track-defcon")
    assert (defcon.get("data-value"), marked(defcon), heading_of(defcon)) == ("2", ["2"], "DEFCON 2")
    assert defcon.get("data-closed") == "europe asia middle_east"
    vp = section(root, "track-vp")
    assert (vp.get("data-value"), marked(vp), heading_of(vp)) == ("-7", ["-7"], "Victory points: USSR 7")
    assert marked(section(root, "track-turn")) == ["5"]
    assert marked(section(root, "track-round")) == ["3"]
    assert heading_of(section(root, "track-round")) == "Action round 3 (US)"
    ops = section(root, "track-military-ops")
    assert (ops.get("data-us"), ops.get("data-ussr"), marked(ops)) == ("1", "4", ["1", "4"])
    space = section(root, "track-space")
    assert (space.get("data-us"), space.get("data-ussr"), marked(space)) == ("6", "2", ["6", "2"])


def test_the_china_card_and_the_late_war_events_in_effect_are_named():
    state = start_game("late_war", seed=1).state
    root = parse(board_svg(state))
    china = section(root, "track-china")
    assert (china.get("data-holder"), china.get("data-face")) == (USSR, "up")
    events = section(root, "track-events")
    shown = " ".join(t.text for t in events.iter(f"{SVG}text") if "event" in classes(t))
    assert events.get("data-count") == str(len(state.effects)) == "6"
    for number in state.effects:
        assert board.card_name(number) in shown
    assert "NATO (US)" in shown
    state.china_holder, state.china_face_up = US, False
    china = section(parse(board_svg(state)), "track-china")
    assert (china.get("data-holder"), china.get("data-face")) == (US, "down")


def test_12_the_chinese_civil_war_box_is_drawn_only_in_that_variant():
    state = start_game("standard", seed=1).state
    assert board.CCW_BOX not in country_groups(parse(board_svg(state)))
    variant = start_game("standard", seed=1, options={"chinese_civil_war": True}).state
    box = country_groups(parse(board_svg(variant)))[board.CCW_BOX]
    assert (box.get("id"), box.get("data-ussr"), box.get("data-control")) == ("c-chinese-civil-war", "0", "none")
    assert TWILIGHT_STRUGGLE.country_element(board.CCW_BOX) == "c-chinese-civil-war"


def test_the_heading_names_the_scenario_the_turn_the_round_and_its_side():
    state = start_game("standard", seed=1).state
    state.turn, state.phase, state.action_round, state.phasing = 3, "action", 2, USSR
    assert heading(state) == "Twilight Struggle - Standard game - turn 3, action round 2 (USSR)"
    assert TWILIGHT_STRUGGLE.heading(state) == heading(state)
    state.phase = "headline"
    assert heading(state) == "Twilight Struggle - Standard game - turn 3, headline phase"
    late = start_game("late_war", seed=1).state
    assert heading(late) == "Twilight Struggle - Late War scenario - turn 8, set-up"
    root = parse(board_svg(late, caption="Decision 4: why"))
    assert next(t.text for t in root.iter(f"{SVG}text") if "heading" in classes(t)) == "Decision 4: why"


def test_the_map_hides_nothing_so_every_viewer_sees_the_same_picture(played):
    seen = {viewer: TWILIGHT_STRUGGLE.board_svg(played, viewer) for viewer in (US, USSR, None)}
    assert seen[US] == seen[USSR] == seen[None] == board_svg(played)


def test_drawing_changes_nothing_and_is_repeatable(played):
    before = played.to_dict()
    assert board_svg(played) == board_svg(played)
    assert played.to_dict() == before


def test_the_picture_has_no_script():
    root = parse(board_svg(start_game("late_war", seed=1).state))
    assert not [e for e in root.iter() if e.tag.endswith("script") or any(k.startswith("on") for k in e.attrib)]


# -- the hooks the front ends call ----------------------------------------------------------------------------


def test_country_element_is_the_maps_id_for_a_country_and_empty_for_anything_else():
    assert TWILIGHT_STRUGGLE.country_element("west_germany") == "c-west-germany"
    assert TWILIGHT_STRUGGLE.country_element("Spain/Portugal") == "c-spain-portugal"
    assert [TWILIGHT_STRUGGLE.country_element(n) for n in ("usa", "ussr", "Atlantis", "", "event")] == [""] * 5
    ids = [TWILIGHT_STRUGGLE.country_element(n) for n in COUNTRIES]
    assert len(set(ids)) == 84 and all(i.replace("-", "").isalpha() and i.startswith("c-") for i in ids)


def test_places_list_every_country_with_its_influence_control_and_details(played):
    listed = {place.element: place for place in places(played)}
    assert len(listed) == 84
    assert [p.name for p in places(played)] == sorted(p.name for p in places(played))
    for name in COUNTRIES:
        place = listed[country_element_id(name)]
        holder = board.controller(played, name)
        us, ussr = played.influence[name][US], played.influence[name][USSR]
        control = f"{'US' if holder == US else 'USSR'} control" if holder else "not controlled"
        assert place.line == f"{board.country_name(name)}: US {us}, USSR {ussr}: {control}"
    germany = listed["c-west-germany"]
    assert germany.details == ("Stability 4, battleground", "Europe (Western Europe)",
                               "Adjacent: Benelux, Denmark, France, Austria, East Germany")
    assert listed["c-finland"].details[1:] == ("Europe (Western and Eastern Europe)", "Adjacent: the USSR, Sweden")


def test_the_definitions_places_read_the_sights_state(played):
    class Sight:
        state = played

    assert TWILIGHT_STRUGGLE.places(Sight()) == places(played)


# -- botkit map ------------------------------------------------------------------------------------------------


def test_botkit_map_draws_the_late_war_set_up_as_svg_and_png(tmp_path: Path):
    svg = tmp_path / "late.svg"
    result = runner.invoke(app, ["map", "--game", "twilight_struggle", "--scenario", "late_war", "-o", str(svg)])
    assert result.exit_code == 0, result.output
    groups = country_groups(ET.parse(svg).getroot())
    late = start_game("late_war", seed=0).state
    assert {n: int(g.get("data-ussr")) for n, g in groups.items()} == {n: late.influence[n][USSR] for n in COUNTRIES}
    if png_available():
        pytest.skip(f"no PNG here: {png_available()}")
    png = tmp_path / "board.png"
    result = runner.invoke(app, ["map", "--game", "twilight_struggle", "-o", str(png)])
    assert result.exit_code == 0, result.output
    assert png.read_bytes().startswith(PNG_SIGNATURE)


def test_the_png_renders_through_cairosvg(played):
    if png_available():
        pytest.skip(f"no PNG here: {png_available()}")
    assert svg_to_png(board_svg(played)).startswith(PNG_SIGNATURE)

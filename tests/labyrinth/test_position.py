"""Position files (`game.labyrinth.position`): a scenario plus corrections, every problem at file:line.

The board is built through the player's corrections (`adjust`) and checked by the invariants, so a
position that breaks a rule of the board is refused with the rule's words.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from botkit.source import read_yaml_documents
from game.labyrinth import board
from game.labyrinth.position import PositionError, load_position, parse_position
from game.labyrinth.state import ISLAMIST_RULE, JIHADIST, POOR, US

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = ROOT / "examples" / "positions"
HEAD = "format: botkit-labyrinth-position\nversion: 1\nscenario: awakening\n"


def position(text: str):
    return parse_position(read_yaml_documents(text, "p.yaml")[0], "p.yaml")


def refused(text: str) -> str:
    with pytest.raises(PositionError) as caught:
        position(text)
    return str(caught.value)


def test_the_worked_example_positions_are_the_board_the_rulebook_describes():
    reaper = load_position(POSITIONS / "worked-example-reaper.yaml").state
    pakistan = reaper.countries["Pakistan"]
    assert (pakistan.sleepers, pakistan.awakening, pakistan.reaction) == (2, 1, 1)
    assert reaper.countries["Gulf States"].militia == 3 and reaper.countries["Algeria/Tunisia"].awakening == 0
    assert reaper.reserves == {US: 0, JIHADIST: 2} and reaper.prestige == 4
    assert reaper.events_in_play == [164] and reaper.countries["Iran"].markers == ["Trade Embargo (Jihadist)"]
    assert reaper.hands[JIHADIST][-1] == 128  # the top of a face-down hand is its last card
    assert sorted(reaper.discard) == [131, 137, 164, 232]
    us = load_position(POSITIONS / "worked-example-us.yaml").state
    assert us.hands[US][-1] == 137 and us.countries["Gulf States"].militia == 0


def test_names_in_any_case_with_spaces_or_underscores_and_the_glossary_words():
    state = position(HEAD + """tracks: {Prestige: 3, GWOT: Hard, reserves: {US: 1}, troops on track: 5}
countries:
  GULF STATES: {Governance: Poor, Alignment: Neutral, sleeper cells: 2, Active_Cells: 1, besieged regime: yes}
  pakistan: {plots: [1, "3"], awakening markers: 1}
  syria: {governance: islamist_rule, caliphate capital: yes, actives: 2}
hands: {Jihadist: [Coup, "#137"], us: [Trade Embargo]}
draw_pile: [124, 125]
lapsing: [236]
""").state
    gulf = state.countries["Gulf States"]
    assert (state.prestige, state.us_posture, state.reserves[US]) == (3, "hard", 1)
    assert (gulf.governance, gulf.alignment, gulf.sleepers, gulf.actives, gulf.besieged) == (POOR, "neutral", 2, 1, True)
    assert [p.kind for p in state.countries["Pakistan"].plots] == ["1", "3"]
    assert sorted(state.plots_available) == ["1", "1", "2", "2"]
    assert state.countries["Syria"].governance == ISLAMIST_RULE and state.caliphate_capital == "Syria"
    assert state.hands == {JIHADIST: [137, 165], US: [232]}  # top card (the first written) last
    assert state.draw_pile[:2] == [124, 125] and state.lapsing == [236]


def test_4_9_4_a_piece_in_an_untested_country_is_refused_with_the_rule():
    message = refused(HEAD + "countries:\n  Mali: {sleepers: 2}\n")
    assert message == "p.yaml:5: this position breaks the board's rules: Mali: untested but holds sleepers " \
                      "(4.9.4: placing anything tests it)"


@pytest.mark.parametrize(("text", "expected"), [
    ("countries:\n  iraq: {awakening: 8}\n  syria: {governance: poor, awakening: 8}\n",
     "p.yaml:4: this position breaks the board's rules: 17 awakening markers on the map, more than 15"),
    ("countries:\n  iraq: {troops: 15}\n",
     "p.yaml:4: this position breaks the board's rules: 23 troops on the map and off it, more than the 15 cubes"),
    ("tracks:\n  troops_on_track: 9\n", "p.yaml:5: the map leaves 5 troops on the track, the file says 9"),
])
def test_a_position_that_breaks_a_counter_limit_is_refused_with_the_limit(text, expected):
    assert refused(HEAD + text).startswith(expected)


@pytest.mark.parametrize(("text", "expected"), [
    ("countries:\n  Pakistn: {sleepers: 2}\n", "p.yaml:5: no country 'Pakistn'; did you mean 'Pakistan'?"),
    ("countries:\n  pakistan: {sleeperz: 2}\n", "p.yaml:5: Pakistan: no field 'sleeperz'; did you mean"),
    ("traks: {}\n", "p.yaml:4: unknown key 'traks'; did you mean 'tracks'?"),
    ("tracks: {prestige: 13}\n", "p.yaml:4: prestige goes from 1 to 12, not 13"),
    ("tracks: {prestig: 3}\n", "p.yaml:4: no track 'prestig'; did you mean 'prestige'?"),
    ("tracks: {reserves: {both: 1}}\n", "p.yaml:4: no side 'both'"),
    ("countries:\n  iraq: {governance: great}\n", "p.yaml:5: Iraq governance is good, fair, poor, islamist rule"),
    ("countries:\n  iraq: {besieged: maybe}\n", "p.yaml:5: besieged is yes or no, not 'maybe'"),
    ("countries:\n  iraq: {plots: [4]}\n", "p.yaml:5: 4 is not a plot (plots: 1, 2, 3, WMD)"),
    ("countries:\n  iraq: [1]\n", "p.yaml:5: Iraq: a country takes a mapping"),
    ("countries:\n  iraq: {}\n  IRAQ: {}\n", "p.yaml:6: Iraq is given twice"),
    ("hands: {us: [137, 137]}\n", "p.yaml:4: card 137 is placed twice (the US hand and the US hand)"),
    ("hands: {us: [Reaper]}\n", "p.yaml:4: 'Reaper' names several cards: #126 Reaper, #127 Reaper, #128 Reaper"),
    ("hands: {us: [Fms2]}\n", "p.yaml:4: no card 'Fms2'; did you mean 'fms'?"),
    ("discard: 137\n", "p.yaml:4: 'discard' lists cards by number or name"),
    ("events_in_play: [7]\n", "p.yaml:4: no card 7 (cards are numbers 121-240 or their names)"),
    ("rules: [4]\n", "p.yaml:4: 'rules' lists optional rule numbers"),
    ("turn: 0\n", "p.yaml:4: 'turn' is a whole number from 1 to 200, not 0"),
    ("card_of_phase: 3\n", "p.yaml:4: 'card_of_phase' is a whole number from 1 to 2, not 3"),
    ("capability_markers: {us: [adept]}\n", "p.yaml:4: capability markers are optional rule 3's: add 3 to 'rules'"),
    ("rules: [3]\ncapability_markers: {us: [adpet]}\n",
     "p.yaml:5: no us capability marker 'adpet'; did you mean 'adept'?"),
    ("decks: 7\n", "p.yaml:4: Awakening (2010) is played with 1 or 2 or 3 decks, not 7"),
])
def test_every_mistake_is_named_at_its_line_with_what_is_allowed(text, expected):
    assert refused(HEAD + text).startswith(expected)


@pytest.mark.parametrize(("text", "expected"), [
    ("format: botkit-labyrinth-script\nversion: 1\n", "p.yaml:1: not a botkit position"),
    ("format: botkit-labyrinth-position\nversion: 2\nscenario: awakening\n", "p.yaml:2: position version 2"),
    ("format: botkit-labyrinth-position\nversion: 1\n", "p.yaml:1: 'scenario' is required"),
    ("format: botkit-labyrinth-position\nversion: 1\nscenario: awakning\n",
     "p.yaml:3: No scenario 'awakning'. Did you mean 'awakening'?"),
])
def test_the_head_of_the_file_says_what_it_is(text, expected):
    assert refused(text).startswith(expected)


def test_a_file_that_is_not_yaml_or_not_a_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "broken.yaml"
    path.write_text("format: [\n")
    with pytest.raises(PositionError, match=r"broken.yaml:2: not valid YAML"):
        load_position(path)
    assert path.read_text() == "format: [\n"
    with pytest.raises(PositionError, match="is a folder, not a file"):
        load_position(tmp_path)
    with pytest.raises(PositionError, match="a position is one YAML document"):
        (tmp_path / "two.yaml").write_text(HEAD + "---\n" + HEAD)
        load_position(tmp_path / "two.yaml")


def test_a_position_starts_from_its_scenario_and_keeps_every_card_in_one_place():
    state = position(HEAD + "hands: {jihadist: [128]}\n").state
    assert state.scenario == "awakening" and state.phase == "setup" and state.turn == 1
    assert board.troops_on_track(state) == 5 and state.hands[US] == []
    assert 128 not in state.draw_pile and len(state.draw_pile) == 119


def test_the_readme_position_is_the_example_file_it_names():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start = readme.index("# examples/positions/worked-example-reaper.yaml")
    text = readme[start: readme.index("```", start)]
    assert position(text).state.to_dict() == load_position(POSITIONS / "worked-example-reaper.yaml").state.to_dict()

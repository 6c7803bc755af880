"""Every board change is told: each primitive reports it (`Game.report`), `wording` words it for the log and
tells a player at a real board what to do (`wording.instruction`, table mode's line).

The primitives here are those the reserves, the global event markers, the plot flags, the plot boxes, the
First Plot box and the cards set aside go through (docs/engine.md); the first test guards the whole class:
no report kind of the engine goes without words, nor - unless it moves nothing - without an instruction.
"""

from __future__ import annotations

import ast
from pathlib import Path

from game.labyrinth import deck, pieces, tracks, wording
from game.labyrinth.game import Game, LogEntry
from game.labyrinth.state import JIHADIST, PLOT_WMD, US, PlotMarker
from tests.labyrinth.helpers import make_game, make_state, muslim

ROOT = Path(__file__).resolve().parents[2]
# what reports to a Labyrinth game's log: its engine, and the session (a correction of the board, "adjusted")
ENGINE = (ROOT / "game" / "labyrinth", ROOT / "botkit" / "session")
# report kinds with nothing to do at the table: the player did it (a card played, a correction), a step
# whose pieces have their own reports (Convergence), or no piece moves (dice, the turn, hands dealt by hand)
NOTHING_TO_MOVE = {"die", "card_played", "adjusted", "convergence", "hands_dealt", "turn_begins", "turn_ends",
                   "victory_noted"}
PIRATES, SEQUESTRATION, MAERSK_ALABAMA = 183, 184, 140


def reported_kinds() -> set[str]:
    """Every kind the engine's and the session's source reports (`game.report("kind", ...)`)."""
    kinds = set()
    for path in (path for folder in ENGINE for path in folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "report"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                kinds.add(node.args[0].value)
    return kinds


def reports(game: Game, kind: str) -> list[LogEntry]:
    return [entry for entry in game.log_entries if entry.kind == kind]


def told(entry: LogEntry) -> tuple[str, str | None]:
    """The entry's log line and its table-mode instruction."""
    return entry.text, wording.instruction(entry.kind, entry.fields)


def test_every_report_kind_is_worded_and_has_a_table_instruction_unless_it_moves_nothing():
    kinds = reported_kinds() | {"die"}
    assert kinds - set(wording.REPORTS) == set()
    assert kinds - set(wording.INSTRUCTIONS) == NOTHING_TO_MOVE


# -- the reserves (tracks) ----------------------------------------------------------------------


def test_reserves_added_are_reported_with_the_marker_to_move_and_clamped_at_two():
    game = make_game(make_state(reserves={US: 0, JIHADIST: 1}))
    assert tracks.add_reserves(game, JIHADIST, 3, "Radicalization") == 1
    assert game.state.reserves[JIHADIST] == 2
    [entry] = reports(game, "reserves")
    assert told(entry) == ("  Jihadist reserves +1 (now 2)", "Move the Jihadist Reserves marker to 2")


def test_reserves_spent_and_set_are_reported_and_nothing_is_told_when_they_do_not_move():
    game = make_game(make_state(reserves={US: 2, JIHADIST: 0}))
    assert tracks.spend_reserves(game, US, 1, "Reassessment") == 1
    tracks.set_reserves(game, US, 0, "end of turn")
    tracks.set_reserves(game, JIHADIST, 0, "end of turn")
    assert tracks.spend_reserves(game, JIHADIST, 2) == 0
    assert [told(e) for e in reports(game, "reserves")] == [
        ("  US reserves -1 (now 1)", "Move the US Reserves marker to 1"),
        ("  US reserves -1 (now 0)", "Move the US Reserves marker to 0"),
    ]


# -- the global event markers (deck) --------------------------------------------------------------


def test_a_global_event_marker_is_placed_once_and_reported_with_the_box_to_put_it_in():
    game = make_game()
    assert deck.place_global_marker(game, PIRATES, "funding holds")
    assert not deck.place_global_marker(game, PIRATES, "funding holds")
    assert game.state.markers == ["Pirates"]
    [entry] = reports(game, "global_marker")
    assert told(entry) == ("  Pirates marker placed: funding holds", "Place the Pirates marker in Events in Play")


def test_a_global_marker_ends_with_its_event():
    game = make_game()
    deck.place_global_marker(game, SEQUESTRATION)
    assert deck.end_event(game, SEQUESTRATION)
    assert game.state.markers == []
    assert [e.kind for e in game.log_entries] == ["global_marker", "event_ended"]


# -- the First Plot box (deck) --------------------------------------------------------------------


def test_the_first_plot_box_takes_one_card_a_turn_and_each_move_has_its_instruction():
    state = make_state()
    state.hands[JIHADIST] = [MAERSK_ALABAMA]
    game = make_game(state)
    assert deck.first_plot_box_open(state)
    deck.to_first_plot_box(game, MAERSK_ALABAMA)
    assert (state.first_plot_card, state.hands[JIHADIST]) == (MAERSK_ALABAMA, [])
    assert not deck.first_plot_box_open(state)
    deck.to_hand(game, US, MAERSK_ALABAMA)  # an event takes the card away: the box stays used this turn (8.5.3)
    assert not deck.first_plot_box_open(state)
    deck.empty_first_plot_box(game)
    assert deck.first_plot_box_open(state)
    [entry] = reports(game, "first_plot_box")
    assert told(entry) == ("  #140 Maersk Alabama goes to the first plot box",
                           "Put #140 Maersk Alabama in the First Plot box")


def test_the_first_plot_card_is_discarded_at_the_end_of_the_turn_with_its_instruction():
    state = make_state()
    state.hands[JIHADIST] = [MAERSK_ALABAMA]
    game = make_game(state)
    deck.to_first_plot_box(game, MAERSK_ALABAMA)
    deck.empty_first_plot_box(game)
    assert (state.first_plot_card, state.discard) == (None, [MAERSK_ALABAMA])
    [entry] = reports(game, "first_plot_discarded")
    assert told(entry) == ("  #140 Maersk Alabama: the first-plot card is discarded",
                           "Discard #140 Maersk Alabama from the First Plot box")


# -- cards set aside (deck) -----------------------------------------------------------------------


def test_cards_set_aside_go_under_the_draw_pile_shuffled_and_the_player_is_told_to_do_it():
    state = make_state()
    state.draw_pile = [121]
    game = make_game(state)
    deck.shuffle_under_draw_pile(game, [122, 123, 124], "Assad Alone's overtime")
    assert state.draw_pile[0] == 121 and sorted(state.draw_pile[1:]) == [122, 123, 124]
    [entry] = reports(game, "cards_under_draw_pile")
    assert told(entry) == ("  3 cards go under the draw pile (Assad Alone's overtime)",
                           "Shuffle the 3 cards set aside and put them under the draw pile")


# -- the plot boxes and the plot flags (pieces) ---------------------------------------------------


def test_resolved_plots_go_back_to_plots_available_a_wmd_out_of_the_game_with_one_instruction():
    state = make_state()
    state.plots_available = ["1"]
    state.plots_resolved = ["2", "1", PLOT_WMD]
    game = make_game(state)
    pieces.return_resolved_plots(game)
    assert (state.plots_available, state.plots_resolved, state.plots_removed) == (["1", "2", "1"], [], [PLOT_WMD])
    [entry] = reports(game, "plots_returned")
    assert told(entry) == ("  2 resolved plots back to the available box; 1 WMD plot out of the game",
                           "Put plot markers 1, 2 from Resolved Plots back in Plots Available; take 1 WMD plot "
                           "in Resolved Plots out of the game")


def test_an_empty_resolved_plots_box_tells_nothing():
    game = make_game()
    pieces.return_resolved_plots(game)
    assert reports(game, "plots_returned") == []


def test_a_plot_turned_face_up_is_reported_once_with_its_kind():
    state = muslim(make_state(), "Yemen")
    plot = PlotMarker("2")
    state.countries["Yemen"].plots.append(plot)
    game = make_game(state)
    pieces.reveal_plot(game, "Yemen", plot)
    pieces.reveal_plot(game, "Yemen", plot)
    assert plot.face_up
    [entry] = reports(game, "plot_revealed")
    assert told(entry) == ("  Yemen: plot 2 revealed", "Turn the plot in Yemen face up: plot 2")


def test_backlash_marks_a_plot_and_a_face_down_one_is_not_named():
    state = muslim(make_state(), "Yemen")
    hidden, shown = PlotMarker("3"), PlotMarker("1", face_up=True)
    state.countries["Yemen"].plots += [hidden, shown]
    game = make_game(state)
    pieces.mark_backlash(game, "Yemen", hidden)
    pieces.mark_backlash(game, "Yemen", shown)
    assert hidden.backlash and shown.backlash
    assert [told(e) for e in reports(game, "plot_backlash")] == [
        ("  Yemen: Backlash marks a face-down plot", "Put the Backlash marker on a face-down plot in Yemen"),
        ("  Yemen: Backlash marks plot 1", "Put the Backlash marker on plot 1 in Yemen"),
    ]


# -- a Civil War's markers replaced (civil_war) -----------------------------------------------------


def test_the_markers_a_civil_war_replaces_are_taken_off_at_the_table():
    fields = {"country": "Syria", "markers": 2, "marker": "Awakening", "placed": 2, "piece": "militia"}
    assert wording.instruction("civil_war_replaced", fields) == "Remove 2 Awakening markers from Syria"

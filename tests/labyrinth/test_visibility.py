"""The one function that decides what a side may see (session/visibility.py), rule by rule.

The games played at random in test_hidden_information check every view against the rules; these
pin each rule of the sight on a board made for it (docs/rules-decisions.md V1-V6).
"""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botkit import Trace
from botkit.protocol import Ask
from botkit.session import GameConfig, Interrupt, Session
from botkit.session.narration import explain
from cli.main import app as cli_app
from game.labyrinth import wording
from game.labyrinth.scenarios import start_game
from game.labyrinth.session import views
from game.labyrinth.session.changes import differences
from game.labyrinth.session.visibility import (
    EVERYTHING,
    CardPlace,
    DrawPile,
    FaceDownPlot,
    Hand,
    PlotsAvailable,
    Sight,
    for_side,
)
from game.labyrinth.state import JIHADIST, US, PlotMarker

from .test_hidden_information import random_answer


def board():
    """The Awakening set-up with a face-down plot 2 in Iraq (taken from the Available box)."""
    game = start_game("awakening", seed=3)
    state = game.state
    state.plots_available.remove("2")
    state.countries["Iraq"].plots.append(PlotMarker("2", face_up=False))
    return game


def test_4_8_1_a_us_player_sees_a_face_down_plot_and_the_available_box_only_by_their_number():
    game = board()
    us, jihadist = Sight.of(US, game), Sight.of(JIHADIST, game)
    assert not us.may_see(FaceDownPlot()) and not us.may_see(PlotsAvailable())
    assert jihadist.may_see(FaceDownPlot()) and jihadist.may_see(PlotsAvailable())
    count = len(game.state.plots_available)
    assert f"{count} plots available (face down)" in views.tracks(us)[4]
    assert "plots available 1 1 1 2 3" in views.tracks(jihadist)[4]
    assert views.country_line(us, "Iraq").endswith("plot ?") and "plot 2" in views.country_line(jihadist, "Iraq")


def test_the_turn_summary_counts_the_available_box_for_a_us_player():
    game = board()
    before = start_game("awakening", seed=3).state
    told = {d.changed for d in differences(before, game.state, sight=Sight.of(US, game))}
    assert "Plots Available: 1 plot marker fewer (face down)" in told and "Iraq: a plot (face down) placed" in told
    told = {d.changed for d in differences(before, game.state, sight=Sight.of(JIHADIST, game))}
    assert "Plots Available: -plot 2" in told and "Iraq: plot 2 placed" in told


def test_12_2_a_hand_is_its_owners_and_the_draw_pile_nobodys():
    game = board()
    state = game.state
    us = Sight.of(US, game)
    assert us.may_see(Hand(US)) and not us.may_see(Hand(JIHADIST)) and not us.may_see(DrawPile())
    assert all(not us.may_see(CardPlace(n)) for n in state.hands[JIHADIST] + state.draw_pile)
    assert all(us.may_see(CardPlace(n)) for n in state.hands[US])
    assert views.card_view(us, state.hands[JIHADIST][0]).where == ""
    assert all(EVERYTHING.may_see(fact) for fact in (Hand(US), DrawPile(), FaceDownPlot(), PlotsAvailable()))


def two_card_look(game, offered):
    """An Enhanced Bot decision (number 5) that looked at two cards of its pile."""
    trace = Trace("card.choose: Jihadist: which of the top 2 cards do you play first?",
                  meta={"serial": 5, "side": JIHADIST, "purpose": "card.choose"})
    trace.note("candidates looked at")
    ask = Ask(JIHADIST, "card.choose", "which of the top 2 cards do you play first?", tuple(offered))
    return trace, ask


def test_eb2_the_two_card_look_stays_hidden_until_both_cards_have_shown_themselves():
    game = board()
    state = game.state
    first, second = state.hands[JIHADIST][-1], state.hands[JIHADIST][-2]
    trace, ask = two_card_look(game, (first, second))
    then = frozenset(state.hands[JIHADIST]) | frozenset(state.draw_pile)
    state.hands[JIHADIST].remove(first)
    state.discard.append(first)  # the first card was played
    sight = Sight.of(US, game, asked={5: ask}, hidden_then={5: then}, shown_at={first: 5})
    assert "looked at cards you have not seen" in sight.decision(trace)
    state.hands[JIHADIST].remove(second)
    state.discard.append(second)  # the second card was played too: nothing is hidden any more
    assert sight.decision(trace) == ""
    sight = Sight.of(US, game, asked={5: ask}, hidden_then={5: then}, shown_at={first: 5, second: 9})
    for card in (first, second):  # V5: shuffled into a new deck, they were seen all the same
        state.discard.remove(card)
        state.draw_pile.append(card)
    assert sight.decision(trace) == ""


def test_eb2_a_step_naming_a_planned_card_not_seen_is_left_out_of_why():
    game = board()
    state = game.state
    planned = state.hands[JIHADIST][0]
    trace = Trace("card.use: #121 Advisors", meta={"serial": 6, "side": JIHADIST, "purpose": "card.use"})
    trace.note(f"memory: arp = Iraq, planned_event = {planned}")
    trace.note("Play the event")
    sight = Sight.of(US, game, hidden_then={6: frozenset(state.hands[JIHADIST])})
    told = [text for _, text in explain(trace, str, sight=sight)]
    assert told == ["Play the event"]
    assert len(explain(trace, str, sight=EVERYTHING)) == 2


def test_a_plot_put_back_in_the_available_box_stays_face_down_in_the_log():
    fields = {"country": "Nigeria", "plot": "2", "to": "available", "why": "Nigeria reverts", "face_up": False}
    assert "plot 2" not in wording.report("plot_removed", fields)
    assert "a plot (face down)" in wording.instruction("plot_removed", fields)
    assert "plot 2" in wording.report("plot_removed", {**fields, "to": "resolved", "face_up": True})


def test_decide_on_a_saved_game_draws_plot_markers_without_naming_the_available_box():
    assert "1, 2" not in for_side(US).plot_draw(["1", "2", "WMD"])
    assert for_side(JIHADIST).plot_draw(["1", "2"]) == ""  # the Jihadist's own box: told as it is
    assert for_side(US).plot_draw(["Iraq", "Syria"]) == ""  # another draw: told as it is


class Stop(Interrupt):
    """Leaves the game at a question."""


@pytest.mark.parametrize("seed", [7])
def test_a_hidden_decision_of_a_save_is_not_drawn_by_flowchart_render(tmp_path, seed):
    """`botkit flowchart render --game --decision` asks the same sight as `why`."""
    path = tmp_path / "g.json"
    session = Session(GameConfig(seed=seed, human=US, decks=1, tiers={US: "off_guard", JIHADIST: "enhanced_normal"}),
                      save_path=path)

    rng = random.Random(seed)

    class Player:
        def decide(self, game, ask):
            if any("looked at cards" in session.sight.decision(t) for t in session.traces.values()):
                raise Stop()
            return random_answer(ask, rng)

    with pytest.raises(Stop):
        session.run(Player())
    session.save()
    number = next(n for n in session.traces if session.sight.decision(session.traces[n]))
    result = CliRunner().invoke(cli_app, ["flowchart", "render", "jihadist_enh.answer", "--game", str(path),
                                          "--decision", str(number), "-o", str(tmp_path / "why.svg")])
    assert result.exit_code == 1 and "looked at cards you have not seen" in result.output.replace("\n", " ")
    assert not (tmp_path / "why.svg").exists()


# -- by structure: a view cannot read a hidden fact on its own ------------------------------------------

ROOT = Path(__file__).resolve().parents[2]
HIDDEN_STATE = {"plots_available", "draw_pile", "hands", "face_up"}  # what only the sight may read out
VIEW_MODULES = sorted([*ROOT.glob("cli/*.py"), *ROOT.glob("web/*.py"),
                       *(p for p in ROOT.glob("game/labyrinth/session/*.py") if p.name != "visibility.py")])


def hidden_reads(path: Path) -> list[str]:
    """Where a module reads a hidden part of the state itself, other than to count it (`len(...)`)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or node.attr not in HIDDEN_STATE:
            continue
        if isinstance(node.value, ast.Name) and node.value.id == "sight":
            continue  # the sight's own words for it
        up = parents.get(node)
        while isinstance(up, ast.Subscript):
            up = parents.get(up)
        if isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id == "len":
            continue  # how many: public
        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.attr}")
    return found


def test_every_view_reads_what_may_be_hidden_only_through_the_sight():
    """The front ends and the session's views, narration and summaries never read the Plots Available box,
    a hand, the draw pile or whether a plot is face up themselves: a new view has to ask the sight."""
    assert len(VIEW_MODULES) > 20
    found = [where for path in VIEW_MODULES for where in hidden_reads(path)]
    assert not found, "read without the sight:\n" + "\n".join(found)

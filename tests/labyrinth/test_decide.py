"""What would the Bot do here? (`game.labyrinth.decide`, `botkit decide`): the worked example's Bot
decisions reproduced on the positions that encode its board, a Minor Jihad stopping at its first die,
the US Bot's event choices, random draws and the opponent's questions as stops, saves, bad options."""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from botkit.protocol import Ask, RandomDecider
from botkit.session import GameConfig, Interrupt, Session
from botkit.session.store import write_session
from botkit.source import read_yaml_documents
from cli.main import app
from game.labyrinth import deck, event_lens, saves
from game.labyrinth.bots import make_bot
from game.labyrinth.decide import StopDice, Stopped, StopRandom, answer_targets, decide
from game.labyrinth.invariants import violations
from game.labyrinth.position import PositionError, load_position, parse_position
from game.labyrinth.state import JIHADIST, US

ROOT = Path(__file__).resolve().parents[2]
POSITIONS = ROOT / "examples" / "positions"
REAPER = POSITIONS / "worked-example-reaper.yaml"
US_PHASE = POSITIONS / "worked-example-us.yaml"
runner = CliRunner()


def decided(path: Path, side: str, card: int, tier: str | None = None):
    tier = tier or ("muddled" if side == JIHADIST else "off_guard")
    return decide(load_position(path).state, make_bot(side, tier), side, card, tier=tier)


def test_12_4_1_worked_example_reaper_is_a_minor_jihad_in_pakistan_with_two_cells_stopping_at_its_first_die():
    # Reaper is US-associated: Ops. A Good/Fair country with cells where Jihad can succeed: Minor Jihad
    # (12.3.8); 1 Op plus a reserve, both of Pakistan's cells (12.4.1); then the first of two dice
    decision = decided(REAPER, JIHADIST, 128)
    assert (decision.use, decision.operation) == ("ops", "Jihad")  # the card.use answer (the EvO's minor_jihad)
    assert [(t.country, t.amount, t.unit) for t in decision.targets] == [("Pakistan", 2, "cells")]
    assert (decision.stop.kind, decision.stop.purpose, decision.stop.dice) == ("die", "jihad Pakistan", 2)
    card = decision.decisions[0]
    assert card.purpose == "card.use" and card.title.startswith("card.use: #128 Reaper")
    evo = [line.strip() for line in card.path if "EvO" in line]
    assert evo[0].startswith("EvO - Event or Operations: Event playable") and evo[0].endswith("no")
    assert "EvO - Event or Operations: -> MINOR JIHAD (Jihad column)" in evo
    assert decision.log[-1].strip() == "Pakistan: 2 sleeper cells now active"


def test_12_3_9_worked_example_truce_travels_to_pakistan_from_afghanistan_iraq_and_pakistan():
    # the Event Instructions treat Truce as unplayable; Poor Pakistan with 1-4 more cells than troops and
    # militia: Travel there, from adjacent Afghanistan (automatic), Iraq, then Pakistan's active cell
    decision = decided(POSITIONS / "worked-example-truce.yaml", JIHADIST, 239)
    assert (decision.use, decision.operation) == ("ops", "Travel")
    assert decision.plan == ["Jihadist Travel to Pakistan: from Afghanistan, Iraq, Pakistan"]
    assert [t.country for t in decision.targets] == ["Pakistan", "Afghanistan", "Iraq", "Pakistan"]
    assert "Travel Afghanistan -> Pakistan (sleeper) is automatic" in [line.strip() for line in decision.log]
    assert (decision.stop.kind, decision.stop.purpose) == ("die", "travel Iraq -> Pakistan")


def test_13_3_1_worked_example_the_us_bot_plays_fms_for_its_event_militia_in_the_gulf_states():
    decision = decided(US_PHASE, US, 137)
    assert (decision.use, decision.operation) == ("event", "Play the event")
    assert [(t.country, t.source) for t in decision.targets] == [("Gulf States", "event.137.country")]
    question = decision.decisions[1]
    assert (question.purpose, question.answer) == ("event.137.country", "Gulf States")
    assert question.path[-1].strip() == "US Priorities Table - Deploy To: Fair: 3 -> 1 (Gulf States)"
    assert decision.stop.kind == "done"


def test_13_3_5_worked_example_arab_spring_fallout_awakening_in_afghanistan_then_pakistan():
    decision = decided(US_PHASE, US, 131)
    assert decision.use == "event"
    assert [t.country for t in decision.targets] == ["Afghanistan", "Pakistan"]
    assert decision.decisions[1].answer == ["Afghanistan", "Pakistan"]


def test_the_bot_is_given_the_card_and_the_position_is_never_changed():
    position = load_position(US_PHASE).state
    before = position.to_dict()
    decision = decide(position, make_bot(JIHADIST, "muddled"), JIHADIST, 137)  # FMS is in the US hand
    assert decision.card == 137 and position.to_dict() == before


def test_12_3_4_a_plot_drawn_face_down_is_a_random_draw_where_the_decision_stops():
    stops = {}
    for number, state in event_lens.legal_boards(6, 3):
        for side in (US, JIHADIST):
            for card in random.Random(number).sample(range(121, 241), 12):
                before = state.to_dict()
                decision = decide(state, make_bot(side, "muddled" if side == JIHADIST else "off_guard"), side, card)
                assert state.to_dict() == before
                stops.setdefault(decision.stop.kind, decision.stop.text)
    assert set(stops) == {"die", "random", "done"}
    assert stops["random"] == "a random pick among 1, 1, 2, 2, 3"  # the plot markers available


def test_8_4_2_a_major_jihad_decided_names_its_country_with_the_dice_the_bot_gave_it(tmp_path):
    # Pakistan: Poor with 6 cells, a 3-Op card: Major Jihad with 3 dice - the JSON's target and the
    # stop carry the count, the log words it "3 dice"
    path = tmp_path / "major.yaml"
    path.write_text("format: botkit-labyrinth-position\nversion: 1\nscenario: awakening\n"
                    "countries:\n  Pakistan: {governance: poor, alignment: neutral, sleeper cells: 6}\n"
                    "hands: {jihadist: [236]}\n")
    result = runner.invoke(app, ["decide", str(path), "--bot", "jihadist", "--card", "236", "--json"])
    assert result.exit_code == 0, result.output
    decision = json.loads(result.output)
    assert decision["targets"] == [{"country": "Pakistan", "amount": 3, "unit": "dice",
                                    "source": "op.major_jihad.rolls"}]
    assert (decision["stop"]["purpose"], decision["stop"]["dice"]) == ("major jihad Pakistan", 3)
    assert decision["plan"] == ["Jihadist Major Jihad in Pakistan with 3 dice"]
    shown = runner.invoke(app, ["decide", str(path), "--bot", "jihadist", "--card", "236"]).output
    assert "  1. Pakistan: 3 dice" in shown
    assert "Stops here: the next decision depends on a die (major jihad Pakistan: 3 dice)." in shown


def test_a_question_to_the_other_side_ends_the_bots_decision(tmp_path):
    # Korean Crises: 2 troops off-map and none on the track - the US player picks the countries
    path = tmp_path / "korea.yaml"
    path.write_text("format: botkit-labyrinth-position\nversion: 1\nscenario: awakening\n"
                    "tracks: {off_map_troops: 5, troops_on_track: 0}\n")
    decision = decided(path, JIHADIST, 179)
    assert decision.use == "event" and decision.stop.kind == "opponent"
    assert decision.stop.text == "the US player's answer: Korean Crises: a troop goes off-map from which country?"
    assert decision.stop.options == ["Afghanistan", "Gulf States", "Iraq"]


def test_the_stopping_dice_and_random_generator_never_give_a_number():
    for draw in (lambda: StopDice().roll("jihad Iraq"), lambda: StopRandom(1).choice(["a", "b"]),
                 lambda: StopRandom(1).random(), lambda: StopRandom(1).randint(1, 6),
                 lambda: StopRandom(1).shuffle([1, 2]), lambda: StopRandom(1).sample([1, 2], 1)):
        try:
            draw()
        except Stopped as stopped:
            assert stopped.stop.text
        else:
            raise AssertionError("a stopping source gave a value")


# -- botkit decide --------------------------------------------------------------------------------------


def test_botkit_decide_prints_the_decision_and_leaves_the_file_alone(tmp_path):
    path = tmp_path / "reaper.yaml"
    path.write_bytes(REAPER.read_bytes())
    result = runner.invoke(app, ["decide", str(path), "--bot", "jihadist", "--card", "128"])
    assert result.exit_code == 0, result.output
    assert "plays #128 Reaper (1 Op; 2 Ops in reserve)" in " ".join(result.output.split())
    assert "Uses its Ops: Jihad" in result.output
    assert "  1. Pakistan: 2 cells" in result.output
    assert "the next decision depends on a die (jihad Pakistan: 2 dice)" in result.output
    assert "Traceback" not in result.output
    assert path.read_bytes() == REAPER.read_bytes()


def test_botkit_decide_json_has_the_documented_shape():
    result = runner.invoke(app, ["decide", str(US_PHASE), "--bot", "us", "--card", "fms", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert (data["format"], data["version"], data["side"], data["tier"], data["card"]) == \
        ("botkit-decision", 1, "us", "off_guard", 137)
    assert set(data) == {"format", "version", "side", "tier", "capability_markers", "card", "card_name", "ops",
                         "reserves", "use", "operation", "targets", "plan", "memory", "decisions", "log", "stop"}
    assert data["targets"] == [{"country": "Gulf States", "amount": None, "unit": "", "source": "event.137.country"}]
    assert set(data["stop"]) == {"kind", "text", "purpose", "options", "dice"}
    assert set(data["decisions"][0]) == {"number", "title", "purpose", "prompt", "answer", "words", "path"}


def test_botkit_decide_on_a_save_uses_its_board_and_its_bots_tier(tmp_path):
    save = tmp_path / "game.json"
    made = runner.invoke(app, ["simulate", "--seed", "3", "--jihadist", "potent", "--max-turns", "1",
                               "--save", str(save)])
    assert made.exit_code == 0, made.output
    before = save.read_bytes()
    result = runner.invoke(app, ["decide", str(save), "--bot", "jihadist", "--card", "128", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["tier"] == "potent"
    assert save.read_bytes() == before


def test_of_several_cards_of_one_name_decide_takes_the_one_in_the_bots_hand():
    result = runner.invoke(app, ["decide", str(REAPER), "--bot", "jihadist", "--card", "reaper", "--json"])
    assert result.exit_code == 0 and json.loads(result.output)["card"] == 128


def test_a_position_written_in_json_is_read_as_a_position(tmp_path):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(yaml.safe_load(US_PHASE.read_text())))
    result = runner.invoke(app, ["decide", str(path), "--bot", "us", "--card", "137", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["targets"][0]["country"] == "Gulf States"


def test_botkit_decide_refuses_bad_options_in_one_line(tmp_path):
    cases = [
        (["--bot", "both", "--card", "1"], "--bot: 'both' is not a Bot of Labyrinth: The Awakening (Bots: us, jihadist)"),
        (["--bot", "us", "--card", "fmz"], "--card: no card 'fmz' in this game; did you mean 'fms'?"),
        (["--bot", "jihadist", "--card", "arab"], "--card: 'arab' fits several cards: #131 Arab Spring"),
        # a number is a card's number, never a place in the card list (5 was #125, 99 was #219)
        (["--bot", "us", "--card", "5"], "--card: no card '5' in this game (a number 121-240 or a card's name)"),
        (["--bot", "us", "--card", "99"], "--card: no card '99' in this game (a number 121-240 or a card's name)"),
        (["--bot", "us", "--card", "137", "--tier", "adpet"], "no tier 'adpet'"),
        (["--bot", "us", "--card", "137", "--tier-file", str(tmp_path / "none.yaml")], "--tier-file: "),
    ]
    for options, expected in cases:
        result = runner.invoke(app, ["decide", str(US_PHASE), *options])
        assert result.exit_code == 2 and expected in result.output, (options, result.output)
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: botkit-labyrinth-position\nversion: 1\nscenario: awakening\ncountries:\n  Irak: {}\n")
    result = runner.invoke(app, ["decide", str(broken), "--bot", "us", "--card", "137"])
    assert result.exit_code == 2
    assert result.output.strip() == f"{broken}:5: no country 'Irak'; did you mean 'Iraq'?"
    isil = tmp_path / "isil.yaml"
    isil.write_text("format: botkit-labyrinth-position\nversion: 1\nscenario: isil\n")
    result = runner.invoke(app, ["decide", str(isil), "--bot", "us", "--card", "133"])  # removed by the scenario
    assert result.exit_code == 2
    assert result.output.strip() == "--card: #133 Benghazi Falls is out of the game (among the removed cards): " \
                                    "it cannot be played here"
    for path in (tmp_path / "missing.yaml", tmp_path, tmp_path / "game.json"):
        result = runner.invoke(app, ["decide", str(path), "--bot", "us", "--card", "137"])
        assert result.exit_code in (1, 2) and result.output.strip() and "Traceback" not in result.output


def test_optional_rule_3_markers_written_in_the_position_replace_the_tier_and_no_random_draw_stops_it(tmp_path):
    path = tmp_path / "rule3.yaml"
    path.write_text("format: botkit-labyrinth-position\nversion: 1\nscenario: awakening\nrules: [3]\n"
                    "capability_markers: {us: [Adept, vigilant]}\n")
    decision = decided(path, US, 137)
    assert decision.capability_markers == ["adept", "vigilant"] and decision.use == "event"
    drawn = decided(path, JIHADIST, 137)  # no markers written for the Jihadist: it would draw them at random
    assert drawn.stop.kind == "random" and drawn.use == ""


MUSLIM = ["Iraq", "Syria", "Pakistan", "Afghanistan", "Gulf States", "Saudi Arabia", "Egypt", "Libya", "Mali", "Somalia"]
COUNTRY = st.fixed_dictionaries({}, optional={
    "governance": st.sampled_from(["good", "fair", "poor", "islamist rule"]),
    "alignment": st.sampled_from(["ally", "neutral", "adversary"]),
    "sleeper cells": st.integers(0, 4), "active cells": st.integers(0, 4), "troops": st.integers(0, 4),
    "militia": st.integers(0, 3), "awakening": st.integers(0, 2), "reaction": st.integers(0, 2),
    "civil war": st.booleans(), "besieged": st.booleans(), "plots": st.lists(st.sampled_from([1, 2, 3]), max_size=1)})
POSITION = st.fixed_dictionaries({
    "tracks": st.fixed_dictionaries({"prestige": st.integers(1, 12), "funding": st.integers(1, 9),
                                     "reserves": st.fixed_dictionaries({"us": st.integers(0, 2),
                                                                        "jihadist": st.integers(0, 2)})}),
    "countries": st.dictionaries(st.sampled_from(MUSLIM), COUNTRY, max_size=4)})


@settings(max_examples=40, deadline=None)
@given(POSITION, st.sampled_from([US, JIHADIST]), st.integers(121, 240))
def test_any_position_is_refused_at_a_line_or_decided_never_changed(data, side, card):
    text = yaml.safe_dump({"format": "botkit-labyrinth-position", "version": 1, "scenario": "awakening", **data})
    try:
        state = parse_position(read_yaml_documents(text, "p.yaml")[0], "p.yaml").state
    except PositionError as exc:
        assert str(exc).startswith("p.yaml:")
        return
    before = state.to_dict()
    decision = decide(state, make_bot(side, "muddled" if side == JIHADIST else "off_guard"), side, card)
    assert decision.stop.kind in ("die", "random", "opponent", "game_over", "done")
    assert state.to_dict() == before


def test_8_1_1_an_allocation_answer_names_each_country_with_its_cells():
    # a Bot that answers the engine's allocation question (every attempt named before any die)
    from_allocation = answer_targets(Ask(JIHADIST, "op.jihad.cells", "Minor Jihad: how many cells where?",
                                          ("Pakistan", "Iraq"), "allocate"), [("Pakistan", 2), ("Iraq", 1)],
                                      load_position(REAPER).state)
    assert [(t.country, t.amount, t.unit) for t in from_allocation] == [("Pakistan", 2, "cells"), ("Iraq", 1, "cells")]


def test_a_players_own_bots_folder_changes_the_decision_it_shows(tmp_path):
    # the player's FMS instructions: militia always into Iraq (same id: it replaces the shipped chart)
    (tmp_path / "fms.yaml").write_text("id: us.event.137\ntitle: FMS (137), my way\nstart: country\nnodes:\n"
                                       "  country:\n    ask: {asked: {purpose: event.137.country}}\n"
                                       "    yes: {do: {answer: {value: Iraq}}, label: always Iraq}\n"
                                       "    no: {call: us.answer.general}\n")
    result = runner.invoke(app, ["decide", str(US_PHASE), "--bot", "us", "--card", "137", "--bots", str(tmp_path),
                                 "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert [t["country"] for t in data["targets"]] == ["Iraq"]
    assert data["decisions"][1]["path"][-1].strip() == "FMS (137), my way: -> always Iraq"
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "x.yaml").write_text("id: us.event.137\nstart: a\nnodes:\n  a: {ask: nope, yes: a, no: a}\n")
    result = runner.invoke(app, ["decide", str(US_PHASE), "--bot", "us", "--card", "137", "--bots", str(broken)])
    assert result.exit_code == 2 and f"{broken / 'x.yaml'}:4:" in result.output


# -- saves taken at every kind of prompt ----------------------------------------------------------------

# the kinds of question a player answers in `play`, each of which a save may be taken at: (kind, the
# purpose without a card's number). A save at each must be a position `decide` accepts, for both Bots.
PROMPT_KINDS = {
    ("one", "card.choose"),  # which card to play
    ("one", "card.play_as"),  # event, Ops or reserves (the card just played is in play)
    ("one", "card.operation"), ("one", "card.trigger_order"), ("yesno", "card.use_reserves"), ("yesno", "card.hold"),
    ("one", "op.woi.target"), ("one", "op.deploy.to"), ("one", "op.disrupt.target"),  # country questions
    ("allocate", "op.travel.sources"), ("allocate", "op.jihad.cells"), ("allocate", "op.plot.cells"),
    ("number", "op.deploy.count"), ("number", "table.die"),
    ("one", "op.regime_change.target"), ("one", "op.travel.destination"), ("number", "op.withdraw.count"),
    ("one", "op.reassessment.second_card"),  # Reassessment: the first card in play, the second asked for
    ("one", "table.card"), ("one", "table.top_card"), ("one", "table.hand_card"),  # table mode: naming a card
    ("one", "event.country"), ("many", "event.countries"), ("yesno", "event.end_truce"),  # inside events
    ("one", "event.card"), ("number", "event.troops"), ("many", "plot.schengen.countries"),
    ("one", "eot.attrition.us_losses"),  # at the end of a turn
}
# games that reach every kind above: (seed, the player's side, table mode, who rolls)
PROMPT_GAMES = [(seed, side, table, dice) for seed in (1, 2, 3, 4, 5)
                for side, table, dice in ((US, False, "program"), (JIHADIST, False, "program"), (US, True, "me"),
                                          (JIHADIST, True, "program"))]


class _Leave(Interrupt):
    """The recording player has seen enough of this game."""


class SavingPlayer:
    """Answers at random and, the first time it meets a kind of question, saves the game there - as
    `play` saves it - in `folder`; `saved` maps each kind to its save."""

    def __init__(self, session: Session, folder: Path, seed: int, limit: int = 300) -> None:
        self.session, self.folder, self.limit = session, folder, limit
        self.random = RandomDecider(seed)
        self.asked = 0
        self.saved: dict[tuple[str, str], Path] = {}

    def decide(self, game, ask: Ask):
        self.asked += 1
        if self.asked > self.limit:
            raise _Leave()
        parts = ask.purpose.split(".")
        kind = (ask.kind, ".".join(p for p in parts if not p.isdigit()))
        if kind not in self.saved:
            path = self.folder / f"save-{len(list(self.folder.iterdir()))}.json"
            write_session(path, game, self.session.config, self.session.answers, [])
            self.saved[kind] = path
        return self.random.decide(game, ask)


def _saves_at_every_prompt(folder: Path) -> dict[tuple[str, str], Path]:
    saved: dict[tuple[str, str], Path] = {}
    for seed, side, table, dice in PROMPT_GAMES:
        session = Session(GameConfig(seed=seed, human=side, table=table, table_dice=dice))
        player = SavingPlayer(session, folder, seed)
        with contextlib.suppress(_Leave):
            session.run(player)
        for kind, path in player.saved.items():
            saved.setdefault(kind, path)
    return saved


def test_a_card_being_played_is_among_the_cards_in_play_at_every_question_of_its_play():
    # the card a player has just played is out of the hand and in no pile yet: it is in play, so the
    # board keeps "every card in exactly one place" at its questions, and lands in a pile at the end
    asked = []

    class Player:
        def decide(self, game, ask):
            if ask.purpose == "card.play_as":
                asked.append((list(game.state.playing), deck.where_is(game, game.current_card),
                              violations(game.state)))
                raise _Leave()
            return RandomDecider(1).decide(game, ask)

    session = Session(GameConfig(seed=4, human=US))
    with contextlib.suppress(_Leave):
        session.run(Player())
    [(playing, where, broken)] = asked
    assert len(playing) == 1 and where == "playing" and broken == []
    finished = Session(GameConfig(seed=4, human=US))
    finished.run(RandomDecider(1), max_turns=1)
    assert finished.game.state.playing == [] and violations(finished.game.state) == []


def test_decide_accepts_a_save_made_at_every_kind_of_prompt_for_both_bots(tmp_path):
    saved = _saves_at_every_prompt(tmp_path)
    assert set(saved) >= PROMPT_KINDS, f"not reached: {sorted(PROMPT_KINDS - set(saved))}"
    in_play = 0
    for kind, path in sorted(saved.items()):
        state = saves.load_game(path).state
        in_play += bool(state.playing)
        before = path.read_bytes()
        for side in (US, JIHADIST):
            # the card in play if there is one (the card the player had just played), else the Bot's own
            card = state.playing[-1] if state.playing else (state.hands[side] or state.draw_pile)[-1]
            result = runner.invoke(app, ["decide", str(path), "--bot", side, "--card", str(card), "--json"])
            assert result.exit_code == 0, f"{kind} {side}: {result.output}"
            decision = json.loads(result.output)
            assert (decision["format"], decision["side"], decision["card"]) == ("botkit-decision", side, card)
            assert decision["stop"]["kind"] in ("die", "random", "opponent", "game_over", "done")
        assert path.read_bytes() == before
    assert in_play >= len(saved) // 2  # most prompts stand inside a card's play


def test_decide_refuses_a_save_whose_board_is_damaged_in_one_line(tmp_path):
    path = tmp_path / "game.json"
    made = runner.invoke(app, ["simulate", "--seed", "3", "--max-turns", "1", "--save", str(path)])
    assert made.exit_code == 0, made.output
    document = json.loads(path.read_text())
    for field, value in (("playing", ["x"]), ("playing", 5), ("discard", [None])):
        damaged = json.loads(json.dumps(document))
        damaged["state"][field] = value
        damaged["checksum"] = saves.checksum(damaged)
        path.write_text(json.dumps(damaged))
        result = runner.invoke(app, ["decide", str(path), "--bot", "us", "--card", "137"])
        assert result.exit_code == 1, result.output
        assert result.output.startswith(f"{path}: the saved board cannot be read")

"""The session features every front end shares: narration levels, `why` by number, adjustments, dice
switched mid-game, rollback with the board changes for a table, end-of-turn summaries, the final
screen and playing on after a victory. Front-end-neutral: games are driven by scripted deciders."""

from __future__ import annotations

import json

import pytest

from botkit import Trace
from botkit.protocol import Ask, FirstOptionDecider
from botkit.session import GameConfig, Interrupt, Session, UndoError, load_session
from botkit.session.narration import BRIEF, FULL, Narrator, explain, level_of
from game.labyrinth import adjust, deck
from game.labyrinth.adjust import AdjustError
from game.labyrinth.definition import LABYRINTH
from game.labyrinth.game import LogEntry
from game.labyrinth.session import views
from game.labyrinth.session.changes import differences
from game.labyrinth.session.summaries import final_screen, timeline, turn_summary
from game.labyrinth.session.visibility import EVERYTHING
from game.labyrinth.state import GOOD

US_GAME = GameConfig(seed=11)


class Stop(Interrupt):
    """The player leaves the question (as a front end's command does)."""


class Player:
    """Answers with the first legal answer; leaves at question `stop`; records every question asked."""

    def __init__(self, stop: int | None = None) -> None:
        self.stop = stop
        self.asked: list = []

    def decide(self, game, ask):
        if self.stop is not None and len(self.asked) >= self.stop:
            raise Stop()
        self.asked.append(ask)
        return FirstOptionDecider().decide(game, ask)


def run(session: Session, stop: int | None, lines: list | None = None) -> Player:
    player = Player(stop)
    with pytest.raises(Stop):
        session.run(player, on_line=lines.append if lines is not None else None)
    return player


# -- narration --------------------------------------------------------------------------------------


def test_brief_narration_tells_each_bot_card_in_one_line_and_no_chart_steps():
    lines: list = []
    run(Session(US_GAME), 4, lines)
    texts = [line.text for line in lines]
    plays = [t for t in texts if t.startswith("Jihadist plays")]
    choices = [line for line in lines if line.kind == "bot" and line.text.startswith("Jihadist Bot: ")]
    assert len(plays) >= 2 and len(choices) >= len(plays)  # a line for each card the Bot played
    assert all("why " in line.text and line.decision for line in choices)
    assert not [line for line in lines if line.kind == "trace"]
    # the dice of one roll come on one line
    assert not any(a.startswith("die (") and b.startswith("die (") and a.split(")")[0] == b.split(")")[0]
                   for a, b in zip(texts, texts[1:], strict=False))


def test_full_narration_adds_every_step_of_every_bot_decision():
    brief: list = []
    full: list = []
    run(Session(US_GAME), 4, brief)
    run(Session(US_GAME, narration=FULL), 4, full)
    steps = [line for line in full if line.kind == "trace"]
    assert steps and all(line.indent >= 2 for line in steps)
    # the same story, with each die on its own line and the Bots' reasoning in between
    assert ([line.text for line in full if line.kind not in ("trace", "die")]
            == [line.text for line in brief if line.kind != "dice"])
    assert any(line.text.startswith("[decision ") for line in steps)


def test_the_narration_level_can_change_mid_game():
    session = Session(US_GAME)
    assert session.narration == BRIEF
    session.narration = FULL
    lines: list = []
    run(session, 2, lines)
    assert any(line.kind == "trace" for line in lines)
    assert level_of("f") == FULL and level_of("BRIEF") == BRIEF and level_of("x") is None and level_of("") is None


def test_a_replay_retells_nothing_the_player_has_seen():
    session = Session(US_GAME)
    run(session, 6)
    lines: list = []
    run(session, 0, lines)  # back at the same question: nothing new happened
    assert lines == []


def test_table_mode_narration_tells_what_to_do_on_the_board():
    session = Session(GameConfig(seed=3, table=True))
    lines: list = []
    run(session, 6, lines)
    told = [line.text for line in lines if line.text.startswith("> ")]
    assert told, [line.text for line in lines]
    assert all(not t.startswith("> +") for t in told)
    assert any(t.startswith(("> Place", "> Remove", "> Move", "> Flip", "> Set", "> Mark")) for t in told)


def test_every_bot_decision_is_kept_by_its_number_for_why():
    session = Session(US_GAME)
    run(session, 8)
    numbers = sorted(session.traces)
    assert numbers == list(range(numbers[0], numbers[-1] + 1)) and len(numbers) > 3
    first = session.traces[numbers[0]]
    told = explain(first, session.title_of, sight=session.sight)
    assert told and all(isinstance(depth, int) and text for depth, text in told)


def test_why_never_hides_the_step_that_decided():
    """The answer chart's router hops ("not this question") are left out; a 'no' after the router is told."""

    class Step:
        def __init__(self, node, kind, text, answer):
            self.chart, self.node, self.kind, self.text, self.answer = "jihadist.answer", node, kind, text, answer
            self.depth, self.rule, self.before, self.after, self.skipped = 0, "", None, None, False

    class Trace:
        meta = {"serial": 1, "side": "jihadist", "purpose": "caliphate.declare"}
        steps = [Step("zakat", "decision", "Flip Zakat?", False), Step("declare", "decision", "Declare a Caliphate?", True),
                 Step("when", "decision", "Would it win at once?", False), Step("no", "action", "Do not declare", None)]

    told = [text for _, text in explain(Trace(), lambda chart: "answers", sight=EVERYTHING)]
    assert told == ["answers: Declare a Caliphate? yes", "answers: Would it win at once? no",
                    "answers: -> Do not declare"]


def test_narrator_puts_the_dice_of_one_roll_on_one_line():
    lines: list = []
    narrator = Narrator(lines.append, LABYRINTH)
    for value in (5, 1):
        narrator.entry(LogEntry(1, "us", f"  die (jihad Pakistan): {value}", "", "die",
                                {"purpose": "jihad Pakistan", "value": value}))
    narrator.entry(LogEntry(1, "us", "  Pakistan: 1 success of 2"))
    assert [line.text for line in lines] == ["dice (jihad Pakistan): 5, 1", "Pakistan: 1 success of 2"]


# -- adjustments -----------------------------------------------------------------------------------


def test_an_adjustment_is_checked_recorded_replayed_and_undone_like_a_play(tmp_path):
    path = tmp_path / "g.json"
    session = Session(US_GAME, save_path=path)
    run(session, 3)
    troops = session.game.state.countries["Iraq"].troops
    said = session.adjust({"country": "Iraq", "field": "troops", "value": troops + 1})
    assert said == f"Iraq troops {troops} -> {troops + 1}"
    assert load_session(path).answers[-1][0] == "session.adjust"  # saved at once
    run(session, 0)  # replays to the same question, the adjustment carried out on the way
    assert session.game.state.countries["Iraq"].troops == troops + 1
    assert any(e.text == f"Adjusted: Iraq troops {troops} -> {troops + 1}" for e in session.game.log_entries)
    undone = session.undo(1)
    assert undone == [f"your adjustment (Iraq troops {troops} -> {troops + 1}) (turn 1)"]
    run(session, 0)
    assert session.game.state.countries["Iraq"].troops == troops
    session.redo(1)
    run(session, 0)
    assert session.game.state.countries["Iraq"].troops == troops + 1


def test_an_adjustment_that_breaks_the_boards_rules_is_refused_and_changes_nothing(tmp_path):
    session = Session(US_GAME, save_path=tmp_path / "g.json")
    run(session, 3)
    kept = list(session.answers)
    for change, reason in (
        ({"country": "Iraq", "field": "troops", "value": 16}, "goes from 0 to 15"),
        ({"country": "Gulf States", "field": "troops", "value": 15}, "troops on the map"),
        ({"country": "France", "field": "governance", "value": "good"}, "not a Muslim country"),
        ({"country": "Iraq", "field": "awakening", "value": 16}, "goes from 0 to 15"),
        ({"track": "prestige", "value": 13}, "goes from 1 to 12"),
        ({"track": "luck", "value": 1}, "no track"),
        ({"card": 999, "zone": "discard"}, "no card"),
        ({"country": "Atlantis", "field": "troops", "value": 1}, "no country"),
        ({"country": "Iraq", "field": "plots", "value": ["WMD"]}, "Plots Available"),
        ("prestige 7", "a mapping"),
    ):
        with pytest.raises(AdjustError, match=reason):
            session.adjust(change)
    assert session.answers == kept


def test_11_3_14_an_adjustment_leaving_militia_in_a_good_country_is_refused():
    session = Session(US_GAME)
    run(session, 3)
    session.adjust({"country": "Gulf States", "field": "militia", "value": 2})
    with pytest.raises(AdjustError, match="militia"):
        session.adjust({"country": "Gulf States", "field": "governance", "value": "good"})
    assert session.game.state.countries["Gulf States"].governance != GOOD
    assert adjust.check(session.game.state, {"country": "Gulf States", "field": "militia", "value": 0})


def test_a_card_adjusted_into_the_hand_at_the_card_prompt_is_offered_at_once():
    session = Session(US_GAME)
    player = run(session, 0)
    assert player.asked == [] and session.recorder.pending.purpose == "card.choose"
    card = session.game.state.discard[0] if session.game.state.discard else session.game.state.draw_pile[0]
    session.adjust({"card": card, "zone": "us"})
    again = run(session, 0)
    asked = session.recorder.pending
    assert asked.purpose == "card.choose" and card in asked.options and not again.asked
    assert deck.where_is(session.game, card) == "us"


def test_dice_switched_mid_game_ask_the_player_from_then_on_and_replay(tmp_path):
    path = tmp_path / "g.json"
    session = Session(US_GAME, save_path=path)
    run(session, 2)
    assert session.dice == "program"
    session.set_dice("me")
    asked = run(session, 40).asked
    assert any(a.purpose == "table.die" for a in asked)
    assert session.dice == "me"
    saved = load_session(path)
    resumed = Session(saved.config, saved.answers, save_path=path)
    run(resumed, 0)
    assert resumed.dice == "me"
    with pytest.raises(UndoError):
        session.set_dice("friend")
    with pytest.raises(UndoError, match="Bot vs Bot"):
        Session(GameConfig(seed=1, human=None)).set_dice("me")


# -- rollback and the board at the table --------------------------------------------------------


def test_rollback_lists_every_play_and_goes_back_before_the_one_chosen(tmp_path):
    session = Session(US_GAME, save_path=tmp_path / "g.json")
    run(session, 30)
    points = session.rollback_points()
    assert [p.number for p in points] == list(range(1, len(points) + 1))
    assert points[0].turn_start and points[0].text.startswith("before your play of")
    assert [p.steps_back for p in points] == list(range(len(points), 0, -1))
    target = points[1]
    undone, board = session.rollback(target)
    assert len(undone) == target.steps_back and board == []  # not a table game: nothing to move by hand
    assert session.rollback_points()[-1].number == 1
    session.redo(len(undone))
    assert len(session.rollback_points()) == len(points)


def test_rollback_at_a_table_says_what_to_change_on_the_board(tmp_path):
    session = Session(GameConfig(seed=3, table=True), save_path=tmp_path / "t.json")
    run(session, 6)
    now = session.recorder.standing  # the board at the question the player stands at
    first = session.rollback_points()[0]
    _, board = session.rollback(first)
    then = session.replay().state
    assert board == differences(now, then, table=True)
    assert board and all(change.todo for change in board)
    assert any(change.todo.startswith(("Move the", "Place", "Remove", "Take")) for change in board)


def test_differences_word_each_change_both_ways():
    session = Session(US_GAME)
    run(session, 0)
    before = session.game.state.copy()
    before.countries["Iraq"].sleepers, before.countries["Iraq"].actives = 2, 0
    after = before.copy()
    after.prestige = 7
    after.countries["Iraq"].troops += 2
    after.countries["Iraq"].sleepers, after.countries["Iraq"].actives = 0, 2
    after.countries["Pakistan"].reaction = 1
    found = {(d.where, d.changed, d.todo) for d in differences(before, after)}
    assert ("", "Prestige 5 -> 7", "Move the Prestige marker to 7") in found
    assert ("Iraq", "Iraq: +2 troops", "Place 2 troops in Iraq") in found
    assert ("Pakistan", "Pakistan: +1 Reaction marker", "Place a Reaction marker in Pakistan") in found
    assert ("Iraq", "Iraq: 2 cells now active", "Flip 2 cells in Iraq to active") in found


# -- turns and the end ---------------------------------------------------------------------------


def test_each_turn_ends_with_a_summary_of_what_changed():
    lines: list = []
    session = Session(GameConfig(seed=3, human=None))
    session.run(Player(), on_line=lines.append, max_turns=2)
    summaries = [line.text for line in lines if line.kind == "summary"]
    assert "Turn 1 in short:" in summaries
    assert any(text.startswith("  Jihadist played: #") for text in summaries)
    assert any(text.startswith("  US played: #") for text in summaries)
    assert any(text.startswith("  Hands dealt for the next turn: Jihadist ") for text in summaries)


def test_turn_summary_says_so_when_nothing_changed():
    session = Session(US_GAME)
    run(session, 0)
    state = session.game.state
    assert turn_summary(1, state, state.copy(), [], sight=session.sight) == ["Turn 1 in short:",
                                                                           "  nothing changed on the board"]


def test_the_final_screen_says_who_won_how_and_when_with_a_timeline():
    session = Session(GameConfig(seed=3, human=None))
    winner = session.run(Player())
    state = session.game.state
    lines = final_screen(state, session.game.log_entries)
    assert winner in ("us", "jihadist", "draw")
    assert lines[0].startswith(("US wins on turn", "Jihadist wins on turn", "A draw on turn"))
    assert state.victory in lines[0]
    assert lines[1].startswith("Final position: Prestige")
    assert lines[2] == "Timeline:" and lines[3].startswith("  Turn 1: ")
    assert len(timeline(session.game.log_entries)) == state.turn


def _won_game(seed_range=range(1, 40)) -> tuple[Session, list]:
    """A US game (first answers) that ends in an automatic victory before the decks run out."""
    for seed in seed_range:
        session = Session(GameConfig(seed=seed, tiers={"us": "off_guard", "jihadist": "muddled"}))
        session.run(Player())
        if session.can_play_on():
            return session, []
    pytest.skip("no seed in range ended early")


def test_after_a_victory_the_player_may_play_on_to_the_end_of_the_decks(tmp_path):
    session, _ = _won_game()
    first = session.game.state
    winner, turn, reason = first.winner, first.turn, first.victory
    session.save_path = tmp_path / "g.json"
    session.play_on()
    assert load_session(session.save_path).config.play_on
    session.save_path = None  # playing on to the end answers hundreds of questions: no need to save each here
    session.run(Player())
    state = session.game.state
    assert state.options["first_victory"] == {"winner": winner, "reason": reason, "turn": turn}
    assert state.options.get("ended_at_end") and state.winner is not None
    assert not session.can_play_on()
    assert any(e.kind == "victory_noted" for e in session.game.log_entries)
    assert "Played on after" in "\n".join(final_screen(state, session.game.log_entries))


# -- views -------------------------------------------------------------------------------------------


def test_card_views_show_only_what_the_player_may_know():
    session = Session(US_GAME)
    run(session, 0)
    game, sight = session.game, session.sight
    bot_card = game.state.hands["jihadist"][0]
    mine = game.state.hands["us"][0]
    assert views.card_view(sight, bot_card).where == ""  # the Bot's hand is secret
    assert views.card_view(sight, mine).where == "in your hand"
    hand, unseen = views.hand(sight)
    assert [v.number for v in hand] == game.state.hands["us"] and unseen == 0
    for view in hand:
        assert view.playable in (True, False) and view.why
    jihadist_card = next(n for n in range(121, 241) if views.facts.cards()[n].association == "jihadist")
    playable, why = views.event_status(game, jihadist_card, "us")
    assert not playable and "Jihadist event" in why


def test_the_status_explains_the_world_posture_and_lists_israel():
    session = Session(US_GAME)
    run(session, 0)
    shown = views.status(session.sight)
    assert any("Israel: Hard" in line for _, lines in shown.regions for line in lines)
    posture = next(line for line in shown.tracks if line.startswith("World posture"))
    assert "Israel" in posture and "Hard" in posture and "GWOT penalty" in posture
    every = views.status(session.sight, every=True)
    assert sum(len(lines) for _, lines in every.regions) == len(session.game.state.countries)


def test_the_deck_view_says_what_a_new_deck_brings_back():
    session = Session(US_GAME)
    run(session, 0)
    lines = views.deck(session.sight)
    assert lines[0].startswith("Deck 1 of 3:")
    assert "discard pile" in lines[1]
    every = views.deck(session.sight, every=True)
    assert any(line.startswith("Cards you have not seen") for line in every)
    assert not any(str(n) in every[-1].split("):")[0] for n in session.game.state.hands["us"])


def test_a_save_keeps_its_adjustments_as_plain_json(tmp_path):
    path = tmp_path / "g.json"
    session = Session(US_GAME, save_path=path)
    run(session, 1)
    session.adjust({"track": "funding", "value": 3})
    entry = json.loads(path.read_text())["meta"]["session"]["answers"][-1]
    assert entry[0] == "session.adjust" and entry[1]["track"] == "funding" and entry[1]["value"] == 3
    assert entry[1]["at"] and isinstance(entry[1]["step"], list)


def test_4_8_1_the_plot_markers_a_bot_places_face_down_stay_secret_in_narration_and_why():
    """A US player never sees which plot the Jihadist Bot put face down: not in its answer, not in its steps."""
    ask = Ask("jihadist", "event.172.plot_level", "Al-Shabaab: which plot in Somalia?", ("1", "2"))
    trace = Trace("event.172.plot_level: Al-Shabaab", meta={"serial": 7, "side": "jihadist",
                                                            "purpose": "event.172.plot_level"})
    session = Session(US_GAME)
    run(session, 0)
    assert session.sight.decision(trace, ask) and not session.sight.decision(trace, Ask("jihadist", "x", "?",
                                                                                          ("Iraq", "Syria")))
    jihadist_player = Session(GameConfig(seed=5, human="jihadist"))
    run(jihadist_player, 0)
    assert not jihadist_player.sight.decision(trace, Ask("us", "event.172.plot_level", "?", ("1", "2")))

    lines: list = []
    narrator = Narrator(lines.append, LABYRINTH, level=FULL, sight=lambda: session.sight)
    narrator.decision(trace)
    trace.note("plot 2 is the best")
    narrator.answered(ask, "2", {"jihadist"})
    assert [line.text for line in lines] == ["Jihadist Bot: Al-Shabaab: which plot in Somalia? (a face-down plot)"]
    lines.clear()
    narrator = Narrator(lines.append, LABYRINTH, level=FULL, sight=lambda: jihadist_player.sight)
    trace = Trace("event.172.plot_level: Al-Shabaab", meta={"serial": 8, "side": "jihadist",
                                                            "purpose": "event.172.plot_level"})
    narrator.decision(trace)
    trace.note("plot 2 is the best")
    narrator.answered(ask, "2", {"jihadist"})
    assert [line.text for line in lines][-2:] == ["plot 2 is the best",
                                                   "Jihadist Bot: Al-Shabaab: which plot in Somalia? 2 (why 8)"]

"""The generic pieces in Labyrinth's Bot runtime (bots/base.py), with a fixture Bot laid over the shipped
charts as a player's folder: a tier set with `answer:` plays its own answer chart, found by tier name
alone; its memory is held by card play and action phase, traced, and rebuilt when a save replays; its
event instructions come from ``<prefix>.event.<N>`` before ``<side>.event.<N>``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from botkit.bot import load_tier
from botkit.libraries import library_with
from botkit.protocol import FirstOptionDecider
from botkit.session import GameConfig, Interrupt, Session, load_session
from botkit.session.config import tier_names
from cli.main import app
from game.labyrinth.bots import make_bot

FIXTURE = Path(__file__).parent / "labyrinth"
REAPER = Path(__file__).resolve().parents[2] / "examples" / "positions" / "worked-example-reaper.yaml"
OVERLAY = {str(path): path.read_text() for path in sorted(FIXTURE.glob("*.yaml"))}


class Stop(Interrupt):
    """The player leaves the question."""


class Player:
    """The US player: the first legal answer to each question; leaves at question `stop`."""

    def __init__(self, stop: int) -> None:
        self.stop = stop
        self.asked = 0

    def decide(self, game, ask):
        if self.asked >= self.stop:
            raise Stop()
        self.asked += 1
        return FirstOptionDecider().decide(game, ask)


def test_a_tier_set_with_answer_plays_its_own_answer_chart():
    bot = make_bot("jihadist", "fixture_bot", overlay=OVERLAY)
    standard = make_bot("jihadist", "muddled", overlay=OVERLAY)
    assert (bot.answer_chart, bot.prefix) == ("fixture.answer", "fixture")
    assert (standard.answer_chart, standard.prefix) == ("jihadist.answer", "jihadist")


def test_a_tier_is_found_in_any_tier_set_of_its_side_and_listed_after_the_printed_ones():
    library = library_with("labyrinth", OVERLAY)
    assert load_tier(library, "labyrinth.jihadist.ideology", "fixture_bot").answer == "fixture.answer"
    config = GameConfig(tiers={"us": "off_guard", "jihadist": "fixture_bot"}, files=dict(OVERLAY), bots=list(OVERLAY))
    names = tier_names("jihadist", config)
    assert names[:6] == ["muddled", "coherent", "attractive", "potent", "infectious", "virulent"]
    assert names[6:] == ["enhanced_normal", "enhanced_easier", "enhanced_easiest", "fixture_bot"]  # shipped sets first


def test_a_players_tier_extending_a_tier_of_another_set_plays_that_tiers_bot(tmp_path):
    mine = tmp_path / "mine.yaml"
    mine.write_text("kind: tiers\nadds_to: labyrinth.jihadist.ideology\ntiers:\n  mine: {extends: fixture_bot}\n")
    bot = make_bot("jihadist", "mine", tier_file=str(mine), overlay=OVERLAY)
    assert bot.answer_chart == "fixture.answer"


def test_event_instructions_are_the_bots_own_before_the_sides():
    bot = make_bot("jihadist", "fixture_bot", overlay=OVERLAY)
    assert bot.event_chart(164) == "fixture.event.164"
    assert bot.event_chart(169) == "jihadist.event.169"
    assert bot.event_chart(169, ".playable") == "jihadist.event.169.playable"
    assert make_bot("jihadist", "muddled", overlay=OVERLAY).event_chart(164) == "jihadist.event.164"


CONFIG = dict(seed=3, tiers={"us": "off_guard", "jihadist": "fixture_bot"}, files=dict(OVERLAY), bots=list(OVERLAY))


def test_memory_holds_the_first_cards_use_for_the_phase_and_is_traced():
    session = Session(GameConfig(**CONFIG))
    with pytest.raises(Stop):
        session.run(Player(40))
    bot = session.game.deciders["jihadist"]
    uses = [t for t in bot.traces if t.meta.get("purpose") == "card.use"]
    assert len(uses) >= 3
    assert "fixture.answer" in uses[0].charts() and "jihadist.evo" not in uses[0].charts()  # its own Bot's chart
    other = [t for t in bot.traces if t.meta.get("purpose") != "card.use"]
    assert other and all(t.charts()[:2] == ["fixture.answer", "jihadist.answer"] for t in other)  # then the side's
    text = "\n".join(uses[0].lines())
    assert "memory richest = " in text and "remember first_use = " in text
    first, second = uses[0].meta["memory"]["first_use"], uses[1].meta["memory"]["first_use"]
    assert first == second  # the phase's second card read the first card's use ...
    assert "The first card of the phase? no" in "\n".join(uses[1].lines())
    assert "remember" not in "\n".join(uses[1].lines())  # ... and wrote nothing
    assert "The first card of the phase? yes" in "\n".join(uses[2].lines())  # the next phase starts afresh


def test_a_save_between_two_cards_of_a_phase_resumes_with_the_same_plays(tmp_path):
    config = GameConfig(**CONFIG, table=True)  # at the table the player names each Bot card: a save between them
    whole = Session(config)
    with pytest.raises(Stop):
        whole.run(Player(30))
    recorder = whole.recorder
    between = [i for i, (purpose, _) in enumerate(recorder.answers) if purpose == "table.card"]
    assert len(between) >= 2
    path = tmp_path / "g.json"
    first_part = Session(config, save_path=path)
    with pytest.raises(Stop):
        first_part.run(Player(between[1]))  # stands at naming the phase's second Bot card
    saved = load_session(path)
    resumed = Session(saved.config, saved.answers, save_path=path)
    with pytest.raises(Stop):
        resumed.run(Player(30 - between[1]))
    assert resumed.game.state.to_dict() == whole.game.state.to_dict()
    assert resumed.game.deciders["jihadist"].memory_now(resumed.game) == \
        whole.game.deciders["jihadist"].memory_now(whole.game)


def test_decide_json_shows_the_memory_at_the_stop(tmp_path):
    overlay = tmp_path / "bots"
    overlay.mkdir()
    for path in FIXTURE.glob("*.yaml"):
        (overlay / path.name).write_text(path.read_text())
    result = CliRunner().invoke(app, ["decide", str(REAPER), "--bot", "jihadist", "--card", "128", "--tier",
                                      "fixture_bot", "--bots", str(overlay), "--json"])
    assert result.exit_code == 0, result.output
    memory = json.loads(result.output)["memory"]
    assert memory == {"richest": "Iraq", "first_use": "recruit"}

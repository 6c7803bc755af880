"""The conformance suite: every registered game passes the same checks, through its definition only.

OpenSpiel's api_test is the model: one suite, parameterised over `botkit.registry.names()`, asks each
game only what `GameDefinition` promises (docs/conformance.md lists the checks). A check a game cannot
be put to yet is skipped with the reason (a game without Bots skips the Bot checks, one without a
picture the picture's); a game without Bots still has its sessions checked, a random stand-in in the
Bot's seat (`support.seated`). Each check runs fast in every run; the ``slow`` versions (`-m slow`)
play more and longer games.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from botkit import registry
from botkit.definition import CardShown, GameDefinition, Place, View
from botkit.matches import Seats, checked_bot_game, random_game
from botkit.protocol import Ask, IllegalAnswer, RandomDecider
from botkit.session import GameConfig, Session, load_session, write_session
from botkit.session.recording import as_json
from cli.commands import looking
from cli.human import LEAVING_COMMANDS, HumanDecider, SessionCommand
from cli.main import app

from .support import (
    FAST,
    GAMES,
    SLOW,
    Depth,
    copy_save,
    document,
    missing_bot,
    play,
    printed_tiers,
    sample_config,
    seated,
    seeded,
    set_ups,
    spread,
    tier_pairs,
    with_seed,
)

DEPTHS = [pytest.param(FAST, id="fast"), pytest.param(SLOW, id="slow", marks=pytest.mark.slow)]
SET_UPS = [pytest.param(name, config, id=f"{name}-{label}")
           for name in GAMES for label, config in set_ups(registry.get(name))]


def question(ask: Ask) -> tuple[Any, ...]:
    """What a player is asked, as a value two questions can be compared by."""
    return (ask.side, ask.purpose, ask.prompt, ask.kind, repr(ask.options), ask.count, ask.minimum, ask.low,
            ask.high, ask.budget, repr(sorted(ask.capacities.items(), key=repr)),
            repr(sorted(ask.labels.items(), key=repr)))


# -- random legal play ----------------------------------------------------------------------------


def random_play(config: GameConfig, seeds: range) -> None:
    definition = config.definition
    for seed in seeds:
        game, decisions, failure = random_game(with_seed(config, seed))
        assert failure is None, f"{failure.error} (reproduce: {failure.reproduction()})"
        assert game.state.winner in (*definition.sides, "draw"), f"seed {seed}: the game did not end"
        assert decisions > 0
        assert definition.invariants(game.state) == []


@pytest.mark.parametrize(("name", "config"), SET_UPS)
def test_random_play_of_every_set_up_ends_with_every_invariant_kept(name, config):
    random_play(config, range(FAST.seeds))


@pytest.mark.slow
@pytest.mark.parametrize(("name", "config"), SET_UPS)
def test_random_play_of_every_set_up_over_many_seeds(name, config):
    random_play(config, range(FAST.seeds, SLOW.seeds * 4))


# -- sessions: replay, undo and redo, resuming -------------------------------------------------------


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_a_saved_session_replays_to_the_very_same_game(name, depth, tmp_path):
    """Play at random, stop at a question, load the save, replay: the same state, log, dice and random
    generator, byte for byte."""
    definition = registry.get(name)
    draw = seeded(1)
    for human in definition.sides:
        for seed in range(depth.seeds):
            path = tmp_path / f"{human}-{seed}.json"
            session, _ = play(definition, human, seed, stop_at=draw.randint(1, 120), save=path)
            with seated(definition):
                again = Session.from_save(load_session(path)).replay()
            assert document(definition, again) == document(definition, session.game), f"{human}, seed {seed}"


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_undo_then_redo_comes_back_to_the_same_game(name, depth, tmp_path):
    definition = registry.get(name)
    draw = seeded(2)
    round_trips = 0
    for human in definition.sides:
        for seed in range(depth.seeds):
            session, _ = play(definition, human, seed, stop_at=draw.randint(3, 120),
                              save=tmp_path / f"{human}-{seed}.json")
            with seated(definition):
                before, answers = document(definition, session.replay()), as_json(session.answers)
                steps = len(session.rollback_points())
                for count in sorted({1, draw.randint(1, max(steps, 1)), steps} - {0}):
                    back = session.step_back(count)
                    assert len(back.steps) == count and len(session.answers) < len(answers)
                    forward = session.step_forward(count)
                    assert forward.steps == back.steps
                    assert as_json(session.answers) == answers
                    assert document(definition, session.game) == before, f"{human}, seed {seed}, {count} step(s)"
                    round_trips += 1
    assert round_trips > 0


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_a_save_resumed_at_any_question_asks_that_question(name, depth, tmp_path):
    definition = registry.get(name)
    resumed = 0
    for human in definition.sides:
        counted, _ = play(definition, human, 0, turns=depth.turns)
        picked = spread(len(counted.answers) + 1, depth.questions)
        copies: dict[int, tuple[Path, Ask]] = {}

        def keep(session: Session, ask: Ask, index: int, picked: set[int] = picked, copies: dict = copies,
                 human: str = human) -> None:
            target = tmp_path / f"{human}-{index}.json"
            if index in picked and index > 0:
                assert copy_save(session.save_path, target), f"no save yet at question {index} ({ask.purpose})"
                copies[index] = (target, ask)

        _, player = play(definition, human, 0, turns=depth.turns, look=keep, save=tmp_path / f"{human}.json")
        with seated(definition):
            first = Session(sample_config(definition, human, 0)).current_question()
            assert first is not None and question(first) == question(player.asked[0])
            for index, (path, ask) in sorted(copies.items()):
                saved = load_session(path)
                assert len(saved.answers) == index, "the save was not written after every answer"
                now = Session.from_save(saved).current_question()
                assert now is not None and question(now) == question(ask), f"{human}, question {index}"
                resumed += 1
    assert resumed > 0


# -- Bots -----------------------------------------------------------------------------------------------


def needs_bots(definition: GameDefinition) -> None:
    missing = missing_bot(definition)
    if missing:
        pytest.skip(f"no Bot checks: {missing}")


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_bot_games_of_every_set_up_and_tier_end_with_no_chart_gap(name, depth):
    """Bot vs Bot with strict charts (a blind fallback is a failure) and invariants on: every set-up at the
    default tiers, and every tier of each side at least once."""
    definition = registry.get(name)
    needs_bots(definition)
    scenarios = [s.id for s in definition.scenarios()]
    games = [config for _, config in set_ups(definition)]
    games += [GameConfig(game=name, scenario=scenarios[i % len(scenarios)], human=None, tiers=tiers)
              for i, tiers in enumerate(tier_pairs(definition))]
    played = 0
    for round_ in range(depth.seeds // 2 or 1):
        for index, config in enumerate(games):
            config = with_seed(config, round_ * 1000 + index)
            result, game, failure = checked_bot_game(config)
            assert failure is None, f"{failure.error} (reproduce: {failure.reproduction()})"
            assert result is not None and result.winner in (*definition.sides, "draw")
            played += 1
    assert played >= len(games)


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_every_bot_answers_whatever_a_random_opponent_leads_to(name, depth):
    """Each Bot at each of its tiers against random legal play: every question the game puts to it is
    answered by its charts (strict: no blind fallback), in positions Bot-vs-Bot games never reach."""
    definition = registry.get(name)
    needs_bots(definition)
    scenarios = [s.id for s in definition.scenarios()]
    for side, tiers in printed_tiers(definition).items():
        for index, tier in enumerate(tiers):
            for seed in range(depth.seeds):
                config = GameConfig(game=name, scenario=scenarios[(index + seed) % len(scenarios)], seed=seed,
                                    human=definition.other_side(side), tiers={side: tier})
                bot = definition.make_bot(side, config)
                bot.strict = True
                seats = Seats({side: bot}, None)  # the Bot attached at its first question, its set-up's included
                game = definition.start(config, {side: seats.seat(side), config.human: RandomDecider(seed)},
                                        check_invariants=True)
                seats.meet(game)
                definition.run(game)
                assert game.state.winner in (*definition.sides, "draw"), f"{side} {tier}, seed {seed}"
                assert bot.decisions > 0


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_every_bot_decision_of_a_session_can_be_asked_why(name, depth):
    """The Bots' decisions in a game against the player - its set-up's included - are each traced, numbered in
    order and told by `why N`, their tiers in force."""
    definition = registry.get(name)
    needs_bots(definition)
    for human in definition.sides:
        for seed in range(depth.seeds):
            session, _ = play(definition, human, seed, turns=depth.turns)
            decisions = sum(bot.decisions for bot in session.bots.values())
            assert decisions > 0 and sorted(session.traces) == list(range(1, decisions + 1)), f"{human}, seed {seed}"
            assert all(session.why(number) is not None for number in session.traces)
            assert all(side in session.game.bot_sides for side in session.bots)


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_botkit_decide_tells_a_bot_decision_on_saves_made_mid_game(name, depth, tmp_path):
    definition = registry.get(name)
    if type(definition).position is GameDefinition.position:
        pytest.skip(f"{definition.title} gives no positions to decide on yet (GameDefinition.position)")
    needs_bots(definition)
    runner = CliRunner()
    decided = 0
    for human in definition.sides:
        bot_side = definition.other_side(human)
        counted, _ = play(definition, human, 3, turns=depth.turns)
        picked = spread(len(counted.answers) + 1, max(depth.questions // 4, 3))
        positions: list[tuple[Path, int]] = []

        def keep(session: Session, ask: Ask, index: int, picked: set[int] = picked, human: str = human,
                 bot_side: str = bot_side, positions: list = positions) -> None:
            cards, _ = definition.hand(definition.sight(bot_side, session.game))
            if index in picked and cards:
                path = tmp_path / f"{human}-{index}.json"
                write_session(path, session.game, session.config, session.answers)  # the game as it stands now
                positions.append((path, cards[index % len(cards)].number))

        play(definition, human, 3, turns=depth.turns, look=keep)
        for path, card in positions:
            result = runner.invoke(app, ["decide", str(path), "--bot", bot_side, "--card", str(card)])
            assert result.exit_code == 0, f"botkit decide {path.name} --bot {bot_side} --card {card}: {result.output}"
            assert result.output.strip()
            decided += 1
    assert decided > 0


# -- the terminal's prompts -----------------------------------------------------------------------------


@functools.cache
def questions_asked(name: str, depth: Depth) -> tuple[Ask, ...]:
    """Every question sample sessions put to the player (each side in the player's seat)."""
    definition = registry.get(name)
    asked: list[Ask] = []
    for human in definition.sides:
        for seed in range(depth.seeds):
            _, player = play(definition, human, seed, turns=depth.turns)
            asked += player.asked
    return tuple(asked)


COMMAND_WORDS = ("?", "help", "status", "show", "show all", "hand", "card 1", "why", "why 999", "narrate loud",
                 "map", "undo", "undo 0", "redo x", "rollback", "adjust", "dice maybe", "quit", "y", "n", "e", "o",
                 "r", "all", "none", "#", "-1", "0", "1,1", "  ", "\t", "é", "..")


def typed_lines(ask: Ask, views: list[str]) -> st.SearchStrategy[list[str]]:
    """Lines a player might type at `ask`: its options' words and numbers, pieces of them, commands, the game's
    views, noise."""
    words = [ask.label(o) for o in ask.options[:40]] + [str(o) for o in ask.options[:40]] + list(COMMAND_WORDS)
    words += views
    word = st.sampled_from(words)
    piece = st.one_of(word, word.map(lambda w: w[: max(1, len(w) // 2)]), word.map(str.upper),
                      st.integers(-3, 300).map(str), st.text(max_size=24))
    line = st.one_of(piece, st.lists(piece, min_size=2, max_size=4).map(", ".join),
                     st.tuples(piece, st.integers(-2, 9)).map(lambda p: f"{p[0]} {p[1]}"))
    return st.lists(line, max_size=5)


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_whatever_is_typed_at_a_prompt_is_an_answer_a_command_or_asked_again(name, depth):
    """The terminal's decider (cli.human) at every kind of question the game asks: a line is taken as a legal
    answer, leaves as a session command, or is refused and the question asked again - never a crash."""
    definition = registry.get(name)
    asked = questions_asked(name, depth)

    @settings(max_examples=depth.junk, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.data())
    def typing(data: st.DataObject) -> None:
        ask = data.draw(st.sampled_from(asked), label="question")
        lines = iter(data.draw(typed_lines(ask, sorted(definition.views())), label="lines"))
        decider = HumanDecider(lambda prompt: next(lines, "quit"), lambda text: None, lambda command, argument: None,
                               keys=definition.keys, looking=looking(definition))
        try:
            answer = decider.decide(None, ask)
        except SessionCommand as command:
            assert command.name in LEAVING_COMMANDS
            return
        try:
            ask.check(answer)
        except IllegalAnswer as exc:
            raise AssertionError(f"the terminal took an answer the question refuses: {exc}") from exc

    typing()


# -- what a player looks at: views, the page's panels, the picture ------------------------------------


def arguments(definition: GameDefinition, session: Session) -> list[str]:
    """What a player may type after a view's name: nothing, words of the game, numbers, noise."""
    sight = session.sight
    typed = ["", "all", "1", "999", "-2", "zzz", "show", "?", "é", *definition.sides]
    places = definition.places(sight)
    cards, _ = definition.hand(sight)
    typed += [places[0].name, places[0].name[:3]] if places else []
    typed += [str(cards[0].number), cards[0].label] if cards else []
    return typed


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_every_view_shows_at_every_question(name, depth):
    definition = registry.get(name)
    views = definition.views()
    if not views:
        pytest.skip(f"{definition.title} has no views yet (GameDefinition.views)")

    def look(session: Session, ask: Ask, index: int) -> None:
        for typed in arguments(definition, session):
            for view_name, view in views.items():
                shown = view(session, typed)
                assert isinstance(shown, View), f"{view_name} {typed!r} at question {index}"
                assert all(isinstance(line.text, str) for line in shown.shown)

    assert at_questions(definition, depth, look) > 0


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_every_panel_of_the_page_shows_at_every_question(name, depth):
    """What the browser's page and the terminal's menus ask the game at a question (each hook's default
    where the game gives none)."""
    definition = registry.get(name)

    def look(session: Session, ask: Ask, index: int) -> None:
        game, sight = session.game, session.sight
        labels, notes = definition.question_labels(game, ask, sight)
        assert set(labels) <= set(ask.options) and all(isinstance(n, str) for n in notes)
        cards, unseen = definition.hand(sight)
        assert all(isinstance(c, CardShown) for c in cards) and unseen >= 0
        assert all(isinstance(line, str) for line in definition.status_lines(sight))
        assert all(isinstance(title, str) and isinstance(lines, list) for title, lines in definition.piles(sight))
        assert all(isinstance(place, Place) for place in definition.places(sight))
        assert isinstance(definition.phase_title(game.state), str) and isinstance(definition.heading(game.state), str)
        assert isinstance(definition.doubt(game, ask, RandomDecider(index).decide(game, ask), sight), str)

    assert at_questions(definition, depth, look) > 0


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_the_picture_draws_every_state(name, depth):
    definition = registry.get(name)
    start = definition.start(GameConfig(game=name, human=None), {}).state
    if not definition.board_svg(start, None):
        pytest.skip(f"{definition.title} draws no picture yet (GameDefinition.board_svg)")

    def drawn(state: Any, viewer: str | None) -> None:
        root = ET.fromstring(definition.board_svg(state, viewer, caption=definition.heading(state)))
        assert root.tag.rsplit("}", 1)[-1] == "svg"

    def look(session: Session, ask: Ask, index: int) -> None:
        for viewer in (None, session.config.human):
            drawn(session.game.state, viewer)

    assert at_questions(definition, depth, look) > 0
    for _, config in set_ups(definition):
        game, _, _ = random_game(with_seed(config, 1))
        drawn(game.state, None)


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("name", GAMES)
def test_the_invariants_hold_at_every_question(name, depth):
    definition = registry.get(name)

    def look(session: Session, ask: Ask, index: int) -> None:
        assert definition.invariants(session.game.state) == [], f"question {index} ({ask.purpose})"

    every = Depth(depth.name, depth.seeds, depth.turns, questions=10**6, junk=0)
    assert at_questions(definition, every, look, seeds=depth.seeds) > 0


def at_questions(definition: GameDefinition, depth: Depth, look: Any, *, seeds: int = 1) -> int:
    """`look(session, ask, index)` at the questions of sample games (each side in the player's seat), at most
    `depth.questions` of each game, spread over it; returns how many were looked at."""
    checked = 0
    for human in definition.sides:
        for seed in range(seeds):
            counted, _ = play(definition, human, seed, turns=depth.turns)
            picked = spread(len(counted.answers) + 1, depth.questions)

            def looking(session: Session, ask: Ask, index: int, picked: set[int] = picked) -> None:
                nonlocal checked
                if index in picked:
                    look(session, ask, index)
                    checked += 1

            play(definition, human, seed, turns=depth.turns, look=looking)
    return checked

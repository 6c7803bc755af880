"""Bot memory (botkit/memory.py): declared fields held by scope, `pick` fields computed at their first
read, `remember` beside an answer, `$memory.x` checked when the charts load."""

from __future__ import annotations

import pytest

from botkit import Library, ValidationError
from botkit.render import render

from .conftest import CHARTS, RedBot, write_charts


def test_a_pick_field_is_picked_at_its_first_read_and_held_while_the_board_changes(red_library, board):
    bot = RedBot(red_library, "plain")
    board["bot"] = bot
    assert bot.recall(board, "target") == "east"
    board["places"]["east"]["value"] = 0  # the board changes during the card: the target holds
    assert bot.recall(board, "target") == "east"
    assert bot.memory.snapshot(bot.keys(board)) == {"target": "east"}
    board["counters"]["plays"] = 2  # a new card play: picked afresh
    assert bot.memory.snapshot(bot.keys(board)) == {}
    assert bot.recall(board, "target") == "south"


def test_a_later_field_table_reads_an_earlier_field(red_library, board):
    bot = RedBot(red_library, "plain")
    board["bot"] = bot
    assert bot.recall(board, "backup") == "north"  # not the target (east), then the least danger
    assert bot.memory.snapshot(bot.keys(board)) == {"target": "east", "backup": "north"}


def test_remember_beside_an_answer_is_written_after_it_and_held_for_the_phase(red_library, board):
    bot = RedBot(red_library, "plain")
    assert bot.decide(board, ("east", "north")) == "east"  # the target; remembers the other option
    assert bot.memory.snapshot(bot.keys(board))["plan"] == "north"
    board["counters"]["plays"] = 2  # the second card of the phase reads the plan
    assert bot.decide(board, ("north", "south")) == "north"
    board["counters"].update(plays=3, phase=2)  # a new phase: the plan is gone
    assert bot.decide(board, ("south", "east")) == "east"
    assert "memory target = east" in "\n".join(bot.trace.lines())


def test_option_at_and_other_option_read_the_question_in_hand(red_library, board):
    bot = RedBot(red_library, "plus_normal")
    assert bot.tier.answer == "plus.answer"
    assert bot.decide(board, ("west", "north")) == "west"
    assert bot.decide(board, ("north", "west")) == "north"


def _problems(tmp_path, vocab, files: dict[str, str]) -> str:
    folder = write_charts(tmp_path, files)
    with pytest.raises(ValidationError) as info:
        Library.load(folder, vocab)
    return str(info.value)


def test_an_unknown_memory_field_in_a_chart_is_a_file_line_error_with_a_suggestion(tmp_path, red_vocab):
    text = _problems(tmp_path, red_vocab, {"bad.yaml": "id: red.bad\nstart: a\nnodes:\n  a:\n"
                                                       "    ask: {equals: [$memory.targte, north]}\n"
                                                       "    yes: {do: rest}\n    no: {do: rest}\n"})
    assert f"{tmp_path / 'bad.yaml'}:4: [a] '$memory.targte': no memory field 'targte' is declared; " \
           "did you mean 'target'?" in text


def test_an_unknown_memory_field_in_a_table_is_an_error(tmp_path, red_vocab):
    text = _problems(tmp_path, red_vocab, {"bad.yaml": "kind: priority_table\nid: red.bad\npool: places\nfilters:\n"
                                                       "  - require: {named: {place: $memory.plam}}\n"})
    assert f"{tmp_path / 'bad.yaml'}:5:" in text and "no memory field 'plam'" in text


def test_remember_names_a_declared_field_without_a_pick(tmp_path, red_vocab):
    text = _problems(tmp_path, red_vocab, {"bad.yaml": "id: red.bad\nstart: a\nnodes:\n"
                                                       "  a: {do: [{remember: {plna: 1, target: 2}}, rest]}\n"})
    assert f"{tmp_path / 'bad.yaml'}:4: [a] remember: no memory field 'plna' is declared; did you mean 'plan'?" in text
    assert "remember: the memory field 'target' is computed by its pick (red.target)" in text


@pytest.mark.parametrize(("field", "message"), [
    ("{scope: hand, doc: x}", "'scope' is one of card, phase, turn, game, not 'hand'"),
    ("{scope: card}", "needs 'doc'"),
    ("{scope: card, doc: x, pick: {table: red.nowhere}}", "pick: no priority table 'red.nowhere'"),
    ("{scope: card, doc: x, pick: {table: red.target, box: red.target}}", "'pick' has no key 'box'"),
    ("{scope: card, doc: x, colour: red}", "unknown key 'colour'"),
])
def test_a_malformed_memory_field_is_a_file_line_error(tmp_path, red_vocab, field, message):
    text = _problems(tmp_path, red_vocab, {"more.yaml": f"kind: memory\nid: red.more\nside: red\nfields:\n"
                                                        f"  extra: {field}\n"})
    assert f"{tmp_path / 'more.yaml'}:5: [extra]" in text and message in text


def test_a_field_table_may_not_read_a_later_field(tmp_path, red_vocab):
    memory = (CHARTS / "memory.yaml").read_text().replace("  target:", "  later_first: {scope: card, doc: x, "
                                                          "pick: {table: red.backup}}\n  target:")
    text = _problems(tmp_path, red_vocab, {"memory.yaml": memory})
    assert "its table 'red.backup' reads '$memory.target', which is not declared before it" in text


def test_a_field_declared_twice_for_a_side_names_both_files(tmp_path, red_vocab):
    text = _problems(tmp_path, red_vocab, {"more.yaml": "kind: memory\nid: red.more\nside: red\nfields:\n"
                                                        "  plan: {scope: turn, doc: again}\n"})
    assert f"{tmp_path / 'more.yaml'}:5: [plan] memory field 'plan' is declared twice for the side 'red' " \
           f"(also in {tmp_path / 'memory.yaml'}:7)" in text


def test_another_side_may_use_the_same_field_names(tmp_path, red_vocab):
    folder = write_charts(tmp_path, {"blue.yaml": "kind: memory\nid: blue.memory\nside: blue\nfields:\n"
                                                  "  plan: {scope: turn, doc: the blue plan}\n"})
    library = Library.load(folder, red_vocab)
    assert set(library.memory_fields("blue")) == {"plan"}
    assert list(library.memory_fields("red")) == ["target", "backup", "plan"]


def test_a_drawing_shows_what_a_node_remembers(red_library, tmp_path):
    out = render(red_library.chart("red.answer"), "dot", tmp_path / "answer.dot")
    assert "remember plan: the option other than $memory.target" in " ".join(out.read_text().split())


def test_a_game_may_give_the_option_forms_its_own_names(tmp_path, red_vocab):
    red_vocab.expression_aliases.update(card_at="option_at", other_card="other_option")
    folder = write_charts(tmp_path, {"alias.yaml": "id: red.alias\nstart: a\nnodes:\n"
                                                   "  a: {do: [{remember: {plan: {other_card: 7}}}, "
                                                   "{answer: {value: {card_at: 1}}}]}\n"})
    chart = Library.load(folder, red_vocab).chart("red.alias")
    assert chart.nodes["a"].text() == "remember(plan=the option other than 7); answer(value=option 1)"

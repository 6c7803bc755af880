"""Input that was accepted although it was wrong (issue 21, found by generated input): each is now refused
when it is read, with `file:line`, what is wrong and what is allowed.

* a tier setting a capability of the other side's Bot (validated, then changed nothing);
* a tier whose `answer:` chart does not exist (the game then claimed its new save no longer replayed);
* a misspelt marker in a position file (kept, read by nothing: it vanished from the Bot's view);
* a script hand bigger than the deal (a 39-card hand played);
* a YAML or JSON file that cannot be read, told with an offset and no line.
"""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from botkit import ValidationError
from botkit.files import FileReadError, parse_json
from botkit.libraries import library_for
from botkit.source import YamlReadError, read_yaml_documents
from cli.main import app
from game.labyrinth.position import PositionError, key, load_position, markers

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = library_for("labyrinth")
SETS = {"jihadist": "labyrinth.jihadist.ideology", "us": "labyrinth.us.resolve"}
FIRST_TIER = {"jihadist": "muddled", "us": "off_guard"}
CAPABILITIES = sorted(LIBRARY.capabilities)
CHARTS = sorted(LIBRARY.charts)
SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
runner = CliRunner()


def _tier_file(folder: Path, side: str, capabilities: str = "", answer: str = "") -> Path:
    path = folder / "tiers.yaml"
    lines = ["kind: tiers", f"adds_to: {SETS[side]}", "tiers:", "  mine:", f"    extends: {FIRST_TIER[side]}"]
    if capabilities:
        lines.append(f"    capabilities: {capabilities}")
    if answer:
        lines.append(f"    answer: {answer}")
    path.write_text("\n".join(lines) + "\n")
    return path


@SETTINGS
@given(name=st.sampled_from(CAPABILITIES))
def test_a_tier_setting_the_other_sides_capability_is_refused_at_its_line(tmp_path, name):
    capability = LIBRARY.capabilities[name]
    other = "us" if capability.side == "jihadist" else "jihadist"
    path = _tier_file(tmp_path, other, json.dumps({name: capability.default}))  # its own type: only the side is wrong
    with pytest.raises(ValidationError) as caught:
        LIBRARY.add_tiers(path, base=SETS[other])
    (problem,) = caught.value.problems
    assert (problem.source, problem.line) == (str(path), 6)
    assert f"the {capability.side} Bot's" in problem.message and f"a {other} tier cannot set it" in problem.message
    validated = runner.invoke(app, ["flowchart", "validate", str(path)])
    assert validated.exit_code == 1 and f"{path}:6:" in validated.output
    same_side = _tier_file(tmp_path, capability.side, json.dumps({name: capability.default}))
    assert "mine" in LIBRARY.add_tiers(same_side, base=SETS[capability.side]).tiers  # its own side may


def test_every_capability_belongs_to_a_side_and_the_examples_set_only_their_own():
    assert {c.side for c in LIBRARY.capabilities.values()} == {"us", "jihadist"}
    for folder in sorted((ROOT / "examples").iterdir()):
        if folder.name != "positions":  # a Twilight Struggle player's folder is named ts-...: checked over its game
            game = "twilight_struggle" if folder.name.startswith("ts-") else "labyrinth"
            result = runner.invoke(app, ["flowchart", "validate", "--game", game, str(folder)])
            assert result.exit_code == 0, result.output


def _misspelt(rng: random.Random, word: str, known: set[str], forms=lambda w: w) -> str:
    """`word` with one letter dropped, doubled or changed - never another known name."""
    for _ in range(100):
        at = rng.randrange(len(word))
        edit = rng.choice(["drop", "double", "change"])
        changed = (word[:at] + word[at + 1:] if edit == "drop" else word[:at] + word[at] + word[at:]
                   if edit == "double" else word[:at] + rng.choice(string.ascii_lowercase) + word[at + 1:])
        if forms(changed) not in known and changed.strip():
            return changed
    raise AssertionError(f"no misspelling of {word!r}")


@SETTINGS
@given(chart=st.sampled_from([c for c in CHARTS if c.endswith(".answer")]), seed=st.integers(0, 10**6),
       side=st.sampled_from(["jihadist", "us"]))
def test_a_tier_whose_answer_chart_does_not_exist_is_refused_when_the_file_is_read(tmp_path, chart, seed, side):
    wrong = _misspelt(random.Random(seed), chart, set(CHARTS))
    path = _tier_file(tmp_path, side, answer=wrong)
    with pytest.raises(ValidationError) as caught:
        LIBRARY.add_tiers(path, base=SETS[side])
    assert [(p.line, p.message.split(";")[0]) for p in caught.value.problems] == [(6, f"answer: no chart {wrong!r}")]
    save = tmp_path / "game.json"
    human = "us" if side == "jihadist" else "jihadist"  # the tier file is the Bot's, of the other side
    result = runner.invoke(app, ["play", "--side", human, "--tier-file", str(path), "--tier", "mine",
                                 "--save", str(save)], input="quit\n")
    assert result.exit_code == 2 and f"{path}:6:" in result.output
    assert not save.exists()  # refused before any game: no save claiming it "no longer replays"


MARKERS = sorted(set(markers().values()))


@SETTINGS
@given(marker=st.sampled_from(MARKERS), seed=st.integers(0, 10**6), where=st.sampled_from(["Iran", "global"]),
       extra=st.integers(0, 3))
def test_a_misspelt_marker_in_a_position_is_refused_with_its_line_and_the_closest_name(tmp_path, marker, seed, where,
                                                                                     extra):
    wrong = _misspelt(random.Random(seed), marker, set(markers()), forms=key)
    items = [json.dumps(name) for name in MARKERS[:extra]] + [json.dumps(wrong)]
    head = "format: botkit-labyrinth-position\nversion: 1\nscenario: awakening\n"
    if where == "Iran":
        text = head + "countries:\n  Iran:\n    markers:\n" + "".join(f"      - {i}\n" for i in items)
        line = 7 + extra
    else:
        text = head + "markers:\n" + "".join(f"  - {i}\n" for i in items)
        line = 5 + extra
    path = tmp_path / "position.yaml"
    path.write_text(text)
    with pytest.raises(PositionError) as caught:
        load_position(path)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line}: no marker {wrong.strip()!r}"), message
    assert "did you mean" in message or "e.g. Bloody Thursday" in message


@SETTINGS
@given(side=st.sampled_from(["jihadist", "us"]), cards=st.integers(10, 60), seed=st.integers(0, 1000))
def test_a_script_hand_bigger_than_the_deal_is_refused_at_its_line(tmp_path, side, cards, seed):
    deck = list(range(121, 241))
    random.Random(seed).shuffle(deck)
    hands = {side: deck[:cards], ("us" if side == "jihadist" else "jihadist"): deck[cards:cards + 2]}
    text = ("format: botkit-labyrinth-script\nversion: 1\nscenario: awakening\nhands:\n"
            f"  jihadist: {hands['jihadist']}\n  us: {hands['us']}\n")
    path = tmp_path / "script.yaml"
    path.write_text(text)
    result = runner.invoke(app, ["simulate", "--script", str(path), "--json"])
    assert result.exit_code == 2, result.output
    line = 5 if side == "jihadist" else 6
    name = "Jihadist" if side == "jihadist" else "US"
    assert f"{path}:{line}: the {name} hand lists {cards} cards" in " ".join(result.output.split()), result.output


YAML_FILES = sorted((ROOT / "flowcharts" / "labyrinth").rglob("*.yaml"))[:6]


@settings(max_examples=150, deadline=None)
@given(file=st.sampled_from(YAML_FILES), seed=st.integers(0, 10**9), count=st.integers(1, 3))
def test_every_yaml_read_error_names_its_line(file, seed, count):
    """A NUL byte once gave 'position 100' and no line: whatever the damage, a refusal names file:line."""
    rng = random.Random(seed)
    text = list(file.read_text()[: rng.randint(50, 3000)])
    for _ in range(count):
        char = chr(rng.choice([0, 1, 0x7f, 0x85, 0x9f, 0xfffe, 0xd800, rng.randrange(0x110000)]
                              + [ord(c) for c in "[]{}:&*!|>%@`'\"#,?-\t\n "]))
        text.insert(rng.randrange(len(text) + 1), char)
    damaged = "".join(text)
    try:
        read_yaml_documents(damaged, "f.yaml")
    except YamlReadError as error:
        assert error.line >= 1, str(error)
        assert str(error).startswith(f"f.yaml:{error.line}: ")
        assert "position" not in error.message  # the parser's offset into its own copy is no place to look


SAVE_TEXT = json.dumps({"format": "botkit-labyrinth-save", "version": 2, "meta": {"session": {"answers": [
    ["card.choose", 137], ["card.play_as", "event"]]}}, "log": [{"text": "x" * 20}] * 5}, indent=1)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_every_json_read_error_names_its_line(seed):
    rng = random.Random(seed)
    text = list(SAVE_TEXT)
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(text) + 1)
        choice = rng.random()
        if choice < 0.3:
            del text[at:at + rng.randint(1, 20)]
        elif choice < 0.6:
            text.insert(at, rng.choice(["\x00", "{", "]", ",", '"', "\\", "\\ud800", "9" * 5000, "[" * 70, "NaN"]))
        else:
            text.insert(at, chr(rng.randrange(0x110000)))
    damaged = "".join(text)
    try:
        parse_json(damaged, "game.json")
    except FileReadError as error:
        assert error.line >= 1, str(error)
        assert str(error).startswith(f"game.json:{error.line}: ")

"""`botkit flowchart schema`: a JSON Schema of chart files generated from the vocabulary, which every
shipped chart, table, tier and capability file satisfies and a misspelt name does not."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from botkit.libraries import library_for, vocabulary_for
from botkit.library import yaml_files
from botkit.schema import json_schema
from botkit.source import read_yaml_documents
from cli.main import app
from flowcharts import game_folder

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
OVERLAYS = [EXAMPLES / name for name in ("coherent-plus", "travel-when-ample", "us-deploy-three")]
SHIPPED = yaml_files([game_folder("labyrinth"), *OVERLAYS])


@pytest.fixture(scope="module")
def validator():
    schema = json_schema(vocabulary_for("labyrinth"), library_for("labyrinth").capabilities)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def documents(path):
    """Read as botkit and editors read YAML (1.2: `yes:` and `no:` are names, not true and false)."""
    return read_yaml_documents(path.read_text(encoding="utf-8"), str(path))


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_shipped_and_example_file_satisfies_the_schema(validator, path):
    for doc in documents(path):
        errors = sorted(validator.iter_errors(doc), key=lambda e: len(list(e.absolute_path)))
        assert not errors, f"{path}: {doc.get('id')}: {errors[0].message[:300]} at {list(errors[0].absolute_path)}"


def test_a_misspelt_action_fails_the_schema(validator):
    chart = {"id": "my.chart", "start": "a", "nodes": {"a": {"do": {"answer": {"value": "deploy"}}}}}
    assert not list(validator.iter_errors(chart))
    chart["nodes"]["a"]["do"] = {"answr": {"value": "deploy"}}
    assert list(validator.iter_errors(chart))


def test_a_misspelt_filter_or_capability_key_fails_the_schema(validator):
    table = {"kind": "priority_table", "id": "t", "filters": [{"best": "cells"}]}
    assert not list(validator.iter_errors(table))
    assert list(validator.iter_errors({**table, "filters": [{"bset": "cells"}]}))
    tiers = {"kind": "tiers", "adds_to": "labyrinth.jihadist.ideology",
             "tiers": {"mine": {"extends": "coherent", "capabilities": {"major_jihad_surplus_cells": 4}}}}
    assert not list(validator.iter_errors(tiers))
    tiers["tiers"]["mine"]["capabilities"] = {"major_jihad_surplus_cell": 4}
    assert list(validator.iter_errors(tiers))


def test_schema_command_writes_the_schema(tmp_path):
    out = tmp_path / "labyrinth.schema.json"
    result = runner.invoke(app, ["flowchart", "schema", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads(out.read_text())["$schema"].endswith("2020-12/schema")


def test_schema_of_a_players_folder_knows_the_capabilities_it_declares(tmp_path):
    (tmp_path / "caps.yaml").write_text("kind: capabilities\nid: my.capabilities\nside: jihadist\ncapabilities:\n"
                                        "  zeal: {type: int, default: 1, doc: How keen.}\n")
    out = tmp_path / "schema.json"
    result = runner.invoke(app, ["flowchart", "schema", "--bots", str(tmp_path), "-o", str(out)])
    assert result.exit_code == 0, result.output
    validator = jsonschema.Draft202012Validator(json.loads(out.read_text()))
    tiers = {"kind": "tiers", "adds_to": "labyrinth.us.resolve", "tiers": {"keen": {"capabilities": {"zeal": 2}}}}
    assert not list(validator.iter_errors(tiers))
    tiers["tiers"]["keen"]["capabilities"] = {"zeel": 2}
    assert list(validator.iter_errors(tiers))

"""A JSON Schema of a game's chart files, generated from its vocabulary (editor completion).

Every YAML document of a chart folder is one of five kinds; the schema describes each - a
chart's nodes, a priority table's filters, tiers, capabilities - with the game's own
predicates, filters, scores, pools and actions spelled out (their parameters, types, allowed
values and one-line descriptions), so an editor completes names and flags a misspelt one.
The validator (`botkit flowchart validate`) remains the authority: it also checks what a
schema cannot (calls, tables, reachable nodes, ``$`` names bound on every path).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .capabilities import CAPABILITY_KEYS, TYPES, Capability
from .charts import CHART_KEYS, NODE_KEYS
from .expressions import OPERATORS, OPTION_FORMS
from .memory import FIELD_KEYS, MEMORY_KEYS, PICK_KEYS, SCOPES
from .tables import FILTER_KEYS, TABLE_KEYS
from .tiers import MARKER_KEYS, TIER_KEYS, TIERSET_KEYS
from .vocabulary import ANY, BOOL, INT, NUMBER, REMEMBER, STR, Entry, ParamType, Vocabulary

DOLLAR = {"type": "string", "pattern": "^\\$", "description": "a value read when the chart is walked ($name)"}
WHOLE_NUMBER = re.compile(r"whole number (-?\d+)-(-?\d+)")  # the name of `int_in(low, high)`
SCHEMA_ID = "https://botkit.invalid/schemas/{game}.json"


def _type(kind: ParamType) -> dict[str, Any]:
    if kind is INT:
        return {"type": "integer"}
    if kind is NUMBER:
        return {"type": "number"}
    if kind is BOOL:
        return {"type": "boolean"}
    if kind is STR:
        return {"type": "string"}
    if kind is ANY:
        return {}
    if kind.choices:
        return {"enum": list(kind.choices), "description": kind.name}
    if kind.name.startswith("list of "):
        return {"type": "array"}
    bounds = WHOLE_NUMBER.fullmatch(kind.name)
    if bounds:
        return {"type": "integer", "minimum": int(bounds[1]), "maximum": int(bounds[2])}
    if kind.name in ("expression", "answer action"):
        return {"$ref": "#/$defs/expression"} if kind.name == "expression" else {"$ref": "#/$defs/action"}
    return {"type": "string", "description": kind.name}


def _named(entry: Entry) -> dict[str, Any]:
    """`{name: {params}}` for one entry (a bare `name` when it needs no parameter)."""
    if entry.kind == "action" and entry.name == REMEMBER:
        fields = {"type": "object", "minProperties": 1, "additionalProperties": {"$ref": "#/$defs/expression"},
                  "description": "memory field -> value"}
        return {"type": "object", "properties": {REMEMBER: fields}, "required": [REMEMBER],
                "additionalProperties": False, "description": entry.doc}
    properties = {p.name: {"anyOf": [_type(p.type), DOLLAR], "description": p.doc or str(p.type)}
                  for p in entry.params}
    params: dict[str, Any] = {"type": ["object", "null"], "properties": properties, "additionalProperties": False}
    required = [p.name for p in entry.params if p.required]
    if required:
        params["required"] = required
    return {"type": "object", "properties": {entry.name: params}, "required": [entry.name],
            "additionalProperties": False, "description": entry.doc}


def _entries(vocabulary: Vocabulary, kind: str) -> list[dict[str, Any]]:
    entries = [vocabulary.entries[n] for n in vocabulary.names(kind)]
    bare = [e.name for e in entries if not any(p.required for p in e.params) and e.name != REMEMBER]
    forms: list[dict[str, Any]] = [_named(e) for e in entries]
    if bare:
        forms.append({"type": "string", "enum": bare})
    return forms


def _condition(ref: str, kinds: str) -> dict[str, Any]:
    """A condition over predicates (or filters): a name, {name: params} or a combination."""
    pair = {"type": "array", "minItems": 2, "maxItems": 2, "items": {"$ref": "#/$defs/expression"}}
    return {"anyOf": [
        {"$ref": f"#/$defs/{kinds}"},
        {"type": "object", "properties": {"all": {"type": "array", "items": {"$ref": ref}}}, "required": ["all"]},
        {"type": "object", "properties": {"any": {"type": "array", "items": {"$ref": ref}}}, "required": ["any"]},
        {"type": "object", "properties": {"not": {"$ref": ref}}, "required": ["not"]},
        {"type": "object", "properties": {"exists": {"type": "object", "properties": {
            "pool": {"$ref": "#/$defs/pool"}, "where": {"$ref": "#/$defs/filter_condition"},
            "at_least": {"type": "integer", "minimum": 1}}, "required": ["pool"]}}, "required": ["exists"]},
        *({"type": "object", "properties": {op: pair}, "required": [op]} for op in ("at_least", "at_most", "equals")),
        {"type": "object", "properties": {"candidate": {"$ref": "#/$defs/expression"},
                                          "is": {"$ref": "#/$defs/filter_condition"}},
         "required": ["candidate", "is"]},
        {"type": "object", "properties": {"has_candidates": {"anyOf": [
            {"type": "string"}, {"type": "object", "properties": {"table": {"type": "string"}}, "required": ["table"],
                                 "additionalProperties": False}]}}, "required": ["has_candidates"]},
    ]}


def _node() -> dict[str, Any]:
    target = {"anyOf": [{"type": "string"}, {"$ref": "#/$defs/node"}]}
    common = {"label": {"type": "string"}, "rule": {"type": "string"}, "note": {"type": "string"}}
    shapes = {
        "ask": {"ask": {"$ref": "#/$defs/condition"}, "yes": target, "no": target},
        "do": {"do": {"anyOf": [{"$ref": "#/$defs/action"}, {"type": "array", "items": {"$ref": "#/$defs/action"}}]}},
        "call": {"call": {"type": "string"}, "with": {"type": "object"}, "yes": target, "no": target},
        "return": {"return": {"type": "boolean"}},
        "pick": {"pick": {"type": "object", "properties": {"table": {"type": "string"}, "boxes": {"type": "string"}},
                          "required": ["table"], "additionalProperties": False},
                 "as": {"type": "string"}, "yes": target, "no": target},
        "roll": {"roll": {"type": "string"}, "as": {"type": "string"}, "then": target},
    }
    options = []
    for key, properties in shapes.items():
        assert set(properties) | set(common) == NODE_KEYS[key]
        options.append({"type": "object", "properties": {**properties, **common}, "required": [key],
                        "additionalProperties": False})
    return {"anyOf": options}


def json_schema(vocabulary: Vocabulary, capabilities: Mapping[str, Capability] | None = None) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of one YAML document of `vocabulary`'s game; a tier's
    capabilities are the declared `capabilities` (their names, types and meanings) when given."""
    expression: dict[str, Any] = {"anyOf": [
        {"type": ["number", "string", "boolean"]},
        *({"type": "object", "properties": {op: {"type": "array", "items": {"$ref": "#/$defs/expression"}}},
           "required": [op]} for op in OPERATORS),
        {"type": "object", "properties": {"score": {"$ref": "#/$defs/score"}, "of": {"$ref": "#/$defs/expression"}},
         "required": ["score"]},
        *({"type": "object", "properties": {form: {"$ref": "#/$defs/expression"}}, "required": [form],
           "additionalProperties": False, "description": "over the question's options"}
          for form in (*OPTION_FORMS, *vocabulary.expression_aliases)),
    ]}
    fields = {name: f.doc for name, f in vocabulary.fields.items()}
    expression["description"] = "a value; $names: " + ", ".join(f"${n} ({d})" for n, d in fields.items())
    chart = {"type": "object", "properties": {
        "kind": {"const": "chart"}, "id": {"type": "string"}, "title": {"type": "string"}, "rule": {"type": "string"},
        "description": {"type": "string"}, "params": {"type": "array", "items": {"type": "string"}},
        "start": {"type": "string"}, "nodes": {"type": "object", "additionalProperties": {"$ref": "#/$defs/node"}},
        "side": {"type": "string"}, "game": {"type": "string"}}, "required": ["id", "start", "nodes"],
        "additionalProperties": False}
    assert set(chart["properties"]) == CHART_KEYS
    # a player's chart that changes some nodes of a shipped one (an overlay's `adds_to`)
    patch = {"type": "object", "properties": {**{k: v for k, v in chart["properties"].items() if k != "id"},
                                              "adds_to": {"type": "string", "description": "the chart it changes"}},
             "required": ["adds_to", "nodes"], "additionalProperties": False}
    filter_item = {"type": "object", "properties": {
        "require": {"$ref": "#/$defs/filter_condition"}, "prefer": {"$ref": "#/$defs/filter_condition"},
        "first": {"type": "array", "items": {"anyOf": [
            {"$ref": "#/$defs/filter_condition"},
            {"type": "object", "properties": {"where": {"$ref": "#/$defs/filter_condition"},
                                              "best": {"$ref": "#/$defs/score"}, "least": {"$ref": "#/$defs/score"}},
             "required": ["where"], "additionalProperties": False}]}},
        "best": {"$ref": "#/$defs/score"}, "least": {"$ref": "#/$defs/score"}, "when": {"$ref": "#/$defs/condition"},
        "label": {"type": "string"}, "rule": {"type": "string"}, "id": {"type": "string"}, "note": {"type": "string"}},
        "additionalProperties": False}
    assert set(filter_item["properties"]) == FILTER_KEYS
    table = {"type": "object", "properties": {
        "kind": {"const": "priority_table"}, "id": {"type": "string"}, "title": {"type": "string"},
        "rule": {"type": "string"}, "description": {"type": "string"}, "candidates": {"type": "string"},
        "pool": {"$ref": "#/$defs/pool"}, "filters": {"type": "array", "items": filter_item},
        "params": {"type": "array", "items": {"type": "string"}}, "side": {"type": "string"},
        "game": {"type": "string"}, "else": {}}, "required": ["kind", "id", "filters"], "additionalProperties": False}
    assert set(table["properties"]) == TABLE_KEYS
    capability_names: dict[str, Any] = {"type": "object",
                                        "description": "capability name -> value (declared in a capabilities file)"}
    if capabilities:
        capability_names["properties"] = {name: {**_type(cap.type), "description": cap.doc}
                                          for name, cap in sorted(capabilities.items())}
        capability_names["additionalProperties"] = False
    tier = {"type": "object", "properties": {k: {"type": "string"} for k in TIER_KEYS}, "additionalProperties": False}
    tier["properties"]["capabilities"] = capability_names
    tiers = {"type": "object", "properties": {
        **{k: {"type": "string"} for k in TIERSET_KEYS}, "kind": {"const": "tiers"},
        "tiers": {"type": "object", "additionalProperties": tier},
        "markers": {"type": "object", "properties": {
            "draw": {"enum": sorted(vocabulary.marker_counts)}, "at_most": {"type": "integer", "minimum": 0},
            "gain_on": {"type": "array", "items": {"enum": sorted(vocabulary.triggers)}},
            "lose_on": {"type": "array", "items": {"enum": sorted(vocabulary.triggers)}}},
            "additionalProperties": False}}, "required": ["kind", "tiers"], "additionalProperties": False}
    assert set(tiers["properties"]["markers"]["properties"]) == MARKER_KEYS
    capability = {"type": "object", "properties": {k: {} for k in CAPABILITY_KEYS}, "required": ["type", "default", "doc"],
                  "additionalProperties": False}
    capability["properties"]["type"] = {"enum": list(TYPES)}
    capabilities = {"type": "object", "properties": {
        "kind": {"const": "capabilities"}, "id": {"type": "string"}, "title": {"type": "string"},
        "side": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]},
        "game": {"type": "string"}, "description": {"type": "string"},
        "capabilities": {"type": "object", "additionalProperties": capability}},
        "required": ["kind", "capabilities"], "additionalProperties": False}
    memory_field = {"type": "object", "properties": {
        "scope": {"enum": list(SCOPES)}, "doc": {"type": "string"},
        "pick": {"type": "object", "properties": {k: {"type": "string"} for k in PICK_KEYS}, "required": ["table"],
                 "additionalProperties": False}}, "required": ["scope", "doc"], "additionalProperties": False}
    assert set(memory_field["properties"]) == FIELD_KEYS
    memory = {"type": "object", "properties": {
        **{k: {"type": "string"} for k in MEMORY_KEYS}, "kind": {"const": "memory"},
        "fields": {"type": "object", "additionalProperties": memory_field, "minProperties": 1}},
        "required": ["kind", "id", "side", "fields"], "additionalProperties": False}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID.format(game=vocabulary.game),
        "title": f"botkit chart file ({vocabulary.game})",
        "description": "One document of a chart folder: a chart (the default; with adds_to: the nodes it changes "
                       "in a shipped chart), a priority table, tiers, capabilities or a Bot's memory.",
        "anyOf": [chart, patch, table, tiers, capabilities, memory],
        "$defs": {
            "node": _node(),
            "condition": _condition("#/$defs/condition", "predicate"),
            "filter_condition": _condition("#/$defs/filter_condition", "filter"),
            "predicate": {"anyOf": _entries(vocabulary, "predicate")},
            "filter": {"anyOf": _entries(vocabulary, "filter")},
            "score": {"anyOf": _entries(vocabulary, "score")},
            "pool": {"anyOf": _entries(vocabulary, "pool")},
            "action": {"anyOf": _entries(vocabulary, "action")},
            "expression": expression,
        },
    }

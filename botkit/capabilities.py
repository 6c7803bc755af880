"""Capabilities: the named values a difficulty tier sets, declared in YAML beside the tiers.

A capabilities file (``kind: capabilities``)::

    kind: capabilities
    id: labyrinth.us.capabilities
    side: us
    capabilities:
      alert_two_plots:
        type: bool
        default: false
        doc: "Competent: an Alert also alerts a second plot in the same country."
      deploy_from_track: {type: int, min: 1, max: 6, default: 2, doc: Troops a Deploy takes from the track.}
      mood: {type: one_of, values: [calm, angry], default: calm, doc: How the Bot feels.}

Types: ``bool``, ``int`` (optional ``min``/``max``), ``number``, ``text``, ``one_of``
(``values``). Every capability needs a default of its type and a one-line ``doc``. A tier
sets values by name (an unknown name or a wrong type is an error); charts read them as
``$tier.<name>`` and the game's engine by name - a name nobody declared is an error there too.

A capabilities file names its ``side``: its capabilities are that side's Bot's, and only a tier
of that side may set them (a US tier setting a Jihadist capability would validate and change
nothing, since no code of the US Bot reads it). Charts both sides' Bots walk (a game whose Bots
share their charts) read capabilities a file declares for several sides, ``side: [us, ussr]``:
each of those sides' tiers sets its own value.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import Problem, did_you_mean
from .source import LocatedDict, line_of
from .vocabulary import BOOL, NUMBER, STR, ParamType, int_in, one_of

CAPABILITIES_KEYS = {"kind", "id", "title", "side", "game", "description", "capabilities"}
CAPABILITY_KEYS = {"type", "default", "doc", "min", "max", "values", "rule"}
TYPES = ("bool", "int", "number", "text", "one_of")
NO_LIMIT = 10**9


@dataclass(frozen=True)
class Capability:
    name: str
    type: ParamType
    default: Any
    doc: str
    source: str = ""
    line: int = 0
    side: str = ""  # the side whose Bot reads it: only that side's tiers may set it ("us, ussr": several)
    sides: tuple[str, ...] = ()  # every side whose tiers may set it (empty: any)


def _type_of(spec: Mapping[str, Any], problem: Any) -> ParamType | None:
    kind = spec.get("type")
    if kind == "bool":
        return BOOL
    if kind == "number":
        return NUMBER
    if kind == "text":
        return STR
    if kind == "int":
        low, high = spec.get("min", -NO_LIMIT), spec.get("max", NO_LIMIT)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (low, high)) or low > high:
            problem(line_of(spec, "min") or line_of(spec, "max"), "'min' and 'max' are whole numbers, min <= max")
            return None
        return int_in(low, high)
    if kind == "one_of":
        values = spec.get("values")
        if not isinstance(values, list) or not values:
            problem(line_of(spec, "values") or line_of(spec), "a one_of capability needs 'values': a list")
            return None
        return one_of("value", values)
    problem(line_of(spec, "type") or line_of(spec), f"'type' must be one of {', '.join(TYPES)}, not {kind!r}"
            f"{did_you_mean(kind, TYPES)}")
    return None


def build_capabilities(doc: LocatedDict, source: str, problems: list[Problem]) -> dict[str, Capability]:
    """The capabilities a ``kind: capabilities`` document declares (problems collected)."""
    for key in doc:
        if key not in CAPABILITIES_KEYS:
            problems.append(Problem(source, line_of(doc, key), "", f"capabilities file: unknown key {key!r}"
                                    f"{did_you_mean(key, CAPABILITIES_KEYS)}"))
    side = doc.get("side")
    if isinstance(side, list) and side and all(isinstance(s, str) and s for s in side):
        sides = tuple(side)
    elif isinstance(side, str) and side:
        sides = (side,)
    else:
        problems.append(Problem(source, line_of(doc, "side") or doc.line, "",
                                "a capabilities file needs 'side': the side whose Bot reads them (only that side's "
                                "tiers may set them), or a list of the sides whose Bots share the charts reading them"))
        sides = ()
    raw = doc.get("capabilities")
    if not isinstance(raw, Mapping) or not raw:
        problems.append(Problem(source, line_of(doc, "capabilities") or doc.line, "",
                                "a capabilities file needs 'capabilities': a mapping of names to declarations"))
        return {}
    declared: dict[str, Capability] = {}
    for name, spec in raw.items():
        line = line_of(raw, name)
        label = str(name)

        def problem(at: int, message: str, label: str = label, line: int = line) -> None:
            problems.append(Problem(source, at or line, label, f"capability {label!r}: {message}"))

        if not isinstance(name, str) or not name.isidentifier():
            problem(line, "a capability name is one word (letters, digits and _)")
            continue
        if not isinstance(spec, Mapping):
            problem(line, "declare it as {type: ..., default: ..., doc: ...}")
            continue
        for key in spec:
            if key not in CAPABILITY_KEYS:
                problem(line_of(spec, key), f"unknown key {key!r}{did_you_mean(key, CAPABILITY_KEYS)}")
        doc_text = spec.get("doc")
        if not isinstance(doc_text, str) or not doc_text.strip():
            problem(line, "needs 'doc': one line saying what it changes")
        kind = _type_of(spec, problem)
        if kind is None:
            continue
        if "default" not in spec:
            problem(line, "needs a 'default' (the rules as written)")
            continue
        wrong = kind.check(spec["default"])
        if wrong:
            problem(line_of(spec, "default"), f"default: {wrong}")
            continue
        declared[name] = Capability(name, kind, spec["default"], str(doc_text or "").strip(), source, line,
                                    ", ".join(sides), sides)
    return declared


def defaults(capabilities: Mapping[str, Capability]) -> dict[str, Any]:
    return {name: cap.default for name, cap in capabilities.items()}

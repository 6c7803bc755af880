"""Safe YAML reading that remembers where every mapping and key came from.

Chart, table and tier files are untrusted input: they are read with PyYAML's safe
constructors only (plain scalars, lists and mappings; no Python objects), and every
mapping keeps the line of each key so that errors can point at file:line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml


class LocatedDict(dict):
    """A mapping read from YAML that knows its own line and the line of each key."""

    __slots__ = ("line", "key_lines", "source")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.line = 0
        self.key_lines: dict[Any, int] = {}
        self.source = "<string>"

    def line_of(self, key: Any) -> int:
        return self.key_lines.get(key, self.line)


class LocatedList(list):
    """A sequence read from YAML that knows its line and each item's line."""

    __slots__ = ("line", "item_lines", "source")

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.line = 0
        self.item_lines: list[int] = []
        self.source = "<string>"

    def line_of(self, index: int) -> int:
        return self.item_lines[index] if index < len(self.item_lines) else self.line


class DuplicateKeyError(yaml.YAMLError):
    def __init__(self, key: Any, line: int, first_line: int) -> None:
        super().__init__(f"duplicate key {key!r} (first defined on line {first_line})")
        self.key = key
        self.line = line
        self.first_line = first_line


_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")


def _make_loader(source: str) -> type[yaml.SafeLoader]:
    class _Loader(yaml.SafeLoader):
        pass

    # YAML 1.1 reads yes/no/on/off as booleans, which would turn a chart's `yes:` and `no:`
    # branch keys into True/False; only true/false are booleans here (as in YAML 1.2).
    _Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    _Loader.add_implicit_resolver("tag:yaml.org,2002:bool", _BOOL, list("tTfF"))

    def construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> LocatedDict:
        loader.flatten_mapping(node)
        result = LocatedDict()
        result.line = node.start_mark.line + 1
        result.source = source
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            line = key_node.start_mark.line + 1
            if key in result.key_lines:
                raise DuplicateKeyError(key, line, result.key_lines[key])
            result[key] = loader.construct_object(value_node, deep=True)
            result.key_lines[key] = line
        return result

    def construct_sequence(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> LocatedList:
        result = LocatedList(loader.construct_object(child, deep=True) for child in node.value)
        result.line = node.start_mark.line + 1
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        result.source = source
        return result

    _Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    _Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, construct_sequence)
    return _Loader


class YamlReadError(Exception):
    """A file that is not readable YAML; carries file and line for the message."""

    def __init__(self, source: str, line: int, message: str) -> None:
        super().__init__(f"{source}:{line}: {message}")
        self.source = source
        self.line = line
        self.message = message


def read_yaml_documents(text: str, source: str = "<string>") -> list[Any]:
    """Parse every document of a YAML stream safely, keeping line information."""
    loader_cls = _make_loader(source)
    try:
        return [doc for doc in yaml.load_all(text, Loader=loader_cls) if doc is not None]
    except DuplicateKeyError as exc:
        raise YamlReadError(source, exc.line, str(exc)) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        raise YamlReadError(source, line, f"not valid YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:
        raise YamlReadError(source, 0, f"not valid YAML: {exc}") from None


def read_yaml_file(path: Path) -> list[Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise YamlReadError(str(path), 0, f"cannot read file: {exc}") from None
    return read_yaml_documents(text, str(path))


def line_of(container: Any, key: Any = None) -> int:
    """Best-known line for a key of a located mapping/list, or for the container itself."""
    if key is not None and isinstance(container, LocatedDict | LocatedList):
        return container.line_of(key)
    return getattr(container, "line", 0)

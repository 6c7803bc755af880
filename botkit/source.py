"""Safe YAML reading that remembers where every mapping and key came from.

Chart, table and tier files are untrusted input: they are read with PyYAML's safe
constructors only (plain scalars, lists and mappings; no Python objects), and every
mapping keeps the line of each key so that errors can point at file:line. On top of
safe loading, a document may not nest deeper than `MAX_DEPTH` (the composer is
recursive), nor expand through aliases to more than `MAX_NODES` nodes (a "billion
laughs" file is a few lines long); keys must be plain text or numbers, and the tags that
build sets, ordered maps, binary data or dates are refused. Every refusal is a
`YamlReadError` with the line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, SequenceNode

from .files import YAML_LIMIT, FileReadError, read_text

MAX_DEPTH = 50  # the shipped charts nest about 12 levels deep
MAX_NODES = 250_000  # nodes after alias expansion; the biggest shipped file has about 12,000
REFUSED_TAGS = ("set", "omap", "pairs", "binary", "timestamp")


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


class _Refused(yaml.MarkedYAMLError):
    """Something safe YAML allows but botkit files may not hold (the message says what)."""

    def __init__(self, message: str, mark: Any) -> None:
        super().__init__(problem=message, problem_mark=mark)


def _expanded_size(root: Node) -> int:
    """How many nodes a document holds once every alias is expanded (iterative, memoised)."""
    sizes: dict[int, int] = {}
    visiting: set[int] = set()
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if key in sizes:
            continue
        children: list[Node] = []
        if isinstance(node, SequenceNode):
            children = list(node.value)
        elif isinstance(node, MappingNode):
            children = [part for pair in node.value for part in pair]
        if done:
            visiting.discard(key)
            sizes[key] = 1 + sum(sizes[id(child)] for child in children)
            if sizes[key] > MAX_NODES:
                raise _Refused(f"aliases expand to more than {MAX_NODES:,} values (an alias bomb?)", node.start_mark)
            continue
        if key in visiting:
            raise _Refused("an alias refers to a value that contains it (a loop)", node.start_mark)
        visiting.add(key)
        stack.append((node, True))
        for child in children:
            if id(child) in visiting:
                raise _Refused("an alias refers to a value that contains it (a loop)", child.start_mark)
            if id(child) not in sizes:
                stack.append((child, False))
    return sizes[id(root)]


# libyaml parses about thirty times faster than pure Python; both give the same data
_BASE: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_NESTING_START = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_NESTING_END = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def _check_depth(text: str) -> bool:
    """Refuse nesting deeper than MAX_DEPTH before anything recursive sees the text.

    The event parser is a state machine (never recursive), so this pass is safe on any input;
    the composers (libyaml's and PyYAML's) and every walk over the result are recursive.
    Returns whether the text uses aliases at all (only then can it expand).

    libyaml may refuse deep nesting itself, before our count reaches the limit, with words of its
    own that change between releases; on any error from it the pure-Python parser (also a state
    machine) counts again, so deep nesting is always reported in our words, with its line.
    """
    try:
        return _scan_depth(text, _BASE)
    except yaml.YAMLError:
        if _BASE is yaml.SafeLoader:
            raise
        _scan_depth(text, yaml.SafeLoader)
        raise


def _scan_depth(text: str, loader: type) -> bool:
    depth = 0
    aliases = False
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.AliasEvent):
            aliases = True
        elif isinstance(event, _NESTING_START):
            depth += 1
            if depth > MAX_DEPTH:
                raise _Refused(f"nested more than {MAX_DEPTH} levels deep", event.start_mark)
        elif isinstance(event, _NESTING_END):
            depth -= 1
    return aliases


def _make_loader(source: str, aliases: bool = True) -> type[yaml.SafeLoader]:
    class _Loader(_BASE):  # type: ignore[misc, valid-type]
        def get_node(self) -> Node:
            node = super().get_node()
            if node is not None and aliases:
                _expanded_size(node)
            return node

    # YAML 1.1 reads yes/no/on/off as booleans, which would turn a chart's `yes:` and `no:`
    # branch keys into True/False; only true/false are booleans here (as in YAML 1.2).
    _Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    _Loader.add_implicit_resolver("tag:yaml.org,2002:bool", _BOOL, list("tTfF"))
    # dates stay text (a label reading 2010-01-01 is a label)
    _Loader.yaml_implicit_resolvers = {
        first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for first, resolvers in _Loader.yaml_implicit_resolvers.items()
    }

    def refuse(loader: yaml.SafeLoader, node: Node) -> Any:
        tag = node.tag.rsplit(":", 1)[-1]
        raise _Refused(f"the tag !!{tag} is not allowed (plain text, numbers, true/false, lists and mappings only)",
                       node.start_mark)

    for tag in REFUSED_TAGS:
        _Loader.add_constructor(f"tag:yaml.org,2002:{tag}", refuse)

    def construct_mapping(loader: yaml.SafeLoader, node: yaml.MappingNode) -> LocatedDict:
        loader.flatten_mapping(node)
        result = LocatedDict()
        result.line = node.start_mark.line + 1
        result.source = source
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _Refused("a key must be plain text or a number, not a list or a mapping", key_node.start_mark)
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
        super().__init__(f"{source}:{line}: {message}" if line else f"{source}: {message}")
        self.source = source
        self.line = line
        self.message = message


# what YAML 1.1 lets a file hold (5.1 "printable"): anything else stops the parser, which then names an
# offset into its own copy of the text; we name the line and column instead
NOT_PRINTABLE = re.compile("[^\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _character_names(char: str) -> str:
    return {"\x00": "a NUL byte"}.get(char, "a control character" if ord(char) < 0x20 or 0x7f <= ord(char) < 0xa0
                                       else "half of a UTF-16 pair" if 0xd800 <= ord(char) <= 0xdfff else "a non-character")


def read_yaml_documents(text: str, source: str = "<string>") -> list[Any]:
    """Parse every document of a YAML stream safely, keeping line information."""
    found = NOT_PRINTABLE.search(text)
    if found is not None:
        at = found.start()
        line, column = text.count("\n", 0, at) + 1, at - (text.rfind("\n", 0, at) + 1) + 1
        raise YamlReadError(source, line, f"not valid YAML: U+{ord(found.group()):04X} ({_character_names(found.group())}) "
                                          f"at column {column} is not allowed in a YAML file")
    try:
        loader_cls = _make_loader(source, aliases=_check_depth(text))
        return [doc for doc in yaml.load_all(text, Loader=loader_cls) if doc is not None]
    except DuplicateKeyError as exc:
        raise YamlReadError(source, exc.line, str(exc)) from None
    except _Refused as exc:
        raise YamlReadError(source, exc.problem_mark.line + 1 if exc.problem_mark else 0, str(exc.problem)) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        raise YamlReadError(source, line, f"not valid YAML: {exc.problem or exc}") from None
    except yaml.YAMLError as exc:  # not tied to a place by the parser: the first line is the best we know
        raise YamlReadError(source, 1, f"not valid YAML: {exc}") from None
    except RecursionError:
        raise YamlReadError(source, 0, f"nested too deeply (at most {MAX_DEPTH} levels)") from None


def read_yaml_file(path: Path, limit: int = YAML_LIMIT) -> list[Any]:
    """Every document of a YAML file (a regular file of at most `limit` bytes)."""
    return read_yaml_documents(read_file_text(path, limit), str(path))


def read_one_document(path: Path, what: str, limit: int = YAML_LIMIT) -> Any:
    """The single YAML document of a file that holds one `what` (a script, a position); `YamlReadError`
    if it cannot be read or holds none or several."""
    documents = read_yaml_file(path, limit)
    if len(documents) != 1:
        raise YamlReadError(str(path), 1, f"a {what} is one YAML document (found {len(documents)})")
    return documents[0]


def read_file_text(path: Path, limit: int = YAML_LIMIT) -> str:
    """A YAML file's text; a file that cannot be read is a `YamlReadError` (line 0)."""
    try:
        return read_text(path, limit)
    except FileReadError as exc:
        raise YamlReadError(str(path), exc.line, exc.message) from None


def read_shipped_yaml(path: Path) -> Any:
    """The one document of a data file shipped with a game (cards, countries, a map's layout): safe
    loading through libyaml where PyYAML has it (the same data as `yaml.safe_load`, ten times sooner),
    without the line keeping and the limits that a player's files get."""
    with path.open(encoding="utf-8") as handle:
        return yaml.load(handle, Loader=_PLAIN)  # noqa: S506 - a safe loader (CSafeLoader or SafeLoader)


_PLAIN: type = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def line_of(container: Any, key: Any = None) -> int:
    """Best-known line for a key of a located mapping/list, or for the container itself."""
    if key is not None and isinstance(container, LocatedDict | LocatedList):
        return container.line_of(key)
    return getattr(container, "line", 0)

"""A chart's or a table's networkx graph, drawn from its own data when first asked for.

A walk never needs the graph (the interpreter reads the nodes and filters), so it is drawn only for a
picture, a check or the heat map - and networkx loads then. A library read back from the disk cache
(`library_cache`) holds no graph until something draws one; a copy or a pickle draws its own.
"""

from __future__ import annotations

import abc
from typing import Any


class DrawnGraph(abc.ABC):
    """Mixed into a dataclass that declares ``_graph: Any = field(default=None, repr=False, compare=False)``."""

    _graph: Any

    @abc.abstractmethod
    def draw(self) -> Any:
        """The graph, drawn anew from the object's data."""

    @property
    def graph(self) -> Any:
        if self._graph is None:
            self._graph = self.draw()
        return self._graph

    def __getstate__(self) -> dict[str, Any]:
        return {**self.__dict__, "_graph": None}

"""The board as a picture: the game state drawn as an SVG schematic of the printed map.

`board_svg(state)` is a pure function (state in, SVG text out) shared by `botkit map`, the terminal's
`map` command and the browser; `botkit.raster.svg_to_png` turns the text into a PNG. The places are
data (`data/map_layout.yaml`, checked by `layout.problems`); the drawing reads the state and the
derived values of `board`, and decides no rule itself.
"""

from .board import board_svg, heading
from .countries import country_element_id
from .layout import MapLayout, map_layout, problems
from .places import element_of, places

__all__ = ["MapLayout", "board_svg", "country_element_id", "element_of", "heading", "map_layout", "places", "problems"]

"""The board as a picture: the game state drawn as an SVG schematic of the printed map.

`board_svg(state)` is a pure function (state in, SVG text out) shared by the terminal
game, `botkit map` and the browser; `svg_to_png` turns the text into a PNG through
cairosvg. Country places are data (`data/map_layout.yaml`); the drawing reads the state
and the derived values of `board`, and decides no rule itself.
"""

from botkit.raster import PictureError, png_available, svg_to_png

from .board import board_svg
from .countries import country_element_id
from .layout import MapLayout, map_layout

__all__ = ["MapLayout", "PictureError", "board_svg", "country_element_id", "map_layout", "png_available", "svg_to_png"]

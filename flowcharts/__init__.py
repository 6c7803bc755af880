"""The Bots' charts, priority tables and tiers, as data: one folder per game, one per side.

This folder is a package only so the YAML files travel with an installed copy; `ROOT`
finds them both from a checkout and from site-packages.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def game_folder(game: str) -> Path:
    return ROOT / game

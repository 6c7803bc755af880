"""The 120 Awakening event cards (121-240), one module per block of twenty.

Importing this package registers every event with `events.event`.
"""

from importlib import import_module

BLOCKS = ("c121_150", "c151_180", "c181_210", "c211_240")

for _block in BLOCKS:
    try:
        import_module(f"{__name__}.{_block}")
    except ModuleNotFoundError as exc:  # a block not written yet must not hide a real import error
        if exc.name != f"{__name__}.{_block}":
            raise

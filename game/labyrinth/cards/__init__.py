"""The 120 Awakening event cards (121-240), one module per block of thirty.

Importing this package registers every event with `events.event`.
"""

from . import c121_150, c151_180, c181_210, c211_240  # noqa: F401  (importing registers the events)

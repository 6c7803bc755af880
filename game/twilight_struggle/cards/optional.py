"""Events of the Deluxe optional cards (104-110)."""

from __future__ import annotations

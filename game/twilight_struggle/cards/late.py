"""Events of the Late War cards (82-102)."""

from __future__ import annotations

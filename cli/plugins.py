"""Modules a command needs only when it runs (botkit's `deferred`: found at start-up, executed at first use)."""

from __future__ import annotations

from botkit.lazy import deferred

__all__ = ["deferred"]

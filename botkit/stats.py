"""Win rates with honest error bars: the Wilson score interval for a proportion."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054  # the 97.5th percentile of the standard normal


@dataclass(frozen=True)
class Rate:
    successes: int
    trials: int
    low: float
    high: float

    @property
    def value(self) -> float:
        return self.successes / self.trials if self.trials else 0.0

    def text(self) -> str:
        if not self.trials:
            return "-"
        return f"{100 * self.value:.0f}% ({100 * self.low:.0f}-{100 * self.high:.0f})"


def wilson(successes: int, trials: int, z: float = Z95) -> Rate:
    """Proportion with its Wilson score interval (95% by default); sensible even at 0% or 100%."""
    if trials < 0 or not 0 <= successes <= trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes} of {trials}")
    if trials == 0:
        return Rate(0, 0, 0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return Rate(successes, trials, max(0.0, centre - half), min(1.0, centre + half))

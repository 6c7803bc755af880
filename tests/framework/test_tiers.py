"""Tier inheritance, overrides, and user tier files extending the printed ones."""

from __future__ import annotations

import pytest

from botkit import ValidationError


def test_defaults_then_ancestors_then_own_values(library):
    tiers = library.tiers["test.tiers"]
    assert dict(tiers["easy"].capabilities) == {"aggression": 1, "bold": False}
    assert dict(tiers["hard"].capabilities) == {"aggression": 1, "bold": True}
    assert dict(tiers["harder"].capabilities) == {"aggression": 3, "bold": True}
    assert tiers.names() == ["easy", "hard", "harder"]


def test_tier_lookup_is_case_insensitive_and_suggests(library):
    tiers = library.tiers["test.tiers"]
    assert tiers["Hard"].name == "hard"
    with pytest.raises(KeyError, match="did you mean 'harder'"):
        tiers["hardr"]


def test_user_tier_file_extends_printed_tiers(library, tmp_path):
    custom = tmp_path / "mine.yaml"
    custom.write_text("kind: tiers\nadds_to: test.tiers\ntiers:\n  spicy:\n    extends: harder\n    capabilities: {aggression: 7}\n")
    merged = library.add_tiers(custom)
    assert merged["spicy"].capabilities == {"aggression": 7, "bold": True}
    assert "easy" in merged


def test_user_tier_file_errors_name_the_file(library, tmp_path):
    custom = tmp_path / "mine.yaml"
    custom.write_text("kind: tiers\nadds_to: test.tiers\ntiers:\n  spicy:\n    extends: hardest\n")
    with pytest.raises(ValidationError) as info:
        library.add_tiers(custom)
    assert f"{custom}:5: [spicy] tier 'spicy' extends unknown tier 'hardest'" in str(info.value)

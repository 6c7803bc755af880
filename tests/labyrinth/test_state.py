"""The state's cheap country signature sees every field a card can change."""

from __future__ import annotations

from dataclasses import fields

from game.labyrinth.state import Country, PlotMarker


def test_signature_changes_with_every_field():
    base = Country("Egypt", "sunni")
    for f in fields(Country):
        if f.name == "name" or not f.init:
            continue  # `muslim` follows `kind`, never set on its own
        other = Country("Egypt", "sunni")
        value = getattr(other, f.name)
        if isinstance(value, bool):
            setattr(other, f.name, not value)
        elif isinstance(value, int):
            setattr(other, f.name, value + 1)
        elif f.name == "plots":
            other.plots.append(PlotMarker("1"))
        elif f.name == "markers":
            other.markers.append("NATO")
        else:
            setattr(other, f.name, "x")
        assert other.signature() != base.signature(), f.name

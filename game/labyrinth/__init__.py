"""Labyrinth: The Awakening (2010 - ?): rules engine, cards, scenarios and Bot vocabulary."""

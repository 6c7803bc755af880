"""Every card has a test named after it, and the card table in the docs lists them as they are."""

from __future__ import annotations

from pathlib import Path

from .card_table import card_tests, table

DOC = Path(__file__).resolve().parents[2] / "docs" / "twilight_struggle" / "cards.md"


def test_every_card_has_a_test_named_after_it():
    assert [number for number, tests in card_tests().items() if not tests] == []


def test_the_card_table_in_the_docs_is_current():
    assert DOC.read_text(encoding="utf-8") == table(), (
        "write it again: .venv/bin/python -m tests.twilight_struggle.card_table > docs/twilight_struggle/cards.md")

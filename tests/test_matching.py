"""Prompt answers: numbers, names, unique prefixes, ambiguity and suggestions."""

from __future__ import annotations

from botkit.matching import match

COUNTRIES = [(n, n) for n in ["Saudi Arabia", "Somalia", "Sudan", "Syria", "Iraq", "Iran", "Gulf States"]]
CARDS = [(137, "#137 FMS"), (131, '#131 Arab Spring "Fallout"'), (173, "#173 Arab Winter")]


def test_unique_prefix_finds_the_country():
    assert match("sau", COUNTRIES).value == "Saudi Arabia"


def test_prefix_of_a_later_word():
    assert match("gulf", COUNTRIES).value == "Gulf States"
    assert match("states", COUNTRIES).value == "Gulf States"


def test_ambiguous_prefix_lists_candidates():
    result = match("s", COUNTRIES)
    assert not result.found and set(result.ambiguous) == {"Saudi Arabia", "Somalia", "Sudan", "Syria"}


def test_exact_name_beats_prefix():
    assert match("iran", COUNTRIES).value == "Iran"


def test_typo_gets_a_suggestion():
    result = match("Irak", COUNTRIES)
    assert not result.found and "Iraq" in result.suggestions


def test_card_number_or_name():
    assert match("137", CARDS).value == 137
    assert match("fms", CARDS).value == 137
    assert match("arab", CARDS).ambiguous == (131, 173)
    assert match("arab w", CARDS).value == 173


def test_menu_position():
    assert match("2", COUNTRIES).value == "Somalia"

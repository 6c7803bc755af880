"""Prompt answers: numbers, names, unique prefixes, ambiguity and suggestions - and what a typed number means.

The rule (botkit/matching.py): a number typed at a numbered menu is that menu item; a card number is a card
only at a menu of cards listed by their numbers; nothing else a number could mean is ever taken instead.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from botkit.matching import is_card_menu, match

COUNTRIES = [(n, n) for n in ["Saudi Arabia", "Somalia", "Sudan", "Syria", "Iraq", "Iran", "Gulf States"]]
CARDS = [(137, "#137 FMS"), (131, '#131 Arab Spring "Fallout"'), (173, "#173 Arab Winter")]
# the seed-777 Erdogan Effect menu: labels that start with numbers, values that hold numbers
UNITS = [((0, 1), "0 militia, 1 cell(s)"), ((0, 2), "0 militia, 2 cell(s)"), ((1, 0), "1 militia, 0 cell(s)"),
         ((1, 1), "1 militia, 1 cell(s)"), ((2, 0), "2 militia, 0 cell(s)")]


def test_unique_prefix_finds_the_country():
    assert match("sau", COUNTRIES, numbers="position").value == "Saudi Arabia"


def test_prefix_of_a_later_word():
    assert match("gulf", COUNTRIES, numbers="position").value == "Gulf States"
    assert match("states", COUNTRIES, numbers="names").value == "Gulf States"


def test_ambiguous_prefix_lists_candidates():
    result = match("s", COUNTRIES, numbers="position")
    assert not result.found and set(result.ambiguous) == {"Saudi Arabia", "Somalia", "Sudan", "Syria"}


def test_exact_name_beats_prefix():
    assert match("iran", COUNTRIES, numbers="position").value == "Iran"


def test_typo_gets_a_suggestion():
    result = match("Irak", COUNTRIES, numbers="position")
    assert not result.found and "Iraq" in result.suggestions


def test_card_number_or_name_at_a_card_menu():
    assert match("137", CARDS, numbers="cards").value == 137
    assert match("#137", CARDS, numbers="cards").value == 137
    assert match("fms", CARDS, numbers="cards").value == 137
    assert match("arab", CARDS, numbers="cards").ambiguous == (131, 173)
    assert match("arab w", CARDS, numbers="cards").value == 173


def test_menu_position():
    assert match("2", COUNTRIES, numbers="position").value == "Somalia"


def test_a_number_at_a_numbered_menu_is_never_a_label_that_starts_with_it():
    # the seed-777 bug: "2" carried out "2 militia, 0 cell(s)" (option 5), "1" gave option 3
    assert match("2", UNITS, numbers="position").value == (0, 2)
    assert match("1", UNITS, numbers="position").value == (0, 1)
    assert match("5", UNITS, numbers="position").value == (2, 0)
    assert not match("6", UNITS, numbers="position").found


def test_a_number_at_a_card_menu_is_a_card_never_a_position():
    assert not match("2", CARDS, numbers="cards").found  # no card #2: not the second card
    assert not match("99", [(219, "#219 99 Luftballons")], numbers="cards").found  # not a title's first word


def test_a_number_where_nothing_is_numbered_is_only_a_name():
    files = [("a", "awakening-777-1.json"), ("b", "2010-game.json")]
    assert match("2", files, numbers="names").value == "b"
    assert not match("1", files, numbers="names").found  # not the first file


def test_the_caller_must_say_which_numbering_applies():
    with pytest.raises(TypeError):
        match("2", COUNTRIES)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="numbers must be one of"):
        match("2", COUNTRIES, numbers="guess")  # type: ignore[arg-type]


def test_a_card_menu_is_told_by_its_labels():
    assert is_card_menu(CARDS)
    assert not is_card_menu(COUNTRIES) and not is_card_menu(UNITS) and not is_card_menu([])
    assert not is_card_menu([(1, "1"), (2, "2")])  # numbers labelled as numbers are a numbered menu's items
    assert not is_card_menu([(137, "#138 FMS")])


def test_an_option_offered_twice_is_one_answer():
    offered = [("Afghanistan", "Afghanistan"), ("Afghanistan", "Afghanistan"), ("Egypt", "Egypt")]
    assert match("afg", offered, numbers="position").value == "Afghanistan"


# -- generated menus -------------------------------------------------------------------------------------

NUMBERISH = st.integers(min_value=0, max_value=40)
LABELS = st.one_of(
    st.builds(lambda n, rest: f"{n} {rest}", NUMBERISH, st.sampled_from(["militia", "cells", "plot", "Ops"])),
    st.builds(str, NUMBERISH),
    st.sampled_from(["Iraq", "Iran", "Syria", "#137 FMS", "plot 1", "10 Downing St"]),
)
VALUES = st.one_of(NUMBERISH, st.builds(str, NUMBERISH), st.tuples(NUMBERISH, NUMBERISH),
                   st.sampled_from(["Iraq", "place_units", "1"]))
MENUS = st.lists(st.tuples(VALUES, LABELS), min_size=1, max_size=14)


@settings(max_examples=400, deadline=None)
@given(menu=MENUS, typed=st.integers(min_value=0, max_value=60), padding=st.sampled_from(["", " ", "  "]))
def test_a_number_typed_at_a_numbered_menu_is_always_that_item(menu, typed, padding):
    found = match(f"{padding}{typed}{padding}", menu, numbers="position")
    if 1 <= typed <= len(menu):
        assert found.found and found.value == menu[typed - 1][0]
    else:
        assert not found.found and not found.ambiguous and not found.suggestions


CARD_TITLES = st.sampled_from(["FMS", "99 Luftballons", "2 Reapers", "Reaper", "137", "Arab Winter", "1"])
CARD_MENUS = st.lists(st.tuples(st.integers(min_value=1, max_value=240), CARD_TITLES), min_size=1, max_size=14,
                      unique_by=lambda card: card[0]).map(lambda cards: [(n, f"#{n} {t}") for n, t in cards])


@settings(max_examples=400, deadline=None)
@given(menu=CARD_MENUS, typed=st.integers(min_value=0, max_value=250), hash_sign=st.booleans())
def test_a_number_typed_at_a_card_menu_is_always_that_card_or_nothing(menu, typed, hash_sign):
    assert is_card_menu(menu)
    found = match(f"{'#' if hash_sign else ''}{typed}", menu, numbers="cards")
    if typed in [number for number, _ in menu]:
        assert found.found and found.value == typed
    else:
        assert not found.found and not found.ambiguous and not found.suggestions


@settings(max_examples=300, deadline=None)
@given(menu=MENUS, typed=st.integers(min_value=0, max_value=60))
def test_a_number_typed_where_nothing_is_numbered_is_never_a_position(menu, typed):
    found = match(str(typed), menu, numbers="names")
    named = [value for value, label in menu
             if any(word.startswith(str(typed)) for word in label.lower().split()) or str(value).startswith(str(typed))]
    if found.found:
        assert found.value in named
    assert all(value in named for value in found.ambiguous)

"""Phase hooks: cards whose lasting effect changes a phase of play register here, next to their event.

A card module marks a function with `hook` beside the card's `@event`::

    @hook("before_card", 239)
    def offer_truce_end(game: Game, phasing: str) -> None:
        ...

and the engine calls every function registered at a point when play reaches it, so no
engine module names or imports a card. The points, with the arguments each receives:

* ``before_card`` ``(game, side)`` - before each card of an action phase (Truce, 239: either
  side may end it early).
* ``cancels_card`` ``(game, side, number) -> bool`` - a card was just played; True cancels it
  (Ferguson, 166: discarded with no event and no Ops, yet it counts as played).
* ``lapse_ends`` ``(game, number)`` - a lapsing card leaves its box (end of turn, or taken
  early by Oil Price Spike); only the hooks registered with that card run (Truce's markers
  go, 239; Korean Crises 179 / Ebola Scare 204 bring their troops back).
* ``funding_holds`` ``(game) -> bool`` - end of turn: True keeps funding from dropping
  (Pirates, 183).
* ``end_of_turn_funding`` ``(game)`` - end of turn, after the usual drop (Fracking, 155: -1 more).
* ``plot_resolved`` ``(game, country, plot)`` - after a plot is resolved (Sequestration, 184,
  ends on a WMD).
* ``off_map_return`` ``(game)`` - end of turn, troops held off the map by a lasting event come
  back when its condition allows (Sequestration, 184).
* ``wins_now`` ``(game, side) -> bool`` - a fact of the card, asked of that card only
  (`card_says`): played now by `side`, could its event end the game in `side`'s automatic
  victory? (a Bot's rules play such an event first or never let the opponent's fire; the
  reference program's hand-written facts of seven Awakening cards.) A card without one: False.

Hooks at one point run in card-number order. The card modules are plug-ins: they register
when `events.load_all` imports them. The registry is botkit's (`botkit.hooks.CardHooks`); this
module names the game's points.
"""

from __future__ import annotations

from botkit.hooks import CardHooks, Hook

from . import events

POINTS = ("before_card", "cancels_card", "lapse_ends", "funding_holds", "end_of_turn_funding", "plot_resolved",
          "off_map_return", "wins_now")

REGISTRY = CardHooks(POINTS, events.load_all)
HOOKS = REGISTRY.hooks
hook = REGISTRY.hook
at = REGISTRY.at
run = REGISTRY.run
run_for_card = REGISTRY.run_for_card
any_true = REGISTRY.any_true
all_true = REGISTRY.all_true
card_says = REGISTRY.card_says
total = REGISTRY.total
first = REGISTRY.first
collect = REGISTRY.collect

__all__ = ["HOOKS", "POINTS", "REGISTRY", "Hook", "all_true", "any_true", "at", "card_says", "collect", "first",
           "hook", "run", "run_for_card", "total"]

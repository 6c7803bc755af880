"""Phase hooks: cards whose lasting effect changes a rule or a phase register here, next to their event.

A card module marks a function with `hook` beside the card's `@event`::

    @hook("ops_change", 25)
    def containment(game: Game, side: str, card: int, printed: int) -> int:
        ...

and the engine calls every function registered at a point when play reaches it, so no engine
module names or imports a card. Each hook checks that its card's effect is in force
(``state.effects``) before doing anything. The points, with their arguments:

* ``ops_change`` ``(game, side, card, printed) -> int`` - what a lasting event adds to (or takes
  from) the Ops of a card `side` plays (Containment, Brezhnev Doctrine, Red Scare/Purge; 7.4).
* ``ops_area_bonus`` ``(game, side, card) -> dict[area, int]`` - extra Ops when all of a card's
  Ops are spent in an area (Vietnam Revolts in Southeast Asia).
* ``coup_change`` ``(game, side, country) -> int`` - a coup roll modifier (SALT, Latin American
  Death Squads); ``realign_change`` ``(game, side, country) -> int`` - a realignment roll modifier
  of `side` (Iran-Contra Scandal).
* ``coup_ban`` / ``realign_ban`` ``(game, side, country) -> str | None`` - why `side` may not coup
  or realign there (NATO, US/Japan Mutual Defense Pact, The Reformer); ``influence_ban`` - why it
  may not place influence there with Ops (Chernobyl).
* ``coup_attempt`` ``(game, side, country, free)`` - a coup is about to be rolled (Cuban Missile
  Crisis, Yuri and Samantha).
* ``coup_lowers_defcon`` ``(game, side, country) -> bool`` - False keeps a battleground coup from
  lowering DEFCON (Nuclear Subs).
* ``war_card`` ``(game, side, card, use)`` - `side` played a war card as an event or for Ops
  (Flower Power).
* ``event_done`` ``(game, side, card)`` - an event was carried out (U2 Incident).
* ``round_start`` ``(game, side) -> bool`` - before `side` chooses a card for an action round;
  True when the hook used the round up (Quagmire, Bear Trap).
* ``forced_card`` ``(game, side) -> (card, use) | None`` - the card `side` must play this action
  round, and how (Missile Envy).
* ``extra_rounds`` ``(game, side) -> int | None`` - the number of action rounds a lasting event
  gives `side` this turn (North Sea Oil: 8).
* ``card_chosen`` ``(game, side, card, use)`` - `side` chose its card for the round ("We Will
  Bury You" awards its VP unless UN Intervention is the event).
* ``round_end`` ``(game, side)`` - an action round is over (NORAD; effects of one round end).
* ``headline_cancel`` ``(game, headlines) -> list[side]`` - headlines cancelled before any
  resolves (Defectors).
* ``scoring_change`` ``(game, region, side) -> dict`` - how a lasting event changes a side's count
  at a region's scoring: ``battleground_bonus`` (Formosan Resolution's Taiwan),
  ``battlegrounds_lost`` (Shuttle Diplomacy); ``final`` says whether it is final scoring.
* ``scored`` ``(game, region, final)`` - a region was scored (Shuttle Diplomacy goes to the discards).
* ``china_played`` ``(game, side)`` - The China Card was played (Formosan Resolution ends).

Hooks at one point run in card-number order. The card modules are plug-ins: they register
when `events.load_all` imports them. The registry is botkit's (`botkit.hooks.CardHooks`); this
module names the game's points.
"""

from __future__ import annotations

from botkit.hooks import CardHooks, Hook

from . import events

POINTS = ("ops_change", "ops_area_bonus", "coup_change", "realign_change", "coup_ban", "realign_ban",
          "influence_ban", "coup_attempt", "coup_lowers_defcon", "war_card", "event_done", "round_start",
          "forced_card", "extra_rounds", "card_chosen", "round_end", "headline_cancel", "scoring_change", "scored",
          "china_played")

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

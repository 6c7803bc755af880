"""A small vocabulary for botkit's own tests: a 'situation' is a plain dict."""

from __future__ import annotations

from botkit import TABLE_REF, Vocabulary, one_of
from botkit.libraries import register_vocabulary


def make_vocabulary() -> Vocabulary:
    v = Vocabulary("test")

    @v.predicate(doc="Is the named flag set?", params={"name": str})
    def flag(ctx, name):
        return bool(ctx["flags"].get(name, False))

    @v.predicate(doc="Is a counter at least some value?", params={"counter": str, "at_least": int})
    def count_at_least(ctx, counter, at_least):
        return ctx["counters"].get(counter, 0) >= at_least

    @v.predicate(doc="Always true.")
    def always(ctx):
        return True

    @v.filter(doc="Does the candidate carry a tag?", params={"tag": str})
    def tagged(ctx, candidate, tag):
        return tag in ctx["places"][candidate]["tags"]

    @v.filter(doc="Is the candidate this place?", params={"place": one_of("place", ["north", "south", "east", "west"])})
    def named(ctx, candidate, place):
        return candidate == place

    @v.score(doc="A number of the candidate.", params={"field": (str, "value")})
    def value(ctx, candidate, field):
        return ctx["places"][candidate].get(field, 0)

    @v.pool(doc="Every place, alphabetically.")
    def places(ctx):
        return sorted(ctx["places"])

    v.action("play", doc="Play something.", params={"what": str})
    v.action("rest", doc="Do nothing.")
    v.action("go_to", doc="Go to the place a table picks.", params={"table": TABLE_REF})
    # the context a chart reads as $name (the situation is a dict here), its tier values and its dice
    v.field("power", int, "The power counter.", get=lambda ctx: ctx["counters"].get("power", 0))
    v.field("home", str, "Where the Bot lives.", get=lambda ctx: ctx.get("home", "north"))
    v.read_tier = lambda ctx, name: ctx.get("tier", {}).get(name, {"aggression": 0, "bold": False}[name])
    v.roll = lambda ctx, purpose: ctx["dice"].pop(0)
    v.rankable = lambda ctx, options: [o for o in options if o in ctx["places"]]
    v.trigger("insulted", "Someone insulted the Bot.")
    v.trigger("praised", "Someone praised the Bot.")
    v.marker_count("one", "Draw one marker.")
    return v


# `botkit flowchart validate --vocabulary test` in these tests: a vocabulary is chosen by its registered name
register_vocabulary("test", make_vocabulary)

"""The card events, one module per period (and the optional cards): importing this package registers
every event and hook (`events.load_all`)."""

from . import early, late, mid, optional  # noqa: F401

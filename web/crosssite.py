"""Forms posted from another site's page are refused: only this server's own pages change a game.

A page of any site the player visits could post a form to the server (an answer, an undo, a new
game): the browser says where a request comes from, and a request that changes something (any
method but GET, HEAD and OPTIONS) is served only when it comes from this server's own pages:

* an `Origin` header must name this server (`null` - a sandboxed frame, a `data:` or `file:` page,
  a redirect across sites - names nobody, so it is refused too);
* a `Sec-Fetch-Site` header must say `same-origin` (or `none`: the player's own doing, e.g. a
  bookmark); `same-site` is refused as well, since another server on this computer is the same site.

A request that carries neither header (a script, curl) was not sent by a browser on a page's
behalf and is served. The guard is a middleware: it covers every route, one added later included.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
OWN_FETCHES = frozenset({"same-origin", "none"})
REFUSED = "This form was sent from another site's page, so it was refused."


def from_own_page(headers: Headers) -> bool:
    """Whether a request that changes something comes from this server's own pages (see the module)."""
    origin = headers.get("origin")
    if origin is not None:
        try:
            parts = urlsplit(origin.strip())
        except ValueError:  # not even an address
            return False
        host = headers.get("host", "")
        if parts.scheme not in ("http", "https") or not host or parts.netloc.lower() != host.lower():
            return False
    fetch_site = headers.get("sec-fetch-site")
    return fetch_site is None or fetch_site.strip().lower() in OWN_FETCHES


class CrossSiteGuard:
    """ASGI middleware: refuses (403, `refuse`'s page) a request that changes something from another site."""

    def __init__(self, app: ASGIApp, refuse: Callable[[str, int], Response]) -> None:
        self.app = app
        self.refuse = refuse

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] not in SAFE_METHODS and not from_own_page(Headers(scope=scope)):
            await self.refuse(REFUSED, 403)(scope, receive, send)
            return
        await self.app(scope, receive, send)

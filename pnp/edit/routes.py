"""The editor's routes for the site's ``edit/`` group (:mod:`pnp.web.site`): its page and its JSON endpoints.

The page is ``static/`` at ``/TOKEN/edit/``; its requests are relative (``api/check``), so they carry the token.
The endpoints are :class:`~pnp.edit.app.App`'s: ``GET api/session`` and ``api/cards``, and a POST for each of
``App.posts``.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from starlette.routing import BaseRoute

from pnp.edit.app import App
from pnp.web.site import get, post, static

STATIC = Path(__file__).parent / "static"
GETS = ("api/session", "api/cards")


def routes(app: App) -> list[BaseRoute]:
    """The editor's page and endpoints, answered by ``app``."""
    found: list[BaseRoute] = [get(f"/{route}", partial(app.get, route)) for route in GETS]
    found += [post(f"/{route}", handler) for route, handler in app.posts.items()]
    return found + static(STATIC)

"""pnp's pages in the browser on one site: Starlette behind pnp's own security middleware, served by uvicorn.

``guard.py`` (the rules every request passes: Host, token, JSON bodies up to 1 MB, Origin, the security
headers), ``site.py`` (``build_site``: groups of routes under ``/TOKEN/``; JSON routes and static files),
``server.py`` (uvicorn in a thread on a socket bound first; a clean stop). Imported only when a command serves.
"""

"""`pnp edit`: a labyrinth sheet editor in the browser, served from this machine (to others only with ``--host``).

``session.py`` (the opened file, the output folder and which paths a session may write), ``wire.py`` (requests
read with the CLI's own readers, answers as JSON), ``sheets.py`` (check, score, generate, blank), ``proofs.py``
(pars and deck ranges: cached, one session pool, cancelled by newer tickets), ``files.py`` (save and export),
``app.py`` and ``routes.py`` (the endpoints, as the ``edit/`` group of the site of :mod:`pnp.web`), ``run.py``
(the site served under a random token, on 127.0.0.1 unless ``--host``). The page is ``static/`` (plain ES
modules, no build step), which holds the state being edited: the server keeps nothing but caches.
"""

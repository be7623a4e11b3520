"""`pnp edit`: a labyrinth sheet editor in the browser, served from this machine only.

``session.py`` (the opened file, the output folder and which paths a session may write), ``wire.py`` (requests
read with the CLI's own readers, answers as JSON), ``sheets.py`` (check, score, generate, blank), ``proofs.py``
(pars and deck ranges: cached, one session pool, cancelled by newer tickets), ``files.py`` (save and export),
``server.py`` (HTTP on 127.0.0.1 under a random token). The page is ``static/`` (plain ES modules, no build
step), which holds the state being edited: the server keeps nothing but caches.
"""

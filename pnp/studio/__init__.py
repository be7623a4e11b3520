"""pnp studio: the whole product in the browser for people who never open a terminal (docs/studio.md).

Three doors on one local web app: print a game (a kit), make a book, design a labyrinth (the editor of
``pnp edit``). Kits and books are made by jobs in processes of their own (:mod:`pnp.studio.board`), each running
the very code ``pnp kit`` and ``pnp book`` run (:mod:`pnp.studio.work`), read from the same checked orders
(:mod:`pnp.kits.order`, :mod:`pnp.book.order`), so the studio's files are the command line's.
"""

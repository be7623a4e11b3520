"""Themes: the colours, line weights and fills a printout is drawn in, as data (layouts/themes/*.toml).

A theme is applied to a finished scene (:func:`pnp.themes.apply.themed_page`) just before it is rendered,
so games draw without knowing themes. ``files`` reads and checks theme files; ``apply`` is the transform.
"""

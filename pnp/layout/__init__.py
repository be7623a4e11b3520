"""Layout: paper sizes, component sizes, bleed, crop marks, guides, imposition.

It knows paper, not games.
"""

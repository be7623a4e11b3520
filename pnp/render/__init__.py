"""Renderers: scene → PDF (reportlab), SVG (pnp.render.svg_xml) and PNG (rasterised PDF).

They know neither games nor paper conventions beyond what the scene says.
"""

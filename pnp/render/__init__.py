"""Renderers: scene → PDF (reportlab), SVG (svgwrite) and PNG (rasterised PDF).

They know neither games nor paper conventions beyond what the scene says.
"""

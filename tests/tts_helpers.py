"""Reading a Tabletop Simulator saved object back in the export's tests."""

from __future__ import annotations

URL_KEYS = ("FaceURL", "BackURL", "ImageURL", "ImageSecondaryURL")


def urls(data) -> list[str]:
    """Every image URL in a saved object."""
    found = []
    if isinstance(data, dict):
        for key, value in data.items():
            if key in URL_KEYS and value:
                found.append(value)
            else:
                found += urls(value)
    elif isinstance(data, list):
        for value in data:
            found += urls(value)
    return found

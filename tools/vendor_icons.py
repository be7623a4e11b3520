"""Vendor the icons pnp uses from @iconify-json/game-icons (game-icons.net, CC BY 3.0).

Usage (needs npm and the author list; not run by tests or CI):

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python tools/vendor_icons.py package/icons.json AUTHORS.json

AUTHORS.json maps a game-icons file name to the list of artists who drew an
icon of that name (game-icons.net keeps one folder per artist); when several
artists drew icons of the same name, pick one in pnp/icons/manifest.toml with
"artist/name". The script writes pnp/icons/icons.json with each icon's path
data normalised to absolute M/L/C/Z commands, its artist and its source name.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from pnp.icons.svgpath import compact, normalise  # noqa: E402

ARTIST_NAMES = {
    "lorc": "Lorc",
    "delapouite": "Delapouite",
    "skoll": "Skoll",
    "carl-olsen": "Carl Olsen",
    "sbed": "Sbed",
    "cathelineau": "Cathelineau",
    "caro-asercion": "Caro Asercion",
    "darkzaitzev": "DarkZaitzev",
    "faithtoken": "Faithtoken",
    "felbrigg": "Felbrigg",
    "heavenly-dog": "HeavenlyDog",
    "john-colburn": "John Colburn",
    "john-redman": "John Redman",
    "kier-heyl": "Kier Heyl",
    "lucasms": "Lucas",
    "priorblue": "Priorblue",
    "quoting": "Quoting",
    "rihlsul": "Rihlsul",
    "sparker": "Sparker",
    "viscious-speed": "Viscious Speed",
    "willdabeast": "Willdabeast",
    "zajkonur": "Zajkonur",
    "andymeneely": "Andy Meneely",
    "aussiesim": "Aussiesim",
    "catsu": "Catsu",
    "guard13007": "Guard13007",
    "irongamer": "Irongamer",
    "lord-berandas": "Lord Berandas",
    "pepijn-poolman": "Pepijn Poolman",
    "pierre-leducq": "Pierre Leducq",
    "various-artists": "Various artists",
    "wildabeast": "Wildabeast",
}


def main(icons_json: str, authors_json: str) -> None:
    icons = json.loads(Path(icons_json).read_text())["icons"]
    authors = json.loads(Path(authors_json).read_text())
    manifest = tomllib.loads((ROOT / "pnp/icons/manifest.toml").read_text())
    out: dict[str, dict] = {}
    for group, entries in manifest.items():
        for name, source in entries.items():
            artist_hint = None
            if "/" in source:
                artist_hint, source = source.split("/", 1)
            body = icons[source]["body"]
            paths = re.findall(r'<path\b([^>]*)/?>', body)
            if len(paths) != 1:
                raise SystemExit(f"{source}: expected one path, found {len(paths)}")
            d = re.search(r'\bd="([^"]+)"', paths[0]).group(1)
            rule = "evenodd" if 'fill-rule="evenodd"' in paths[0] else "nonzero"
            artists = authors.get(source, [])
            if artist_hint:
                artist = artist_hint
            elif len(artists) == 1:
                artist = artists[0]
            else:
                raise SystemExit(f"{source}: artist unknown or ambiguous ({artists}); name one in the manifest")
            out[name] = {
                "group": group,
                "source": source,
                "artist": ARTIST_NAMES.get(artist, artist),
                "fill_rule": rule,
                "d": compact(normalise(d)),
            }
    data = {
        "collection": "game-icons.net",
        "url": "https://game-icons.net",
        "license": "CC BY 3.0",
        "license_url": "https://creativecommons.org/licenses/by/3.0/",
        "view_box": 512,
        "icons": dict(sorted(out.items())),
    }
    target = ROOT / "pnp/icons/icons.json"
    target.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} icons to {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main(*sys.argv[1:3])

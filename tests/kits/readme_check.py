"""An independent reading of a kit's README.txt against the kit's files: is what it says there?

- every section (a heading underlined with dashes) has content;
- every file or folder it names (kit.pdf, designer.pdf, decks/..., png/..., svg/, json/, previews/) is in
  the kit;
- every page it cites is within the PDF it cites it of (a deck's pages within the deck, the others within
  kit.pdf), and a deck's page count, where README.txt states it, is the deck's.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pikepdf

NAMED = re.compile(r"(?<![\w/])((?:decks|png|svg|json|previews)/[\w./-]*|designer\.pdf|kit\.pdf)")
PAGES = re.compile(r"\bpages? (\d+(?:-\d+)?(?:, ?\d+(?:-\d+)?)*)")
KIT_RANGE = re.compile(r"pages of kit\.pdf: ([\d,-]+)")
DECK_COUNT = re.compile(r"^- (decks/[\w.-]+\.pdf): .*\((\d+) pages\)")
DECK_PAGES = re.compile(r"^- (decks/[\w.-]+\.pdf), pages? ")


def sections(readme: str) -> dict[str, list[str]]:
    """Heading -> its lines, blank lines at either end dropped."""
    lines = readme.splitlines()
    heads = [i for i in range(len(lines) - 1)
             if lines[i].strip() and set(lines[i + 1]) == {"-"} and len(lines[i + 1]) == len(lines[i])]
    out = {}
    for n, i in enumerate(heads):
        end = heads[n + 1] if n + 1 < len(heads) else len(lines)
        body = lines[i + 2:end]
        while body and not body[-1].strip():
            body.pop()
        while body and not body[0].strip():
            body.pop(0)
        out[lines[i]] = body
    return out


def numbers(spec: str) -> list[int]:
    """'5-7, 9' → [5, 6, 7, 9]."""
    out: list[int] = []
    for run in re.split(r", ?", spec):
        a, _, b = run.partition("-")
        out += list(range(int(a), int(b or a) + 1))
    return out


def page_count(data: bytes) -> int:
    with pikepdf.open(io.BytesIO(data)) as pdf:
        return len(pdf.pages)


def named_exists(name: str, paths: set[Path]) -> bool:
    if name.endswith("/"):
        return any(str(p).startswith(name) for p in paths)
    return Path(name) in paths


def problems(files: dict[Path, bytes]) -> list[str]:
    """What README.txt says that the kit's files (paths relative to the kit's folder) do not bear out."""
    readme = files[Path("README.txt")].decode("utf-8")
    paths = set(files)
    found = [f"section {head!r} is empty" for head, body in sections(readme).items()
             if not any(line.strip() for line in body)]
    if not sections(readme):
        found.append("no sections")
    counts = {str(p): page_count(d) for p, d in files.items() if p.suffix == ".pdf"}
    for line in readme.splitlines():
        for name in NAMED.findall(line):
            name = name.rstrip(".,")
            if not named_exists(name, paths):
                found.append(f"names {name}, which the kit lacks: {line!r}")
        deck = DECK_PAGES.match(line) or DECK_COUNT.match(line)
        of = deck.group(1) if deck else "kit.pdf"
        cited = [n for m in PAGES.finditer(line) for n in numbers(m.group(1))]
        cited += [n for m in KIT_RANGE.finditer(line) for n in numbers(m.group(1))]
        if of in counts and any(not 1 <= n <= counts[of] for n in cited):
            found.append(f"cites pages beyond {of}'s {counts[of]}: {line!r}")
        if (m := DECK_COUNT.match(line)) and m.group(1) in counts and int(m.group(2)) != counts[m.group(1)]:
            found.append(f"says {m.group(2)} pages, {m.group(1)} has {counts[m.group(1)]}")
    return found

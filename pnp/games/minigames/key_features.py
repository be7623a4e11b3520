"""Key: a key's four features, how two keys differ, and keys made to differ from a target.

The features are the bow's shape, the hole in it, the collar rings and the
bit's teeth (how many, and each one's length); the silhouette they make is
:mod:`pnp.games.minigames.key_shapes`. The bow and the number of teeth are the
*coarse* features a glance compares; the hole, the rings and one tooth's
length are the *fine* ones.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pnp.games.minigames.key_shapes import HEIGHTS, TEETH

BOWS = ("round", "square", "trefoil", "diamond", "oval")
HOLES = ("round", "square", "none")
RINGS = (0, 1, 2)


@dataclass(frozen=True)
class Key:
    bow: str
    hole: str
    rings: int
    teeth: tuple[int, ...]  # tooth lengths, from the shaft's side nearest the bow to its tip
    x: float = 0.0  # centre of the key's box, mm from the content box's top-left corner
    y: float = 0.0

    @property
    def features(self) -> tuple:
        return (self.bow, self.hole, self.rings, self.teeth)

    def moved(self, x: float, y: float) -> Key:
        return Key(self.bow, self.hole, self.rings, self.teeth, x, y)


def differences(a: Key, b: Key) -> list[str]:
    """The visible features in which two keys differ ("tooth 2" is the third tooth's length)."""
    out = []
    if a.bow != b.bow:
        out.append("bow")
    if a.hole != b.hole:
        out.append("hole")
    if a.rings != b.rings:
        out.append("rings")
    if len(a.teeth) != len(b.teeth):
        out.append("teeth")
    else:
        out += [f"tooth {i}" for i, (p, q) in enumerate(zip(a.teeth, b.teeth)) if p != q]
    return out


def coarse(k: Key) -> tuple:
    """What a glance compares: the bow and the number of teeth."""
    return (k.bow, len(k.teeth))


def valid_features(k: Key) -> bool:
    return (k.bow in BOWS and k.hole in HOLES and k.rings in RINGS and len(k.teeth) in TEETH
            and all(h in HEIGHTS for h in k.teeth))


# --- keys made to differ ------------------------------------------------------------

def random_key(rng: random.Random) -> Key:
    n = rng.choice(TEETH)
    return Key(rng.choice(BOWS), rng.choice(HOLES), rng.choice(RINGS), tuple(rng.choice(HEIGHTS) for _ in range(n)))


def _other(values, current, rng: random.Random):
    return rng.choice([v for v in values if v != current])


def change(k: Key, feature: str, rng: random.Random) -> Key:
    """k with one feature changed ("tooth" changes one tooth's length)."""
    if feature == "bow":
        return Key(_other(BOWS, k.bow, rng), k.hole, k.rings, k.teeth)
    if feature == "hole":
        return Key(k.bow, _other(HOLES, k.hole, rng), k.rings, k.teeth)
    if feature == "rings":
        return Key(k.bow, k.hole, _other(RINGS, k.rings, rng), k.teeth)
    if feature == "teeth":  # one tooth more or less
        teeth = list(k.teeth)
        if len(teeth) == 4:
            del teeth[rng.randrange(4)]
        else:
            teeth.insert(rng.randrange(4), rng.choice(HEIGHTS))
        return Key(k.bow, k.hole, k.rings, tuple(teeth))
    i = rng.randrange(len(k.teeth))
    teeth = list(k.teeth)
    teeth[i] = _other(HEIGHTS, teeth[i], rng)
    return Key(k.bow, k.hole, k.rings, tuple(teeth))


def fine_variants(t: Key) -> list[Key]:
    """Every key that differs from t in exactly one fine feature."""
    out = [Key(t.bow, h, t.rings, t.teeth) for h in HOLES if h != t.hole]
    out += [Key(t.bow, t.hole, r, t.teeth) for r in RINGS if r != t.rings]
    for i, h0 in enumerate(t.teeth):
        out += [Key(t.bow, t.hole, t.rings, t.teeth[:i] + (h,) + t.teeth[i + 1:]) for h in HEIGHTS if h != h0]
    return out


def easy_other(t: Key, rng: random.Random) -> Key:
    """Another bow or another number of teeth (or both), and maybe finer changes on top."""
    first, second = rng.sample(("bow", "teeth"), 2)
    k = change(t, first, rng)
    for feature in (second, "hole", "rings", "tooth"):
        if rng.random() < 0.35:
            k = change(k, feature, rng)
    return k


def hard_others(t: Key, count: int, fine: tuple[float, float], rng: random.Random) -> list[Key]:
    """``count`` keys unlike t, a share (drawn from ``fine``) of them different in one fine feature only,
    the rest in a coarse feature (the bow or the number of teeth) and maybe one fine feature more."""
    share = rng.uniform(*fine)
    n_fine = max(3, round(count * share))
    pool = fine_variants(t)
    rng.shuffle(pool)
    others = [pool[i % len(pool)] for i in range(n_fine)]
    for _ in range(count - n_fine):
        k = change(t, rng.choice(("bow", "teeth")), rng)  # one coarse feature
        if rng.random() < 0.4:
            k = change(k, rng.choice(("hole", "rings", "tooth")), rng)
        others.append(k)
    return others

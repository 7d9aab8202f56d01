"""Archon card illustrations composed by code: one small original SVG per card id (docs/archon.md, "Art").

The house gives the palette, a backdrop and an emblem in the corner (Maré waves, Cinza embers, Vereda a
winding trail, Engrenagem a riveted grid, Brasa sparks over an anvil, Sussurro mist under a crescent, Raiz
roots from below); the card type gives the central motif (K41: a creature's figure
sized by its power, an action's burst, an artifact on its plinth, an upgrade's shield ring); a seed from the
title's id places, sizes and tints the rest. A maverick copy `title@house` (K94) keeps its title's shapes
in the colours and emblem of the house it moved to, with a maverick star. Deterministic (hashlib and
random.Random only, the same bytes in CPython and Pyodide), no script, no link, no external reference.
"""

from __future__ import annotations

import colorsys
import hashlib
import math
import random
from typing import NamedTuple
from xml.sax.saxutils import quoteattr

from .cards import MAVERICK, CardDef, lookup

W, H = 320, 240


class Palette(NamedTuple):
    """A house's colours (hex)."""

    base: str
    dark: str
    light: str
    accent: str


PALETTES: dict[str, Palette] = {
    "mare": Palette("#1f7a8c", "#08242e", "#8fd8e0", "#e8f4a0"),
    "cinza": Palette("#b04a1c", "#241410", "#f0a060", "#ffd25a"),
    "vereda": Palette("#4f8a2e", "#16260c", "#bfe08a", "#f0d080"),
    "engrenagem": Palette("#a07a28", "#2a2010", "#e8cf86", "#9fd0ff"),
    "brasa": Palette("#c8641a", "#2a1206", "#ffc070", "#fff0a0"),
    "sussurro": Palette("#6a4c9c", "#1a1228", "#cbb8f0", "#e0f0ff"),
    "raiz": Palette("#7a5230", "#1e140a", "#c8b088", "#a8d878"),
}


def _seed(title: str) -> int:
    return int.from_bytes(hashlib.sha256(("archon-art:" + title).encode()).digest()[:8], "big")


def _f(x: float) -> str:
    """One decimal at most: stable and short output."""
    v = round(x, 1)
    return str(int(v)) if v == int(v) else str(v)


def _pts(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in points)


def _tint(color: str, rng: random.Random, dl: float = 0.06) -> str:
    """The colour with a small seeded shift of lightness and hue (the house's family kept)."""
    r, g, b = (int(color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, lum, s = colorsys.rgb_to_hls(r, g, b)
    h = (h + rng.uniform(-0.02, 0.02)) % 1.0
    lum = max(0.05, min(0.92, lum + rng.uniform(-dl, dl)))
    rgb = colorsys.hls_to_rgb(h, lum, s)
    return "#" + "".join(f"{max(0, min(255, round(v * 255))):02x}" for v in rgb)


def _ring(cx: float, cy: float, r: float, n: int, depth: float, rot: float = 0.0) -> str:
    """A gear-like outline of n teeth (also a star when depth is large)."""
    pts = []
    for i in range(2 * n):
        a = rot + math.pi * i / n
        rr = r if i % 2 == 0 else r - depth
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return _pts(pts)


# ---- backdrops and emblems by house ----

def _backdrop(house: str, rng: random.Random, pal: Palette) -> list[str]:
    out: list[str] = []
    if house == "mare":                           # rolling waves
        for i in range(rng.randint(4, 6)):
            y = 60 + i * rng.uniform(28, 36)
            amp, k = rng.uniform(6, 14), rng.uniform(40, 70)
            d = f"M0,{_f(y)}" + "".join(f" q{_f(k / 2)},{_f(-amp if j % 2 == 0 else amp)} {_f(k)},0" for j in range(8))
            out.append(f'<path d="{d}" fill="none" stroke="{pal.light}" stroke-width="{_f(rng.uniform(1.5, 4))}" opacity="0.3"/>')
    elif house == "cinza":                        # rising embers over a dark ridge
        ridge = [(0.0, float(H))] + [(k * W / 6, H * 0.72 + rng.uniform(-22, 14)) for k in range(7)] + [(float(W), float(H))]
        out.append(f'<polygon points="{_pts(ridge)}" fill="{pal.dark}" opacity="0.55"/>')
        for _ in range(rng.randint(10, 16)):
            x, y = rng.uniform(10, W - 10), rng.uniform(10, H * 0.8)
            out.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(rng.uniform(1, 3))}" fill="{pal.accent}" '
                       f'opacity="{round(rng.uniform(0.3, 0.8), 2)}"/>')
    elif house == "vereda":                       # a winding trail between hills
        for i in range(2):
            base = H * (0.6 + 0.18 * i)
            hill = [(0.0, float(H))] + [(k * W / 5, base + rng.uniform(-16, 10)) for k in range(6)] + [(float(W), float(H))]
            out.append(f'<polygon points="{_pts(hill)}" fill="{pal.dark}" opacity="{round(0.25 + 0.15 * i, 2)}"/>')
        x0 = rng.uniform(60, W - 60)
        out.append(f'<path d="M{_f(x0)},{H} C{_f(x0 + rng.uniform(-90, 90))},{_f(H * 0.7)} '
                   f'{_f(rng.uniform(40, W - 40))},{_f(H * 0.55)} {_f(rng.uniform(90, W - 90))},{_f(H * 0.4)}" '
                   f'fill="none" stroke="{pal.light}" stroke-width="7" stroke-dasharray="10 6" opacity="0.35"/>')
    elif house == "brasa":                        # sparks flying from an anvil
        ax, ay = rng.uniform(70, W - 70), H * 0.8
        anvil = [(ax - 60, ay - 18), (ax + 60, ay - 18), (ax + 38, ay), (ax + 24, ay), (ax + 30, float(H)),
                 (ax - 30, float(H)), (ax - 24, ay), (ax - 38, ay)]
        out.append(f'<polygon points="{_pts(anvil)}" fill="{pal.dark}" opacity="0.55"/>')
        for _ in range(rng.randint(8, 14)):
            a, r0 = rng.uniform(math.pi * 1.1, math.pi * 1.9), rng.uniform(20, 40)
            r1 = r0 + rng.uniform(25, 90)
            out.append(f'<line x1="{_f(ax + r0 * math.cos(a))}" y1="{_f(ay - 18 + r0 * math.sin(a))}" '
                       f'x2="{_f(ax + r1 * math.cos(a))}" y2="{_f(ay - 18 + r1 * math.sin(a))}" stroke="{pal.accent}" '
                       f'stroke-width="{_f(rng.uniform(1, 2.5))}" opacity="{round(rng.uniform(0.3, 0.8), 2)}"/>')
    elif house == "sussurro":                     # drifting mist bands under a crescent moon
        mx, my = rng.uniform(60, W - 60), rng.uniform(30, 70)
        out.append(f'<circle cx="{_f(mx)}" cy="{_f(my)}" r="22" fill="{pal.light}" opacity="0.35"/>')
        out.append(f'<circle cx="{_f(mx + 9)}" cy="{_f(my - 5)}" r="19" fill="{pal.dark}" opacity="0.5"/>')
        for _ in range(rng.randint(4, 7)):
            out.append(f'<ellipse cx="{_f(rng.uniform(0, W))}" cy="{_f(rng.uniform(H * 0.35, H * 0.95))}" '
                       f'rx="{_f(rng.uniform(50, 120))}" ry="{_f(rng.uniform(6, 14))}" fill="{pal.light}" '
                       f'opacity="{round(rng.uniform(0.12, 0.3), 2)}"/>')
    elif house == "raiz":                         # roots reaching up from the ground
        out.append(f'<rect x="0" y="{_f(H * 0.82)}" width="{W}" height="{_f(H * 0.18)}" fill="{pal.dark}" opacity="0.5"/>')
        for _ in range(rng.randint(4, 6)):
            x0 = rng.uniform(10, W - 10)
            d = (f"M{_f(x0)},{H} C{_f(x0 + rng.uniform(-40, 40))},{_f(H * 0.75)} "
                 f"{_f(x0 + rng.uniform(-60, 60))},{_f(H * 0.55)} {_f(x0 + rng.uniform(-80, 80))},{_f(rng.uniform(H * 0.25, H * 0.5))}")
            out.append(f'<path d="{d}" fill="none" stroke="{pal.dark}" stroke-width="{_f(rng.uniform(3, 7))}" '
                       f'stroke-linecap="round" opacity="0.45"/>')
    else:                                         # engrenagem: a riveted grid and a large faint gear
        step = rng.choice((32, 40))
        for x in range(step, W, step):
            out.append(f'<line x1="{x}" y1="0" x2="{x}" y2="{H}" stroke="{pal.dark}" stroke-width="1.2" opacity="0.35"/>')
        for y in range(step, H, step):
            out.append(f'<line x1="0" y1="{y}" x2="{W}" y2="{y}" stroke="{pal.dark}" stroke-width="1.2" opacity="0.35"/>')
        gx, gy = rng.choice((40, W - 40)), rng.uniform(50, H - 50)
        out.append(f'<polygon points="{_ring(gx, gy, 70, 12, 10, rng.uniform(0, 1))}" fill="none" stroke="{pal.light}" '
                   f'stroke-width="3" opacity="0.25"/>')
    return out


def _emblem(house: str, pal: Palette) -> str:
    """The house's badge in the top-left corner (the same for every card of the house)."""
    cx, cy = 30, 30
    disc = f'<circle cx="{cx}" cy="{cy}" r="17" fill="{pal.dark}" stroke="{pal.accent}" stroke-width="2"/>'
    if house == "mare":
        mark = (f'<path d="M18,33 q6,-8 12,0 t12,0" fill="none" stroke="{pal.light}" stroke-width="3"/>'
                f'<path d="M18,25 q6,-8 12,0 t12,0" fill="none" stroke="{pal.light}" stroke-width="2"/>')
    elif house == "cinza":
        mark = f'<path d="M30,15 C38,25 40,30 36,38 C34,42 26,42 24,38 C20,31 27,27 30,15z" fill="{pal.accent}"/>'
    elif house == "vereda":
        mark = (f'<path d="M21,40 C23,24 33,18 40,18 C40,28 34,38 21,40z" fill="{pal.light}"/>'
                f'<line x1="21" y1="40" x2="34" y2="26" stroke="{pal.dark}" stroke-width="1.5"/>')
    elif house == "brasa":                        # a hammer
        mark = (f'<rect x="19" y="19" width="22" height="8" rx="1.5" fill="{pal.accent}"/>'
                f'<rect x="28" y="27" width="4" height="15" fill="{pal.light}"/>')
    elif house == "sussurro":                     # a crescent moon
        mark = f'<path d="M35,17 A13,13 0 1 0 35,43 A10,10 0 1 1 35,17z" fill="{pal.light}"/>'
    elif house == "raiz":                         # a trunk with three roots
        mark = (f'<rect x="28" y="16" width="4" height="16" fill="{pal.light}"/>'
                f'<path d="M30,31 L20,42 M30,31 L30,43 M30,31 L40,42" stroke="{pal.accent}" stroke-width="2.5" '
                f'fill="none" stroke-linecap="round"/>')
    else:
        mark = (f'<polygon points="{_ring(cx, cy, 12, 8, 3.5)}" fill="{pal.light}"/>'
                f'<circle cx="{cx}" cy="{cy}" r="4" fill="{pal.dark}"/>')
    return disc + mark


# ---- central motifs by type (K41) ----

def _creature(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, ground = W / 2 + rng.uniform(-25, 25), H * 0.88
    size = 0.95 + 0.06 * min(card.power, 8) + rng.uniform(-0.04, 0.06)
    out = [f'<ellipse cx="{_f(cx)}" cy="{_f(ground)}" rx="{_f(58 * size)}" ry="7" fill="#000" opacity="0.3"/>']
    body_h, body_w = 78 * size, rng.uniform(44, 70) * size
    top = ground - body_h
    out.append(f'<path d="M{_f(cx - body_w / 2)},{_f(ground)} Q{_f(cx - body_w * 0.6)},{_f(top + 10)} {_f(cx)},{_f(top)} '
               f'Q{_f(cx + body_w * 0.6)},{_f(top + 10)} {_f(cx + body_w / 2)},{_f(ground)}z" fill="{fill}"/>')
    hr = rng.uniform(15, 21) * size
    hy = top - hr * 0.6
    out.append(f'<circle cx="{_f(cx)}" cy="{_f(hy)}" r="{_f(hr)}" fill="{fill}"/>')
    crest = rng.randint(0, 3)                     # horns, fins or none, from the seed
    for i in range(crest):
        dx = (i - (crest - 1) / 2) * hr * 0.7
        out.append(f'<polygon points="{_pts([(cx + dx - 5, hy - hr * 0.7), (cx + dx, hy - hr - rng.uniform(10, 22)), (cx + dx + 5, hy - hr * 0.7)])}" '
                   f'fill="{fill}"/>')
    for ex in (-0.38, 0.38):
        out.append(f'<circle cx="{_f(cx + ex * hr)}" cy="{_f(hy - 2)}" r="{_f(2.2 * size)}" fill="{glow}"/>')
    if card.armor:                                # armor: plates across the body
        for k in range(min(card.armor, 3)):
            y = top + body_h * (0.35 + 0.18 * k)
            out.append(f'<line x1="{_f(cx - body_w * 0.4)}" y1="{_f(y)}" x2="{_f(cx + body_w * 0.4)}" y2="{_f(y)}" '
                       f'stroke="{glow}" stroke-width="2.5" opacity="0.6"/>')
    return out


def _action(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, cy = W / 2 + rng.uniform(-30, 30), H / 2 + rng.uniform(-15, 15)
    rays = rng.randint(7, 12)
    out = [(f'<polygon points="{_ring(cx, cy, rng.uniform(80, 100), rays, rng.uniform(45, 60), rng.uniform(0, 1))}" '
           f'fill="{glow}" opacity="0.35"/>'),
           f'<polygon points="{_ring(cx, cy, rng.uniform(48, 60), rays, rng.uniform(22, 30), rng.uniform(0, 1))}" fill="{fill}"/>',
           f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(rng.uniform(10, 16))}" fill="{glow}"/>']
    for _ in range(card.amber):                   # the Æmber bonus as orbiting sparks (K28)
        a = rng.uniform(0, 2 * math.pi)
        out.append(f'<circle cx="{_f(cx + 70 * math.cos(a))}" cy="{_f(cy + 55 * math.sin(a))}" r="4" fill="{glow}"/>')
    return out


def _artifact(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, base = W / 2 + rng.uniform(-20, 20), H * 0.84
    pw = rng.uniform(70, 100)
    out = [f'<rect x="{_f(cx - pw / 2)}" y="{_f(base - 16)}" width="{_f(pw)}" height="16" rx="3" fill="{fill}"/>',
           f'<rect x="{_f(cx - pw * 0.35)}" y="{_f(base - 34)}" width="{_f(pw * 0.7)}" height="18" fill="{fill}" opacity="0.85"/>']
    gh, gw = rng.uniform(70, 100), rng.uniform(36, 56)
    top = base - 34 - gh
    sides = rng.choice((4, 6))
    if sides == 4:
        gem = [(cx, top), (cx + gw / 2, top + gh * 0.45), (cx, base - 36), (cx - gw / 2, top + gh * 0.45)]
    else:
        gem = [(cx - gw * 0.3, top), (cx + gw * 0.3, top), (cx + gw / 2, top + gh * 0.3), (cx, base - 36),
               (cx - gw / 2, top + gh * 0.3)]
    out.append(f'<polygon points="{_pts(gem)}" fill="{glow}" stroke="{fill}" stroke-width="3"/>')
    out.append(f'<polyline points="{_pts([gem[0], (cx, top + gh * 0.45), gem[-1]])}" fill="none" stroke="{fill}" '
               f'stroke-width="1.5" opacity="0.6"/>')
    return out


def _upgrade(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, cy = W / 2 + rng.uniform(-20, 20), H / 2 + 6
    r = rng.uniform(58, 72)
    out = [f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="none" stroke="{glow}" stroke-width="6" opacity="0.7"/>',
           (f'<path d="M{_f(cx)},{_f(cy - r * 0.75)} L{_f(cx + r * 0.6)},{_f(cy - r * 0.45)} '
           f'Q{_f(cx + r * 0.55)},{_f(cy + r * 0.45)} {_f(cx)},{_f(cy + r * 0.8)} '
           f'Q{_f(cx - r * 0.55)},{_f(cy + r * 0.45)} {_f(cx - r * 0.6)},{_f(cy - r * 0.45)}z" fill="{fill}"/>')]
    bars = 1 + (card.bonus_power > 0) + (card.bonus_armor > 0) + len(card.grants)
    for k in range(min(bars, 4)):                 # one chevron per thing it gives its host (K43)
        y = cy - r * 0.2 + k * 14
        out.append(f'<polyline points="{_pts([(cx - r * 0.3, y), (cx, y + 9), (cx + r * 0.3, y)])}" fill="none" '
                   f'stroke="{glow}" stroke-width="4"/>')
    return out


EMBLEM_PREFIX = "house:"                          # card_art's id of a house's emblem (the lobby's deck boxes)


def emblem_svg(house: str) -> str | None:
    """A house's emblem alone (the badge of its cards' corner) as a standalone SVG: the table's house buttons
    (op house_emblems) and the lobby (card_art id `house:<house>`)."""
    if house not in PALETTES:
        return None
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="11 11 38 38" role="img">'
            f'{_emblem(house, PALETTES[house])}</svg>')


MOTIFS = {"creature": _creature, "action": _action, "artifact": _artifact, "upgrade": _upgrade}


def art_svg(cid: str) -> str | None:
    """The card's illustration as a standalone SVG document (same id, same bytes); None for an unknown id."""
    card = lookup(cid)
    if card is None:
        return None
    title = cid.split(MAVERICK)[0]
    rng = random.Random(_seed(title))             # shapes follow the title; colours follow the house
    p = PALETTES[card.house]
    pal = Palette(*(_tint(c, rng) for c in p))
    gid = "aa-" + cid.replace(MAVERICK, "_at_")
    angle = rng.uniform(0, 360)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img" aria-label={quoteattr(card.name["pt"])}>',
        (f'<defs><linearGradient id="{gid}-bg" gradientTransform="rotate({_f(angle)} 0.5 0.5)">'
        f'<stop offset="0" stop-color="{pal.light}"/><stop offset="0.5" stop-color="{pal.base}"/>'
        f'<stop offset="1" stop-color="{pal.dark}"/></linearGradient></defs>'),
        f'<rect width="{W}" height="{H}" fill="url(#{gid}-bg)"/>',
    ]
    parts += _backdrop(card.house, rng, pal)
    parts += MOTIFS[card.type](card, rng, _tint(p.dark, rng, 0.04), pal.accent)
    parts.append(_emblem(card.house, pal))
    if card.maverick:                             # K94: a maverick star opposite the emblem
        parts.append(f'<polygon points="{_ring(W - 30, 30, 14, 5, 8, -math.pi / 2)}" fill="{pal.accent}" '
                     f'stroke="{pal.dark}" stroke-width="1.5"/>')
    parts.append(f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="10" fill="none" stroke="{pal.base}" stroke-width="6"/>')
    parts.append("</svg>")
    return "".join(parts)

"""Card illustrations composed by code: one original SVG per card, from its doctrine, kind and a seed.

The doctrine gives the palette (R2.1: Ordem red, Ruína purple, Conhecimento blue,
Instinto green, Neutra grey) and a backdrop pattern; the kind gives the central
motif (a creature's silhouette follows its Natureza, a relic its subkind); a seed
derived from the card id places, sizes and tints everything else. Deterministic,
standard library only, no external images.
"""

from __future__ import annotations

import colorsys
import hashlib
import math
import random
from xml.sax.saxutils import quoteattr

from .model import CardDef

W, H = 320, 240

# Doctrine palettes: (base, dark, light, accent).
PALETTES = {
    "ordem": ("#b3262e", "#4a0d12", "#f08a6c", "#f3c969"),
    "ruina": ("#6b2d8c", "#1f0a2b", "#c79be0", "#9be07a"),
    "conhecimento": ("#2456a6", "#0a1a3a", "#8fc1f0", "#f0e08f"),
    "instinto": ("#2f7d3a", "#0b2a10", "#a6dc8a", "#f0b860"),
    "neutra": ("#7a7f87", "#25282d", "#d4d7dc", "#e8d7a8"),
}


def _seed(card_id: str) -> int:
    return int.from_bytes(hashlib.sha256(("eidolon-art:" + card_id).encode()).digest()[:8], "big")


def _hex(r: float, g: float, b: float) -> str:
    return "#{:02x}{:02x}{:02x}".format(*tuple(max(0, min(255, round(v * 255))) for v in (r, g, b)))


def _tint(color: str, rng: random.Random, dh: float = 0.03, dl: float = 0.07) -> str:
    """The colour with a small seeded shift of hue and lightness (same family, never another doctrine's)."""
    r, g, b = (int(color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    h, l, s = colorsys.rgb_to_hls(r, g, b)
    h = (h + rng.uniform(-dh, dh)) % 1.0
    l = max(0.05, min(0.92, l + rng.uniform(-dl, dl)))
    return _hex(*colorsys.hls_to_rgb(h, l, s))


def _f(x: float) -> str:
    """Numbers with one decimal at most, so the output is stable and short."""
    v = round(x, 1)
    return str(int(v)) if v == int(v) else str(v)


def _pts(points: list[tuple[float, float]]) -> str:
    return " ".join(f"{_f(x)},{_f(y)}" for x, y in points)


def _star(cx: float, cy: float, r: float, n: int = 4, inner: float = 0.38, rot: float = 0.0) -> str:
    pts = []
    for i in range(2 * n):
        a = rot + math.pi * i / n
        rr = r if i % 2 == 0 else r * inner
        pts.append((cx + rr * math.sin(a), cy - rr * math.cos(a)))
    return _pts(pts)


# ---- backdrops by doctrine ----

def _backdrop(doctrine: str, rng: random.Random, pal: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    dark, light = pal[1], pal[2]
    if doctrine == "ordem":                     # masonry courses and a pair of banners
        rows = rng.randint(5, 8)
        h = H / rows
        for row in range(rows):
            off = rng.uniform(0, 40)
            x = -off
            while x < W:
                w = rng.uniform(34, 62)
                out.append(f'<rect x="{_f(x)}" y="{_f(row * h)}" width="{_f(w - 3)}" height="{_f(h - 3)}" '
                           f'fill="{dark}" opacity="{round(rng.uniform(0.08, 0.22), 2)}"/>')
                x += w
        for bx in (rng.uniform(18, 60), rng.uniform(W - 70, W - 28)):
            bw = rng.uniform(20, 30)
            out.append(f'<polygon points="{_pts([(bx, 0), (bx + bw, 0), (bx + bw, 90), (bx + bw / 2, 76), (bx, 90)])}" '
                       f'fill="{pal[0]}" opacity="0.55"/>')
    elif doctrine == "ruina":                   # cracks spreading from a seeded point
        cx, cy = rng.uniform(40, W - 40), rng.uniform(30, H - 30)
        for _ in range(rng.randint(5, 8)):
            a = rng.uniform(0, 2 * math.pi)
            x, y = cx, cy
            pts = [(x, y)]
            for _ in range(rng.randint(3, 6)):
                a += rng.uniform(-0.7, 0.7)
                step = rng.uniform(18, 44)
                x, y = x + step * math.cos(a), y + step * math.sin(a)
                pts.append((x, y))
            out.append(f'<polyline points="{_pts(pts)}" fill="none" stroke="{light}" '
                       f'stroke-width="{_f(rng.uniform(0.8, 2.2))}" opacity="0.35"/>')
        for _ in range(rng.randint(6, 12)):
            x, y, r = rng.uniform(0, W), rng.uniform(0, H), rng.uniform(3, 9)
            out.append(f'<polygon points="{_pts([(x, y - r), (x + r * 0.7, y + r * 0.4), (x - r * 0.6, y + r * 0.6)])}" '
                       f'fill="{dark}" opacity="0.4"/>')
    elif doctrine == "conhecimento":            # orbits and a constellation
        cx, cy = rng.uniform(60, W - 60), rng.uniform(50, H - 50)
        for i in range(rng.randint(3, 5)):
            out.append(f'<ellipse cx="{_f(cx)}" cy="{_f(cy)}" rx="{_f(40 + 34 * i)}" ry="{_f((40 + 34 * i) * 0.45)}" '
                       f'fill="none" stroke="{light}" stroke-width="1" opacity="0.25" '
                       f'transform="rotate({_f(rng.uniform(-25, 25))} {_f(cx)} {_f(cy)})"/>')
        stars = [(rng.uniform(10, W - 10), rng.uniform(10, H * 0.55)) for _ in range(rng.randint(5, 8))]
        out.append(f'<polyline points="{_pts(stars)}" fill="none" stroke="{light}" stroke-width="0.8" opacity="0.45"/>')
        for x, y in stars:
            out.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(rng.uniform(1.4, 2.8))}" fill="{pal[3]}" opacity="0.8"/>')
    elif doctrine == "instinto":                # rolling hills and leaves
        for i in range(3):
            base = H * (0.55 + 0.15 * i)
            pts = [(0, H)]
            for k in range(9):
                pts.append((k * W / 8, base + rng.uniform(-18, 12)))
            pts.append((W, H))
            out.append(f'<polygon points="{_pts(pts)}" fill="{dark}" opacity="{round(0.18 + 0.1 * i, 2)}"/>')
        for _ in range(rng.randint(7, 12)):
            x, y, s = rng.uniform(0, W), rng.uniform(0, H * 0.7), rng.uniform(6, 13)
            rot = rng.uniform(0, 360)
            out.append(f'<path d="M{_f(x)},{_f(y)} q{_f(s)},{_f(-s)} {_f(2 * s)},0 q{_f(-s)},{_f(s)} {_f(-2 * s)},0z" '
                       f'fill="{light}" opacity="0.35" transform="rotate({_f(rot)} {_f(x)} {_f(y)})"/>')
    else:                                       # neutral: drifting mist bands
        for _ in range(rng.randint(4, 6)):
            y = rng.uniform(20, H - 20)
            amp = rng.uniform(6, 16)
            out.append(f'<path d="M0,{_f(y)} C{_f(W * 0.3)},{_f(y - amp)} {_f(W * 0.6)},{_f(y + amp)} {W},{_f(y - amp / 2)}" '
                       f'fill="none" stroke="{light}" stroke-width="{_f(rng.uniform(4, 12))}" opacity="0.18"/>')
    return out


# ---- central motifs by kind ----

def _creature(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    nat = card.natureza[0] if card.natureza else "humano"
    cx = W / 2 + rng.uniform(-30, 30)
    ground = H * 0.86
    size = 0.8 + 0.06 * min(card.res, 6) + rng.uniform(-0.05, 0.08)
    out: list[str] = [f'<ellipse cx="{_f(cx)}" cy="{_f(ground)}" rx="{_f(60 * size)}" ry="8" fill="#000" opacity="0.3"/>']
    if nat == "fera":
        body_w, body_h = 92 * size, 40 * size
        by = ground - 26 * size - body_h / 2
        facing = rng.choice((-1, 1))
        out.append(f'<ellipse cx="{_f(cx)}" cy="{_f(by)}" rx="{_f(body_w / 2)}" ry="{_f(body_h / 2)}" fill="{fill}"/>')
        for lx in (-0.32, -0.16, 0.18, 0.34):
            x = cx + lx * body_w
            out.append(f'<rect x="{_f(x - 4)}" y="{_f(by)}" width="8" height="{_f(ground - by)}" rx="3" fill="{fill}"/>')
        hx, hy = cx + facing * body_w * 0.55, by - body_h * 0.45
        out.append(f'<circle cx="{_f(hx)}" cy="{_f(hy)}" r="{_f(17 * size)}" fill="{fill}"/>')
        ear = rng.uniform(14, 34) * size
        for ex in (-0.5, 0.5):
            out.append(f'<polygon points="{_pts([(hx + ex * 14 * size - 6, hy - 10 * size), (hx + ex * 14 * size, hy - 10 * size - ear), (hx + ex * 14 * size + 6, hy - 10 * size)])}" fill="{fill}"/>')
        for k in range(rng.randint(0, 6)):       # mane or spines along the back
            x = cx - body_w * 0.3 + k * body_w * 0.12
            out.append(f'<polygon points="{_pts([(x - 5, by - body_h * 0.4), (x, by - body_h * 0.4 - rng.uniform(8, 18)), (x + 5, by - body_h * 0.4)])}" fill="{fill}"/>')
        out.append(f'<circle cx="{_f(hx + facing * 6 * size)}" cy="{_f(hy - 2)}" r="2.6" fill="{glow}"/>')
        tail = [(cx - facing * body_w * 0.48, by), (cx - facing * body_w * 0.75, by - rng.uniform(18, 34) * size)]
        out.append(f'<polyline points="{_pts(tail)}" stroke="{fill}" stroke-width="6" stroke-linecap="round" fill="none"/>')
    elif nat == "planta":
        trunk_h = 100 * size
        out.append(f'<path d="M{_f(cx - 12)},{_f(ground)} L{_f(cx - 7)},{_f(ground - trunk_h)} L{_f(cx + 7)},{_f(ground - trunk_h)} '
                   f'L{_f(cx + 12)},{_f(ground)}z" fill="{fill}"/>')
        for _ in range(rng.randint(4, 6)):
            r = rng.uniform(20, 34) * size
            out.append(f'<circle cx="{_f(cx + rng.uniform(-40, 40) * size)}" cy="{_f(ground - trunk_h + rng.uniform(-25, 15))}" '
                       f'r="{_f(r)}" fill="{fill}" opacity="0.9"/>')
        for ex in (-6, 6):
            out.append(f'<circle cx="{_f(cx + ex)}" cy="{_f(ground - trunk_h * 0.55)}" r="2.4" fill="{glow}"/>')
    elif nat == "constructo":
        bw, bh = 62 * size, 70 * size
        top = ground - bh - 40 * size
        out.append(f'<rect x="{_f(cx - bw / 2)}" y="{_f(top)}" width="{_f(bw)}" height="{_f(bh)}" rx="4" fill="{fill}"/>')
        out.append(f'<rect x="{_f(cx - 18 * size)}" y="{_f(top - 34 * size)}" width="{_f(36 * size)}" height="{_f(30 * size)}" rx="3" fill="{fill}"/>')
        out.append(f'<rect x="{_f(cx - 12 * size)}" y="{_f(top - 24 * size)}" width="{_f(24 * size)}" height="5" fill="{glow}"/>')
        for lx in (-0.3, 0.3):
            out.append(f'<rect x="{_f(cx + lx * bw - 9)}" y="{_f(top + bh)}" width="18" height="{_f(ground - top - bh)}" fill="{fill}"/>')
        for ax in (-1, 1):
            out.append(f'<rect x="{_f(cx + ax * (bw / 2 + 8) - 8)}" y="{_f(top + 6)}" width="16" height="{_f(bh * 0.9)}" rx="5" fill="{fill}"/>')
        for _ in range(rng.randint(2, 4)):
            out.append(f'<circle cx="{_f(cx + rng.uniform(-bw / 3, bw / 3))}" cy="{_f(top + rng.uniform(10, bh - 10))}" r="3" fill="{glow}" opacity="0.8"/>')
    elif nat in ("espirito", "eco"):
        top = ground - 150 * size
        path = (f"M{_f(cx)},{_f(top)} C{_f(cx + 50 * size)},{_f(top + 40)} {_f(cx + 40 * size)},{_f(ground - 40)} "
                f"{_f(cx + 20 * size)},{_f(ground - 10)} Q{_f(cx)},{_f(ground - 30)} {_f(cx - 20 * size)},{_f(ground - 10)} "
                f"C{_f(cx - 40 * size)},{_f(ground - 40)} {_f(cx - 50 * size)},{_f(top + 40)} {_f(cx)},{_f(top)}z")
        copies = 3 if nat == "eco" else 1
        for i in range(copies, 0, -1):
            dx = (i - 1) * rng.uniform(10, 16) * rng.choice((-1, 1))
            out.append(f'<path d="{path}" fill="{fill}" opacity="{round(0.9 / i, 2)}" transform="translate({_f(dx)},0)"/>')
        for ex in (-9, 9):
            out.append(f'<ellipse cx="{_f(cx + ex * size)}" cy="{_f(top + 50 * size)}" rx="3.5" ry="5" fill="{glow}"/>')
    else:                                        # Humano, Morto-vivo and any other upright figure
        head_r = 15 * size
        shoulders = 44 * size
        flare = rng.uniform(1.0, 1.5)
        top = ground - 130 * size
        out.append(f'<circle cx="{_f(cx)}" cy="{_f(top + 40)}" r="{_f(rng.uniform(55, 80))}" fill="{glow}" opacity="0.18"/>')
        out.append(f'<circle cx="{_f(cx)}" cy="{_f(top)}" r="{_f(head_r)}" fill="{fill}"/>')
        out.append(f'<path d="M{_f(cx - shoulders * flare)},{_f(ground)} L{_f(cx - shoulders * 0.8)},{_f(top + head_r + 14)} '
                   f'Q{_f(cx)},{_f(top + head_r)} {_f(cx + shoulders * 0.8)},{_f(top + head_r + 14)} '
                   f'L{_f(cx + shoulders * flare)},{_f(ground)}z" fill="{fill}"/>')
        hat = rng.randint(0, 3)
        if hat == 1:                             # plumed helm
            out.append(f'<path d="M{_f(cx - 4)},{_f(top - head_r)} Q{_f(cx + 24)},{_f(top - head_r - 26)} '
                       f'{_f(cx + 30)},{_f(top - head_r + 6)}" fill="none" stroke="{fill}" stroke-width="7"/>')
        elif hat == 2:                           # hood
            out.append(f'<polygon points="{_pts([(cx - head_r - 5, top + 8), (cx + rng.uniform(-8, 8), top - head_r - 24), (cx + head_r + 5, top + 8)])}" fill="{fill}"/>')
        elif hat == 3:                           # horns or antlers
            for sgn in (-1, 1):
                out.append(f'<polyline points="{_pts([(cx + sgn * 8, top - 10), (cx + sgn * 20, top - 30), (cx + sgn * 30, top - 28)])}" '
                           f'fill="none" stroke="{fill}" stroke-width="4" stroke-linecap="round"/>')
        side = rng.choice((-1, 1))
        if card.res >= 3:                        # a shield on the other arm, larger for a sturdier creature
            sx, sy = cx - side * (shoulders * 0.9), ground - 60 * size
            sr = 12 + 3 * min(card.res, 6)
            out.append(f'<path d="M{_f(sx - sr)},{_f(sy - sr)} L{_f(sx + sr)},{_f(sy - sr)} L{_f(sx + sr * 0.9)},{_f(sy + sr * 0.3)} '
                       f'Q{_f(sx)},{_f(sy + sr * 1.5)} {_f(sx - sr * 0.9)},{_f(sy + sr * 0.3)}z" fill="{fill}" '
                       f'stroke="{glow}" stroke-width="2.5"/>')
        if card.atk:                             # a weapon, longer for a stronger attacker
            x = cx + side * (shoulders + 6)
            length = 40 + 12 * min(card.atk, 6)
            tx, ty = x + side * 10, ground - 20 - length
            out.append(f'<line x1="{_f(x)}" y1="{_f(ground - 20)}" x2="{_f(tx)}" y2="{_f(ty)}" '
                       f'stroke="{glow}" stroke-width="4" stroke-linecap="round"/>')
            style = rng.randint(0, 3)
            if style == 1:                       # spear head
                out.append(f'<polygon points="{_pts([(tx - 6, ty + 4), (tx + side * 2, ty - 16), (tx + 6, ty + 4)])}" fill="{glow}"/>')
            elif style == 2:                     # staff with an orb
                out.append(f'<circle cx="{_f(tx)}" cy="{_f(ty - 6)}" r="8" fill="{glow}" opacity="0.9"/>')
            elif style == 3:                     # pennant
                out.append(f'<polygon points="{_pts([(tx, ty), (tx + side * 34, ty + 9), (tx, ty + 20)])}" fill="{glow}" opacity="0.85"/>')
        if nat == "morto-vivo":
            for i in range(4):
                y = top + head_r + 30 + i * 12 * size
                out.append(f'<line x1="{_f(cx - 20 * size)}" y1="{_f(y)}" x2="{_f(cx + 20 * size)}" y2="{_f(y)}" '
                           f'stroke="{glow}" stroke-width="2.5" opacity="0.6"/>')
            out.append(f'<circle cx="{_f(cx - 5)}" cy="{_f(top - 2)}" r="3" fill="{glow}"/>'
                       f'<circle cx="{_f(cx + 5)}" cy="{_f(top - 2)}" r="3" fill="{glow}"/>')
        else:
            out.append(f'<rect x="{_f(cx - 9 * size)}" y="{_f(top - 3)}" width="{_f(18 * size)}" height="3" fill="{glow}" opacity="0.85"/>')
    if card.unique:                              # a crown of light for Únicas
        out.append(f'<polygon points="{_star(cx, H * 0.12, 13, 5, 0.45)}" fill="{glow}" opacity="0.95"/>')
    return out


def _relic(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, cy = W / 2 + rng.uniform(-25, 25), H / 2 + rng.uniform(-8, 10)
    tilt = rng.uniform(-30, 30)
    out: list[str] = []
    if card.subkind == "montaria":               # a saddle over a mount's back, with reins
        out.append(f'<path d="M{_f(cx - 90)},{_f(cy + 40)} Q{_f(cx)},{_f(cy - 10)} {_f(cx + 90)},{_f(cy + 40)} '
                   f'L{_f(cx + 90)},{_f(cy + 70)} L{_f(cx - 90)},{_f(cy + 70)}z" fill="{fill}" opacity="0.75"/>')
        out.append(f'<path d="M{_f(cx - 40)},{_f(cy + 16)} Q{_f(cx)},{_f(cy - 28)} {_f(cx + 40)},{_f(cy + 16)} '
                   f'Q{_f(cx)},{_f(cy + 4)} {_f(cx - 40)},{_f(cy + 16)}z" fill="{fill}"/>')
        out.append(f'<path d="M{_f(cx + 40)},{_f(cy + 10)} Q{_f(cx + 80)},{_f(cy - 40 - rng.uniform(0, 20))} {_f(cx + 110)},{_f(cy - 10)}" '
                   f'fill="none" stroke="{glow}" stroke-width="3"/>')
        out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy + 30)}" r="6" fill="none" stroke="{glow}" stroke-width="3"/>')
    elif card.subkind == "veiculo":              # a body on wheels
        bw, bh = rng.uniform(120, 160), rng.uniform(44, 60)
        out.append(f'<rect x="{_f(cx - bw / 2)}" y="{_f(cy - bh / 2)}" width="{_f(bw)}" height="{_f(bh)}" rx="8" fill="{fill}"/>')
        out.append(f'<path d="M{_f(cx - bw / 2 + 10)},{_f(cy - bh / 2)} Q{_f(cx)},{_f(cy - bh * 1.4)} {_f(cx + bw / 2 - 10)},{_f(cy - bh / 2)}" '
                   f'fill="{fill}" opacity="0.7"/>')
        for wx in (cx - bw / 3, cx + bw / 3):
            out.append(f'<circle cx="{_f(wx)}" cy="{_f(cy + bh / 2 + 6)}" r="20" fill="none" stroke="{glow}" stroke-width="4"/>')
            for k in range(rng.randint(4, 8)):
                a = math.pi * 2 * k / 6
                out.append(f'<line x1="{_f(wx)}" y1="{_f(cy + bh / 2 + 6)}" x2="{_f(wx + 18 * math.cos(a))}" '
                           f'y2="{_f(cy + bh / 2 + 6 + 18 * math.sin(a))}" stroke="{glow}" stroke-width="1.5"/>')
    else:                                        # equipment: a blade, a lens or an amulet, chosen by the bonuses
        g = f'<g transform="rotate({_f(tilt)} {_f(cx)} {_f(cy)})">'
        if card.atk >= card.exp and card.atk >= card.res and card.atk:
            body = (f'<polygon points="{_pts([(cx, cy - 95), (cx + 10, cy + 30), (cx - 10, cy + 30)])}" fill="{fill}"/>'
                    f'<rect x="{_f(cx - 30)}" y="{_f(cy + 30)}" width="60" height="8" rx="3" fill="{glow}"/>'
                    f'<rect x="{_f(cx - 5)}" y="{_f(cy + 38)}" width="10" height="34" fill="{fill}"/>')
        elif card.exp >= card.res:
            body = (f'<circle cx="{_f(cx)}" cy="{_f(cy - 10)}" r="{_f(rng.uniform(38, 50))}" fill="none" stroke="{fill}" stroke-width="10"/>'
                    f'<circle cx="{_f(cx)}" cy="{_f(cy - 10)}" r="30" fill="{glow}" opacity="0.35"/>'
                    f'<polygon points="{_star(cx, cy - 10, 22, 4)}" fill="{glow}"/>')
        else:
            body = (f'<path d="M{_f(cx - 50)},{_f(cy - 70)} L{_f(cx + 50)},{_f(cy - 70)} L{_f(cx + 44)},{_f(cy + 10)} '
                    f'Q{_f(cx)},{_f(cy + 80)} {_f(cx - 44)},{_f(cy + 10)}z" fill="{fill}"/>'
                    f'<path d="M{_f(cx)},{_f(cy - 60)} L{_f(cx)},{_f(cy + 50)} M{_f(cx - 40)},{_f(cy - 20)} L{_f(cx + 40)},{_f(cy - 20)}" '
                    f'stroke="{glow}" stroke-width="5"/>')
        out.append(g + body + "</g>")
    for _ in range(rng.randint(3, 6)):           # glints
        out.append(f'<polygon points="{_star(rng.uniform(20, W - 20), rng.uniform(20, H - 40), rng.uniform(4, 9))}" '
                   f'fill="{glow}" opacity="0.8"/>')
    return out


def _ritual(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, cy = W / 2 + rng.uniform(-20, 20), H / 2 + rng.uniform(-10, 10)
    r = rng.uniform(70, 92)
    n = rng.choice((5, 6, 7, 8, 9))
    step = rng.choice([k for k in range(2, n // 2 + 1)] or [2])
    rot = rng.uniform(0, math.pi)
    verts = [(cx + r * 0.86 * math.sin(rot + 2 * math.pi * i / n), cy - r * 0.86 * math.cos(rot + 2 * math.pi * i / n))
             for i in range(n)]
    order = [verts[(i * step) % n] for i in range(n + 1)]
    out = [f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="{fill}" opacity="0.35"/>',
           f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="none" stroke="{glow}" stroke-width="3"/>',
           (f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r * 0.93)}" fill="none" stroke="{glow}" stroke-width="1" '
           f'stroke-dasharray="{_f(rng.uniform(3, 9))} {_f(rng.uniform(3, 7))}"/>'),
           f'<polyline points="{_pts(order)}" fill="none" stroke="{glow}" stroke-width="2.2"/>']
    for x, y in verts:
        out.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="5" fill="{glow}"/>')
    out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(rng.uniform(8, 16))}" fill="{glow}" opacity="0.85"/>')
    return out


def _stratagem(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    out: list[str] = []
    cx, cy = W / 2 + rng.uniform(-20, 20), H / 2 + rng.uniform(-10, 10)
    arrows = rng.randint(2, 4)
    base = rng.uniform(0, 180)
    for i in range(arrows):
        a = math.radians(base + 180 * i / arrows + rng.uniform(-10, 10))
        dx, dy = math.cos(a) * 110, math.sin(a) * 80
        x1, y1, x2, y2 = cx - dx, cy - dy, cx + dx, cy + dy
        out.append(f'<line x1="{_f(x1)}" y1="{_f(y1)}" x2="{_f(x2)}" y2="{_f(y2)}" stroke="{fill}" stroke-width="9" '
                   f'stroke-linecap="round"/>')
        ang = math.atan2(y2 - y1, x2 - x1)
        head = [(x2 + 16 * math.cos(ang), y2 + 16 * math.sin(ang)),
                (x2 + 14 * math.cos(ang + 2.4), y2 + 14 * math.sin(ang + 2.4)),
                (x2 + 14 * math.cos(ang - 2.4), y2 + 14 * math.sin(ang - 2.4))]
        out.append(f'<polygon points="{_pts(head)}" fill="{glow}"/>')
    out.append(f'<polygon points="{_star(cx, cy, rng.uniform(26, 36), rng.choice((4, 6, 8)), 0.35, rng.uniform(0, 1))}" '
               f'fill="{glow}" stroke="{fill}" stroke-width="2"/>')
    return out


def _location(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    horizon = H * rng.uniform(0.58, 0.7)
    out = [(f'<circle cx="{_f(rng.uniform(40, W - 40))}" cy="{_f(rng.uniform(30, horizon - 50))}" r="{_f(rng.uniform(14, 26))}" '
           f'fill="{glow}" opacity="0.75"/>')]
    pts: list[tuple[float, float]] = [(0, horizon)]
    x = 0.0
    while x < W:
        x += rng.uniform(30, 70)
        pts.append((min(x, W), horizon - rng.uniform(10, 70)))
    pts += [(W, horizon), (W, H), (0, H)]
    out.append(f'<polygon points="{_pts(pts)}" fill="{fill}" opacity="0.55"/>')
    out.append(f'<rect x="0" y="{_f(horizon)}" width="{W}" height="{_f(H - horizon)}" fill="{fill}"/>')
    kind = rng.randint(0, 3)
    tx = rng.uniform(70, W - 70)
    if kind == 0:                                # a tower
        th = rng.uniform(80, 120)
        out.append(f'<rect x="{_f(tx - 14)}" y="{_f(horizon - th)}" width="28" height="{_f(th)}" fill="{fill}"/>')
        out.append(f'<polygon points="{_pts([(tx - 20, horizon - th), (tx, horizon - th - 30), (tx + 20, horizon - th)])}" fill="{fill}"/>')
        out.append(f'<rect x="{_f(tx - 4)}" y="{_f(horizon - th + 16)}" width="8" height="12" fill="{glow}"/>')
    elif kind == 1:                              # an arch
        aw = rng.uniform(60, 90)
        out.append(f'<path d="M{_f(tx - aw / 2)},{_f(horizon)} L{_f(tx - aw / 2)},{_f(horizon - 50)} '
                   f'A{_f(aw / 2)},{_f(aw / 2)} 0 0 1 {_f(tx + aw / 2)},{_f(horizon - 50)} L{_f(tx + aw / 2)},{_f(horizon)} '
                   f'L{_f(tx + aw / 2 - 12)},{_f(horizon)} L{_f(tx + aw / 2 - 12)},{_f(horizon - 50)} '
                   f'A{_f(aw / 2 - 12)},{_f(aw / 2 - 12)} 0 0 0 {_f(tx - aw / 2 + 12)},{_f(horizon - 50)} '
                   f'L{_f(tx - aw / 2 + 12)},{_f(horizon)}z" fill="{fill}"/>')
    elif kind == 2:                              # standing stones
        for k in range(rng.randint(3, 6)):
            sx = tx + (k - 2) * rng.uniform(18, 26)
            sh = rng.uniform(26, 50)
            out.append(f'<rect x="{_f(sx - 6)}" y="{_f(horizon - sh)}" width="12" height="{_f(sh)}" rx="4" fill="{fill}"/>')
    else:                                        # trees
        for k in range(rng.randint(3, 6)):
            sx = tx + (k - 2) * rng.uniform(20, 30)
            sh = rng.uniform(30, 60)
            out.append(f'<polygon points="{_pts([(sx - 14, horizon), (sx, horizon - sh), (sx + 14, horizon)])}" fill="{fill}"/>')
    road = rng.uniform(W * 0.3, W * 0.7)
    out.append(f'<polygon points="{_pts([(road - 6, horizon), (road + 6, horizon), (road + 50, H), (road - 50, H)])}" '
               f'fill="{glow}" opacity="0.35"/>')
    return out


def _desbravador(card: CardDef, rng: random.Random, fill: str, glow: str) -> list[str]:
    cx, cy = W / 2 + rng.uniform(-20, 20), H / 2 + 10
    out = []
    rays = rng.randint(8, 16)
    for i in range(rays):
        a = 2 * math.pi * i / rays + rng.uniform(0, 0.3)
        out.append(f'<line x1="{_f(cx)}" y1="{_f(cy - 30)}" x2="{_f(cx + 150 * math.cos(a))}" y2="{_f(cy - 30 + 150 * math.sin(a))}" '
                   f'stroke="{glow}" stroke-width="{_f(rng.uniform(2, 6))}" opacity="0.25"/>')
    out.append(f'<ellipse cx="{_f(cx)}" cy="{_f(cy - 10)}" rx="82" ry="98" fill="none" stroke="{glow}" stroke-width="5"/>')
    out.append(f'<circle cx="{_f(cx)}" cy="{_f(cy - 42)}" r="28" fill="{fill}"/>')
    out.append(f'<path d="M{_f(cx - 70)},{_f(cy + 88)} Q{_f(cx - 64)},{_f(cy - 4)} {_f(cx)},{_f(cy - 8)} '
               f'Q{_f(cx + 64)},{_f(cy - 4)} {_f(cx + 70)},{_f(cy + 88)}z" fill="{fill}"/>')
    out.append(f'<polygon points="{_star(cx, cy + 36, 16, rng.choice((4, 5, 6, 8)), 0.4)}" fill="{glow}"/>')
    if rng.random() < 0.5:                       # a travelling cloak's collar
        out.append(f'<polygon points="{_pts([(cx - 34, cy + 2), (cx, cy + 24), (cx + 34, cy + 2), (cx, cy - 6)])}" '
                   f'fill="{fill}" stroke="{glow}" stroke-width="2"/>')
    else:                                        # a pathfinder's staff
        sx = cx + rng.choice((-1, 1)) * 60
        out.append(f'<line x1="{_f(sx)}" y1="{_f(cy + 90)}" x2="{_f(sx)}" y2="{_f(cy - 70)}" stroke="{glow}" stroke-width="5"/>'
                   f'<circle cx="{_f(sx)}" cy="{_f(cy - 76)}" r="9" fill="{glow}"/>')
    return out


MOTIFS = {"criatura": _creature, "reliquia": _relic, "ritual": _ritual, "estratagema": _stratagem,
          "local": _location, "desbravador": _desbravador}


def art_svg(card: CardDef) -> str:
    """The card's illustration as a standalone SVG document (same card, same bytes)."""
    rng = random.Random(_seed(card.id))
    pal = PALETTES[card.doctrine]
    base, dark, light, accent = (_tint(c, rng) for c in pal)
    gid = "art-" + card.id
    angle = rng.uniform(0, 360)
    gx, gy = rng.uniform(0.2, 0.8), rng.uniform(0.15, 0.6)
    fill = _tint(pal[1], rng, 0.02, 0.05)
    parts = [
        (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img" '
        f'aria-label={quoteattr(card.name["pt"])}>'),
        "<defs>",
        (f'<linearGradient id="{gid}-bg" gradientTransform="rotate({_f(angle)} 0.5 0.5)">'
        f'<stop offset="0" stop-color="{light}"/><stop offset="0.55" stop-color="{base}"/>'
        f'<stop offset="1" stop-color="{dark}"/></linearGradient>'),
        (f'<radialGradient id="{gid}-glow" cx="{round(gx, 2)}" cy="{round(gy, 2)}" r="0.5">'
        f'<stop offset="0" stop-color="{accent}" stop-opacity="0.55"/>'
        f'<stop offset="1" stop-color="{accent}" stop-opacity="0"/></radialGradient>'),
        "</defs>",
        f'<rect width="{W}" height="{H}" fill="url(#{gid}-bg)"/>',
        f'<rect width="{W}" height="{H}" fill="url(#{gid}-glow)"/>',
    ]
    parts += _backdrop(card.doctrine, rng, (base, dark, light, accent))
    parts += MOTIFS[card.kind](card, rng, fill, accent)
    for _ in range(min(card.exp, 5) + rng.randint(1, 3)):    # motes of the Trama, more for explorers
        parts.append(f'<circle cx="{_f(rng.uniform(8, W - 8))}" cy="{_f(rng.uniform(8, H - 8))}" '
                     f'r="{_f(rng.uniform(1, 2.6))}" fill="{accent}" opacity="{round(rng.uniform(0.4, 0.9), 2)}"/>')
    parts.append(f'<rect x="3" y="3" width="{W - 6}" height="{H - 6}" rx="10" fill="none" stroke="{base}" stroke-width="6"/>')
    parts.append(f'<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="7" fill="none" stroke="{accent}" '
                 f'stroke-width="1.2" opacity="0.7"/>')
    parts.append("</svg>")
    return "".join(parts)

"""Small SVG charts made by the project (no library, no script): interval bars, stacked bars,
box plots and a scatter plot. Every text is escaped; colours come from one palette."""

from __future__ import annotations

from html import escape
from typing import Any

PALETTE = ("#3b6ea8", "#c9772b", "#4f9a5b", "#9b4f9a", "#b23b3b", "#6b6b6b")
FONT = 'font-family="system-ui, sans-serif" font-size="12"'


def _svg(w: int, h: int, body: list[str], title: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
            f'role="img" aria-label="{escape(title)}" {FONT}><title>{escape(title)}</title>' + "".join(body) + "</svg>")


def interval_bars(rows: list[tuple[str, list[dict[str, Any] | None]]], series: list[str], title: str,
                  ref: float | None = 0.5) -> str:
    """Horizontal bars of proportions (p, lo, hi, few) with interval whiskers; one bar per series and row.
    Bars resting on few games are drawn hatched-light and their label ends with " †"."""
    label_w, plot_w, bar_h, gap = 190, 360, 12, 8
    per_row = len(series) * bar_h + gap
    top = 22 + 16 * len(series)
    h = top + per_row * len(rows) + 24
    w = label_w + plot_w + 70
    body = []
    for k, s in enumerate(series):
        y = 14 + 16 * k
        body.append(f'<rect x="{label_w}" y="{y - 9}" width="10" height="10" fill="{PALETTE[k % 6]}"/>'
                    f'<text x="{label_w + 14}" y="{y}">{escape(s)}</text>')
    x0 = label_w
    for t in (0, 0.25, 0.5, 0.75, 1.0):
        x = x0 + t * plot_w
        body.append(f'<line x1="{x}" y1="{top - 4}" x2="{x}" y2="{h - 20}" stroke="#ddd"/>'
                    f'<text x="{x}" y="{h - 6}" text-anchor="middle">{int(t * 100)}%</text>')
    if ref is not None:
        x = x0 + ref * plot_w
        body.append(f'<line x1="{x}" y1="{top - 4}" x2="{x}" y2="{h - 20}" stroke="#888" stroke-dasharray="4 3"/>')
    for i, (label, vals) in enumerate(rows):
        y = top + i * per_row
        body.append(f'<text x="{label_w - 6}" y="{y + len(series) * bar_h / 2 + 4}" text-anchor="end">'
                    f'{escape(label)}</text>')
        for k, v in enumerate(vals):
            if not v or v.get("p") is None:
                continue
            yy = y + k * bar_h
            col = PALETTE[k % 6]
            op = "0.35" if v.get("few") else "0.85"
            body.append(f'<rect x="{x0}" y="{yy + 1}" width="{v["p"] * plot_w:.1f}" height="{bar_h - 2}" '
                        f'fill="{col}" fill-opacity="{op}"/>')
            lo, hi = x0 + v["lo"] * plot_w, x0 + v["hi"] * plot_w
            mid = yy + bar_h / 2
            body.append(f'<line x1="{lo:.1f}" y1="{mid}" x2="{hi:.1f}" y2="{mid}" stroke="#222"/>'
                        f'<line x1="{lo:.1f}" y1="{mid - 4}" x2="{lo:.1f}" y2="{mid + 4}" stroke="#222"/>'
                        f'<line x1="{hi:.1f}" y1="{mid - 4}" x2="{hi:.1f}" y2="{mid + 4}" stroke="#222"/>')
            mark = " †" if v.get("few") else ""
            body.append(f'<text x="{x0 + plot_w + 6}" y="{mid + 4}">{v["p"] * 100:.0f}% n={v["n"]}{mark}</text>')
    return _svg(w, h, body, title)


def stacked_bars(rows: list[tuple[str, list[float]]], parts: list[str], title: str) -> str:
    """Horizontal 100 % stacked bars (shares of each part per row)."""
    label_w, plot_w, bar_h = 190, 360, 16
    top = 22 + 16 * ((len(parts) + 1) // 2)
    h = top + (bar_h + 6) * len(rows) + 10
    w = label_w + plot_w + 20
    body = []
    for k, s in enumerate(parts):
        lx, ly = label_w + (k % 2) * 190, 14 + 16 * (k // 2)
        body.append(f'<rect x="{lx}" y="{ly - 9}" width="10" height="10" fill="{PALETTE[k % 6]}"/>'
                    f'<text x="{lx + 14}" y="{ly}">{escape(s)}</text>')
    for i, (label, vals) in enumerate(rows):
        y = top + i * (bar_h + 6)
        total = sum(vals) or 1
        body.append(f'<text x="{label_w - 6}" y="{y + 12}" text-anchor="end">{escape(label)}</text>')
        x = float(label_w)
        for k, v in enumerate(vals):
            wd = v / total * plot_w
            if wd > 0:
                body.append(f'<rect x="{x:.1f}" y="{y}" width="{wd:.1f}" height="{bar_h}" fill="{PALETTE[k % 6]}">'
                            f'<title>{escape(parts[k])}: {v:g}</title></rect>')
            x += wd
    return _svg(w, h, body, title)


def box_plot(rows: list[tuple[str, dict[str, Any]]], title: str, unit: str) -> str:
    """Min, quartiles, median and max per row on one horizontal scale."""
    label_w, plot_w, bar_h = 190, 360, 14
    vals = [r for _, r in rows if r.get("n")]
    if not vals:
        return ""
    lo, hi = min(r["min"] for r in vals), max(r["max"] for r in vals)
    span = max(1, hi - lo)

    def X(v: float) -> float:
        at: float = label_w + (v - lo) / span * plot_w
        return at
    h = 12 + (bar_h + 8) * len(rows) + 26
    body = []
    for t in range(5):
        v = lo + span * t / 4
        body.append(f'<line x1="{X(v):.1f}" y1="6" x2="{X(v):.1f}" y2="{h - 20}" stroke="#ddd"/>'
                    f'<text x="{X(v):.1f}" y="{h - 6}" text-anchor="middle">{v:.0f}</text>')
    body.append(f'<text x="{label_w + plot_w + 24}" y="{h - 6}">{escape(unit)}</text>')
    for i, (label, r) in enumerate(rows):
        y = 12 + i * (bar_h + 8)
        body.append(f'<text x="{label_w - 6}" y="{y + 11}" text-anchor="end">{escape(label)}</text>')
        if not r.get("n"):
            continue
        mid = y + bar_h / 2
        body.append(f'<line x1="{X(r["min"]):.1f}" y1="{mid}" x2="{X(r["max"]):.1f}" y2="{mid}" stroke="#444"/>'
                    f'<rect x="{X(r["q1"]):.1f}" y="{y}" width="{max(1.0, X(r["q3"]) - X(r["q1"])):.1f}" '
                    f'height="{bar_h}" fill="{PALETTE[0]}" fill-opacity="0.5" stroke="#444"/>'
                    f'<line x1="{X(r["median"]):.1f}" y1="{y}" x2="{X(r["median"]):.1f}" y2="{y + bar_h}" '
                    f'stroke="#111" stroke-width="2"/>')
    return _svg(label_w + plot_w + 60, h, body, title)


def scatter(points: list[tuple[float, float, str]], title: str, xlab: str, ylab: str) -> str:
    """Points (x, y, label) with the y = x diagonal (fitted cost against printed cost)."""
    if not points:
        return ""
    size, pad = 320, 40
    lo = min(min(x, y) for x, y, _ in points) - 0.5
    hi = max(max(x, y) for x, y, _ in points) + 0.5

    def P(v: float) -> float:
        return pad + (v - lo) / (hi - lo) * size

    def Q(v: float) -> float:
        return pad + size - (v - lo) / (hi - lo) * size
    body = [f'<rect x="{pad}" y="{pad}" width="{size}" height="{size}" fill="none" stroke="#bbb"/>',
            f'<line x1="{P(lo)}" y1="{Q(lo)}" x2="{P(hi)}" y2="{Q(hi)}" stroke="#888" stroke-dasharray="4 3"/>',
            f'<text x="{pad + size / 2}" y="{pad + size + 30}" text-anchor="middle">{escape(xlab)}</text>',
            (f'<text x="12" y="{pad + size / 2}" transform="rotate(-90 12 {pad + size / 2})" '
            f'text-anchor="middle">{escape(ylab)}</text>')]
    for v in range(int(lo) + 1, int(hi) + 1):
        body.append(f'<text x="{P(v):.1f}" y="{pad + size + 14}" text-anchor="middle">{v}</text>'
                    f'<text x="{pad - 6}" y="{Q(v) + 4:.1f}" text-anchor="end">{v}</text>')
    for x, y, label in points:
        body.append(f'<circle cx="{P(x):.1f}" cy="{Q(y):.1f}" r="3.5" fill="{PALETTE[0]}" fill-opacity="0.7">'
                    f'<title>{escape(label)}</title></circle>')
    return _svg(size + 2 * pad, size + 2 * pad, body, title)

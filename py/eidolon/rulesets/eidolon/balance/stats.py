"""Small statistics in pure Python: Wilson intervals, two-proportion tests, Holm and
Benjamini–Hochberg corrections, paired differences, medians and least squares."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson(k: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials (a draw counts as half a success)."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(max(0.0, p * (1 - p) / n + z * z / (4 * n * n))) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def normal_sf(x: float) -> float:
    """P(Z > x) for a standard normal Z."""
    return 0.5 * math.erfc(x / math.sqrt(2))


def two_proportion_p(k1: float, n1: int, k2: float, n2: int) -> float:
    """Two-sided p-value of the pooled z-test that two proportions are equal (1.0 when undefined)."""
    if n1 <= 0 or n2 <= 0:
        return 1.0
    pooled = (k1 + k2) / (n1 + n2)
    var = pooled * (1 - pooled) * (1 / n1 + 1 / n2)
    if var <= 0:
        return 1.0
    z = abs(k1 / n1 - k2 / n2) / math.sqrt(var)
    return min(1.0, 2 * normal_sf(z))


def holm(pvalues: list[float]) -> list[float]:
    """Holm–Bonferroni adjusted p-values (family-wise error), in the input order."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i])
    out = [0.0] * m
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * pvalues[i]))
        out[i] = running
    return out


def benjamini_hochberg(pvalues: list[float]) -> list[float]:
    """Benjamini–Hochberg adjusted p-values (q-values, false discovery rate), in the input order."""
    m = len(pvalues)
    order = sorted(range(m), key=lambda i: pvalues[i], reverse=True)
    out = [0.0] * m
    running = 1.0
    for k, i in enumerate(order):
        rank = m - k                               # 1-based rank in ascending order
        running = min(running, pvalues[i] * m / rank)
        out[i] = min(1.0, running)
    return out


def mean_ci(xs: list[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean and its normal-approximation interval (for paired differences)."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    mu = sum(xs) / n
    if n == 1:
        return mu, -1.0, 1.0
    var = sum((x - mu) ** 2 for x in xs) / (n - 1)
    half = z * math.sqrt(var / n)
    return mu, mu - half, mu + half


def median(xs: Sequence[float]) -> float:
    s = sorted(xs)
    n = len(s)
    if n == 0:
        return float("nan")
    return float(s[n // 2]) if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


def least_squares(rows: list[list[float]], ys: list[float]) -> list[float]:
    """Coefficients b minimising |X b - y|^2 (normal equations, Gauss–Jordan with pivoting).
    A column that is a combination of others gets coefficient 0."""
    k = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(k)] + [sum(r[i] * y for r, y in zip(rows, ys))]
         for i in range(k)]
    used: list[int] = []
    pivots: list[tuple[int, int]] = []
    for col in range(k):
        piv = max((r for r in range(k) if r not in used), key=lambda r: abs(a[r][col]), default=None)
        if piv is None or abs(a[piv][col]) < 1e-9:
            continue
        used.append(piv)
        pivots.append((piv, col))
        f = a[piv][col]
        a[piv] = [v / f for v in a[piv]]
        for r in range(k):
            if r != piv and a[r][col]:
                g = a[r][col]
                a[r] = [v - g * w for v, w in zip(a[r], a[piv])]
    coef = [0.0] * k
    for r, col in pivots:
        coef[col] = a[r][k]
    return coef

"""Balance lab statistics (issue 16): Wilson intervals, multiple-comparison corrections, tests, fits."""

from __future__ import annotations

import math

import pytest
from eidolon.rulesets.eidolon.balance.stats import (
    benjamini_hochberg,
    holm,
    least_squares,
    mean_ci,
    median,
    two_proportion_p,
    wilson,
)


@pytest.mark.parametrize(("k", "n", "lo", "hi"), [
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I (Wilson, no CC).
    (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718),
    (5, 10, 0.2366, 0.7634),
])
def test_wilson_interval_matches_published_values(k, n, lo, hi):
    a, b = wilson(k, n)
    assert (round(a, 4), round(b, 4)) == (lo, hi)


def test_wilson_edges_and_half_points():
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.7225, abs=1e-4)
    a, b = wilson(2.5, 5)                                                      # draws count as halves
    assert a < 0.5 < b and b - a > wilson(5, 10)[1] - wilson(5, 10)[0]       # fewer games, wider


def test_holm_and_benjamini_hochberg_adjustments():
    p = [0.01, 0.04, 0.03, 0.005]
    assert holm(p) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert benjamini_hochberg(p) == pytest.approx([0.02, 0.04, 0.04, 0.02])
    # R: p.adjust(c(0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205), "BH")
    q = benjamini_hochberg([0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205])
    assert q == pytest.approx([0.008, 0.032, 0.0672, 0.0672, 0.0672, 0.08, 0.0845714, 0.205], abs=1e-6)
    assert holm([0.5]) == [0.5] and benjamini_hochberg([]) == []
    assert all(x <= 1.0 for x in holm([0.4, 0.6, 0.9]))


def test_two_proportion_z_test():
    # 50/100 vs 65/100: pooled 0.575, z = 2.1456, two-sided p = 0.0319
    assert two_proportion_p(50, 100, 65, 100) == pytest.approx(0.0319, abs=1e-4)
    assert two_proportion_p(3, 10, 3, 10) == pytest.approx(1.0)
    assert two_proportion_p(1, 0, 1, 5) == 1.0


def test_least_squares_recovers_an_exact_linear_rule_and_ignores_a_dependent_column():
    rows = [[1.0, a, r, e] for a in range(4) for r in range(1, 4) for e in range(3)]
    ys = [0.5 + 0.9 * a + 0.4 * r + 1.1 * e for _, a, r, e in rows]
    assert least_squares(rows, ys) == pytest.approx([0.5, 0.9, 0.4, 1.1])
    dup = [[1.0, x, 2 * x] for x in range(5)]
    b = least_squares(dup, [3.0 + 2 * x for x in range(5)])
    assert b[0] == pytest.approx(3.0) and b[1] + 2 * b[2] == pytest.approx(2.0)


def test_mean_interval_and_median():
    mu, lo, hi = mean_ci([1.0, -1.0] * 50)
    assert mu == 0.0 and lo == pytest.approx(-1.96 * math.sqrt(100 / 99 / 100), abs=1e-3) and hi == -lo
    assert mean_ci([0.0] * 10) == (0.0, 0.0, 0.0)
    assert median([3, 1, 2]) == 2 and median([4, 1, 2, 3]) == 2.5

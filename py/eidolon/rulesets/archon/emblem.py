"""A house's emblem alone (docs/archon.md, "Art"): the corner badge of the house's cards (art.py), as its own
small SVG for the page's lobby and deck boxes; asked through card_art as the id `house:<house>`."""

from __future__ import annotations

from .art import PALETTES, _emblem

PREFIX = "house:"


def emblem_svg(house: str) -> str | None:
    """The emblem of a house as a standalone 60×60 SVG; None for an unknown house."""
    pal = PALETTES.get(house)
    if pal is None:
        return None
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="10 10 40 40" role="img">{_emblem(house, pal)}</svg>'

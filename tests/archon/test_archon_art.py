"""Archon cards' procedural art (rulesets/archon/art.py, docs/archon.md "Art"): one small, safe, deterministic
SVG per card id, in its house's colours with its house emblem; a maverick copy (K94) shows the house it moved to."""

import json
import re
import xml.dom.minidom
from collections import Counter

from eidolon.bridge import handle
from eidolon.rulesets.archon import art
from eidolon.rulesets.archon.art import PALETTES, art_svg
from eidolon.rulesets.archon.cards import HOUSES, TYPES, load_cards, maverick_id

CARDS = load_cards()
MAX_BYTES = 5 * 1024


def _safe(svg: str) -> None:
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    xml.dom.minidom.parseString(svg)                                       # well-formed
    low = svg.lower()
    for bad in ("<script", "href", "<image", "<foreignobject", "javascript:", "onload", "onclick", "<style", "@import"):
        assert bad not in low, bad
    assert re.findall(r"https?://[^\"]+", svg) == ["http://www.w3.org/2000/svg"]   # no external reference
    assert re.findall(r"url\(([^)]*)\)", svg) and all(u.startswith("#") for u in re.findall(r"url\(([^)]*)\)", svg))
    assert not re.search(r"\son\w+=", svg)                                 # no event handler attribute
    assert len(svg.encode()) <= MAX_BYTES


def test_every_card_gets_small_safe_deterministic_and_distinct_art():
    svgs = {}
    for cid in CARDS:
        svg = art_svg(cid)
        assert svg is not None and svg == art_svg(cid), cid
        _safe(svg)
        svgs[cid] = svg
    assert len(set(svgs.values())) == len(svgs)                           # no two cards share an illustration
    ids = Counter(i for svg in svgs.values() for i in re.findall(r'id="([^"]+)"', svg))
    assert max(ids.values()) == 1                                          # ids scoped per card


def _uncoloured(svg: str) -> str:
    return re.sub(r"#[0-9a-f]{6}", "#", svg)


def test_the_frame_is_the_house_colour_and_the_emblem_is_the_house_s():
    assert set(PALETTES) == set(HOUSES)
    emblems = {h: _uncoloured(art._emblem(h, PALETTES[h])) for h in HOUSES}
    assert len(set(emblems.values())) == len(HOUSES)
    for c in CARDS.values():
        svg = art_svg(c.id)
        frame = re.search(r'stroke="(#[0-9a-f]{6})" stroke-width="6"/></svg>$', svg).group(1)
        r, g, b = (int(frame[i:i + 2], 16) for i in (1, 3, 5))
        ok = {"mare": b > r and g > r, "cinza": r > g > b, "vereda": g > r and g > b, "engrenagem": r > g > b and r - b > 60,
              "brasa": r > g > b and r - g > 60, "sussurro": b > r > g, "raiz": r > g > b and g - b > 20}
        assert ok[c.house], (c.id, frame)
        assert [h for h in HOUSES if emblems[h] in _uncoloured(svg)] == [c.house], c.id


def test_each_type_has_its_own_motif():
    """K41: the central motif follows the type (creature, action, artifact, upgrade)."""
    assert set(art.MOTIFS) == set(TYPES)
    shapes = {}
    for t in TYPES:
        c = next(c for c in CARDS.values() if c.type == t)
        shapes[t] = re.sub(r'"[^"]*"', "", "".join(art.MOTIFS[t](c, art.random.Random(1), "#000000", "#ffffff")))
    assert len(set(shapes.values())) == len(TYPES)


def test_a_maverick_copy_shows_the_house_it_moved_to():
    """K94: `title@house` keeps its title's shapes, in the other house's colours, emblem and a maverick star."""
    title = next(c for c in CARDS.values() if c.house == "mare" and c.type == "creature")
    mav = art_svg(maverick_id(title.id, "cinza"))
    assert mav is not None and mav != art_svg(title.id)
    _safe(mav)
    assert _uncoloured(art._emblem("cinza", PALETTES["cinza"])) in _uncoloured(mav)
    assert _uncoloured(art._emblem("mare", PALETTES["mare"])) not in _uncoloured(mav)
    star = '<polygon points="' + art._ring(art.W - 30, 30, 14, 5, 8, -art.math.pi / 2)
    assert star in mav and star not in art_svg(title.id)
    assert 'id="aa-' + title.id + '_at_cinza-bg"' in mav
    assert art_svg(title.id + "@nowhere") is None and art_svg(maverick_id(title.id, "mare")) is None


def test_the_bridge_serves_archon_art_by_ruleset_and_eidolon_art_by_default():
    def call(**req):
        return json.loads(handle(json.dumps({"op": "card_art", **req})))
    cid = next(iter(CARDS))
    mav = maverick_id(cid, next(h for h in HOUSES if h != CARDS[cid].house))
    out = call(ids=[cid, mav, "nada-disso"], ruleset="archon")["result"]
    assert out == {cid: art_svg(cid), mav: art_svg(mav)}
    assert call(ids=[cid])["result"] == {}                                 # not an EIDOLON card
    assert list(call(ids=["guarda-da-ponte"])["result"]) == ["guarda-da-ponte"]
    assert call(ids=["guarda-da-ponte"], ruleset="archon")["result"] == {}
    assert call(ids=[cid] * 301, ruleset="archon")["ok"] is False


def test_the_bridge_serves_each_house_emblem_for_the_house_buttons():
    """`house_emblems`: one distinct emblem per house (K1: a deck's three houses), the badge its cards carry."""
    reply = json.loads(handle(json.dumps({"op": "house_emblems", "ruleset": "archon"})))
    assert reply["ok"] and set(reply["result"]) == set(HOUSES)
    marks = {}
    for house, svg in reply["result"].items():
        assert svg.startswith("<svg") and svg.endswith("</svg>")
        xml.dom.minidom.parseString(svg)
        assert "<script" not in svg.lower() and "href" not in svg.lower()
        marks[house] = svg[svg.index(">") + 1:-len("</svg>")]
        assert _uncoloured(marks[house]) in _uncoloured(art_svg(next(c.id for c in CARDS.values() if c.house == house)))
    assert len(set(marks.values())) == len(HOUSES)

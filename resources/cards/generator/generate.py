#!/usr/bin/env python3
"""Builds the Ombre card packs from the hand-drawn fragments in art/.

    python3 resources/cards/generator/generate.py

writes resources/cards/spanish/*.svg (40 cards), resources/cards/english/*.svg (52 cards) and
resources/cards/backs/*.svg. Python 3 standard library only; the output is deterministic (the
same input gives byte-identical files) and is checked in, so the build never runs this.

The look is that of a woodblock print coloured through stencils: every shape of a fragment is
printed twice, first its flat stencil colour slightly out of register, then its black key
line on top. Fragments are plain SVG whose colours are $names filled in per card; an element
with fill="ink" is solid black, fill="paper" is the card's paper, fill="none" is line only, and
only="tag ..." keeps an element only for figures that ask for one of those variants.
"""

import math
import os
import string
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ART = os.path.join(HERE, "art")
OUT = os.path.dirname(HERE)

W, H = 200, 312  # viewBox shared by every card (ui/cardrenderer.h)
SVG_NS = "http://www.w3.org/2000/svg"

# Stencil palettes: a warm rag paper, a brown-black printing ink and four stencil colours.
SPANISH = {
    "paper": "#f2e6c9", "ink": "#231a14", "red": "#b83a2b", "ochre": "#dba236",
    "blue": "#3f6592", "green": "#5a8044", "edge": "#8a7658",
}
ENGLISH = {
    "paper": "#f5ecd6", "ink": "#1f1a17", "red": "#c0392b", "ochre": "#e0b23c",
    "blue": "#385f91", "green": "#557d42", "edge": "#8a7a62",
}
REGISTER = (0.9, 0.7)  # how far the stencil colours sit out of register with the key block


def num(x):
    """Short, stable number formatting."""
    s = "%.2f" % x
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# ---------------------------------------------------------------------------------------------
# Fragments
# ---------------------------------------------------------------------------------------------

_cache = {}


def load(name):
    if name not in _cache:
        with open(os.path.join(ART, name + ".svg"), encoding="utf-8") as f:
            _cache[name] = f.read()
    return _cache[name]


SHAPES = {"path", "circle", "ellipse", "rect", "polygon", "polyline", "line"}
GEOMETRY = {"d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "points",
            "x1", "y1", "x2", "y2", "transform"}


def fragment(name, colours, variants=(), stroke=1.0, register=REGISTER):
    """The fragment as SVG text: colour pass and key line pass per element.

    stroke scales every key line (so that a sign drawn small in an index keeps a sturdy line
    and a sign drawn large on an ace does not turn heavy)."""
    text = string.Template(load(name)).safe_substitute(colours)
    root = ET.fromstring(text)
    out = []
    _emit(root, colours, set(variants), stroke, register, out)
    return "".join(out)


def _emit(node, colours, variants, stroke, register, out):
    for el in node:
        tag = el.tag.split("}")[-1]
        only = el.get("only")
        if only and not (set(only.split()) & variants):
            continue
        if tag == "g":
            out.append('<g transform="%s">' % el.get("transform") if el.get("transform")
                       else "<g>")
            _emit(el, colours, variants, stroke, register, out)
            out.append("</g>")
            continue
        if tag not in SHAPES:
            continue
        geometry = "".join(' %s="%s"' % (k, v) for k, v in el.attrib.items() if k in GEOMETRY)
        fill = el.get("fill", "paper")
        width = float(el.get("stroke-width", "2")) * stroke
        fill_colour = colours.get(fill, fill)
        if fill not in ("none", "ink"):
            if register == (0, 0):
                out.append('<%s%s fill="%s"/>' % (tag, geometry, fill_colour))
            else:
                out.append('<g transform="translate(%s,%s)"><%s%s fill="%s"/></g>' % (
                    num(register[0]), num(register[1]), tag, geometry, fill_colour))
        if el.get("ink") == "no":
            continue
        if fill == "ink":
            out.append('<%s%s fill="%s" stroke="%s" stroke-width="%s"/>' % (
                tag, geometry, colours["ink"], colours["ink"], num(width)))
        else:
            out.append('<%s%s fill="none" stroke="%s" stroke-width="%s"/>' % (
                tag, geometry, colours["ink"], num(width)))


def place(content, x=0.0, y=0.0, scale=1.0, rotate=0.0, mirror=False, sy=None):
    t = "translate(%s,%s)" % (num(x), num(y))
    if rotate:
        t += " rotate(%s)" % num(rotate)
    sy = scale if sy is None else sy
    if mirror:
        t += " scale(%s,%s)" % (num(-scale), num(sy))
    elif scale != 1 or sy != 1:
        t += " scale(%s)" % num(scale) if sy == scale else " scale(%s,%s)" % (num(scale), num(sy))
    return '<g transform="%s">%s</g>' % (t, content)


def sign(name, colours, x, y, scale, rotate=0.0, mirror=False, register=REGISTER, sy=None):
    # Key lines thin out a little as a sign grows and thicken as it shrinks.
    mean = scale if sy is None else math.sqrt(scale * sy)
    s = fragment("signs/" + name, colours, stroke=mean ** -0.45, register=register)
    return place(s, x, y, scale, rotate, mirror, sy)


# ---------------------------------------------------------------------------------------------
# Index glyphs: our own stroked letters on a 10 x 16 grid (no fonts)
# ---------------------------------------------------------------------------------------------

GLYPHS = {
    "A": "M0.3,16 L5,0 L9.7,16 M2.4,10.8 L7.6,10.8 M-0.8,16 L2,16 M8,16 L10.8,16",
    "1": "M2.2,3 L5.4,0 L5.4,16 M2.2,16 L8.6,16",
    "2": "M1,4.2 C1,1.4 3,0 5.1,0 C7.8,0 9.3,1.9 9.3,4.4 C9.3,8.4 1.6,11 0.8,16 L9.6,16",
    "3": "M1,2.2 C2,0.7 3.4,0 5,0 C7.8,0 9,1.8 9,4 C9,6.3 7.2,7.6 4.4,7.6 C7.6,7.6 9.5,9.2 "
         "9.5,11.7 C9.5,14.4 7.5,16 4.9,16 C3,16 1.4,15.2 0.4,13.6",
    "4": "M7.2,16 L7.2,0 L0.4,11.2 L10,11.2 M5,16 L9.4,16",
    "5": "M9,0 L2.2,0 L1.3,7 C2.6,6.1 3.9,5.7 5.2,5.7 C8,5.7 9.6,7.8 9.6,10.7 C9.6,13.9 7.5,16 "
         "4.8,16 C3,16 1.5,15.2 0.5,13.8",
    "6": "M8.6,1.4 C7.7,0.5 6.6,0 5.3,0 C2.1,0 0.6,3.4 0.6,8.4 C0.6,13.5 2.5,16 5.2,16 "
         "C8,16 9.6,13.8 9.6,11 C9.6,8.1 7.9,6.3 5.2,6.3 C3.1,6.3 1.4,7.6 0.7,9.6",
    "7": "M0.4,0 L9.6,0 C6.6,4.6 4.6,10 4.1,16",
    "8": "M5,7.6 C2.6,7.6 1,6.1 1,3.8 C1,1.5 2.8,0 5,0 C7.2,0 9,1.5 9,3.8 C9,6.1 7.4,7.6 "
         "5,7.6 C2.1,7.6 0.5,9.5 0.5,11.8 C0.5,14.4 2.5,16 5,16 C7.5,16 9.5,14.4 9.5,11.8 "
         "C9.5,9.5 7.9,7.6 5,7.6 Z",
    "9": "M1.4,14.6 C2.3,15.5 3.4,16 4.7,16 C7.9,16 9.4,12.6 9.4,7.6 C9.4,2.5 7.5,0 4.8,0 "
         "C2,0 0.4,2.2 0.4,5 C0.4,7.9 2.1,9.7 4.8,9.7 C6.9,9.7 8.6,8.4 9.3,6.4",
    "0": "M5,0 C8,0 9.5,3.6 9.5,8 C9.5,12.4 8,16 5,16 C2,16 0.5,12.4 0.5,8 C0.5,3.6 2,0 5,0 Z",
    "J": "M3.4,0 L9.8,0 M7.4,0 L7.4,11.6 C7.4,14.6 6,16 3.8,16 C2,16 0.8,15 0.2,13.2",
    "Q": "M5,0 C8,0 9.5,3.6 9.5,8 C9.5,12.4 8,16 5,16 C2,16 0.5,12.4 0.5,8 C0.5,3.6 2,0 5,0 Z "
         "M5.6,11.4 L10.2,17.4",
    "K": "M1.4,0 L1.4,16 M9.4,0 L1.6,9.2 M4.2,6.4 L9.8,16 M-0.6,0 L3.4,0 M-0.6,16 L3.4,16 "
         "M7.4,0 L11,0 M8,16 L11.4,16",
    "S": "M9,2.3 C8,0.8 6.6,0 5,0 C2.6,0 1,1.5 1,3.9 C1,9.2 9.5,7 9.5,12 C9.5,14.5 7.5,16 "
         "5,16 C3,16 1.4,15 0.4,13.4",
    "C": "M9.4,2.8 C8.5,1 7,0 5.2,0 C2.3,0 0.5,3.6 0.5,8 C0.5,12.4 2.3,16 5.2,16 C7,16 8.5,15 "
         "9.4,13.2",
    "R": "M1.4,16 L1.4,0 L5.6,0 C8.1,0 9.3,1.8 9.3,4.2 C9.3,6.8 7.6,8.4 5,8.4 L1.4,8.4 "
         "M5,8.4 L9.8,16 M-0.6,0 L1.4,0 M-0.6,16 L3.4,16",
}


def label(text, x, y, height, colour, weight=3.2):
    """Stroked glyphs; (x, y) is the top centre of the label."""
    s = height / 16.0
    advance = 10.0 * (0.78 if len(text) > 1 else 1.0)
    total = advance * (len(text) - 1) + 10.0
    parts = []
    for i, ch in enumerate(text):
        dx = i * advance
        parts.append('<path transform="translate(%s,0)" d="%s"/>' % (num(dx), GLYPHS[ch])
                     if dx else '<path d="%s"/>' % GLYPHS[ch])
    condensed = 0.78 if len(text) > 1 else 1.0
    return ('<g transform="translate(%s,%s) scale(%s,%s)" fill="none" stroke="%s" '
            'stroke-width="%s" stroke-linecap="round" stroke-linejoin="round">%s</g>') % (
        num(x - total * s * condensed / 2), num(y), num(s * condensed), num(s), colour,
        num(weight / s), "".join(parts))


# ---------------------------------------------------------------------------------------------
# Card sheets
# ---------------------------------------------------------------------------------------------


def card_svg(colours, body, title):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            'viewBox="0 0 %d %d" width="%d" height="%d" stroke-linejoin="round" '
            'stroke-linecap="round">\n<title>%s</title>\n'
            '<rect x="0.6" y="0.6" width="198.8" height="310.8" rx="7" fill="%s" stroke="%s" '
            'stroke-width="1.2"/>\n%s\n</svg>\n') % (
        W, H, W, H, title, colours["paper"], colours["edge"], body)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


# ---------------------------------------------------------------------------------------------
# Spanish pack
# ---------------------------------------------------------------------------------------------

# Engine suit letter -> Spanish suit sign. Spades = Espadas, Clubs = Bastos, Hearts = Copas,
# Diamonds = Oros.
SPANISH_SUITS = {"S": "espadas", "C": "bastos", "H": "copas", "D": "oros"}
SPANISH_NAMES = {"espadas": "Espadas", "bastos": "Bastos", "copas": "Copas", "oros": "Oros"}
RANK_NAMES_ES = {"A": "As", "2": "Dos", "3": "Tres", "4": "Cuatro", "5": "Cinco", "6": "Seis",
                 "7": "Siete", "J": "Sota", "Q": "Caballo", "K": "Rey"}
# Index: 1-7, then S(ota), C(aballo), R(ey).
SPANISH_INDEX = {"A": "1", "J": "S", "Q": "C", "K": "R"}
# "La pinta": breaks in the frame line, one for Copas, two for Espadas, three for Bastos, none
# for Oros (see resources/cards/README.md for why a pack of the period has them).
PINTAS = {"oros": 0, "copas": 1, "espadas": 2, "bastos": 3}
FRAME = (7.0, 7.0, 193.0, 305.0)


def spanish_frame(suit, c):
    x0, y0, x1, y1 = FRAME
    gaps = PINTAS[suit]
    segs = []
    # The long sides are whole; the short sides break `gaps` times, 9 units each, centred.
    def broken(y):
        if gaps == 0:
            return ["M%s,%s L%s,%s" % (num(x0), num(y), num(x1), num(y))]
        gap, pitch = 9.0, 16.0
        start = 100 - (gaps * gap + (gaps - 1) * (pitch - gap)) / 2
        cuts = [(start + i * pitch, start + i * pitch + gap) for i in range(gaps)]
        out, x = [], x0
        for a, b in cuts:
            out.append("M%s,%s L%s,%s" % (num(x), num(y), num(a), num(y)))
            x = b
        out.append("M%s,%s L%s,%s" % (num(x), num(y), num(x1), num(y)))
        return out
    segs += broken(y0) + broken(y1)
    segs.append("M%s,%s L%s,%s M%s,%s L%s,%s" % (num(x0), num(y0), num(x0), num(y1),
                                              num(x1), num(y0), num(x1), num(y1)))
    return '<path d="%s" fill="none" stroke="%s" stroke-width="1.6" stroke-linecap="butt"/>' % (
        " ".join(segs), c["ink"])


def spanish_index(rank, suit, c):
    text = SPANISH_INDEX.get(rank, rank)
    # Long signs are drawn squat in the index, so that they read at a glance.
    sx, sy, sign_y = {"oros": (0.52, 0.52, 50), "copas": (0.46, 0.46, 51),
                      "espadas": (0.62, 0.31, 55), "bastos": (0.62, 0.31, 55)}[suit]
    one = (label(text, 21.5, 13, 22, c["ink"], 3.3) +
           sign(suit, c, 21.5, sign_y, sx, register=(0.5, 0.4), sy=sy))
    return one + '<g transform="rotate(180 100 156)">%s</g>' % one


def spanish_pips(suit, n, c):
    out = []
    if suit == "oros":
        layouts = {
            2: [(100, 92, 1.55), (100, 220, 1.55)],
            3: [(100, 76, 1.35), (100, 156, 1.35), (100, 236, 1.35)],
            4: [(68, 92, 1.3), (132, 92, 1.3), (68, 220, 1.3), (132, 220, 1.3)],
            5: [(66, 82, 1.2), (134, 82, 1.2), (100, 156, 1.2), (66, 230, 1.2), (134, 230, 1.2)],
            6: [(68, 80, 1.2), (132, 80, 1.2), (68, 156, 1.2), (132, 156, 1.2), (68, 232, 1.2),
                (132, 232, 1.2)],
            7: [(68, 74, 1.1), (132, 74, 1.1), (100, 117, 1.1), (68, 160, 1.1), (132, 160, 1.1),
                (68, 240, 1.1), (132, 240, 1.1)],
        }
        for x, y, s in layouts[n]:
            out.append(sign("oros", c, x, y, s))
    elif suit == "copas":
        layouts = {
            2: [(100, 94, 1.75), (100, 218, 1.75)],
            3: [(100, 76, 1.4), (100, 156, 1.4), (100, 236, 1.4)],
            4: [(66, 96, 1.5), (134, 96, 1.5), (66, 218, 1.5), (134, 218, 1.5)],
            5: [(64, 82, 1.32), (136, 82, 1.32), (100, 156, 1.32), (64, 230, 1.32),
                (136, 230, 1.32)],
            6: [(66, 78, 1.3), (134, 78, 1.3), (66, 156, 1.3), (134, 156, 1.3), (66, 234, 1.3),
                (134, 234, 1.3)],
            7: [(64, 72, 1.15), (136, 72, 1.15), (100, 116, 1.15), (64, 162, 1.15),
                (136, 162, 1.15), (64, 240, 1.15), (136, 240, 1.15)],
        }
        for x, y, s in layouts[n]:
            out.append(sign("copas", c, x, y, s))
    else:
        # Swords and clubs: long signs, crossed for two and three, in tiers above.
        club = suit == "bastos"
        if n == 2:
            out.append(sign(suit, c, 100, 156, 2.3, -24 if club else 24))
            out.append(sign(suit, c, 100, 156, 2.3, 24 if club else -24))
        elif n == 3:
            out.append(sign(suit, c, 100, 156, 2.3, -26))
            out.append(sign(suit, c, 100, 156, 2.3, 26))
            out.append(sign(suit, c, 100, 156, 2.3, 0))
        else:
            tiers = {4: (2, 2), 5: (3, 2), 6: (3, 3), 7: (4, 3)}[n]
            ys = (90, 222)
            for tier, count in enumerate(tiers):
                pitch = {2: 46, 3: 38, 4: 31}[count]
                x0 = 100 - pitch * (count - 1) / 2
                for i in range(count):
                    tilt = 0.0
                    if count == 2:
                        tilt = -9 if i == 0 else 9
                    elif club:
                        tilt = (i - (count - 1) / 2) * 5
                    # Swords stand staggered so that their cross-guards clear each other.
                    dy = 0 if club or count == 2 else (-9 if i % 2 == 0 else 9)
                    out.append(sign(suit, c, x0 + i * pitch, ys[tier] + dy, 1.12, tilt))
    return "".join(out)


def hand(c, x, y, r=5.4):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="1.4"/>' % (
        num(x), num(y), num(r), c["paper"], c["ink"])


# Court figures. Each: the body fragment, its variants, its colours, what it holds and where.
# Hands: Sota (49,126), Caballo (59,84), Rey (51,134).
def spanish_court(rank, suit, c):
    P = dict(c)
    k = (rank, suit)
    held = {  # (x, y, scale, rotate) of the sign in the raised hand; the hand is drawn on top
        ("J", "espadas"): (49, 90, 1.1, 0), ("J", "bastos"): (52, 100, 1.25, -14),
        ("J", "copas"): (49, 94, 1.15, 0), ("J", "oros"): (49, 112, 1.15, 0),
        ("Q", "espadas"): (57, 50, 0.95, -18), ("Q", "bastos"): (58, 56, 1.0, -22),
        ("Q", "copas"): (59, 58, 1.0, 0), ("Q", "oros"): (59, 68, 1.1, 0),
        ("K", "espadas"): (51, 96, 1.1, 0), ("K", "bastos"): (54, 106, 1.2, -12),
        ("K", "copas"): (51, 102, 1.15, 0), ("K", "oros"): (51, 118, 1.15, 0),
    }[k]
    hands = {"J": (49, 126), "Q": (59, 84), "K": (51, 134)}
    mirror = suit in ("copas", "oros")
    if rank == "J":
        scheme = {
            "espadas": dict(coat=c["blue"], sleeve=c["red"], cape=c["red"], skirt=c["red"],
                            hose=c["ochre"], trim=c["ochre"], hat=c["red"], plume=c["green"],
                            hair=c["ochre"]),
            "bastos": dict(coat=c["green"], sleeve=c["ochre"], cape=c["red"], skirt=c["ochre"],
                           hose=c["red"], trim=c["red"], hat=c["blue"], plume=c["red"],
                           hair=c["ink"]),
            "copas": dict(coat=c["red"], sleeve=c["blue"], cape=c["green"], skirt=c["blue"],
                          hose=c["ochre"], trim=c["green"], hat=c["green"], plume=c["ochre"],
                          hair=c["ochre"]),
            "oros": dict(coat=c["ochre"], sleeve=c["green"], cape=c["blue"], skirt=c["green"],
                         hose=c["blue"], trim=c["red"], hat=c["red"], plume=c["blue"],
                         hair=c["ink"]),
        }[suit]
        variants = {"espadas": ("hat", "cape"), "bastos": ("cap", "slashed"),
                    "copas": ("cap", "cape"), "oros": ("hat", "slashed")}[suit]
        body = "figures/sota"
    elif rank == "Q":
        scheme = {
            "espadas": dict(coat=c["red"], sleeve=c["red"], hose=c["blue"], trim=c["ochre"],
                            hat=c["blue"], plume=c["ochre"], hair=c["ochre"], horse=c["paper"],
                            horsefar=c["edge"], mane=c["ink"], cloth=c["blue"]),
            "bastos": dict(coat=c["ochre"], sleeve=c["green"], hose=c["red"], trim=c["red"],
                           hat=c["green"], plume=c["red"], hair=c["ink"], horse=c["ochre"],
                           horsefar="#b08228", mane=c["red"], cloth=c["green"]),
            "copas": dict(coat=c["blue"], sleeve=c["blue"], hose=c["ochre"], trim=c["red"],
                          hat=c["red"], plume=c["green"], hair=c["ochre"], horse=c["red"],
                          horsefar="#8e2c21", mane=c["ink"], cloth=c["ochre"]),
            "oros": dict(coat=c["green"], sleeve=c["ochre"], hose=c["blue"], trim=c["ochre"],
                         hat=c["ochre"], plume=c["blue"], hair=c["ochre"], horse=c["blue"],
                         horsefar="#2f4d70", mane=c["ochre"], cloth=c["red"]),
        }[suit]
        variants = {"espadas": ("moustache",), "bastos": (), "copas": ("moustache",),
                    "oros": ()}[suit]
        body = "figures/caballo"
    else:
        scheme = {
            "espadas": dict(robe=c["blue"], sleeve=c["blue"], cape=c["red"], trim=c["ochre"],
                            collar=c["paper"], hair=c["ink"], beard=c["ink"], crown=c["ochre"]),
            "bastos": dict(robe=c["red"], sleeve=c["red"], cape=c["green"], trim=c["ochre"],
                           collar=c["ochre"], hair=c["ochre"], beard=c["ochre"],
                           crown=c["ochre"]),
            "copas": dict(robe=c["green"], sleeve=c["green"], cape=c["blue"], trim=c["red"],
                          collar=c["paper"], hair=c["ochre"], beard=c["ochre"], crown=c["ochre"]),
            "oros": dict(robe=c["ochre"], sleeve=c["ochre"], cape=c["red"], trim=c["blue"],
                         collar=c["paper"], hair=c["ink"], beard=c["ink"], crown=c["ochre"]),
        }[suit]
        variants = {"espadas": ("beard", "ermine"), "bastos": ("beard", "pleats"),
                    "copas": ("shaven", "ermine"), "oros": ("beard", "pleats")}[suit]
        body = "figures/rey"
    P.update(scheme)
    x, y, s, rot = held
    figure = fragment(body, P, variants)
    held_sign = sign(suit, c, x, y, s, rot)
    hx, hy = hands[rank]
    group = figure + held_sign + hand(c, hx, hy)
    if mirror:
        group = '<g transform="matrix(-1,0,0,1,200,0)">%s</g>' % group
    return group


def spanish_ace(suit, c):
    out = []
    if suit == "oros":
        out.append(fragment("aces/spray", c))
        out.append('<circle cx="100" cy="146" r="74" fill="none" stroke="%s" stroke-width="1.2" '
                   'stroke-dasharray="2,4"/>' % c["ink"])
        rays = []
        for i in range(24):
            a = math.radians(i * 15)
            r0, r1 = 62, 70 if i % 2 else 76
            rays.append("M%s,%s L%s,%s" % (num(100 + r0 * math.sin(a)), num(146 - r0 * math.cos(a)),
                                           num(100 + r1 * math.sin(a)), num(146 - r1 * math.cos(a))))
        out.append('<path d="%s" fill="none" stroke="%s" stroke-width="2"/>' % (" ".join(rays),
                                                                              c["red"]))
        out.append(sign("oros", c, 100, 146, 3.0))
        out.append(ribbon(c))
    elif suit == "copas":
        out.append(fragment("aces/spray", c))
        out.append(sign("copas", c, 100, 142, 3.1))
        out.append(ribbon(c))
    elif suit == "espadas":
        out.append(fragment("aces/crown", c))
        out.append(sign("espadas", c, 100, 170, 2.5))
        # A ribbon wound about the blade.
        out.append(fragment("aces/spray", c))
        out.append(ribbon(c))
    else:
        out.append(fragment("aces/spray", c))
        out.append(sign("bastos", c, 100, 150, 2.5, -16))
        out.append(ribbon(c))
    return "".join(out)


def ribbon(c):
    # The scroll, narrowed so that it clears the corner index.
    return '<g transform="matrix(0.8,0,0,1,20,0)">%s</g>' % fragment("aces/ribbon", c)


def build_spanish():
    c = SPANISH
    for letter, suit in SPANISH_SUITS.items():
        for rank in "A234567JQK":
            if rank == "A":
                art = spanish_ace(suit, c)
            elif rank in "JQK":
                art = spanish_court(rank, suit, c)
            else:
                art = spanish_pips(suit, int(rank), c)
            body = spanish_frame(suit, c) + "\n" + art + "\n" + spanish_index(rank, suit, c)
            title = "%s de %s" % (RANK_NAMES_ES[rank], SPANISH_NAMES[suit])
            write(os.path.join(OUT, "spanish", rank + letter + ".svg"), card_svg(c, body, title))


# ---------------------------------------------------------------------------------------------
# English pack
# ---------------------------------------------------------------------------------------------

ENGLISH_SUITS = {"S": "spades", "C": "clubs", "H": "hearts", "D": "diamonds"}
RANK_NAMES_EN = {"A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six",
                 "7": "Seven", "8": "Eight", "9": "Nine", "T": "Ten", "J": "Knave",
                 "Q": "Queen", "K": "King"}
COLS = (60, 100, 140)
R = (60, 110, 156, 202, 252)  # top, upper third, middle, lower third, bottom
PIPS = {
    2: [(100, 60), (100, 252)],
    3: [(100, 60), (100, 156), (100, 252)],
    4: [(60, 60), (140, 60), (60, 252), (140, 252)],
    5: [(60, 60), (140, 60), (100, 156), (60, 252), (140, 252)],
    6: [(60, 60), (140, 60), (60, 156), (140, 156), (60, 252), (140, 252)],
    7: [(60, 60), (140, 60), (100, 108), (60, 156), (140, 156), (60, 252), (140, 252)],
    8: [(60, 60), (140, 60), (100, 108), (60, 156), (140, 156), (100, 204), (60, 252),
        (140, 252)],
    9: [(60, 60), (140, 60), (60, 124), (140, 124), (100, 156), (60, 188), (140, 188),
        (60, 252), (140, 252)],
    10: [(60, 60), (140, 60), (100, 92), (60, 124), (140, 124), (60, 188), (140, 188),
         (100, 220), (60, 252), (140, 252)],
}


def english_index(rank, suit, c):
    colour = c["red"] if suit in ("hearts", "diamonds") else c["ink"]
    text = {"T": "10"}.get(rank, rank)
    one = (label(text, 20, 12, 21, colour, 3.2) +
           sign(suit, c, 20, 47, 0.6, register=(0.4, 0.3)))
    return one + '<g transform="rotate(180 100 156)">%s</g>' % one


def english_pips(suit, n, c):
    out = []
    for x, y in PIPS[n]:
        out.append(sign(suit, c, x, y, 1.22, 180 if y > 160 else 0))
    return "".join(out)


def english_court(rank, suit, c):
    P = dict(c)
    red, ochre, blue, green, ink = c["red"], c["ochre"], c["blue"], c["green"], c["ink"]
    mirror = suit in ("hearts", "clubs")
    if rank == "K":
        body, hx, hy = "figures/rey", 51, 134
        scheme = {
            "hearts": dict(robe=red, sleeve=red, cape=blue, trim=ochre, hair=ochre, beard=ochre),
            "diamonds": dict(robe=ochre, sleeve=ochre, cape=red, trim=blue, hair=ink, beard=ink),
            "clubs": dict(robe=blue, sleeve=blue, cape=red, trim=ochre, hair=ink, beard=ink),
            "spades": dict(robe=green, sleeve=green, cape=red, trim=ochre, hair=ochre, beard=ink),
        }[suit]
        scheme.update(collar=c["paper"], crown=ochre)
        variants = ("ermine", "beard") if suit != "diamonds" else ("ermine", "shaven")
        item = {"hearts": ("signs/espadas", 0, -38, 1.0, 0), "spades": ("items/sceptre", 0, 0, 1, 0),
                "clubs": ("items/orb", 0, 4, 1.5, 0), "diamonds": ("items/axe", 0, 0, 1, 0)}[suit]
    elif rank == "Q":
        body, hx, hy = "figures/dama", 56, 131
        scheme = {
            "hearts": dict(gown=red, apron=ochre, bodice=red, stomacher=ochre, sleeve=red,
                           hair=ochre, veil=blue),
            "diamonds": dict(gown=blue, apron=red, bodice=blue, stomacher=ochre, sleeve=blue,
                             hair=ink, veil=ochre),
            "clubs": dict(gown=ochre, apron=blue, bodice=red, stomacher=blue, sleeve=red,
                          hair=ink, veil=red),
            "spades": dict(gown=green, apron=ochre, bodice=ochre, stomacher=red, sleeve=ochre,
                           hair=ochre, veil=blue),
        }[suit]
        scheme.update(trim=ink, crown=ochre)
        variants = ("veil",) if suit in ("hearts", "spades") else ()
        item = {"hearts": ("items/rose", 0, 2, 1.2, 0), "diamonds": ("items/fan", 0, 0, 1.3, 0),
                "clubs": ("items/tulip", 0, 2, 1.2, 0), "spades": ("items/sceptre", 0, 0, 0.9, 0)}[suit]
    else:
        body, hx, hy = "figures/sota", 49, 126
        scheme = {
            "hearts": dict(coat=red, sleeve=ochre, cape=blue, skirt=ochre, hose=blue, trim=ochre,
                           hat=blue, plume=red, hair=ochre),
            "diamonds": dict(coat=blue, sleeve=red, cape=red, skirt=red, hose=ochre, trim=ochre,
                             hat=red, plume=ochre, hair=ink),
            "clubs": dict(coat=ochre, sleeve=blue, cape=red, skirt=blue, hose=red, trim=red,
                          hat=ink, plume=ochre, hair=ochre),
            "spades": dict(coat=green, sleeve=red, cape=ochre, skirt=red, hose=ochre, trim=red,
                           hat=red, plume=blue, hair=ink),
        }[suit]
        variants = {"hearts": ("hat", "cape"), "diamonds": ("cap", "slashed"),
                    "clubs": ("cap", "cape"), "spades": ("hat", "slashed")}[suit]
        item = {"hearts": ("items/leaf", 0, 0, 1.1, 0), "diamonds": ("items/spear", 0, 0, 1.0, 0),
                "clubs": ("items/arrow", 0, 0, 1.1, 0), "spades": ("items/halberd", 0, 0, 1.0, 0)}[suit]
    P.update(scheme)
    name, dx, dy, s, rot = item
    held = place(fragment(name, c, stroke=s ** -0.45), hx + dx, hy + dy, s, rot)
    group = fragment(body, P, variants) + held + hand(c, hx, hy)
    if mirror:
        group = '<g transform="matrix(-1,0,0,1,200,0)">%s</g>' % group
    # The suit sign beside the head, as on the courts of the period.
    px = 58 if mirror else 142
    return group + sign(suit, c, px, 44, 0.8)


def english_ace(suit, c):
    if suit != "spades":
        return sign(suit, c, 100, 156, 2.2)
    out = [fragment("aces/spray", c)]
    rings = ('<circle cx="100" cy="150" r="64" fill="%s" stroke="%s" stroke-width="2"/>'
             '<circle cx="100" cy="150" r="57" fill="%s" stroke="%s" stroke-width="1.2"/>') % (
        c["ochre"], c["ink"], c["paper"], c["ink"])
    out.append(rings)
    beads = []
    for i in range(36):
        a = math.radians(i * 10)
        beads.append("M%s,%s l0,0" % (num(100 + 60.5 * math.sin(a)), num(150 - 60.5 * math.cos(a))))
    out.append('<path d="%s" stroke="%s" stroke-width="3" stroke-linecap="round"/>' % (
        " ".join(beads), c["red"]))
    out.append(sign("spades", c, 100, 150, 2.9))
    # A pellet rosette on the spade, as on the engraved aces of the period.
    out.append('<circle cx="100" cy="152" r="7" fill="%s" stroke="%s" stroke-width="1.6"/>'
               '<circle cx="100" cy="152" r="2.4" fill="%s"/>' % (c["red"], c["paper"], c["paper"]))
    out.append(place(fragment("aces/crown", c), 0, 0, 1))
    return "".join(out)


def build_english():
    c = ENGLISH
    for letter, suit in ENGLISH_SUITS.items():
        for rank in "A23456789TJQK":
            if rank == "A":
                art = english_ace(suit, c)
            elif rank in "JQK":
                art = english_court(rank, suit, c)
            else:
                art = english_pips(suit, 10 if rank == "T" else int(rank), c)
            body = art + "\n" + english_index(rank, suit, c)
            title = "%s of %s" % (RANK_NAMES_EN[rank], suit.capitalize())
            write(os.path.join(OUT, "english", rank + letter + ".svg"), card_svg(c, body, title))


# ---------------------------------------------------------------------------------------------
# Backs
# ---------------------------------------------------------------------------------------------


def back(name, colours, pattern, title):
    c = colours
    body = ('<rect x="9" y="9" width="182" height="294" rx="3" fill="none" stroke="%s" '
            'stroke-width="1.4"/>' % c["ink"]) + pattern
    write(os.path.join(OUT, "backs", name + ".svg"), card_svg(c, body, title))


def build_backs():
    c = SPANISH
    # Plain: the paper alone inside a single ruled line, as most packs of the period were.
    back("plain", c, '<rect x="13" y="13" width="174" height="286" rx="2" fill="none" '
         'stroke="%s" stroke-width="0.6"/>' % c["edge"], "Plain back")

    # Blue diaper: a lozenge trellis with a pellet in every lozenge.
    lines, dots = [], []
    x0, y0, x1, y1 = 14, 14, 186, 298
    step = 14.0
    k = -20
    while k < 40:
        # Diagonals y = x*1.6 + k*step*1.6 clipped by hand to the panel.
        for sgn in (1, -1):
            pts = []
            for t in (x0, x1):
                y = (t - 100) * 1.6 * sgn + 156 + k * step * 1.6 / 2
                pts.append((t, y))
            (ax, ay), (bx, by) = pts
            # clip to y range
            def clip(px, py, qx, qy):
                if py < y0:
                    px += (y0 - py) * (qx - px) / (qy - py); py = y0
                if py > y1:
                    px += (y1 - py) * (qx - px) / (qy - py); py = y1
                return px, py
            ax, ay = clip(ax, ay, bx, by)
            bx, by = clip(bx, by, ax, ay)
            if y0 <= ay <= y1 and y0 <= by <= y1 and abs(ay - by) > 0.5:
                lines.append("M%s,%s L%s,%s" % (num(ax), num(ay), num(bx), num(by)))
        k += 1
    for i in range(-10, 11):
        for j in range(-12, 13):
            x = 100 + i * step
            y = 156 + j * step * 1.6 + (step * 0.8 if i % 2 else 0)
            if x0 + 5 < x < x1 - 5 and y0 + 5 < y < y1 - 5:
                dots.append("M%s,%s l0,0" % (num(x), num(y)))
    diaper = ('<rect x="14" y="14" width="172" height="284" fill="%s"/>'
              '<path d="%s" fill="none" stroke="%s" stroke-width="1.1"/>'
              '<path d="%s" stroke="%s" stroke-width="3.2" stroke-linecap="round"/>'
              '<rect x="14" y="14" width="172" height="284" fill="none" stroke="%s" '
              'stroke-width="1.4"/>') % ("#dfe3e0", " ".join(lines), c["blue"], " ".join(dots),
                                         c["blue"], c["blue"])
    back("diaper", c, diaper, "Blue diaper back")

    # Red stars: rows of small eight-pointed stars, offset row by row.
    stars = []
    for j in range(12):
        for i in range(7):
            x = 28 + i * 24 + (12 if j % 2 else 0)
            y = 30 + j * 23
            if x > 178 or y > 290:
                continue
            pts = []
            for m in range(16):
                a = math.radians(m * 22.5)
                r = 7.5 if m % 2 == 0 else 3.0
                pts.append("%s,%s" % (num(x + r * math.sin(a)), num(y - r * math.cos(a))))
            stars.append("M" + " L".join(pts) + " Z")
    back("stars", c, '<path d="%s" fill="%s" stroke="%s" stroke-width="0.7"/>' % (
        " ".join(stars), c["red"], c["ink"]), "Red stars back")

    # Green tarocchi: a chequer of small quatrefoils in a double frame, a medallion at centre.
    foils = []
    for j in range(13):
        for i in range(8):
            x = 26 + i * 21
            y = 28 + j * 21.3
            if (i + j) % 2:
                continue
            r = 4.2
            foils.append("M%s,%s a%s,%s 0 1,1 0,%s a%s,%s 0 1,1 0,-%s" % (
                num(x), num(y - 2 * r), num(r / 1.2), num(r / 1.2), num(2 * r / 1.2 * 1.2),
                num(r / 1.2), num(r / 1.2), num(2 * r / 1.2 * 1.2)))
    tarot = ('<rect x="14" y="14" width="172" height="284" fill="%s"/>'
             '<path d="%s" fill="%s" stroke="%s" stroke-width="0.8"/>'
             '<rect x="14" y="14" width="172" height="284" fill="none" stroke="%s" '
             'stroke-width="2.4"/><rect x="19" y="19" width="162" height="274" fill="none" '
             'stroke="%s" stroke-width="0.8"/>'
             '<ellipse cx="100" cy="156" rx="34" ry="46" fill="%s" stroke="%s" stroke-width="2"/>'
             '<ellipse cx="100" cy="156" rx="27" ry="38" fill="%s" stroke="%s" '
             'stroke-width="1"/>') % (
        "#dbe2cc", " ".join(foils), c["green"], c["ink"], c["green"], c["green"], c["paper"],
        c["green"], c["green"], c["ink"])
    tarot += sign("oros", dict(c, ochre=c["paper"], red=c["green"]), 100, 156, 1.0)
    back("tarot", c, tarot, "Green tarocchi back")


def main():
    build_spanish()
    build_english()
    build_backs()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Builds the tiny color test fonts in this folder with fontTools (CC0, see README.md).

    pip install fonttools && python3 Tests/Fonts/make_color_test_fonts.py

ColorTestCOLR.ttf: COLRv0 layered glyphs, one CPAL palette.
  U+25A0 BLACK SQUARE: two layers, a 700x700 red square (palette 0, #FF0000) and a
    300x300 blue square in its middle (palette 1, #0000FF).
  U+25CF BLACK CIRCLE: one layer, a 600x600 square in the foreground color (0xFFFF),
    over a green 700x700 square (palette 2, #00FF00) drawn first.
ColorTestSbix.ttf: bitmap-only (no glyf/loca), sbix strikes at 20 and 40 ppem.
  U+25A0: a square image, left half red, right half blue, opaque, one em (its strike's ppem)
    on a side, from the descender (-0.2 em) to the ascender (0.8 em), at the glyph origin.
  U+25AC BLACK RECTANGLE: a green image 2049 x 4 pixels in both strikes, too wide to draw.
Both: 1000 units per em, hhea ascender 800, descender -200, every advance 1000.
"""
import os
import struct
import zlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables.sbixGlyph import Glyph as SbixGlyph
from fontTools.ttLib.tables.sbixStrike import Strike

HERE = os.path.dirname(os.path.abspath(__file__))
UPEM, ASCENT, DESCENT, ADVANCE = 1000, 800, -200, 1000
FIXED_TIME = 3_878_323_200  # seconds since 1904-01-01, as the head table counts


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


def base_font(family, glyph_order, cmap):
    fb = FontBuilder(UPEM, isTTF=True)
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap(cmap)
    # Fixed timestamps (2026-11-24), so running the script again gives the same bytes.
    fb.font.recalcTimestamp = False
    fb.updateHead(created=FIXED_TIME, modified=FIXED_TIME)
    fb.setupNameTable({"familyName": family, "styleName": "Regular",
                       "copyright": "CC0 1.0: dedicated to the public domain (LinkBubble test font)"})
    return fb


def finish_metrics(fb):
    """Advances of 1000 (500 for .notdef), left side bearings at each outline's xMin
    (FreeType places TrueType outlines by them), then the tables that need them."""
    glyf = fb.font["glyf"]
    metrics = {}
    for name in fb.font.getGlyphOrder():
        glyph = glyf[name]
        glyph.recalcBounds(glyf)
        metrics[name] = (ADVANCE if name != ".notdef" else 500, getattr(glyph, "xMin", 0))
    fb.setupHorizontalMetrics(metrics)
    fb.setupHorizontalHeader(ascent=ASCENT, descent=DESCENT)
    fb.setupOS2(sTypoAscender=ASCENT, sTypoDescender=DESCENT, usWinAscent=ASCENT, usWinDescent=-DESCENT)
    fb.setupPost()


def make_colr():
    order = [".notdef", "square", "circle", "outer", "inner", "middle", "backdrop"]
    fb = base_font("Color Test COLR", order, {0x25A0: "square", 0x25CF: "circle"})
    fb.setupGlyf({
        ".notdef": empty(), "square": square(150, 0, 850, 700), "circle": square(150, 0, 850, 700),
        "outer": square(150, 0, 850, 700), "inner": square(350, 200, 650, 500),
        "middle": square(200, 50, 800, 650), "backdrop": square(150, 0, 850, 700),
    })
    finish_metrics(fb)
    fb.setupCOLR({"square": [("outer", 0), ("inner", 1)], "circle": [("backdrop", 2), ("middle", 0xFFFF)]},
                 version=0)
    fb.setupCPAL([[(1, 0, 0, 1), (0, 0, 1, 1), (0, 1, 0, 1)]])
    fb.save(os.path.join(HERE, "ColorTestCOLR.ttf"))


def png(width, height, pixel):
    """An 8-bit RGBA PNG; `pixel(x, y)` gives (r, g, b, a)."""
    rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def make_sbix():
    order = [".notdef", "square", "wide"]
    fb = base_font("Color Test sbix", order, {0x25A0: "square", 0x25AC: "wide"})
    fb.setupGlyf({".notdef": empty(), "square": empty(), "wide": empty()})
    finish_metrics(fb)
    sbix = newTable("sbix")
    for ppem in (20, 40):
        strike = Strike(ppem=ppem, resolution=72)
        image = png(ppem, ppem, lambda x, y, half=ppem // 2: (255, 0, 0, 255) if x < half else (0, 0, 255, 255))
        # The image's bottom edge sits at the descender: it spans -0.2 to 0.8 em.
        strike.glyphs["square"] = SbixGlyph(
            glyphName="square", graphicType="png ", imageData=image, originOffsetY=DESCENT * ppem // UPEM)
        # Past LinkBubble's RenderLimits.maximumGlyphImageSide (2048): refused when drawn.
        wide = png(2049, 4, lambda x, y: (0, 128, 0, 255))
        strike.glyphs["wide"] = SbixGlyph(glyphName="wide", graphicType="png ", imageData=wide)
        sbix.strikes[ppem] = strike
    fb.font["sbix"] = sbix
    # Bitmap-only, as Apple's sbix fonts without outlines: no glyf/loca, maxp 0.5.
    del fb.font["glyf"]
    del fb.font["loca"]
    fb.font["maxp"].tableVersion = 0x00005000
    fb.save(os.path.join(HERE, "ColorTestSbix.ttf"))


if __name__ == "__main__":
    make_colr()
    make_sbix()

#!/usr/bin/python3
# -*- coding: utf-8 -*-
"""Records pango-decoration-metrics.json: where Pango 1.50 puts underlines and strikethroughs (the top
of each line above the baseline, and its thickness, in pixels) for faces of the fixed test font set at
40 px, read by Tests/LinkBubbleTests/DecorationPeerTests.swift.

Run from the repository root: /usr/bin/python3 Tests/TextLayoutTests/Fixtures/record_pango_decoration_metrics.py
"""

import json
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
os.environ["FONTCONFIG_FILE"] = os.path.join(ROOT, "Tests", "Fonts", "fonts.conf")
sys.path.insert(0, os.path.dirname(__file__))
from pango_peer import Pango, PANGO_VERSION, new_context  # noqa: E402

SIZE_PX = 40
FAMILIES = ["Noto Sans", "Noto Sans Hebrew", "Noto Sans Arabic", "DejaVu Sans", "Noto Sans Devanagari",
            "Noto Sans Thai"]


def main():
    _, context = new_context()
    faces = []
    for family in FAMILIES:
        description = Pango.FontDescription.from_string(family)
        description.set_absolute_size(SIZE_PX * Pango.SCALE)
        font = context.load_font(description)
        actual = font.describe().get_family()
        if actual != family:
            sys.exit("fontconfig gave %s for %s" % (actual, family))
        metrics = font.get_metrics(None)
        faces.append({
            "family": family,
            "underlineTop": metrics.get_underline_position() / Pango.SCALE,
            "underlineThickness": metrics.get_underline_thickness() / Pango.SCALE,
            "strikethroughTop": metrics.get_strikethrough_position() / Pango.SCALE,
            "strikethroughThickness": metrics.get_strikethrough_thickness() / Pango.SCALE,
        })
    out = os.path.join(os.path.dirname(__file__), "pango-decoration-metrics.json")
    with open(out, "w") as handle:
        json.dump({"pango": PANGO_VERSION, "size": SIZE_PX, "faces": faces}, handle, indent=1)
        handle.write("\n")


main()

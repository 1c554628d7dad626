# -*- coding: utf-8 -*-
"""Records pango-tabs.json: where Pango 1.50 puts the characters of one-line texts with tabs, for
PangoTabTests. Noto Sans at 16 px from the fixed test font set, unwrapped, one tab stop of each
alignment (left, right, center, decimal). Each case lists every character's left and right x.

Run from the repository: /usr/bin/python3 Tests/TextLayoutTests/Fixtures/record_pango_tab_fixtures.py
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
os.environ["FONTCONFIG_FILE"] = os.path.join(HERE, "..", "..", "Fonts", "fonts.conf")
sys.path.insert(0, HERE)
from pango_peer import PANGO_VERSION, Pango, new_context, make_layout  # noqa: E402

ALIGNMENTS = {"left": Pango.TabAlign.LEFT, "right": Pango.TabAlign.RIGHT, "center": Pango.TabAlign.CENTER,
              "decimal": Pango.TabAlign.DECIMAL}
CASES = [("left", 100, "a\tb"), ("left", 100, "Name:\thttps://example.com"), ("right", 200, "a\t12.50"),
         ("center", 200, "a\t12.50"), ("decimal", 200, "a\t12.50"), ("decimal", 200, "Total\t1234.5"),
         ("right", 250, "Price\t$ 9.99")]


def main():
    _, context = new_context()
    desc = Pango.FontDescription.from_string("Noto Sans")
    desc.set_absolute_size(16 * Pango.SCALE)
    cases = []
    for alignment, location, text in CASES:
        assert text.isascii(), "UTF-8 indices are UTF-16 offsets only for ASCII"
        tabs = Pango.TabArray.new(1, True)
        tabs.set_tab(0, ALIGNMENTS[alignment], location)
        layout = make_layout(context, desc, text, None)
        layout.set_tabs(tabs)
        rects = [layout.index_to_pos(index) for index in range(len(text))]
        cases.append({"text": text, "alignment": alignment, "location": location,
                      "left": [rect.x / Pango.SCALE for rect in rects],
                      "right": [(rect.x + rect.width) / Pango.SCALE for rect in rects]})
    with open(os.path.join(HERE, "pango-tabs.json"), "w") as out:
        json.dump({"pango": PANGO_VERSION, "font": "Noto Sans", "size": 16, "cases": cases}, out, indent=1)
        out.write("\n")


main()

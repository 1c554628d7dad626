#!/usr/bin/python3
# -*- coding: utf-8 -*-
"""Record Pango 1.50's line heights for a Latin line holding Arabic, Devanagari or Thai, drawn by
fontconfig's fallback fonts, as fixtures for LinkBubble's TextLayout tests (issue 30, item 3).

Writes pango-line-heights.json next to this script: for each one-line text at 16 and 17 px, the
line's logical height and baseline (Pango's line extents) and the family of each item. Pango,
like TextKit and LinkBubble's default (FallbackLineHeight.ownMetrics), makes a line as tall as its
tallest font: the fallback faces' own metrics count.

The "-ui" samples name the UI variant of the fallback face in the font description. Noto Sans
Devanagari UI and Noto Sans Thai UI are not in the fixed set (adding them would change what
fontconfig's fallback gives the other fixtures); those samples see the fixed set plus
Tests/Fonts/ui-variants, through a second fontconfig configuration.

Run from anywhere with Debian's Python (NOT a pyenv/venv python, which lacks `gi`):

    apt-get install python3-gi gir1.2-pango-1.0
    /usr/bin/python3 Tests/TextLayoutTests/Fixtures/record_pango_line_height_fixtures.py

Fontconfig sees exactly the fixed test font set, Tests/Fonts/fonts.conf, as for pango-world.json.
The script is deterministic: re-running it rewrites the file byte for byte identically.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
FONTS_CONF = os.path.join(REPO, "Tests", "Fonts", "fonts.conf")
UI_VARIANTS = os.path.join(REPO, "Tests", "Fonts", "ui-variants")
FAMILY = "Noto Sans"
SIZES_PX = [16, 17]
CONTEXT_LANGUAGE = "en"
SCRIPT_NAME = "record_pango_line_height_fixtures.py"

os.environ["FONTCONFIG_FILE"] = FONTS_CONF
os.environ.pop("FONTCONFIG_PATH", None)
os.environ.pop("PANGO_LANGUAGE", None)
os.environ.pop("LANGUAGE", None)

sys.dont_write_bytecode = True             # no __pycache__ next to the fixtures
from pango_peer import (  # noqa: E402
    Offsets, Pango, fixed_set_header, fixed_set_with_folder, line_items, make_layout, new_context, px,
    write_json)

FONT_MAP, CONTEXT = new_context(language=CONTEXT_LANGUAGE)
UI_FONT_MAP, UI_CONTEXT = new_context(
    language=CONTEXT_LANGUAGE, fontconfig=fixed_set_with_folder(FONTS_CONF, UI_VARIANTS))
UI_FAMILIES = {"Noto Sans Devanagari UI", "Noto Sans Thai UI"}
_fixed = {f.get_name() for f in FONT_MAP.list_families()}
_with_ui = {f.get_name() for f in UI_FONT_MAP.list_families()}
if _fixed & UI_FAMILIES or _with_ui - _fixed != UI_FAMILIES:
    sys.exit("the fixed set must lack %s and the second configuration add exactly them; it adds %s"
             % (sorted(UI_FAMILIES), sorted(_with_ui - _fixed)))

# (name, text[, font description]): a Latin line, and the same line with a short phrase in each
# fallback script; the "-ui" samples name the UI variant of the fallback face: "arabic-ui" the
# bundled chain's Noto Sans Arabic UI, which fontconfig's own fallback passes over for DejaVu Sans,
# "devanagari-ui" and "thai-ui" the faces of Tests/Fonts/ui-variants.
TEXTS = [
    ("latin", "Read the guide today"),
    ("arabic", "Read مرحبا بالعالم today"),
    ("arabic-ui", "Read مرحبا بالعالم today", "Noto Sans, Noto Sans Arabic UI"),
    ("devanagari", "Read नमस्ते दुनिया today"),
    ("devanagari-ui", "Read नमस्ते दुनिया today", "Noto Sans, Noto Sans Devanagari UI"),
    ("thai", "Read สวัสดีชาวโลก today"),
    ("thai-ui", "Read สวัสดีชาวโลก today", "Noto Sans, Noto Sans Thai UI"),
]


def context_for(family):
    """The fixed set's context, or the one that also sees Tests/Fonts/ui-variants for those faces."""
    return UI_CONTEXT if any(ui in family for ui in UI_FAMILIES) else CONTEXT


def record(text, size_px, family=FAMILY):
    """The unwrapped line's height and baseline, and each item's family."""
    font_desc = Pango.FontDescription.from_string(family)
    font_desc.set_absolute_size(size_px * Pango.SCALE)
    off = Offsets(text)
    layout = make_layout(context_for(family), font_desc, text, None)
    logical = layout.get_iter().get_line_extents()[1]
    return {
        "size": size_px, "height": px(logical.height), "baseline": px(layout.get_baseline()),
        "items": line_items(layout, off),
    }


def main():
    samples = []
    for name, text, *family in TEXTS:
        sample = {"name": name, "text": text}
        if family:
            sample["fontDescription"] = family[0]
            if context_for(family[0]) is UI_CONTEXT:
                sample["fontFolders"] = ["Tests/Fonts/ui-variants"]
        sample["layouts"] = [record(text, size, *family) for size in SIZES_PX]
        samples.append(sample)
    fixtures = {
        **fixed_set_header(SCRIPT_NAME, FAMILY, CONTEXT_LANGUAGE),
        "offsets": "utf16",
        "units": "px",
        "samples": samples,
    }
    write_json(os.path.join(HERE, "pango-line-heights.json"), fixtures)
    for sample in samples:
        print(sample["name"], [(layout["size"], layout["height"]) for layout in sample["layouts"]])


if __name__ == "__main__":
    main()

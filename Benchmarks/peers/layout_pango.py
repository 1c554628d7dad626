#!/usr/bin/python3
"""The Pango side of layout_peers.py: run with Debian's /usr/bin/python3 (python3-gi, Pango 1.50)
and FONTCONFIG_FILE naming a configuration whose only font is Noto Sans (layout_peers.py writes one).

    FONTCONFIG_FILE=... /usr/bin/python3 layout_pango.py PARAGRAPHS.txt

Reads commands on stdin and answers each with one JSON line on stdout:
- "cold K", "warm K", "fontmap K": K passes over the paragraphs (one per line of the file), each laid
  out alone and timed with time.perf_counter_ns around the layout calls only:
  a new PangoLayout (Noto Sans, absolute size 16 px, width 290 px, WORD_CHAR wrapping), set_text,
  and get_line_count (which makes Pango itemize, shape and break the whole paragraph).
  warm: every layout on one PangoContext of one PangoCairo font map, both made at start;
  cold: a new context of that font map per text, set up (unrounded glyph positions, no hinting)
  inside the timed part; the font map, which holds the open font and the fontsets, is kept;
  fontmap: a new PangoCairo font map and context per text, inside the timed part (fontconfig's own
  configuration stays loaded: it is process-wide).
  Answer: {"ns": [...], "cpu_ns": [...], "lines": [...]}: K x count wall-clock times in pass order,
  the thread's CPU time over the same spans (time.thread_time_ns, read just outside the wall clock:
  time while other processes ran is not counted), and each paragraph's line count.
- "overhead N": the time of one PyGObject call that does almost nothing (layout.get_width()), the
  median over N batches of 1,000 calls, in ns: {"ns_per_call": x}.
"""

import json
import statistics
import sys
import time

import gi
gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402
import cairo  # noqa: E402

if not Pango.version_string().startswith("1.50."):
    sys.exit("layout_pango.py: expected Pango 1.50.x, found %s" % Pango.version_string())

WIDTH = 290 * Pango.SCALE
FONT = Pango.FontDescription.from_string("Noto Sans")
FONT.set_absolute_size(16 * Pango.SCALE)


def new_context(font_map):
    """A context of `font_map` with unrounded glyph positions and no hinting of metrics or outlines
    (as LinkBubble and SkParagraph position glyphs)."""
    context = font_map.create_context()
    context.set_round_glyph_positions(False)
    options = cairo.FontOptions()
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    PangoCairo.context_set_font_options(context, options)
    return context


def lay_out(context, text):
    layout = Pango.Layout.new(context)
    layout.set_font_description(FONT)
    layout.set_width(WIDTH)
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    layout.set_text(text, -1)
    return layout.get_line_count()


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        paragraphs = file.read().split("\n")
    if paragraphs and paragraphs[-1] == "":
        paragraphs.pop()
    shared_map = PangoCairo.FontMap.new()
    shared_context = new_context(shared_map)
    clock, cpu_clock = time.perf_counter_ns, time.thread_time_ns
    for command in sys.stdin:
        mode, count = command.split()
        count = int(count)
        if mode == "overhead":
            layout = Pango.Layout.new(shared_context)
            batches = []
            for _ in range(count):
                start = clock()
                for _ in range(1000):
                    layout.get_width()
                batches.append((clock() - start) / 1000)
            print(json.dumps({"ns_per_call": statistics.median(batches)}), flush=True)
            continue
        if mode not in ("warm", "cold", "fontmap"):
            sys.exit("layout_pango.py: unknown command %r" % command)
        times, cpu_times, lines = [], [], [0] * len(paragraphs)
        for _ in range(count):
            for index, text in enumerate(paragraphs):
                if mode == "warm":
                    cpu_start = cpu_clock()
                    start = clock()
                    lines[index] = lay_out(shared_context, text)
                    end = clock()
                elif mode == "cold":
                    cpu_start = cpu_clock()
                    start = clock()
                    lines[index] = lay_out(new_context(shared_map), text)
                    end = clock()
                else:
                    cpu_start = cpu_clock()
                    start = clock()
                    lines[index] = lay_out(new_context(PangoCairo.FontMap.new()), text)
                    end = clock()
                cpu_times.append(cpu_clock() - cpu_start)
                times.append(end - start)
        print(json.dumps({"ns": times, "cpu_ns": cpu_times, "lines": lines}), flush=True)


if __name__ == "__main__":
    main()

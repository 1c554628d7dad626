#!/usr/bin/env python3
"""The SkParagraph side of layout_peers.py: run with the Python that has skia-python 144.1.

    python3 layout_skia.py FONT.ttf PARAGRAPHS.txt

SkParagraph (skia.textlayout) on a TypefaceFontProvider holding the font, 16 px, 290 px wide.
Reads commands on stdin and answers each with one JSON line on stdout:
- "cold K", "warm K": K passes over the paragraphs (one per line of the file), each laid out alone
  and timed with time.perf_counter_ns around the layout calls only:
  (cold: FontCollection() and setDefaultFontManager), ParagraphBuilder(style, collection, unicode),
  pushStyle, addText, Build and layout(290): 5 binding calls warm, 7 cold.
  cold: a new FontCollection per text (its font lookups and its paragraph cache start empty);
  warm: one FontCollection for every text.
- "layout K": as "cold K", but only the layout(290) call is timed (the collection, builder and
  Build made just before, untimed): Skia's layout alone, without the binding calls that make it. The typeface (the open font file), the ICU Unicode
  object and the styles are made once, as LinkBubble's bundled font is; Skia's glyph cache is
  process-wide in both modes.
  Answer: {"ns": [...], "cpu_ns": [...], "lines": [...]}: K x count wall-clock times in pass order,
  the thread's CPU time over the same spans (time.thread_time_ns, read just outside the wall clock),
  and each paragraph's line count: skia-python 144.1 has no line count, so it is
  round(height / the height of a one-line paragraph) (every line has the font's height).
- "overhead N": the time of one pybind11 call that does almost nothing (TextStyle.setFontSize), the
  median over N batches of 1,000 calls, in ns: {"ns_per_call": x}.
- "repeat N": the median time of laying out the first paragraph N times on one new collection, in
  ns: {"ns": x}. skia-python 144.1 does not expose FontCollection::getParagraphCache(), so the cache
  cannot be turned off: it keeps the last 128 paragraphs (LRU). Passes over 200 distinct paragraphs
  in order never hit it (each miss still stores its paragraph, a cost SkParagraph pays here and
  would not pay with the cache off); this command shows what a hit costs.
"""

import json
import statistics
import sys
import time

import skia

FONT_SIZE = 16.0
TEXT_WIDTH = 290.0


class SkParagraph:
    def __init__(self, font_path, paragraphs):
        self.paragraphs = paragraphs
        self.typeface = skia.Typeface.MakeFromFile(font_path)
        if self.typeface is None:
            sys.exit(f"layout_skia.py: Skia cannot open {font_path}")
        self.provider = skia.textlayout.TypefaceFontProvider()
        self.provider.registerTypeface(self.typeface)
        self.family = self.typeface.getFamilyName()
        self.unicode = skia.Unicodes.ICU.Make()
        self.text_style = skia.textlayout.TextStyle()
        self.text_style.setFontSize(FONT_SIZE)
        self.text_style.setFontFamilies([self.family])
        self.text_style.setColor(skia.ColorBLACK)
        self.paragraph_style = skia.textlayout.ParagraphStyle()
        self.paragraph_style.setTextStyle(self.text_style)
        self.shared = self.new_collection()
        self.line_height = self.lay_out(self.shared, "A").Height

    def new_collection(self):
        collection = skia.textlayout.FontCollection()
        collection.setDefaultFontManager(self.provider, self.family)
        return collection

    def lay_out(self, collection, text):
        paragraph = self.built(collection, text)
        paragraph.layout(TEXT_WIDTH)
        return paragraph

    def built(self, collection, text):
        builder = skia.textlayout.ParagraphBuilder(self.paragraph_style, collection, self.unicode)
        builder.pushStyle(self.text_style)
        builder.addText(text)
        return builder.Build()

    def passes(self, cold, count, layout_only=False):
        clock, cpu_clock = time.perf_counter_ns, time.thread_time_ns
        times, cpu_times, heights = [], [], [0.0] * len(self.paragraphs)
        for _ in range(count):
            for index, text in enumerate(self.paragraphs):
                if layout_only:
                    paragraph = self.built(self.new_collection(), text)
                    cpu_start = cpu_clock()
                    start = clock()
                    paragraph.layout(TEXT_WIDTH)
                    end = clock()
                elif cold:
                    cpu_start = cpu_clock()
                    start = clock()
                    paragraph = self.lay_out(self.new_collection(), text)
                    end = clock()
                else:
                    cpu_start = cpu_clock()
                    start = clock()
                    paragraph = self.lay_out(self.shared, text)
                    end = clock()
                cpu_times.append(cpu_clock() - cpu_start)
                times.append(end - start)
                heights[index] = paragraph.Height
        return {"ns": times, "cpu_ns": cpu_times, "lines": [round(height / self.line_height) for height in heights]}

    def overhead(self, batches):
        results = []
        for _ in range(batches):
            start = time.perf_counter_ns()
            for _ in range(1000):
                self.text_style.setFontSize(FONT_SIZE)
            results.append((time.perf_counter_ns() - start) / 1000)
        return {"ns_per_call": statistics.median(results)}

    def repeat(self, layouts):
        collection = self.new_collection()
        times = []
        for _ in range(layouts):
            start = time.perf_counter_ns()
            self.lay_out(collection, self.paragraphs[0])
            times.append(time.perf_counter_ns() - start)
        return {"ns": statistics.median(times)}


def main():
    with open(sys.argv[2], encoding="utf-8") as file:
        paragraphs = file.read().split("\n")
    if paragraphs and paragraphs[-1] == "":
        paragraphs.pop()
    skparagraph = SkParagraph(sys.argv[1], paragraphs)
    for command in sys.stdin:
        mode, count = command.split()
        count = int(count)
        if mode in ("cold", "warm", "layout"):
            answer = skparagraph.passes(mode != "warm", count, layout_only=mode == "layout")
        elif mode == "overhead":
            answer = skparagraph.overhead(count)
        elif mode == "repeat":
            answer = skparagraph.repeat(count)
        else:
            sys.exit("layout_skia.py: unknown command %r" % command)
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()

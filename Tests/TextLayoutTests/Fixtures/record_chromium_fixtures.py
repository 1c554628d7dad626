#!/usr/bin/env python3
"""Records chromium-text.json: what a real browser answers for word boundaries and range rects.

Skia's own answers (Paragraph.getRectsForRange, getWordBoundary) are out of reach here: no
skia-python release binds them. Chromium stands in: its word boundaries come from ICU's word
break iterator (Intl.Segmenter, granularity "word"), and Range.getClientRects gives the rects of a
text range where CSS has a height style's equivalent (see README.md, "Chromium fixtures").

Run from anywhere with Debian's chromium installed (scripts/ensure-system-packages installs it):
    python3 Tests/TextLayoutTests/Fixtures/record_chromium_fixtures.py
The page loads the repository's bundled Noto Sans through @font-face, so no system font counts.
"""
import html
import json
import os
import re
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(HERE, "chromium-text.json")

# Texts whose words ICU divides: punctuation, numbers, apostrophes, URLs, e-mail addresses,
# hard breaks, and scripts that need ICU's dictionaries (Thai, Japanese, Chinese).
WORD_SAMPLES = [
    ("english", "en", "Hello, big world. Don't stop: it's 3.14 or 1,000.50 today!"),
    ("url", "en", "See https://example.com/docs/link-previews?id=42 or mail me@example.org now."),
    ("hard-break", "en", "First line\nSecond line\u2029Third"),
    ("thai", "th", "สวัสดีครับ วันนี้อากาศดีมาก"),
    ("japanese", "ja", "日本語のテキストを分割します。カタカナとひらがな"),
    ("chinese", "zh", "我们今天去北京看看"),
    ("arabic", "ar", "مرحبا بالعالم، كيف الحال؟"),
    ("hebrew", "he", "שלום עולם, מה שלומך?"),
    ("hindi", "hi", "नमस्ते दुनिया, आप कैसे हैं?"),
    ("emoji", "en", "Go 👍🏽 now 🇫🇷 and 👨‍👩‍👧 family"),
    ("mixed", "en", "abc שלום def مرحبا 123"),
]

# Range rects, [x, y, width, height] from the block's top left: (name, text, range start, range end, width, CSS of the block, CSS of the text's span).
# "tight": the text in a 16 px block; its client rects are the font's content area on each line,
# as RectHeightStyle.tight. "strut": the block's font at 24 px holds a 16 px span; CSS puts a strut
# of the block's font on every line box, as Strut(size: 24) does. Prose, where both wrap alike
# (Chromium's own line-break rules keep "https://" with the rest of a URL).
TEXT = "The quick brown fox jumps over the lazy dog, then keeps running far into the hills."
RECT_SAMPLES = [
    ("tight", TEXT, 10, 70, 200, "font-size:16px", "font-size:16px"),
    ("strut", TEXT, 10, 70, 200, "font-size:24px", "font-size:16px"),
    ("strut-short-words", "One two three four five six seven", 4, 23, 120, "font-size:24px", "font-size:16px"),
]

PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@font-face { font-family: "Bundled Noto Sans"; src: url("file://%(font)s"); }
body { margin: 0; font-family: "Bundled Noto Sans"; font-kerning: normal; }
p { margin: 0; line-height: normal; white-space: pre-wrap; overflow-wrap: anywhere; }
</style></head><body>%(blocks)s<pre id="out"></pre><script>
const words = %(words)s, rects = %(rects)s;
document.fonts.ready.then(() => {
  const out = {words: [], rects: []};
  for (const [name, lang, text] of words) {
    const segments = [...new Intl.Segmenter(lang, {granularity: "word"}).segment(text)];
    out.words.push({name, lang, text, segments: segments.map(s => [s.index, s.index + s.segment.length])});
  }
  rects.forEach(([name, text, start, end, width, block, span], i) => {
    const node = document.getElementById("s" + i).firstChild, range = document.createRange();
    range.setStart(node, start); range.setEnd(node, end);
    const top = node.parentNode.parentNode.getBoundingClientRect().top;
    out.rects.push({name, text, range: [start, end], width, block, span,
      rects: [...range.getClientRects()].map(r => [r.x, r.y - top, r.width, r.height])});
  });
  document.getElementById("out").textContent = JSON.stringify(out);
});
</script></body></html>"""


def main():
    blocks = "".join(
        '<p style="width:%dpx;%s"><span id="s%d" style="%s">%s</span></p>' % (width, block, i, span, text)
        for i, (_, text, _, _, width, block, span) in enumerate(RECT_SAMPLES)
    )
    page = PAGE % {
        "font": os.path.join(ROOT, "Fonts", "NotoSans-Regular.ttf"),
        "blocks": blocks,
        "words": json.dumps(WORD_SAMPLES, ensure_ascii=False),
        "rects": json.dumps(RECT_SAMPLES, ensure_ascii=False),
    }
    version = subprocess.run(["chromium", "--version"], capture_output=True, text=True, check=True).stdout.strip()
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w", encoding="utf-8") as file:
            file.write(page)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--virtual-time-budget=5000", "--user-data-dir=" + os.path.join(folder, "profile"),
             "--dump-dom", "file://" + path],
            capture_output=True, text=True, check=True, timeout=120).stdout
    match = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not match or not match.group(1):
        raise SystemExit("chromium printed no results")
    result = json.loads(html.unescape(match.group(1)))
    fixture = {
        "generator": "Tests/TextLayoutTests/Fixtures/record_chromium_fixtures.py",
        "peer": version,
        "font": "Fonts/NotoSans-Regular.ttf through @font-face",
        "words": result["words"],
        "rects": result["rects"],
    }
    with open(OUT, "w", encoding="utf-8") as file:
        json.dump(fixture, file, ensure_ascii=False, indent=1)
        file.write("\n")


if __name__ == "__main__":
    main()

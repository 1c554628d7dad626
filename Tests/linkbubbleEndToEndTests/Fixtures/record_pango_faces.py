#!/usr/bin/python3
"""Records which font family Pango 1.50 draws each part of some texts with, for
`FontsPeerTests` (the faces `linkbubble fonts --text` reports, checked against Pango).

Run from the repository root with Debian's python3-gi and gir1.2-pango-1.0:

    /usr/bin/python3 Tests/linkbubbleEndToEndTests/Fixtures/record_pango_faces.py

It lays each text out with PangoCairo's font map in one line, font "Noto Sans 16px", and the
fixed test font set (FONTCONFIG_FILE=Tests/Fonts/fonts.conf, set here before Pango loads),
as `linkbubble fonts` sees it, and writes pango-faces.json next to itself: for each text, its
runs as UTF-16 ranges with the family of the run's font.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
os.environ["FONTCONFIG_FILE"] = os.path.join(ROOT, "Tests", "Fonts", "fonts.conf")

import gi  # noqa: E402

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

TEXTS = [
    "Hi 日本 नमस्ते 😀 ok 👍🏽 ภาษาไทย ქართული Հայերեն বাংলা தமிழ் 한국어",
    "東京の天気は晴れ、気温は20度です。詳しくはこちら",
    "今天天气很好，我们去公园吧。",
    "서울의 날씨는 맑습니다. 링크를 누르세요",
    "पूरी जानकारी के लिए हमारी वेबसाइट देखें।",
    "আরও জানতে আমাদের ওয়েবসাইট দেখুন",
    "மேலும் அறிய எங்கள் இணையதளத்தைப் பாருங்கள்",
    "อ่านเพิ่มเติมที่เว็บไซต์ของเรา",
    "Привет, мир! Γειά σου κόσμε. Tiếng Việt có dấu.",
    "اقرأ المزيد على موقعنا שלום עולם",
    "Family 👨‍👩‍👧 flag 🇯🇵 keycap 1️⃣ heart ❤️ text ❤ and ⌚",
]


def utf16_length(text):
    return len(text.encode("utf-16-le")) // 2


def runs(text):
    font_map = PangoCairo.FontMap.new()
    layout = Pango.Layout.new(font_map.create_context())
    layout.set_font_description(Pango.FontDescription.from_string("Noto Sans 16px"))
    layout.set_text(text, -1)
    data = text.encode("utf-8")
    found = []
    iterator = layout.get_iter()
    while True:
        run = iterator.get_run_readonly()
        if run is not None:
            item = run.item
            start = utf16_length(data[: item.offset].decode("utf-8"))
            end = utf16_length(data[: item.offset + item.length].decode("utf-8"))
            found.append({"range": [start, end], "family": item.analysis.font.describe().get_family()})
        if not iterator.next_run():
            break
    if layout.get_line_count() != 1:
        sys.exit(f"{text!r} takes {layout.get_line_count()} lines; the fixture wants one")
    return sorted(found, key=lambda run: run["range"][0])


def main():
    fixtures = [{"text": text, "runs": runs(text)} for text in TEXTS]
    header = {"pango": Pango.version_string(), "font": "Noto Sans 16px"}
    lines = [json.dumps(fixture, ensure_ascii=False, separators=(",", ":")) for fixture in fixtures]
    with open(os.path.join(HERE, "pango-faces.json"), "w", encoding="utf-8") as output:
        output.write(json.dumps(header, separators=(",", ":"))[:-1] + ',"texts":[\n' + ",\n".join(lines) + "\n]}\n")


if __name__ == "__main__":
    main()

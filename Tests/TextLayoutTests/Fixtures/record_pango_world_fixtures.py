#!/usr/bin/python3
# -*- coding: utf-8 -*-
"""Record Pango 1.50's answers for text beyond Latin, with fontconfig fallback, as fixtures for
LinkBubble's TextLayout tests (issue 10, item 8).

Writes pango-world.json next to this script: for paragraphs with a link in Japanese, Chinese, Korean,
Hindi, Bengali, Tamil, Thai, Russian, Greek, Vietnamese, Georgian, Armenian, a mixed paragraph and
Japanese with small kana and a language attribute ("ja"), at several widths: the line breaks, line widths, the font family Pango used for each item, and the link's
x extents on each line.

Run from anywhere with Debian's Python (NOT a pyenv/venv python, which lacks `gi`):

    apt-get install python3-gi gir1.2-pango-1.0
    /usr/bin/python3 Tests/TextLayoutTests/Fixtures/record_pango_world_fixtures.py

Fontconfig sees exactly the fixed test font set, Tests/Fonts/fonts.conf (the bundled fonts and the
symlinks of Tests/Fonts/system), so the answer does not depend on the machine's other fonts. The font
description is "Noto Sans" alone: every other face comes from fontconfig's fallback, as it would for a
Pango user. The script is deterministic: re-running it rewrites the file byte for byte identically.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
FONTS_CONF = os.path.join(REPO, "Tests", "Fonts", "fonts.conf")
FAMILY = "Noto Sans"
SIZE_PX = 16
CONTEXT_LANGUAGE = "en"
SCRIPT_NAME = "record_pango_world_fixtures.py"
WIDTHS = [80, 120, 200, 300]
# The families of the fixed set; fontconfig must see exactly these.
FIXED_SET = ["DejaVu Sans", "Noto Color Emoji", "Noto Sans", "Noto Sans Arabic", "Noto Sans Arabic UI",
             "Noto Sans Armenian",
             "Noto Sans Bengali", "Noto Sans Devanagari", "Noto Sans Georgian", "Noto Sans Hebrew",
             "Noto Sans Tamil", "Noto Sans Thai", "WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"]

# --- fontconfig and Pango's language choice: set before Pango is imported -----------------------
os.environ["FONTCONFIG_FILE"] = FONTS_CONF
os.environ.pop("FONTCONFIG_PATH", None)
# pango_script_get_sample_language reads these first; without them it uses its built-in table.
os.environ.pop("PANGO_LANGUAGE", None)
os.environ.pop("LANGUAGE", None)

sys.dont_write_bytecode = True             # no __pycache__ next to the fixtures
from pango_peer import (  # noqa: E402
    ICU_VERSION, Offsets, Pango, c_x_ranges, fixed_set_header, icu_line_breaks, line_infos, line_items,
    make_layout, new_context, px, span, trailing_whitespace_start, write_json)

# The context language is English: a Latin item keeps it, and every other script gets its sample
# language (pango_script_get_sample_language; none for Han, where Pango asks fontconfig with "xx").
FONT_MAP, CONTEXT = new_context(language=CONTEXT_LANGUAGE)
FONT_DESC = Pango.FontDescription.from_string(FAMILY)
FONT_DESC.set_absolute_size(SIZE_PX * Pango.SCALE)

# Pango adds its generic families (Sans, Serif, Monospace, System-ui) to the list.
_visible = sorted(f.get_name() for f in FONT_MAP.list_families())
_visible = [f for f in _visible if f not in ("Monospace", "Sans", "Serif", "System-ui")]
if _visible != FIXED_SET:
    sys.exit("fontconfig does not see exactly the fixed set: %r" % _visible)

# --- paragraphs: (name, text, link text[, language attribute]) ---------------------------------
PARAGRAPHS = [
    ("japanese", "詳しくはリンク先のページ「はじめに」をご覧ください。東京の天気は晴れです。",
     "リンク先のページ「はじめに」"),
    ("chinese", "请点击这个链接查看最新的新闻报道，了解更多关于天气的信息。", "这个链接"),
    ("korean", "자세한 내용은 링크를 눌러 확인하세요. 오늘 서울의 날씨는 맑습니다.", "링크를 눌러"),
    ("hindi", "अधिक जानकारी के लिए इस लिंक पर क्लिक करें और ताज़ा समाचार पढ़ें।", "इस लिंक पर क्लिक करें"),
    ("bengali", "আরও তথ্যের জন্য এই লিংকে ক্লিক করুন এবং সর্বশেষ খবর পড়ুন।", "এই লিংকে ক্লিক করুন"),
    ("tamil", "மேலும் தகவலுக்கு இந்த இணைப்பைக் கிளிக் செய்து செய்திகளைப் படிக்கவும்.",
     "இந்த இணைப்பைக் கிளிக் செய்து"),
    ("thai", "กรุณาคลิกลิงก์นี้เพื่ออ่านข่าวล่าสุดเกี่ยวกับสภาพอากาศในกรุงเทพ", "ลิงก์นี้"),
    ("russian", "Подробнее читайте по ссылке на странице новостей о погоде в Москве.", "по ссылке на странице"),
    ("greek", "Για περισσότερες πληροφορίες πατήστε αυτόν τον σύνδεσμο και διαβάστε τα νέα.",
     "αυτόν τον σύνδεσμο"),
    ("vietnamese", "Để biết thêm thông tin, hãy nhấp vào liên kết này và đọc tin tức mới nhất.",
     "liên kết này"),
    ("georgian", "დამატებითი ინფორმაციისთვის დააწკაპუნეთ ამ ბმულზე და წაიკითხეთ ახალი ამბები.", "ამ ბმულზე"),
    ("armenian", "Լրացուցիչ տեղեկությունների համար սեղմեք այս հղումը և կարդացեք նորությունները։",
     "այս հղումը"),
    ("mixed", "Read 日本語のニュース, 한국어 기사, हिन्दी समाचार and ข่าวไทย at example.com today.",
     "한국어 기사, हिन्दी समाचार"),
    # Small kana and the prolonged sound mark (UAX #14 class CJ), with a language attribute: Pango
    # lets a line start with them whatever the language; ICU does for "ja" ("normal" line breaking).
    ("japanese-small-kana", "ちょっとキャッシュをクリアしてページを再読み込みしてください。",
     "キャッシュをクリア", "ja"),
]


def language_attributes(language):
    """The paragraph's language attribute, if it has one."""
    return [Pango.attr_language_new(Pango.Language.from_string(language))] if language else []


def record_items(text, language):
    """Each Pango item of the unwrapped paragraph: UTF-16 range, the family that shaped it, its script
    and its language (the attribute's, else the context language, or the script's sample language)."""
    off = Offsets(text)
    layout = make_layout(CONTEXT, FONT_DESC, text, None, attributes=language_attributes(language))
    return line_items(layout, off, lambda item: {
        "script": Pango.Script(item.analysis.script).value_nick,
        "language": item.analysis.language.to_string(),
    })


def record_layout(text, width_px, link, language):
    """Lines (as record_pango_fixtures.py records them) and the link's tight x extents on each."""
    off = Offsets(text)
    tb = text.encode("utf-8")
    layout = make_layout(CONTEXT, FONT_DESC, text, width_px, attributes=language_attributes(language))
    icu = icu_line_breaks(text, locale=(language or "").encode("ascii"))
    infos = line_infos(layout, text, off)
    lines = []
    for inf in infos:
        rect = inf["rect"]
        ws = trailing_whitespace_start(tb, inf["sb"], inf["eb"])
        ws_width = sum(x1 - x0 for x0, x1 in c_x_ranges(layout, inf["i"], ws, inf["eb"])) if ws < inf["eb"] else 0
        line = {
            "start": inf["start"], "end": inf["end"], "width": px(rect.width),
            "usedWidth": px(rect.width - ws_width),
            "icuBreak": "textEnd" if inf is infos[-1] else icu.get(inf["end"], "notAllowed"),
        }
        s16, e16 = max(link[0], inf["start"]), min(link[1], inf["contentEnd"])
        if s16 < e16:
            line["linkXRanges"] = [[px(x0), px(x1)] for x0, x1 in
                                   c_x_ranges(layout, inf["i"], off.byte(s16), off.byte(e16))]
        lines.append(line)
    return {"width": width_px, "lines": lines}


def main():
    paragraphs = []
    for name, text, link_text, *language in PARAGRAPHS:
        language = language[0] if language else None
        link = span(text, link_text)
        paragraph = {"name": name, "text": text, "link": link}
        if language:
            paragraph["language"] = language
        paragraph["items"] = record_items(text, language)
        paragraph["layouts"] = [record_layout(text, w, link, language) for w in WIDTHS]
        paragraphs.append(paragraph)
    fixtures = {
        **fixed_set_header(SCRIPT_NAME, FAMILY, CONTEXT_LANGUAGE),
        "size": SIZE_PX,
        "wrap": "word-char",
        "offsets": "utf16",
        "units": "px",
        "roundGlyphPositions": False,
        "hintMetrics": "off",
        "hintStyle": "none",
        "insertHyphens": False,
        "icuForAnnotation": ICU_VERSION,
        "paragraphs": paragraphs,
    }
    write_json(os.path.join(HERE, "pango-world.json"), fixtures)
    fonts = sorted({item["font"] for p in paragraphs for item in p["items"]})
    print("%d paragraphs, %d layouts; families used: %s"
          % (len(paragraphs), sum(len(p["layouts"]) for p in paragraphs), fonts))


if __name__ == "__main__":
    main()

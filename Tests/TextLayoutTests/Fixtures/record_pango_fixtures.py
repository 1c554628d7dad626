#!/usr/bin/python3
# -*- coding: utf-8 -*-
"""Record Pango 1.50's answers as fixtures for LinkBubble's TextLayout tests.

Writes, next to this script:
  pango-line-breaks.json    line-break positions (issue 4, item 9)
  pango-range-extents.json  x extents of text ranges per line (issue 5, item 5)

Run from the repository root with Debian's Python (NOT a pyenv/venv python, which lacks `gi`):

    apt-get install python3-gi gir1.2-pango-1.0
    /usr/bin/python3 Tests/TextLayoutTests/Fixtures/record_pango_fixtures.py

(cairo's font options reach PangoCairo through ctypes: see pango_peer.py.)
The script is deterministic: re-running it rewrites both files byte for byte identically.
Only the repository's bundled fonts (Fonts/) are visible to fontconfig; see README.md next to this script.
"""

import json
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
FONTS_DIR = os.path.join(REPO, "Fonts")
FAMILIES = ["Noto Sans", "Noto Sans Arabic UI", "Noto Sans Hebrew", "DejaVu Sans"]
SIZE_PX = 16
SCRIPT_NAME = "record_pango_fixtures.py"

# --- fontconfig: only the bundled fonts, must be set up before Pango is imported -----------------
_tmp = tempfile.mkdtemp(prefix="pango-fixtures-")
_conf = os.path.join(_tmp, "fonts.conf")
with open(_conf, "w", encoding="utf-8") as f:
    f.write('<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
            "<fontconfig>\n  <dir>%s</dir>\n  <cachedir>%s</cachedir>\n</fontconfig>\n"
            % (FONTS_DIR, os.path.join(_tmp, "cache")))
os.environ["FONTCONFIG_FILE"] = _conf
os.environ.pop("FONTCONFIG_PATH", None)

sys.dont_write_bytecode = True             # no __pycache__ next to the fixtures
from pango_peer import (  # noqa: E402
    ICU_VERSION, PANGO_GLYPH_EMPTY, PANGO_GLYPH_UNKNOWN_FLAG, PANGO_VERSION, HANGING_WHITESPACE, Offsets,
    Pango, c_runs_glyphs, c_x_ranges, direction_name, icu_line_breaks, line_infos, new_context, px, span,
    trailing_whitespace_start, u16len, write_json)
import pango_peer  # noqa: E402

FONT_MAP, CONTEXT = new_context()
FONT_DESC = Pango.FontDescription.from_string(", ".join(FAMILIES))
FONT_DESC.set_absolute_size(SIZE_PX * Pango.SCALE)

_visible = sorted(f.get_name() for f in FONT_MAP.list_families())
for fam in FAMILIES:
    if fam not in _visible:
        sys.exit("fontconfig does not see %r (visible: %r)" % (fam, _visible))


def make_layout(text, width_px, insert_hyphens=False):
    return pango_peer.make_layout(CONTEXT, FONT_DESC, text, width_px, insert_hyphens)


_WIDTH_CACHE = {}


def unwrapped_width(piece):
    """Logical width (Pango units) of a piece of text laid out alone on one line."""
    if piece not in _WIDTH_CACHE:
        lay = make_layout(piece, None)
        _WIDTH_CACHE[piece] = lay.get_extents()[1].width
    return _WIDTH_CACHE[piece]


def icu_greedy_end(text, start16, width_px, icu):
    """Where a plain greedy breaker would end a line that starts at start16: the last ICU break
    opportunity whose text fits once trailing whitespace and line terminators are dropped (they hang),
    stopping at the first mandatory break. Widths are measured by Pango on the piece alone.
    Returns "emergency" when not even the first opportunity fits (the word must be broken inside).
    An annotation for the reader, not part of Pango's answer."""
    units = text.encode("utf-16-le")
    limit = width_px * Pango.SCALE
    best = None
    for pos in sorted(p for p in icu if p > start16):
        piece = units[2 * start16:2 * pos].decode("utf-16-le")
        body = piece.rstrip("\r\n\u2028\u2029\u0085\u000b\u000c")
        body = body.rstrip("".join(sorted(HANGING_WHITESPACE)))
        if unwrapped_width(body) <= limit:
            best = pos
            if icu[pos] == "mandatory":
                break
        else:
            break
    return best if best is not None else "emergency"




def record_layout(text, width_px):
    off = Offsets(text)
    tb = text.encode("utf-8")
    layout = make_layout(text, width_px)
    icu = icu_line_breaks(text)
    out_lines = []
    infos = line_infos(layout, text, off)
    for inf in infos:
        line, rect = inf["line"], inf["rect"]
        ws = trailing_whitespace_start(tb, inf["sb"], inf["eb"])
        ws_width = sum(x1 - x0 for x0, x1 in c_x_ranges(layout, inf["i"], ws, inf["eb"])) if ws < inf["eb"] else 0
        out_lines.append({
            "start": inf["start"], "end": inf["end"], "contentEnd": inf["contentEnd"],
            "width": px(rect.width),
            "usedWidth": px(rect.width - ws_width),
            "x": px(rect.x),
            "isParagraphStart": bool(line.is_paragraph_start()),
            "resolvedDirection": direction_name(line.get_resolved_direction()),
            "icuBreak": "textEnd" if inf is infos[-1] else icu.get(inf["end"], "notAllowed"),
        })
        if inf["start"] == off.nu16:
            continue                          # the empty line after a final hard break
        greedy = icu_greedy_end(text, inf["start"], width_px, icu)
        pango_end = inf["end"]
        if greedy == "emergency":
            if pango_end in icu:
                out_lines[-1]["icuGreedyEnd"] = "emergency"
        elif greedy != pango_end:
            out_lines[-1]["icuGreedyEnd"] = greedy
    result = {"width": width_px, "lines": out_lines}
    # Pango's default (insert-hyphens on) adds a hyphen glyph at breaks inside words, which can move
    # those breaks. Recorded only where the break positions differ from the main answer.
    hy = make_layout(text, width_px, insert_hyphens=True)
    hy_starts = [inf["start"] for inf in line_infos(hy, text, off)]
    if hy_starts != [l["start"] for l in out_lines]:
        result["lineStartsWithPangoDefaultHyphens"] = hy_starts
    return result


SCRIPT_FONTS = {}


def record_runs(text):
    """Font family and bidi level per item of the unwrapped paragraph, plus missing characters."""
    off = Offsets(text)
    tb = text.encode("utf-8")
    layout = make_layout(text, None)
    runs = []
    for li, line in enumerate(layout.get_lines_readonly()):
        glyphs_by_offset = {o: g for o, _, g in c_runs_glyphs(layout, li)}
        for run in line.runs:
            item = run.item
            font = item.analysis.font
            fam = font.describe().get_family()
            piece = tb[item.offset:item.offset + item.length].decode("utf-8")
            missing = sorted({"U+%04X" % ord(c) for c in piece
                              if not font.has_char(c) and ord(c) >= 0x20 and c not in "\u2028\u2029"})
            glyphs = glyphs_by_offset[item.offset]
            unknown = sum(1 for g, _, _ in glyphs if g & PANGO_GLYPH_UNKNOWN_FLAG and g != PANGO_GLYPH_EMPTY)
            script = Pango.Script(item.analysis.script).value_nick
            entry = {"start": off.u16(item.offset), "end": off.u16(item.offset + item.length),
                     "font": fam, "bidiLevel": item.analysis.level, "script": script}
            if missing:
                entry["missingCharacters"] = missing
            if unknown:
                entry["hexBoxGlyphs"] = unknown
            runs.append(entry)
            SCRIPT_FONTS.setdefault(script, set()).add(fam)
    runs.sort(key=lambda r: r["start"])
    return runs


def glyphs_in_range(layout, line_index, line, sb, eb, off):
    """Glyphs of a line whose cluster intersects [sb, eb) (bytes), in visual order:
    [glyph id, advance px, cluster start, cluster end (UTF-16), font family]. Glyph ids with
    0x10000000 set are Pango hex boxes; 0x0FFFFFFF is PANGO_GLYPH_EMPTY (e.g. a zeroed space)."""
    fonts = {r.item.offset: r.item.analysis.font.describe().get_family() for r in line.runs}
    out = []
    for offset, length, glyphs in c_runs_glyphs(layout, line_index):
        starts = sorted({c for _, _, c in glyphs})
        ends = {c: (starts[k + 1] if k + 1 < len(starts) else length) for k, c in enumerate(starts)}
        for g, w, c in glyphs:
            cs, ce = offset + c, offset + ends[c]
            if cs < eb and ce > sb:
                out.append([g, px(w), off.u16(cs), off.u16(ce), fonts[offset]])
    return out


def record_range(text, width_px, rng):
    off = Offsets(text)
    s16, e16 = rng
    sb, eb = off.byte(s16), off.byte(e16)
    layout = make_layout(text, width_px)
    lines = []
    for inf in line_infos(layout, text, off):
        if not (s16 < inf["end"] and e16 > inf["start"]):
            continue
        raw = c_x_ranges(layout, inf["i"], sb, eb)
        clipped = c_x_ranges(layout, inf["i"], max(sb, inf["sb"]), min(eb, inf["eb"])) \
            if max(sb, inf["sb"]) < min(eb, inf["eb"]) else []
        lines.append({
            "line": inf["i"], "lineStart": inf["start"], "lineEnd": inf["end"],
            "lineContentEnd": inf["contentEnd"],
            "resolvedDirection": direction_name(inf["line"].get_resolved_direction()),
            "lineX": px(inf["rect"].x), "lineWidth": px(inf["rect"].width),
            "xRanges": [[px(a), px(b)] for a, b in raw],
            "xRangesClipped": [[px(a), px(b)] for a, b in clipped],
            "glyphs": glyphs_in_range(layout, inf["i"], inf["line"], sb, eb, off),
        })
    return lines


# --- sample texts -----------------------------------------------------------------------------
W = [80, 120, 200, 300, 500]

AR_1 = ("\u0645\u0631\u062d\u0628\u0627 \u0628\u0627\u0644\u0639\u0627\u0644\u0645. "
        "\u0647\u0630\u0647 \u0641\u0642\u0631\u0629 \u0639\u0631\u0628\u064a\u0629 "
        "\u0644\u0627\u062e\u062a\u0628\u0627\u0631 \u062a\u0642\u0633\u064a\u0645 "
        "\u0627\u0644\u0623\u0633\u0637\u0631 \u0641\u064a \u0645\u062d\u0631\u0643 "
        "\u0627\u0644\u062a\u062e\u0637\u064a\u0637 \u0627\u0644\u062c\u062f\u064a\u062f\u060c "
        "\u0648\u0647\u064a \u0637\u0648\u064a\u0644\u0629 \u0628\u0645\u0627 \u064a\u0643\u0641\u064a "
        "\u0644\u062a\u0644\u062a\u0641 \u0639\u062f\u0629 \u0645\u0631\u0627\u062a.")
AR_HELLO = "\u0645\u0631\u062d\u0628\u0627"                                  # marhaba
AR_SALAM = "\u0627\u0644\u0633\u0644\u0627\u0645 \u0639\u0644\u064a\u0643\u0645"  # as-salamu alaykum
AR_MORNING = "\u0635\u0628\u0627\u062d \u0627\u0644\u062e\u064a\u0631"         # sabah al-khayr
HE_1 = ("\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd. \u05d6\u05d5\u05d4\u05d9 "
        "\u05e4\u05e1\u05e7\u05d4 \u05d1\u05e2\u05d1\u05e8\u05d9\u05ea \u05dc\u05d1\u05d3\u05d9\u05e7\u05ea "
        "\u05e9\u05d1\u05d9\u05e8\u05ea \u05e9\u05d5\u05e8\u05d5\u05ea \u05d1\u05de\u05e0\u05d5\u05e2 "
        "\u05d4\u05e4\u05e8\u05d9\u05e1\u05d4 \u05d4\u05d7\u05d3\u05e9, \u05d5\u05d4\u05d9\u05d0 "
        "\u05d0\u05e8\u05d5\u05db\u05d4 \u05de\u05e1\u05e4\u05d9\u05e7 \u05db\u05d3\u05d9 "
        "\u05dc\u05d4\u05ea\u05d2\u05dc\u05d2\u05dc \u05db\u05de\u05d4 \u05e4\u05e2\u05de\u05d9\u05dd.")
HE_SHALOM = "\u05e9\u05dc\u05d5\u05dd"
HE_WORLD = "\u05e2\u05d5\u05dc\u05dd"
HE_THANKS = "\u05ea\u05d5\u05d3\u05d4 \u05e8\u05d1\u05d4"
HE_NIQQUD = ("\u05d1\u05bc\u05b0\u05e8\u05b5\u05d0\u05e9\u05c1\u05b4\u05d9\u05ea "
             "\u05d1\u05bc\u05b8\u05e8\u05b8\u05d0 \u05d0\u05b1\u05dc\u05b9\u05d4\u05b4\u05d9\u05dd "
             "\u05d0\u05b5\u05ea \u05d4\u05b7\u05e9\u05bc\u05b8\u05de\u05b7\u05d9\u05b4\u05dd "
             "\u05d5\u05b0\u05d0\u05b5\u05ea \u05d4\u05b8\u05d0\u05b8\u05e8\u05b6\u05e5")

TEXTS = {
    "english-prose": "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs, "
                     "then wait for the bus to arrive at the station before noon.",
    "english-prose-long": "Text layout looks simple until you try it: every line must find the last place "
                          "where a break is allowed, measure what came before it, and decide whether the "
                          "spaces that follow belong to this line or the next. Browsers, word processors "
                          "and toolkits all answer these questions a little differently, which is why a "
                          "recorded answer from a real peer is worth having.",
    "narrower-than-a-letter": "Hi.",
    "url-query": "Read more at https://www.example.com/articles/2024/05/text-layout-on-linux-with-harfbuzz-and-icu"
                 "?utm_source=newsletter&utm_medium=email&id=12345 before Friday.",
    "url-no-separators": "See https://example.com/averyveryverylongpathsegmentwithoutanyseparatorsatallwhatsoever "
                         "for details.",
    "url-hyphens": "https://my-long-domain-name.example-site.co.uk/some-path-with-many-hyphens-in-it/another-segment",
    "url-fragment": "Link: http://example.org/search?q=text+layout&lang=en&page=2&sort=relevance#results-section end.",
    "email-and-path": "Write to first.last+tag@example-mail.com or open "
                      "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf now.",
    "arabic": AR_1,
    "arabic-digits": ("\u0641\u064a \u0639\u0627\u0645 2024 \u0628\u0644\u063a \u0639\u062f\u062f "
                      "\u0627\u0644\u0645\u0633\u062a\u062e\u062f\u0645\u064a\u0646 \u0661\u0662\u0663\u0664\u0665 "
                      "\u0645\u0633\u062a\u062e\u062f\u0645\u0627\u064b \u0641\u064a 15 \u062f\u0648\u0644\u0629."),
    "hebrew": HE_1,
    "hebrew-niqqud": HE_NIQQUD,
    "mixed-en-ar-ltr-base": "The word " + AR_HELLO + " means hello, and the phrase " + AR_SALAM +
                            " is a greeting used widely in many countries.",
    "mixed-ar-en-rtl-base": ("\u0643\u0644\u0645\u0629 hello \u062a\u0639\u0646\u064a " + AR_HELLO +
                             "\u060c \u0648\u0639\u0628\u0627\u0631\u0629 good morning \u062a\u0639\u0646\u064a " +
                             AR_MORNING + " \u0641\u064a \u0627\u0644\u0644\u063a\u0629 "
                             "\u0627\u0644\u0625\u0646\u062c\u0644\u064a\u0632\u064a\u0629."),
    "mixed-en-he-ltr-base": "In Hebrew, " + HE_SHALOM + " " + HE_WORLD + " means hello world and " + HE_THANKS +
                            " means thank you very much.",
    "mixed-he-en-rtl-base": ("\u05d4\u05de\u05d9\u05dc\u05d4 hello \u05d1\u05d0\u05e0\u05d2\u05dc\u05d9\u05ea "
                             "\u05e4\u05d9\u05e8\u05d5\u05e9\u05d4 " + HE_SHALOM + ", \u05d5\u05d4\u05d1\u05d9\u05d8\u05d5\u05d9 "
                             "thank you very much \u05e4\u05d9\u05e8\u05d5\u05e9\u05d5 " + HE_THANKS + "."),
    "mixed-rlm-en-first-rtl-base": "\u200fHello " + HE_SHALOM + " and welcome to the " + HE_WORLD + " of text.",
    "mixed-he-url-rtl-base": ("\u05d1\u05e7\u05e8\u05d5 \u05d1\u05d0\u05ea\u05e8 https://example.com/path?x=1 "
                              "\u05dc\u05e4\u05e8\u05d8\u05d9\u05dd \u05e0\u05d5\u05e1\u05e4\u05d9\u05dd "
                              "\u05e2\u05dc \u05d4\u05e4\u05e8\u05d5\u05d9\u05e7\u05d8."),
    "combining-acute": "Cafe\u0301 au lait, cre\u0300me bru\u0302le\u0301e and pin\u0303a colada were on the menu "
                       "at the re\u0301sume\u0301 party.",
    "vietnamese-nfc": "Ti\u1ebfng Vi\u1ec7t c\u00f3 nhi\u1ec1u d\u1ea5u thanh \u0111i\u1ec7u nh\u01b0 s\u1eafc, "
                      "huy\u1ec1n, h\u1ecfi, ng\u00e3, n\u1eb7ng \u0111\u01b0\u1ee3c vi\u1ebft ch\u1ed3ng l\u00ean nhau.",
    "vietnamese-nfd": "Tie\u0302\u0301ng Vie\u0323\u0302t co\u0301 nhie\u0302\u0300u da\u0302\u0301u thanh "
                      "\u0111ie\u0323\u0302u nhu\u031b sa\u0306\u0301c, huye\u0302\u0300n, ho\u0309i, nga\u0303, "
                      "na\u0323\u0306ng \u0111u\u031bo\u031b\u0323c vie\u0302\u0301t cho\u0302\u0300ng le\u0302n nhau.",
    "mark-stack": "Za\u0301\u0302\u0303\u0304\u0308lgo te\u0323\u0307\u0301\u0300xt wi\u0336th "
                  "ma\u0301\u0301\u0301\u0301ny marks sta\u0303\u0303\u0303cked o\u0308\u0304\u0301\u0323\u0330n "
                  "to\u0300\u0301\u0302p of e\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308ach other.",
    "ligatures": "The official office staff affirmed the fluffy souffl\u00e9 was efficient and affordable, "
                 "a difficult fit for the waffle flight.",
    "nbsp": "Prices start at 10\u00a0000\u00a0EUR and Mr.\u00a0Smith will arrive on 5\u00a0May at "
            "10:30\u00a0a.m. with Dr.\u00a0Jane\u00a0Doe.",
    "nbsp-chain": "Start word\u00a0word\u00a0word\u00a0word\u00a0word\u00a0word\u00a0word\u00a0word end here.",
    "several-spaces": "Several     spaces     between     words     here     to     test     hanging.",
    "long-word-in-prose": "A word wider than the line: Pneumonoultramicroscopicsilicovolcanoconiosis appears "
                          "here, followed by normal words.",
    "long-word-alone": "Supercalifragilisticexpialidocious",
    "hyphenated-compounds": "A well-known state-of-the-art, up-to-date, long-term and cost-effective solution "
                            "for mother-in-law's problems.",
    "slashes": "Choose and/or combine input/output, read/write and client/server options as needed.",
    "soft-hyphen": "Hyphen\u00adation of extra\u00adordinarily long in\u00adcompre\u00adhensi\u00adbilities.",
    "zero-width-space": "Zero\u200bwidth\u200bspace\u200bseparated\u200bwords\u200bcan\u200bbreak\u200banywhere here.",
    "hard-break-lf": "First line\nSecond line is a bit longer and will wrap at narrow widths\n\nAfter an empty line",
    "hard-break-crlf": "Windows line one\r\nWindows line two\r\n\r\nafter an empty line",
    "hard-break-lone-cr": "Classic Mac line\rnext line after a lone carriage return",
    "line-separator": "Before the line separator\u2028after the line separator, which is a forced break inside "
                      "the paragraph",
    "paragraph-separator": "First paragraph\u2029Second paragraph after U+2029 which starts a new paragraph",
    "trailing-newline": "Ends with a newline\n",
    "spaces-before-hard-break": "One trailing space \nthree trailing spaces   \nnone\nend",
    "hard-breaks-bidi": "English line\n" + HE_SHALOM + " " + HE_WORLD + "\n" + AR_HELLO + " " + AR_MORNING + "\n",
    "punctuation": "\u201cQuoted text,\u201d she said (with parentheses) \u2014 and an em dash\u2026 then "
                   "\u2018single quotes\u2019, [brackets], {braces}; semicolons: colons! question? "
                   "\u00abguillemets\u00bb.",
    "numbers-units": "The package weighs 12.5\u00a0kg, measures 30\u00d740\u00d750 cm, costs $1,299.99 "
                     "(\u2248 \u20ac1 200), and ships in 3\u20135 days at 25 \u00b0C or 77\u00b0F, 100% guaranteed.",
    "emoji": "Emoji test \U0001F600 \U0001F603 \U0001F44D\U0001F3FD \u2764\ufe0f \U0001F1EB\U0001F1F7 "
             "\U0001F468\u200d\U0001F469\u200d\U0001F467 \u263a \u2713 \u2605 end of text "
             "\U0001F389\U0001F389\U0001F389 done.",
    "cjk-no-font": "\u4e2d\u6587\u6587\u672c\u6ca1\u6709\u6346\u7ed1\u5b57\u4f53\u3002"
                   "\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8\u3002 Latin after CJK.",
}

EXTRA_WIDTHS = {
    "several-spaces": [60, 90, 100, 110, 130, 150, 170],
    "long-word-alone": [50, 100, 150],
    "long-word-in-prose": [60, 100, 150],
    "url-no-separators": [60, 100, 150, 250],
    "nbsp-chain": [60, 100, 150, 250],
    "soft-hyphen": [60, 100, 150],
    "narrower-than-a-letter": [10],
}

NOTES = {
    "mixed-rlm-en-first-rtl-base": "starts with U+200F RIGHT-TO-LEFT MARK so the base direction is RTL",
    "emoji": "no colour emoji font is bundled: DejaVu Sans serves the emoji it has, the rest are hex boxes",
    "cjk-no-font": "no bundled font covers Han/Kana: Pango draws hex boxes (widths not comparable; breaks between "
                   "ideographs still are)",
    "narrower-than-a-letter": "a width narrower than a single letter",
    "soft-hyphen": "U+00AD; with insert-hyphens off Pango shows no hyphen at the break",
}

# --- range cases -------------------------------------------------------------------------------
LINK_TEXT = ("For the full story, see https://www.example.com/articles/2024/05/text-layout-on-linux "
             "and tell us what you think about it in the comments below.")
PROSE = TEXTS["english-prose"]
LIG = "The official office staff affirmed the fluffy souffl\u00e9 was efficient, a fine fit for fish."
SPACES_TEXT = "Several     spaces     between     words     here."
HARD = "First line\nSecond line\r\nThird line\u2028Fourth line\u2029Fifth line"
EMPTY_LINES = "Above the gap\n\n\nbelow the gap"
AR_LAMALEF = "\u0644\u0627 \u0633\u0644\u0627\u0645 \u0627\u0644\u0633\u0644\u0627\u0645"  # la salam al-salam
MIX_LTR = TEXTS["mixed-en-ar-ltr-base"]
MIX_RTL = TEXTS["mixed-he-en-rtl-base"]
MIX_AR_RTL = TEXTS["mixed-ar-en-rtl-base"]
COMB = TEXTS["combining-acute"]
VI = TEXTS["vietnamese-nfd"]
EMOJI = TEXTS["emoji"]
LONG = TEXTS["long-word-in-prose"]
NBSP = TEXTS["nbsp"]


def case(name, text, width, rng, note=None, lines=None):
    """lines: how many lines the range must touch (checked when recording)."""
    c = {"name": name, "text": text, "width": width, "range": list(rng)}
    if note:
        c["note"] = note
    if lines:
        c["expectLines"] = lines
    return c


CASES = [
    case("link-one-line", LINK_TEXT, 680, span(LINK_TEXT, "https://www.example.com/articles/2024/05/text-layout-on-linux"), lines=1),
    case("link-two-lines", LINK_TEXT, 440, span(LINK_TEXT, "https://www.example.com/articles/2024/05/text-layout-on-linux"), lines=2),
    case("link-three-lines", LINK_TEXT, 280, span(LINK_TEXT, "https://www.example.com/articles/2024/05/text-layout-on-linux"), lines=3),
    case("link-four-lines", LINK_TEXT, 160, span(LINK_TEXT, "https://www.example.com/articles/2024/05/text-layout-on-linux"), lines=4),
    case("link-words-two-lines", PROSE, 200, span(PROSE, "lazy dog. Pack my box"), lines=2),
    case("link-words-four-lines", PROSE, 120, span(PROSE, "over the lazy dog. Pack my box with five"), lines=4),
    case("whole-paragraph", PROSE, 200, [0, u16len(PROSE)]),
    case("inside-word", PROSE, 300, span(PROSE, "quick", lo=1, hi=4)),
    case("single-letter", PROSE, 300, span(PROSE, "fox", lo=1, hi=2)),
    case("ends-inside-fi", LIG, 700, span(LIG, "fine", lo=0, hi=1), "only the f of the fi ligature (glyph 'fi')", lines=1),
    case("starts-inside-fi", LIG, 700, span(LIG, "fit", lo=1), "'it': starts after the f of the fi ligature", lines=1),
    case("ends-inside-ffi-after-f", LIG, 700, span(LIG, "official", lo=0, hi=2), "'of': first f of the ffi ligature", lines=1),
    case("ends-inside-ffi-after-ff", LIG, 700, span(LIG, "official", lo=0, hi=3), "'off': two f of the ffi ligature", lines=1),
    case("starts-inside-ffi", LIG, 700, span(LIG, "office", lo=2, hi=6), "'fice': starts after the first f of ffi", lines=1),
    case("middle-of-ffi", LIG, 700, span(LIG, "affirmed", lo=2, hi=3), "only the second f of the ffi ligature", lines=1),
    case("whole-ffi", LIG, 700, span(LIG, "affirmed", lo=1, hi=4), "exactly the ffi ligature", lines=1),
    case("ends-inside-fl", LIG, 700, span(LIG, "fluffy", lo=0, hi=1), "only the f of the fl ligature", lines=1),
    case("trailing-space-at-wrap", PROSE, 200, span(PROSE, "lazy dog. ")),
    case("only-trailing-space-at-wrap", PROSE, 200, span(PROSE, "dog. ", lo=4)),
    case("several-spaces-at-wrap", SPACES_TEXT, 100, span(SPACES_TEXT, "spaces     between")),
    case("hard-break-lf-inside", HARD, 300, span(HARD, "line\nSecond")),
    case("hard-break-crlf-inside", HARD, 300, span(HARD, "line\r\nThird")),
    case("line-separator-inside", HARD, 300, span(HARD, "line\u2028Fourth")),
    case("paragraph-separator-inside", HARD, 300, span(HARD, "line\u2029Fifth")),
    case("empty-lines-inside", EMPTY_LINES, 300, span(EMPTY_LINES, "gap\n\n\nbelow")),
    case("arabic-word", AR_1, 300, span(AR_1, "\u0641\u0642\u0631\u0629")),
    case("arabic-two-lines", AR_1, 120, span(AR_1, "\u0639\u0631\u0628\u064a\u0629 \u0644\u0627\u062e\u062a\u0628\u0627\u0631 \u062a\u0642\u0633\u064a\u0645"), lines=2),
    case("arabic-ends-inside-lam-alef", AR_LAMALEF, 300, span(AR_LAMALEF, "\u0633\u0644\u0627\u0645", lo=0, hi=2),
         "range 'sin lam' ends inside the lam-alef ligature"),
    case("hebrew-word", HE_1, 300, span(HE_1, "\u05e4\u05e1\u05e7\u05d4")),
    case("hebrew-two-lines", HE_1, 150, span(HE_1, "\u05e9\u05d1\u05d9\u05e8\u05ea \u05e9\u05d5\u05e8\u05d5\u05ea \u05d1\u05de\u05e0\u05d5\u05e2"), lines=2),
    case("hebrew-niqqud-word", HE_NIQQUD, 300, span(HE_NIQQUD, "\u05d1\u05bc\u05b8\u05e8\u05b8\u05d0")),
    case("mixed-ltr-base-crossing-into-arabic", MIX_LTR, 500, span(MIX_LTR, "word " + AR_HELLO[:3]),
         "LTR paragraph: English then the first three Arabic letters"),
    case("mixed-ltr-base-crossing-out-of-arabic", MIX_LTR, 500, span(MIX_LTR, AR_SALAM[4:] + " is a")),
    case("mixed-rtl-base-crossing-into-english", MIX_RTL, 500,
         span(MIX_RTL, "\u05d4\u05de\u05d9\u05dc\u05d4 hel"), "RTL paragraph: Hebrew word then 'hel'"),
    case("mixed-rtl-base-english-phrase", MIX_RTL, 500, span(MIX_RTL, "you very")),
    case("mixed-rtl-base-two-lines", MIX_AR_RTL, 120, span(MIX_AR_RTL, "hello \u062a\u0639\u0646\u064a " + AR_HELLO), lines=2),
    case("mixed-rtl-digits", TEXTS["arabic-digits"], 300, span(TEXTS["arabic-digits"], "2024 \u0628\u0644\u063a")),
    case("combining-acute-word", COMB, 400, span(COMB, "re\u0301sume\u0301")),
    case("combining-whole-cluster", COMB, 400, span(COMB, "Cafe\u0301"), "'Cafe' + U+0301, for comparison"),
    case("combining-ends-before-mark", COMB, 400, span(COMB, "Cafe\u0301", lo=0, hi=4),
         "range ends between e and U+0301 (inside a grapheme cluster)"),
    case("vietnamese-stacked", VI, 400, span(VI, "Vie\u0323\u0302t")),
    case("mark-stack-word", TEXTS["mark-stack"], 400, span(TEXTS["mark-stack"], "e\u0300\u0301\u0302\u0303\u0304\u0306\u0307\u0308ach")),
    case("emoji-single", EMOJI, 400, span(EMOJI, "\U0001F600")),
    case("emoji-skin-tone", EMOJI, 400, span(EMOJI, "\U0001F44D\U0001F3FD")),
    case("emoji-flag", EMOJI, 400, span(EMOJI, "\U0001F1EB\U0001F1F7")),
    case("emoji-zwj-family", EMOJI, 400, span(EMOJI, "\U0001F468\u200d\U0001F469\u200d\U0001F467")),
    case("emoji-text-symbols", EMOJI, 400, span(EMOJI, "\u263a \u2713 \u2605")),
    case("long-word-broken-inside", LONG, 150, span(LONG, "Pneumonoultramicroscopicsilicovolcanoconiosis")),
    case("nbsp-phrase", NBSP, 300, span(NBSP, "Dr.\u00a0Jane\u00a0Doe")),
]



def check_cases():
    names = [c["name"] for c in CASES]
    assert len(names) == len(set(names))
    for c in CASES:
        s, e = c["range"]
        assert 0 <= s < e <= u16len(c["text"]), c["name"]


def header():
    return {
        "peer": "Pango " + PANGO_VERSION,
        "recordedBy": SCRIPT_NAME,
        "fontFamilies": FAMILIES,
        "size": SIZE_PX,
        "wrap": "word-char",
        "offsets": "utf16",
        "units": "px",
        "roundGlyphPositions": False,
        "hintMetrics": "off",
        "hintStyle": "none",
        "alignment": "left (Pango swaps it to right for RTL lines, auto-dir on)",
        "insertHyphens": False,
        "icuForAnnotation": ICU_VERSION,
    }


def main():
    check_cases()
    paragraphs = []
    n_layouts = 0
    for name, text in TEXTS.items():
        widths = sorted(set(W + EXTRA_WIDTHS.get(name, [])))
        p = {"name": name, "text": text}
        if name in NOTES:
            p["note"] = NOTES[name]
        p["runs"] = record_runs(text)
        p["layouts"] = [record_layout(text, w) for w in widths]
        n_layouts += len(widths)
        paragraphs.append(p)
    fonts_by_script = {k: sorted(v) for k, v in sorted(SCRIPT_FONTS.items(), key=lambda kv: str(kv[0]))}
    lb = header()
    lb["fontsByScript"] = fonts_by_script
    lb["paragraphs"] = paragraphs
    write_json(os.path.join(HERE, "pango-line-breaks.json"), lb)

    cases = []
    for c in CASES:
        c = dict(c)
        c["lines"] = record_range(c["text"], c["width"], c["range"])
        assert c["lines"], c["name"]
        if "expectLines" in c:
            assert len(c["lines"]) == c.pop("expectLines"), (c["name"], len(c["lines"]))
        cases.append(c)
    rx = header()
    rx["cases"] = cases
    write_json(os.path.join(HERE, "pango-range-extents.json"), rx)
    print("%d paragraphs, %d layouts, %d range cases; fonts by script: %s"
          % (len(paragraphs), n_layouts, len(cases), fonts_by_script))


if __name__ == "__main__":
    try:
        main()
    finally:
        shutil.rmtree(_tmp, ignore_errors=True)

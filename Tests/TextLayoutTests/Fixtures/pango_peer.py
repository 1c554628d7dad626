# -*- coding: utf-8 -*-
"""What the Pango recording scripts of this folder share: Pango 1.50 through PyGObject, the C calls
PyGObject cannot make (ctypes), ICU 72's line breaks for annotations, offset conversion and JSON output.

Import it only after setting FONTCONFIG_FILE: Pango reads fontconfig's configuration when it is imported.
Used by record_pango_fixtures.py (bundled fonts only), record_pango_world_fixtures.py and
record_pango_line_height_fixtures.py (the fixed test font set with fontconfig fallback).
"""

import ctypes
import json
import sys
from xml.sax.saxutils import escape

import gi
gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

PANGO_VERSION = Pango.version_string()
if not PANGO_VERSION.startswith("1.50."):
    sys.exit("expected Pango 1.50.x, found %s" % PANGO_VERSION)


# cairo's font options through ctypes (see new_context): cairo_hint_metrics_t and cairo_hint_style_t.
_cairo = ctypes.CDLL("libcairo.so.2")
_cairo.cairo_font_options_create.restype = ctypes.c_void_p
for _name in ("cairo_font_options_set_hint_metrics", "cairo_font_options_set_hint_style"):
    getattr(_cairo, _name).argtypes = [ctypes.c_void_p, ctypes.c_int]
_cairo.cairo_font_options_destroy.argtypes = [ctypes.c_void_p]
_pangocairo = ctypes.CDLL("libpangocairo-1.0.so.0")
_pangocairo.pango_cairo_context_set_font_options.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
CAIRO_HINT_METRICS_OFF = 1
CAIRO_HINT_STYLE_NONE = 1


# A second fontconfig configuration in the same process (FONTCONFIG_FILE is read once, by the first
# font map): fontconfig's own C API, and Pango's to hand it to a font map (it takes a reference).
_fontconfig = ctypes.CDLL("libfontconfig.so.1")
_fontconfig.FcConfigCreate.restype = ctypes.c_void_p
_fontconfig.FcConfigParseAndLoadFromMemory.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
_fontconfig.FcConfigBuildFonts.argtypes = [ctypes.c_void_p]
_pangoft2 = ctypes.CDLL("libpangoft2-1.0.so.0")
_pangoft2.pango_fc_font_map_set_config.argtypes = [ctypes.c_void_p, ctypes.c_void_p]


def fixed_set_with_folder(fonts_conf, folder):
    """A fontconfig configuration (an FcConfig pointer for `new_context`): the fonts of `fonts_conf` and
    those of `folder` (both absolute paths), with the rules of `fonts_conf`."""
    xml = ('<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">'
           "<fontconfig><include>%s</include><dir>%s</dir></fontconfig>" % (escape(fonts_conf), escape(folder)))
    config = _fontconfig.FcConfigCreate()
    if not (config and _fontconfig.FcConfigParseAndLoadFromMemory(config, xml.encode("utf-8"), 1)
            and _fontconfig.FcConfigBuildFonts(config)):
        sys.exit("fontconfig cannot load %s with %s" % (fonts_conf, folder))
    return config


def new_context(language=None, fontconfig=None):
    """A fresh fontconfig font map's context: unrounded glyph positions, no hinting of metrics or
    outlines, and `language` (a BCP 47 tag) as the context language when given. The font map sees
    FONTCONFIG_FILE, or the configuration `fontconfig` (from `fixed_set_with_folder`) when given."""
    font_map = PangoCairo.FontMap.new()
    if fontconfig is not None:
        _pangoft2.pango_fc_font_map_set_config(hash(font_map), fontconfig)
    context = font_map.create_context()
    context.set_round_glyph_positions(False)
    # Through the C API: PyGObject needs python3-gi-cairo to pass a cairo object, and the options
    # are plain values. pango_cairo_context_set_font_options copies them.
    options = _cairo.cairo_font_options_create()
    _cairo.cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    _cairo.cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    _pangocairo.pango_cairo_context_set_font_options(hash(context), options)
    _cairo.cairo_font_options_destroy(options)
    if language is not None:
        context.set_language(Pango.Language.from_string(language))
    return font_map, context


def make_layout(context, font_desc, text, width_px, insert_hyphens=False, attributes=()):
    """A WORD_CHAR layout of `text`, `width_px` wide (None: unwrapped), left-aligned, with hyphen
    insertion as given and any extra attributes."""
    layout = Pango.Layout.new(context)
    layout.set_font_description(font_desc)
    layout.set_wrap(Pango.WrapMode.WORD_CHAR)
    layout.set_width(int(round(width_px * Pango.SCALE)) if width_px is not None else -1)
    layout.set_alignment(Pango.Alignment.LEFT)
    layout.set_justify(False)
    layout.set_indent(0)
    layout.set_spacing(0)
    attrs = Pango.AttrList()
    attrs.insert(Pango.attr_insert_hyphens_new(insert_hyphens))
    for attribute in attributes:
        attrs.insert(attribute)
    layout.set_attributes(attrs)
    layout.set_text(text, -1)
    assert _pango.pango_layout_get_text(hash(layout)) == text.encode("utf-8")
    return layout

# --- ctypes access where PyGObject's bindings fall short ------------------------------------------
# PyGObject 3.42 mis-marshals pango_layout_line_get_x_ranges (returns garbage such as [0]) and does
# not expose glyph arrays, so those two are read through the C API. hash() of a PyGObject GObject
# wrapper is the C instance pointer (checked below).
_pango = ctypes.CDLL("libpango-1.0.so.0")
_glib = ctypes.CDLL("libglib-2.0.so.0")
_pango.pango_layout_get_text.restype = ctypes.c_char_p
_pango.pango_layout_get_text.argtypes = [ctypes.c_void_p]
_pango.pango_layout_get_line_readonly.restype = ctypes.c_void_p
_pango.pango_layout_get_line_readonly.argtypes = [ctypes.c_void_p, ctypes.c_int]
_pango.pango_layout_line_get_x_ranges.restype = None
_pango.pango_layout_line_get_x_ranges.argtypes = [
    ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
    ctypes.POINTER(ctypes.POINTER(ctypes.c_int)), ctypes.POINTER(ctypes.c_int)]
_glib.g_free.restype = None
_glib.g_free.argtypes = [ctypes.c_void_p]


class _GlyphInfo(ctypes.Structure):
    _fields_ = [("glyph", ctypes.c_uint32), ("width", ctypes.c_int), ("x_offset", ctypes.c_int),
                ("y_offset", ctypes.c_int), ("attr", ctypes.c_uint32)]


class _GlyphString(ctypes.Structure):
    _fields_ = [("num_glyphs", ctypes.c_int), ("glyphs", ctypes.POINTER(_GlyphInfo)),
                ("log_clusters", ctypes.POINTER(ctypes.c_int))]


class _GSList(ctypes.Structure):
    pass


_GSList._fields_ = [("data", ctypes.c_void_p), ("next", ctypes.POINTER(_GSList))]


class _ItemHead(ctypes.Structure):          # PangoItem: offset, length, num_chars, analysis...
    _fields_ = [("offset", ctypes.c_int), ("length", ctypes.c_int), ("num_chars", ctypes.c_int)]


class _GlyphItem(ctypes.Structure):
    _fields_ = [("item", ctypes.POINTER(_ItemHead)), ("glyphs", ctypes.POINTER(_GlyphString))]


class _LayoutLine(ctypes.Structure):
    _fields_ = [("layout", ctypes.c_void_p), ("start_index", ctypes.c_int), ("length", ctypes.c_int),
                ("runs", ctypes.POINTER(_GSList))]


PANGO_GLYPH_EMPTY = 0x0FFFFFFF
PANGO_GLYPH_UNKNOWN_FLAG = 0x10000000


def c_line(layout, index):
    p = _pango.pango_layout_get_line_readonly(hash(layout), index)
    assert p, "no line %d" % index
    return p


def c_x_ranges(layout, line_index, start_byte, end_byte):
    """pango_layout_line_get_x_ranges, in Pango units, as [(x0, x1), ...]."""
    arr = ctypes.POINTER(ctypes.c_int)()
    n = ctypes.c_int(0)
    _pango.pango_layout_line_get_x_ranges(c_line(layout, line_index), start_byte, end_byte,
                                          ctypes.byref(arr), ctypes.byref(n))
    out = [(arr[2 * k], arr[2 * k + 1]) for k in range(n.value)]
    _glib.g_free(ctypes.cast(arr, ctypes.c_void_p))
    return out


def c_runs_glyphs(layout, line_index):
    """[(item offset, item length, [(glyph, width)...])] for each run of a line, visual order."""
    ll = _LayoutLine.from_address(c_line(layout, line_index))
    out = []
    node = ll.runs
    while node:
        gi_ = _GlyphItem.from_address(node.contents.data)
        gs = gi_.glyphs.contents
        out.append((gi_.item.contents.offset, gi_.item.contents.length,
                    [(gs.glyphs[k].glyph, gs.glyphs[k].width, gs.log_clusters[k]) for k in range(gs.num_glyphs)]))
        node = node.contents.next
    return out


# --- ICU 72 line-break opportunities (the library LinkBubble uses), for annotation only -----------
_icu = ctypes.CDLL("libicuuc.so.72")
_ICU_SUFFIX = "_72"
_ubrk_open = getattr(_icu, "ubrk_open" + _ICU_SUFFIX)
_ubrk_open.restype = ctypes.c_void_p
_ubrk_open.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_int32, ctypes.POINTER(ctypes.c_int)]
_ubrk_next = getattr(_icu, "ubrk_next" + _ICU_SUFFIX)
_ubrk_next.restype = ctypes.c_int32
_ubrk_next.argtypes = [ctypes.c_void_p]
_ubrk_status = getattr(_icu, "ubrk_getRuleStatus" + _ICU_SUFFIX)
_ubrk_status.restype = ctypes.c_int32
_ubrk_status.argtypes = [ctypes.c_void_p]
_ubrk_close = getattr(_icu, "ubrk_close" + _ICU_SUFFIX)
_ubrk_close.argtypes = [ctypes.c_void_p]
_u_getVersion = getattr(_icu, "u_getVersion" + _ICU_SUFFIX)
_ver = (ctypes.c_uint8 * 4)()
_u_getVersion(_ver)
ICU_VERSION = "%d.%d" % (_ver[0], _ver[1])
UBRK_LINE, UBRK_LINE_HARD, UBRK_LINE_HARD_LIMIT = 2, 100, 200


def icu_line_breaks(text, locale=b"en"):
    """{utf16 offset: "mandatory" | "allowed"} from ICU's line break iterator (locale "en" unless given)."""
    data = text.encode("utf-16-le")
    n = len(data) // 2
    buf = ctypes.create_string_buffer(data + b"\0\0", len(data) + 2)
    status = ctypes.c_int(0)
    bi = _ubrk_open(UBRK_LINE, locale, buf, n, ctypes.byref(status))
    if status.value > 0 or not bi:
        raise RuntimeError("ubrk_open failed: %d" % status.value)
    out = {}
    while True:
        pos = _ubrk_next(bi)
        if pos < 0:
            break
        rule = _ubrk_status(bi)
        out[pos] = "mandatory" if UBRK_LINE_HARD <= rule < UBRK_LINE_HARD_LIMIT else "allowed"
    _ubrk_close(bi)
    return out


# --- helpers ------------------------------------------------------------------------------------
def px(units):
    return round(units / Pango.SCALE, 4)


class Offsets:
    """Exact UTF-8 byte <-> UTF-16 offset conversion for one text."""

    def __init__(self, text):
        self.text = text
        self.b2u = {}
        self.u2b = {}
        b = u = 0
        for ch in text:
            self.b2u[b] = u
            self.u2b[u] = b
            b += len(ch.encode("utf-8"))
            u += 2 if ord(ch) > 0xFFFF else 1
        self.b2u[b] = u
        self.u2b[u] = b
        self.nbytes, self.nu16 = b, u

    def u16(self, byte_index):
        return self.b2u[byte_index]          # KeyError = not a character boundary

    def byte(self, u16_index):
        return self.u2b[u16_index]


def u16len(s):
    return len(s.encode("utf-16-le")) // 2


def span(text, sub, occurrence=0, lo=0, hi=None):
    """UTF-16 range of code points [lo:hi] of the occurrence-th occurrence of sub in text."""
    pos = -1
    for _ in range(occurrence + 1):
        pos = text.index(sub, pos + 1)
    piece = sub[lo:hi] if hi is not None else sub[lo:]
    start_cp = pos + (lo if lo >= 0 else len(sub) + lo)
    s = u16len(text[:start_cp])
    return [s, s + u16len(piece)]


def direction_name(d):
    return {Pango.Direction.LTR: "ltr", Pango.Direction.RTL: "rtl"}.get(d, d.value_nick)


# Whitespace that hangs at a soft wrap (UAX #14 class SP and the breaking spaces); no-break spaces
# (U+00A0, U+2007, U+202F) are not included.
HANGING_WHITESPACE = set(" \t\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2008\u2009\u200a"
                         "\u205f\u3000")


def line_infos(layout, text, off):
    """Per line: byte start/length, UTF-16 start/contentEnd/end, logical x and width (layout coords)."""
    lines = layout.get_lines_readonly()
    it = layout.get_iter()
    rects = []
    while True:
        rects.append(it.get_line_extents()[1])
        if not it.next_line():
            break
    assert len(rects) == len(lines)
    infos = []
    for i, line in enumerate(lines):
        sb, lb = line.start_index, line.length
        infos.append({"i": i, "line": line, "sb": sb, "eb": sb + lb, "rect": rects[i]})
    for i, inf in enumerate(infos):
        next_sb = infos[i + 1]["sb"] if i + 1 < len(infos) else off.nbytes
        inf["start"] = off.u16(inf["sb"])
        inf["contentEnd"] = off.u16(inf["eb"])
        inf["end"] = off.u16(next_sb)
    return infos


def fixed_set_header(script_name, family, context_language):
    """The first keys of a fixture recorded on the fixed test font set (Tests/Fonts/fonts.conf)."""
    return {
        "peer": "Pango " + PANGO_VERSION,
        "recordedBy": script_name,
        "fontsConf": "Tests/Fonts/fonts.conf",
        "fontDescription": family,
        "contextLanguage": context_language,
    }


def line_items(layout, off, details=lambda item: {}):
    """Each Pango item of a one-line layout, in text order: its UTF-16 range, the family that shaped it,
    and what `details` adds for it."""
    assert layout.get_line_count() == 1
    items = []
    for run in layout.get_lines_readonly()[0].runs:
        item = run.item
        record = {
            "start": off.u16(item.offset), "end": off.u16(item.offset + item.length),
            "font": item.analysis.font.describe().get_family(),
        }
        record.update(details(item))
        items.append(record)
    items.sort(key=lambda i: i["start"])
    return items


def trailing_whitespace_start(text_bytes, sb, eb):
    s = text_bytes[sb:eb].decode("utf-8")
    k = len(s)
    while k > 0 and (s[k - 1] in HANGING_WHITESPACE or s[k - 1] == "\u2028"):
        k -= 1
    return sb + len(s[:k].encode("utf-8"))


# --- JSON output -------------------------------------------------------------------------------
def _scalar(v):
    return not isinstance(v, (dict, list)) or (isinstance(v, list) and all(
        not isinstance(x, (dict, list)) or (isinstance(x, list) and all(not isinstance(y, (dict, list)) for y in x))
        for x in v))


def dump(obj, indent=0):
    """JSON with one line per innermost object (compact but diff-friendly)."""
    pad = " " * indent
    if isinstance(obj, dict):
        if all(_scalar(v) for v in obj.values()):
            return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
        items = ['%s "%s": %s' % (pad, k, dump(v, indent + 1)) for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(obj, list):
        if _scalar(obj) and len(json.dumps(obj)) < 100:
            return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
        items = [pad + " " + dump(v, indent + 1) for v in obj]
        return "[\n" + ",\n".join(items) + "\n" + pad + "]"
    return json.dumps(obj, ensure_ascii=False)


def write_json(path, obj):
    text = dump(obj) + "\n"
    # Keep the file readable in any editor: escape separators and invisible format characters.
    for ch in "\u2028\u2029\u200b\u200d\u200f\u00ad\ufe0f":
        text = text.replace(ch, "\\u%04x" % ord(ch))
    json.loads(text)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)

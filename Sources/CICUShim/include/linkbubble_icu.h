// A small C boundary around system ICU for LinkBubble's TextLayout module.
//
// This header uses only stdint types on purpose: importing ICU's own headers
// into a Swift module that also imports Foundation clashes with the toolchain's
// private copy of ICU at compile time. It also hides Debian's versioned symbol
// names (ubrk_open_72 and so on). All text is UTF-16 and all offsets are UTF-16
// code-unit offsets. Error codes are ICU UErrorCode values (0 is success,
// negative values are warnings, positive values are failures).
#ifndef LINKBUBBLE_ICU_H
#define LINKBUBBLE_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Kinds of text boundaries an iterator can find.
enum {
    LB_BOUNDARY_LINE = 0,      ///< UAX #14 line-break opportunities.
    LB_BOUNDARY_CHARACTER = 1, ///< Extended grapheme cluster boundaries (UAX #29).
    LB_BOUNDARY_WORD = 2,      ///< Word boundaries (UAX #29).
};

/// An ICU break iterator. Not thread-safe: use one per thread (see lb_breaker_clone).
typedef struct lb_breaker lb_breaker;

/// Opens a break iterator of `kind` for `locale` (for example "en" or "" for root).
/// Returns NULL and sets *error on failure.
lb_breaker *lb_breaker_open(int32_t kind, const char *locale, int32_t *error);

/// Makes an independent copy of `breaker`, much faster than opening a new one.
lb_breaker *lb_breaker_clone(const lb_breaker *breaker, int32_t *error);

/// Closes a break iterator. Accepts NULL.
void lb_breaker_close(lb_breaker *breaker);

/// Finds every boundary after the start of `text` (the end of the text included).
/// Writes at most `capacity` offsets to `positions` and, when `is_hard` is not NULL,
/// 1 for a mandatory (hard) line break and 0 otherwise. `length + 1` entries always
/// suffice. Returns the number of boundaries, or -1 with *error set on failure.
/// The iterator does not keep `text` after the call returns.
int32_t lb_breaker_boundaries(lb_breaker *breaker, const uint16_t *text, int32_t length,
                              int32_t *positions, uint8_t *is_hard, int32_t capacity,
                              int32_t *error);

/// Converts a BCP 47 language tag ("zh-Hant-TW", "ja-u-lb-loose") to an ICU locale ID
/// ("zh_Hant_TW", "ja@lb=loose") with uloc_forLanguageTag, so that ICU's tailorings and
/// keywords apply. Writes a NUL-terminated ID of at most `capacity` bytes. Returns its
/// length, or -1 with *error set when the tag cannot be parsed or the ID does not fit.
int32_t lb_locale_from_language_tag(const char *tag, char *buffer, int32_t capacity, int32_t *error);

/// The paragraph level that asks ICU to take the direction from the first strong
/// character, left-to-right when there is none.
#define LB_BIDI_DEFAULT_LTR 0xFE
/// As LB_BIDI_DEFAULT_LTR, but right-to-left when there is no strong character.
#define LB_BIDI_DEFAULT_RTL 0xFF

/// Resolves the UAX #9 embedding level of every code unit of `text`.
/// `paragraph_level` is 0 (left-to-right), 1 (right-to-left) or one of the
/// LB_BIDI_DEFAULT_ values. Writes `length` levels. Returns the resolved level of the
/// first paragraph, or -1 with *error set on failure.
int32_t lb_bidi_resolve_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                               uint8_t *levels, int32_t *error);

/// As lb_bidi_resolve_levels, with the same result, but running ICU only where the
/// text needs it: in a left-to-right paragraph (`paragraph_level` 0, or a default one
/// whose first strong character is left to right) without explicit embeddings,
/// overrides or isolates, every character outside the stretches that reach from the
/// last strong left-to-right character before a right-to-left or Arabic-number one to
/// the first after it resolves to level 0 (UAX #9: W2 and W7 stop at that character, N1
/// and N2 see it on both sides of the neutrals between), so ICU resolves only those
/// stretches, each on its own, with the same UBiDi. A paragraph with a stretch that has
/// a paired bracket (N0 pairs brackets across the whole paragraph) or no R or AL
/// character (ICU's shortcut for text without them depends on the whole text), and any
/// other paragraph, goes to ICU whole. Writes `length` levels; returns the paragraph's level, or -1 with *error set.
int32_t lb_bidi_resolve_levels_sparse(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                                      uint8_t *levels, int32_t *error);

/// Whether lb_bidi_resolve_levels_sparse must look at a UTF-16 unit: 1 for a paragraph
/// separator below U+0590 (U+000A, U+000D, U+001C-U+001E, U+0085), and for every unit at
/// or above U+0590 that may be R, AL, AN, an explicit formatting character or a paragraph
/// separator (the blocks whose characters, assigned or not, default to R or AL, RLM,
/// U+2029-U+202E, U+2066-U+2069 and surrogates, whose code point is then asked); 0 for
/// any other unit, which is none of those. Without a branch, so that blocks of units are
/// compared as vectors.
static inline int lb_bidi_unit_needs_attention(uint16_t unit) {
    return (unit == 0x0A) | (unit == 0x0D) | ((uint16_t)(unit - 0x1C) <= 2) | (unit == 0x85)
        | ((uint16_t)(unit - 0x0590) < 0x0370) | (unit == 0x200F) | ((uint16_t)(unit - 0x2029) <= 5)
        | ((uint16_t)(unit - 0x2066) <= 3) | ((uint16_t)(unit - 0xD800) < 0x0800)
        | ((uint16_t)(unit - 0xFB1D) <= 0xFEFF - 0xFB1D);
}

/// The UAX #9 bidi class of `code_point` (ICU's u_charDirection: 0 L, 1 R, 2 EN, ...).
int32_t lb_bidi_class(uint32_t code_point);

/// Computes the visual order of `count` items with the given embedding levels
/// (rule L2): writes to `logical_index_of_visual[v]` the logical index of the item
/// shown at visual position v. Returns 0, or -1 when the levels are invalid.
int32_t lb_bidi_reorder_visual(const uint8_t *levels, int32_t count,
                               int32_t *logical_index_of_visual);

/// Emoji properties of a code point (UTS #51), as bits of lb_emoji_properties' result.
enum {
    LB_EMOJI = 1,                  ///< Emoji=Yes (including text-default emoji such as U+2764 and digits).
    LB_EMOJI_PRESENTATION = 2,     ///< Emoji_Presentation=Yes: shown as emoji by default.
    LB_EMOJI_MODIFIER = 4,         ///< Emoji_Modifier=Yes: the five skin-tone modifiers.
    LB_REGIONAL_INDICATOR = 8,     ///< Regional_Indicator=Yes: the letters of flag pairs.
    LB_EXTENDED_PICTOGRAPHIC = 16, ///< Extended_Pictographic=Yes: pictographs, emoji or not yet assigned.
};

/// The emoji properties of `code_point` (ICU's binary properties), a combination of
/// the LB_EMOJI... bits; 0 for code points outside Unicode.
uint32_t lb_emoji_properties(uint32_t code_point);

/// Values of lb_segmentation_properties' fields that word-wise segmentation asks about.
enum {
    LB_LINE_BREAK_COMBINING_MARK = 9,    ///< U_LB_COMBINING_MARK (CM).
    LB_LINE_BREAK_COMPLEX_CONTEXT = 24,  ///< U_LB_COMPLEX_CONTEXT (SA: Thai, Lao, Khmer, Burmese).
    LB_LINE_BREAK_ZWJ = 42,              ///< U_LB_ZWJ.
    LB_GRAPHEME_PREPEND = 11,            ///< U_GCB_PREPEND.
    LB_GRAPHEME_SPACING_MARK = 10,       ///< U_GCB_SPACING_MARK.
    LB_GRAPHEME_EXTEND = 3,              ///< U_GCB_EXTEND.
    LB_GRAPHEME_ZWJ = 17,                ///< U_GCB_ZWJ.
    LB_CATEGORY_NONSPACING_MARK = 6,     ///< U_NON_SPACING_MARK (Mn).
    LB_CATEGORY_ENCLOSING_MARK = 7,      ///< U_ENCLOSING_MARK (Me).
    LB_CATEGORY_SPACING_MARK = 8,        ///< U_COMBINING_SPACING_MARK (Mc).
};

/// ICU's segmentation properties of `code_point`: its UAX #14 Line_Break class
/// (UCHAR_LINE_BREAK, bits 0-7), its UAX #29 Grapheme_Cluster_Break value (bits 8-15)
/// and its general category (u_charType, bits 16-23).
uint32_t lb_segmentation_properties(uint32_t code_point);

/// Whether the BMP code point `unit` (not a surrogate) may share a grapheme cluster with
/// a neighbour: its UAX #29 Grapheme_Cluster_Break value is neither Other, Control nor LF
/// (a mark, a joiner, CR, a Hangul jamo or syllable, a Prepend character). 1 or 0.
int32_t lb_may_join_grapheme_neighbour(uint16_t unit);

/// The name of an ICU error code, for messages ("U_ILLEGAL_ARGUMENT_ERROR").
const char *lb_icu_error_name(int32_t error);

/// The Unicode version of the linked ICU data, for example "15.0".
void lb_icu_unicode_version(char *buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif

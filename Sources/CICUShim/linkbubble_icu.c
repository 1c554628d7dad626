// ICU calls behind linkbubble_icu.h. Only this file sees ICU's headers.
#include "linkbubble_icu.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/utypes.h>

struct lb_breaker {
    UBreakIterator *iterator;
    int32_t kind;
};

static UBreakIteratorType lb_iterator_type(int32_t kind) {
    switch (kind) {
    case LB_BOUNDARY_CHARACTER: return UBRK_CHARACTER;
    case LB_BOUNDARY_WORD: return UBRK_WORD;
    default: return UBRK_LINE;
    }
}

lb_breaker *lb_breaker_open(int32_t kind, const char *locale, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(lb_iterator_type(kind), locale, NULL, 0, &status);
    // ubrk_open reports U_USING_DEFAULT_WARNING on success for most locales.
    if (U_FAILURE(status)) {
        *error = status;
        return NULL;
    }
    lb_breaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        *error = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    breaker->iterator = iterator;
    breaker->kind = kind;
    *error = U_ZERO_ERROR;
    return breaker;
}

lb_breaker *lb_breaker_clone(const lb_breaker *breaker, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_clone(breaker->iterator, &status);
    if (U_FAILURE(status)) {
        *error = status;
        return NULL;
    }
    lb_breaker *copy = malloc(sizeof *copy);
    if (copy == NULL) {
        ubrk_close(iterator);
        *error = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    copy->iterator = iterator;
    copy->kind = breaker->kind;
    *error = U_ZERO_ERROR;
    return copy;
}

void lb_breaker_close(lb_breaker *breaker) {
    if (breaker == NULL) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t lb_breaker_boundaries(lb_breaker *breaker, const uint16_t *text, int32_t length,
                              int32_t *positions, uint8_t *is_hard, int32_t capacity,
                              int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        *error = status;
        return -1;
    }
    int32_t count = 0;
    for (int32_t position = ubrk_next(breaker->iterator); position != UBRK_DONE;
         position = ubrk_next(breaker->iterator)) {
        if (count >= capacity) {
            *error = U_BUFFER_OVERFLOW_ERROR;
            break;
        }
        positions[count] = position;
        if (is_hard != NULL) {
            int32_t rule = ubrk_getRuleStatus(breaker->iterator);
            is_hard[count] = breaker->kind == LB_BOUNDARY_LINE && rule >= UBRK_LINE_HARD &&
                             rule < UBRK_LINE_HARD_LIMIT;
        }
        count++;
    }
    // Detach the text so the iterator never points at freed memory.
    ubrk_setText(breaker->iterator, NULL, 0, &status);
    if (count >= capacity && *error == U_BUFFER_OVERFLOW_ERROR) return -1;
    *error = U_ZERO_ERROR;
    return count;
}

int32_t lb_locale_from_language_tag(const char *tag, char *buffer, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, buffer, capacity, &parsed, &status);
    // A tag ICU reads only partly ("en-!!") or an ID that fills the buffer with no room
    // for the NUL (U_STRING_NOT_TERMINATED_WARNING) is refused.
    if (U_SUCCESS(status) && (status == U_STRING_NOT_TERMINATED_WARNING || parsed != (int32_t)strlen(tag))) {
        status = status == U_STRING_NOT_TERMINATED_WARNING ? U_BUFFER_OVERFLOW_ERROR : U_ILLEGAL_ARGUMENT_ERROR;
    }
    if (U_FAILURE(status)) {
        *error = status;
        return -1;
    }
    *error = U_ZERO_ERROR;
    return length;
}

int32_t lb_bidi_resolve_levels(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                               uint8_t *levels, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) {
        *error = status;
        return -1;
    }
    ubidi_setPara(bidi, (const UChar *)text, length, paragraph_level, NULL, &status);
    if (U_SUCCESS(status) && length > 0) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_SUCCESS(status)) memcpy(levels, resolved, (size_t)length);
    }
    int32_t result = -1;
    if (U_SUCCESS(status)) {
        result = length > 0 ? levels[0] : 0;
        int32_t paragraph_start = 0;
        UBiDiLevel level = 0;
        if (length > 0) {
            ubidi_getParagraphByIndex(bidi, 0, &paragraph_start, NULL, &level, &status);
            if (U_SUCCESS(status)) result = level;
        } else {
            result = paragraph_level & 1;
        }
    }
    ubidi_close(bidi);
    *error = U_FAILURE(status) ? status : U_ZERO_ERROR;
    return U_FAILURE(status) ? -1 : result;
}

/// The code point starting at `index` and its length in code units (an unpaired
/// surrogate is itself).
static UChar32 lb_code_point_at(const uint16_t *text, int32_t length, int32_t index, int32_t *units) {
    uint16_t unit = text[index];
    if ((unit & 0xFC00) == 0xD800 && index + 1 < length && (text[index + 1] & 0xFC00) == 0xDC00) {
        *units = 2;
        return 0x10000 + ((UChar32)(unit & 0x3FF) << 10) + (text[index + 1] & 0x3FF);
    }
    *units = 1;
    return unit;
}

/// The start of the code point that ends at `end` (`end` > 0).
static int32_t lb_code_point_before(const uint16_t *text, int32_t end) {
    if (end >= 2 && (text[end - 1] & 0xFC00) == 0xDC00 && (text[end - 2] & 0xFC00) == 0xD800) return end - 2;
    return end - 1;
}

/// The bidi class of the code point at `index`; below U+0590 nothing is right to left,
/// an Arabic number or an explicit formatting character, so callers that only look for
/// those skip lower units without asking.
int32_t lb_bidi_class(uint32_t code_point) { return (int32_t)u_charDirection((UChar32)code_point); }

static UCharDirection lb_direction_at(const uint16_t *text, int32_t length, int32_t index, int32_t *units) {
    return u_charDirection(lb_code_point_at(text, length, index, units));
}

static int lb_direction_is_right_to_left(UCharDirection direction) {
    return direction == U_RIGHT_TO_LEFT || direction == U_RIGHT_TO_LEFT_ARABIC || direction == U_ARABIC_NUMBER;
}

static int lb_direction_is_explicit(UCharDirection direction) {
    switch (direction) {
    case U_LEFT_TO_RIGHT_EMBEDDING: case U_LEFT_TO_RIGHT_OVERRIDE: case U_RIGHT_TO_LEFT_EMBEDDING:
    case U_RIGHT_TO_LEFT_OVERRIDE: case U_POP_DIRECTIONAL_FORMAT: case U_FIRST_STRONG_ISOLATE:
    case U_LEFT_TO_RIGHT_ISOLATE: case U_RIGHT_TO_LEFT_ISOLATE: case U_POP_DIRECTIONAL_ISOLATE:
    case U_BLOCK_SEPARATOR:
        return 1;
    default:
        return 0;
    }
}

/// Whether any of `units[0..<8]` needs a look (lb_bidi_unit_needs_attention).
static int lb_bidi_block_needs_attention(const uint16_t *units) {
    int any = 0;
    for (int offset = 0; offset < 8; offset++) any |= lb_bidi_unit_needs_attention(units[offset]);
    return any;
}

int32_t lb_bidi_resolve_levels_sparse(const uint16_t *text, int32_t length, uint8_t paragraph_level,
                                      uint8_t *levels, int32_t *error) {
    if (paragraph_level != 0 && paragraph_level != LB_BIDI_DEFAULT_LTR) {
        return lb_bidi_resolve_levels(text, length, paragraph_level, levels, error);
    }
    // Stretches [start, end) to resolve: each starts at a strong left-to-right character
    // (or the text's start) and ends after one (or at the text's end).
    enum { LB_MAXIMUM_STRETCHES = 64 };
    int32_t starts[LB_MAXIMUM_STRETCHES], ends[LB_MAXIMUM_STRETCHES];
    int32_t stretches = 0;
    int32_t resolved_end = 0; // everything before is in a stretch or known to be level 0
    int32_t units = 1;
    int32_t block_end = 0; // the end of the last block of eight that needed a look
    for (int32_t index = 0; index < length; index += units) {
        units = 1;
        if (index >= block_end) {
            // Eight units at a time while none needs a look (the compiler compares them
            // as one vector: no branch per unit, which mispredicted at changes of script);
            // then the units of the block that does, one by one.
            while (index + 8 <= length && !lb_bidi_block_needs_attention(text + index)) index += 8;
            if (index >= length) break;
            block_end = index + 8;
        }
        uint16_t unit = text[index];
        if (!lb_bidi_unit_needs_attention(unit)) continue;
        // Paragraph separators: ICU would start a new paragraph, with its own level.
        if (unit < 0x0590) goto whole;
        UCharDirection direction = lb_direction_at(text, length, index, &units);
        if (lb_direction_is_explicit(direction)) goto whole;
        if (!lb_direction_is_right_to_left(direction)) continue;
        // ICU resolves nothing in text whose only right-to-left class is AN and that has
        // no neutral (its LTR shortcut), so a stretch of Arabic numbers alone may resolve
        // differently from the whole paragraph: it must have R or AL.
        int has_strong_right_to_left = direction != U_ARABIC_NUMBER;
        // Back to the last strong left-to-right character (not before what is resolved).
        int32_t start = index;
        while (start > resolved_end) {
            int32_t previous = lb_code_point_before(text, start);
            int32_t previous_units;
            if (lb_direction_at(text, length, previous, &previous_units) == U_LEFT_TO_RIGHT) {
                start = previous;
                break;
            }
            start = previous;
        }
        if (start == 0 && paragraph_level == LB_BIDI_DEFAULT_LTR) {
            // No strong left-to-right character before: the paragraph may be right to left.
            int32_t first_units;
            if (lb_direction_at(text, length, 0, &first_units) != U_LEFT_TO_RIGHT) goto whole;
        }
        // On to the first strong left-to-right character after.
        int32_t end = index + units;
        while (end < length) {
            int32_t next_units;
            UCharDirection next = lb_direction_at(text, length, end, &next_units);
            if (lb_direction_is_explicit(next)) goto whole;
            if (next == U_RIGHT_TO_LEFT || next == U_RIGHT_TO_LEFT_ARABIC) has_strong_right_to_left = 1;
            end += next_units;
            if (next == U_LEFT_TO_RIGHT) break;
        }
        if (!has_strong_right_to_left) goto whole;
        for (int32_t position = start; position < end; position++) {
            int32_t bracket_units;
            UChar32 c = lb_code_point_at(text, length, position, &bracket_units);
            if (u_getIntPropertyValue(c, UCHAR_BIDI_PAIRED_BRACKET_TYPE) != U_BPT_NONE) goto whole;
        }
        if (stretches > 0 && start <= ends[stretches - 1]) {
            ends[stretches - 1] = end;
        } else {
            if (stretches == LB_MAXIMUM_STRETCHES) goto whole;
            starts[stretches] = start;
            ends[stretches] = end;
            stretches++;
        }
        resolved_end = end;
        units = end - index;
    }
    {
        memset(levels, 0, (size_t)length);
        if (stretches == 0) {
            *error = U_ZERO_ERROR;
            return 0;
        }
        UErrorCode status = U_ZERO_ERROR;
        UBiDi *bidi = ubidi_openSized(length, 0, &status);
        for (int32_t stretch = 0; stretch < stretches && U_SUCCESS(status); stretch++) {
            int32_t count = ends[stretch] - starts[stretch];
            ubidi_setPara(bidi, (const UChar *)text + starts[stretch], count, 0, NULL, &status);
            if (U_SUCCESS(status)) {
                const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
                if (U_SUCCESS(status)) memcpy(levels + starts[stretch], resolved, (size_t)count);
            }
        }
        ubidi_close(bidi);
        if (U_FAILURE(status)) {
            *error = status;
            return -1;
        }
        *error = U_ZERO_ERROR;
        return 0;
    }
whole:
    return lb_bidi_resolve_levels(text, length, paragraph_level, levels, error);
}

int32_t lb_bidi_reorder_visual(const uint8_t *levels, int32_t count,
                               int32_t *logical_index_of_visual) {
    if (count <= 0) return 0;
    for (int32_t i = 0; i < count; i++) {
        if (levels[i] > UBIDI_MAX_EXPLICIT_LEVEL + 1) return -1;
    }
    ubidi_reorderVisual(levels, count, logical_index_of_visual);
    return 0;
}

const char *lb_icu_error_name(int32_t error) { return u_errorName((UErrorCode)error); }

void lb_icu_unicode_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    if (capacity < U_MAX_VERSION_STRING_LENGTH) {
        if (capacity > 0) buffer[0] = 0;
        return;
    }
    u_versionToString(version, buffer);
}

uint32_t lb_emoji_properties(uint32_t code_point) {
    if (code_point > 0x10FFFF) return 0;
    UChar32 c = (UChar32)code_point;
    uint32_t properties = 0;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI)) properties |= LB_EMOJI;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) properties |= LB_EMOJI_PRESENTATION;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER)) properties |= LB_EMOJI_MODIFIER;
    if (u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR)) properties |= LB_REGIONAL_INDICATOR;
    if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC)) properties |= LB_EXTENDED_PICTOGRAPHIC;
    return properties;
}

int32_t lb_may_join_grapheme_neighbour(uint16_t unit) {
    int32_t value = u_getIntPropertyValue((UChar32)unit, UCHAR_GRAPHEME_CLUSTER_BREAK);
    return value != U_GCB_OTHER && value != U_GCB_CONTROL && value != U_GCB_LF;
}

uint32_t lb_segmentation_properties(uint32_t code_point) {
    UChar32 c = (UChar32)code_point;
    uint32_t line = (uint32_t)u_getIntPropertyValue(c, UCHAR_LINE_BREAK) & 0xFF;
    uint32_t grapheme = (uint32_t)u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK) & 0xFF;
    uint32_t category = (uint32_t)u_charType(c) & 0xFF;
    return line | grapheme << 8 | category << 16;
}

// The enum values above are ICU's; a different ICU must not change them silently.
_Static_assert(LB_LINE_BREAK_COMBINING_MARK == U_LB_COMBINING_MARK, "CM");
_Static_assert(LB_LINE_BREAK_COMPLEX_CONTEXT == U_LB_COMPLEX_CONTEXT, "SA");
_Static_assert(LB_LINE_BREAK_ZWJ == U_LB_ZWJ, "ZWJ");
_Static_assert(LB_GRAPHEME_PREPEND == U_GCB_PREPEND, "Prepend");
_Static_assert(LB_GRAPHEME_SPACING_MARK == U_GCB_SPACING_MARK, "SpacingMark");
_Static_assert(LB_GRAPHEME_EXTEND == U_GCB_EXTEND, "Extend");
_Static_assert(LB_GRAPHEME_ZWJ == U_GCB_ZWJ, "ZWJ");
_Static_assert(LB_CATEGORY_NONSPACING_MARK == U_NON_SPACING_MARK, "Mn");
_Static_assert(LB_CATEGORY_ENCLOSING_MARK == U_ENCLOSING_MARK, "Me");
_Static_assert(LB_CATEGORY_SPACING_MARK == U_COMBINING_SPACING_MARK, "Mc");

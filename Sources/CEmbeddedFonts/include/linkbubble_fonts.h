// The fonts bundled in the repository's Fonts/ folder, compiled into the library
// so that LinkBubble finds its default fonts with no files and no configuration.
#ifndef LINKBUBBLE_FONTS_H
#define LINKBUBBLE_FONTS_H

#include <stddef.h>
#include <stdint.h>

/// Identifies one bundled font.
enum {
    LB_FONT_NOTO_SANS_REGULAR = 0,
    LB_FONT_NOTO_SANS_BOLD = 1,
    LB_FONT_NOTO_SANS_ARABIC = 2,
    LB_FONT_NOTO_SANS_HEBREW = 3,
    LB_FONT_DEJAVU_SANS = 4,
    LB_FONT_NOTO_SANS_ARABIC_UI = 5,
    LB_FONT_COUNT = 6,
};

/// The bytes of bundled font `font` (static storage, never freed), with their
/// count in *length; NULL for an unknown identifier.
const uint8_t *lb_embedded_font(int32_t font, size_t *length);

#endif

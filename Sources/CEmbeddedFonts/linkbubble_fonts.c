// Embeds the files of Fonts/ with C23 #embed (clang 19 and later).
#include "linkbubble_fonts.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const uint8_t noto_sans_regular[] = {
#embed "../../Fonts/NotoSans-Regular.ttf"
};
static const uint8_t noto_sans_bold[] = {
#embed "../../Fonts/NotoSans-Bold.ttf"
};
static const uint8_t noto_sans_arabic[] = {
#embed "../../Fonts/NotoSansArabic-Regular.ttf"
};
static const uint8_t noto_sans_arabic_ui[] = {
#embed "../../Fonts/NotoSansArabicUI-Regular.ttf"
};
static const uint8_t noto_sans_hebrew[] = {
#embed "../../Fonts/NotoSansHebrew-Regular.ttf"
};
static const uint8_t dejavu_sans[] = {
#embed "../../Fonts/DejaVuSans.ttf"
};

const uint8_t *lb_embedded_font(int32_t font, size_t *length) {
    switch (font) {
    case LB_FONT_NOTO_SANS_REGULAR: *length = sizeof noto_sans_regular; return noto_sans_regular;
    case LB_FONT_NOTO_SANS_BOLD: *length = sizeof noto_sans_bold; return noto_sans_bold;
    case LB_FONT_NOTO_SANS_ARABIC: *length = sizeof noto_sans_arabic; return noto_sans_arabic;
    case LB_FONT_NOTO_SANS_ARABIC_UI: *length = sizeof noto_sans_arabic_ui; return noto_sans_arabic_ui;
    case LB_FONT_NOTO_SANS_HEBREW: *length = sizeof noto_sans_hebrew; return noto_sans_hebrew;
    case LB_FONT_DEJAVU_SANS: *length = sizeof dejavu_sans; return dejavu_sans;
    default: *length = 0; return NULL;
    }
}

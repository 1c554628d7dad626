// FreeType's public headers are named through macros (FT_FREETYPE_H), which a
// module map cannot use, so this header includes them for the module.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_GLYPH_H
#include FT_STROKER_H
#include FT_COLOR_H

// HarfBuzz shaping, OpenType tables, and the FreeType bridge (hb-ft.h).
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>
#include <hb-ot.h>
#include <hb-ft.h>

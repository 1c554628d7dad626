// fontconfig: finding, matching and listing the system's fonts (TextLayout's SystemFontSource).
#include <fontconfig/fontconfig.h>

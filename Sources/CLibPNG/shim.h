// libpng, for decoding PNG (encoding goes through ISA-L); LinkBubble uses
// only its simplified API (png_image_*), because the
// classic API reports errors with longjmp, which Swift cannot use.
#include <png.h>

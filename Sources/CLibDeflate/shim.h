// libdeflate: whole-buffer DEFLATE/zlib compression and CRC-32, for the PNG
// encoder of BubbleRender (which writes the PNG chunks itself).
#include <libdeflate.h>

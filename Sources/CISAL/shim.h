// ISA-L (Intel's Intelligent Storage Acceleration Library): igzip's one-shot DEFLATE
// compression in a zlib stream, and the CRC-32 of PNG chunks, for the PNG encoder of
// BubbleRender (which writes the PNG chunks itself).
#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>

/// The size ISA-L suggests for the level buffer of compression level 2 (a macro
/// expression Swift does not import).
static const uint32_t linkbubble_isal_level2_buffer_size = ISAL_DEF_LVL2_DEFAULT;

// libwebp's simple encoding and decoding API (WebPEncode*RGBA, WebPGetInfo,
// WebPDecodeRGBAInto), which reports failures by return values.
#include <webp/decode.h>
#include <webp/encode.h>

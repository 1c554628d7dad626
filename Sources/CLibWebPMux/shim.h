// libwebp's encoder (WebPConfig, WebPPicture, WebPEncode) and libwebpmux's mux API
// (WebPMux*), for animated WebP: failures are reported by return values.
#include <webp/encode.h>
#include <webp/mux.h>

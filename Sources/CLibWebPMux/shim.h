// libwebpmux's animation encoder (WebPAnimEncoder*) and the encoder configuration it
// takes (WebPConfig, WebPPicture): failures are reported by return values.
#include <webp/encode.h>
#include <webp/mux.h>

// libwebpdemux's animation decoder (WebPAnimDecoder), which composes every frame of an
// animated WebP on its canvas as a player does: failures are reported by return values.
#include <webp/demux.h>

// A small C boundary around libjpeg-turbo's decoder for LinkBubble's BubbleRender module.
//
// libjpeg reports errors by calling a function that must not return; the only way out
// is longjmp, which Swift cannot use, so the setjmp lives here. Warnings (a truncated
// file, corrupt data that libjpeg would paint gray) are errors too: a damaged image is
// refused, never drawn in part. The header uses only stdint and stddef types.
#ifndef LINKBUBBLE_JPEG_H
#define LINKBUBBLE_JPEG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A JPEG being decoded: its header read, its pixels not yet.
typedef struct lb_jpeg lb_jpeg;

/// Reads the header of the JPEG in `bytes` (which must outlive the decoder) and
/// returns a decoder, with the image's size in `*width` and `*height`; NULL when the
/// header cannot be read (or memory runs out), with libjpeg's message in `message`
/// (at most `message_capacity` bytes, NUL-terminated).
lb_jpeg *lb_jpeg_open(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                      char *message, size_t message_capacity);

/// Decodes the whole image as RGBA (alpha 255) into `pixels`, `stride` bytes per row;
/// returns 1, or 0 with libjpeg's message (a warning included) in `message`.
int lb_jpeg_read_rgba(lb_jpeg *jpeg, uint8_t *pixels, size_t stride, char *message, size_t message_capacity);

/// Releases the decoder. Accepts NULL.
void lb_jpeg_close(lb_jpeg *jpeg);

#ifdef __cplusplus
}
#endif

#endif

#include "linkbubble_jpeg.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

struct lb_jpeg {
    struct jpeg_decompress_struct info;
    struct jpeg_error_mgr errors;
    jmp_buf escape;
    char message[JMSG_LENGTH_MAX];
};

static void lb_jpeg_fail(j_common_ptr info) {
    lb_jpeg *jpeg = (lb_jpeg *)info->client_data;
    info->err->format_message(info, jpeg->message);
    longjmp(jpeg->escape, 1);
}

// Level -1 is a warning (a premature end of data, a corrupt segment): refused as an error.
// Trace messages (levels 0 and up) are ignored.
static void lb_jpeg_message(j_common_ptr info, int level) {
    if (level < 0) lb_jpeg_fail(info);
}

static void lb_jpeg_copy_message(const lb_jpeg *jpeg, char *message, size_t capacity) {
    if (capacity == 0) return;
    snprintf(message, capacity, "%s", jpeg->message);
}

lb_jpeg *lb_jpeg_open(const uint8_t *bytes, size_t count, uint32_t *width, uint32_t *height,
                      char *message, size_t message_capacity) {
    lb_jpeg *jpeg = calloc(1, sizeof(lb_jpeg));
    if (jpeg == NULL) {
        snprintf(message, message_capacity, "out of memory");
        return NULL;
    }
    jpeg->info.err = jpeg_std_error(&jpeg->errors);
    jpeg->errors.error_exit = lb_jpeg_fail;
    jpeg->errors.emit_message = lb_jpeg_message;
    jpeg->info.client_data = jpeg;
    if (setjmp(jpeg->escape)) {
        lb_jpeg_copy_message(jpeg, message, message_capacity);
        jpeg_destroy_decompress(&jpeg->info);
        free(jpeg);
        return NULL;
    }
    jpeg_create_decompress(&jpeg->info);
    jpeg_mem_src(&jpeg->info, bytes, (unsigned long)count);
    jpeg_read_header(&jpeg->info, TRUE);
    *width = jpeg->info.image_width;
    *height = jpeg->info.image_height;
    return jpeg;
}

int lb_jpeg_read_rgba(lb_jpeg *jpeg, uint8_t *pixels, size_t stride, char *message, size_t message_capacity) {
    if (setjmp(jpeg->escape)) {
        lb_jpeg_copy_message(jpeg, message, message_capacity);
        return 0;
    }
    jpeg->info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&jpeg->info);
    while (jpeg->info.output_scanline < jpeg->info.output_height) {
        JSAMPROW row = pixels + (size_t)jpeg->info.output_scanline * stride;
        jpeg_read_scanlines(&jpeg->info, &row, 1);
    }
    jpeg_finish_decompress(&jpeg->info);
    return 1;
}

void lb_jpeg_close(lb_jpeg *jpeg) {
    if (jpeg == NULL) return;
    jpeg_destroy_decompress(&jpeg->info);
    free(jpeg);
}

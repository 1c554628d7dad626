// PNG encoders on the same RGBA images: libpng's simplified API with its fast flag (what
// BubbleRender used before issue 13), libspng 0.7.3 at zlib levels 1 to 6 with each filter
// choice, and libdeflate 1.14 behind a hand-written chunk writer (what BubbleRender uses
// now) at levels 1 to 6 with each filter. See Benchmarks/README.md, "Issue 13: rendering".
//
//   cc -O2 png_encoders.c -o png_encoders -lspng -lpng16 -ldeflate
//   ./png_encoders IMAGE.png [ROUNDS]
//
// The image is decoded to straight RGBA once. Each round encodes it once with every
// variant in turn (so variants alternate and share the machine's load); each variant's
// time is the median over the rounds of the process CPU time of one encoding (output
// buffers are allocated once, outside the timing, except what each library allocates
// inside its own call). Sizes are the PNG files' byte counts.
#include <libdeflate.h>
#include <png.h>
#include <spng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double cpu_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static unsigned char *load(const char *path, int *w, int *h) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(1); }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    unsigned char *bytes = malloc(n);
    if (fread(bytes, 1, n, f) != (size_t)n) exit(1);
    fclose(f);
    spng_ctx *c = spng_ctx_new(0);
    spng_set_png_buffer(c, bytes, n);
    struct spng_ihdr ihdr;
    spng_get_ihdr(c, &ihdr);
    *w = ihdr.width, *h = ihdr.height;
    size_t size;
    spng_decoded_image_size(c, SPNG_FMT_RGBA8, &size);
    unsigned char *pixels = malloc(size);
    if (spng_decode_image(c, pixels, size, SPNG_FMT_RGBA8, 0)) exit(1);
    spng_ctx_free(c);
    free(bytes);
    return pixels;
}

static unsigned char *out, *filtered;
static size_t capacity;

static size_t with_libpng(const unsigned char *px, int w, int h, int unused1, int unused2) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION, image.width = w, image.height = h;
    image.format = PNG_FORMAT_RGBA, image.flags = PNG_IMAGE_FLAG_FAST;
    png_alloc_size_t size = capacity;
    if (!png_image_write_to_memory(&image, out, &size, 0, px, w * 4, NULL)) exit(1);
    return size;
}

static size_t with_spng(const unsigned char *px, int w, int h, int level, int filter) {
    static const int choices[] = {SPNG_DISABLE_FILTERING, SPNG_FILTER_CHOICE_SUB, SPNG_FILTER_CHOICE_UP,
                                  SPNG_FILTER_CHOICE_PAETH, SPNG_FILTER_CHOICE_ALL};
    spng_ctx *c = spng_ctx_new(SPNG_CTX_ENCODER);
    spng_set_option(c, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(c, SPNG_IMG_COMPRESSION_LEVEL, level);
    spng_set_option(c, SPNG_FILTER_CHOICE, choices[filter]);
    struct spng_ihdr ihdr = {w, h, 8, SPNG_COLOR_TYPE_TRUECOLOR_ALPHA, 0, 0, 0};
    spng_set_ihdr(c, &ihdr);
    if (spng_encode_image(c, px, (size_t)w * h * 4, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE)) exit(1);
    size_t size;
    int error;
    free(spng_get_png_buffer(c, &size, &error));
    spng_ctx_free(c);
    return size;
}

// Filters 0-3 as PNG defines them (none, sub, up, Paeth), one type for every row.
static size_t with_libdeflate(const unsigned char *px, int w, int h, int level, int filter) {
    size_t stride = (size_t)w * 4 + 1;
    for (int y = 0; y < h; y++) {
        unsigned char *d = filtered + y * stride;
        const unsigned char *s = px + (size_t)y * w * 4, *p = y ? s - w * 4 : NULL;
        d[0] = filter;
        if (filter == 0) { memcpy(d + 1, s, (size_t)w * 4); continue; }
        for (int i = 0; i < w * 4; i++) {
            int a = i >= 4 ? s[i - 4] : 0, b = p ? p[i] : 0, c = (p && i >= 4) ? p[i - 4] : 0;
            int predicted = 0;
            if (filter == 1) predicted = a;
            else if (filter == 2) predicted = b;
            else if (filter == 3) {
                int q = a + b - c, pa = abs(q - a), pb = abs(q - b), pc = abs(q - c);
                predicted = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            }
            d[1 + i] = s[i] - predicted;
        }
    }
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    size_t size = libdeflate_zlib_compress(c, filtered, stride * h, out, capacity);
    libdeflate_free_compressor(c);
    if (!size) exit(1);
    return size + 8 + 25 + 12 + 12;  // signature, IHDR, IDAT and IEND framing
}

typedef size_t (*encoder)(const unsigned char *, int, int, int, int);
struct variant { const char *name; encoder encode; int level, filter; double *times; size_t size; };

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s IMAGE.png [ROUNDS]\n", argv[0]); return 2; }
    int w, h, rounds = argc > 2 ? atoi(argv[2]) : 41;
    unsigned char *px = load(argv[1], &w, &h);
    capacity = (size_t)w * h * 8 + 4096;
    out = malloc(capacity), filtered = malloc((size_t)(w * 4 + 1) * h);
    static const char *filters[] = {"none", "sub", "up", "paeth", "adaptive"};
    struct variant variants[64];
    int count = 0;
    char *names = malloc(64 * 40);
    variants[count++] = (struct variant){"libpng fast", with_libpng, 0, 0};
    for (int level = 1; level <= 6; level += level < 3 ? 1 : 3)
        for (int f = 0; f < 5; f++, count++) {
            sprintf(names + count * 40, "libspng L%d %s", level, filters[f]);
            variants[count] = (struct variant){names + count * 40, with_spng, level, f};
        }
    for (int level = 1; level <= 6; level += level < 3 ? 1 : 3)
        for (int f = 0; f < 4; f++, count++) {
            sprintf(names + count * 40, "libdeflate L%d %s", level, filters[f]);
            variants[count] = (struct variant){names + count * 40, with_libdeflate, level, f};
        }
    for (int v = 0; v < count; v++) variants[v].times = malloc(sizeof(double) * rounds);
    for (int r = 0; r < rounds; r++)
        for (int v = 0; v < count; v++) {
            double start = cpu_us();
            variants[v].size = variants[v].encode(px, w, h, variants[v].level, variants[v].filter);
            variants[v].times[r] = cpu_us() - start;
        }
    printf("%s: %d x %d, %d rounds\n", argv[1], w, h, rounds);
    for (int v = 0; v < count; v++) {
        qsort(variants[v].times, rounds, sizeof(double), compare);
        printf("%-24s %7zu bytes %8.0f us\n", variants[v].name, variants[v].size, variants[v].times[rounds / 2]);
    }
    return 0;
}

// PNG encoders on the same RGBA images: libpng's simplified API with its fast flag,
// libspng 0.7.3 at zlib levels 1 to 6 with each filter choice (and zlib's Z_RLE strategy),
// libdeflate 1.14 at levels 1 to 6, zlib 1.2.13's deflate at level 1 with each strategy
// (Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE), and ISA-L 2.30's igzip (what
// BubbleRender uses) at levels 0 to 3, the last three behind a chunk writer like
// BubbleRender's, each with every filter: one type for all rows, Up for rows identical to
// the one above, or a choice per row by libpng's heuristic. See Benchmarks/README.md,
// "PNG encoding".
//
//   cc -O2 png_encoders.c -o png_encoders -lspng -lpng16 -ldeflate -lz -lisal
//   ./png_encoders IMAGE.png [ROUNDS [NAME-PART...]]
//
// (Debian: libspng-dev, libpng-dev, libdeflate-dev, zlib1g-dev, libisal-dev.) The image is
// decoded to straight RGBA once. Each round encodes it once with every variant in turn (so
// variants alternate and share the machine's load); each variant's time is the median over
// the rounds of the process CPU time of one encoding (output buffers are allocated once,
// outside the timing, except what each library allocates inside its own call), with the
// page faults per encoding. Sizes are the PNG files' byte counts. NAME-PARTs keep only the
// variants whose names contain one of them ("isal L2", "libdeflate L2 none"). Every zlib
// stream made here except libpng's and libspng's is inflated once and compared with its
// input. Under valgrind, ISA-L runs its AVX2 code (valgrind has no AVX-512).
#include <immintrin.h>
#include <isa-l/igzip_lib.h>
#include <libdeflate.h>
#include <png.h>
#include <spng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#include <sys/resource.h>
static long minor_faults(void) {
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_minflt;
}

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

static size_t with_libpng(const unsigned char *px, int w, int h, int unused1, int unused2, int unused3, int unused4) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION, image.width = w, image.height = h;
    image.format = PNG_FORMAT_RGBA, image.flags = PNG_IMAGE_FLAG_FAST;
    png_alloc_size_t size = capacity;
    if (!png_image_write_to_memory(&image, out, &size, 0, px, w * 4, NULL)) exit(1);
    return size;
}

static size_t with_spng(const unsigned char *px, int w, int h, int level, int filter, int strategy, int unused) {
    static const int choices[] = {SPNG_DISABLE_FILTERING, SPNG_FILTER_CHOICE_SUB, SPNG_FILTER_CHOICE_UP,
                                  SPNG_FILTER_CHOICE_PAETH, SPNG_FILTER_CHOICE_ALL};
    spng_ctx *c = spng_ctx_new(SPNG_CTX_ENCODER);
    spng_set_option(c, SPNG_ENCODE_TO_BUFFER, 1);
    spng_set_option(c, SPNG_IMG_COMPRESSION_LEVEL, level);
    spng_set_option(c, SPNG_FILTER_CHOICE, choices[filter]);
    if (strategy >= 0) spng_set_option(c, SPNG_IMG_COMPRESSION_STRATEGY, strategy);
    struct spng_ihdr ihdr = {w, h, 8, SPNG_COLOR_TYPE_TRUECOLOR_ALPHA, 0, 0, 0};
    spng_set_ihdr(c, &ihdr);
    if (spng_encode_image(c, px, (size_t)w * h * 4, SPNG_FMT_PNG, SPNG_ENCODE_FINALIZE)) exit(1);
    size_t size;
    int error;
    free(spng_get_png_buffer(c, &size, &error));
    spng_ctx_free(c);
    return size;
}

// Filters 0-3 as PNG defines them (none, sub, up, Paeth), one type for every row; 4 is
// libspng's per-row choice, not offered here; 5 is Up for a row identical to the one above
// (all zeros then) and Sub elsewhere; 6 is Up for an identical row and None elsewhere; 7
// picks None, Sub or Up per row by the smallest sum of |filtered byte as signed| (libpng's
// heuristic), 8 the same among all four.
static void filter_row(unsigned char *d, const unsigned char *s, const unsigned char *p, size_t n, int type) {
    d[0] = type;
    d++;
    switch (type) {
    case 0: memcpy(d, s, n); break;
    case 1:
        memcpy(d, s, 4);
        for (size_t i = 4; i < n; i++) d[i] = s[i] - s[i - 4];
        break;
    case 2:
        if (!p) { memcpy(d, s, n); break; }
        for (size_t i = 0; i < n; i++) d[i] = s[i] - p[i];
        break;
    case 3:
        for (size_t i = 0; i < n; i++) {
            int a = i >= 4 ? s[i - 4] : 0, b = p ? p[i] : 0, c = (p && i >= 4) ? p[i - 4] : 0;
            int q = a + b - c, pa = abs(q - a), pb = abs(q - b), pc = abs(q - c);
            d[i] = s[i] - ((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c));
        }
        break;
    }
}

static unsigned long row_cost(const unsigned char *d, size_t n) {
    unsigned long sum = 0;
    for (size_t i = 1; i <= n; i++) sum += d[i] < 128 ? d[i] : 256 - d[i];
    return sum;
}

static void filter_rows(const unsigned char *px, int w, int h, int filter) {
    size_t stride = (size_t)w * 4 + 1, n = (size_t)w * 4;
    static unsigned char *trial;
    if (!trial) trial = malloc(stride);
    for (int y = 0; y < h; y++) {
        unsigned char *d = filtered + y * stride;
        const unsigned char *s = px + (size_t)y * n, *p = y ? s - n : NULL;
        if (filter <= 3) { filter_row(d, s, p, n, filter); continue; }
        if (filter <= 6) {
            if (p && !memcmp(s, p, n)) d[0] = 2, memset(d + 1, 0, n);
            else filter_row(d, s, p, n, filter == 5 ? 1 : 0);
            continue;
        }
        filter_row(d, s, p, n, 0);
        unsigned long best = row_cost(d, n);
        for (int type = 1; type <= (filter == 7 ? 2 : 3); type++) {
            filter_row(trial, s, p, n, type);
            unsigned long cost = row_cost(trial, n);
            if (cost < best) best = cost, memcpy(d, trial, stride);
        }
    }
}

static size_t with_libdeflate(const unsigned char *px, int w, int h, int level, int filter, int unused1, int unused2) {
    size_t stride = (size_t)w * 4 + 1;
    filter_rows(px, w, h, filter);
    // Levels 11 to 16: levels 1 to 6 with one compressor kept from call to call.
    static struct libdeflate_compressor *kept[7];
    struct libdeflate_compressor *c = level > 10 ? kept[level - 10] : libdeflate_alloc_compressor(level);
    if (!c) c = kept[level - 10] = libdeflate_alloc_compressor(level - 10);
    size_t size = libdeflate_zlib_compress(c, filtered, stride * h, out, capacity);
    if (level < 10) libdeflate_free_compressor(c);
    if (!size) exit(1);
    return size + 8 + 25 + 12 + 12;  // signature, IHDR, IDAT and IEND framing
}

// zlib 1.2.13's deflate with a strategy (Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY,
// Z_RLE) and memLevel. window 15 is zlib's own stream (zlib computes the Adler-32); -15 is a
// raw deflate stream in the zlib header and Adler-32 trailer written here (libdeflate's
// SIMD Adler-32).
static size_t with_zlib(const unsigned char *px, int w, int h, int level, int filter, int strategy, int window) {
    size_t stride = (size_t)w * 4 + 1, n = stride * h;
    filter_rows(px, w, h, filter);
    z_stream s;
    memset(&s, 0, sizeof s);
    if (deflateInit2(&s, level, Z_DEFLATED, window, 8, strategy) != Z_OK) exit(1);
    size_t header = window < 0 ? 2 : 0;
    out[0] = 0x78, out[1] = 0x01;
    s.next_in = filtered, s.avail_in = n, s.next_out = out + header, s.avail_out = capacity - 6;
    if (deflate(&s, Z_FINISH) != Z_STREAM_END) exit(1);
    size_t size = header + s.total_out;
    deflateEnd(&s);
    if (window < 0) {
        unsigned adler = libdeflate_adler32(1, filtered, n);
        out[size] = adler >> 24, out[size + 1] = adler >> 16, out[size + 2] = adler >> 8, out[size + 3] = adler;
        size += 4;
    }
    return size + 8 + 25 + 12 + 12;
}

// ISA-L's assembly returns with the vector registers' upper halves dirty, after which SSE
// code (zlib's, the other variants', BubbleRender's drawing) ran 2 to 4 times slower on the
// machine measured: cleared after each call, as BubbleRender does.
__attribute__((target("avx"))) static void zero_upper(void) { _mm256_zeroupper(); }
static void clear_upper_vector_state(void) {
    if (__builtin_cpu_supports("avx")) zero_upper();
}

// ISA-L 2.30's igzip (levels 0 to 3), one shot (isal_deflate_stateless) with its zlib
// wrapper; level buffers of the suggested default sizes, or for level 2 (buffer 1 to 5) of
// ISA-L's sizes MIN, SMALL, MEDIUM, LARGE (the default) and EXTRA_LARGE: the buffer holds
// one block's tokens, so its size sets how often the Huffman codes are rebuilt.
static size_t with_isal(const unsigned char *px, int w, int h, int level, int filter, int buffer_size, int unused) {
    static const uint32_t sizes[] = {ISAL_DEF_LVL0_DEFAULT, ISAL_DEF_LVL1_DEFAULT, ISAL_DEF_LVL2_DEFAULT, ISAL_DEF_LVL3_DEFAULT};
    static const uint32_t level2_sizes[] = {0, ISAL_DEF_LVL2_MIN, ISAL_DEF_LVL2_SMALL, ISAL_DEF_LVL2_MEDIUM,
                                            ISAL_DEF_LVL2_LARGE, ISAL_DEF_LVL2_EXTRA_LARGE};
    static struct isal_zstream s;
    size_t n = ((size_t)w * 4 + 1) * h;
    uint32_t size = buffer_size ? level2_sizes[buffer_size] : sizes[level];
    filter_rows(px, w, h, filter);
    isal_deflate_stateless_init(&s);
    unsigned char *buffer = size ? malloc(size) : NULL;
    s.level = level, s.level_buf = buffer, s.level_buf_size = size;
    s.gzip_flag = IGZIP_ZLIB, s.end_of_stream = 1, s.flush = NO_FLUSH;
    s.next_in = filtered, s.avail_in = n, s.next_out = out, s.avail_out = capacity;
    if (isal_deflate_stateless(&s) != COMP_OK) exit(1);
    free(buffer);
    clear_upper_vector_state();
    return s.total_out + 8 + 25 + 12 + 12;
}

typedef size_t (*encoder)(const unsigned char *, int, int, int, int, int, int);
struct variant { const char *name; encoder encode; int level, filter, strategy, window; double *times; size_t size; long faults; };

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

// The zlib stream in `out` inflates to the filtered rows (checked once per variant).
static void check(const char *name, size_t png_size, size_t n) {
    unsigned char *back = malloc(n);
    uLongf size = n;
    if (uncompress(back, &size, out, png_size - (8 + 25 + 12 + 12)) != Z_OK || size != n || memcmp(back, filtered, n)) {
        fprintf(stderr, "%s: the stream does not inflate to its input\n", name);
        exit(1);
    }
    free(back);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s IMAGE.png [ROUNDS [NAME-PART...]]\n", argv[0]); return 2; }
    int w, h, rounds = argc > 2 ? atoi(argv[2]) : 41;
    unsigned char *px = load(argv[1], &w, &h);
    capacity = (size_t)w * h * 8 + 4096;
    out = malloc(capacity), filtered = malloc((size_t)(w * 4 + 1) * h);
    static const char *filters[] = {"none", "sub", "up", "paeth", "adaptive", "up|sub", "up|none", "msad3", "msad4"};
    static const char *strategies[] = {"default", "filtered", "huffman", "rle"};
    struct variant variants[256];
    int count = 0;
    char *names = malloc(256 * 40);
    variants[count++] = (struct variant){"libpng fast", with_libpng};
    for (int level = 1; level <= 6; level += level < 3 ? 1 : 3)
        for (int f = 0; f < 5; f++, count++) {
            sprintf(names + count * 40, "libspng L%d %s", level, filters[f]);
            variants[count] = (struct variant){names + count * 40, with_spng, level, f, -1};
        }
    for (int f = 0; f < 2; f++, count++) {
        sprintf(names + count * 40, "libspng rle %s", filters[f]);
        variants[count] = (struct variant){names + count * 40, with_spng, 1, f, Z_RLE};
    }
    for (int level = 1; level <= 6; level += level < 3 ? 1 : 3)
        for (int f = 0; f < 9; f++)
            if (f != 4) {
                sprintf(names + count * 40, "libdeflate L%d %s", level, filters[f]);
                variants[count] = (struct variant){names + count * 40, with_libdeflate, level, f};
                count++;
            }
    for (int level = 11; level <= 13; level++, count++) {
        sprintf(names + count * 40, "libdeflate kept L%d none", level - 10);
        variants[count] = (struct variant){names + count * 40, with_libdeflate, level, 0};
    }
    for (int level = 0; level <= 3; level++)
        for (int f = 0; f < 9; f++)
            if (f != 4) {
                sprintf(names + count * 40, "isal L%d %s", level, filters[f]);
                variants[count] = (struct variant){names + count * 40, with_isal, level, f};
                count++;
            }
    static const char *buffer_sizes[] = {"", "min", "small", "medium", "large", "extra-large"};
    for (int size = 1; size <= 5; size++, count++) {
        sprintf(names + count * 40, "isal L2 none %s", buffer_sizes[size]);
        variants[count] = (struct variant){names + count * 40, with_isal, 2, 0, size};
    }
    for (int strategy = 0; strategy < 4; strategy++)
        for (int f = 0; f < 9; f++)
            if (f != 4) {
                sprintf(names + count * 40, "zlib raw L1 %s %s", strategies[strategy], filters[f]);
                variants[count] = (struct variant){names + count * 40, with_zlib, 1, f, strategy, -15};
                count++;
            }
    for (int f = 0; f < 2; f++, count++) {
        sprintf(names + count * 40, "zlib wrapped L1 rle %s", filters[f]);
        variants[count] = (struct variant){names + count * 40, with_zlib, 1, f, Z_RLE, 15};
    }
    // Only the variants whose names contain one of the given parts, if any are given.
    int kept = 0;
    for (int v = 0; v < count; v++) {
        int keep = argc <= 3;
        for (int a = 3; a < argc; a++) keep |= strstr(variants[v].name, argv[a]) != NULL;
        if (keep) variants[kept++] = variants[v];
    }
    count = kept;
    for (int v = 0; v < count; v++) variants[v].times = malloc(sizeof(double) * rounds);
    for (int r = 0; r < rounds; r++)
        for (int v = 0; v < count; v++) {
            struct variant *x = &variants[v];
            long faults = minor_faults();
            double start = cpu_us();
            x->size = x->encode(px, w, h, x->level, x->filter, x->strategy, x->window);
            x->times[r] = cpu_us() - start;
            x->faults += minor_faults() - faults;
            if (r == 0 && x->encode != with_libpng && x->encode != with_spng) check(x->name, x->size, (size_t)(w * 4 + 1) * h);
        }
    printf("%s: %d x %d, %d rounds\n", argv[1], w, h, rounds);
    for (int v = 0; v < count; v++) {
        qsort(variants[v].times, rounds, sizeof(double), compare);
        printf("%-32s %7zu bytes %8.0f us %6.1f faults\n", variants[v].name, variants[v].size, variants[v].times[rounds / 2],
               (double)variants[v].faults / rounds);
    }
    return 0;
}

/* The floor of paragraph layout: what any HarfBuzz + ICU layout must do at least, timed
 * per paragraph. Part of Benchmarks/peers/layout_peers.py (see Benchmarks/peers/README.md).
 *
 *   layout_floor FONT.ttf PARAGRAPHS.txt      one paragraph per line, UTF-8
 *
 * Reads commands on stdin, "ft K" or "ot K", and answers each with one JSON line
 * {"ns": [...], "cpu_ns": [...], "lines": [...]}: K passes over the paragraphs, one time per
 * paragraph, wall clock (CLOCK_MONOTONIC) and the thread's CPU time over the same span
 * (CLOCK_THREAD_CPUTIME_ID, read just outside the wall clock).
 * For each paragraph, timed: the paragraph's one run (Latin, left to
 * right) shaped whole by hb_shape into a reused buffer at 16 px, then ICU's line-break
 * opportunities walked with one reused UBRK_LINE iterator (ubrk_setText, ubrk_next to the
 * end). "ft": the hb_font is hb-ft's on an FT_Face set to 16 px (FT_Set_Char_Size, advances
 * unhinted as hb-ft loads them by default, in 26.6 units: 1/64 px); "ot": HarfBuzz's own
 * font functions at the scale of the font's units per em (as LinkBubble shapes: exact
 * advances, scaled to 16 px afterwards).
 * The UTF-16 conversion happens once, before timing. After the timed part (not timed) the
 * line count is computed from the glyph advances and the break opportunities, greedily,
 * for a 290 px line (trailing spaces hang), so that the outputs can be compared.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb-ft.h>
#include <hb-ot.h>
#include <hb.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>

#define FONT_SIZE_PX 16
#define LINE_WIDTH_PX 290
#define MAX_PARAGRAPHS 100000
#define MAX_UNITS 65536

typedef struct {
    UChar *text;
    int32_t length;
} Paragraph;

/* The time of `clock` in ns: CLOCK_MONOTONIC (wall) or CLOCK_THREAD_CPUTIME_ID (this
 * thread's CPU time, which does not count while other processes run). */
static long long now_ns(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void fail(const char *message) {
    fprintf(stderr, "layout_floor: %s\n", message);
    exit(1);
}

/* Greedy line count: break opportunities `breaks[0..count)` (ends of segments), glyph
 * advances in the font's scale (`scale` units per FONT_SIZE_PX pixels) attributed to their
 * cluster's first UTF-16 unit; a line is full past LINE_WIDTH_PX, compared exactly. */
static int count_lines(const Paragraph *p, hb_buffer_t *buffer, const int32_t *breaks, int count,
                       int32_t *advance, int scale) {
    unsigned glyph_count = 0;
    hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &glyph_count);
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, NULL);
    memset(advance, 0, sizeof(int32_t) * (size_t)p->length);
    for (unsigned i = 0; i < glyph_count; i++) advance[infos[i].cluster] += positions[i].x_advance;
    const int64_t limit = (int64_t)LINE_WIDTH_PX * scale; /* compared with widths x FONT_SIZE_PX */
    int lines = 1;
    int64_t used = 0;
    int32_t start = 0;
    for (int b = 0; b < count; b++) {
        int32_t end = breaks[b];
        int64_t width = 0, hanging = 0;
        for (int32_t i = start; i < end; i++) width += advance[i];
        for (int32_t i = end - 1; i >= start && p->text[i] == ' '; i--) hanging += advance[i];
        if (used > 0 && (used + width - hanging) * FONT_SIZE_PX > limit) {
            lines++;
            used = 0;
        }
        used += width;
        start = end;
    }
    return lines;
}

int main(int argc, char **argv) {
    if (argc != 3) fail("usage: layout_floor FONT.ttf PARAGRAPHS.txt");

    FILE *file = fopen(argv[2], "rb");
    if (!file) fail("cannot open the paragraphs file");
    static Paragraph paragraphs[MAX_PARAGRAPHS];
    int paragraph_count = 0;
    char *line = NULL;
    size_t capacity = 0;
    ssize_t read;
    while ((read = getline(&line, &capacity, file)) > 0) {
        if (line[read - 1] == '\n') line[--read] = 0;
        if (paragraph_count == MAX_PARAGRAPHS) fail("too many paragraphs");
        UErrorCode status = U_ZERO_ERROR;
        int32_t length = 0;
        u_strFromUTF8(NULL, 0, &length, line, (int32_t)read, &status);
        if (length > MAX_UNITS) fail("paragraph too long");
        status = U_ZERO_ERROR;
        UChar *text = malloc(sizeof(UChar) * (size_t)(length + 1));
        u_strFromUTF8(text, length + 1, NULL, line, (int32_t)read, &status);
        if (U_FAILURE(status)) fail("invalid UTF-8");
        paragraphs[paragraph_count++] = (Paragraph){text, length};
    }
    free(line);
    fclose(file);
    if (paragraph_count == 0) fail("no paragraphs");

    FT_Library library;
    FT_Face face;
    if (FT_Init_FreeType(&library) || FT_New_Face(library, argv[1], 0, &face)) fail("cannot open the font");
    if (FT_Set_Char_Size(face, 0, FONT_SIZE_PX * 64, 72, 72)) fail("FT_Set_Char_Size failed");
    hb_font_t *ft_font = hb_ft_font_create_referenced(face);

    hb_blob_t *blob = hb_blob_create_from_file(argv[1]);
    hb_face_t *hb_face = hb_face_create(blob, 0);
    hb_font_t *ot_font = hb_font_create(hb_face);
    hb_ot_font_set_funcs(ot_font);
    const int upem = (int)hb_face_get_upem(hb_face);
    hb_font_set_scale(ot_font, upem, upem);

    hb_buffer_t *buffer = hb_buffer_create();
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *breaker = ubrk_open(UBRK_LINE, "en", NULL, 0, &status);
    if (U_FAILURE(status)) fail("ubrk_open failed");

    int32_t *breaks = malloc(sizeof(int32_t) * (MAX_UNITS + 1));
    int32_t *advance = malloc(sizeof(int32_t) * MAX_UNITS);
    int *lines = malloc(sizeof(int) * (size_t)paragraph_count);
    char command[64];
    while (fgets(command, sizeof command, stdin)) {
        char which[8];
        int passes = 0;
        if (sscanf(command, "%7s %d", which, &passes) != 2 || passes <= 0 || passes > 1000 ||
            (strcmp(which, "ft") != 0 && strcmp(which, "ot") != 0))
            fail("expected \"ft K\" or \"ot K\" (K from 1 to 1000)");
        hb_font_t *font = strcmp(which, "ft") == 0 ? ft_font : ot_font;
        size_t total = (size_t)passes * (size_t)paragraph_count;
        long long *times = malloc(sizeof(long long) * total);
        long long *cpu_times = malloc(sizeof(long long) * total);
        for (size_t n = 0; n < total; n++) {
            int i = (int)(n % (size_t)paragraph_count);
            const Paragraph *p = &paragraphs[i];
            long long cpu_start = now_ns(CLOCK_THREAD_CPUTIME_ID);
            long long start = now_ns(CLOCK_MONOTONIC);
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf16(buffer, (const uint16_t *)p->text, p->length, 0, p->length);
            hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
            hb_buffer_set_script(buffer, HB_SCRIPT_LATIN);
            hb_shape(font, buffer, NULL, 0);
            UErrorCode error = U_ZERO_ERROR;
            ubrk_setText(breaker, p->text, p->length, &error);
            int count = 0;
            for (int32_t b = ubrk_next(breaker); b != UBRK_DONE; b = ubrk_next(breaker)) breaks[count++] = b;
            times[n] = now_ns(CLOCK_MONOTONIC) - start;
            cpu_times[n] = now_ns(CLOCK_THREAD_CPUTIME_ID) - cpu_start;
            if (U_FAILURE(error)) fail("ubrk_setText failed");
            int x_scale = 0;
            hb_font_get_scale(font, &x_scale, NULL);
            lines[i] = count_lines(p, buffer, breaks, count, advance, x_scale);
        }
        printf("{\"ns\": [");
        for (size_t n = 0; n < total; n++) printf(n == 0 ? "%lld" : ", %lld", times[n]);
        printf("], \"cpu_ns\": [");
        for (size_t n = 0; n < total; n++) printf(n == 0 ? "%lld" : ", %lld", cpu_times[n]);
        printf("], \"lines\": [");
        for (int i = 0; i < paragraph_count; i++) printf(i == 0 ? "%d" : ", %d", lines[i]);
        printf("]}\n");
        fflush(stdout);
        free(times);
        free(cpu_times);
    }
    return 0;
}

/*
 * apng_encoder.c: cpng_encode_apng (layout and rules: include/apng_encoder.h).
 *
 * Design and invariants
 * - No libpng call here: cpng_write_header (cpng.c, which owns every setjmp) writes the chunks
 *   before acTL; each frame's data is cpng_flat_write_data's (flat_encoder.c), so a frame is
 *   compressed exactly as PNGCodec.encode compresses a picture.
 * - Two passes over the frames: the first finds each frame's rectangle and scans it (colours,
 *   repeated rows), merging the colours into one content; the second writes the frames with
 *   the colour type and palette of that content. Memory: the rectangles, the repeat flags of
 *   every rectangle (sum of their heights, in bytes) and two contents. It needs every frame at
 *   once; apng_writer.c writes the same bytes from frames given one at a time, and this one is
 *   its reference twin (PickerRenderPNGTests).
 */
#include "apng_encoder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "content_scan.h"
#include "cpng_internal.h"

static uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

cpng_rect cpng_changed_rect_fast(const uint8_t *a, const uint8_t *b, uint32_t width, uint32_t height, size_t stride) {
    cpng_rect r = {0, 0, 0, 0};
    size_t rowbytes = (size_t)width * 4;
    uint32_t top = 0, bottom = height;
    while (top < height && memcmp(a + top * stride, b + top * stride, rowbytes) == 0) top++;
    if (top == height) return r;
    while (bottom > top && memcmp(a + (bottom - 1) * stride, b + (bottom - 1) * stride, rowbytes) == 0) bottom--;
    uint32_t left = width, right = 0;
    for (uint32_t y = top; y < bottom; y++) {
        const uint8_t *ra = a + y * stride, *rb = b + y * stride;
        /* Only the columns outside [left, right) can widen the rectangle. */
        uint32_t x = 0;
        while (x < left && load32(ra + 4 * (size_t)x) == load32(rb + 4 * (size_t)x)) x++;
        if (x < left) left = x;
        uint32_t end = width;
        while (end > right && end > left && load32(ra + 4 * (size_t)(end - 1)) == load32(rb + 4 * (size_t)(end - 1))) end--;
        if (end > right) right = end;
    }
    r.x = left; r.y = top; r.width = right - left; r.height = bottom - top;
    return r;
}

cpng_rect cpng_changed_rect_reference(const uint8_t *a, const uint8_t *b, uint32_t width, uint32_t height,
                                      size_t stride) {
    uint32_t left = width, right = 0, top = height, bottom = 0;
    for (uint32_t y = 0; y < height; y++)
        for (uint32_t x = 0; x < width; x++)
            for (int c = 0; c < 4; c++) {
                size_t i = y * stride + 4 * (size_t)x + (size_t)c;
                if (a[i] == b[i]) continue;
                if (x < left) left = x;
                if (x + 1 > right) right = x + 1;
                if (y < top) top = y;
                if (y + 1 > bottom) bottom = y + 1;
            }
    cpng_rect r = {0, 0, 0, 0};
    if (right == 0) return r;
    r.x = left; r.y = top; r.width = right - left; r.height = bottom - top;
    return r;
}

static void put16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)(v >> 8); p[1] = (uint8_t)v; }

/* fcTL: sequence, width, height, x, y, delay_num, delay_den, dispose_op NONE, blend_op SOURCE. */
int cpng_apng_append_fctl(cpng_buffer *out, uint32_t *sequence, cpng_rect r, uint16_t num, uint16_t den) {
    uint8_t d[26];
    cpng_put32(d, (*sequence)++);
    cpng_put32(d + 4, r.width);
    cpng_put32(d + 8, r.height);
    cpng_put32(d + 12, r.x);
    cpng_put32(d + 16, r.y);
    put16(d + 20, num);
    put16(d + 22, den);
    d[24] = 0;
    d[25] = 0;
    return cpng_append_chunk(out, "fcTL", d, sizeof d);
}

typedef struct apng_job {
    cpng_rect *rects;
    uint8_t *repeats;   /* every rectangle's rows, one after the other */
    cpng_content *all;  /* merged over the frames */
    cpng_content *one;  /* one frame's scan */
    cpng_buffer png;
} apng_job;

static int encode(apng_job *j, const uint8_t *const *frames, uint32_t count, uint32_t width, uint32_t height,
                  size_t stride, uint32_t ppm, uint16_t num, uint16_t den, char *err, size_t errlen) {
    size_t total_rows = 0;
    for (uint32_t i = 0; i < count; i++) {
        cpng_rect r = {0, 0, width, height};
        if (i > 0) {
            r = cpng_changed_rect_fast(frames[i - 1], frames[i], width, height, stride);
            if (r.width == 0) r = (cpng_rect){0, 0, 1, 1};
        }
        j->rects[i] = r;
        total_rows += r.height;
    }
    j->repeats = (uint8_t *)malloc(total_rows);
    if (j->repeats == NULL) {
        snprintf(err, errlen, "out of memory (row flags)");
        return CPNG_ERROR;
    }
    uint8_t *flags = j->repeats;
    for (uint32_t i = 0; i < count; i++) {
        cpng_rect r = j->rects[i];
        const uint8_t *origin = frames[i] + r.y * stride + 4 * (size_t)r.x;
        cpng_scan_fast(origin, r.width, r.height, stride, i == 0 ? j->all : j->one, flags);
        if (i > 0) cpng_content_merge(j->all, j->one);
        flags += r.height;
    }

    cpng_header_spec spec;
    cpng_flat_header_spec(j->all, width, height, ppm, &spec);
    if (cpng_write_header(&spec, &j->png, err, errlen) != CPNG_OK) return CPNG_ERROR;
    uint8_t actl[8];
    cpng_put32(actl, count);
    cpng_put32(actl + 4, 0);
    if (cpng_append_chunk(&j->png, "acTL", actl, sizeof actl) != CPNG_OK) goto memory;
    uint32_t sequence = 0;
    flags = j->repeats;
    for (uint32_t i = 0; i < count; i++) {
        cpng_rect r = j->rects[i];
        if (cpng_apng_append_fctl(&j->png, &sequence, r, num, den) != CPNG_OK) goto memory;
        const uint8_t *origin = frames[i] + r.y * stride + 4 * (size_t)r.x;
        if (cpng_flat_write_data(&j->png, origin, r.width, r.height, stride, spec.colour_type, j->all, flags,
                                 i == 0 ? NULL : &sequence, NULL, NULL, err, errlen) != CPNG_OK)
            return CPNG_ERROR;
        flags += r.height;
    }
    if (cpng_append_chunk(&j->png, "IEND", NULL, 0) != CPNG_OK) goto memory;
    return CPNG_OK;
memory:
    snprintf(err, errlen, "out of memory growing the PNG output buffer");
    return CPNG_ERROR;
}

int cpng_apng_clear_output(cpng_buffer *out, const char *who, char *err, size_t errlen) {
    if (out == NULL) {
        snprintf(err, errlen, "%s: out is NULL", who);
        return CPNG_ERROR;
    }
    memset(out, 0, sizeof *out);
    return CPNG_OK;
}

int cpng_encode_apng(const uint8_t *const *frames, uint32_t count, uint32_t width, uint32_t height,
                     size_t stride, uint32_t pixels_per_meter, uint16_t delay_num, uint16_t delay_den,
                     cpng_buffer *out, char *err, size_t errlen) {
    char scratch[1];
    if (err == NULL || errlen == 0) { err = scratch; errlen = sizeof scratch; }
    if (cpng_apng_clear_output(out, "cpng_encode_apng", err, errlen) != CPNG_OK) return CPNG_ERROR;
    if (frames == NULL || count == 0 || count > 0x7fffffffu / 2 || width == 0 || height == 0 ||
        width > 0x7fffffffu || height > 0x7fffffffu || stride / 4 < width || pixels_per_meter > 0x7fffffffu) {
        snprintf(err, errlen, "cpng_encode_apng: invalid arguments");
        return CPNG_ERROR;
    }
    for (uint32_t i = 0; i < count; i++)
        if (frames[i] == NULL) {
            snprintf(err, errlen, "cpng_encode_apng: frame %u is NULL", i);
            return CPNG_ERROR;
        }
    apng_job j = {0};
    j.rects = (cpng_rect *)malloc(sizeof(cpng_rect) * count);
    j.all = (cpng_content *)malloc(sizeof *j.all);
    j.one = (cpng_content *)malloc(sizeof *j.one);
    int rc = CPNG_ERROR;
    if (j.rects == NULL || j.all == NULL || j.one == NULL)
        snprintf(err, errlen, "out of memory (frames)");
    else
        rc = encode(&j, frames, count, width, height, stride, pixels_per_meter, delay_num, delay_den, err, errlen);
    free(j.rects);
    free(j.repeats);
    free(j.all);
    free(j.one);
    if (rc == CPNG_OK) {
        *out = j.png;
        err[0] = '\0';
    } else {
        free(j.png.data);
    }
    return rc;
}

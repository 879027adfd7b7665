/*
 * apng_writer.c: cpng_apng_writer (protocol and why: include/apng_writer.h).
 *
 * Design and invariants
 * - The same pieces as cpng_encode_apng (apng_encoder.c), in the same order, so the bytes are
 *   the same: a frame's rectangle against the frame before (cpng_changed_rect_fast, 1 x 1 at
 *   (0, 0) when nothing changed), its scan (frame 0 into `all`, the others into `one` then
 *   merged), fcTL, then cpng_flat_write_data with the content the colour type and palette come
 *   from (a copy of `all` with its palette reordered, as cpng_flat_header_spec does).
 * - Modes: WRITING (frames encoded as they come, each with the content of the frames so far);
 *   SCANNING (after a frame changed the colour type or the palette's used entries: the rest
 *   only merged into `all`); REWRITING (every frame again from 0, with the final content).
 *   `used` is the content the frames in `body` were written with; in WRITING, `used` of frame
 *   i is a prefix (for a palette) of `used` of frame i + 1, so each frame's indices are those of
 *   the final palette.
 * - Memory: three contents (about 7 KB each), one frame's row flags (height bytes) and the
 *   compressed frames; nothing per frame.
 */
#include "apng_writer.h"

#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "apng_encoder.h"
#include "content_scan.h"
#include "cpng_internal.h"
#include "row_packer.h"

enum { WRITING, SCANNING, REWRITING };

struct cpng_apng_writer {
    uint32_t count, width, height, ppm;
    size_t stride;
    uint16_t num, den;
    /* The first and the last frame's delays (num / den; a hold on them), and acTL's num_plays. */
    uint16_t first_num, last_num;
    uint32_t plays;
    uint32_t next;
    uint32_t restarts;
    int mode;
    int used_type;   /* -1 before the first frame is written */
    uint32_t sequence;
    uint8_t *repeats;
    cpng_content all, one, used;
    cpng_buffer body;
};

cpng_apng_writer *cpng_apng_writer_new(uint32_t count, uint32_t width, uint32_t height, size_t stride,
                                       uint32_t pixels_per_meter, uint16_t delay_num, uint16_t delay_den) {
    if (count == 0 || count > 0x7fffffffu / 2 || width == 0 || height == 0 || width > 0x7fffffffu ||
        height > 0x7fffffffu || stride / 4 < width || pixels_per_meter > 0x7fffffffu)
        return NULL;
    cpng_apng_writer *w = (cpng_apng_writer *)calloc(1, sizeof *w);
    if (w == NULL) return NULL;
    w->repeats = (uint8_t *)malloc(height);
    if (w->repeats == NULL) { free(w); return NULL; }
    w->count = count; w->width = width; w->height = height; w->stride = stride; w->ppm = pixels_per_meter;
    w->num = delay_num; w->den = delay_den;
    w->first_num = delay_num; w->last_num = delay_num;
    w->mode = WRITING;
    w->used_type = -1;
    return w;
}

void cpng_apng_writer_free(cpng_apng_writer *w) {
    if (w == NULL) return;
    free(w->repeats);
    free(w->body.data);
    free(w);
}

uint32_t cpng_apng_writer_next(const cpng_apng_writer *w) { return w->next; }

uint32_t cpng_apng_writer_restarts(const cpng_apng_writer *w) { return w->restarts; }

/* `content` as the header and the data see it: colour type, palette with translucent entries first. */
static int prepared(cpng_content *content) {
    int type = cpng_flat_colour_type(content);
    if (type == CPNG_PALETTE) cpng_palette_alpha_first(content);
    return type;
}

/* Whether frames written with `before` are still right under `after`. */
static int compatible(int before_type, const cpng_content *before, int after_type, const cpng_content *after) {
    if (before_type != after_type) return 0;
    if (after_type != CPNG_PALETTE) return 1;
    return before->colours <= after->colours && memcmp(before->palette, after->palette, 4 * (size_t)before->colours) == 0;
}

void cpng_apng_writer_set_timing(cpng_apng_writer *w, uint32_t plays, uint16_t first_num, uint16_t last_num) {
    w->plays = plays; w->first_num = first_num; w->last_num = last_num;
}

static int write_frame(cpng_apng_writer *w, const uint8_t *frame, cpng_rect r, char *err, size_t errlen) {
    /* The first frame's hold wins when it is also the last. */
    uint16_t num = w->next == 0 ? w->first_num : w->next + 1 == w->count ? w->last_num : w->num;
    if (cpng_apng_append_fctl(&w->body, &w->sequence, r, num, w->den) != CPNG_OK) {
        snprintf(err, errlen, "out of memory growing the PNG output buffer");
        return CPNG_ERROR;
    }
    const uint8_t *origin = frame + r.y * w->stride + 4 * (size_t)r.x;
    /* fdAT chunks after the first frame (numbered on from its fcTL), IDAT for it. */
    return cpng_flat_write_data(&w->body, origin, r.width, r.height, w->stride, w->used_type, &w->used, w->repeats,
                                w->next == 0 ? NULL : &w->sequence, NULL, NULL, err, errlen);
}

int cpng_apng_writer_add(cpng_apng_writer *w, const uint8_t *previous, const uint8_t *frame, char *err, size_t errlen) {
    char scratch[1];
    if (err == NULL || errlen == 0) { err = scratch; errlen = sizeof scratch; }
    if (w->next >= w->count || frame == NULL || (w->next > 0) != (previous != NULL)) {
        snprintf(err, errlen, "cpng_apng_writer_add: frame %u given out of order", w->next);
        return CPNG_ERROR;
    }
    cpng_rect r = {0, 0, w->width, w->height};
    if (w->next > 0) {
        r = cpng_changed_rect_fast(previous, frame, w->width, w->height, w->stride);
        if (r.width == 0) r = (cpng_rect){0, 0, 1, 1};
    }
    const uint8_t *origin = frame + r.y * w->stride + 4 * (size_t)r.x;
    int first_scan = w->next == 0 && w->mode == WRITING;
    cpng_scan_fast(origin, r.width, r.height, w->stride, first_scan ? &w->all : &w->one, w->repeats);
    if (w->mode == REWRITING) {
        /* `used` is final; the scan gave this frame's row flags. */
        if (write_frame(w, frame, r, err, errlen) != CPNG_OK) return CPNG_ERROR;
        w->next++;
        return CPNG_OK;
    }
    if (!first_scan) cpng_content_merge(&w->all, &w->one);
    if (w->mode == WRITING) {
        cpng_content now = w->all;
        int type = prepared(&now);
        if (w->used_type < 0 || compatible(w->used_type, &w->used, type, &now)) {
            w->used = now;
            w->used_type = type;
            if (write_frame(w, frame, r, err, errlen) != CPNG_OK) return CPNG_ERROR;
            w->next++;
            return CPNG_OK;
        }
        /* This frame changed what the frames before were written with: scan the rest. */
        w->mode = SCANNING;
    }
    w->next++;
    if (w->next == w->count) {
        /* Every colour is known: every frame again from the first, with the final content. */
        w->used = w->all;
        w->used_type = prepared(&w->used);
        free(w->body.data);
        memset(&w->body, 0, sizeof w->body);
        w->sequence = 0;
        w->next = 0;
        w->restarts++;
        w->mode = REWRITING;
    }
    return CPNG_OK;
}

int cpng_apng_writer_finish(cpng_apng_writer *w, cpng_buffer *out, char *err, size_t errlen) {
    char scratch[1];
    if (err == NULL || errlen == 0) { err = scratch; errlen = sizeof scratch; }
    if (cpng_apng_clear_output(out, "cpng_apng_writer_finish", err, errlen) != CPNG_OK) return CPNG_ERROR;
    if (w->next != w->count || w->mode == SCANNING) {
        snprintf(err, errlen, "cpng_apng_writer_finish: %u of %u frames given", w->next, w->count);
        return CPNG_ERROR;
    }
    cpng_content final = w->all;
    cpng_header_spec spec;
    cpng_flat_header_spec(&final, w->width, w->height, w->ppm, &spec);
    cpng_buffer png = {0};
    if (cpng_write_header(&spec, &png, err, errlen) != CPNG_OK) return CPNG_ERROR;
    uint8_t actl[8];
    cpng_put32(actl, w->count);
    cpng_put32(actl + 4, w->plays);
    if (cpng_append_chunk(&png, "acTL", actl, sizeof actl) != CPNG_OK ||
        cpng_buffer_append(&png, w->body.data, w->body.size) != 0 ||
        cpng_append_chunk(&png, "IEND", NULL, 0) != CPNG_OK) {
        free(png.data);
        snprintf(err, errlen, "out of memory growing the PNG output buffer");
        return CPNG_ERROR;
    }
    free(w->body.data);
    memset(&w->body, 0, sizeof w->body);
    *out = png;
    err[0] = '\0';
    return CPNG_OK;
}

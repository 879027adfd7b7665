/*
 * pixel_expand.c: cpng_expand_row (block_decoder.h), an unfiltered raw row to RGBA8 as libpng's
 * expand, strip-16, grey-to-RGB and filler transforms give it (cpng.c asks libpng for exactly
 * those on its own path; the tests hold both paths to the same pixels on PngSuite). One loop per
 * colour type and depth; no allocation.
 */
#include "block_decoder.h"

/* A macro, not a function: debug builds compile C without inlining, and a call per pixel was
   most of a one-column decode there. */
#define put(o, r, g, b, a) do { uint8_t *o_ = (o); o_[0] = (r); o_[1] = (g); o_[2] = (b); o_[3] = (a); } while (0)

/* Grey or palette below 8 bits: samples packed from the high bits of each byte. */
static void expand_packed(const cpng_block_format *f, const uint8_t *raw, uint32_t count, uint8_t *out,
                          size_t step) {
    unsigned depth = f->depth, mask = (1u << depth) - 1, scale = 255u / mask;
    for (uint32_t x = 0; x < count; x++, out += step) {
        size_t bit = (size_t)x * depth;
        unsigned v = (raw[bit >> 3] >> (8 - depth - (bit & 7))) & mask;
        if (f->colour == 3) {
            const uint8_t *p = f->palette[v];
            put(out, p[0], p[1], p[2], p[3]);
        } else {
            uint8_t g = (uint8_t)(v * scale);
            put(out, g, g, g, (f->has_key && v == f->key[0]) ? 0 : 255);
        }
    }
}

static void expand_8(const cpng_block_format *f, const uint8_t *raw, uint32_t count, uint8_t *out, size_t step) {
    switch (f->colour) {
    case 0:
        for (uint32_t x = 0; x < count; x++, out += step, raw++)
            put(out, raw[0], raw[0], raw[0], (f->has_key && raw[0] == f->key[0]) ? 0 : 255);
        return;
    case 2:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 3) {
            int keyed = f->has_key && raw[0] == f->key[0] && raw[1] == f->key[1] && raw[2] == f->key[2];
            put(out, raw[0], raw[1], raw[2], keyed ? 0 : 255);
        }
        return;
    case 3:
        for (uint32_t x = 0; x < count; x++, out += step, raw++) {
            const uint8_t *p = f->palette[raw[0]];
            put(out, p[0], p[1], p[2], p[3]);
        }
        return;
    case 4:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 2) put(out, raw[0], raw[0], raw[0], raw[1]);
        return;
    default:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 4) put(out, raw[0], raw[1], raw[2], raw[3]);
        return;
    }
}

static uint16_t be16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }

static void expand_16(const cpng_block_format *f, const uint8_t *raw, uint32_t count, uint8_t *out, size_t step) {
    switch (f->colour) {
    case 0:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 2)
            put(out, raw[0], raw[0], raw[0], (f->has_key && be16(raw) == f->key[0]) ? 0 : 255);
        return;
    case 2:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 6) {
            int keyed = f->has_key && be16(raw) == f->key[0] && be16(raw + 2) == f->key[1] &&
                        be16(raw + 4) == f->key[2];
            put(out, raw[0], raw[2], raw[4], keyed ? 0 : 255);
        }
        return;
    case 4:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 4) put(out, raw[0], raw[0], raw[0], raw[2]);
        return;
    default:
        for (uint32_t x = 0; x < count; x++, out += step, raw += 8) put(out, raw[0], raw[2], raw[4], raw[6]);
        return;
    }
}

void cpng_expand_row(const cpng_block_format *format, const uint8_t *raw, uint32_t count, uint8_t *out,
                     size_t step) {
    if (format->depth < 8) expand_packed(format, raw, count, out, step);
    else if (format->depth == 8) expand_8(format, raw, count, out, step);
    else expand_16(format, raw, count, out, step);
}

/*
 * cpng_internal.h: what the C files of CPNG share and Swift does not see (not under include/).
 * - cpng_buffer_append: the growable output buffer (doubling; no partial append on failure).
 * - cpng_write_header: libpng writes the signature and every chunk before IDAT. It lives in
 *   cpng.c, which owns every setjmp; the caller (flat_encoder.c) then appends IDAT and IEND
 *   itself with zlib, so no libpng call and no longjmp happens outside cpng.c.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "cpng.h"

/* Appends `length` bytes; 0 on success, -1 when out of memory or the size would overflow. */
int cpng_buffer_append(cpng_buffer *buffer, const void *data, size_t length);

typedef struct cpng_header_spec {
    uint32_t width;
    uint32_t height;
    int colour_type;             /* 0, 2, 3, 4 or 6; bit depth 8 */
    const uint8_t *palette_rgba; /* colour type 3: palette_count RGBA entries */
    uint32_t palette_count;
    uint32_t translucent;        /* colour type 3: the first `translucent` entries go to tRNS */
    uint32_t pixels_per_meter;   /* 0: no pHYs */
} cpng_header_spec;

/* Appends signature, IHDR, sRGB (perceptual), PLTE and tRNS for palettes, and pHYs to `out`,
   exactly as libpng's png_write_info writes them. CPNG_OK or CPNG_ERROR with a message. */
int cpng_write_header(const cpng_header_spec *spec, cpng_buffer *out, char *err, size_t errlen);

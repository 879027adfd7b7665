/*
 * row_packer.h: one RGBA8 row to the samples of the PNG colour type the encoder chose.
 *
 * Design and invariants
 * - Lossless by construction: the encoder picks a layout only when cpng_scan_* found that the
 *   pixels allow it exactly (grey: r == g == b; no alpha: every alpha 255; palette: every colour
 *   is in content->palette). Packing a row that breaks that promise is a programmer error; the
 *   fast path then writes index 0 for a missing palette colour, the reference returns -1.
 * - Bit depth 8 in every layout: 1 byte per sample, so a row is width x channels bytes.
 * - cpng_pack_row_reference is the simple twin (one switch per pixel, linear palette search);
 *   both write the same bytes (PickerRenderPNGTests). No allocation.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "content_scan.h"

#ifdef __cplusplus
extern "C" {
#endif

/* PNG colour types (the values of the IHDR field). */
enum {
    CPNG_GREY = 0,
    CPNG_RGB = 2,
    CPNG_PALETTE = 3,
    CPNG_GREY_ALPHA = 4,
    CPNG_RGBA = 6
};

/* Bytes per pixel of a colour type at bit depth 8 (0 for an unknown type). */
uint32_t cpng_channels(int colour_type);

/* Writes width pixels of `rgba` to `out` (width x cpng_channels(colour_type) bytes). */
void cpng_pack_row_fast(const uint8_t *rgba, uint32_t width, int colour_type,
                        const cpng_content *content, uint8_t *out);
/* Same bytes; returns 0, or -1 when a colour is missing from the palette. */
int cpng_pack_row_reference(const uint8_t *rgba, uint32_t width, int colour_type,
                            const cpng_content *content, uint8_t *out);

#ifdef __cplusplus
}
#endif

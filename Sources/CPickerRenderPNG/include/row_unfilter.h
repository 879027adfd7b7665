/*
 * row_unfilter.h: undoing the PNG filters (None, Sub, Up, Average, Paeth) for the block
 * decoder (block_decoder.c), and a plain reference twin that tests hold it to.
 *
 * Design: the fast kernel works in place, in one buffer that holds the row above and becomes
 * the current row byte by byte, so the decoder keeps a single raw row, never two. A row may
 * arrive in spans of any length (the inflate window ends where it ends); `state` carries what
 * Paeth needs across spans: the row above's bytes already overwritten (the last `bpp` of
 * them), indexed by position modulo bpp. No allocation.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Across the spans of one row: zero it (cpng_unfilter_begin) before the row's first span. */
typedef struct cpng_unfilter_state {
    uint8_t above_left[8]; /* above[i - bpp] for the positions i just before the next span */
} cpng_unfilter_state;

void cpng_unfilter_begin(cpng_unfilter_state *state);

/* Unfilters `count` filtered bytes `in` into row[start ..< start + count]. Before the call
   row[0 ..< start] holds this row's unfiltered bytes and row[start ...] the row above's (all
   zero for the first row of an image or pass). `filter` is 0...4, `bpp` 1...8 (bytes per
   complete pixel, at least 1). */
void cpng_unfilter_span(uint8_t filter, uint8_t *row, size_t start, const uint8_t *in, size_t count,
                        unsigned bpp, cpng_unfilter_state *state);

/* The reference: the PNG specification's formulas, one byte at a time, out of place. `above`
   is the previous row unfiltered, or NULL for the first row. Writes rowbytes bytes to `out`. */
void cpng_unfilter_row_reference(uint8_t filter, const uint8_t *above, const uint8_t *in, size_t rowbytes,
                                 unsigned bpp, uint8_t *out);

#ifdef __cplusplus
}
#endif

/*
 * row_filter.h: the PNG filter for a row that does not repeat the row above (flat_encoder.h).
 *
 * Rule (measured, see flat_encoder.h): a flat row, where at least a quarter of the pixels equal
 * their left neighbour, gets None: deflate finds its runs and its repeats of earlier rows
 * unfiltered, and every filter tried on the bench pictures made them larger. Any other row
 * (gradients, photographs, noise) gets whichever of None, Sub and Up has the smallest sum of
 * |filtered byte| read as a signed value (libpng's heuristic, without Average and Paeth), ties
 * going to None, then Sub. Deterministic; no allocation.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { CPNG_FILTER_NONE = 0, CPNG_FILTER_SUB = 1, CPNG_FILTER_UP = 2 };

/* Writes the filter type byte and the filtered row to out[0 ... rowbytes]. `above` is the
   previous row unfiltered (NULL for the first row, which then never gets Up); `bpp` the bytes
   per pixel (1 ... 4). Returns the filter type. */
int cpng_filter_row(const uint8_t *row, const uint8_t *above, size_t rowbytes, uint32_t bpp,
                    uint8_t *out);

#ifdef __cplusplus
}
#endif

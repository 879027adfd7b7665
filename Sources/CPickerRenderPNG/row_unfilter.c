/*
 * row_unfilter.c: the PNG filters undone in place (include/row_unfilter.h). One loop per
 * filter type, so the per-byte work is the filter's arithmetic and nothing else; Paeth keeps
 * the overwritten bytes of the row above in a ring of bpp bytes.
 */
#include "row_unfilter.h"

#include <stdlib.h>
#include <string.h>

void cpng_unfilter_begin(cpng_unfilter_state *state) { memset(state, 0, sizeof *state); }


void cpng_unfilter_span(uint8_t filter, uint8_t *row, size_t start, const uint8_t *in, size_t count,
                        unsigned bpp, cpng_unfilter_state *state) {
    size_t end = start + count, i = start;
    switch (filter) {
    case 0:
        memcpy(row + start, in, count);
        return;
    case 1:
        for (; i < end && i < bpp; i++) row[i] = in[i - start];
        for (; i < end; i++) row[i] = (uint8_t)(in[i - start] + row[i - bpp]);
        return;
    case 2:
        for (; i < end; i++) row[i] = (uint8_t)(in[i - start] + row[i]);
        return;
    case 3:
        for (; i < end && i < bpp; i++) row[i] = (uint8_t)(in[i - start] + (row[i] >> 1));
        for (; i < end; i++) row[i] = (uint8_t)(in[i - start] + ((row[i - bpp] + row[i]) >> 1));
        return;
    default: {
        uint8_t *ring = state->above_left;
        unsigned k = (unsigned)(start % bpp);
        /* The predictor written out in the loop: debug builds compile C without inlining. */
        for (; i < end; i++) {
            int b = row[i], a = i >= bpp ? row[i - bpp] : 0, c = ring[k]; /* ring[k]: above[i - bpp], 0 at first */
            int p = b - c, q = a - c;
            int pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = p + q < 0 ? -(p + q) : p + q;
            row[i] = (uint8_t)(in[i - start] + ((pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c)));
            ring[k] = (uint8_t)b;
            if (++k == bpp) k = 0;
        }
        return;
    }
    }
}

void cpng_unfilter_row_reference(uint8_t filter, const uint8_t *above, const uint8_t *in, size_t rowbytes,
                                 unsigned bpp, uint8_t *out) {
    for (size_t i = 0; i < rowbytes; i++) {
        int a = i >= bpp ? out[i - bpp] : 0;
        int b = above ? above[i] : 0;
        int c = (above && i >= bpp) ? above[i - bpp] : 0;
        int predictor = 0;
        if (filter == 1) predictor = a;
        else if (filter == 2) predictor = b;
        else if (filter == 3) predictor = (a + b) / 2;
        else if (filter == 4) {
            int p = a + b - c;
            int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
        }
        out[i] = (uint8_t)((in[i] + predictor) & 0xff);
    }
}

/*
 * row_filter.c: cpng_filter_row (the rule and why: include/row_filter.h). Flat rows, the
 * common case, cost one compare per pixel and a copy; only other rows pay for the sums.
 */
#include "row_filter.h"

#include <string.h>

static uint32_t magnitude(uint8_t v) { return v < 128 ? v : 256u - v; }

/* At least a quarter of the pixels equal their left neighbour. Stops as soon as that is
   known; compares bytes in place (a memcmp call per pixel was 8 % of the wheel's encode). */
static int is_flat(const uint8_t *row, size_t rowbytes, uint32_t bpp) {
    size_t pixels = rowbytes / bpp, same = 0;
    if (pixels < 2) return 1;
    size_t needed = (pixels - 1 + 3) / 4;
    for (size_t k = bpp; k < rowbytes; k += bpp) {
        uint32_t j = 0;
        while (j < bpp && row[k + j] == row[k + j - bpp]) j++;
        if (j == bpp && ++same >= needed) return 1;
    }
    return 0;
}

int cpng_filter_row(const uint8_t *row, const uint8_t *above, size_t rowbytes, uint32_t bpp,
                    uint8_t *out) {
    int filter = CPNG_FILTER_NONE;
    if (!is_flat(row, rowbytes, bpp)) {
        uint64_t none = 0, sub = 0, up = 0;
        for (size_t k = 0; k < rowbytes; k++) {
            none += magnitude(row[k]);
            sub += magnitude((uint8_t)(row[k] - (k >= bpp ? row[k - bpp] : 0)));
            if (above != NULL) up += magnitude((uint8_t)(row[k] - above[k]));
        }
        if (sub < none) filter = CPNG_FILTER_SUB;
        if (above != NULL && up < (filter == CPNG_FILTER_SUB ? sub : none)) filter = CPNG_FILTER_UP;
    }
    out[0] = (uint8_t)filter;
    uint8_t *o = out + 1;
    switch (filter) {
    case CPNG_FILTER_SUB:
        for (size_t k = 0; k < rowbytes; k++) o[k] = (uint8_t)(row[k] - (k >= bpp ? row[k - bpp] : 0));
        break;
    case CPNG_FILTER_UP:
        for (size_t k = 0; k < rowbytes; k++) o[k] = (uint8_t)(row[k] - above[k]);
        break;
    default:
        memcpy(o, row, rowbytes);
        break;
    }
    return filter;
}

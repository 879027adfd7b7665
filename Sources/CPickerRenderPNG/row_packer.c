/*
 * row_packer.c: the fast row packer and its reference twin (see include/row_packer.h).
 * The fast palette path remembers the last pixel's index: runs of one colour (most of a flat
 * picture) cost one 4-byte compare per pixel instead of a hash probe.
 */
#include "row_packer.h"

#include <string.h>

uint32_t cpng_channels(int colour_type) {
    switch (colour_type) {
    case CPNG_GREY: return 1;
    case CPNG_RGB: return 3;
    case CPNG_PALETTE: return 1;
    case CPNG_GREY_ALPHA: return 2;
    case CPNG_RGBA: return 4;
    default: return 0;
    }
}

static void pack_palette(const uint8_t *rgba, uint32_t width, const cpng_content *c, uint8_t *out) {
    uint32_t last = 0;
    uint8_t index = 0;
    int have = 0;
    for (uint32_t x = 0; x < width; x++) {
        uint32_t v;
        memcpy(&v, rgba + 4 * (size_t)x, 4);
        if (!have || v != last) {
            int i = cpng_palette_lookup(c, rgba + 4 * (size_t)x);
            index = (uint8_t)(i < 0 ? 0 : i);
            last = v;
            have = 1;
        }
        out[x] = index;
    }
}

void cpng_pack_row_fast(const uint8_t *rgba, uint32_t width, int colour_type,
                        const cpng_content *c, uint8_t *out) {
    const uint8_t *in = rgba;
    switch (colour_type) {
    case CPNG_RGBA:
        memcpy(out, in, (size_t)width * 4);
        break;
    case CPNG_RGB:
        for (uint32_t x = 0; x < width; x++, in += 4, out += 3) {
            out[0] = in[0]; out[1] = in[1]; out[2] = in[2];
        }
        break;
    case CPNG_GREY:
        for (uint32_t x = 0; x < width; x++) out[x] = in[4 * (size_t)x];
        break;
    case CPNG_GREY_ALPHA:
        for (uint32_t x = 0; x < width; x++, in += 4, out += 2) { out[0] = in[0]; out[1] = in[3]; }
        break;
    case CPNG_PALETTE:
        pack_palette(rgba, width, c, out);
        break;
    default:
        break;
    }
}

int cpng_pack_row_reference(const uint8_t *rgba, uint32_t width, int colour_type,
                            const cpng_content *c, uint8_t *out) {
    uint32_t n = cpng_channels(colour_type);
    uint32_t known = c->colours < CPNG_PALETTE_MAX ? c->colours : CPNG_PALETTE_MAX;
    for (uint32_t x = 0; x < width; x++) {
        const uint8_t *px = rgba + 4 * (size_t)x;
        uint8_t *o = out + (size_t)x * n;
        switch (colour_type) {
        case CPNG_RGBA: o[0] = px[0]; o[1] = px[1]; o[2] = px[2]; o[3] = px[3]; break;
        case CPNG_RGB: o[0] = px[0]; o[1] = px[1]; o[2] = px[2]; break;
        case CPNG_GREY: o[0] = px[0]; break;
        case CPNG_GREY_ALPHA: o[0] = px[0]; o[1] = px[3]; break;
        case CPNG_PALETTE: {
            uint32_t i = 0;
            while (i < known && memcmp(c->palette + 4 * i, px, 4) != 0) i++;
            if (i == known) return -1;
            o[0] = (uint8_t)i;
            break;
        }
        default: return -1;
        }
    }
    return 0;
}

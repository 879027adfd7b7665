/*
 * content_scan.c: the fast scan and its reference twin (see include/content_scan.h).
 * Measured on the wheel demo @3x (1206 x 2622, 85 % repeated rows, > 256 colours): the fast
 * scan costs about as much as one memcmp of the picture; the reference is many times slower.
 */
#include "content_scan.h"

#include <string.h>

static uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

/* Fibonacci hashing of the 4 bytes into CPNG_PALETTE_SLOTS (1024 = 2^10) slots. */
static uint32_t slot_of(uint32_t key) { return (key * 2654435761u) >> 22; }

static void init_content(cpng_content *c) {
    memset(c, 0, sizeof *c);
    c->opaque = 1;
    c->grey = 1;
}

int cpng_palette_lookup(const cpng_content *c, const uint8_t *rgba) {
    uint32_t key = load32(rgba);
    for (uint32_t s = slot_of(key);; s = (s + 1) & (CPNG_PALETTE_SLOTS - 1)) {
        uint16_t v = c->slot_index[s];
        if (v == 0) return -1;
        if (c->slot_keys[s] == key) return v - 1;
    }
}

/* Adds a colour not yet seen; the table never fills (256 entries in 1024 slots). */
static void hash_insert(cpng_content *c, uint32_t key, uint16_t index) {
    uint32_t s = slot_of(key);
    while (c->slot_index[s] != 0) s = (s + 1) & (CPNG_PALETTE_SLOTS - 1);
    c->slot_keys[s] = key;
    c->slot_index[s] = (uint16_t)(index + 1);
}

static void note_colour_fast(cpng_content *c, const uint8_t *px) {
    if (c->colours > CPNG_PALETTE_MAX) return;
    if (cpng_palette_lookup(c, px) >= 0) return;
    if (c->colours < CPNG_PALETTE_MAX) {
        memcpy(c->palette + 4 * c->colours, px, 4);
        hash_insert(c, load32(px), (uint16_t)c->colours);
    }
    c->colours++;
}

void cpng_scan_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                    cpng_content *c, uint8_t *repeats) {
    init_content(c);
    size_t rowbytes = (size_t)width * 4;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        if (y > 0 && memcmp(row, row - stride, rowbytes) == 0) { repeats[y] = 1; continue; }
        repeats[y] = 0;
        if (!c->opaque && !c->grey && c->colours > CPNG_PALETTE_MAX) continue;
        uint32_t last = ~load32(row); /* differs from the first pixel */
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *px = row + 4 * (size_t)x;
            uint32_t v = load32(px);
            if (v == last) continue;
            last = v;
            c->opaque &= px[3] == 255;
            c->grey &= px[0] == px[1] && px[1] == px[2];
            note_colour_fast(c, px);
        }
    }
}

void cpng_scan_reference(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                         cpng_content *c, uint8_t *repeats) {
    init_content(c);
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = rgba + (size_t)y * stride;
        int same = y > 0;
        for (size_t i = 0; same && i < (size_t)width * 4; i++) same = row[i] == row[i - stride];
        repeats[y] = (uint8_t)same;
        for (uint32_t x = 0; x < width; x++) {
            const uint8_t *px = row + 4 * (size_t)x;
            if (px[3] != 255) c->opaque = 0;
            if (px[0] != px[1] || px[1] != px[2]) c->grey = 0;
            if (c->colours > CPNG_PALETTE_MAX) continue;
            uint32_t known = c->colours < CPNG_PALETTE_MAX ? c->colours : CPNG_PALETTE_MAX;
            uint32_t i = 0;
            while (i < known && memcmp(c->palette + 4 * i, px, 4) != 0) i++;
            if (i < known) continue;
            if (c->colours < CPNG_PALETTE_MAX) memcpy(c->palette + 4 * c->colours, px, 4);
            c->colours++;
        }
    }
}

uint32_t cpng_palette_alpha_first(cpng_content *c) {
    uint32_t n = c->colours, translucent = 0, k = 0;
    uint8_t ordered[CPNG_PALETTE_MAX * 4];
    for (uint32_t i = 0; i < n; i++)
        if (c->palette[4 * i + 3] != 255) { memcpy(ordered + 4 * k++, c->palette + 4 * i, 4); translucent++; }
    for (uint32_t i = 0; i < n; i++)
        if (c->palette[4 * i + 3] == 255) memcpy(ordered + 4 * k++, c->palette + 4 * i, 4);
    memcpy(c->palette, ordered, 4 * (size_t)n);
    memset(c->slot_index, 0, sizeof c->slot_index);
    for (uint32_t i = 0; i < n; i++) hash_insert(c, load32(c->palette + 4 * i), (uint16_t)i);
    return translucent;
}

void cpng_content_merge(cpng_content *into, const cpng_content *from) {
    into->opaque &= from->opaque;
    into->grey &= from->grey;
    if (from->colours > CPNG_PALETTE_MAX) { into->colours = CPNG_PALETTE_MAX + 1; return; }
    for (uint32_t i = 0; i < from->colours; i++) note_colour_fast(into, from->palette + 4 * i);
}

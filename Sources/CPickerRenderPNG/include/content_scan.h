/*
 * content_scan.h: what an RGBA8 picture allows the encoder to store exactly (flat_encoder.h).
 *
 * Design and invariants
 * - One pass over the rows. A row equal to the row above is flagged in `repeats` and not looked
 *   at again (it cannot change the answer); inside a row, a pixel equal to its left neighbour is
 *   skipped for the same reason. Once the answer is "not opaque, not grey, more than 256
 *   colours" only the row comparison goes on. These pictures are flat (85 % of the demo's rows
 *   repeat), so the scan touches a small part of the pixels.
 * - Palette entries are kept in order of first appearance (top row first, left to right), which
 *   depends on the pixels only, so the file is byte-identical run to run. The hash table that
 *   finds them is private to the fast path; its layout never reaches the output.
 * - cpng_scan_reference is the simple twin (every pixel, linear palette search, byte loop for
 *   rows): both must give the same cpng_content and repeats for every input (PickerRenderPNGTests).
 * - No allocation: the caller owns `content` and `repeats` (height bytes).
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { CPNG_PALETTE_MAX = 256, CPNG_PALETTE_SLOTS = 1024 };

typedef struct cpng_content {
    int opaque;          /* every alpha is 255 */
    int grey;            /* r == g == b in every pixel */
    uint32_t colours;    /* distinct RGBA values, counted up to CPNG_PALETTE_MAX + 1 */
    /* The first min(colours, 256) distinct values, RGBA, in order of first appearance. */
    uint8_t palette[CPNG_PALETTE_MAX * 4];
    /* Fast path only: open-addressing hash of palette entries (key: the 4 bytes as uint32,
       value: index + 1, 0 = empty). Kept so the row packer can look colours up. */
    uint32_t slot_keys[CPNG_PALETTE_SLOTS];
    uint16_t slot_index[CPNG_PALETTE_SLOTS];
} cpng_content;

/* Scans width x height RGBA8 pixels (rows `stride` bytes apart, stride >= width * 4).
   repeats[y] = 1 when row y equals row y - 1 (repeats[0] = 0). */
void cpng_scan_fast(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                    cpng_content *content, uint8_t *repeats);
void cpng_scan_reference(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                         cpng_content *content, uint8_t *repeats);

/* Index of `rgba` (4 bytes) in content->palette through the fast path's hash, or -1. */
int cpng_palette_lookup(const cpng_content *content, const uint8_t *rgba);

/* Adds what `from` found to `into`, as if one scan had seen both pictures (frames of an APNG
   share one colour type and palette): opaque and grey only if both are, `from`'s new colours
   appended in its order of first appearance, counting up to CPNG_PALETTE_MAX + 1. */
void cpng_content_merge(cpng_content *into, const cpng_content *from);

/* Moves the entries whose alpha is not 255 to the front (stable), so tRNS can stop after the
   last of them, and rehashes. Returns how many entries have alpha < 255. Needs colours <= 256. */
uint32_t cpng_palette_alpha_first(cpng_content *content);

#ifdef __cplusplus
}
#endif

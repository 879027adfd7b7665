/*
 * apng_encoder.h: a lossless animated PNG (APNG 1.0) from frames of 8-bit straight RGBA, with
 * the flat encoder's compression (flat_encoder.h). A standard PNG whose IDAT is the first
 * frame, so a reader without APNG support (libpng, PNGCodec.decode) shows frame 0.
 *
 * Layout: signature, IHDR, sRGB, PLTE/tRNS, pHYs (libpng writes them, as for a PNG), acTL
 * (num_frames, num_plays 0 = forever), then per frame an fcTL followed by its data: IDAT for
 * frame 0, fdAT for the others, one sequence number shared by fcTL and fdAT from 0 up, then IEND.
 * - One colour type for all frames: the smallest that holds every frame exactly (the flat
 *   encoder's rule applied to what all the frames contain, palettes merged in order of first
 *   appearance), since an APNG has one IHDR and one PLTE.
 * - Frames after the first hold only the rectangle that changed since the previous frame
 *   (fcTL x/y offsets), with dispose_op NONE and blend_op SOURCE: the rectangle replaces those
 *   pixels, alpha included, so every composed frame is exactly its input. A frame equal to the
 *   previous one is a 1 x 1 rectangle at (0, 0) (a frame must have a pixel); every input frame
 *   stays one APNG frame, so frame i of the file is frame i of the animation.
 * - Every frame shows delay_num / delay_den seconds.
 * - Deterministic: the bytes depend on the pixels and arguments only.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "cpng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A rectangle of pixels. */
typedef struct cpng_rect {
    uint32_t x, y, width, height;
} cpng_rect;

/*
 * Encodes `count` >= 1 frames, each width x height, rows `stride` bytes apart. Same contract as
 * cpng_encode_flat for memory, `err` and return codes. delay_den 0 means 100 (the APNG rule).
 */
int cpng_encode_apng(const uint8_t *const *frames, uint32_t count, uint32_t width, uint32_t height,
                     size_t stride, uint32_t pixels_per_meter, uint16_t delay_num, uint16_t delay_den,
                     cpng_buffer *out, char *err, size_t errlen);

/*
 * The smallest rectangle holding every pixel where `a` and `b` differ; {0, 0, 0, 0} when they
 * are equal. The fast version compares rows with memcmp and pixels as 32-bit words; the
 * reference compares every byte. Both give the same rectangle (PickerRenderPNGTests).
 */
cpng_rect cpng_changed_rect_fast(const uint8_t *a, const uint8_t *b, uint32_t width, uint32_t height, size_t stride);
cpng_rect cpng_changed_rect_reference(const uint8_t *a, const uint8_t *b, uint32_t width, uint32_t height,
                                      size_t stride);

#ifdef __cplusplus
}
#endif

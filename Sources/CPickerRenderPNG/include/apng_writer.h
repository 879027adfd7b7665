/*
 * apng_writer.h: the APNG of apng_encoder.h, byte for byte, from frames given one at a time, so
 * an animation holds two frames (the one given and the one before it), never all of them.
 *
 * Why a protocol and not one call: an APNG has one colour type and one palette for all its
 * frames, written before any frame, and the flat encoder picks them from what every frame
 * contains. The writer encodes each frame as it comes with what the frames so far contain,
 * and keeps the compressed frames (fcTL / IDAT / fdAT) apart from the header, written last.
 * - As long as each new frame leaves the colour type, and for a palette the order of the
 *   entries already used, as they were (new opaque colours are appended; almost every picture
 *   has > 256 colours or is opaque), the frames already written stay right: the pictures are
 *   drawn once. This is what happens for every animation of the gallery and the tests.
 * - When a frame changes them (a first translucent pixel, the 257th colour, a translucent colour
 *   that moves the palette's opaque entries), the writer asks for the remaining frames to be
 *   scanned (CPNG_APNG_SCAN: colours only, nothing written), then for every frame again from
 *   the first to be written with the final colour type and palette. At most three drawings of
 *   a frame, two frames held at any time.
 *
 * Use: cpng_apng_writer_new, then while cpng_apng_writer_next(w) < count: give that frame (and
 * the frame before it, NULL for frame 0) to cpng_apng_writer_add; then cpng_apng_writer_finish.
 * cpng_apng_writer_next goes back to 0 once, after a rescan. Every frame is width x height with
 * rows `stride` bytes apart. Nothing is allocated in proportion to the number of frames.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "cpng.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cpng_apng_writer cpng_apng_writer;

/* A writer for `count` >= 1 frames; NULL when out of memory or the arguments are invalid (the
   same bounds as cpng_encode_apng). */
cpng_apng_writer *cpng_apng_writer_new(uint32_t count, uint32_t width, uint32_t height, size_t stride,
                                       uint32_t pixels_per_meter, uint16_t delay_num, uint16_t delay_den);
void cpng_apng_writer_free(cpng_apng_writer *w);

/* Before the first frame: acTL's num_plays (0 = forever) and the first and the last frame's delay
   numerators over the writer's delay_den (the others keep delay_num). Default: 0, delay_num. */
void cpng_apng_writer_set_timing(cpng_apng_writer *w, uint32_t plays, uint16_t first_num, uint16_t last_num);

/* The index of the frame the writer wants next; `count` when it has them all. */
uint32_t cpng_apng_writer_next(const cpng_apng_writer *w);

/* How many times frames were asked for again from the first (0 or 1). */
uint32_t cpng_apng_writer_restarts(const cpng_apng_writer *w);

/* Takes frame cpng_apng_writer_next(w); `previous` is the frame before it (NULL for frame 0).
   CPNG_OK or CPNG_ERROR with a message. */
int cpng_apng_writer_add(cpng_apng_writer *w, const uint8_t *previous, const uint8_t *frame, char *err, size_t errlen);

/* With every frame given: the whole APNG in `out` (released with cpng_buffer_free), the frames'
   chunks moved out of the writer. Same contract as cpng_encode_apng for `out`, `err` and codes. */
int cpng_apng_writer_finish(cpng_apng_writer *w, cpng_buffer *out, char *err, size_t errlen);

#ifdef __cplusplus
}
#endif

/*
 * cpng.h: the only interface between Swift and libpng.
 *
 * Design and invariants
 * - Every setjmp lives in cpng.c. libpng's error callback longjmps only back into a C frame of
 *   cpng.c; no Swift frame is ever between that setjmp and a libpng call. There are no callbacks
 *   into Swift: decoding reads from a caller-owned byte buffer, encoding writes into a C-owned
 *   growable buffer.
 * - Two encoders: cpng_encode_flat (flat_encoder.h), the one PNGCodec.encode uses, and
 *   cpng_encode_rgba8_libpng_defaults, libpng at its default settings, kept as the bench's yardstick.
 * - Memory: both encoders fill `out->data` with a malloc'd block that the caller releases with
 *   cpng_buffer_free. cpng_decode_rgba8 fills `out->pixels` with a malloc'd block that the
 *   caller releases with cpng_image_free. On failure nothing is left allocated and the out
 *   structs are zeroed (except width/height on CPNG_TOO_LARGE).
 * - `err` (may be NULL when errlen is 0) always receives a NUL-terminated message: libpng's error
 *   text on failure, the warnings one per line ("\n"-separated) on success ("" when there were none).
 * - Thread safety: no global state; distinct calls may run concurrently.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Return codes. */
enum {
    CPNG_OK = 0,
    CPNG_ERROR = -1,     /* malformed input, libpng error or out of memory; see err */
    CPNG_TOO_LARGE = -2  /* decode: width x height > max_pixels; out->width/height are set */
};

/* A growable byte buffer owned by C (malloc). */
typedef struct cpng_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
} cpng_buffer;

/* A decoded image: straight-alpha RGBA8, row-major, stride width * 4. */
typedef struct cpng_image {
    uint8_t *pixels;
    uint32_t width;
    uint32_t height;
} cpng_image;

/*
 * libpng at its default settings (the yardstick): 8-bit non-premultiplied RGBA into a PNG of
 * colour type 6, bit depth 8, no interlace, an sRGB chunk (perceptual intent), pHYs
 * (pixels_per_meter on both axes, unit metre) unless pixels_per_meter is 0, no tIME or text
 * chunks, libpng's default zlib level and adaptive filtering. The output is byte-identical for
 * identical input. `stride` is the distance between rows in bytes
 * (>= width * 4). Returns CPNG_OK or CPNG_ERROR.
 */
int cpng_encode_rgba8_libpng_defaults(const uint8_t *rgba, uint32_t width, uint32_t height,
                                      size_t stride, uint32_t pixels_per_meter, cpng_buffer *out,
                                      char *err, size_t errlen);

/*
 * Decodes any valid PNG to 8-bit straight RGBA without gamma correction (gAMA, iCCP, sRGB, cHRM
 * are ignored for values): palettes and grey expanded, low bit depths scaled up, tRNS applied as
 * alpha, 16-bit samples reduced to their high byte, interlace handled. Images with
 * width x height > max_pixels are refused right after IHDR, before the pixel buffer exists.
 * Returns CPNG_OK, CPNG_ERROR or CPNG_TOO_LARGE.
 */
int cpng_decode_rgba8(const uint8_t *data, size_t size, uint64_t max_pixels, cpng_image *out,
                      char *err, size_t errlen);

/* Releases memory handed out by this library (NULL is fine). */
void cpng_free(void *ptr);
/* Frees buffer->data and zeroes the struct. */
void cpng_buffer_free(cpng_buffer *buffer);
/* Frees image->pixels and zeroes the struct. */
void cpng_image_free(cpng_image *image);

/* libpng's run-time version number, e.g. 10639. */
int cpng_version_number(void);

#ifdef __cplusplus
}
#endif

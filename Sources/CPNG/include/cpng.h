/*
 * cpng.h: the only interface between Swift and libpng.
 *
 * Design and invariants
 * - Every setjmp lives in cpng.c. libpng's error callback longjmps only back into a C frame of
 *   cpng.c; no Swift frame is ever between that setjmp and a libpng call. There are no callbacks
 *   into Swift: decoding reads from a caller-owned byte buffer or file descriptor, encoding
 *   writes into a C-owned growable buffer.
 * - Memory: cpng_encode_rgba8 fills `out->data` with a malloc'd block that the caller releases
 *   with cpng_buffer_free. cpng_decode_rgba8 fills `out->pixels` with a malloc'd block that the
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
    CPNG_TOO_LARGE = -2, /* decode: width x height > max_pixels; out->width/height are set */
    CPNG_READ_ERROR = -3 /* decode from a file: read() failed; err has the system's reason */
};

/* Decoding refuses any chunk but IDAT longer than this (bytes), before libpng reads it. */
#define CPNG_MAX_CHUNK (8u * 1000u * 1000u)
/* ... and any input with more chunks than this. */
#define CPNG_MAX_CHUNKS 1000000u

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
 * Encodes 8-bit non-premultiplied RGBA into a PNG: colour type 6, bit depth 8, no interlace, an
 * sRGB chunk (perceptual intent), pHYs (pixels_per_meter on both axes, unit metre) unless
 * pixels_per_meter is 0, no tIME or text chunks, default zlib level and filtering. The output is
 * byte-identical for identical input. `stride` is the distance between rows in bytes
 * (>= width * 4). Returns CPNG_OK or CPNG_ERROR.
 */
int cpng_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                      uint32_t pixels_per_meter, cpng_buffer *out, char *err, size_t errlen);

/*
 * Decodes any valid PNG to 8-bit straight RGBA without gamma correction (gAMA, iCCP, sRGB, cHRM
 * are ignored for values): palettes and grey expanded, low bit depths scaled up, tRNS applied as
 * alpha, 16-bit samples reduced to their high byte, interlace handled. Images with
 * width x height > max_pixels are refused right after IHDR, before the pixel buffer exists.
 * Returns CPNG_OK, CPNG_ERROR or CPNG_TOO_LARGE.
 */
int cpng_decode_rgba8(const uint8_t *data, size_t size, uint64_t max_pixels, cpng_image *out,
                      char *err, size_t errlen);

/*
 * The same from an open regular file of `size` bytes (its fstat size), streamed from offset 0
 * through a 64 KB buffer: the file is never held in memory. Also returns CPNG_READ_ERROR.
 *
 * Limits, checked on the chunk headers before libpng reads a byte (so they hold before any
 * allocation): at most CPNG_MAX_CHUNKS chunks; every chunk length ends inside the input; no
 * chunk but IDAT is longer than CPNG_MAX_CHUNK; width x height <= max_pixels; the IDAT bytes
 * could inflate (at most 1032:1) to the image's filtered data. Text, sPLT and eXIf chunks are
 * skipped unread. Peak memory is then the RGBA8 pixel buffer, libpng's row buffers (a few rows)
 * and a bounded ancillary-chunk store.
 */
int cpng_decode_rgba8_fd(int fd, uint64_t size, uint64_t max_pixels, cpng_image *out,
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

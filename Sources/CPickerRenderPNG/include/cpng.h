/*
 * cpng.h: the only interface between Swift and libpng.
 *
 * Design and invariants
 * - Every setjmp lives in cpng.c. libpng's error callback longjmps only back into a C frame of
 *   cpng.c; no Swift frame is ever between that setjmp and a libpng call. There are no callbacks
 *   into Swift: decoding reads from a caller-owned byte buffer or file descriptor, encoding
 *   writes into a C-owned growable buffer.
 * - Two encoders: cpng_encode_flat (flat_encoder.h), the one PNGCodec.encode uses, and
 *   cpng_encode_rgba8_libpng_defaults, libpng at its default settings, kept as the bench's yardstick.
 * - Memory: both encoders fill `out->data` with a malloc'd block that the caller releases with
 *   cpng_buffer_free; on failure nothing is left allocated and the struct is zeroed.
 *   Decoding writes into the caller's buffer; the decoder is released with cpng_decoder_close.
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
    CPNG_TOO_LARGE = -2, /* decode: width x height > max_pixels; *width and *height are set */
    CPNG_READ_ERROR = -3 /* decode from a file: read() failed; err has the system's reason */
};

/* Decoding refuses any chunk but IDAT longer than this (bytes), before libpng reads it, */
#define CPNG_MAX_CHUNK (8u * 1000u * 1000u)
/* ... and any input with more chunks than this. */
#define CPNG_MAX_CHUNKS 1000000u

/* A growable byte buffer owned by C (malloc). */
typedef struct cpng_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
} cpng_buffer;

/* A decoder between cpng_decoder_open_* and cpng_decoder_close (opaque). */
typedef struct cpng_decoder cpng_decoder;

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
 * Decoding any valid PNG to 8-bit straight RGBA without gamma correction (gAMA, iCCP, sRGB, cHRM
 * are ignored for values): palettes and grey expanded, low bit depths scaled up, tRNS applied as
 * alpha, 16-bit samples reduced to their high byte, interlace handled. Two calls, so that the
 * caller allocates the pixels once it knows the size (and libpng writes straight into them):
 *
 * cpng_decoder_open_memory / _fd read the header and the chunks before the image data and set
 * *width and *height (also on CPNG_TOO_LARGE, for the message). On CPNG_OK, *out is a decoder
 * that the caller passes to cpng_decoder_read once and then releases with cpng_decoder_close
 * (also when it does not read); on failure *out is NULL and `err` says why.
 * _memory borrows `data` until close; _fd reads an open regular file of `size` bytes (its fstat
 * size) from offset 0 through a 64 KB buffer, never holding it in memory, and may also return
 * CPNG_READ_ERROR.
 *
 * cpng_decoder_read writes width x height x 4 bytes to `pixels`; on CPNG_OK `err` receives the
 * warnings, on failure the error (the buffer's content is then unspecified).
 *
 * Limits (both sources), checked on the chunk headers before libpng reads a byte, so they hold
 * before any allocation: at most CPNG_MAX_CHUNKS chunks; every chunk length ends inside the
 * input; no chunk but IDAT is longer than CPNG_MAX_CHUNK; the IDAT bytes could inflate (at most
 * 1032:1) to the image's filtered data; then width x height <= max_pixels right after IHDR. Text,
 * sPLT and eXIf chunks are skipped unread. The decoder's own memory is then libpng's row
 * buffers (two rows) or the block decoder's one raw row, a bounded ancillary-chunk store and
 * the read buffer: nothing but the caller's pixels and a row or two is sized by the image.
 */
int cpng_decoder_open_memory(const uint8_t *data, size_t size, uint64_t max_pixels, int path, cpng_decoder **out,
                             uint32_t *width, uint32_t *height, char *err, size_t errlen);
int cpng_decoder_open_fd(int fd, uint64_t size, uint64_t max_pixels, int path, cpng_decoder **out,
                         uint32_t *width, uint32_t *height, char *err, size_t errlen);
int cpng_decoder_read(cpng_decoder *decoder, uint8_t *pixels, char *err, size_t errlen);
/* Frees the decoder (NULL is fine). */
void cpng_decoder_close(cpng_decoder *decoder);

/*
 * Which code turns the image data into pixels (`path` of cpng_decoder_open_*). libpng always
 * reads the header and the chunks before IDAT. AUTOMATIC gives libpng's row reader the usual
 * shapes and block_decoder.c (zlib in 256 KB windows, filters undone in place, its own CRC and
 * chunk checks) rows under 64 raw bytes or of 4 MB of RGBA and more, where libpng's per-row
 * calls or its two picture-wide row buffers cost most. LIBPNG and BLOCKS force one (tests:
 * the two must give the same pixels).
 */
enum { CPNG_PATH_AUTOMATIC = 0, CPNG_PATH_LIBPNG = 1, CPNG_PATH_BLOCKS = 2 };

/* What a decode cost, for the tests' structural bounds: valid after cpng_decoder_read. */
typedef struct cpng_decode_statistics {
    int blocks;              /* 1 when block_decoder.c decoded the image data */
    uint64_t data_calls;     /* inflate calls (blocks), or png_read_row calls (libpng: each at least one inflate) */
    uint64_t peak_scratch;   /* most bytes held at once besides the caller's pixels: libpng's and
                                zlib's allocations, row buffers, the window, the read buffer */
} cpng_decode_statistics;

void cpng_decoder_statistics(const cpng_decoder *decoder, cpng_decode_statistics *out);

/* Releases memory handed out by this library (NULL is fine). */
void cpng_free(void *ptr);
/* Frees buffer->data and zeroes the struct. */
void cpng_buffer_free(cpng_buffer *buffer);

/* libpng's run-time version number, e.g. 10639. */
int cpng_version_number(void);

#ifdef __cplusplus
}
#endif

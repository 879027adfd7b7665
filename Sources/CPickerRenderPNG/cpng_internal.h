/*
 * cpng_internal.h: what the C files of CPickerRenderPNG share and Swift does not see (not under include/).
 * - cpng_buffer_append: the growable output buffer (doubling; no partial append on failure).
 * - cpng_write_header: libpng writes the signature and every chunk before IDAT. It lives in
 *   cpng.c, which owns every setjmp; the caller (flat_encoder.c) then appends IDAT and IEND
 *   itself with zlib, so no libpng call and no longjmp happens outside cpng.c.
 * - flat_encoder.c's pieces that apng_encoder.c reuses: chunk framing, the header spec for a
 *   scanned content, and one image's data as IDAT or fdAT chunks.
 * - What the decoder in cpng.c shares with block_decoder.c: its input (cpng_source), its
 *   messages (cpng_sink) and the tracker that counts the bytes it holds (cpng_mem).
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "apng_encoder.h"
#include "cpng.h"
#include "flat_encoder.h"

/* Appends `length` bytes; 0 on success, -1 when out of memory or the size would overflow. */
int cpng_buffer_append(cpng_buffer *buffer, const void *data, size_t length);

typedef struct cpng_header_spec {
    uint32_t width;
    uint32_t height;
    int colour_type;             /* 0, 2, 3, 4 or 6; bit depth 8 */
    const uint8_t *palette_rgba; /* colour type 3: palette_count RGBA entries */
    uint32_t palette_count;
    uint32_t translucent;        /* colour type 3: the first `translucent` entries go to tRNS */
    uint32_t pixels_per_meter;   /* 0: no pHYs */
} cpng_header_spec;

/* Appends signature, IHDR, sRGB (perceptual), PLTE and tRNS for palettes, and pHYs to `out`,
   exactly as libpng's png_write_info writes them. CPNG_OK or CPNG_ERROR with a message. */
int cpng_write_header(const cpng_header_spec *spec, cpng_buffer *out, char *err, size_t errlen);

struct cpng_content;

/* Big-endian 32-bit store. */
void cpng_put32(uint8_t *p, uint32_t v);

/* Appends one chunk (length, type, data, CRC-32 of type + data). CPNG_OK or CPNG_ERROR (memory). */
int cpng_append_chunk(cpng_buffer *out, const char type[4], const uint8_t *data, size_t length);

/* Appends an APNG fcTL for rectangle `r` numbered *sequence (advanced), shown num/den seconds,
   dispose_op NONE, blend_op SOURCE. CPNG_OK or CPNG_ERROR (memory). */
int cpng_apng_append_fctl(cpng_buffer *out, uint32_t *sequence, cpng_rect r, uint16_t num, uint16_t den);

/* Zeroes *out; CPNG_ERROR with "`who`: out is NULL" in err when out is NULL. */
int cpng_apng_clear_output(cpng_buffer *out, const char *who, char *err, size_t errlen);

/* The flat encoder's header for `content` (colour type by content; a palette is reordered with
   its translucent entries first, so `content` changes). */
void cpng_flat_header_spec(struct cpng_content *content, uint32_t width, uint32_t height, uint32_t ppm,
                           cpng_header_spec *spec);

/* One image's pixels (`repeats` as cpng_scan_fast gives them; `content` holds every colour when
   colour_type is a palette) compressed as the flat encoder does, appended as IDAT chunks, or,
   when `sequence` is not NULL, as fdAT chunks numbered from *sequence (advanced past them).
   The segments are compressed by `runner` when it is not NULL, else one after the other; the
   bytes are the same either way. */
int cpng_flat_write_data(cpng_buffer *out, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                         int colour_type, const struct cpng_content *content, const uint8_t *repeats,
                         uint32_t *sequence, cpng_task_runner runner, void *runner_context,
                         char *err, size_t errlen);

/* ---- decoding: shared by cpng.c and block_decoder.c -------------------------------------- */

/* The input: a caller's byte buffer, or a regular file's descriptor read from offset 0 through a
   64 KB buffer (the caller checked the type; `size` is its fstat size). */
typedef struct cpng_source {
    const uint8_t *data; /* memory input, borrowed; NULL for a file */
    int fd;
    uint64_t size;
    uint64_t offset;     /* next byte libpng gets */
    uint8_t *buf;        /* file input: read-ahead buffer (owned) */
    size_t buf_len, buf_pos;
    int read_errno;      /* a read() failure: the operation ends with CPNG_READ_ERROR */
} cpng_source;

/* Copies up to `length` bytes at absolute `offset` without moving the libpng stream; returns the
   count (short at the end of the input) or -1 with errno set. */
int64_t cpng_source_pread(cpng_source *s, uint64_t offset, uint8_t *dest, size_t length);

typedef struct cpng_sink {
    char error[512];     /* the error that ended the operation */
    char warnings[512];  /* warnings, one per line (truncated when long) */
} cpng_sink;

void cpng_sink_error(cpng_sink *sink, const char *fmt, ...);
void cpng_sink_warning(cpng_sink *sink, const char *msg);

/* Bytes a decoder holds (libpng's and zlib's allocations, buffers), now and at most. */
typedef struct cpng_mem {
    size_t current, peak;
} cpng_mem;

/* malloc / free that count in `mem` (NULL when out of memory; free takes NULL). */
void *cpng_mem_alloc(cpng_mem *mem, size_t size);
void cpng_mem_free(cpng_mem *mem, void *p);

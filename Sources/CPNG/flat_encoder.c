/*
 * flat_encoder.c: cpng_encode_flat (settings and measurements: include/flat_encoder.h).
 *
 * Design and invariants
 * - No libpng call here (so no setjmp/longjmp): cpng_write_header, in cpng.c, writes the
 *   chunks before IDAT; this file drives zlib and frames IDAT and IEND itself (length, type,
 *   data, CRC-32 of type + data, as the PNG specification defines a chunk).
 * - Memory: the repeat flags (height bytes), two packed rows (this one and the one above, for
 *   the Up filter), one filtered row, one zero row and one IDAT staging buffer; nothing grows
 *   with the picture but the output. Every path frees all of it and the z_stream.
 * - cpng_flat_write_data writes one image's data as IDAT chunks, or as numbered fdAT chunks for
 *   an APNG frame (apng_encoder.c), so a frame of an animation is compressed exactly as a PNG.
 * - Deterministic: the deflate input and the sequence of zlib calls depend on the pixels only,
 *   and the staging size is fixed, so chunk boundaries are too.
 */
#include "flat_encoder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "content_scan.h"
#include "cpng_internal.h"
#include "row_filter.h"
#include "row_packer.h"

#ifndef CPNG_FLAT_LEVEL
#define CPNG_FLAT_LEVEL 6
#endif
#ifndef CPNG_FLAT_RLE_MIN_BYTES
#define CPNG_FLAT_RLE_MIN_BYTES 16384
#endif
#ifndef CPNG_FLAT_IDAT_BYTES
#define CPNG_FLAT_IDAT_BYTES (256 * 1024)
#endif

/* zlib takes at most uInt bytes per call; rows of very wide images are fed in pieces. */
static const size_t max_feed = 1u << 30;

/* One image's data: a zlib stream of filtered rows, framed as IDAT chunks, or as fdAT chunks
   (each starting with its sequence number) for the frames after the first of an APNG. */
typedef struct flat_stream {
    z_stream z;
    int z_ready;
    cpng_buffer *out;  /* the PNG being written (owned by the caller) */
    uint32_t *sequence; /* NULL: IDAT; else the next APNG sequence number, advanced per chunk */
    uint8_t *packed[2]; /* this row and the one above, packed, unfiltered */
    uint8_t *filtered;  /* filter byte + filtered row */
    uint8_t *zero_row;  /* CPNG_FILTER_UP + zeros: a repeated row, filtered */
    uint8_t *chunk;     /* 4 bytes for an fdAT sequence number, then one chunk's zlib data */
    uLong adler;       /* Adler-32 of the filtered bytes fed so far (the zlib trailer) */
    char message[256];
} flat_stream;

int cpng_flat_colour_type(const cpng_content *c) {
    if (c->opaque && c->grey) return CPNG_GREY;
    if (c->colours <= CPNG_PALETTE_MAX) return CPNG_PALETTE;
    if (c->opaque) return CPNG_RGB;
    if (c->grey) return CPNG_GREY_ALPHA;
    return CPNG_RGBA;
}

static int fail(flat_stream *e, const char *what) {
    snprintf(e->message, sizeof e->message, "%s%s%s", what, e->z.msg ? ": " : "",
             e->z.msg ? e->z.msg : "");
    return CPNG_ERROR;
}

void cpng_put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24); p[1] = (uint8_t)(v >> 16); p[2] = (uint8_t)(v >> 8); p[3] = (uint8_t)v;
}

int cpng_append_chunk(cpng_buffer *out, const char type[4], const uint8_t *data, size_t length) {
    uint8_t head[8], tail[4];
    cpng_put32(head, (uint32_t)length);
    memcpy(head + 4, type, 4);
    uLong crc = crc32(0L, (const Bytef *)type, 4);
    if (length > 0) crc = crc32(crc, data, (uInt)length);
    cpng_put32(tail, (uint32_t)crc);
    if (cpng_buffer_append(out, head, 8) != 0 || cpng_buffer_append(out, data, length) != 0 ||
        cpng_buffer_append(out, tail, 4) != 0)
        return CPNG_ERROR;
    return CPNG_OK;
}

/* Writes what zlib has put in the staging buffer as one IDAT (or fdAT) chunk and empties it. */
static int emit_idat(flat_stream *e) {
    size_t used = CPNG_FLAT_IDAT_BYTES - e->z.avail_out;
    if (used > 0) {
        int rc;
        if (e->sequence != NULL) {
            cpng_put32(e->chunk, (*e->sequence)++);
            rc = cpng_append_chunk(e->out, "fdAT", e->chunk, used + 4);
        } else {
            rc = cpng_append_chunk(e->out, "IDAT", e->chunk + 4, used);
        }
        if (rc != CPNG_OK) return fail(e, "out of memory growing the PNG output buffer");
    }
    e->z.next_out = e->chunk + 4;
    e->z.avail_out = CPNG_FLAT_IDAT_BYTES;
    return CPNG_OK;
}

/* Writes bytes of the zlib stream that deflate does not make (header, trailer). */
static int put_stream_bytes(flat_stream *e, const uint8_t *bytes, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if (e->z.avail_out == 0 && emit_idat(e) != CPNG_OK) return CPNG_ERROR;
        *e->z.next_out++ = bytes[i];
        e->z.avail_out--;
    }
    return CPNG_OK;
}

/* Compresses `length` bytes (Z_NO_FLUSH), or finishes the raw deflate data (Z_FINISH, data NULL). */
static int feed(flat_stream *e, const uint8_t *data, size_t length, int flush) {
    do {
        size_t piece = length < max_feed ? length : max_feed;
        e->z.next_in = (Bytef *)data;
        e->z.avail_in = (uInt)piece;
        int last = piece == length;
        int mode = last ? flush : Z_NO_FLUSH;
        for (;;) {
            if (e->z.avail_out == 0 && emit_idat(e) != CPNG_OK) return CPNG_ERROR;
            int rc = deflate(&e->z, mode);
            if (rc == Z_STREAM_ERROR) return fail(e, "deflate failed");
            if (mode == Z_FINISH ? rc == Z_STREAM_END : e->z.avail_in == 0 && e->z.avail_out != 0) break;
        }
        data += piece;
        length -= piece;
    } while (length > 0);
    return CPNG_OK;
}

/* Changes the strategy between rows; deflateParams ends the current block first and answers
   Z_BUF_ERROR while that needs more output space. */
static int set_strategy(flat_stream *e, int strategy) {
    for (;;) {
        if (e->z.avail_out == 0 && emit_idat(e) != CPNG_OK) return CPNG_ERROR;
        int rc = deflateParams(&e->z, CPNG_FLAT_LEVEL, strategy);
        if (rc == Z_OK) return CPNG_OK;
        if (rc != Z_BUF_ERROR || e->z.avail_out != 0) return fail(e, "deflateParams failed");
    }
}

/* Smallest window (2^9 ... 2^15 bytes) that holds the whole filtered image. */
static int window_bits(uint64_t total) {
    int bits = 9;
    while (bits < 15 && ((uint64_t)1 << bits) < total) bits++;
    return bits;
}

/* The rows of one image as a zlib stream in IDAT or fdAT chunks (cpng_flat_write_data). */
static int write_rows(flat_stream *e, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                      int colour_type, const cpng_content *content, const uint8_t *repeats) {
    size_t rowbytes = (size_t)width * cpng_channels(colour_type);
    size_t filtered = rowbytes + 1;
    e->packed[0] = (uint8_t *)malloc(rowbytes);
    e->packed[1] = (uint8_t *)malloc(rowbytes);
    e->filtered = (uint8_t *)malloc(filtered);
    e->zero_row = (uint8_t *)calloc(filtered, 1);
    e->chunk = (uint8_t *)malloc(4 + CPNG_FLAT_IDAT_BYTES);
    if (e->packed[0] == NULL || e->packed[1] == NULL || e->filtered == NULL || e->zero_row == NULL ||
        e->chunk == NULL)
        return fail(e, "out of memory (row buffers)");
    e->zero_row[0] = CPNG_FILTER_UP;
    uint32_t bpp = cpng_channels(colour_type);

    /* zlib stream = header + raw deflate data + Adler-32 of the data, big-endian (RFC 1950).
       deflate makes the raw data (negative windowBits); the header and the checksum are ours,
       because the checksum of a repeated row is known without reading it: adler32_combine with
       the zero row's. That was 13 % of the demo's encode time as zlib's own adler32 pass. The
       bytes are those zlib writes itself: CMF = deflate, window 2^bits; FLG = FLEVEL 2
       ("default", what zlib writes for level 6) and the check bits. */
    int bits = window_bits((uint64_t)filtered * height);
    if (deflateInit2(&e->z, CPNG_FLAT_LEVEL, Z_DEFLATED, -bits, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return fail(e, "deflateInit2 failed");
    e->z_ready = 1;
    e->z.next_out = e->chunk + 4;
    e->z.avail_out = CPNG_FLAT_IDAT_BYTES;
    uint8_t header[2] = {(uint8_t)(((bits - 8) << 4) | Z_DEFLATED), 2 << 6};
    header[1] = (uint8_t)(header[1] + 31 - (header[0] * 256 + header[1]) % 31);
    if (put_stream_bytes(e, header, 2) != CPNG_OK) return CPNG_ERROR;
    e->adler = adler32(0L, Z_NULL, 0);
    uLong zero_adler = adler32_z(e->adler, e->zero_row, filtered);

    int rle = 0, last = 0;
    for (uint32_t y = 0; y < height; y++) {
        if (repeats[y]) {
            if (!rle && !repeats[y - 1]) { /* a run starts: long enough for Z_RLE? */
                uint64_t run = 0;
                for (uint32_t k = y; k < height && repeats[k]; k++) run++;
                if (run * filtered >= CPNG_FLAT_RLE_MIN_BYTES) {
                    if (set_strategy(e, Z_RLE) != CPNG_OK) return CPNG_ERROR;
                    rle = 1;
                }
            }
            if (feed(e, e->zero_row, filtered, Z_NO_FLUSH) != CPNG_OK) return CPNG_ERROR;
            e->adler = adler32_combine(e->adler, zero_adler, (z_off_t)filtered);
            continue;
        }
        if (rle) {
            if (set_strategy(e, Z_DEFAULT_STRATEGY) != CPNG_OK) return CPNG_ERROR;
            rle = 0;
        }
        /* packed[last] holds the last packed row; repeated rows since then hold the same bytes,
           so it is the row above. */
        uint8_t *row = e->packed[1 - last], *above = y > 0 ? e->packed[last] : NULL;
        last = 1 - last;
        cpng_pack_row_fast(rgba + (size_t)y * stride, width, colour_type, content, row);
        cpng_filter_row(row, above, rowbytes, bpp, e->filtered);
        if (feed(e, e->filtered, filtered, Z_NO_FLUSH) != CPNG_OK) return CPNG_ERROR;
        e->adler = adler32_z(e->adler, e->filtered, filtered);
    }
    uint8_t trailer[4];
    cpng_put32(trailer, (uint32_t)e->adler);
    if (feed(e, NULL, 0, Z_FINISH) != CPNG_OK || put_stream_bytes(e, trailer, 4) != CPNG_OK)
        return CPNG_ERROR;
    return emit_idat(e);
}

int cpng_flat_write_data(cpng_buffer *out, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                         int colour_type, const cpng_content *content, const uint8_t *repeats,
                         uint32_t *sequence, char *err, size_t errlen) {
    flat_stream *e = (flat_stream *)calloc(1, sizeof *e);
    if (e == NULL) {
        if (err != NULL && errlen > 0) snprintf(err, errlen, "out of memory (encoder)");
        return CPNG_ERROR;
    }
    e->out = out;
    e->sequence = sequence;
    int rc = write_rows(e, rgba, width, height, stride, colour_type, content, repeats);
    if (e->z_ready) deflateEnd(&e->z);
    free(e->packed[0]);
    free(e->packed[1]);
    free(e->filtered);
    free(e->zero_row);
    free(e->chunk);
    if (rc != CPNG_OK && err != NULL && errlen > 0)
        snprintf(err, errlen, "%s", e->message[0] ? e->message : "unknown encode error");
    free(e);
    return rc;
}

/* Colour type for `content`, with the palette reordered for tRNS when it is a palette. */
void cpng_flat_header_spec(cpng_content *content, uint32_t width, uint32_t height, uint32_t ppm,
                           cpng_header_spec *spec) {
    cpng_header_spec s = {width, height, cpng_flat_colour_type(content), NULL, 0, 0, ppm};
    if (s.colour_type == CPNG_PALETTE) {
        s.translucent = cpng_palette_alpha_first(content);
        s.palette_rgba = content->palette;
        s.palette_count = content->colours;
    }
    *spec = s;
}

int cpng_encode_flat(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     uint32_t pixels_per_meter, cpng_buffer *out, char *err, size_t errlen) {
    if (out == NULL) {
        if (err != NULL && errlen > 0) snprintf(err, errlen, "cpng_encode_flat: out is NULL");
        return CPNG_ERROR;
    }
    memset(out, 0, sizeof *out);
    if (rgba == NULL || width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu ||
        stride / 4 < width || pixels_per_meter > 0x7fffffffu) {
        if (err != NULL && errlen > 0) snprintf(err, errlen, "cpng_encode_flat: invalid arguments");
        return CPNG_ERROR;
    }
    uint8_t *repeats = (uint8_t *)malloc(height);
    cpng_content *content = (cpng_content *)malloc(sizeof *content);
    cpng_buffer png = {0};
    int rc = CPNG_ERROR;
    if (repeats == NULL || content == NULL) {
        if (err != NULL && errlen > 0) snprintf(err, errlen, "out of memory (row flags)");
    } else {
        cpng_scan_fast(rgba, width, height, stride, content, repeats);
        cpng_header_spec spec;
        cpng_flat_header_spec(content, width, height, pixels_per_meter, &spec);
        rc = cpng_write_header(&spec, &png, err, errlen);
        if (rc == CPNG_OK)
            rc = cpng_flat_write_data(&png, rgba, width, height, stride, spec.colour_type, content, repeats, NULL,
                                      err, errlen);
        if (rc == CPNG_OK && cpng_append_chunk(&png, "IEND", NULL, 0) != CPNG_OK) {
            if (err != NULL && errlen > 0) snprintf(err, errlen, "out of memory growing the PNG output buffer");
            rc = CPNG_ERROR;
        }
    }
    free(repeats);
    free(content);
    if (rc == CPNG_OK) {
        *out = png;
        if (err != NULL && errlen > 0) err[0] = '\0';
    } else {
        free(png.data);
    }
    return rc;
}

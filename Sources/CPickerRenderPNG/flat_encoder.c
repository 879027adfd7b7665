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
#include "run_block.h"

#ifndef CPNG_FLAT_LEVEL
#define CPNG_FLAT_LEVEL 6
#endif
/* A run of repeated rows with at least this much filtered data is a run segment (run_block.h);
   a shorter one stays in its zlib segment, where a cut and a new dictionary would cost more
   than zlib's pass over its zeros. */
#ifndef CPNG_FLAT_RUN_MIN_BYTES
#define CPNG_FLAT_RUN_MIN_BYTES 16384
#endif
#ifndef CPNG_FLAT_IDAT_BYTES
#define CPNG_FLAT_IDAT_BYTES (256 * 1024)
#endif

/* zlib takes at most uInt bytes per call; rows of very wide images are fed in pieces. */
static const size_t max_feed = 1u << 30;

/* Where deflate's output goes: a segment's own buffer (compress_segment), or, for the finished
   stream, IDAT chunks or numbered fdAT chunks (the frames after the first of an APNG). */
typedef struct flat_stream {
    z_stream z;
    int z_ready;
    cpng_buffer *out;   /* segments: the segment's bytes; framing: the PNG being written */
    int framed;         /* 1: `out` gets IDAT/fdAT chunks; 0: raw deflate bytes */
    uint32_t *sequence; /* NULL: IDAT; else the next APNG sequence number, advanced per chunk */
    uint8_t *chunk;     /* 4 bytes for an fdAT sequence number, then one chunk's data (staging) */
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

/* Moves what the staging buffer holds to `out` (one IDAT or fdAT chunk, or raw bytes) and
   empties it. */
static int emit(flat_stream *e) {
    size_t used = CPNG_FLAT_IDAT_BYTES - e->z.avail_out;
    if (used > 0) {
        int rc;
        if (!e->framed) {
            rc = cpng_buffer_append(e->out, e->chunk + 4, used) == 0 ? CPNG_OK : CPNG_ERROR;
        } else if (e->sequence != NULL) {
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

/* Appends stream bytes that deflate does not make here (header, segments, trailer). */
static int put_stream_bytes(flat_stream *e, const uint8_t *bytes, size_t length) {
    while (length > 0) {
        if (e->z.avail_out == 0 && emit(e) != CPNG_OK) return CPNG_ERROR;
        size_t n = length < e->z.avail_out ? length : e->z.avail_out;
        memcpy(e->z.next_out, bytes, n);
        e->z.next_out += n;
        e->z.avail_out -= (uInt)n;
        bytes += n;
        length -= n;
    }
    return CPNG_OK;
}

/* Compresses `length` bytes (Z_NO_FLUSH), or ends the segment's deflate data (Z_SYNC_FLUSH
   or Z_FINISH, data NULL). */
static int feed(flat_stream *e, const uint8_t *data, size_t length, int flush) {
    do {
        size_t piece = length < max_feed ? length : max_feed;
        e->z.next_in = (Bytef *)data;
        e->z.avail_in = (uInt)piece;
        int last = piece == length;
        int mode = last ? flush : Z_NO_FLUSH;
        for (;;) {
            if (e->z.avail_out == 0 && emit(e) != CPNG_OK) return CPNG_ERROR;
            int rc = deflate(&e->z, mode);
            if (rc == Z_STREAM_ERROR) return fail(e, "deflate failed");
            if (mode == Z_FINISH ? rc == Z_STREAM_END : e->z.avail_in == 0 && e->z.avail_out != 0) break;
        }
        data += piece;
        length -= piece;
    } while (length > 0);
    return CPNG_OK;
}

/* Smallest window (2^9 ... 2^15 bytes) that holds the whole filtered image. */
static int window_bits(uint64_t total) {
    int bits = 9;
    while (bits < 15 && ((uint64_t)1 << bits) < total) bits++;
    return bits;
}

/* One image's data, planned as segments of whole rows (flat_encoder.h, "Segments"). */
typedef struct flat_job {
    const uint8_t *rgba;
    uint32_t width, height;
    size_t stride;
    int colour_type;
    const cpng_content *content;
    const uint8_t *repeats;
    uint8_t *long_run;         /* per row: 1 when in a run of repeated rows long enough for a run segment */
    size_t rowbytes, filtered; /* packed row; filter byte + packed row */
    uint32_t bpp;
    int bits;                  /* deflate window, 2^bits bytes */
    uint32_t segments;
    uint32_t *starts;          /* segment s is rows starts[s] ..< starts[s + 1]; starts[segments] = height */
    cpng_buffer *parts;        /* each segment's raw deflate bytes */
    uLong *adlers;             /* each segment's Adler-32 of its filtered bytes */
    uLong repeated_adler;      /* Adler-32 of one repeated row's filtered bytes (repeated_row_adler) */
    uint64_t *bit_lengths;     /* each segment's deflate data in bits (parts hold them LSB-first) */
    int *status;               /* each segment's CPNG_OK or CPNG_ERROR */
    char (*messages)[256];
} flat_job;

/* Whole rows making about CPNG_FLAT_SEGMENT_BYTES of filtered data (at least one). */
static uint32_t segment_rows(size_t filtered_row_bytes) {
    size_t rows = CPNG_FLAT_SEGMENT_BYTES / (filtered_row_bytes ? filtered_row_bytes : 1);
    return rows < 1 ? 1 : rows > 0x7fffffffu ? 0x7fffffffu : (uint32_t)rows;
}

/* The cuts (flat_encoder.h, "Segments"): every long run of repeated rows is a segment of its
   own (run_block.h writes it); the rows between runs are cut after sixteen times
   segment_rows rows wherever that falls (a sync flush: about 5 bytes, and the block ends).
   Writes the starts when `starts` is not NULL; returns the number of segments. */
static uint32_t plan_segments(const flat_job *j, uint32_t *starts) {
    uint64_t most = 16 * (uint64_t)segment_rows(j->filtered);
    uint32_t count = 0, start = 0;
    while (start < j->height) {
        if (starts) starts[count] = start;
        count++;
        uint64_t y = start + 1;
        if (j->long_run[start]) {
            while (y < j->height && j->long_run[y]) y++;
        } else {
            while (y < j->height && y < start + most && !j->long_run[y]) y++;
        }
        start = y < j->height ? (uint32_t)y : j->height;
    }
    if (starts) starts[count] = j->height;
    return count;
}

/* Row y filtered into `dest` (filtered bytes) as the encoder writes it; `scratch` holds two
   packed rows. A repeated row is Up over identical bytes: all zero. */
static void filtered_row(const flat_job *j, uint32_t y, uint8_t *scratch, uint8_t *dest) {
    if (j->repeats[y]) {
        memset(dest, 0, j->filtered);
        dest[0] = CPNG_FILTER_UP;
        return;
    }
    uint8_t *row = scratch, *above = y > 0 ? scratch + j->rowbytes : NULL;
    cpng_pack_row_fast(j->rgba + (size_t)y * j->stride, j->width, j->colour_type, j->content, row);
    if (above) cpng_pack_row_fast(j->rgba + (size_t)(y - 1) * j->stride, j->width, j->colour_type, j->content, above);
    cpng_filter_row(row, above, j->rowbytes, j->bpp, dest);
}

/* Marks the rows of every run of repeated rows long enough to be a segment (one pass). */
static void mark_long_runs(flat_job *j) {
    uint32_t y = 0;
    while (y < j->height) {
        if (!j->repeats[y]) { j->long_run[y++] = 0; continue; }
        uint32_t end = y;
        while (end < j->height && j->repeats[end]) end++;
        uint8_t mark = (uint64_t)(end - y) * j->filtered >= CPNG_FLAT_RUN_MIN_BYTES;
        memset(j->long_run + y, mark, end - y);
        y = end;
    }
}

/* Adler-32 of a repeated row's filtered bytes [Up, 0 x (filtered - 1)], without the row: the
   sum A is 1 + Up after the first byte and the zeros leave it so; B adds A once per byte. */
static uLong repeated_row_adler(size_t filtered) {
    uLong a = 1 + CPNG_FILTER_UP, b = (uLong)((a * (uint64_t)(filtered % 65521)) % 65521);
    return (b << 16) | a;
}

/* A run segment's Adler-32 (its bytes are made when the stream is joined: write_stream). */
static void run_segment_adler(flat_job *j, uint32_t s) {
    uLong adler = adler32(0L, Z_NULL, 0);
    for (uint32_t y = j->starts[s]; y < j->starts[s + 1]; y++) adler = adler32_combine(adler, j->repeated_adler, (z_off_t)j->filtered);
    j->adlers[s] = adler;
}

/* Whether segment `s` is a run segment. */
static int is_run(const flat_job *j, uint32_t s) { return j->long_run[j->starts[s]]; }

/* Segment `s`: a run segment (its checksum only here), or its rows filtered and compressed by
   zlib as raw deflate data that continues the stream (primed with the window of filtered bytes
   before it). A zlib segment starts on a byte boundary of the stream: zlib may write a stored
   block, whose padding to a byte is only right at the offsets zlib made it for. So it ends on
   one too (Z_SYNC_FLUSH) when another zlib segment follows; before a run segment it ends
   without alignment (Z_BLOCK), and the run segment, made knowing where it starts, ends
   aligned; the last segment ends the stream. Deterministic: depends on the pixels and `s` only. */
static int compress_segment(flat_job *j, uint32_t s, flat_stream *e) {
    if (is_run(j, s)) { run_segment_adler(j, s); return CPNG_OK; }
    uint32_t r0 = j->starts[s], r1 = j->starts[s + 1];
    size_t dict_cap = (size_t)1 << j->bits;
    uint32_t dict_rows = (uint32_t)((dict_cap + j->filtered - 1) / j->filtered);
    if (dict_rows > r0) dict_rows = r0;
    uint8_t *packed[2] = {(uint8_t *)malloc(j->rowbytes), (uint8_t *)malloc(j->rowbytes)};
    uint8_t *filtered = (uint8_t *)malloc(j->filtered);
    uint8_t *zero_row = (uint8_t *)calloc(j->filtered, 1);
    uint8_t *scratch = (uint8_t *)malloc(2 * j->rowbytes);
    uint8_t *dict = dict_rows ? (uint8_t *)malloc((size_t)dict_rows * j->filtered) : NULL;
    e->chunk = (uint8_t *)malloc(4 + CPNG_FLAT_IDAT_BYTES);
    int rc = CPNG_ERROR;
    if (!packed[0] || !packed[1] || !filtered || !zero_row || !scratch || !e->chunk || (dict_rows && !dict)) {
        fail(e, "out of memory (row buffers)");
        goto done;
    }
    zero_row[0] = CPNG_FILTER_UP;
    if (deflateInit2(&e->z, CPNG_FLAT_LEVEL, Z_DEFLATED, -j->bits, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        fail(e, "deflateInit2 failed");
        goto done;
    }
    e->z_ready = 1;
    e->z.next_out = e->chunk + 4;
    e->z.avail_out = CPNG_FLAT_IDAT_BYTES;
    if (dict_rows > 0) {
        for (uint32_t k = 0; k < dict_rows; k++)
            filtered_row(j, r0 - dict_rows + k, scratch, dict + (size_t)k * j->filtered);
        size_t have = (size_t)dict_rows * j->filtered, use = have < dict_cap ? have : dict_cap;
        if (deflateSetDictionary(&e->z, dict + have - use, (uInt)use) != Z_OK) {
            fail(e, "deflateSetDictionary failed");
            goto done;
        }
    }
    uLong adler = adler32(0L, Z_NULL, 0);
    int last = 0;
    if (r0 > 0) cpng_pack_row_fast(j->rgba + (size_t)(r0 - 1) * j->stride, j->width, j->colour_type, j->content, packed[0]);
    for (uint32_t y = r0; y < r1; y++) {
        if (j->repeats[y]) { /* a short run: zlib finds its matches */
            if (feed(e, zero_row, j->filtered, Z_NO_FLUSH) != CPNG_OK) goto done;
            adler = adler32_combine(adler, j->repeated_adler, (z_off_t)j->filtered);
            continue;
        }
        /* packed[last] holds the last packed row; repeated rows since then hold the same bytes,
           so it is the row above. */
        uint8_t *row = packed[1 - last], *above = y > 0 ? packed[last] : NULL;
        last = 1 - last;
        cpng_pack_row_fast(j->rgba + (size_t)y * j->stride, j->width, j->colour_type, j->content, row);
        cpng_filter_row(row, above, j->rowbytes, j->bpp, filtered);
        if (feed(e, filtered, j->filtered, Z_NO_FLUSH) != CPNG_OK) goto done;
        adler = adler32_z(adler, filtered, j->filtered);
    }
    if (j->segments == 1) {
        if (feed(e, NULL, 0, Z_FINISH) != CPNG_OK || emit(e) != CPNG_OK) goto done;
        j->bit_lengths[s] = (uint64_t)e->out->size * 8;
    } else if (s + 1 < j->segments && !is_run(j, s + 1)) {
        if (feed(e, NULL, 0, Z_SYNC_FLUSH) != CPNG_OK || emit(e) != CPNG_OK) goto done;
        j->bit_lengths[s] = (uint64_t)e->out->size * 8;
    } else {
        /* Z_BLOCK ends the block without aligning (a sync flush would add an empty stored block,
           5 bytes a cut); the up to 7 bits zlib then holds are counted by deflatePending and
           come out with Z_FINISH, followed by an empty final block: fixed codes, 3 header bits
           and the 7-bit end code (10 bits, checked), then padding. A segment is the bits before
           that block; the last segment keeps it, as the end of the stream (about a byte more
           than one unsegmented stream). write_stream joins the segments bit by bit. */
        unsigned pending = 0;
        int held = 0;
        if (feed(e, NULL, 0, Z_BLOCK) != CPNG_OK || emit(e) != CPNG_OK) goto done;
        if (deflatePending(&e->z, &pending, &held) != Z_OK || pending != 0) {
            fail(e, "deflatePending failed");
            goto done;
        }
        uint64_t data_bits = (uint64_t)e->out->size * 8 + (uint64_t)held;
        if (feed(e, NULL, 0, Z_FINISH) != CPNG_OK || emit(e) != CPNG_OK) goto done;
        uint64_t total = (uint64_t)e->out->size * 8;
        if (total < data_bits + 10 || total - (data_bits + 10) > 7) {
            fail(e, "unexpected end of a deflate segment");
            goto done;
        }
        j->bit_lengths[s] = r1 == j->height ? data_bits + 10 : data_bits;
    }
    j->adlers[s] = adler;
    rc = CPNG_OK;
done:
    free(packed[0]);
    free(packed[1]);
    free(filtered);
    free(zero_row);
    free(scratch);
    free(dict);
    free(e->chunk);
    e->chunk = NULL;
    return rc;
}

/* A task body for a cpng_task_runner: segment `index` of a flat_job. */
static void segment_task(void *job, size_t index) {
    flat_job *j = (flat_job *)job;
    flat_stream e;
    memset(&e, 0, sizeof e);
    e.out = &j->parts[index];
    j->status[index] = compress_segment(j, (uint32_t)index, &e);
    if (e.z_ready) deflateEnd(&e.z);
    if (j->status[index] != CPNG_OK) memcpy(j->messages[index], e.message, sizeof e.message);
}

/* The segments in order as one zlib stream: header, their bytes, the combined Adler-32. The
   header bytes are those zlib writes itself: CMF = deflate, window 2^bits; FLG = FLEVEL 2
   ("default", what zlib writes for level 6) and the check bits. */
static int write_stream(flat_job *j, flat_stream *e) {
    e->chunk = (uint8_t *)malloc(4 + CPNG_FLAT_IDAT_BYTES);
    if (e->chunk == NULL) return fail(e, "out of memory (row buffers)");
    e->z.next_out = e->chunk + 4;
    e->z.avail_out = CPNG_FLAT_IDAT_BYTES;
    uint8_t header[2] = {(uint8_t)(((j->bits - 8) << 4) | Z_DEFLATED), 2 << 6};
    header[1] = (uint8_t)(header[1] + 31 - (header[0] * 256 + header[1]) % 31);
    if (put_stream_bytes(e, header, 2) != CPNG_OK) return CPNG_ERROR;
    uLong adler = adler32(0L, Z_NULL, 0);
    /* Bits not yet written (deflate packs bits from the least significant end of each byte). */
    uint64_t acc = 0;
    int held = 0;
    uint8_t shifted[4096];
    for (uint32_t s = 0; s < j->segments; s++) {
        size_t rows = j->starts[s + 1] - j->starts[s];
        adler = adler32_combine(adler, j->adlers[s], (z_off_t)(rows * j->filtered));
        if (is_run(j, s)) {
            int last = s + 1 == j->segments;
            if (cpng_run_block(&j->parts[s], &j->bit_lengths[s], j->filtered, (uint32_t)rows, CPNG_FILTER_UP, last,
                               last ? -1 : held) != CPNG_OK)
                return fail(e, "out of memory (run block)");
        } else if (held != 0) {
            return fail(e, "a zlib segment would start inside a byte");
        }
        const uint8_t *p = j->parts[s].data;
        size_t whole = (size_t)(j->bit_lengths[s] / 8);
        int extra = (int)(j->bit_lengths[s] % 8);
        if (held == 0) {
            if (put_stream_bytes(e, p, whole) != CPNG_OK) return CPNG_ERROR;
        } else {
            size_t n = 0;
            for (size_t i = 0; i < whole; i++) {
                acc |= (uint64_t)p[i] << held;
                shifted[n++] = (uint8_t)acc;
                acc >>= 8;
                if (n == sizeof shifted) {
                    if (put_stream_bytes(e, shifted, n) != CPNG_OK) return CPNG_ERROR;
                    n = 0;
                }
            }
            if (put_stream_bytes(e, shifted, n) != CPNG_OK) return CPNG_ERROR;
        }
        if (extra > 0) {
            acc |= (uint64_t)(p[whole] & ((1u << extra) - 1)) << held;
            held += extra;
            if (held >= 8) {
                uint8_t byte = (uint8_t)acc;
                if (put_stream_bytes(e, &byte, 1) != CPNG_OK) return CPNG_ERROR;
                acc >>= 8;
                held -= 8;
            }
        }
    }
    if (held > 0) { /* the end of the final block, padded with zeros */
        uint8_t byte = (uint8_t)acc;
        if (put_stream_bytes(e, &byte, 1) != CPNG_OK) return CPNG_ERROR;
    }
    uint8_t trailer[4];
    cpng_put32(trailer, (uint32_t)adler);
    if (put_stream_bytes(e, trailer, 4) != CPNG_OK) return CPNG_ERROR;
    return emit(e);
}

int cpng_flat_write_data(cpng_buffer *out, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                         int colour_type, const cpng_content *content, const uint8_t *repeats,
                         uint32_t *sequence, cpng_task_runner runner, void *runner_context,
                         char *err, size_t errlen) {
    flat_job j;
    memset(&j, 0, sizeof j);
    j.rgba = rgba; j.width = width; j.height = height; j.stride = stride; j.colour_type = colour_type;
    j.content = content; j.repeats = repeats;
    j.bpp = cpng_channels(colour_type);
    j.rowbytes = (size_t)width * j.bpp;
    j.filtered = j.rowbytes + 1;
    j.repeated_adler = repeated_row_adler(j.filtered);
    j.bits = window_bits((uint64_t)j.filtered * height);
    j.long_run = (uint8_t *)malloc(height);
    int rc = CPNG_ERROR;
    const char *message = "out of memory (encoder)";
    flat_stream e;
    memset(&e, 0, sizeof e);
    if (j.long_run != NULL) {
        mark_long_runs(&j);
        j.segments = plan_segments(&j, NULL);
        j.starts = (uint32_t *)malloc(((size_t)j.segments + 1) * sizeof *j.starts);
        if (j.starts != NULL) plan_segments(&j, j.starts);
        j.parts = (cpng_buffer *)calloc(j.segments, sizeof *j.parts);
        j.adlers = (uLong *)calloc(j.segments, sizeof *j.adlers);
        j.bit_lengths = (uint64_t *)calloc(j.segments, sizeof *j.bit_lengths);
        j.status = (int *)calloc(j.segments, sizeof *j.status);
        j.messages = (char (*)[256])calloc(j.segments, sizeof *j.messages);
    }
    if (j.long_run && j.starts && j.parts && j.adlers && j.bit_lengths && j.status && j.messages) {
        if (runner != NULL && j.segments > 1) {
            runner(runner_context, j.segments, &j, segment_task);
        } else {
            for (uint32_t s = 0; s < j.segments; s++) segment_task(&j, s);
        }
        rc = CPNG_OK;
        for (uint32_t s = 0; s < j.segments && rc == CPNG_OK; s++) {
            if (j.status[s] != CPNG_OK) { rc = CPNG_ERROR; message = j.messages[s]; }
        }
        if (rc == CPNG_OK) {
            e.out = out;
            e.framed = 1;
            e.sequence = sequence;
            rc = write_stream(&j, &e);
            if (rc != CPNG_OK) message = e.message;
        }
    }
    if (rc != CPNG_OK && err != NULL && errlen > 0) snprintf(err, errlen, "%s", message[0] ? message : "unknown encode error");
    free(e.chunk);
    if (j.parts)
        for (uint32_t s = 0; s < j.segments; s++) free(j.parts[s].data);
    free(j.parts);
    free(j.adlers);
    free(j.bit_lengths);
    free(j.status);
    free(j.messages);
    free(j.long_run);
    free(j.starts);
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
    return cpng_encode_flat_with(rgba, width, height, stride, pixels_per_meter, NULL, NULL, out, err, errlen);
}

int cpng_encode_flat_with(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                          uint32_t pixels_per_meter, cpng_task_runner runner, void *runner_context,
                          cpng_buffer *out, char *err, size_t errlen) {
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
                                      runner, runner_context, err, errlen);
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

/*
 * cpng.c: libpng encode/decode behind a longjmp-free C interface (see include/cpng.h), and the
 * chunks before IDAT for flat_encoder.c (cpng_write_header, cpng_internal.h).
 *
 * Design and invariants
 * - Each public entry point is split in two: an outer function that owns a context struct in its
 *   own frame and does all cleanup, and an inner `*_run` function that calls setjmp and then libpng.
 *   libpng errors (ours via png_error in the I/O callbacks, or libpng's own) reach error_fn, which
 *   records the message and png_longjmp()s back into the `*_run` frame; `*_run` then returns
 *   CPNG_ERROR to the outer function, which frees everything. Only C frames (this file and libpng)
 *   are ever between the setjmp and the longjmp.
 * - All state that changes after setjmp lives in the context struct (reached through a pointer),
 *   never in a local of the function that called setjmp, so its value is well defined after a
 *   longjmp.
 * - Memory: when encoding, the png/info structs, the row-pointer array and the output buffer are
 *   owned by the context until success hands the output buffer to the caller; every path frees
 *   the rest. When decoding, the decoder (libpng's structs and a 64 KB read buffer) lives from
 *   cpng_decoder_open to cpng_decoder_close, and the pixels go straight into the caller's buffer:
 *   decoding allocates nothing sized by the image.
 * - No gamma transform is ever requested (no png_set_gamma, png_set_alpha_mode or simplified API),
 *   so decoded values are the stored samples.
 */
#include "cpng.h"
#include "cpng_internal.h"
#include "block_decoder.h"

#include <png.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

/* ---- messages ---------------------------------------------------------------------------- */

typedef cpng_sink message_sink;

void cpng_sink_error(cpng_sink *sink, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sink->error, sizeof sink->error, fmt, ap);
    va_end(ap);
}

void cpng_sink_warning(cpng_sink *sink, const char *msg) {
    size_t used = strlen(sink->warnings);
    if (used + 1 >= sizeof sink->warnings) return;
    snprintf(sink->warnings + used, sizeof sink->warnings - used, "%s%s",
             used ? "\n" : "", msg ? msg : "(no message)");
}

#define sink_set_error cpng_sink_error
#define sink_add_warning cpng_sink_warning

/* Each block carries its size in front (16 bytes, keeping malloc's alignment). */
void *cpng_mem_alloc(cpng_mem *mem, size_t size) {
    if (size > SIZE_MAX - 16) return NULL;
    uint8_t *p = (uint8_t *)malloc(size + 16);
    if (p == NULL) return NULL;
    memcpy(p, &size, sizeof size);
    mem->current += size;
    if (mem->current > mem->peak) mem->peak = mem->current;
    return p + 16;
}

void cpng_mem_free(cpng_mem *mem, void *p) {
    if (p == NULL) return;
    uint8_t *base = (uint8_t *)p - 16;
    size_t size;
    memcpy(&size, base, sizeof size);
    mem->current -= size;
    free(base);
}

static void copy_out(char *err, size_t errlen, const char *msg) {
    if (err == NULL || errlen == 0) return;
    snprintf(err, errlen, "%s", msg);
}

/* libpng error callback: record and jump back to the setjmp in a *_run function. Never returns. */
static void error_fn(png_structp png, png_const_charp msg) {
    message_sink *sink = (message_sink *)png_get_error_ptr(png);
    sink_set_error(sink, "%s", msg ? msg : "unknown libpng error");
    png_longjmp(png, 1);
}

static void warning_fn(png_structp png, png_const_charp msg) {
    message_sink *sink = (message_sink *)png_get_error_ptr(png);
    sink_add_warning(sink, msg);
}

/* ---- encode ------------------------------------------------------------------------------ */

typedef struct encode_ctx {
    message_sink sink;
    png_structp png;
    png_infop info;
    png_bytep *rows;
    cpng_buffer buffer; /* owned here until success */
} encode_ctx;

static void write_fn(png_structp png, png_bytep data, size_t length) {
    encode_ctx *ctx = (encode_ctx *)png_get_io_ptr(png);
    if (cpng_buffer_append(&ctx->buffer, data, length) != 0)
        png_error(png, "out of memory growing the PNG output buffer");
}

static void flush_fn(png_structp png) { (void)png; }

/* Everything before IDAT: IHDR, sRGB, PLTE/tRNS, pHYs. Called after setjmp (libpng may longjmp). */
static void write_header_chunks(encode_ctx *ctx, const cpng_header_spec *spec) {
    png_set_write_fn(ctx->png, ctx, write_fn, flush_fn);
    /* Allow every size the PNG format allows (libpng's default caps width/height at 1e6). */
    png_set_user_limits(ctx->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_IHDR(ctx->png, ctx->info, spec->width, spec->height, 8, spec->colour_type,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(ctx->png, ctx->info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (spec->colour_type == PNG_COLOR_TYPE_PALETTE) {
        png_color colours[256];
        png_byte alpha[256];
        for (uint32_t i = 0; i < spec->palette_count; i++) {
            colours[i].red = spec->palette_rgba[4 * i];
            colours[i].green = spec->palette_rgba[4 * i + 1];
            colours[i].blue = spec->palette_rgba[4 * i + 2];
            alpha[i] = spec->palette_rgba[4 * i + 3];
        }
        png_set_PLTE(ctx->png, ctx->info, colours, (int)spec->palette_count);
        if (spec->translucent > 0) png_set_tRNS(ctx->png, ctx->info, alpha, (int)spec->translucent, NULL);
    }
    if (spec->pixels_per_meter != 0)
        png_set_pHYs(ctx->png, ctx->info, spec->pixels_per_meter, spec->pixels_per_meter, PNG_RESOLUTION_METER);
    png_write_info(ctx->png, ctx->info);
}

static int encode_run(encode_ctx *ctx, const uint8_t *rgba, uint32_t width, uint32_t height,
                      size_t stride, uint32_t ppm) {
    if (setjmp(png_jmpbuf(ctx->png))) return CPNG_ERROR;

    cpng_header_spec spec = {width, height, PNG_COLOR_TYPE_RGB_ALPHA, NULL, 0, 0, ppm};
    write_header_chunks(ctx, &spec);
    for (uint32_t y = 0; y < height; y++) ctx->rows[y] = (png_bytep)(rgba + (size_t)y * stride);
    png_write_image(ctx->png, ctx->rows);
    png_write_end(ctx->png, NULL);
    return CPNG_OK;
}

/* Creates the write and info structs; CPNG_OK, or CPNG_ERROR with the message in the sink. */
static int encode_ctx_open(encode_ctx *ctx) {
    ctx->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &ctx->sink, error_fn, warning_fn);
    if (ctx->png == NULL) { sink_set_error(&ctx->sink, "png_create_write_struct failed"); return CPNG_ERROR; }
    ctx->info = png_create_info_struct(ctx->png);
    if (ctx->info == NULL) { sink_set_error(&ctx->sink, "png_create_info_struct failed"); return CPNG_ERROR; }
    return CPNG_OK;
}

static void encode_ctx_close(encode_ctx *ctx) {
    if (ctx->png != NULL) png_destroy_write_struct(&ctx->png, ctx->info ? &ctx->info : NULL);
}

int cpng_encode_rgba8_libpng_defaults(const uint8_t *rgba, uint32_t width, uint32_t height,
                                      size_t stride, uint32_t pixels_per_meter, cpng_buffer *out,
                                      char *err, size_t errlen) {
    if (out == NULL) { copy_out(err, errlen, "cpng_encode_rgba8_libpng_defaults: out is NULL"); return CPNG_ERROR; }
    memset(out, 0, sizeof *out);
    if (rgba == NULL || width == 0 || height == 0 || width > PNG_UINT_31_MAX ||
        height > PNG_UINT_31_MAX || stride / 4 < width || pixels_per_meter > PNG_UINT_31_MAX) {
        copy_out(err, errlen, "cpng_encode_rgba8_libpng_defaults: invalid arguments");
        return CPNG_ERROR;
    }
    encode_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    int rc = CPNG_ERROR;

    ctx.rows = (png_bytep *)malloc((size_t)height * sizeof(png_bytep));
    if (ctx.rows == NULL) sink_set_error(&ctx.sink, "out of memory (row pointers)");
    else if (encode_ctx_open(&ctx) == CPNG_OK) rc = encode_run(&ctx, rgba, width, height, stride, pixels_per_meter);
    encode_ctx_close(&ctx);
    free(ctx.rows);
    if (rc == CPNG_OK) {
        *out = ctx.buffer;
        copy_out(err, errlen, ctx.sink.warnings);
    } else {
        free(ctx.buffer.data);
        copy_out(err, errlen, ctx.sink.error[0] ? ctx.sink.error : "unknown encode error");
    }
    return rc;
}

/* ---- header chunks for flat_encoder.c --------------------------------------------------- */

static int header_run(encode_ctx *ctx, const cpng_header_spec *spec) {
    if (setjmp(png_jmpbuf(ctx->png))) return CPNG_ERROR;
    write_header_chunks(ctx, spec);
    return CPNG_OK;
}

int cpng_write_header(const cpng_header_spec *spec, cpng_buffer *out, char *err, size_t errlen) {
    if (spec->palette_count > 256 || spec->translucent > spec->palette_count) {
        copy_out(err, errlen, "cpng_write_header: invalid palette");
        return CPNG_ERROR;
    }
    encode_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.buffer = *out; /* appended to; handed back on every path */
    int rc = CPNG_ERROR;
    if (encode_ctx_open(&ctx) == CPNG_OK) rc = header_run(&ctx, spec);
    encode_ctx_close(&ctx);
    *out = ctx.buffer;
    if (rc != CPNG_OK) copy_out(err, errlen, ctx.sink.error[0] ? ctx.sink.error : "unknown header error");
    return rc;
}

/* ---- decode ------------------------------------------------------------------------------ */

typedef cpng_source decode_source;

/* The decoder of cpng_decoder_open / _read / _close (heap-allocated: libpng's state lives in it
   between the two calls, each of which sets its own setjmp before calling libpng). */
struct cpng_decoder {
    message_sink sink;
    png_structp png;
    png_infop info;
    decode_source src;
    uint32_t width;
    uint32_t height;
    int passes;      /* 1, or 7 for Adam7 */
    int read_done;   /* _read may run once */
    cpng_mem mem;    /* what libpng, zlib and the buffers hold */
    uint64_t first_idat; /* the first IDAT chunk's offset (the chunk walk's), 0 when none */
    uint64_t calls;  /* png_read_row or inflate calls */
    int blocks;      /* the image data goes through block_decoder.c */
    int blocks_possible;
    cpng_block_format format;
};
typedef struct cpng_decoder decode_ctx;

enum { READ_BUFFER = 1 << 16 };

int64_t cpng_source_pread(decode_source *s, uint64_t offset, uint8_t *dest, size_t length) {
    if (offset >= s->size) return 0;
    if (length > s->size - offset) length = (size_t)(s->size - offset);
    if (s->data != NULL) { memcpy(dest, s->data + offset, length); return (int64_t)length; }
    size_t done = 0;
    while (done < length) {
        ssize_t n = pread(s->fd, dest + done, length - done, (off_t)(offset + done));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return -1;
        if (n == 0) break;
        done += (size_t)n;
    }
    return (int64_t)done;
}

static void read_fn(png_structp png, png_bytep dest, size_t length) {
    decode_ctx *ctx = (decode_ctx *)png_get_io_ptr(png);
    decode_source *s = &ctx->src;
    if (length > s->size - s->offset)
        png_error(png, "Read Error: the data ends early (truncated file, or a chunk length past the end)");
    if (s->data != NULL) {
        memcpy(dest, s->data + s->offset, length);
        s->offset += length;
        return;
    }
    while (length > 0) {
        if (s->buf_pos == s->buf_len) {
            ssize_t n = read(s->fd, s->buf, READ_BUFFER);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                s->read_errno = n < 0 ? errno : EIO; /* 0: the file shrank under us */
                png_error(png, n < 0 ? strerror(errno) : "the file shrank while being read");
            }
            s->buf_len = (size_t)n;
            s->buf_pos = 0;
        }
        size_t take = s->buf_len - s->buf_pos;
        if (take > length) take = length;
        memcpy(dest, s->buf + s->buf_pos, take);
        s->buf_pos += take;
        s->offset += take;
        dest += take;
        length -= take;
    }
}

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* The PNG CRC (ISO 3309, reflected 0xEDB88320), bit by bit: used on the 17 bytes of IHDR only. */
static uint32_t crc32_of(const uint8_t *p, size_t n) {
    uint32_t c = 0xffffffffu;
    for (size_t i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
    }
    return c ^ 0xffffffffu;
}

/* Bits per pixel of a valid IHDR colour type / bit depth pair, 0 for an invalid one. */
static unsigned bits_per_pixel(uint8_t colour, uint8_t depth) {
    switch (colour) {
    case 0: return (depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16) ? depth : 0;
    case 3: return (depth == 1 || depth == 2 || depth == 4 || depth == 8) ? depth : 0;
    case 2: return (depth == 8 || depth == 16) ? 3u * depth : 0;
    case 4: return (depth == 8 || depth == 16) ? 2u * depth : 0;
    case 6: return (depth == 8 || depth == 16) ? 4u * depth : 0;
    default: return 0;
    }
}

/*
 * Walks the chunk headers (8 bytes each, via pread) before libpng sees any byte, so that no
 * length libpng would trust can make it allocate more than the file could justify:
 * - every length is at most 2^31-1 (the format's limit) and ends inside the file;
 * - at most CPNG_MAX_CHUNKS chunks (a 100-MP image in 8 KB IDATs has 50,000), so the walk and
 *   libpng's per-chunk work stay proportional to real content;
 * - a chunk other than IDAT is at most CPNG_MAX_CHUNK bytes (libpng reads known ancillary chunks
 *   whole into memory, and treats its own "chunk data is too large" as benign when reading);
 * - the IDAT bytes could inflate to the filtered image data: deflate gives at most 1032 bytes per
 *   input byte (a 258-byte match coded in 2 bits), so less IDAT than the image's size / 1032 is
 *   refused before the pixel buffer exists (a 1 x 100,000,000 header with a 30-byte IDAT took
 *   1.54 GB before libpng found the data missing).
 * That last check needs a sound IHDR: with a bad CRC or invalid fields it is skipped and libpng
 * reports the IHDR, as it does CRCs and everything else (its verdict stands); an image over
 * max_pixels is left to decode_run, which refuses it right after png_read_info, before any
 * allocation that depends on the size.
 * Returns CPNG_OK, CPNG_ERROR (message in the sink) or CPNG_READ_ERROR.
 */
static int prewalk(decode_ctx *ctx, uint64_t max_pixels) {
    decode_source *s = &ctx->src;
    uint64_t offset = 8, idat = 0;
    uint32_t width = 0, height = 0;
    unsigned bits = 0;
    uint8_t interlace = 0;
    int have_ihdr = 0;
    for (unsigned long chunks = 0; offset + 8 <= s->size; chunks++) {
        uint8_t head[8 + 13 + 4];
        int64_t n = cpng_source_pread(s, offset, head, sizeof head);
        if (n < 0) { s->read_errno = errno; sink_set_error(&ctx->sink, "%s", strerror(errno)); return CPNG_READ_ERROR; }
        if (n < 8) break;
        uint32_t length = be32(head);
        char type[5];
        for (int i = 0; i < 4; i++) type[i] = (head[4 + i] >= 32 && head[4 + i] < 127) ? (char)head[4 + i] : '?';
        type[4] = 0;
        /* A type that is not four ASCII letters ends the walk: libpng refuses it when it gets
           there. So a 10 GB sparse file is not walked 12 zero bytes at a time. */
        int letters = 1;
        for (int i = 4; i < 8; i++)
            letters &= (head[i] >= 'A' && head[i] <= 'Z') || (head[i] >= 'a' && head[i] <= 'z');
        if (!letters) break;
        if (chunks == CPNG_MAX_CHUNKS) {
            sink_set_error(&ctx->sink, "more than %u chunks", (unsigned)CPNG_MAX_CHUNKS);
            return CPNG_ERROR;
        }
        if (length > PNG_UINT_31_MAX) {
            sink_set_error(&ctx->sink, "chunk %s at byte %llu: length %lu is over the format's 2^31-1",
                           type, (unsigned long long)offset, (unsigned long)length);
            return CPNG_ERROR;
        }
        if ((uint64_t)length + 12 > s->size - offset) {
            sink_set_error(&ctx->sink, "chunk %s at byte %llu: length %lu goes past the end of the file (%llu bytes)",
                           type, (unsigned long long)offset, (unsigned long)length, (unsigned long long)s->size);
            return CPNG_ERROR;
        }
        int is_idat = memcmp(head + 4, "IDAT", 4) == 0;
        if (!is_idat && length > CPNG_MAX_CHUNK) {
            sink_set_error(&ctx->sink, "chunk %s at byte %llu: %lu bytes, more than the limit of %u for a chunk other than IDAT",
                           type, (unsigned long long)offset, (unsigned long)length, (unsigned)CPNG_MAX_CHUNK);
            return CPNG_ERROR;
        }
        if (offset == 8 && length == 13 && n == (int64_t)sizeof head && memcmp(head + 4, "IHDR", 4) == 0 &&
            crc32_of(head + 4, 17) == be32(head + 21)) {
            width = be32(head + 8);
            height = be32(head + 12);
            bits = bits_per_pixel(head[17], head[16]);
            interlace = head[20];
            have_ihdr = bits != 0 && interlace <= 1 && head[18] == 0 && head[19] == 0 &&
                        width != 0 && height != 0 && width <= PNG_UINT_31_MAX && height <= PNG_UINT_31_MAX;
        }
        if (is_idat && ctx->first_idat == 0) ctx->first_idat = offset;
        if (is_idat) idat += length;
        offset += (uint64_t)length + 12;
        if (memcmp(head + 4, "IEND", 4) == 0) break;
    }
    /* No sound IHDR, or too large: libpng / decode_run say what is wrong. */
    if (!have_ihdr || (uint64_t)width * height > max_pixels) return CPNG_OK;
    /* Filtered data: one filter byte per row plus the packed row; interlaced passes are smaller
       in filter bytes, so only the packed pixels count there. */
    /* In 128 bits: width, height < 2^31 and 64 bits a pixel overflow 64-bit products. */
    typedef unsigned __int128 u128;
    u128 needed = interlace == 0 ? (u128)height * (1 + ((u128)width * bits + 7) / 8)
                                 : ((u128)width * height * bits) / 8;
    /* 2 bytes of zlib header, the block headers and the Adler-32: a little slack. */
    if (needed > (u128)idat * 1032 + 1032) {
        sink_set_error(&ctx->sink, "IDAT: %llu bytes of image data cannot hold a %lu x %lu image (%llu bytes after inflating, at most 1032 per byte)",
                       (unsigned long long)idat, (unsigned long)width, (unsigned long)height, (unsigned long long)needed);
        return CPNG_ERROR;
    }
    return CPNG_OK;
}

/* What block_decoder.c needs of the header, PLTE and tRNS. A tRNS colour is compared, as
   libpng compares it, in the bits the image's depth has. */
static void describe_format(decode_ctx *ctx, int bit_depth, int color_type, int interlace) {
    cpng_block_format *f = &ctx->format;
    memset(f, 0, sizeof *f);
    f->width = ctx->width;
    f->height = ctx->height;
    f->colour = (uint8_t)color_type;
    f->depth = (uint8_t)bit_depth;
    f->interlace = interlace != PNG_INTERLACE_NONE;
    for (int i = 0; i < 256; i++) f->palette[i][3] = 255;
    png_colorp palette = NULL;
    int count = 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE && png_get_PLTE(ctx->png, ctx->info, &palette, &count))
        for (int i = 0; i < count && i < 256; i++) {
            f->palette[i][0] = palette[i].red;
            f->palette[i][1] = palette[i].green;
            f->palette[i][2] = palette[i].blue;
        }
    if (!png_get_valid(ctx->png, ctx->info, PNG_INFO_tRNS)) return;
    png_bytep alpha = NULL;
    png_color_16p colour = NULL;
    if (png_get_tRNS(ctx->png, ctx->info, &alpha, &count, &colour) == 0) return;
    uint16_t mask = bit_depth == 16 ? 0xffff : (uint16_t)((1u << bit_depth) - 1);
    if (color_type == PNG_COLOR_TYPE_PALETTE && alpha != NULL) {
        for (int i = 0; i < count && i < 256; i++) f->palette[i][3] = alpha[i];
    } else if (colour != NULL && color_type == PNG_COLOR_TYPE_GRAY) {
        f->has_key = 1;
        f->key[0] = colour->gray & mask;
    } else if (colour != NULL && color_type == PNG_COLOR_TYPE_RGB) {
        f->has_key = 1;
        f->key[0] = colour->red & mask;
        f->key[1] = colour->green & mask;
        f->key[2] = colour->blue & mask;
    }
}

/* The shapes block_decoder.c takes on the automatic path: raw rows shorter than this (libpng's
   cost per row dominates: 28 s for 1 x 100,000,000 on the debug build) ... */
enum { SHORT_ROW = 64 };
/* ... or RGBA rows of this many bytes or more (libpng's two row buffers, each the size of a
   row, are then a large part of the picture: 2 x its size for one row). */
#define LONG_ROW ((uint64_t)4 << 20)

static int wants_blocks(const decode_ctx *ctx, int path) {
    /* libpng read exactly the chunks before IDAT and the first IDAT's header (8 bytes). */
    if (ctx->first_idat == 0 || ctx->src.offset != ctx->first_idat + 8) return 0;
    if (path != CPNG_PATH_AUTOMATIC) return path == CPNG_PATH_BLOCKS;
    static const unsigned channels[7] = {1, 0, 3, 1, 2, 0, 4};
    uint64_t raw = ((uint64_t)ctx->width * channels[ctx->format.colour] * ctx->format.depth + 7) / 8;
    return raw < SHORT_ROW || (uint64_t)ctx->width * 4 >= LONG_ROW;
}

/* Phase 1, under its own setjmp: IHDR and the chunks before IDAT, the pixel limit, the path,
   and for libpng's path the transforms to RGBA8 (libpng's row buffers are allocated here, so
   the block path stops before). Nothing else sized by the image is allocated here. */
static int open_run(decode_ctx *ctx, uint64_t max_pixels, int path) {
    if (setjmp(png_jmpbuf(ctx->png))) return ctx->src.read_errno ? CPNG_READ_ERROR : CPNG_ERROR;

    png_set_read_fn(ctx->png, ctx, read_fn);
    /* Dimensions: anything the format allows; the real bound is max_pixels, checked below with
       a precise error. Ancillary chunks: none bigger than CPNG_MAX_CHUNK (also the limit on an
       iCCP profile after inflating). Text, sPLT and eXIf chunks, the ones that may repeat, are
       skipped unread (no pixel depends on them, and each could hold 8 MB), so what libpng keeps
       is a few single-instance chunks; the cache limit of 100 is a second guard. */
    png_set_user_limits(ctx->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_cache_max(ctx->png, 100);
    png_set_chunk_malloc_max(ctx->png, CPNG_MAX_CHUNK);
    static const png_byte skipped[] = "tEXt\0zTXt\0iTXt\0sPLT\0eXIf";
    png_set_keep_unknown_chunks(ctx->png, PNG_HANDLE_CHUNK_NEVER, skipped, 5);

    /* The signature was checked by the caller; libpng reads it again. */
    png_read_info(ctx->png, ctx->info);
    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(ctx->png, ctx->info, &width, &height, &bit_depth, &color_type, &interlace,
                 NULL, NULL);
    ctx->width = width;
    ctx->height = height;
    if ((uint64_t)width * (uint64_t)height > max_pixels) return CPNG_TOO_LARGE;
    if ((uint64_t)width * height > SIZE_MAX / 4)
        png_error(ctx->png, "image too large for this address space");
    describe_format(ctx, bit_depth, color_type, interlace);
    ctx->blocks = wants_blocks(ctx, path);
    if (ctx->blocks) return CPNG_OK;

    /* To RGBA8 with stored values: expand palette / low-depth grey / tRNS, keep high bytes. */
    int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 ||
                    png_get_valid(ctx->png, ctx->info, PNG_INFO_tRNS) != 0;
    png_set_expand(ctx->png);
    if (bit_depth == 16) png_set_strip_16(ctx->png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(ctx->png);
    if (!has_alpha) png_set_filler(ctx->png, 0xff, PNG_FILLER_AFTER);
    ctx->passes = png_set_interlace_handling(ctx->png);
    png_read_update_info(ctx->png, ctx->info);

    if (png_get_bit_depth(ctx->png, ctx->info) != 8 || png_get_channels(ctx->png, ctx->info) != 4 ||
        png_get_rowbytes(ctx->png, ctx->info) != (size_t)width * 4)
        png_error(ctx->png, "internal: transforms did not produce RGBA8");
    return CPNG_OK;
}

/* Phase 2, under its own setjmp: the rows straight into the caller's buffer, each pass of an
   interlaced image combined into the final rows (so no array of row pointers, which for a
   1-pixel-wide image would be twice the pixels' size), then the chunks up to IEND (a truncated
   or corrupt tail fails). */
static int read_run(decode_ctx *ctx, uint8_t *pixels) {
    if (setjmp(png_jmpbuf(ctx->png))) return ctx->src.read_errno ? CPNG_READ_ERROR : CPNG_ERROR;
    size_t rowbytes = (size_t)ctx->width * 4;
    for (int pass = 0; pass < ctx->passes; pass++)
        for (png_uint_32 y = 0; y < ctx->height; y++) {
            png_read_row(ctx->png, pixels + (size_t)y * rowbytes, NULL);
            ctx->calls++;
        }
    png_read_end(ctx->png, NULL);
    return CPNG_OK;
}

/* libpng's allocations (and through them zlib's), counted in the decoder's tracker. */
static png_voidp tracked_malloc(png_structp png, png_alloc_size_t size) {
    return cpng_mem_alloc(&((decode_ctx *)png_get_mem_ptr(png))->mem, size);
}

static void tracked_free(png_structp png, png_voidp p) {
    cpng_mem_free(&((decode_ctx *)png_get_mem_ptr(png))->mem, p);
}

static void decoder_free(decode_ctx *ctx) {
    if (ctx == NULL) return;
    if (ctx->png != NULL) png_destroy_read_struct(&ctx->png, ctx->info ? &ctx->info : NULL, NULL);
    cpng_mem_free(&ctx->mem, ctx->src.buf);
    free(ctx);
}

static int decoder_open(const decode_source *src, uint64_t max_pixels, int path, cpng_decoder **out,
                        uint32_t *width, uint32_t *height, char *err, size_t errlen) {
    *out = NULL;
    *width = 0;
    *height = 0;
    decode_ctx *ctx = (decode_ctx *)calloc(1, sizeof *ctx);
    if (ctx == NULL) { copy_out(err, errlen, "out of memory (decoder)"); return CPNG_ERROR; }
    ctx->src = *src;

    uint8_t sig[8];
    int64_t got = cpng_source_pread(&ctx->src, 0, sig, 8);
    int rc = CPNG_ERROR;
    if (got < 0) {
        sink_set_error(&ctx->sink, "%s", strerror(errno));
        rc = CPNG_READ_ERROR;
        goto done;
    }
    if (got < 8 || png_sig_cmp(sig, 0, 8) != 0) {
        /* Same wording as libpng's own check, plus the ASCII-conversion diagnosis. */
        int ascii = got >= 8 && png_sig_cmp(sig, 0, 4) == 0;
        sink_set_error(&ctx->sink, "%s", got < 8 ? "Not a PNG file (shorter than the 8-byte signature)"
                                         : ascii ? "PNG file corrupted by ASCII conversion"
                                                 : "Not a PNG file");
        goto done;
    }
    rc = prewalk(ctx, max_pixels);
    if (rc != CPNG_OK) goto done;
    rc = CPNG_ERROR;
    if (ctx->src.data == NULL) {
        ctx->src.buf = (uint8_t *)cpng_mem_alloc(&ctx->mem, READ_BUFFER);
        if (ctx->src.buf == NULL) { sink_set_error(&ctx->sink, "out of memory (read buffer)"); goto done; }
    }
    ctx->png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &ctx->sink, error_fn, warning_fn, ctx,
                                        tracked_malloc, tracked_free);
    if (ctx->png == NULL) { sink_set_error(&ctx->sink, "png_create_read_struct failed"); goto done; }
    ctx->info = png_create_info_struct(ctx->png);
    if (ctx->info == NULL) { sink_set_error(&ctx->sink, "png_create_info_struct failed"); goto done; }

    rc = open_run(ctx, max_pixels, path);

done:
    *width = ctx->width;
    *height = ctx->height;
    if (rc == CPNG_OK) {
        *out = ctx;
        copy_out(err, errlen, "");
        return rc;
    }
    if (rc == CPNG_TOO_LARGE) copy_out(err, errlen, "image exceeds the pixel limit");
    else copy_out(err, errlen, ctx->sink.error[0] ? ctx->sink.error : "unknown decode error");
    decoder_free(ctx);
    return rc;
}

int cpng_decoder_open_memory(const uint8_t *data, size_t size, uint64_t max_pixels, int path, cpng_decoder **out,
                             uint32_t *width, uint32_t *height, char *err, size_t errlen) {
    if (data == NULL && size != 0) {
        copy_out(err, errlen, "cpng_decoder_open_memory: data is NULL");
        return CPNG_ERROR;
    }
    static const uint8_t empty[1] = {0};
    decode_source src = {.data = data ? data : empty, .fd = -1, .size = size};
    return decoder_open(&src, max_pixels, path, out, width, height, err, errlen);
}

int cpng_decoder_open_fd(int fd, uint64_t size, uint64_t max_pixels, int path, cpng_decoder **out,
                         uint32_t *width, uint32_t *height, char *err, size_t errlen) {
    if (fd < 0) { copy_out(err, errlen, "cpng_decoder_open_fd: bad descriptor"); return CPNG_ERROR; }
    decode_source src = {.data = NULL, .fd = fd, .size = size};
    return decoder_open(&src, max_pixels, path, out, width, height, err, errlen);
}

int cpng_decoder_read(cpng_decoder *decoder, uint8_t *pixels, char *err, size_t errlen) {
    if (decoder == NULL || pixels == NULL || decoder->read_done) {
        copy_out(err, errlen, "cpng_decoder_read: no open decoder, no buffer, or read twice");
        return CPNG_ERROR;
    }
    decoder->read_done = 1;
    int rc = decoder->blocks ? cpng_block_decode(&decoder->format, &decoder->src, decoder->first_idat, &decoder->mem,
                                                 &decoder->sink, &decoder->calls, pixels)
                             : read_run(decoder, pixels);
    if (rc == CPNG_OK) copy_out(err, errlen, decoder->sink.warnings);
    else copy_out(err, errlen, decoder->sink.error[0] ? decoder->sink.error : "unknown decode error");
    return rc;
}

void cpng_decoder_close(cpng_decoder *decoder) { decoder_free(decoder); }

void cpng_decoder_statistics(const cpng_decoder *decoder, cpng_decode_statistics *out) {
    memset(out, 0, sizeof *out);
    if (decoder == NULL) return;
    out->blocks = decoder->blocks;
    out->data_calls = decoder->calls;
    out->peak_scratch = decoder->mem.peak;
}

/* ---- misc -------------------------------------------------------------------------------- */

void cpng_free(void *ptr) { free(ptr); }

int cpng_buffer_append(cpng_buffer *b, const void *data, size_t length) {
    if (length > SIZE_MAX - b->size) return -1;
    size_t need = b->size + length;
    if (need > b->capacity) {
        size_t cap = b->capacity ? b->capacity : 4096;
        while (cap < need) {
            if (cap > SIZE_MAX / 2) { cap = need; break; }
            cap *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(b->data, cap);
        if (grown == NULL) return -1;
        b->data = grown;
        b->capacity = cap;
    }
    if (length > 0) memcpy(b->data + b->size, data, length);
    b->size = need;
    return 0;
}

void cpng_buffer_free(cpng_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    memset(buffer, 0, sizeof *buffer);
}

int cpng_version_number(void) { return (int)png_access_version_number(); }

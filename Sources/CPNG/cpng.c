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
 * - Memory: the png/info structs, the row-pointer array and the pixel/output buffers are owned by
 *   the context until success hands the pixel/output buffer to the caller. Every path frees the
 *   rest.
 * - No gamma transform is ever requested (no png_set_gamma, png_set_alpha_mode or simplified API),
 *   so decoded values are the stored samples.
 */
#include "cpng.h"
#include "cpng_internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- messages ---------------------------------------------------------------------------- */

typedef struct message_sink {
    char error[512];     /* the error that ended the operation */
    char warnings[512];  /* warnings, one per line (truncated when long) */
} message_sink;

static void sink_set_error(message_sink *sink, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(sink->error, sizeof sink->error, fmt, ap);
    va_end(ap);
}

static void sink_add_warning(message_sink *sink, const char *msg) {
    size_t used = strlen(sink->warnings);
    if (used + 1 >= sizeof sink->warnings) return;
    snprintf(sink->warnings + used, sizeof sink->warnings - used, "%s%s",
             used ? "\n" : "", msg ? msg : "(no message)");
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

typedef struct decode_ctx {
    message_sink sink;
    png_structp png;
    png_infop info;
    const uint8_t *data; /* input, borrowed */
    size_t size;
    size_t offset;
    png_bytep *rows;
    uint8_t *pixels; /* owned here until success */
    uint32_t width;
    uint32_t height;
} decode_ctx;

static void read_fn(png_structp png, png_bytep dest, size_t length) {
    decode_ctx *ctx = (decode_ctx *)png_get_io_ptr(png);
    if (length > ctx->size - ctx->offset) png_error(png, "Read Error: the data ends early (truncated file, or a chunk length past the end)");
    memcpy(dest, ctx->data + ctx->offset, length);
    ctx->offset += length;
}

static int decode_run(decode_ctx *ctx, uint64_t max_pixels) {
    if (setjmp(png_jmpbuf(ctx->png))) return CPNG_ERROR;

    png_set_read_fn(ctx->png, ctx, read_fn);
    /* Dimensions: anything the format allows; the real bound is max_pixels, checked below with
       a precise error. Ancillary chunks: at most 1000 cached, none bigger than 8 MB. */
    png_set_user_limits(ctx->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_cache_max(ctx->png, 1000);
    png_set_chunk_malloc_max(ctx->png, 8u * 1000u * 1000u);

    png_read_info(ctx->png, ctx->info);
    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(ctx->png, ctx->info, &width, &height, &bit_depth, &color_type, &interlace,
                 NULL, NULL);
    ctx->width = width;
    ctx->height = height;
    if ((uint64_t)width * (uint64_t)height > max_pixels) return CPNG_TOO_LARGE;

    /* To RGBA8 with stored values: expand palette / low-depth grey / tRNS, keep high bytes. */
    int has_alpha = (color_type & PNG_COLOR_MASK_ALPHA) != 0 ||
                    png_get_valid(ctx->png, ctx->info, PNG_INFO_tRNS) != 0;
    png_set_expand(ctx->png);
    if (bit_depth == 16) png_set_strip_16(ctx->png);
    if ((color_type & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(ctx->png);
    if (!has_alpha) png_set_filler(ctx->png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(ctx->png);
    png_read_update_info(ctx->png, ctx->info);

    size_t rowbytes = png_get_rowbytes(ctx->png, ctx->info);
    if (png_get_bit_depth(ctx->png, ctx->info) != 8 || png_get_channels(ctx->png, ctx->info) != 4 ||
        rowbytes != (size_t)width * 4)
        png_error(ctx->png, "internal: transforms did not produce RGBA8");

    /* width * height <= max_pixels (uint64); guard size_t arithmetic anyway. */
    if ((uint64_t)height > SIZE_MAX / sizeof(png_bytep) ||
        (uint64_t)width * height > SIZE_MAX / 4)
        png_error(ctx->png, "image too large for this address space");
    ctx->pixels = (uint8_t *)malloc((size_t)width * height * 4);
    ctx->rows = (png_bytep *)malloc((size_t)height * sizeof(png_bytep));
    if (ctx->pixels == NULL || ctx->rows == NULL) png_error(ctx->png, "out of memory (pixel buffer)");
    for (png_uint_32 y = 0; y < height; y++) ctx->rows[y] = ctx->pixels + (size_t)y * rowbytes;

    png_read_image(ctx->png, ctx->rows);
    /* Reads the chunks after the image data up to IEND: a truncated or corrupt tail fails. */
    png_read_end(ctx->png, NULL);
    return CPNG_OK;
}

int cpng_decode_rgba8(const uint8_t *data, size_t size, uint64_t max_pixels, cpng_image *out,
                      char *err, size_t errlen) {
    if (out == NULL) { copy_out(err, errlen, "cpng_decode_rgba8: out is NULL"); return CPNG_ERROR; }
    memset(out, 0, sizeof *out);
    if (data == NULL && size != 0) {
        copy_out(err, errlen, "cpng_decode_rgba8: data is NULL");
        return CPNG_ERROR;
    }
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        /* Same wording as libpng's own check, plus the ASCII-conversion diagnosis. */
        int ascii = size >= 8 && png_sig_cmp((png_const_bytep)data, 0, 4) == 0;
        copy_out(err, errlen, size < 8 ? "Not a PNG file (shorter than the 8-byte signature)"
                              : ascii ? "PNG file corrupted by ASCII conversion"
                                      : "Not a PNG file");
        return CPNG_ERROR;
    }

    decode_ctx ctx;
    memset(&ctx, 0, sizeof ctx);
    ctx.data = data;
    ctx.size = size;
    int rc = CPNG_ERROR;

    ctx.png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &ctx.sink, error_fn, warning_fn);
    if (ctx.png == NULL) { sink_set_error(&ctx.sink, "png_create_read_struct failed"); goto done; }
    ctx.info = png_create_info_struct(ctx.png);
    if (ctx.info == NULL) { sink_set_error(&ctx.sink, "png_create_info_struct failed"); goto done; }

    rc = decode_run(&ctx, max_pixels);

done:
    if (ctx.png != NULL) png_destroy_read_struct(&ctx.png, ctx.info ? &ctx.info : NULL, NULL);
    free(ctx.rows);
    if (rc == CPNG_OK) {
        out->pixels = ctx.pixels;
        out->width = ctx.width;
        out->height = ctx.height;
        copy_out(err, errlen, ctx.sink.warnings);
    } else {
        free(ctx.pixels);
        if (rc == CPNG_TOO_LARGE) {
            out->width = ctx.width;
            out->height = ctx.height;
            copy_out(err, errlen, "image exceeds the pixel limit");
        } else {
            copy_out(err, errlen, ctx.sink.error[0] ? ctx.sink.error : "unknown decode error");
        }
    }
    return rc;
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

void cpng_image_free(cpng_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    memset(image, 0, sizeof *image);
}

int cpng_version_number(void) { return (int)png_access_version_number(); }

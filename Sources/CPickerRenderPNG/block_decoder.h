/*
 * block_decoder.h: the image data of a non-paletted or paletted, interlaced or not PNG decoded
 * without libpng's row machinery, for the shapes where that machinery costs most (cpng.c picks
 * them): rows of a few bytes, where libpng inflates, unfilters and checks each row in calls of
 * its own (a 1 x 100,000,000 image: 28 s on the debug build), and rows of millions of pixels,
 * where libpng's two row buffers are each as large as the picture.
 *
 * Design and invariants
 * - libpng has read everything before the first IDAT (header, palette, tRNS, the limits of
 *   cpng.c's chunk walk); this code starts at the first IDAT's header and reads the file itself
 *   through cpng_source_pread: IDAT data is inflated by zlib into a fixed window of
 *   CPNG_BLOCK_WINDOW bytes, so the calls into zlib are one per window or per IDAT chunk, not
 *   one per row; rows are unfiltered in place in a single raw-row buffer (row_unfilter.h) and
 *   expanded to RGBA8 straight into the caller's pixels (Adam7 passes scattered to their
 *   places).
 * - Checks, as libpng makes them: every chunk's CRC (a bad one is an error for IDAT and critical
 *   chunks, a warning for ancillary ones), filter bytes 0...4, "Not enough image data" when the
 *   stream or the IDATs end early, zlib's own errors (Adler-32 included); extra data after the
 *   image is a warning. After the image data every chunk up to IEND is read and its CRC checked;
 *   a critical chunk other than IDAT and IEND there is an error.
 * - Memory besides the caller's pixels: the raw row (at most 8 bytes a pixel of the widest
 *   pass, so at most 2 x the row's RGBA size, and for 8-bit formats at most 1 x), the window,
 *   a 64 KB read buffer for files, and zlib's state, all counted in the tracker (cpng_mem).
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "cpng_internal.h"

enum { CPNG_BLOCK_WINDOW = 1 << 18 };

/* What the decoder needs of the header and the chunks before IDAT. */
typedef struct cpng_block_format {
    uint32_t width, height;
    uint8_t colour;          /* 0, 2, 3, 4, 6 */
    uint8_t depth;           /* 1, 2, 4, 8, 16 as the colour type allows */
    uint8_t interlace;       /* 0 or 1 (Adam7) */
    uint8_t has_key;         /* grey or RGB with a tRNS colour */
    uint16_t key[3];         /* that colour at the image's bit depth (grey: key[0]) */
    uint8_t palette[256][4]; /* RGBA; entries past the PLTE black, alpha from tRNS or 255 */
} cpng_block_format;

/* Expands `count` pixels of an unfiltered raw row to RGBA8 at out, out + step, ... (step in
   bytes): palettes looked up, grey to RGB, low depths scaled (1-bit 0/255, 2-bit x 85, 4-bit
   x 17), 16-bit samples to their high byte, the tRNS colour to alpha 0 (compared at the full
   bit depth), alpha 255 where there is none. */
void cpng_expand_row(const cpng_block_format *format, const uint8_t *raw, uint32_t count, uint8_t *out,
                     size_t step);

/* Decodes the image data starting at the first IDAT's chunk header (file offset `idat`) into
   `pixels` (width x height x 4), then checks the chunks up to IEND. CPNG_OK (warnings added to
   the sink), CPNG_ERROR (message in the sink) or CPNG_READ_ERROR. `calls` is incremented once
   for each call to inflate. */
int cpng_block_decode(const cpng_block_format *format, cpng_source *src, uint64_t idat, cpng_mem *mem,
                      cpng_sink *sink, uint64_t *calls, uint8_t *pixels);

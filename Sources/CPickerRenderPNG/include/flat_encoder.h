/*
 * flat_encoder.h: the PNG encoder made for PickerRender's pictures (flat UI, mostly opaque,
 * long runs of identical rows). Lossless; a standard PNG (libpng writes every chunk before
 * IDAT, zlib makes one zlib stream split into IDAT chunks); byte-identical for the same pixels.
 *
 * What it does, in order
 * 1. Scan (content_scan.h): opacity, greyness, up to 257 distinct colours, and which rows equal
 *    the row above.
 * 2. Colour type, bit depth 8, the smallest layout that holds the pixels exactly:
 *    grey and opaque -> grey (0); <= 256 colours -> palette (3), entries with alpha < 255 first
 *    and a tRNS chunk for them; opaque -> RGB (2); grey -> grey + alpha (4); otherwise RGBA (6).
 * 3. Chunks before IDAT by libpng (cpng_write_header): IHDR, sRGB (perceptual), PLTE/tRNS,
 *    pHYs (when pixels_per_meter > 0). No time or text chunk.
 * 4. Filters, chosen per row (row_filter.h): a row equal to the row above gets Up (its filtered
 *    bytes are all zero, found by the scan's memcmp, nothing tried); a flat row (at least a
 *    quarter of its pixels equal their left neighbour) gets None; any other row the smallest
 *    sum of |signed byte| among None, Sub and Up.
 * 5. zlib: level 6, default strategy, windowBits 15 (smaller for images that fit in a smaller
 *    window, as libpng also does), memLevel 8, for every row but those of a long run of
 *    repeated rows (at least CPNG_FLAT_RUN_MIN_BYTES of filtered data): such a run is one
 *    deflate block made without zlib (run_block.h), the symbols zlib's Z_RLE would find
 *    (distance-1 matches of the zeros) under Huffman codes made for them, written without
 *    reading a byte of the run.
 * 6. The zlib stream's 2-byte header and Adler-32 trailer are written by flat_encoder.c around
 *    zlib's raw deflate data (the same bytes zlib would write), so a repeated row's checksum
 *    comes from adler32_combine instead of a pass over its zeros (13 % of the demo's time).
 * 7. IDAT chunks of at most CPNG_FLAT_IDAT_BYTES, then IEND.
 *
 * Segments (one picture's compression on several cores, still one standard zlib stream)
 * - The rows are cut into segments of whole rows: every long run of repeated rows is a segment
 *   of its own (a run segment); the rows between runs are one zlib segment, cut after
 *   16 x CPNG_FLAT_SEGMENT_BYTES of filtered data (whole rows) wherever that falls. The
 *   cuts depend on the pixels only, never on the number of threads.
 * - Each zlib segment is compressed on its own: a raw deflate stream primed with the window of
 *   filtered bytes before it (deflateSetDictionary; those rows are packed and filtered again,
 *   a few rows' work, and only memset for a run's rows).
 * - Byte boundaries: zlib may write stored blocks (incompressible rows), whose padding to a
 *   byte is only right at the offsets zlib made it for, so a zlib segment must start on a byte
 *   boundary of the whole stream. A zlib segment followed by a run segment ends with Z_BLOCK
 *   (no alignment: the bits zlib still holds are counted with deflatePending; Z_FINISH then
 *   writes them and an empty final block, 10 bits, checked, which is dropped); the run block is
 *   made when the stream is joined, knowing the bit it starts at, and ends on a byte boundary
 *   (run_block.h: at most 42 bits more). A zlib segment followed by another ends with
 *   Z_SYNC_FLUSH (an empty stored block, 5 bytes: only after 16 MB of rows without a run). The
 *   last segment ends the stream: zlib's final block, or the run block with BFINAL. The joined
 *   bits follow the 2-byte header; the trailer is the segments' Adler-32 values joined with
 *   adler32_combine (a run segment's from the checksum of one of its rows). Any zlib reader
 *   (libpng, Pillow, browsers) reads the result.
 * - Byte-identical run to run and for any runner: a segment's bits depend on the pixels and
 *   its index only (a run block also on where the one before ends, fixed by the pixels), and
 *   the stream is assembled in index order.
 * - Size: the gallery's 16 screens take 0.9998 x the bytes of one zlib stream with Z_RLE runs
 *   (the encoder before run blocks), every screen within 1.0003 x; the Snapshots/ references
 *   re-encoded take no more space than stored (SnapshotReencodeTests).
 * - cpng_encode_flat_with takes a runner (a parallel-for the caller provides: PNGCodec's
 *   SegmentRunner) for the zlib segments; cpng_encode_flat runs them one after the other.
 *
 * Why these settings (measured on this machine, zlib 1.2.13, libpng 1.6.39, with the three
 * bench pictures; min of 7 runs; "libpng defaults" = RGBA, adaptive filters, level 6 = the old
 * encoder and the bench's yardstick):
 * - Colour type: the demo, the wheel and the ruler are opaque; the demo and the wheel have more
 *   than 256 colours (RGB), the ruler 216 (palette). RGB alone, same filters and zlib settings
 *   as libpng's defaults, is 0.88 x the size (demo); palette is 0.58 x (ruler).
 * - Filters for rows that do not repeat, at level 6 with the Z_RLE runs: None 46.6 KB, Sub
 *   57.1 KB, Up 54.7 KB for the demo (libpng defaults: 65.5 KB); None 14.8 KB, Sub 18.6 KB,
 *   Up 18.1 KB for the wheel (19.8 KB). Flat pictures' non-repeating rows are text and edges
 *   whose matches deflate finds unfiltered. libpng's heuristic (min sum of |signed byte|) on
 *   every row also loses to None here: 52.3 KB (demo), 16.7 KB (wheel). But None alone is
 *   ruinous on gradients: a 300 x 200 RGB gradient made 166 KB against libpng's 6.3 KB. Hence
 *   the flatness test: with "None when >= 1/4 of the pixels repeat their left neighbour, else
 *   min-sum of None/Sub/Up", every bench and Snapshots/ picture is encoded exactly as with None
 *   alone, the gradient takes 4.9 KB, and every synthetic sample (grey, palette, RGB and
 *   grey-alpha gradients, RGBA noise) is smaller than libpng's. A threshold of 1/2 instead made
 *   the ruler with a major tick at every step 11 % larger (28.0 vs 25.3 KB).
 * - Repeated rows as Up + Z_RLE rather than None: on the demo, level 6 for every row takes
 *   ~40-48 ms (51.7 KB); with the runs in Z_RLE 16.4 ms (46.6 KB): the distinct rows take
 *   6.3 ms, the 2236 repeated ones 10.6 ms, of which adler32 is about 2 ms. Run blocks instead
 *   of Z_RLE (the same symbols, no pass over the zeros): `picker-render gallery --jobs 1`
 *   (16 screens) 420 -> 276 ms, --jobs 2 265 -> 173 ms (medians of 7 interleaved runs; zlib
 *   was 61 % of the process's samples in perf, mostly on the runs).
 * - Level 6 is the fastest level whose files were no larger than libpng's defaults for every
 *   picture tried (the 50 Snapshots/ references and six synthetic ones: grey, palette, palette
 *   with alpha, RGB and grey-alpha gradients, RGBA noise). Worst size ratio against libpng's
 *   defaults: level 1 1.52, 2 1.45, 3 1.34 (and 1.03 for a Snapshots/ wheel), 4 1.31 (RGB
 *   gradient), 6 0.97 (noise). Time of the wheel @3x (513 x 660): level 3 2.4 ms, 4 3.0 ms,
 *   5 3.1 ms, 6 3.2 ms (libpng's defaults 10.3 ms at best). Z_FILTERED is larger on unfiltered
 *   rows (demo 47.6 vs 46.6 KB); memLevel 9 changed nothing measurable.
 * The bench (`make bench`) prints encode time and size against libpng's defaults for the demo,
 * the wheel and the ruler at @3x in one run.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "cpng.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Encodes 8-bit straight RGBA (rows `stride` >= width * 4 bytes apart) as described above.
 * Same contract as cpng_encode_rgba8 for memory, `err` and return codes: out->data is released
 * with cpng_buffer_free; on failure nothing is left allocated.
 */
int cpng_encode_flat(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                     uint32_t pixels_per_meter, cpng_buffer *out, char *err, size_t errlen);

/* The unit of the cuts between runs of repeated rows: a stretch without a run is cut after 16
   times this much filtered data (whole rows; "Segments" above). */
#ifndef CPNG_FLAT_SEGMENT_BYTES
#define CPNG_FLAT_SEGMENT_BYTES (1024 * 1024)
#endif

/* A parallel-for: calls body(job, i) once for every i in 0 ..< count, on any threads, and
   returns when all calls have returned. The bodies touch disjoint data. */
typedef void (*cpng_task_body)(void *job, size_t index);
typedef void (*cpng_task_runner)(void *context, size_t count, void *job, cpng_task_body body);

/* cpng_encode_flat with its segments compressed by `runner` (NULL: one after the other). The
   bytes are the same as cpng_encode_flat's. */
int cpng_encode_flat_with(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                          uint32_t pixels_per_meter, cpng_task_runner runner, void *runner_context,
                          cpng_buffer *out, char *err, size_t errlen);

/* The colour type cpng_encode_flat chooses for a scanned picture (content_scan.h). */
struct cpng_content;
int cpng_flat_colour_type(const struct cpng_content *content);

#ifdef __cplusplus
}
#endif

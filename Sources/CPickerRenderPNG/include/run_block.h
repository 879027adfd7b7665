/*
 * run_block.h: the deflate data of a run of repeated rows, made directly instead of by zlib.
 *
 * A repeated row is filtered Up over identical bytes, so its filtered bytes are the filter
 * byte and zeros; a run of k such rows is k copies of [filter, 0 x (n - 1)] (n = filter byte +
 * packed row). zlib (level 6, Z_RLE) needs a pass over every one of those bytes, which was
 * 38 % of the gallery's time at --jobs 1 (8 of the demo's 14.6 ms to encode). The symbols are
 * known without looking: per row the filter byte and one zero as literals, then the other zeros
 * as distance-1 matches of 258 and one shorter match (or one or two literal zeros) for the rest,
 * the very symbols zlib's Z_RLE finds. cpng_run_block writes them as one deflate block:
 * dynamic Huffman codes made for those few symbols (a complete code: the distance code has an
 * unused second code as zlib gives it, so strict decoders accept it), or the fixed codes when
 * those take fewer bits (a short run). The cost is a few rows' worth of work whatever k is.
 *
 * Invariants: the data decodes (RFC 1951) to exactly the k rows; the block refers to no byte
 * before the run (the first zero of each row is a literal and every match has distance 1, all
 * inside the row), so it can follow any deflate data; deterministic; `final` sets BFINAL.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "cpng.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Appends to `out` (LSB-first, as deflate packs bits; the last byte is padded with zeros) one
 * deflate block holding `rows` copies of [filter, 0 x (row_bytes - 1)], and stores its exact
 * length in bits in `*bits`. rows >= 1; row_bytes >= 2 (a filter byte and a packed row; 1
 * also decodes, only larger than zlib would make it).
 * align_from >= 0: the data will start at that bit of a byte (0 ... 7) and must end on a byte
 * boundary, so that zlib data can follow (a stored block inside zlib's data is only right at
 * the byte offsets zlib made it for): the block is made so, with empty blocks after it if
 * need be (at most 42 bits more). align_from < 0: no alignment. Not with `final`.
 * Returns CPNG_OK, or CPNG_ERROR when out of memory (out may then hold part of the block).
 */
int cpng_run_block(cpng_buffer *out, uint64_t *bits, size_t row_bytes, uint32_t rows, uint8_t filter, int final,
                   int align_from);

#ifdef __cplusplus
}
#endif

/*
 * run_block.c: cpng_run_block (why and invariants: include/run_block.h).
 *
 * Design: one row's symbols are listed once (at most a handful: filter byte, a zero, the
 * 258-byte matches as one entry with a count, the rest); both candidate codes (dynamic, made
 * from the row's symbol counts times k, and fixed) are costed exactly in bits, and the cheaper
 * is written: the block header, then the row's bits k times, then end-of-block. Huffman code
 * lengths come from a plain two-smallest merge over the few used symbols (ties broken by
 * symbol index, so the code is deterministic); the code-length code is limited to 7 bits by
 * falling back to equal weights, which cannot exceed 5 bits for 19 symbols.
 */
#include "run_block.h"

#include <string.h>

#include "cpng_internal.h"

enum { LITLEN = 286, DISTANCES = 30, CODE_LENGTHS = 19, END_OF_BLOCK = 256 };

/* RFC 1951, 3.2.5: length codes 257 ... 285. */
static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
/* RFC 1951, 3.2.7: the order code-length code lengths are sent in. */
static const uint8_t code_length_order[CODE_LENGTHS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* One entry of a row's symbols: `count` times the lit/len symbol, with its extra bits, and a
   distance-1 code after it when it is a length. */
typedef struct row_symbol {
    uint16_t symbol;
    uint8_t extra_bits;
    uint16_t extra;
    uint32_t count;
} row_symbol;

typedef struct bit_writer {
    cpng_buffer *out;
    uint64_t acc;
    int held;
    uint64_t bits;
    int failed;
} bit_writer;

static void put_bits(bit_writer *w, uint32_t value, int count) {
    w->acc |= (uint64_t)value << w->held;
    w->held += count;
    w->bits += (uint64_t)count;
    if (w->held >= 32) {
        uint8_t bytes[4] = {(uint8_t)w->acc, (uint8_t)(w->acc >> 8), (uint8_t)(w->acc >> 16), (uint8_t)(w->acc >> 24)};
        if (cpng_buffer_append(w->out, bytes, 4) != 0) w->failed = 1;
        w->acc >>= 32;
        w->held -= 32;
    }
}

static void flush_bits(bit_writer *w) {
    while (w->held > 0) {
        uint8_t byte = (uint8_t)w->acc;
        if (cpng_buffer_append(w->out, &byte, 1) != 0) w->failed = 1;
        w->acc >>= 8;
        w->held = w->held > 8 ? w->held - 8 : 0;
    }
}

/* Code lengths of a Huffman code for `freq` (0: unused symbol). Two or more used symbols make
   a complete code; a lone one gets length 1. Returns the deepest length. */
static int huffman_lengths(const uint64_t *freq, int n, uint8_t *lengths) {
    enum { MAX_NODES = 2 * LITLEN };
    uint64_t weight[MAX_NODES];
    int parent[MAX_NODES], symbol_of[LITLEN], alive[MAX_NODES];
    int leaves = 0, nodes = 0, deepest = 0;
    memset(lengths, 0, (size_t)n);
    for (int i = 0; i < n; i++) {
        if (freq[i] == 0) continue;
        symbol_of[leaves++] = i;
        weight[nodes] = freq[i];
        parent[nodes] = -1;
        alive[nodes] = 1;
        nodes++;
    }
    if (leaves == 0) return 0;
    if (leaves == 1) { lengths[symbol_of[0]] = 1; return 1; }
    for (int merges = 0; merges < leaves - 1; merges++) {
        int a = -1, b = -1;
        for (int k = 0; k < nodes; k++) {
            if (!alive[k]) continue;
            if (a < 0 || weight[k] < weight[a]) { b = a; a = k; }
            else if (b < 0 || weight[k] < weight[b]) { b = k; }
        }
        weight[nodes] = weight[a] + weight[b];
        parent[nodes] = -1;
        alive[nodes] = 1;
        alive[a] = alive[b] = 0;
        parent[a] = parent[b] = nodes;
        nodes++;
    }
    for (int leaf = 0; leaf < leaves; leaf++) {
        int depth = 0;
        for (int k = leaf; parent[k] >= 0; k = parent[k]) depth++;
        lengths[symbol_of[leaf]] = (uint8_t)depth;
        if (depth > deepest) deepest = depth;
    }
    return deepest;
}

/* Canonical codes (RFC 1951, 3.2.2), bit-reversed for LSB-first writing. */
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    int count[16] = {0}, next[16] = {0};
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    int code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (int i = 0; i < n; i++) {
        int len = lengths[i];
        codes[i] = 0;
        if (len == 0) continue;
        int c = next[len]++, reversed = 0;
        for (int b = 0; b < len; b++) reversed |= ((c >> b) & 1) << (len - 1 - b);
        codes[i] = (uint16_t)reversed;
    }
}

/* A length's code and extra bits (3 <= length <= 258). */
static row_symbol length_symbol(uint32_t length, uint32_t count) {
    int i = 28;
    if (length < 258) {
        i = 27;
        while (length_base[i] > length) i--;
    }
    row_symbol s = {(uint16_t)(257 + i), length_extra[i], (uint16_t)(length - length_base[i]), count};
    return s;
}

/* The symbols of one row [filter, 0 x (row_bytes - 1)]; returns how many entries. */
static int row_symbols(size_t row_bytes, uint8_t filter, row_symbol *out) {
    int n = 0;
    out[n++] = (row_symbol){filter, 0, 0, 1};
    if (row_bytes < 2) return n;
    out[n++] = (row_symbol){0, 0, 0, 1};
    size_t rest = row_bytes - 2, full = rest / 258, tail = rest % 258;
    if (full > 0) out[n++] = length_symbol(258, (uint32_t)full);
    if (tail >= 3) out[n++] = length_symbol((uint32_t)tail, 1);
    else if (tail > 0) out[n++] = (row_symbol){0, 0, 0, (uint32_t)tail};
    return n;
}

/* The code-length sequence of `all` (lit/len lengths then distance lengths) run-length coded
   with symbols 16, 17 and 18; returns the number of entries. */
static int code_length_runs(const uint8_t *all, int n, row_symbol *runs) {
    int count = 0;
    for (int i = 0; i < n;) {
        int value = all[i], run = 1;
        while (i + run < n && all[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                int take = run < 138 ? run : 138;
                runs[count++] = (row_symbol){18, 7, (uint16_t)(take - 11), 1};
                run -= take;
            }
            if (run >= 3) { runs[count++] = (row_symbol){17, 3, (uint16_t)(run - 3), 1}; run = 0; }
            while (run-- > 0) runs[count++] = (row_symbol){0, 0, 0, 1};
        } else {
            runs[count++] = (row_symbol){(uint16_t)value, 0, 0, 1};
            run--;
            while (run >= 3) {
                int take = run < 6 ? run : 6;
                runs[count++] = (row_symbol){16, 2, (uint16_t)(take - 3), 1};
                run -= take;
            }
            while (run-- > 0) runs[count++] = (row_symbol){(uint16_t)value, 0, 0, 1};
        }
    }
    return count;
}

/* Bits of `rows` rows and the end of block with lit/len lengths `ll` and distance length `d`. */
static uint64_t data_bits(const row_symbol *row, int n, uint32_t rows, const uint8_t *ll, int d) {
    uint64_t per_row = 0;
    for (int i = 0; i < n; i++) {
        uint64_t one = ll[row[i].symbol] + row[i].extra_bits + (row[i].symbol > END_OF_BLOCK ? d : 0);
        per_row += one * row[i].count;
    }
    return per_row * rows + ll[END_OF_BLOCK];
}

int cpng_run_block(cpng_buffer *out, uint64_t *bits, size_t row_bytes, uint32_t rows, uint8_t filter, int final,
                   int align_from) {
    row_symbol row[5];
    int n = row_symbols(row_bytes, filter, row);

    /* Dynamic codes: lit/len from the symbol counts; distances 0 and 1 at one bit each
       (only code 0, distance 1, is used). */
    uint64_t freq[LITLEN] = {0};
    for (int i = 0; i < n; i++) freq[row[i].symbol] += (uint64_t)row[i].count * rows;
    freq[END_OF_BLOCK] = 1;
    uint8_t all[LITLEN + DISTANCES];
    uint8_t *ll = all;
    huffman_lengths(freq, LITLEN, ll);
    int nlit = LITLEN;
    while (nlit > 257 && ll[nlit - 1] == 0) nlit--;
    int ndist = 2;
    all[nlit] = 1;
    all[nlit + 1] = 1;
    row_symbol runs[LITLEN + DISTANCES];
    int nruns = code_length_runs(all, nlit + ndist, runs);
    uint64_t cl_freq[CODE_LENGTHS] = {0};
    for (int i = 0; i < nruns; i++) cl_freq[runs[i].symbol]++;
    uint8_t cl[CODE_LENGTHS];
    if (huffman_lengths(cl_freq, CODE_LENGTHS, cl) > 7) {
        for (int i = 0; i < CODE_LENGTHS; i++) cl_freq[i] = cl_freq[i] ? 1 : 0;
        huffman_lengths(cl_freq, CODE_LENGTHS, cl);
    }
    int hclen = CODE_LENGTHS;
    while (hclen > 4 && cl[code_length_order[hclen - 1]] == 0) hclen--;
    uint64_t dynamic = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < nruns; i++) dynamic += cl[runs[i].symbol] + runs[i].extra_bits;
    dynamic += data_bits(row, n, rows, ll, 1);

    /* Fixed codes (RFC 1951, 3.2.6). */
    uint8_t fixed[LITLEN + 2];
    memset(fixed, 8, 144);
    memset(fixed + 144, 9, 112);
    memset(fixed + 256, 7, 24);
    memset(fixed + 280, 8, 8);
    uint64_t fixed_bits = 3 + data_bits(row, n, rows, fixed, 5);

    /* Ending on a byte boundary (align_from >= 0): the dynamic code, sent with 0 or 1 more
       code-length code length than needed (3 bits, a zero) and followed by 0 to 3 empty
       fixed-code blocks (10 bits each) -- together every residue mod 8 -- or, were no such
       choice to fit, an empty stored block, which always ends aligned. */
    int extend = 0, empties = 0, stored = 0;
    if (align_from >= 0) {
        int found = 0;
        for (int e = 0; e <= 1 && !found; e++) {
            if (hclen + e > CODE_LENGTHS) break;
            for (int k = 0; k <= 3 && !found; k++) {
                if ((align_from + dynamic + 3 * (uint64_t)e + 10 * (uint64_t)k) % 8 == 0) { extend = e; empties = k; found = 1; }
            }
        }
        if (!found) stored = 1;
    }
    bit_writer w = {out, 0, 0, 0, 0};
    uint16_t codes[LITLEN + 2];
    const uint8_t *lengths;
    int dist_bits;
    uint16_t dist_code = 0; /* code 0 is all-zero bits in both codes */
    if (align_from < 0 && fixed_bits < dynamic) {
        put_bits(&w, final ? 1 : 0, 1);
        put_bits(&w, 1, 2);
        canonical_codes(fixed, LITLEN + 2, codes);
        lengths = fixed;
        dist_bits = 5;
    } else {
        put_bits(&w, final ? 1 : 0, 1);
        put_bits(&w, 2, 2);
        put_bits(&w, (uint32_t)(nlit - 257), 5);
        put_bits(&w, (uint32_t)(ndist - 1), 5);
        put_bits(&w, (uint32_t)(hclen + extend - 4), 4);
        for (int i = 0; i < hclen + extend; i++) put_bits(&w, cl[code_length_order[i]], 3);
        uint16_t cl_codes[CODE_LENGTHS];
        canonical_codes(cl, CODE_LENGTHS, cl_codes);
        for (int i = 0; i < nruns; i++) {
            put_bits(&w, cl_codes[runs[i].symbol], cl[runs[i].symbol]);
            if (runs[i].extra_bits) put_bits(&w, runs[i].extra, runs[i].extra_bits);
        }
        canonical_codes(ll, nlit, codes);
        lengths = ll;
        dist_bits = 1;
    }
    for (uint32_t r = 0; r < rows && !w.failed; r++) {
        for (int i = 0; i < n; i++) {
            for (uint32_t c = 0; c < row[i].count; c++) {
                put_bits(&w, codes[row[i].symbol], lengths[row[i].symbol]);
                if (row[i].extra_bits) put_bits(&w, row[i].extra, row[i].extra_bits);
                if (row[i].symbol > END_OF_BLOCK) put_bits(&w, dist_code, dist_bits);
            }
        }
    }
    put_bits(&w, codes[END_OF_BLOCK], lengths[END_OF_BLOCK]);
    for (int k = 0; k < empties; k++) put_bits(&w, 1 << 1, 10); /* BFINAL 0, BTYPE 01, end of block 0000000 */
    if (stored) {
        put_bits(&w, 0, 3); /* BFINAL 0, BTYPE 00 */
        int pad = (int)((8 - (uint64_t)(align_from + w.bits) % 8) % 8);
        if (pad) put_bits(&w, 0, pad);
        put_bits(&w, 0xFFFF0000u, 32); /* LEN 0, NLEN 0xFFFF */
    }
    uint64_t written = w.bits;
    flush_bits(&w);
    *bits = written;
    return w.failed ? CPNG_ERROR : CPNG_OK;
}

// cpng_run_block (run_block.h), the deflate block of a run of repeated rows made without zlib,
// against its reference twin, zlib: inflated, the block is exactly the rows (row lengths that
// reach every branch: no zero, one literal zero, one or two trailing literal zeros, a short
// tail match, whole 258-byte matches only; one row and many; fixed and dynamic codes), its
// bit length is exact, and it is never larger than zlib's own deflate of the same bytes at the
// encoder's settings with Z_RLE.

import CPickerRenderPNG
import CPickerRenderZlib
import Testing

@Suite struct RunBlockTests {
    static let rowLengths = [2, 3, 4, 5, 6, 259, 260, 261, 262, 263, 517, 1207, 3619, 12_865]
    static let rowCounts = [1, 2, 7, 300]

    /// The block's bytes and exact bit length.
    static func block(rowBytes: Int, rows: Int, final: Bool = true, alignFrom: Int32 = -1) throws -> (bytes: [UInt8], bits: UInt64) {
        var out = cpng_buffer()
        var bits: UInt64 = 0
        let rc = cpng_run_block(&out, &bits, rowBytes, UInt32(rows), 2, final ? 1 : 0, alignFrom)
        defer { cpng_buffer_free(&out) }
        try #require(rc == 0)
        return (Array(UnsafeBufferPointer(start: out.data, count: out.size)), bits)
    }

    static func rows(_ rowBytes: Int, _ count: Int) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: rowBytes)
        row[0] = 2
        return Array([[UInt8]](repeating: row, count: count).joined())
    }

    /// Raw inflate (no zlib header); nil when the data is not one complete deflate stream.
    static func inflateRaw(_ data: [UInt8], expecting size: Int) -> [UInt8]? {
        var z = z_stream()
        guard inflateInit2_(&z, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        var input = data
        var output = [UInt8](repeating: 0, count: size + 16)
        let rc = input.withUnsafeMutableBufferPointer { inp in
            output.withUnsafeMutableBufferPointer { outp in
                z.next_in = inp.baseAddress; z.avail_in = UInt32(inp.count)
                z.next_out = outp.baseAddress; z.avail_out = UInt32(outp.count)
                return inflate(&z, Z_FINISH)
            }
        }
        guard rc == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(z.total_out)))
    }

    /// zlib's raw deflate of `data` at level 6, Z_RLE, in one call.
    static func zlibRLE(_ data: [UInt8]) -> Int {
        var z = z_stream()
        guard deflateInit2_(&z, 6, Z_DEFLATED, -15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return -1 }
        defer { deflateEnd(&z) }
        var input = data
        var output = [UInt8](repeating: 0, count: data.count + 1024)
        _ = input.withUnsafeMutableBufferPointer { inp in
            output.withUnsafeMutableBufferPointer { outp in
                z.next_in = inp.baseAddress; z.avail_in = UInt32(inp.count)
                z.next_out = outp.baseAddress; z.avail_out = UInt32(outp.count)
                return deflate(&z, Z_FINISH)
            }
        }
        return Int(z.total_out)
    }

    @Test(arguments: rowLengths, rowCounts)
    func inflatesToTheRowsAndIsNoLargerThanZlib(rowBytes: Int, rows: Int) throws {
        let (bytes, bits) = try Self.block(rowBytes: rowBytes, rows: rows)
        let expected = Self.rows(rowBytes, rows)
        #expect(Self.inflateRaw(bytes, expecting: expected.count) == expected)
        #expect(UInt64(bytes.count) == (bits + 7) / 8, "the bit length is exact and the bytes hold no more")
        #expect(bytes.count <= Self.zlibRLE(expected), "run block \(bytes.count) bytes vs zlib")
    }

    /// A stream: the bits of `prefix`, then `bits` of `data` (LSB-first), then an empty final
    /// block (fixed codes: BFINAL 1, BTYPE 01, end-of-block 0000000).
    static func joined(_ data: [UInt8], bits: UInt64, after prefix: [Bool] = []) -> [UInt8] {
        var stream = prefix
        for i in 0..<Int(bits) { stream.append((data[i / 8] >> (i % 8)) & 1 == 1) }
        stream += [true, true, false] + [Bool](repeating: false, count: 7)
        var out = [UInt8](repeating: 0, count: (stream.count + 7) / 8)
        for (i, bit) in stream.enumerated() where bit { out[i / 8] |= 1 << (i % 8) }
        return out
    }

    /// Deflate blocks making a prefix of `start` bits mod 8 (and the bytes they decode to):
    /// empty fixed-code blocks are 10 bits; a fixed-code block holding the literal 144 (a 9-bit
    /// code) is 19, so with 0 to 3 empty ones every residue is reached.
    static func prefix(bitsModEight start: Int) -> (bits: [Bool], bytes: [UInt8]) {
        let empty: [Bool] = [false, true, false] + [Bool](repeating: false, count: 7)
        let literal144: [Bool] = [false, true, false] + [true, true, false, false, true, false, false, false, false]
            + [Bool](repeating: false, count: 7)
        for k in 0...3 {
            if (10 * k) % 8 == start { return (Array([[Bool]](repeating: empty, count: k).joined()), []) }
            if (19 + 10 * k) % 8 == start { return (literal144 + Array([[Bool]](repeating: empty, count: k).joined()), [144]) }
        }
        preconditionFailure("every residue is reached")
    }

    /// A block that is not final leaves the stream open: followed by an empty final block
    /// joined at its exact bit length, it inflates to the same rows, so the encoder can join
    /// it to what comes after.
    @Test(arguments: [3, 262, 3619])
    func aBlockThatIsNotFinalJoinsAtItsBitLength(rowBytes: Int) throws {
        let (bytes, bits) = try Self.block(rowBytes: rowBytes, rows: 40, final: false)
        let expected = Self.rows(rowBytes, 40)
        #expect(Self.inflateRaw(Self.joined(bytes, bits: bits), expecting: expected.count) == expected)
        #expect(Self.inflateRaw(bytes, expecting: expected.count) == nil, "without the final block the stream is not complete")
    }

    /// Asked to end on a byte boundary from each start bit, the block does (so zlib data, whose
    /// stored blocks are byte-aligned, can follow), costs at most 42 bits more, and still
    /// inflates to the rows after a prefix of that many bits.
    @Test(arguments: [2, 262, 3619], 0..<8)
    func anAlignedBlockEndsOnAByteBoundary(rowBytes: Int, start: Int) throws {
        let (bytes, bits) = try Self.block(rowBytes: rowBytes, rows: 25, final: false, alignFrom: Int32(start))
        #expect((UInt64(start) + bits) % 8 == 0)
        #expect(bits <= (try Self.block(rowBytes: rowBytes, rows: 25, final: false)).bits + 42)
        let prefix = Self.prefix(bitsModEight: start)
        #expect(prefix.bits.count % 8 == start)
        let expected = prefix.bytes + Self.rows(rowBytes, 25)
        #expect(Self.inflateRaw(Self.joined(bytes, bits: bits, after: prefix.bits), expecting: expected.count) == expected)
    }
}

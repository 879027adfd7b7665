// Kernel twins: the encoder's fast C kernels (cpng_scan_fast, cpng_pack_row_fast,
// cpng_filter_row) against simple reference twins (every pixel, linear palette search, byte
// loops; the filter rule written again here in Swift) on pictures made to reach every branch:
// repeated rows, runs of one colour, exactly 256 and 257 colours, grey, translucent pixels,
// clustered hash keys, and rows that are not flat (gradients: Sub and Up).

import CPickerRenderPNG
import Testing
import PickerRenderPNG

/// A deterministic generator for test pictures: Knuth's MMIX linear congruential generator,
/// high bits only (the low bits of an LCG cycle quickly).
struct TestRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func below(_ n: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(n))
    }
}

/// A picture of `colours` (RGBA each): every colour once, in order, from the top-left (so all
/// of them are present when width x height >= colours.count), then random runs of one colour
/// (1-5 pixels) and rows repeating the row above (one in three).
func patchwork(width: Int, height: Int, colours: [SIMD4<UInt8>], seed: UInt64) -> RGBAImage {
    var rng = TestRandom(seed: seed)
    var px = [UInt8]()
    px.reserveCapacity(width * height * 4)
    for y in 0..<height {
        if y > 0 && px.count / 4 >= colours.count && rng.below(3) == 0 {
            px.append(contentsOf: px[(px.count - width * 4)...])
            continue
        }
        var x = 0
        while x < width {
            let placed = px.count / 4
            let c = placed < colours.count ? colours[placed] : colours[rng.below(colours.count)]
            let run = placed < colours.count ? 1 : min(width - x, 1 + rng.below(5))
            for _ in 0..<run { px.append(contentsOf: [c.x, c.y, c.z, c.w]); x += 1 }
        }
    }
    return RGBAImage(width: width, height: height, pixels: px)
}

enum TwinPictures {
    static func distinct(_ n: Int, alpha: (Int) -> UInt8 = { _ in 255 }) -> [SIMD4<UInt8>] {
        (0..<n).map { SIMD4(UInt8($0 & 0xFF), UInt8(($0 * 7) & 0xFF), UInt8($0 >> 8), alpha($0)) }
    }
    static func greys(_ n: Int, alpha: UInt8 = 255) -> [SIMD4<UInt8>] {
        (0..<n).map { SIMD4(UInt8($0), UInt8($0), UInt8($0), alpha) }
    }
    /// 256 colours whose keys differ in one byte only: neighbouring keys, so the fast path's
    /// hash table sees clustered slots, probing and wrap-around.
    static func crowded() -> [SIMD4<UInt8>] {
        (0..<256).map { SIMD4(UInt8($0), 0, 0, 255) }
    }

    static let all: [(String, RGBAImage)] = [
        ("8 opaque colours", patchwork(width: 37, height: 29, colours: distinct(8), seed: 1)),
        ("256 opaque colours", patchwork(width: 64, height: 64, colours: distinct(256), seed: 2)),
        ("257 opaque colours", patchwork(width: 80, height: 80, colours: distinct(257), seed: 3)),
        ("1000 colours, translucent", patchwork(width: 90, height: 50, colours: distinct(1000, alpha: { UInt8($0 % 256) }), seed: 4)),
        ("grey opaque", patchwork(width: 41, height: 33, colours: greys(256), seed: 5)),
        ("grey translucent", patchwork(width: 41, height: 33, colours: greys(200, alpha: 128) + greys(200), seed: 6)),
        ("r = g, b differs", patchwork(width: 30, height: 20, colours: greys(100) + [SIMD4(9, 9, 10, 255)], seed: 9)),
        ("g = b, r differs", patchwork(width: 30, height: 20, colours: greys(100) + [SIMD4(8, 9, 9, 255)], seed: 10)),
        ("palette with alpha", patchwork(width: 30, height: 30, colours: distinct(40, alpha: { $0 % 3 == 0 ? 0 : 255 }), seed: 7)),
        ("crowded hash", patchwork(width: 100, height: 40, colours: crowded(), seed: 8)),
        ("one pixel", RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 4])),
        ("one colour", RGBAImage(width: 17, height: 9, fill: SIMD4(200, 200, 200, 255))),
        ("gradient", TestImages.gradient()),
        ("noisy columns", noisyColumns()),
    ]

    /// Each column starts at a random value and grows by 1 per row: no pixel equals its left
    /// neighbour (rows are not flat) and Up makes every byte 1.
    static func noisyColumns(width: Int = 40, height: Int = 12) -> RGBAImage {
        var rng = TestRandom(seed: 99)
        let base = (0..<(width * 4)).map { _ in UInt8(rng.below(256)) }
        var px = [UInt8]()
        for y in 0..<height { px += base.map { $0 &+ UInt8(y) } }
        return RGBAImage(width: width, height: height, pixels: px)
    }
}

struct ScanResult: Equatable {
    var opaque: Int32, grey: Int32, colours: UInt32
    var palette: [UInt8]
    var repeats: [UInt8]
}

func scan(_ image: RGBAImage, fast: Bool) -> (ScanResult, cpng_content) {
    var content = cpng_content()
    var repeats = [UInt8](repeating: 0xAA, count: image.height)
    image.pixels.withUnsafeBufferPointer { px in
        repeats.withUnsafeMutableBufferPointer { r in
            if fast {
                cpng_scan_fast(px.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, &content, r.baseAddress)
            } else {
                cpng_scan_reference(px.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, &content, r.baseAddress)
            }
        }
    }
    let used = Int(min(content.colours, 256)) * 4
    let palette = withUnsafeBytes(of: content.palette) { Array($0.prefix(used)) }
    return (ScanResult(opaque: content.opaque, grey: content.grey, colours: content.colours,
                       palette: palette, repeats: repeats), content)
}

@Suite struct KernelTwinTests {
    @Test(arguments: TwinPictures.all.indices)
    func scanAgreesWithReference(index: Int) {
        let (name, image) = TwinPictures.all[index]
        let fast = scan(image, fast: true).0
        let reference = scan(image, fast: false).0
        #expect(fast == reference, "\(name)")
    }

    @Test func scanFindsWhatThePicturesHold() {
        func result(_ name: String) -> ScanResult {
            scan(TwinPictures.all.first { $0.0 == name }!.1, fast: false).0
        }
        #expect(result("8 opaque colours").colours == 8 && result("8 opaque colours").opaque == 1)
        #expect(result("8 opaque colours").grey == 0)
        #expect(result("256 opaque colours").colours == 256)
        #expect(result("257 opaque colours").colours == 257) // counting stops at 257: "more than 256"
        #expect(result("1000 colours, translucent").opaque == 0 && result("1000 colours, translucent").colours == 257)
        #expect(result("grey opaque").grey == 1 && result("grey opaque").opaque == 1)
        #expect(result("grey translucent").grey == 1 && result("grey translucent").opaque == 0)
        #expect(result("r = g, b differs").grey == 0 && result("g = b, r differs").grey == 0)
        #expect(result("one colour").colours == 1 && result("one colour").repeats == [0] + [UInt8](repeating: 1, count: 8))
        // patchwork repeats about a third of its rows; the flags must see them.
        #expect(result("8 opaque colours").repeats.contains(1) && result("8 opaque colours").repeats.first == 0)
    }

    @Test(arguments: TwinPictures.all.indices)
    func packAgreesWithReference(index: Int) throws {
        let (name, image) = TwinPictures.all[index]
        let scanned = scan(image, fast: true)
        let result = scanned.0
        var content = scanned.1
        var types: [Int32] = [Int32(CPNG_RGBA)]
        if result.opaque == 1 { types.append(Int32(CPNG_RGB)) }
        if result.grey == 1 { types.append(Int32(CPNG_GREY_ALPHA)) }
        if result.grey == 1 && result.opaque == 1 { types.append(Int32(CPNG_GREY)) }
        if result.colours <= 256 {
            _ = cpng_palette_alpha_first(&content) // the order the encoder writes
            types.append(Int32(CPNG_PALETTE))
        }
        for type in types {
            let n = Int(cpng_channels(type))
            var fast = [UInt8](repeating: 0, count: image.width * n)
            var reference = [UInt8](repeating: 1, count: image.width * n)
            for y in 0..<image.height {
                let rc = image.pixels.withUnsafeBufferPointer { px -> Int32 in
                    let row = px.baseAddress! + y * image.width * 4
                    cpng_pack_row_fast(row, UInt32(image.width), type, &content, &fast)
                    return cpng_pack_row_reference(row, UInt32(image.width), type, &content, &reference)
                }
                #expect(rc == 0, "\(name): type \(type) row \(y) has a colour the palette lacks")
                #expect(fast == reference, "\(name): type \(type) row \(y)")
                if fast != reference { return }
            }
        }
    }

    /// The rule of row_filter.h, spelled out: None for a row where >= 1/4 of the pixels equal
    /// their left neighbour, else the least sum of |signed byte| of None, Sub, Up (ties: None,
    /// then Sub). Returns the filter byte and the filtered row.
    static func referenceFilter(_ row: [UInt8], above: [UInt8]?, bpp: Int) -> [UInt8] {
        let pixels = row.count / bpp
        let same = pixels < 2 ? 0 : (1..<pixels).filter { p in
            (0..<bpp).allSatisfy { row[p * bpp + $0] == row[(p - 1) * bpp + $0] }
        }.count
        if pixels < 2 || same * 4 >= pixels - 1 { return [0] + row }
        func cost(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
        let sub = row.indices.map { row[$0] &- ($0 >= bpp ? row[$0 - bpp] : 0) }
        var best: (filter: UInt8, cost: Int, bytes: [UInt8]) = (0, cost(row), row)
        if cost(sub) < best.cost { best = (1, cost(sub), sub) }
        if let above {
            let up = row.indices.map { row[$0] &- above[$0] }
            if cost(up) < best.cost { best = (2, cost(up), up) }
        }
        return [best.filter] + best.bytes
    }

    @Test(arguments: TwinPictures.all.indices)
    func filterAgreesWithReference(index: Int) {
        let (name, image) = TwinPictures.all[index]
        let stride = image.width * 4
        var filters = Set<UInt8>()
        for y in 0..<image.height {
            let row = Array(image.pixels[(y * stride)..<((y + 1) * stride)])
            let above = y > 0 ? Array(image.pixels[((y - 1) * stride)..<(y * stride)]) : nil
            var out = [UInt8](repeating: 0xEE, count: stride + 1)
            let filter = row.withUnsafeBufferPointer { r in
                if let above {
                    return above.withUnsafeBufferPointer { a in cpng_filter_row(r.baseAddress, a.baseAddress, stride, 4, &out) }
                }
                return cpng_filter_row(r.baseAddress, nil, stride, 4, &out)
            }
            let expected = Self.referenceFilter(row, above: above, bpp: 4)
            #expect(out == expected, "\(name): row \(y)")
            #expect(Int32(out[0]) == filter)
            filters.insert(out[0])
            if out != expected { return }
        }
        if name == "gradient" { #expect(filters.contains(1), "the horizontal gradient reaches Sub") }
        if name == "noisy columns" { #expect(filters.contains(2), "columns growing by row reach Up") }
        if name == "8 opaque colours" { #expect(filters == [0], "flat rows stay None") }
    }

    @Test func referencePackerRefusesAColourOutsideThePalette() {
        var content = cpng_content()
        let known = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])
        var repeats = [UInt8](repeating: 0, count: 1)
        known.pixels.withUnsafeBufferPointer { px in
            cpng_scan_fast(px.baseAddress, 2, 1, 8, &content, &repeats)
        }
        var out = [UInt8](repeating: 0, count: 2)
        let other: [UInt8] = [1, 2, 3, 255, 9, 9, 9, 255]
        #expect(cpng_pack_row_reference(other, 2, Int32(CPNG_PALETTE), &content, &out) == -1)
        #expect(cpng_pack_row_reference(known.pixels, 2, Int32(CPNG_PALETTE), &content, &out) == 0 && out == [0, 1])
    }
}

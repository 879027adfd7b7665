// GIFPalette: one colour table for every frame of an animated GIF, chosen from the colours of
// all its frames (ColourCount), so a colour never changes from frame to frame and a flat fill is
// one index everywhere (no dithering: a pixel is its nearest entry, never a pattern of entries).
// - At most 256 colours (255 with transparency): the palette is exactly those colours and the
//   GIF is lossless (`maximumError` 0).
// - More: median cut over the counted colours (a box of colours is split at its weighted median
//   along its longest side, the box of the longest side first, until there are enough boxes);
//   each box's entry is its most frequent colour, so the colours that cover most pixels (fills,
//   backgrounds) stay exact; every colour then takes its nearest entry (squared RGB distance,
//   the lower index on a tie). `maximumError` is the largest difference in any channel between
//   a colour and its entry, measured over every colour drawn: the bound a decoded frame keeps.
// - GIF has one transparent index and no partial alpha: a pixel of alpha < 128 is transparent,
//   any other is its colour, opaque.
// Deterministic: colours are sorted before anything depends on their order.

import PickerRenderPNG

public struct GIFPalette: Sendable {
    /// 0xRRGGBB entries, sorted; the transparent entry, when there is one, comes after them.
    public let colours: [UInt32]
    public let transparentIndex: UInt8?
    /// The largest channel difference between a colour drawn and its entry (0: lossless).
    public let maximumError: Int
    private let lookup: [UInt32: UInt8]

    /// Alpha below this is transparent in a GIF.
    public static let opaqueAlpha: UInt8 = 128

    public init(_ count: ColourCount) {
        let items = count.counts.map { (colour: $0.key, count: $0.value) }.sorted { $0.colour < $1.colour }
        let room = count.hasTransparent ? 255 : 256
        var entries: [UInt32]
        if items.count <= room {
            entries = items.map(\.colour)
        } else {
            entries = Self.medianCut(items, boxes: room).sorted()
        }
        if entries.isEmpty { entries = [0] }
        var lookup: [UInt32: UInt8] = [:]
        lookup.reserveCapacity(items.count)
        var worst = 0
        for item in items {
            let k = Self.nearest(item.colour, in: entries)
            lookup[item.colour] = UInt8(k)
            worst = max(worst, Self.channelDistance(item.colour, entries[k]))
        }
        colours = entries
        transparentIndex = count.hasTransparent ? UInt8(entries.count) : nil
        maximumError = worst
        self.lookup = lookup
    }

    /// The entry of an opaque colour (0xRRGGBB); one not counted takes its nearest.
    public func index(of colour: UInt32) -> UInt8 {
        lookup[colour] ?? UInt8(Self.nearest(colour, in: colours))
    }

    /// Entries with the transparent one (black), as GIF's colour table has them.
    public var table: [UInt32] { colours + (transparentIndex == nil ? [] : [0]) }

    static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        max(abs(Int(a >> 16 & 255) - Int(b >> 16 & 255)), abs(Int(a >> 8 & 255) - Int(b >> 8 & 255)), abs(Int(a & 255) - Int(b & 255)))
    }

    static func nearest(_ c: UInt32, in entries: [UInt32]) -> Int {
        let r = Int(c >> 16 & 255), g = Int(c >> 8 & 255), b = Int(c & 255)
        var best = 0, bestDistance = Int.max
        for (k, e) in entries.enumerated() {
            let dr = r - Int(e >> 16 & 255), dg = g - Int(e >> 8 & 255), db = b - Int(e & 255)
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { best = k; bestDistance = d; if d == 0 { break } }
        }
        return best
    }

    /// Each box's most frequent colour, boxes split until there are `boxes` of them.
    static func medianCut(_ all: [(colour: UInt32, count: Int)], boxes: Int) -> [UInt32] {
        var items = all
        var ranges: [Range<Int>] = [0..<items.count]
        func extent(_ r: Range<Int>) -> (size: Int, shift: UInt32) {
            var lo = [255, 255, 255], hi = [0, 0, 0]
            for i in r {
                for (c, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                    let v = Int(items[i].colour >> shift & 255)
                    lo[c] = min(lo[c], v); hi[c] = max(hi[c], v)
                }
            }
            let sizes = [hi[0] - lo[0], hi[1] - lo[1], hi[2] - lo[2]]
            let c = sizes.firstIndex(of: sizes.max()!)!
            return (sizes[c], [16, 8, 0][c])
        }
        var extents = ranges.map(extent)
        while ranges.count < boxes {
            guard let k = extents.indices.filter({ ranges[$0].count > 1 }).max(by: { extents[$0].size < extents[$1].size || (extents[$0].size == extents[$1].size && $0 > $1) }) else { break }
            let r = ranges[k], shift = extents[k].shift
            items[r].sort { a, b in
                let va = a.colour >> shift & 255, vb = b.colour >> shift & 255
                return va != vb ? va < vb : a.colour < b.colour
            }
            let total = items[r].reduce(0) { $0 + $1.count }
            var sum = 0, split = r.lowerBound + 1
            for i in r {
                sum += items[i].count
                if 2 * sum >= total { split = i + 1; break }
            }
            split = min(max(split, r.lowerBound + 1), r.upperBound - 1)
            ranges[k] = r.lowerBound..<split
            ranges.append(split..<r.upperBound)
            extents[k] = extent(ranges[k])
            extents.append(extent(ranges.last!))
        }
        return ranges.map { r in
            items[r].max { $0.count < $1.count || ($0.count == $1.count && $0.colour > $1.colour) }!.colour
        }
    }
}

/// How many pixels of each opaque colour (0xRRGGBB) an animation's frames hold, and whether any
/// pixel is transparent (alpha < 128). Counted row by row; a run of one colour is one lookup.
public struct ColourCount: Sendable {
    public private(set) var counts: [UInt32: Int] = [:]
    public private(set) var hasTransparent = false

    public init() {}

    public mutating func add(_ image: RGBAImage) {
        let width = image.width
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                let row = px.baseAddress! + y * width * 4
                var run: UInt32 = 0, runLength = 0
                for x in 0..<width {
                    let p = row + x * 4
                    if p[3] < GIFPalette.opaqueAlpha { hasTransparent = true; continue }
                    let c = UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    if runLength > 0, c == run { runLength += 1; continue }
                    if runLength > 0 { counts[run, default: 0] += runLength }
                    run = c; runLength = 1
                }
                if runLength > 0 { counts[run, default: 0] += runLength }
            }
        }
    }
}

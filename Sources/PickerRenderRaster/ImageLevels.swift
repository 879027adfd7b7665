// ImageLevels: an image's pre-averaged levels, for drawing it minified. Level k is the image
// halved k times (ceil(w / 2^k) x ceil(h / 2^k)), each texel the rounded mean of the up to 2 x 2
// texels of the level above it ((sum + n / 2) / n on premultiplied bytes, n the texels present at
// an odd edge), inside the transparent texel ring the sampler needs, as ImageTexture's.
// Why: the sampler averages at most 8 x 8 taps a pixel, so an image shown at a fiftieth of its
// size took 64 taps a pixel spread over 16 MB (10,000 views of a 2000 x 2000 PNG: 32 s in a
// release build), and still aliased. Drawn from the level whose texels are 1 to 2 of the
// footprint, a pixel takes at most 2 x 2 sub-samples of a small level (`level(for:)`).
// A level is made from the one above it the first time a renderer needs it and kept, by the
// image's digest and size, until the levels kept pass `maximumBytes` (then all are dropped), so
// an image used by many views is averaged once a renderer. Not thread-safe: one per SceneRenderer.
// The twin, `referenceLevel`, makes the same halvings from the image's own pixels, written texel
// by texel with explicit bounds: equal, byte for byte.

import PickerRenderGeometry
import PickerRenderScene

package final class ImageLevels {
    /// Most bytes of levels kept.
    static let maximumBytes = 64 << 20

    /// A level: `width` x `height` texels inside a transparent ring, rows `(width + 2) * 4` bytes.
    package struct Level {
        package let width: Int
        package let height: Int
        package let texels: [UInt8]
        package var stride: Int { (width + 2) * 4 }
    }

    private struct Key: Hashable { let digest: String; let width: Int; let height: Int }
    private var kept: [Key: [Level]] = [:]
    private var bytes = 0

    /// Level `k` (at least 1) of `texture`, made from the levels above it as needed.
    package init() {}

    package func level(_ k: Int, of texture: ImageTexture) -> Level {
        precondition(k >= 1, "ImageLevels: level 0 is the texture itself")
        let key = Key(digest: texture.digest, width: texture.width, height: texture.height)
        var levels = kept[key] ?? []
        while levels.count < k {
            let above = levels.last ?? Level(width: texture.width, height: texture.height, texels: texture.texels)
            let next = Self.halved(above)
            bytes += next.texels.count
            levels.append(next)
        }
        if bytes > Self.maximumBytes {
            kept = [:]; bytes = levels.reduce(0) { $0 + $1.texels.count }
        }
        kept[key] = levels
        return levels[k - 1]
    }

    /// How many times to halve an image before drawing it through `map` (image pixels in its
    /// ring -> target pixels): the largest k with 2^k at most the smaller of the footprint's two
    /// sides (image pixels a target pixel spans, along target x and y), at the image's corners;
    /// 0 when it is not minified twice over on both axes; never past a 1 x 1 level.
    package static func level(for map: Homography, width: Int, height: Int) -> Int {
        guard let inverse = map.inverse else { return 0 }
        let m = inverse.m
        var footprint = Double.infinity
        for (x, y) in [(1.0, 1.0), (Double(width) + 1, 1), (1, Double(height) + 1), (Double(width) + 1, Double(height) + 1)] {
            guard let p = map.apply(Point(x, y)) else { return 0 }
            let w = m[6] * p.x + m[7] * p.y + m[8]
            guard w > 0 else { return 0 }
            let u = (m[0] * p.x + m[1] * p.y + m[2]) / w, v = (m[3] * p.x + m[4] * p.y + m[5]) / w
            let dudx = (m[0] - u * m[6]) / w, dvdx = (m[3] - v * m[6]) / w
            let dudy = (m[1] - u * m[7]) / w, dvdy = (m[4] - v * m[7]) / w
            footprint = Swift.min(footprint, (dudx * dudx + dvdx * dvdx).squareRoot(), (dudy * dudy + dvdy * dvdy).squareRoot())
        }
        guard footprint >= 2, footprint.isFinite else { return 0 }
        var k = 0, side = Swift.max(width, height)
        while Double(2 << k) <= footprint && side > 1 { k += 1; side = (side + 1) / 2 }
        return k
    }

    /// The level below `above`: each texel the rounded mean of its up to 2 x 2 texels.
    static func halved(_ above: Level) -> Level {
        let w = (above.width + 1) / 2, h = (above.height + 1) / 2, stride = (w + 2) * 4
        let texels = [UInt8](unsafeUninitializedCapacity: stride * (h + 2)) { out, count in
            out.initialize(repeating: 0)
            above.texels.withUnsafeBufferPointer { src in
                let s = src.baseAddress!, d = out.baseAddress!, from = above.stride
                for y in 0..<h {
                    let y0 = 2 * y + 1, rows = 2 * y + 1 < above.height ? 2 : 1
                    let row = d + (y + 1) * stride + 4
                    for x in 0..<w {
                        let x0 = 2 * x + 1, columns = 2 * x + 1 < above.width ? 2 : 1
                        let n = UInt32(rows * columns)
                        for c in 0..<4 {
                            var sum: UInt32 = 0
                            for j in 0..<rows { for i in 0..<columns { sum += UInt32(s[(y0 + j) * from + (x0 + i) * 4 + c]) } }
                            row[4 * x + c] = UInt8((sum + n / 2) / n)
                        }
                    }
                }
            }
            count = stride * (h + 2)
        }
        return Level(width: w, height: h, texels: texels)
    }

    /// Reference twin of level `k`: each halving written out texel by texel from the image's own
    /// pixels (its ring left aside), the same integer means.
    package static func referenceLevel(_ k: Int, of texture: ImageTexture) -> Level {
        var w = texture.width, h = texture.height
        var pixels: [[UInt8]] = (0..<(w * h)).map { i in
            let o = (i / w + 1) * texture.stride + (i % w + 1) * 4
            return Array(texture.texels[o..<(o + 4)])
        }
        for _ in 0..<k {
            let nw = (w + 1) / 2, nh = (h + 1) / 2
            var next: [[UInt8]] = []
            for y in 0..<nh {
                for x in 0..<nw {
                    var block: [[UInt8]] = []
                    for j in 0..<2 where 2 * y + j < h { for i in 0..<2 where 2 * x + i < w { block.append(pixels[(2 * y + j) * w + 2 * x + i]) } }
                    next.append((0..<4).map { c in
                        let sum = block.reduce(0) { $0 + Int($1[c]) }
                        return UInt8((sum + block.count / 2) / block.count)
                    })
                }
            }
            pixels = next; w = nw; h = nh
        }
        var texels = [UInt8](repeating: 0, count: (w + 2) * 4 * (h + 2))
        for y in 0..<h { for x in 0..<w { for c in 0..<4 { texels[(y + 1) * (w + 2) * 4 + (x + 1) * 4 + c] = pixels[y * w + x][c] } } }
        return Level(width: w, height: h, texels: texels)
    }
}

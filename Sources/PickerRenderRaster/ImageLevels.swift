// ImageLevels: an image's pre-averaged levels, for drawing it minified. A level is the image
// reduced by a factor of 2, 3, 4, 6, 8, 12, ... (2^h or 3 x 2^h): by 3 once when the factor holds
// a 3, then halved h times, each step's texel the rounded mean of the up to f x f texels it
// covers ((sum + n / 2) / n on premultiplied bytes, n the texels present at an edge), inside the
// transparent texel ring the sampler needs, as ImageTexture's. So a level is ceil(w / f) x
// ceil(h / f) and its texel spans f image pixels (one at the edge may span fewer).
// Why: the sampler averages at most 8 x 8 taps a pixel, so an image shown at a fiftieth of its
// size took 64 taps a pixel spread over 16 MB (10,000 views of a 2000 x 2000 PNG: 32 s in a
// release build), and still aliased. Drawn from the level of the largest factor within the
// footprint, a level texel is 1 to 1.5 of a pixel's footprint (the factors grow by 1.5 or 4/3),
// and the sampler takes its taps 1.5 texels apart (`tapSpacing`): one bilinear tap a pixel, which
// reaches a texel either side, so every texel is still read. Powers of two alone left texels of
// 1 to 2 of the footprint and 2 x 2 taps a pixel: those 10,000 views took 2.2 s, now 0.9 s; the
// level nearest the footprint in log2 (one tap, as a GPU's nearest mip level) was as fast but
// visibly softer (texels up to 1.41 pixels, magnified).
// Levels are made from the one above them in their chain (by 2s, or by 3 then 2s) the first time
// a renderer needs them, and kept, by the image's digest and size, until the levels kept pass
// `maximumBytes` (then all are dropped): at most two chains of log2 levels an image, so an image
// used by many views, at any sizes, is averaged a bounded number of times a renderer. Not
// thread-safe: one per SceneRenderer. The twin, `referenceLevel`, makes the same reductions from
// the image's own pixels, written texel by texel with explicit bounds: equal, byte for byte.

import PickerRenderGeometry
import PickerRenderScene

package final class ImageLevels {
    /// Most bytes of levels kept.
    static let maximumBytes = 64 << 20
    /// Texels between a level's taps (PerspectiveSampler's `tapSpacing`): a level texel is at
    /// most 1.5 of a pixel's footprint, so one bilinear tap a pixel reads every texel.
    package static let tapSpacing = 1.5

    /// A level: `width` x `height` texels inside a transparent ring, rows `(width + 2) * 4` bytes.
    package struct Level {
        package let width: Int
        package let height: Int
        package let texels: [UInt8]
        package var stride: Int { (width + 2) * 4 }
    }

    /// A level's place: the image reduced by 3 first when `thirds` is 1, then halved `halvings`
    /// times; its factor 3^thirds x 2^halvings is at least 2.
    package struct Step: Equatable, Sendable {
        package let thirds: Int
        package let halvings: Int
        package init(thirds: Int, halvings: Int) {
            precondition((thirds == 0 && halvings >= 1) || (thirds == 1 && halvings >= 0), "ImageLevels: not a level")
            self.thirds = thirds; self.halvings = halvings
        }
        /// Image pixels a level texel spans.
        package var factor: Int { (thirds == 1 ? 3 : 1) << halvings }
    }

    private struct Key: Hashable { let digest: String; let width: Int; let height: Int; let thirds: Int }
    /// Each image's chains: index i is the level after i + 1 steps of its chain.
    private var kept: [Key: [Level]] = [:]
    private var bytes = 0

    package init() {}

    /// The level at `step` of `texture`, made from the levels above it in its chain as needed.
    package func level(_ step: Step, of texture: ImageTexture) -> Level {
        let key = Key(digest: texture.digest, width: texture.width, height: texture.height, thirds: step.thirds)
        var chain = kept[key] ?? []
        while chain.count < step.thirds + step.halvings {
            let above = chain.last ?? Level(width: texture.width, height: texture.height, texels: texture.texels)
            let next = Self.reduced(above, by: chain.isEmpty && step.thirds == 1 ? 3 : 2)
            bytes += next.texels.count
            chain.append(next)
        }
        if bytes > Self.maximumBytes {
            kept = [:]; bytes = chain.reduce(0) { $0 + $1.texels.count }
        }
        kept[key] = chain
        return chain[step.thirds + step.halvings - 1]
    }

    /// Which level to draw an image from through `map` (image pixels in its ring -> target
    /// pixels): the largest factor of 2, 3, 4, 6, 8, 12, ... within the smaller of the
    /// footprint's two sides (image pixels a target pixel spans, along target x and y) at the
    /// image's corners; nil when it is not minified twice over on both axes. Never past a level
    /// of one texel: a factor's level comes after one of more than one texel on its longer side.
    package static func level(for map: Homography, width: Int, height: Int) -> Step? {
        guard let inverse = map.inverse else { return nil }
        let m = inverse.m
        var footprint = Double.infinity
        for (x, y) in [(1.0, 1.0), (Double(width) + 1, 1), (1, Double(height) + 1), (Double(width) + 1, Double(height) + 1)] {
            guard let p = map.apply(Point(x, y)) else { return nil }
            let w = m[6] * p.x + m[7] * p.y + m[8]
            guard w > 0 else { return nil }
            let u = (m[0] * p.x + m[1] * p.y + m[2]) / w, v = (m[3] * p.x + m[4] * p.y + m[5]) / w
            let dudx = (m[0] - u * m[6]) / w, dvdx = (m[3] - v * m[6]) / w
            let dudy = (m[1] - u * m[7]) / w, dvdy = (m[4] - v * m[7]) / w
            footprint = Swift.min(footprint, (dudx * dudx + dvdx * dvdx).squareRoot(), (dudy * dudy + dvdy * dvdy).squareRoot())
        }
        guard footprint >= 2, footprint.isFinite else { return nil }
        let side = Swift.max(width, height)
        func fits(_ s: Step) -> Bool { Double(s.factor) <= footprint && side > s.factor / 2 }
        var best: Step?
        var h = 1
        // 2^h, then 3 x 2^(h - 1): the factors in increasing order.
        while fits(Step(thirds: 0, halvings: h)) {
            best = Step(thirds: 0, halvings: h)
            guard fits(Step(thirds: 1, halvings: h - 1)) else { break }
            best = Step(thirds: 1, halvings: h - 1)
            h += 1
        }
        return best
    }

    /// The level after `above` by a factor `f` (2 or 3): each texel the rounded mean of its up to
    /// f x f texels.
    static func reduced(_ above: Level, by f: Int) -> Level {
        let w = (above.width + f - 1) / f, h = (above.height + f - 1) / f, stride = (w + 2) * 4
        let texels = [UInt8](unsafeUninitializedCapacity: stride * (h + 2)) { out, count in
            out.initialize(repeating: 0)
            above.texels.withUnsafeBufferPointer { src in
                let s = src.baseAddress!, d = out.baseAddress!, from = above.stride
                for y in 0..<h {
                    let y0 = f * y + 1, rows = Swift.min(f, above.height - f * y)
                    let row = d + (y + 1) * stride + 4
                    for x in 0..<w {
                        let x0 = f * x + 1, columns = Swift.min(f, above.width - f * x)
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

    /// Reference twin of the level at `step`: each reduction written out texel by texel from the
    /// image's own pixels (its ring left aside), the same integer means.
    package static func referenceLevel(_ step: Step, of texture: ImageTexture) -> Level {
        var w = texture.width, h = texture.height
        var pixels: [[UInt8]] = (0..<(w * h)).map { i in
            let o = (i / w + 1) * texture.stride + (i % w + 1) * 4
            return Array(texture.texels[o..<(o + 4)])
        }
        for f in Array(repeating: 3, count: step.thirds) + Array(repeating: 2, count: step.halvings) {
            let nw = (w + f - 1) / f, nh = (h + f - 1) / f
            var next: [[UInt8]] = []
            for y in 0..<nh {
                for x in 0..<nw {
                    var block: [[UInt8]] = []
                    for j in 0..<f where f * y + j < h { for i in 0..<f where f * x + i < w { block.append(pixels[(f * y + j) * w + f * x + i]) } }
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

// SceneRenderer+Image: an ImageItem (SwiftUI's Image) drawn through the current transform.
// The texture (the image inside its transparent texel ring, ImageTexture) maps to target pixels
// by  ctm x translation(rect origin) x scale(rect size / pixel size) x translation(-1, -1)
// and is drawn by the PerspectiveSampler: bilinear, averaged over the pixel's footprint when
// minified (at most 8 x 8 taps), so one filter serves an image on the page, in a scaled layer
// and in a layer turned by rotation3DEffect (drawn offscreen, then sampled as every layer is).
// The pixel-exact case (one image pixel = one device pixel at a whole-pixel offset, not turned)
// is the sampler's plain source-over copy. The map is snapped to a whole translation when it is
// one within 1e-9 pixel: a length of k / 3 points times 3 is not always k in binary, and an
// @3x image at display scale 3 must be copied, not resampled.
// Edges: outside the image is transparent (the ring), so a magnified image's outermost pixels
// fade over half an image pixel either side of its edge (iOS clamps to the edge texel and
// stops at the rect); contentBounds counts that half pixel (ImageItem.inkBounds).
// `drawImageReference` is the plain twin: per target pixel the same sub-samples, each mapped
// back into the image's own pixels by the inverse in Double and read bilinearly with explicit
// bounds tests (transparent outside), no ring, no snapping. Nothing is allocated a pixel.

import PickerRenderGeometry
import PickerRenderScene

extension SceneRenderer {
    package func drawImage(_ image: ImageItem, into target: inout Pixmap, ctm: Homography, clip: PixelRect) {
        guard image.rect.width > 0, image.rect.height > 0 else { return }
        let t = image.texture
        let map = Self.textureMap(image, ctm: ctm)
        let (tw, th) = (target.width, target.height)
        t.texels.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBytes { dst in
                // The sampler only reads its source; the texels are never written through this pointer.
                PerspectiveSampler.draw(
                    PixelBufferPointer(base: UnsafeMutablePointer(mutating: src.baseAddress!), width: t.width + 2, height: t.height + 2,
                                       stride: t.stride),
                    into: PixelBufferPointer(base: dst.baseAddress!, width: tw, height: th, stride: tw * 4),
                    map: map, clip: clip, opacity: 255, ink: PixelRect(x: 1, y: 1, width: t.width, height: t.height))
            }
        }
    }

    /// The texture's texels (the image at (1, 1) in its ring) -> target pixels, snapped.
    package static func textureMap(_ image: ImageItem, ctm: Homography) -> Homography {
        snapped(ctm * imageToParent(image) * .translation(-1, -1))
    }

    /// The image's own pixels (0...width, 0...height) -> its parent's points.
    static func imageToParent(_ image: ImageItem) -> Homography {
        let r = image.rect
        return .translation(r.minX, r.minY) * .scale(r.width / Double(image.pixelWidth), r.height / Double(image.pixelHeight))
    }

    /// `m` as an exact whole-pixel translation when it is one within 1e-9 pixel; else `m`.
    static func snapped(_ m: Homography) -> Homography {
        let e = m.m
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
        guard near(e[0], 1), near(e[1], 0), near(e[3], 0), near(e[4], 1), e[6] == 0, e[7] == 0, e[8] == 1,
              near(e[2], e[2].rounded()), near(e[5], e[5].rounded()) else { return m }
        return .translation(e[2].rounded(), e[5].rounded())
    }

    /// The plain twin of `drawImage` (see the file header), over the whole of `clip`.
    package static func drawImageReference(_ image: ImageItem, into target: inout Pixmap, ctm: Homography, clip: PixelRect) {
        let map = ctm * imageToParent(image)
        guard image.rect.width > 0, image.rect.height > 0, let inv = map.inverse else { return }
        let t = image.texture, w = t.width, h = t.height
        func texel(_ i: Int, _ j: Int, _ c: Int) -> Double {
            guard i >= 0, j >= 0, i < w, j < h else { return 0 }
            return Double(t.texels[(j + 1) * t.stride + (i + 1) * 4 + c])
        }
        let area = clip.intersection(target.bounds)
        guard !area.isEmpty else { return }
        // The same per-row sample counts as the fast kernel: they follow the inverse map's
        // Jacobian over where the image lands.
        let counted = PerspectiveSampler.coverage(of: PixelRect(x: 0, y: 0, width: w, height: h), map: map, clip: area)
        for y in area.y..<area.maxY {
            let (nx, ny) = PerspectiveSampler.sampleCounts(inv, y: y, x0: counted.x, x1: counted.maxX)
            for x in area.x..<area.maxX {
                var acc: (Double, Double, Double, Double) = (0, 0, 0, 0)
                for j in 0..<ny {
                    for i in 0..<nx {
                        let p = Point(Double(x) + (Double(i) + 0.5) / Double(nx), Double(y) + (Double(j) + 0.5) / Double(ny))
                        guard let q = inv.apply(p) else { continue }
                        let u = q.x - 0.5, v = q.y - 0.5
                        let iu = Int(u.rounded(.down)), iv = Int(v.rounded(.down))
                        let fu = u - Double(iu), fv = v - Double(iv)
                        func bilinear(_ c: Int) -> Double {
                            (1 - fu) * (1 - fv) * texel(iu, iv, c) + fu * (1 - fv) * texel(iu + 1, iv, c)
                                + (1 - fu) * fv * texel(iu, iv + 1, c) + fu * fv * texel(iu + 1, iv + 1, c)
                        }
                        acc.0 += bilinear(0); acc.1 += bilinear(1); acc.2 += bilinear(2); acc.3 += bilinear(3)
                    }
                }
                let k = 1 / Double(nx * ny)
                let s = [acc.0 * k, acc.1 * k, acc.2 * k, acc.3 * k]
                if s[3] < 0.5 / 255 { continue }
                var d = target.pixel(x, y)
                func over(_ sc: Double, _ dc: UInt8) -> UInt8 { UInt8(min(sc + Double(dc) * (1 - s[3] / 255) + 0.5, 255)) }
                d = PremultipliedColor(r: over(s[0], d.r), g: over(s[1], d.g), b: over(s[2], d.b), a: over(s[3], d.a))
                target.setPixel(x, y, d)
            }
        }
    }
}

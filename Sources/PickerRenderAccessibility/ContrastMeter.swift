// ContrastMeter: the WCAG contrast of each text item against what is actually behind it,
// measured on the rendered pixels rather than computed from the scene's colours, so that layer
// opacity, 3D turning, masks, translucent fills and anti-aliasing all count as they are drawn.
//
// Method (per text item T of colour C; F = the render the caller made):
// 1. B: the scene rendered again with T's colour made fully transparent. The renderer skips
//    transparent text but still sizes offscreen layers by it, so B is F with exactly T's ink
//    taken away: "what is behind it".
// 2. Q: the scene rendered with T in a probe colour P (each channel 255 where C's is under 128,
//    else 0; C's alpha kept). Compositing is linear in the text colour on an opaque pixel:
//    F = B + k (C - B) and Q = B + k (P - B), where k = coverage x alpha x layer opacities x
//    mask, so k = sum_c sign(C_c - P_c)(F_c - Q_c) / sum_c |C_c - P_c|, with a denominator of
//    at least 384: the ink's effective opacity at every pixel, whatever the background.
// 3. The ink pixels are those with k within the rounding noise (6 levels over the denominator)
//    of the largest k in the text's footprint: where the glyphs cover their pixels fully, or as
//    fully as they get (a faded row's k is its opacity; a tiny glyph's best pixel may be
//    partial). There F shows the text's effective colour and B its background.
// 4. Per ink pixel: WCAG ratio of luminance(F) and luminance(B). The text's contrast is the
//    median over its ink pixels (robust to a stray pixel); the minimum is reported too. The
//    foreground and background colours are the mean colours of F and B over the ink pixels.
// Texts whose footprints do not overlap share one pair of renders (a greedy colouring by
// footprint), so a wheel, or a whole gallery screen, costs two renders, not two per row;
// texts piled on one another cost two renders per layer of the pile.
// Limits:
// - Pixels that are not opaque in F, B or Q (a transparent background) are skipped: straight
//   alpha there hides what the picture will sit on. A text with only such pixels is unmeasured.
// - Where the background changes under the text (a text crossing a band's edge), the median
//   describes the larger part; the minimum shows the worse one.
// - The figures are of the pixels at this display scale: a text too thin to cover any pixel
//   fully measures lower than its colours would suggest, as a reader would see it.
// - Sub-pixel anti-aliasing and gamma-correct blending are not modelled because the renderer
//   does neither (docs/architecture.md §2: grey-scale coverage, blending on gamma-encoded values).

import PickerRenderPNG
import PickerRenderGeometry
import PickerRenderRaster
import PickerRenderScene

struct ContrastMeasurement: Equatable {
    var contrast: Double
    var minimumContrast: Double
    var foreground: Color
    var background: Color
    /// The largest k in the footprint: the ink's effective opacity where it is most covered.
    var inkOpacity: Double
    var pixelCount: Int
}

enum ContrastResult: Equatable {
    case measured(ContrastMeasurement)
    case unmeasured(String)
}

enum ContrastMeter {
    /// Measures every visible text of `texts` on `image` (the render of `scene`); keyed by text id.
    static func measure(_ texts: [ScannedText], scene: Scene, image: RGBAImage,
                        renderer: SceneRenderer) -> [Int: ContrastResult] {
        precondition(image.width == scene.pixelWidth && image.height == scene.pixelHeight,
                     "the image is not the render of this scene (size differs)")
        var results: [Int: ContrastResult] = [:]
        for pass in passes(texts.filter(\.isVisible)) {
            var clear: [Int: Color] = [:], probe: [Int: Color] = [:]
            for t in pass {
                let c = t.item.color
                clear[t.id] = Color(r: c.r, g: c.g, b: c.b, a: 0)
                probe[t.id] = probeColor(c)
            }
            let behind = RGBAImage(rendering: AccessibilityScan.recoloring(scene, clear), with: renderer)
            let probed = RGBAImage(rendering: AccessibilityScan.recoloring(scene, probe), with: renderer)
            for t in pass {
                results[t.id] = measureOne(color: t.item.color, footprint: t.footprint, full: image.pixels,
                                           behind: behind.pixels, probed: probed.pixels, width: image.width)
            }
        }
        return results
    }

    /// Groups texts so that no two in a group have overlapping footprints (first fit, in
    /// scene order): within a group, a pixel that changes belongs to one text only.
    static func passes(_ texts: [ScannedText]) -> [[ScannedText]] {
        var groups: [[ScannedText]] = []
        for t in texts {
            if let i = groups.firstIndex(where: { g in g.allSatisfy { $0.footprint.intersection(t.footprint).isEmpty } }) {
                groups[i].append(t)
            } else {
                groups.append([t])
            }
        }
        return groups
    }

    /// Each channel as far from the text's as 8 bits allow (at least 128 away), same alpha.
    static func probeColor(_ c: Color) -> Color {
        Color(r: c.r < 128 ? 255 : 0, g: c.g < 128 ? 255 : 0, b: c.b < 128 ? 255 : 0, a: c.a)
    }

    static func measureOne(color c: Color, footprint fp: PixelRect, full: [UInt8], behind: [UInt8],
                           probed: [UInt8], width: Int) -> ContrastResult {
        guard c.a > 0 else { return .unmeasured("the text is fully transparent") }
        let p = probeColor(c)
        // Signs make every channel's term positive where there is ink; D is their common scale.
        let s0 = c.r < 128 ? -1 : 1, s1 = c.g < 128 ? -1 : 1, s2 = c.b < 128 ? -1 : 1
        let d = abs(Int(c.r) - Int(p.r)) + abs(Int(c.g) - Int(p.g)) + abs(Int(c.b) - Int(p.b))
        var offsets: [Int] = []   // byte offsets of the pixels with ink
        var ks: [Int] = []        // k x D, an integer: no rounding before the threshold
        // Glyphs ink well under half of their box; one allocation covers the common case.
        offsets.reserveCapacity(fp.width * fp.height / 2); ks.reserveCapacity(fp.width * fp.height / 2)
        var translucentInk = 0
        full.withUnsafeBufferPointer { f in
            behind.withUnsafeBufferPointer { b in
                probed.withUnsafeBufferPointer { q in
                    for y in fp.y..<fp.maxY {
                        var i = (y * width + fp.x) * 4
                        for _ in fp.x..<fp.maxX {
                            defer { i += 4 }
                            let num = s0 * (Int(f[i]) - Int(q[i])) + s1 * (Int(f[i + 1]) - Int(q[i + 1]))
                                + s2 * (Int(f[i + 2]) - Int(q[i + 2]))
                            if f[i + 3] != 255 || b[i + 3] != 255 || q[i + 3] != 255 {
                                if num != 0 || f[i + 3] != q[i + 3] { translucentInk += 1 }
                                continue
                            }
                            if num > 0 { offsets.append(i); ks.append(num) }
                        }
                    }
                }
            }
        }
        guard let kmax = ks.max() else {
            return .unmeasured(translucentInk > 0 ? "the background is not opaque: nothing to measure against"
                                                  : "no ink on the pixels")
        }
        // Rounding leaves each of F and Q up to a level off per channel: 6 levels over D in all.
        let threshold = kmax - 6
        var ratios: [Double] = []
        var fSum = (0, 0, 0), bSum = (0, 0, 0)
        full.withUnsafeBufferPointer { f in
            behind.withUnsafeBufferPointer { b in
                for (i, k) in zip(offsets, ks) where k >= threshold {
                    let lf = WCAGContrast.luminance(r: f[i], g: f[i + 1], b: f[i + 2])
                    let lb = WCAGContrast.luminance(r: b[i], g: b[i + 1], b: b[i + 2])
                    ratios.append(WCAGContrast.ratio(lf, lb))
                    fSum.0 += Int(f[i]); fSum.1 += Int(f[i + 1]); fSum.2 += Int(f[i + 2])
                    bSum.0 += Int(b[i]); bSum.1 += Int(b[i + 1]); bSum.2 += Int(b[i + 2])
                }
            }
        }
        ratios.sort()
        let n = ratios.count
        func mean(_ s: (Int, Int, Int)) -> Color {
            Color(r: UInt8((Double(s.0) / Double(n)).rounded()), g: UInt8((Double(s.1) / Double(n)).rounded()),
                  b: UInt8((Double(s.2) / Double(n)).rounded()))
        }
        let median = n % 2 == 1 ? ratios[n / 2] : (ratios[n / 2 - 1] + ratios[n / 2]) / 2
        return .measured(ContrastMeasurement(contrast: median, minimumContrast: ratios[0], foreground: mean(fSum),
                                             background: mean(bSum), inkOpacity: min(Double(kmax) / Double(d), 1),
                                             pixelCount: n))
    }
}

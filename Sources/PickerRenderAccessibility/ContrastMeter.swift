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
// B and Q are rendered a band of rows at a time (SceneRenderer.renderStraightRGBA(_:rows:),
// equal to the rows of a whole render), over the rows the pass's footprints reach only; each
// text's ink pixels are gathered band by band (InkTally), so the meter holds F and two bands.
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
    /// Most bytes of one band of B or Q. The renders are made a band of rows at a time, and only
    /// over the rows the texts of a pass reach, so the meter holds the caller's image and two
    /// bands, never whole canvases: a 12.6 MB @3x screen is one band (as it was one render), a
    /// 100-megapixel canvas 25 (it held three canvases, 1.17 GB).
    static let bandBytes = 16 << 20

    /// Measures every visible text of `texts` on `image` (the render of `scene`); keyed by text id.
    /// `bandRows` sets the band's height (tests); nil: as many rows as `bandBytes` holds.
    static func measure(_ texts: [ScannedText], scene: Scene, image: RGBAImage,
                        renderer: SceneRenderer, bandRows: Int? = nil) -> [Int: ContrastResult] {
        precondition(image.width == scene.pixelWidth && image.height == scene.pixelHeight,
                     "the image is not the render of this scene (size differs)")
        var results: [Int: ContrastResult] = [:]
        let rowsPerBand = max(1, bandRows ?? bandBytes / max(1, image.width * 4))
        for pass in passes(texts.filter(\.isVisible)) {
            var clear: [Int: Color] = [:], probe: [Int: Color] = [:]
            for t in pass {
                let c = t.item.color
                clear[t.id] = Color(r: c.r, g: c.g, b: c.b, a: 0)
                probe[t.id] = probeColor(c)
            }
            let clearScene = AccessibilityScan.recoloring(scene, clear), probeScene = AccessibilityScan.recoloring(scene, probe)
            var tallies = pass.map { InkTally(color: $0.item.color, footprint: $0.footprint) }
            // A picture that fits in one band is rendered whole, exactly as drawn; a larger one
            // over the rows the pass reaches (a band's layers turned in 3D may differ from the
            // whole render by one level on a few pixels: SceneRenderer).
            let whole = rowsPerBand >= image.height
            let top = whole ? 0 : pass.map(\.footprint.y).min()!, bottom = whole ? image.height : pass.map(\.footprint.maxY).max()!
            for y0 in stride(from: top, to: bottom, by: rowsPerBand) {
                let rows = y0..<min(y0 + rowsPerBand, bottom)
                guard tallies.contains(where: { $0.reaches(rows) }) else { continue }
                let behind = renderer.renderStraightRGBA(clearScene, rows: rows)
                let probed = renderer.renderStraightRGBA(probeScene, rows: rows)
                for k in tallies.indices where tallies[k].reaches(rows) {
                    tallies[k].add(rows: rows, full: image.pixels, behind: behind, probed: probed, width: image.width)
                }
            }
            for (t, tally) in zip(pass, tallies) { results[t.id] = tally.result(full: image.pixels) }
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
}

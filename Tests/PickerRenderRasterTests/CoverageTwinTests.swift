// The fast analytic rasterizer against its reference twin (point sampling with exact winding).
import Testing
import PickerRenderGeometry
import PickerRenderRaster

/// The brief's bound. The reference uses 32 x 32 point samples: with 16 x 16 its own sampling
/// error reaches 0.026 on these polygons (measured; see CoverageRasterizer.referenceCoverage).
let twinTolerance: Float = 1.0 / 64 + 1.0 / 255

func maxTwinDifference(_ polys: [[Point]], clip: PixelRect, rule: FillRule) -> Float {
    let fast = CoverageRasterizer()
    fast.rasterize(polylines: polys, clip: clip, rule: rule)
    let ref = CoverageRasterizer.referenceCoverage(polylines: polys, clip: clip, rule: rule)
    var worst: Float = 0
    for y in 0..<clip.height {
        for x in 0..<clip.width {
            let d = abs(fast.coverage(x: clip.x + x, y: clip.y + y) - ref[y * clip.width + x])
            worst = max(worst, d)
        }
    }
    return worst
}

@Test(arguments: [FillRule.nonZero, .evenOdd])
func randomPolygonsAgreeWithReference(rule: FillRule) {
    var rng = SplitMix(state: 2024)
    var overall: Float = 0
    for i in 0..<30 {
        let poly = randomStar(&rng, center: Point(Double.random(in: 14...18, using: &rng),
                                                  Double.random(in: 14...18, using: &rng)),
                              maxRadius: 13, vertices: 3 + i % 9)
        let d = maxTwinDifference([poly], clip: PixelRect(x: 0, y: 0, width: 32, height: 32), rule: rule)
        overall = max(overall, d)
        #expect(d <= twinTolerance, "polygon \(i): max difference \(d)")
    }
    print("random polygons, \(rule): max |fast - reference| = \(overall)")
}

@Test func shapesAgreeWithReference() {
    // Straight sides on multiples of 1/16 px, where the 16 x 16 sample grid is exact for
    // axis-aligned edges; curves are placed freely.
    let shapes: [Path] = [
        .capsule(Rect(x: 2.0625, y: 3.5, width: 40.25, height: 17.125)),
        .capsule(Rect(x: 5.25, y: 4.75, width: 23, height: 23)),
        .continuousRoundedRect(Rect(x: 1.5, y: 2.25, width: 44.125, height: 30.5), radius: 9.3),
        .continuousRoundedRect(Rect(x: 3.125, y: 1.875, width: 20, height: 31.25), radius: 8),
        .roundedRect(Rect(x: 0.4375, y: 1.0625, width: 30, height: 26.5), radius: 6.7),
    ]
    for (i, s) in shapes.enumerated() {
        let d = maxTwinDifference(s.flattened(), clip: PixelRect(x: 0, y: 0, width: 48, height: 36),
                                  rule: .nonZero)
        #expect(d <= twinTolerance, "shape \(i): max difference \(d)")
    }
}

@Test func clippedRasterizationMatchesUnclipped() {
    // Edges outside the clip still contribute their winding: a clip window onto a larger shape
    // gives the same coverage as the full rasterization there.
    var rng = SplitMix(state: 99)
    let poly = randomStar(&rng, center: Point(20, 20), maxRadius: 19, vertices: 11)
    let full = CoverageRasterizer(), part = CoverageRasterizer()
    full.rasterize(polylines: [poly], clip: PixelRect(x: 0, y: 0, width: 40, height: 40))
    let window = PixelRect(x: 7, y: 9, width: 13, height: 17)
    part.rasterize(polylines: [poly], clip: window)
    var worst: Float = 0
    for y in 0..<40 {
        for x in 0..<40 {
            let inside = x >= window.x && x < window.maxX && y >= window.y && y < window.maxY
            let expected = inside ? full.coverage(x: x, y: y) : 0
            worst = max(worst, abs(part.coverage(x: x, y: y) - expected))
        }
    }
    #expect(worst < 1e-5)
}

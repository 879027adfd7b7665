// Exactness of the analytic coverage: sub-pixel bars, areas, fill rules, buffer reuse.
import Testing
import PickerRenderGeometry
import PickerRenderRaster

func rowSum(_ r: CoverageRasterizer, y: Int, width: Int) -> Double {
    (0..<width).reduce(0.0) { $0 + Double(r.coverage(x: $1, y: y)) }
}

@Test func subPixelBarIsExact() {
    let r = CoverageRasterizer()
    r.rasterize(.rect(Rect(x: 10.25, y: 2, width: 1.5, height: 6)), clip: PixelRect(x: 0, y: 0, width: 24, height: 10))
    for y in 2..<8 {
        #expect(r.coverage(x: 10, y: y) == 0.75)
        #expect(r.coverage(x: 11, y: y) == 0.75)
        #expect(r.coverage(x: 9, y: y) == 0 && r.coverage(x: 12, y: y) == 0)
    }
    #expect(r.coverage(x: 10, y: 1) == 0 && r.coverage(x: 10, y: 8) == 0)
}

@Test func barInkIsOneAndAHalfPixelsAtEveryOffset() {
    let r = CoverageRasterizer()
    let clip = PixelRect(x: 0, y: 0, width: 24, height: 4)
    // Dyadic offsets: exact in Float, so the sum is exactly 1.5.
    for k in 0..<64 {
        let x = 10 + Double(k) / 64
        r.rasterize(.rect(Rect(x: x, y: 0, width: 1.5, height: 4)), clip: clip)
        #expect(rowSum(r, y: 1, width: 24) == 1.5, "offset \(x)")
    }
    // Arbitrary offsets: 1.5 up to float rounding; a horizontal bar too (column sums).
    var rng = SplitMix(state: 5)
    for _ in 0..<100 {
        let x = Double.random(in: 3...17, using: &rng)
        r.rasterize(.rect(Rect(x: x, y: 0, width: 1.5, height: 4)), clip: clip)
        #expect(abs(rowSum(r, y: 2, width: 24) - 1.5) < 1e-5)
        r.rasterize(.rect(Rect(x: 0, y: x, width: 4, height: 1.5)), clip: PixelRect(x: 0, y: 0, width: 4, height: 24))
        let col = (0..<24).reduce(0.0) { $0 + Double(r.coverage(x: 1, y: $1)) }
        #expect(abs(col - 1.5) < 1e-5)
    }
}

func totalCoverage(_ r: CoverageRasterizer, _ clip: PixelRect) -> Double {
    var s = 0.0
    for y in clip.y..<clip.maxY { for x in clip.x..<clip.maxX { s += Double(r.coverage(x: x, y: y)) } }
    return s
}

@Test func coverageAreaEqualsShapeArea() {
    let r = CoverageRasterizer()
    let clip = PixelRect(x: 0, y: 0, width: 120, height: 100)
    let cases: [(Path, Double)] = [
        (.capsule(Rect(x: 20.3, y: 10.7, width: 80, height: 80 - 1e-9)), Double.pi * 40 * 40),   // circle
        (.capsule(Rect(x: 3.1, y: 20.45, width: 110.5, height: 33.3)),
         (110.5 - 33.3) * 33.3 + Double.pi * 33.3 * 33.3 / 4),
        (.roundedRect(Rect(x: 5.6, y: 4.2, width: 100, height: 70), radius: 12),
         100 * 70 - (4 - Double.pi) * 144),
    ]
    for (path, exact) in cases {
        r.rasterize(path, clip: clip)
        let total = totalCoverage(r, clip)
        // Against the flattened polygon the method is exact up to float rounding...
        let polyArea = path.flattened().reduce(0) { $0 + shoelace($1) }
        #expect(abs(total - polyArea) / polyArea < 2e-5, "coverage \(total) vs polygon \(polyArea)")
        // ...and the polygon is within the flattening and cubic-arc error of the true shape.
        #expect(abs(total - exact) / exact < 5e-4, "coverage \(total) vs analytic \(exact)")
    }
}

@Test func fillRules() {
    // Two overlapping squares wound the same way, and a square with a reversed inner square.
    var same = Path.rect(Rect(x: 2, y: 2, width: 10, height: 10))
    for e in Path.rect(Rect(x: 6, y: 6, width: 10, height: 10)).elements { append(e, to: &same) }
    var hole = Path.rect(Rect(x: 2, y: 2, width: 14, height: 14))
    hole.moveTo(Point(6, 6)); hole.lineTo(Point(6, 12)); hole.lineTo(Point(12, 12)); hole.lineTo(Point(12, 6)); hole.close()
    let r = CoverageRasterizer()
    let clip = PixelRect(x: 0, y: 0, width: 20, height: 20)
    r.rasterize(same, clip: clip, rule: .nonZero)
    #expect(r.coverage(x: 8, y: 8) == 1 && r.coverage(x: 3, y: 3) == 1 && r.coverage(x: 14, y: 14) == 1)
    r.rasterize(same, clip: clip, rule: .evenOdd)
    #expect(r.coverage(x: 8, y: 8) == 0 && r.coverage(x: 3, y: 3) == 1)
    r.rasterize(hole, clip: clip, rule: .nonZero)
    #expect(r.coverage(x: 8, y: 8) == 0 && r.coverage(x: 3, y: 3) == 1)
}

func append(_ e: Path.Element, to p: inout Path) {
    switch e {
    case .move(let a): p.moveTo(a)
    case .line(let a): p.lineTo(a)
    case .quad(let a, let b): p.quadTo(a, b)
    case .cubic(let a, let b, let c): p.cubicTo(a, b, c)
    case .close: p.close()
    }
}

@Test func buffersAreReusedCleanly() {
    // A large shape followed by a small one in a differently sized clip must leave no residue.
    let reused = CoverageRasterizer()
    reused.rasterize(.capsule(Rect(x: 0, y: 0, width: 200, height: 150)), clip: PixelRect(x: 0, y: 0, width: 200, height: 150))
    let small = Path.continuousRoundedRect(Rect(x: 3.3, y: 2.2, width: 30, height: 20), radius: 6)
    let clip = PixelRect(x: 1, y: 1, width: 37, height: 25)
    reused.rasterize(small, clip: clip)
    let fresh = CoverageRasterizer()
    fresh.rasterize(small, clip: clip)
    for y in 0..<30 { for x in 0..<40 { #expect(reused.coverage(x: x, y: y) == fresh.coverage(x: x, y: y)) } }
    #expect(reused.span(row: 12).lowerBound == 3)
}

@Test func shapeCutByTheClipKeepsFullCoverageToTheRight() {
    // The clip ends inside the shape: the last columns are fully covered, not faded.
    let r = CoverageRasterizer()
    r.rasterize(.rect(Rect(x: 2.5, y: 0, width: 30, height: 4)), clip: PixelRect(x: 0, y: 0, width: 10, height: 4))
    #expect(r.coverage(x: 2, y: 1) == 0.5)
    #expect((3..<10).allSatisfy { r.coverage(x: $0, y: 1) == 1 })
    #expect(r.span(row: 1) == 2..<10)
}

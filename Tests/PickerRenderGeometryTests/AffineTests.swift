// Tests of Affine through its public API: CG conventions and concatenation order.
import Testing
import PickerRenderGeometry

@Test func affineAppliesTranslationAndScale() {
    let p = Point(3, -2)
    #expect(Affine(translationX: 10, y: 5).apply(p) == Point(13, 3))
    #expect(Affine(scaleX: 2, y: 3).apply(p) == Point(6, -6))
    #expect(Affine.identity.apply(p) == p)
}

@Test func affineConcatenationAppliesSelfFirst() {
    let s = Affine(scaleX: 2, y: 2), t = Affine(translationX: 1, y: 0)
    // scale then translate: (3, 4) -> (6, 8) -> (7, 8); translate then scale -> (8, 8).
    #expect(s.concatenating(t).apply(Point(3, 4)) == Point(7, 8))
    #expect(t.concatenating(s).apply(Point(3, 4)) == Point(8, 8))
    // A shear composed with its pieces agrees with applying them in turn.
    let shear = Affine(a: 1, b: 0.5, c: -0.25, d: 1, tx: 2, ty: -1)
    let q = Point(1.5, -2.5)
    let composed = shear.concatenating(s).apply(q)
    let stepwise = s.apply(shear.apply(q))
    #expect(abs(composed.x - stepwise.x) < 1e-12 && abs(composed.y - stepwise.y) < 1e-12)
}

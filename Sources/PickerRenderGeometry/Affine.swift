// Affine: a 2D affine transform in Core Graphics conventions (pixels or points, origin top-left,
// y down). A point maps as x' = a*x + c*y + tx, y' = b*x + d*y + ty.
// `t1.concatenating(t2)` applies t1 first, then t2 (as CGAffineTransform does).
// Invariant: a plain Sendable value; applying it to the control points of a Bezier curve maps the
// curve exactly, which is why Path.transformed(by:) needs no re-flattening.

package struct Affine: Hashable, Sendable, Codable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    package static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    package init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `t`.
    package func concatenating(_ t: Affine) -> Affine {
        Affine(a: a * t.a + b * t.c,
               b: a * t.b + b * t.d,
               c: c * t.a + d * t.c,
               d: c * t.b + d * t.d,
               tx: tx * t.a + ty * t.c + t.tx,
               ty: tx * t.b + ty * t.d + t.ty)
    }

    package func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}

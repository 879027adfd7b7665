// Affine: a 2D affine transform in Core Graphics conventions (pixels or points, origin top-left,
// y down). A point maps as x' = a*x + c*y + tx, y' = b*x + d*y + ty.
// `t1.concatenating(t2)` applies t1 first, then t2 (as CGAffineTransform does).
// Invariant: a plain Sendable value; applying it to the control points of a Bezier curve maps the
// curve exactly, which is why Path.transformed(by:) needs no re-flattening.

public struct Affine: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first and then `t`.
    public func concatenating(_ t: Affine) -> Affine {
        Affine(a: a * t.a + b * t.c,
               b: a * t.b + b * t.d,
               c: c * t.a + d * t.c,
               d: c * t.b + d * t.d,
               tx: tx * t.a + ty * t.c + t.tx,
               ty: tx * t.b + ty * t.d + t.ty)
    }

    public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }
}

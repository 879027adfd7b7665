// Homography: a 3x3 projective map of the plane, the part of a Core Animation 4x4 transform
// that matters for a flat layer (z = 0) seen straight on. Points map as
// (X, Y, W) = M * (x, y, 1), result (X/W, Y/W); column-vector convention, m[row][col].
// The rasterizer inverts it to sample textures perspective-correctly: the inverse of a
// homography is a homography, so every destination pixel maps back with one division.

public struct Homography: Hashable, Sendable, Codable {
    /// Row-major 3x3: [m00, m01, m02, m10, m11, m12, m20, m21, m22].
    public var m: [Double]

    public init(_ m: [Double]) {
        precondition(m.count == 9, "a homography has 9 entries")
        self.m = m
    }

    public static let identity = Homography([1, 0, 0, 0, 1, 0, 0, 0, 1])

    public static func translation(_ tx: Double, _ ty: Double) -> Homography {
        Homography([1, 0, tx, 0, 1, ty, 0, 0, 1])
    }

    public static func scale(_ sx: Double, _ sy: Double) -> Homography {
        Homography([sx, 0, 0, 0, sy, 0, 0, 0, 1])
    }

    /// `rotation3DEffect(angle, axis: (1, 0, 0), perspective: p)` of a box of size `box`
    /// about its own centre, in the box's local coordinates (origin top-left, y down).
    /// SwiftUI builds translate(centre) * perspective(m34 = -1/d) * rotateX * translate(-centre)
    /// with d = max(W, H) / p. For v = y - H/2 this gives the closed form of docs/architecture.md
    /// §3: w = 1 - v sin(a)/d, x' = W/2 + (x - W/2)/w, y' = H/2 + v cos(a)/w.
    public static func rotationX(degrees: Double, perspective p: Double, box: Size) -> Homography {
        let a = degrees * Double.pi / 180
        let d = Swift.max(box.width, box.height) / p
        let cx = box.width / 2, cy = box.height / 2
        let c = cos(a), s = sin(a)
        // About the origin: X = u, Y = v cos a, W = 1 - v sin a / d.
        let core = Homography([1, 0, 0, 0, c, 0, 0, -s / d, 1])
        return Homography.translation(cx, cy) * core * Homography.translation(-cx, -cy)
    }

    /// `rotation3DEffect(angle, axis:, anchor:, perspective: p)` of a box of size `box`, about
    /// `anchor` (local points). The turned plane is projected as SwiftUI's transform does:
    /// with R the rotation (Rodrigues' formula about the unit axis), a point u from the anchor
    /// maps to (R u).xy / (1 - (R u).z / d), d = max(W, H) / p (p = 0: no perspective). About
    /// the x axis and the box's centre it is `rotationX`, to the bit.
    package static func rotation3D(degrees: Double, axis: (Double, Double, Double), anchor: Point, perspective p: Double,
                                   box: Size) -> Homography {
        let n = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        precondition(n > 0 && n.isFinite, "a rotation axis must be a non-zero vector")
        let (x, y, z) = (axis.0 / n, axis.1 / n, axis.2 / n)
        if x == 1, anchor == Point(box.width / 2, box.height / 2), p > 0 {
            return rotationX(degrees: degrees, perspective: p, box: box)
        }
        let a = degrees * Double.pi / 180
        let c = cos(a), s = sin(a), t = 1 - c
        // Rodrigues: R = c I + s [k]x + (1 - c) k kᵀ; only the columns of x and y matter (z = 0).
        let r00 = c + t * x * x, r01 = t * x * y - s * z
        let r10 = t * x * y + s * z, r11 = c + t * y * y
        let r20 = t * x * z - s * y, r21 = t * y * z + s * x
        let inv = p > 0 ? p / Swift.max(box.width, box.height) : 0
        let core = Homography([r00, r01, 0, r10, r11, 0, -r20 * inv, -r21 * inv, 1])
        return Homography.translation(anchor.x, anchor.y) * core * Homography.translation(-anchor.x, -anchor.y)
    }

    /// A rotation on screen: positive degrees turn clockwise (y points down), about the origin.
    package static func rotation(degrees: Double) -> Homography {
        let a = degrees * Double.pi / 180
        let c = cos(a), s = sin(a)
        return Homography([c, -s, 0, s, c, 0, 0, 0, 1])
    }

    /// Uniform 2D scale about a point (SwiftUI's scaleEffect about the centre).
    public static func scale(_ s: Double, about p: Point) -> Homography {
        Homography.translation(p.x, p.y) * Homography.scale(s, s) * Homography.translation(-p.x, -p.y)
    }

    /// `a * b` applies b first, then a.
    public static func * (a: Homography, b: Homography) -> Homography {
        var r = [Double](repeating: 0, count: 9)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i * 3 + j] = a.m[i * 3] * b.m[j] + a.m[i * 3 + 1] * b.m[3 + j] + a.m[i * 3 + 2] * b.m[6 + j]
            }
        }
        return Homography(r)
    }

    /// The mapped point; nil when it lands on or behind the eye (W <= 0).
    public func apply(_ p: Point) -> Point? {
        let w = m[6] * p.x + m[7] * p.y + m[8]
        guard w > 1e-12 else { return nil }
        return Point((m[0] * p.x + m[1] * p.y + m[2]) / w, (m[3] * p.x + m[4] * p.y + m[5]) / w)
    }

    public var determinant: Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// The inverse map, nil for a singular one (a layer seen edge-on).
    public var inverse: Homography? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-15 else { return nil }
        let a = m
        let inv = [
            a[4] * a[8] - a[5] * a[7], a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            a[5] * a[6] - a[3] * a[8], a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            a[3] * a[7] - a[4] * a[6], a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return Homography(inv.map { $0 / det })
    }

    /// True when the map is affine (no perspective row).
    public var isAffine: Bool { m[6] == 0 && m[7] == 0 && m[8] == 1 }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

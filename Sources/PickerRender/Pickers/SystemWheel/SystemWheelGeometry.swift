// SystemWheelGeometry: the cylinder UIPickerView lays its rows on (docs/architecture.md §9), as
// pure numbers.
//
// Model: rows on a cylinder with a horizontal axis, each row tangent to it, seen by one
// camera for the whole picker, with one departure from a plain pinhole that iOS's pixels ask
// for: far rows shrink across more than their depth alone gives (below).
//   - The wheel is 216 pt tall; rows are 32 pt, laid on the cylinder at a fixed angle pitch
//     alpha: row i, with s = selected index + scroll offset (rows), sits at phi = (i - s) alpha,
//     positive below.
//   - Each row is a flat layer tangent to the cylinder at its angle. Vertically, a point (u, v)
//     of the row (from the wheel's centre across, from the row's centre down) is the pinhole's:
//     with z towards the eye and the eye 1/p in front of the cylinder's front face,
//         Y = r sin(phi) + v cos(phi),  depth w = g + p v sin(phi),  g = 1 + p r (1 - cos phi),
//         y' = Y / w.
//   - Horizontally, the convergence across a row's own height (the lean of a vertical stem)
//     follows the same depth w / g towards one vanishing point, the picker's centre; the shrink
//     of the row as a whole (text widths, the side columns' drift towards the centre) is a
//     stronger perspective q about that centre, S = 1 / (1 + q r (1 - cos phi)):
//         x' = S u g / w.
//     iOS's stems lean +1.09 deg 36 pt left of the picker's centre and -1.69 deg 50 pt right of
//     it (top to the right positive): one point near the centre, 0.032 deg per pt.
//   - As a homography about the wheel's centre, [x' w, y' w, w] = M [u, v, 1] with
//         M = [[S g, 0, 0], [0, cos phi, r sin phi], [0, p sin phi, g]].
//
// Constants, fitted to a real iOS 17 UIPickerView, the duration picker "1 hour / 30 min /
// 45 sec" 321 pt wide, by drawing it, shrinking ours to the iOS image's 1.19 px per pt and
// measuring both the same way (docs/architecture.md §9 and §24):
//     row centres from the centre row at +-1 / +-2 / +-3: 31.63 / 58.76 / 77.98 pt
//     text height over the centre row's (ink with sub-pixel edges): 0.922 / 0.707 / 0.408
//     text width over the centre row's, ours against iOS's: 1.00 / 0.98 at +-1 / +-2
//     lean of the "1" of row -2: 0.032 deg per pt of its distance from the picker's centre
//     right edges of the side columns' rows against the centre row's: within 0.5 pt to row 2
//   gave r = 91.4 pt, alpha = 0.3559 rad (32.53 pt of arc: rows sit a little further apart
//   than their height), p = 0.00061 (the eye 1,640 pt away), q = 0.00102 (980 pt). Measured
//   the same way ours reads 31.71 / 58.90 / 77.86 pt, heights 0.912 / 0.707 / 0.410, leans
//   within 0.35 deg. Text is one size, 23.5 pt, on every row: a smaller size off the centre
//   (23.0 pt was tried) made the far rows 2-4 % narrow and short against iOS's.
// Visible rows: a row is laid out while its front faces the eye (its projected height is
//   positive): |phi| < maximumAngle, 4.27 rows from the centre, 9 rows at rest (+-4: iOS draws
//   a sliver of the fourth row) and 8 half-way.
// Fade (opacity of a whole row, of the centre distance d in rows), from the grey of the rows'
//   text on iOS: light, black text over white, 148-151 / 160-164 / 200-205 at +-1 / +-2 / +-3,
//   so opacities 0.414 / 0.365 / 0.206 (the ranges' middles); 1 while the row's centre is in the
//   band (d <= 0.5), then linear in d between those values, and down to 0 at the last angle.
//   Dark, white text over black, 94-98 / 86-88 / 48-50: 0.925 of the light values (0.383 /
//   0.338 / 0.191, inside all three ranges): iOS fades its dark rows a little more.

import PickerRenderGeometry

public enum SystemWheelGeometry {
    /// UIPickerView's height in points; fixed, it does not follow Dynamic Type.
    public static let height = 216.0
    /// Row height in points; fixed too (UIPickerView rows do not grow with Dynamic Type).
    public static let rowHeight = 32.0
    /// Cylinder radius in points (fit, see the header).
    public static let radius = 91.4
    /// 1 / the eye's distance in front of the cylinder's front face, per point (fit: 1,640 pt);
    /// the vertical perspective, and the depth a row's stems converge by across its height.
    public static let perspective = 0.00061
    /// The horizontal shrink of far rows, as a perspective per point (fit: 980 pt).
    public static let horizontalPerspective = 0.00102
    /// The angle from one row to the next (fit: 0.3559 rad = 32.53 pt of arc on the 91.4-pt
    /// cylinder: rows sit a little further apart than their height).
    public static let anglePerRow = 0.3559
    /// The last angle a row is laid out at: where its front turns edge-on to the eye,
    /// cos(phi) g = p r sin(phi)^2 (1.51796 rad, 4.27 rows), found by bisection below 90 deg.
    public static let maximumAngle: Double = {
        func facing(_ phi: Double) -> Double {
            cos(phi) * (1 + perspective * radius * (1 - cos(phi))) - perspective * radius * sin(phi) * sin(phi)
        }
        var lo = 0.0, hi = Double.pi / 2
        for _ in 0..<80 { let mid = (lo + hi) / 2; if facing(mid) > 0 { lo = mid } else { hi = mid } }
        return lo
    }()
    /// Row opacity at 1, 2 and 3 rows from the centre, light appearance (see the header).
    public static let fadeLight = [0.414, 0.365, 0.206]
    /// Dark rows' opacity against light's, from one row away on.
    public static let darkFade = 0.925
    /// The rows' text size, the same on every row (see the header).
    public static let textSize = 23.5

    /// The centre angle of a row `rowsFromCentre` rows below the centre (negative: above).
    public static func angle(rowsFromCentre d: Double) -> Double { d * anglePerRow }

    /// The horizontal scale of a row at `angle` about the wheel's centre (1 at the centre).
    public static func horizontalScale(angle phi: Double) -> Double {
        1 / (1 + horizontalPerspective * radius * (1 - cos(phi)))
    }

    /// Where the point (u, v) of a row at `angle` lands, relative to the wheel's centre.
    /// nil behind the eye (never for the rows laid out).
    public static func project(u: Double, v: Double, angle phi: Double) -> Point? {
        let g = 1 + perspective * radius * (1 - cos(phi))
        let w = g + perspective * v * sin(phi)
        guard w > 1e-12 else { return nil }
        return Point(horizontalScale(angle: phi) * u * g / w, (radius * sin(phi) + v * cos(phi)) / w)
    }

    /// The row's homography: row-local points (origin at the row box's top-left, the box
    /// `rowHeight` tall) to the parent's space, where the row box would have its left edge at
    /// `left` if flat and the wheel's centre is `centre`.
    /// H = T(centre) * M * T(left - centre.x, -rowHeight / 2), M as in the header.
    public static func rowTransform(angle phi: Double, left: Double, centre: Point) -> Homography {
        let g = 1 + perspective * radius * (1 - cos(phi))
        let m = Homography([horizontalScale(angle: phi) * g, 0, 0,
                            0, cos(phi), radius * sin(phi),
                            0, perspective * sin(phi), g])
        return .translation(centre.x, centre.y) * m * .translation(left - centre.x, -rowHeight / 2)
    }

    /// The rows whose centre angle is inside +-maximumAngle, given the scroll position `s`.
    public static func visibleRows(count: Int, s: Double) -> Range<Int> {
        guard count > 0, s.isFinite else { return 0..<0 }
        let reach = maximumAngle / anglePerRow
        let first = max(Int((s - reach).rounded(.down)) + 1, 0)
        let last = min(Int((s + reach).rounded(.up)) - 1, count - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    /// The whole row's opacity at a centre angle (see the header).
    public static func opacity(angle phi: Double, dark: Bool = false) -> Double {
        let d = abs(phi) / anglePerRow
        if d <= 0.5 { return 1 }
        let last = maximumAngle / anglePerRow
        // Knots: (0.5, 1), (1, f1), (2, f2), (3, f3), (last, 0); f scaled for dark from d = 1 on,
        // the scale ramping in with the fade between 0.5 and 1.
        let f = fadeLight.map { dark ? $0 * darkFade : $0 }
        let knots: [(Double, Double)] = [(0.5, 1), (1, f[0]), (2, f[1]), (3, f[2]), (last, 0)]
        for (a, b) in zip(knots, knots.dropFirst()) where d <= b.0 {
            // Never below 0: at the last knot rounding could leave -1e-17.
            return max(0, a.1 + (b.1 - a.1) * (d - a.0) / (b.0 - a.0))
        }
        return 0
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

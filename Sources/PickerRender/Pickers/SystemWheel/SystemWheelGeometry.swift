// SystemWheelGeometry: the cylinder UIPickerView lays its rows on (docs/architecture.md §9), as
// pure numbers.
//
// Model: rows on a cylinder with a horizontal axis, seen by one camera for the whole picker,
// with the departures from a plain pinhole that iOS's pixels ask for: a row pitch
// that is not the arc length, and a horizontal mapping of its own (below).
//   - The wheel is 216 pt tall; rows are 32 pt, laid on the cylinder at a fixed angle pitch
//     alpha: row i, with s = selected index + scroll offset (rows), sits at phi = (i - s) alpha,
//     positive below.
//   - Each row is a flat layer through its point on the cylinder, turned about x by the tilt
//     theta = k phi. Vertically, a point (u, v) of the row (from the wheel's centre across, from
//     the row's centre down) is the pinhole's: with z towards the eye and the eye 1/p in front
//     of the cylinder's front face,
//         Y = r sin(phi) + v cos(theta),  depth w = g + p v sin(theta),  g = 1 + p r (1 - cos phi),
//         y' = Y / w.
//   - Horizontally, two things a single pinhole ties together are set apart:
//       the shrink of far rows (text widths, the side columns' drift towards the centre) is a
//       weaker horizontal perspective about the picker's centre, S = 1 / (1 + q r (1 - cos phi));
//       the convergence across a row's own height (the lean of a vertical stem) follows the
//       vertical depth w / g, towards one vanishing point c for the whole picker: its centre
//       (c = f x (the column's centre - the picker's centre) with f = 0; f stays a constant so
//       the formula keeps its place):
//         x' = S (c + (u - c) g / w).
//     iOS's stems lean +1.09 deg 36 pt left of the picker's centre and -1.69 deg 50 pt right of
//     it (top to the right positive): one point near the centre, 0.032 deg per pt.
//   - As a homography about the wheel's centre, [x' w, y' w, w] = M [u, v, 1] with
//         M = [[S g, S c p sin theta, 0], [0, cos theta, r sin phi], [0, p sin theta, g]].
//
// Constants, fitted (least squares, each target scaled by its tolerance) to a real iOS 17
// UIPickerView, the duration picker "1 hour / 30 min / 45 sec" 321 pt wide, measured on its
// pixels by scripts/fit-duration-wheel.py (docs/architecture.md §9 and §24):
//     row centres from the centre row at +-1 / +-2 / +-3: 31.5 / 58.8 / 77.9 pt
//     text height over the centre row's at +-1 / +-2 / +-3: 0.905-0.95 / 0.714-0.75 /
//       0.333-0.40 (minutes / hours columns; at 1.19 px per pt a height reads to about 0.03)
//     lean of the "1" of row -2: 0.032 deg per pt of its distance from the picker's centre
//     drift of a side column towards the centre at row +3: 4.5 % of its distance
//   gave r = 92.1 pt, alpha = 0.3506 rad (32.29 pt of arc: rows sit a little further apart
//   than their height), k = 1.067, p = 0.00056 (the eye 1,786 pt away: the lean's slope sets
//   it, the heights alone would put the eye at infinity), q = 0.00102 (980 pt, the drift), one
//   vanishing point. The model then gives (scene-dump tests pin these): row centres 31.53 /
//   58.70 / 77.95 pt; heights 0.902 / 0.687 / 0.376 (with the 0.979 off-centre text size);
//   0.031 deg per pt; drift 4.5 %. The +-2 rows stay 4-8 % short: a cylinder with a tilt
//   proportional to the angle cannot follow iOS's heights closer while keeping the centres.
//   The previous fit (r 125, 0.2596 rad, k 1.29, eye 291 pt, a vanishing point per column
//   0.835 of the way to its centre, on a 402-pt layout) took a +-1 height of 0.88 that was read
//   low: it squashed the far rows (0.61 / 0.26) and leaned the stems the wrong way where iOS
//   was measured. Flutter's fit (diameter 1.07 x 216, perspective 0.003, rows tangent)
//   gave 31.2 / 57.8 / 76.7 pt.
// Visible rows: a row is laid out while its front faces the eye (its projected height is
//   positive): |phi| < 1.42639 rad, 4.068 rows from the centre, 9 rows at rest (+-4: iOS draws
//   a sliver of the fourth row) and 8 half-way.
// Fade (opacity of a whole row, of the centre distance d in rows), from the grey of the rows'
//   text on iOS: light, black text over white, 148-151 / 160-164 / 200-205 at +-1 / +-2 / +-3,
//   so opacities 0.414 / 0.365 / 0.206 (the ranges' middles); 1 while the row's centre is in the
//   band (d <= 0.5), then linear in d between those values, and down to 0 at the last angle.
//   Dark, white text over black, 94-98 / 86-88 / 48-50: 0.925 of the light values (0.383 /
//   0.338 / 0.191, inside all three ranges): iOS fades its dark rows a little more.
// Magnification: text is 23.5 pt in the centre (docs/architecture.md §9) and 23.0 pt from one
//   row away (0.979 of it, the fit above), linear in between, continuous while scrolling.

import PickerRenderGeometry

public enum SystemWheelGeometry {
    /// UIPickerView's height in points; fixed, it does not follow Dynamic Type.
    public static let height = 216.0
    /// Row height in points; fixed too (UIPickerView rows do not grow with Dynamic Type).
    public static let rowHeight = 32.0
    /// Cylinder radius in points (fit, see the header).
    public static let radius = 92.1
    /// 1 / the eye's distance in front of the cylinder's front face, per point (fit: 1,786 pt);
    /// the vertical perspective, and the depth a row's stems converge by across its height
    /// (iOS's stems lean 0.031 deg per pt from the picker's centre at row -2).
    public static let perspective = 0.00056
    /// The horizontal shrink of far rows, as a perspective per point (fit: 980 pt).
    public static let horizontalPerspective = 0.00102
    /// Where a column's stems converge: this fraction of the way from the picker's centre to
    /// the column's centre (fit: 0, one vanishing point, the picker's centre, for every column).
    public static let vanishingFraction = 0.0
    /// A row's tilt over its angle on the cylinder (fit; 1 would be tangent).
    public static let tiltFactor = 1.067
    /// The angle from one row to the next (fit: 0.3506 rad = 32.29 pt of arc on the 92.1-pt
    /// cylinder: rows sit a little further apart than their height).
    public static let anglePerRow = 0.3506
    /// The last angle a row is laid out at: where its front turns edge-on to the eye,
    /// cos(k phi) g = r sin(phi) p sin(k phi) (1.42639 rad, 4.068 rows), found by bisection
    /// below the tilt's own 90 deg.
    public static let maximumAngle: Double = {
        func facing(_ phi: Double) -> Double {
            let theta = tiltFactor * phi
            return cos(theta) * (1 + perspective * radius * (1 - cos(phi))) - radius * sin(phi) * perspective * sin(theta)
        }
        var lo = 0.0, hi = Double.pi / 2 / tiltFactor
        for _ in 0..<80 { let mid = (lo + hi) / 2; if facing(mid) > 0 { lo = mid } else { hi = mid } }
        return lo
    }()
    /// Row opacity at 1, 2 and 3 rows from the centre, light appearance (see the header).
    public static let fadeLight = [0.414, 0.365, 0.206]
    /// Dark rows' opacity against light's, from one row away on.
    public static let darkFade = 0.925
    /// Text sizes: 23.0 pt from one row away, 23.5 pt in the centre.
    public static let textSize = 23.0
    public static let centreTextSize = 23.5

    /// The centre angle of a row `rowsFromCentre` rows below the centre (negative: above).
    public static func angle(rowsFromCentre d: Double) -> Double { d * anglePerRow }

    /// Where a column's stems converge, from the wheel's centre: `vanishingFraction` of the way
    /// to the column's centre (`columnOffset` = the column's centre - the wheel's centre).
    public static func vanishingPoint(columnOffset: Double) -> Double { vanishingFraction * columnOffset }

    /// The horizontal scale of a row at `angle` about the wheel's centre (1 at the centre).
    public static func horizontalScale(angle phi: Double) -> Double {
        1 / (1 + horizontalPerspective * radius * (1 - cos(phi)))
    }

    /// Where the point (u, v) of a row at `angle` lands, relative to the wheel's centre; `c` is
    /// the column's vanishing point from the wheel's centre (`vanishingPoint`).
    /// nil behind the eye (never for the rows laid out).
    public static func project(u: Double, v: Double, angle phi: Double, vanishingPoint c: Double = 0) -> Point? {
        let theta = tiltFactor * phi
        let g = 1 + perspective * radius * (1 - cos(phi))
        let w = g + perspective * v * sin(theta)
        guard w > 1e-12 else { return nil }
        return Point(horizontalScale(angle: phi) * (c + (u - c) * g / w), (radius * sin(phi) + v * cos(theta)) / w)
    }

    /// The row's homography: row-local points (origin at the row box's top-left, the box
    /// `rowHeight` tall) to the parent's space, where the row box would have its left edge at
    /// `left` if flat, the wheel's centre is `centre` and the column's centre is at x `columnMidX`.
    /// H = T(centre) * M * T(left - centre.x, -rowHeight / 2), M as in the header.
    public static func rowTransform(angle phi: Double, left: Double, centre: Point, columnMidX: Double) -> Homography {
        let theta = tiltFactor * phi
        let g = 1 + perspective * radius * (1 - cos(phi)), h = perspective * sin(theta)
        let sg = horizontalScale(angle: phi) * g, c = vanishingPoint(columnOffset: columnMidX - centre.x)
        let m = Homography([sg, sg / g * c * h, 0,
                            0, cos(theta), radius * sin(phi),
                            0, h, g])
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

    /// The text's point size at a centre angle: 23.5 at the centre, 23 from one row away.
    public static func pointSize(angle phi: Double) -> Double {
        textSize + (centreTextSize - textSize) * max(0, 1 - abs(phi) / anglePerRow)
    }

    /// The text scale at a centre angle, against `textSize`: 23.5/23 at the centre, 1 from one
    /// row away.
    public static func magnification(angle phi: Double) -> Double {
        let d = abs(phi) / anglePerRow
        return 1 + (centreTextSize / textSize - 1) * max(0, 1 - d)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// SystemWheelGeometry: the cylinder UIPickerView lays its rows on (DESIGN §9), as pure numbers.
//
// Model: rows on a cylinder with a horizontal axis, seen by one camera for the whole picker
// (so the rows of a side column lean towards the picker's centre, as UIPickerView's do):
//   - The wheel is 216 pt tall; rows are 32 pt, laid on the cylinder by arc length: row i, with
//     s = selected index + scroll offset (rows), sits at phi = (i - s) x 32 / r, positive below.
//   - Each row is a flat layer through its point on the cylinder, turned about x by the tilt
//     theta = k phi. A point (u, v) of the row (from its centre, u across, v down) is, in 3D with
//     z towards the eye and the origin at the wheel's centre on the screen plane, at
//         X = u,  Y = r sin(phi) + v cos(theta),  Z = r cos(phi) - v sin(theta) - r.
//     With k = 1 the row is tangent to the cylinder (Flutter's model).
//   - The eye is 1/p in front of the screen plane: w = 1 - p Z, x' = X / w, y' = Y / w, about
//     the wheel's centre (W/2, 108). As a homography, [x' w, y' w, w] = M [u, v, 1] with
//         M = [[1, 0, 0], [0, cos theta, r sin phi], [0, p sin theta, 1 + p r (1 - cos phi)]].
//
// Constants, fitted (least squares, each target scaled by its tolerance) to a real iOS 17
// UIPickerView measured on its pixels (issue 13; DESIGN §9, "Measured on real iOS images"):
//     row centres from the centre row at +-1 / +-2 / -3: 31.5 / 58.8 / 78.1 pt
//     text width of the +-1 / +-2 rows against the centre row's (same string): 0.98 / 0.95
//     text height of the +-1 rows against the centre row's: 0.88
//     drift of a side column towards the centre at row +3: 4.5 % of its distance
//   gave r = 100.6 pt, p = 0.00116 (the eye 862 pt away), k = 1.28, and off-centre text at
//   0.979 of the centre row's size. The model then gives (scene-dump tests pin these):
//     row centres 31.28 / 58.43 / 78.23 pt; widths 0.973 / 0.957; height 0.880; drift 4.7 %.
//   The old constants (Flutter's fit: diameter 1.07 x 216, perspective 0.003, rows tangent,
//   text 21 -> 23.5 in the centre) gave 31.2 / 57.8 / 76.7 pt, widths 0.87 / 0.81, height 0.825
//   and drift 9.3 % as measured on our pixels: iOS's camera is further away and it magnifies the
//   centre row much less. A tangent row (k = 1) cannot give both the 0.98 width and the 0.88
//   height at +-1 (height / width is about cos phi there), hence the tilt factor.
//   Not fitted: the lean of a vertical stem (iOS: +2.9 deg in the right column at row -2, -1.0
//   in the middle one) depends on where the stem is across the picker, and the measured
//   picker's width is not known; at 402 pt this model leans more (SystemWheelSceneTests prints
//   and bounds it).
// Visible rows: a row is laid out while its tilt is short of edge-on, |k phi| < 90 deg, so
//   |phi| < 1.2272 rad: 3.86 rows from the centre, 7 rows at rest (+-3) and 8 half-way.
// Fade (opacity of a whole row, of the centre distance d in rows), from the grey of the rows'
//   text on iOS: light, black text over white, 148-151 / 160-164 / 200-205 at +-1 / +-2 / +-3,
//   so opacities 0.414 / 0.365 / 0.206 (the ranges' middles); 1 while the row's centre is in the
//   band (d <= 0.5), then linear in d between those values, and down to 0 at the last angle.
//   Dark, white text over black, 94-98 / 86-88 / 48-50: 0.925 of the light values (0.383 /
//   0.338 / 0.191, inside all three ranges): iOS fades its dark rows a little more.
// Magnification: text is 23.5 pt in the centre (DESIGN §9) and 23.0 pt from one row away
//   (0.979 of it, the fit above), linear in between, continuous while scrolling.

import Geometry

public enum SystemWheelGeometry {
    /// UIPickerView's height in points; fixed, it does not follow Dynamic Type.
    public static let height = 216.0
    /// Row height in points; fixed too (UIPickerView rows do not grow with Dynamic Type).
    public static let rowHeight = 32.0
    /// Cylinder radius in points (fit, see the header).
    public static let radius = 100.6
    /// 1 / the eye's distance in front of the cylinder's front face, per point (fit: 862 pt).
    public static let perspective = 0.00116
    /// A row's tilt over its angle on the cylinder (fit; 1 would be tangent).
    public static let tiltFactor = 1.28
    /// 32 / r = 0.318091 rad: rows are laid on the cylinder by arc length.
    public static let anglePerRow = rowHeight / radius
    /// (pi / 2) / k = 1.22718 rad: beyond it a row would be turned past edge-on.
    public static let maximumAngle = Double.pi / 2 / tiltFactor
    /// Row opacity at 1, 2 and 3 rows from the centre, light appearance (see the header).
    public static let fadeLight = [0.414, 0.365, 0.206]
    /// Dark rows' opacity against light's, from one row away on.
    public static let darkFade = 0.925
    /// Text sizes: 23.0 pt from one row away, 23.5 pt in the centre.
    public static let textSize = 23.0
    public static let centreTextSize = 23.5

    /// The centre angle of a row `rowsFromCentre` rows below the centre (negative: above).
    public static func angle(rowsFromCentre d: Double) -> Double { d * anglePerRow }

    /// Where the point (u, v) of a row at `angle` lands, relative to the wheel's centre.
    /// nil behind the eye (never for the rows laid out).
    public static func project(u: Double, v: Double, angle phi: Double) -> Point? {
        let theta = tiltFactor * phi
        let w = 1 + perspective * (radius * (1 - cos(phi)) + v * sin(theta))
        guard w > 1e-12 else { return nil }
        return Point(u / w, (radius * sin(phi) + v * cos(theta)) / w)
    }

    /// The row's homography: row-local points (origin at the row box's top-left, the box
    /// `rowHeight` tall) to the parent's space, where the row box would have its left edge at
    /// `left` if flat and the wheel's centre is `centre`.
    /// H = T(centre) * M * T(left - centre.x, -rowHeight / 2), M as in the header.
    public static func rowTransform(angle phi: Double, left: Double, centre: Point) -> Homography {
        let theta = tiltFactor * phi
        let m = Homography([1, 0, 0,
                            0, cos(theta), radius * sin(phi),
                            0, perspective * sin(theta), 1 + perspective * radius * (1 - cos(phi))])
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
            return a.1 + (b.1 - a.1) * (d - a.0) / (b.0 - a.0)
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

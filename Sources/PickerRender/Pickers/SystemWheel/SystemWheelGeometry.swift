// SystemWheelGeometry: the cylinder UIPickerView lays its rows on (DESIGN §9), as pure numbers.
//
// Model (Flutter's fit of iOS, the constants of its CupertinoPicker):
//   - The wheel is 216 pt tall; rows are 32 pt. They lie on a cylinder of diameter 1.07 x 216,
//     so r = 1.07 x 216 / 2 = 115.56 pt, with its axis horizontal, its front face touching the
//     screen plane at the wheel's vertical centre.
//   - Rows are laid on the cylinder by arc length: a row 32 pt tall spans 32 / r = 0.276912 rad
//     (15.866 deg). Row i, with s = selected index + scroll offset (rows), sits at the angle
//     phi = (i - s) x 32 / r, positive below the centre (y grows down).
//   - Each row is a flat layer tangent to the cylinder at its centre. A point of the row at
//     (u, v) from the row's centre (u across, v down) is, in 3D with z towards the eye and the
//     origin at the wheel's centre on the screen plane, at
//         X = u,  Y = r sin(phi) + v cos(phi),  Z = r cos(phi) - v sin(phi) - r.
//   - Perspective 0.003 (about 1/333; Flutter's createCylindricalProjectionTransform): the eye
//     is 1/p = 333 pt in front of the screen plane, so the point projects with
//         w = 1 - p Z = 1 + p (r (1 - cos phi) + v sin phi),  x' = X / w,  y' = Y / w,
//     about the wheel's centre: (W/2, 108). One camera for the whole picker, so the rows of a
//     side column also lean towards the picker's centre, as UIPickerView's do.
//   - That map is projective in (u, v): a homography, [x' w, y' w, w] = M [u, v, 1] with
//         M = [[1, 0, 0], [0, cos phi, r sin phi], [0, p sin phi, 1 + p r (1 - cos phi)]].
//     The row's centre lands at y = r sin(phi) / (1 + p r (1 - cos phi)); a row compresses
//     (its projected height at v = 0 is 32 (cos phi w0 - p r sin^2 phi) / w0^2) and its far
//     edge narrows: rows converge towards the top and bottom, they do not fold in place.
//   - Worked numbers (rows from the centre -> projected centre, projected height, opacity):
//     0 -> 0, 32, 1; 1 -> 31.18, 29.58, 0.427; 2 -> 57.78, 23.12, 0.348; 3 -> 76.68, 14.52,
//     0.224; 4 -> 86.75, 5.75, 0.064. The projected cylinder ends near +-88.6 pt: the last
//     ~19 pt at the top and bottom of the 216-pt frame stay empty, as in Flutter's fit.
//   - Visible rows: Flutter shows angles up to asin(1 / 1.07) = 1.20708 rad (69.16 deg), where
//     the cylinder, seen without perspective, meets the frame's edge. Rows whose centre angle is
//     beyond it are not laid out: rows less than 4.359 rows from the centre, so 9 at rest and 8
//     half-way, however many values there are.
//
// Fade (opacity of a whole row), a product of two factors of the row's centre angle:
//   - inner: 1 while the row's centre is inside the band (d <= 0.5 rows from the centre), then
//     linear down to 0.447 at d = 1, and 0.447 beyond: rows outside the band are drawn at
//     Flutter's `overAndUnderCenterOpacity` 0.447 (its measure of UIPickerView's off-centre
//     rows; they are grey, below 4.5:1 contrast, the platform defect the seed notes).
//   - edge: (cos phi - cos phiMax) / (cos(alpha/2) - cos phiMax), clamped to 0...1, with alpha
//     the angle per row: 1 inside the band, 0 at phiMax, falling smoothly with the cylinder's
//     foreshortening in between.
// Magnification: UIPickerView draws the centre row larger (about 23.5 pt against 21; Flutter's
// 2.35 / 2.1). Modelled as a text scale 1 + (23.5/21 - 1) x max(0, 1 - d): 23.5/21 at the
// centre, 1 from one row away, continuous while scrolling.

import Geometry

public enum SystemWheelGeometry {
    /// UIPickerView's height in points; fixed, it does not follow Dynamic Type.
    public static let height = 216.0
    /// Row height in points; fixed too (UIPickerView rows do not grow with Dynamic Type).
    public static let rowHeight = 32.0
    public static let diameterRatio = 1.07
    /// Flutter's kDefaultPerspective: the eye 333 pt in front of the cylinder's front face.
    public static let perspective = 0.003
    /// r = 1.07 x 216 / 2 = 115.56 pt.
    public static let radius = diameterRatio * height / 2
    /// 32 / r = 0.276912 rad: rows are laid on the cylinder by arc length.
    public static let anglePerRow = rowHeight / radius
    /// asin(1 / 1.07) = 1.20708 rad: no row is laid out with its centre beyond this angle.
    public static let maximumAngle = asin(1 / diameterRatio)
    /// Opacity of rows outside the band (before the edge fade).
    public static let offCentreOpacity = 0.447
    /// Text sizes: 21 pt everywhere, about 23.5 pt in the centre.
    public static let textSize = 21.0
    public static let centreTextSize = 23.5

    /// The centre angle of a row `rowsFromCentre` rows below the centre (negative: above).
    public static func angle(rowsFromCentre d: Double) -> Double { d * anglePerRow }

    /// Where the point (u, v) of a row at `angle` lands, relative to the wheel's centre.
    /// nil behind the eye (never for the rows laid out).
    public static func project(u: Double, v: Double, angle phi: Double) -> Point? {
        let w = 1 + perspective * (radius * (1 - cos(phi)) + v * sin(phi))
        guard w > 1e-12 else { return nil }
        return Point(u / w, (radius * sin(phi) + v * cos(phi)) / w)
    }

    /// The row's homography: row-local points (origin at the row box's top-left, the box
    /// `rowHeight` tall) to the parent's space, where the row box would have its left edge at
    /// `left` if flat and the wheel's centre is `centre`.
    /// H = T(centre) * M * T(left - centre.x, -rowHeight / 2), M as in the header.
    public static func rowTransform(angle phi: Double, left: Double, centre: Point) -> Homography {
        let c = cos(phi), s = sin(phi)
        let m = Homography([1, 0, 0,
                            0, c, radius * s,
                            0, perspective * s, 1 + perspective * radius * (1 - c)])
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
    public static func opacity(angle phi: Double) -> Double {
        let d = abs(phi) / anglePerRow
        let inner = d <= 0.5 ? 1 : d >= 1 ? offCentreOpacity : 1 - (1 - offCentreOpacity) * (d - 0.5) / 0.5
        let cosMax = cos(maximumAngle)
        let edge = (cos(phi) - cosMax) / (cos(anglePerRow / 2) - cosMax)
        return inner * min(max(edge, 0), 1)
    }

    /// The text scale at a centre angle: 23.5/21 at the centre, 1 from one row away.
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

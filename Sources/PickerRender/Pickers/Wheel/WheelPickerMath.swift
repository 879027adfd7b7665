// WheelPickerMath: the SwiftUI wheel's pure functions, kept to the letter,
// plus the per-row effect values of docs/architecture.md §3 that the layout turns into a
// homography.

public enum WheelPickerMath {
    /// How far a row is from the centre of the wheel: 0 at the centre, -1 at the top, 1 at the
    /// bottom. 0 when the height is not positive or midY is not finite.
    public static func position(midY: Double, height: Double) -> Double {
        guard height > 0, midY.isFinite else { return 0 }
        let halfHeight = height / 2
        return min(max((midY - halfHeight) / halfHeight, -1), 1)
    }

    /// The index one step away, stopping at both ends. Nil when there is nothing to pick.
    public static func adjustedIndex(current: Int?, step: Int, count: Int) -> Int? {
        guard count > 0 else { return nil }
        guard let current else { return 0 }
        return min(max(current + step, 0), count - 1)
    }

    /// The SwiftUI wheel's clamp of visibleRows.
    public static func clampedVisibleRows(_ n: Int) -> Int { max(1, min(n, 15)) }

    /// Rotation about x, in degrees, for a position (0 with Reduce Motion): `tilt` degrees per
    /// unit of position, -62 in the SwiftUI wheel.
    public static func angle(position: Double, reduceMotion: Bool, tilt: Double = -62) -> Double {
        reduceMotion ? 0 : position * tilt
    }

    /// 2D scale after the projection (1 with Reduce Motion): 0.12 less per unit of position in
    /// the SwiftUI wheel.
    public static func scale(position: Double, reduceMotion: Bool, falloff: Double = 0.12) -> Double {
        reduceMotion ? 1 : 1 - abs(position) * falloff
    }

    /// Opacity of the whole row; applies with Reduce Motion too: 0.72 less per unit of position
    /// in the SwiftUI wheel.
    public static func opacity(position: Double, falloff: Double = 0.72) -> Double { 1 - abs(position) * falloff }

    /// SwiftUI's perspective parameter for rotation3DEffect in the SwiftUI wheel.
    public static let perspective = 0.55
}

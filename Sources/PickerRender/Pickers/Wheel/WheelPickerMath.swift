// WheelPickerMath: the SwiftUI wheel block's pure functions, kept to the letter. The per-row
// effects (turn, scale, fade) are the block's visualEffect, written once as the wheel's body
// (WheelPicker+Body.swift); a scroll view gives each row its position with `position` here.

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
}

// RulerScrollPicker: the SwiftUI horizontal ruler (docs/architecture.md §4) as a public API that
// mirrors the SwiftUI one: its scale, value, tick spacing, tint and theming. It draws as the
// block's body (RulerScrollPicker+Body.swift): capsule ticks in cells of `spacing` points,
// labels under the major ticks, a horizontal gradient mask over both, the tint indicator over
// the mask. Only ticks whose cell (or label) can touch the frame are laid out: 20,000 ticks
// cost what 161 do.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct RulerScrollPicker: PickerControl {
    public var title: String
    public var value: Double
    public var range: ClosedRange<Double>
    public var step: Double
    public var majorEvery: Int
    public var tickSpacing: Double
    public var tint: ColorSpec
    /// Theming: major ticks, middle and minor ticks (drawn at `minorTickOpacity`), labels.
    public var majorTickColor: ColorSpec = .primary
    public var minorTickColor: ColorSpec = .secondary
    public var labelColor: ColorSpec = .secondary
    /// The ruler's own constants, the SwiftUI block's by default (docs/architecture.md §4), the
    /// one place they are written: ticks `tickHeight` points tall at most; major ticks the full
    /// height, middle ticks (every half major) and minor ticks fractions of it, each its own
    /// width; middle and minor ticks at `minorTickOpacity`.
    public var tickHeight: Double = 48
    public var majorTickWidth: Double = 2.5
    public var middleTickWidth: Double = 1.5
    public var minorTickWidth: Double = 1.5
    public var majorTickHeightFraction: Double = 1
    public var middleTickHeightFraction: Double = 0.7
    public var minorTickHeightFraction: Double = 0.45
    public var minorTickOpacity: Double = 0.6
    /// The labels' font: `.font(.caption)`. Their line stays `labelHeight(_:)` tall (a
    /// ScaledMetric relative to .caption) whatever the font, as in the SwiftUI ruler.
    public var labelFont = ControlFont(.caption)
    /// The mask over ticks and labels: a LinearGradient from leading to trailing whose stops
    /// are opacities (black) at fractions of the width.
    public var maskStops: [MaskStop] = RulerScrollPicker.defaultMaskStops
    /// The indicator over the mask, filled with `tint`: a Capsule 4 points wide and
    /// tickHeight + 8 tall (`indicatorHeight` nil) by default; `indicatorCornerRadius` is used by
    /// `.roundedRectangle` only.
    public var indicatorShape: ControlShape = .capsule
    public var indicatorWidth: Double = 4
    public var indicatorHeight: Double? = nil
    public var indicatorCornerRadius: Double = 2

    /// One stop of the mask: `opacity` at `location` (a fraction of the width, leading to trailing).
    public struct MaskStop: Sendable, Equatable {
        public var location: Double
        public var opacity: Double
        public init(location: Double, opacity: Double) { self.location = location; self.opacity = opacity }
    }
    /// The SwiftUI ruler's mask: clear at the edges, opaque over its middle.
    public static let defaultMaskStops = [MaskStop(location: 0, opacity: 0), MaskStop(location: 0.18, opacity: 1),
                                          MaskStop(location: 0.82, opacity: 1), MaskStop(location: 1, opacity: 0)]
    /// Most stops a mask may have.
    public static let maximumMaskStops = 16

    public init(title: String, value: Double, range: ClosedRange<Double> = 0...100, step: Double = 1,
                majorEvery: Int = 10, tickSpacing: Double = 12, tint: ColorSpec = .semantic(.indigo)) {
        self.title = title; self.value = value; self.range = range; self.step = step
        self.majorEvery = majorEvery; self.tickSpacing = tickSpacing; self.tint = tint
    }

    public var scale: RulerScrollPickerScale { RulerScrollPickerScale(range: range, step: step) }
    /// The SwiftUI ruler's guard: finite and at least 4, else 12.
    public var spacing: Double { tickSpacing.isFinite ? max(tickSpacing, 4) : 12 }
    /// The SwiftUI ruler's guard: at least 1.
    public var major: Int { max(majorEvery, 1) }

    /// The offset at rest for the selected value: its index times the spacing.
    public var restingOffset: Double { Double(scale.index(for: value)) * spacing }

    /// Where a fling aimed at `target` (points) comes to rest: RulerScrollPickerSnap rounds
    /// the target offset to a whole number of tick spacings.
    public func restingOffset(forTarget target: Double) -> Double {
        (target / spacing).rounded() * spacing
    }

    /// The value an absolute content offset selects (RulerScrollPickerScale.index(forOffset:)).
    public func value(atContentOffset offset: Double) -> Double {
        scale.value(at: scale.index(forOffset: offset, spacing: spacing))
    }

    public static let kind = "ruler"
    public static let defaultWidth = 402.0
    public static let defaultBackground = SemanticColor.systemBackground
    /// Points past the selected value's resting position, as the wheel's offset is rows past
    /// its selection (positive: toward higher values); `offset(forScrollPosition:)` turns an
    /// absolute content offset into one.
    public static let scrollUnit: ScrollUnit? = .points

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try checkParameters()
        return try ControlLayout(body(in: context), in: context)
    }
}

// RulerScrollPicker: the SwiftUI horizontal ruler (docs/architecture.md §4) as a public API that
// mirrors the SwiftUI one, and its layout into scene nodes: capsule ticks in cells of `spacing`
// points, labels under the major ticks, a horizontal gradient mask over both, the tint indicator
// over the mask. Tick cells start on the pixel grid (as SwiftUI lays them out); the capsules keep
// their fractional width and are anti-aliased, so a 1.5-pt tick at @1x carries 1.5 px of ink.
// Only ticks whose cell (or label) can touch the frame are laid out: 20,000 ticks cost what
// 161 do.
// Right to left the scale mirrors as SwiftUI mirrors a horizontal ScrollView: values
// increase to the left and the offset's sense mirrors; labels stay readable (moved, not flipped).

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
    /// The ruler's own constants, the SwiftUI block's by default (docs/architecture.md §4):
    /// ticks `tickHeight` (48) points tall at most, major ticks 2.5 wide and the full height,
    /// middle ticks 1.5 wide and 0.7 of it, minor ticks 1.5 wide and 0.45 of it, middle and minor
    /// ticks at opacity 0.6.
    public var tickHeight: Double = 48
    public var majorTickWidth: Double = 2.5
    public var middleTickWidth: Double = 1.5
    public var minorTickWidth: Double = 1.5
    public var majorTickHeightFraction: Double = 1
    public var middleTickHeightFraction: Double = 0.7
    public var minorTickHeightFraction: Double = 0.45
    public var minorTickOpacity: Double = 0.6
    /// The labels' font: `.font(.caption)`. Their line stays ScaledMetric(22, relativeTo:
    /// .caption) tall whatever the font, as in the SwiftUI ruler.
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
    /// The SwiftUI ruler's mask: clear at the edges, opaque from 0.18 to 0.82 of the width.
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

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout { ControlLayout(try layoutNode(in: context)) }

    func layoutNode(in context: PickerContext) throws(PickerError) -> ViewNode {
        try checkParameters()
        return view(options: context.options, contentOffset: context.offset.map { restingOffset + $0 })
    }

    /// The label line's height of docs/architecture.md §4.
    static func labelHeight(_ o: RenderOptions) -> Double {
        DynamicType.scaledMetric(22, relativeTo: .caption, size: o.dynamicType, displayScale: o.displayScale)
    }

    /// A view of fixed height whose width is `width`, or flexible when nil (in a stack).
    func view(options: RenderOptions, contentOffset: Double?) -> ViewNode {
        let height = tickHeight + Self.labelHeight(options) + 8
        let me = self
        // As the SwiftUI ruler: accessibilityValue(value.formatted()), adjustable by one tick.
        let shown = value.formatted(.number.locale(Locale(identifier: options.locale)))
        let element = AccessibilityElement(label: title, value: shown, traits: ["adjustable"])
        return .component(Component(name: "ruler \(title)", height: height, accessibility: element) { size, ctx in
            me.draw(size: size, contentOffset: contentOffset, options: options, ctx: ctx)
        })
    }

    /// Ticks whose cell overlaps (0, width), widened by `margin` cells on each side.
    static func visibleTicks(count: Int, width: Double, spacing: Double, offset: Double, margin: Int = 0) -> Range<Int> {
        guard count > 0, spacing > 0, width > 0 else { return 0..<0 }
        // Cell i spans start + i * spacing ... + spacing, with start = (W - spacing)/2 - offset.
        let start = (width - spacing) / 2 - offset
        let lo = ((-start) / spacing - 1).rounded(.down) + 1 - Double(margin)
        let hi = ((width - start) / spacing).rounded(.up) - 1 + Double(margin)
        // A huge spacing or offset can overflow to infinity (index x spacing): nothing is visible
        // then, rather than a trap converting it to Int.
        guard lo.isFinite, hi.isFinite else { return 0..<0 }
        let first = Int(max(lo, 0)), last = Int(min(hi, Double(count - 1)))
        return first <= last ? first..<(last + 1) : 0..<0
    }

    func draw(size: Size, contentOffset: Double?, options o: RenderOptions, ctx: LayoutContext) -> [Node] {
        let W = size.width, H = size.height
        let scale = self.scale, spacing = self.spacing, major = self.major
        let offset = contentOffset ?? restingOffset
        let primary = majorTickColor.resolved(o.palette)
        let faded = minorTickColor.resolved(o.palette).opacity(minorTickOpacity)
        let labelColor = self.labelColor.resolved(o.palette)
        let font = labelFont.font(at: o.dynamicType)
        let locale = Locale(identifier: o.locale)
        let start = (W - spacing) / 2 - offset
        // Labels may overhang their cell (fixedSize); widen the range so a label whose tick is
        // just off screen still shows its visible part. 120 pt covers any label of the scale.
        let margin = Int((120 / spacing).rounded(.up))
        var ticks: [Node] = []
        var labels: [Node] = []
        for i in Self.visibleTicks(count: scale.tickCount, width: W, spacing: spacing, offset: offset, margin: margin) {
            // Right to left the ScrollView is mirrored: tick 0 at the right, values increasing
            // to the left, a positive offset moving the content right.
            let cellX = ctx.grid(ctx.leadingX(start + Double(i) * spacing, width: spacing, in: W))
            let isMajor = i % major == 0
            let inside = cellX + spacing > 0 && cellX < W
            if inside {
                let isMiddle = !isMajor && major >= 2 && i % (major / 2) == 0
                let w = isMajor ? majorTickWidth : isMiddle ? middleTickWidth : minorTickWidth
                let h = tickHeight * (isMajor ? majorTickHeightFraction : isMiddle ? middleTickHeightFraction : minorTickHeightFraction)
                ticks.append(.shape(ShapeItem(.capsule, rect: Rect(x: cellX + (spacing - w) / 2, y: 0, width: w, height: h),
                                              color: isMajor ? primary : faded)))
            }
            if isMajor {
                let text = scale.value(at: i).formatted(.number.locale(locale))
                let line = ctx.line(text, font)
                let x = cellX + (spacing - line.frameWidth) / 2
                guard x + line.frameWidth > 0, x < W else { continue }
                labels.append(ctx.textNode(text, line: line, topLeft: Point(x, H - line.height), color: labelColor))
            }
        }
        // The gradient runs from leading to trailing: right to left its stops mirror (the
        // SwiftUI ruler's are their own mirror image). The indicator stays centred.
        let stops = maskStops.map { GradientMask.Stop(location: $0.location, alpha: $0.opacity) }
        let mirrored = stops.reversed().map { GradientMask.Stop(location: 1 - $0.location, alpha: $0.alpha) }
        // A symmetric mask is kept as given: 1 - 0.82 is 0.18000000000000005, not 0.18.
        let symmetric = zip(stops, mirrored).allSatisfy { abs($0.location - $1.location) < 1e-12 && $0.alpha == $1.alpha }
        let mask = GradientMask(stops: ctx.isRightToLeft && !symmetric ? mirrored : stops)
        let bounds = Rect(x: 0, y: 0, width: W, height: H)
        let indicator = indicatorShape.item(Rect(x: ctx.grid(W / 2 - indicatorWidth / 2), y: 0, width: indicatorWidth,
                                                 height: indicatorHeight ?? tickHeight + 8),
                                            cornerRadius: indicatorCornerRadius, color: tint.resolved(o.palette))
        return [.layer(Layer(name: "ticks", bounds: bounds, clips: true, mask: mask, children: ticks + labels)),
                .shape(indicator)]
    }
}

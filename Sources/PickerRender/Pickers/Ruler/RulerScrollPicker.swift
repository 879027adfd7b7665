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
    /// Theming: major ticks, middle and minor ticks (drawn at 0.6 opacity), labels.
    public var majorTickColor: ColorSpec = .primary
    public var minorTickColor: ColorSpec = .secondary
    public var labelColor: ColorSpec = .secondary

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

    /// The value a content offset selects (RulerScrollPickerScale.index(forOffset:)).
    public func value(atOffset offset: Double) -> Double {
        scale.value(at: scale.index(forOffset: offset, spacing: spacing))
    }

    public static let kind = "ruler"
    public static let defaultWidth = 402.0
    public static let defaultBackground = SemanticColor.systemBackground
    /// The content offset in points (default: the value's resting offset).
    public static let scrollUnit: ScrollUnit? = .points

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout { ControlLayout(try layoutNode(in: context)) }

    func layoutNode(in context: PickerContext) throws(PickerError) -> ViewNode {
        view(options: context.options, contentOffset: context.offset)
    }

    public static let specFields: [SpecField] = [
        SpecField("title", .string, "accessibility label, not drawn"),
        SpecField("value", .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
                  "the selected value, clamped into the range (default: the lower bound)"),
        SpecField("range", .object(rangeFields), "the values, from a lower to an upper bound (default 0...100)"),
        SpecField("step", .number(-1e300...1e300), "between ticks; not positive means 1, as RulerScrollPickerScale makes it (default 1)"),
        SpecField("majorEvery", .integer(-1_000_000...1_000_000), "ticks per major tick (default 10)"),
        SpecField("tickSpacing", .number(-1e300...Limits.maximumLength),
                  "points between ticks, at least 4 (a smaller spacing is 4), at most \(Limits.maximumLengthText) (default 12)"),
        SpecField("tint", .color, "the indicator's colour (default indigo)"),
        SpecField("majorTickColor", .color, "major ticks (default primary)"),
        SpecField("minorTickColor", .color, "middle and minor ticks, drawn at 0.6 opacity (default secondary)"),
        SpecField("labelColor", .color, "the labels (default secondary)"),
    ]
    static let rangeFields = [SpecField("from", .number(-1e300...1e300), required: true, "lower bound"),
                              SpecField("through", .number(-1e300...1e300), required: true, "upper bound")]

    public init(spec o: SpecObject) throws(SpecError) {
        var range: ClosedRange<Double> = 0...100
        if let r = try o.object("range", fields: Self.rangeFields) {
            let from = r.number("from")!, through = r.number("through")!
            guard from <= through else { throw o.error("range", "from \(JSONValue.format(from)) is above through \(JSONValue.format(through))") }
            range = from...through
        }
        guard o.string("tint") != "transparent" else { throw o.error("tint", "\"transparent\" is not a tint") }
        self.init(title: o.string("title") ?? "", value: o.number("value") ?? range.lowerBound, range: range,
                  step: o.number("step") ?? 1, majorEvery: o.int("majorEvery") ?? 10,
                  tickSpacing: o.number("tickSpacing") ?? 12, tint: o.color("tint") ?? .semantic(.indigo))
        if let c = o.color("majorTickColor") { majorTickColor = c }
        if let c = o.color("minorTickColor") { minorTickColor = c }
        if let c = o.color("labelColor") { labelColor = c }
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title)
        w.set("value", value)
        var r = SpecWriter()
        r.set("from", range.lowerBound); r.set("through", range.upperBound)
        w.set("range", r.value)
        w.set("step", step)
        w.set("majorEvery", majorEvery)
        w.set("tickSpacing", tickSpacing)
        w.set("tint", tint.specText)
        if majorTickColor != .primary { w.set("majorTickColor", majorTickColor.specText) }
        if minorTickColor != .secondary { w.set("minorTickColor", minorTickColor.specText) }
        if labelColor != .secondary { w.set("labelColor", labelColor.specText) }
    }

    /// Heights of docs/architecture.md §4.
    static let tickHeight = 48.0

    static func labelHeight(_ o: RenderOptions) -> Double {
        DynamicType.scaledMetric(22, relativeTo: .caption, size: o.dynamicType, displayScale: o.displayScale)
    }

    /// A view of fixed height whose width is `width`, or flexible when nil (in a stack).
    func view(options: RenderOptions, contentOffset: Double?) -> ViewNode {
        let height = Self.tickHeight + Self.labelHeight(options) + 8
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
        let faded = minorTickColor.resolved(o.palette).opacity(0.6)
        let labelColor = self.labelColor.resolved(o.palette)
        let font = Font.system(.caption, size: o.dynamicType)
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
                let w = isMajor ? 2.5 : 1.5
                let h = isMajor ? Self.tickHeight : isMiddle ? Self.tickHeight * 0.7 : Self.tickHeight * 0.45
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
        // The mask is its own mirror image, and the indicator stays centred: neither depends on
        // the layout direction.
        let mask = GradientMask(stops: [.init(location: 0, alpha: 0), .init(location: 0.18, alpha: 1),
                                        .init(location: 0.82, alpha: 1), .init(location: 1, alpha: 0)])
        let bounds = Rect(x: 0, y: 0, width: W, height: H)
        let indicator = ShapeItem(.capsule, rect: Rect(x: ctx.grid(W / 2 - 2), y: 0, width: 4, height: Self.tickHeight + 8),
                                  color: tint.resolved(o.palette))
        return [.layer(Layer(name: "ticks", bounds: bounds, clips: true, mask: mask, children: ticks + labels)),
                .shape(indicator)]
    }
}

// RulerScrollPicker's body: the SwiftUI ruler block as its code is written (docs/architecture.md
// §4), in the picture model's vocabulary. The block's structure is kept: a GeometryReader gives
// the width; a horizontal ScrollView over a lazy stack's ForEach of tick cells (`spacing` wide,
// the capsule chosen by `index % majorEvery`: major, middle at half of it, minor), labels under
// the major ticks as fixed-size number texts in an overlay, content margins of half the width
// less a cell so the first and last ticks reach the centre, the content offset at the value's
// tick; over the scroll the gradient mask, and over the mask the tint indicator. Tick cells start
// on the pixel grid (as SwiftUI lays them out); the capsules keep their fractional width and are
// anti-aliased, so a 1.5-pt tick at @1x carries 1.5 px of ink. Right to left the horizontal
// scroll runs from the right (values increase to the left), the mask's stops mirror, labels
// stay readable (moved, not flipped) and the indicator stays centred.

import Foundation
import PickerRenderGeometry
import PickerRenderText

extension RulerScrollPicker {
    /// The label line's height: `@ScaledMetric(relativeTo: .caption) var labelHeight = 22`.
    static func labelHeight(_ o: RenderOptions) -> Double {
        DynamicType.scaledMetric(22, relativeTo: .caption, size: o.dynamicType, displayScale: o.displayScale)
    }

    /// The block's body for the picture's environment and scroll offset (points past the value).
    func body(in context: PickerContext) -> AnyView {
        let o = context.options
        let height = tickHeight + Self.labelHeight(o) + 8
        let contentOffset = restingOffset + (context.offset ?? 0)
        let me = self
        let ruler = SizedView(name: "GeometryReader", flexibleHeight: false) { size throws(PickerError) in
            me.ruler(width: size.width, height: height, contentOffset: contentOffset, options: o).tree
        }
        // As the SwiftUI ruler: accessibilityValue(value.formatted()), adjustable by one tick.
        let shown = value.formatted(.number.locale(Locale(identifier: o.locale)))
        return AnyView(AnyView(.sized(ruler)).frame(height: height).tree.changingAccessibility {
            $0.label = title; $0.value = shown; $0.traits = ["adjustable"]
        })
    }

    /// The ruler `width` points wide.
    func ruler(width W: Double, height: Double, contentOffset: Double, options o: RenderOptions) -> AnyView {
        guard W > 0 else { return AnyView(Spacer(minLength: 0)) }
        let scale = self.scale, spacing = self.spacing, major = Expression(Double(self.major))
        let isMajor: Expression = .index % major == 0
        let isMiddle: Expression = !isMajor && major >= 2 && .index % Expression(Double(self.major / 2)) == 0
        let faded = minorTickColor.opacity(minorTickOpacity)
        func tick(_ color: ColorSpec, width: Double, fraction: Double) -> AnyView {
            AnyView(Capsule().fill(color).frame(width: width, height: tickHeight * fraction))
        }
        let cell = ConditionalContent(if: isMajor) {
            tick(majorTickColor, width: majorTickWidth, fraction: majorTickHeightFraction)
        } else: {
            ConditionalContent(if: isMiddle) {
                tick(faded, width: middleTickWidth, fraction: middleTickHeightFraction)
            } else: {
                tick(faded, width: minorTickWidth, fraction: minorTickHeightFraction)
            }
        }
        .frame(width: spacing, height: height, alignment: .top)
        .overlay(alignment: .bottom, ConditionalContent(if: isMajor) {
            Text(Expression(scale.lowerBound) + .index * Expression(scale.step), format: .number)
                .font(labelFont).foregroundStyle(labelColor).fixedSize()
        })
        let mask = LinearGradient(stops: maskStops.map { Gradient.Stop(color: ColorSpec.black.opacity($0.opacity), location: $0.location) },
                                  startPoint: .leading, endPoint: .trailing)
        let indicator = ShapeView(indicatorShape.kind(cornerRadius: indicatorCornerRadius), paint: .color(tint))
            .frame(width: indicatorWidth, height: indicatorHeight ?? tickHeight + 8)
        // A spacing built in Swift beyond a view's largest length (1e305 points) puts every tick
        // but an unreachable one off the view: the ruler draws no ticks, not a failure.
        let ticks = spacing <= Limits.maximumLength && contentOffset.isFinite
            ? AnyView(ScrollView(.horizontal, length: W, contentMargins: max((W - spacing) / 2, 0), position: .contentOffset(contentOffset)) {
                ForEach(values: .range(from: 0, through: scale.tickCount - 1, by: 1, format: "%d"), spacing: 0, item: cell.tree)
            })
            : AnyView(Spacer(minLength: 0))
        return ticks
        .frame(height: height)
        .mask(mask)
        .overlay(alignment: .top, indicator)
    }
}

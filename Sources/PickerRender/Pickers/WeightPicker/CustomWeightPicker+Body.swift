// CustomWeightPicker's body: the article's ruler as iOS lays its SwiftUI code out (the header of
// CustomWeightPicker.swift reads that code). A GeometryReader gives the width; the ticks near the
// view (each a Divider's background and its separator colour over it, one device pixel wide) and
// the major ticks' labels are a layout clipped to the frame, as the ScrollView clips them; the
// 1 x 40-pt indicator sits over it. `WeightRulerLayout` places them where the scroll view at rest
// puts them: tick i at W/2 + (i - p) x spacing on the pixel grid, mirrored right to left.

import Foundation
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderText

extension CustomWeightPicker {
    func body(in context: PickerContext) throws(PickerError) -> AnyView {
        try validated()
        guard height.isFinite, height >= Self.minimumHeight, height <= Limits.maximumLength else {
            throw .invalidOption(name: "height", value: PickerError.format(height),
                                 expected: Limits.points(from: PickerError.format(Self.minimumHeight)))
        }
        let o = context.options, me = self
        let ruler = SizedView(name: "GeometryReader", flexibleHeight: false) { size throws(PickerError) in
            me.ruler(width: size.width, options: o).tree
        }
        return AnyView(AnyView(.sized(ruler)).frame(height: height).tree.changingAccessibility {
            $0.label = title; $0.value = formattedValue(locale: o.locale); $0.traits = ["adjustable"]
        })
    }

    /// The ruler `width` points wide: the clipped ticks and labels, then the indicator.
    func ruler(width W: Double, options o: RenderOptions) -> AnyView {
        // Labels are at most a few digits of caption: 80 pt covers their half width at AX5.
        let range = visibleTicks(width: W, margin: 80)
        let ticks = range.map(Array.init) ?? []
        let labelled = ticks.filter { label(at: $0) != nil }
        let zero = Self.zeroDigit(locale: o.locale)
        let divider = ColorSpec.fixed(Self.dividerColor(o.appearance))
        let layout = WeightRulerLayout(picker: self, ticks: ticks, labelled: labelled)
        return AnyView(ZStack(alignment: .topLeading) {
            layout {
                for i in ticks {
                    Rectangle().fill(i % config.steps == 0 ? .primary : .fixed(Self.gray))
                    Rectangle().fill(divider)
                }
                for i in labelled {
                    Text(Self.withDigits(label(at: i)!, zero: zero)).font(Font.system(.caption, size: o.dynamicType, weight: .semibold)).singleLine()
                }
            }
            .clipped()
            IndicatorLayout() { Rectangle().fill(.primary) }
        })
    }
}

/// The ticks and labels where the scroll view at rest puts them. Subviews: two a tick (its
/// Divider's background, then the separator colour over it), then one label a labelled tick.
struct WeightRulerLayout: CustomLayout {
    var picker: CustomWeightPicker
    var ticks: [Int]
    var labelled: [Int]

    var name: String { "ticks" }
    var flexibleHeight: Bool { true }

    func sizeThatFits(proposal: Size, subviews: LayoutSubviews) -> Size { SizedNode.offered(proposal) }

    /// Tick i's x on the grid, mirrored right to left (tick 0 toward the right).
    func x(_ i: Int, width W: Double, _ subviews: LayoutSubviews) -> Double {
        subviews.grid(subviews.isRightToLeft ? W - picker.tickX(i, width: W) : picker.tickX(i, width: W))
    }

    func placeSubviews(size: Size, subviews: LayoutSubviews) {
        let W = size.width, H = size.height, hairline = 1 / subviews.scale
        let bandBottom = subviews.grid((H - CustomWeightPicker.bandHeight) / 2) + CustomWeightPicker.bandHeight
        for (k, i) in ticks.enumerated() {
            let x = x(i, width: W, subviews)
            guard x + hairline > 0, x < W else { continue }
            let h = i % picker.config.steps == 0 ? CustomWeightPicker.majorHeight : CustomWeightPicker.minorHeight
            // The Divider's origin, half a pixel left of x, rounds half up onto x itself.
            let line = Rect(x: x, y: bandBottom - h, width: hairline, height: h)
            subviews.place(2 * k, in: line)
            subviews.place(2 * k + 1, in: line)
        }
        for (k, i) in labelled.enumerated() {
            let sub = 2 * ticks.count + k
            let s = subviews.size(sub, proposal: Size(.infinity, .infinity))
            let left = x(i, width: W, subviews) - s.width / 2
            guard left + s.width > 0, left < W else { continue }
            subviews.place(sub, in: Rect(x: left, y: bandBottom + CustomWeightPicker.labelOffset - s.height, width: s.width, height: s.height))
        }
    }
}

/// The article's indicator: a 1 x 40-pt Rectangle over the ruler, bottom-aligned with 20 pt of
/// padding under it, centred on the pixel grid.
struct IndicatorLayout: CustomLayout {
    var name: String { "indicator" }
    var flexibleHeight: Bool { true }

    func sizeThatFits(proposal: Size, subviews: LayoutSubviews) -> Size { SizedNode.offered(proposal) }

    func placeSubviews(size: Size, subviews: LayoutSubviews) {
        let s = CustomWeightPicker.indicatorSize
        subviews.place(0, in: Rect(x: subviews.grid((size.width - s.width) / 2),
                                   y: subviews.grid(size.height - CustomWeightPicker.indicatorBottomPadding - s.height),
                                   width: s.width, height: s.height))
    }
}

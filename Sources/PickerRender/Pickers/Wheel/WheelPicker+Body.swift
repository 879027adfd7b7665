// WheelPicker's body: the SwiftUI wheel block as its code is written (docs/architecture.md §3),
// in the picture model's vocabulary. The block's structure is kept: a band behind a vertical
// ScrollView whose lazy stack's ForEach makes one row a value, `.frame(height: rowHeight)`,
// content margins of half the remaining height so the first and last rows reach the centre,
// the scroll position at the selection, and each row's visualEffect turning it by its position
// (`position * tilt` degrees, `perspective`), scaling it (`1 - abs(position) * scaleFalloff`)
// and fading it (`1 - abs(position) * opacityFalloff`), flat with Reduce Motion. The effects
// are expressions of the row's `position`, so the scroll layout evaluates them per row
// (ViewTreeLayout+Scroll) and a row is one layer sampled once through one homography.
// The whole is one VoiceOver element: the title, the selection, adjustable, its options listed
// when there are at most `maximumListedOptions`.

import PickerRenderText

extension WheelPicker {
    /// Most values whose texts the accessibility element lists as options: listing costs a text
    /// a value, so past this a frame still costs what its visible rows cost.
    static let maximumListedOptions = 1000

    /// The block's body for the picture's environment and scroll offset (in rows).
    func body(in context: PickerContext) -> AnyView {
        let o = context.options
        // @ScaledMetric(relativeTo: .title3) var rowHeight.
        let rowHeight = DynamicType.scaledMetric(self.rowHeight, relativeTo: .title3, size: o.dynamicType, displayScale: o.displayScale)
        let height = rowHeight * Double(WheelPickerMath.clampedVisibleRows(visibleRows))
        let values: ForEach.Values
        switch self.values {
        case .list(let texts): values = .strings(texts)
        case .range(let r, let step, let format): values = .range(from: r.lowerBound, through: r.upperBound, by: step, format: format.pattern)
        }
        let tilt = Expression(tilt), scaleFalloff = Expression(scaleFalloff), opacityFalloff = Expression(opacityFalloff)
        let row = Text("{value}").font(rowFont).foregroundStyle(textColor).lineLimit(1).minimumScaleFactor(0.6)
            .frame(maxWidth: .infinity)
            .frame(height: rowHeight)
            .rotation3DEffect(.degrees(.cond(.reduceMotion, 0, .position * tilt)), axis: (x: 1, y: 0, z: 0),
                              perspective: Expression(perspective))
            .scaleEffect(.cond(.reduceMotion, 1, 1 - .abs(.position) * scaleFalloff))
            .opacity(1 - .abs(.position) * opacityFalloff)
        let wheel = ZStack {
            ShapeView(bandShape.kind(cornerRadius: bandCornerRadius), paint: .color(bandColor)).frame(height: rowHeight)
            ScrollView(.vertical, length: height, contentMargins: (height - rowHeight) / 2,
                       position: .index(selectedIndex, anchor: .center), offset: (context.offset ?? 0) * rowHeight) {
                ForEach(values: values, spacing: 0, item: row.tree)
            }
        }
        let listed = count <= Self.maximumListedOptions ? (0..<count).map { text(at: $0, locale: o.locale) } : nil
        return AnyView(wheel.tree.changingAccessibility {
            $0.label = title; $0.value = text(at: selectedIndex, locale: o.locale); $0.traits = ["adjustable"]; $0.options = listed
        })
    }
}

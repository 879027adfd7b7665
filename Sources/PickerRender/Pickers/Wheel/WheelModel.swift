// WheelModel: the wheel with its values turned into text, and its layout into scene nodes
// (docs/architecture.md §3): the selection band behind, then one layer a row, the size of its
// box, holding centred text, turned by rotation3DEffect, scaled and faded about its own centre.
// Only rows whose box can touch the wheel's frame are laid out.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText


/// The wheel with its values already turned into text.
struct WheelModel {
    /// Most values whose texts the accessibility element lists as options.
    static let maximumListedOptions = 1000

    var title: String
    var count: Int
    /// The text of value `i`; called only for the rows that are laid out.
    var label: (Int) -> String
    var selectedIndex: Int
    var visibleRows: Int
    var offset: Double
    /// The band's shape, fill and corner radius, and the rows' text colour (nil: the SwiftUI
    /// wheel's).
    var band: (shape: ControlShape, color: Color, cornerRadius: Double)?
    var textColor: Color?
    /// The rows' font (title3 semibold with monospaced digits in the SwiftUI wheel).
    var font = WheelPicker.defaultRowFont
    /// The per-row math's constants (the SwiftUI block's by default).
    struct Math {
        var tilt = -62.0, perspective = WheelPickerMath.perspective, scaleFalloff = 0.12, opacityFalloff = 0.72, rowHeight = 44.0
    }
    var math = Math()

    /// A fixed-size view: width x rowHeight x clamped visibleRows.
    func view(options: RenderOptions) -> ViewNode {
        let rowHeight = DynamicType.scaledMetric(math.rowHeight, relativeTo: .title3, size: options.dynamicType,
                                                 displayScale: options.displayScale)
        let height = rowHeight * Double(WheelPickerMath.clampedVisibleRows(visibleRows))
        let me = self
        // VoiceOver's option list, so a report can check the "distinct text" rule. Listing
        // costs a label per value, so past `maximumListedOptions` it is left out and a frame still
        // costs what its visible rows cost.
        let listed = count <= WheelModel.maximumListedOptions ? (0..<count).map(label) : nil
        let element = AccessibilityElement(label: title, value: label(selectedIndex), traits: ["adjustable"],
                                           options: listed)
        return .component(Component(name: "wheel \(title)", height: height,
                                    accessibility: element) { size, ctx in
            me.draw(size: size, rowHeight: rowHeight, options: options, ctx: ctx)
        })
    }

    /// The rows whose box can touch a frame of `height`, given the scroll position `s`.
    static func visibleRange(count: Int, s: Double, height: Double, rowHeight: Double) -> Range<Int> {
        guard count > 0, rowHeight > 0, height > 0 else { return 0..<0 }
        // Row i spans height/2 + (i - s) * rowHeight +- rowHeight/2; keep those overlapping (0, height).
        let half = height / 2 / rowHeight
        let lo = Int((s - half - 0.5).rounded(.down)) + 1
        let hi = Int((s + half + 0.5).rounded(.up)) - 1
        let first = max(lo, 0), last = min(hi, count - 1)
        return first <= last ? first..<(last + 1) : 0..<0
    }

    func draw(size: Size, rowHeight: Double, options: RenderOptions, ctx: LayoutContext) -> [Node] {
        let height = size.height, width = size.width
        let colors = options.palette
        var nodes: [Node] = []
        // The selection band behind the rows.
        let bandTop = ctx.grid((height - rowHeight) / 2)
        nodes.append(.shape((band?.shape ?? .roundedRectangle).item(Rect(x: 0, y: bandTop, width: width, height: rowHeight),
                                                                   cornerRadius: band?.cornerRadius ?? 12,
                                                                   color: band?.color ?? SemanticColor.quaternary.resolved(colors))))
        let s = Double(selectedIndex) + offset
        let font = self.font.font(at: options.dynamicType)
        let box = Size(width, rowHeight)
        var rows: [Node] = []
        for i in WheelModel.visibleRange(count: count, s: s, height: height, rowHeight: rowHeight) {
            let top = ctx.grid(height / 2 + (Double(i) - s) * rowHeight - rowHeight / 2)
            let position = WheelPickerMath.position(midY: top + rowHeight / 2, height: height)
            let angle = WheelPickerMath.angle(position: position, reduceMotion: options.reduceMotion, tilt: math.tilt)
            let scale = WheelPickerMath.scale(position: position, reduceMotion: options.reduceMotion, falloff: math.scaleFalloff)
            let transform = Homography.translation(0, top)
                * Homography.scale(scale, about: Point(width / 2, rowHeight / 2))
                * Homography.rotationX(degrees: angle, perspective: math.perspective, box: box)
            let string = label(i)
            let line = ctx.line(string, font, maxWidth: width, minimumScaleFactor: 0.6)
            let text = ctx.textNode(string, line: line,
                                    topLeft: Point((width - line.frameWidth) / 2, (rowHeight - line.height) / 2),
                                    color: textColor ?? SemanticColor.primary.resolved(colors))
            rows.append(.layer(Layer(name: "row \(i)", bounds: Rect(origin: .zero, size: box), transform: transform,
                                     opacity: WheelPickerMath.opacity(position: position, falloff: math.opacityFalloff), children: [text])))
        }
        nodes.append(.layer(Layer(name: "rows", bounds: Rect(origin: .zero, size: size), clips: true, children: rows)))
        return nodes
    }
}

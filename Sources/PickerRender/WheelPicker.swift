// WheelPicker: the seed's 3D wheel (DESIGN §3) as a public API that mirrors the SwiftUI one,
// and its layout into scene nodes. Rows are layers the size of their box holding centred
// text; each is turned by rotation3DEffect, scaled and faded about its own centre. Only rows
// whose box can touch the wheel's frame are laid out, so cost does not grow with the values.

import Geometry
import Scene
import Text

public struct WheelPicker<Value: Hashable> {
    public var title: String
    public var values: [Value]
    public var selection: Value
    public var visibleRows: Int
    public var text: (Value) -> String

    public init(title: String, values: [Value], selection: Value, visibleRows: Int = 5,
                text: @escaping (Value) -> String) {
        self.title = title; self.values = values; self.selection = selection
        self.visibleRows = visibleRows; self.text = text
    }

    /// The non-generic model the layout works on; checks the seed's rules.
    func model(width: Double, offset: Double) throws(PickerError) -> WheelModel {
        guard !values.isEmpty else { throw .noValues }
        var seen = Set<Value>()
        for v in values where !seen.insert(v).inserted { throw .duplicateValue(text(v)) }
        guard let index = values.firstIndex(of: selection) else { throw .selectionNotFound(text(selection)) }
        guard width.isFinite, width > 0 else { throw .invalidWidth(PickerError.format(width)) }
        guard offset.isFinite else { throw .invalidOffset(PickerError.format(offset)) }
        return WheelModel(title: title, labels: values.map(text), selectedIndex: index,
                          visibleRows: visibleRows, width: width, offset: offset)
    }

    /// The resolved scene of the wheel alone on its background.
    /// - Parameters:
    ///   - width: points (default 171, a wheel's width in the seed demo on a 402-pt screen).
    ///   - offset: scroll offset in rows; 0 centres the selection, 0.5 is half-way to the next.
    public func scene(width: Double = 171, offset: Double = 0, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        let options = try options.validated()
        let model = try model(width: width, offset: offset)
        return try PickerRenderer(options: options).scene(model.view(options: options), title: "wheel",
                                                          background: options.background.resolved(default: .systemGroupedBackground, options.appearance))
    }

    /// The wheel drawn to pixels.
    public func render(width: Double = 171, offset: Double = 0, options: RenderOptions = RenderOptions()) throws(PickerError) -> RenderedImage {
        let options = try options.validated()
        let model = try model(width: width, offset: offset)
        let renderer = try PickerRenderer(options: options)
        let scene = renderer.scene(model.view(options: options), title: "wheel",
                                   background: options.background.resolved(default: .systemGroupedBackground, options.appearance))
        return renderer.render(scene)
    }
}

/// The wheel with its values already turned into text.
struct WheelModel {
    var title: String
    var labels: [String]
    var selectedIndex: Int
    var visibleRows: Int
    var width: Double
    var offset: Double

    /// A fixed-size view: width x rowHeight x clamped visibleRows.
    func view(options: RenderOptions, fixedWidth: Bool = true) -> View {
        let rowHeight = DynamicType.scaledMetric(44, relativeTo: .title3, size: options.dynamicType,
                                                 displayScale: options.displayScale)
        let height = rowHeight * Double(WheelPickerMath.clampedVisibleRows(visibleRows))
        let me = self
        return .component(Component(name: "wheel \(title)", height: height, fixedWidth: fixedWidth ? width : nil) { size, ctx in
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
        let colors = options.appearance
        var nodes: [Node] = []
        // The selection band behind the rows.
        let bandTop = ctx.grid((height - rowHeight) / 2)
        nodes.append(.shape(ShapeItem(.continuousRoundedRect, rect: Rect(x: 0, y: bandTop, width: width, height: rowHeight),
                                      cornerRadius: 12, color: SemanticColor.quaternary.resolved(colors))))
        let s = Double(selectedIndex) + offset
        let font = Font.system(.title3, size: options.dynamicType, weight: .semibold).monospacedDigit()
        let box = Size(width, rowHeight)
        var rows: [Node] = []
        for i in WheelModel.visibleRange(count: labels.count, s: s, height: height, rowHeight: rowHeight) {
            let top = ctx.grid(height / 2 + (Double(i) - s) * rowHeight - rowHeight / 2)
            let position = WheelPickerMath.position(midY: top + rowHeight / 2, height: height)
            let angle = WheelPickerMath.angle(position: position, reduceMotion: options.reduceMotion)
            let scale = WheelPickerMath.scale(position: position, reduceMotion: options.reduceMotion)
            let transform = Homography.translation(0, top)
                * Homography.scale(scale, about: Point(width / 2, rowHeight / 2))
                * Homography.rotationX(degrees: angle, perspective: WheelPickerMath.perspective, box: box)
            let line = ctx.line(labels[i], font, maxWidth: width, minimumScaleFactor: 0.6)
            let text = ctx.textNode(labels[i], line: line,
                                    topLeft: Point((width - line.frameWidth) / 2, (rowHeight - line.height) / 2),
                                    color: SemanticColor.primary.resolved(colors))
            rows.append(.layer(Layer(name: "row \(i)", bounds: Rect(origin: .zero, size: box), transform: transform,
                                     opacity: WheelPickerMath.opacity(position: position), children: [text])))
        }
        nodes.append(.layer(Layer(name: "rows", bounds: Rect(origin: .zero, size: size), clips: true, children: rows)))
        return nodes
    }
}

extension PickerError {
    static func format(_ v: Double) -> String {
        v.isNaN ? "nan" : v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

// WheelPicker: the seed's 3D wheel (DESIGN §3) as a public API that mirrors the SwiftUI one,
// and its layout into scene nodes. Rows are layers the size of their box holding centred
// text; each is turned by rotation3DEffect, scaled and faded about its own centre. Only rows
// whose box can touch the wheel's frame are laid out, so cost does not grow with the values.

import Geometry
import Scene
import Text

public struct WheelPicker<Value: Hashable> {
    public let title: String
    public let values: [Value]
    public var selection: Value
    public let visibleRows: Int
    public let text: (Value) -> String
    /// Each value's index, built once here: the seed's uniqueness rule is checked once per
    /// picker and a selection is found in O(1), so a frame costs what its visible rows cost,
    /// whatever the number of values.
    private let index: Result<[Value: Int], PickerError>

    public init(title: String, values: [Value], selection: Value, visibleRows: Int = 5,
                text: @escaping (Value) -> String) {
        self.title = title; self.values = values; self.selection = selection
        self.visibleRows = visibleRows; self.text = text
        var map = [Value: Int](minimumCapacity: values.count)
        var duplicate: Value?
        for (i, v) in values.enumerated() where map.updateValue(i, forKey: v) != nil {
            duplicate = v
            break
        }
        if values.isEmpty {
            index = .failure(.noValues)
        } else if let duplicate {
            index = .failure(.duplicateValue(text(duplicate)))
        } else {
            index = .success(map)
        }
    }

    /// The non-generic model the layout works on; checks the seed's rules.
    func model(width: Double, offset: Double) throws(PickerError) -> WheelModel {
        let map = try index.get()
        guard let selected = map[selection] else { throw .selectionNotFound(text(selection)) }
        guard width.isFinite, width > 0, width <= WheelModel.maximumWidth else { throw .invalidWidth(PickerError.format(width)) }
        guard offset.isFinite, abs(offset) <= WheelModel.maximumOffset else { throw .invalidOffset(PickerError.format(offset)) }
        let values = values, text = text
        return WheelModel(title: title, count: values.count, label: { text(values[$0]) }, selectedIndex: selected,
                          visibleRows: visibleRows, width: width, offset: offset)
    }

    /// The resolved scene of the wheel alone on its background.
    /// - Parameters:
    ///   - width: points (default 171, a wheel's width in the seed demo on a 402-pt screen).
    ///   - offset: scroll offset in rows; 0 centres the selection, 0.5 is half-way to the next.
    public func scene(width: Double = 171, offset: Double = 0, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try scene(width: width, offset: offset, using: PickerRenderer(options: options))
    }

    public func scene(width: Double = 171, offset: Double = 0, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        let model = try model(width: width, offset: offset)
        // A wheel narrower than a pixel would make an empty image.
        guard width * renderer.options.displayScale >= 1 else { throw .invalidWidth(PickerError.format(width)) }
        let o = renderer.options
        return renderer.scene(model.view(options: o), title: "wheel",
                              background: o.background.resolved(default: .systemGroupedBackground, o.appearance))
    }

    /// The wheel drawn to pixels.
    public func render(width: Double = 171, offset: Double = 0, options: RenderOptions = RenderOptions()) throws(PickerError) -> RenderedImage {
        try render(width: width, offset: offset, using: PickerRenderer(options: options))
    }

    /// The wheel drawn with a renderer kept across frames (its glyph cache stays warm).
    public func render(width: Double = 171, offset: Double = 0, using renderer: PickerRenderer) throws(PickerError) -> RenderedImage {
        renderer.render(try scene(width: width, offset: offset, using: renderer))
    }
}

/// The wheel with its values already turned into text.
struct WheelModel {
    /// Widest wheel accepted, in points (12,288 px at @3x): keeps a render's memory bounded.
    static let maximumWidth = 4096.0
    /// Largest scroll offset accepted, in rows: far beyond any list, still exact in Int.
    static let maximumOffset = 10_000_000.0
    /// Most values whose texts the accessibility element lists as options.
    static let maximumListedOptions = 1000

    var title: String
    var count: Int
    /// The text of value `i`; called only for the rows that are laid out.
    var label: (Int) -> String
    var selectedIndex: Int
    var visibleRows: Int
    var width: Double
    var offset: Double

    /// A fixed-size view: width x rowHeight x clamped visibleRows.
    func view(options: RenderOptions, fixedWidth: Bool = true) -> ViewNode {
        let rowHeight = DynamicType.scaledMetric(44, relativeTo: .title3, size: options.dynamicType,
                                                 displayScale: options.displayScale)
        let height = rowHeight * Double(WheelPickerMath.clampedVisibleRows(visibleRows))
        let me = self
        // VoiceOver's option list, so a report can check the seed's "distinct text" rule. Listing
        // costs a label per value, so past `maximumListedOptions` it is left out and a frame still
        // costs what its visible rows cost.
        let listed = count <= WheelModel.maximumListedOptions ? (0..<count).map(label) : nil
        let element = AccessibilityElement(label: title, value: label(selectedIndex), traits: ["adjustable"],
                                           options: listed)
        return .component(Component(name: "wheel \(title)", height: height, fixedWidth: fixedWidth ? width : nil,
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
        for i in WheelModel.visibleRange(count: count, s: s, height: height, rowHeight: rowHeight) {
            let top = ctx.grid(height / 2 + (Double(i) - s) * rowHeight - rowHeight / 2)
            let position = WheelPickerMath.position(midY: top + rowHeight / 2, height: height)
            let angle = WheelPickerMath.angle(position: position, reduceMotion: options.reduceMotion)
            let scale = WheelPickerMath.scale(position: position, reduceMotion: options.reduceMotion)
            let transform = Homography.translation(0, top)
                * Homography.scale(scale, about: Point(width / 2, rowHeight / 2))
                * Homography.rotationX(degrees: angle, perspective: WheelPickerMath.perspective, box: box)
            let string = label(i)
            let line = ctx.line(string, font, maxWidth: width, minimumScaleFactor: 0.6)
            let text = ctx.textNode(string, line: line,
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

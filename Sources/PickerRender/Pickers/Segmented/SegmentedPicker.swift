// SegmentedPicker: SwiftUI's Picker with .pickerStyle(.segmented), drawn as iOS 18's
// UISegmentedControl (DESIGN §9): a 32-pt track (continuous corners, radius 9) in
// tertiarySystemFill, equal segments, a thumb inset 2 pt (radius 7, white in light, 99,99,102
// in dark) under the selected segment, 1-pt separators in systemGray at 0.3 inset 5 pt that
// hide beside the thumb, 13-pt text (selected semibold, others medium) in label colour.
// Measured facts are lower confidence (DESIGN §9); the thumb's soft shadow is approximated by
// two faint offset rounded rectangles, since the rasterizer has no blur.

import Geometry
import Scene
import Text

public struct SegmentedPicker: PickerControl {
    public var title: String
    public var options: [String]
    public var selection: String

    public init(title: String, options: [String], selection: String) {
        self.title = title; self.options = options; self.selection = selection
    }

    static let height = 32.0

    func validated() throws(PickerError) -> Int { try PickerError.checkOptions(options, selection: selection) }

    public static let kind = "segmented"
    public static let defaultWidth = 354.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground

    public static let specFields: [SpecField] = [
        SpecField("title", .string, "accessibility label, not drawn"),
        SpecField("options", .strings, required: true, "the segments' labels, unique"),
        SpecField("selection", .string, "the selected option (default: the first)"),
    ]

    public init(spec o: SpecObject) throws(SpecError) {
        let options = o.strings("options")!
        self.init(title: o.string("title") ?? "", options: options, selection: o.string("selection") ?? options.first ?? "")
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title); w.set("options", options); w.set("selection", selection)
    }

    public func layout(in context: PickerContext) throws(PickerError) -> ViewNode { try view(options: context.options) }

    /// A flexible-width view (it takes the width it is offered, as the system control does).
    func view(options o: RenderOptions, width: Double? = nil) throws(PickerError) -> ViewNode {
        let selected = try validated()
        let labels = options
        let element = AccessibilityElement(label: title, value: labels[selected], traits: ["button", "selected"],
                                           options: labels)
        return .component(Component(name: "segmented \(title)", height: Self.height, fixedWidth: width,
                                    accessibility: element) { size, ctx in
            Self.draw(labels: labels, selected: selected, size: size, options: o, ctx: ctx)
        })
    }

    /// Segment frames in the control's space: equal widths over the whole track.
    public static func segmentFrames(count: Int, width: Double) -> [Rect] {
        guard count > 0 else { return [] }
        let w = width / Double(count)
        return (0..<count).map { Rect(x: Double($0) * w, y: 0, width: w, height: height) }
    }

    static func draw(labels: [String], selected: Int, size: Size, options o: RenderOptions, ctx: LayoutContext) -> [Node] {
        let dark = o.appearance == .dark
        var nodes: [Node] = [.shape(ShapeItem(.continuousRoundedRect, rect: Rect(origin: .zero, size: size), cornerRadius: 9,
                                              color: SemanticColor.tertiarySystemFill.resolved(o.appearance)))]
        let frames = segmentFrames(count: labels.count, width: size.width)
        // Separators between segments, except those touching the selected one.
        let separator = Color(142, 142, 147, alpha: 0.3)
        for i in 1..<max(labels.count, 1) where i != selected && i != selected + 1 {
            let x = ctx.grid(frames[i].minX - 0.5)
            nodes.append(.shape(ShapeItem(.rect, rect: Rect(x: x, y: 5, width: 1, height: height - 10), color: separator)))
        }
        // The thumb, with a faint shadow under it in light mode.
        let thumb = frames[selected].insetBy(dx: 2, dy: 2)
        if !dark {
            nodes.append(.shape(ShapeItem(.continuousRoundedRect, rect: thumb.offsetBy(dx: 0, dy: 1).insetBy(dx: -0.5, dy: -0.5),
                                          cornerRadius: 7.5, color: Color(0, 0, 0, alpha: 0.04))))
            nodes.append(.shape(ShapeItem(.continuousRoundedRect, rect: thumb.offsetBy(dx: 0, dy: 0.5),
                                          cornerRadius: 7, color: Color(0, 0, 0, alpha: 0.06))))
        }
        nodes.append(.shape(ShapeItem(.continuousRoundedRect, rect: thumb, cornerRadius: 7,
                                      color: dark ? Color(99, 99, 102) : Color(255, 255, 255))))
        let label = SemanticColor.label.resolved(o.appearance)
        for (i, text) in labels.enumerated() {
            let font = Font(pointSize: 13, weight: i == selected ? .semibold : .medium)
            let f = frames[i].insetBy(dx: 6, dy: 0)
            let line = ctx.line(text, font, maxWidth: max(f.width, 1), minimumScaleFactor: 0.75)
            nodes.append(ctx.textNode(text, line: line, topLeft: Point(f.midX - line.frameWidth / 2, f.midY - line.height / 2),
                                      color: label))
        }
        return nodes
    }
}

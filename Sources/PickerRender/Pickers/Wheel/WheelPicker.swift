// WheelPicker: the SwiftUI 3D wheel (docs/architecture.md §3) as a public API that mirrors the
// SwiftUI one, and its layout into scene nodes. Rows are layers the size of their box holding
// centred text; each is turned by rotation3DEffect, scaled and faded about its own centre. Only
// rows whose box can touch the wheel's frame are laid out, so cost does not grow with the values.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct WheelPicker: PickerControl {
    /// The values, as they are shown.
    public enum Values: Sendable, Equatable {
        /// Texts given one by one (the SwiftUI wheel's `text(value)` of each value).
        case list([String])
        /// Whole numbers `range` by `step`, each formatted by `format`: only the visible rows are
        /// ever formatted, so a million values cost what 24 do.
        case range(ClosedRange<Int>, step: Int, format: IntegerFormat)
    }

    public var title: String
    public var values: Values
    /// Which value is selected: its position in `values`.
    public var selectedIndex: Int
    public var visibleRows: Int
    /// Theming: the selection band's fill and corner radius, the rows' text colour.
    /// The SwiftUI wheel's look by default: quaternary, 12 pt, primary.
    public var bandColor: ColorSpec = .quaternary
    public var bandCornerRadius: Double = 12
    public var textColor: ColorSpec = .primary
    /// The wheel's own math, the SwiftUI block's constants by default: each row turns `tilt`
    /// degrees per unit of position (-62) with rotation3DEffect's `perspective` (0.55), shrinks
    /// by `scaleFalloff` (0.12) and fades by `opacityFalloff` (0.72) per unit of position, and is
    /// `rowHeight` points tall (44, scaled like title3 with Dynamic Type).
    public var tilt: Double = -62
    public var perspective: Double = WheelPickerMath.perspective
    public var scaleFalloff: Double = 0.12
    public var opacityFalloff: Double = 0.72
    public var rowHeight: Double = 44
    /// A rule of the SwiftUI wheel the values broke (duplicates, a selection not among them), found
    /// once at init and thrown when the wheel is laid out.
    private var problem: PickerError?

    /// Most values a list or range may hold: a row index stays exact in a Double.
    public static let maximumCount = 1 << 52
    /// A range's bounds and step are within +-2^53: whole numbers a spec (JSON's numbers are
    /// doubles) keeps exactly, so every wheel writes a spec that reads back to it.
    public static let rangeLimit = 1 << 53

    /// The SwiftUI `WheelPicker(title:values:selection:visibleRows:text:)`: any Hashable values,
    /// shown by `text`, which is called once per value here (the picker keeps the texts, so it
    /// is a Sendable, Equatable value). Values must be unique and hold the selection.
    public init<Value: Hashable>(title: String, values: [Value], selection: Value, visibleRows: Int = 5,
                                 text: (Value) -> String) {
        self.title = title; self.visibleRows = visibleRows
        let texts = values.map(text)
        self.values = .list(texts)
        var index = [Value: Int](minimumCapacity: values.count)
        for (i, v) in values.enumerated() where index.updateValue(i, forKey: v) != nil && problem == nil {
            problem = .duplicateValue(text(v))
        }
        if values.isEmpty { problem = .noValues }
        selectedIndex = values.firstIndex(of: selection) ?? 0
        if problem == nil, index[selection] == nil { problem = .selectionNotFound(text(selection), among: texts) }
    }

    /// Whole numbers from a range, formatted lazily (`format` as printf's, e.g. "%02d").
    public init(title: String, range: ClosedRange<Int>, step: Int = 1, format: String = "%d", selection: Int,
                visibleRows: Int = 5) {
        self.title = title; self.visibleRows = visibleRows
        let f: IntegerFormat
        do { f = try IntegerFormat(format) } catch { f = .decimal; problem = error }
        values = .range(range, step: max(step, 1), format: f)
        selectedIndex = 0
        guard problem == nil else { return }
        guard step > 0 else {
            problem = .invalidOption(name: "step", value: String(step), expected: "a positive step"); return
        }
        let limits = -Self.rangeLimit...Self.rangeLimit   // not abs(): abs(Int.min) traps
        guard step <= Self.rangeLimit, limits.contains(range.lowerBound), limits.contains(range.upperBound) else {
            problem = .invalidOption(name: "range", value: "\(range) by \(step)",
                                     expected: "bounds and step within +-\(Self.rangeLimit)"); return
        }
        // Differences of extreme bounds overflow Int: count in UInt.
        let steps = UInt(bitPattern: range.upperBound &- range.lowerBound) / UInt(step)
        guard steps < UInt(Self.maximumCount) else {
            problem = .invalidOption(name: "range", value: "\(range)", expected: "a range of at most \(Self.maximumCount) values")
            return
        }
        let offset = UInt(bitPattern: selection &- range.lowerBound)
        guard range.contains(selection), offset % UInt(step) == 0 else {
            problem = .selectionNotFound(f(selection)); return
        }
        selectedIndex = Int(offset / UInt(step))
    }

    /// How many values the wheel holds.
    public var count: Int {
        switch values {
        case .list(let texts): return texts.count
        case .range(let r, let step, _):
            // A range too long to draw says so at layout; here it only must not trap.
            let steps = UInt(bitPattern: r.upperBound &- r.lowerBound) / UInt(step)
            return steps < UInt(Self.maximumCount) ? Int(steps) + 1 : Self.maximumCount
        }
    }

    /// The text of value `i` (computed, for a range).
    public func text(at i: Int) -> String {
        switch values {
        case .list(let texts): return texts[i]
        // Wrapping arithmetic: lower + i x step is in range (so exact) even where i x step alone
        // would overflow (a range across all of Int).
        case .range(let r, let step, let format): return format(r.lowerBound &+ i &* step)
        }
    }

    /// The selected value's text.
    public var selection: String { text(at: selectedIndex) }

    /// The band drawn in another colour and corner radius.
    public func bandStyle(_ color: ColorSpec, cornerRadius: Double = 12) -> WheelPicker {
        var copy = self
        copy.bandColor = color; copy.bandCornerRadius = cornerRadius
        return copy
    }

    /// The rows' text in another colour.
    public func foregroundStyle(_ color: ColorSpec) -> WheelPicker {
        var copy = self
        copy.textColor = color
        return copy
    }

    public static let kind = "wheel"
    public static let defaultWidth = 171.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground
    public static let scrollUnit: ScrollUnit? = .rows

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout { ControlLayout(try layoutNode(in: context)) }

    func layoutNode(in context: PickerContext) throws(PickerError) -> ViewNode {
        if let problem { throw problem }
        // The spec's ranges (specFields), checked for a wheel built in Swift too.
        for (name, value) in [("bandCornerRadius", bandCornerRadius), ("tilt", tilt), ("perspective", perspective),
                              ("scaleFalloff", scaleFalloff), ("opacityFalloff", opacityFalloff), ("rowHeight", rowHeight)] {
            guard let field = Self.specFields.first(where: { $0.name == name }), case .number(let range) = field.kind else { continue }
            guard value.isFinite, range.contains(value) else {
                throw .invalidOption(name: name, value: PickerError.format(value), expected: field.expected)
            }
        }
        let me = self
        var model = WheelModel(title: title, count: count, label: { me.text(at: $0) }, selectedIndex: selectedIndex,
                               visibleRows: visibleRows, offset: context.offset ?? 0)
        model.math = .init(tilt: tilt, perspective: perspective, scaleFalloff: scaleFalloff, opacityFalloff: opacityFalloff,
                           rowHeight: rowHeight)
        model.band = (bandColor.resolved(context.options.palette), bandCornerRadius)
        model.textColor = textColor.resolved(context.options.palette)
        return model.view(options: context.options)
    }

    public static let specFields: [SpecField] = [
        SpecField("title", .string, "accessibility label, not drawn (default: none, which the sidecar warns about)"),
        SpecField("values", .strings, "the values as shown, unique (or give range)"),
        SpecField("range", .object(rangeFields), "whole numbers from a first to a last value, by a step (or give values)"),
        SpecField("format", .string, "with range: printf-style pattern of each value, e.g. %02d (default %d)"),
        SpecField("selection", .string, "the selected value as shown (default: the first)"),
        SpecField("visibleRows", .integer(-1_000_000...1_000_000), "rows shown, clamped to 1...15 as the SwiftUI wheel does (default 5)"),
        SpecField("bandColor", .color, "the selection band's fill (default quaternary)"),
        SpecField("bandCornerRadius", .number(0...1000), "the band's corner radius in points (default 12)"),
        SpecField("textColor", .color, "the rows' text colour (default primary)"),
        SpecField("tilt", .number(-180...180), "degrees each row turns per unit of position, -1 at the top to 1 at the bottom (default -62)"),
        SpecField("perspective", .number(0...1.5), "rotation3DEffect's perspective for the rows (default 0.55)"),
        SpecField("scaleFalloff", .number(0...0.95), "how much smaller a row gets per unit of position (default 0.12)"),
        SpecField("opacityFalloff", .number(0...1), "how much a row fades per unit of position (default 0.72)"),
        SpecField("rowHeight", .number(8...400), "row height in points, scaled like title3 with Dynamic Type (default 44)"),
    ]
    static let rangeFields = [
        SpecField("from", .integer(-rangeLimit...rangeLimit), required: true, "first value"),
        SpecField("through", .integer(-rangeLimit...rangeLimit), required: true, "last value (included)"),
        SpecField("by", .integer(1...rangeLimit), "the range's step (default 1)"),
    ]

    public init(spec o: SpecObject) throws(SpecError) {
        let title = o.string("title") ?? ""
        let rows = o.int("visibleRows") ?? 5
        switch (o.strings("values"), try o.object("range", fields: Self.rangeFields)) {
        case (.some, .some): throw o.error("range", "give values or range, not both")
        case (nil, nil): throw o.error("values", "missing (give values, or range)")
        case (let texts?, nil):
            if o.has("format") { throw o.error("format", "goes with range, not values") }
            let selection = o.string("selection") ?? texts.first ?? ""
            self.init(title: title, values: texts, selection: selection, visibleRows: rows, text: { $0 })
        case (nil, let r?):
            let from = r.int("from")!, through = r.int("through")!
            guard from <= through else { throw o.error("range", "from \(from) is after through \(through)") }
            let format: IntegerFormat
            do { format = try IntegerFormat(o.string("format") ?? "%d") } catch {
                // The error names the field already ("format: '%s' is not ..."): not twice.
                guard case let .invalidOption(_, value, expected) = error else { throw o.error("format", error.description) }
                throw o.error("format", "'\(value)' is not \(expected)")
            }
            var selection = from
            if let text = o.string("selection") {
                guard let v = format.parse(text) ?? Int(text) else {
                    throw o.error("selection", "'\(text)' is not a value of the range as \(format.pattern) shows it")
                }
                selection = v
            }
            self.init(title: title, range: from...through, step: r.int("by") ?? 1, format: format.pattern,
                      selection: selection, visibleRows: rows)
        }
        // A spec is refused where it is read, naming the field (`content.selection`), rather
        // than when it is drawn: a command line or a reader learns of it before any layout.
        if let problem {
            guard let (field, message) = problem.fieldMessage else { throw SpecError(path: o.path, message: problem.description) }
            throw o.error(field, message)
        }
        if let c = o.color("bandColor") { bandColor = c }
        if let r = o.number("bandCornerRadius") { bandCornerRadius = r }
        if let c = o.color("textColor") { textColor = c }
        if let v = o.number("tilt") { tilt = v }
        if let v = o.number("perspective") { perspective = v }
        if let v = o.number("scaleFalloff") { scaleFalloff = v }
        if let v = o.number("opacityFalloff") { opacityFalloff = v }
        if let v = o.number("rowHeight") { rowHeight = v }
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title)
        switch values {
        case .list(let texts): w.set("values", texts)
        case .range(let r, let step, let format):
            var range = SpecWriter()
            range.set("from", r.lowerBound); range.set("through", r.upperBound); range.set("by", step)
            w.set("range", range.value)
            w.set("format", format.pattern)
        }
        // A selection that is not among the values is written as it was asked for, so the spec
        // still fails where the picture does (found by PictureSpecFuzzer: it was written as the
        // first value, and `render --print-spec` turned a refused picture into another one).
        if case .selectionNotFound(let asked, _)? = problem {
            w.set("selection", asked)
        } else if count > 0 {
            w.set("selection", selection)
        }
        w.set("visibleRows", visibleRows)
        if bandColor != .quaternary { w.set("bandColor", bandColor.specText) }
        if bandCornerRadius != 12 { w.set("bandCornerRadius", bandCornerRadius) }
        if textColor != .primary { w.set("textColor", textColor.specText) }
        let math = WheelModel.Math()
        if tilt != math.tilt { w.set("tilt", tilt) }
        if perspective != math.perspective { w.set("perspective", perspective) }
        if scaleFalloff != math.scaleFalloff { w.set("scaleFalloff", scaleFalloff) }
        if opacityFalloff != math.opacityFalloff { w.set("opacityFalloff", opacityFalloff) }
        if rowHeight != math.rowHeight { w.set("rowHeight", rowHeight) }
    }
}

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
    /// The band's fill and corner radius, and the rows' text colour (nil: the SwiftUI wheel's).
    var band: (color: Color, cornerRadius: Double)?
    var textColor: Color?
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
        nodes.append(.shape(ShapeItem(.continuousRoundedRect, rect: Rect(x: 0, y: bandTop, width: width, height: rowHeight),
                                      cornerRadius: band?.cornerRadius ?? 12,
                                      color: band?.color ?? SemanticColor.quaternary.resolved(colors))))
        let s = Double(selectedIndex) + offset
        let font = Font.system(.title3, size: options.dynamicType, weight: .semibold).monospacedDigit()
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

// frame: `.frame(width:height:alignment:)` (fixed lengths) and `.frame(minWidth:idealWidth:
// maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (flexible ones), the view aligned
// inside. A fixed length excludes the flexible ones on its axis; a max may be infinity (take all
// that is offered); layout checks min <= ideal <= max, in the order given (FrameSpec holds the
// sizing rule). A fixed length along a scroll's axis is what makes a view a scroll item.
// Spec: {"type": "frame", "width": 44, "maxHeight": "infinity", "alignment": "top", "content": view}.

import PickerRenderLayout

public struct Frame: PictureModifier {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment
    public init(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
                maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = width; self.height = height
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }

    package static let type = "frame"
    package static let fields: [SpecField] = [
        SpecField("width", .number(0...Limits.maximumLength), "fixed width in points"),
        SpecField("height", .number(0...Limits.maximumLength), "fixed height in points"),
        SpecField("minWidth", .number(0...Limits.maximumLength), "least width in points (a flexible frame)"),
        SpecField("idealWidth", .number(0...Limits.maximumLength), "width when none is offered"),
        SpecField("maxWidth", .lengthOrInfinity(0...Limits.maximumLength), "most width; \"infinity\": take all the width offered"),
        SpecField("minHeight", .number(0...Limits.maximumLength), "least height in points (a flexible frame)"),
        SpecField("idealHeight", .number(0...Limits.maximumLength), "height when none is offered"),
        SpecField("maxHeight", .lengthOrInfinity(0...Limits.maximumLength), "most height; \"infinity\": take all the height offered"),
        SpecField("alignment", .oneOf(PictureSpec.alignments.map(\.0)), "where the content sits (default center)"),
        SpecField("content", .view, required: true, "the view framed"),
    ]

    package init(spec o: SpecObject) {
        self.init(width: o.number("width"), height: o.number("height"),
                  minWidth: o.number("minWidth"), idealWidth: o.number("idealWidth"), maxWidth: o.length("maxWidth"),
                  minHeight: o.number("minHeight"), idealHeight: o.number("idealHeight"), maxHeight: o.length("maxHeight"),
                  alignment: PictureSpec.alignment(o))
    }

    package func writeSpec(to w: inout SpecWriter) {
        w.set("width", width)
        w.set("height", height)
        for (k, v) in [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                       ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)] {
            guard let v else { continue }
            if v == .infinity { w.set(k, "infinity") } else { w.set(k, v) }
        }
        PictureSpec.set(alignment, to: &w)
    }

    package func node(in layout: ViewTreeLayout, path: String, content: () throws(PickerError) -> ViewNode) throws(PickerError) -> ViewNode {
        let spec = try self.spec(path: path)
        return .frame(spec, try content())
    }

    package func fixedLength(content: Double?, vertical: Bool) -> Double? { (vertical ? height : width) ?? content }

    /// The layout's frame, each length checked.
    func spec(path: String) throws(PickerError) -> FrameSpec {
        func axis(_ fixed: Double?, _ fixedName: String, _ lengths: [(String, Double?)]) throws(PickerError) -> FrameSpec.Axis {
            for (name, v) in [(fixedName, fixed)] + lengths {
                guard let v else { continue }
                let isMax = name.hasPrefix("max")
                if !(v >= 0 && v <= Limits.maximumLength) && !(isMax && v == .infinity) {
                    throw ViewTreeLayout.at(path, .invalidOption(name: name, value: PickerError.format(v),
                                                                 expected: Limits.points(from: "0") + (isMax ? ", or infinity" : "")))
                }
            }
            let given = lengths.filter { $0.1 != nil }
            if fixed != nil, let first = given.first {
                throw ViewTreeLayout.at(path, .invalidOption(name: first.0, value: PickerError.format(first.1!),
                                                             expected: "given with \(fixedName) (a frame is fixed or flexible on an axis, not both)"))
            }
            // min <= ideal <= max, in the order given.
            for i in given.indices.dropFirst() where given[i].1! < given[i - 1].1! {
                throw ViewTreeLayout.at(path, .invalidOption(name: given[i].0, value: PickerError.format(given[i].1!),
                                                             expected: "at least \(given[i - 1].0) (\(PickerError.format(given[i - 1].1!)))"))
            }
            return FrameSpec.Axis(fixed: fixed, min: lengths[0].1, ideal: lengths[1].1, max: lengths[2].1)
        }
        return FrameSpec(width: try axis(width, "width", [("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth)]),
                         height: try axis(height, "height", [("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight)]),
                         horizontal: alignment.horizontal, vertical: alignment.vertical)
    }
}

extension View {
    /// A fixed width and/or height (nil keeps the view's own), the view aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> AnyView {
        modifier(Frame(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: the view offered what the frame is offered, clamped to min...max
    /// (`maxWidth: .infinity` takes all the width offered).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> AnyView {
        modifier(Frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                       idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

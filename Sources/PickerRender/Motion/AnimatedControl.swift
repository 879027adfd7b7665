// AnimatedControl: what PictureAnimation needs of a control that moves: its scroll position in
// one coordinate, the picture node drawn at a position, where a fling snaps, and a selection
// changed from outside. Positions: the wheel's is s = selected index + offset, in rows (the row
// at the centre); the ruler's is its content offset in points (index x spacing at rest).
// Invariant: node(at: restingPosition, settled: true) is the control at rest (offset nil).

import PickerRenderText

enum AnimatedControl: Sendable, Equatable {
    case wheel(WheelPicker)
    case ruler(RulerScrollPicker)

    init(_ node: PickerNode, path: String) throws(PickerError) {
        switch node.picker.base {
        case let w as WheelPicker: self = .wheel(w)
        case let r as RulerScrollPicker: self = .ruler(r)
        default:
            throw .invalidOption(name: "control", value: path, expected: "a wheel or ruler (the controls that animate)")
        }
    }

    /// Where the control is drawn: its offset applied to its selection.
    func position(offset: Double?) -> Double {
        switch self {
        case .wheel(let w): return Double(w.selectedIndex) + (offset ?? 0)
        case .ruler(let r): return offset ?? r.restingOffset
        }
    }

    /// The position at rest on the selection.
    var restingPosition: Double { position(offset: nil) }

    /// The animation the control's SwiftUI code gives a selection changed from outside.
    var seedCurve: Spring {
        switch self {
        case .wheel: return .snappy                    // withAnimation(.snappy)
        case .ruler: return .smooth(duration: 0.7)     // withAnimation(.smooth(duration: 0.7))
        }
    }

    /// The control with a new selection (the binding's new value).
    func selecting(_ selection: PictureAnimation.Selection) throws(PickerError) -> AnimatedControl {
        switch (self, selection) {
        case (.wheel(var w), _):
            let text: String
            switch selection {
            case .text(let s): text = s
            case .value(let v): text = PickerError.format(v)
            }
            guard let i = w.index(ofShown: text) else { throw .selectionNotFound(text) }
            w.selectedIndex = i
            return .wheel(w)
        case (.ruler(var r), .value(let v)):
            guard v.isFinite else { throw .invalidOption(name: "to", value: PickerError.format(v), expected: "a finite value") }
            r.value = v
            return .ruler(r)
        case (.ruler, .text(let s)):
            guard let v = Double(s) else { throw .invalidOption(name: "to", value: s, expected: "a number for the ruler") }
            return try selecting(.value(v))
        }
    }

    /// Where a fling whose projection ends at `p` comes to rest: the wheel's `.viewAligned`
    /// (the nearest whole row), the ruler's RulerScrollPickerSnap (a whole number of tick
    /// spacings); both kept within the content.
    func snapped(_ p: Double) -> Double {
        switch self {
        case .wheel(let w): return min(max(p.rounded(), 0), Double(max(w.count - 1, 0)))
        case .ruler(let r): return min(max(r.restingOffset(forTarget: p), 0), Double(r.scale.tickCount - 1) * r.spacing)
        }
    }

    /// Points per unit of position: a row's height, or 1 for the ruler.
    func pointsPerUnit(_ o: RenderOptions) -> Double {
        switch self {
        case .wheel:
            return DynamicType.scaledMetric(44, relativeTo: .title3, size: o.dynamicType, displayScale: o.displayScale)
        case .ruler: return 1
        }
    }

    /// The control drawn at `position`; settled: at rest (offset nil). Tracking (a fling): the
    /// selection follows the centred row or tick as it passes, as the SwiftUI controls write the
    /// binding while scrolling. Otherwise the selection stays as given (a ruler value between ticks
    /// stays as it is, drawn at its nearest tick) and only the offset moves.
    func node(at position: Double, settled: Bool, tracking: Bool) -> PickerNode {
        switch self {
        case .wheel(var w):
            if tracking { w.selectedIndex = Int(snapped(position)) }
            return PickerNode(w, offset: settled ? nil : position - Double(w.selectedIndex))
        case .ruler(var r):
            if tracking { r.value = r.value(atOffset: position) }
            return PickerNode(r, offset: settled ? nil : position)
        }
    }
}

extension WheelPicker {
    /// The position of the value shown as `text`, or nil.
    func index(ofShown text: String) -> Int? {
        switch values {
        case .list(let texts): return texts.firstIndex(of: text)
        case .range(let r, let step, let format):
            guard let v = format.parse(text) ?? Int(text), r.contains(v) else { return nil }
            let offset = UInt(bitPattern: v &- r.lowerBound)
            return offset % UInt(step) == 0 ? Int(offset / UInt(step)) : nil
        }
    }
}

// WheelPicker+Animation: the wheel as an AnimatableControl (docs/architecture.md §13). Its scroll
// position is s = selected index + offset, in rows: the row at the centre. The SwiftUI wheel
// sets an outside selection with withAnimation(.snappy), snaps a fling with
// .scrollTargetBehavior(.viewAligned) (the nearest whole row) and writes the binding as each row
// passes the centre. Invariant: every position maps to a row index within 0 ..< count.

import PickerRenderText

extension WheelPicker: AnimatableControl {
    public var selectionAnimation: Spring { .snappy }

    public func scrollPosition(offset: Double?) -> Double { Double(selectedIndex) + (offset ?? 0) }

    public func offset(forScrollPosition position: Double) -> Double { position - Double(selectedIndex) }

    /// The value as shown ("07"); a number is looked up as the text it formats to.
    public func selecting(_ selection: PictureAnimation.Selection) throws(PickerError) -> WheelPicker {
        let text: String
        switch selection {
        case .text(let s): text = s
        case .value(let v): text = PickerError.format(v)
        }
        guard let i = index(ofShown: text) else { throw .selectionNotFound(text) }
        var copy = self
        copy.selectedIndex = i
        return copy
    }

    public func selecting(scrollPosition position: Double) -> WheelPicker {
        var copy = self
        copy.selectedIndex = Int(scrollTarget(forProjectedPosition: position))
        return copy
    }

    /// `.viewAligned`: the nearest whole row, within the values.
    public func scrollTarget(forProjectedPosition position: Double) -> Double {
        min(max(position.rounded(), 0), Double(max(count - 1, 0)))
    }

    /// A row: `rowHeight` (44 pt) scaled as .title3 (the wheel's @ScaledMetric).
    public func pointsPerScrollUnit(in options: RenderOptions) -> Double {
        DynamicType.scaledMetric(rowHeight, relativeTo: .title3, size: options.dynamicType, displayScale: options.displayScale)
    }

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

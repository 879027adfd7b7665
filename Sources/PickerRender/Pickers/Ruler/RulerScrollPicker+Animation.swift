// RulerScrollPicker+Animation: the ruler as an AnimatableControl (docs/architecture.md §13). Its
// scroll position is the content offset in points (index x spacing at rest, whatever the layout
// direction: right to left mirrors the drawing, not the offset); its `offset`, like the wheel's,
// is relative to the selected value's resting position. The SwiftUI ruler sets an
// outside value with withAnimation(.smooth(duration: 0.7)), snaps a fling with
// RulerScrollPickerSnap (a whole number of tick spacings) and writes the value of the tick at the
// centre while scrolling. Invariant: a fling's target is a tick within the scale.

extension RulerScrollPicker: AnimatableControl {
    public var selectionAnimation: Spring { .smooth(duration: 0.7) }

    public func scrollPosition(offset: Double?) -> Double { restingOffset + (offset ?? 0) }

    /// The offset that draws the ruler at a content offset (`position`, index x spacing): the
    /// absolute scroll position as a ScrollView reports it, turned into this ruler's offset.
    public func offset(forScrollPosition position: Double) -> Double { position - restingOffset }

    /// A number ("70" as text too); a value between ticks is kept as it is and drawn at its
    /// nearest tick, as the SwiftUI ruler keeps the binding's value.
    public func selecting(_ selection: PictureAnimation.Selection) throws(PickerError) -> RulerScrollPicker {
        switch selection {
        case .value(let v):
            guard v.isFinite else { throw .invalidOption(name: "to", value: PickerError.format(v), expected: "a finite value") }
            var copy = self
            copy.value = v
            return copy
        case .text(let s):
            guard let v = Double(s) else { throw .invalidOption(name: "to", value: s, expected: "a number for the ruler") }
            return try selecting(.value(v))
        }
    }

    public func selecting(scrollPosition position: Double) -> RulerScrollPicker {
        var copy = self
        copy.value = value(atContentOffset: position)
        return copy
    }

    /// RulerScrollPickerSnap, within the ticks.
    public func scrollTarget(forProjectedPosition position: Double) -> Double {
        min(max(restingOffset(forTarget: position), 0), Double(scale.tickCount - 1) * spacing)
    }

    public func pointsPerScrollUnit(in options: RenderOptions) -> Double { 1 }
}

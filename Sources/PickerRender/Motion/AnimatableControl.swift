// AnimatableControl: what PictureAnimation needs of a control that scrolls to its selection, as
// requirements the control itself implements, so any control (the package's or a user's) animates
// through one path. Design: a control has a scroll position, one number in its ScrollUnit (the
// wheel's is selected index + offset in rows, the row at the centre; the ruler's is its content
// offset in points); an outside change sets the selection and springs the position to its new
// resting place with the control's own animation (SwiftUI's withAnimation); a fling decelerates
// and lands where the control's scroll target behaviour puts it (.viewAligned, a ruler's snap).
// Invariants a conforming control keeps: scrollPosition(offset: nil) is the resting position and
// drawing at offset(forScrollPosition: scrollPosition(offset: o)) is drawing at o; scrollTarget
// is idempotent and within the content; the control scrolls (its scrollUnit is not nil).
// AnimatedControl is the package's side: the one control of a picture that moves, found by its
// JSON path and drawn at a position; it never asks which control it holds.

/// A control that scrolls to its selection and can be animated by `PictureAnimation`.
public protocol AnimatableControl: PickerControl {
    /// The animation the control's SwiftUI code gives a selection set from outside
    /// (`withAnimation(.snappy) { selection = new }` is `.snappy`).
    var selectionAnimation: Spring { get }
    /// The scroll position, in the control's ScrollUnit, when drawn at `offset` (nil: at rest
    /// on the selection).
    func scrollPosition(offset: Double?) -> Double
    /// The offset that draws the control at `position` (the inverse of `scrollPosition(offset:)`).
    func offset(forScrollPosition position: Double) -> Double
    /// The control with a new selection, as the binding's new value; throws a `PickerError`
    /// naming the value when the control has no such value.
    func selecting(_ selection: PictureAnimation.Selection) throws(PickerError) -> Self
    /// The control whose selection is the value at `position`: SwiftUI's scrolling controls write
    /// the binding as a row or tick passes the centre.
    func selecting(scrollPosition position: Double) -> Self
    /// Where a fling whose projected end is `position` comes to rest: the position the control's
    /// scroll target behaviour moves it to, kept within the content.
    func scrollTarget(forProjectedPosition position: Double) -> Double
    /// Points the content moves per unit of scroll position (a row's height; 1 for points).
    func pointsPerScrollUnit(in options: RenderOptions) -> Double
}

/// The control of a picture that moves.
struct AnimatedControl: Sendable, Equatable {
    let control: any AnimatableControl

    /// The control at `path` (the one `node` is at); a control that does not animate is refused,
    /// naming its kind and the kinds that do.
    init(_ node: PickerNode, path: String) throws(PickerError) {
        // A control with no scroll unit cannot be drawn at an offset, so it cannot move either.
        guard let control = node.picker.base as? any AnimatableControl, type(of: control).scrollUnit != nil else {
            let animating = PickerKinds.all.filter { $0 is any AnimatableControl.Type && $0.scrollUnit != nil }.map { $0.kind }
            let choices = animating.dropLast().joined(separator: ", ") + (animating.count > 1 ? " or " : "") + (animating.last ?? "")
            throw .invalidOption(name: "control", value: path,
                                 expected: "a control that animates (a \(choices)); a \(type(of: node.picker.base).kind) does not")
        }
        self.control = control
    }

    init(_ control: any AnimatableControl) { self.control = control }

    static func == (a: AnimatedControl, b: AnimatedControl) -> Bool { a.control.isEqual(to: b.control) }

    /// The position at rest on the selection.
    var restingPosition: Double { control.scrollPosition(offset: nil) }

    /// The control drawn at `position`; settled: at rest (offset nil). Tracking (a fling): the
    /// selection follows the value at the centre, as the SwiftUI controls write the binding while
    /// scrolling. Otherwise the selection stays as given (a ruler value between ticks stays as it
    /// is, drawn at its nearest tick) and only the offset moves.
    func node(at position: Double, settled: Bool, tracking: Bool) -> PickerNode {
        let shown = tracking ? control.selecting(scrollPosition: position) : control
        return PickerNode(shown, offset: settled ? nil : shown.offset(forScrollPosition: position))
    }
}

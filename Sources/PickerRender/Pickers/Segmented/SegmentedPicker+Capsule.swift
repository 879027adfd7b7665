// SegmentedPicker in the iOS 26 design (docs/architecture.md §24): UISegmentedControl's capsule.
// Measured on iOS 26's "One / Two / Three" control at @3x (354 pt wide, on white, 2026-12):
// - track: 99 px = 33 pt tall with hard edges (rows 42...140), 1,062 px = 354 pt wide; its ends
//   are half circles (radius 16.5 pt): the edge lies within 2 px of a circle's on every row but
//   the tangent one; fill 238,238,239 on white, tertiarySystemFill's light value over white;
// - thumb: white, 2 pt (6 px) inside the track on every side of its segment: 114 x 29 pt for
//   equal 118-pt thirds, itself a capsule (radius 14.5 pt); no shadow below it (the track's
//   rows under it stay 238) and no rim one can see white on the light track;
// - no separators; the segments tile the track in equal widths with no slots between them;
// - labels: cap height 28 px (9.3 pt: 13 pt text), centred on the segment to 0.2 pt, the
//   selected one heavier, as in iOS 18.
// Height: iOS 26.2's UISegmentedControl is 32 pt (its segments' accessibility frames, 96 px at
// @3x, in AccessibilitySnapshot's iOS 26.2 reference on a 402-pt screen); the 99 px above
// came from a control a Flutter plugin hosts, sized by its platform view. 32 pt is drawn, the
// thumb 28 pt inside it.
// Dark mode was not measured: the track is tertiarySystemFill's dark value and the thumb is
// iOS 18's dark thumb. Right to left the segments run from the right, as in iOS 18.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

extension SegmentedPicker {
    /// The capsule control's height (iOS 26.2: 96 px at @3x; see the header).
    static let capsuleHeight = 32.0

    /// The control's height in a design.
    static func height(_ design: Design) -> Double { design == .ios26 ? capsuleHeight : height }

    /// The capsule track and thumb of iOS 26, with the labels as iOS 18 sets them.
    static func drawCapsule(labels: [String], selected: Int, theme: Colours, size: Size, options o: RenderOptions,
                            ctx: LayoutContext) -> [Node] {
        let dark = o.appearance == .dark
        let track = (theme.track ?? .semantic(.tertiarySystemFill)).resolved(o.palette)
        var nodes: [Node] = [.shape(ShapeItem(.capsule, rect: Rect(origin: .zero, size: size), color: track))]
        let frames = segmentFrames(count: labels.count, width: size.width, direction: ctx.direction, slots: false)
            .map { Rect(x: $0.minX, y: 0, width: $0.width, height: size.height) }
        let segment = frames[selected]
        let left = ctx.grid(segment.minX + thumbInset), right = ctx.grid(segment.maxX - thumbInset)
        let thumb = Rect(x: left, y: thumbInset, width: right - left, height: size.height - 2 * thumbInset)
        let thumbFill = theme.thumb?.resolved(o.palette) ?? (dark ? Color(99, 99, 102) : Color(255, 255, 255))
        nodes.append(.shape(ShapeItem(.capsule, rect: thumb, color: thumbFill)))
        nodes += labelNodes(labels: labels, selected: selected, theme: theme, frames: frames, options: o, ctx: ctx)
        return nodes
    }

    /// Each segment's label centred in its frame (13 pt; the selected one semibold, the others medium).
    static func labelNodes(labels: [String], selected: Int, theme: Colours, frames: [Rect], options o: RenderOptions,
                           ctx: LayoutContext) -> [Node] {
        let label = (theme.text ?? .semantic(.label)).resolved(o.palette)
        let selectedLabel = (theme.selectedText ?? .semantic(.label)).resolved(o.palette)
        return labels.enumerated().map { i, text in
            let font = Font(pointSize: 13, weight: i == selected ? .semibold : .medium, textStyle: .footnote)
            let f = frames[i].insetBy(dx: 6, dy: 0)
            let line = ctx.line(text, font, maxWidth: max(f.width, 1), minimumScaleFactor: 0.75)
            return ctx.textNode(text, line: line, topLeft: Point(f.midX - line.frameWidth / 2, f.midY - line.height / 2),
                                color: i == selected ? selectedLabel : label)
        }
    }
}

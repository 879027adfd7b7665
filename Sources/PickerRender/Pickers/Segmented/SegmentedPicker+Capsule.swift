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
// iOS 18's dark thumb. Right to left the segments run from the right, as in iOS 18. Drawn by
// SegmentedPicker+Body.swift with `capsule` set.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

extension SegmentedPicker {
    /// The capsule control's height (iOS 26.2: 96 px at @3x; see the header).
    static let capsuleHeight = 32.0

    /// The control's height in a design.
    static func height(_ design: Design) -> Double { design == .ios26 ? capsuleHeight : height }
}

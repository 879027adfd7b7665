// SegmentedPicker's body: UISegmentedControl as UIKit lays it out (the header of
// SegmentedPicker.swift gives the measurements), a layout of plain subviews: the track, the
// separators in the slots between segments (iOS 18), the thumb's shadow (iOS 18, light) and
// the thumb under the selected segment, then one label a segment. `SegmentedLayout` places
// them as UIKit does: the thumb's edges on whole pixels, a separator hidden beside the thumb,
// each label centred in its segment less 6 pt a side; right to left the segments run from the
// right. The control is one VoiceOver element: its title, the selected option, a button.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderText

extension SegmentedPicker {
    /// The control for the picture's environment, with option `selected` chosen.
    func body(in context: PickerContext, selected: Int) -> AnyView {
        let o = context.options
        let capsule = o.design == .ios26, dark = o.appearance == .dark
        let labelColor = textColor ?? .label, selectedLabel = selectedTextColor ?? textColor ?? .label
        let track = trackColor ?? .tertiarySystemFill
        let thumb = thumbColor ?? .fixed(dark ? Color(99, 99, 102) : Color(255, 255, 255))
        let layout = SegmentedLayout(title: title, count: options.count, selected: selected, capsule: capsule,
                                     shadow: !capsule && !dark)
        let control = layout {
            ShapeView(capsule ? .capsule : .roundedRectangle(cornerRadius: Self.trackCornerRadius, style: .continuous), paint: .color(track))
            for _ in layout.separators {
                Rectangle().fill(.fixed(Self.separatorColor))
            }
            if layout.shadow {
                RoundedRectangle(cornerRadius: Self.thumbCornerRadius, style: .continuous).fill(.fixed(Self.shadowColor)).softened(Self.shadowBlur)
            }
            ShapeView(capsule ? .capsule : .roundedRectangle(cornerRadius: Self.thumbCornerRadius, style: .continuous), paint: .color(thumb))
            for (i, option) in options.enumerated() {
                Text(option).font(Font(pointSize: 13, weight: i == selected ? .semibold : .medium, textStyle: .footnote))
                    .foregroundStyle(i == selected ? selectedLabel : labelColor).minimumScaleFactor(0.75)
            }
        }
        return AnyView(control.tree.changingAccessibility {
            $0.label = title; $0.value = options[selected]; $0.traits = ["button", "selected"]; $0.options = options
        })
    }

    /// The separators' systemGray at 0.3 (iOS 18).
    static let separatorColor = Color(142, 142, 147, alpha: 0.3)
}

/// UISegmentedControl's layout: the track filling the control, separators, the thumb (and its
/// shadow) on whole pixels under the selected segment, the labels centred in their segments.
/// Subviews in order: track, one separator a slot (`separators`), the shadow when `shadow`,
/// the thumb, one label a segment.
struct SegmentedLayout: CustomLayout {
    var title: String
    var count: Int
    var selected: Int
    /// iOS 26's capsule: equal segments with no slots, no separators, no shadow.
    var capsule: Bool
    var shadow: Bool

    var name: String { "segmented \(title)" }

    /// The slots with a separator: between segments i - 1 and i, for i in 1..<count.
    var separators: Range<Int> { capsule ? 1..<1 : 1..<max(count, 1) }

    func sizeThatFits(proposal: Size, subviews: LayoutSubviews) -> Size {
        Size(proposal.width.isFinite ? max(proposal.width, 0) : 0, SegmentedPicker.height(capsule ? .ios26 : .ios18))
    }

    func placeSubviews(size: Size, subviews: LayoutSubviews) {
        var next = 0
        func take() -> Int { defer { next += 1 }; return next }
        subviews.place(take(), in: Rect(origin: .zero, size: size))
        let frames = SegmentedPicker.segmentFrames(count: count, width: size.width,
                                                    direction: subviews.isRightToLeft ? .rightToLeft : .leftToRight, slots: !capsule)
            .map { capsule ? Rect(x: $0.minX, y: 0, width: $0.width, height: size.height) : $0 }
        for i in separators {
            let sub = take()
            // A separator beside the thumb is hidden (not placed); the others sit in the slot
            // before segment i (after it, right to left).
            guard i != selected, i != selected + 1 else { continue }
            let x = subviews.grid(subviews.isRightToLeft ? frames[i].maxX : frames[i].minX - SegmentedPicker.slotWidth)
            subviews.place(sub, in: Rect(x: x, y: 5, width: 1, height: SegmentedPicker.height - 10))
        }
        // The thumb, its edges on whole pixels.
        let inset = SegmentedPicker.thumbInset, segment = frames[selected]
        let left = subviews.grid(segment.minX + inset), right = subviews.grid(segment.maxX - inset)
        let thumb = Rect(x: left, y: inset, width: right - left, height: size.height - 2 * inset)
        if shadow { subviews.place(take(), in: thumb.offsetBy(dx: 0, dy: SegmentedPicker.shadowOffset)) }
        subviews.place(take(), in: thumb)
        for f in frames {
            let label = take(), area = f.insetBy(dx: 6, dy: 0)
            let s = subviews.size(label, proposal: Size(max(area.width, 1), area.height))
            subviews.place(label, in: Rect(x: area.midX - s.width / 2, y: area.midY - s.height / 2, width: s.width, height: s.height))
        }
    }
}

// SegmentedPicker: SwiftUI's Picker with .pickerStyle(.segmented), drawn as iOS 18's
// UISegmentedControl (docs/architecture.md §9), or iOS 26's capsule in that design
// (SegmentedPicker+Capsule): a 32-pt track (continuous corners) in
// tertiarySystemFill, equal segments, a thumb inset 2 pt (white in light, 99,99,102 in dark) under
// the selected segment, 1-pt separators in systemGray at 0.3 inset 5 pt that hide beside the thumb,
// 13-pt text (selected semibold, others medium) in label colour.
// Measured on the iOS 18.5 segmented control image at @3x (2026-11): track corner 8.5 pt, thumb
// corner about 6.2 pt (low confidence), the thumb's edges on whole pixels; the segments tile
// the track 87 + 1 + 87 + 1 + 87 pt (equal segments, 1-pt slots), so the thumb is 83 pt; the selected label is
// 1.5 % wider than the same word unselected, which the variable font gives by itself once the
// weight goes through its wght axis (WeightCalibration: 475 -> 558 widens Inter's words by 0.8-1.6
// %). Thumb shadow, light mode only, as UIKit's selection view casts it (a layer shadow; the values
// are those of the iOS 13 control's published re-creations, low confidence): black at 0.13,
// offset 2 pt down, shadow radius 3 pt, drawn as the thumb's shape blurred by a Gaussian of
// sigma = radius / 2 = 1.5 pt.
// Right to left the segments run from the right, as UISegmentedControl's do: the first
// segment is the rightmost and the thumb sits under the selected one at its mirrored place; the
// labels are not flipped.
// Theming, UIKit's appearance knobs: the thumb (selectedSegmentTintColor), the track
// (backgroundColor) and the labels' colours, selected and not (titleTextAttributes). nil keeps
// the system's look, so an unthemed control draws exactly as before; the separators and the
// shadow are not themed (UIKit draws them whatever the tint).

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct SegmentedPicker: PickerControl {
    public var title: String
    public var options: [String]
    public var selection: String

    /// The thumb's fill; nil = the system's (white in light, 99,99,102 in dark).
    public var thumbColor: ColorSpec?
    /// The track's fill; nil = tertiarySystemFill.
    public var trackColor: ColorSpec?
    /// The unselected labels' colour; nil = label.
    public var textColor: ColorSpec?
    /// The selected label's colour; nil = `textColor`, else label.
    public var selectedTextColor: ColorSpec?

    public init(title: String, options: [String], selection: String) {
        self.title = title; self.options = options; self.selection = selection
    }

    /// The thumb (and with `track`, the track) in other colours.
    public func thumbStyle(_ color: ColorSpec, track: ColorSpec? = nil) -> SegmentedPicker {
        var copy = self
        copy.thumbColor = color
        if let track { copy.trackColor = track }
        return copy
    }

    /// The labels in another colour; `selected` gives the selected one its own.
    public func foregroundStyle(_ color: ColorSpec, selected: ColorSpec? = nil) -> SegmentedPicker {
        var copy = self
        copy.textColor = color; copy.selectedTextColor = selected
        return copy
    }

    // The control's geometry (the header gives the sources).
    static let height = 32.0, thumbInset = 2.0
    static let trackCornerRadius = 8.5, thumbCornerRadius = 6.2
    // The thumb's shadow: offset down, Gaussian sigma, colour.
    static let shadowOffset = 2.0, shadowBlur = 1.5, shadowColor = Color(0, 0, 0, alpha: 0.13)

    func validated() throws(PickerError) -> Int { try PickerError.checkOptions(options, selection: selection) }

    public static let kind = "segmented"
    public static let defaultWidth = 354.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground

    public static let specFields: [SpecField] = [
        SpecField("title", .string, "accessibility label, not drawn"),
        SpecField("options", .strings, required: true, "the segments' labels, unique"),
        SpecField("selection", .string, "the selected option (default: the first)"),
        SpecField("thumbColor", .color, "the selected segment's thumb (default: white in light, 99,99,102 in dark)"),
        SpecField("trackColor", .color, "the track behind the segments (default tertiarySystemFill)"),
        SpecField("textColor", .color, "the labels' colour (default label)"),
        SpecField("selectedTextColor", .color, "the selected label's colour (default: textColor)"),
    ]

    public init(spec o: SpecObject) throws(SpecError) {
        let options = o.strings("options")!
        self.init(title: o.string("title") ?? "", options: options, selection: o.string("selection") ?? options.first ?? "")
        thumbColor = o.color("thumbColor"); trackColor = o.color("trackColor")
        textColor = o.color("textColor"); selectedTextColor = o.color("selectedTextColor")
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title); w.set("options", options); w.set("selection", selection)
        w.set("thumbColor", thumbColor?.specText); w.set("trackColor", trackColor?.specText)
        w.set("textColor", textColor?.specText); w.set("selectedTextColor", selectedTextColor?.specText)
    }

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body(in: context, selected: validated()), in: context)
    }

    /// Segment frames in the control's space, the first at the leading edge (the right edge right
    /// to left, as UISegmentedControl does). iOS 18 tiles the track as equal segments with a
    /// 1-pt slot between neighbours (87 + 1 + 87 + 1 + 87 on a 263-pt control, iOS 18.5), where
    /// the separators sit; iOS 26 (`slots: false`) tiles it in equal widths with no slots.
    public static func segmentFrames(count: Int, width: Double, direction: LayoutDirection = .leftToRight,
                                     slots: Bool = true) -> [Rect] {
        guard count > 0 else { return [] }
        let slot = slots ? slotWidth : 0
        let w = max(width - slot * Double(count - 1), 0) / Double(count)
        return (0..<count).map {
            let x = Double($0) * (w + slot)
            return Rect(x: direction == .rightToLeft ? width - x - w : x, y: 0, width: w, height: height)
        }
    }

    /// Between two segments in iOS 18 (measured 1 pt on the iOS 18.5 control).
    static let slotWidth = 1.0

}

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

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout { ControlLayout(try layoutNode(in: context)) }

    func layoutNode(in context: PickerContext) throws(PickerError) -> ViewNode { try view(options: context.options) }

    /// A flexible-width view (it takes the width it is offered, as the system control does).
    func view(options o: RenderOptions) throws(PickerError) -> ViewNode {
        let selected = try validated()
        let labels = options, theme = Colours(self)
        let element = AccessibilityElement(label: title, value: labels[selected], traits: ["button", "selected"],
                                           options: labels)
        return .component(Component(name: "segmented \(title)", height: Self.height(o.design),
                                    accessibility: element) { size, ctx in
            o.design == .ios26
                ? Self.drawCapsule(labels: labels, selected: selected, theme: theme, size: size, options: o, ctx: ctx)
                : Self.draw(labels: labels, selected: selected, theme: theme, size: size, options: o, ctx: ctx)
        })
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

    /// The colours a control was given (nil: the system's).
    struct Colours {
        var thumb, track, text, selectedText: ColorSpec?
        init(_ p: SegmentedPicker) {
            thumb = p.thumbColor; track = p.trackColor; text = p.textColor; selectedText = p.selectedTextColor ?? p.textColor
        }
        init() {}
    }

    static func draw(labels: [String], selected: Int, theme: Colours = Colours(), size: Size, options o: RenderOptions,
                     ctx: LayoutContext) -> [Node] {
        let dark = o.appearance == .dark
        let track = (theme.track ?? .semantic(.tertiarySystemFill)).resolved(o.palette)
        var nodes: [Node] = [.shape(ShapeItem(.continuousRoundedRect, rect: Rect(origin: .zero, size: size), cornerRadius: Self.trackCornerRadius,
                                              color: track))]
        let frames = segmentFrames(count: labels.count, width: size.width, direction: ctx.direction)
        // Separators between segments, except those touching the selected one; segment i's
        // leading edge is its left edge, or its right edge right to left.
        let separator = Color(142, 142, 147, alpha: 0.3)
        for i in 1..<max(labels.count, 1) where i != selected && i != selected + 1 {
            // In the slot before segment i (after it, right to left).
            let x = ctx.grid(ctx.isRightToLeft ? frames[i].maxX : frames[i].minX - slotWidth)
            nodes.append(.shape(ShapeItem(.rect, rect: Rect(x: x, y: 5, width: 1, height: height - 10), color: separator)))
        }
        // The thumb, its edges on whole pixels, with a soft shadow under it in light mode.
        let segment = frames[selected]
        let left = ctx.grid(segment.minX + Self.thumbInset), right = ctx.grid(segment.maxX - Self.thumbInset)
        let thumb = Rect(x: left, y: Self.thumbInset, width: right - left, height: Self.height - 2 * Self.thumbInset)
        if !dark {
            var shadow = ShapeItem(.continuousRoundedRect, rect: thumb.offsetBy(dx: 0, dy: Self.shadowOffset),
                                   cornerRadius: Self.thumbCornerRadius, color: Self.shadowColor)
            shadow.blur = Self.shadowBlur
            nodes.append(.shape(shadow))
        }
        let thumbFill = theme.thumb?.resolved(o.palette) ?? (dark ? Color(99, 99, 102) : Color(255, 255, 255))
        nodes.append(.shape(ShapeItem(.continuousRoundedRect, rect: thumb, cornerRadius: Self.thumbCornerRadius, color: thumbFill)))
        nodes += labelNodes(labels: labels, selected: selected, theme: theme, frames: frames, options: o, ctx: ctx)
        return nodes
    }
}

// InlinePicker: SwiftUI's `Picker(title, selection:) { ... }.pickerStyle(.inline)` in a List,
// as iOS 18 draws it: the label as the section's header, then one row per option in an inset
// grouped card, the selected row marked by a checkmark in the tint colour (blue) at its
// trailing edge. The first control added by following the steps of docs/your-own-picker.md.
//
// Design (lower confidence, like docs/architecture.md §9; from iOS 17-18 screenshots):
// - Rows are the list's rows (ListMetrics): body text in label colour 16 pt from the card's
//   leading edge, at least 44 pt tall, hairline separators from 16 pt between rows. An option
//   too long for its row wraps (SwiftUI's Text) and its row grows, 11 pt above and below its
//   lines; the header wraps too.
// - The checkmark (SymbolGlyph.checkmark) sits 16 pt from the card's trailing edge, centred on the row.
// - The header is the title in footnote size (13 pt at Large, scaled with Dynamic Type),
//   uppercased, in secondary colour, 16 pt in from the card's leading edge, its line box 7 pt
//   above the card: UIKit's default grouped header with `textCase(.uppercase)`.
// - Drawn alone it is a crop of a list: 16 pt in from the sides, 16 pt of grouped background
//   above and below, as the other list controls.
// In the iOS 26 design the card, rows and separators are the list's (ListMetrics+Design: 26-pt
// corners, inset separators), the header ListSectionHeader's (sentence case, 17-pt semibold),
// and the checkmark is ListRowAccessory's iOS 26 one (1.11 times larger, its ink ending 18 pt
// from the card's edge, as iOS 26.0's List draws a checked row's symbol).
// Right to left each row is mirrored as UIKit's cells are: the option right-aligned at
// the right, the checkmark (not flipped: SF's checkmark has no right-to-left variant) at the left,
// separators from the right inset; the header is right-aligned by the layout's own mirroring.
// Accessibility: each option is a button; the selected one also carries the "selected" trait,
// as VoiceOver reads an inline picker's rows.
// Invariants: options are non-empty and unique, the selection is one of them (checked before
// any layout, each failure naming the field).

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct InlinePicker: PickerControl {
    public var title: String
    public var options: [String]
    public var selection: String

    public init(_ title: String, selection: String, options: [String]) {
        self.title = title; self.selection = selection; self.options = options
    }

    public static let kind = "inline"
    public static let defaultWidth = 402.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground
    public static let marginsWhenAlone = InsetGroupedList.marginsWhenAlone
    public static let minimumWidth = InsetGroupedList.minimumWidth

    /// The blue of UIKit's default tint (SwiftUI's accent colour).
    static let tint = SemanticColor.blue

    func validated() throws(PickerError) -> Int { try PickerError.checkOptions(options, selection: selection) }

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body(in: context), in: context)
    }

    /// The options as a section of their own under the title as its header, each a row of its
    /// text and, on the selected one, the checkmark; as tall as its rows are at its width.
    func body(in context: PickerContext) throws(PickerError) -> AnyView {
        let selected = try validated()
        let o = context.options
        let m = ListMetrics(o)
        let options = options, name = "inline \(title)"
        let card = SizedView(name: "List", flexibleHeight: false, heightForWidth: true, measuring: { size, ctx throws(PickerError) in
            Self.card(options: options, selected: selected, metrics: m, width: size.width, name: name, ctx: ctx).tree
        })
        return ListSectionHeader.section(title, card: AnyView(.sized(card)), o).padding(.horizontal(InsetGroupedList.sideInset))
    }

    /// An option's text wrapped beside the checkmark's room, and its row's height: the list's
    /// row height for one line (unchanged from before wrapping; it counts a value line under
    /// the label at the accessibility sizes, as ListMetrics' stacked rows do), or taller when
    /// the option's lines need it (11 pt above and below them).
    static func row(_ option: String, width: Double, metrics m: ListMetrics,
                    ctx: TextMetrics) -> (text: ListRowLayout.Paragraph, height: Double) {
        let (check, inset) = ListRowAccessory.checkmark(body: m.body, design: m.options.design)
        let room = max(width - 2 * ListMetrics.inset - (check.size.width + inset + ListMetrics.minimumGap), 1)
        // Laid out left to right, lines flush left; right to left the row is mirrored as a
        // whole, which puts each line flush right.
        let alignment: TextAlignment = ctx.isRightToLeft ? .trailing : .leading
        let text = ctx.paragraph(option, m.bodyFont, maxWidth: room, alignment: alignment)
        let wrapped = PixelGrid.ceil(text.block.height + 2 * m.rowPadding, scale: ctx.scale)
        return (text, max(m.unwrappedHeight(of: .value(title: "", value: "")), wrapped))
    }

    /// The card `width` wide: its shape, one row an option, a separator after each but the last.
    static func card(options: [String], selected: Int, metrics m: ListMetrics, width: Double, name: String, ctx: TextMetrics) -> AnyView {
        let rows = options.map { row($0, width: width, metrics: m, ctx: ctx) }
        let height = rows.map(\.height).reduce(0, +)
        var frames: [Rect] = [Rect(x: 0, y: 0, width: width, height: height)]
        var views: [AnyView] = [m.card(Size(width, height))]
        let (check, checkInset) = ListRowAccessory.checkmark(body: m.body, design: m.options.design)
        var y = 0.0
        for (i, (option, (text, rowHeight))) in zip(options, rows).enumerated() {
            let box = Size(width, rowHeight)
            let isSelected = i == selected
            var content = RowSubviews(width: width, ctx: ctx)
            content.text(Text(option).font(m.bodyFont).foregroundStyle(.label), topLeft: Point(ListMetrics.inset, (rowHeight - text.block.height) / 2),
                         size: Size(text.frameWidth, text.block.height))
            if isSelected {
                content.symbol(check, color: .semantic(tint), origin: Point(ctx.grid(width - ListMetrics.inset - checkInset - check.size.width),
                                                                           ctx.grid((rowHeight - check.size.height) / 2)))
            }
            let element = AccessibilityElement(label: option, value: nil, traits: isSelected ? ["button", "selected"] : ["button"],
                                               visibleLabel: option)
            frames.append(Rect(x: 0, y: y, width: box.width, height: box.height))
            views.append(content.layout("option \(option)", size: box, accessibility: element))
            y += rowHeight
            if i < options.count - 1 {
                var separator = RowSubviews(width: width, ctx: ctx)
                m.separator(bottom: y, width: width, into: &separator)
                frames += separator.items.map(\.0); views += separator.items.map(\.1)
            }
        }
        return FramesLayout(name, size: Size(width, height), frames: frames)(views.map(\.tree))
    }

    public static let specFields: [SpecField] = [
        SpecField("title", .string, required: true, "the picker's label, shown as the section's header"),
        SpecField("options", .strings, required: true, "the options, one row each, unique"),
        SpecField("selection", .string, "the checked option (default: the first)"),
    ]

    public init(spec o: SpecObject) throws(SpecError) {
        let options = o.strings("options")!
        self.init(o.string("title")!, selection: o.string("selection") ?? options.first ?? "", options: options)
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title); w.set("options", options); w.set("selection", selection)
    }
}

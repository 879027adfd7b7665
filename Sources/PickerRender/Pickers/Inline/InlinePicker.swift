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

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout { ControlLayout(try layoutNode(in: context)) }

    func layoutNode(in context: PickerContext) throws(PickerError) -> ViewNode {
        let selected = try validated()
        let o = context.options
        let m = ListMetrics(o)
        let options = options, title = title
        let unwrapped = m.unwrappedHeight(of: .value(title: "", value: "")) * Double(options.count)
        let card = ViewNode.component(Component(name: "inline \(title)", height: unwrapped, heightForWidth: { width, ctx in
            options.map { Self.row($0, width: width, metrics: m, ctx: ctx).height }.reduce(0, +)
        }) { size, ctx in
            Self.draw(options: options, selected: selected, metrics: m, size: size, ctx: ctx)
        })
        return .padding(.horizontal(InsetGroupedList.sideInset), ListSectionHeader.section(title, card: card, o))
    }

    /// An option's text wrapped beside the checkmark's room, and its row's height: the list's
    /// row height for one line (unchanged from before wrapping; it counts a value line under
    /// the label at the accessibility sizes, as ListMetrics' stacked rows do), or taller when
    /// the option's lines need it (11 pt above and below them).
    static func row(_ option: String, width: Double, metrics m: ListMetrics,
                    ctx: LayoutContext) -> (text: ListRowLayout.Paragraph, height: Double) {
        let (check, inset) = ListRowAccessory.checkmark(body: m.body, design: m.options.design)
        let room = max(width - 2 * ListMetrics.inset - (check.size.width + inset + ListMetrics.minimumGap), 1)
        // Laid out left to right, lines flush left; right to left the row is mirrored as a
        // whole (draw), which puts each line flush right.
        let alignment: TextAlignment = ctx.isRightToLeft ? .trailing : .leading
        let text = ctx.paragraph(option, m.bodyFont, maxWidth: room, alignment: alignment)
        let wrapped = PixelGrid.ceil(text.block.height + 2 * m.rowPadding, scale: ctx.scale)
        return (text, max(m.unwrappedHeight(of: .value(title: "", value: "")), wrapped))
    }

    static func draw(options: [String], selected: Int, metrics m: ListMetrics, size: Size, ctx: LayoutContext) -> [Node] {
        let a = m.options.palette
        var nodes: [Node] = [.shape(m.card(size))]
        let (check, checkInset) = ListRowAccessory.checkmark(body: m.body, design: m.options.design)
        var y = 0.0
        for (i, option) in options.enumerated() {
            let (text, rowHeight) = row(option, width: size.width, metrics: m, ctx: ctx)
            let box = Size(size.width, rowHeight)
            let isSelected = i == selected
            var content = ctx.textNodes(option, block: text.block, lineOrigins: text.origins,
                                        topLeft: Point(ListMetrics.inset, (rowHeight - text.block.height) / 2),
                                        color: SemanticColor.label.resolved(a))
            if isSelected {
                let origin = Point(ctx.grid(size.width - ListMetrics.inset - checkInset - check.size.width),
                                   ctx.grid((rowHeight - check.size.height) / 2))
                content += check.nodes(at: origin, color: tint.resolved(a))
            }
            let element = AccessibilityElement(label: option, value: nil, traits: isSelected ? ["button", "selected"] : ["button"],
                                               visibleLabel: option)
            nodes.append(.layer(Layer(name: "option \(option)", bounds: Rect(origin: .zero, size: box),
                                      transform: .translation(0, y), accessibility: element,
                                      children: ctx.mirrored(content, width: box.width))))
            y += rowHeight
            if i < options.count - 1 { nodes += ctx.mirrored([m.separator(bottom: y, width: size.width)], width: size.width) }
        }
        return nodes
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

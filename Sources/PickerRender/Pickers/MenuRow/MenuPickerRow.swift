// MenuPickerRow: `Picker(title, selection:) { ... }` inside a List on iOS 18, which gives the
// menu style's row: the title leading in label colour (with an optional subtitle under it, the
// documentation's two-Text label), the selected option trailing in secondary colour, then
// chevron.up.chevron.down (SymbolGlyph) in secondary. At rest the menu is not drawn; `open`
// draws it under the row in the iOS 26 design (MenuPopover). Title and subtitle wrap as SwiftUI's Text does; `lineLimit` is
// `.lineLimit(n)` on the label's texts (each at most n lines, the last ending in "…").
// Row geometry and the list around it: ListSection, ListRowLayout, InsetGroupedList.
// Invariants: options are non-empty and unique and the selection is one of them (checked
// before any layout, each failure naming the value); a line limit is at least 1; the row's
// VoiceOver element is a button labelled by the title whose value is the selection.

import PickerRenderLayout
import PickerRenderScene

public struct MenuPickerRow: PickerControl {
    public var title: String
    public var subtitle: String?
    public var options: [String]
    public var selection: String
    /// Lines the title and the subtitle may each take; nil: as many as they need.
    public var lineLimit: Int?
    /// The menu drawn open under the row (MenuPopover; the iOS 26 design only).
    public var open = false

    /// - Parameters:
    ///   - title: the picker's label, drawn and read by VoiceOver.
    ///   - selection: the option shown in the row.
    ///   - options: the menu's options, in order (only the selection is drawn).
    ///   - subtitle: a second text under the title, in secondary colour.
    ///   - lineLimit: lines the title and the subtitle may each wrap onto (nil: no limit).
    public init(_ title: String, selection: String, options: [String], subtitle: String? = nil, lineLimit: Int? = nil) {
        self.title = title; self.selection = selection; self.options = options; self.subtitle = subtitle
        self.lineLimit = lineLimit
    }

    @discardableResult
    func validated() throws(PickerError) -> Int {
        guard !options.isEmpty else { throw .invalidOption(name: "options", value: "", expected: "a list of at least one option") }
        var seen = Set<String>()
        for o in options where !seen.insert(o).inserted {
            throw .invalidOption(name: "options", value: o, expected: "unique (it appears twice)")
        }
        if let lineLimit, lineLimit < 1 {
            throw .invalidOption(name: "lineLimit", value: String(lineLimit), expected: "a number of lines, at least 1")
        }
        guard let i = options.firstIndex(of: selection) else {
            throw .invalidOption(name: "selection", value: selection, expected: "one of the options")
        }
        return i
    }

    /// The row as a one-row section.
    public var section: ListSection { ListSection([.picker(self)]) }

    public static let kind = "menu"
    /// Drawn alone, the row is a crop of a list on the iPhone 16 Pro's width.
    public static let defaultWidth = 402.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground
    public static let marginsWhenAlone = InsetGroupedList.marginsWhenAlone
    public static let minimumWidth = InsetGroupedList.minimumWidth

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body(in: context), in: context)
    }

    /// The row as a one-section list, and the open menu under it.
    func body(in context: PickerContext) throws(PickerError) -> AnyView {
        let list = try InsetGroupedList([section]).body(options: context.options)
        guard open else { return list }
        guard context.options.design == .ios26 else {
            throw .invalidOption(name: "open", value: "true", expected: "false in the iOS 18 design (an open menu is drawn in the iOS 26 design only)")
        }
        let popover = MenuPopover(title: title, options: options, selected: try validated()).body(options: context.options)
        // Under the card, its trailing edge the card's, room below for its shadow.
        return AnyView(VStack(alignment: .trailing, spacing: MenuPopover.gap) {
            list
            popover.padding(EdgeInsets(bottom: 2 * MenuPopover.shadowBlur, trailing: InsetGroupedList.sideInset))
        })
    }

    public static let specFields: [SpecField] = [
        SpecField("title", .string, required: true, "the picker's label, drawn and read by VoiceOver"),
        SpecField("options", .strings, required: true, "the menu's options, unique (only the selection is drawn)"),
        SpecField("selection", .string, "the option shown in the row (default: the first)"),
        SpecField("subtitle", .string, "a second text under the title, in secondary colour"),
        SpecField("lineLimit", .integer(1...1_000_000), "lines the title and subtitle may each take, at least 1 (default: no limit)"),
        SpecField("open", .boolean, "the menu drawn open under the row, the selection checked (iOS 26 design only; default false)"),
    ]

    public init(spec o: SpecObject) throws(SpecError) {
        let options = o.strings("options")!
        self.init(o.string("title")!, selection: o.string("selection") ?? options.first ?? "", options: options,
                  subtitle: o.string("subtitle"), lineLimit: o.int("lineLimit"))
        open = o.bool("open") ?? false
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("title", title); w.set("options", options); w.set("selection", selection); w.set("subtitle", subtitle)
        w.set("lineLimit", lineLimit)
        if open { w.set("open", true) }
    }
}

// InsetGroupedList: SwiftUI's `List` as iOS 18 draws it on iPhone (the inset grouped style):
// sections as cards on systemGroupedBackground, 16 pt from the screen's sides, 35 pt apart.
// The 35-pt spacing (between sections and above the first one when there is no header or
// navigation bar) is UIKit's default grouped section spacing as measured on iOS 17-18
// screenshots; lower confidence, like docs/architecture.md §9. iOS 26 keeps it between sections
// without a header (measured 35 pt on iOS 26.4); above a headed one ListSectionHeader says.
// Unlike the picker demos, a list is not centred in the safe area: it starts at the top, as a
// scroll view's content does.
// Invariants: every section is validated before any layout; the list's width is what it is
// offered (flexible), its height the sum of its sections and spacings.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

public struct InsetGroupedList: PickerControl {
    public var sections: [ListSection]

    public init(_ sections: [ListSection]) { self.sections = sections }

    static let sideInset = 16.0
    package static let sectionSpacing = 35.0

    /// The sections stacked, 16 pt in from both sides.
    func body(options o: RenderOptions) throws(PickerError) -> AnyView {
        guard !sections.isEmpty else { throw .invalidOption(name: "sections", value: "", expected: "a list with at least one section") }
        var views: [AnyView] = []
        for (i, s) in sections.enumerated() {
            let view = try s.body(options: o)
            views.append(i == 0 ? view : view.padding(EdgeInsets(top: ListSectionHeader.spacingAbove(header: s.header != nil, o))))
        }
        return VStack(spacing: 0) { for v in views { v } }.padding(.horizontal(Self.sideInset))
    }

    public static let kind = "list"
    public static let defaultWidth = 402.0
    public static let defaultBackground = SemanticColor.systemGroupedBackground
    /// Alone, a list is a crop of a screen: 16 pt of background above and below the cards
    /// (the cards are 16 pt in from the sides already).
    public static let marginsWhenAlone = EdgeInsets(top: 16, bottom: 16)
    /// The cards are 16 pt in from both sides: at least a point is left for them.
    public static let minimumWidth = 2 * sideInset + 1

    public func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body(options: context.options), in: context)
    }

    public static let specFields: [SpecField] = [
        SpecField("sections", .objects(sectionFields), required: true, "the list's sections, top to bottom"),
    ]
    static let sectionFields: [SpecField] = [
        SpecField("header", .string, "the text over the section's card (Section(\"Fruits\")): uppercased in iOS 18, as written in iOS 26"),
        SpecField("rows", .objects(rowFields), required: true, "the section's rows, top to bottom"),
    ]
    /// A row with `options` is a menu picker row; one with `value` is a title-and-value row;
    /// `navigationLink` makes a navigation row (its value optional).
    static let rowFields: [SpecField] = MenuPickerRow.specFields.map {
        $0.name == "options" ? SpecField("options", .strings, "a picker row's options, unique (or give value)") : $0
    } + [SpecField("value", .string, "a value row's trailing text (instead of options)"),
         SpecField("navigationLink", .boolean,
                   "a NavigationLink's row: the title, the value if given, and the disclosure chevron (default false)")]

    public init(spec o: SpecObject) throws(SpecError) {
        var sections: [ListSection] = []
        for (i, s) in try o.objects("sections", fields: Self.sectionFields)!.enumerated() {
            var rows: [ListSection.Row] = []
            for (j, r) in try s.objects("rows", fields: Self.rowFields)!.enumerated() {
                let path = "sections[\(i)].rows[\(j)]"
                if r.bool("navigationLink") == true {
                    for key in ["options", "selection", "subtitle", "lineLimit", "open"] where r.has(key) {
                        throw r.error(key, "goes with a picker row (options), not a navigationLink row")
                    }
                    rows.append(.navigationLink(title: r.string("title")!, value: r.string("value")))
                    continue
                }
                switch (r.strings("options"), r.string("value")) {
                case (_?, _?): throw o.error(path, "a row has options (a picker) or a value, not both")
                case (nil, nil): throw o.error(path + ".options", "missing (give options for a picker row, or value)")
                case (.some, nil): rows.append(.picker(try MenuPickerRow(spec: r)))
                case (nil, let value?):
                    for key in ["selection", "subtitle", "lineLimit"] where r.has(key) { throw r.error(key, "goes with options, not value") }
                    rows.append(.value(title: r.string("title")!, value: value))
                }
            }
            sections.append(ListSection(rows, header: s.string("header")))
        }
        self.init(sections)
    }

    public func writeSpec(to w: inout SpecWriter) {
        w.set("sections", .array(sections.map { section in
            var sw = SpecWriter()
            sw.set("header", section.header)
            sw.set("rows", .array(section.rows.map { row in
                var rw = SpecWriter()
                switch row {
                case .picker(let p): p.writeSpec(to: &rw)
                case .value(let title, let value): rw.set("title", title); rw.set("value", value)
                case .navigationLink(let title, let value):
                    rw.set("title", title); rw.set("value", value); rw.set("navigationLink", true)
                }
                return rw.value
            }))
            return sw.value
        }))
    }
}

// ListSectionHeader: a list section's header (SwiftUI's `Section("Fruits") { ... }`, and an
// inline picker's label), drawn over its card, in both design profiles.
// - iOS 18 (UIKit's grouped header; the inline picker's measurements, docs/architecture.md §9):
//   the title uppercased, footnote size, secondary colour, 16 pt in from the card, its line
//   box 7 pt above the card; the list's 35 pt between sections comes before it.
// - iOS 26, measured on iOS 26.4's inset grouped List at @3x (390 pt wide, light and dark; and
//   iOS 26.0's on a 390-pt screen agrees): sentence case as written, 17-pt semibold (cap height
//   12.0 pt at Large, the headline style), secondary colour (133,133,138 over 242,242,247;
//   141,141,146 over black), 16 pt in from the card, its baseline 13.67 pt above the card; a
//   headed section's card starts 57 pt below the card before it (56.67 once): 27 pt above
//   the header's line box and 9.5 pt below it, where a section without a header has 35.
// Invariant: the header is laid out as a paragraph (it wraps at the card's width), leading
// aligned, so right to left it sits at the right as the layout mirrors it.

import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

enum ListSectionHeader {
    /// Between the header's line box and its card.
    static func gap(_ o: RenderOptions) -> Double { o.design == .ios26 ? 9.5 : 7 }

    /// Between the card above and the section's top (its header's line box, or its card).
    static func spacingAbove(header: Bool, _ o: RenderOptions) -> Double {
        header && o.design == .ios26 ? 27 : InsetGroupedList.sectionSpacing
    }

    /// The header's text, 16 pt in from the card.
    static func view(_ title: String, _ o: RenderOptions) -> AnyView {
        let text = o.design == .ios26
            ? Text(title).font(Font(pointSize: DynamicType.pointSize(.headline, o.dynamicType), weight: .semibold, textStyle: .headline))
            : Text(title.uppercased()).font(Font(pointSize: DynamicType.pointSize(.footnote, o.dynamicType), textStyle: .footnote))
        return text.foregroundStyle(.secondary).padding(EdgeInsets(leading: ListMetrics.inset))
    }

    /// The header over `card`, or the card alone.
    static func section(_ title: String?, card: AnyView, _ o: RenderOptions) -> AnyView {
        guard let title else { return card }
        return AnyView(VStack(alignment: .leading, spacing: gap(o)) { view(title, o); card })
    }
}

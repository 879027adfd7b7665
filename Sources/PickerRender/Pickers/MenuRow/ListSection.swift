// ListSection: one section of an iOS 18 inset grouped List (`List { ... }` with the default
// style on iPhone), the rows the Picker documentation puts in it, and their layout. In the
// iOS 26 design the card, row height and separators are ListMetrics+Design's.
//
// Design (iOS 18 on iPhone 16 Pro; measured from screenshots, lower confidence, like
// docs/architecture.md §9):
// - The section is a card of secondarySystemGroupedBackground with continuous corners of
//   radius 10, inset 16 pt from the screen's sides (the list does that, see InsetGroupedList).
// - Row content is inset 16 pt on both sides. A row is at least 44 pt tall and otherwise its
//   content plus 11 pt above and below, so rows grow with Dynamic Type.
// - Text: titles body in label colour; values body in secondary; a subtitle subheadline in
//   secondary, 3 pt under its title. Line boxes are docs/architecture.md §5's
//   (ceil_to_pixel(1.19336 em)).
// - Title and value sit side by side (title leading, value trailing, both centred on the row),
//   except at the accessibility sizes, where the value moves under the label, leading-aligned,
//   as UIKit's value cells do (UIListContentConfiguration.prefersSideBySideTextAndSecondaryText
//   is false for accessibility categories). Side by side, the value gives up width first, down
//   to 40 % of the content width, then the title. The value keeps one line (truncated at the
//   tail); the title and the subtitle wrap onto as many lines as they need in the room left
//   to them (SwiftUI's Text has no line limit in a List), unless the row sets a line limit:
//   then the last line allowed ends in "…". See ListRowLayout.
// - A picker's value is followed, 5 pt later (scaled with the text, like a symbol's side
//   bearings), by the up-down chevron (SymbolGlyph), centred on the value's cap height.
// - Separators between rows (not after the last): one device pixel tall (1/scale pt, UIKit's
//   hairline), at the bottom of the upper row, from 16 pt (the text's leading edge) to the
//   card's trailing edge, in Apple's `separator` colour (60,60,67 @0.29 light, 84,84,88 @0.6
//   dark; UIColor.separator as of iOS 13-18 — opaqueSeparator is the opaque 198,198,200 /
//   56,56,58 that UIKit uses where the background is unknown).
// - Right to left, as UIKit's cells: each row is laid out as above and then mirrored
//   (label and subtitle right-aligned at the right, value and chevron at the left, separators
//   from the right edge's inset to the card's left edge); text is moved, not flipped, and the
//   up-down chevron is its own mirror image; a navigation row's disclosure chevron flips).
// - A navigation row (SwiftUI's NavigationLink) ends in the disclosure chevron after its value
//   (ListRowAccessory); a header over the card is ListSectionHeader's.
// Invariants: a section's height is the sum of its rows' heights; each row is a layer whose
// bounds are the row's box, carrying the row's accessibility element; a row's height is a
// function of the card's width (wrapping needs the width and the fonts), measured and drawn
// from the same ListRowLayout so the two always agree.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

public struct ListSection: Sendable, Equatable {
    public enum Row: Sendable, Equatable {
        /// `Picker(title, selection:)` in a List: the menu style's row.
        case picker(MenuPickerRow)
        /// The documentation's `HStack { Text(title); Spacer(); Text(value).foregroundStyle(.secondary) }`.
        case value(title: String, value: String)
        /// `NavigationLink { ... } label: { LabeledContent(title, value: value) }`: the title,
        /// the value (if any) in secondary colour and the disclosure chevron.
        case navigationLink(title: String, value: String?)
    }

    public var rows: [Row]
    /// `Section(header)`: the text over the card (uppercased in the iOS 18 design, as written
    /// in iOS 26's); nil: no header.
    public var header: String?

    public init(_ rows: [Row], header: String? = nil) { self.rows = rows; self.header = header }

    func validated() throws(PickerError) {
        guard !rows.isEmpty else { throw .invalidOption(name: "rows", value: "", expected: "a section with at least one row") }
        for case .picker(let p) in rows { _ = try p.validated() }
    }

    /// The section as UITableView lays a grouped section out: a card as wide as it is given and
    /// as tall as its rows are at that width (their texts wrap), each row a layer of its
    /// subviews with its VoiceOver element, separators between rows; its header over it.
    func body(options o: RenderOptions) throws(PickerError) -> AnyView {
        try validated()
        let m = ListMetrics(o)
        let rows = self.rows
        let layouts = RowLayouts(rows: rows, metrics: m)
        let card = SizedView(name: "List", flexibleHeight: false, heightForWidth: true, measuring: { size, ctx throws(PickerError) in
            ListSection.card(rows: rows, layouts: layouts.at(width: size.width, ctx: ctx), metrics: m, width: size.width, ctx: ctx).tree
        })
        return ListSectionHeader.section(header, card: AnyView(.sized(card)), o)
    }

    /// The rows laid out per card width, kept: a picture measures and draws a section at the
    /// same width several times, and wrapping long text is the costly part. Layout runs on one
    /// task (LayoutContext), so no lock; the context is part of the key (fonts and scale).
    final class RowLayouts: @unchecked Sendable {
        let rows: [Row]
        let metrics: ListMetrics
        private var kept: (width: Double, ctx: ObjectIdentifier, layouts: [ListRowLayout])?

        init(rows: [Row], metrics: ListMetrics) { self.rows = rows; self.metrics = metrics }

        func at(width: Double, ctx: TextMetrics) -> [ListRowLayout] {
            if let kept, kept.width == width, kept.ctx == ObjectIdentifier(ctx.context) { return kept.layouts }
            let layouts = rows.map { metrics.layout($0, width: width, ctx: ctx) }
            kept = (width, ObjectIdentifier(ctx.context), layouts)
            return layouts
        }
    }

    /// The card `width` wide: its shape, the rows stacked, the separators between them.
    static func card(rows: [Row], layouts: [ListRowLayout], metrics m: ListMetrics, width: Double, ctx: TextMetrics) -> AnyView {
        let height = layouts.map(\.height).reduce(0, +)
        var frames: [Rect] = [Rect(x: 0, y: 0, width: width, height: height)]
        var views: [AnyView] = [m.card(Size(width, height))]
        var separators = RowSubviews(width: width, ctx: ctx)
        var y = 0.0
        for (i, (row, layout)) in zip(rows, layouts).enumerated() {
            let box = Size(width, layout.height)
            let (name, element) = m.element(row)
            frames.append(Rect(x: 0, y: y, width: box.width, height: box.height))
            views.append(layout.subviews(size: box, metrics: m, ctx: ctx).layout(name, size: box, accessibility: element))
            y += layout.height
            if i < rows.count - 1 { m.separator(bottom: y, width: width, into: &separators) }
        }
        frames += separators.items.map(\.0); views += separators.items.map(\.1)
        return FramesLayout("list section", size: Size(width, height), frames: frames)(views.map(\.tree))
    }
}

/// The numbers of a list row for one environment (see ListSection's header).
struct ListMetrics {
    static let inset = 16.0
    static let verticalPadding = 11.0
    static let minimumRowHeight = 44.0
    static let subtitleSpacing = 3.0
    /// Between the value and its chevron at 17 pt; it scales with the text, as a symbol's
    /// side bearings do.
    static let chevronSpacing = 5.0
    /// The least room between a title and its value, side by side.
    static let minimumGap = 8.0

    let options: RenderOptions
    let body: Double
    let subheadline: Double
    let stacked: Bool

    init(_ o: RenderOptions) {
        options = o
        body = DynamicType.pointSize(.body, o.dynamicType)
        subheadline = Self.subheadlineSize(o.dynamicType)
        stacked = o.dynamicType.isAccessibilitySize
    }

    /// Apple's subheadline sizes (15 pt at Large), xSmall ... AX5.
    static func subheadlineSize(_ size: DynamicTypeSize) -> Double {
        DynamicType.pointSize(.subheadline, size)
    }

    /// UIColor.separator (see the header).
    static func separator(_ a: Appearance) -> Color {
        a == .light ? Color(60, 60, 67, alpha: 0.29) : Color(84, 84, 88, alpha: 0.6)
    }

    var bodyFont: Font { Font(pointSize: body, textStyle: .body) }
    var subheadlineFont: Font { Font(pointSize: subheadline, textStyle: .subheadline) }

    /// A single line's box height at `size` (docs/architecture.md §5), as TextLine computes it.
    func lineHeight(_ size: Double) -> Double {
        PixelGrid.ceil(TextLine.lineHeightEm * size, scale: options.displayScale)
    }

    /// Title, plus the subtitle under it.
    func labelHeight(subtitle: Bool) -> Double {
        lineHeight(body) + (subtitle ? Self.subtitleSpacing + lineHeight(subheadline) : 0)
    }

    /// The value's line, or its accessory's symbol when it is the taller.
    func valueHeight(_ accessory: ListRowAccessory) -> Double {
        max(lineHeight(body), accessory.glyph(pointSize: body)?.size.height ?? 0)
    }

    /// A row's height before any width is known: every text on one line (the fallback of a
    /// component offered no width; a row laid out at its width is ListRowLayout's).
    func unwrappedHeight(of row: ListSection.Row) -> Double {
        let label: Double, value: Double
        switch row {
        case .picker(let p):
            label = labelHeight(subtitle: p.subtitle != nil); value = valueHeight(.upDownChevron)
        case .value:
            label = labelHeight(subtitle: false); value = valueHeight(.none)
        case .navigationLink:
            label = labelHeight(subtitle: false); value = valueHeight(.disclosure)
        }
        return rowHeight(label: label, value: value)
    }

    /// 11 pt above and below the content (label and value side by side, or stacked), at least
    /// 44 pt, on the pixel grid.
    func rowHeight(label: Double, value: Double) -> Double {
        let content = stacked ? label + Self.subtitleSpacing + value : max(label, value)
        return PixelGrid.ceil(max(minimumHeight, content + 2 * rowPadding), scale: options.displayScale)
    }

    /// A row laid out at the card's width: its texts wrapped where they need to.
    func layout(_ row: ListSection.Row, width: Double, ctx: TextMetrics) -> ListRowLayout {
        switch row {
        case .picker(let p):
            ListRowLayout(title: p.title, subtitle: p.subtitle, value: p.selection, accessory: .upDownChevron, lineLimit: p.lineLimit,
                          width: width, metrics: self, ctx: ctx)
        case .value(let title, let value):
            ListRowLayout(title: title, subtitle: nil, value: value, accessory: .none, lineLimit: nil,
                          width: width, metrics: self, ctx: ctx)
        case .navigationLink(let title, let value):
            ListRowLayout(title: title, subtitle: nil, value: value ?? "", accessory: .disclosure, lineLimit: nil,
                          width: width, metrics: self, ctx: ctx)
        }
    }

    /// A row's layer name and accessibility element.
    func element(_ row: ListSection.Row) -> (String, AccessibilityElement) {
        switch row {
        case .picker(let p):
            ("row \(p.title)", AccessibilityElement(label: p.title, value: p.selection, traits: ["button"], visibleLabel: p.title, options: p.options))
        case .value(let title, let value):
            // A List row combines its texts into one element, as VoiceOver reads the row.
            ("row \(title)", AccessibilityElement(label: title, value: value, traits: ["staticText"], visibleLabel: title))
        case .navigationLink(let title, let value):
            ("row \(title)", AccessibilityElement(label: title, value: value, traits: ["button"], visibleLabel: title))
        }
    }
}

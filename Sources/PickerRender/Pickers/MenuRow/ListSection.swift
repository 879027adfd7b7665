// ListSection: one section of an iOS 18 inset grouped List (`List { ... }` with the default
// style on iPhone), the rows the Picker documentation puts in it, and their layout.
//
// Design (iOS 18 on iPhone 16 Pro; measured from screenshots, lower confidence, like DESIGN §9):
// - The section is a card of secondarySystemGroupedBackground with continuous corners of
//   radius 10, inset 16 pt from the screen's sides (the list does that, see InsetGroupedList).
// - Row content is inset 16 pt on both sides. A row is at least 44 pt tall and otherwise its
//   content plus 11 pt above and below, so rows grow with Dynamic Type.
// - Text: titles body in label colour; values body in secondary; a subtitle subheadline in
//   secondary, 3 pt under its title. Line boxes are DESIGN §5's (ceil_to_pixel(1.19336 em)).
// - Title and value sit side by side (title leading, value trailing, both centred on the row),
//   except at the accessibility sizes, where the value moves under the label, leading-aligned,
//   as UIKit's value cells do (UIListContentConfiguration.prefersSideBySideTextAndSecondaryText
//   is false for accessibility categories). Side by side, the value gives up width first, down
//   to 40 % of the content width, then the title; both truncate at the tail. (iOS wraps a
//   long title or subtitle onto more lines; the Text module lays out single lines only, so
//   here they truncate, which shows at the accessibility sizes.)
// - A picker's value is followed, 5 pt later (scaled with the text, like a symbol's side
//   bearings), by the up-down chevron (SymbolGlyph), centred on the value's cap height.
// - Separators between rows (not after the last): one device pixel tall (1/scale pt, UIKit's
//   hairline), at the bottom of the upper row, from 16 pt (the text's leading edge) to the
//   card's trailing edge, in Apple's `separator` colour (60,60,67 @0.29 light, 84,84,88 @0.6
//   dark; UIColor.separator as of iOS 13-18 — opaqueSeparator is the opaque 198,198,200 /
//   56,56,58 that UIKit uses where the background is unknown).
// - Right to left (issue 12), as UIKit's cells: each row is laid out as above and then mirrored
//   (label and subtitle right-aligned at the right, value and chevron at the left, separators
//   from the right edge's inset to the card's left edge); text is moved, not flipped, and the
//   up-down chevron is its own mirror image (a disclosure chevron would flip; none is drawn).
// Invariants: a section's height is the sum of its rows' heights; each row is a layer whose
// bounds are the row's box, carrying the row's accessibility element; heights are known
// before drawing (they need only point sizes), widths only when drawing (they need the fonts).

import Geometry
import Scene
import Text

public struct ListSection: Sendable, Equatable {
    public enum Row: Sendable, Equatable {
        /// `Picker(title, selection:)` in a List: the menu style's row.
        case picker(MenuPickerRow)
        /// The documentation's `HStack { Text(title); Spacer(); Text(value).foregroundStyle(.secondary) }`.
        case value(title: String, value: String)
    }

    public var rows: [Row]

    public init(_ rows: [Row]) { self.rows = rows }

    func validated() throws(PickerError) {
        guard !rows.isEmpty else { throw .invalidOption(name: "rows", value: "", expected: "a section with at least one row") }
        for case .picker(let p) in rows { _ = try p.validated() }
    }

    /// A flexible-width view: the card and its rows.
    func view(options o: RenderOptions) throws(PickerError) -> ViewNode {
        try validated()
        let m = ListMetrics(o)
        let rows = self.rows
        let height = rows.map { m.height(of: $0) }.reduce(0, +)
        return .component(Component(name: "list section", height: height) { size, ctx in
            ListSection.draw(rows: rows, metrics: m, size: size, ctx: ctx)
        })
    }

    static func draw(rows: [Row], metrics m: ListMetrics, size: Size, ctx: LayoutContext) -> [Node] {
        let o = m.options
        var nodes: [Node] = [.shape(ShapeItem(.continuousRoundedRect, rect: Rect(origin: .zero, size: size), cornerRadius: 10,
                                              color: SemanticColor.secondarySystemGroupedBackground.resolved(o.palette)))]
        var y = 0.0
        var separators: [Node] = []
        for (i, row) in rows.enumerated() {
            let h = m.height(of: row)
            let box = Size(size.width, h)
            let (name, element, content) = m.layout(row, size: box, ctx: ctx)
            nodes.append(.layer(Layer(name: name, bounds: Rect(origin: .zero, size: box), transform: .translation(0, y),
                                      accessibility: element, children: ctx.mirrored(content, width: box.width))))
            y += h
            if i < rows.count - 1 {
                let hairline = 1 / o.displayScale
                separators.append(.shape(ShapeItem(.rect, rect: Rect(x: ListMetrics.inset, y: y - hairline,
                                                                     width: size.width - ListMetrics.inset, height: hairline),
                                                   color: ListMetrics.separator(o.appearance))))
            }
        }
        return nodes + ctx.mirrored(separators, width: size.width)
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
    var chevron: SymbolGlyph { .upDownChevron(pointSize: body) }
    var chevronGap: Double { Self.chevronSpacing * body / 17 }

    /// A single line's box height at `size` (DESIGN §5), as TextLine computes it.
    func lineHeight(_ size: Double) -> Double {
        PixelGrid.ceil(TextLine.lineHeightEm * size, scale: options.displayScale)
    }

    /// Title, plus the subtitle under it.
    func labelHeight(subtitle: Bool) -> Double {
        lineHeight(body) + (subtitle ? Self.subtitleSpacing + lineHeight(subheadline) : 0)
    }

    /// The value's line, or the chevron when it is the taller.
    func valueHeight(chevron: Bool) -> Double {
        chevron ? max(lineHeight(body), self.chevron.size.height) : lineHeight(body)
    }

    func height(of row: ListSection.Row) -> Double {
        let label: Double, value: Double
        switch row {
        case .picker(let p):
            label = labelHeight(subtitle: p.subtitle != nil); value = valueHeight(chevron: true)
        case .value:
            label = labelHeight(subtitle: false); value = valueHeight(chevron: false)
        }
        let content = stacked ? label + Self.subtitleSpacing + value : max(label, value)
        return PixelGrid.ceil(max(Self.minimumRowHeight, content + 2 * Self.verticalPadding), scale: options.displayScale)
    }

    /// A row's layer name, accessibility element and nodes in its own box.
    func layout(_ row: ListSection.Row, size: Size, ctx: LayoutContext) -> (String, AccessibilityElement, [Node]) {
        switch row {
        case .picker(let p):
            let element = AccessibilityElement(label: p.title, value: p.selection, traits: ["button"],
                                               visibleLabel: p.title, options: p.options)
            return ("row \(p.title)", element, content(title: p.title, subtitle: p.subtitle, value: p.selection,
                                                       chevron: true, size: size, ctx: ctx))
        case .value(let title, let value):
            // A List row combines its texts into one element, as VoiceOver reads the row.
            let element = AccessibilityElement(label: title, value: value, traits: ["staticText"], visibleLabel: title)
            return ("row \(title)", element, content(title: title, subtitle: nil, value: value, chevron: false, size: size, ctx: ctx))
        }
    }

    /// Title (and subtitle) leading, value (and chevron) trailing, or under the label when stacked.
    func content(title: String, subtitle: String?, value: String, chevron hasChevron: Bool,
                 size: Size, ctx: LayoutContext) -> [Node] {
        let a = options.palette
        let label = SemanticColor.label.resolved(a), secondary = SemanticColor.secondary.resolved(a)
        let inner = max(size.width - 2 * Self.inset, 1)
        let glyph = chevron
        let tail = hasChevron ? chevronGap + glyph.size.width : 0
        var nodes: [Node] = []

        let fullTitle = ctx.line(title, bodyFont)
        let titleLine: TextLine, valueLine: TextLine, valueX: Double, valueTop: Double
        let labelTop: Double
        if stacked {
            labelTop = Self.verticalPadding
            titleLine = ctx.line(title, bodyFont, maxWidth: inner)
            valueLine = ctx.line(value, bodyFont, maxWidth: max(inner - tail, 1))
            valueX = Self.inset
            let labelBottom = labelTop + labelHeight(subtitle: subtitle != nil)
            valueTop = labelBottom + Self.subtitleSpacing + (valueHeight(chevron: hasChevron) - valueLine.height) / 2
        } else {
            let fullValue = ctx.line(value, bodyFont)
            let valueRoom = max(inner - tail - fullTitle.frameWidth - Self.minimumGap, inner * 0.4 - tail, 1)
            valueLine = ctx.line(value, bodyFont, maxWidth: min(fullValue.frameWidth, valueRoom))
            titleLine = ctx.line(title, bodyFont, maxWidth: max(inner - tail - valueLine.frameWidth - Self.minimumGap, 1))
            labelTop = (size.height - labelHeight(subtitle: subtitle != nil)) / 2
            valueX = size.width - Self.inset - tail - valueLine.frameWidth
            valueTop = (size.height - valueLine.height) / 2
        }
        nodes.append(ctx.textNode(title, line: titleLine, topLeft: Point(Self.inset, labelTop), color: label))
        if let subtitle {
            let line = ctx.line(subtitle, subheadlineFont, maxWidth: stacked ? inner : titleRoom(inner, tail, valueLine))
            nodes.append(ctx.textNode(subtitle, line: line,
                                      topLeft: Point(Self.inset, labelTop + titleLine.height + Self.subtitleSpacing), color: secondary))
        }
        let valueNode = ctx.textNode(value, line: valueLine, topLeft: Point(valueX, valueTop), color: secondary)
        nodes.append(valueNode)
        if hasChevron, case .text(let t) = valueNode {
            // Centred on the value's cap height, as a symbol sits in its line of text
            // (SF's cap height is about 0.705 em, DESIGN §6).
            let capMiddle = t.origin.y - 0.705 * body / 2
            let origin = Point(ctx.grid(t.frame.maxX + chevronGap), ctx.grid(capMiddle - glyph.size.height / 2))
            nodes += glyph.nodes(at: origin, color: secondary)
        }
        return nodes
    }

    /// Room for a subtitle beside the value: what the title may use.
    private func titleRoom(_ inner: Double, _ tail: Double, _ valueLine: TextLine) -> Double {
        max(inner - tail - valueLine.frameWidth - Self.minimumGap, 1)
    }
}

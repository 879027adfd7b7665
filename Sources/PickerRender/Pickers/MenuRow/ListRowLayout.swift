// ListRowLayout: one list row's texts laid out at the row's real width, and the row's height
// from them (the numbers are ListMetrics'; the rules ListSection's header states).
//
// Design: the value (and a picker's chevron) takes its width first, as before: side by side it
// gives up width down to 40 % of the content width and stays on one line, truncated at the
// tail. The title and the subtitle then wrap (UAX #14, TextEngine.layoutParagraph) in what is
// left: beside the value, or the full content width when stacked (the accessibility sizes put
// the value under the label). Each is a paragraph of at most `lineLimit` lines (nil: no limit,
// SwiftUI's default for a List's Text), the last truncated with "…" when the text does not fit.
// Lines are laid out flush left at the row's 16-pt inset in both directions (each in the
// picture's base direction); right to left the row's subviews are mirrored one by one
// (RowSubviews), which puts every line flush right at the trailing inset: the leading
// alignment of a right-to-left paragraph.
// Invariants: height = max(44, content + 2 x 11) on the pixel grid (51 and 14.5 in the iOS 26 design), content = label (title
// lines + 3 + subtitle lines) beside or above (+3) the value; a text that fits on one line
// lays out exactly as the single-line rows did, so unwrapped rows are unchanged.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

struct ListRowLayout {
    typealias Paragraph = (block: TextBlock, frameWidth: Double, origins: [Point])

    let title: String
    let subtitle: String?
    let value: String
    let accessory: ListRowAccessory
    let lineLimit: Int?
    let titleText: Paragraph
    let subtitleText: Paragraph?
    let valueLine: TextLine
    /// The width the title and subtitle wrap in.
    let labelWidth: Double
    let height: Double

    init(title: String, subtitle: String?, value: String, accessory: ListRowAccessory, lineLimit: Int?,
         width: Double, metrics m: ListMetrics, ctx: TextMetrics) {
        self.title = title; self.subtitle = subtitle; self.value = value; self.accessory = accessory; self.lineLimit = lineLimit
        let inner = max(width - 2 * ListMetrics.inset, 1)
        let tail = accessory.tail(body: m.body)
        if m.stacked {
            valueLine = ctx.line(value, m.bodyFont, maxWidth: max(inner - tail, 1))
            labelWidth = inner
        } else {
            // The value's room counts the title on one line: the title wraps only once the
            // value is down to its 40 %.
            let fullTitle = ctx.line(title, m.bodyFont)
            let fullValue = ctx.line(value, m.bodyFont)
            let valueRoom = max(inner - tail - fullTitle.frameWidth - ListMetrics.minimumGap, inner * 0.4 - tail, 1)
            valueLine = ctx.line(value, m.bodyFont, maxWidth: min(fullValue.frameWidth, valueRoom))
            labelWidth = max(inner - tail - valueLine.frameWidth - ListMetrics.minimumGap, 1)
        }
        // Flush left before the row is mirrored (see the header).
        let alignment: TextAlignment = ctx.isRightToLeft ? .trailing : .leading
        let room = labelWidth
        titleText = ctx.paragraph(title, m.bodyFont, maxWidth: room, lineLimit: lineLimit, alignment: alignment)
        subtitleText = subtitle.map {
            ctx.paragraph($0, m.subheadlineFont, maxWidth: room, lineLimit: lineLimit, alignment: alignment)
        }
        height = m.rowHeight(label: Self.labelHeight(titleText, subtitleText), value: m.valueHeight(accessory))
    }

    static func labelHeight(_ title: Paragraph, _ subtitle: Paragraph?) -> Double {
        title.block.height + (subtitle.map { ListMetrics.subtitleSpacing + $0.block.height } ?? 0)
    }

    var labelHeight: Double { Self.labelHeight(titleText, subtitleText) }

    /// Title (and subtitle) leading, value (and chevron) trailing, or under the label when
    /// stacked: the row's subviews in its own box of `size`, mirrored right to left.
    func subviews(size: Size, metrics m: ListMetrics, ctx: TextMetrics) -> RowSubviews {
        let tail = accessory.tail(body: m.body)
        let labelTop: Double, valueX: Double, valueTop: Double
        if m.stacked {
            labelTop = m.rowPadding
            valueX = ListMetrics.inset
            let labelBottom = labelTop + labelHeight
            valueTop = labelBottom + ListMetrics.subtitleSpacing + (m.valueHeight(accessory) - valueLine.height) / 2
        } else {
            labelTop = (size.height - labelHeight) / 2
            valueX = size.width - ListMetrics.inset - tail - valueLine.frameWidth
            valueTop = (size.height - valueLine.height) / 2
        }
        var row = RowSubviews(width: size.width, ctx: ctx)
        // The wrapped texts are laid out again at their own frame's width, which breaks them
        // where their room did (every line fitted that frame, and the words after it did not).
        row.text(Text(title).font(m.bodyFont).foregroundStyle(.label).lineLimit(lineLimit), topLeft: Point(ListMetrics.inset, labelTop),
                 size: Size(titleText.frameWidth, titleText.block.height))
        if let subtitle, let s = subtitleText {
            let top = labelTop + titleText.block.height + ListMetrics.subtitleSpacing
            row.text(Text(subtitle).font(m.subheadlineFont).foregroundStyle(.secondary).lineLimit(lineLimit),
                     topLeft: Point(ListMetrics.inset, top), size: Size(s.frameWidth, s.block.height))
        }
        row.text(Text(value).font(m.bodyFont).foregroundStyle(.secondary).singleLine(), topLeft: Point(valueX, valueTop),
                 size: Size(valueLine.frameWidth, valueLine.height))
        if var glyph = accessory.glyph(pointSize: m.body) {
            // Centred on the value's cap height, as a symbol sits in its line of text
            // (SF's cap height is about 0.705 em, docs/architecture.md §6).
            let valueLeft = ctx.grid(valueX), baseline = ctx.grid(valueTop) + valueLine.baseline
            let capMiddle = baseline - 0.705 * m.body / 2
            let origin = Point(ctx.grid(valueLeft + valueLine.frameWidth + accessory.gap(body: m.body)),
                               ctx.grid(capMiddle - glyph.size.height / 2))
            // A disclosure chevron is tertiary and points to the trailing edge (the row's
            // subviews are mirrored right to left, which moves a symbol without flipping it).
            if accessory == .disclosure && ctx.isRightToLeft { glyph = glyph.flipped }
            row.symbol(glyph, color: accessory == .disclosure ? .tertiary : .secondary, origin: origin)
        }
        return row
    }
}

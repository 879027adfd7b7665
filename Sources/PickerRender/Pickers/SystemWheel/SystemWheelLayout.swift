// SystemWheelLayout: SystemWheelPicker's columns turned into scene nodes (the frames are
// described in SystemWheelPicker.swift's header, the cylinder in SystemWheelGeometry.swift).
// Invariants: the band is drawn first (behind every row); a column layer clips to its frame
// and holds its rows, then its unit label; a row layer is the row's box (column width x 32)
// mapped by the cylinder's homography, so the scene dump's quads are the rows on the cylinder.
// Measured on the iOS 17 picker image (2026-11): the band is 34.3 pt tall, corner about
// 8.3 pt, and reads 244,244,245 over white and 21,21,23 over black: tertiarySystemFill's hue
// (118,118,128) at alpha 20/255 (light) and 45/255 (dark) gives exactly those. In a column with
// a unit the numbers are right-aligned and the unit label's ink starts 8.7-8.9 pt after theirs;
// the block of the widest value, the gap and the unit is centred in the column.
// Right to left, as UIKit lays a UIPickerView out: the columns' order reverses (the
// first column is the rightmost) and each column's insides mirror (alignment, a unit left of its
// numbers); the band is its own mirror image; text is moved, never flipped.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

enum SystemWheelLayout {
    /// Measured 8.10 pt from each side on the iOS 17 duration picker (scripts/fit-duration-wheel.py).
    static let bandInset = 8.0
    static let bandHeight = 34.3
    static let bandCornerRadius = 8.3
    static let bandLight = Color(118, 118, 128, alpha: 0.08)
    static let bandDark = Color(118, 118, 128, alpha: 0.176)
    /// Row text keeps this far from its column's edges.
    static let textInset = 8.0
    /// From the right end of a column's numbers (advance box) to its unit label's origin. iOS's
    /// 8.7-8.9 pt is ink to ink; the digits' and the unit's side bearings add about 2.6 pt
    /// ("30 min" and "0 sec" measured on our pixels), so 6.2 here, which the pixel grid makes
    /// 19 px = 6.33 pt at @3x: ink gaps of 9.0 ("30 min") and 8.67 ("0 sec").
    static let unitGap = 6.2
    /// iOS's unit labels, measured on the duration picker (scripts/fit-duration-wheel.py): ink
    /// "hour" 36.13 x 13.45 pt, "min" 27.73 x 14.29, "sec" 26.89 x 10.08; Inter semibold at 17 pt
    /// drew them 2-6 % narrow and 6-9 % short, at 18 pt within 0.5 % ("sec" 2.9 % wide) and 1-4 %.
    static let unitFont = Font(pointSize: 18, weight: .semibold)
    /// The unit's baseline above the centre row's: iOS's labels end 0.70 pt higher than ours did
    /// on the centre row's baseline (the ink bottoms of "hour", "min", "sec" all at 115.96 pt).
    static let unitRaise = 0.7
    /// The centre row's text in dark mode (see draw).
    static let darkRowText = Color(203, 203, 203)

    /// A component's width and the space between components when every column has a unit, as
    /// UIPickerView lays out the countdown timer: a compact cluster centred in the picker.
    /// Measured on the iOS 17 duration picker (321 pt): the unit labels' ink starts 85.7 pt
    /// apart and at one offset in each component (`clusterUnitInk`).
    static let clusterWidth = 80.7
    static let clusterSpacing = 5.0
    /// Where a unit label starts in its component: iOS's ink starts 36.1 pt in, in all three;
    /// "hour", "min" and "sec" in semibold Inter start their ink about 1 pt after their origin.
    static let clusterUnitStart = 35.1

    /// Column frames in the picker's space: every column with a unit, the centred cluster
    /// (`clusterWidth` apart by `clusterSpacing`, while it fits inside the band); otherwise the
    /// band's width shared equally. Origins and ends on the pixel grid (so neighbours meet
    /// exactly). Right to left the first column is the rightmost, as UIPickerView orders its
    /// components.
    static func columnFrames(count: Int, width: Double, clustered: Bool = false, ctx: TextMetrics) -> [Rect] {
        guard count > 0 else { return [] }
        let inner = width - 2 * bandInset
        let clusterTotal = Double(count) * clusterWidth + Double(count - 1) * clusterSpacing
        let edges: [Double]
        if clustered && clusterTotal <= inner {
            let left = (width - clusterTotal) / 2
            edges = (0...count).map { ctx.grid(left + Double($0) * (clusterWidth + clusterSpacing) - ($0 == count ? clusterSpacing : 0)) }
            return (0..<count).map {
                let x0 = edges[$0], x1 = $0 + 1 == count ? edges[count] : ctx.grid(edges[$0] + clusterWidth)
                let x = ctx.isRightToLeft ? ctx.grid(width - x1) : x0
                return Rect(x: x, y: 0, width: x1 - x0, height: SystemWheelGeometry.height)
            }
        }
        edges = (0...count).map { ctx.grid(bandInset + inner * Double($0) / Double(count)) }
        return (0..<count).map {
            let w = edges[$0 + 1] - edges[$0]
            let x = ctx.isRightToLeft ? ctx.grid(width - edges[$0 + 1]) : edges[$0]
            return Rect(x: x, y: 0, width: w, height: SystemWheelGeometry.height)
        }
    }

    /// Where a column's row text goes, in the column's (and each row's) local x: the whole
    /// column less its insets, or with a unit, up to where the numbers end (`numbersEnd`).
    static func textArea(columnWidth cw: Double, numbersEnd: Double?) -> (minX: Double, maxX: Double) {
        (textInset, numbersEnd ?? cw - textInset)
    }

    /// Where a unit column's numbers end: the widest value (at the centre row's size), the gap
    /// and the unit, centred in the column, kept inside its insets.
    static func numbersEnd(_ column: SystemWheelPicker.Column, unit: String, columnWidth cw: Double, locale: String,
                           ctx: TextMetrics) -> Double {
        let font = rowFont(monospaced: column.monospacedDigits)
        // Tabular digits share one advance, so a value's width depends on its other characters and
        // how many digits it has: one shaping per such shape ("00", "000"), not one per value. A
        // range column of millions of values took half a minute here (CommandLineFuzzer).
        // Localized numbers: one formatted value per shape of the written ones (the same number
        // of digits formats to the same shape), not a formatting per value.
        var shapes: Set<String>
        if column.localizesNumbers {
            var firstOfShape: [String: Int] = [:]
            for (i, o) in column.options.enumerated() where firstOfShape[Self.digitShape(o)] == nil { firstOfShape[Self.digitShape(o)] = i }
            // Proportional digits differ per value: every one of a short column is measured.
            let measured = column.monospacedDigits || column.options.count > 2_000 ? Array(firstOfShape.values) : Array(column.options.indices)
            let shown = measured.map { column.displayed($0, locale: locale) }
            shapes = column.monospacedDigits ? Set(shown.map(Self.digitShape)) : Set(shown)
        } else {
            shapes = column.monospacedDigits ? Set(column.options.map(Self.digitShape)) : Set(column.options)
        }
        let widest = shapes.map { ctx.line($0, font).width }.max() ?? 0
        let unitWidth = ctx.line(unit, unitFont).width
        let end = (cw - widest - unitGap - unitWidth) / 2 + widest
        // On the pixel grid, so right-aligned frames end exactly there.
        return ctx.grid(min(max(end, textInset + widest), cw - textInset - unitGap))
    }

    /// In the cluster, the numbers end `unitGap` before the unit label, which starts at
    /// `clusterUnitStart` in every component whatever the values, or earlier where a longer
    /// label ("hours") would pass the component's end.
    static func clusterNumbersEnd(unit: String, columnWidth cw: Double, ctx: TextMetrics) -> Double {
        let start = max(min(clusterUnitStart, cw - ctx.line(unit, unitFont).width), 0)
        // On the pixel grid, never later than the unit's start allows (the label is not cut).
        return (((start - unitGap) * ctx.scale).rounded(.down)) / ctx.scale
    }

    /// A string with every ASCII digit made "0": under tabular digits, as wide as the string.
    static func digitShape(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.map { ("0"..."9").contains($0) ? "0" : $0 }))
    }

    /// The picker's subviews in a box of `size`: the band, then one clipped column a component
    /// holding its rows (each a layer turned onto the cylinder: SystemWheelGeometry) and its
    /// unit label.
    /// - Parameters: band, text: the theme's band fill and text colour (nil: iOS's);
    ///   frames: the columns' frames when they are not the band shared equally (a DatePicker's,
    ///   sized to their contents), already in the layout direction's order.
    static func view(columns: [SystemWheelPicker.Column], selected: [Int], offset: Double, perColumnElements: Bool,
                     band: Color? = nil, text textColor: Color? = nil, frames given: [Rect]? = nil,
                     size: Size, options o: RenderOptions, ctx: TextMetrics) -> [(Rect, AnyView)] {
        let height = SystemWheelGeometry.height, rowHeight = SystemWheelGeometry.rowHeight
        let label = textColor ?? SemanticColor.label.resolved(o.palette)
        let dark = o.appearance == .dark
        // In dark, iOS draws the centre row's digits grey (about 203, in the band, which UIPickerView
        // draws as its own table) and the unit labels near white (about 252): the row
        // within half a row of the centre takes darkRowText; the others and the units, label.
        let centreText = textColor ?? (dark ? darkRowText : label)
        let bandTop = ctx.grid((height - bandHeight) / 2), rowTop = ctx.grid((height - rowHeight) / 2)
        var views: [(Rect, AnyView)] = [(Rect(x: bandInset, y: bandTop, width: max(size.width - 2 * bandInset, 0), height: bandHeight),
                                         AnyView(RoundedRectangle(cornerRadius: bandCornerRadius, style: .continuous)
                                            .fill(.fixed(band ?? (dark ? bandDark : bandLight)))))]
        let clustered = given == nil && columns.allSatisfy { $0.unit != nil }
        let frames = given ?? columnFrames(count: columns.count, width: size.width, clustered: clustered, ctx: ctx)
        // UIDatePicker's disabled values: tertiaryLabel's grey, under the rows' fade.
        let disabled = SemanticColor.tertiary.resolved(o.palette)
        for (j, column) in columns.enumerated() {
            let frame = frames[j], cw = frame.width
            // The wheel's centre in this column's space: one camera, and one vanishing point, for
            // the whole picker.
            let centre = Point(size.width / 2 - frame.minX, height / 2)
            let end = column.unit.map {
                clustered ? clusterNumbersEnd(unit: $0, columnWidth: cw, ctx: ctx)
                    : numbersEnd(column, unit: $0, columnWidth: cw, locale: o.locale, ctx: ctx)
            }
            // In the cluster the numbers may start at the component's edge (iOS's "30" starts
            // 0.85 pt in): a two-digit value at 23.5 pt is wider than the space after the inset.
            let area = clustered ? (minX: 0, maxX: end ?? cw) : textArea(columnWidth: cw, numbersEnd: end)
            var children: [(Rect, AnyView)] = []
            let s = Double(selected[j]) + column.offset + offset
            let font = rowFont(monospaced: column.monospacedDigits)
            let rowBox = Rect(x: 0, y: 0, width: cw, height: rowHeight)
            for i in SystemWheelGeometry.visibleRows(count: column.options.count, s: s) {
                let phi = SystemWheelGeometry.angle(rowsFromCentre: Double(i) - s)
                let string = column.displayed(i, locale: o.locale)
                let line = ctx.line(string, font, maxWidth: max(area.maxX - area.minX, 0))
                let x: Double
                // Numbers beside a unit are right-aligned whatever the column asks (iOS).
                switch end == nil ? column.alignment : .trailing {
                case .leading: x = area.minX
                case .center: x = (area.minX + area.maxX - line.frameWidth) / 2
                case .trailing: x = area.maxX - line.frameWidth
                }
                // Right to left the column's insides mirror: leading is the right edge, a unit
                // comes before (left of) its numbers.
                let color = column.disabledRows.contains(i) ? disabled : abs(Double(i) - s) < 0.5 ? centreText : label
                let text = Rect(x: ctx.leadingX(x, width: line.frameWidth, in: cw), y: (rowHeight - line.height) / 2,
                                width: line.frameWidth, height: line.height)
                let row = FramesLayout("row \(i)", size: rowBox.size, frames: [text],
                                       layer: CustomLayerStyle(transform: SystemWheelGeometry.rowTransform(angle: phi, left: 0, centre: centre),
                                                               opacity: SystemWheelGeometry.opacity(angle: phi, dark: dark)))
                children.append((rowBox, row { Text(string).font(font).foregroundStyle(.fixed(color)).singleLine() }))
            }
            if let unit = column.unit, let end {
                let (rect, unitView) = unitLabel(unit, maxX: clustered ? cw : cw - textInset, minX: end + unitGap, rowTop: rowTop,
                                                 monospaced: column.monospacedDigits, label: label, ctx: ctx)
                // Right to left the label moves to its mirror image (moved, not flipped).
                let x = ctx.isRightToLeft ? ctx.grid(cw - (ctx.grid(rect.minX) + rect.width)) : rect.minX
                children.append((Rect(x: x, y: rect.minY, width: rect.width, height: rect.height), unitView))
            }
            let element = perColumnElements
                ? AccessibilityElement(label: column.title ?? column.unit, value: column.selection, traits: ["adjustable"], options: column.options)
                : nil
            let layout = FramesLayout("column \(j)", size: Size(cw, height), frames: children.map(\.0),
                                      layer: CustomLayerStyle(clips: true, accessibility: element))
            views.append((Rect(x: frame.minX, y: 0, width: cw, height: height), layout(children.map(\.1.tree))))
        }
        return views
    }

    /// The rows' font, one size on every row (SystemWheelGeometry.textSize), tabular digits when
    /// the column asks.
    static func rowFont(monospaced: Bool) -> Font {
        let font = Font(pointSize: SystemWheelGeometry.textSize)
        return monospaced ? font.monospacedDigit() : font
    }

    /// The fixed unit label: from `minX`, `unitRaise` above the baseline the centre row's
    /// 23.5-pt text has at rest (so "1 hours" reads as one line in the band); its frame and view.
    static func unitLabel(_ unit: String, maxX: Double, minX: Double, rowTop: Double, monospaced: Bool,
                          label: Color, ctx: TextMetrics) -> (Rect, AnyView) {
        let rowHeight = SystemWheelGeometry.rowHeight
        let probe = ctx.line("0", rowFont(monospaced: monospaced))
        let baseline = rowTop + ctx.grid((rowHeight - probe.height) / 2) + probe.baseline
        let line = ctx.line(unit, unitFont, maxWidth: max(maxX - minX, 0))
        return (Rect(x: minX, y: baseline - unitRaise - line.baseline, width: line.frameWidth, height: line.height),
                AnyView(Text(unit).font(unitFont).foregroundStyle(.fixed(label)).singleLine()))
    }
}

// SystemWheelLayout: SystemWheelPicker's columns turned into scene nodes (the frames are
// described in SystemWheelPicker.swift's header, the cylinder in SystemWheelGeometry.swift).
// Invariants: the band is drawn first (behind every row); a column layer clips to its frame
// and holds its rows, then its unit label; a row layer is the row's box (column width x 32)
// mapped by the cylinder's homography, so the scene dump's quads are the rows on the cylinder.

import Geometry
import Scene
import Text

enum SystemWheelLayout {
    static let bandInset = 9.0
    static let bandCornerRadius = 8.0
    /// Row text keeps this far from its column's edges.
    static let textInset = 8.0
    /// Half the gap between a column's values and its unit label, either side of its midX.
    static let unitGap = 3.0
    static let unitFont = Font(pointSize: 17, weight: .semibold)

    /// Column frames in the picker's space: the band's width shared equally, origins and ends
    /// on the pixel grid (so neighbours meet exactly).
    static func columnFrames(count: Int, width: Double, ctx: LayoutContext) -> [Rect] {
        guard count > 0 else { return [] }
        let inner = width - 2 * bandInset
        let edges = (0...count).map { ctx.grid(bandInset + inner * Double($0) / Double(count)) }
        return (0..<count).map { Rect(x: edges[$0], y: 0, width: edges[$0 + 1] - edges[$0], height: SystemWheelGeometry.height) }
    }

    /// Where a column's row text goes, in the column's (and each row's) local x.
    static func textArea(columnWidth cw: Double, hasUnit: Bool) -> (minX: Double, maxX: Double) {
        (textInset, hasUnit ? cw / 2 - unitGap : cw - textInset)
    }

    static func draw(columns: [SystemWheelPicker.Column], selected: [Int], offset: Double, perColumnElements: Bool,
                     size: Size, options o: RenderOptions, ctx: LayoutContext) -> [Node] {
        let height = SystemWheelGeometry.height, rowHeight = SystemWheelGeometry.rowHeight
        let label = SemanticColor.label.resolved(o.appearance)
        let bandTop = ctx.grid((height - rowHeight) / 2)
        var nodes: [Node] = [.shape(ShapeItem(.continuousRoundedRect,
                                              rect: Rect(x: bandInset, y: bandTop, width: max(size.width - 2 * bandInset, 0),
                                                         height: rowHeight),
                                              cornerRadius: bandCornerRadius,
                                              color: SemanticColor.tertiarySystemFill.resolved(o.appearance)))]
        let frames = columnFrames(count: columns.count, width: size.width, ctx: ctx)
        for (j, column) in columns.enumerated() {
            let frame = frames[j], cw = frame.width
            // The wheel's centre in this column's space: one camera for the whole picker.
            let centre = Point(size.width / 2 - frame.minX, height / 2)
            let area = textArea(columnWidth: cw, hasUnit: column.unit != nil)
            var children: [Node] = []
            let s = Double(selected[j]) + column.offset + offset
            for i in SystemWheelGeometry.visibleRows(count: column.options.count, s: s) {
                let phi = SystemWheelGeometry.angle(rowsFromCentre: Double(i) - s)
                var font = Font(pointSize: SystemWheelGeometry.textSize * SystemWheelGeometry.magnification(angle: phi))
                if column.monospacedDigits { font = font.monospacedDigit() }
                let string = column.options[i]
                // Laid out at its magnified size, so the centre row's glyphs are drawn crisp rather
                // than resampled; it grows from the alignment edge, as a larger font would.
                let line = ctx.line(string, font, maxWidth: max(area.maxX - area.minX, 0))
                let x: Double
                switch column.alignment {
                case .leading: x = area.minX
                case .center: x = (area.minX + area.maxX - line.frameWidth) / 2
                case .trailing: x = area.maxX - line.frameWidth
                }
                let text = ctx.textNode(string, line: line, topLeft: Point(x, (rowHeight - line.height) / 2), color: label)
                children.append(.layer(Layer(name: "row \(i)", bounds: Rect(x: 0, y: 0, width: cw, height: rowHeight),
                                             transform: SystemWheelGeometry.rowTransform(angle: phi, left: 0, centre: centre),
                                             opacity: SystemWheelGeometry.opacity(angle: phi), children: [text])))
            }
            if let unit = column.unit {
                children.append(unitNode(unit, columnWidth: cw, bandTop: bandTop, monospaced: column.monospacedDigits,
                                         label: label, ctx: ctx))
            }
            let element = perColumnElements
                ? AccessibilityElement(label: column.title, value: column.selection, traits: ["adjustable"], options: column.options)
                : nil
            nodes.append(.layer(Layer(name: "column \(j)", bounds: Rect(x: 0, y: 0, width: cw, height: height),
                                      transform: .translation(frame.minX, 0), clips: true, accessibility: element,
                                      children: children)))
        }
        return nodes
    }

    /// The fixed unit label: right of the column's middle, on the baseline the centre row's
    /// 23.5-pt text has at rest (so "1 hours" reads as one line in the band).
    static func unitNode(_ unit: String, columnWidth cw: Double, bandTop: Double, monospaced: Bool,
                         label: Color, ctx: LayoutContext) -> Node {
        let rowHeight = SystemWheelGeometry.rowHeight
        var centreFont = Font(pointSize: SystemWheelGeometry.centreTextSize)
        if monospaced { centreFont = centreFont.monospacedDigit() }
        let probe = ctx.line("0", centreFont)
        let baseline = bandTop + ctx.grid((rowHeight - probe.height) / 2) + probe.baseline
        let minX = cw / 2 + unitGap
        let line = ctx.line(unit, unitFont, maxWidth: max(cw - textInset - minX, 0))
        return ctx.textNode(unit, line: line, topLeft: Point(minX, baseline - line.baseline), color: label)
    }
}

// DeviceChrome+Drawing: the chrome as scene layers over the content ("statusBar",
// "navigationBar", "homeIndicator"), each in its own bounds so the scene dump gives its
// geometry. Symbols are the raster's shapes: rounded rectangles for the cellular bars and the
// battery, round-capped stroked arcs for Wi-Fi, a capsule for the home indicator. Numbers are
// points, measured on a real iOS screenshot at @3x (docs/architecture.md §22); the status bar's
// items sit around the Dynamic Island, which screenshots do not show and which is not drawn.
// Invariant: the chrome never changes the content's layout except through the safe area.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum ChromeMetrics {
    /// The Dynamic Island's width (125 pt measured; the same on every Pro iPhone), centred.
    static let islandWidth = 125.0
    /// The bottom of the bars and of Wi-Fi: 39 pt from the top (their last inked row, 116 px).
    static let statusBaseline = 39.0
    /// The time, semibold: its digits measured 13.3 pt tall (40 px) with their baseline at
    /// 39.33 pt (last inked row 117 px), as the battery's bottom edge; Inter semibold's digits
    /// are that tall at 18.4 pt (at 17 pt, 12.3 pt).
    static let timeSize = 18.4, timeBaseline = 118.0 / 3
    /// Each side's items are centred this far from the middle of the screen beside the island
    /// toward the island (measured 4.6 pt on the left, 5.6 pt on the right).
    static let timeInset = 4.6, trailingInset = 5.6
    /// Cellular bars: 3.67 pt wide on a 6 pt pitch, bottoms on the baseline, 3.67 to 12 pt tall.
    static let barWidth = 11.0 / 3, barPitch = 6.0, barHeights = [11.0 / 3, 6.44, 9.22, 12.0]
    /// Wi-Fi: two bands about a point on the baseline, ±40 degrees from vertical, and a wedge.
    static let wifiLeft = 88.0 / 3, wifiHalfWidth = 9.5
    static let wifiBands: [(radius: Double, width: Double)] = [(12.67, 3), (7.83, 2.67)]
    /// The wedge: a sector to 4.3 pt, drawn as round-capped spokes from just above the point.
    static let wedgeRadius = 4.3, spokeWidth = 1.2, spokeAngles = stride(from: -40.0, through: 40, by: 8).map { $0 * Double.pi / 180 }
    static let wifiSweep = 40.0 * Double.pi / 180
    /// Battery: a 28.33 x 14.33 pt rounded outline (1.17 pt, the label colour at 40 %), a fill
    /// inset 2.33 pt, a 1.67 x 5 pt cap 1 pt to its right at 50 %.
    static let batteryLeft = 56.0, batterySize = Size(85.0 / 3, 43.0 / 3), batteryRadius = 4.33
    static let batteryLine = 3.5 / 3, batteryInset = 7.0 / 3, batteryFillRadius = 2.67
    static let capSize = Size(5.0 / 3, 5), capGap = 1.0
    /// The trailing group from the first bar to the battery's cap.
    static let trailingWidth = 87.0
    /// Navigation bar (UINavigationBar): a 44 pt row, 16 pt margins, 17 pt buttons and inline
    /// title; a large title 34 pt bold (at Large) in a 52 pt row, its line box 3 pt below the row.
    static let barRow = 44.0, margin = 16.0, largeTitleTop = 3.0, largeTitleSize = 34.0, largeBarHeight = 96.0
    /// Home indicator: 134 x 5 pt, its bottom 8 pt above the screen's.
    static let indicatorSize = Size(134, 5), indicatorBottom = 8.0
}

extension DeviceChrome {
    /// The chrome's layers for `device`, drawn over the content.
    func nodes(device: Device, ctx: LayoutContext, options o: RenderOptions) -> [Node] {
        let label = SemanticColor.label.resolved(o.palette)
        var out: [Node] = []
        if statusBar { out.append(statusBarLayer(device, ctx, label)) }
        if hasNavigationBar {
            out.append(o.design == .ios26 ? glassNavigationBarLayer(device, ctx, o)
                                          : navigationBarLayer(device, ctx, label, tint: tint.resolved(o.palette), o))
        }
        if homeIndicator {
            let m = ChromeMetrics.self
            let x = (device.size.width - m.indicatorSize.width) / 2, y = device.size.height - m.indicatorBottom - m.indicatorSize.height
            out.append(.layer(Layer(name: "homeIndicator", bounds: Rect(origin: .zero, size: m.indicatorSize),
                                    transform: .translation(x, y),
                                    children: [.shape(ShapeItem(.capsule, rect: Rect(origin: .zero, size: m.indicatorSize), color: label))])))
        }
        return out
    }

    private func statusBarLayer(_ device: Device, _ ctx: LayoutContext, _ label: Color) -> Node {
        let m = ChromeMetrics.self
        let w = device.size.width
        let islandLeft = (w - m.islandWidth) / 2, islandRight = islandLeft + m.islandWidth
        var children: [Node] = []
        // The time, centred beside the island.
        let time = ctx.line("9:41", Font(pointSize: m.timeSize, weight: .semibold))
        let timeCentre = islandLeft / 2 + m.timeInset
        children.append(ctx.textNode("9:41", line: time, topLeft: Point(timeCentre - time.frameWidth / 2, m.timeBaseline - time.baseline),
                                     color: label))
        // Bars, Wi-Fi and battery, as one group centred beside the island on the other side.
        let left = (islandRight + w) / 2 - m.trailingInset - m.trailingWidth / 2
        for (i, h) in m.barHeights.enumerated() {
            let r = Rect(x: left + Double(i) * m.barPitch, y: m.statusBaseline - h, width: m.barWidth, height: h)
            children.append(.shape(ShapeItem(.roundedRect, rect: r, cornerRadius: min(1.2, h / 2), color: label)))
        }
        let apex = Point(left + m.wifiLeft + m.wifiHalfWidth, m.statusBaseline)
        for band in m.wifiBands {
            let points = stride(from: -m.wifiSweep, through: m.wifiSweep + 1e-9, by: m.wifiSweep / 8).map { a in
                Point(apex.x + band.radius * sin(a), apex.y - band.radius * cos(a))
            }
            children.append(.shape(ShapeItem(stroking: points, lineWidth: band.width, color: label)))
        }
        let inner = m.spokeWidth / 2, outer = m.wedgeRadius - m.spokeWidth / 2
        for a in m.spokeAngles {
            let points = [Point(apex.x + inner * sin(a), apex.y - inner * cos(a)), Point(apex.x + outer * sin(a), apex.y - outer * cos(a))]
            children.append(.shape(ShapeItem(stroking: points, lineWidth: m.spokeWidth, color: label)))
        }
        let body = Rect(origin: Point(left + m.batteryLeft, m.timeBaseline - m.batterySize.height), size: m.batterySize)
        let half = m.batteryLine / 2
        var outline = ShapeItem(.roundedRect, rect: body.insetBy(dx: half, dy: half), cornerRadius: m.batteryRadius - half, color: label.opacity(0.4))
        outline.strokeWidth = m.batteryLine
        children.append(.shape(outline))
        children.append(.shape(ShapeItem(.roundedRect, rect: body.insetBy(dx: m.batteryInset, dy: m.batteryInset),
                                         cornerRadius: m.batteryFillRadius, color: label)))
        let cap = Rect(x: body.maxX + m.capGap, y: body.midY - m.capSize.height / 2, width: m.capSize.width, height: m.capSize.height)
        children.append(.shape(ShapeItem(.roundedRect, rect: cap, cornerRadius: m.capSize.width / 2, color: label.opacity(0.5))))
        // Right to left the bar mirrors, as UIKit mirrors it: the time at the right of the island,
        // the group at its left in reverse order (the battery outermost, its cap to the left, the
        // bars rising to the left). Each item is moved, not flipped: the digits read as they are.
        return .layer(Layer(name: "statusBar", bounds: Rect(x: 0, y: 0, width: w, height: device.safeTop),
                            children: ctx.mirrored(children, width: w)))
    }

    private func navigationBarLayer(_ device: Device, _ ctx: LayoutContext, _ label: Color, tint: Color, _ o: RenderOptions) -> Node {
        let m = ChromeMetrics.self
        let w = device.size.width
        var children: [Node] = []
        /// A line vertically centred in the 44 pt row.
        func rowText(_ s: String, _ font: Font, x: (TextLine) -> Double, color: Color) {
            let line = ctx.line(s, font, maxWidth: w / 3)
            children.append(ctx.textNode(s, line: line, topLeft: Point(x(line), (m.barRow - line.height) / 2), color: color))
        }
        // Right to left the leading button sits at the right, as UIKit mirrors the bar.
        let rtl = ctx.isRightToLeft
        if let s = leadingButton {
            rowText(s, Font(pointSize: 17), x: { rtl ? w - m.margin - $0.frameWidth : m.margin }, color: tint)
        }
        if let s = trailingButton {
            rowText(s, Font(pointSize: 17, weight: .semibold), x: { rtl ? m.margin : w - m.margin - $0.frameWidth }, color: tint)
        }
        if let title = navigationTitle {
            if titleDisplayMode == .large {
                children.append(largeTitle(title, w, ctx, top: m.barRow + m.largeTitleTop, label, o))
            } else {
                rowText(title, Font(pointSize: 17, weight: .semibold), x: { (w - $0.frameWidth) / 2 }, color: label)
            }
        }
        return .layer(Layer(name: "navigationBar", bounds: Rect(x: 0, y: 0, width: w, height: navigationBarHeight(o)),
                            transform: .translation(0, device.safeTop), children: children))
    }

    /// The large title at the leading margin, its line box `top` below the bar's top, at the
    /// largeTitle style's size for the Dynamic Type size, one line cut with "…" at the margins.
    func largeTitle(_ title: String, _ w: Double, _ ctx: LayoutContext, top: Double, _ label: Color, _ o: RenderOptions) -> Node {
        let m = ChromeMetrics.self
        let line = ctx.line(title, Font(pointSize: Self.largeTitleSize(o), weight: .bold), maxWidth: w - 2 * m.margin)
        let x = ctx.isRightToLeft ? w - m.margin - line.frameWidth : m.margin
        return ctx.textNode(title, line: line, topLeft: Point(x, top), color: label)
    }
}

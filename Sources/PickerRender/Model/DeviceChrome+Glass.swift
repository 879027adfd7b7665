// DeviceChrome+Glass: the navigation bar as iOS 26 draws it (the iOS 26 design profile): each
// bar button in its own Liquid Glass capsule, the title and large title as in iOS 18 but the
// large title 11 pt lower. The status bar and the home indicator are DeviceChrome+Drawing's
// (their measurements come from an iOS 26 simulator already, docs/architecture.md §22).
//
// Measured on iOS 26.4 SwiftUI renderings at @3x (home-assistant/iOS's snapshot references,
// recorded on an iPhone 17 simulator whose screen has the 62-pt top inset; docs §22 names them):
// - The buttons' row is UIKit's 44 pt under the inset: every button's centre is 22 pt below it.
// - A text button ("Reset", `ToolbarItem(placement: .topBarTrailing)`) is a capsule 44 pt tall
//   whose edge ends 16 pt from the screen's side; 75.33 pt wide around "Reset" (17 pt, label
//   colour: black on light, white on dark, not the tint). A symbol button (`Button(role:
//   .close)`) is a 44-pt circle on the same 16-pt margins.
// - Light glass: the capsule's inside is the background lightened (243-248 over 242,242,247,
//   under a faint shadow: white at 0.5), a bright 2-px line (white) just inside its top and
//   bottom, a 2-px grey line just outside it, darkest at the capsule's ends (162-201 there,
//   216-228 at the top: black from 0.3 at the ends to 0.1 along the sides), and a faint
//   shadow under it (3 levels at most, fading over 7 pt: black at 0.04, 2 pt down, a Gaussian
//   of 4 pt).
// - Dark glass: the inside 31-43 over black (white at 0.13), a bright line just inside the top
//   and bottom edges only (90 at the edge, 59 two pixels in; none at mid-height: white at 0.35
//   fading to nothing a quarter of the height in); no shadow on black.
// - The confirmation action (`Button(role: .confirm)`) is prominent: the capsule filled with the
//   tint, its outline 15 % darker, the symbol white; drawn here for the trailing text button,
//   semibold (an assumption: no iOS 26 rendering of a prominent *text* button was found).
// - The inline title: 17 pt semibold, centred on the row (its cap middle 0.7 pt above the
//   buttons' centre). The large title: 34 pt bold 16 pt from the leading edge, its baseline
//   90.33 pt below the inset (iOS 18's model: 79.37): its line box starts 14 pt below the row.
// Invariant: everything is drawn in the bar's own bounds, so the content's layout changes only
// through the safe area (navigationBarHeight).

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

enum GlassMetrics {
    /// A button's height, and a symbol button's width; the text in a capsule's middle.
    static let buttonHeight = 44.0
    /// Between a text button's frame and its capsule's ends (with Inter's "Reset", 17 pt
    /// regular, the capsule is iOS's 75.33 pt).
    static let textPadding = 16.5
    /// The grey line outside a light capsule and the bright line inside it: 2 px at @3x.
    static let lineWidth = 2.0 / 3
    /// The large title's line box below the buttons' row, and the bar with a large title at the
    /// Large text size: iOS 18's 96 pt with the title 11 pt lower.
    static let largeTitleTop = 14.0, largeBarHeight = 107.0
    static let lightFill = Color(255, 255, 255, alpha: 0.5), darkFill = Color(255, 255, 255, alpha: 0.13)
    static let lightHighlight = Color(255, 255, 255, alpha: 0.9)
    /// The light outline's alpha at the capsule's ends and along its sides; the dark
    /// highlight's at the top and bottom edges, gone a quarter of the height in.
    static let outlineEnds = 0.3, outlineSides = 0.1, darkHighlight = 0.35
    static let shadow = Color(0, 0, 0, alpha: 0.04), shadowOffset = 2.0, shadowBlur = 4.0
}

extension DeviceChrome {
    /// iOS 26's navigation bar: glass buttons, the titles of the iOS 18 bar.
    func glassNavigationBarLayer(_ device: Device, _ ctx: LayoutContext, _ o: RenderOptions) -> Node {
        let m = ChromeMetrics.self, g = GlassMetrics.self
        let w = device.size.width
        let label = SemanticColor.label.resolved(o.palette)
        var children: [Node] = []
        var buttonWidths: [Double] = []
        // Laid out left to right, then mirrored as a whole right to left (the leading button at
        // the right); each item is moved, not flipped.
        if let s = leadingButton {
            let (nodes, width) = glassButton(s, weight: .regular, at: m.margin, ctx, o, prominent: false)
            children += nodes; buttonWidths.append(width)
        }
        if let s = trailingButton {
            let width = glassButtonWidth(s, weight: .semibold, ctx)
            let (nodes, _) = glassButton(s, weight: .semibold, at: w - m.margin - width, ctx, o, prominent: true)
            children += nodes; buttonWidths.append(width)
        }
        if let title = navigationTitle {
            if titleDisplayMode == .large {
                // The large title is placed by largeTitle in the layout's own direction.
                let node = largeTitle(title, w, ctx, top: m.barRow + g.largeTitleTop, label, o)
                return .layer(Layer(name: "navigationBar", bounds: Rect(x: 0, y: 0, width: w, height: navigationBarHeight(o)),
                                    transform: .translation(0, device.safeTop), children: ctx.mirrored(children, width: w) + [node]))
            }
            // Between the buttons, centred on the screen.
            let room = max(w - 2 * (m.margin + (buttonWidths.max() ?? 0) + 8), 1)
            let line = ctx.line(title, Font(pointSize: 17, weight: .semibold), maxWidth: room)
            children.append(ctx.textNode(title, line: line, topLeft: Point((w - line.frameWidth) / 2, (m.barRow - line.height) / 2),
                                         color: label))
        }
        return .layer(Layer(name: "navigationBar", bounds: Rect(x: 0, y: 0, width: w, height: navigationBarHeight(o)),
                            transform: .translation(0, device.safeTop), children: ctx.mirrored(children, width: w)))
    }

    /// A text button's capsule width: its 17-pt text and the padding, at least a circle.
    private func glassButtonWidth(_ text: String, weight: FontWeight, _ ctx: LayoutContext) -> Double {
        let line = ctx.line(text, Font(pointSize: 17, weight: weight), maxWidth: 160)
        return max(GlassMetrics.buttonHeight, ctx.grid(line.frameWidth + 2 * GlassMetrics.textPadding))
    }

    /// One glass button whose capsule starts at `x`, centred on the 44-pt row; its nodes and width.
    private func glassButton(_ text: String, weight: FontWeight, at x: Double, _ ctx: LayoutContext, _ o: RenderOptions,
                             prominent: Bool) -> ([Node], Double) {
        let g = GlassMetrics.self
        let width = glassButtonWidth(text, weight: weight, ctx)
        let body = Rect(x: x, y: (ChromeMetrics.barRow - g.buttonHeight) / 2, width: width, height: g.buttonHeight)
        let dark = o.appearance == .dark
        var nodes: [Node] = []
        func ring(_ r: Rect, _ colour: Color, gradient: LinearGradientPaint? = nil) -> Node {
            var s = ShapeItem(.capsule, rect: r, color: colour)
            s.strokeWidth = g.lineWidth
            s.gradient = gradient
            return .shape(s)
        }
        /// Stops `edge`, `middle`, `middle`, `edge` along start -> end.
        func fade(_ c: (Double) -> Color, edge: Double, middle: Double, _ start: Point, _ end: Point) -> LinearGradientPaint {
            LinearGradientPaint(stops: [.init(color: c(edge), location: 0), .init(color: c(middle), location: 0.25),
                                        .init(color: c(middle), location: 0.75), .init(color: c(edge), location: 1)],
                                start: start, end: end)
        }
        let half = g.lineWidth / 2
        let textColour: Color
        if prominent {
            let tint = self.tint.resolved(o.palette)
            nodes.append(.shape(ShapeItem(.capsule, rect: body, color: tint)))
            nodes.append(ring(body.insetBy(dx: half, dy: half), Color(0, 0, 0, alpha: 0.15)))
            textColour = Color(255, 255, 255)
        } else if dark {
            nodes.append(.shape(ShapeItem(.capsule, rect: body, color: g.darkFill)))
            nodes.append(ring(body.insetBy(dx: half, dy: half), .clear,
                              gradient: fade({ Color(255, 255, 255, alpha: $0) }, edge: g.darkHighlight, middle: 0,
                                             Point(body.midX, body.minY), Point(body.midX, body.maxY))))
            textColour = SemanticColor.label.resolved(o.palette)
        } else {
            var shadow = ShapeItem(.capsule, rect: body.offsetBy(dx: 0, dy: g.shadowOffset), color: g.shadow)
            shadow.blur = g.shadowBlur
            nodes.append(.shape(shadow))
            nodes.append(.shape(ShapeItem(.capsule, rect: body, color: g.lightFill)))
            nodes.append(ring(body.insetBy(dx: half, dy: half), g.lightHighlight))
            nodes.append(ring(body.insetBy(dx: -half, dy: -half), .clear,
                              gradient: fade({ Color(0, 0, 0, alpha: $0) }, edge: g.outlineEnds, middle: g.outlineSides,
                                             Point(body.minX, body.midY), Point(body.maxX, body.midY))))
            textColour = SemanticColor.label.resolved(o.palette)
        }
        let line = ctx.line(text, Font(pointSize: 17, weight: weight), maxWidth: max(width - 2 * g.textPadding, 1))
        nodes.append(ctx.textNode(text, line: line, topLeft: Point(body.midX - line.frameWidth / 2, body.midY - line.height / 2),
                                  color: textColour))
        return (nodes, width)
    }
}

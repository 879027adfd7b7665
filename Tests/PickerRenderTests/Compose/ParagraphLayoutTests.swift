// The Scene layout's pieces on their own: `.paragraph` measures and places like `.text` when it
// fits and wraps when it does not; a custom layout sizes itself and places its subviews.

import Testing
import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene
import PickerRenderText

@Suite struct ParagraphLayoutTests {
    let ctx: LayoutContext
    init() throws { ctx = LayoutContext(engine: try TextEngine(), scale: 3) }

    static let font = Font(pointSize: 17)
    static let black = Color(0, 0, 0)

    func items(_ nodes: [Node]) -> [TextItem] {
        nodes.compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test func fittingParagraphIsTheSingleLine() {
        let rect = Rect(x: 10.2, y: 5, width: 300, height: 40)
        let text = ViewNode.text("Choose your favorite flavor", Self.font, Self.black, minimumScaleFactor: 1)
        let para = ViewNode.paragraph("Choose your favorite flavor", Self.font, Self.black, lineLimit: nil)
        #expect(ctx.measure(text, proposed: rect.size) == ctx.measure(para, proposed: rect.size))
        let a = items(ctx.place(text, in: rect)), b = items(ctx.place(para, in: rect))
        #expect(a.count == 1 && b.count == 1)
        #expect(a[0].frame == b[0].frame && a[0].origin == b[0].origin && a[0].string == b[0].string)
        #expect(a[0].line.runs == b[0].line.runs)
    }

    @Test func narrowParagraphWraps() {
        let s = "Choose your favorite flavor"
        let one = ctx.line(s, Self.font)
        let para = ViewNode.paragraph(s, Self.font, Self.black, lineLimit: nil)
        let width = one.width / 2 + 10
        let size = ctx.measure(para, proposed: Size(width, .infinity))
        let box = (1.19336 * 17 * 3 - 1e-9).rounded(.up) / 3
        let placed = items(ctx.place(para, in: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        #expect(placed.count >= 2)
        #expect(placed.map(\.string).joined(separator: " ") == s)
        #expect(abs(size.height - Double(placed.count) * box) < 1e-9)
        #expect(size.width <= width && size.width == placed.map(\.frame.width).max())
        #expect(placed.allSatisfy { $0.frame.minX == 0 }, "leading-aligned")
        // A line limit of one keeps one truncated line.
        let cut = items(ctx.place(.paragraph(s, Self.font, Self.black, lineLimit: 1), in: Rect(x: 0, y: 0, width: width, height: box)))
        #expect(cut.count == 1 && cut[0].line.truncated && cut[0].line.text.hasSuffix("\u{2026}"))
    }

    /// A custom layout (SwiftUI's Layout, as the system controls use it) is its own size, places
    /// each subview where it says in its layer, and draws only the subviews it placed.
    @Test func aCustomLayoutPlacesItsSubviews() {
        let shape = ViewNode.shape(ShapeNode(.rectangle, paint: .color(Self.black)))
        let text = ViewNode.text("Hi", Self.font, Self.black, minimumScaleFactor: 1)
        let layout = CustomLayoutNode(name: "cells", layer: CustomLayerStyle(opacity: 0.5, clips: true), flexibleWidth: true, flexibleHeight: false,
                                      sizeThatFits: { proposed, _ in Size(proposed.width, 30) },
                                      placeSubviews: { size, subviews in
            subviews.place(0, in: Rect(x: 2, y: 3, width: size.width / 2, height: 10))
            let s = subviews.size(1, proposal: Size(.infinity, .infinity))
            subviews.place(1, at: Point(size.width, 30), anchor: Point(1, 1), proposal: Size(.infinity, .infinity))
            #expect(s.width > 0 && s.height > 0)
        })
        let node = ViewNode.custom(layout, [shape, text, shape])
        #expect(ctx.measure(node, proposed: Size(100, .infinity)) == Size(100, 30))
        guard case .layer(let l)? = ctx.place(node, in: Rect(x: 10.1, y: 0, width: 100, height: 30)).first else {
            Issue.record("no layer"); return
        }
        #expect(l.name == "cells" && l.opacity == 0.5 && l.clips && l.bounds.size == Size(100, 30))
        #expect(l.transform == .translation(10, 0), "its origin on the @3x grid")
        // The third subview was not placed: not drawn.
        #expect(l.children.count == 2)
        guard case .shape(let s) = l.children[0], case .text(let t) = l.children[1] else { Issue.record("\(l.children)"); return }
        #expect(s.rect == Rect(x: 2, y: 3, width: 50, height: 10))
        #expect(abs(t.frame.maxX - 100) < 1e-9 && abs(t.frame.maxY - 30) < 1e-9, "its bottom-trailing corner at the point")
    }
}

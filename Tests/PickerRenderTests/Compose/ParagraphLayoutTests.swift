// The Scene layout's wrapping pieces on their own: `.paragraph` measures and places like
// `.text` when it fits and wraps when it does not; a component with heightForWidth is as tall
// as that function says for the width it is offered, when measured and when placed.

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

    @Test func componentHeightFollowsTheWidth() {
        let c = Component(name: "c", height: 7, heightForWidth: { w, _ in 1000 / w }) { size, _ in
            [.shape(ShapeItem(.rect, rect: Rect(origin: .zero, size: size), color: Color(0, 0, 0)))]
        }
        #expect(ctx.measure(.component(c), proposed: Size(100, .infinity)) == Size(100, 10))
        #expect(ctx.measure(.component(c), proposed: Size(50, .infinity)) == Size(50, 20))
        // No width known: the fixed height.
        #expect(ctx.measure(.component(c), proposed: Size(.infinity, .infinity)).height == 7)
        let nodes = ctx.place(.component(c), in: Rect(x: 0, y: 0, width: 200, height: 99))
        guard case .layer(let l) = nodes.first else { Issue.record("no layer"); return }
        #expect(l.bounds.size == Size(200, 5))
    }
}

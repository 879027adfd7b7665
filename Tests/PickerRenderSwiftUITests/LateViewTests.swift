// GeometryReader and visualEffect as SwiftUI runs them: a GeometryReader's content is made for
// the size layout gives it; a visualEffect closure sees its row's layout frame in a named space
// (the scroll position moves rows, render effects do not); views drawn by closures refuse to be
// written as a spec, naming the view.

import Testing
import PickerRender
import PickerRenderSwiftUI
import PickerRenderScene
import PickerRenderGeometry

struct SizeLabel: PickerRenderSwiftUI.View {
    var body: some PickerRenderSwiftUI.View {
        GeometryReader { proxy in
            PickerRenderSwiftUI.Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        .frame(height: 50)
    }
}

/// Rows 40 points tall in a 200-point scroll view, row 3 at the centre; each row's opacity is its
/// frame's midY in the wheel's space / 1000, so the scene shows what the closure saw.
struct Rows: PickerRenderSwiftUI.View {
    @State private var centred: Int? = 3
    var body: some PickerRenderSwiftUI.View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in
                    PickerRenderSwiftUI.Text("\(i)")
                        .frame(height: 40)
                        .visualEffect { content, proxy in
                            content.opacity(proxy.frame(in: .named("wheel")).midY / 1000).offset(y: 7)
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.vertical, 80, for: .scrollContent)
        .scrollPosition(id: $centred, anchor: .center)
        .frame(height: 200)
        .coordinateSpace(.named("wheel"))
    }
}

@MainActor @Suite struct LateViewTests {
    static func texts(_ t: ViewTree) -> [String] {
        switch t {
        case .text(let x): return [x.string]
        case .modified(_, let c): return texts(c)
        case .vstack(let s): return s.children.flatMap(texts)
        case .sized(let s): return (try? s.sizeOnly?(Size(1, 1))).map(texts) ?? []
        default: return []
        }
    }

    @Test func geometryReaderContentIsMadeForItsSize() throws {
        let p = try Picture(canvas: .fit, width: 300, swiftUI: SizeLabel())
        #expect(Self.texts(p.content) == ["300x50"])
    }

    @Test func visualEffectSeesItsRowsLayoutFrame() throws {
        let scene = try Picture(canvas: .fit, width: 100, swiftUI: Rows()).scene()
        var opacities: [Double] = []
        func walk(_ nodes: [Node]) {
            for case .layer(let l) in nodes {
                if l.opacity < 1 { opacities.append(l.opacity) }
                walk(l.children)
            }
        }
        walk(scene.children)
        // Rows 1...5 reach the view (row 3's centre at 100; the 7-point offset is drawing only).
        let expected = [20.0, 60, 100, 140, 180].map { $0 / 1000 }
        for e in expected { #expect(opacities.contains { abs($0 - e) < 1e-12 }, "midY \(e * 1000)") }
        #expect(!opacities.contains { abs($0 - 0.107) < 1e-9 })
    }

    @Test func closuresCannotBeWrittenAsASpec() throws {
        let p = try Picture(canvas: .fit, width: 100, swiftUI: Rows())
        #expect(throws: PickerError.notWritableAsSpec(path: "content.content", view: "ScrollView")) { _ = try p.checkedSpecText() }
        // A picture without closures still writes its spec.
        let plain = try Picture(canvas: .fit, width: 100, swiftUI: PickerRenderSwiftUI.Text("Plain"))
        #expect(try plain.checkedSpecText() == plain.specText)
    }
}

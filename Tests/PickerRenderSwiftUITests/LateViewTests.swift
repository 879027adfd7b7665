// GeometryReader and visualEffect as SwiftUI runs them: a GeometryReader's content is made for
// the size layout gives it; a visualEffect closure sees its row's layout frame in a named space
// (the scroll position moves rows, render effects do not); views drawn by closures refuse to be
// written as a spec, naming the view.

import Foundation
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

    /// Text(_:format:) formats in the picture's locale, as SwiftUI formats in the environment's.
    @Test func aFormattedTextFollowsThePicturesLocale() throws {
        struct Price: PickerRenderSwiftUI.View {
            var body: some PickerRenderSwiftUI.View { PickerRenderSwiftUI.Text(1234.5, format: .number) }
        }
        func text(_ locale: String) throws -> [String] {
            Self.texts(try Picture(canvas: .fit, options: RenderOptions(locale: locale), content: Price()).content)
        }
        #expect(try text("de_DE") == ["1.234,5"])
        #expect(try text("en_US") == ["1,234.5"])
    }

    /// Font.system(size:) is that size at every Dynamic Type size; a text style's font grows.
    /// A size that is no font's is the picture's typed error.
    @Test func aFixedSizeFontIgnoresDynamicType() throws {
        struct Label: PickerRenderSwiftUI.View {
            let font: PickerRenderSwiftUI.Font
            var body: some PickerRenderSwiftUI.View { PickerRenderSwiftUI.Text("Aa").font(font) }
        }
        func pointSize(_ font: PickerRenderSwiftUI.Font, _ size: DynamicTypeSize) throws -> Double? {
            let json = try Picture(canvas: .fit, options: RenderOptions(dynamicType: size), content: Label(font: font)).sceneJSON()
            // The one text node's point size.
            func find(_ any: Any) -> Double? {
                if let d = any as? [String: Any] {
                    if d["kind"] as? String == "text" { return d["pointSize"] as? Double }
                    return d.values.lazy.compactMap(find).first
                }
                return (any as? [Any])?.lazy.compactMap(find).first
            }
            return find(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        }
        #expect(try pointSize(.system(size: 21, weight: .semibold), .large) == 21)
        #expect(try pointSize(.system(size: 21, weight: .semibold), .accessibility3) == 21)
        #expect(try pointSize(.body, .accessibility3)! > pointSize(.body, .large)!)
        #expect(throws: PickerError.invalidOption(name: "Font.system(size:)", value: "-3", expected: "a point size above 0, up to \(PickerError.format(Picture.maximumLength))")) {
            _ = try Picture(canvas: .fit, content: Label(font: .system(size: -3))).render()
        }
    }

    @Test func geometryReaderContentIsMadeForItsSize() throws {
        let p = try Picture(canvas: .fit, width: 300, content: SizeLabel())
        #expect(Self.texts(p.content) == ["300x50"])
    }

    @Test func visualEffectSeesItsRowsLayoutFrame() throws {
        let scene = try Picture(canvas: .fit, width: 100, content: Rows()).scene()
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
        let p = try Picture(canvas: .fit, width: 100, content: Rows())
        #expect(throws: PickerError.notWritableAsSpec(path: "content.content", view: "ScrollView")) { _ = try p.checkedSpecText() }
        // A picture without closures still writes its spec.
        let plain = try Picture(canvas: .fit, width: 100, content: PickerRenderSwiftUI.Text("Plain"))
        #expect(try plain.checkedSpecText() == plain.specText)
    }
}

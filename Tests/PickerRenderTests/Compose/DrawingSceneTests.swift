// SwiftUI's drawing vocabulary laid out, as numbers in the scene dump: ZStack alignment,
// overlays, shapes taking their frame (a circle the largest centred square), flexible frames
// (min / max), and effects as one layer whose quad is the transform about the anchor.

import Foundation
import Testing
import PickerRender

@Suite struct DrawingSceneTests {
    func scene(_ view: some View, width: Double? = nil) throws -> [String: Any] {
        try SceneJSON.parse(Picture(width: width, options: RenderOptions(scale: 2), content: view).sceneJSON())
    }

    func shapes(_ node: [String: Any]) -> [[String: Double]] {
        var out: [[String: Double]] = []
        if node["kind"] as? String == "shape", let r = node["rect"] as? [String: Double] { out.append(r) }
        for c in node["children"] as? [[String: Any]] ?? [] { out += shapes(c) }
        return out
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [String: Double] { ["x": x, "y": y, "width": w, "height": h] }

    @Test func zstackAlignsEachChildInTheLargestFrame() throws {
        let s = try scene(ZStack(alignment: .bottomTrailing) {
            Rectangle().fill(.red).frame(width: 40, height: 20)
            Rectangle().fill(.blue).frame(width: 10, height: 10)
        })
        // The stack is as large as its largest child, 40 x 20.
        #expect(shapes(s) == [rect(0, 0, 40, 20), rect(30, 10, 10, 10)])
    }

    @Test func overlayAndBackgroundTakeTheBaseSize() throws {
        let s = try scene(Rectangle().fill(.red).frame(width: 40, height: 20)
            .overlay(alignment: .topLeading, Circle().fill(.blue).frame(width: 6, height: 6))
            .background(Capsule().fill(.green)))
        #expect(shapes(s) == [rect(0, 0, 40, 20), rect(0, 0, 40, 20), rect(0, 0, 6, 6)])
    }

    @Test func aCircleIsTheLargestCentredOne() throws {
        #expect(shapes(try scene(Circle().frame(width: 40, height: 20))) == [rect(10, 0, 20, 20)])
    }

    @Test func flexibleFramesClampToTheirBounds() throws {
        // In an HStack offered 100 points: maxWidth 60 grows to 60; minWidth 50 grows a
        // 30-point view to 50; a shape offered nothing takes its ideal size.
        func row(_ v: some View) throws -> [[String: Double]] {
            shapes(try scene(HStack(spacing: 0) { v; Spacer(minLength: 0) }, width: 100))
        }
        // (The frame and the spacer are equally flexible: each is offered half.)
        #expect(try row(Rectangle().frame(width: 30, height: 10).frame(maxWidth: 60, alignment: .trailing)) == [rect(20, 0, 30, 10)])
        #expect(try row(Rectangle().frame(width: 30, height: 10).frame(minWidth: 50, alignment: .trailing)) == [rect(20, 0, 30, 10)])
        #expect(shapes(try scene(Rectangle().frame(idealWidth: 24, idealHeight: 12))) == [rect(0, 0, 24, 12)])
    }

    @Test func effectsComposeIntoOneLayerAboutTheirAnchor() throws {
        let view = Rectangle().frame(width: 20, height: 10)
            .scaleEffect(2, anchor: .topLeading)
            .offset(x: 5, y: 3)
            .opacity(0.5)
        let layers = SceneJSON.layers(try scene(view))
        #expect(layers.count == 1)
        let l = try #require(layers.first)
        #expect(l.name == "opacity.offset.scaleEffect")
        #expect(l.opacity == 0.5)
        // Doubled about its top-left corner, then moved by (5, 3).
        let expected = [(5.0, 3.0), (45, 3), (45, 23), (5, 23)]
        for (q, e) in zip(l.quad, expected) { #expect(abs(q.0 - e.0) < 1e-9 && abs(q.1 - e.1) < 1e-9, "\(l.quad)") }
    }

    @Test func rotationTurnsClockwiseAboutTheCentre() throws {
        let l = try #require(SceneJSON.layers(try scene(Rectangle().frame(width: 20, height: 10).rotationEffect(.degrees(90)))).first)
        // The 20 x 10 frame turned a quarter clockwise about its centre (10, 5): its top-left
        // corner goes to the top-right of a 10 x 20 box.
        let expected = [(15.0, -5.0), (15, 15), (5, 15), (5, -5)]
        for (q, e) in zip(l.quad, expected) { #expect(abs(q.0 - e.0) < 1e-9 && abs(q.1 - e.1) < 1e-9, "\(l.quad)") }
    }

    @Test func rightToLeftMirrorsOffsetsAndAnchors() throws {
        var o = RenderOptions(scale: 2)
        o.layoutDirection = .rightToLeft
        let view = Rectangle().frame(width: 20, height: 10).offset(x: 5).scaleEffect(2, anchor: .leading)
        let json = try Picture(options: o, content: view).sceneJSON()
        let l = try #require(SceneJSON.layers(try SceneJSON.parse(json)).first)
        // Moved 5 points toward the trailing side (the left), then doubled about the leading
        // (right) edge's middle (20, 5): x from 20 + 2 (0 - 5 - 20) = -30 to 20 + 2 (20 - 5 - 20) = 10.
        let xs = l.quad.map(\.0)
        #expect(abs(xs.min()! + 30) < 1e-9 && abs(xs.max()! - 10) < 1e-9, "\(xs)")
    }

    @Test func rotation3DAboutTheYAxisProjectsAsSwiftUIDoes() throws {
        // 40 x 20 turned 30 degrees about y with perspective 1 (d = 40): a corner (x, y) from the
        // centre maps to (x cos a, y) / (1 + x sin a / d).
        let l = try #require(SceneJSON.layers(try scene(Rectangle().frame(width: 40, height: 20)
            .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)))).first)
        let a = 30 * Double.pi / 180, d = 40.0
        for ((qx, qy), (x, y)) in zip(l.quad, [(-20.0, -10.0), (20, -10), (20, 10), (-20, 10)]) {
            let w = 1 + x * sin(a) / d
            #expect(abs(qx - (20 + x * cos(a) / w)) < 1e-9 && abs(qy - (10 + y / w)) < 1e-9, "\(l.quad)")
        }
    }

    @Test func masksClipsShadowsAndBlursAreLayerFields() throws {
        let view = HStack(spacing: 0) {
            Rectangle().frame(width: 20, height: 10).clipShape(Circle())
            Rectangle().frame(width: 20, height: 10).mask(alignment: .leading, Capsule().frame(width: 8, height: 4))
            Rectangle().frame(width: 20, height: 10).shadow(color: .red, radius: 3, x: 1, y: 2).blur(radius: 2)
        }
        let json = try Picture(options: RenderOptions(scale: 2), content: view).sceneJSON()
        let all = SceneJSON.allNodes(try SceneJSON.parse(json))
        let clip = try #require(all.first { $0["name"] as? String == "clipShape" })
        let clipMask = try #require(clip["shapeMask"] as? [String: Any])
        #expect(clipMask["shape"] as? String == "ellipse" && (clipMask["rect"] as? [String: Double]) == ["x": 5, "y": 0, "width": 10, "height": 10])
        let mask = try #require(all.first { $0["name"] as? String == "mask" }?["shapeMask"] as? [String: Any])
        #expect(mask["shape"] as? String == "capsule" && (mask["rect"] as? [String: Double]) == ["x": 0, "y": 3, "width": 8, "height": 4])
        let blur = try #require(all.first { $0["name"] as? String == "blur" })
        #expect(blur["blur"] as? Double == 2)
        let shadow = try #require((blur["children"] as? [[String: Any]])?.first { $0["name"] as? String == "shadow" }?["shadow"] as? [String: Any])
        #expect(shadow["radius"] as? Double == 3 && shadow["x"] as? Double == 1 && shadow["y"] as? Double == 2)
    }

    @Test func gradientEndsAreUnitPointsOfTheShapesFrame() throws {
        let view = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: 0.25, y: 0), endPoint: .bottomTrailing))
            .frame(width: 40, height: 20)
        let shape = try #require(shapes(try scene(view)).first)
        #expect(shape == rect(0, 0, 40, 20))
        let json = try SceneJSON.parse(Picture(options: RenderOptions(scale: 2), content: view).sceneJSON())
        let g = try #require(SceneJSON.allNodes(json).first { $0["kind"] as? String == "shape" }?["gradient"] as? [String: Any])
        #expect((g["start"] as? [String: Double]) == ["x": 10, "y": 0] && (g["end"] as? [String: Double]) == ["x": 40, "y": 20])
    }
}

// SceneDump: the scene as JSON, so tests and users can pin the visual math (row quads,
// opacities, tick positions) without looking at pixels. Keys are sorted and the encoder is
// deterministic, so a dump is byte-identical run to run. Fields added after the first dumps
// (effects, strokes, gradients, a mask's axis) are written only when they are not their
// default, so a scene without them dumps to the same bytes as before.

import Foundation
import PickerRenderGeometry
import PickerRenderText

package enum SceneDump {
    package static func json(_ scene: Scene) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(DumpScene(scene))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

private struct DumpScene: Encodable {
    let size: Size
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let background: Color
    let children: [DumpNode]
    init(_ s: Scene) {
        size = s.size; scale = s.scale; background = s.background
        pixelWidth = s.pixelWidth; pixelHeight = s.pixelHeight
        children = s.children.map(DumpNode.init)
    }
}

private struct DumpNode: Encodable {
    let node: Node
    init(_ node: Node) { self.node = node }

    enum Key: String, CodingKey {
        case kind, name, bounds, transform, quad, opacity, clips, mask, children, accessibility
        case shape, rect, cornerRadius, color, points, lineWidth, blur, strokeWidth, gradient, shapeMask, shadow
        case colorMatrix, blendMode
        case string, origin, frame, pointSize, emSize, face, width, scaleFactor, truncated, glyphCount
        case pixelWidth, pixelHeight, digest
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch node {
        case .layer(let l):
            try c.encode("layer", forKey: .kind)
            try c.encode(l.name, forKey: .name)
            try c.encode(l.bounds, forKey: .bounds)
            try c.encode(l.transform.m, forKey: .transform)
            try c.encode(l.quad.map { $0.map { [$0.x, $0.y] } }, forKey: .quad)
            try c.encode(l.opacity, forKey: .opacity)
            try c.encode(l.clips, forKey: .clips)
            try c.encodeIfPresent(l.mask, forKey: .mask)
            try c.encodeIfPresent(l.accessibility, forKey: .accessibility)
            // Effects only when set, so dumps of scenes without them keep their bytes.
            try c.encodeIfPresent(l.shapeMask.map { DumpNode(.shape($0)) }, forKey: .shapeMask)
            if l.blur > 0 { try c.encode(l.blur, forKey: .blur) }
            try c.encodeIfPresent(l.shadow, forKey: .shadow)
            // Rows of five: red, green, blue, alpha out.
            if let m = l.colorMatrix { try c.encode((0..<4).map { r in (0..<5).map { m[r, $0] } }, forKey: .colorMatrix) }
            if l.blendMode != .normal { try c.encode(l.blendMode, forKey: .blendMode) }
            try c.encode(l.children.map(DumpNode.init), forKey: .children)
        case .shape(let s):
            try c.encode("shape", forKey: .kind)
            try c.encode(s.kind.rawValue, forKey: .shape)
            try c.encode(s.rect, forKey: .rect)
            try c.encode(s.cornerRadius, forKey: .cornerRadius)
            try c.encode(s.color, forKey: .color)
            if s.blur > 0 { try c.encode(s.blur, forKey: .blur) }
            if s.strokeWidth > 0 { try c.encode(s.strokeWidth, forKey: .strokeWidth) }
            try c.encodeIfPresent(s.gradient, forKey: .gradient)
            if let stroke = s.stroke {
                try c.encode(stroke.points.map { [$0.x, $0.y] }, forKey: .points)
                try c.encode(stroke.lineWidth, forKey: .lineWidth)
            }
        case .text(let t):
            try c.encode("text", forKey: .kind)
            try c.encode(t.string, forKey: .string)
            try c.encode(t.origin, forKey: .origin)
            try c.encode(t.frame, forKey: .frame)
            try c.encode(t.line.pointSize, forKey: .pointSize)
            try c.encode(t.line.run.emSize, forKey: .emSize)
            try c.encode("\(t.line.run.face.id.rawValue)@\(t.line.run.face.wght)", forKey: .face)
            try c.encode(t.line.width, forKey: .width)
            try c.encode(t.line.scaleFactor, forKey: .scaleFactor)
            try c.encode(t.line.truncated, forKey: .truncated)
            try c.encode(t.line.run.glyphs.count, forKey: .glyphCount)
            try c.encode(t.color, forKey: .color)
        case .image(let i):
            // The rect, the pixel size and a digest: a dump pins where an image goes and which
            // pixels it is, without holding them.
            try c.encode("image", forKey: .kind)
            try c.encode(i.rect, forKey: .rect)
            try c.encode(i.pixelWidth, forKey: .pixelWidth)
            try c.encode(i.pixelHeight, forKey: .pixelHeight)
            try c.encode(i.digest, forKey: .digest)
        }
    }
}

// SceneText: the scene as compact lines of text, the visual math a snapshot keeps beside its
// pixels (`<name>.scene.txt`) and compares. One line per node, indented two spaces per level
// of nesting:
//   scene size=402,874 scale=3 background=#F2F2F7FF
//   layer "item 5: opacity.scaleEffect.rotation3DEffect" position=-0.8 rotation=36 perspective=0.4 opacity=0.424 bounds=0,0,180,32 quad=...
//     text "05" origin=70.1,23.4 frame=...
// A node is its kind, its name or string in quotes, then `key=value` fields: numbers, lists of
// numbers joined by commas, `#RRGGBBAA` colours or bare words. Geometry stays in each node's
// own space, so a changed tilt is one changed `rotation` on each row, not every glyph moved.
// The parameters the effects were given (Layer.parameters) come first, then what they made.
// Invariants: deterministic (numbers rounded to 4 decimals, trailing zeros dropped, -0 written
// 0); a field appears only when it is not its default, so new fields keep older texts valid;
// a quoted string escapes `"`, `\` and control characters, so every line parses back
// (SceneTextParser).

import PickerRenderGeometry

package enum SceneText {
    /// The scene's text, ending with a newline.
    package static func text(_ scene: Scene) -> String {
        var out = "scene size=\(n(scene.size.width)),\(n(scene.size.height)) scale=\(n(scene.scale)) background=\(hex(scene.background))\n"
        for child in scene.children { write(child, depth: 0, into: &out) }
        return out
    }

    static func write(_ node: Node, depth: Int, into out: inout String) {
        out += String(repeating: "  ", count: depth)
        switch node {
        case .layer(let l):
            var f = ["layer", quoted(l.name)]
            for p in l.parameters { f.append("\(p.name)=\(list(p.values))") }
            if l.opacity != 1 { f.append("opacity=\(n(l.opacity))") }
            f.append("bounds=\(rect(l.bounds))")
            if l.transform != .identity {
                let m = l.transform.m
                // A translation is its offset; anything else is where the bounds' corners land.
                if m[6] == 0, m[7] == 0, m[8] == 1, m[0] == 1, m[1] == 0, m[3] == 0, m[4] == 1 {
                    f.append("offset=\(n(m[2])),\(n(m[5]))")
                } else {
                    f.append("quad=" + l.quad.map { $0.map { "\(n($0.x)),\(n($0.y))" } ?? "behind,behind" }.joined(separator: ","))
                }
            }
            if l.clips { f.append("clips") }
            if let m = l.mask {
                f.append("mask=" + m.stops.map { "\(n($0.location)),\(n($0.alpha))" }.joined(separator: ","))
                if m.start != GradientMask.leading || m.end != GradientMask.trailing {
                    f.append("maskAxis=\(n(m.start.x)),\(n(m.start.y)),\(n(m.end.x)),\(n(m.end.y))")
                }
            }
            if l.blur > 0 { f.append("blur=\(n(l.blur))") }
            if let s = l.shadow { f.append("shadow=\(hex(s.color)),\(n(s.radius)),\(n(s.x)),\(n(s.y))") }
            if let m = l.colorMatrix { f.append("colorMatrix=" + list((0..<4).flatMap { r in (0..<5).map { m[r, $0] } })) }
            if l.blendMode != .normal { f.append("blend=\(l.blendMode.rawValue)") }
            out += f.joined(separator: " ") + "\n"
            if let mask = l.shapeMask {
                out += String(repeating: "  ", count: depth + 1) + "mask-"
                write(.shape(mask), depth: 0, into: &out)
            }
            for child in l.children { write(child, depth: depth + 1, into: &out) }
        case .shape(let s):
            var f = ["shape", quoted(s.kind.rawValue), "rect=\(rect(s.rect))"]
            if s.cornerRadius != 0 { f.append("corner=\(n(s.cornerRadius))") }
            if let g = s.gradient {
                f.append("gradient=" + g.stops.map { "\(hex($0.color))@\(n($0.location))" }.joined(separator: ","))
                f.append("gradientAxis=\(n(g.start.x)),\(n(g.start.y)),\(n(g.end.x)),\(n(g.end.y))")
            } else {
                f.append("color=\(hex(s.color))")
            }
            if s.strokeWidth > 0 { f.append("stroke=\(n(s.strokeWidth))") }
            if s.blur > 0 { f.append("blur=\(n(s.blur))") }
            if let stroke = s.stroke {
                f.append("line=\(n(stroke.lineWidth))")
                f.append("points=" + stroke.points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: ","))
            }
            out += f.joined(separator: " ") + "\n"
        case .text(let t):
            var f = ["text", quoted(t.string), "origin=\(n(t.origin.x)),\(n(t.origin.y))", "frame=\(rect(t.frame))",
                     "size=\(n(t.line.pointSize))", "face=\(t.line.run.face.id.rawValue)@\(t.line.run.face.wght)",
                     "width=\(n(t.line.width))", "color=\(hex(t.color))"]
            if t.line.scaleFactor != 1 { f.append("scaleFactor=\(n(t.line.scaleFactor))") }
            if t.line.truncated { f.append("truncated") }
            out += f.joined(separator: " ") + "\n"
        case .image(let i):
            out += ["image", quoted(i.digest.prefix(16).description), "rect=\(rect(i.rect))",
                    "pixels=\(i.pixelWidth),\(i.pixelHeight)"].joined(separator: " ") + "\n"
        }
    }

    /// A number to 4 decimals, trailing zeros and a lone point dropped, never "-0". Rounded so,
    /// a number is the double nearest a 4-decimal one, whose shortest form Swift writes plainly
    /// from 0.0001 up to 1e15; beyond that (a corner near the horizon) it is not rounded, and
    /// written as Swift writes it.
    package static func n(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return v.isNaN ? "nan" : "\(v)" }
        let r = (v * 10_000).rounded() / 10_000
        if r == 0 { return "0" }
        return r == r.rounded() ? String(Int64(r)) : String(r)
    }

    static func list(_ values: [Double]) -> String { values.map(n).joined(separator: ",") }
    static func rect(_ r: Rect) -> String { "\(n(r.minX)),\(n(r.minY)),\(n(r.width)),\(n(r.height))" }
    static func hex(_ c: Color) -> String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String([c.r, c.g, c.b, c.a].flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// `s` in double quotes with `"`, `\`, newlines and control characters escaped as JSON
    /// escapes them, so a quoted name is also a JSON string (CompareCommand writes its paths so).
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

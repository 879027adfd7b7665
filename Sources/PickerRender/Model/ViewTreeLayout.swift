// ViewTreeLayout: the picture model's tree turned into the layout system's nodes for one
// environment. This is where every number of a tree is checked, once, whether it came from
// Swift or from a spec file: a bad one is a PickerError at its path (`content.children[1]`),
// and a control's own failures are prefixed with the control's path.

import PickerRenderGeometry
import PickerRenderLayout
import PickerRenderScene

package struct ViewTreeLayout {
    let options: RenderOptions
    /// What expressions may use here: the environment's variables (and, inside a scroll item,
    /// the item's).
    var variables: [String: ExpressionValue] = [:]

    init(options: RenderOptions) {
        self.options = options
        variables = environmentVariables
    }

    func node(_ tree: ViewTree, path: String) throws(PickerError) -> ViewNode {
        // The views that make layers (drawing effects, visual effects, scroll views, controls,
        // custom layouts): theirs carry the view's path, so a limit they pass
        // (Limits.maximumLayerPixels) is reported there.
        switch tree {
        case .modified(let m, _) where m.base is any EffectModifier || m.base is VisualEffect:
            return .source(LayerSource(path: path, type: tree.typeName), try bareNode(tree, path: path))
        case .scroll, .picker, .layout:
            return .source(LayerSource(path: path, type: tree.typeName), try bareNode(tree, path: path))
        default:
            return try bareNode(tree, path: path)
        }
    }

    /// The node of `tree` without its source.
    private func bareNode(_ tree: ViewTree, path: String) throws(PickerError) -> ViewNode {
        switch tree {
        case .vstack(let v):
            let spacing = try Self.length(v.spacing ?? defaultStackSpacing, name: "spacing", path: path)
            return .vstack(spacing: spacing, alignment: v.alignment, try children(v.children, path: path))
        case .hstack(let h):
            let spacing = try Self.length(h.spacing ?? defaultStackSpacing, name: "spacing", path: path)
            return .hstack(spacing: spacing, alignment: h.alignment, try children(h.children, path: path, across: true))
        case .text(let t):
            if let limit = t.lineLimit, limit < 1 {
                throw Self.at(path, .invalidOption(name: "lineLimit", value: String(limit), expected: "a number of lines, at least 1"))
            }
            // A spec's texts were checked by its reader; a Text built in Swift is checked here,
            // before it is measured.
            if t.string.utf8.count > Limits.maximumTextScalars, t.string.unicodeScalars.count > Limits.maximumTextScalars {
                throw Self.at(path, .invalidOption(name: "text", value: "\(t.string.unicodeScalars.count) Unicode scalars long",
                                                   expected: "a text of at most \(Limits.maximumTextText)"))
            }
            guard t.minimumScaleFactor > 0, t.minimumScaleFactor <= 1 else {
                throw Self.at(path, .invalidOption(name: "minimumScaleFactor", value: PickerError.format(t.minimumScaleFactor),
                                                   expected: "a fraction above 0, up to 1"))
            }
            if t.number != nil || t.isFixedSize { return try formattedText(t, path: path) }
            if t.minimumScaleFactor < 1 || t.isSingleLine {
                // A text that may shrink is set on one line, as the pickers' rows are.
                return .text(t.string, t.font(at: options.dynamicType), t.color.resolved(options.palette), minimumScaleFactor: t.minimumScaleFactor)
            }
            return .paragraph(t.string, t.font(at: options.dynamicType), t.color.resolved(options.palette), lineLimit: t.lineLimit)
        case .spacer(let s):
            return .spacer(minLength: try Self.length(s.minLength ?? defaultStackSpacing, name: "minLength", path: path))
        case .zstack(let z):
            return .zstack(z.alignment.horizontal, z.alignment.vertical, try children(z.children, path: path))
        case .shape(let shape):
            return .shape(try shapeNode(shape, path: path))
        case .divider:
            return divider(vertical: false)
        case .scroll(let scroll):
            return try scrollNode(scroll, path: path)
        case .image(let image):
            if let (glyph, color) = image.symbol {
                return .symbol(SymbolNode(size: glyph.size, lineWidth: glyph.lineWidth, centrelines: glyph.centrelines,
                                          color: color.resolved(options.palette)))
            }
            return .image(try imageNode(image, path: path))
        case .conditional(let c):
            return try conditionalNode(c, path: path)
        case .sized(let s):
            return sizedNode(s, path: path)
        case .layout(let l, let children):
            return try customNode(l, children, path: path)
        case .modified(let m, let child):
            return try m.base.node(in: self, path: path) { () throws(PickerError) -> ViewNode in
                try node(child, path: Self.join(path, "content"))
            }
        case .picker(let p):
            let type = type(of: p.picker.base)
            if let offset = p.offset {
                guard let unit = type.scrollUnit else {
                    throw Self.at(path, .invalidOption(name: "offset", value: PickerError.format(offset),
                                                       expected: "allowed: a \(type.kind) does not scroll"))
                }
                guard offset.isFinite, abs(offset) <= unit.limit else {
                    throw Self.at(path, .invalidOffset(control: type.kind, value: PickerError.format(offset), unit: unit))
                }
            }
            do {
                return try p.picker.base.layout(in: PickerContext(options: options, offset: p.offset)).node
            } catch {
                throw Self.at(path, error)
            }
        }
    }

    /// A stack's children; `across` in an HStack, where a Divider runs down the height.
    private func children(_ trees: [ViewTree], path: String, across: Bool = false) throws(PickerError) -> [ViewNode] {
        var out: [ViewNode] = []
        out.reserveCapacity(trees.count)
        for i in trees.indices {
            let t = trees[i]
            if across, case .divider = t { out.append(divider(vertical: true)); continue }
            out.append(try node(t, path: Self.join(path, "children[\(i)]")))
        }
        return out
    }

    /// A spacing or length: finite, 0...4096 points.
    static func length(_ v: Double, name: String, path: String) throws(PickerError) -> Double {
        guard v.isFinite, v >= 0, v <= Limits.maximumLength else {
            throw at(path, .invalidOption(name: name, value: PickerError.format(v), expected: Limits.points(from: "0")))
        }
        return v
    }

    static func check(_ e: EdgeInsets, name: String) throws(PickerError) {
        for (edge, v) in [("top", e.top), ("leading", e.leading), ("bottom", e.bottom), ("trailing", e.trailing)]
        where !(v.isFinite && v >= 0 && v <= Limits.maximumLength) {
            throw .invalidOption(name: "\(name).\(edge)", value: PickerError.format(v), expected: Limits.points(from: "0"))
        }
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    static func at(_ path: String, _ e: PickerError) -> PickerError { path.isEmpty ? e : .at(path: path, e) }
}

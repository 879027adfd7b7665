// PickerControl: the one protocol every control adopts. A control is a Sendable, Equatable
// value that knows its spec name, its default width and background, what its scroll offset
// counts, and how to lay itself out (validating its own parameters first) for an environment.
// Everything else is written once, here and in Picture: the scene, the pixels, the scene dump,
// the accessibility report, the JSON spec and the snapshot. Adding a control is one type
// conforming to this protocol, registered in `PickerKinds.all`, plus its tests and references.
// Invariants: `layout` returns a view flexible in width (it takes the width it is offered);
// the offset it is given has already been checked against `scrollUnit`.

import PickerRenderLayout
import PickerRenderScene

public protocol PickerControl: View, Equatable where Body == Never {
    /// The control's name in a picture spec's `"type"` (and its CLI command).
    static var kind: String { get }
    /// Points: the width the control has when drawn alone and none is given.
    static var defaultWidth: Double { get }
    /// What the control sits on when drawn alone (its demo's background).
    static var defaultBackground: SemanticColor { get }
    /// What the scroll offset counts, or nil for a control that does not scroll.
    static var scrollUnit: ScrollUnit? { get }
    /// The margin of background around the control when drawn alone (a list's 16-pt crop).
    static var marginsWhenAlone: EdgeInsets { get }
    /// Points: the narrowest the control can be drawn alone (a list's insets need room).
    static var minimumWidth: Double { get }

    /// The control laid out for `context`: its parameters validated first (a failure names the
    /// field, e.g. `selection`), then a view flexible in width (`ControlLayout(_:in:)` makes it
    /// from public views).
    func layout(in context: PickerContext) throws(PickerError) -> ControlLayout

    /// The control's keys in a picture spec, for the reader, the writer and the JSON Schema.
    static var specFields: [SpecField] { get }
    /// Reads the control from its spec object (unknown keys and wrong types are already refused).
    init(spec: SpecObject) throws(SpecError)
    /// Writes the control's keys (those that differ from their defaults may be left out).
    func writeSpec(to object: inout SpecWriter)
}

/// What a control is laid out for: the picture's environment and its scroll offset.
public struct PickerContext: Sendable {
    public let options: RenderOptions
    /// In the control's ScrollUnit; nil = at rest.
    public let offset: Double?
}

extension PickerControl {
    public static var scrollUnit: ScrollUnit? { nil }
    public static var marginsWhenAlone: EdgeInsets { EdgeInsets() }
    public static var minimumWidth: Double { 0 }

    /// The control drawn at a scroll offset (in its ScrollUnit).
    public func scrollOffset(_ offset: Double?) -> AnyView { AnyView(.picker(PickerNode(self, offset: offset))) }

    /// The control alone on its default background, `width` wide (default: its own), as tall
    /// as it is: the picture every render call below draws.
    public func picture(width: Double? = nil, offset: Double? = nil, options: RenderOptions = RenderOptions()) -> Picture {
        Picture(canvas: .fit, width: width ?? Self.defaultWidth, padding: Self.marginsWhenAlone, options: options,
                content: scrollOffset(offset))
    }

    public func scene(width: Double? = nil, offset: Double? = nil, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try scene(width: width, offset: offset, using: PickerRenderer(options: options))
    }

    /// The scene laid out with a kept renderer, in the renderer's environment.
    public func scene(width: Double? = nil, offset: Double? = nil, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        try picture(width: width, offset: offset, options: renderer.options).scene(using: renderer, root: "")
    }

    public func render(width: Double? = nil, offset: Double? = nil, options: RenderOptions = RenderOptions()) throws(PickerError) -> RenderedImage {
        try render(width: width, offset: offset, using: PickerRenderer(options: options))
    }

    /// The control drawn with a renderer kept across frames (its glyph cache stays warm).
    public func render(width: Double? = nil, offset: Double? = nil, using renderer: PickerRenderer) throws(PickerError) -> RenderedImage {
        renderer.render(try scene(width: width, offset: offset, using: renderer))
    }

    /// The resolved scene as JSON (docs/architecture.md §1's scene dump).
    public func sceneJSON(width: Double? = nil, offset: Double? = nil, options: RenderOptions = RenderOptions()) throws(PickerError) -> String {
        SceneDump.json(try scene(width: width, offset: offset, options: options))
    }

    /// The accessibility sidecar: elements, contrast measured on the pixels, warnings.
    public func accessibilityReport(width: Double? = nil, offset: Double? = nil,
                                    options: RenderOptions = RenderOptions()) throws(PickerError) -> AccessibilityReport {
        let renderer = try PickerRenderer(options: options)
        return AccessibilityReport.make(scene: try scene(width: width, offset: offset, using: renderer), renderer: renderer)
    }

    func isEqual(to other: any PickerControl) -> Bool { (other as? Self) == self }
}

/// Any control, as the tree holds it: equal when the controls are of one type and equal.
public struct AnyPicker: Sendable, Equatable {
    public let base: any PickerControl
    public init(_ base: some PickerControl) { self.base = base }
    public static func == (a: AnyPicker, b: AnyPicker) -> Bool { a.base.isEqual(to: b.base) }
}

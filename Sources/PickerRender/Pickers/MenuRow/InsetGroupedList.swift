// InsetGroupedList: SwiftUI's `List` as iOS 18 draws it on iPhone (the inset grouped style):
// sections as cards on systemGroupedBackground, 16 pt from the screen's sides, 35 pt apart.
// The 35-pt spacing (between sections and above the first one when there is no header or
// navigation bar) is UIKit's default grouped section spacing as measured on iOS 17-18
// screenshots; lower confidence, like DESIGN §9. Unlike the picker demos, a list is not
// centred in the safe area: it starts at the top, as a scroll view's content does.
// Invariants: every section is validated before any layout; the list's width is what it is
// offered (flexible), its height the sum of its sections and spacings.

import Geometry
import Scene

public struct InsetGroupedList: Sendable {
    public var sections: [ListSection]

    public init(_ sections: [ListSection]) { self.sections = sections }

    static let sideInset = 16.0
    static let sectionSpacing = 35.0

    /// The sections stacked, 16 pt in from both sides.
    func view(options o: RenderOptions) throws(PickerError) -> ViewNode {
        guard !sections.isEmpty else { throw .invalidOption(name: "sections", value: "", expected: "a list with at least one section") }
        var views: [ViewNode] = []
        for s in sections { views.append(try s.view(options: o)) }
        return .padding(.horizontal(Self.sideInset), .vstack(spacing: Self.sectionSpacing, views))
    }

    /// The list alone, `width` wide, with 16 pt of background above and below (a crop of a
    /// screen, sized to the content).
    public func scene(width: Double = 402, options: RenderOptions = RenderOptions()) throws(PickerError) -> Scene {
        try scene(width: width, using: PickerRenderer(options: options))
    }

    public func scene(width: Double = 402, using renderer: PickerRenderer) throws(PickerError) -> Scene {
        guard width.isFinite, width >= 2 * Self.sideInset + 1, width <= WheelModel.maximumWidth else {
            throw .invalidWidth(PickerError.format(width))
        }
        let o = renderer.options
        let view: ViewNode = .padding(.vertical(16), try self.view(options: o))
        let ctx = renderer.layout
        let h = PixelGrid.ceil(ctx.measure(view, proposed: Size(width, .infinity)).height, scale: ctx.scale)
        let size = Size(width, h)
        return Scene(size: size, scale: ctx.scale, background: o.background.resolved(default: .systemGroupedBackground, o.appearance),
                     children: ctx.place(view, in: Rect(origin: .zero, size: size)))
    }

    /// The list on a device screen: from the top of the safe area plus the first section's
    /// spacing, full width.
    func screenScene(using renderer: PickerRenderer, device: Device = .iPhone16Pro) throws(PickerError) -> Scene {
        let o = renderer.options
        let view = try self.view(options: o)
        let ctx = renderer.layout
        let top = device.safeTop + Self.sectionSpacing
        let h = ctx.measure(view, proposed: Size(device.size.width, .infinity)).height
        return Scene(size: device.size, scale: ctx.scale,
                     background: o.background.resolved(default: .systemGroupedBackground, o.appearance),
                     children: ctx.place(view, in: Rect(x: 0, y: top, width: device.size.width, height: h)))
    }

    public func render(width: Double = 402, options: RenderOptions = RenderOptions()) throws(PickerError) -> RenderedImage {
        let renderer = try PickerRenderer(options: options)
        return renderer.render(try scene(width: width, using: renderer))
    }

    public func sceneJSON(width: Double = 402, options: RenderOptions = RenderOptions()) throws(PickerError) -> String {
        SceneDump.json(try scene(width: width, options: options))
    }
}

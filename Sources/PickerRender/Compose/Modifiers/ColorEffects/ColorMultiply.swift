// colorMultiply(_:): each channel, alpha too, multiplied by the colour's (straight components):
// white leaves the view as it is, a translucent colour fades it.

import PickerRenderLayout
import PickerRenderScene

package struct ColorMultiply: ColorEffect {
    var color: ColorSpec

    package static let type = "colorMultiply"
    package static let fields = [SpecField("color", .color, required: true, "the colour each pixel's is multiplied by"), PictureSpec.effectContentField]
    package init(color: ColorSpec) { self.color = color }
    package init(spec o: SpecObject) { color = o.color("color")! }
    package func writeSpec(to w: inout SpecWriter) { w.set("color", color.specText) }

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        let c = color.resolved(layout.options.palette)
        let (r, g, b, a) = (Double(c.r) / 255, Double(c.g) / 255, Double(c.b) / 255, Double(c.a) / 255)
        return ColorMatrix(rows: [[r, 0, 0, 0, 0], [0, g, 0, 0, 0], [0, 0, b, 0, 0], [0, 0, 0, a, 0]])
    }
}

extension View {
    /// SwiftUI's `.colorMultiply(_:)`.
    public func colorMultiply(_ color: ColorSpec) -> AnyView { modifier(ColorMultiply(color: color)) }
}

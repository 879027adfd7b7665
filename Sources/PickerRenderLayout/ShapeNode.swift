// ShapeNode: a SwiftUI shape as layout draws it: an outline, a paint and a line width, resolved
// (colours per appearance, numbers checked). A shape takes the whole size it is offered, as
// SwiftUI's shapes do; a circle is the largest one centred in that box. Unit points (a
// gradient's ends) are fractions of the shape's box, and right to left they mirror as
// SwiftUI's `.leading` and `.trailing` do.

import PickerRenderGeometry
import PickerRenderScene

package struct ShapeNode: Sendable, Equatable {
    package enum Outline: Sendable, Equatable {
        case rectangle
        case roundedRectangle(cornerRadius: Double, continuous: Bool)
        case capsule
        case ellipse
        case circle
    }

    package enum Paint: Sendable, Equatable {
        case color(Color)
        /// Stops (colour, location in 0...1) from `start` to `end`, unit points of the box.
        case linearGradient([GradientStop], start: Point, end: Point)
    }

    package struct GradientStop: Sendable, Equatable {
        package var color: Color
        package var location: Double
        package init(color: Color, location: Double) { self.color = color; self.location = location }
    }

    package var outline: Outline
    package var paint: Paint
    /// 0: filled; else the outline stroked this wide, centred on the edge (SwiftUI's `stroke`).
    package var lineWidth: Double
    /// The Gaussian blur of the shape itself, in points (0: sharp edges).
    package var blur: Double

    package init(_ outline: Outline, paint: Paint, lineWidth: Double = 0, blur: Double = 0) {
        self.outline = outline; self.paint = paint; self.lineWidth = lineWidth; self.blur = blur
    }

    /// SwiftUI's size for a shape offered nothing: 10 points on that side.
    package static let unspecifiedLength = 10.0

    /// The box the outline is drawn in, inside the frame `rect` it was given.
    package func box(in rect: Rect) -> Rect {
        guard outline == .circle else { return rect }
        let d = min(rect.width, rect.height)
        return Rect(x: rect.minX + (rect.width - d) / 2, y: rect.minY + (rect.height - d) / 2, width: d, height: d)
    }
}

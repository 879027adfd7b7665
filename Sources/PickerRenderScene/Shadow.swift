// Shadow: SwiftUI's `.shadow(color:radius:x:y:)` on a layer: the layer's content alpha, blurred
// by a Gaussian, tinted with `color` (whose alpha multiplies), moved by (x, y) points in the
// layer's local space and drawn beneath the content. `radius` is the Gaussian's standard
// deviation in points (docs/architecture.md §19 gives the evidence for that relation).
// SwiftUI's default colour is black at 0.33.

public struct Shadow: Sendable, Codable, Hashable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: Color = Color(0, 0, 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) {
        precondition(radius.isFinite && radius >= 0 && x.isFinite && y.isFinite,
                     "a shadow needs a finite radius (not negative) and a finite offset")
        self.color = color; self.radius = radius; self.x = x; self.y = y
    }
}

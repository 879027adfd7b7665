// LinearGradient and UnitPoint: SwiftUI's gradient as a view (it fills its frame) and as a
// shape's paint or a mask. Stops interpolate in premultiplied colour, so a fade to a clear
// colour has no dark fringe, as on iOS. Locations are fractions 0...1 in order; `colors:`
// spaces its colours evenly, as SwiftUI's Gradient(colors:) does.

import PickerRenderScene

/// A point in a view's frame as fractions of its size: (0, 0) the top leading corner.
public struct UnitPoint: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The named points, as a spec writes them.
    static let named: [(String, UnitPoint)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]
}

public struct Gradient: Sendable, Equatable {
    public struct Stop: Sendable, Equatable {
        public var color: ColorSpec
        public var location: Double
        public init(color: ColorSpec, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spaced evenly from 0 to 1.
    public init(colors: [ColorSpec]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? Double($0) / Double(n - 1) : 0) }
    }
}

public struct LinearGradient: View, PrimitiveView, Equatable {
    public typealias Body = Never
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [ColorSpec], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// As a view, a gradient fills its frame: a rectangle painted with it.
    package var primitiveTree: ViewTree { .shape(ShapeView(.rectangle, paint: .linearGradient(self))) }
}

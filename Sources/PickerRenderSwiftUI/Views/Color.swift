// Color, ShapeStyle and the hierarchical styles, spelled as in iOS: `Color.primary`,
// `.foregroundStyle(.secondary)`, `.fill(.quaternary)`, `Color(.systemGroupedBackground)`.
// Each is a PickerRender ColorSpec, which resolves per appearance (docs/architecture.md §7).

import PickerRender
import PickerRenderScene

public protocol ShapeStyle: Sendable {}

/// What a ShapeStyle paints with (every style this module defines has one).
protocol PaintStyle {
    var paint: ShapePaint { get }
}

extension ShapeStyle {
    var shapePaint: ShapePaint { (self as? any PaintStyle)?.paint ?? .color(.primary) }
    var colorSpec: ColorSpec {
        if case .color(let c) = shapePaint { return c }
        return .primary
    }
}

nonisolated public struct Color: ShapeStyle, PaintStyle, Equatable, View, PrimitiveView {
    let spec: ColorSpec
    init(spec: ColorSpec) { self.spec = spec }
    public init(_ color: UIColor) { spec = color.spec }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        spec = .fixed(PickerRenderScene.Color(byte(red), byte(green), byte(blue), alpha: min(max(opacity, 0), 1)))
    }
    var paint: ShapePaint { .color(spec) }
    public func opacity(_ opacity: Double) -> Color { Color(spec: spec.opacity(opacity)) }

    public static let primary = Color(spec: .primary), secondary = Color(spec: .secondary)
    public static let clear = Color(spec: .fixed(PickerRenderScene.Color(0, 0, 0, alpha: 0)))
    public static let black = Color(spec: .black), white = Color(spec: .white), gray = Color(spec: .gray)
    public static let red = Color(spec: .red), orange = Color(spec: .orange), yellow = Color(spec: .yellow)
    public static let green = Color(spec: .green), mint = Color(spec: .mint), teal = Color(spec: .teal)
    public static let cyan = Color(spec: .cyan), blue = Color(spec: .blue), indigo = Color(spec: .indigo)
    /// SwiftUI's default shadow colour: black at 33 % (no public name in SwiftUI).
    @usableFromInline static let defaultShadow = Color(spec: .defaultShadow)
    public static let purple = Color(spec: .purple), pink = Color(spec: .pink), brown = Color(spec: .brown)

    public typealias Body = Never
    /// A colour is a view that fills the space it is offered.
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] {
        [Resolved(PickerRender.Rectangle().fill(spec).tree)]
    }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { .clear }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}

/// `.primary` to `.quaternary` as a ShapeStyle: the label colours' levels.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, PaintStyle {
    let spec: ColorSpec
    var paint: ShapePaint { .color(spec) }
    public static let primary = HierarchicalShapeStyle(spec: .primary), secondary = HierarchicalShapeStyle(spec: .secondary)
    public static let tertiary = HierarchicalShapeStyle(spec: .tertiary), quaternary = HierarchicalShapeStyle(spec: .quaternary)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// UIKit's system colours, for `Color(_:)`.
nonisolated public struct UIColor: Sendable, Equatable {
    let spec: ColorSpec
    public static let systemBackground = UIColor(spec: .systemBackground)
    public static let secondarySystemBackground = UIColor(spec: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(spec: .tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(spec: .systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(spec: .secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(spec: .tertiarySystemGroupedBackground)
    public static let label = UIColor(spec: .label), secondaryLabel = UIColor(spec: .secondary)
    public static let tertiaryLabel = UIColor(spec: .tertiary), quaternaryLabel = UIColor(spec: .quaternary)
    public static let separator = UIColor(spec: .separator), opaqueSeparator = UIColor(spec: .opaqueSeparator)
    public static let systemFill = UIColor(spec: .systemFill), secondarySystemFill = UIColor(spec: .secondarySystemFill)
    public static let tertiarySystemFill = UIColor(spec: .tertiarySystemFill), quaternarySystemFill = UIColor(spec: .quaternarySystemFill)
    public static let systemGray = UIColor(spec: .gray), systemBlue = UIColor(spec: .blue), systemIndigo = UIColor(spec: .indigo)
}

/// SwiftUI's LinearGradient: a view and a ShapeStyle.
nonisolated public struct Gradient: Equatable, Sendable {
    public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = zip(colors, PickerRender.Gradient(colors: colors.map(\.spec)).stops).map { Stop(color: $0, location: CGFloat($1.location)) }
    }
    var pickerRender: PickerRender.Gradient {
        PickerRender.Gradient(stops: stops.map { .init(color: $0.color.spec, location: Double($0.location)) })
    }
}

nonisolated public struct LinearGradient: ShapeStyle, PaintStyle, View, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint, endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    var pickerRender: PickerRender.LinearGradient {
        PickerRender.LinearGradient(gradient: gradient.pickerRender, startPoint: startPoint.pickerRender, endPoint: endPoint.pickerRender)
    }
    var paint: ShapePaint { .linearGradient(pickerRender) }
    public typealias Body = Never
    @MainActor func resolve(in graph: ViewGraph, path: String, env: EnvironmentValues) -> [Resolved] { [Resolved(pickerRender.tree)] }
}

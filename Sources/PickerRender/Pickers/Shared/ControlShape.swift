// ControlShape: the SwiftUI shapes a control fills for its own decorations (a wheel's selection
// band, a ruler's indicator): RoundedRectangle(cornerRadius:, style: .continuous) (the SwiftUI
// blocks' own; docs/architecture.md §10), RoundedRectangle with `style: .circular`, Capsule() and
// Rectangle().
// Invariant: a shape stays inside its rect; a capsule's ends are half its shorter side.

import PickerRenderGeometry
import PickerRenderScene

public enum ControlShape: String, CaseIterable, Sendable, Equatable {
    /// RoundedRectangle(cornerRadius: r, style: .continuous).
    case roundedRectangle
    /// Capsule(): semicircular ends along the shorter side.
    case capsule
    /// RoundedRectangle(cornerRadius: r, style: .circular): quarter-circle corners.
    case circularRoundedRectangle
    /// Rectangle(): square corners (a corner radius is not used).
    case rectangle

    /// The spec's names, for a field's `oneOf`.
    static let names = allCases.map(\.rawValue)

    /// The SwiftUI shape this is, with `cornerRadius` where it has corners.
    func kind(cornerRadius: Double) -> ShapeKind {
        switch self {
        case .roundedRectangle: .roundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        case .capsule: .capsule
        case .circularRoundedRectangle: .roundedRectangle(cornerRadius: cornerRadius, style: .circular)
        case .rectangle: .rectangle
        }
    }

    /// The scene's shape filling `rect`.
    func item(_ rect: Rect, cornerRadius: Double, color: Color) -> ShapeItem {
        switch self {
        case .roundedRectangle: return ShapeItem(.continuousRoundedRect, rect: rect, cornerRadius: cornerRadius, color: color)
        case .capsule: return ShapeItem(.capsule, rect: rect, color: color)
        case .circularRoundedRectangle: return ShapeItem(.roundedRect, rect: rect, cornerRadius: cornerRadius, color: color)
        case .rectangle: return ShapeItem(.rect, rect: rect, color: color)
        }
    }
}

// ControlShape: the SwiftUI shapes a control fills for its own decorations (a wheel's selection
// band, a ruler's indicator): RoundedRectangle(cornerRadius:, style: .continuous), Capsule()
// and Rectangle(). The scene draws continuous corners (docs/architecture.md §10); circular
// corners (`style: .circular`) have no scene shape yet, so they are not offered.
// Invariant: a shape stays inside its rect; a capsule's ends are half its shorter side.

import PickerRenderGeometry
import PickerRenderScene

public enum ControlShape: String, CaseIterable, Sendable, Equatable {
    /// RoundedRectangle(cornerRadius: r, style: .continuous).
    case roundedRectangle
    /// Capsule(): semicircular ends along the shorter side.
    case capsule
    /// Rectangle(): square corners (a corner radius is not used).
    case rectangle

    /// The spec's names, for a field's `oneOf`.
    static let names = allCases.map(\.rawValue)

    /// The scene's shape filling `rect`.
    func item(_ rect: Rect, cornerRadius: Double, color: Color) -> ShapeItem {
        switch self {
        case .roundedRectangle: return ShapeItem(.continuousRoundedRect, rect: rect, cornerRadius: cornerRadius, color: color)
        case .capsule: return ShapeItem(.capsule, rect: rect, color: color)
        case .rectangle: return ShapeItem(.rect, rect: rect, color: color)
        }
    }
}

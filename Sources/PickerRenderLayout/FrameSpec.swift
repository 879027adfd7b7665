// FrameSpec: SwiftUI's `.frame(...)` as data.

/// SwiftUI's `.frame(...)`: a fixed width and/or height, or a maximum of infinity (take all
/// that is offered), with the child aligned inside. A nil dimension is the child's own.
package struct FrameSpec: Hashable, Sendable {
    package var width: Double?
    package var height: Double?
    package var fillsWidth: Bool
    package var fillsHeight: Bool
    package var horizontal: HorizontalAlignment
    package var vertical: VerticalAlignment
    package init(width: Double? = nil, height: Double? = nil, fillsWidth: Bool = false, fillsHeight: Bool = false,
                horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center) {
        self.width = width; self.height = height; self.fillsWidth = fillsWidth; self.fillsHeight = fillsHeight
        self.horizontal = horizontal; self.vertical = vertical
    }
}

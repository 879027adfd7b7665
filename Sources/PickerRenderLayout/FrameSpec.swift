// FrameSpec: SwiftUI's `.frame(...)` as data.

/// SwiftUI's `.frame(...)`: a fixed width and/or height, or a maximum of infinity (take all
/// that is offered), with the child aligned inside. A nil dimension is the child's own.
public struct FrameSpec: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var fillsWidth: Bool
    public var fillsHeight: Bool
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(width: Double? = nil, height: Double? = nil, fillsWidth: Bool = false, fillsHeight: Bool = false,
                horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center) {
        self.width = width; self.height = height; self.fillsWidth = fillsWidth; self.fillsHeight = fillsHeight
        self.horizontal = horizontal; self.vertical = vertical
    }
}

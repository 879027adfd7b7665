// Device: a screen canvas (docs/architecture.md §5): its size in points and the safe area's top and
// bottom insets. The background fills the screen; the content is laid out in the safe area as
// SwiftUI lays out a root view (offered the safe area, centred at the size it takes).

import PickerRenderGeometry

public struct Device: Sendable, Equatable {
    /// The name a picture spec uses (`"canvas": "iPhone16Pro"`).
    public var name: String
    public var size: Size
    public var safeTop: Double
    public var safeBottom: Double

    public init(name: String, size: Size, safeTop: Double, safeBottom: Double) {
        self.name = name; self.size = size; self.safeTop = safeTop; self.safeBottom = safeBottom
    }

    public static let iPhone16Pro = Device(name: "iPhone16Pro", size: Size(402, 874), safeTop: 62, safeBottom: 34)
    /// The devices a spec can name.
    public static let all: [Device] = [.iPhone16Pro]
}

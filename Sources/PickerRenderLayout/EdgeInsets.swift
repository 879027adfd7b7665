// EdgeInsets and the alignments: SwiftUI's padding and stack alignment values, in points.
// `leading` and `trailing` are the reading-order edges: right to left, leading is the right.

public struct EdgeInsets: Hashable, Sendable {
    public var top, leading, bottom, trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static func horizontal(_ v: Double) -> EdgeInsets { EdgeInsets(leading: v, trailing: v) }
    public static func vertical(_ v: Double) -> EdgeInsets { EdgeInsets(top: v, bottom: v) }
}

public enum VerticalAlignment: String, Sendable, CaseIterable { case top, center, bottom, firstTextBaseline }
public enum HorizontalAlignment: String, Sendable, CaseIterable { case leading, center, trailing }

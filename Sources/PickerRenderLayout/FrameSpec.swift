// FrameSpec: SwiftUI's `.frame(...)` as data, and its sizing rule per axis.
// A fixed length is the frame's size and what the child is offered. Otherwise the frame is
// flexible: the child is offered the proposal clamped to min...max (the ideal length when
// nothing is proposed), and the frame is the child's size clamped to min...max, grown toward
// the proposal up to max when a max is given (so `maxWidth: .infinity` takes all the width
// offered, and `maxWidth: 200` takes up to 200). With no min, ideal or max it is the child's.
// An axis marked `fixedSize` is SwiftUI's `.fixedSize()`: the child is offered nothing (its
// ideal length) and the frame is the child's length, whatever the frame is offered.

/// SwiftUI's `.frame(width:height:)` and `.frame(minWidth:idealWidth:maxWidth:...)`, with the
/// child aligned inside. A nil length is not constrained.
package struct FrameSpec: Hashable, Sendable {
    /// One axis: a fixed length, or min / ideal / max (max may be infinity).
    package struct Axis: Hashable, Sendable {
        package var fixed: Double?
        package var min: Double?
        package var ideal: Double?
        package var max: Double?
        package var fixedSize: Bool
        package init(fixed: Double? = nil, min: Double? = nil, ideal: Double? = nil, max: Double? = nil, fixedSize: Bool = false) {
            self.fixed = fixed; self.min = min; self.ideal = ideal; self.max = max; self.fixedSize = fixedSize
        }

        /// What the child is offered when the frame is offered `proposal` (infinity: nothing).
        package func offer(_ proposal: Double) -> Double {
            if fixedSize { return .infinity }
            if let fixed { return fixed }
            if !proposal.isFinite, let ideal { return clamp(ideal) }
            return proposal.isFinite ? clamp(proposal) : proposal
        }

        /// The frame's length for a child of length `child` when offered `proposal`.
        package func length(child: Double, proposal: Double) -> Double {
            if fixedSize { return child }
            if let fixed { return fixed }
            if min == nil, max == nil {
                if !proposal.isFinite, let ideal { return ideal }
                return child
            }
            var r = child
            if !proposal.isFinite, let ideal { r = ideal }
            if let max, proposal.isFinite { r = Swift.max(r, Swift.min(proposal, max)) }
            return clamp(r)
        }

        /// Whether the frame takes more than its child would: it grows toward a proposal.
        package var isFlexible: Bool { fixed == nil && max != nil }

        private func clamp(_ v: Double) -> Double {
            var r = v
            if let max { r = Swift.min(r, max) }
            if let min { r = Swift.max(r, min) }
            return r
        }
    }

    package var width: Axis
    package var height: Axis
    package var horizontal: HorizontalAlignment
    package var vertical: VerticalAlignment

    package init(width: Axis = Axis(), height: Axis = Axis(),
                 horizontal: HorizontalAlignment = .center, vertical: VerticalAlignment = .center) {
        self.width = width; self.height = height; self.horizontal = horizontal; self.vertical = vertical
    }

    /// The child's proposal when the frame is offered `proposed`.
    package func offer(_ proposed: Size) -> Size { Size(width.offer(proposed.width), height.offer(proposed.height)) }

    /// The frame's size for a child of size `child` when offered `proposed`.
    package func size(child: Size, proposed: Size) -> Size {
        Size(width.length(child: child.width, proposal: proposed.width), height.length(child: child.height, proposal: proposed.height))
    }
}

import PickerRenderGeometry

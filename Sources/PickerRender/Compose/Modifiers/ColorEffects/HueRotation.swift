// hueRotation(_:): every colour turned about the grey axis by an angle, keeping its luma:
// M = L + cos t (I - L) + sin t S, L the Rec. 709 luma projection and S the skew that turns the
// chroma plane (the W3C's hueRotate matrix, with SwiftUI's 709 weights). 180 degrees takes red
// toward cyan; 360 is the identity.

import Foundation
import PickerRenderLayout
import PickerRenderScene

package struct HueRotation: ColorEffect {
    var angle: Angle

    package static let type = "hueRotation"
    package static let fields = PictureSpec.angleFields + [PictureSpec.effectContentField]
    package init(angle: Angle) { self.angle = angle }
    package init(spec o: SpecObject) throws(SpecError) { angle = try Angle.read(o) }
    package func writeSpec(to w: inout SpecWriter) { w.set(angle.unit.rawValue, angle.value) }

    package func matrix(in layout: ViewTreeLayout, path: String) throws(PickerError) -> ColorMatrix {
        Self.matrix(degrees: try angle.degrees(in: layout, path: path))
    }

    package static func matrix(degrees: Double) -> ColorMatrix {
        let t = degrees * Double.pi / 180, c = cos(t), s = sin(t)
        let (r, g, b) = (Luma.r, Luma.g, Luma.b)
        // The chroma skew: the rows W3C's hueRotate gives (the constants are the 709 weights'
        // own: 0.143, 0.140 and -0.283 keep the luma of every result equal to the input's).
        let skew: [[Double]] = [[-r, -g, 1 - b], [0.143, 0.140, -0.283], [-(1 - r), g, b]]
        let identity: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        var m: [[Double]] = []
        for i in 0..<3 {
            var row: [Double] = []
            for j in 0..<3 {
                let l = Luma.projection[i][j]
                row.append(l + c * (identity[i][j] - l) + s * skew[i][j])
            }
            m.append(row)
        }
        return .rgb(m)
    }
}

extension View {
    /// SwiftUI's `.hueRotation(_:)`.
    public func hueRotation(_ angle: Angle) -> AnyView { modifier(HueRotation(angle: angle)) }
}

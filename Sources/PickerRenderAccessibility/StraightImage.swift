// StraightImage: the pixels the accessibility checks read: straight-alpha RGBA8, row-major.
// The module measures contrast on what the renderer drew, so it takes pixels, not pickers.

import PickerRenderRaster
import PickerRenderScene

package struct StraightImage {
    package let width: Int
    package let height: Int
    package let rgba: [UInt8]

    package init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "StraightImage: rgba is not width x height x 4 bytes")
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// `scene` drawn by `renderer`.
    package init(rendering scene: Scene, with renderer: SceneRenderer) {
        self.init(width: scene.pixelWidth, height: scene.pixelHeight, rgba: renderer.renderStraightRGBA(scene))
    }
}

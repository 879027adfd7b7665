// RGBAImage+Rendering: a scene drawn to the straight-alpha pixels the accessibility checks
// read. The module measures contrast on what the renderer drew, so it takes pixels, not pickers.

import PickerRenderPNG
import PickerRenderRaster
import PickerRenderScene

extension RGBAImage {
    /// `scene` drawn by `renderer`.
    package init(rendering scene: Scene, with renderer: SceneRenderer) {
        self.init(width: scene.pixelWidth, height: scene.pixelHeight, pixels: renderer.renderStraightRGBA(scene))
    }
}

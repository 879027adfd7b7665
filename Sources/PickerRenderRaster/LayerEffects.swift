// LayerEffects: the scratch memory of a layer's shape mask, blur and shadow, owned by one
// SceneRenderer and reused from layer to layer (a rasterizer, a blur with its lines, the RGBA
// blur's floats, the shadow's float plane (one float a texel), a byte row, a float row): after
// warm-up an effect allocates only its layer's texture.
// Not thread-safe, like the renderer that owns it.

import PickerRenderGeometry

final class LayerEffects {
    private let rasterizer = CoverageRasterizer()
    private let gaussian = GaussianBlur()
    private var plane: [Float] = []
    private var floats: [Float] = []
    private var row: [UInt8] = []
    private var alphaRow: [Float] = []

    /// Multiplies `texture` by the coverage of `path` (texture pixels), times the gradient's
    /// alpha when there is one.
    func applyShapeMask(_ path: Path, gradient: GradientRamp?, to texture: inout Pixmap) {
        rasterizer.rasterize(path, clip: texture.bounds)
        if alphaRow.count < texture.width { alphaRow = [Float](repeating: 0, count: texture.width) }
        let rasterizer = self.rasterizer
        alphaRow.withUnsafeMutableBufferPointer { a in
            LayerMask.applyShape(rasterizer, to: &texture, gradient: gradient, alphaRow: a.baseAddress!)
        }
    }

    func blur(_ texture: inout Pixmap, sigma: Double) {
        gaussian.blurRGBA(&texture, sigma: sigma, floats: &floats)
    }

    func shadow(_ texture: inout Pixmap, color: PremultipliedColor, sigma: Double, dx: Double, dy: Double) {
        ShadowCompositor.compose(&texture, color: color, sigma: sigma, dx: dx, dy: dy, blur: gaussian, plane: &plane, row: &row)
    }
}

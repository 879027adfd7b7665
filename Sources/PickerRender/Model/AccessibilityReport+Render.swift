// The accessibility sidecar from the picture model's side: reports on a scene drawn by a
// PickerRenderer, and writes with the CLI's error kinds. The Accessibility module itself knows
// layers and pixels, not pickers or renderers of this module.

import PickerRenderAccessibility
import PickerRenderScene

extension AccessibilityReport {
    /// The report of `scene`, measured on `image`, which must be `renderer.render(scene)`.
    public static func make(scene: Scene, image: RenderedImage, renderer: PickerRenderer) -> AccessibilityReport {
        make(scene: scene, image: image.image,
             renderer: renderer.rasterizer)
    }

    /// Renders `scene` with `renderer` and reports on that render.
    public static func make(scene: Scene, renderer: PickerRenderer) -> AccessibilityReport {
        make(scene: scene, image: renderer.render(scene), renderer: renderer)
    }

    /// Writes the sidecar atomically; a failure is an I/O PickerError naming it.
    public func write(to path: String) throws(PickerError) {
        do { try writeJSON(to: path) } catch { throw .file(what: "accessibility", error) }
    }
}

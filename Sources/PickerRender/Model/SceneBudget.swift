// SceneBudget: a picture's scene checked against what drawing it may take, before a pixel is
// drawn, so that a hostile spec is refused with an error instead of running for minutes or
// stopping the process on a failed allocation:
//   - its layers' pixels (LayerWork: every texture, blend buffer and blurred shape's coverage)
//     at most Limits.maximumLayerPixels, bad input (exit 2) naming the view whose layer passes it;
//   - the memory of the canvas and those layers, 4 bytes a pixel each, asked of malloc once and
//     given back: a process whose address space is limited (`ulimit -v`, a container) gets an
//     I/O error (exit 3) where Swift's allocator would stop the process. The blur's own scratch
//     is bounded apart (GaussianBlur+RGBA: at most 32 MB) and is not part of this.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PickerRenderRaster
import PickerRenderScene

enum SceneBudget {
    /// Throws when `scene` passes a limit; `root` stands for layers that say nothing of their view.
    static func check(_ scene: Scene, root: LayerSource) throws(PickerError) {
        let work = SceneRenderer.work(scene, limit: Limits.maximumLayerPixels)
        if work.exceeded {
            let at = work.crossing ?? root
            throw .at(path: at.path, .invalidOption(name: "type", value: at.type, expected:
                "a view whose layers fit: with it the picture's layers need more than \(Limits.maximumLayerPixelsText) pixels, " +
                "the most a picture's offscreen layers (blur, shadow, masks, opacity, 3D turns) may have"))
        }
        let pixels = scene.pixelWidth.multipliedReportingOverflow(by: scene.pixelHeight)
        let (total, overflow) = pixels.partialValue.addingReportingOverflow(work.texels)
        let (bytes, tooMany) = total.multipliedReportingOverflow(by: 4)
        guard !pixels.overflow, !overflow, !tooMany, let probe = malloc(bytes) else {
            throw .io("not enough memory to draw a \(scene.pixelWidth) x \(scene.pixelHeight)-pixel picture and its layers (\(bytes >> 20) MB)")
        }
        free(probe)
    }
}

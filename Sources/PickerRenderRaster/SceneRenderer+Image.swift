// SceneRenderer+Image: an ImageItem (SwiftUI's Image) drawn through the current transform.
// The texture (the image inside its transparent texel ring, ImageTexture) maps to target pixels
// by  ctm x translation(rect origin) x scale(rect size / pixel size) x translation(-1, -1)
// and is drawn by the PerspectiveSampler: bilinear, averaged over the pixel's footprint when
// minified (at most 8 x 8 taps), so one filter serves an image on the page, in a scaled layer
// and in a layer turned by rotation3DEffect (drawn offscreen, then sampled as every layer is).
// The pixel-exact case (one image pixel = one device pixel at a whole-pixel offset, not turned)
// is the sampler's plain source-over copy. The map is snapped to a whole translation when it is
// one within 1e-9 pixel: a length of k / 3 points times 3 is not always k in binary, and an
// @3x image at display scale 3 must be copied, not resampled.
// Edges: outside the image is transparent (the ring), so a magnified image's outermost pixels
// fade over half an image pixel either side of its edge (iOS clamps to the edge texel and
// stops at the rect); contentBounds counts that half pixel (ImageItem.inkBounds).
// `drawImageReference` is the plain twin: the sampler's reference (per target pixel the same
// sub-samples, each mapped back by the inverse in Double and read bilinearly with explicit
// bounds tests) over the ringed texture, without snapping. Nothing is allocated a pixel.
// Minified twice over or more on both axes, an image is drawn from its pre-averaged level whose
// texels are 1 to 1.5 of the footprint, with taps 1.5 texels apart (ImageLevels), so a pixel
// takes one sub-sample along its shorter side; the twin draws the same level made by
// ImageLevels' twin, with the same taps.

import PickerRenderGeometry
import PickerRenderScene

extension SceneRenderer {
    package func drawImage(_ image: ImageItem, into target: inout Pixmap, ctm: Homography, clip: PixelRect) {
        guard image.rect.width > 0, image.rect.height > 0 else { return }
        let t = image.texture
        let step = ImageLevels.level(for: Self.textureMap(image, ctm: ctm), width: t.width, height: t.height)
        let source = step.map { imageLevels.level($0, of: t) } ?? ImageLevels.Level(width: t.width, height: t.height, texels: t.texels)
        Self.withBuffers(source, &target) { src, dst, ink in
            PerspectiveSampler.draw(src, into: dst, map: Self.textureMap(image, source, ctm: ctm), clip: clip, opacity: 255, ink: ink,
                                    tapSpacing: step == nil ? 1 : ImageLevels.tapSpacing)
        }
    }

    /// The ringed texels and the target as the sampler reads and writes them, with the image's
    /// own pixels inside the ring.
    static func withBuffers(_ t: ImageLevels.Level, _ target: inout Pixmap,
                            _ body: (PixelBufferPointer, PixelBufferPointer, PixelRect) -> Void) {
        let (tw, th) = (target.width, target.height)
        t.texels.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBytes { dst in
                // The sampler only reads its source; the texels are never written through this pointer.
                body(PixelBufferPointer(base: UnsafeMutablePointer(mutating: src.baseAddress!), width: t.width + 2, height: t.height + 2,
                                        stride: t.stride),
                     PixelBufferPointer(base: dst.baseAddress!, width: tw, height: th, stride: tw * 4),
                     PixelRect(x: 1, y: 1, width: t.width, height: t.height))
            }
        }
    }

    package static func textureMap(_ image: ImageItem, ctm: Homography) -> Homography {
        snapped(ctm * imageToParent(image.rect, width: image.pixelWidth, height: image.pixelHeight) * .translation(-1, -1))
    }

    /// The map of a level (or the image itself) of `image`: its texels stretched over the rect.
    static func textureMap(_ image: ImageItem, _ level: ImageLevels.Level, ctm: Homography) -> Homography {
        snapped(ctm * imageToParent(image.rect, width: level.width, height: level.height) * .translation(-1, -1))
    }

    /// An image of `width` x `height` pixels (0...width, 0...height) -> its parent's points in `r`.
    static func imageToParent(_ r: Rect, width: Int, height: Int) -> Homography {
        .translation(r.minX, r.minY) * .scale(r.width / Double(width), r.height / Double(height))
    }

    /// `m` as an exact whole-pixel translation when it is one within 1e-9 pixel; else `m`.
    static func snapped(_ m: Homography) -> Homography {
        let e = m.m
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 }
        guard near(e[0], 1), near(e[1], 0), near(e[3], 0), near(e[4], 1), e[6] == 0, e[7] == 0, e[8] == 1,
              near(e[2], e[2].rounded()), near(e[5], e[5].rounded()) else { return m }
        return .translation(e[2].rounded(), e[5].rounded())
    }

    /// The plain twin of `drawImage` (see the file header), over the whole of `clip`: the
    /// sampler's own plain twin over the ringed texture (or the same level, made by
    /// ImageLevels' twin), through the map unsnapped.
    package static func drawImageReference(_ image: ImageItem, into target: inout Pixmap, ctm: Homography, clip: PixelRect) {
        guard image.rect.width > 0, image.rect.height > 0 else { return }
        let t = image.texture
        let step = ImageLevels.level(for: textureMap(image, ctm: ctm), width: t.width, height: t.height)
        let source = step.map { ImageLevels.referenceLevel($0, of: t) } ?? ImageLevels.Level(width: t.width, height: t.height, texels: t.texels)
        let map = ctm * imageToParent(image.rect, width: source.width, height: source.height) * .translation(-1, -1)
        withBuffers(source, &target) { src, dst, ink in
            PerspectiveSampler.drawReference(src, into: dst, map: map, clip: clip, opacity: 255, ink: ink,
                                             tapSpacing: step == nil ? 1 : ImageLevels.tapSpacing)
        }
    }
}

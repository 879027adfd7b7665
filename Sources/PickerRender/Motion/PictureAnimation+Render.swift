// PictureAnimation+Render: the frames drawn with one kept renderer (its glyph cache stays warm
// across frames) and the animated PNG of them (APNGEncoder: lossless, loops forever, each frame
// 1/fps s, pHYs of 72 x scale dpi as for a PNG). Frames must all have one size (a fit canvas
// whose content changes size between frames is refused, naming the frame and its time).

import PickerRenderPNG

extension PictureAnimation {
    /// Every frame, drawn.
    public func renderFrames(using renderer: PickerRenderer? = nil) throws(PickerError) -> [RenderedImage] {
        let kept: PickerRenderer
        if let renderer { kept = renderer } else { kept = try PickerRenderer(options: picture.options) }
        var frames: [RenderedImage] = []
        frames.reserveCapacity(frameCount)
        for i in 0..<frameCount {
            let image = try frame(at: i).render(using: kept)
            if let first = frames.first, first.width != image.width || first.height != image.height {
                throw .invalidOption(name: "frame \(i)", value: "\(image.width) x \(image.height) px at t = \(time(ofFrame: i)) s",
                                     expected: "the size of frame 0 (\(first.width) x \(first.height) px)")
            }
            frames.append(image)
        }
        return frames
    }

    /// The APNG of already drawn frames (from renderFrames).
    public static func apngData(_ frames: [RenderedImage], fps: Int) throws(PickerError) -> [UInt8] {
        let images = frames.map(\.image)
        do {
            return try APNGEncoder.encode(images, fps: fps,
                                          pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(frames[0].scale)))
        } catch {
            throw .output(what: "apng", error)
        }
    }

    /// Draws every frame and encodes them as an APNG.
    public func apngData(using renderer: PickerRenderer? = nil) throws(PickerError) -> [UInt8] {
        try Self.apngData(renderFrames(using: renderer), fps: fps)
    }
}

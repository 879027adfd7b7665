// PictureAnimation+Render: the frames drawn with one kept renderer (its glyph cache stays warm
// across frames) and the animated PNG of them (APNGEncoder: lossless, each frame 1/fps s, pHYs
// of 72 x scale dpi as for a PNG; `apngData(using:)` plays `loopCount` times, 0 forever, and shows
// the first and the last frame `holdSeconds` longer, as their delays). Frames must all have one size (a fit canvas
// whose content changes size between frames is refused, naming the frame and its time).
// `apngData(using:)` encodes each frame as it is drawn (APNGWriter), so an animation holds two
// frames, whatever its length or size; `renderFrames` keeps them all, for a caller that wants
// them.

import PickerRenderPNG

extension PictureAnimation {
    /// Every frame, drawn.
    public func renderFrames(using renderer: PickerRenderer? = nil) throws(PickerError) -> [RenderedImage] {
        let kept = try kept(renderer)
        var frames: [RenderedImage] = []
        frames.reserveCapacity(frameCount)
        for i in 0..<frameCount {
            let image = try frame(at: i).render(using: kept)
            if let f = frames.first { try checkSize(image, frame: i, first: (f.width, f.height)) }
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

    /// The first and the last frame's delay in frame times: 1 plus the hold, rounded to a frame.
    var heldFrames: Int { 1 + Int((holdSeconds * Double(fps)).rounded()) }

    /// Draws every frame and encodes it as it is drawn.
    public func apngData(using renderer: PickerRenderer? = nil) throws(PickerError) -> [UInt8] {
        try apngData(using: renderer) { _, _ throws(PickerError) in }
    }

    /// Draws every frame and encodes it as it is drawn (two frames held at a time). `drawn` sees
    /// every frame once, in order, when it is first drawn (the writer may ask for frames again:
    /// APNGWriter); a batch writes the frames as PNGs there.
    package func apngData(using renderer: PickerRenderer?,
                          drawn: (Int, RenderedImage) throws(PickerError) -> Void) throws(PickerError) -> [UInt8] {
        let kept = try kept(renderer)
        var writer: APNGWriter?
        var first = (width: 0, height: 0), seen = 0, i = 0
        return try Self.encoding("apng") {
            while true {
                let image = try frame(at: i).render(using: kept)
                if writer == nil {
                    first = (image.width, image.height)
                    writer = APNGWriter(frameCount: frameCount, width: image.width, height: image.height, fps: fps,
                                        pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 72 * Double(image.scale)),
                                        plays: loopCount, firstFrames: heldFrames, lastFrames: heldFrames)
                }
                try checkSize(image, frame: i, first: first)
                if i == seen { try drawn(i, image); seen += 1 }
                try writer!.add(image.image)
                guard let next = writer!.nextFrame else { break }
                i = next
            }
            return try writer!.finish()
        }
    }

    /// The renderer given, or one for the picture's options.
    func kept(_ renderer: PickerRenderer?) throws(PickerError) -> PickerRenderer {
        if let renderer { return renderer }
        return try PickerRenderer(options: picture.options)
    }

    private func checkSize(_ image: RenderedImage, frame i: Int, first: (width: Int, height: Int)) throws(PickerError) {
        if first.width != image.width || first.height != image.height {
            throw .invalidOption(name: "frame \(i)", value: "\(image.width) x \(image.height) px at t = \(time(ofFrame: i)) s",
                                 expected: "the size of frame 0 (\(first.width) x \(first.height) px)")
        }
    }
}

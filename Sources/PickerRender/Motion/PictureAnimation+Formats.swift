// PictureAnimation+Formats: the animation in its `format`, on the APNG's timeline (FrameTimes:
// each frame 1/fps s, the first and the last `holdSeconds` longer, `loopCount` plays).
// - APNG: apngData (lossless).
// - GIF: one palette for all frames (GIFPalette) needs every frame's colours before the first
//   is written, so the frames are drawn twice: once to count their colours, once to write them
//   (frames are pure functions of time, so both drawings are the same pixels); two frames held
//   at a time, never all. Lossless up to 256 colours; else within the palette's stated error.
// - WebP: each frame encoded as it is drawn (lossless).
// `drawn` sees every frame once, in order, from its first drawing (a batch writes frame PNGs there).

import PickerRenderAnimatedImage
import PickerRenderPNG

extension PictureAnimation {
    /// Draws every frame and encodes the animation in `format`.
    public func data(using renderer: PickerRenderer? = nil) throws(PickerError) -> [UInt8] {
        try data(using: renderer) { _, _ throws(PickerError) in }
    }

    /// The timeline every format shares: frame times, with the first and the last held.
    package var frameTimes: FrameTimes { FrameTimes(count: frameCount, fps: fps, held: heldFrames) }

    package func data(using renderer: PickerRenderer?, drawn: (Int, RenderedImage) throws(PickerError) -> Void) throws(PickerError) -> [UInt8] {
        switch format {
        case .apng: return try apngData(using: renderer, drawn: drawn)
        case .gif: return try gifData(using: renderer, drawn: drawn).bytes
        case .webp: return try webpData(using: renderer, drawn: drawn)
        }
    }

    /// The GIF and the largest channel error of its palette (0: every frame exact).
    package func gifData(using renderer: PickerRenderer?,
                         drawn: (Int, RenderedImage) throws(PickerError) -> Void) throws(PickerError) -> (bytes: [UInt8], maximumError: Int) {
        let kept = try kept(renderer)
        var colours = ColourCount()
        var first = (width: 0, height: 0)
        for i in 0..<frameCount {
            let image = try frame(at: i).render(using: kept)
            if i == 0 { first = (image.width, image.height); try checkSide(image, limit: 65535) }
            try sameSize(image, frame: i, first: first)
            try drawn(i, image)
            colours.add(image.image)
        }
        let palette = GIFPalette(colours)
        return try Self.encoding("gif") {
            let writer = try GIFWriter(width: first.width, height: first.height, palette: palette, plays: loopCount, times: frameTimes)
            for i in 0..<frameCount { try writer.add(try frame(at: i).render(using: kept).image) }
            return (try writer.finish(), palette.maximumError)
        }
    }

    /// The animated WebP, each frame encoded as it is drawn.
    package func webpData(using renderer: PickerRenderer?, drawn: (Int, RenderedImage) throws(PickerError) -> Void) throws(PickerError) -> [UInt8] {
        let kept = try kept(renderer)
        var writer: WebPWriter?
        var first = (width: 0, height: 0)
        return try Self.encoding("webp") {
            for i in 0..<frameCount {
                let image = try frame(at: i).render(using: kept)
                if i == 0 {
                    first = (image.width, image.height)
                    try checkSide(image, limit: WebPWriter.maximumSide)
                    writer = try WebPWriter(width: image.width, height: image.height, plays: loopCount, times: frameTimes)
                }
                try sameSize(image, frame: i, first: first)
                try drawn(i, image)
                try writer!.add(image.image)
            }
            return try writer!.finish()
        }
    }

    /// `body`'s result; an encoder's PNGError as the output error of `what` (apng, gif, webp).
    static func encoding<T>(_ what: String, _ body: () throws -> T) throws(PickerError) -> T {
        do {
            return try body()
        } catch let error as PNGError {
            throw .output(what: what, error)
        } catch let error as PickerError {
            throw error
        } catch {
            preconditionFailure("PictureAnimation \(what): \(error)")
        }
    }

    private func checkSide(_ image: RenderedImage, limit: Int) throws(PickerError) {
        guard image.width <= limit, image.height <= limit else {
            throw .invalidOption(name: "format", value: format.rawValue,
                                 expected: "a format that holds \(image.width) x \(image.height) px (\(format.rawValue) holds at most \(limit) px a side)")
        }
    }

    private func sameSize(_ image: RenderedImage, frame i: Int, first: (width: Int, height: Int)) throws(PickerError) {
        if first.width != image.width || first.height != image.height {
            throw .invalidOption(name: "frame \(i)", value: "\(image.width) x \(image.height) px at t = \(time(ofFrame: i)) s",
                                 expected: "the size of frame 0 (\(first.width) x \(first.height) px)")
        }
    }
}

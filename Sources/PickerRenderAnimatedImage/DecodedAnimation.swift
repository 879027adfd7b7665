// DecodedAnimation: animated GIFs decoded with giflib (DGifSlurp, then each image laid on the
// canvas as GIF89a says: its rectangle, its transparent index left out, disposal 2 clearing the
// rectangle before the next) and animated WebPs with libwebp's demuxing animation decoder, into
// the frames a viewer shows, their delays and their loop counts. The writers' twin: their tests
// and fuzz targets hold what GIFWriter and WebPWriter write to what this reads back.
// A GIF's image outside the screen or a colour index outside its map is refused (nil), not read.

import CPickerRenderGIF
import CPickerRenderWebP

public struct DecodedAnimation: Sendable {
    public var width = 0, height = 0
    /// Each frame shown: straight RGBA, and how long (GIF: centiseconds, WebP: milliseconds).
    public var frames: [(pixels: [UInt8], delay: Int)] = []
    /// GIF: NETSCAPE2.0's repeat count, nil without the block. WebP: ANIM's loop count.
    public var loop: Int?

    /// The frame shown at `time` (in the delays' unit) from the start.
    public func frame(at time: Int) -> [UInt8]? {
        var end = 0
        for f in frames {
            end += f.delay
            if time < end { return f.pixels }
        }
        return nil
    }

    public var totalTime: Int { frames.reduce(0) { $0 + $1.delay } }

    /// The largest difference of any channel between two frames of one size.
    public static func maximumDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        precondition(a.count == b.count)
        var worst = 0
        for i in a.indices { worst = max(worst, abs(Int(a[i]) - Int(b[i]))) }
        return worst
    }

    private final class Source { let bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }

    /// The GIF in `bytes` as a viewer shows it; nil when giflib cannot read it.
    public static func gif(_ bytes: [UInt8]) -> DecodedAnimation? {
        let source = Source(bytes)
        var error: Int32 = 0
        guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), { file, buffer, length in
            guard let file, let buffer else { return 0 }
            let s = Unmanaged<Source>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            let n = min(Int(length), s.bytes.count - s.offset)
            for k in 0..<n { buffer[k] = s.bytes[s.offset + k] }
            s.offset += n
            return Int32(n)
        }, &error) else { return nil }
        defer { var e: Int32 = 0; _ = DGifCloseFile(gif, &e) }
        guard DGifSlurp(gif) == GIF_OK else { return nil }
        var out = DecodedAnimation(width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight))
        var canvas = [UInt8](repeating: 0, count: out.width * out.height * 4)
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            for b in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[b]
                if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                   String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self) == "NETSCAPE2.0",
                   b + 1 < Int(image.ExtensionBlockCount) {
                    let data = image.ExtensionBlocks[b + 1]
                    if data.ByteCount == 3 { out.loop = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8 }
                }
            }
            var control = GraphicsControlBlock()
            _ = DGifSavedExtensionToGCB(gif, Int32(i), &control)
            guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else { return nil }
            let d = image.ImageDesc
            guard d.Left >= 0, d.Top >= 0, Int(d.Left) + Int(d.Width) <= out.width, Int(d.Top) + Int(d.Height) <= out.height else { return nil }
            for y in 0..<Int(d.Height) {
                for x in 0..<Int(d.Width) {
                    let index = Int(image.RasterBits[y * Int(d.Width) + x])
                    if index == Int(control.TransparentColor) { continue }
                    guard index < Int(map.pointee.ColorCount) else { return nil }
                    let c = map.pointee.Colors[index], p = ((Int(d.Top) + y) * out.width + Int(d.Left) + x) * 4
                    canvas[p] = c.Red; canvas[p + 1] = c.Green; canvas[p + 2] = c.Blue; canvas[p + 3] = 255
                }
            }
            out.frames.append((canvas, Int(control.DelayTime)))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                for y in 0..<Int(d.Height) {
                    for x in 0..<Int(d.Width) {
                        let p = ((Int(d.Top) + y) * out.width + Int(d.Left) + x) * 4
                        canvas[p] = 0; canvas[p + 1] = 0; canvas[p + 2] = 0; canvas[p + 3] = 0
                    }
                }
            }
        }
        return out
    }

    /// The animated WebP in `bytes` as a viewer shows it; nil when libwebp cannot read it.
    public static func webp(_ bytes: [UInt8]) -> DecodedAnimation? {
        var options = WebPAnimDecoderOptions()
        guard WebPAnimDecoderOptionsInit(&options) != 0 else { return nil }
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        return bytes.withUnsafeBufferPointer { b -> DecodedAnimation? in
            var data = WebPData(bytes: b.baseAddress, size: b.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return nil }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return nil }
            var out = DecodedAnimation(width: Int(info.canvas_width), height: Int(info.canvas_height), loop: Int(info.loop_count))
            var previousEnd: Int32 = 0
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else { return nil }
                out.frames.append((Array(UnsafeBufferPointer(start: buffer, count: out.width * out.height * 4)), Int(end - previousEnd)))
                previousEnd = end
            }
            return out
        }
    }
}

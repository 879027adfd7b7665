// GIFWriter: an animated GIF (GIF89a, through giflib's streaming encoder) from frames given in
// order, with one global colour table (GIFPalette) chosen beforehand from every frame.
// - Timing: each frame's delay is FrameTimes in centiseconds (GIF's unit), the first and the
//   last held; a frame equal to the one before it (same indices) is not written again, its time
//   is added to the one shown (at most 655.35 s a frame, GIF's 16 bits: beyond, the frame is
//   shown again). Loop: NETSCAPE2.0's count is of repeats after the first play, so `plays` N > 1
//   is written as N - 1, forever as 0, and one play has no NETSCAPE2.0 block at all.
// - Frames after the first: an opaque animation stores only the rectangle whose indices changed,
//   left in place (disposal 1); one with transparent pixels stores whole frames, each cleared
//   before the next (disposal 2), so no pixel of an earlier frame shows through.
// - Memory: two frames of indices (width x height bytes each) and the compressed output.
// giflib reports errors by return codes (no longjmp), so it is called from Swift directly.

import CPickerRenderGIF
import PickerRenderPNG

public final class GIFWriter {
    public let width: Int
    public let height: Int
    public let palette: GIFPalette
    private let times: FrameTimes
    private let sink = Sink()
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// Indices of the frame waiting to be written (whose delay may still grow), and of the new one.
    private var shown: [UInt8], current: [UInt8]
    private var pending: (first: Int, end: Int, rect: (x: Int, y: Int, w: Int, h: Int))?
    private var given = 0

    private final class Sink { var bytes: [UInt8] = [] }

    /// A writer for `times.count` frames of `width` x `height` (1 ... 65535) pixels drawn with
    /// `palette`, playing `plays` times (0: forever; 1 ... 65535).
    public init(width: Int, height: Int, palette: GIFPalette, plays: Int, times: FrameTimes) throws(PNGError) {
        precondition((1...65535).contains(width) && (1...65535).contains(height), "GIFWriter: \(width) x \(height) pixels")
        precondition((0...65535).contains(plays), "GIFWriter: plays \(plays)")
        self.width = width; self.height = height; self.palette = palette; self.times = times
        shown = [UInt8](repeating: 0, count: width * height); current = shown
        var error: Int32 = 0
        gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { file, data, length in
            guard let file, let data, length > 0 else { return 0 }
            let sink = Unmanaged<GIFWriter.Sink>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return length
        }, &error)
        guard let gif else { throw Self.failure("open", error) }
        EGifSetGifVersion(gif, true)
        let table = palette.table
        var size = 2
        while size < table.count { size *= 2 }
        guard let map = GifMakeMapObject(Int32(size), nil) else { throw .encodingFailed(message: "gif: out of memory") }
        defer { GifFreeMapObject(map) }
        for k in 0..<size {
            let c = k < table.count ? table[k] : 0
            map.pointee.Colors[k] = GifColorType(Red: UInt8(c >> 16 & 255), Green: UInt8(c >> 8 & 255), Blue: UInt8(c & 255))
        }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "screen")
        if plays != 1 {
            let repeats = plays == 0 ? 0 : plays - 1
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop")
            try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) }, "loop")
            try check([UInt8(1), UInt8(repeats & 255), UInt8(repeats >> 8)].withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) }, "loop")
            try check(EGifPutExtensionTrailer(gif), "loop")
        }
    }

    deinit {
        if let gif { var e: Int32 = 0; _ = EGifCloseFile(gif, &e) }
    }

    /// Gives the next frame (`width` x `height`).
    public func add(_ frame: RGBAImage) throws(PNGError) {
        precondition(given < times.count, "GIFWriter.add: all \(times.count) frames were given")
        precondition(frame.width == width && frame.height == height, "GIFWriter.add: a \(frame.width) x \(frame.height) frame")
        index(frame, into: &current)
        let i = given
        given += 1
        guard var p = pending else {
            swap(&shown, &current)
            pending = (i, i + 1, (0, 0, width, height))
            return
        }
        let opaque = palette.transparentIndex == nil
        let changed = opaque ? changedRect() : (shown == current ? nil : (0, 0, width, height))
        if changed == nil, times.start(i + 1, perSecond: 100) - times.start(p.first, perSecond: 100) <= 65535 {
            p.end = i + 1
            pending = p
            return
        }
        try flush()
        swap(&shown, &current)
        pending = (i, i + 1, changed ?? (opaque ? (0, 0, 1, 1) : (0, 0, width, height)))
    }

    /// The whole GIF, once every frame has been given.
    public func finish() throws(PNGError) -> [UInt8] {
        precondition(given == times.count, "GIFWriter.finish: \(given) of \(times.count) frames given")
        try flush()
        var error: Int32 = 0
        let rc = EGifCloseFile(gif, &error)
        gif = nil
        guard rc == GIF_OK else { throw Self.failure("close", error) }
        return sink.bytes
    }

    /// Writes the pending frame: its control block (delay, disposal, transparency) and its rectangle of `shown`.
    private func flush() throws(PNGError) {
        guard let p = pending, let gif else { return }
        pending = nil
        let delay = times.start(p.end, perSecond: 100) - times.start(p.first, perSecond: 100)
        var block = GraphicsControlBlock(DisposalMode: palette.transparentIndex == nil ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND,
                                         UserInputFlag: false, DelayTime: Int32(delay),
                                         TransparentColor: palette.transparentIndex.map(Int32.init) ?? NO_TRANSPARENT_COLOR)
        var extension_ = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &extension_)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extension_), "frame")
        let r = p.rect
        try check(EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.w), Int32(r.h), false, nil), "frame")
        let w = width
        let rc: Int32 = shown.withUnsafeMutableBufferPointer { px in
            for y in r.y..<(r.y + r.h) {
                let rc = EGifPutLine(gif, px.baseAddress! + y * w + r.x, Int32(r.w))
                if rc != GIF_OK { return rc }
            }
            return GIF_OK
        }
        try check(rc, "frame")
    }

    /// The smallest rectangle holding every index of `current` that differs from `shown`; nil when none does.
    private func changedRect() -> (x: Int, y: Int, w: Int, h: Int)? {
        var x0 = width, x1 = -1, y0 = height, y1 = -1
        let w = width
        shown.withUnsafeBufferPointer { a in
            current.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let ra = a.baseAddress! + y * w, rb = b.baseAddress! + y * w
                    var first = -1, last = -1
                    for x in 0..<w where ra[x] != rb[x] {
                        if first < 0 { first = x }
                        last = x
                    }
                    if first >= 0 { x0 = min(x0, first); x1 = max(x1, last); y0 = min(y0, y); y1 = y }
                }
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1 - x0 + 1, y1 - y0 + 1)
    }

    /// Each pixel's palette index, row by row; a run of one colour is one lookup.
    private func index(_ frame: RGBAImage, into out: inout [UInt8]) {
        let w = width, palette = palette, clear = palette.transparentIndex ?? 0
        frame.pixels.withUnsafeBufferPointer { px in
            out.withUnsafeMutableBufferPointer { o in
                var last: UInt32 = .max, lastIndex: UInt8 = 0
                for y in 0..<height {
                    let row = px.baseAddress! + y * w * 4, dst = o.baseAddress! + y * w
                    for x in 0..<w {
                        let p = row + x * 4
                        if p[3] < GIFPalette.opaqueAlpha { dst[x] = clear; continue }
                        let c = UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                        if c != last { last = c; lastIndex = palette.index(of: c) }
                        dst[x] = lastIndex
                    }
                }
            }
        }
    }

    private func check(_ rc: Int32, _ what: String) throws(PNGError) {
        if rc != GIF_OK { throw Self.failure(what, gif?.pointee.Error ?? 0) }
    }

    private static func failure(_ what: String, _ code: Int32) -> PNGError {
        let text = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
        return .encodingFailed(message: "gif \(what): \(text)")
    }
}

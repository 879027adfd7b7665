// ContactSheet: one image of a batch's outputs, a row per picture name and appearance, each
// PNG output (stills, and APNGs' first frames) shrunk into a thumbnail box (bottom-aligned in its row) with its axes as a caption under it, on white:
// the axes that vary along the row, or, for a row of one, those that vary in the batch.
// Made from the manifest and the files it lists, so shards merged give the same sheet. Pixels
// are composed here directly (thumbnails are images, not views): Thumbnail shrinks by area
// averaging on unsafe row buffers (with a plain twin, tested to agree); captions are drawn by
// the picture model as Text and laid over the sheet with source-over on straight alpha.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG

enum ContactSheet {
    static let thumbnailWidth = 360, thumbnailHeight = 300, margin = 24, gap = 16, captionGap = 6, titleGap = 8

    static func png(_ manifest: BatchManifest, folder: ConfinedFolder, fontsDirectory: String?, jobs: Int) throws(PickerError) -> [UInt8] {
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1, fontsDirectory: fontsDirectory))
        func text(_ s: String, _ style: TextStyle, _ color: ColorSpec) throws(PickerError) -> RGBAImage {
            var o = RenderOptions(scale: 2, background: .transparent)
            o.fontsDirectory = fontsDirectory
            let image = try Picture(options: o, content: Text(s).font(style).foregroundStyle(color)).render(using: renderer)
            return image.image
        }
        // Rows: one per picture name and appearance. Within a row, only the largest scale of
        // each combination is shown (scales differ in pixels, not in look), and captions name
        // only what varies along the row.
        var byRow: [String: [BatchManifest.Entry]] = [:], order: [String] = []
        // PNGs only: an APNG shows its first frame here; a GIF or WebP animation is not on the sheet.
        let pngs = manifest.inSpecOrder.filter { $0.file.hasSuffix(".png") }
        for e in pngs {
            let key = "\(e.name) · \(e.appearance)"
            if byRow[key] == nil { order.append(key) }
            byRow[key, default: []].append(e)
        }
        // Plan every cell first (the manifest knows each picture's size), then decode and shrink
        // them on every core: the sheet is the one serial step left at the end of a batch.
        var plan: [(key: String, cells: [(entry: BatchManifest.Entry, width: Int, height: Int, caption: String)])] = []
        for key in order {
            var best: [String: BatchManifest.Entry] = [:], cellOrder: [String] = []
            for e in byRow[key]! {
                let id = e.axes.filter { $0.key != "scale" && $0.key != "appearance" }.sorted { $0.key < $1.key }
                    .map { "\($0.key)=\($0.value)" }.joined(separator: "&")
                if best[id] == nil { cellOrder.append(id) }
                if best[id].map({ e.scale > $0.scale }) ?? true { best[id] = e }
            }
            let group = cellOrder.map { best[$0]! }
            // A row of one picture names what the batch varies instead (an axis this picture
            // alone narrows, as an iOS 26-only open menu does), so its one cell is not unlabelled.
            let compared = group.count > 1 ? group : pngs
            let varying = Set(group.flatMap(\.axes.keys)).filter { k in
                k != "scale" && k != "appearance" && Set(compared.map { $0.axes[k] ?? "" }).count > 1
            }
            // One scale for the whole row, so sizes compare (AX3 looks larger than xSmall): the
            // largest picture fits the thumbnail box; smaller pictures keep their size at most.
            let k = group.map { min(1, Double(thumbnailWidth) / Double(max($0.width, 1)), Double(thumbnailHeight) / Double(max($0.height, 1))) }
                .min() ?? 1
            plan.append((key, group.map { e in
                (e, max(1, min(e.width, Int((Double(e.width) * k).rounded()))), max(1, min(e.height, Int((Double(e.height) * k).rounded()))),
                 e.axes.filter { varying.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value).joined(separator: " · "))
            }))
        }
        let cellsToDraw = plan.flatMap(\.cells)
        let thumbs = WorkList<Result<RGBAImage, PNGError>>(count: cellsToDraw.count)
        DispatchQueue.concurrentPerform(iterations: min(max(cellsToDraw.count, 1), max(jobs, 1))) { _ in
            while let i = thumbs.next() {
                let c = cellsToDraw[i]
                thumbs.finish(i, Result { () throws(PNGError) -> RGBAImage in
                    // Through the folder (no link followed), and only the size the manifest says.
                    guard let relative = try? RelativePath(c.entry.file) else {
                        throw PNGError.malformed(source: c.entry.file, message: "not a plain relative path")
                    }
                    let path = folder.shown(relative)
                    let bytes: [UInt8]
                    do throws(FileError) { bytes = try folder.read(relative, limit: c.entry.bytes) } catch { throw PNGError.file(error) }
                    let image = try PNGCodec.decode(bytes, source: path)
                    // The manifest's size is the file's, unless the file changed behind its back.
                    guard image.width == c.entry.width, image.height == c.entry.height else {
                        throw PNGError.malformed(source: path, message: "its size is not the manifest's")
                    }
                    var thumb = Thumbnail.shrink(image, width: c.width, height: c.height)
                    // A transparent picture is shown on its appearance's background, so dark-mode
                    // text stays visible on the white sheet.
                    if c.entry.appearance == "dark" { thumb = Thumbnail.onBackdrop(thumb, r: 28, g: 28, b: 30) }
                    return thumb
                })
            }
        }
        let thumbnails = thumbs.results
        var rows: [(title: RGBAImage, cells: [(RGBAImage, RGBAImage)])] = []
        var index = 0
        for (key, cells) in plan {
            var drawn: [(RGBAImage, RGBAImage)] = []
            for c in cells {
                let thumb: RGBAImage
                do { thumb = try thumbnails[index]!.get() } catch { throw .output(what: "sheet", error) }
                index += 1
                drawn.append((thumb, try text(c.caption.isEmpty ? " " : c.caption, .caption, .secondary)))
            }
            rows.append((try text(key, .headline, .primary), drawn))
        }
        let rowWidths = rows.map { r in r.cells.reduce(0) { $0 + max($1.0.width, $1.1.width) } + gap * max(r.cells.count - 1, 0) }
        let width = max((rowWidths.max() ?? 0), rows.map(\.title.width).max() ?? 0, 1) + 2 * margin
        let thumbHeights = rows.map { r in r.cells.map(\.0.height).max() ?? 0 }
        let rowHeights = rows.indices.map { i in
            rows[i].title.height + titleGap + thumbHeights[i] + captionGap + (rows[i].cells.map(\.1.height).max() ?? 0)
        }
        let height = rowHeights.reduce(margin, { $0 + $1 + margin })
        guard width * height <= Limits.maximumPixels else {
            throw .invalidOption(name: "sheet", value: "\(width) x \(height) px", expected: "a sheet of at most \(Limits.maximumPixels) pixels")
        }
        // A plain array, not RGBAImage.pixels: that property has a didSet, and mutating an observed
        // property in place copies it first, so each placement copied the whole sheet (measured:
        // 24 % of `batch docs/docs-set.json --jobs 2`, on one core).
        var sheet = [UInt8](repeating: 255, count: width * height * 4)
        var y = margin
        for (r, row) in rows.enumerated() {
            Thumbnail.over(row.title, onto: &sheet, width: width, height: height, x: margin, y: y)
            let top = y + row.title.height + titleGap
            var x = margin
            for (thumb, caption) in row.cells {
                let cellWidth = max(thumb.width, caption.width)
                Thumbnail.over(thumb, onto: &sheet, width: width, height: height,
                               x: x + (cellWidth - thumb.width) / 2, y: top + thumbHeights[r] - thumb.height)
                Thumbnail.over(caption, onto: &sheet, width: width, height: height,
                               x: x + (cellWidth - caption.width) / 2, y: top + thumbHeights[r] + captionGap)
                x += cellWidth + gap
            }
            y += rowHeights[r] + margin
        }
        let image = RGBAImage(width: width, height: height, pixels: sheet)
        do {
            return try PNGCodec.withEncodeHelpers(jobs - 1) { () throws(PNGError) in
                try PNGCodec.encode(image, pixelsPerMeter: PNGCodec.pixelsPerMeter(dpi: 144))
            }
        } catch { throw .output(what: "sheet", error) }
    }
}

/// Area-averaging shrink and source-over placement of straight-alpha RGBA images.
enum Thumbnail {
    /// `image` shrunk to `width` x `height` (no larger than it): each output pixel is the
    /// area-weighted mean of the source pixels it covers, in premultiplied alpha, so
    /// transparent edges do not darken. Separable: rows first into a premultiplied float
    /// buffer, then columns; one allocation per pass, none per pixel.
    static func shrink(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let sw = image.width, sh = image.height
        precondition(width >= 1 && height >= 1 && width <= sw && height <= sh, "shrink only")
        let xSpans = spans(source: sw, target: width), ySpans = spans(source: sh, target: height)
        var rows = [Float](repeating: 0, count: width * sh * 4)
        image.pixels.withUnsafeBufferPointer { src in
            rows.withUnsafeMutableBufferPointer { dst in
                for y in 0..<sh {
                    let s = src.baseAddress! + y * sw * 4, d = dst.baseAddress! + y * width * 4
                    for (tx, span) in xSpans.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (sx, weight) in span {
                            let p = s + sx * 4
                            let wa = weight * Float(p[3])
                            r += wa * Float(p[0]); g += wa * Float(p[1]); b += wa * Float(p[2]); a += wa
                        }
                        d[tx * 4] = r; d[tx * 4 + 1] = g; d[tx * 4 + 2] = b; d[tx * 4 + 3] = a
                    }
                }
            }
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        rows.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for (ty, span) in ySpans.enumerated() {
                    let d = dst.baseAddress! + ty * width * 4
                    for tx in 0..<width {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (sy, weight) in span {
                            let p = src.baseAddress! + (sy * width + tx) * 4
                            r += weight * p[0]; g += weight * p[1]; b += weight * p[2]; a += weight * p[3]
                        }
                        store(r, g, b, a, into: d + tx * 4)
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// Premultiplied sums (colour x alpha, alpha) back to straight 8-bit.
    @inline(__always)
    static func store(_ r: Float, _ g: Float, _ b: Float, _ a: Float, into p: UnsafeMutablePointer<UInt8>) {
        guard a > 0.5 / 255 else { p[0] = 0; p[1] = 0; p[2] = 0; p[3] = 0; return }
        func q(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v).rounded()))) }
        p[0] = q(r / a); p[1] = q(g / a); p[2] = q(b / a); p[3] = q(a)
    }

    /// For each target index, the source indices it covers and their weights (summing to 1).
    static func spans(source: Int, target: Int) -> [[(Int, Float)]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { t in
            let a = Double(t) * scale, b = Double(t + 1) * scale
            var span: [(Int, Float)] = []
            var s = Int(a)
            while Double(s) < b, s < source {
                let cover = min(b, Double(s + 1)) - max(a, Double(s))
                if cover > 1e-12 { span.append((s, Float(cover / scale))) }
                s += 1
            }
            return span
        }
    }

    /// The plain twin of `shrink`: every output pixel summed in Double straight from the
    /// definition (the area of overlap of its footprint with each source pixel).
    static func shrinkReference(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let sx = Double(image.width) / Double(width), sy = Double(image.height) / Double(height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for ty in 0..<height {
            for tx in 0..<width {
                var sums = [Double](repeating: 0, count: 4)
                for y in 0..<image.height {
                    let oy = min(Double(ty + 1) * sy, Double(y + 1)) - max(Double(ty) * sy, Double(y))
                    guard oy > 0 else { continue }
                    for x in 0..<image.width {
                        let ox = min(Double(tx + 1) * sx, Double(x + 1)) - max(Double(tx) * sx, Double(x))
                        guard ox > 0 else { continue }
                        let i = (y * image.width + x) * 4, w = ox * oy / (sx * sy), a = Double(image.pixels[i + 3])
                        for c in 0..<3 { sums[c] += w * a * Double(image.pixels[i + c]) }
                        sums[3] += w * a
                    }
                }
                let o = (ty * width + tx) * 4
                if sums[3] > 0.5 / 255 {
                    for c in 0..<3 { out[o + c] = UInt8(max(0, min(255, (sums[c] / sums[3]).rounded()))) }
                    out[o + 3] = UInt8(max(0, min(255, sums[3].rounded())))
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// `image` laid over an opaque colour.
    static func onBackdrop(_ image: RGBAImage, r: UInt8, g: UInt8, b: UInt8) -> RGBAImage {
        var backdrop = [UInt8](repeating: 255, count: image.width * image.height * 4)
        for i in stride(from: 0, to: backdrop.count, by: 4) { backdrop[i] = r; backdrop[i + 1] = g; backdrop[i + 2] = b }
        over(image, onto: &backdrop, width: image.width, height: image.height, x: 0, y: 0)
        return RGBAImage(width: image.width, height: image.height, pixels: backdrop)
    }

    /// Lays `image` over the opaque `canvas` at (x, y), source-over on straight alpha.
    static func over(_ image: RGBAImage, onto canvas: inout [UInt8], width cw: Int, height ch: Int, x: Int, y: Int) {
        canvas.withUnsafeMutableBufferPointer { dst in
            image.pixels.withUnsafeBufferPointer { src in
                for row in 0..<image.height where y + row >= 0 && y + row < ch {
                    let s = src.baseAddress! + row * image.width * 4, d = dst.baseAddress! + ((y + row) * cw) * 4
                    for col in 0..<image.width where x + col >= 0 && x + col < cw {
                        let p = s + col * 4, q = d + (x + col) * 4
                        let a = UInt32(p[3]), ia = 255 - a
                        for c in 0..<3 { q[c] = UInt8((UInt32(p[c]) * a + UInt32(q[c]) * ia + 127) / 255) }
                    }
                }
            }
        }
    }
}

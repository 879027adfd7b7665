// The HTML report in a real browser: headless Chromium (Debian's `chromium`, which `make test`
// installs) opens index.html of a run with one failure, one recording and one pass, once per
// view mode and filter (chosen by the URL query the page reads), and each screenshot is decoded
// and searched for the colours of the images that view must show and must not show.
// Expected is solid blue, actual solid orange, the recorded image green: so "side" shows blue
// and orange, "swipe" at 50 % blue left of the cut and orange right of it, "onion" at 50 % their
// blend, "toggle" only the one chosen, "diff" pixelmatch red and neither of the two.

import Foundation
import Testing
import PickerRenderPNG
import PickerRenderTesting

@Suite(.serialized) struct ReportBrowserTests {
    static let blue = SIMD4<UInt8>(0, 0, 255, 255), orange = SIMD4<UInt8>(255, 128, 0, 255)
    static let green = SIMD4<UInt8>(0, 200, 0, 255), red = SIMD4<UInt8>(255, 0, 0, 255)
    static let blend = SIMD4<UInt8>(128, 64, 128, 255)

    static func solid(_ c: SIMD4<UInt8>, width: Int = 160, height: Int = 100) -> RGBAImage {
        var px: [UInt8] = []
        for _ in 0..<(width * height) { px += [c.x, c.y, c.z, c.w] }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    static func chromium() throws -> String {
        for p in ["/usr/bin/chromium", "/usr/bin/chromium-browser"] where FileManager.default.isExecutableFile(atPath: p) { return p }
        throw CLIFailure("chromium is not installed: run `make browser-deps` (part of `make test`)")
    }

    struct CLIFailure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// Screenshots `page?query` at 1000 x 1600 CSS pixels.
    static func screenshot(_ page: String, query: String, into dir: String) throws -> RGBAImage {
        let out = "\(dir)/shot-\(query.replacingOccurrences(of: "&", with: "_").replacingOccurrences(of: "=", with: "-")).png"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: try chromium())
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                       "--user-data-dir=\(dir)/profile", "--force-device-scale-factor=1",
                       "--window-size=1000,1600", "--screenshot=\(out)", "file://\(page)?\(query)"]
        p.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        p.standardError = err
        try p.run()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        guard p.terminationStatus == 0, FileManager.default.fileExists(atPath: out) else {
            throw CLIFailure("chromium exited \(p.terminationStatus) without \(out): \(errText.suffix(2000))")
        }
        return try PNGCodec.read(path: out)
    }

    /// Pixels within 6 levels of `c` in every channel.
    static func count(_ c: SIMD4<UInt8>, in img: RGBAImage) -> Int {
        var n = 0
        for y in 0..<img.height {
            for x in 0..<img.width {
                let p = img.pixel(x: x, y: y)
                if abs(Int(p.x) - Int(c.x)) <= 6 && abs(Int(p.y) - Int(c.y)) <= 6 && abs(Int(p.z) - Int(c.z)) <= 6 { n += 1 }
            }
        }
        return n
    }

    /// Mean x of the pixels of colour `c`.
    static func meanX(_ c: SIMD4<UInt8>, in img: RGBAImage) -> Double {
        var sum = 0, n = 0
        for y in 0..<img.height { for x in 0..<img.width where img.pixel(x: x, y: y) == c { sum += x; n += 1 } }
        return n == 0 ? -1 : Double(sum) / Double(n)
    }

    @Test func everyViewModeShowsWhatItShould() throws {
        let box = try Sandbox()
        // KEEP_REPORT_SHOTS=1 keeps the report and the screenshots for a look.
        defer { if ProcessInfo.processInfo.environment["KEEP_REPORT_SHOTS"] == nil { box.remove() } else { print("report: \(box.root.path)") } }
        try box.put(Self.solid(Self.blue), suite: "Report", name: "changed")
        try box.put(Self.solid(Self.blue, width: 20, height: 20), suite: "Report", name: "same")
        #expect(throws: SnapshotFailure.self) { try box.verify(Self.solid(Self.orange), "changed", suite: "Report", mode: .never) }
        _ = try box.verify(Self.solid(Self.green), "new", suite: "Report", mode: .missing)
        _ = try box.verify(Self.solid(Self.blue, width: 20, height: 20), "same", suite: "Report", mode: .never)
        let page = box.failures + "/index.html"
        let shots = box.root.path

        let full = 160 * 100   // one whole image
        let side = try Self.screenshot(page, query: "mode=side&filter=failed", into: shots)
        #expect(Set(side.pixels).count > 3, "blank screenshot")
        #expect(Self.count(Self.blue, in: side) >= full && Self.count(Self.orange, in: side) >= full)
        #expect(Self.meanX(Self.blue, in: side) < Self.meanX(Self.orange, in: side), "expected left of actual")

        let swipe = try Self.screenshot(page, query: "mode=swipe&filter=failed&pos=50", into: shots)
        let b = Self.count(Self.blue, in: swipe), o = Self.count(Self.orange, in: swipe)
        #expect(b >= full / 2 - 200 && b < full && o >= full / 2 - 200 && o < full, "swipe: \(b) blue, \(o) orange")
        #expect(Self.meanX(Self.blue, in: swipe) < Self.meanX(Self.orange, in: swipe), "swipe: expected left of the cut")
        let swipe25 = try Self.screenshot(page, query: "mode=swipe&filter=failed&pos=25", into: shots)
        #expect(Self.count(Self.orange, in: swipe25) > o + full / 5, "the slider position moves the cut")

        let onion = try Self.screenshot(page, query: "mode=onion&filter=failed&pos=50", into: shots)
        #expect(Self.count(Self.blend, in: onion) >= full, "onion: no blend of the two")
        #expect(Self.count(Self.blue, in: onion) < 100 && Self.count(Self.orange, in: onion) < 100)

        let toggleActual = try Self.screenshot(page, query: "mode=toggle&filter=failed&show=actual", into: shots)
        #expect(Self.count(Self.orange, in: toggleActual) >= full && Self.count(Self.blue, in: toggleActual) < 100)
        let toggleExpected = try Self.screenshot(page, query: "mode=toggle&filter=failed&show=expected", into: shots)
        #expect(Self.count(Self.blue, in: toggleExpected) >= full && Self.count(Self.orange, in: toggleExpected) < 100)

        let diff = try Self.screenshot(page, query: "mode=diff&filter=failed", into: shots)
        #expect(Self.count(Self.red, in: diff) >= full - 100)
        #expect(Self.count(Self.blue, in: diff) < 100 && Self.count(Self.orange, in: diff) < 100)

        let recorded = try Self.screenshot(page, query: "mode=side&filter=recorded", into: shots)
        #expect(Self.count(Self.green, in: recorded) >= full && Self.count(Self.orange, in: recorded) < 100)
        let passed = try Self.screenshot(page, query: "mode=side&filter=passed", into: shots)
        #expect(Set(passed.pixels).count > 3)
        #expect(Self.count(Self.green, in: passed) < 100 && Self.count(Self.orange, in: passed) < 100)
        let all = try Self.screenshot(page, query: "mode=side&filter=all", into: shots)
        #expect(Self.count(Self.green, in: all) >= full && Self.count(Self.orange, in: all) >= full)
    }
}

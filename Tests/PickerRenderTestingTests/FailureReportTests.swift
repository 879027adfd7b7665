// Failures: the default options fail a compact 20 x 20 change on a full-screen image and name its
// box; the artifacts (actual, 3-panel diff, index.html) are where the message says; the index is
// rewritten, not appended to. Rendering noise (a sub-pixel shift of every row) passes.

import Foundation
import Testing
import PickerRenderPNG
import PickerRenderImageDiff
import PickerRender
import PickerRenderTesting
import PickerRenderText

@Suite struct FailureReportTests {
    /// A 1206 x 2622 (@3x iPhone 16 Pro) canvas with thin lines, so the block is not on a flat field.
    static func screen() -> RGBAImage {
        let w = 1206, h = 2622
        var px = [UInt8](repeating: 255, count: w * h * 4)
        for y in stride(from: 0, to: h, by: 24) { for x in 0..<w { px[(y * w + x) * 4 + 1] = 180 } }
        return RGBAImage(width: w, height: h, pixels: px)
    }

    @Test func twentyByTwentyBlockFailsThePerceptualLimitsAndNamesItsBox() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let expected = Self.screen()
        try box.put(expected, suite: "Screens", name: "home")
        let actual = Images.withBlock(expected, x: 500, y: 1200, side: 20)
        do {
            try box.verify(actual, "home", suite: "Screens", mode: .never, options: .perceptual)
            Issue.record("a 20 x 20 block passed the perceptual limits")
        } catch let f as SnapshotFailure {
            let m = f.message
            let first = String(m.prefix { $0 != "\n" })
            #expect(first.hasPrefix("snapshot Screens/home differs from its reference: 400 of 3162132 pixels differ (largest channel difference 255, in x 500...519, y 1200...1219 (20 x 20 px))"), "\(first)")
            #expect(m.contains("256 differing pixels in one 16 x 16 window, more than the 64 allowed"))
            #expect(!m.contains("of the pixels differ, more than"), "the ratio alone should not fail it")
            let actualPath = box.failures + "/Screens/home.actual.png"
            let diffPath = box.failures + "/Screens/home.diff.png"
            #expect(m.contains("actual: \(actualPath)") && m.contains(diffPath) && m.contains(box.failures + "/index.html"))
            #expect(first.hasSuffix("SNAPSHOT_RECORD=failed swift test --filter PickerRenderTestingTests.FailureReportTests/twentyByTwentyBlockFailsThePerceptualLimitsAndNamesItsBox"))
            #expect(m.contains("picker-render snapshots approve Screens/home"))
            #expect(try PNGCodec.read(path: actualPath) == actual)
            let panels = try PNGCodec.read(path: diffPath)
            #expect(panels.width > 3 * 1206 && panels.height > 2622)
            #expect(f.result?.worstRegion == PixelBox(x: 500, y: 1200, width: 20, height: 20))
            // summary.md: the counts, the failure and the crop of its worst region (enlarged).
            let summary = try String(contentsOfFile: box.failures + "/summary.md", encoding: .utf8)
            #expect(summary.hasPrefix("## Snapshots: 1 failed, 0 recorded, 0 passed"))
            #expect(summary.contains("### ❌ `Screens/home`") && summary.contains("](Screens/home.crop.png)"))
            let crop = try PNGCodec.read(path: box.failures + "/Screens/home.crop.png")
            #expect(crop.width > 3 * 40 && crop.height < 400, "crop \(crop.width) x \(crop.height)")
        }
    }

    @Test func diffPanelsShowExpectedDiffActualWithCaptions() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let expected = Images.picture(width: 120, height: 80)
        try box.put(expected, suite: "S", name: "p")
        let actual = Images.withBlock(expected, x: 50, y: 30, side: 20)
        #expect(throws: SnapshotFailure.self) { try box.verify(actual, "p", suite: "S", mode: .never) }
        let panels = try PNGCodec.read(path: box.failures + "/S/p.diff.png")
        // Three panels of 120 plus four gaps; a caption band above them.
        let gap = (panels.width - 3 * 120) / 4
        #expect(gap >= 8 && panels.width == 3 * 120 + 4 * gap)
        let band = panels.height - 80 - gap
        #expect(band > 14)
        // The middle panel's centre of the block is pixelmatch red; the right one is the actual.
        #expect(panels.pixel(x: gap + 120 + gap + 60, y: band + 40) == SIMD4(255, 0, 0, 255))
        #expect(panels.pixel(x: 3 * gap + 240 + 60, y: band + 40) == SIMD4(255, 0, 180, 255))
        #expect(panels.pixel(x: gap + 5, y: band + 5) == expected.pixel(x: 5, y: 5))
        // Captions: dark ink in the band over each panel (drawn with the bundled font).
        for k in 0..<3 {
            var ink = 0
            for y in 0..<band { for x in (gap + k * (120 + gap))..<(gap + k * (120 + gap) + 120) where panels.pixel(x: x, y: y).x < 100 { ink += 1 } }
            #expect(ink > 20, "no caption over panel \(k)")
        }
    }

    @Test func indexIsRewrittenNotAppended() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let base = Images.picture()
        for name in ["one", "two"] { try box.put(base, suite: "Idx", name: name) }
        let changed = Images.withBlock(base, x: 1, y: 1, side: 10)
        for name in ["one", "two", "one"] {
            #expect(throws: SnapshotFailure.self) { try box.verify(changed, name, suite: "Idx", mode: .never) }
        }
        let html = try String(contentsOfFile: box.failures + "/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<section").count - 1 == 2)
        #expect(html.contains("<img class=\"over\" src=\"Idx/one.actual.png\"") && html.contains("src=\"Idx/two.pixeldiff.png\""))
        #expect(html.contains("href=\"Idx/two.diff.png\""))
        #expect(!html.contains("src=\"" + box.failures) && !html.contains("href=\"" + box.failures), "images must be referenced by relative path")
        #expect(html.contains("Snapshots: 2 failed, 0 recorded, 0 passed"))
    }

    /// `image` with the coverage of every edge pixel (strictly between its left and right
    /// neighbours in red) moved by `step` levels toward white: what another FreeType version or
    /// rasterizer does to anti-aliased edges.
    static func edgeNoise(_ image: RGBAImage, step: Int) -> (RGBAImage, Int) {
        var out = image
        var changed = 0
        for y in 0..<image.height {
            for x in 1..<(image.width - 1) {
                let l = image.pixel(x: x - 1, y: y).x, c = image.pixel(x: x, y: y), r = image.pixel(x: x + 1, y: y).x
                guard min(l, r) < c.x && c.x < max(l, r) else { continue }
                func up(_ v: UInt8) -> UInt8 { UInt8(min(255, Int(v) + step)) }
                out.setPixel(x: x, y: y, SIMD4(up(c.x), up(c.y), up(c.z), c.w))
                changed += 1
            }
        }
        return (out, changed)
    }

    @Test func renderingNoisePassesOnlyThePerceptualTolerance() throws {
        let picker = WheelPicker(title: "Hour", values: Array(0..<24), selection: 7) { $0 < 10 ? "0\($0)" : "\($0)" }
        let r = try picker.render()
        let clean = r.image
        let (noisy, changed) = Self.edgeNoise(clean, step: 48)
        #expect(changed > 1000, "the noise should touch many edge pixels")
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(clean, suite: "Noise", name: "wheel")
        #expect(try box.verify(noisy, "wheel", suite: "Noise", mode: .never, options: .perceptual) == .matched)
        #expect(throws: SnapshotFailure.self) { try box.verify(noisy, "wheel", suite: "Noise", mode: .never) }
        #expect(throws: SnapshotFailure.self) { try box.verify(noisy, "wheel", suite: "Noise", mode: .never, options: .exact) }
        // Not vacuous: without the anti-aliasing excuse the same noise fails the perceptual limits.
        let strict = SnapshotOptions(tolerance: PerceptualTolerance(includeAA: true))
        #expect(throws: SnapshotFailure.self) { try box.verify(noisy, "wheel", suite: "Noise", mode: .never, options: strict) }
    }

    @Test func oneCallRendersAPicker() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let picker = WheelPicker(title: "M", values: Array(0..<12), selection: 3) { "\($0)" }
        try Snapshot.$reportsToTestFramework.withValue(false) {
        let outcome = try Snapshot.require(picker, as: .picker(options: RenderOptions(scale: 1)), named: "m", suite: "One",
                                          snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .missing)
        #expect(outcome == .recorded(paths: [box.reference("One", "m")]))
        #expect(try Snapshot.require(picker, as: .picker(options: RenderOptions(scale: 1)), named: "m", suite: "One",
                                    snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .never) == .matched)
        #expect(throws: SnapshotFailure.self) {
            try Snapshot.require(picker, as: .picker(options: RenderOptions(scale: 1, appearance: .dark)), named: "m", suite: "One",
                                snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .never)
        }
        }
    }

    @Test func usageLogListsEveryReferenceLookedAt() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let base = Images.picture()
        try box.put(base, suite: "U", name: "used")
        try box.put(base, suite: "U", name: "unused")
        try box.verify(base, "used", suite: "U", mode: .never)
        _ = try? box.verify(base, "absent", suite: "U", mode: .never)
        let dir = box.artifacts + "/snapshot-usage"
        let run = try String(contentsOfFile: dir + "/LAST", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!run.isEmpty)
        let log = try String(contentsOfFile: dir + "/\(run).log", encoding: .utf8)
        let real = URL(fileURLWithPath: box.snapshots).resolvingSymlinksInPath().path
        #expect(log.contains(real + "/U/used.png\n"))
        #expect(log.contains(real + "/U/absent.png\n"))
        #expect(!log.contains("unused"))
    }

    /// A failure of a control drawn in a design profile names the profile, and the font set,
    /// in summary.md and the HTML report; an image verified as pixels names no design.
    @Test func theReportNamesTheDesign() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(Images.picture(width: 30, height: 20), suite: "S", name: "seg")
        let seg = SegmentedPicker(title: "T", options: ["A", "B"], selection: "A")
        #expect(throws: SnapshotFailure.self) {
            try Snapshot.$reportsToTestFramework.withValue(false) {
                try Snapshot.require(seg, as: .picker(options: RenderOptions(design: .ios26)), named: "seg", suite: "S",
                                     snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .never)
            }
        }
        let summary = try String(contentsOfFile: box.failures + "/summary.md", encoding: .utf8)
        #expect(summary.contains("design `ios26`"), "\(summary)")
        let page = try String(contentsOfFile: box.failures + "/index.html", encoding: .utf8)
        #expect(page.contains("design <code>ios26</code>"))
        // And the fonts it was drawn with: the font set's identity (a pack's is its source's).
        let set = try #require(try? FontInventory.take(fontsDirectory: TextEngine.defaultFontsDirectory, checkingFallbacks: false))
        #expect(summary.contains(", font set \(set.identity)"), "\(summary)")
        #expect(page.contains(" · font set \(set.identity)"))
    }
}

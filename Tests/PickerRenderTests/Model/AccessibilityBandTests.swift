// The accessibility meter a band of rows at a time: a band of a render equals those rows of
// the whole render (every gallery demo, light and dark, in bands of an odd height, so bands cut
// through rows, glyphs and turned layers; exactly for flat pictures, within one level on a few
// pixels of turned layers), and the report measured in thin bands equals the report measured
// in one band, figure for figure.

import Testing
@testable import PickerRender
import PickerRenderAccessibility
import PickerRenderRaster

@Suite struct AccessibilityBandTests {
    @Test(arguments: Gallery.demos)
    func bandsEqualTheRowsOfTheWholeRender(demo: String) throws {
        for appearance in Appearance.allCases {
            let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
            let scene = try Gallery.scene(demo: demo, using: renderer)
            let whole = renderer.rasterizer.renderStraightRGBA(scene)
            var banded: [UInt8] = []
            banded.reserveCapacity(whole.count)
            for y in stride(from: 0, to: scene.pixelHeight, by: 97) {
                banded += renderer.rasterizer.renderStraightRGBA(scene, rows: y..<min(y + 97, scene.pixelHeight))
            }
            var differing = 0, worst = 0
            for (a, b) in zip(banded, whole) where a != b {
                differing += 1
                worst = max(worst, abs(Int(a) - Int(b)))
            }
            // Layers turned in 3D are sampled through the inverse of a homography that now holds
            // the band's offset: a few dozen bytes of 12.6 million differ by one level (measured:
            // at most 72, in the wheels; none in flat pictures), well inside the meter's noise.
            #expect(banded.count == whole.count && worst <= 1 && differing < 200, "\(demo) \(appearance): \(differing) bytes")
        }
    }

    @Test(arguments: Gallery.demos)
    func aReportInThinBandsEqualsOneInOneBand(demo: String) throws {
        let renderer = try PickerRenderer(options: RenderOptions(appearance: .dark))
        let scene = try Gallery.scene(demo: demo, using: renderer)
        let image = RGBAImage(rendering: scene, with: renderer.rasterizer)
        let one = AccessibilityReport.make(scene: scene, image: image, renderer: renderer.rasterizer, bandRows: scene.pixelHeight)
        let thin = AccessibilityReport.make(scene: scene, image: image, renderer: renderer.rasterizer, bandRows: 7)
        #expect(!one.elements.flatMap(\.texts).isEmpty)
        #expect(thin.json() == one.json(), "\(demo)")
    }
}

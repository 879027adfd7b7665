// The package's wheel against WheelTwin, an independent renderer of the same formulas: for the
// SwiftUI block's constants and for adapted ones (built in Swift and read from a spec), at @2x
// and @3x, at most 0.2 % of the pixels may differ by the pixelmatch comparison (threshold 0.1,
// anti-aliased pixels not counted), and, tighter, at most 0.02 % counting anti-aliased pixels
// too (measured: at most 0.0058 % and 0.0154 %, 21 pixels of 136,800 for the steep wheel @2x).
// A twin fed wrong constants must exceed a bound, so the check can fail. The 0.2 % bound only
// catches gross mistakes (measured on the adapted wheel: an adapted constant left at the SwiftUI
// block's value, radius 12 for 20: 0.37 % @2x / 0.42 % @3x; opacity falloff 0.72 for 0.5: 0.24 %
// / 0.28 %; tilt -62 for -45: 0.28 % / 0.18 %, under the bound @3x); the tight bound catches
// a few degrees (tilt -40 for -45: 0.12 % / 0.13 %; -43: 0.036 % @3x) but not one (-44: 0.0012 %
// / 0.0031 %, the twin's own residual). The perspective cannot be seen at all on a row 50 pt
// tall (0.4 for 0.55: at most 0.0052 %): the scene tests pin it to 1/24 pt instead.
// The images (package, twin, diff) are written under .build/wheel-twin/ to be looked at.

import Foundation
import Testing
import PickerRender
import PickerRenderImageDiff

@Suite struct WheelTwinTests {
    static let hours = (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" }

    /// A set of constants, applied to both the package's wheel and the twin.
    struct Constants: Sendable, CustomStringConvertible {
        var name: String
        var tilt = -62.0, perspective = 0.55, scaleFalloff = 0.12, opacityFalloff = 0.72, rowHeight = 44.0
        var bandCornerRadius = 12.0, bandShape = ControlShape.roundedRectangle, bandColor: String? = nil
        var offset = 0.0
        var description: String { name }

        func apply(to p: inout WheelPicker) {
            p.tilt = tilt; p.perspective = perspective; p.scaleFalloff = scaleFalloff; p.opacityFalloff = opacityFalloff
            p.rowHeight = rowHeight; p.bandCornerRadius = bandCornerRadius; p.bandShape = bandShape
            if let bandColor { p.bandColor = ColorSpec(parsing: bandColor)! }
        }
        func apply(to t: inout WheelTwin) {
            t.tilt = tilt; t.perspective = perspective; t.scaleFalloff = scaleFalloff; t.opacityFalloff = opacityFalloff
            t.rowHeight = rowHeight; t.bandCornerRadius = bandCornerRadius; t.bandShape = bandShape; t.offset = offset
            if let bandColor { t.bandColor = ColorSpec(parsing: bandColor)!.resolved(.light) }
        }
    }

    static let defaults = Constants(name: "defaults")
    /// The command line's adapted wheel: `--tilt -45 --perspective 0.4 --scale-falloff 0.12
    /// --opacity-falloff 0.5 --row-height 50 --band-corner-radius 20`.
    static let adapted = Constants(name: "adapted", tilt: -45, perspective: 0.4, scaleFalloff: 0.12, opacityFalloff: 0.5,
                                   rowHeight: 50, bandCornerRadius: 20)
    /// Steeper, shallower, a dark capsule band, half-way between rows.
    static let steep = Constants(name: "steep", tilt: -75, perspective: 0.8, scaleFalloff: 0.3, opacityFalloff: 0.6,
                                 rowHeight: 40, bandShape: .capsule, bandColor: "#5856D6", offset: 0.5)
    /// Gentle and flat-ish, a dark continuous band whose corners fit (1.53 x 8 < 24).
    static let gentle = Constants(name: "gentle", tilt: -30, perspective: 0.2, scaleFalloff: 0.05, opacityFalloff: 0.3,
                                  rowHeight: 48, bandCornerRadius: 8, bandColor: "#3A3A3C", offset: -0.25)

    /// Circular corners (`style: .circular`) on a 16-point radius.
    static let circular = Constants(name: "circular", tilt: -50, perspective: 0.5, scaleFalloff: 0.1, opacityFalloff: 0.6,
                                    rowHeight: 44, bandCornerRadius: 16, bandShape: .circularRoundedRectangle)

    func packageImage(_ c: Constants, scale: Int) throws -> RGBAImage {
        var p = WheelPicker(title: "Hour", values: Self.hours, selection: "07", text: { $0 })
        c.apply(to: &p)
        return try p.render(width: 171, offset: c.offset, options: RenderOptions(scale: scale)).image
    }

    func twinImage(_ c: Constants, scale: Int, adjust: (inout WheelTwin) -> Void = { _ in }) throws -> RGBAImage {
        var t = WheelTwin(texts: Self.hours, selected: 7, scale: scale)
        c.apply(to: &t)
        adjust(&t)
        return try t.render()
    }

    /// The share of differing pixels by pixelmatch (threshold 0.1), without and with the
    /// anti-aliased ones; the images are saved.
    func differing(_ package: RGBAImage, _ twin: RGBAImage, name: String) throws -> (loose: Double, tight: Double) {
        let result = try ImageComparator.compare(twin, package, options: DiffOptions(threshold: 0.1), makeDiffImage: true)
        let all = try ImageComparator.compare(twin, package, options: DiffOptions(threshold: 0.1, includeAA: true))
        let folder = Repository.root.appendingPathComponent(".build/wheel-twin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (suffix, image) in [("package", package), ("twin", twin), ("diff", result.diffImage!)] {
            try RenderedImage(image: image, scale: 1).write(to: folder.appendingPathComponent("\(name)-\(suffix).png").path)
        }
        print("wheel twin \(name): \(String(format: "%.4f", result.differentRatio * 100)) % of pixels differ, "
              + "\(String(format: "%.4f", all.differentRatio * 100)) % counting anti-aliased ones")
        return (result.differentRatio, all.differentRatio)
    }

    static let loose = 0.002, tight = 0.0002

    @Test(arguments: [defaults, adapted, steep, gentle, circular], [2, 3])
    func theWheelAgreesWithTheTwin(_ c: Constants, scale: Int) throws {
        let package = try packageImage(c, scale: scale), twin = try twinImage(c, scale: scale)
        #expect(package.width == twin.width && package.height == twin.height)
        let ratio = try differing(package, twin, name: "\(c.name)@\(scale)x")
        #expect(ratio.loose <= Self.loose && ratio.tight <= Self.tight, "\(c.name) @\(scale)x: \(ratio)")
    }

    /// The adapted wheel read from a spec (the document `wheel --tilt -45 ... --print-spec`
    /// writes) draws the pixels the Swift-built one does, so it agrees with the twin as well.
    @Test(arguments: [2, 3])
    func theAdaptedSpecDrawsTheSwiftWheel(scale: Int) throws {
        let spec = """
        {"scale": \(scale), "content": {"type": "wheel", "title": "Hour", "range": {"from": 0, "through": 23},
         "format": "%02d", "selection": "07", "tilt": -45, "perspective": 0.4, "scaleFalloff": 0.12,
         "opacityFalloff": 0.5, "rowHeight": 50, "bandCornerRadius": 20}}
        """
        let fromSpec = try Picture(json: Array(spec.utf8)).render().image
        #expect(fromSpec == (try packageImage(Self.adapted, scale: scale)))
        let ratio = try differing(fromSpec, try twinImage(Self.adapted, scale: scale), name: "adapted-spec@\(scale)x")
        #expect(ratio.loose <= Self.loose && ratio.tight <= Self.tight, "\(ratio)")
    }

    /// A wrong twin against the adapted wheel: which bound it must break, at which scales.
    struct WrongTwin: Sendable, CustomStringConvertible {
        var change: String, value: Double, scales: [Int], breaksLooseBound: Bool
        var description: String { "\(change) \(value)" }
        func apply(to t: inout WheelTwin) {
            switch change {
            case "tilt": t.tilt = value
            case "opacityFalloff": t.opacityFalloff = value
            case "scaleFalloff": t.scaleFalloff = value
            case "bandCornerRadius": t.bandCornerRadius = value
            default: t.offset = value
            }
        }
    }

    /// The check can fail: an adapted constant left at the SwiftUI block's value or a row off by
    /// a twentieth breaks the 0.2 % bound; a tilt a few degrees off or a scale falloff 0.03 off
    /// breaks the tight one.
    @Test(arguments: [
        WrongTwin(change: "bandCornerRadius", value: 12, scales: [2, 3], breaksLooseBound: true),
        WrongTwin(change: "opacityFalloff", value: 0.72, scales: [2, 3], breaksLooseBound: true),
        WrongTwin(change: "offset", value: 0.05, scales: [2, 3], breaksLooseBound: true),
        WrongTwin(change: "tilt", value: -40, scales: [2, 3], breaksLooseBound: false),
        WrongTwin(change: "scaleFalloff", value: 0.15, scales: [2, 3], breaksLooseBound: false),
        WrongTwin(change: "tilt", value: -43, scales: [3], breaksLooseBound: false),
    ])
    func aWrongTwinDisagrees(_ wrong: WrongTwin) throws {
        for scale in wrong.scales {
            let package = try packageImage(Self.adapted, scale: scale)
            let twin = try twinImage(Self.adapted, scale: scale) { wrong.apply(to: &$0) }
            let ratio = try differing(package, twin, name: "wrong-\(wrong.change)\(wrong.value)@\(scale)x")
            if wrong.breaksLooseBound {
                #expect(ratio.loose > Self.loose, "\(wrong) @\(scale)x: \(ratio)")
            } else {
                #expect(ratio.tight > Self.tight, "\(wrong) @\(scale)x: \(ratio)")
            }
        }
    }
}

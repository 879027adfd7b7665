// Test support: the pixelmatch fixtures (Tests/Fixtures/pixelmatch, written by
// scripts/pixelmatch-fixtures.py) and deterministic synthetic images.

import Foundation
import PickerRenderPNG

enum PixelmatchFixtures {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixelmatch")

    struct Case: Sendable {
        var name: String
        var width: Int, height: Int
        var counts: [String: Int]
        var testDescription: String { name }
    }

    /// Option-set name -> (threshold, includeAA), as in expected.json.
    static let optionSets: [String: (Double, Bool)] = {
        guard let json = expected["options"] as? [String: [String: Any]] else { return [:] }
        return json.mapValues { (($0["threshold"] as? NSNumber)?.doubleValue ?? -1, ($0["includeAA"] as? Bool) ?? false) }
    }()

    static var expected: [String: Any] {
        guard let data = FileManager.default.contents(atPath: dir.appendingPathComponent("expected.json").path),
              let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return obj
    }

    static let cases: [Case] = {
        guard let cases = expected["cases"] as? [String: [String: Any]] else { return [] }
        return cases.keys.sorted().map { name in
            let c = cases[name]!
            let counts = (c["counts"] as? [String: NSNumber] ?? [:]).mapValues(\.intValue)
            return Case(name: name, width: (c["width"] as? NSNumber)?.intValue ?? 0,
                        height: (c["height"] as? NSNumber)?.intValue ?? 0, counts: counts)
        }
    }()

    static func image(_ name: String) throws -> RGBAImage {
        try PNGCodec.read(path: dir.appendingPathComponent(name).path)
    }
}




/// A small deterministic generator (64-bit LCG, high bits).
struct LCG {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
}

enum Synthetic {
    /// Flat colour with random strokes and blobs, partly translucent; a second image is made by
    /// `perturb`.
    static func scene(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var rng = LCG(state: seed)
        var img = RGBAImage(width: width, height: height, fill: SIMD4(250, 250, 252, 255))
        for _ in 0..<(width * height / 40 + 1) {
            let x0 = rng.next(width), y0 = rng.next(height)
            let c = SIMD4(UInt8(rng.next(256)), UInt8(rng.next(256)), UInt8(rng.next(256)), UInt8([255, 255, 128, 0][rng.next(4)]))
            let len = rng.next(8) + 1
            let horizontal = rng.next(2) == 0
            for k in 0..<len {
                let x = horizontal ? min(x0 + k, width - 1) : x0, y = horizontal ? y0 : min(y0 + k, height - 1)
                img.setPixel(x: x, y: y, c)
                // A soft edge beside the stroke: anti-aliasing-like intermediate values.
                let (ex, ey) = horizontal ? (x, min(y + 1, height - 1)) : (min(x + 1, width - 1), y)
                let old = img.pixel(x: ex, y: ey)
                img.setPixel(x: ex, y: ey, SIMD4((old.x / 2) &+ (c.x / 2), (old.y / 2) &+ (c.y / 2), (old.z / 2) &+ (c.z / 2), 255))
            }
        }
        return img
    }

    static func perturb(_ image: RGBAImage, seed: UInt64, changes: Int) -> RGBAImage {
        var rng = LCG(state: seed)
        var img = image
        for _ in 0..<changes {
            let x = rng.next(image.width), y = rng.next(image.height)
            let p = img.pixel(x: x, y: y)
            let d = UInt8([1, 4, 12, 40, 120][rng.next(5)])
            switch rng.next(4) {
            case 0: img.setPixel(x: x, y: y, SIMD4(p.x &+ d, p.y, p.z, p.w))
            case 1: img.setPixel(x: x, y: y, SIMD4(p.x, p.y &- d, p.z &+ d, p.w))
            case 2: img.setPixel(x: x, y: y, SIMD4(p.x, p.y, p.z, p.w &- d))
            default:
                // Shift a pixel from its neighbour: edges move, as when rendering differs.
                let q = img.pixel(x: min(x + 1, image.width - 1), y: y)
                img.setPixel(x: x, y: y, q)
            }
        }
        return img
    }
}

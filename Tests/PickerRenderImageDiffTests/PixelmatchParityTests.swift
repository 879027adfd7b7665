// Parity with the `pixelmatch` package (PyPI): for every generated pair (noise, shifted and
// changed text, alpha edges, anti-aliased shapes, a block, darker/lighter areas) and every option
// set in expected.json, ImageComparator's count must equal pixelmatch's, and its diff image must
// equal pixelmatch's byte for byte. The plain ReferenceComparator must agree as well.

import Testing
import PickerRenderPNG
import PickerRenderImageDiff

@Suite struct PixelmatchParityTests {
    @Test func fixturesArePresent() {
        #expect(PixelmatchFixtures.cases.count == 9)
        #expect(PixelmatchFixtures.optionSets.count == 5)
        // Enough variety that a comparator ignoring anti-aliasing or thresholds would fail.
        let defaults = PixelmatchFixtures.cases.map { $0.counts["default"] ?? -1 }
        let withAA = PixelmatchFixtures.cases.map { $0.counts["includeAA"] ?? -1 }
        #expect(defaults != withAA)
        #expect(defaults.contains(0) && defaults.contains { $0 > 100 })
    }

    static let runs: [(String, String)] = PixelmatchFixtures.cases.flatMap { c in
        PixelmatchFixtures.optionSets.keys.sorted().map { (c.name, $0) }
    }

    @Test(arguments: runs)
    func countMatchesPixelmatch(caseName: String, optionSet: String) throws {
        let c = try #require(PixelmatchFixtures.cases.first { $0.name == caseName })
        let (threshold, includeAA) = try #require(PixelmatchFixtures.optionSets[optionSet])
        let a = try PixelmatchFixtures.image("\(caseName).a.png")
        let b = try PixelmatchFixtures.image("\(caseName).b.png")
        #expect(a.width == c.width && a.height == c.height)
        let options = DiffOptions(threshold: threshold, includeAA: includeAA)
        let fast = try ImageComparator.compare(a, b, options: options)
        #expect(fast.differentPixels == c.counts[optionSet], "\(caseName) \(optionSet)")
        let plain = try ReferenceComparator.compare(a, b, options: options)
        #expect(plain == fast, "\(caseName) \(optionSet): the twins disagree")
    }

    @Test(arguments: PixelmatchFixtures.cases.map(\.name))
    func diffImageMatchesPixelmatch(caseName: String) throws {
        let a = try PixelmatchFixtures.image("\(caseName).a.png")
        let b = try PixelmatchFixtures.image("\(caseName).b.png")
        let expected = try PixelmatchFixtures.image("\(caseName).diff.png")
        let result = try ImageComparator.compare(a, b, makeDiffImage: true)
        let diff = try #require(result.diffImage)
        #expect(diff.width == expected.width && diff.height == expected.height)
        var mismatched = 0
        for i in stride(from: 0, to: diff.pixels.count, by: 4) where diff.pixels[i..<i + 4] != expected.pixels[i..<i + 4] { mismatched += 1 }
        #expect(mismatched == 0, "\(caseName): \(mismatched) diff-image pixels differ from pixelmatch's")
        // Red pixels are exactly the counted ones.
        var red = 0
        for i in stride(from: 0, to: diff.pixels.count, by: 4) where diff.pixels[i..<i + 4] == [255, 0, 0, 255] { red += 1 }
        #expect(red == result.differentPixels)
    }
}

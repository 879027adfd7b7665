// Dynamic Type: spot checks against docs/architecture.md §7's table and its worked ScaledMetric
// examples.

import Testing
import PickerRenderText

@Test func typeTableSpotChecks() {
    #expect(DynamicType.pointSize(.largeTitle, .large) == 34)
    #expect(DynamicType.pointSize(.largeTitle, .accessibility5) == 60)
    #expect(DynamicType.pointSize(.title, .xSmall) == 25)
    #expect(DynamicType.pointSize(.title2, .accessibility3) == 44)
    #expect(DynamicType.pointSize(.title3, .large) == 20)
    #expect(DynamicType.pointSize(.title3, .xLarge) == 22)
    #expect(DynamicType.pointSize(.headline, .xxxLarge) == 23)
    #expect(DynamicType.pointSize(.body, .large) == 17)
    #expect(DynamicType.pointSize(.caption, .small) == 11)
    #expect(DynamicType.pointSize(.caption, .accessibility5) == 43)
    // Every style grows (or stays) with the category: a transposed row would break this.
    for style in TextStyle.allCases {
        let sizes = DynamicTypeSize.allCases.map { DynamicType.pointSize(style, $0) }
        #expect(sizes == sizes.sorted(), "\(style)")
    }
}

@Test func scaledMetricFollowsTheStyleAndTheGrid() {
    let xl = DynamicType.scaledMetric(44, relativeTo: .title3, size: .xLarge, displayScale: 3)
    #expect(abs(xl - 145.0 / 3) < 1e-9)   // 44 x 22/20 = 48.4 -> 48.333 on the @3x grid
    #expect(DynamicType.scaledMetric(44, relativeTo: .title3, size: .accessibility5, displayScale: 3) == 121)
    #expect(DynamicType.scaledMetric(44, relativeTo: .title3, size: .large, displayScale: 3) == 44)
    let label = DynamicType.scaledMetric(22, relativeTo: .caption, size: .accessibility5, displayScale: 3)
    #expect(abs(label - 236.0 / 3) < 1e-9 || abs(label - 79) < 1e-9)   // 78.83 is a tie at @3x
    #expect(DynamicType.scaledMetric(22, relativeTo: .caption, size: .accessibility5, displayScale: 1) == 79)
}

@Test func dynamicTypeSizeNames() {
    #expect(DynamicTypeSize(name: "AX1") == .accessibility1)
    #expect(DynamicTypeSize(name: "ax5") == .accessibility5)
    #expect(DynamicTypeSize(name: "Accessibility3") == .accessibility3)
    #expect(DynamicTypeSize(name: "xsmall") == .xSmall)
    #expect(DynamicTypeSize(name: "XXXLARGE") == .xxxLarge)
    #expect(DynamicTypeSize(name: "large") == .large)
    #expect(DynamicTypeSize(name: "AX6") == nil)
    #expect(DynamicTypeSize(name: "") == nil)
    #expect(DynamicTypeSize.accessibility2.name == "AX2")
    #expect(DynamicTypeSize.xSmall.name == "xSmall")
    #expect(DynamicTypeSize.allCases.count == 12)
    for size in DynamicTypeSize.allCases {
        #expect(DynamicTypeSize(name: size.name) == size)
        #expect(DynamicTypeSize(rawValue: size.rawValue) == size)
    }
}

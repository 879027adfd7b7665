// Pixels of the wheel and its demo against references under Snapshots/WheelSnapshots/.
// Every reference was looked at beside the SwiftUI wheel's code before it was committed; re-record
// only after looking (SNAPSHOT_RECORD=failed swift test --filter WheelSnapshots).

import Testing
import PickerRender
import PickerRenderTesting
import PickerRenderText

@Suite struct WheelSnapshots {
    static let two: @Sendable (Int) -> String = { $0 < 10 ? "0\($0)" : "\($0)" }

    func hours(selection: Int = 7, visibleRows: Int = 5) -> WheelPicker {
        WheelPicker(title: "Hour", values: Array(0..<24), selection: selection, visibleRows: visibleRows, text: Self.two)
    }

    func check(_ image: RenderedImage, _ name: String) throws {
        Snapshot.verify(image, named: name, suite: "WheelSnapshots")
    }

    @Test func hoursLight() throws { try check(try hours().render(), "hours-light") }

    @Test func hoursDark() throws {
        try check(try hours().render(options: RenderOptions(appearance: .dark)), "hours-dark")
    }

    @Test func minutes() throws {
        let picker = WheelPicker(title: "Minute", values: Array(stride(from: 0, to: 60, by: 5)), selection: 30, text: Self.two)
        try check(try picker.render(), "minutes")
    }

    @Test func halfRowOffset() throws { try check(try hours().render(offset: 0.5), "offset-0.5") }

    @Test func reduceMotion() throws {
        try check(try hours().render(options: RenderOptions(reduceMotion: true)), "reduce-motion")
    }

    @Test(arguments: [1, 3, 15])
    func visibleRows(_ n: Int) throws {
        try check(try hours(selection: 12, visibleRows: n).render(), "visible-rows-\(n)")
    }

    @Test func xSmall() throws {
        try check(try hours().render(options: RenderOptions(dynamicType: .xSmall)), "xsmall")
    }

    @Test func accessibility5() throws {
        try check(try hours().render(options: RenderOptions(dynamicType: .accessibility5)), "ax5")
    }

    @Test func valueTooLongForTheRow() throws {
        let picker = WheelPicker(title: "Label", values: ["07", "A somewhat longer row value",
                                                          "A value far too long to fit in a row even when shrunk"],
                                 selection: "A somewhat longer row value", text: { $0 })
        try check(try picker.render(), "long-value")
    }

    @Test(arguments: [1, 2])
    func lowerScales(_ scale: Int) throws {
        try check(try hours().render(options: RenderOptions(scale: scale)), "hours-\(scale)x")
    }

    @Test(arguments: [Appearance.light, .dark])
    func demo(_ appearance: Appearance) throws {
        let screens = try Gallery.render(appearances: [appearance])
        try check(try #require(screens.first { $0.fileName.hasPrefix("wheel-demo") }).image, "demo-\(appearance.rawValue)")
    }
}

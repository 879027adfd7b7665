// Pixels of the system wheel against references under Snapshots/SystemWheelSnapshots/. Each
// reference was looked at beside how iOS draws a UIPickerView (centre row crisp and larger,
// rows above and below squashed, converging and grey, a light grey band) before it was
// committed; re-record only after looking (SNAPSHOT_RECORD=failed swift test --filter SystemWheelSnapshots).

import Testing
import PickerRender
import PickerRenderTesting

@Suite struct SystemWheelSnapshots {
    static let fruit = SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana", "Cherry", "Grape"], selection: "Apple")
        .accessibilityLabel("Fruit")

    static func duration(minutesOffset: Double = 0) -> SystemWheelPicker {
        func col(_ t: String, _ n: Int, _ sel: Int, _ unit: String, _ off: Double = 0) -> SystemWheelPicker.Column {
            .init(title: t, options: (0..<n).map(String.init), selection: String(sel), alignment: .trailing, unit: unit,
                  monospacedDigits: true, offset: off)
        }
        return SystemWheelPicker(title: "Duration", columns: [col("Hours", 24, 1, "hours"),
                                                               col("Minutes", 60, 30, "min", minutesOffset),
                                                               col("Seconds", 60, 0, "sec")])
    }

    func check(_ image: RenderedImage, _ name: String) throws {
        Snapshot.verify(image, named: name, suite: "SystemWheelSnapshots")
    }

    @Test(arguments: [Appearance.light, .dark])
    func fruit(_ appearance: Appearance) throws {
        try check(try Self.fruit.render(options: RenderOptions(appearance: appearance)), "fruit-\(appearance.rawValue)")
    }

    @Test(arguments: [Appearance.light, .dark])
    func duration(_ appearance: Appearance) throws {
        try check(try Self.duration().render(options: RenderOptions(appearance: appearance)), "duration-\(appearance.rawValue)")
    }

    /// Mid-scroll: a 24-value column half-way between 12 and 13 (two rows share the band).
    @Test func halfRowOffset() throws {
        let hours = SystemWheelPicker(title: "Hour", options: (0..<24).map { $0 < 10 ? "0\($0)" : "\($0)" }, selection: "12")
        try check(try hours.render(offset: 0.5), "offset-0.5")
    }

    /// One column mid-scroll beside two at rest.
    @Test func durationMinutesMidScroll() throws {
        try check(try Self.duration(minutesOffset: 0.3).render(), "duration-minutes-0.3")
    }

    @Test func oneX() throws {
        try check(try Self.fruit.render(options: RenderOptions(scale: 1)), "fruit-1x")
    }

    @Test(arguments: ["system-wheel", "duration"], [Appearance.light, .dark])
    func demo(_ name: String, _ appearance: Appearance) throws {
        let renderer = try PickerRenderer(options: RenderOptions(appearance: appearance))
        try check(renderer.render(try Gallery.scene(demo: name, using: renderer)), "\(name)-demo-\(appearance.rawValue)")
    }
}

// README's Swift API example, compiled and run, so the documentation cannot rot.

import Foundation
import Testing
import PickerRender

@Suite struct ReadmeExampleTests {
    @Test func swiftAPIExampleRuns() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let picker = WheelPicker(title: "Hour", values: Array(0..<24), selection: 7,
                                 text: { $0 < 10 ? "0\($0)" : "\($0)" })
        let image = try picker.render()
        try image.write(to: "\(dir)/hours.png")
        #expect(image.width == 513 && image.height == 660)

        let options = RenderOptions(scale: 2, appearance: .dark, dynamicType: .accessibility2, reduceMotion: true)
        try picker.render(width: 200, offset: 0.5, options: options).write(to: "\(dir)/hours-dark.png")
        #expect(try picker.sceneJSON().contains("\"row 7\""))

        let ruler = RulerScrollPicker(title: "Weight in kilograms", value: 62, range: 40...120, step: 0.5)
        try ruler.render(options: RenderOptions(locale: "es_ES")).write(to: "\(dir)/ruler.png")
        #expect(ruler.restingOffset(forTarget: 533.9) == 528)

        let dejaVu = RenderOptions(customFonts: .all("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        try picker.render(options: dejaVu).write(to: "\(dir)/hours-dejavu.png")
        let labels = CustomFonts().font(CustomFont(path: "MyFamily.ttc", index: 2), for: .caption)
        #expect(RenderOptions(customFonts: labels).customFonts.styles[.caption]?.index == 2)

        let renderer = try PickerRenderer(options: RenderOptions())
        for step in 0..<2 { try picker.render(offset: Double(step) / 8, using: renderer).write(to: "\(dir)/frame\(step).png") }
        #expect(FileManager.default.fileExists(atPath: "\(dir)/frame1.png"))

        let fruit = SystemWheelPicker(title: "Fruit", options: ["Apple", "Banana", "Cherry", "Grape"], selection: "Apple")
            .accessibilityLabel("Fruit").visibleLabel("Fruit")
        try fruit.render().write(to: "\(dir)/fruit.png")
        try SegmentedPicker(title: "Flavor", options: ["Chocolate", "Vanilla", "Strawberry"], selection: "Vanilla")
            .render().write(to: "\(dir)/segmented.png")
        try MenuPickerRow("Flavor", selection: "Chocolate", options: ["Chocolate", "Vanilla", "Strawberry"],
                          subtitle: "Choose your favorite flavor").render().write(to: "\(dir)/menu.png")
        try WeightPickerView(unit: .kg, weight: 68).render().write(to: "\(dir)/weight.png")
        let screens = try Gallery.render(appearances: [.light], options: RenderOptions(scale: 1))
        #expect(screens.map(\.fileName).count == Gallery.demos.count)
    }
}

@Suite struct ReadmePictureTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// README's "Composing pictures in Swift" example, as written there.
    static var alarm: Picture {
        Picture(padding: EdgeInsets(top: 24, leading: 16, bottom: 24, trailing: 16)) {
            VStack(spacing: 12) {
                Text("Alarm").font(.headline).foregroundStyle(.secondary)
                HStack(spacing: 12) {
                    WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)
                    WheelPicker(title: "Minute", range: 0...55, step: 5, format: "%02d", selection: 30)
                }
                .frame(width: 360)
                RulerScrollPicker(title: "Snooze minutes", value: 9, range: 0...30)
                    .frame(width: 360)
            }
        }
    }

    /// The JSON blocks of the "Picture specs" section.
    static func specBlocks() throws -> [String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "## Picture specs"))
        let section = text[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func composedExampleDrawsAndItsSpecIsTheReadmesFirst() throws {
        let image = try Self.alarm.render()
        #expect(image.width == (16 + 360 + 16) * 3)
        var screen = Picture(canvas: .device(.iPhone16Pro), content: Self.alarm)
        screen.options = RenderOptions(appearance: .dark, dynamicType: .accessibility1)
        let dark = try screen.render()
        #expect(dark.width == 1206 && dark.height == 2622)
        let blocks = try Self.specBlocks()
        #expect(blocks.count == 2)
        // The README's spec is the Swift example: they draw the same pixels.
        let fromSpec = try Picture(json: Array(blocks[0].utf8))
        #expect(try fromSpec.render() == image)
    }

    @Test func everySpecInTheReadmeDraws() throws {
        for block in try Self.specBlocks() {
            let picture = try Picture(json: Array(block.utf8))
            let image = try picture.render()
            #expect(image.width > 0 && image.height > 0)
        }
    }
}

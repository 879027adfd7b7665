// The documentation's examples, compiled and run, so it cannot rot: README's Swift API example
// (and every call the README's block makes must be made here), the composition of docs/specs.md
// and the JSON specs of its "Picture specs" section, read from that file.

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
        #expect(try picker.sceneJSON().contains("\"item 7: opacity.scaleEffect.rotation3DEffect\""))

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
        let phone = try Gallery.picture(demo: "wheel", options: RenderOptions(scale: 1), chrome: true)
        try phone.render().write(to: "\(dir)/wheel-screen.png")
        #expect(phone.chrome.navigationTitle == "Alarm")
    }

    /// The README's block, and docs/swift-api.md's that goes on from it, call nothing the test
    /// above does not call (`print` aside), so an example edited there without the test fails here.
    @Test func readmeSwiftAPIBlockCallsWhatTheTestCalls() throws {
        let readme = try Documentation.codeBlocks("swift", inSection: "## Swift API", of: "README.md")
        let more = try Documentation.codeBlocks("swift", inSection: "## More examples", of: "docs/swift-api.md")
        #expect(readme.count == 1 && more.count == 1)
        let blocks = readme + more
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let calls = Documentation.calledNames(blocks.joined(separator: "\n")).subtracting(["print"])
        #expect(calls.count > 15)
        let missing = calls.filter { !test.contains($0 + "(") }.sorted()
        #expect(missing.isEmpty, "the Swift API examples call \(missing), which ReadmeExampleTests does not")
    }
}

/// Markdown files of the repository, and the code blocks in their sections.
enum Documentation {
    static let root = Repository.root

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced blocks of `language` between `heading` and the next heading of its level.
    static func codeBlocks(_ language: String, inSection heading: String, of path: String) throws -> [String] {
        let text = try text(path)
        let start = try #require(text.range(of: "\n" + heading + "\n"), "\(path) has no '\(heading)'")
        let level = String(heading.prefix { $0 == "#" })
        let section = text[start.upperBound...]
        let end = section.range(of: "\n" + level + " ")?.lowerBound ?? section.endIndex
        return section[..<end].components(separatedBy: "```\(language)\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    /// The names called in Swift code (`name(`), comments left out.
    static func calledNames(_ code: String) -> Set<String> {
        var names = Set<String>()
        for line in code.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for match in code.matches(of: #/([A-Za-z_][A-Za-z0-9_]*)\(/#) { names.insert(String(match.1)) }
        }
        return names
    }
}

@Suite struct ReadmePictureTests {
    /// The "Composing pictures in Swift" example of docs/specs.md, as written there.
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

    /// The JSON blocks of docs/specs.md's "Picture specs" section.
    static func specBlocks() throws -> [String] {
        try Documentation.codeBlocks("json", inSection: "## Picture specs", of: "docs/specs.md")
    }

    /// The composition in docs/specs.md calls what `alarm` above calls, and nothing else.
    @Test func composedExampleIsTheDocumentedOne() throws {
        let blocks = try Documentation.codeBlocks("swift", inSection: "## Composing pictures in Swift", of: "docs/specs.md")
        #expect(blocks.count == 1)
        let example = try #require(blocks.first)
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let missing = Documentation.calledNames(example).subtracting(["print"]).filter { !test.contains($0 + "(") }.sorted()
        #expect(missing.isEmpty, "docs/specs.md's composition calls \(missing), which ReadmePictureTests does not")
        // The alarm's views, line for line.
        for line in ["Text(\"Alarm\").font(.headline).foregroundStyle(.secondary)",
                     "WheelPicker(title: \"Hour\", range: 0...23, format: \"%02d\", selection: 7)",
                     "WheelPicker(title: \"Minute\", range: 0...55, step: 5, format: \"%02d\", selection: 30)",
                     "RulerScrollPicker(title: \"Snooze minutes\", value: 9, range: 0...30)"] {
            #expect(example.contains(line), "docs/specs.md no longer has \(line)")
        }
    }

    @Test func composedExampleDrawsAndItsSpecIsTheDocumentedFirst() throws {
        let image = try Self.alarm.render()
        #expect(image.width == (16 + 360 + 16) * 3)
        var screen = Picture(canvas: .device(.iPhone16Pro), content: Self.alarm)
        screen.options = RenderOptions(appearance: .dark, dynamicType: .accessibility1)
        let dark = try screen.render()
        #expect(dark.width == 1206 && dark.height == 2622)
        screen.chrome = DeviceChrome(statusBar: true, homeIndicator: true, navigationTitle: "Alarm",
                                     titleDisplayMode: .inline, leadingButton: "Cancel", trailingButton: "Save")
        #expect(try screen.render() != dark)
        let blocks = try Self.specBlocks()
        #expect(blocks.count == 2)
        // The documented spec is the Swift example: they draw the same pixels.
        let fromSpec = try Picture(json: Array(blocks[0].utf8))
        #expect(try fromSpec.render() == image)
    }

    /// The spec of docs/specs.md's "Device chrome" reads to the chrome it describes and draws.
    @Test func theDocumentedChromeSpecDraws() throws {
        // The first JSON block after the heading (the section runs on to the next "###").
        let blocks = try Documentation.codeBlocks("json", inSection: "### Device chrome", of: "docs/specs.md")
        let picture = try Picture(json: Array(try #require(blocks.first).utf8))
        #expect(picture.chrome == DeviceChrome(statusBar: true, homeIndicator: true, navigationTitle: "Alarm",
                                               titleDisplayMode: .inline, leadingButton: "Cancel", trailingButton: "Save"))
        #expect(try picture.render().width == 1206)
    }

    @Test func everyDocumentedSpecDraws() throws {
        for block in try Self.specBlocks() {
            let picture = try Picture(json: Array(block.utf8))
            let image = try picture.render()
            #expect(image.width > 0 && image.height > 0)
        }
    }
}

// `picker-render render FILE.swift` as a user runs it: the file built into a view host against
// the products (in a cache folder under .build, shared by these tests and kept between runs),
// then drawn with render's own options. The WheelPicker block's file as teams copy it draws the
// gallery's reference pixels; a view's state runs (onAppear) before it is drawn; a compiler
// error is an `error:` line with the user's file, line and column (exit 2); a view the file
// does not declare, a view that never settles, a spec asked of closures: each exit 2 naming it.
// The first build compiles the products (about a minute here; more while the suite runs beside it).

import Foundation
import Testing
import PickerRenderPNG

@Suite(.serialized) struct SwiftFileRenderTests {
    /// The Swift files teams copy, beside the repository (SEEDS_DIR to point elsewhere).
    static let seeds = ProcessInfo.processInfo.environment["SEEDS_DIR"] ?? CLI.packageRoot.deletingLastPathComponent().path + "/shared/seeds/swift"
    static let environment = ["PICKER_RENDER_CACHE": CLI.packageRoot.path + "/.build/swift-file-cache"]

    /// The wheel block's file; without it the test fails, saying so.
    static func wheelBlock() -> String? {
        let file = seeds + "/wheel-picker.swift"
        guard FileManager.default.fileExists(atPath: file) else {
            Issue.record("no seed folder at \(seeds): the SwiftUI files teams copy were not drawn")
            return nil
        }
        return file
    }

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("picker-render-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        return dir
    }

    static func run(_ arguments: [String], in folder: URL) throws -> RunResult {
        try CLI.run(arguments, in: folder, environment: environment)
    }

    @Test(arguments: ["light", "dark"]) func theWheelBlocksFileDrawsTheGallerysReference(_ appearance: String) throws {
        guard let file = Self.wheelBlock() else { return }
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.run(["render", file, "--view", "WheelPickerDemo", "--appearance", appearance, "--output", "demo.png"], in: dir)
        #expect(r.status == 0, "\(r)")
        let drawn = try PNGCodec.read(path: dir.path + "/demo.png")
        let reference = try PNGCodec.read(path: CLI.packageRoot.path + "/Snapshots/WheelSnapshots/demo-\(appearance).png")
        #expect(drawn == reference)
    }

    // A global `var` (Swift 6's language mode refuses it; Xcode's Swift 5 mode, the host's, does not).
    static let counter = """
        import SwiftUI
        var prefix = "Count"
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("\\(prefix) \\(count)")
                    .font(.largeTitle)
                    .onAppear { count += 41 }
                    .accessibilityLabel("Counter")
            }
        }

        struct Forever: View {
            @State private var n = 0
            var body: some View {
                Text("\\(n)").onChange(of: n) { n += 1 }.onAppear { n = 1 }
            }
        }

        #Preview("Counted") { Counter().padding() }
        """

    @Test func aViewIsDrawnAfterItsStateSettles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.counter.write(toFile: dir.path + "/Counter.swift", atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "Counter.swift", "--view", "Counter", "--dump-scene", "--output", "c.png", "--accessibility", "c.json"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("Count 41"), "onAppear ran before the picture was drawn: \(r.stdout.prefix(600))")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/c.png"))
        // Nothing is written beside the user's file but what was asked for.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["Counter.swift", "c.json", "c.png"])
        let sidecar = try String(contentsOfFile: dir.path + "/c.json", encoding: .utf8)
        #expect(sidecar.contains("Counter"))
        // The first preview when no view is named: the same text, padded.
        let p = try Self.run(["render", "Counter.swift", "--dump-scene"], in: dir)
        #expect(p.status == 0 && p.stdout.contains("Count 41"), "\(p)")
        // A view that never settles is bad input naming it.
        let f = try Self.run(["render", "Counter.swift", "--view", "Forever", "--output", "f.png"], in: dir)
        #expect(f.status == 2, "\(f)")
        #expect(f.stderrLines.count == 1 && f.stderr.hasPrefix("error: ") && f.stderr.contains("Forever"), "\(f)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/f.png"))
    }

    @Test func compilerErrorsPointAtTheUsersLines() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = Self.counter.replacingOccurrences(of: "@State private var count = 0", with: "@State private var count = 0 )")
            .replacingOccurrences(of: "#Preview(\"Counted\") { Counter().padding() }", with: "#Preview(\"Counted\") { Counter().paddding() }")
        try broken.write(toFile: dir.path + "/Counter.swift", atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "Counter.swift", "--output", "c.png"], in: dir)
        #expect(r.status == 2, "\(r)")
        #expect(r.stderrLines.allSatisfy { $0.hasPrefix("error: Counter.swift:") }, "\(r)")
        #expect(r.stderrLines.contains { $0.hasPrefix("error: Counter.swift:4:") }, "the declaration's line: \(r)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/c.png"))
        // Fixed but for the preview's body: its error is at the #Preview's own line.
        try broken.replacingOccurrences(of: "= 0 )", with: "= 0").write(toFile: dir.path + "/Counter.swift", atomically: true, encoding: .utf8)
        let p = try Self.run(["render", "Counter.swift", "--output", "c.png"], in: dir)
        #expect(p.status == 2, "\(p)")
        #expect(p.stderr == "error: Counter.swift:20:33: value of type 'Counter' has no member 'paddding'\n", "\(p)")
    }

    @Test func whatTheFileDoesNotHaveIsNamed() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.counter.write(toFile: dir.path + "/Counter.swift", atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "Counter.swift", "--view", "Alarm", "--output", "a.png"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr == "error: Counter.swift: no view or preview named 'Alarm' (it declares Counter, Forever)\n", "\(r)")
        let none = try Self.run(["render", "None.swift", "--output", "a.png"], in: dir)
        #expect(none.status == 2 && none.stderr.contains("None.swift"), "\(none)")
        try "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\") } }\n".write(toFile: dir.path + "/A.swift", atomically: true, encoding: .utf8)
        let nothing = try Self.run(["render", "A.swift", "--output", "a.png"], in: dir)
        #expect(nothing.status == 2 && nothing.stderr.contains("--view NAME"), "\(nothing)")
        let spec = try Self.run(["render", "A.json", "--view", "A", "--output", "a.png"], in: dir)
        #expect(spec.status == 2, "\(spec)")
        // preview says so before it serves anything.
        let preview = try Self.run(["preview", "A.swift"], in: dir)
        #expect(preview.status == 2 && preview.stderr.contains("--view NAME") && preview.stdout.isEmpty, "\(preview)")
    }

    /// A preview with a fixed layout is drawn at that size, not on the screen.
    @Test func aPreviewsLayoutTraitIsItsCanvas() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n#Preview(traits: .fixedLayout(width: 200, height: 100)) { B() }\n"
            .write(toFile: dir.path + "/B.swift", atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "B.swift", "--scale", "1", "--output", "b.png"], in: dir)
        #expect(r.status == 0, "\(r)")
        let image = try PNGCodec.read(path: dir.path + "/b.png")
        #expect(image.width == 200 && image.height == 100)
    }

    /// A folder of Swift files is one module, as an app's folder is: a view uses another file's.
    @Test func aFolderIsOneModule() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Views"), withIntermediateDirectories: false)
        try "import SwiftUI\nstruct Badge: View {\n    var text: String\n    var body: some View { Text(text).padding(8) }\n}\n"
            .write(toFile: dir.path + "/Views/Badge.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct Screen: View {\n    var body: some View { VStack { Badge(text: \"New\"); Badge(text: \"Sale\") } }\n}\n#Preview(\"Two badges\") { Screen() }\n"
            .write(toFile: dir.path + "/Views/Screen.swift", atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "Views", "--view", "Two badges", "--dump-scene"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("\"New\"") && r.stdout.contains("\"Sale\""), "\(r.stdout.prefix(400))")
        // An error in one file of the folder names that file, as the user named the folder.
        try "import SwiftUI\nstruct Badge: View {\n    var text: String\n    var body: some View { Text(txt).padding(8) }\n}\n"
            .write(toFile: dir.path + "/Views/Badge.swift", atomically: true, encoding: .utf8)
        let broken = try Self.run(["render", "Views", "--view", "Screen", "--dump-scene"], in: dir)
        #expect(broken.status == 2 && broken.stderr.hasPrefix("error: Views/Badge.swift:4:32: "), "\(broken)")
    }

    @Test func aViewWithClosuresHasNoSpec() throws {
        guard let file = Self.wheelBlock() else { return }
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.run(["render", file, "--view", "WheelPickerDemo", "--print-spec"], in: dir)
        #expect(r.status == 2, "\(r)")
        #expect(r.stderrLines.count == 1 && r.stderr.contains("'ScrollView' is drawn by a Swift closure and cannot be written as a spec"),
                "the error names the view that has closures: \(r)")
    }

    /// A batch whose pictures name a Swift file's views: drawn by the host built for that file,
    /// the view in each output's environment; a run with nothing changed skips every output.
    @Test func aBatchDrawsSwiftViews() throws {
        guard let file = Self.wheelBlock() else { return }
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/WheelPicker.swift", withDestinationPath: file)
        let spec = #"{"output": "{name}-{appearance}.png", "axes": {"appearance": ["light", "dark"]}, "pictures": ["#
            + #"{"name": "wake", "swift": "WheelPicker.swift", "view": "WheelPickerDemo"}, {"name": "text", "picture": {"content": {"type": "text", "text": "Hi"}}}]}"#
        try spec.write(toFile: dir.path + "/docs.json", atomically: true, encoding: .utf8)
        let r = try Self.run(["batch", "docs.json", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r)")
        for appearance in ["light", "dark"] {
            let drawn = try PNGCodec.read(path: dir.path + "/out/wake-\(appearance).png")
            #expect(drawn == (try PNGCodec.read(path: CLI.packageRoot.path + "/Snapshots/WheelSnapshots/demo-\(appearance).png")))
        }
        let again = try Self.run(["batch", "docs.json", "--out", "out"], in: dir)
        #expect(again.status == 0 && again.stdout.contains("0 drawn, 4 unchanged (skipped)"), "\(again)")
        // A flag that changes the environment draws the Swift view again.
        let scaled = try Self.run(["batch", "docs.json", "--out", "out", "--scale", "1"], in: dir)
        #expect(scaled.status == 0 && !scaled.stdout.contains("unchanged"), "\(scaled)")
        // A view the file does not have: exit 2 before anything is drawn.
        try spec.replacingOccurrences(of: "WheelPickerDemo", with: "Alarm").write(toFile: dir.path + "/docs.json", atomically: true, encoding: .utf8)
        let missing = try Self.run(["batch", "docs.json", "--out", "out2"], in: dir)
        #expect(missing.status == 2 && missing.stderr.contains("no view or preview named 'Alarm'"), "\(missing)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/out2"))
    }

    /// A batch animation of a Swift view: the view's own animations after a state set from
    /// outside. The wheel demo's hour set to 10 scrolls withAnimation(.snappy) (settled after
    /// 0.70665 s, then 0.5 s at rest: 7 frames at 5 fps); its first frame is the still demo, the
    /// gallery's reference. A control's motion on a Swift view is refused, naming its key.
    @Test func aBatchAnimatesASwiftViewsStateChange() throws {
        guard let file = Self.wheelBlock() else { return }
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/WheelPicker.swift", withDestinationPath: file)
        let spec = #"{"pictures": [{"name": "wake", "swift": "WheelPicker.swift", "view": "WheelPickerDemo", "frames": true, "#
            + #""animation": {"stateChange": {"state": "hour", "to": "10"}, "fps": 5}}]}"#
        try spec.write(toFile: dir.path + "/docs.json", atomically: true, encoding: .utf8)
        let r = try Self.run(["batch", "docs.json", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out/wake-frames").sorted()
        #expect(frames.count == 7, "\(frames)")
        let first = try PNGCodec.read(path: dir.path + "/out/wake-frames/frame-000.png")
        #expect(first == (try PNGCodec.read(path: CLI.packageRoot.path + "/Snapshots/WheelSnapshots/demo-light.png")))
        #expect(first != (try PNGCodec.read(path: dir.path + "/out/wake-frames/frame-006.png")))
        #expect(FileManager.default.fileExists(atPath: dir.path + "/out/wake.png"))
        // A state the view does not have: exit 2 naming it and the states it has.
        try spec.replacingOccurrences(of: "\"hour\"", with: "\"hours\"").write(toFile: dir.path + "/docs.json", atomically: true, encoding: .utf8)
        let wrong = try Self.run(["batch", "docs.json", "--out", "out2"], in: dir)
        #expect(wrong.status == 2 && wrong.stderr.contains("hours") && wrong.stderr.contains("WheelPickerDemo.hour"), "\(wrong)")
        // A control's motion: refused when the spec is read.
        try spec.replacingOccurrences(of: #"{"stateChange": {"state": "hour", "to": "10"}"#, with: #"{"fling": {"velocity": 10}"#)
            .write(toFile: dir.path + "/docs.json", atomically: true, encoding: .utf8)
        let control = try Self.run(["batch", "docs.json", "--out", "out3"], in: dir)
        #expect(control.status == 2 && control.stderr.contains("pictures[0].animation.fling"), "\(control)")
    }

    /// `render FILE.swift --animate hour=10`: the view's own animation as an APNG, its frames
    /// beside it; the first is the still view. A value that is not STATE=VALUE, and --animate on
    /// a spec, are exit 2.
    @Test func renderAnimatesASwiftView() throws {
        guard let file = Self.wheelBlock() else { return }
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Self.run(["render", file, "--view", "WheelPickerDemo", "--animate", "hour=10", "--scale", "1", "--output", "wake.png",
                              "--frames", "frames"], in: dir)
        #expect(r.status == 0, "\(r)")
        // .snappy settles after 0.70665 s; half a second at rest: 37 frames at 30 fps.
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/frames").sorted()
        #expect(frames.count == 37, "\(frames.count)")
        let still = try Self.run(["render", file, "--view", "WheelPickerDemo", "--scale", "1", "--output", "still.png"], in: dir)
        #expect(still.status == 0, "\(still)")
        #expect(try PNGCodec.read(path: dir.path + "/frames/frame-000.png") == (try PNGCodec.read(path: dir.path + "/still.png")))
        #expect(try Data(contentsOf: dir.appendingPathComponent("wake.png")).count > 0)
        let bad = try Self.run(["render", file, "--view", "WheelPickerDemo", "--animate", "hour", "--output", "x.png"], in: dir)
        #expect(bad.status == 2 && bad.stderr.contains("--animate: 'hour' is not STATE=VALUE"), "\(bad)")
        try #"{"content": {"type": "text", "text": "Hi"}}"#.write(toFile: dir.path + "/t.json", atomically: true, encoding: .utf8)
        let spec = try Self.run(["render", "t.json", "--animate", "appear", "--output", "x.png"], in: dir)
        #expect(spec.status == 2 && spec.stderr.contains("--animate: t.json is a spec"), "\(spec)")
    }

    /// `@Previewable @State` in a `#Preview` is the preview's state, as Xcode's macro makes it:
    /// the view's onAppear writes it through its binding, and the picture shows the new value.
    @Test func aPreviewableStateIsThePreviewsState() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
            import SwiftUI
            struct Step: View {
                @Binding var value: Int
                var body: some View { Text("Value \\(value)").onAppear { value += 1 } }
            }
            #Preview {
                @Previewable @State var value = 41
                Step(value: $value)
            }
            """.write(toFile: dir.path + "/Step.swift", atomically: true, encoding: .utf8)
        let r = try Self.run(["render", "Step.swift", "--dump-scene"], in: dir)
        #expect(r.status == 0 && r.stdout.contains("Value 42"), "\(r)")
    }
}

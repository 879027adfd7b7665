// The view host's sources written from a user's file, checked as text: the copy keeps every line
// where it was (so the compiler's lines are the user's), only `import SwiftUI` and the
// `#Preview` macros change; main.swift hands each preview (its body under #sourceLocation at
// its own line), provider and view asked for to the command line, in that order.

import Testing
import PickerRenderSwiftFile

struct HostSourceWriterTests {
    static let file = """
        import SwiftUI
        import Foundation
        #if canImport(UIKit)
        import UIKit
        #endif

        struct Alarm: View {
            var body: some View { Text("07:30") }
        }

        #Preview("Wake \\"Up\\"", traits: .sizeThatFitsLayout) {
            Alarm()
                .padding()
        }

        #Preview {
            Alarm() // "}" in a comment
        }

        #if canImport(SwiftUI)
        #Preview { Alarm() }
        #endif

        struct Alarm_Previews: PreviewProvider {
            static var previews: some View { Alarm() }
        }
        """

    @Test func theCopyKeepsEveryLineAndLeavesThePreviewsOut() {
        let f = HostSourceWriter.File(path: "Alarm.swift", text: Self.file)
        let copy = HostSourceWriter.copy(f)
        let lines = copy.split(separator: "\n", omittingEmptySubsequences: false)
        let original = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        #expect(lines[0] == "import PickerRenderSwiftUI")
        #expect(!copy.contains("#Preview"))
        #expect(!copy.contains("padding"), "a preview's body goes with its macro")
        for (n, line) in original.enumerated() where !line.contains("Preview") && !line.hasPrefix("import SwiftUI")
            && !(10...17).contains(n) && n != 20 {
            #expect(lines[n] == line, "line \(n + 1) changed")
        }
        #expect(lines[6] == "struct Alarm: View {")
        #expect(lines[23].hasPrefix("struct Alarm_Previews: PreviewProvider"))
    }

    @Test(arguments: [("import SwiftUI", "import PickerRenderSwiftUI"),
                      ("@preconcurrency import SwiftUI", "@preconcurrency import PickerRenderSwiftUI"),
                      ("  public import SwiftUI", "  public import PickerRenderSwiftUI"),
                      ("import SwiftUIExtras", nil), ("// import SwiftUI", nil), ("import PickerRenderSwiftUI", nil)])
    func importsOfSwiftUIAreRead(_ line: String, _ expected: String?) {
        let f = HostSourceWriter.File(path: "A.swift", text: line + "\nstruct A {}\n")
        let copy = HostSourceWriter.copy(f)
        #expect(copy.split(separator: "\n").first.map(String.init) == (expected ?? line))
    }

    @Test func mainHandsEveryPreviewProviderAndViewToTheCommandLine() {
        let w = HostSourceWriter(files: [.init(path: "Sources/Alarm.swift", text: Self.file)], views: ["Alarm"])
        let entries = w.entries.map(\.entry)
        #expect(entries.map(\.title) == ["Wake \"Up\"", "Preview", "Preview 2", "Alarm_Previews", "Alarm"])
        #expect(entries.map(\.line) == [11, 16, 21, 24, 7])
        #expect(entries.map(\.isPreview) == [true, true, true, true, false])
        let main = w.main
        // Each body compiled where the user wrote it: its line, and on its first line its column.
        let first = String(repeating: " ", count: "#Preview(\"Wake \\\"Up\\\"\", traits: .sizeThatFitsLayout) {".utf8.count)
        #expect(main.contains("#sourceLocation(file: \"Sources/Alarm.swift\", line: 11)\n\(first)\n    Alarm()\n        .padding()\n"))
        #expect(main.contains("#sourceLocation(file: \"Sources/Alarm.swift\", line: 16)"))
        #expect(main.contains("#sourceLocation(file: \"Sources/Alarm.swift\", line: 21)\n\(String(repeating: " ", count: 11))Alarm() \n"))
        #expect(main.contains("HostedView(title: \"Wake \\\"Up\\\"\", file: \"Sources/Alarm.swift\", line: 11, isPreview: true, sizeThatFits: true) { PickerRenderHostedPreview1() }"))
        #expect(main.contains("{ Alarm_Previews.previews }"))
        #expect(main.contains("isPreview: false) { Alarm() }"))
        // The file's plain imports are repeated; a guarded one and SwiftUI's are not.
        #expect(main.contains("import Foundation\n"))
        #expect(!main.contains("import UIKit"))
        #expect(!main.contains("import SwiftUI"))
        #expect(main.hasSuffix("])\n"))
    }

    @Test func theTextIsAFunctionOfTheInput() {
        let a = HostSourceWriter(files: [.init(path: "A.swift", text: Self.file)], views: [])
        let b = HostSourceWriter(files: [.init(path: "A.swift", text: Self.file)], views: [])
        #expect(a.main == b.main)
        let c = HostSourceWriter(files: [.init(path: "A.swift", text: Self.file.replacingOccurrences(of: "07:30", with: "08:00"))], views: [])
        #expect(a.main == c.main, "a change outside the previews leaves main.swift as it was (nothing more to compile)")
    }

    /// A preview's layout traits: at its own size, or in a frame of the size given.
    @Test func layoutTraitsAreKept() {
        let text = """
            import SwiftUI
            struct B: View { var body: some View { Text("b") } }
            #Preview("Fits", traits: .sizeThatFitsLayout) { B() }
            #Preview("Fixed", traits: .landscapeLeft, .fixedLayout(width: 200, height: 100.5)) { B() }
            #Preview("Screen") { B() }
            """
        let w = HostSourceWriter(files: [.init(path: "B.swift", text: text)], views: [])
        #expect(w.entries.map(\.entry.sizeThatFits) == [true, true, false])
        #expect(w.entries.map(\.expression) == ["PickerRenderHostedPreview1()", "PickerRenderHostedPreview2().frame(width: 200, height: 100.5)",
                                                "PickerRenderHostedPreview3()"])
        #expect(w.main.contains("line: 3, isPreview: true, sizeThatFits: true) { PickerRenderHostedPreview1() }"))
        #expect(w.main.contains("line: 5, isPreview: true) { PickerRenderHostedPreview3() }"))
        #expect(w.main.contains("private struct PickerRenderHostedPreview2: View {"))
    }
}

// The previews a file declares, found in its text: named and unnamed #Preview, a body with
// braces in strings and comments, raw and multi-line strings, PreviewProvider types, and what
// looks like a preview but is not (in a comment, a string, an identifier).

import Testing
@testable import PickerRenderPreviewScan

@Suite struct PreviewScannerTests {
    @Test func namedAndUnnamedPreviewsWithTheirBodies() {
        let file = """
            import SwiftUI

            struct Alarm: View { var body: some View { Text("}") } }

            #if canImport(SwiftUI)
            #Preview("Wake Up") {
                Alarm() // a } in a comment
            }
            #Preview(traits: .sizeThatFitsLayout) { Text("{ \\(1) }") /* { */ }
            #endif
            """
        let p = PreviewScanner.previews(in: file)
        #expect(p.count == 2)
        #expect(p.first?.name == "Wake Up" && p.first?.line == 6 && p.first?.bodyLine == 6)
        #expect(p.first?.kind == .macro(body: "\n    Alarm() // a } in a comment\n"))
        #expect(p.last?.name == nil && p.last?.line == 9)
        #expect(p.last?.kind == .macro(body: " Text(\"{ \\(1) }\") /* { */ "))
    }

    @Test func providersAndThingsThatAreNotPreviews() {
        let file = ##"""
            // #Preview { NotThis() }
            let s = "#Preview { NorThis() }"
            let r = #"#Preview { "NorThat" }"#
            let m = """
                #Preview { NorMultiLine() }
                """
            let myPreview = 1   // #PreviewLike
            struct Alarm_Previews: PreviewProvider {
                static var previews: some View { Alarm() }
            }
            enum NotAProvider: Hashable { case a }
            """##
        let p = PreviewScanner.previews(in: file)
        #expect(p == [ScannedPreview(name: "Alarm_Previews", line: 8, bodyLine: 8, kind: .provider(type: "Alarm_Previews"))])
    }

    @Test func anUnbalancedFileKeepsWhatCameBefore() {
        let p = PreviewScanner.previews(in: "#Preview { A() }\n#Preview { B(\n")
        #expect(p.count == 1 && p[0].kind == .macro(body: " A() "))
        #expect(PreviewScanner.previews(in: "#Preview(\"x\"").isEmpty)
        #expect(PreviewScanner.previews(in: "\"unterminated\n#Preview { C() }").count == 1)
    }

    @Test func theSuiteNamesEachPreviewAfterItsFile() {
        let source = PreviewSource(module: "App", path: "/p/Sources/App/Alarm.swift", previews: [
            ScannedPreview(name: "Wake Up", line: 6, bodyLine: 6, kind: .macro(body: " Alarm() ")),
            ScannedPreview(name: nil, line: 9, bodyLine: 9, kind: .macro(body: " Alarm() ")),
            ScannedPreview(name: "Alarm_Previews", line: 12, bodyLine: 12, kind: .provider(type: "Alarm_Previews")),
        ])
        let text = PreviewTestWriter.suite([source])
        #expect(text.contains("@testable import App\n"))
        #expect(text.contains("#sourceLocation(file: \"/p/Sources/App/Alarm.swift\", line: 6)\n Alarm() \n#sourceLocation()"))
        #expect(text.contains("named: \"Alarm-Wake-Up\", preview: \"Alarm.swift:6 \\\"Wake Up\\\"\""))
        #expect(text.contains("named: \"Alarm-1\""))
        #expect(text.contains("PreviewSnapshot.verify(Alarm_Previews.previews, named: \"Alarm-Alarm_Previews\""))
        #expect(text.contains("@Test(\"Alarm.swift: Wake Up\") func preview_Alarm_Wake_Up()"))
        #expect(text.contains("private struct PreviewView_Alarm_Wake_Up: View {") && text.contains("PreviewSnapshot.verify(PreviewView_Alarm_Wake_Up(),"))
        #expect(text == PreviewTestWriter.suite([source]), "the same input writes the same text")
    }

    /// The types a file declares at its top level (a view drawn by name is looked up there), and
    /// where each `#Preview` lies, from its `#` to its closing brace.
    @Test func topLevelTypesAndWhereEachPreviewLies() {
        let file = """
            struct Alarm: View, Equatable {
                struct Row: View { var body: some View { Text("{") } }
                var body: some View { Row() }
            }
            /* struct Hidden: View {} */
            extension Alarm: Sendable {}
            enum Mode { case a }
            #Preview("A") { Alarm() }
            final class Model: ObservableObject {}
            """
        let scanned = PreviewScanner.scan(file)
        #expect(scanned.types == [DeclaredType(name: "Alarm", line: 1, conformances: ["View", "Equatable"]),
                                  DeclaredType(name: "Mode", line: 7, conformances: []),
                                  DeclaredType(name: "Model", line: 9, conformances: ["ObservableObject"])])
        #expect(scanned.macroSpans.count == 1)
        #expect(scanned.macroArguments == ["\"A\""])
        let scalars = Array(file.unicodeScalars)
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[scanned.macroSpans[0]])
        #expect(text == "#Preview(\"A\") { Alarm() }")
        #expect(scanned.previews == PreviewScanner.previews(in: file))
    }

    /// `@Previewable` declarations become the view's stored properties at their own lines, the
    /// attribute blanked to spaces (columns kept), a declaration running to where its brackets
    /// close; the body keeps the rest at its lines.
    @Test func previewableDeclarationsAreTheViewsProperties() {
        let body = "\n    @Previewable @State var hour = 7\n    @Previewable @State var items = [\n        1,\n    ]\n    Text(\"\\(hour)\")\n"
        let text = PreviewViewSource.declaration(type: "V", body: body, file: "A.swift", line: 10, indent: 11)
        let expected = """

            private struct V: View {
            #sourceLocation(file: "A.swift", line: 11)
                             @State var hour = 7
            #sourceLocation(file: "A.swift", line: 12)
                             @State var items = [
            #sourceLocation(file: "A.swift", line: 13)
                    1,
            #sourceLocation(file: "A.swift", line: 14)
                ]
            #sourceLocation()
                var body: some View {
            #sourceLocation(file: "A.swift", line: 10)
                       \n\n\n\n\n    Text("\\(hour)")

            #sourceLocation()
                }
            }

            """
        #expect(text == expected, "\(text)")
        // Without any, the body as it is.
        #expect(PreviewViewSource.declaration(type: "V", body: " Text(\"a\") ", file: "A.swift", line: 3, indent: 2)
                == "\nprivate struct V: View {\n    var body: some View {\n#sourceLocation(file: \"A.swift\", line: 3)\n   Text(\"a\") \n#sourceLocation()\n    }\n}\n")
    }
}

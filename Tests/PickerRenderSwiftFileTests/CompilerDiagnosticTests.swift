// The compiler's output read as diagnostics: the build copy's path turned back into the user's,
// a repeated error kept once, progress and excerpt lines ignored, paths with colons kept whole.

import Testing
import PickerRenderSwiftFile

struct CompilerDiagnosticTests {
    static let output = """
        [5/7] Compiling ViewHost_0123 WheelPicker.swift
        /cache/swift-hosts/Sources/ViewHost_0123/WheelPicker.swift:120:71: error: consecutive declarations on a line must be separated by ';'
        118 |     @State private var minute = 30
        120 |     @Environment(\\.accessibilityReduceMotion) private var reduceMotion )
            |                                                                       `- error: consecutive declarations on a line must be separated by ';'
        /cache/swift-hosts/Sources/ViewHost_0123/WheelPicker.swift:120:71: error: consecutive declarations on a line must be separated by ';'
        /cache/swift-hosts/Sources/ViewHost_0123/WheelPicker.swift:12:3: warning: variable 'x' was never used
        /home/me/a:b/Previews.swift:4:9: error: cannot find 'Alarm' in scope
        error: fatalError
        """

    @Test func errorsPointAtTheUsersFile() {
        let d = CompilerDiagnostic.parse(Self.output, paths: ["/cache/swift-hosts/Sources/ViewHost_0123/WheelPicker.swift": "WheelPicker.swift"])
        #expect(d == [
            CompilerDiagnostic(file: "WheelPicker.swift", line: 120, column: 71, severity: .error, message: "consecutive declarations on a line must be separated by ';'"),
            CompilerDiagnostic(file: "/home/me/a:b/Previews.swift", line: 4, column: 9, severity: .error, message: "cannot find 'Alarm' in scope"),
        ])
        #expect(d[0].description == "WheelPicker.swift:120:71: error: consecutive declarations on a line must be separated by ';'")
    }

    @Test func warningsOnlyWhenAskedFor() {
        let d = CompilerDiagnostic.parse(Self.output, paths: [:], severities: [.warning])
        #expect(d.map(\.message) == ["variable 'x' was never used"])
    }
}

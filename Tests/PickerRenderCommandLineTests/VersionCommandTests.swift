// `picker-render --version`: one line, `picker-render X.Y.Z (fonts.lock sha256:<64 hex>)`, whose
// version is PickerRenderer.version and whose digest is the sha256 of the fonts.lock the text
// engine reads (checked against the library's reading and against coreutils' sha256sum).

import Foundation
import PickerRender
import PickerRenderCommandLine
import Testing

@Suite struct VersionCommandTests {
    static let lock = CLI.packageRoot.appendingPathComponent("Fonts/fonts.lock")

    /// sha256sum's digest of a file: an implementation other than the one under test.
    static func sha256sum(_ url: URL) throws -> String {
        let p = Process(), out = Pipe()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        p.arguments = [url.path]
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(String(decoding: data, as: UTF8.self).prefix(64))
    }

    @Test func printsTheVersionAndTheFontLockDigest() throws {
        try withTemporaryDirectory { dir in
            let run = try CLI.run(["--version"], in: dir)
            #expect(run.status == 0, "\(run)")
            #expect(run.stderr.isEmpty)
            let line = run.stdout
            #expect(line.hasSuffix("\n") && line.filter { $0 == "\n" }.count == 1, "one line: \(line)")
            let pattern = #/^picker-render (\d+\.\d+\.\d+) \(fonts\.lock sha256:([0-9a-f]{64})\)\n$/#
            let match = try #require(line.wholeMatch(of: pattern), "format: \(line)")
            #expect(String(match.1) == PickerRenderer.version)
            let digest = String(match.2)
            // The lock as the code reads it (the package's Fonts/, which the tests' binary uses) ...
            #expect(digest == PickerRenderer.fontLockDigest(fontsDirectory: CLI.packageRoot.appendingPathComponent("Fonts").path))
            // ... is the file's sha256.
            #expect(digest == (try Self.sha256sum(Self.lock)))
            // The library's answer is the process's.
            #expect(PickerRenderTool.versionLine + "\n" == line)
        }
    }

    @Test func takesNoArgumentsAndIsInTheHelp() throws {
        try withTemporaryDirectory { dir in
            let extra = try CLI.run(["--version", "--fonts", dir.path], in: dir)
            #expect(extra.status == 2 && extra.stderrLines == ["error: --version takes no arguments"], "\(extra)")
            let help = try CLI.run(["--help"], in: dir)
            #expect(help.status == 0 && help.stdout.contains("picker-render --version"), "\(help)")
        }
    }
}

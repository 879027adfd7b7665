// ArtifactsLocation: where a test run's snapshot artifacts go when the test does not say.
// In order: $SNAPSHOT_ARTIFACTS; the scratch directory the test binary was built in (so
// `swift test --scratch-path DIR` puts them under DIR, as it does the build); the calling
// package's .build. The scratch directory is recognised from the binary's own path,
// <scratch>/<triple>/<debug|release>/<Package>PackageTests.xctest, which is how SwiftPM lays
// out a build; any other layout falls back to .build.

import Foundation
import PickerRenderFiles

enum ArtifactsLocation {
    static func directory(packageRoot: String) -> String {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["SNAPSHOT_ARTIFACTS"], !dir.isEmpty { return dir }
        if let scratch = scratchDirectory(executable: executablePath()) { return scratch }
        return packageRoot + "/.build"
    }

    static func executablePath() -> String {
        ExecutablePath.resolved ?? CommandLine.arguments.first ?? ""
    }

    static func scratchDirectory(executable: String) -> String? {
        var parts = executable.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // A bundle on platforms that make one: .../X.xctest/Contents/MacOS/X.
        if let k = parts.lastIndex(where: { $0.hasSuffix(".xctest") }) { parts = Array(parts[...k]) }
        guard parts.count >= 4, parts[parts.count - 1].hasSuffix(".xctest"),
              ["debug", "release"].contains(parts[parts.count - 2]),
              parts[parts.count - 3].split(separator: "-").count >= 3 else { return nil }
        let scratch = parts[..<(parts.count - 3)].joined(separator: "/")
        return scratch.isEmpty ? nil : scratch
    }
}

// TestHost: which test framework runs the calling test, and how to talk to it.
// - Swift Testing when `Test.current` is set. Issues are recorded at the `verify` call's
//   SourceLocation; images go out as attachments (`swift test --attachments-path DIR`).
// - XCTest when no Swift Testing test is current and this process is an XCTest run (an
//   .xctest bundle not started for Swift Testing). Failures are XCTFail(file:line:) at the
//   `verify` call; XCTest on Linux has no attachments, so the images are files only. Notes
//   (a recording outside CI) are printed as "file:line: note: ..." lines.
// - Otherwise nothing is reported here; the caller's thrown error is the only signal.
// The test's name is the form `swift test --filter` matches: "Module.Type/test".
// For XCTest the running test case comes from an XCTestObservation registered on first use; the
// test that was already running then is found from the source file (the last `class` above the
// call), which is exact for the usual one-class-per-file layout.

import Foundation
import PickerRenderFiles
import PickerRenderLocking
import Testing
import XCTest

enum TestHost {
    case swiftTesting(Test)
    case xcTest
    case none

    struct CallSite: Sendable {
        var fileID: String
        var filePath: String
        var line: Int
        var column: Int
        var function: String
        var description: String { "\(filePath):\(line)" }
        var module: String { String(fileID.prefix { $0 != "/" }) }
    }

    static var current: TestHost {
        if let test = Test.current { return .swiftTesting(test) }
        let args = CommandLine.arguments
        if let exe = args.first, exe.hasSuffix(".xctest"), !args.contains("swift-testing") {
            XCTestTracker.shared.install()
            return .xcTest
        }
        return .none
    }

    /// The calling test as `swift test --filter` matches it, or "" outside a test framework.
    func testIdentifier(_ site: CallSite) -> String {
        switch self {
        case .swiftTesting(let test):
            // "Module.Suite/Nested/test": the parameter list ("(mode:)") would read as a regex group.
            let parts = test.id.nameComponents.map { String($0.prefix { $0 != "(" }) }
            return test.id.moduleName + "." + parts.joined(separator: "/")
        case .xcTest:
            let method = Snapshot.testName(site.function)
            let type = XCTestTracker.shared.currentClass(method: method) ?? Self.enclosingClass(site) ?? "*"
            return "\(site.module).\(type)/\(method)"
        case .none:
            return ""
        }
    }

    /// A failure at the call site, with images (name, PNG bytes) where the framework takes them.
    func fail(_ message: String, at site: CallSite, filePath: StaticString, images: [(String, [UInt8])]) {
        switch self {
        case .swiftTesting:
            let location = SourceLocation(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            for (name, bytes) in images { Attachment.record(bytes, named: name, sourceLocation: location) }
        case .xcTest:
            XCTFail(message, file: filePath, line: UInt(site.line))
        case .none:
            break
        }
    }

    /// Information that does not fail the test (a recorded reference outside CI).
    func note(_ message: String, at site: CallSite) {
        switch self {
        case .swiftTesting:
            let location = SourceLocation(fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
        case .xcTest, .none:
            // Best effort: a note that cannot be written never fails or ends the test process.
            try? StandardStream.output.writeLine("\(site.filePath):\(site.line): note: \(message)", what: "a note")
        }
    }

    /// The name of the last `class` declared above the call in its source file.
    static func enclosingClass(_ site: CallSite) -> String? {
        guard let text = try? String(contentsOfFile: site.filePath, encoding: .utf8) else { return nil }
        var found: String?
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where i < site.line {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "\t" })
            if let k = words.firstIndex(of: "class"), k + 1 < words.count,
               words[..<k].allSatisfy({ ["final", "public", "open", "internal", "private", "fileprivate", "@MainActor"].contains($0) }) {
                found = String(words[k + 1])
            }
        }
        return found
    }
}

/// Follows XCTest's test cases, so a failure can name its test.
final class XCTestTracker: NSObject, XCTestObservation, Sendable {
    static let shared = XCTestTracker()
    private struct State {
        var installed = false
        var running: XCTestCase?
        /// The most tests any finished suite skipped: the outermost suite, which finishes
        /// last, counts every skip of the process, even those before the tracker was installed.
        var skipped = 0
    }
    private let state = Locked(State())

    func install() {
        let first = state.withLock { s in
            defer { s.installed = true }
            return !s.installed
        }
        if first { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) { state.withLock { $0.running = testCase } }
    func testCaseDidFinish(_ testCase: XCTestCase) { state.withLock { if $0.running === testCase { $0.running = nil } } }
    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
        let count = testSuite.testRun?.skipCount ?? 0
        state.withLock { $0.skipped = max($0.skipped, count) }
    }

    /// How many tests XCTest skipped in this process, as far as the suites that finished say.
    var skippedTests: Int { state.withLock { $0.skipped } }

    /// The running test's class, when the tracker saw it start and it is `method`.
    func currentClass(method: String) -> String? {
        state.withLock { s in
            guard let t = s.running, t.name.hasSuffix(method) || t.name.contains(method + "]") || t.name.hasSuffix(method + "()") else { return nil }
            return String(describing: type(of: t))
        }
    }
}

// What a test framework is told: a failure is one issue at the `verify` call (not the @Test
// line) with the whole message, and nothing else (verify does not throw); a recording is a
// warning naming the reference; the scratch directory is found from the test binary's path.

import Foundation
import Testing
@testable import PickerRenderTesting

final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Issue] = []
    func add(_ i: Issue) { lock.lock(); items.append(i); lock.unlock() }
    var all: [Issue] { lock.lock(); defer { lock.unlock() }; return items }
}

@Suite struct ReportingTests {
    @Test func failureIsReportedAtTheVerifyCall() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(Images.picture(), suite: "Loc", name: "p")
        let log = IssueLog()
        let changed = Images.withBlock(Images.picture(), x: 2, y: 2, side: 12)
        let line = #line + 2
        withKnownIssue {
            Snapshot.verify(changed, named: "p", suite: "Loc", snapshotsDirectory: box.snapshots,
                            artifactsDirectory: box.artifacts, record: .never)
        } matching: { issue in log.add(issue); return true }
        let atCall = log.all.filter { $0.sourceLocation?.line == line && $0.sourceLocation?.fileName == "ReportingTests.swift" }
        #expect(atCall.count == 1, "issues: \(log.all.map { "\($0.sourceLocation.map { "\($0)" } ?? "?"): \($0)" })")
        let text = atCall.first.map { "\($0)" } ?? ""
        // One line at the call: what changed and how to approve it; the paths are in summary.md.
        let comment = atCall.first?.comments.map(\.rawValue).joined(separator: "\n") ?? ""
        #expect(comment.hasPrefix("snapshot Loc/p differs from its reference: 144 of ") && !comment.contains("\n"), "\(comment)")
        #expect(text.contains("swift test --filter PickerRenderTestingTests.ReportingTests/failureIsReportedAtTheVerifyCall"))
        // One failure, one issue: no second one for a thrown error at the test.
        #expect(log.all.count == 1, "issues: \(log.all)")
    }

    @Test func recordingIsAWarningNamingThePath() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            Snapshot.verify(Images.picture(), named: "new", suite: "Rec", snapshotsDirectory: box.snapshots,
                                artifactsDirectory: box.artifacts, record: .missing)
            Issue.record("so that the block always has an issue")
        } matching: { issue in log.add(issue); return true }
        let notes = log.all.filter { "\($0)".contains("recorded reference \(box.reference("Rec", "new"))") }
        // On CI (CI=true) recording is a failure at the same line.
        let onCI = ["true", "1", "yes"].contains((ProcessInfo.processInfo.environment["CI"] ?? "").lowercased())
        #expect((onCI ? notes.count >= 1 : notes.count == 1) && notes.first?.sourceLocation?.line == line, "\(log.all)")
        #expect(onCI ? notes.first?.severity == .error : notes.first?.severity == .warning, "\(log.all)")
    }

    @Test func scratchDirectoryFromTheTestBinary() {
        #expect(ArtifactsLocation.scratchDirectory(executable: "/p/.build/x86_64-unknown-linux-gnu/debug/PPackageTests.xctest") == "/p/.build")
        #expect(ArtifactsLocation.scratchDirectory(executable: "/tmp/s/aarch64-unknown-linux-gnu/release/XPackageTests.xctest") == "/tmp/s")
        #expect(ArtifactsLocation.scratchDirectory(executable: "/usr/bin/swift-test") == nil)
        #expect(ArtifactsLocation.scratchDirectory(executable: "/p/debug/X.xctest") == nil)
    }
}

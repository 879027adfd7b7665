// Several `verify` calls in one test: each compares and each failure is one issue at its own
// call (file, line, and the column Swift gives a call: its argument list), the test goes on
// after it, and nothing else is reported (no issue for a thrown error). With reporting off the
// outcome lists every failure; `require` throws the first and compares no further.

import Foundation
import Testing
import PickerRender
@testable import PickerRenderTesting

@Suite struct SeveralVerifiesTests {
    @Test func threeFailingVerifiesAreThreeIssuesEachAtItsCall() throws {
        let box = try Sandbox()
        defer { box.remove() }
        for name in ["a", "b", "c"] { try box.put(Images.picture(), suite: "Three", name: name) }
        let changed = Images.withBlock(Images.picture(), x: 2, y: 2, side: 12)
        let log = IssueLog()
        var lines: [Int] = []
        var reachedTheEnd = false
        withKnownIssue {
            lines.append(#line + 1)
            Snapshot.verify(changed, named: "a", suite: "Three", snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .never)
            lines.append(#line + 1)
            Snapshot.verify(changed, named: "b", suite: "Three", snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .never)
            lines.append(#line + 1)
            Snapshot.verify(changed, named: "c", suite: "Three", snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .never)
            reachedTheEnd = true
        } matching: { issue in log.add(issue); return true }
        #expect(reachedTheEnd, "the test stopped at a failure")
        let issues = log.all
        #expect(issues.count == 3, "issues: \(issues)")
        #expect(issues.compactMap { $0.sourceLocation?.line } == lines)
        #expect(issues.allSatisfy { $0.sourceLocation?.fileName == "SeveralVerifiesTests.swift" && $0.sourceLocation?.column == 28 }, "\(issues.map { $0.sourceLocation.map { "\($0)" } ?? "?" })")
        for (issue, name) in zip(issues, ["a", "b", "c"]) {
            #expect("\(issue)".contains("snapshot Three/\(name) differs from its reference"))
        }
    }

    @Test func theOutcomeListsEveryFailureAndRequireStopsAtTheFirst() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let base = Images.picture()
        try box.put(base, suite: "Out", name: "x")
        let changed = Images.withBlock(base, x: 2, y: 2, side: 12)
        Snapshot.$reportsToTestFramework.withValue(false) {
            let outcome = Snapshot.verify(changed, named: "x", suite: "Out", snapshotsDirectory: box.snapshots,
                                          artifactsDirectory: box.artifacts, record: .never)
            guard case .failed(let messages) = outcome else { Issue.record("no failure: \(outcome)"); return }
            #expect(messages.count == 1 && messages[0].contains("snapshot Out/x differs"))
            #expect(Snapshot.verify(base, named: "x", suite: "Out", snapshotsDirectory: box.snapshots,
                                    artifactsDirectory: box.artifacts, record: .never) == .matched)
        }
        #expect(throws: SnapshotFailure.self) {
            try Snapshot.$reportsToTestFramework.withValue(false) {
                try Snapshot.require(changed, named: "x", suite: "Out", snapshotsDirectory: box.snapshots,
                                     artifactsDirectory: box.artifacts, record: .never)
            }
        }
    }

    @Test func aValueThatCannotBeDrawnIsOneIssueAtTheCall() throws {
        struct Broken: Snapshottable {
            struct Failure: Error {}
            static var defaultSnapshotStrategy: SnapshotStrategy<Broken> { SnapshotStrategy { (_: Broken) throws -> RenderedImage in throw Failure() } }
        }
        let box = try Sandbox()
        defer { box.remove() }
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            Snapshot.verify(Broken(), named: "broken", suite: "B", snapshotsDirectory: box.snapshots, artifactsDirectory: box.artifacts)
        } matching: { issue in log.add(issue); return true }
        #expect(log.all.count == 1 && log.all.first?.sourceLocation?.line == line, "\(log.all)")
        #expect(log.all.first.map { "\($0)".contains("snapshot B/broken: cannot draw the value") } == true, "\(log.all)")
    }
}

// Whether a test process knows its run is partial (TestRunScope): from `swift test`'s own
// command line when it is the parent (filters, a framework turned off; --parallel is not a
// filter), else from the process's arguments; which test process is the last of a `swift test`
// (it prints the end-of-run summary); and that the usage log opens with `#open`.

import Foundation
import Testing
@testable import PickerRenderTesting

@Suite struct RunScopeTests {
    let binary = "/p/.build/x86_64-unknown-linux-gnu/debug/PPackageTests.xctest"

    @Test func swiftTestsCommandLineDecides() {
        let st = [binary, "--testing-library", "swift-testing"]
        #expect(TestRunScope.reasons(parent: ["/usr/bin/swift-test"], own: [binary]).isEmpty)
        #expect(TestRunScope.reasons(parent: ["/usr/bin/swift-test", "--parallel"], own: [binary, "P.T/testA"]).isEmpty)
        #expect(TestRunScope.reasons(parent: ["/usr/bin/swift-test", "--filter", "hoursWheel"], own: st)
                == ["filtered (swift test --filter hoursWheel)"])
        #expect(TestRunScope.reasons(parent: ["/opt/swift/usr/bin/swift-test", "--skip=Slow"], own: [binary, "P.T/a"])
                == ["filtered (swift test --skip=Slow)"])
        #expect(TestRunScope.reasons(parent: ["swift", "test", "--disable-xctest"], own: st)
                == ["one test framework was turned off (swift test --disable-xctest)"])
    }

    @Test func otherwiseTheProcessArgumentsDecide() {
        #expect(TestRunScope.reasons(parent: nil, own: [binary]).isEmpty)
        #expect(TestRunScope.reasons(parent: ["/bin/bash"], own: [binary, "P.T/testA"]) == ["filtered (XCTest ran only P.T/testA)"])
        #expect(TestRunScope.reasons(parent: nil, own: [binary, "--testing-library", "swift-testing", "--filter", "x"])
                == ["filtered (test process argument --filter x)"])
        #expect(TestRunScope.reasons(parent: nil, own: [binary, "--testing-library", "swift-testing"]).isEmpty)
    }

    /// The end-of-run summary is printed by the last test process of a `swift test` only.
    @Test func theLastTestProcessPrintsTheSummary() {
        let st = [binary, "--testing-library", "swift-testing"]
        #expect(TestRunScope.lastTestProcess(parent: ["/usr/bin/swift-test"], own: st))
        #expect(!TestRunScope.lastTestProcess(parent: ["/usr/bin/swift-test"], own: [binary]))
        #expect(!TestRunScope.lastTestProcess(parent: ["/usr/bin/swift-test", "--parallel"], own: [binary, "P.T/a"]))
        #expect(TestRunScope.lastTestProcess(parent: ["/usr/bin/swift-test", "--disable-swift-testing"], own: [binary]))
        #expect(TestRunScope.lastTestProcess(parent: ["/bin/bash"], own: [binary]))
        #expect(TestRunScope.lastTestProcess(parent: nil, own: [binary]))
    }

    @Test func theUsageLogSaysWhichProcessOpenedIt() throws {
        let box = try Sandbox()
        defer { box.remove() }
        try box.put(Images.picture(), suite: "U", name: "u")
        try box.verify(Images.picture(), "u", suite: "U", mode: .never)
        let dir = box.artifacts + "/snapshot-usage"
        let run = try String(contentsOfFile: dir + "/LAST", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let log = try String(contentsOfFile: dir + "/\(run).log", encoding: .utf8)
        #expect(log.hasPrefix("#open \(getpid())\n"), "\(log)")
    }
}

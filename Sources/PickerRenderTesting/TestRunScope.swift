// TestRunScope: whether the test process runs within a run of every test, as far as the
// process can tell; what it finds goes into the run's usage log as `#partial` lines
// (SnapshotUsageLog), so `picker-render snapshots --orphans` never trusts a filtered run.
//
// How it is found (measured with Swift 6.3 on Linux):
// - `swift test` is the parent of every test process (XCTest, then Swift Testing with
//   `--testing-library swift-testing`; with --parallel one XCTest process per test), and its
//   command line (/proc/<ppid>/cmdline) holds the user's own words: `--filter X`, `--skip X`
//   (or `--filter=X`), `--disable-xctest`, `--disable-swift-testing`. That is the source used
//   when the parent is swift-test: the test processes' own arguments cannot tell a filter from
//   --parallel, which also hands each XCTest process a test specifier.
// - Otherwise (a test binary run directly or by another runner, or no /proc) the process's own
//   arguments: `--filter`/`--skip` for Swift Testing, a test specifier for XCTest.
// - Tests skipped at run time are counted by XCTest (XCTSkip): XCTestTracker keeps the count and
//   the usage log gets it at exit. Swift Testing tells a running test nothing about the tests it
//   did not run, so a `.disabled` Swift Testing test is not seen here.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

enum TestRunScope {
    /// Why this process's run is partial; empty when nothing says so. Found once per process.
    static let partialReasons: [String] = reasons(parent: commandLine(of: getppid()), own: CommandLine.arguments)

    /// Whether no other test process of this `swift test` runs after this one: Swift Testing's
    /// process, which `swift test` starts after XCTest's; an XCTest process when Swift Testing is
    /// turned off (`--disable-swift-testing`) or no `swift test` started it.
    static let isLastTestProcess: Bool = lastTestProcess(parent: commandLine(of: getppid()), own: CommandLine.arguments)

    static func lastTestProcess(parent: [String]?, own: [String]) -> Bool {
        if let k = own.firstIndex(of: "--testing-library"), k + 1 < own.count, own[k + 1] == "swift-testing" { return true }
        guard let args = swiftTestArguments(parent) else { return true }
        return args.contains("--disable-swift-testing")
    }

    /// The arguments `swift test` was given, when `parent` is `swift test` (or `swift-test`).
    static func swiftTestArguments(_ parent: [String]?) -> [String]? {
        guard let parent, let tool = parent.first else { return nil }
        let name = URL(fileURLWithPath: tool).lastPathComponent
        if name == "swift-test" { return Array(parent.dropFirst()) }
        if name == "swift" && parent.dropFirst().first == "test" { return Array(parent.dropFirst(2)) }
        return nil
    }

    /// The arguments of process `pid`, or nil when they cannot be read.
    static func commandLine(of pid: pid_t) -> [String]? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    static func reasons(parent: [String]?, own: [String]) -> [String] {
        if let args = swiftTestArguments(parent) { return swiftTestReasons(args) }
        var out: [String] = []
        let args = Array(own.dropFirst())
        if args.contains("--testing-library") {
            for (i, a) in args.enumerated() where filterOption(a) != nil {
                out.append("filtered (test process argument \(a)\(a.contains("=") || i + 1 >= args.count ? "" : " " + args[i + 1]))")
            }
        } else if let specifier = args.first(where: { !$0.hasPrefix("-") }) {
            out.append("filtered (XCTest ran only \(specifier))")
        }
        return out
    }

    /// "--filter" or "--skip" when `argument` is one of them (alone or with `=value`).
    static func filterOption(_ argument: String) -> String? {
        ["--filter", "--skip"].first { argument == $0 || argument.hasPrefix($0 + "=") }
    }

    /// What `swift test ARGS` says about the run's scope.
    static func swiftTestReasons(_ args: [String]) -> [String] {
        var out: [String] = []
        for (i, a) in args.enumerated() {
            if filterOption(a) != nil {
                out.append("filtered (swift test \(a)\(a.contains("=") || i + 1 >= args.count ? "" : " " + args[i + 1]))")
            } else if a == "--disable-xctest" || a == "--disable-swift-testing" {
                out.append("one test framework was turned off (swift test \(a))")
            }
        }
        return out
    }
}

// SnapshotUsageLog: the usage log of one test run (<artifacts>/snapshot-usage/<run>.log), as
// PickerRenderTesting writes it and `picker-render snapshots --orphans` reads it.
// One line each:
//   /abs/path/Suite/name.png     a reference a `verify` looked at (paths are absolute)
//   #open <pid>                  a test process of the run started using references
//   #partial <pid> <why>         that process knows the run did not run every test: a test
//                                filter (`swift test --filter` / `--skip`), one test framework
//                                turned off, tests skipped (XCTSkip)
//   #close <pid>                 that process ended normally (at exit)
// A run is complete when it has at least one #open, every #open has its #close, and there is
// no #partial. A log without #open was written by an older PickerRenderTesting: it cannot say
// whether its run was complete, so it counts as incomplete too. Lines are appended with one
// write each (O_APPEND), so processes of one run never interleave within a line.

package struct SnapshotUsageLog: Sendable, Equatable {
    /// The references looked at.
    package var used: Set<String> = []
    package var opened: [String] = []
    package var closed: Set<String> = []
    /// Why the run was partial, as its processes said, in order and without repeats.
    package var partial: [String] = []

    package init(_ text: String) {
        for line in text.split(separator: "\n") {
            if line.hasPrefix("/") { used.insert(String(line)); continue }
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard words.count >= 2 else { continue }
            switch words[0] {
            case "#open": opened.append(words[1])
            case "#close": closed.insert(words[1])
            case "#partial" where words.count == 3 && !partial.contains(words[2]): partial.append(words[2])
            default: continue
            }
        }
    }

    package static func openLine(pid: Int32) -> String { "#open \(pid)" }
    package static func closeLine(pid: Int32) -> String { "#close \(pid)" }
    package static func partialLine(pid: Int32, why: String) -> String {
        "#partial \(pid) " + why.map { $0 == "\n" ? " " : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// Why the run's list of used references cannot be trusted to be complete, or nil when it can.
    package var incompleteness: String? {
        if !partial.isEmpty { return "was partial: " + partial.joined(separator: "; ") }
        if opened.isEmpty { return "left a usage log that does not say whether every test ran (an older PickerRenderTesting wrote it)" }
        let unfinished = opened.filter { !closed.contains($0) }
        if !unfinished.isEmpty {
            return "did not finish: test process \(unfinished.joined(separator: ", ")) never closed its log (it crashed, was killed or is still running)"
        }
        return nil
    }
}

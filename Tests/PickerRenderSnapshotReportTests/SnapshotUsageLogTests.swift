// The usage log's record of a run's completeness (SnapshotUsageLog): complete only with an
// #open, every #open closed, and no #partial line; a log with no #open (an older writer) is not
// trusted; reference lines are the used set whatever the records around them.

import Testing
@testable import PickerRenderSnapshotReport

@Suite struct SnapshotUsageLogTests {
    @Test func aClosedUnfilteredRunIsComplete() {
        let log = SnapshotUsageLog("#open 7\n/s/A/a.png\n#open 8\n/s/B/b.png\n#close 8\n#close 7\n")
        #expect(log.used == ["/s/A/a.png", "/s/B/b.png"])
        #expect(log.incompleteness == nil)
    }

    @Test func filteredCrashedAndOldRunsAreIncomplete() {
        let filtered = SnapshotUsageLog("#open 7\n#partial 7 filtered (swift test --filter hoursWheel)\n/s/a.png\n#close 7\n")
        #expect(filtered.incompleteness == "was partial: filtered (swift test --filter hoursWheel)")
        let crashed = SnapshotUsageLog("#open 7\n/s/a.png\n#close 7\n#open 9\n/s/b.png\n")
        #expect(crashed.incompleteness?.contains("did not finish: test process 9 never closed its log") == true)
        let old = SnapshotUsageLog("/s/a.png\n")
        #expect(old.incompleteness?.contains("older PickerRenderTesting") == true)
        #expect(old.used == ["/s/a.png"])
    }

    @Test func linesAreWrittenAsTheyAreRead() {
        let text = [SnapshotUsageLog.openLine(pid: 3), SnapshotUsageLog.partialLine(pid: 3, why: "2 XCTest tests\nwere skipped"),
                    SnapshotUsageLog.closeLine(pid: 3)].joined(separator: "\n")
        let log = SnapshotUsageLog(text)
        #expect(log.opened == ["3"] && log.closed == ["3"] && log.partial == ["2 XCTest tests were skipped"])
    }
}

// SnapshotPublishing: what a `verify` pays for the run directory's report as a suite grows.
// Every verify stores its entry and rewrites index.html and summary.md from all the run's
// entries (SnapshotRunDirectory.store), so the cost of one store is measured at the end of a
// run of `small` entries and of `large` entries (the last 50 stores of each, in a temporary
// folder; one entry in 20 a failure, as a suite with a few). Nothing grows with the data if
// the ratio stays near 1; before the entry cache it grew with the number of entries (each
// publish decoded every entry). The HTML and summary are still made whole each time: that
// part grows, slowly.

import Foundation
import PickerRenderSnapshotReport

func reportSnapshotPublishing(small: Int = 125, large: Int = 1000) {
    func perStore(_ count: Int) -> Double {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bench-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dir = SnapshotRunDirectory(artifacts: root)
        var last: [Double] = []
        do {
            try dir.withRun("bench-\(count)") {
                for k in 0..<count {
                    let failed = k % 20 == 0
                    let suite = "Suite\(k % 12)", name = "picture-\(k)"
                    var e = SnapshotEntry(status: failed ? .failed : .passed, suite: suite, name: name,
                                          reference: "/refs/\(suite)/\(name).png", test: "\(suite)/test\(k)()",
                                          callSite: "Tests/\(suite).swift:\(k)",
                                          message: failed ? "12 pixels differ (0.01 %)\nworst region 10 x 10 at (4, 5)" : "")
                    if failed { e.actual = "\(suite)/\(name).actual.png"; e.panels = "\(suite)/\(name).diff.png" }
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    try dir.store(e)
                    if k >= count - 50 { last.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6) }
                }
            }
        } catch { fatalError("snapshot publishing bench: \(error)") }
        return Stats(last).median
    }
    let a = perStore(small), b = perStore(large)
    say("")
    say("Snapshot report, one verify's store + publish at the end of a run (median of the last 50):")
    say("  \(small) entries: \(fmt(a, 2)) ms   \(large) entries: \(fmt(b, 2)) ms   ratio \(fmt(b / a, 2))x (\(large / small)x the entries)")
}

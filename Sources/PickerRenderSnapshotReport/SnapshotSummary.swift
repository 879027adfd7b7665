// SnapshotSummary: summary.md of a run, written to be pasted (or posted by a CI step) as a
// pull-request comment: one headline with the counts, then each failure with its call site,
// its test, the message and the crop of its worst region, then the recorded references.
// Image links are relative to the run directory; upload the directory with the comment (or
// rewrite the prefix) for them to show. Passing snapshots are only counted.

package enum SnapshotSummary {
    package static func markdown(_ entries: [SnapshotEntry], run: String) -> String {
        let failed = entries.filter { $0.status == .failed }
        let recorded = entries.filter { $0.status == .recorded }
        let passed = entries.count - failed.count - recorded.count
        var md = "## Snapshots: \(failed.count) failed, \(recorded.count) recorded, \(passed) passed\n\n"
        md += failed.isEmpty ? "No snapshot failed" : "Look at the failures below"
        md += " (run `\(run)`; report: `index.html` in this directory).\n"
        for e in failed {
            md += "\n### ❌ `\(e.label)`\n\n"
            md += "`\(e.callSite)`" + (e.test.isEmpty ? "" : " in test `\(e.test)`") + (e.design.map { ", design `\($0)`" } ?? "") + (e.fonts.map { ", \($0)" } ?? "") + "\n\n"
            md += "```\n" + e.message + "\n```\n"
            if let changes = e.sceneChanges, !changes.isEmpty {
                md += "\nThe scene's changes, largest first:\n" + changes.prefix(20).map { "- " + $0 + "\n" }.joined()
                if changes.count > 20 { md += "- and \(changes.count - 20) more\n" }
            }
            if let crop = e.crop { md += "\n![worst region of \(e.label)](\(crop))\n" }
        }
        if !recorded.isEmpty {
            md += "\n### Recorded\n\n"
            for e in recorded { md += "- `\(e.label)` → `\(e.reference)`\n" }
        }
        if !failed.isEmpty {
            md += "\nIf the changes are intended: `picker-render snapshots approve "
            md += failed.map(\.label).joined(separator: " ") + "`, then commit the references.\n"
        }
        return md
    }
}

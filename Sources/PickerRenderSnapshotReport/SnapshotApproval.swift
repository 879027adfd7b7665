// SnapshotApproval: `picker-render snapshots approve`: the actual images of the last run's
// failures become references. Each reference is replaced atomically (temporary file + rename,
// AtomicFile), so an interrupted approval leaves every reference either old or new, never
// half-written. Names are checked before anything is written: one unknown or ambiguous name,
// or a failure with no actual image (a duplicate name), approves nothing.
// An approved entry becomes `recorded` in the run directory, so the report shows what changed.

import Foundation
import PickerRenderFiles
import PickerRenderPNG

package enum SnapshotApprovalError: Error, CustomStringConvertible {
    /// A name the user gave that does not select exactly one approvable failure.
    case badName(String)
    case io(String)
    package var description: String {
        switch self {
        case .badName(let s), .io(let s): return s
        }
    }
}

package enum SnapshotApproval {
    package struct Change: Sendable {
        package var label: String
        package var actual: String
        package var reference: String
        package var created: Bool
    }

    /// Approves the failures named (`Suite/name` or a `name` unique in the run), or all of them.
    package static func approve(_ names: [String], all: Bool, in dir: SnapshotRunDirectory) throws(SnapshotApprovalError) -> [Change] {
        guard let run = dir.currentRun() else {
            throw .io("no test run recorded in \(dir.path) (cannot read \(dir.path)/RUN); run swift test first")
        }
        let failed = dir.entries().filter { $0.status == .failed }
        var chosen: [SnapshotEntry] = []
        if all {
            chosen = failed
        } else {
            for n in names {
                let hits = failed.filter { $0.label == n || $0.name == n }
                guard hits.count == 1 else {
                    throw .badName(hits.isEmpty
                        ? "'\(n)' is not a failed snapshot of the last run (failed: \(failed.map(\.label).joined(separator: ", ")))"
                        : "'\(n)' is ambiguous: \(hits.map(\.label).joined(separator: ", "))")
                }
                if !chosen.contains(hits[0]) { chosen.append(hits[0]) }
            }
        }
        for e in chosen where e.actual == nil || e.duplicateOf != nil {
            throw .badName("'\(e.label)' has no actual image to approve (\(e.message.split(separator: "\n").first ?? ""))")
        }
        var changes: [Change] = []
        do {
            try dir.withRun(run) {
                for var e in chosen {
                    let actual = dir.path + "/" + e.actual!
                    guard let bytes = FileManager.default.contents(atPath: actual) else {
                        throw SnapshotApprovalError.io("cannot read \(actual)")
                    }
                    let created = !FileManager.default.fileExists(atPath: e.reference)
                    try FileManager.default.createDirectory(atPath: (e.reference as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                    try AtomicFile.write([UInt8](bytes), to: e.reference)
                    changes.append(Change(label: e.label, actual: actual, reference: e.reference, created: created))
                    e.status = .recorded
                    e.message = "approved: \(actual) -> \(e.reference)"
                    try dir.store(e)
                }
            }
        } catch let error as SnapshotApprovalError {
            throw error
        } catch {
            throw .io("approving: \(error)")
        }
        return changes
    }
}

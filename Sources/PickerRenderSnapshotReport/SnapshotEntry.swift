// SnapshotEntry: what one `Snapshot.verify` call did in a test run, as the run directory keeps it
// (one JSON file per reference) for the HTML report, summary.md and `snapshots approve`.
// Invariants: `suite` and `name` locate the reference (`<snapshots>/<suite>/<name>.png`, kept
// absolute in `reference`; a duplicate's `name` is suffixed with its call site); image fields are paths relative to the run directory, nil when the
// run has no such image (a passing check copies nothing).

package struct SnapshotEntry: Codable, Sendable, Equatable {
    package enum Status: String, Codable, Sendable, CaseIterable {
        case failed, recorded, passed
    }

    package var status: Status
    package var suite: String
    package var name: String
    /// Absolute path of the reference PNG.
    package var reference: String
    /// The test as `swift test --filter` names it ("" outside a test framework).
    package var test: String
    /// Where `verify` was called: "path/File.swift:12".
    package var callSite: String
    /// The failure or recording message (several lines).
    package var message: String
    package var actual: String?
    package var expected: String?
    /// The pixelmatch diff image alone.
    package var diff: String?
    /// expected | diff | actual, captioned.
    package var panels: String?
    /// The same three panels cropped to the worst region.
    package var crop: String?
    /// For a second use of a reference name in the run: the first user's call site. Such an
    /// entry is kept under its own name (`name@File.swift:line`) and is never approvable.
    package var duplicateOf: String?

    package init(status: Status, suite: String, name: String, reference: String, test: String, callSite: String,
                message: String, actual: String? = nil, expected: String? = nil, diff: String? = nil,
                panels: String? = nil, crop: String? = nil) {
        self.status = status; self.suite = suite; self.name = name; self.reference = reference
        self.test = test; self.callSite = callSite; self.message = message
        self.actual = actual; self.expected = expected; self.diff = diff; self.panels = panels; self.crop = crop
    }

    /// "Suite/name": how reports and `approve` name a snapshot.
    package var label: String { suite + "/" + name }
}

// SnapshotEntry: what one `Snapshot.verify` call did in a test run, as the run directory keeps it
// (one JSON file per reference) for the HTML report, summary.md and `snapshots approve`.
// Invariants: `suite` and `name` locate the reference (`<snapshots>/<suite>/<name>.png`, kept
// absolute in `reference`; a duplicate's `name` is suffixed with its call site); image fields are paths relative to the run directory, nil when the
// run has no such image (a passing check copies nothing). Entries read back are checked
// (`problem`) before any of their names is used.

import PickerRenderFiles

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
    /// The actual image's size and sha256, as the test wrote it: `approve` copies it to the
    /// reference only when the file in the run directory still has both.
    package var actualBytes: Int?
    package var actualSHA256: String?
    /// The design profile the image was drawn in ("ios18", "ios26"), when the strategy knew it.
    package var design: String?
    /// The fonts it was drawn with: "font set <16 hex>" or "font pack <16 hex>" (FontInventory).
    package var fonts: String?
    /// The actual scene text (`<suite>/<name>.actual.scene.txt` in the run directory) with its
    /// size and sha256, when the scene failed or was never recorded: `approve` writes it beside
    /// the reference as `<name>.scene.txt`, checked as the image is.
    package var actualScene: String?
    package var actualSceneBytes: Int?
    package var actualSceneSHA256: String?
    /// The scene's changed numbers, largest first ("item 5 \"05\" (position -0.8): opacity
    /// 0.424 -> 0.352"), for the report.
    package var sceneChanges: [String]?

    package init(status: Status, suite: String, name: String, reference: String, test: String, callSite: String,
                message: String, actual: String? = nil, expected: String? = nil, diff: String? = nil,
                panels: String? = nil, crop: String? = nil) {
        self.status = status; self.suite = suite; self.name = name; self.reference = reference
        self.test = test; self.callSite = callSite; self.message = message
        self.actual = actual; self.expected = expected; self.diff = diff; self.panels = panels; self.crop = crop
    }

    /// "font set " or "font pack " and 16 lowercase hex digits: nothing a page must escape.
    static func isFontSetName(_ s: String) -> Bool {
        let prefix = s.hasPrefix("font set ") ? "font set " : s.hasPrefix("font pack ") ? "font pack " : nil
        guard let prefix else { return false }
        let id = s.dropFirst(prefix.count)
        return id.utf8.count == 16 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// "Suite/name": how reports and `approve` name a snapshot.
    package var label: String { suite + "/" + name }

    /// `<suite>/<name>.png`, the reference below the snapshots folder, when suite and name make
    /// a plain relative path (RelativePath).
    package var referencePath: RelativePath? { try? RelativePath("\(suite)/\(name).png") }

    /// `<suite>/<name>.scene.txt`, the scene text beside the reference.
    package var scenePath: RelativePath? { try? RelativePath("\(suite)/\(name).scene.txt") }

    /// Whether `approve` has anything to write: an actual image or an actual scene.
    package var isApprovable: Bool { (actual != nil || actualScene != nil) && duplicateOf == nil }

    /// Why an entry read from a run directory cannot be used, or nil. A run directory may come
    /// from anyone (a CI artifact): its suite and name must make a plain relative path, and every
    /// image it names must be a plain relative .png path inside the run directory.
    package var problem: String? {
        guard !suite.isEmpty, !name.isEmpty, referencePath != nil else { return "its suite and name ('\(label)') are not a plain relative path" }
        for (field, value) in [("actual", actual), ("expected", expected), ("diff", diff), ("panels", panels), ("crop", crop)] {
            guard let value else { continue }
            do { _ = try RelativePath(value) } catch { return "\(field): \(error.description)" }
            guard value.hasSuffix(".png") else { return "\(field): '\(value)' is not a .png file" }
        }
        if let value = actualScene {
            do { _ = try RelativePath(value) } catch { return "actualScene: \(error.description)" }
            guard value.hasSuffix(".scene.txt") else { return "actualScene: '\(value)' is not a .scene.txt file" }
        }
        if let digest = actualSceneSHA256, !FileDigest.isSHA256(digest) { return "actualSceneSHA256 is not a sha256 digest" }
        if let bytes = actualSceneBytes, bytes < 1 { return "actualSceneBytes is not a positive size" }
        if let digest = actualSHA256, !FileDigest.isSHA256(digest) { return "actualSHA256 is not a sha256 digest" }
        if let bytes = actualBytes, bytes < 1 { return "actualBytes is not a positive size" }
        // A design is a short lower-case name ("ios26"): nothing a page or summary must escape.
        if let design, design.isEmpty || design.count > 16 || !design.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber) }) {
            return "design '\(design)' is not a design profile's name"
        }
        if let fonts, !Self.isFontSetName(fonts) { return "fonts '\(fonts)' is not a font set's name" }
        return nil
    }
}

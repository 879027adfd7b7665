// BatchManifestReader: a manifest.json read back (the previous run's in `--out`, or a shard's in
// `--merge`) as untrusted input: anyone may have written it (a CI artifact, a crafted folder).
// Invariants, all checked before any value is used:
// - The file is reached through the folder's ConfinedFolder (a link or FIFO named manifest.json
//   is refused, never followed or waited on) and is at most `maximumBytes` (64 MB), refused
//   before it is read: reading one costs about 11 times its size (a 61.6 MB manifest of 200,000
//   entries peaked at 688 MB in a debug build, GNU time; an 83 MB one held 1.2 GB before the
//   limit), so this bounds reading one to about 0.7 GB.
// - Every number is a whole number in its range before it is converted (1e300, -5, 9.3e18 and
//   2.5 are refused rather than trapping in Int(_:)): order and bytes below 2^31 and 2^32,
//   width and height 1 to 100,000,000 with their product at most Limits.maximumPixels, scale 1
//   to 3, frames at most APNGEncoder.maximumFrames (a million frames named 16 GB of names).
// - Every file name (outputs, frames, sheet) is a plain relative path (RelativePath) ending in
//   .png (an output that is an animation also .gif or .webp), no file is listed twice, and a
//   frame count comes with a size and digest per frame.
// A manifest that breaks any rule is `unusable` with the reason: a batch draws everything again
// (and says so on stderr), a merge refuses the shard.

import Foundation
import PickerRender
import PickerRenderFiles
import PickerRenderPNG

enum BatchManifestReader {
    static let maximumBytes = 64 << 20
    static let maximumOrder = Int(Int32.max)
    static let maximumBytesOfAFile = 1 << 32

    enum Reading {
        /// No manifest.json in the folder.
        case missing
        case found(BatchManifest)
        /// There is one, but it cannot be used: why.
        case unusable(String)
    }

    struct Invalid: Error { let reason: String }

    static let name: RelativePath = {
        do { return try RelativePath(BatchManifest.fileName) } catch { preconditionFailure("\(error)") }
    }()

    /// The manifest of `folder`.
    static func read(in folder: ConfinedFolder) -> Reading {
        let bytes: [UInt8]
        do {
            guard try folder.kind(of: name) != nil else { return .missing }
            bytes = try folder.read(name, limit: maximumBytes)
        } catch {
            return .unusable(error.description)
        }
        do { return .found(try parse(bytes)) } catch {
            return .unusable(error.reason)
        }
    }

    static func parse(_ bytes: [UInt8]) throws(Invalid) -> BatchManifest {
        let root: JSONValue
        do { root = try JSONValue(parsing: bytes) } catch { throw Invalid(reason: "not JSON: \(error.description)") }
        let members = Dictionary(root.objectMembers, uniquingKeysWith: { a, _ in a })
        guard case .string(let fingerprint)? = members["renderer"] else { throw Invalid(reason: "renderer is missing or not a string") }
        guard case .array(let outputs)? = members["outputs"] else { throw Invalid(reason: "outputs is missing or not an array") }
        var entries: [String: BatchManifest.Entry] = [:]
        for (i, o) in outputs.enumerated() {
            let e = try entry(o, at: "outputs[\(i)]")
            guard entries[e.file] == nil else { throw Invalid(reason: "outputs[\(i)].file: '\(e.file)' is listed twice") }
            entries[e.file] = e
        }
        var sheet: String?
        if let s = members["sheet"], s != .null {
            guard case .string(let text) = s else { throw Invalid(reason: "sheet is not a string") }
            sheet = try fileName(text, at: "sheet")
        }
        var docc = false
        if let d = members["docc"] {
            guard case .bool(let b) = d else { throw Invalid(reason: "docc is not true or false") }
            docc = b
        }
        return BatchManifest(fingerprint: fingerprint, entries: entries, sheet: sheet, docc: docc)
    }

    static func entry(_ o: JSONValue, at path: String) throws(Invalid) -> BatchManifest.Entry {
        let m = Dictionary(o.objectMembers, uniquingKeysWith: { a, _ in a })
        func string(_ key: String) throws(Invalid) -> String {
            guard case .string(let s)? = m[key] else { throw Invalid(reason: "\(path).\(key) is missing or not a string") }
            return s
        }
        func int(_ key: String, _ range: ClosedRange<Int>) throws(Invalid) -> Int {
            try integer(m[key], range, at: "\(path).\(key)")
        }
        let animated = m["spec"]?.objectMembers.contains { $0.0 == "animation" } ?? false
        let file = try fileName(try string("file"), at: "\(path).file", animation: animated)
        let sha = try string("sha256")
        guard FileDigest.isSHA256(sha) else { throw Invalid(reason: "\(path).sha256 is not a sha256 digest") }
        guard let spec = m["spec"] else { throw Invalid(reason: "\(path).spec is missing") }
        let width = try int("width", 1...Limits.maximumPixels), height = try int("height", 1...Limits.maximumPixels)
        guard width <= Limits.maximumPixels / height else {
            throw Invalid(reason: "\(path): \(width) x \(height) is more than \(Limits.maximumPixels) pixels")
        }
        var axes: [String: String] = [:]
        for (k, v) in m["axes"]?.objectMembers ?? [] { if case .string(let t) = v { axes[k] = t } }
        var e = BatchManifest.Entry(file: file, order: try int("order", 0...maximumOrder), name: try string("name"), axes: axes,
                                    width: width, height: height, scale: try int("scale", 1...3),
                                    bytes: try int("bytes", 1...maximumBytesOfAFile), sha256: sha,
                                    spec: spec.serialized(pretty: false), specValue: spec)
        for key in ["alt", "caption"] {
            guard let v = m[key] else { continue }
            guard case .string(let s) = v else { throw Invalid(reason: "\(path).\(key) is not a string") }
            if key == "alt" { e.alt = s } else { e.caption = s }
        }
        let frames = m["frames"] == nil ? 0 : try int("frames", 0...APNGEncoder.maximumFrames)
        if frames > 0 {
            guard case .array(let checks)? = m["frameFiles"], checks.count == frames else {
                throw Invalid(reason: "\(path).frameFiles does not give the size and sha256 of each of its \(frames) frames")
            }
            for (k, c) in checks.enumerated() {
                let here = "\(path).frameFiles[\(k)]"
                let cm = Dictionary(c.objectMembers, uniquingKeysWith: { a, _ in a })
                guard case .string(let digest)? = cm["sha256"], FileDigest.isSHA256(digest) else {
                    throw Invalid(reason: "\(here).sha256 is not a sha256 digest")
                }
                e.frameChecks.append(BatchManifest.FileCheck(bytes: try integer(cm["bytes"], 1...maximumBytesOfAFile, at: here + ".bytes"),
                                                             sha256: digest))
            }
            for f in e.frameFiles { _ = try fileName(f, at: "\(path).frames") }
        }
        return e
    }

    /// A number that is a whole number within `range`, checked before it is converted.
    static func integer(_ v: JSONValue?, _ range: ClosedRange<Int>, at path: String) throws(Invalid) -> Int {
        guard case .number(let x)? = v else { throw Invalid(reason: "\(path) is missing or not a number") }
        guard x.isFinite, x == x.rounded(), x >= Double(range.lowerBound), x <= Double(range.upperBound) else {
            throw Invalid(reason: "\(path): \(PickerError.format(x)) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(x)
    }

    /// `text` when it is a plain relative path ending in .png (as a batch spec's output names are;
    /// an animation's may end in .gif or .webp).
    static func fileName(_ text: String, at path: String, animation: Bool = false) throws(Invalid) -> String {
        do { _ = try RelativePath(text) } catch { throw Invalid(reason: "\(path): \(error.description)") }
        let endings = animation ? [".png", ".gif", ".webp"] : [".png"]
        guard endings.contains(where: text.hasSuffix), !text.contains("\\") else {
            throw Invalid(reason: "\(path): '\(text)' is not a \(animation ? ".png, .gif or .webp" : ".png") file name")
        }
        return text
    }
}

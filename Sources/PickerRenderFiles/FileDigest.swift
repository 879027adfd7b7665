// FileDigest: the SHA-256 every check of a file's identity uses (pinned fonts, a batch's
// manifest, a snapshot's actual image), as lowercase hex. Nettle's implementation (nettle-dev).
// A file copied from a folder someone else made (a shard, a CI artifact) is accepted only when
// its size and this digest are the ones recorded for it.

import CPickerRenderNettle

package enum FileDigest {
    /// Lowercase hex SHA-256 of `bytes`.
    package static func sha256(_ bytes: UnsafeRawBufferPointer) -> String {
        var ctx = sha256_ctx()
        nettle_sha256_init(&ctx)
        if let base = bytes.baseAddress {
            nettle_sha256_update(&ctx, bytes.count, base.assumingMemoryBound(to: UInt8.self))
        }
        var digest = [UInt8](repeating: 0, count: 32)
        nettle_sha256_digest(&ctx, 32, &digest)
        let hex = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for b in digest { out.append(hex[Int(b >> 4)]); out.append(hex[Int(b & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }

    /// SHA-256 of an array's bytes.
    package static func sha256(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { sha256($0) } }

    /// Whether `text` has the form of a digest this type writes (64 lowercase hex digits).
    package static func isSHA256(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }
}

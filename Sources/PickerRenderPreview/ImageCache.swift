// ImageCache: the drawn PNGs by sha256, least recently used first out, bounded by count and
// bytes so a long session of saves keeps its memory flat. Images a current snapshot shows are
// pinned (the page may still ask for them). Lives inside PreviewState, behind its Locked.

package struct ImageCache: Sendable {
    package static let maximumCount = 512
    package static let maximumBytes = 256 << 20

    private var entries: [String: (bytes: [UInt8], used: Int)] = [:]
    private var clock = 0
    package private(set) var totalBytes = 0

    package init() {}

    package var count: Int { entries.count }

    package mutating func get(_ digest: String) -> [UInt8]? {
        guard let e = entries[digest] else { return nil }
        clock += 1
        entries[digest]!.used = clock
        return e.bytes
    }

    package func contains(_ digest: String) -> Bool { entries[digest] != nil }

    /// Adds an image, then evicts the least recently used unpinned ones while over a bound.
    package mutating func put(_ digest: String, _ bytes: [UInt8], pinned: Set<String>) {
        clock += 1
        if let old = entries[digest] { totalBytes -= old.bytes.count }
        entries[digest] = (bytes, clock)
        totalBytes += bytes.count
        while entries.count > Self.maximumCount || totalBytes > Self.maximumBytes {
            guard let victim = entries.filter({ !pinned.contains($0.key) && $0.key != digest }).min(by: { $0.value.used < $1.value.used }) else { break }
            totalBytes -= victim.value.bytes.count
            entries[victim.key] = nil
        }
    }
}

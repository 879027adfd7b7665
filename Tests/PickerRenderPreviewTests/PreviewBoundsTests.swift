// A preview's threads and memory stay flat over many saves: 200 saves of a spec, each waited for
// until the server shows its new image, leave `picker-render preview` with the thread count it had
// after 20 (read from /proc), its resident memory within 24 MB of it, and the image cache within
// its bound; with --poll (no inotify) a save of an included file is seen. The bounds themselves: the image cache evicts least recently used, unpinned images
// beyond its count; the settings remembered are at most PreviewState.maximumSettings.

import Foundation
import Testing
@testable import PickerRenderPreview

@Suite(.serialized) struct PreviewBoundsTests {
    @Test func twoHundredSavesLeaveThreadsAndMemoryFlat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("a.json", PreviewBrowserTests.spec("#000000"))
        let preview = try PreviewProcess([folder.path + "/a.json"])
        defer { preview.stop() }
        var version = -1
        var threads: [Int] = [], rss: [Int] = []
        for i in 0..<200 {
            // A new colour each save: a new image each time (the cache must evict).
            try folder.write("a.json", PreviewBrowserTests.spec(String(format: "#%02X%02X%02X", i, 255 - i, (i * 7) % 256), width: 20 + i % 60))
            let s = try preview.waitState { ($0["version"] as? Int ?? -1) > version && ($0["pending"] as? Bool) == false && (($0["problems"] as? [Any])?.isEmpty ?? false) }
            let v = s["version"] as? Int ?? -1
            #expect(v > version, "save \(i) was not seen")
            version = v
            if i == 19 || i == 199 { threads.append(preview.status("Threads")); rss.append(preview.status("VmRSS")) }
        }
        #expect(threads[0] > 0 && threads[1] == threads[0], "threads \(threads)")
        #expect(rss[1] - rss[0] < 24 * 1024, "resident kB \(rss)")
    }

    /// Without inotify (`--poll`), a save is still seen: an include file's change redraws the picture.
    @Test func pollingSeesASaveOfAnIncludedFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        func component(_ colour: String) -> String {
            #"{"components": {"box": {"body": {"type": "frame", "width": 30, "height": 20, "content": {"type": "rectangle", "fill": "\#(colour)"}}}}}"#
        }
        try folder.write("parts.json", component("#FF0000"))
        try folder.write("a.json", #"{"scale": 1, "include": ["parts.json"], "content": {"type": "component", "name": "box"}}"#)
        let preview = try PreviewProcess([folder.path + "/a.json", "--poll"])
        defer { preview.stop() }
        let first = try preview.waitState { ($0["pending"] as? Bool) == false && (($0["images"] as? [Any])?.count ?? 0) == 2 }
        let digest = ((first["images"] as? [[String: Any]])?.first?["digest"] as? String) ?? ""
        #expect(!digest.isEmpty, "\(first)")
        try folder.write("parts.json", component("#0000FF"))
        let next = try preview.waitState { (($0["images"] as? [[String: Any]])?.first?["digest"] as? String).map { $0 != digest } ?? false }
        #expect((next["problems"] as? [Any])?.isEmpty == true, "\(next)")
        #expect(((next["images"] as? [[String: Any]])?.first?["digest"] as? String) != digest, "the include's change was not seen")
    }

    @Test func imageCacheEvictsTheLeastRecentlyUsedUnpinned() {
        var cache = ImageCache()
        for i in 0..<(ImageCache.maximumCount + 10) { cache.put("d\(i)", [UInt8](repeating: 1, count: 10), pinned: ["d0"]) }
        #expect(cache.count == ImageCache.maximumCount)
        #expect(cache.contains("d0"), "a pinned image was evicted")
        #expect(!cache.contains("d1") && cache.contains("d\(ImageCache.maximumCount + 9)"))
        var big = ImageCache()
        big.put("a", [UInt8](repeating: 0, count: ImageCache.maximumBytes / 2 + 1), pinned: [])
        big.put("b", [UInt8](repeating: 0, count: ImageCache.maximumBytes / 2 + 1), pinned: [])
        #expect(big.count == 1 && big.totalBytes <= ImageCache.maximumBytes)
    }

    @Test func settingsRememberedAreBounded() {
        var state = PreviewState()
        for scale in 1...3 { for s in ["light", "dark"] {
            var settings = PreviewSettings(); settings.scale = scale; settings.appearances = .init(rawValue: s)
            state.want(settings)
            state.snapshots[settings] = PreviewSnapshot()
        } }
        #expect(state.wanted.count == PreviewState.maximumSettings)
        #expect(state.snapshots.count <= PreviewState.maximumSettings)
    }
}

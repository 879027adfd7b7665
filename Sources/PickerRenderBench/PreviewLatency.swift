// `picker-render-bench --preview-latency PICKER_RENDER`: how long after a save `preview` has the new
// images, as its page sees them. The release `picker-render preview` runs as a user runs it; this
// client polls /state every 50 ms as the page's script does and, once the version changes, fetches
// every image whose digest changed (what the page loads before it swaps). Latency is from the
// rename that saves the spec to the last new image's bytes. Two specs:
//   - the wheel demo (Gallery's "wheel", its iPhone 16 Pro screen @3x), light and dark: each save
//     changes its title ("Wake Up", "Get Up"), so both images are drawn again;
//   - a batch spec of 36 small wheels (@3x, 36 scroll offsets): each save changes the wheel's
//     selection (07, 08), so all 36 are drawn again;
//   - the WheelPicker block's Swift file as teams copy it (../shared/seeds/swift beside the
//     repository, SEEDS_DIR to point elsewhere), its #Preview light and dark: each save changes
//     the wheel's tilt (the block's own, then -40), so the file is compiled, linked and run again. Its first build
//     (the products, once per cache) is waited for and not counted. 11 saves, after 2.
// Printed: median and p95 of ROUNDS saves each (after 2 unmeasured). Nothing is asserted here;
// docs/performance.md records the figures and the lines (median under 150 ms for the wheel demo,
// under 3 s for the Swift file).

import Foundation
import Glibc
import PickerRender

func reportPreviewLatency(binary: String, rounds: Int) {
    let dir = NSTemporaryDirectory() + "/bench-preview-\(getpid())"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    guard let demo = try? Gallery.picture(demo: "wheel") else { say("error: the wheel demo"); exit(3) }
    let base = demo.spec.serialized(pretty: false)
    let wheelSpecs = ["Wake Up", "Get Up"].map { title in base.replacingOccurrences(of: #""text":"Wake Up""#, with: #""text":"\#(title)""#) }
    let offsets = (0..<36).map { String(Double($0) / 36) }.joined(separator: ", ")
    let batchSpecs = ["07", "08"].map { selection in
        #"{"output": "{name}-{offset}.png", "axes": {"scale": [3], "content.offset": [\#(offsets)]}, "pictures": [{"name": "wheel", "picture": {"padding": 16, "content": {"type": "wheel", "title": "Hour", "range": {"from": 0, "through": 23}, "format": "%02d", "selection": "\#(selection)"}}}]}"#
    }
    precondition(wheelSpecs[0] != wheelSpecs[1], "the wheel demo's title is not 'Wake Up'")
    say("preview: save to new images, polled every 50 ms as the page does (\(rounds) saves each, after 2):")
    var cases = [("wheel demo, light and dark", "spec.json", wheelSpecs, 2, rounds), ("36-image batch spec", "spec.json", batchSpecs, 36, rounds)]
    let seeds = ProcessInfo.processInfo.environment["SEEDS_DIR"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/shared/seeds/swift"
    if let block = try? String(contentsOfFile: seeds + "/wheel-picker.swift", encoding: .utf8) {
        // The block's tilt, as PickerRender's wheel holds it, written as the file writes it.
        let own = "position * " + PickerError.format(WheelPicker.block.tilt)
        let tilts = ["-40", PickerError.format(WheelPicker.block.tilt)].map { block.replacingOccurrences(of: own, with: "position * \($0)") }
        precondition(tilts[0] != tilts[1], "the wheel block's file has no '\(own)'")
        cases.append(("WheelPicker block's Swift file, its #Preview light and dark", "WheelPicker.swift", tilts, 2, min(rounds, 11)))
    } else {
        say("  (no Swift file timed: no seed folder at \(seeds))")
    }
    for (name, fileName, specs, images, rounds) in cases {
        let file = dir + "/" + fileName
        save(specs[1], to: file)
        guard let server = PreviewClient(binary: binary, file: file) else { say("error: preview did not start"); exit(3) }
        defer { server.stop() }
        // A Swift file's first build compiles the products when the cache has none.
        var shown = server.waitForImages(count: images, after: -1, seconds: 1200)
        var times: [Double] = []
        for i in 0..<(rounds + 2) {
            let start = monotonicSeconds()
            save(specs[i % 2], to: file)
            shown = server.waitForImages(count: images, after: shown.version, old: shown.digests)
            if i >= 2 { times.append((monotonicSeconds() - start) * 1000) }
        }
        times.sort()
        let median = times[times.count / 2], p95 = times[min(times.count - 1, Int((Double(times.count) * 0.95).rounded(.up)) - 1)]
        say(String(format: "  %@: median %.0f ms, p95 %.0f ms (%d images, %d saves)", name, median, p95, images, rounds))
        guard fileName.hasSuffix(".swift") else { continue }
        // A save that does not compile: from the save to its error on the page, then the fix.
        var broken: [Double] = []
        for _ in 0..<5 {
            let start = monotonicSeconds()
            save(specs[1] + "\n}\n", to: file)
            let version = server.waitForProblems(after: shown.version)
            broken.append((monotonicSeconds() - start) * 1000)
            save(specs[1], to: file)
            shown = server.waitForImages(count: images, after: version, old: [])
        }
        broken.sort()
        say(String(format: "  the same file saved with a syntax error: its error shown after median %.0f ms (5 saves)", broken[2]))
    }
}

private func monotonicSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// As an editor saves: a temporary beside the file, renamed over it.
private func save(_ text: String, to file: String) {
    let tmp = file + ".tmp"
    _ = FileManager.default.createFile(atPath: tmp, contents: Data(text.utf8))
    rename(tmp, file)
}

private final class PreviewClient {
    var pid: pid_t = 0
    var port = 0

    /// Starts `BINARY preview FILE` with its output on a pipe (its first line is the address) and
    /// its errors on /dev/null: posix_spawn, so this file names no standard stream of its own.
    init?(binary: String, file: String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let words: [String] = [binary, "preview", file]
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let rc = posix_spawn(&pid, binary, &actions, nil, &argv, environ)
        close(fds[1])
        defer { close(fds[0]) }
        guard rc == 0 else { return nil }
        var line = [UInt8](), byte: UInt8 = 0
        while read(fds[0], &byte, 1) == 1, byte != 10 { line.append(byte) }
        let text = String(decoding: line, as: UTF8.self)
        guard let r = text.range(of: "127.0.0.1:"), let p = Int(text[r.upperBound...].prefix { $0.isNumber }) else { return nil }
        port = p
    }

    func stop() {
        var status: Int32 = 0
        kill(pid, SIGTERM)
        waitpid(pid, &status, 0)
    }

    /// Polls every 50 ms until the state's version is past `after` with `count` images, then
    /// fetches each image not among `old`.
    func waitForImages(count: Int, after: Int, old: Set<String> = [], seconds: Int = 60) -> (version: Int, digests: Set<String>) {
        // 60 s at most: a save that changes no pixel is never shown (the bench's mistake, said so).
        for _ in 0..<(seconds * 20) {
            if let s = get("/state").flatMap({ try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }),
               let version = s["version"] as? Int, version > after, s["pending"] as? Bool == false,
               let images = s["images"] as? [[String: Any]], images.count == count {
                let digests = Set(images.compactMap { $0["digest"] as? String })
                for i in images where !old.contains(i["digest"] as? String ?? "") { _ = get(i["src"] as? String ?? "") }
                return (version, digests)
            }
            usleep(50_000)
        }
        say("error: no new images \(seconds) s after a save")
        exit(3)
    }

    /// Polls every 50 ms until the state's version is past `after` with a problem shown; its version.
    func waitForProblems(after: Int) -> Int {
        for _ in 0..<1200 {
            if let s = get("/state").flatMap({ try? JSONSerialization.jsonObject(with: Data($0)) as? [String: Any] }),
               let version = s["version"] as? Int, version > after, let problems = s["problems"] as? [Any], !problems.isEmpty {
                return version
            }
            usleep(50_000)
        }
        say("error: no error shown 60 s after a broken save")
        exit(3)
    }

    /// A GET's body (nil unless 200), over a fresh connection.
    func get(_ path: String) -> [UInt8]? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = in_port_t(UInt16(port).bigEndian)
        a.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let ok = withUnsafePointer(to: &a) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard ok == 0 else { return nil }
        let head = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = head.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var reply: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            reply += chunk[..<n]
        }
        guard reply.starts(with: Array("HTTP/1.1 200".utf8)) else { return nil }
        guard let end = (0..<max(0, reply.count - 3)).first(where: { reply[$0] == 13 && reply[$0 + 1] == 10 && reply[$0 + 2] == 13 && reply[$0 + 3] == 10 }) else { return nil }
        return Array(reply[(end + 4)...])
    }
}

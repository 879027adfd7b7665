// FileWatcher: wakes the preview's worker when a watched folder changes. On Linux it is inotify
// on each folder (a file written, closed, created, moved in or out, removed: what an editor's
// save does, whether it writes in place or renames a temporary over the file); when inotify
// cannot be used (no descriptor, a folder it cannot watch) or `polling` is asked for, every
// `pollInterval` is a possible change and the caller compares stamps (PreviewFiles). The
// descriptor is read only by the worker's thread; nothing here is shared.

import Foundation

package final class FileWatcher {
    package static let pollInterval = 100   // milliseconds
    private var fd: Int32 = -1
    private var watched: [String: Int32] = [:]
    private var lastPoll = 0.0
    package private(set) var polling: Bool

    package init(polling: Bool) {
        self.polling = polling
        if !polling {
            fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            if fd < 0 { self.polling = true }
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Watches each folder not watched yet (folders no longer named stay watched: a few at most).
    package func watch(_ folders: [String]) {
        guard !polling else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MODIFY)
        for folder in folders where watched[folder] == nil {
            let wd = inotify_add_watch(fd, folder, mask)
            if wd < 0 { continue }   // a folder that is gone: its parent's change is seen instead
            watched[folder] = wd
        }
    }

    /// Waits at most `milliseconds`; true when something may have changed. An event is followed
    /// by draining what comes within 15 ms, so one save (truncate, write, close) is one change.
    package func wait(milliseconds: Int32) -> Bool {
        if polling {
            usleep(UInt32(milliseconds) * 1000)
            let now = Date().timeIntervalSinceReferenceDate
            if (now - lastPoll) * 1000 >= Double(Self.pollInterval) { lastPoll = now; return true }
            return false
        }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, milliseconds) > 0 else { return false }
        drain()
        while true {
            var q = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&q, 1, 15) > 0 else { break }
            drain()
        }
        return true
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 16384)
        while buffer.withUnsafeMutableBytes({ read(fd, $0.baseAddress, $0.count) }) > 0 {}
    }
}

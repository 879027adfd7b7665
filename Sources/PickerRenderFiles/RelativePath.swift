// RelativePath: a path that came from data (a manifest's file name, a snapshot entry's image,
// a batch spec's output name, a name read from a folder) and that may only name something
// inside the folder it belongs to. Design and invariants:
// - It is a non-empty list of plain components: no component is empty (`a//b`, a trailing
//   `/`), `.` or `..`, none holds `/` or NUL, and none is longer than NAME_MAX (255 bytes), so
//   a name the file system would refuse (ENAMETOOLONG) is refused before any folder is made
//   for it. An absolute path is refused (its first component would be empty).
// - Components are bytes, not Strings: a name read from a folder need not be UTF-8, and must
//   still name that very file (`snapshots --orphans --delete`). A name from JSON is a String,
//   hence UTF-8. `description` shows bytes that are not UTF-8 as `\xNN`.
// - Two RelativePaths are equal when their components are, so `x.png` and `./x.png` cannot
//   both be one (the second is refused) and equal paths name the same file.

package struct RelativePath: Hashable, Sendable, CustomStringConvertible {
    /// Why a text is not a plain relative path, naming the text.
    package struct Invalid: Error, Equatable, CustomStringConvertible, Sendable {
        package let path: String
        package let reason: String
        package var description: String { "'\(path)' is not a plain relative path: \(reason)" }
    }

    /// The longest component a Linux file system takes (NAME_MAX).
    package static let maximumComponentBytes = 255

    package let components: [[UInt8]]

    /// Checks `text`: "a/b.png" is two components; "", "/a", "a//b", "a/", "./a", "a/../b" and
    /// a component with NUL or over 255 bytes are refused.
    package init(_ text: String) throws(Invalid) {
        if text.isEmpty { throw Invalid(path: text, reason: "it is empty") }
        if text.utf8.first == UInt8(ascii: "/") { throw Invalid(path: text, reason: "it is absolute") }
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Array.init)
        try self.init(components: parts, shown: text)
    }

    /// A path from components (each one name inside its folder, e.g. read from a folder).
    package init(components: [[UInt8]]) throws(Invalid) {
        try self.init(components: components, shown: Self.show(components))
    }

    private init(components: [[UInt8]], shown: String) throws(Invalid) {
        guard !components.isEmpty else { throw Invalid(path: shown, reason: "it is empty") }
        for c in components {
            if let reason = Self.problem(c) { throw Invalid(path: shown, reason: reason) }
        }
        self.components = components
    }

    /// Why one component is not a plain name, or nil.
    static func problem(_ c: [UInt8]) -> String? {
        if c.isEmpty { return "it has an empty component (a doubled or trailing '/')" }
        if c == [UInt8(ascii: ".")] { return "it has a '.' component" }
        if c == [UInt8(ascii: "."), UInt8(ascii: ".")] { return "it has a '..' component" }
        if c.contains(0) { return "it contains a NUL byte" }
        if c.contains(UInt8(ascii: "/")) { return "a component contains '/'" }
        if c.count > maximumComponentBytes { return "a component is longer than \(maximumComponentBytes) bytes" }
        return nil
    }

    /// The last component.
    package var name: [UInt8] { components[components.count - 1] }

    /// The folders above the last component (empty for a name in the folder itself).
    package var folders: ArraySlice<[UInt8]> { components.dropLast() }

    /// This path with `name` appended.
    package func appending(_ name: [UInt8]) throws(Invalid) -> RelativePath {
        try RelativePath(components: components + [name])
    }

    /// The path's text; bytes that are not UTF-8 shown as `\xNN`.
    package var description: String { Self.show(components) }

    /// Whether every component is valid UTF-8 (so `description` is the name itself).
    package var isUTF8: Bool { components.allSatisfy { String(validating: $0, as: UTF8.self) != nil } }

    static func show(_ components: [[UInt8]]) -> String {
        components.map(showName).joined(separator: "/")
    }

    /// One name as text: itself when it is UTF-8, else its valid runs with `\xNN` for each
    /// byte that is not.
    package static func showName(_ bytes: [UInt8]) -> String {
        if let s = String(validating: bytes, as: UTF8.self) { return s }
        var out = "", i = 0
        while i < bytes.count {
            // The longest valid UTF-8 sequence at i (1 to 4 bytes), else one escaped byte.
            var taken = false
            for n in stride(from: min(4, bytes.count - i), through: 1, by: -1) {
                if let s = String(validating: bytes[i..<i + n], as: UTF8.self), s.unicodeScalars.count == 1 {
                    out += s; i += n; taken = true; break
                }
            }
            if !taken {
                let hex = String(bytes[i], radix: 16, uppercase: true)
                out += "\\x" + (hex.count == 1 ? "0" : "") + hex
                i += 1
            }
        }
        return out
    }
}

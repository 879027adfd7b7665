// Test helper: the repository's root, found from this file by walking up to Package.swift, so a
// test finds README.md, docs/ and spec.schema.json wherever in Tests/ its file lives.

import Foundation

enum Repository {
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            precondition(dir.path != "/", "no Package.swift above \(#filePath)")
            dir.deleteLastPathComponent()
        }
        return dir
    }()
}

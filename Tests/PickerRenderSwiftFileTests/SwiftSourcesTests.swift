// What `render` and `preview` read of a Swift file or folder, before anything is built: regular
// files only, bounded, a folder's *.swift files in name order, shown as the user named them;
// and the host it would build: named by the file and the views, a view that is not declared
// refused with the names that are, the manifest depending on the products only.

import Foundation
import Testing
import PickerRenderSwiftFile

struct SwiftSourcesTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.path + "/swift-sources-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/Views", withIntermediateDirectories: true)
        try "import SwiftUI\nstruct B: View { var body: some View { Text(\"b\") } }\n".write(toFile: folder + "/Views/B.swift", atomically: true, encoding: .utf8)
        try "import SwiftUI\nstruct A: View { var body: some View { B() } }\n#Preview { A() }\n".write(toFile: folder + "/Views/A.swift", atomically: true, encoding: .utf8)
        try "{}".write(toFile: folder + "/Views/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Views/Link.swift", withDestinationPath: "/etc/passwd")
    }

    func environment() -> [String: String] {
        ["PICKER_RENDER_CACHE": folder + "/cache", "PICKER_RENDER_PACKAGE": SwiftFileHostPaths.packageRoot]
    }

    @Test func aFolderIsItsSwiftFilesInNameOrderAndNoLink() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = try #require(SwiftSources(path: folder + "/Views"))
        #expect(s.isFolder)
        #expect(SwiftSources.isSwift(folder + "/Views"))
        let files = try s.read()
        #expect(files.map(\.path) == [folder + "/Views/A.swift", folder + "/Views/B.swift"])
        #expect(files[0].scanned.previews.count == 1)
    }

    @Test func aFileIsReadAsARegularFileAndBounded() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(SwiftSources(path: folder + "/nothing.swift") == nil)
        let big = folder + "/Big.swift"
        try String(repeating: "// x\n", count: SwiftSources.maximumBytes / 5 + 1).write(toFile: big, atomically: true, encoding: .utf8)
        #expect(throws: SwiftFileError.self) { try SwiftSources(path: big)!.read() }
        let fifo = folder + "/Pipe.swift"
        #expect(mkfifo(fifo, 0o600) == 0)
        // Refused without blocking on the FIFO.
        #expect(throws: SwiftFileError.self) { try SwiftSources(path: fifo)!.read() }
        try "struct M {}\n".write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        #expect(throws: SwiftFileError.self) { try SwiftSources(path: folder + "/main.swift")!.read() }
    }

    @Test func theHostIsNamedByTheFileAndTheViews() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = try #require(SwiftSources(path: folder + "/Views"))
        let plain = try SwiftFileHost(sources: s, views: [], environment: environment())
        let withB = try SwiftFileHost(sources: s, views: ["B"], environment: environment())
        #expect(plain.target.hasPrefix("ViewHost_") && plain.target.count == 21)
        #expect(plain.target != withB.target)
        #expect(plain.target == (try SwiftFileHost(sources: s, views: [], environment: environment())).target)
        #expect(plain.folder == folder + "/cache/swift-hosts")
        #expect(try withB.entries().map(\.title) == ["Preview", "B"])
        #expect(throws: SwiftFileError.noSuchView(name: "C", file: folder + "/Views", known: ["A", "B"])) {
            try SwiftFileHost(sources: s, views: ["C"], environment: environment()).entries()
        }
    }

    @Test func withoutThePackageOrACacheNothingIsBuilt() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = try #require(SwiftSources(path: folder + "/Views"))
        #expect(throws: SwiftFileError.self) { try SwiftFileHost(sources: s, views: [], environment: ["PICKER_RENDER_PACKAGE": folder, "HOME": folder]) }
        #expect(throws: SwiftFileError.self) { try SwiftFileHost(sources: s, views: [], environment: ["PICKER_RENDER_PACKAGE": SwiftFileHostPaths.packageRoot]) }
        let error = SwiftFileError.cannotBuild("x")
        #expect(error.isEnvironment)
        #expect(!SwiftFileError.nothingToDraw(file: "A.swift").isEnvironment)
    }
}

enum SwiftFileHostPaths {
    /// <root>/Tests/PickerRenderSwiftFileTests/SwiftSourcesTests.swift
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
}

// Support for the CLI tests: finds the built `picker-render`, runs it in a fresh temporary
// directory with Foundation's Process, and reads PNG sizes from the IHDR chunk.

import Foundation
import Testing

struct CLIError: Error, CustomStringConvertible {
    var description: String
}

/// The result of one run of `picker-render`.
struct RunResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "status \(status)\nstdout: \(stdout.prefix(400))\nstderr: \(stderr)" }

    /// stderr split into lines (a final newline does not make an empty last line).
    var stderrLines: [String] {
        var s = stderr
        if s.hasSuffix("\n") { s.removeLast() }
        return s.isEmpty ? [] : s.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

enum CLI {
    /// Package root, from this file's path: <root>/Tests/PickerRenderCommandLineTests/Support.swift.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The executable: `PICKER_RENDER_CLI` if set; else beside the running test bundle (same
    /// configuration and triple, e.g. .build/x86_64-unknown-linux-gnu/release/); else the
    /// package's .build/debug or .build/release.
    static func binary() throws -> URL {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["PICKER_RENDER_CLI"], !env.isEmpty {
            candidates.append(URL(fileURLWithPath: env))
        }
        // The products directory of the running tests: on Linux Bundle.main.bundlePath is that
        // directory and argv[0] is the .xctest file inside it.
        candidates.append(URL(fileURLWithPath: Bundle.main.bundlePath).appendingPathComponent("picker-render"))
        if let argv0 = CommandLine.arguments.first, !argv0.isEmpty {
            candidates.append(URL(fileURLWithPath: argv0).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("picker-render"))
        }
        for config in ["debug", "release"] {
            candidates.append(packageRoot.appendingPathComponent(".build/\(config)/picker-render"))
        }
        for c in candidates {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: c.path, isDirectory: &isDir), !isDir.boolValue, fm.isExecutableFile(atPath: c.path) {
                return c
            }
        }
        throw CLIError(description: """
            picker-render is not built: run `swift build` (or `swift build -c release`) first, \
            or set PICKER_RENDER_CLI. Looked in:
            \(candidates.map(\.path).joined(separator: "\n"))
            """)
    }

    /// Runs picker-render with `arguments` in `directory`; stdout and stderr go to files (no
    /// pipe to fill up), which are removed afterwards. `environment` is set over the test's own.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> RunResult {
        let fm = FileManager.default
        let outURL = fm.temporaryDirectory.appendingPathComponent("cli-out-\(UUID().uuidString)")
        let errURL = fm.temporaryDirectory.appendingPathComponent("cli-err-\(UUID().uuidString)")
        guard fm.createFile(atPath: outURL.path, contents: nil), fm.createFile(atPath: errURL.path, contents: nil) else {
            throw CLIError(description: "cannot create capture files in \(fm.temporaryDirectory.path)")
        }
        defer { try? fm.removeItem(at: outURL); try? fm.removeItem(at: errURL) }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let p = Process()
        p.executableURL = try binary()
        p.arguments = arguments
        p.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["PICKER_RENDER_FONTS"] = nil   // use the package's Fonts/ (found from the binary's sources)
        env.merge(environment) { $1 }
        p.environment = env
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try p.runRetryingRacedDescriptors()
        p.waitUntilExit()
        try out.close(); try err.close()
        #expect(p.terminationReason == .exit, "picker-render \(arguments) crashed (signal \(p.terminationStatus))")
        return RunResult(status: p.terminationStatus,
                         stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                         stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}

/// A fresh temporary directory, removed when the test's closure returns.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let fm = FileManager.default
    let dir = fm.temporaryDirectory.appendingPathComponent("picker-render-cli-\(UUID().uuidString)")
    try fm.createDirectory(at: dir, withIntermediateDirectories: false)
    defer { try? fm.removeItem(at: dir) }
    return try body(dir)
}

/// Width and height from a PNG's signature and IHDR chunk (bytes 16..<24), or nil if the file
/// does not start like a PNG.
func pngSize(_ url: URL) throws -> (width: Int, height: Int)? {
    let b = [UInt8](try Data(contentsOf: url))
    guard b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
          b[12..<16].elementsEqual(Array("IHDR".utf8)) else { return nil }
    func be32(_ i: Int) -> Int { b[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
}

/// Names of the entries in `dir`, sorted ([] if it does not exist).
func listing(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
}

func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

extension Process {
    /// `run()`, again when the spawn failed with EBADF: Foundation on Linux asks posix_spawn to
    /// close every descriptor it saw open, so one that another test's thread closes meanwhile
    /// (a pipe of its own) fails the spawn before anything runs (seen once in a full suite).
    func runRetryingRacedDescriptors() throws {
        for attempt in 1... {
            do { return try run() } catch let error as NSError {
                let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
                guard attempt < 5, underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(EBADF) else { throw error }
            }
        }
    }
}

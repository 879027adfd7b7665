// `picker-render fonts` lists every face with its state (present, missing, different) and the
// font set's identity; `fonts pack DIR` writes a font pack that, moved to another folder, draws
// byte-identical PNGs; a pack is never written over a folder with anything in it, nor made from
// a set with a face missing.

import Foundation
import Testing
import PickerRenderText

@Suite struct FontsCommandTests {
    /// A fonts directory like the package's, with its lock rewritten by `edit`.
    static func fontsDirectory(in parent: URL, editing edit: (String) -> String) throws -> URL {
        let fm = FileManager.default
        let source = TextEngine.defaultFontsDirectory
        let dir = parent.appendingPathComponent("fonts")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        for sub in ["Inter", "Quicksand", "Noto", "licenses"] {
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent(sub).path, withDestinationPath: source + "/" + sub)
        }
        let lock = try String(contentsOfFile: source + "/fonts.lock", encoding: .utf8)
        try Data(edit(lock).utf8).write(to: dir.appendingPathComponent("fonts.lock"))
        return dir
    }

    @Test func theListNamesEveryFaceAndItsState() throws {
        try withTemporaryDirectory { tmp in
            // The CJK faces where nothing is; the Thai face pinned with another digest.
            let fonts = try Self.fontsDirectory(in: tmp) { lock in
                lock.replacingOccurrences(of: "/usr/share/fonts/opentype/noto/", with: "/nonexistent/")
                    .split(separator: "\n").map { line in
                        line.contains("NotoSansThai-Regular") ? String(repeating: "0", count: 64) + line.dropFirst(64) : String(line)
                    }.joined(separator: "\n")
            }
            let r = try CLI.run(["fonts", "--fonts", fonts.path], in: tmp)
            #expect(r.status == 0, "\(r)")
            let lines = r.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("fonts directory \(fonts.path): font set ") == true, "\(r)")
            func state(_ name: String) -> String? { lines.first { $0.contains(" \(name) ") }?.split(separator: " ").first.map(String.init) }
            #expect(state("Inter/Inter-roman.var.ttf") == "present")
            #expect(state("NotoSansCJK-Regular.ttc") == "missing")
            #expect(state("NotoSansThai-Regular.ttf") == "different")
            #expect(state("NotoColorEmoji.ttf") == "present")
            #expect(lines.count == 1 + 4 + 13, "four bundled faces and thirteen pinned ones: \(r)")
            let check = try CLI.run(["fonts", "--fonts", fonts.path, "--check"], in: tmp)
            #expect(check.status == 3, "\(check)")
            // A pack cannot be made of what is not here, and nothing is left behind.
            let pack = try CLI.run(["fonts", "--fonts", fonts.path, "pack", "pack"], in: tmp)
            expectFailure(pack, status: 3, naming: ["NotoSansCJK-Regular.ttc is missing", "NotoSansThai-Regular.ttf is different"])
            #expect(listing(tmp) == ["fonts"])
        }
    }

    @Test func aPackMovedElsewhereDrawsTheSameBytes() throws {
        try withTemporaryDirectory { tmp in
            let made = try CLI.run(["fonts", "pack", "made"], in: tmp)
            #expect(made.status == 0 && made.stdout.contains("font set "), "\(made)")
            try FileManager.default.moveItem(at: tmp.appendingPathComponent("made"), to: tmp.appendingPathComponent("moved"))
            let listed = try CLI.run(["fonts", "--fonts", "moved", "--check"], in: tmp)
            #expect(listed.status == 0 && listed.stdout.hasPrefix("font pack moved: font set "), "\(listed)")
            #expect(!listed.stdout.contains("/usr/share"), "the pack holds every face itself: \(listed.stdout)")
            let home = try CLI.run(["fonts"], in: tmp)
            let identity = { (s: String) in s.split(separator: "\n").first?.split(separator: " ").last }
            #expect(identity(home.stdout) == identity(listed.stdout), "a pack has the identity of the set it was made from")
            let args = ["wheel", "--values", "Wake 日本,🍎 Apple,مرحبا,שלום,नमस्ते,สวัสดี", "--selection", "🍎 Apple", "--scale", "2"]
            let a = try CLI.run(args + ["--output", "home.png"], in: tmp)
            let b = try CLI.run(args + ["--fonts", "moved", "--output", "pack.png"], in: tmp)
            #expect(a.status == 0 && b.status == 0, "\(a)\n\(b)")
            #expect(try Data(contentsOf: tmp.appendingPathComponent("home.png")) == Data(contentsOf: tmp.appendingPathComponent("pack.png")))
        }
    }

    @Test func aPackIsNeverWrittenOverAFolderWithAnythingInIt() throws {
        try withTemporaryDirectory { tmp in
            let taken = tmp.appendingPathComponent("taken")
            try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
            try Data("mine".utf8).write(to: taken.appendingPathComponent("notes.txt"))
            let r = try CLI.run(["fonts", "pack", "taken"], in: tmp)
            expectFailure(r, status: 2, naming: ["'taken' exists and is not an empty folder"])
            #expect(listing(taken) == ["notes.txt"] && listing(tmp) == ["taken"])
            let file = try CLI.run(["fonts", "pack", "taken/notes.txt"], in: tmp)
            #expect(file.status == 2, "\(file)")
            #expect(try String(contentsOf: taken.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        }
    }
}

// The `picker-render` command lines of the documentation's shell blocks (README.md and
// docs/*.md), as written there: each render command is run in a fresh folder, in its block's
// order (so `--print-spec > hours.json` makes the file the next line draws), and must succeed;
// the others (batch, gallery, snapshots), whose documented runs need a whole set or a test run,
// must name only flags their command's --help lists. A documented line that stops working, or
// a flag that is renamed, fails here.

import Foundation
import Testing

@Suite struct DocumentedCommandTests {
    struct Block: CustomStringConvertible, Sendable {
        var file: String
        var commands: [[String]]
        var description: String { "\(file): \(commands.map { $0.joined(separator: " ") })" }
    }

    /// The commands that draw one picture (or print one), run for real.
    static let runnable: Set<String> = ["wheel", "ruler", "segmented", "system-wheel", "menu", "inline",
                                        "weight-picker", "date-picker", "render", "schema", "--version"]

    /// Shell words of one command line: quotes and backslashes as the shell reads them, a `#`
    /// comment cut off.
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", inWord = false
        var quote: Character? = nil
        var chars = Array(line)[...]
        while let c = chars.popFirst() {
            if let q = quote {
                if c == q { quote = nil } else if c == "\\", q == "\"", let n = chars.popFirst() { word.append(n) } else { word.append(c) }
            } else if c == "'" || c == "\"" { quote = c; inWord = true
            } else if c == "\\" { if let n = chars.popFirst() { word.append(n); inWord = true }
            } else if c == " " || c == "\t" { if inWord { words.append(word); word = ""; inWord = false }
            } else if c == "#", !inWord { break
            } else { word.append(c); inWord = true }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Every ```sh block of README.md and docs/*.md that runs picker-render: its command lines
    /// (continuations joined), each from the word after `picker-render`.
    static var blocks: [Block] {
        let root = CLI.packageRoot
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        var blocks: [Block] = []
        for file in ["README.md"] + docs {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for chunk in text.components(separatedBy: "```sh\n").dropFirst() {
                let body = chunk.components(separatedBy: "```")[0].replacingOccurrences(of: "\\\n", with: " ")
                let commands = body.split(separator: "\n").map { words(String($0)) }.compactMap { w -> [String]? in
                    guard let i = w.firstIndex(where: { $0 == "picker-render" || $0.hasSuffix("/picker-render") }) else { return nil }
                    return Array(w[(i + 1)...])
                }
                if !commands.isEmpty { blocks.append(Block(file: file, commands: commands)) }
            }
        }
        return blocks
    }

    @Test func theDocumentationHasCommands() {
        let all = Self.blocks.flatMap(\.commands)
        #expect(all.count >= 20, "\(all.count) commands found")
        #expect(Self.words(#"a "b c" 'd e' f\ g # h"#) == ["a", "b c", "d e", "f g"])
    }

    @Test(arguments: blocks)
    func documentedCommandsWork(_ block: Block) throws {
        try withTemporaryDirectory { dir in
            // The fonts the documentation's own-font example names, standing in for yours.
            let fm = FileManager.default
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("MyFont.otf").path,
                                      withDestinationPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("MyFamily.ttc").path,
                                      withDestinationPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
            // The example specs the documentation draws (docs/examples/...), as in a checkout.
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("docs").path,
                                      withDestinationPath: CLI.packageRoot.appendingPathComponent("docs").path)
            // The SwiftUI file the documentation draws: the wheel block's, as teams copy it.
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("WheelPicker.swift").path,
                                      withDestinationPath: SwiftFileRenderTests.seeds + "/wheel-picker.swift")
            for var command in block.commands {
                var redirect: String?
                if let i = command.firstIndex(of: ">"), i + 1 < command.count {
                    redirect = command[i + 1]
                    command.removeSubrange(i...)
                }
                let name = command.first ?? "gallery"
                if Self.runnable.contains(name) {
                    let run = try CLI.run(command, in: dir, environment: SwiftFileRenderTests.environment)
                    #expect(run.status == 0, "\(block.file): picker-render \(command.joined(separator: " ")): \(run)")
                    if let redirect { try Data(run.stdout.utf8).write(to: dir.appendingPathComponent(redirect)) }
                } else {
                    let help = try CLI.run([name, "--help"], in: dir)
                    #expect(help.status == 0, "\(block.file): \(name) --help: \(help)")
                    for flag in command.dropFirst() where flag.hasPrefix("--") {
                        #expect(help.stdout.contains(flag), "\(block.file): picker-render \(command.joined(separator: " ")): \(name) --help has no \(flag)")
                    }
                }
            }
        }
    }
}

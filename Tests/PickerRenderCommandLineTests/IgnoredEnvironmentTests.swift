// What a control's `--help` says it ignores, held to its pixels both ways: for every control's
// command, each environment flag its help lists under "Environment flags this control ignores"
// draws the same bytes at every value tried, and each flag it does not list changes the
// picture. docs/command-line.md's table says the same (checked here too).

import Foundation
import Testing

@Suite struct IgnoredEnvironmentTests {
    /// Each control's command with what it needs to draw.
    static let commands: [String: [String]] = [
        "wheel": ["--values", "07,08,09", "--selection", "08"], "ruler": [],
        "segmented": ["--options", "Day,Week,Month", "--selection", "Week"], "system-wheel": ["--options", "1,2,3"],
        "menu": [], "inline": [], "weight-picker": [],
    ]
    /// The values each flag is drawn at (a switch: without it, then with it).
    static let values: [String: [[String]]] = [
        "--dynamic-type": [["--dynamic-type", "xSmall"], ["--dynamic-type", "AX5"]],
        "--reduce-motion": [[], ["--reduce-motion"]],
        // A right-to-left locale also lays the picture out right to left, as --layout-direction
        // rtl does (which no control ignores): ar_EG is drawn with its direction pinned, so what
        // is tested is the locale's text and numbers.
        "--locale": [["--locale", "en_US"], ["--locale", "de_DE"], ["--locale", "ar_EG", "--layout-direction", "ltr"]],
    ]

    /// The flags a help lists as ignored.
    static func ignored(_ help: String) -> Set<String> {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Environment flags this control ignores") }) else { return [] }
        var out = Set<String>()
        for line in lines[(start + 1)...] {
            guard line.hasPrefix("  --") else { break }
            out.insert(String(line.dropFirst(2).prefix { $0 != " " }))
        }
        return out
    }

    @Test(arguments: commands.keys.sorted())
    func theHelpSaysWhatTheControlIgnores(_ command: String) throws {
        try withTemporaryDirectory { dir in
            let help = try CLI.run([command, "--help"], in: dir)
            #expect(help.status == 0)
            let listed = Self.ignored(help.stdout)
            for (flag, settings) in Self.values {
                var drawn = Set<Data>()
                for (i, setting) in settings.enumerated() {
                    let r = try CLI.run([command] + Self.commands[command]! + setting + ["--output", "\(i).png"], in: dir)
                    #expect(r.status == 0, "\(r)")
                    drawn.insert(try Data(contentsOf: dir.appendingPathComponent("\(i).png")))
                }
                if listed.contains(flag) {
                    #expect(drawn.count == 1, "\(command) --help says it ignores \(flag), but its pictures differ")
                } else {
                    #expect(drawn.count > 1, "\(command) draws the same pixels at every \(flag), and its --help does not say so")
                }
            }
            // docs/command-line.md's table of ignored flags names the same ones.
            let page = try String(contentsOf: CLI.packageRoot.appendingPathComponent("docs/command-line.md"), encoding: .utf8)
            let row = page.split(separator: "\n").first { $0.hasPrefix("| `\(command)` |") }.map(String.init) ?? ""
            let inRow = Set(Self.values.keys.filter { row.contains("`\($0)`") })
            #expect(inRow == listed, "docs/command-line.md's row for \(command): \(row)")
        }
    }
}

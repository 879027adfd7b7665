// SpecFlags: a control's flags are its spec fields, so the command line and a spec file name,
// document and check a parameter the same way.

import Foundation
import PickerRender
@testable import PickerRenderCommandLine
import Testing

@Suite struct SpecFlagsTests {
    static let derived: [SpecFlags] = [WheelCommand.flags, RulerCommand.flags, SegmentedCommand.flags, MenuCommand.flags,
                                       InlineCommand.flags, WeightPickerCommand.flags]

    @Test func aFlagIsItsFieldInTheShellsSpelling() {
        #expect(SpecFlags.flagName("tickSpacing") == "tick-spacing")
        #expect(SpecFlags.flagName("selectedTextColor") == "selected-text-color")
        #expect(SpecFlags.flagName("title") == "title")
    }

    /// Every field a command line can hold is a flag, in the options and in --help, with its
    /// field's help line; no flag without a field.
    @Test(arguments: derived.indices)
    func everyFieldIsAFlagWithItsHelp(_ i: Int) {
        let flags = Self.derived[i]
        let names = flags.control.specFields.compactMap { SpecFlags.metavar($0.kind) == nil ? nil : SpecFlags.flagName($0.name) }
        let lists = flags.fields.filter(SpecFlags.isList).map { SpecFlags.flagName($0.name) + "-file" }
        let ranges = flags.flags.filter(\.inRange).map(\.name)
        // An object of flat fields (a font) is a flag a field: rowFont.style is --row-font-style.
        let grouped = flags.control.specFields.flatMap { f in
            (SpecFlags.groupFields(f) ?? []).map { SpecFlags.flagName(f.name) + "-" + SpecFlags.flagName($0.name) }
        }
        #expect(flags.options == Set(names + lists + ranges + grouped + flags.aliases.map(\.alias)))
        #expect(!names.isEmpty)
        for field in flags.fields {
            let own = SpecFlags.groupFields(field).map { sub in sub.map { (SpecFlags.flagName(field.name) + "-" + SpecFlags.flagName($0.name), $0) } }
            for (name, f) in own ?? [(SpecFlags.flagName(for: field), field)] {
                let flag = "--" + name
                #expect(flags.help.contains(flag) && flags.usage.contains { $0.contains(flag) })
                #expect(flags.field(forFlag: name)?.name == f.name)
                // The field's help, with other fields named by their flags.
                #expect(flags.help.contains(String(f.help.prefix(12))), "\(flag): \(f.help)")
            }
        }
    }

    /// A font's fields are flags of their own (`--row-font-style`), introduced by the font's
    /// help; the flags given make the font's object, the ones left out are not written.
    @Test func anObjectOfFlatFieldsIsAFlagAField() throws {
        #expect(WheelCommand.flags.help.contains("--row-font-weight regular|medium|semibold|bold"))
        #expect(WheelCommand.flags.help.contains("the rows' font: font weight (default semibold)"))
        #expect(RulerCommand.flags.help.contains("--label-font-style "))
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["wheel", "--values", "a,b", "--row-font-design", "rounded", "--print-spec"], in: dir)
            #expect(r.status == 0)
            let compact = r.stdout.filter { !$0.isWhitespace }
            #expect(compact.contains(#""rowFont":{"design":"rounded"}"#), "\(r.stdout)")
            let plain = try CLI.run(["wheel", "--values", "a,b", "--print-spec"], in: dir)
            #expect(!plain.stdout.contains("rowFont"))
        }
    }

    /// A value the field's range refuses is refused on the command line, naming the flag and the
    /// text, and in a spec, naming the JSON path: one rule.
    @Test func oneLimitForTheFlagAndTheSpec() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(["ruler", "--tick-spacing", "5000", "--output", "r.png"], in: dir)
            #expect(r.status == 2 && r.stderr.contains("--tick-spacing: '5000' is not a number up to \(Limits.maximumLengthText)"))
            let ok = try CLI.run(["ruler", "--tick-spacing", "4096", "--print-spec"], in: dir)
            #expect(ok.status == 0)
            let spec = ok.stdout.replacingOccurrences(of: "\"tickSpacing\": 4096", with: "\"tickSpacing\": 5000")
            #expect(spec != ok.stdout)
            try spec.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
            let refused = try CLI.run(["render", "s.json", "--output", "r.png"], in: dir)
            #expect(refused.status == 2 && refused.stderr.contains("content.tickSpacing"))
            #expect(listing(dir) == ["s.json"])
        }
    }

    /// A rule the control checks as it lays out is shown under its flag, other messages as they are.
    @Test func laterRulesAreShownUnderTheirFlag() {
        let flags = SegmentedCommand.flags
        #expect(flags.relabel("content.selection: 'z' is not one of the values (x, y)", under: "content")
                == "--selection: 'z' is not one of the values (x, y)")
        #expect(flags.relabel("selectedTextColor: bad", under: "") == "--selected-text-color: bad")
        #expect(flags.relabel("content.children[0].selection: x", under: "content") == nil)
        #expect(flags.relabel("width: '3' is too small", under: "") == nil)
    }

    /// `A...B` is the command line's form of a {from, through} range, checked as the spec checks it.
    @Test func rangesAreWrittenAsTheyAreInSwift() throws {
        let range = try #require(RulerCommand.flags.field(forFlag: "range"))
        #expect(try SpecFlags.value("40...120", for: range, flag: "range")
                == .object([("from", .number(40)), ("through", .number(120))]))
        for bad in ["40..120", "120...40", "a...b", "nan...1"] {
            #expect(throws: UsageError.self) { try SpecFlags.value(bad, for: range, flag: "range") }
        }
    }
}

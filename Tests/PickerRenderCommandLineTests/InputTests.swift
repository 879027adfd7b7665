// Input that does not surprise: colours in every form and the error listing the
// valid names, locales Foundation knows, layout directions, lists with commas through
// --values-file, selections whose error shows the values looked in. Each bad input is exit 2
// with one `error:` line naming the value, and nothing is written.

import Foundation
import Testing

@Suite struct InputTests {
    struct Case: CustomStringConvertible, Sendable {
        let args: [String], naming: [String]
        var description: String { args.joined(separator: " ") }
    }

    static let ruler = ["ruler", "--scale", "1"]
    static let wheel = ["wheel", "--scale", "1"]

    static let bad: [Case] = [
        Case(args: ruler + ["--tint", "salmon"], naming: ["--tint", "'salmon'", "indigo", "gray6"]),
        Case(args: ruler + ["--tint", "#F6"], naming: ["--tint", "'#F6'"]),
        Case(args: ruler + ["--tint", "#GG0000"], naming: ["--tint", "'#GG0000'"]),
        Case(args: ruler + ["--background", "#12345"], naming: ["--background", "'#12345'", "systemBackground"]),
        Case(args: ruler + ["--background", "#FF00FF0"], naming: ["--background", "'#FF00FF0'"]),
        Case(args: ruler + ["--locale", "xx_YY"], naming: ["--locale", "'xx_YY'"]),
        Case(args: ruler + ["--locale", "en US"], naming: ["--locale", "'en US'"]),
        Case(args: ruler + ["--locale", ""], naming: ["--locale", "''"]),
        Case(args: ruler + ["--layout-direction", "sideways"], naming: ["--layout-direction", "'sideways'"]),
        Case(args: ruler + ["--dynamic-type", "huge"], naming: ["--dynamic-type", "'huge'"]),
        Case(args: ruler + ["--increase-contrast=yes"], naming: ["--increase-contrast"]),
        Case(args: wheel + ["--values-file", "missing.txt"], naming: ["--values-file", "'missing.txt'"]),
        Case(args: wheel + ["--values-file", "/dev/null"], naming: ["--values-file", "'/dev/null'"]),
        Case(args: wheel + ["--values-file", "dupes.txt"], naming: ["--values-file", "duplicate", "'a, b'"]),
        Case(args: wheel + ["--values", "a,b", "--values-file", "values.txt"], naming: ["--values", "--values-file"]),
        Case(args: wheel + ["--values", "a,,b"], naming: ["--values", "'a,,b'", "position 2"]),
        Case(args: wheel + ["--values", ""], naming: ["--values", "''"]),
        Case(args: wheel + ["--values", "a,b,c", "--selection", "d"], naming: ["--selection", "'d'", "(a, b, c)"]),
        Case(args: ["segmented", "--scale", "1", "--options", "x,y", "--selection", "z"], naming: ["--selection", "'z'", "(x, y)"]),
        Case(args: ["segmented", "--scale", "1", "--options", "x,x"], naming: ["--options", "duplicate", "'x'"]),
        Case(args: ["system-wheel", "--scale", "1", "--column", "a,b:c"], naming: ["--column", "'a,b:c'", "'c'"]),
    ]

    /// An output name with another image extension is a mistake (exit 2), not a format choice.
    @Test func anotherImageExtensionIsRefused() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.wheel + ["--values", "a,b", "--output", "w.jpg"], in: dir)
            expectFailure(r, status: 2, naming: ["--output", "'w.jpg'"])
            #expect(listing(dir) == [])
        }
    }

    @Test func outputDashWritesThePNGToStandardOutput() throws {
        try withTemporaryDirectory { dir in
            let r = try CLI.run(Self.wheel + ["--values", "a,b", "--output", "-"], in: dir)
            #expect(r.status == 0 && listing(dir) == [])
            // (stdout is read as UTF-8 text, so the signature's 0x89 is lost: look for its ASCII.)
            #expect(r.stdout.contains("PNG\r\n") && r.stdout.contains("IHDR") && r.stdout.contains("IEND"), "stdout is not a PNG")
        }
    }

    @Test(arguments: bad)
    func badInputExits2NamingTheValue(_ c: Case) throws {
        try withTemporaryDirectory { dir in
            try Data("a, b\nc\na, b\n".utf8).write(to: dir.appendingPathComponent("dupes.txt"))
            try Data("a, b\nc\n".utf8).write(to: dir.appendingPathComponent("values.txt"))
            let r = try CLI.run(c.args + ["--output", "out.png"], in: dir)
            expectFailure(r, status: 2, naming: c.naming)
            #expect(!listing(dir).contains("out.png"))
        }
    }

    @Test func valuesWithCommasComeFromAFile() throws {
        try withTemporaryDirectory { dir in
            try Data("Chocolate, dark\nVanilla\n\nStrawberry, wild\n".utf8).write(to: dir.appendingPathComponent("v.txt"))
            let r = try CLI.run(Self.wheel + ["--values-file", "v.txt", "--selection", "Strawberry, wild", "--print-spec"], in: dir)
            #expect(r.status == 0, "\(r)")
            #expect(r.stdout.contains(#""values": ["Chocolate, dark", "Vanilla", "Strawberry, wild"]"#), "\(r.stdout)")
        }
    }

    @Test func everyColourFormDraws() throws {
        try withTemporaryDirectory { dir in
            for tint in ["#F60", "#FF6600", "#FF660080", "systemMint", "gray6", "SECONDARY"] {
                let r = try CLI.run(Self.ruler + ["--tint", tint, "--increase-contrast", "--output", "r.png"], in: dir)
                #expect(r.status == 0, "\(tint): \(r)")
            }
        }
    }
}

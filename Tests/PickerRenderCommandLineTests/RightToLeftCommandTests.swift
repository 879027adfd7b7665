// `--layout-direction rtl` through the commands: the scene dump and the sidecar carry
// the controls' mirrored insides. Each figure is checked against the same command left to right.

import Foundation
import Testing

@Suite struct RightToLeftCommandTests {
    typealias Dict = [String: Any]

    static func json(_ text: String) throws -> Dict {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? Dict)
    }

    /// Text nodes anywhere in a dump, with their frames in the parent layer's space.
    static func texts(_ d: Dict) -> [(string: String, x: Double, width: Double)] {
        (d["children"] as? [Dict] ?? []).flatMap { c -> [(String, Double, Double)] in
            if c["kind"] as? String == "text", let f = c["frame"] as? [String: Double] {
                return [(c["string"] as? String ?? "", f["x"] ?? .nan, f["width"] ?? .nan)]
            }
            return texts(c)
        }
    }

    static func run(_ args: [String]) throws -> Dict {
        var out: Dict = [:]
        try withTemporaryDirectory { dir in
            let r = try CLI.run(args + ["--dump-scene", "--scale", "1"], in: dir)
            #expect(r.status == 0, "\(r)")
            out = try json(r.stdout)
        }
        return out
    }

    @Test(arguments: ["ltr", "rtl"])
    func rulerLabelsRightOfTheIndicatorAreLowerRightToLeft(_ direction: String) throws {
        let dump = try Self.run(["ruler", "--range", "40...120", "--step", "0.5", "--value", "62", "--locale", "ar_EG",
                                 "--layout-direction", direction])
        // ar_EG: Arabic-Indic digits; read them back as numbers.
        let labels = Self.texts(dump).map { t -> (Double, Double) in
            let digits = String(t.string.unicodeScalars.compactMap { u -> Character? in
                (0x0660...0x0669).contains(u.value) ? Character(String(u.value - 0x0660)) : u.value == 0x066B ? "." : nil
            })
            return (Double(digits) ?? .nan, t.x + t.width / 2)
        }
        #expect(labels.count >= 3 && labels.allSatisfy { !$0.0.isNaN }, "\(labels)")
        for (value, x) in labels where abs(x - 201) > 1 {
            #expect((x > 201) == (direction == "rtl" ? value < 62 : value > 62), "\(value) at \(x)")
        }
    }

    @Test func segmentedFirstSegmentIsRightmost() throws {
        let args = ["segmented", "--options", "One,Two,Three", "--selection", "One"]
        for (direction, descending) in [("ltr", false), ("rtl", true)] {
            let xs = Self.texts(try Self.run(args + ["--layout-direction", direction])).map(\.x)
            #expect(xs.count == 3)
            #expect(xs == (descending ? xs.sorted(by: >) : xs.sorted()), "\(direction): \(xs)")
        }
    }

    @Test func menuRowValueLeftOfTheTitle() throws {
        let args = ["menu", "--title", "Flavor", "--options", "Chocolate,Vanilla", "--selection", "Vanilla"]
        for (direction, valueLeft) in [("ltr", false), ("rtl", true)] {
            let texts = Self.texts(try Self.run(args + ["--layout-direction", direction]))
            let title = try #require(texts.first { $0.string == "Flavor" }), value = try #require(texts.first { $0.string == "Vanilla" })
            #expect((value.x < title.x) == valueLeft, "\(direction)")
        }
    }

    @Test func systemWheelSidecarFramesMirror() throws {
        func frames(_ direction: String) throws -> [String: [String: Double]] {
            var out: [String: [String: Double]] = [:]
            try withTemporaryDirectory { dir in
                let r = try CLI.run(["system-wheel", "--column", "0...23:1:hours", "--column", "0...59:30:min",
                                     "--layout-direction", direction, "--accessibility", "a.json", "--output", "w.png"], in: dir)
                #expect(r.status == 0, "\(r)")
                let report = try Self.json(String(decoding: try Data(contentsOf: dir.appendingPathComponent("a.json")), as: UTF8.self))
                for e in report["elements"] as? [Dict] ?? [] {
                    if let label = e["label"] as? String, let f = e["frame"] as? [String: Double] { out[label] = f }
                }
            }
            return out
        }
        let l = try frames("ltr"), r = try frames("rtl")
        let lh = try #require(l["hours"]), rh = try #require(r["hours"]), rm = try #require(r["min"])
        #expect(rh["x"]! > rm["x"]!, "hours, the first column, is the rightmost")
        #expect(abs(rh["x"]! - (402 - lh["x"]! - lh["width"]!)) < 0.01 && rh["width"] == lh["width"])
    }
}

/// `--locale ar_EG` alone draws right to left, the same bytes as with `--layout-direction rtl`;
/// `--layout-direction ltr` still wins.
@Suite struct LocaleDirectionCommandTests {
    @Test func aRightToLeftLocaleDrawsRightToLeftUnlessTheDirectionIsGiven() throws {
        try withTemporaryDirectory { dir in
            let base = ["segmented", "--options", "Day,Week,Month", "--selection", "Day"]
            func draw(_ extra: [String], _ name: String) throws -> Data {
                let r = try CLI.run(base + extra + ["--output", name], in: dir)
                #expect(r.status == 0, "\(r)")
                return try Data(contentsOf: dir.appendingPathComponent(name))
            }
            let implied = try draw(["--locale", "ar_EG"], "a.png")
            #expect(implied == (try draw(["--locale", "ar_EG", "--layout-direction", "rtl"], "b.png")))
            let ltr = try draw(["--locale", "ar_EG", "--layout-direction", "ltr"], "c.png")
            #expect(ltr != implied)
            #expect(ltr == (try draw([], "d.png")))
            let spec = try CLI.run(base + ["--locale", "ar_EG", "--print-spec"], in: dir)
            #expect(!spec.stdout.contains("layoutDirection"), "\(spec.stdout)")
        }
    }
}

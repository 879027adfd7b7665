// A batch written as a DocC catalog's resources, read back the way DocC reads a catalog's
// images (swift-docc's DataAssetManager, restated here): a file is the dark variant when
// "~dark" follows its name's first character and comes before "." or "@"; its display scale is
// "@1x", "@2x" or "@3x" just before the extension (else 1x); the name DocC registers its
// variants under is the file name without those, and an `@Image(source:)` may give it with or
// without its extension. Each picture must come out as one image with its four variants, each
// animation with its poster, and every `source:` and `poster:` of docc.md must name one.

import Foundation
import Testing

@Suite struct DocCBatchTests {
    /// (reference name, dark, scale) of a file, as DocC reads it.
    static func doccVariant(_ file: String) -> (name: String, dark: Bool, scale: Int) {
        let dot = file.lastIndex(of: ".")!
        var stem = String(file[..<dot]), scale = 1
        let ext = String(file[dot...])
        if stem.count > 3, stem.dropLast(2).hasSuffix("@"), stem.hasSuffix("x"), let n = Int(String(stem.dropLast().suffix(1))), (1...3).contains(n) {
            scale = n; stem.removeLast(3)
        }
        var dark = false
        if let r = stem.range(of: "~dark"), r.lowerBound != stem.startIndex, r.upperBound == stem.endIndex {
            dark = true; stem.removeSubrange(r)
        }
        return (stem + ext, dark, scale)
    }

    static let wheel = #"{"content": {"type": "wheel", "values": ["07", "08", "09", "10"], "selection": "07"}}"#

    @Test(arguments: [false, true])
    func namesAreReadBackAsDocCReadsThem(flag: Bool) throws {
        try withTemporaryDirectory { dir in
            let docc = flag ? "" : #""docc": true, "#
            let spec = #"{\#(docc)"axes": {"appearance": ["light", "dark"], "scale": [2, 3], "locale": ["en_US", "de_DE"]},"#
                + #" "pictures": [{"name": "hours", "picture": \#(Self.wheel)},"#
                + #" {"name": "roll", "picture": \#(Self.wheel), "alt": "The hour rolling to {locale}","#
                + #"  "animation": {"control": "content", "selectionChange": {"to": "10"}, "fps": 5}}]}"#
            try spec.write(to: dir.appendingPathComponent("docs.json"), atomically: true, encoding: .utf8)
            let r = try CLI.run(["batch", "docs.json", "--out", "Resources", "--jobs", "2"] + (flag ? ["--docc"] : []), in: dir)
            #expect(r.status == 0, "\(r)")
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("Resources").path)
                .filter { $0.hasSuffix(".png") }
            var images: [String: Set<String>] = [:]
            for f in files {
                let v = Self.doccVariant(f)
                images[v.name, default: []].insert("\(v.dark ? "dark" : "light")@\(v.scale)x")
            }
            let all: Set<String> = ["light@2x", "light@3x", "dark@2x", "dark@3x"]
            #expect(Set(images.keys) == ["hours-en_US.png", "hours-de_DE.png", "roll-en_US.png", "roll-de_DE.png",
                                         "roll-poster-en_US.png", "roll-poster-de_DE.png"], "\(files.sorted())")
            for (name, variants) in images { #expect(variants == all, "\(name): \(variants.sorted())") }
            // The snippets name images DocC has, by their registered names.
            let md = try String(contentsOf: dir.appendingPathComponent("Resources/docc.md"), encoding: .utf8)
            func arguments(_ label: String) -> [String] {
                md.components(separatedBy: "\(label): \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            }
            let sources = arguments("@Image(source"), posters = arguments("poster")
            #expect(Set(sources) == ["hours-en_US.png", "hours-de_DE.png", "roll-en_US.png", "roll-de_DE.png"], "\(md)")
            #expect(Set(posters) == ["roll-poster-en_US.png", "roll-poster-de_DE.png"], "\(md)")
            for name in sources + posters { #expect(images[name] != nil, "\(name) is no image of the set") }
            #expect(md.contains(#"@Video(source: "roll-de_DE.mp4", poster: "roll-poster-de_DE.png", alt: "The hour rolling to de_DE")"#), "\(md)")
            // The animation is an APNG under its image's name; its poster the picture at rest.
            let roll = try Data(contentsOf: dir.appendingPathComponent("Resources/roll-en_US~dark@3x.png"))
            #expect(roll.range(of: Data("acTL".utf8)) != nil)
            let poster = try Data(contentsOf: dir.appendingPathComponent("Resources/roll-poster-en_US~dark@3x.png"))
            #expect(poster.range(of: Data("acTL".utf8)) == nil)
            #expect(poster == (try Data(contentsOf: dir.appendingPathComponent("Resources/hours-en_US~dark@3x.png"))))
        }
    }

    @Test func whatDocCCannotTakeIsRefused() throws {
        try withTemporaryDirectory { dir in
            for (spec, message) in [
                (#"{"docc": true, "output": "{name}.png", "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#, "output: goes without docc"),
                (#"{"docc": true, "pictures": [{"name": "w", "picture": \#(Self.wheel), "animation": {"control": "content", "selectionChange": {"to": "10"}, "format": "webp"}}]}"#, "not WebP"),
                (#"{"docc": true, "pictures": [{"name": "w", "picture": \#(Self.wheel), "animation": {"control": "content", "selectionChange": {"to": "10"}}, "frames": true}]}"#, "frames: goes without docc"),
            ] {
                try spec.write(to: dir.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
                let r = try CLI.run(["batch", "d.json", "--out", "o"], in: dir)
                #expect(r.status == 2 && r.stderr.contains(message), "\(r)")
            }
            try #"{"pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#.write(to: dir.appendingPathComponent("p.json"), atomically: true, encoding: .utf8)
            let flag = try CLI.run(["batch", "p.json", "--docc", "--appearance", "dark", "--out", "o"], in: dir)
            #expect(flag.status == 2 && flag.stderr.contains("--appearance"), "\(flag)")
        }
    }
}

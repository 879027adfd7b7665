// Batch specs as numbers: how pictures multiply by axes, how outputs are named, what is
// refused before anything is drawn (with its JSON path), how shards split the outputs, and the
// contact sheet's shrink kernel against its plain twin.

import Foundation
import Testing
import PickerRender
@testable import PickerRenderBatch
import PickerRenderPNG

@Suite struct BatchSpecTests {
    static let wheel = #"{"content": {"type": "wheel", "values": ["07", "08", "09", "10"], "selection": "07"}}"#

    static func spec(_ text: String) throws(SpecError) -> BatchSpec {
        try BatchSpec(json: Array(text.utf8), directory: "/tmp")
    }

    /// Every output of a spec, made.
    static func items(_ s: BatchSpec) throws(SpecError) -> [BatchSpec.Item] {
        var out: [BatchSpec.Item] = []
        for order in 0..<s.count { out.append(try s.item(order)) }
        return out
    }

    @Test func axesMultiplyInOrderAndNameTheOutputs() throws {
        let s = try Self.spec(#"""
            {"output": "{name}-{appearance}-{selection}@{scale}x.png",
             "axes": {"appearance": ["light", "dark"], "scale": [2, 3]},
             "pictures": [{"name": "w", "picture": \#(Self.wheel), "axes": {"content.selection": ["07", "10"]}}]}
            """#)
        #expect(s.count == 8)
        #expect(try Self.items(s).map(\.file) == [
            "w-light-07@2x.png", "w-light-10@2x.png", "w-light-07@3x.png", "w-light-10@3x.png",
            "w-dark-07@2x.png", "w-dark-10@2x.png", "w-dark-07@3x.png", "w-dark-10@3x.png",
        ])
        let last = try Picture(spec: try #require(try Self.items(s).last).spec)
        #expect(last.options.appearance == .dark && last.options.scale == 3)
        guard case .picker(let node) = last.content, let w = node.picker.base as? WheelPicker else { Issue.record("not a wheel"); return }
        #expect(w.selection == "10")
    }

    /// Paths joined by "+" are one axis: its values go together (a locale with its direction,
    /// an appearance with its background), each value an array of one value per path.
    @Test func pairedAxesGoTogether() throws {
        let s = try Self.spec(#"""
            {"axes": {"locale+layoutDirection": [["en_US", "leftToRight"], ["ar_EG", "rightToLeft"]],
                      "appearance+background": [["light", "#FFFFFF"], ["dark", "#000000"]]},
             "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}
            """#)
        #expect(s.count == 4)
        #expect(s.files == ["w-en_US-leftToRight-light-#FFFFFF.png", "w-en_US-leftToRight-dark-#000000.png",
                            "w-ar_EG-rightToLeft-light-#FFFFFF.png", "w-ar_EG-rightToLeft-dark-#000000.png"])
        let pictures = try Self.items(s).map { try Picture(spec: $0.spec) }
        #expect(pictures.map(\.options.locale) == ["en_US", "en_US", "ar_EG", "ar_EG"])
        #expect(pictures.map(\.options.layoutDirection) == [.leftToRight, .leftToRight, .rightToLeft, .rightToLeft])
        #expect(pictures.map(\.options.appearance) == [.light, .dark, .light, .dark])
        // A value that is not one value per path is refused at it.
        #expect { _ = try Self.spec(#"{"axes": {"locale+layoutDirection": [["en_US"]]}, "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#) } throws: {
            ($0 as? SpecError)?.path == "axes.locale+layoutDirection[0]"
        }
        #expect { _ = try Self.spec(#"{"axes": {"locale+locale": [["a", "b"]]}, "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#) } throws: {
            ($0 as? SpecError)?.message.contains("two axes end in 'locale'") == true
        }
    }

    @Test func theDesignIsAnAxis() throws {
        let seg = #"{"content": {"type": "segmented", "options": ["A", "B"]}}"#
        let s = try Self.spec(#"{"axes": {"design": ["ios18", "ios26"]}, "pictures": [{"name": "s", "picture": \#(seg)}]}"#)
        #expect(s.files == ["s-ios18.png", "s-ios26.png"])
        let designs = try Self.items(s).map { try Picture(spec: $0.spec).options.design }
        #expect(designs == [.ios18, .ios26])
        // The spec each output is drawn from (what its manifest entry holds) names its design.
        #expect(try Self.items(s).allSatisfy { try BatchRun.picture($0, overrides: { _ in }).spec.serialized(pretty: false).contains(#""design":"\#($0.axes["design"]!)""#) })
        #expect(throws: SpecError.self) { _ = try Self.items(try Self.spec(#"{"axes": {"design": ["ios19"]}, "pictures": [{"name": "s", "picture": \#(seg)}]}"#)) }
    }

    @Test func theDefaultTemplateNamesEveryAxis() throws {
        let s = try Self.spec(#"{"axes": {"appearance": ["light"], "scale": [2], "dynamicType": ["AX3"]}, "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#)
        #expect(s.files == ["w-light-AX3@2x.png"])
    }

    @Test func aPictureAxisReplacesTheBatchAxisOfTheSamePath() throws {
        let s = try Self.spec(#"{"axes": {"locale": ["en_US", "es_ES"]}, "pictures": [{"name": "r", "gallery": "ruler", "axes": {"locale": ["de_DE"]}}]}"#)
        #expect(s.files == ["r-de_DE.png"])
    }

    /// A gallery demo's spec is made when the batch spec is read, in the default environment:
    /// the ruler demo's value follows the locale it is drawn in, from an axis or from the
    /// command line's overrides; a content an axis changed is drawn as the axis made it.
    @Test func aGalleryDemoIsDrawnInItsLocale() throws {
        func text(_ p: Picture) -> String { p.spec.serialized(pretty: false) }
        let s = try Self.spec(#"{"axes": {"locale": ["de_DE", "en_US"]}, "pictures": [{"name": "r", "gallery": "ruler"}]}"#)
        let byLocale = try Dictionary(uniqueKeysWithValues: Self.items(s).map { ($0.axes["locale"]!, text(try BatchRun.picture($0, overrides: { _ in }))) })
        #expect(byLocale["de_DE"]!.contains(#""62,0""#) && !byLocale["de_DE"]!.contains(#""62.0""#))
        #expect(byLocale["en_US"]!.contains(#""62.0""#))
        let plain = try Self.spec(#"{"pictures": [{"name": "r", "gallery": "ruler"}]}"#).item(0)
        #expect(text(try BatchRun.picture(plain, overrides: { $0.locale = "fr_FR" })).contains(#""62,0""#))
        #expect(text(try BatchRun.picture(plain, overrides: { _ in })).contains(#""62.0""#))
        // An axis that sets the demo's content: kept as the axis made it, whatever the locale.
        let edited = try Self.spec(#"{"axes": {"content.content.children[1].children[0].text": ["sixty-two"]}, "pictures": [{"name": "r", "gallery": "ruler"}]}"#).item(0)
        let kept = text(try BatchRun.picture(edited, overrides: { $0.locale = "de_DE" }))
        #expect(kept.contains(#""sixty-two""#) && !kept.contains(#""62,0""#))
    }

    struct Bad: CustomStringConvertible, Sendable {
        let spec: String, path: String, says: String
        var description: String { spec }
    }

    static let bad: [Bad] = [
        Bad(spec: #"{"axes": {"apperance": ["dark"]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "axes.apperance", says: "unknown axis"),
        Bad(spec: #"{"axes": {"appearance": []}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "axes.appearance", says: "at least one value"),
        Bad(spec: #"{"axes": {"content.children[3].selection": ["a"]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#,
            path: "axes.content.children[3].selection", says: "has no content.children"),
        Bad(spec: #"{"output": "{name}.png", "axes": {"appearance": ["light", "dark"]}, "pictures": [{"name": "w", "picture": \#(wheel)}]}"#,
            path: "pictures[0]", says: "two outputs are named 'w.png' (pictures[0] with appearance=light, and pictures[0] with appearance=dark)"),
        Bad(spec: #"{"output": "{name}-{colour}.png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "output", says: "{colour}"),
        Bad(spec: #"{"output": "../{name}.png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "output", says: "'..' component"),
        // Names that are one file, or a file and a folder of another, are refused before drawing.
        Bad(spec: #"{"output": "./{name}.png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "output", says: "'.' component"),
        Bad(spec: #"{"output": "a//{name}.png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "output", says: "empty component"),
        Bad(spec: #"{"output": "/tmp/{name}.png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "output", says: "absolute"),
        Bad(spec: #"{"output": "{name}\#(String(repeating: "x", count: 260)).png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#,
            path: "output", says: "longer than 255 bytes"),
        Bad(spec: #"{"sheet": "./w.png", "pictures": [{"name": "w", "picture": \#(wheel)}]}"#, path: "sheet", says: "free relative"),
        Bad(spec: #"{"pictures": [{"name": "a", "picture": \#(wheel)}, {"name": "b", "output": "a.png/{name}.png", "picture": \#(wheel)}]}"#,
            path: "output", says: "'a.png' is a file, and 'a.png/b.png' needs it to be a folder"),
        Bad(spec: #"{"pictures": [{"name": "q", "picture": \#(wheel), "frames": true, "animation": {"control": "content", "selectionChange": {"to": "08"}, "fps": 10}}, {"name": "r", "output": "q-frames/frame-000.png", "picture": \#(wheel)}]}"#,
            path: "output", says: "inside 'q-frames/'"),
        Bad(spec: #"{"pictures": [{"name": "w", "gallery": "carousel"}]}"#, path: "pictures[0].gallery", says: "carousel"),
        Bad(spec: #"{"pictures": [{"name": "w"}]}"#, path: "pictures[0]", says: "exactly one of picture, file, gallery or swift"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": \#(wheel)}, {"name": "w", "gallery": "wheel"}]}"#, path: "pictures[1].name", says: "two pictures"),
        Bad(spec: #"{"pictures": [{"name": "w", "picture": {"content": {"type": "wheel"}}}]}"#, path: "content.values", says: "missing"),
        Bad(spec: #"{"pictures": [{"name": "w", "file": "no-such-spec.json"}]}"#, path: "pictures[0].file", says: "cannot read"),
        Bad(spec: #"{"pictures": []], "x": 1}"#, path: "", says: "not valid JSON"),
    ]

    @Test(arguments: bad)
    func badSpecsNameThePath(_ b: Bad) {
        do {
            _ = try Self.spec(b.spec)
            Issue.record("accepted: \(b.spec)")
        } catch {
            #expect((b.path.isEmpty || error.description.contains(b.path)) && error.description.contains(b.says), "\(error)")
        }
    }

    /// An error at a place inside a picture, found where it is drawn, is named by its full path
    /// in the batch spec: below `pictures[i].picture` for an inline picture, after the file or
    /// demo otherwise.
    @Test func aFailureInsideAPictureIsNamedByItsFullPath() throws {
        let s = try Self.spec(#"{"pictures": [{"name": "w", "picture": \#(Self.wheel)}, {"name": "g", "gallery": "wheel"}]}"#)
        #expect(s.picturePath(of: 0, "content.values") == "pictures[0].picture.content.values")
        #expect(s.picturePath(of: 1, "content.content") == "pictures[1].gallery 'wheel': content.content")
        let failure = BatchRun.Failure(file: "w.png", source: "pictures[0]", error: .at(path: "content", .selectionNotFound("99")),
                                       picturePath: { s.picturePath(of: 0, $0) })
        #expect(failure.description == "pictures[0].picture.content.selection: '99' is not one of the values (in w.png)")
    }

    @Test func shardsSplitEveryOutputOnceAndTheSameWayEveryTime() throws {
        let s = try Self.spec(#"{"axes": {"appearance": ["light", "dark"], "dynamicType": ["xSmall", "large", "AX1", "AX5"]}, "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#)
        let all = BatchRun.selection(s, options: BatchRun.Options(outputDirectory: "/tmp")).map { s.files[$0] }
        var union: [String] = []
        for i in 1...3 {
            let part = BatchRun.selection(s, options: BatchRun.Options(outputDirectory: "/tmp", shard: (i, 3))).map { s.files[$0] }
            #expect(part == BatchRun.selection(s, options: BatchRun.Options(outputDirectory: "/tmp", shard: (i, 3))).map { s.files[$0] })
            #expect(abs(part.count - all.count / 3) <= 1)
            union += part
        }
        #expect(union.sorted() == all.sorted() && Set(union).count == all.count)
        let only = BatchRun.selection(s, options: BatchRun.Options(outputDirectory: "/tmp", only: ["*-dark-AX*"])).map { s.files[$0] }
        #expect(only == ["w-dark-AX1.png", "w-dark-AX5.png"])
    }

    /// The outputs are counted from the axes and refused above the maximum before any is made:
    /// 1.2 million outputs of a 2 KB spec (they took over 20 s and 986 MB to expand).
    @Test func axesPastTheMaximumAreRefusedByTheirCount() {
        let values = (0..<100).map { "\"\($0)\"" }.joined(separator: ",")
        let locales = (0..<120).map { _ in "\"en_US\"" }.joined(separator: ",")
        let text = #"{"axes": {"content.selection": [\#(values)], "content.offset": [\#(values)], "locale": [\#(locales)]}, "pictures": [{"name": "w", "picture": {"content": {"type": "wheel", "values": [\#(values)], "selection": "0"}}}]}"#
        do {
            _ = try Self.spec(text)
            Issue.record("accepted")
        } catch {
            #expect(error.path == "pictures[0]" && error.message.contains("1,200,000 outputs") && error.message.contains("100 selection x 100 offset x 120 locale")
                    && error.message.contains("100,000"), "\(error)")
        }
        // Axes whose product overflows an Int are counted, not multiplied out.
        let many = (0..<20).map { #""content.k\#($0)": [\#(values)]"# }.joined(separator: ", ")
        do {
            _ = try Self.spec(#"{"axes": {\#(many)}, "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#)
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("more than 9,223,372,036,854,775,807 outputs"), "\(error)")
        }
    }

    /// Reading a spec makes the outputs' names only; an output is made (and its picture checked)
    /// when it is asked for, so outputs a run leaves out are never made.
    @Test func outputsAreMadeWhenAskedFor() throws {
        let s = try Self.spec(#"{"axes": {"content.selection": ["07", "99"]}, "pictures": [{"name": "w", "picture": \#(Self.wheel)}]}"#)
        #expect(s.files == ["w-07.png", "w-99.png"])
        #expect(try s.item(0).axes == ["selection": "07"])
        #expect(throws: SpecError.self) { try s.item(1) }
        let only = BatchRun.selection(s, options: BatchRun.Options(outputDirectory: "/tmp", only: ["w-07*"]))
        #expect(only == [0])
        try s.check(only)
    }

    @Test func jsonPathsParseAndSet() throws {
        let p = try #require(JSONPath("content.children[1].selection"))
        #expect(p.lastKey == "selection")
        #expect(JSONPath("a..b") == nil && JSONPath("a[x]") == nil && JSONPath("") == nil)
        let doc = try JSONValue(parsing: Array(#"{"content": {"children": [1, {"selection": "a"}]}}"#.utf8))
        #expect(try p.setting(.string("b"), in: doc).serialized(pretty: false) == #"{"content":{"children":[1,{"selection":"b"}]}}"#)
    }

    /// The index's HTML escape, a run at a time, equals Foundation's four replacements (its
    /// plain twin) on every special character wherever it falls, beside multi-byte scalars.
    @Test func htmlEscapeEqualsFoundationsReplacements() {
        func reference(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        for c in ["&", "<", ">", "\"", "&amp;"] {
            for s in [c, "a" + c, c + "é", "🍎" + c + "b" + c + c, "wheel-demo" + c + "light.png", "plain · é"] {
                #expect(BatchIndex.escape(s) == reference(s), "\(s)")
            }
        }
    }

    @Test func globsMatchAsAShellDoes() {
        #expect(Glob("*-dark@?x.png").matches("wheel-dark@3x.png"))
        #expect(!Glob("*-dark@?x.png").matches("wheel-dark@30x.png"))
        #expect(Glob("wheel*").matches("wheel") && !Glob("wheel").matches("wheel-dark"))
    }

    @Test func thumbnailShrinkAgreesWithItsPlainTwin() {
        var rng = SystemRandomNumberGenerator()
        for (w, h, tw, th) in [(37, 23, 11, 7), (64, 64, 16, 16), (50, 9, 49, 3), (13, 40, 5, 40)] {
            var px = [UInt8](repeating: 0, count: w * h * 4)
            for i in px.indices { px[i] = UInt8.random(in: 0...255, using: &rng) }
            for i in stride(from: 3, to: px.count, by: 4 * 5) { px[i] = 0 }   // some transparent pixels
            let image = RGBAImage(width: w, height: h, pixels: px)
            let fast = Thumbnail.shrink(image, width: tw, height: th), plain = Thumbnail.shrinkReference(image, width: tw, height: th)
            let worst = zip(fast.pixels, plain.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 1, "\(w)x\(h) -> \(tw)x\(th): off by \(worst)")
        }
    }
}

/// A picture entry naming a Swift file's view: found without reading the rest of the spec (so
/// picker-render can build the file before the batch runs), its output's spec the environment
/// alone, and drawn only where a view host makes it.
@Suite struct SwiftViewEntryTests {
    static let spec = #"{"axes": {"appearance": ["light", "dark"]}, "pictures": [{"name": "a", "swift": "Views/A.swift", "view": "Alarm"}, {"name": "b", "swift": "/abs/B.swift"}, {"name": "c", "gallery": "wheel"}]}"#

    @Test func theSwiftFilesAreFoundBeforeTheSpecIsRead() {
        let views = BatchSpec.swiftViews(json: Array(Self.spec.utf8), directory: "docs")
        #expect(views == [BatchSpec.SwiftView(file: "docs/Views/A.swift", view: "Alarm"), BatchSpec.SwiftView(file: "/abs/B.swift", view: nil)])
        #expect(BatchSpec.swiftViews(json: Array("{not json".utf8), directory: "").isEmpty)
    }

    @Test func anOutputIsItsEnvironmentAndItsView() throws {
        let spec = try BatchSpec(json: Array(Self.spec.utf8), directory: ".")
        let item = try spec.item(1)
        #expect(item.swift == BatchSpec.SwiftView(file: "Views/A.swift", view: "Alarm"))
        #expect(item.spec.serialized(pretty: false).contains(#""appearance":"dark""#))
        #expect(try spec.item(4).swift == nil)
        // Outside a view host the output fails, naming the entry.
        guard SwiftViewPictures.make.withLock({ $0 == nil }) else { return }
        #expect(throws: PickerError.self) { try BatchRun.picture(item, overrides: { _ in }) }
        do { _ = try BatchRun.picture(item, overrides: { _ in }) } catch { #expect(error.description.hasPrefix("pictures[0].swift: ")) }
    }
}

// The picture model as numbers: specs round-trip to equal pictures, the committed JSON Schema
// says exactly what the decoder accepts (key by key, type by type), composition lays out as
// SwiftUI's stacks, frames and spacers do, and errors name their path in the tree.

import Foundation
import Testing
import PickerRender

/// `static let` pickers and pictures compile in Swift 6 mode: every public model type is Sendable.
enum SharedPictures {
    static let minutes = WheelPicker(title: "Minute", range: 0...55, step: 5, format: "%02d", selection: 30)
    static let weight = RulerScrollPicker(title: "Weight", value: 62, range: 40...120, step: 0.5)
    static let alarm = Picture(padding: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)) {
        VStack(spacing: 12) {
            Text("Alarm").font(.headline).foregroundStyle(.secondary)
            minutes
            weight
        }
    }
}

@Suite struct PictureSpecRoundTripTests {
    @Test(arguments: Gallery.demos)
    func everyGalleryPictureReadsBackEqual(_ demo: String) throws {
        for options in [RenderOptions(), RenderOptions(scale: 2, appearance: .dark, dynamicType: .accessibility3,
                                                       reduceMotion: true, locale: "de_DE", background: .transparent)] {
            let picture = try Gallery.picture(demo: demo, options: options)
            let read = try Picture(json: Array(picture.specText.utf8))
            #expect(read == picture, "\(demo): \(picture.specText)")
            #expect(read.specText == picture.specText)
        }
    }

    @Test func aComposedPictureReadsBackEqual() throws {
        let p = SharedPictures.alarm
        #expect(try Picture(json: Array(p.specText.utf8)) == p)
        var changed = p
        changed.options.appearance = .dark
        #expect(changed != p)
        #expect(try Picture(json: Array(changed.specText.utf8)) != p)
    }

    @Test func pickersOfOneKindCompareByValue() {
        #expect(AnyPicker(SharedPictures.minutes) == AnyPicker(WheelPicker(title: "Minute", range: 0...55, step: 5,
                                                                              format: "%02d", selection: 30)))
        #expect(AnyPicker(SharedPictures.minutes) != AnyPicker(SharedPictures.weight))
    }
}

/// The committed `spec.schema.json` against the decoder: same text as generated, and for every
/// kind of view and every key the schema lists, the decoder accepts the key and refuses a
/// value of the wrong type, naming the key's path; a key the schema does not list is refused.
@Suite struct SpecSchemaTests {
    static let root = Repository.root

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("spec.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A valid view of each type, as small as it can be.
    static let minimal: [String: String] = [
        "vstack": #"{"type": "vstack", "children": []}"#,
        "hstack": #"{"type": "hstack", "children": []}"#,
        "text": #"{"type": "text", "text": "Hi"}"#,
        "spacer": #"{"type": "spacer"}"#,
        "padding": #"{"type": "padding", "content": {"type": "spacer"}}"#,
        "frame": #"{"type": "frame", "content": {"type": "spacer"}}"#,
        "background": #"{"type": "background", "color": "red", "content": {"type": "spacer"}}"#,
        "wheel": #"{"type": "wheel", "values": ["a"]}"#,
        "ruler": #"{"type": "ruler"}"#,
        "system-wheel": #"{"type": "system-wheel", "columns": [{"options": ["a"]}]}"#,
        "date-picker": #"{"type": "date-picker"}"#,
        "segmented": #"{"type": "segmented", "options": ["a"]}"#,
        "menu": #"{"type": "menu", "title": "T", "options": ["a"]}"#,
        "list": #"{"type": "list", "sections": [{"rows": [{"title": "T", "value": "v"}]}]}"#,
        "weight-ruler": #"{"type": "weight-ruler", "value": 1, "count": 10}"#,
        "weight-picker": #"{"type": "weight-picker"}"#,
        "inline": #"{"type": "inline", "title": "T", "options": ["a"]}"#,
        "zstack": #"{"type": "zstack", "children": []}"#,
        "rectangle": #"{"type": "rectangle"}"#,
        "capsule": #"{"type": "capsule"}"#,
        "circle": #"{"type": "circle"}"#,
        "ellipse": #"{"type": "ellipse"}"#,
        "roundedRectangle": #"{"type": "roundedRectangle", "cornerRadius": 4}"#,
        "linearGradient": #"{"type": "linearGradient", "colors": ["red"], "startPoint": "top", "endPoint": "bottom"}"#,
        "divider": #"{"type": "divider"}"#,
        "overlay": #"{"type": "overlay", "overlay": {"type": "spacer"}, "content": {"type": "spacer"}}"#,
        "opacity": #"{"type": "opacity", "opacity": 0.5, "content": {"type": "spacer"}}"#,
        "offset": #"{"type": "offset", "content": {"type": "spacer"}}"#,
        "scaleEffect": #"{"type": "scaleEffect", "content": {"type": "spacer"}}"#,
        "rotationEffect": #"{"type": "rotationEffect", "degrees": 10, "content": {"type": "spacer"}}"#,
        "rotation3DEffect": #"{"type": "rotation3DEffect", "degrees": 10, "axis": {"x": 1}, "content": {"type": "spacer"}}"#,
        "mask": #"{"type": "mask", "mask": {"type": "circle"}, "content": {"type": "spacer"}}"#,
        "clipShape": #"{"type": "clipShape", "shape": "circle", "content": {"type": "spacer"}}"#,
        "shadow": #"{"type": "shadow", "radius": 2, "content": {"type": "spacer"}}"#,
        "blur": #"{"type": "blur", "radius": 2, "content": {"type": "spacer"}}"#,
        "hueRotation": #"{"type": "hueRotation", "degrees": 30, "content": {"type": "spacer"}}"#,
        "projectionEffect": #"{"type": "projectionEffect", "m13": 0.001, "content": {"type": "spacer"}}"#,
        "brightness": #"{"type": "brightness", "amount": 0.2, "content": {"type": "spacer"}}"#,
        "contrast": #"{"type": "contrast", "amount": 1.5, "content": {"type": "spacer"}}"#,
        "saturation": #"{"type": "saturation", "amount": 0.5, "content": {"type": "spacer"}}"#,
        "grayscale": #"{"type": "grayscale", "amount": 1, "content": {"type": "spacer"}}"#,
        "colorMultiply": #"{"type": "colorMultiply", "color": "secondary", "content": {"type": "spacer"}}"#,
        "colorInvert": #"{"type": "colorInvert", "content": {"type": "spacer"}}"#,
        "luminanceToAlpha": #"{"type": "luminanceToAlpha", "content": {"type": "spacer"}}"#,
        "blendMode": #"{"type": "blendMode", "mode": "multiply", "content": {"type": "spacer"}}"#,
        "scrollView": #"{"type": "scrollView", "length": 100, "forEach": {"values": ["a"], "item": {"type": "frame", "height": 20, "content": {"type": "spacer"}}}}"#,
        "if": #"{"type": "if", "condition": "reduceMotion", "then": {"type": "spacer"}}"#,
        "component": #"{"type": "component", "name": "c"}"#,
        "accessibility": #"{"type": "accessibility", "label": "Hour", "content": {"type": "spacer"}}"#,
        "image": #"{"type": "image", "path": "icon.png"}"#,
    ]

    static func read(_ content: String) throws(SpecError) -> Picture {
        // Every example can use the component "c".
        try Picture(json: Array(#"{"components": {"c": {"body": {"type": "spacer"}}}, "content": \#(content)}"#.utf8))
    }

    @Test func committedSchemaIsTheGeneratedOne() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("spec.schema.json"), encoding: .utf8)
        #expect(file == Picture.jsonSchemaText, "spec.schema.json is stale: run `picker-render schema > spec.schema.json`")
    }

    @Test func everyViewTypeOfTheSchemaDecodes() throws {
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        let view = try #require(defs["view"] as? [String: Any])
        let types = (view["oneOf"] as? [[String: String]] ?? []).compactMap { $0["$ref"]?.split(separator: "/").last.map(String.init) }
        #expect(Set(types) == Set(Self.minimal.keys), "a view type without a minimal example, or one the schema lacks")
        for type in types {
            #expect(throws: Never.self, "\(type)") { _ = try Self.read(Self.minimal[type]!) }
        }
    }

    @Test func everyKeyOfTheSchemaIsCheckedByTheDecoder() throws {
        let defs = try #require(try Self.schema()["$defs"] as? [String: Any])
        for (type, example) in Self.minimal {
            let def = try #require(defs[type] as? [String: Any])
            let properties = try #require(def["properties"] as? [String: [String: Any]])
            let base = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
            for (key, property) in properties where key != "type" {
                var bad = base
                bad[key] = Self.wrongValue(for: property)
                let text = String(decoding: try JSONSerialization.data(withJSONObject: bad), as: UTF8.self)
                do {
                    _ = try Self.read(text)
                    Issue.record("\(type).\(key): a wrong value was accepted: \(text)")
                } catch {
                    #expect(error.path.hasPrefix("content.\(key)"), "\(type).\(key): \(error)")
                }
            }
            var unknown = base
            unknown["notAKey"] = 1
            let text = String(decoding: try JSONSerialization.data(withJSONObject: unknown), as: UTF8.self)
            do { _ = try Self.read(text); Issue.record("\(type): unknown key accepted") } catch {
                #expect(error.path == "content.notAKey" && error.message.contains("unknown key"), "\(error)")
            }
        }
    }

    /// A JSON value the property's schema does not allow.
    static func wrongValue(for property: [String: Any]) -> Any {
        if property["enum"] != nil { return "not-one-of-them" }
        if let ref = property["$ref"] as? String { return ref.hasSuffix("color") ? "not a colour" : 5 }
        switch property["type"] as? String {
        case "string": return 5
        case "number", "integer", "boolean", "array", "object": return "x"
        default: return ["nested": true]   // oneOf (insets): neither a number nor its object
        }
    }
}

@Suite struct CompositionLayoutTests {
    /// Texts' frames in a dump, by string.
    static func textFrames(_ picture: Picture) throws -> [String: [String: Double]] {
        let root = try SceneJSON.parse(try picture.sceneJSON())
        var out: [String: [String: Double]] = [:]
        func walk(_ n: [String: Any]) {
            if n["kind"] as? String == "text", let s = n["string"] as? String { out[s] = n["frame"] as? [String: Double] }
            for c in n["children"] as? [[String: Any]] ?? [] { walk(c) }
        }
        walk(root)
        return out
    }

    @Test func spacerPushesToTheEdgesOfAFixedFrame() throws {
        let p = Picture(options: RenderOptions(scale: 1)) {
            HStack(spacing: 0) { Text("L"); Spacer(); Text("R") }.frame(width: 300)
        }
        let f = try Self.textFrames(p)
        let l = try #require(f["L"]), r = try #require(f["R"])
        #expect(l["x"] == 0)
        #expect(abs((r["x"] ?? 0) + (r["width"] ?? 0) - 300) < 1)
    }

    @Test func vstackAlignsLeadingAndTrailing() throws {
        for (alignment, expectRight) in [(HorizontalAlignment.leading, false), (.trailing, true)] {
            let p = Picture(options: RenderOptions(scale: 1)) {
                VStack(alignment: alignment, spacing: 10) { Text("A long line of text"); Text("B") }
            }
            let f = try Self.textFrames(p)
            let long = try #require(f["A long line of text"]), b = try #require(f["B"])
            if expectRight {
                #expect(abs((b["x"]! + b["width"]!) - (long["x"]! + long["width"]!)) < 1)
            } else {
                #expect(b["x"] == long["x"])
            }
            #expect(abs(b["y"]! - (long["y"]! + long["height"]! + 10)) < 1)
        }
    }

    @Test func rightToLeftMirrorsStacksAlignmentAndPadding() throws {
        func frames(_ direction: LayoutDirection) throws -> [String: [String: Double]] {
            try Self.textFrames(Picture(width: 300, options: RenderOptions(scale: 1, layoutDirection: direction)) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Title")
                    HStack(spacing: 10) { Text("A"); Text("BB") }
                }
                .padding(EdgeInsets(leading: 20))
            })
        }
        let ltr = try frames(.leftToRight), rtl = try frames(.rightToLeft)
        let title = try #require(rtl["Title"]), a = try #require(rtl["A"]), b = try #require(rtl["BB"])
        // Leading is the right edge: the title ends 20 pt before it, A is right of BB.
        #expect(abs(title["x"]! + title["width"]! - 280) < 1, "\(title)")
        #expect(a["x"]! > b["x"]!)
        #expect(abs(a["x"]! + a["width"]! - (b["x"]! + b["width"]! + 10 + a["width"]!)) < 1)
        // Mirror images of the left-to-right frames.
        for key in ["Title", "A", "BB"] {
            let l = try #require(ltr[key]), r = try #require(rtl[key])
            #expect(abs((300 - l["x"]! - l["width"]!) - r["x"]!) < 1, "\(key)")
        }
    }

    @Test func frameAlignsItsContent() throws {
        let p = Picture(options: RenderOptions(scale: 1)) {
            Text("X").frame(width: 200, height: 100, alignment: .bottomTrailing)
        }
        let x = try #require(try Self.textFrames(p)["X"])
        #expect(abs(x["x"]! + x["width"]! - 200) < 1)
        #expect(abs(x["y"]! + x["height"]! - 100) < 1)
        let scene = try p.scene()
        #expect(scene.size == Size(200, 100))
    }

    @Test func fitCanvasAddsPaddingAndDeviceCanvasIsTheScreen() throws {
        let wheel = SharedPictures.minutes
        let alone = try wheel.scene(options: RenderOptions(scale: 1))
        let padded = try Picture(width: 171 + 40, padding: EdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20),
                                 options: RenderOptions(scale: 1), content: wheel).scene()
        #expect(padded.size == Size(alone.size.width + 40, alone.size.height + 20))
        let screen = try Picture(canvas: .device(.iPhone16Pro), options: RenderOptions(scale: 1), content: wheel).scene()
        #expect(screen.size == Device.iPhone16Pro.size)
    }

    @Test func aWheelOverARulerWithATitleDraws() throws {
        let image = try SharedPictures.alarm.render()
        #expect(image.width > 0 && image.height > 0)
        let report = try SharedPictures.alarm.accessibilityReport()
        #expect(report.elements.map(\.label) == ["Minute", "Weight"])
    }
}

@Suite struct PictureErrorTests {
    @Test func errorsNameTheirPathInTheTree() throws {
        let p = Picture {
            VStack {
                Text("ok")
                WheelPicker(title: "T", values: ["a", "b"], selection: "c", text: { $0 })
            }
        }
        #expect(throws: PickerError.at(path: "content.children[1]", .selectionNotFound("c", among: ["a", "b"]))) { _ = try p.scene() }
        #expect((try? p.scene()) == nil)
        do { _ = try p.scene() } catch { #expect(error.description == "content.children[1].selection: 'c' is not one of the values (a, b)") }
    }

    @Test func offsetsAreCheckedInTheControlsUnit() {
        #expect(throws: PickerError.invalidOffset(control: "ruler", value: "2000000000", unit: .points)) {
            _ = try SharedPictures.weight.scene(offset: 2e9)
        }
        let e = PickerError.invalidOffset(control: "wheel", value: "2e+07", unit: .rows)
        #expect(e.description.contains("rows") && e.description.contains("wheel"))
        #expect(throws: PickerError.at(path: "content", .invalidOption(name: "offset", value: "1",
                                                                      expected: "allowed: a segmented does not scroll"))) {
            _ = try Picture(content: SegmentedPicker(title: "T", options: ["a"], selection: "a").scrollOffset(1)).scene()
        }
    }

    @Test func typedCausesAreKept() {
        #expect(throws: PickerError.self) { _ = try PickerRenderer(options: RenderOptions(fontsDirectory: "/nonexistent")) }
        do { _ = try PickerRenderer(options: RenderOptions(fontsDirectory: "/nonexistent")) } catch {
            // A fonts folder the caller names that lacks the fonts is bad input, its cause kept.
            guard case .invalidFonts(let cause) = error else { Issue.record("not a fonts error: \(error)"); return }
            #expect(cause == .missing(path: cause.path) && cause.path.hasPrefix("/nonexistent"))
            #expect(!error.isIO)
        }
    }
}

@Suite struct JSONValueTests {
    @Test func parsesAndWritesBackInOrder() throws {
        let text = #"{"b": 1, "a": [true, false, null, -0.5, 1e3, "x\"\u00e9\ud83c\udf4e"], "c": {}}"#
        let v = try JSONValue(parsing: Array(text.utf8))
        #expect(v.serialized(pretty: false) == #"{"b":1,"a":[true,false,null,-0.5,1000,"x\"é🍎"],"c":{}}"#)
        #expect(try JSONValue(parsing: Array(v.serialized().utf8)) == v)
    }

    /// Strings with nothing to escape are written whole, the others a scalar at a time: each
    /// escape where it falls (first, middle, last), a control character as \u00XX, and
    /// everything written parses back to the same string.
    @Test func escapesOnlyWhatJSONNeedsWhereverItIs() throws {
        let cases: [(String, String)] = [
            ("plain é🍎", #""plain é🍎""#), ("\"a", #""\"a""#), ("a\\b", #""a\\b""#), ("tab\t", #""tab\t""#),
            ("\n\r", #""\n\r""#), ("bell\u{07}", #""bell\u0007""#), ("\u{1F}x", #""\u001fx""#), ("", #""""#),
        ]
        for (string, json) in cases {
            #expect(JSONValue.string(string).serialized(pretty: false) == json)
            #expect(try JSONValue(parsing: Array(json.utf8)) == .string(string))
        }
    }

    /// The run-at-a-time writer equals its scalar-at-a-time twin on every escapable byte at the
    /// start, middle and end of runs of every length around it, beside multi-byte scalars.
    @Test func runWriterEqualsItsScalarTwin() {
        let escapable = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + ["\"", "\\"]
        for e in escapable {
            for (before, after) in [("", ""), ("a", ""), ("", "é"), ("🍎b", "c🍎"), (String(repeating: "x", count: 40), "\"\"")] {
                for s in [before + e + after + e, before + e + after, e + e + after] {
                    var out = ""
                    JSONValue.quote(s, into: &out)
                    #expect(out == JSONValue.quoteByScalars(s), "\(Array(s.utf8))")
                }
            }
        }
    }

    /// Spec weight names are the FontWeight case names, and each travels through a spec.
    @Test func weightNamesAreTheCaseNames() throws {
        for w in FontWeight.allCases {
            let picture = Picture { Text("x").fontWeight(w) }
            #expect(picture.spec.serialized(pretty: false).contains(#""weight":"\#(String(describing: w))""#))
            #expect(try Picture(spec: picture.spec) == picture)
        }
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\":1,}", "01", "1.", "\"\\x\"", "\"\u{01}\"", "{\"a\":1,\"a\":2}",
                      "\"\\ud800\"", "nul", "[1] 2", String(repeating: "[", count: 100) + String(repeating: "]", count: 100)])
    func refusesWhatIsNotStrictJSON(_ text: String) {
        #expect(throws: SpecError.self) { _ = try JSONValue(parsing: Array(text.utf8)) }
    }
}

@Suite struct PictureCodableTests {
    struct Settings: Codable, Equatable { var name: String; var picture: Picture }

    @Test func aPictureTravelsInsideAUsersCodableValue() throws {
        let settings = Settings(name: "alarm", picture: SharedPictures.alarm)
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(Settings.self, from: data) == settings)
    }

    @Test func decodingRefusesWhatTheSpecRefusesNamingThePath() {
        let bad = Data(#"{"name": "x", "picture": {"content": {"type": "wheel", "values": ["a"], "colour": 1}}}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Settings.self, from: bad)
            Issue.record("accepted")
        } catch {
            #expect("\(error)".contains("content.colour"), "\(error)")
        }
    }
}

// Your own fonts : a wheel in DejaVu Sans, a Debian font with no OS/2 cap
// height (Snapshots/UserFontSnapshots/, looked at: DejaVu's digits at 20 pt, static so its
// regular weight as it is); RenderOptions.customFonts through the spec (the schema's "fonts"
// checked against the decoder key by key) and through the Swift API per text style.

import Foundation
import Testing
import PickerRender
import PickerRenderTesting
import PickerRenderScene
import PickerRenderText

@Suite struct UserFontSnapshots {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let wheel = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7)

    @Test func wheelInDejaVuSans() throws {
        Snapshot.verify(Self.wheel, as: .picker(options: RenderOptions(customFonts: .all(Self.dejaVu))),
                            named: "wheel-dejavu", suite: "UserFontSnapshots")
    }

    /// A font for one style reaches that style's text only (the wheel is title3).
    @Test func aStylesFontReachesItsStyleOnly() throws {
        let title3 = try Self.wheel.picture(options: RenderOptions(customFonts: CustomFonts().font(CustomFont(path: Self.dejaVu), for: .title3)))
            .sceneJSON()
        #expect(title3.contains("\"file:\(Self.dejaVu)#0@0\""))
        let caption = try Self.wheel.picture(options: RenderOptions(customFonts: CustomFonts().font(CustomFont(path: Self.dejaVu), for: .caption)))
            .sceneJSON()
        #expect(!caption.contains("file:"))
    }

    /// Characters the user's face lacks still fall back per character to the pinned faces.
    @Test func theFallbackChainFollowsTheUsersFace() throws {
        let wheel = WheelPicker(title: "Kana", values: ["a\u{30A2}"], selection: "a\u{30A2}", text: { $0 })
        let scene = try wheel.picture(options: RenderOptions(customFonts: .all(Self.dejaVu))).scene()
        var lines: [TextLine] = []
        func walk(_ nodes: [Node]) {
            for n in nodes {
                if case .layer(let l) = n { walk(l.children) }
                if case .text(let t) = n { lines.append(t.line) }
            }
        }
        walk(scene.children)
        let line = try #require(lines.first)
        let faces = line.runs.map(\.face.id.rawValue)
        #expect(faces.first == "file:\(Self.dejaVu)#0", "\(faces)")
        #expect(faces.count == 2 && faces[1].hasPrefix("fallback.cjk"), "\(faces)")
        #expect(line.missingCodePoints.isEmpty)
    }

    @Test func badFontsAreTypedErrorsNamingTheRoleAndPath() throws {
        func error(_ fonts: CustomFonts) -> PickerError? {
            do { _ = try PickerRenderer(options: RenderOptions(customFonts: fonts)); return nil } catch { return error }
        }
        let missing = try #require(error(.all("/no/such/font.ttf")))
        #expect(!missing.isIO && missing.description == "font: '/no/such/font.ttf' does not exist")
        let dir = try #require(error(CustomFonts().font(CustomFont(path: "/tmp"), for: .caption)))
        #expect(!dir.isIO && dir.description.hasPrefix("font (caption): '/tmp' is not a usable font: a directory"))
        let index = try #require(error(.all(Self.dejaVu, index: 4)))
        #expect(!index.isIO && index.description.contains("face index 4 is out of range"))
        let negative = try #require(error(.all(Self.dejaVu, index: -2)))
        #expect(negative.description.contains("'\(Self.dejaVu)#-2'"))
    }

    @Test func customFontsRoundTripThroughTheSpec() throws {
        var options = RenderOptions(customFonts: .all("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", index: 2))
        options.customFonts.styles[.footnote] = CustomFont(path: Self.dejaVu)
        let picture = Self.wheel.picture(options: options)
        #expect(picture.specText.contains("\"fonts\""))
        #expect(try Picture(json: Array(picture.specText.utf8)) == picture)
        // Codable too, styles keyed by name.
        let data = try JSONEncoder().encode(options.customFonts)
        #expect(String(decoding: data, as: UTF8.self).contains("\"footnote\""))
        #expect(try JSONDecoder().decode(CustomFonts.self, from: data) == options.customFonts)
        // No fonts, no key: the specs of everything else are unchanged.
        #expect(!Self.wheel.picture().specText.contains("\"fonts\""))
    }

    /// The schema's "fonts" names exactly the decoder's roles, and every key of it refuses a
    /// wrong value with its JSON path (the schema and the decoder cannot drift apart).
    @Test func theSchemasFontsKeysAreCheckedByTheDecoder() throws {
        let data = try Data(contentsOf: SpecSchemaTests.root.appendingPathComponent("spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let root = try #require(schema["properties"] as? [String: Any])
        let fonts = try #require(root["fonts"] as? [String: Any])
        let roles = try #require(fonts["properties"] as? [String: [String: Any]])
        #expect(Set(roles.keys) == Set(CustomFonts.roleNames + ["family"]))
        func read(_ fonts: String) throws(SpecError) -> Picture {
            try Picture(json: Array(#"{"fonts": \#(fonts), "content": {"type": "wheel", "values": ["a"], "selection": "a"}}"#.utf8))
        }
        // Each role, and each weight of the family (one level deeper), takes a font object.
        let family = try #require(roles["family"]?["properties"] as? [String: [String: Any]])
        #expect(Set(family.keys) == ["regular", "medium", "semibold", "bold"])
        let places = roles.filter { $0.key != "family" }.map { (key: $0.key, path: $0.key, property: $0.value, wrap: { (v: String) in v }) }
            + family.map { w in (key: w.key, path: "family." + w.key, property: w.value, wrap: { (v: String) in #"{"family": \#(v)}"# }) }
        for place in places {
            let role = place.key, path = place.path
            let fields = try #require(place.property["properties"] as? [String: Any])
            #expect(Set(fields.keys) == ["path", "index"], "\(path)")
            let cases: [(String, String)] = [
                (#"{"\#(role)": "DejaVuSans.ttf"}"#, "fonts.\(path)"),
                (#"{"\#(role)": {}}"#, "fonts.\(path).path"),
                (#"{"\#(role)": {"path": 5}}"#, "fonts.\(path).path"),
                (#"{"\#(role)": {"path": "a.ttf", "index": "x"}}"#, "fonts.\(path).index"),
                (#"{"\#(role)": {"path": "a.ttf", "index": 1.5}}"#, "fonts.\(path).index"),
                (#"{"\#(role)": {"path": "a.ttf", "face": 1}}"#, "fonts.\(path).face"),
                (#"{"\#(role)": {"path": ""}}"#, "fonts.\(path).path"),
            ]
            for (text, want) in cases {
                do { _ = try read(place.wrap(text)); Issue.record("accepted: \(text)") } catch {
                    #expect(error.path == want, "\(text): \(error)")
                }
            }
            let good = try read(place.wrap(#"{"\#(role)": {"path": "a.ttf", "index": 3}}"#))
            let fonts = good.options.customFonts
            let font = path.hasPrefix("family.") ? fonts.family.first { String(describing: $0.key) == role }?.value
                : role == CustomFonts.allRoleName ? fonts.all : fonts.styles[try #require(TextStyle(rawValue: role))]
            #expect(font == CustomFont(path: "a.ttf", index: 3), "\(path)")
        }
        do { _ = try read(#"{"subtitle": {"path": "a.ttf"}}"#); Issue.record("an unknown role was accepted") } catch {
            #expect(error.path == "fonts.subtitle" && error.message.contains("unknown key"))
        }
    }
}

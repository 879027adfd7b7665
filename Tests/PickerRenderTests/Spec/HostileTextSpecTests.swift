// Extreme text in pictures: a text of only zero-width characters is valid: as a menu's selection
// or a list row's value it lays out (it tripped the row's width precondition), alone on a fit
// canvas it draws a one-pixel-wide picture (it was refused as '-0.33 x 20.33 pt'); and a text
// longer than Limits.maximumTextScalars is refused where the spec is read or the Text is laid
// out, naming its path and length, before anything measures it (a 12 MB text took 1.15 GB).

@testable import PickerRender
import Testing

@Suite struct HostileTextSpecTests {
    static let zeroWidth = ["\\u200b", "\\u0301", "\\udb40\\udc01\\udb40\\udc41"]

    static func render(_ json: String) throws -> RenderedImage {
        try Picture(json: Array(json.utf8)).render()
    }

    @Test(arguments: zeroWidth)
    func zeroWidthSelectionAndValueLayOut(_ z: String) throws {
        // At 3x (the default): at 1x the negative width rounded to a frame of 0.
        let menu = try Self.render(#"{"scale": 3, "content": {"type": "menu", "title": "Flavor", "options": ["\#(z)", "b"], "selection": "\#(z)"}}"#)
        #expect(menu.width > 0)
        let list = try Self.render(#"{"scale": 3, "content": {"type": "list", "sections": [{"rows": [{"title": "\#(z)", "value": "\#(z)"}]}]}}"#)
        #expect(list.width > 0)
    }

    @Test(arguments: zeroWidth + [""])
    func zeroWidthTextAloneIsOnePixelWide(_ z: String) throws {
        let image = try Self.render(#"{"scale": 3, "content": {"type": "text", "text": "\#(z)"}}"#)
        #expect(image.width == 1 && image.height == 61)
    }

    @Test func aTextOfTheMostScalarsIsRead() throws {
        let text = String(repeating: "é", count: Limits.maximumTextScalars)
        _ = try Picture(json: Array(#"{"content": {"type": "text", "text": "\#(text)"}}"#.utf8))
    }

    @Test(arguments: [
        ("text", #"{"type": "text", "text": "TEXT"}"#, "content.text"),
        ("menu title", #"{"type": "menu", "title": "TEXT", "options": ["a"]}"#, "content.title"),
        ("menu option", #"{"type": "menu", "title": "t", "options": ["a", "TEXT"]}"#, "content.options[1]"),
    ])
    func aLongerTextIsRefusedWhereItIsRead(_ name: String, _ view: String, _ path: String) throws {
        // One scalar over the limit, and 12 MB.
        for count in [Limits.maximumTextScalars + 1, 12 << 20] {
            let json = #"{"content": \#(view.replacingOccurrences(of: "TEXT", with: String(repeating: "x", count: count)))}"#
            #expect { try Picture(json: Array(json.utf8)) } throws: {
                ($0 as? SpecError)?.description
                    == "\(path): a text of \(count) Unicode scalars is longer than the \(Limits.maximumTextText) a text may have"
            }
        }
    }

    @Test func aLongerTextBuiltInSwiftIsRefusedBeforeLayout() throws {
        let picture = Picture { Text(String(repeating: "x", count: Limits.maximumTextScalars + 1)) }
        #expect { try picture.scene() } throws: {
            "\($0)".contains("content") && "\($0)".contains("\(Limits.maximumTextScalars + 1) Unicode scalars")
        }
    }
}

// A locale implies its direction, as an app in that language is laid out on iOS: right to left
// for Arabic, Hebrew, Persian, Urdu (and an Arabic-script locale such as pa_Arab_PK), left to
// right for the others, unless a direction is set, which always wins. A spec writes the
// direction only when it was set, so a printed spec drawn with another locale follows it.
// Also `padding`'s SwiftUI form in a spec: `edges` and `length`.

import Testing
import PickerRender

@Suite struct LocaleDirectionTests {
    @Test(arguments: [("ar_EG", LayoutDirection.rightToLeft), ("he_IL", .rightToLeft), ("fa_IR", .rightToLeft), ("ur_PK", .rightToLeft),
                      ("pa_Arab_PK", .rightToLeft), ("en_US", .leftToRight), ("de_DE", .leftToRight), ("ja_JP", .leftToRight)])
    func theLocaleImpliesItsDirection(_ locale: String, _ direction: LayoutDirection) {
        #expect(RenderOptions(locale: locale).layoutDirection == direction)
        var o = RenderOptions()
        o.locale = locale
        #expect(o.layoutDirection == direction, "set after the init")
    }

    @Test func aGivenDirectionWins() {
        #expect(RenderOptions(locale: "ar_EG", layoutDirection: .leftToRight).layoutDirection == .leftToRight)
        var o = RenderOptions(locale: "ar_EG")
        o.layoutDirection = .leftToRight
        o.locale = "he_IL"
        #expect(o.layoutDirection == .leftToRight)
        #expect(RenderOptions(locale: "en_US", layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    }

    @Test func aSpecWritesTheDirectionOnlyWhenGiven() throws {
        let implied = try Picture(json: Array(#"{"locale": "ar_EG", "content": {"type": "text", "text": "مرحبا"}}"#.utf8))
        #expect(implied.options.layoutDirection == .rightToLeft)
        #expect(!implied.specText.contains("layoutDirection"))
        // The printed spec with another locale follows that locale.
        var back = try Picture(json: Array(implied.specText.utf8))
        back.options.locale = "en_US"
        #expect(back.options.layoutDirection == .leftToRight)
        let given = try Picture(json: Array(#"{"locale": "ar_EG", "layoutDirection": "leftToRight", "content": {"type": "text", "text": "a"}}"#.utf8))
        #expect(given.options.layoutDirection == .leftToRight && given.specText.contains("leftToRight"))
        #expect(try Picture(json: Array(given.specText.utf8)) == given)
    }

    /// `.padding(.horizontal, 24)` as a spec writes it, `edges` and `length` (SwiftUI's
    /// defaults: every edge, 16 pt); the four-edge form stays; the two forms do not mix.
    @Test func paddingTakesEdgesAndALength() throws {
        func picture(_ padding: String) throws -> Picture {
            try Picture(json: Array(#"{"content": {"type": "padding", \#(padding) "content": {"type": "text", "text": "Hi"}}}"#.utf8))
        }
        let horizontal = try picture(#""edges": "horizontal", "length": 24,"#)
        #expect(horizontal.content == Text("Hi").padding(.horizontal, 24).tree)
        #expect(try picture(#""leading": 24, "trailing": 24,"#).content == horizontal.content)
        #expect(try picture(#""edges": "top","#).content == Text("Hi").padding(.top, 16).tree)
        #expect(try picture(#""length": 8,"#).content == Text("Hi").padding(8).tree)
        #expect { try picture(#""edges": "horizontal", "top": 4,"#) } throws: { "\($0)".contains("content.top") }
        #expect { try picture(#""edges": "sideways","#) } throws: { "\($0)".contains("content.edges") }
    }
}

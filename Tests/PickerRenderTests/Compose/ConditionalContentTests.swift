// The vocabulary a scroll item's template uses to draw the SwiftUI ruler: `if` with an
// expression condition (the branch taken is what is drawn, a number condition is an error at
// its path, no else is no view), a text showing a number formatted for the locale, a
// fixed-size text that overhangs a narrow frame instead of wrapping, colours with .opacity(x),
// and the spec form of each reading back to the same tree.

import Testing
import PickerRender

@Suite struct ConditionalContentTests {
    static func pixels(_ view: some View, locale: String = "en_US") throws -> RenderedImage {
        var o = RenderOptions(scale: 1)
        o.locale = locale
        return try Picture(width: 100, options: o, content: view).render()
    }

    @Test func theConditionPicksTheBranchDrawn() throws {
        let red = Rectangle().fill(.red).frame(width: 20, height: 20), blue = Rectangle().fill(.blue).frame(width: 20, height: 20)
        let ifTrue = ConditionalContent(if: Expression(7) % 2 == 1) { red } else: { blue }
        let ifFalse = ConditionalContent(if: Expression(8) % 2 == 1) { red } else: { blue }
        #expect(try Self.pixels(ifTrue) == (try Self.pixels(red)))
        #expect(try Self.pixels(ifFalse) == (try Self.pixels(blue)))
        // Without an else, a false condition is no view: the stack is the other child alone.
        let none = VStack(spacing: 0) { red; ConditionalContent(if: .reduceMotion) { blue } }
        #expect(try Self.pixels(none) == (try Self.pixels(VStack(spacing: 0) { red })))
    }

    @Test func aNumberConditionIsAnErrorAtItsPath() throws {
        let view = VStack { ConditionalContent(if: Expression(1) + 1) { Rectangle() } }
        #expect { try Self.pixels(view) } throws: { "\($0)".contains("content.children[0]") && "\($0)".contains("expected a condition") }
        let spec = #"{"content": {"type": "if", "condition": "index + 1", "then": {"type": "rectangle"}}}"#
        #expect { try Picture(json: Array(spec.utf8)) } throws: { "\($0)".contains("content.condition") && "\($0)".contains("expected a condition") }
    }

    @Test func aNumberTextIsFormattedForTheLocale() throws {
        let number = Text(Expression(62.5), format: .number)
        #expect(try Self.pixels(number, locale: "de_DE") == (try Self.pixels(Text("62,5"), locale: "de_DE")))
        #expect(try Self.pixels(Text(Expression(1000), format: .number)) == (try Self.pixels(Text("1,000"))))
    }

    @Test func aFixedSizeTextOverhangsANarrowFrame() throws {
        let wide = Text("1,000 kg").font(.caption)
        #expect(try Self.pixels(wide.fixedSize().frame(width: 12)) == (try Self.pixels(wide)))
        // Without fixedSize the narrow frame wraps it: another picture.
        #expect(try Self.pixels(wide.frame(width: 12)) != (try Self.pixels(wide)))
    }

    @Test func coloursTakeAnOpacity() {
        #expect(ColorSpec(parsing: "secondary.opacity(0.6)") == .translucent(.secondary, opacity: 0.6))
        #expect(ColorSpec.secondary.opacity(0.6).specText == "secondary.opacity(0.6)")
        #expect(ColorSpec(parsing: "#FF0000.opacity(0.5)") == .fixed(Color(r: 255, g: 0, b: 0, a: 128)))
        for bad in ["secondary.opacity(2)", "secondary.opacity(nan)", "nothing.opacity(0.5)", "secondary.opacity()"] {
            #expect(ColorSpec(parsing: bad) == nil, "\(bad)")
        }
        #expect(ColorSpec.secondary.opacity(0.6).resolved(.dark) == ColorSpec.secondary.resolved(.dark).opacity(0.6))
    }

    @Test func theComposedRulerRoundTripsThroughItsSpec() throws {
        let picture = Picture(width: 402, content: ComposedRulerTests.composed(.init(), offset: 300))
        let text = picture.specText
        let read = try Picture(json: Array(text.utf8))
        #expect(read == picture)
        #expect(read.specText == text)
        #expect(text.contains(#""condition": "index % 10 == 0""#))
        #expect(text.contains(#""fill": "secondary.opacity(0.6)""#))
        #expect(text.contains(#""number": "0 + index * 1""#))
    }
}

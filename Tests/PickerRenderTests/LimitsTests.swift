// Limits: the constants drive both the checks and the messages. A value at a limit is accepted
// and the next Double beyond it is refused with a message that names the constant's value, for
// the Swift API and for a spec; the messages as users read them are pinned once here. Also: a
// picture's environment is still checked when it is not the renderer's (validation is skipped
// only for options a renderer was made from).

import Testing
@testable import PickerRender

@Suite struct LimitsTests {
    static let beyond = Limits.maximumLength.nextUp
    static let beyondText = PickerError.format(beyond)

    /// What the messages say today, so a change of wording shows here.
    @Test func theTextsNameTheConstants() {
        #expect(Limits.scalesText == "1, 2 or 3")
        #expect(Limits.scalesChoice == "1|2|3")
        #expect(Limits.maximumLengthText == "4096")
        #expect(Limits.points(from: "0") == "a number of points from 0 to 4096")
        #expect(Limits.maximumSpecText == "16 MB")
        #expect(ScrollUnit.rows.limitText == "10,000,000")
        #expect(ScrollUnit.points.limitText == "1,000,000,000")
    }

    @Test func everyScaleInTheRangeIsAcceptedAndTheNextOnesAreNot() throws {
        for scale in Limits.scales {
            #expect(try RenderOptions(scale: scale).validated().scale == scale)
        }
        for scale in [Limits.scales.lowerBound - 1, Limits.scales.upperBound + 1] {
            #expect(throws: PickerError.invalidScale(String(scale))) { try RenderOptions(scale: scale).validated() }
            #expect(PickerError.invalidScale(String(scale)).description == "scale: '\(scale)' is not \(Limits.scalesText)")
        }
    }

    /// A fit canvas's width: at the limit a scene is laid out; beyond it, the width error.
    @Test func aPictureWidthUpToTheLimit() throws {
        let options = RenderOptions(scale: 1)
        let at = try Picture(width: Limits.maximumLength, options: options, content: Text("a")).scene()
        #expect(at.size.width == Limits.maximumLength)
        let error = #expect(throws: PickerError.self) {
            try Picture(width: Self.beyond, options: options, content: Text("a")).scene()
        }
        #expect(error == .invalidWidth(Self.beyondText))
        #expect(error?.description == "width: '\(Self.beyondText)' is not a number of points from one pixel to \(Limits.maximumLengthText)")
    }

    /// Frames, spacings and padding: the same limit, named in each message.
    @Test func lengthsInsideAPicture() throws {
        let options = RenderOptions(scale: 1)
        _ = try Picture(options: options, content: Text("a").frame(width: Limits.maximumLength)).scene()
        _ = try Picture(padding: EdgeInsets(top: Limits.maximumLength), options: options, content: Text("a")).scene()
        let frame = #expect(throws: PickerError.self) {
            try Picture(options: options, content: Text("a").frame(width: Self.beyond)).scene()
        }
        #expect(frame?.description == "content.width: '\(Self.beyondText)' is not \(Limits.points(from: "0"))")
        let padding = #expect(throws: PickerError.self) {
            try Picture(padding: EdgeInsets(top: Self.beyond), options: options, content: Text("a")).scene()
        }
        #expect(padding?.description == "padding.top: '\(Self.beyondText)' is not \(Limits.points(from: "0"))")
    }

    /// A spec's fields take their ranges from the same constants.
    @Test func aSpecUpToTheLimits() throws {
        func spec(_ fields: String) -> [UInt8] { Array(#"{\#(fields), "content": {"type": "text", "text": "a"}}"#.utf8) }
        let at = try Picture(json: spec(#""scale": \#(Limits.scales.upperBound), "width": \#(Limits.maximumLength)"#))
        #expect(at.options.scale == Limits.scales.upperBound)
        #expect(at.width == Limits.maximumLength)
        _ = try Picture(json: spec(#""scale": 1, "width": \#(Limits.maximumLength)"#)).scene()

        let width = #expect(throws: SpecError.self) { try Picture(json: spec(#""width": \#(Self.beyond)"#)) }
        #expect(width?.description == "width: \(Self.beyond) is not a number from 0 to \(Limits.maximumLengthText)")
        let padding = #expect(throws: SpecError.self) { try Picture(json: spec(#""padding": {"top": \#(Self.beyond)}"#)) }
        #expect(padding?.description == "padding.top: \(Self.beyond) is not a number from 0 to \(Limits.maximumLengthText)")
        let scale = Limits.scales.upperBound + 1
        let scaleError = #expect(throws: SpecError.self) { try Picture(json: spec(#""scale": \#(scale)"#)) }
        #expect(scaleError?.description == "scale: \(scale) is not a whole number from \(Limits.scales.lowerBound) to \(Limits.scales.upperBound)")
    }

    /// Options a renderer was not made from are checked when a picture is drawn with it: the
    /// renderer's own options skip a second check, a picture's other environment does not.
    @Test func aPicturesOwnEnvironmentIsStillChecked() throws {
        let renderer = try PickerRenderer(options: RenderOptions(scale: 1))
        let scale = Limits.scales.upperBound + 1
        #expect(throws: PickerError.invalidScale(String(scale))) {
            try Picture(options: RenderOptions(scale: scale), content: Text("a")).scene(using: renderer)
        }
        #expect(throws: PickerError.invalidOption(name: "locale", value: "xx_YY",
                                                  expected: "a locale Foundation knows (en_US, de_DE, ar_EG, ja_JP, ...)")) {
            try Picture(options: RenderOptions(scale: 1, locale: "xx_YY"), content: Text("a")).scene(using: renderer)
        }
        #expect(throws: PickerError.invalidScale(String(scale))) {
            try Picture(options: RenderOptions(scale: scale), content: Text("a")).render()
        }
        _ = try Picture(options: RenderOptions(scale: 1), content: Text("a")).scene(using: renderer)
    }
}

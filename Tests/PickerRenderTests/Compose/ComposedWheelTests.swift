// The SwiftUI wheel written out as a general composition (ZStack, a band, a ScrollView over a
// ForEach whose items carry the wheel's visualEffect as expressions) draws the built-in
// WheelPicker's pixels exactly, at rest and between rows, with Reduce Motion, in dark mode, and
// with adapted constants; and the Swift composition and its spec are one value.

import Testing
import PickerRender

@Suite struct ComposedWheelTests {
    struct Constants: Sendable, CustomTestStringConvertible {
        var tilt = -62.0, perspective = 0.55, scaleFalloff = 0.12, opacityFalloff = 0.72, rowHeight = 44.0
        var bandCornerRadius = 12.0, visibleRows = 5
        var testDescription: String { "tilt \(tilt) perspective \(perspective) rows \(rowHeight)" }
    }

    /// The seed's wheel, as SwiftUI code writes it, with `c`'s constants.
    static func composed(_ c: Constants, selection: String = "07", offset: Double = 0) -> AnyView {
        let height = c.rowHeight * Double(c.visibleRows)
        let tilt = Expression(c.tilt), scale = Expression(c.scaleFalloff), fade = Expression(c.opacityFalloff)
        return AnyView(ZStack {
            RoundedRectangle(cornerRadius: c.bandCornerRadius, style: .continuous).fill(.quaternary).frame(height: c.rowHeight)
            ScrollView(.vertical, length: height, contentMargins: (height - c.rowHeight) / 2,
                       position: .value(selection, anchor: .center), offset: offset * c.rowHeight) {
                ForEach(0...23, format: "%02d") { item in
                    Text(item.value).font(.title3).fontWeight(.semibold).monospacedDigit().lineLimit(1).minimumScaleFactor(0.6)
                        .frame(maxWidth: .infinity)
                        .frame(height: c.rowHeight)
                        .visualEffect { content, item in
                            content
                                .rotation3DEffect(.degrees(.cond(.reduceMotion, 0, item.position * tilt)), axis: (x: 1, y: 0, z: 0),
                                                  perspective: Expression(c.perspective))
                                .scaleEffect(.cond(.reduceMotion, 1, 1 - .abs(item.position) * scale))
                                .opacity(1 - .abs(item.position) * fade)
                        }
                }
            }
        })
    }

    static func builtIn(_ c: Constants, offset: Double = 0) -> AnyView {
        var w = WheelPicker(title: "Hour", range: 0...23, format: "%02d", selection: 7, visibleRows: c.visibleRows)
        w.tilt = c.tilt; w.perspective = c.perspective; w.scaleFalloff = c.scaleFalloff; w.opacityFalloff = c.opacityFalloff
        w.rowHeight = c.rowHeight; w.bandCornerRadius = c.bandCornerRadius
        return w.scrollOffset(offset == 0 ? nil : offset)
    }

    static let constants: [Constants] = [
        Constants(),
        Constants(tilt: -45, perspective: 0.4, scaleFalloff: 0.12, opacityFalloff: 0.5, rowHeight: 50, bandCornerRadius: 20),
        Constants(tilt: -30, perspective: 1.2, scaleFalloff: 0.3, opacityFalloff: 0.9, rowHeight: 36, bandCornerRadius: 4, visibleRows: 7),
    ]

    static func pixels(_ view: some View, _ options: RenderOptions) throws -> RenderedImage {
        var o = options
        o.background = .color(.semantic(.systemGroupedBackground))
        return try Picture(width: 171, options: o, content: view).render()
    }

    @Test(arguments: constants)
    func composedWheelDrawsTheBuiltInPixels(_ c: Constants) throws {
        for (offset, options) in [(0.0, RenderOptions()), (0.37, RenderOptions()), (-1.5, RenderOptions(scale: 2)),
                                  (0, RenderOptions(appearance: .dark)), (0.25, RenderOptions(reduceMotion: true))] {
            let expected = try Self.pixels(Self.builtIn(c, offset: offset), options)
            let actual = try Self.pixels(Self.composed(c, offset: offset), options)
            #expect(actual == expected, "offset \(offset), \(options)")
        }
    }

    @Test func aDifferentTiltIsSeen() throws {
        // The comparison can fail: one degree of tilt changes the picture.
        var c = Constants()
        let expected = try Self.pixels(Self.builtIn(c), RenderOptions())
        c.tilt = -61
        #expect(try Self.pixels(Self.composed(c), RenderOptions()) != expected)
    }

    @Test func theCompositionIsTheSameVoiceOverElement() throws {
        // The built-in wheel's element: its title, its selection, adjustable, over its frame.
        var o = RenderOptions()
        o.background = .color(.systemGroupedBackground)
        let composed = Self.composed(Constants()).accessibilityLabel("Hour").accessibilityValue("07").accessibilityAdjustableAction()
        let a = try Picture(width: 171, options: o, content: composed).accessibilityReport().elements
        let b = try Picture(width: 171, options: o, content: Self.builtIn(Constants())).accessibilityReport().elements
        #expect(a.count == 1 && b.count == 1)
        #expect(a.first?.label == "Hour" && a.first?.value == "07" && a.first?.isAdjustable == true)
        #expect(a.first?.frame == b.first?.frame && a.first?.label == b.first?.label && a.first?.value == b.first?.value)
        // Still the same pixels: the element is a layer that draws as its content.
        #expect(try Self.pixels(composed, RenderOptions()) == Self.pixels(Self.builtIn(Constants()), RenderOptions()))
    }

    @Test func theCompositionRoundTripsThroughItsSpec() throws {
        let picture = Picture(width: 171, content: Self.composed(Constants(), offset: 0.5))
        let text = picture.specText
        let read = try Picture(json: Array(text.utf8))
        #expect(read == picture)
        #expect(read.specText == text)
        #expect(text.contains("\"degrees\": \"reduceMotion ? 0 : position * -62\""))
        #expect(text.contains("\"opacity\": \"1 - abs(position) * 0.72\""))
    }
}

/// docs/your-own-picker.md's composition block (the picture model's vocabulary), as written there, draws the adapted built-in wheel.
@Suite struct ReadmeCompositionTests {
    @Test func theReadmeWheelIsTheAdaptedWheel() throws {
        let tilt: Expression = -45, fade: Expression = 0.5, row = 50.0
        let wheel = ZStack {
            RoundedRectangle(cornerRadius: 20, style: .continuous).fill(.quaternary).frame(height: row)
            ScrollView(.vertical, length: row * 5, contentMargins: row * 2, position: .value("07", anchor: .center)) {
                ForEach(0...23, format: "%02d") { item in
                    Text(item.value).font(.title3).fontWeight(.semibold).monospacedDigit().minimumScaleFactor(0.6)
                        .frame(maxWidth: .infinity).frame(height: row)
                        .visualEffect { content, item in
                            content
                                .rotation3DEffect(.degrees(.cond(.reduceMotion, 0, item.position * tilt)), axis: (x: 1, y: 0, z: 0),
                                                  perspective: 0.4)
                                .scaleEffect(.cond(.reduceMotion, 1, 1 - .abs(item.position) * 0.12))
                                .opacity(1 - .abs(item.position) * fade)
                        }
                }
            }
        }
        let c = ComposedWheelTests.Constants(tilt: -45, perspective: 0.4, opacityFalloff: 0.5, rowHeight: 50, bandCornerRadius: 20)
        let readme = try ComposedWheelTests.pixels(wheel, RenderOptions())
        #expect(readme == (try ComposedWheelTests.pixels(ComposedWheelTests.builtIn(c), RenderOptions())))
    }
}

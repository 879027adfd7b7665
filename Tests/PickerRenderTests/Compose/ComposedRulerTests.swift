// The SwiftUI ruler written out as a general composition (a horizontal ScrollView over a ForEach
// of capsule ticks chosen per item by `if index % majorEvery == 0`, labels under the major ticks
// as fixed-size number texts, the gradient mask over the scroll, the tint capsule in an overlay)
// compared with the built-in RulerScrollPicker pixel for pixel: at rest and scrolled, light and
// dark, @1x to @3x, right to left, with the SwiftUI block's own 2.5- and 1.5-point ticks and with
// ticks on the pixel grid: the pictures are equal, because a shape keeps the fractional box its
// frame gives it, as the built-in ruler's capsules do (docs/architecture.md §2, §4).

import Testing
import PickerRender

@Suite struct ComposedRulerTests {
    struct Constants: Sendable, CustomTestStringConvertible {
        var range: ClosedRange<Double> = 0...100, step = 1.0, majorEvery = 10, tickSpacing = 12.0
        var tickHeight = 48.0, majorWidth = 2.5, middleWidth = 1.5, minorWidth = 1.5
        var majorFraction = 1.0, middleFraction = 0.7, minorFraction = 0.45, minorOpacity = 0.6
        var value = 62.0
        var testDescription: String { "\(range) by \(step), major \(majorEvery), widths \(majorWidth)/\(middleWidth)/\(minorWidth)" }

        /// Constants whose tick boxes are on the pixel grid at every scale: widths of 2 points
        /// in 12-point cells, heights of whole points.
        static var onGrid: Constants {
            var c = Constants()
            c.majorWidth = 2; c.middleWidth = 2; c.minorWidth = 2; c.middleFraction = 0.75; c.minorFraction = 0.5
            return c
        }
    }

    static let width = 402.0

    /// The SwiftUI ruler's body, as its code writes it, with `c`'s constants.
    static func composed(_ c: Constants, offset: Double? = nil) -> AnyView {
        let scale = RulerScrollPickerScale(range: c.range, step: c.step)
        let spacing = c.tickSpacing.isFinite ? max(c.tickSpacing, 4) : 12
        let major = max(c.majorEvery, 1)
        let height = c.tickHeight + 22 + 8
        let isMajor: Expression = .index % Expression(Double(major)) == 0
        let isMiddle: Expression = !isMajor && Expression(Double(major)) >= 2 && .index % Expression(Double(major / 2)) == 0
        let faded = ColorSpec.secondary.opacity(c.minorOpacity)
        let resting = Double(scale.index(for: c.value)) * spacing
        return ScrollView(.horizontal, length: width, contentMargins: max((width - spacing) / 2, 0),
                          position: .contentOffset(offset ?? resting)) {
            ForEach(0...(scale.tickCount - 1)) { _ in
                ConditionalContent(if: isMajor) {
                    Capsule().fill(.primary).frame(width: c.majorWidth, height: c.tickHeight * c.majorFraction)
                } else: {
                    ConditionalContent(if: isMiddle) {
                        Capsule().fill(faded).frame(width: c.middleWidth, height: c.tickHeight * c.middleFraction)
                    } else: {
                        Capsule().fill(faded).frame(width: c.minorWidth, height: c.tickHeight * c.minorFraction)
                    }
                }
                .frame(width: spacing, height: height, alignment: .top)
                .overlay(alignment: .bottom, ConditionalContent(if: isMajor) {
                    Text(Expression(scale.lowerBound) + .index * Expression(scale.step), format: .number)
                        .font(.caption).foregroundStyle(.secondary).fixedSize()
                })
            }
        }
        .frame(height: height)
        .mask(LinearGradient(stops: [.init(color: .clear, location: 0), .init(color: .black, location: 0.18),
                                     .init(color: .black, location: 0.82), .init(color: .clear, location: 1)],
                             startPoint: .leading, endPoint: .trailing))
        .overlay(alignment: .top, Capsule().fill(.indigo).frame(width: 4, height: c.tickHeight + 8))
    }

    /// `offset` is the content offset, as the composed ScrollView's position takes it.
    static func builtIn(_ c: Constants, offset: Double? = nil) -> AnyView {
        var r = RulerScrollPicker(title: "Weight", value: c.value, range: c.range, step: c.step, majorEvery: c.majorEvery,
                                  tickSpacing: c.tickSpacing)
        r.tickHeight = c.tickHeight; r.majorTickWidth = c.majorWidth; r.middleTickWidth = c.middleWidth; r.minorTickWidth = c.minorWidth
        r.majorTickHeightFraction = c.majorFraction; r.middleTickHeightFraction = c.middleFraction
        r.minorTickHeightFraction = c.minorFraction; r.minorTickOpacity = c.minorOpacity
        return r.scrollOffset(offset.map(r.offset(forScrollPosition:)))
    }

    static func pixels(_ view: some View, _ options: RenderOptions) throws -> RenderedImage {
        var o = options
        o.background = .color(.systemBackground)
        return try Picture(width: width, options: o, content: view).render()
    }

    /// Pixels that differ, and the columns they are in.
    static func differences(_ a: RenderedImage, _ b: RenderedImage) -> (count: Int, columns: Set<Int>, lastRow: Int) {
        guard a.width == b.width, a.height == b.height else { return (Int.max, [], Int.max) }
        let p = a.image.pixels, q = b.image.pixels
        var count = 0, lastRow = -1
        var columns: Set<Int> = []
        for i in stride(from: 0, to: p.count, by: 4) where (0..<4).contains(where: { p[i + $0] != q[i + $0] }) {
            count += 1; columns.insert((i / 4) % a.width); lastRow = (i / 4) / a.width
        }
        return (count, columns, lastRow)
    }

    static let settings: [(Double?, RenderOptions)] = [
        (nil, RenderOptions()), (nil, RenderOptions(scale: 2)), (nil, RenderOptions(scale: 1)),
        (nil, RenderOptions(appearance: .dark)), (745, RenderOptions()), (433.37, RenderOptions(scale: 2)),
        (5, RenderOptions()), (1195, RenderOptions(appearance: .dark)), (0, RenderOptions(layoutDirection: .rightToLeft)),
        (300.5, RenderOptions(scale: 2, layoutDirection: .rightToLeft)),
    ]

    @Test func theComposedRulerDrawsTheBuiltInPixelsWhenTicksSitOnThePixelGrid() throws {
        for c in [Constants.onGrid, { var c = Constants.onGrid; c.range = 40...120; c.step = 0.5; return c }()] {
            for (offset, options) in Self.settings {
                let expected = try Self.pixels(Self.builtIn(c, offset: offset), options)
                let actual = try Self.pixels(Self.composed(c, offset: offset), options)
                let d = Self.differences(actual, expected)
                #expect(d.count == 0, "\(c.testDescription) offset \(String(describing: offset)), \(options): \(d.count) pixels, columns \(d.columns.sorted().prefix(20))")
            }
        }
    }

    /// With the SwiftUI block's own 2.5- and 1.5-point ticks too: a shape keeps the fractional
    /// box its frame gives it (docs/architecture.md §2), as the built-in ruler's capsules do, so
    /// the pictures are equal. (When shapes' frames were put on the pixel grid, 2,562 to 5,210
    /// of 282,204 pixels differed @3x, all in the ticks' rows.)
    @Test func theSwiftUIBlocksOwnTicksDrawTheBuiltInPixels() throws {
        for (offset, options) in Self.settings {
            let expected = try Self.pixels(Self.builtIn(Constants(), offset: offset), options)
            let actual = try Self.pixels(Self.composed(Constants(), offset: offset), options)
            let d = Self.differences(actual, expected)
            #expect(d.count == 0, "offset \(String(describing: offset)), \(options): \(d.count) pixels, columns \(d.columns.sorted().prefix(20))")
        }
        // And the comparison can fail: a tick 0.25 points wider is another picture.
        var wider = Constants()
        wider.majorWidth = 2.75
        let d = Self.differences(try Self.pixels(Self.composed(wider), RenderOptions()), try Self.pixels(Self.builtIn(Constants()), RenderOptions()))
        #expect(d.count > 0)
    }

    @Test func aLabelWhoseTickIsJustOffScreenStillShows() throws {
        // "500" is wider than its 12-point cell: with its cell 13 points left of the view its
        // right edge is inside it.
        var c = Constants.onGrid
        c.range = 0...1000
        let expected = try Self.pixels(Self.builtIn(c, offset: 6208), RenderOptions())
        #expect(try Self.pixels(Self.composed(c, offset: 6208), RenderOptions()) == expected)
    }
}

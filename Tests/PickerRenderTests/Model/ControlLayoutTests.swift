// A control of a user's own, made of the public views only (no @testable import, no layout
// tree): ControlLayout(_:in:) lays its view out as a picture lays out the same view, and checks
// its numbers the same way, naming the path inside the control.

import PickerRender
import Testing

/// A count badge: the number in a padded capsule-less card, its padding a parameter.
struct CountBadge: PickerControl {
    var count: Int
    var inset: Double = 8

    static let kind = "count-badge"
    static let defaultWidth = 120.0
    static let defaultBackground = SemanticColor.systemBackground

    var body: AnyView {
        AnyView(HStack(spacing: 4) {
            Text("\(count)").font(.headline).monospacedDigit()
            Text("items").font(.caption).foregroundStyle(.semantic(.secondary))
        }.padding(inset).background(.semantic(.secondarySystemGroupedBackground)))
    }

    func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        try ControlLayout(body, in: context)
    }

    static let specFields = [SpecField("count", .integer(0...999), required: true, "the number shown")]
    init(count: Int, inset: Double = 8) { self.count = count; self.inset = inset }
    init(spec o: SpecObject) throws(SpecError) { self.init(count: o.int("count")!) }
    func writeSpec(to w: inout SpecWriter) { w.set("count", count) }
}

@Suite struct ControlLayoutTests {
    /// The control draws what a picture of its body draws, pixel for pixel.
    @Test func aControlOfPublicViewsDrawsItsBody() throws {
        let badge = CountBadge(count: 42)
        let options = RenderOptions(scale: 2)
        let asControl = try Picture(canvas: .fit, width: 120, options: options, content: badge.scrollOffset(nil)).render()
        let asPicture = try Picture(canvas: .fit, width: 120, options: options, content: badge.body).render()
        #expect(asControl.width == 240 && asControl.height > 0)
        #expect(asControl == asPicture)
        #expect(asControl != (try Picture(canvas: .fit, width: 120, options: options, content: CountBadge(count: 7).scrollOffset(nil)).render()))
    }

    /// A bad number inside the control's view is refused as in a picture, at its path.
    @Test func itsNumbersAreCheckedAsAPicturesAre() {
        let bad = CountBadge(count: 1, inset: -3)
        #expect {
            _ = try Picture(canvas: .fit, width: 120, content: bad.scrollOffset(nil)).render()
        } throws: { error in
            let text = (error as? PickerError)?.description ?? ""
            return text.hasPrefix("content.") && text.contains("padding.top: '-3'")
        }
    }
}

// A control the package does not know animates through the same path as the wheel and the ruler:
// a small tape of ticks defined here, conforming to AnimatableControl (no @testable import; it
// is made of the public views, a scroll view of tick cells under a fixed mark, as a team writes
// one), springs to an outside selection with its own animation, follows a
// fling's deceleration to its own snap, and its frames are drawn. Its scroll position is an
// absolute content offset in points (as the ruler's), its ticks 20 pt apart, its animation
// .bouncy: a choice no package control makes, so nothing here can pass through a built-in one.

import PickerRender
import Testing

/// Ticks 0 ..< count, `spacing` points apart, the selected one under a fixed centre mark.
struct TapeCounter: AnimatableControl {
    var count: Int
    var value: Int
    static let spacing = 20.0

    static let kind = "tape-counter"
    static let defaultWidth = 200.0
    static let defaultBackground = SemanticColor.systemBackground
    static let scrollUnit: ScrollUnit? = .points

    func layout(in context: PickerContext) throws(PickerError) -> ControlLayout {
        guard (0..<count).contains(value) else { throw .selectionNotFound(String(value)) }
        let offset = scrollPosition(offset: context.offset), width = Self.defaultWidth
        let tape = ScrollView(.horizontal, length: width, contentMargins: (width - Self.spacing) / 2, position: .contentOffset(offset)) {
            ForEach(0...(count - 1)) { _ in
                Rectangle().fill(.primary).frame(width: 2, height: 30).frame(width: Self.spacing, height: 40, alignment: .top)
            }
        }
        return try ControlLayout(tape.frame(height: 40).overlay(alignment: .top, Rectangle().fill(.indigo).frame(width: 4, height: 40)),
                                 in: context)
    }

    static let specFields = [SpecField("count", .integer(1...1000), required: true, "ticks"),
                             SpecField("value", .integer(0...999), "the selected tick")]
    init(count: Int, value: Int) { self.count = count; self.value = value }
    init(spec o: SpecObject) throws(SpecError) { self.init(count: o.int("count")!, value: o.int("value") ?? 0) }
    func writeSpec(to w: inout SpecWriter) { w.set("count", count); w.set("value", value) }

    // AnimatableControl.
    var selectionAnimation: Spring { .bouncy }
    func scrollPosition(offset: Double?) -> Double { offset ?? Double(value) * Self.spacing }
    func offset(forScrollPosition position: Double) -> Double { position }
    func selecting(_ selection: PictureAnimation.Selection) throws(PickerError) -> TapeCounter {
        let asked: Double?
        switch selection {
        case .value(let v): asked = v
        case .text(let s): asked = Double(s)
        }
        guard let asked, let i = Int(exactly: asked), (0..<count).contains(i) else { throw .selectionNotFound("\(selection)") }
        return TapeCounter(count: count, value: i)
    }
    func selecting(scrollPosition position: Double) -> TapeCounter {
        TapeCounter(count: count, value: Int(scrollTarget(forProjectedPosition: position) / Self.spacing))
    }
    func scrollTarget(forProjectedPosition position: Double) -> Double {
        min(max((position / Self.spacing).rounded(), 0), Double(count - 1)) * Self.spacing
    }
    func pointsPerScrollUnit(in options: RenderOptions) -> Double { 1 }
}

@Suite struct CustomAnimatableControlTests {
    static let path = "content.children[1]"

    static func picture(value: Int = 2) -> Picture {
        Picture(width: 200, options: RenderOptions(scale: 1)) {
            Text("Count")
            TapeCounter(count: 12, value: value)
        }
    }

    /// The tape of frame `index` and the offset it is drawn at.
    static func tape(_ a: PictureAnimation, _ index: Int) throws -> (TapeCounter, Double?) {
        guard case .vstack(let stack) = a.frame(at: index).content, case .picker(let node) = stack.children[1],
              let tape = node.picker.base as? TapeCounter else { throw PickerError.noValues }
        return (tape, node.offset)
    }

    @Test func springsToAnOutsideSelectionWithItsOwnAnimation() throws {
        let a = try PictureAnimation(picture: Self.picture(), control: Self.path, motion: .selectionChange(to: 7),
                                     textChanges: [.init("content.children[0]", to: "Seven")])
        // From tick 2 (40 pt) to tick 7 (140 pt) with the control's .bouncy.
        let spring = Spring.bouncy
        #expect(a.settleTime == spring.settlingDuration(target: 100))
        #expect(a.frameCount == Int(((a.settleTime + PictureAnimation.hold) * 30).rounded(.up)))
        var passed = false
        for i in 0..<a.frameCount {
            let t = a.time(ofFrame: i)
            let (tape, offset) = try Self.tape(a, i)
            #expect(tape.value == 7)   // the binding changes at once; only the position animates
            if t < a.settleTime {
                let expected = 40 + spring.value(target: 100, time: t)
                #expect(abs(try #require(a.position(at: t)) - expected) < 1e-12)
                #expect(offset == a.position(at: t)!)
                passed = passed || expected > 140   // .bouncy overshoots
            } else {
                #expect(offset == nil)
            }
        }
        #expect(passed)
        let frames = try a.renderFrames()
        #expect(frames.count == a.frameCount)
        #expect(frames[0].image.pixels != frames[frames.count - 1].image.pixels)
        // At rest, the last frame is the picture drawn with the new selection and text.
        let atRest = Picture(width: 200, options: RenderOptions(scale: 1)) {
            Text("Seven")
            TapeCounter(count: 12, value: 7)
        }
        #expect(frames[frames.count - 1].image.pixels == (try atRest.render().image.pixels))
        // Equal as a value: the moving control is compared as the tree compares controls.
        let again = try PictureAnimation(picture: Self.picture(), control: Self.path, motion: .selectionChange(to: 7),
                                         textChanges: [.init("content.children[0]", to: "Seven")])
        #expect(a == again)
        #expect(a != (try PictureAnimation(picture: Self.picture(value: 3), control: Self.path, motion: .selectionChange(to: 7),
                                           textChanges: [.init("content.children[0]", to: "Seven")])))
    }

    @Test func flingDeceleratesToItsOwnSnapAndTracksTheSelection() throws {
        let a = try PictureAnimation(picture: Self.picture(), control: Self.path, motion: .fling(velocity: 300))
        // Projected end 40 + 0.499 s x 300 = 189.7 pt, snapped to tick 9 (180 pt).
        let fling = Fling(start: 40, velocity: 300, snap: { min(max(($0 / 20).rounded(), 0), 11) * 20 })
        #expect(fling.target == 180)
        #expect(a.settleTime == fling.settlingDuration(tolerance: 0.5))
        var seen = Set<Int>()
        for i in 0..<a.frameCount {
            let t = a.time(ofFrame: i)
            let (tape, offset) = try Self.tape(a, i)
            if t < a.settleTime {
                #expect(a.position(at: t) == fling.position(at: t))
                #expect(offset == fling.position(at: t))
                #expect(tape.value == Int((fling.position(at: t) / 20).rounded()))
            } else {
                #expect(offset == nil && tape.value == 9)
            }
            seen.insert(tape.value)
        }
        #expect(seen == Set(2...9))
        #expect(try a.renderFrames().count == a.frameCount)
    }

    @Test func itsOwnErrorsAndReduceMotionGoThroughTheSamePath() throws {
        #expect(throws: PickerError.selectionNotFound("value(12.0)")) {
            try PictureAnimation(picture: Self.picture(), control: Self.path, motion: .selectionChange(to: 12))
        }
        var still = Self.picture()
        still.options.reduceMotion = true
        let a = try PictureAnimation(picture: still, control: Self.path, motion: .selectionChange(to: 7))
        #expect(a.jumps)
        for i in 0..<a.frameCount {
            let (tape, offset) = try Self.tape(a, i)
            #expect(tape.value == 7 && offset == nil)
        }
    }
}
